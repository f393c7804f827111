"""Zooloretto scenario files: the rulebook's worked examples and the FAQ points as data.

Every required example has its file; each one's outcome holds through the rules; the
position it builds is a whole, consistent table (every tile and coin in exactly one
place, one species per enclosure, checked with the property tests' invariants) on
which the game goes on to its end; the adapter refuses broken files; and a wrong
expectation is reported, not hidden.  The two rulebook examples are also checked in
the detail of ``test_zooloretto_expansions`` (legal choices, events, categories).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.game import Transition
from accessible_games.games.zooloretto.rules import GAME, make_bot
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.actions import Cancel, TakeTruck
from accessible_games.games.zooloretto.rules.expansions.buildings import (
    BuyRestaurant, PlaceRestaurant,
)
from accessible_games.games.zooloretto.rules.transitions import score_sheets
from accessible_games.games.zooloretto.rules.state import Phase, ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import RESTAURANT, parse_tile
from accessible_games.scenarios import Scenario, ScenarioError, parse_scenario
from accessible_games.scenarios.library import (
    adapter_for, load_scenario, load_scenarios, outcome_differences, play_scenario,
    scenario_names,
)
from tests.scenario_files import folder, broken as broken_file, check_as_loaded, raw
from tests.zooloretto.invariants import check_invariants

ROOT = Path(__file__).resolve().parents[2]
FOLDER = folder("zooloretto")
ADAPTER = adapter_for("zooloretto")
NAMES = scenario_names("zooloretto")
"""The files' names; each test loads what it needs, so a broken file fails only its tests."""

REQUIRED: dict[str, str] = {
    "construction-site-third-elephant":
        "rulebook, construction sites: the third elephant earns no coin, the enclosure 4",
    "restaurant-ten-stall-points": "rulebook, restaurant: 10 stall points with 2 players",
    "exchange-needs-animals-both-sides": "FAQ: an exchange needs animals on both sides",
    "exchange-offspring-no-coin": "FAQ: no coin from an exchange, even through offspring",
    "one-stall-is-enough": "FAQ: one stall is enough for the 4-space enclosure",
    "stall-counts-for-variety": "FAQ: a stall still counts for variety",
    "coin-bonus-last-space": "base game: the coin bonus for the last space",
    "offspring-fills-enclosure": "base game: a fertile pair's offspring",
    "souvenir-shop-first-offspring": "buildings: the souvenir shop to the first breeder",
    "petting-zoo-newborn": "petting zoo: a newborn of a full enclosure",
    "polar-bear-halves-barn": "polar bear: the first full 6-space enclosure",
    "savings-book-interest": "savings book: the coin back with interest",
}
"""Every example the tutorials must offer, by file name."""


def by_name(name: str) -> Scenario:
    """The checked scenario ``name``."""
    return load_scenario("zooloretto", name)


def broken(name: str, change: Callable[[dict[str, Any]], Any]) -> Scenario:
    """The scenario ``name`` after ``change`` (its common fields still valid)."""
    return parse_scenario(broken_file("zooloretto", name, change))


def zoo(data: dict[str, Any], seat: str = "0") -> dict[str, Any]:
    """The position's zoo of ``seat``, made if missing."""
    zoos: dict[str, Any] = data["position"].setdefault("zoos", {})
    found: dict[str, Any] = zoos.setdefault(seat, {})
    return found


def pen(data: dict[str, Any], index: str, seat: str = "0") -> dict[str, Any]:
    """The position's enclosure ``index`` of ``seat``, made if missing."""
    found: dict[str, Any] = zoo(data, seat).setdefault("enclosures", {}).setdefault(index, {})
    return found


def step(data: dict[str, Any], number: int) -> dict[str, Any]:
    """The action of step ``number`` (0-based) of the move."""
    found: dict[str, Any] = data["move"][number]["action"]
    return found


# Every required example, and each one's outcome -------------------------------------------

def test_every_required_example_has_its_scenario() -> None:
    scenarios = load_scenarios("zooloretto")
    assert sorted(REQUIRED) == NAMES
    assert [s.name for s in scenarios if s.source == "rulebook"] == [
        "restaurant-ten-stall-points", "construction-site-third-elephant"]
    assert len({s.order for s in scenarios}) == len(scenarios)
    assert all(s.order % 10 == 0 for s in scenarios)


# The built position is a whole table ------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_position_is_consistent_before_and_after_the_move(name: str) -> None:
    scenario = by_name(name)
    before, after, _ = play_scenario(scenario)
    check_invariants(before)
    check_invariants(after)
    state, learner = ADAPTER.build(scenario)
    assert state == before and learner == 0
    first_seat = ADAPTER.steps(scenario)[0][0]
    assert state.current == first_seat and state.phase is Phase.TURN
    assert ADAPTER.seat_count(state) == scenario.position["players"] == state.player_count
    assert len(state.end_stack) == 15 and state.stack
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state


