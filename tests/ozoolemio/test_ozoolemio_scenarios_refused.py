"""O Zoo le Mio scenario files that are broken are refused, and a wrong expectation is
reported, not hidden.

Each change below breaks one thing of a good file (by default reaching-the-leaders); the
file must then be refused with ScenarioError when it is checked as ``load_scenario``
checks it: the common fields, the adapter, and the move played through the rules.
"""

from __future__ import annotations

from typing import Any

import pytest

from accessible_games.scenarios import ScenarioError, parse_scenario
from accessible_games.scenarios.library import (
    adapter_for, load_scenario, outcome_differences, scenario_names,
)
from tests.scenario_files import broken, check_as_loaded, raw

GAME_ID = "o-zoo-le-mio"
ADAPTER = adapter_for(GAME_ID)
EXAMPLE = "reaching-the-leaders"
"""The file the refusal tests break in one place each."""


def _broken(change: Any, name: str = EXAMPLE) -> dict[str, Any]:
    return broken("o-zoo-le-mio", name, change)


def _laid(data: dict[str, Any], round_index: int = 0) -> list[str]:
    entries: list[str] = data["position"]["laid"][round_index]
    return entries


POSITION_CHANGES = [
    lambda d: d["position"].pop("players"),
    lambda d: d["position"].pop("display"),
    lambda d: d["position"].update(players=5),
    lambda d: d["position"].update(players=2),  # seat 2 no longer exists
    lambda d: d["position"].update(learner=3),
    lambda d: d["position"].update(seed=-1),
    lambda d: d["position"].update(variant="forest"),
    lambda d: d["position"].update(variant="trees"),  # round 1 would reveal other tiles
    lambda d: d["position"].update(round=1),  # two lists of laid tiles
    lambda d: d["position"].update(round=6),
    lambda d: d["position"].update(flags=[1, 1, 0]),
    lambda d: d["position"].update(flags=[1, 2]),
    lambda d: d["position"].update(coins=[7, 7]),
    lambda d: d["position"].update(coins=[20, 10, 9]),  # more than 35
    lambda d: d["position"].update(coins=[7, -1, 9]),
    lambda d: d["position"].update(colour="red"),
    lambda d: d["position"].update(display=[]),
    lambda d: d["position"].update(display=["t99", "t01", "t03", "t05", "t07"]),
    lambda d: d["position"].update(display=["s1", "t01", "t03", "t05", "t07"]),
    lambda d: d["position"].update(display=["t20", "t01", "t03", "t05"]),  # 4 of 5
    lambda d: d["position"].update(display=["t20", "t01", "t03", "t05", "t10"]),  # laid
    lambda d: d["position"].update(stack=["t20"]),  # also on display
    lambda d: _laid(d).pop(),  # round 1 revealed 5 tiles, 4 laid
    lambda d: _laid(d).append("0 t02 1O e"),  # 6 tiles in round 1
    lambda d: _laid(d).__setitem__(0, "1 t10 1O"),
    lambda d: _laid(d).__setitem__(0, "one t10 1O e"),
    lambda d: _laid(d).__setitem__(0, "1 t10 o1 e"),
    lambda d: _laid(d).__setitem__(0, "1 t10 1O x"),
    lambda d: _laid(d).__setitem__(0, "1 t10 2M e"),  # its path runs into grass
    lambda d: _laid(d).__setitem__(0, "1 t10 1M e"),  # on the start tile
    lambda d: _laid(d).__setitem__(0, "5 t10 1O e"),
    lambda d: _laid(d).__setitem__(0, ["1", "t10", "1O", "e"]),
    lambda d: d["position"]["laid"].__setitem__(1, "none"),
]


@pytest.mark.parametrize("change", POSITION_CHANGES)
def test_broken_positions_are_refused(change: Any) -> None:
    with pytest.raises(ScenarioError):
        check_as_loaded(_broken(change))


