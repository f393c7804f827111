"""JSON forms of actions and states: written compactly, read strictly (anything unexpected
is a ValueError, never a crash or a silently wrong state)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.ozoolemio import GAME, Bid, Place, Side
from accessible_games.games.ozoolemio.serial import state_from_json

STATE = GAME.new_game([PlayerSpec("a"), PlayerSpec("b"), PlayerSpec("c")], {}, 8).state


def test_actions_are_written_by_name() -> None:
    assert GAME.action_to_json(Bid(0)) == {"action": "bid", "amount": 0}
    assert GAME.action_to_json(Place((-13, -1), Side.NORTH)) == {
        "action": "place", "cell": "ZZ-1", "facing": "n"}
    assert GAME.action_from_json({"action": "place", "cell": "zz-1", "facing": "n"}) == \
        Place((-13, -1), Side.NORTH)


@pytest.mark.parametrize("data", [
    None, [], "bid", {"action": "bid"}, {"action": "bid", "amount": -1},
    {"action": "bid", "amount": "3"}, {"action": "bid", "amount": 3.0},
    {"action": "bid", "amount": True}, {"action": "bid", "amount": 36},
    {"action": "bid", "amount": 3, "player": 1}, {"action": "pass"},
    {"action": "place", "cell": "M2"}, {"action": "place", "cell": "M2", "facing": "x"},
    {"action": "place", "cell": "??", "facing": "e"}, {"action": "place", "cell": 5, "facing": "e"},
    {"action": "place", "cell": "M2", "facing": ["e"]},
])
def test_malformed_actions_are_refused(data: Any) -> None:
    with pytest.raises(ValueError):
        GAME.action_from_json(data)


def test_a_state_reads_back_equal() -> None:
    data = json.loads(json.dumps(GAME.state_to_json(STATE)))
    assert state_from_json(data) == STATE


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return edit


@pytest.mark.parametrize("edit", [
    _set(("coins",), [8, 8]), _set(("coins", 0), -1), _set(("coins", 0), "8"),
    _set(("phase",), "auction"), _set(("phase",), 3), _set(("variant",), None),
    _set(("stack", 0), "t99"), _set(("stack", 0), 7), _set(("flags", 0), 3),
    _set(("players", 0, "zoo", 0), ["s1", "M1"]), _set(("players", 0, "zoo", 0, 2), "x"),
    _set(("players", 0, "visitors"), [[0, 0]]), _set(("bids", 1), "none"),
    _set(("last_auction",), {"tile": "t01"}), _set(("tileset", "version"), 9),
    _set(("rng",), -1), _set(("extra",), 1), _set(("players",), []),
    lambda d: d.pop("bank"),
])
def test_damaged_states_are_refused(edit: Callable[[dict[str, Any]], None]) -> None:
    data = copy.deepcopy(GAME.state_to_json(STATE))
    edit(data)
    with pytest.raises(ValueError):
        state_from_json(data)