@pytest.mark.parametrize("name", NAMES)
def test_named_tiles_left_the_supply(name: str) -> None:
    scenario = by_name(name)
    state, _ = ADAPTER.build(scenario)
    waiting = set(state.stack + state.end_stack + state.offspring + state.supply)
    named = {code for seat in scenario.position.get("zoos", {}).values()
             for key in ("barn", "petting", "bonus") for code in seat.get(key, [])}
    named |= {code for seat in scenario.position.get("zoos", {}).values()
              for enclosure in seat.get("enclosures", {}).values()
              for key in ("animals", "fixtures", "stalls") for code in enclosure.get(key, [])
              if code is not None}
    named |= {code for tiles in scenario.position.get("trucks", {}).values() for code in tiles}
    assert named and not waiting & {parse_tile(code) for code in named}


@pytest.mark.parametrize("name", NAMES)
def test_the_game_goes_on_to_its_end_after_the_move(name: str) -> None:
    scenario = by_name(name)
    _, state, _ = play_scenario(scenario)
    bots = [make_bot("random", seat) for seat in range(state.player_count)]
    for _ in range(3000):
        if state.phase is Phase.OVER:
            break
        (seat,) = GAME.to_move(state)
        state = GAME.apply(state, seat, bots[seat].choose(
            GAME.view(state, seat), GAME.legal_actions(state, seat))).state
    assert state.phase is Phase.OVER and GAME.outcome(state) is not None
    check_invariants(state)


# The two rulebook examples in detail ------------------------------------------------------

def _steps(name: str) -> tuple[ZoolorettoState, list[Transition[ZoolorettoState]]]:
    """The position of ``name`` and each step's transition, every step checked legal."""
    scenario = by_name(name)
    state, _ = ADAPTER.build(scenario)
    start, results = state, []
    for seat, action in ADAPTER.steps(scenario):
        assert action in GAME.legal_actions(state, seat)
        assert GAME.explain(state, seat, action) is None
        result = GAME.apply(state, seat, action)
        results.append(result)
        state = result.state
    return start, results


def test_rulebook_construction_site_example_from_its_file() -> None:
    # Construction sites, example: Claus has 2 elephants and a site in the 4-space
    # enclosure and adds another elephant: no coin bonus, and only 4 points at the end.
    start, (take, place) = _steps("construction-site-third-elephant")
    site, elephants = parse_tile("site-enclosure1"), [parse_tile(f"elephant-plain{n}")
                                                      for n in (1, 2, 3)]
    assert start.players[0].enclosures[1].fixtures == (site,)
    assert start.players[0].enclosures[1].animals == tuple(elephants[:2])
    assert take.state.task is not None and take.state.task.tile == elephants[2]
    assert not any(isinstance(e, ev.CoinBonus) for e in place.events)
    me = place.state.players[0]
    assert me.coins == 2 and me.enclosures[1].animals == tuple(elephants)
    assert me.enclosures[1].fixtures == (site,) and me.enclosures[1].is_full
    assert not me.enclosures[1].is_complete
    assert score_sheets(place.state)[0].enclosures == 4


def test_rulebook_restaurant_example_from_its_file() -> None:
    # Buildings, restaurant: "with 2 players one can even score 10 points for stalls":
    # two expansion boards give 6 stall spaces, the restaurant takes 2, 4 stalls the rest.
    start, (buy, place) = _steps("restaurant-ten-stall-points")
    me = start.players[0]
    assert start.player_count == 2 and me.expansions == 2 == start.max_expansions()
    assert sum(len(e.stalls) for e in me.enclosures) == 6
    assert me.free_stall_spaces() == ((1, 0), (1, 1))
    assert score_sheets(start)[0].stalls == 6
    assert GAME.legal_actions(buy.state, 0) == [PlaceRestaurant(1, 0), Cancel()]
    assert BuyRestaurant() in GAME.legal_actions(start, 0)
    me = place.state.players[0]
    assert me.enclosures[1].stalls == (RESTAURANT, RESTAURANT) and me.coins == 0
    assert me.free_stall_spaces() == () and len(me.zoo_stalls()) == 5
    assert score_sheets(place.state)[0].stalls == 10


# Broken files are refused -----------------------------------------------------------------

SITE = "construction-site-third-elephant"

