"""The combined bots: both kinds choose only legal actions from the view, are reproducible
from their seed (how often the greedy bot beats the random one is measured by
benchmarks/aquaretto_zooloretto.py over 200 games)."""

from __future__ import annotations

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto_zooloretto.rules import GAME, GreedyBot, make_bot

def play(seed: int, kinds: list[str]) -> Match:
    match = Match.start(GAME, [PlayerSpec(k, k) for k in kinds], {}, seed)
    bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
    while not match.is_over():
        (player,) = match.to_move()
        match.act(player, bots[player].choose(match.view(player), match.legal_actions(player)))
    return match


def test_bots_are_reproducible_and_of_the_known_kinds() -> None:
    first = play(7, ["greedy", "random", "greedy"]).history
    assert play(7, ["greedy", "random", "greedy"]).history == first
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    with pytest.raises(ValueError):
        make_bot("clever", 1)
