"""A bot's dice as plain values: all a bot remembers, and a bot given another's dice
chooses as that one would."""

from __future__ import annotations

from typing import Any

import pytest

from accessible_games.core.bots import (
    BOT_KINDS, RandomBot, SeededBot, dice_states, set_dice_states,
)
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.search import STRONG
from accessible_games.registry import GAME_IDS, get_game, make_bot

BOTS = [(game_id, kind) for game_id in GAME_IDS for kind in BOT_KINDS if kind != STRONG]
"""The bots of every game but the strong one, whose dice tests/core/test_search.py checks
with a budget small enough for a test."""


def generators(bot: object) -> list[Rng]:
    """Every generator a bot holds, and those of the bots it holds; fails on anything
    else a bot would remember between decisions."""
    found = []
    for value in vars(bot).values():
        if isinstance(value, Rng):
            found.append(value)
        else:
            assert isinstance(value, SeededBot), f"{type(bot).__name__} remembers {value!r}"
            found.extend(generators(value))
    return found


@pytest.mark.parametrize(("game_id", "kind"), BOTS)
def test_a_bot_remembers_nothing_but_its_dice(game_id: str, kind: str) -> None:
    """What ``dice_states`` reads is all a save needs to make the bot choose again as it
    would have."""
    bot = make_bot(game_id, kind, 9)
    assert isinstance(bot, SeededBot)
    held = generators(bot)
    assert len(held) >= 1 and sorted(map(id, bot.dice())) == sorted(map(id, held))


@pytest.mark.parametrize(("game_id", "kind"), BOTS)
def test_a_bot_given_another_bots_dice_goes_on_choosing_as_that_one(game_id: str,
                                                                     kind: str) -> None:
    game = get_game(game_id)
    assert game is not None
    match = Match.start(game, [PlayerSpec(f"P{i}", kind) for i in range(3)], {}, 4)
    first = make_bot(game_id, kind, 11)
    second = None
    chosen: list[tuple[Any, Any]] = []
    for step in range(80):
        if match.is_over():
            break
        seat = min(match.to_move())
        view, legal = match.view(seat), match.legal_actions(seat)
        action = first.choose(view, legal)
        if step == 30:
            second = make_bot(game_id, kind, 11 + 1)
            assert set_dice_states(second, dice_states(first))
        elif second is not None:
            chosen.append((action, second.choose(view, legal)))
        match.act(seat, action)
    assert chosen and all(a == b for a, b in chosen)


@pytest.mark.parametrize("states", [None, {}, [], [1, 2], ["1"], [True], [-1], [2**64], [1.0]])
def test_damaged_dice_change_nothing(states: object) -> None:
    bot = RandomBot(5)
    before = dice_states(bot)
    assert not set_dice_states(bot, states)
    assert dice_states(bot) == before


def test_a_bot_that_is_not_seeded_has_no_dice() -> None:
    class FirstLegal:
        def choose(self, view: object, legal: list[object]) -> object:
            return legal[0]

    assert dice_states(FirstLegal()) == []
    assert set_dice_states(FirstLegal(), []) and not set_dice_states(FirstLegal(), [1])


def test_dice_are_read_in_a_fixed_order_through_the_bots_a_bot_holds() -> None:
    bot = make_bot("aquaretto-zooloretto", "greedy", 3)
    states = dice_states(bot)
    assert len(states) == 3 and len(set(states)) == 3
    twin = make_bot("aquaretto-zooloretto", "greedy", 4)
    assert set_dice_states(twin, states) and dice_states(twin) == states
