"""Bots: the greedy bot's quick placement estimates match the rules exactly and it bids
only from its own view (how often it beats the random bot is measured by
benchmarks/ozoolemio.py over 200 games)."""

from __future__ import annotations

import pytest

from accessible_games.core.bots import RandomBot
from accessible_games.core.game import PlayerSpec
from accessible_games.core.rng import Rng
from accessible_games.games.ozoolemio.rules import GAME, Bid, GreedyBot, OzooState, Phase, make_bot
from accessible_games.games.ozoolemio.rules.evaluation import ZooSummary
from accessible_games.games.ozoolemio.rules.paths import loops, open_ends
from accessible_games.games.ozoolemio.rules.regions import best_region_stars
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES
from accessible_games.games.ozoolemio.rules.zoo import legal_placements


def random_states(seed: int, players: int = 3) -> list[OzooState]:
    state = GAME.new_game([PlayerSpec(f"p{i}") for i in range(players)], {}, seed).state
    rng = Rng(seed)
    states = [state]
    while GAME.to_move(state):
        seat = min(GAME.to_move(state))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state
        states.append(state)
    return states


def test_the_quick_estimate_matches_the_rules() -> None:
    checked = 0
    for state in random_states(2)[::6]:
        for seat, player in enumerate(state.players):
            summary = ZooSummary(player.zoo)
            for tile in state.display[:2]:
                for placement in legal_placements(player.zoo, tile)[::3]:
                    effect = summary.effect(tile, placement)
                    zoo = player.zoo.with_tile(tile, placement)
                    assert list(effect.best) == [max(best_region_stars(zoo, c), 0)
                                                 for c in CATEGORIES]
                    assert effect.loops == loops(zoo) and effect.trees == zoo.trees
                    assert effect.open_ends == len(open_ends(zoo))
                    checked += 1
    assert checked > 100


def test_make_bot_kinds() -> None:
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    assert isinstance(make_bot("random", 1), RandomBot)
    with pytest.raises(ValueError):
        make_bot("clever", 1)


def test_the_greedy_bot_bids_within_its_coins_and_places_legally() -> None:
    for state in random_states(5, 2)[::4]:
        for seat in GAME.to_move(state):
            legal = GAME.legal_actions(state, seat)
            action = make_bot("greedy", 3).choose(GAME.view(state, seat), legal)
            assert action in legal
            if state.phase is Phase.BID:
                assert isinstance(action, Bid) and action.amount <= state.coins[seat]