BROKEN: list[tuple[str, Callable[[dict[str, Any]], Any]]] = [
    ("one player", lambda d: d["position"].update(players=1)),
    ("six players", lambda d: d["position"].update(players=6)),
    ("no player count", lambda d: d["position"].pop("players")),
    ("unknown position key", lambda d: d["position"].update(round=3)),
    ("unknown expansion", lambda d: d["position"].update(expansions=["unicorns"])),
    ("expansion twice", lambda d: d["position"].update(
        expansions=["construction-sites", "construction-sites"])),
    ("seed not a number", lambda d: d["position"].update(seed="one")),
    ("learner not at the table", lambda d: d["position"].update(learner=2)),
    ("zoo of a missing seat", lambda d: zoo(d, "2").update(coins=1)),
    ("unknown zoo key", lambda d: zoo(d).update(money=3)),
    ("unknown enclosure key", lambda d: pen(d, "1").update(water=True)),
    ("no such enclosure", lambda d: pen(d, "3").update(animals=["camel-plain1"])),
    ("unknown tile code", lambda d: pen(d, "1").update(animals=["unicorn-plain1"])),
    ("tile twice", lambda d: pen(d, "0").update(animals=["elephant-plain1"])),
    ("tile on the truck and in the zoo", lambda d: zoo(d).update(barn=["elephant-plain3"])),
    ("species left out", lambda d: pen(d, "0").update(animals=["leopard-plain1"])),
    ("two species in an enclosure", lambda d: pen(d, "1").update(
        animals=["elephant-plain1", "camel-plain1"])),
    ("too many animals", lambda d: pen(d, "1").update(
        animals=[f"elephant-plain{n}" for n in (1, 2, 4, 5)])),
    ("a stall among the animals", lambda d: pen(d, "1").update(animals=["stall-food1"])),
    ("a stall space site as a fixture", lambda d: pen(d, "1").update(
        fixtures=["site-stall1"])),
    ("a site without its expansion", lambda d: d["position"].update(expansions=[])),
    ("wrong number of stall spaces", lambda d: pen(d, "1").update(stalls=["stall-food1"])),
    ("an animal on a stall space", lambda d: pen(d, "0").update(stalls=["camel-plain1"])),
    ("restaurant without buildings", lambda d: pen(d, "1").update(
        stalls=["stall-restaurant1", "stall-restaurant1"])),
    ("a coin tile in the barn", lambda d: zoo(d).update(barn=["coin-1"])),
    ("petting zoo without its expansion", lambda d: zoo(d).update(
        petting=["camel-offspring1"])),
    ("savings without the book", lambda d: zoo(d).update(savings=1)),
    ("a parent that is not fertile", lambda d: zoo(d).update(bred=["elephant-plain1"])),
    ("a parent of another zoo", lambda d: zoo(d).update(bred=["camel-male1"])),
    ("too many coins for the bank", lambda d: zoo(d).update(coins=40)),
    ("negative coins", lambda d: zoo(d).update(coins=-1)),
    ("an added board of no kind", lambda d: zoo(d).update(added=["aquarium"])),
    ("three expansion boards", lambda d: zoo(d).update(added=["expansion"] * 3)),
    ("specialised enclosure without its expansion", lambda d: zoo(d).update(
        added=["special-camel"])),
    ("no such truck", lambda d: d["position"].update(trucks={"3": ["camel-plain1"]})),
    ("truck overloaded", lambda d: d["position"].update(
        trucks={"2": ["camel-plain1", "camel-plain2"]})),
    ("an offspring on a truck", lambda d: d["position"].update(
        trucks={"0": ["elephant-offspring1"]})),
    ("a taken truck with tiles", lambda d: d["position"].update(taken={"0": 1})),
    ("the learner already took a truck", lambda d: d["position"].update(taken={"1": 0})),
    ("one player took two trucks", lambda d: d["position"].update(taken={"1": 1, "2": 1})),
    ("move not a list", lambda d: d.update(move={"action": {"action": "take", "truck": 0}})),
    ("empty move", lambda d: d.update(move=[])),
    ("step not an action", lambda d: step(d, 0).update(action="fly")),
    ("step of a seat not at the table", lambda d: d["move"][0].update(seat=3)),
    ("step of the other seat out of turn", lambda d: d["move"][1].update(seat=1)),
    ("illegal step", lambda d: step(d, 1).update(enclosure=3, action="stall", slot=0)),
    ("illegal first step", lambda d: d.update(
        move=[{"action": {"action": "exchange", "first": 0, "second": 1}}])),
    ("extra step after the turn", lambda d: d["move"].append(d["move"][1])),
    ("unknown topic", lambda d: d.update(teaches=["dragons"])),
    ("no topic", lambda d: d.update(teaches=[])),
    ("unknown question", lambda d: d.update(read=["dance"])),
    ("question with a word argument", lambda d: d.update(then=["zoo everybody"])),
    ("question of a seat not at the table", lambda d: d.update(read=["zoo 9"])),
    ("question naming 2 players", lambda d: d.update(read=["zoo 1 2"])),
    ("question that names no player, with numbers", lambda d: d.update(read=["trucks 3 4"])),
    ("question that names no player, with one", lambda d: d.update(then=["scores 1"])),
    ("unknown expected key", lambda d: d["expected"].update(winner=0)),
    ("nothing expected", lambda d: d.update(expected={})),
    ("expected coins of a missing seat", lambda d: d["expected"].update(coins={"2": 1})),
    ("expected coins not a number", lambda d: d["expected"].update(coins={"0": "two"})),
    ("unknown score category", lambda d: d["expected"].update(points={"0": {"fame": 1}})),
    ("unknown expected enclosure key", lambda d: d["expected"]["enclosures"]["0"]["1"].update(
        colour="grey")),
    ("expected unknown tile", lambda d: d["expected"].update(barn={"0": ["dodo-plain1"]})),
    ("unknown event name", lambda d: d["expected"].update(events=["fireworks"])),
    ("event written with its prefix", lambda d: d["expected"].update(
        no_events=["zooloretto-coin-bonus"])),
]


