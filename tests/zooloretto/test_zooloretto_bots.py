"""Zooloretto's bots: the greedy bot beats the random bot in most seeded 2-player games,
with and without every expansion (benchmarks/zooloretto.py prints the share over 200
games), and an unknown kind is refused."""

from __future__ import annotations

import pytest

from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.zooloretto.rules import GAME, make_bot
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES


def greedy_share(games: int, options: dict[str, JsonValue]) -> float:
    """The greedy bot's share of first places against one random bot (shared first places
    count as a fraction); seat order alternates."""
    wins = 0.0
    for seed in range(games):
        greedy_seat = seed % 2
        kinds = ["random", "random"]
        kinds[greedy_seat] = "greedy"
        match = Match.start(GAME, [PlayerSpec(k, k) for k in kinds], options, seed)
        bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
        while not match.is_over():
            (seat,) = match.to_move()
            match.act(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat)))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.places[greedy_seat] == 1:
            wins += 1 / sum(1 for p in outcome.places if p == 1)
    return wins / games


def test_greedy_beats_random_more_often_than_not() -> None:
    wins = 0
    for seed in range(12):
        match = Match.start(GAME, [PlayerSpec("g", "greedy"), PlayerSpec("r", "random")], {},
                            seed)
        bots = [make_bot("greedy", seed), make_bot("random", seed)]
        while not match.is_over():
            (seat,) = match.to_move()
            match.act(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat)))
        outcome = match.outcome()
        assert outcome is not None
        wins += outcome.places[0] == 1
    assert wins >= 8


def test_greedy_beats_random_in_most_of_20_games_with_all_expansions() -> None:
    """The issue's bar (80%), on the harder table, over 20 seeded games."""
    assert greedy_share(20, {"expansions": list(NAMES)}) >= 0.8


def test_unknown_bot_kind() -> None:
    with pytest.raises(ValueError):
        make_bot("clever", 1)
