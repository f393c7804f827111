"""JSON forms of actions and states: written compactly, read strictly (anything unexpected
is a ValueError, never a crash or a silently wrong state)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.ozoolemio.rules import GAME, Bid, Place, Side
from accessible_games.games.ozoolemio.rules.serial import state_from_json

STATE = GAME.new_game([PlayerSpec("a"), PlayerSpec("b"), PlayerSpec("c")], {}, 8).state


def test_actions_are_written_by_name() -> None:
    assert GAME.action_to_json(Bid(0)) == {"action": "bid", "amount": 0}
    assert GAME.action_to_json(Place((-13, -1), Side.NORTH)) == {
        "action": "place", "cell": "-1ZZ", "facing": "n"}
    assert GAME.action_from_json({"action": "place", "cell": "zz-1", "facing": "n"}) == \
        Place((-13, -1), Side.NORTH)


@pytest.mark.parametrize("data", [
    None, [], "bid", {"action": "bid"}, {"action": "bid", "amount": -1},
    {"action": "bid", "amount": "3"}, {"action": "bid", "amount": 3.0},
    {"action": "bid", "amount": True}, {"action": "bid", "amount": 36},
    {"action": "bid", "amount": 3, "player": 1}, {"action": "pass"},
    {"action": "place", "cell": "2M"}, {"action": "place", "cell": "2M", "facing": "x"},
    {"action": "place", "cell": "??", "facing": "e"}, {"action": "place", "cell": 5, "facing": "e"},
    {"action": "place", "cell": "2M", "facing": ["e"]},
])
def test_malformed_actions_are_refused(data: Any) -> None:
    with pytest.raises(ValueError):
        GAME.action_from_json(data)


def test_a_state_reads_back_equal() -> None:
    data = json.loads(json.dumps(GAME.state_to_json(STATE)))
    assert state_from_json(data) == STATE


SHEET = [{"round": 1, "visitors": 3, "trees": 2, "benches": 1},
         {"round": 2, "visitors": 4, "trees": 0, "benches": 1}]
"""A score sheet of two rounds as the JSON form writes it."""


def test_a_score_sheet_reads_back_and_an_old_save_has_none() -> None:
    """Before any round is scored a player's JSON keeps the older form (no ``rounds``),
    so saves from before the score sheet load; an empty sheet may also be written out."""
    data = json.loads(json.dumps(GAME.state_to_json(STATE)))
    assert all("rounds" not in p for p in data["players"])
    data["players"][0]["rounds"] = SHEET
    data["players"][1]["rounds"] = []
    state = state_from_json(data)
    assert [(e.round, e.visitors, e.trees, e.benches, e.multiplier, e.points)
            for e in state.players[0].rounds] == [(1, 3, 2, 1, 1, 6), (2, 4, 0, 1, 2, 10)]
    assert state.players[1].rounds == state.players[2].rounds == ()
    assert GAME.state_to_json(state)["players"][0]["rounds"] == SHEET
    assert state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state


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
    _set(("players", 0, "zoo", 0), ["s1", "1M"]), _set(("players", 0, "zoo", 0, 2), "x"),
    _set(("players", 0, "visitors"), [[0, 0]]), _set(("bids", 1), "none"),
    _set(("last_auction",), {"tile": "t01"}), _set(("tileset", "version"), 9),
    _set(("rng",), -1), _set(("extra",), 1), _set(("players",), []),
    lambda d: d.pop("bank"), _set(("players", 0, "rounds"), {}),
    _set(("players", 0, "rounds"), [[1, 2, 0, 0]]),
    _set(("players", 0, "rounds"), [SHEET[1]]),
    _set(("players", 0, "rounds"), [SHEET[0], SHEET[0]]),
    _set(("players", 0, "rounds"), [{**SHEET[0], "trees": -1}]),
    _set(("players", 0, "rounds"), [{**SHEET[0], "round": 6}]),
    _set(("players", 0, "rounds"), [{**SHEET[0], "benches": "1"}]),
    _set(("players", 0, "rounds"), [{**SHEET[0], "points": 3}]),
])
def test_damaged_states_are_refused(edit: Callable[[dict[str, Any]], None]) -> None:
    data = copy.deepcopy(GAME.state_to_json(STATE))
    edit(data)
    with pytest.raises(ValueError):
        state_from_json(data)