@pytest.mark.parametrize("change", [c for _, c in BROKEN], ids=[n for n, _ in BROKEN])
def test_broken_files_are_refused(change: Callable[[dict[str, Any]], Any]) -> None:
    with pytest.raises(ScenarioError):
        check_as_loaded(broken_file("zooloretto", SITE, change))


def test_the_unchanged_file_passes_the_same_checks_and_good_questions_too() -> None:
    check_as_loaded(raw("zooloretto", SITE))
    check_as_loaded(broken_file("zooloretto", SITE, lambda d: d.update(
        read=["zoo me", "zoo 2", "barn 1"], then=["trucks", "scores"])))


def test_every_position_mistake_is_refused_by_build_too() -> None:
    for change in (lambda d: pen(d, "0").update(animals=["elephant-plain1"]),
                   lambda d: zoo(d).update(coins=40),
                   lambda d: d["position"].update(taken={"1": 0})):
        with pytest.raises(ScenarioError):
            ADAPTER.build(broken(SITE, change))


def test_restaurant_must_cover_two_adjacent_spaces() -> None:
    name = "restaurant-ten-stall-points"
    check_as_loaded(raw("zooloretto", name))
    for stalls in (["stall-restaurant1", None], [None, "stall-restaurant1"]):
        with pytest.raises(ScenarioError):
            ADAPTER.check(broken(name, lambda d: pen(d, "1").update(stalls=stalls)))
    with pytest.raises(ScenarioError):
        ADAPTER.check(broken(name, lambda d: pen(d, "0").update(stalls=["stall-restaurant1"])))


def test_unknown_files_are_refused() -> None:
    with pytest.raises(ScenarioError):
        load_scenario("zooloretto", "no-such-example")


# A wrong expectation is reported ----------------------------------------------------------

@pytest.mark.parametrize("change, report", [
    (lambda d: d["expected"].update(coins={"0": 3}), ["coins 0: expected 3, got 2"]),
    (lambda d: d["expected"]["points"]["0"].update(enclosures=5),
     ["points 0 enclosures: expected 5, got 4"]),
    (lambda d: d["expected"]["enclosures"]["0"]["1"].update(points=5),
     ["enclosures 0 1 points: expected 5, got 4"]),
    (lambda d: d["expected"]["enclosures"]["0"]["1"].update(fixtures=[]),
     ['enclosures 0 1 fixtures: expected [], got ["site-enclosure1"]']),
    (lambda d: d["expected"].update(barn={"0": ["elephant-plain3"]}),
     ['barn 0: expected ["elephant-plain3"], got []']),
    (lambda d: d["expected"].update(no_events=["animal-placed"]),
     ["no_events animal-placed: expected false, got true"]),
    (lambda d: d["expected"].update(events=["coin-bonus"]),
     ["events coin-bonus: expected true, got false"]),
    (lambda d: d["expected"]["enclosures"]["0"].update({"3": {"animals": []}}),
     ['enclosures 0 3: expected {"animals": []}, got null']),
])
def test_a_wrong_expectation_is_reported(change: Callable[[dict[str, Any]], Any],
                                         report: list[str]) -> None:
    scenario = check_as_loaded(broken_file("zooloretto", SITE, change))
    assert outcome_differences(scenario) == report


def test_the_move_is_checked_not_just_the_end() -> None:
    # Taking the truck but leaving the elephant in the barn is legal, and its outcome
    # differs from the example's in the way the rulebook would notice.
    scenario = check_as_loaded(broken_file(
        "zooloretto", SITE, lambda d: d["move"][1].update(action={"action": "barn"})))
    assert outcome_differences(scenario) == [
        "points 0 enclosures: expected 4, got 0",
        'enclosures 0 1 animals: expected ["elephant-plain1", "elephant-plain2", '
        '"elephant-plain3"], got ["elephant-plain1", "elephant-plain2"]',
        "enclosures 0 1 points: expected 4, got 0"]
    assert TakeTruck(0) == ADAPTER.steps(scenario)[0][1]
