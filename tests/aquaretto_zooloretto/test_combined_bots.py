"""The combined bots: both kinds choose only legal actions from the view, are reproducible
from their seed, and the greedy bot beats the random bot in most seeded 2-player games
(benchmarks/aquaretto_zooloretto.py prints the share over 200 games)."""

from __future__ import annotations

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto_zooloretto.rules import GAME, GreedyBot, make_bot

GAMES = 12


def play(seed: int, kinds: list[str]) -> Match:
    match = Match.start(GAME, [PlayerSpec(k, k) for k in kinds], {}, seed)
    bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
    while not match.is_over():
        (player,) = match.to_move()
        match.act(player, bots[player].choose(match.view(player), match.legal_actions(player)))
    return match


def test_greedy_beats_random_in_most_two_player_games() -> None:
    wins = 0.0
    for seed in range(GAMES):
        kinds = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        outcome = play(seed, kinds).outcome()
        assert outcome is not None
        seat = kinds.index("greedy")
        if outcome.places[seat] == 1:
            wins += 1 / outcome.places.count(1)
    assert wins / GAMES >= 0.8


def test_bots_are_reproducible_and_of_the_known_kinds() -> None:
    first = play(7, ["greedy", "random", "greedy"]).history
    assert play(7, ["greedy", "random", "greedy"]).history == first
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    with pytest.raises(ValueError):
        make_bot("clever", 1)