MOVE_AND_EXPECTED_CHANGES = [
    lambda d: d.update(move=[]),
    lambda d: d.update(move={"action": "bid", "amount": 2}),
    lambda d: d["move"][0].update(who=1),
    lambda d: d["move"][0].update(seat=3),
    lambda d: d["move"][0].update(action={"action": "pass"}),
    lambda d: d["move"][0].update(action={"action": "bid", "amount": 8}),  # 7 coins
    lambda d: d["move"][2].update(action={"action": "bid", "amount": 0}),  # seat 1 wins
    lambda d: d["move"][3].update(action={"action": "place", "cell": "4M", "facing": "e"}),
    lambda d: d["move"].insert(0, {"action": {"action": "place", "cell": "3M",
                                              "facing": "e"}}),
    lambda d: d["move"].append({"seat": 2, "action": {"action": "bid", "amount": 1}}),
    lambda d: d.update(move=[m for m in d["move"] if "seat" in m]),  # the learner idles
    lambda d: d.update(expected={}),
    lambda d: d["expected"].update(luck=1),
    lambda d: d["expected"].update(coins={"3": 1}),
    lambda d: d["expected"].update(coins={"0": -1}),
    lambda d: d["expected"].update(coins={"00": 1}),
    lambda d: d["expected"].update(coins=[5, 7, 9]),
    lambda d: d["expected"].update(visitors={"purple": {"0": 1}}),
    lambda d: d["expected"].update(stars={"red": {"0": "five"}}),
    lambda d: d["expected"].update(flags=[0, 1]),
    lambda d: d["expected"].update(winner=7),
    lambda d: d["expected"].update(round="2"),
    lambda d: d["expected"].update(display=["t99"]),
    lambda d: d["expected"].update(refused={"3M": "grass-only"}),
    lambda d: d["expected"].update(refused={"3M e": "too-ugly"}),
    lambda d: d["expected"].update(refused={"3M e": ["grass-only"]}),
    lambda d: d["expected"].update(placed="3M"),
    lambda d: d["expected"].update(placed=["3M", "e"]),
    lambda d: d["expected"].update(placed="3M x"),
    lambda d: d.update(teaches=["dragons"]),
    lambda d: d.update(teaches=[]),
    lambda d: d.update(read=["dance"]),
    lambda d: d.update(read=["zoo 4"]),
    lambda d: d.update(read=["why now"]),
    lambda d: d.update(then=["standings 2"]),
    lambda d: d.update(read=["zoo 1 2"]),
    lambda d: d.update(read=["why"]),
]


@pytest.mark.parametrize("change", MOVE_AND_EXPECTED_CHANGES)
def test_broken_moves_and_expectations_are_refused(change: Any) -> None:
    with pytest.raises(ScenarioError):
        check_as_loaded(_broken(change))


def test_an_unchanged_file_loads_and_good_questions_pass() -> None:
    check_as_loaded(raw("o-zoo-le-mio", EXAMPLE))
    check_as_loaded(_broken(lambda d: d.update(
        read=["regions me", "why 3M east", "why 3M 3N", "why 2", "why 3N"],
        then=["zoo 3", "flags"])))
    assert "reaching-the-leaders" in scenario_names(GAME_ID)
    assert load_scenario(GAME_ID, "reaching-the-leaders") == parse_scenario(raw(GAME_ID, EXAMPLE))


def test_a_wrong_expectation_is_reported_not_hidden() -> None:
    scenario = parse_scenario(_broken(lambda d: d["expected"].update(
        visitors={"red": {"0": 1, "1": 2}}, coins={"0": 7}, winner=1, round=3)))
    assert outcome_differences(scenario) == [
        "coins 0: expected 7, got 5",
        "round: expected 3, got 2",
        "visitors red 0: expected 1, got 2",
        "visitors red 1: expected 2, got 1",
        "winner: expected 1, got 0",
    ]
    scenario = parse_scenario(_broken(lambda d: d["expected"].update(
        refused={"2L e": "path-meets-grass", "2N s": "grass-only"}, placed="2N e"),
        "placing-a-tile"))
    assert outcome_differences(scenario) == [
        'placed: expected "2N e", got "2N s"',
        'refused 2L e: expected "path-meets-grass", got "grass-only"',
        'refused 2N s: expected "grass-only", got "legal"',
    ]


def test_the_build_is_deterministic_and_the_seed_orders_only_unnamed_tiles() -> None:
    scenario = load_scenario(GAME_ID, "tree-variant-reveal")
    first, _ = ADAPTER.build(scenario)
    assert first == ADAPTER.build(scenario)[0]
    other = parse_scenario(broken(GAME_ID, "tree-variant-reveal",
                                         lambda d: d["position"].update(seed=7)))
    reseeded, _ = ADAPTER.build(other)
    named = len(scenario.position["stack"])
    assert reseeded.stack[:named] == first.stack[:named]
    assert reseeded.players == first.players and reseeded.display == first.display
    assert outcome_differences(other) == []
