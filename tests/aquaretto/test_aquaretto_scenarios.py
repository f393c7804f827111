"""The Aquaretto scenario files: the rulebook's worked examples as data, played through the rules.

Each example lives in accessible_games/scenarios/aquaretto/<name>.json, the same files the
tutorials play: a table written with tile codes and cell names, a move of steps (each an
action in the game's JSON form) and the outcome the rules must give.  The adapter
(``accessible_games.games.aquaretto.scenario``) builds the table from a seeded new game, so every
tile stays in exactly one place; these tests check that, that each outcome holds, that
every learner step is a real choice of the game's menus, and that broken files are refused.

Choices of ours, where the rulebook leaves things open (see each file's ``reference``):

- scoring-thirty-points: the picture's depot shows 2 species without naming them; an orca
  and a polar bear are used, so the example fits a 2-player table.
- trainer-three-and-five: the picture is laid out as in test_aquaretto_rulebook; the second
  trainer is the manager moved there (the FAQ's "manager becomes a trainer").
- offspring-to-depot: the pool is boxed in by two other pools rather than by trainers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.games.aquaretto.rules import GAME, AquarettoState, Phase
from accessible_games.scenarios import Scenario, ScenarioError, parse_scenario
from accessible_games.scenarios.library import (
    adapter_for, load_scenario, load_scenarios, outcome_differences, play_scenario,
    scenario_names,
)
from accessible_games.games.aquaretto.scenario import QUESTION_WORDS, WHO_QUESTIONS
from accessible_games.games.aquaretto.scenario_table import build_state
from accessible_games.games.aquaretto.queries import AQUARETTO_COMMANDS, SHARED_COMMANDS
from tests.aquaretto.invariants import check_invariants
from tests.scenario_files import broken, check_as_loaded, raw

ROOT = Path(__file__).resolve().parents[2]
NAMES = scenario_names("aquaretto")
"""The files' names; each test loads what it needs, so a broken file fails only its tests."""
ADAPTER = adapter_for("aquaretto")

RULEBOOK_EXAMPLES = {
    "klaus-orca-pool": "Založení nové nádrže, příklad s Klausem (s. 2)",
    "two-tiles-one-coin": "Bonusy: třetí a čtvrtá destička zároveň, 1 mince",
    "third-fertile-waits": "Mláďata, poznámka: třetí zvíře schopné páření",
    "alone-in-the-round": "Konec kola, poznámka; FAQ: poslední hráč v kole",
    "trainer-three-and-five": "Příklad dodatečných bodů za cvičitele (s. 4); FAQ manažer",
    "no-money-after-leaving": "FAQ: peněžní akce po odstoupení z posledního kola",
    "scoring-thirty-points": "Příklad hodnocení (s. 6): 30 bodů",
}
"""Every worked example (and FAQ example) of the rulebook, by scenario name."""

REQUIRED_EXAMPLES = {
    "klaus-orca-pool": "a new pool away from the dolphins",
    "two-tiles-one-coin": "two tiles crossing a coin threshold pay 1 coin",
    "third-fertile-waits": "a third fertile animal waits for its partner",
    "offspring-to-depot": "an offspring goes to the depot when the pool cannot grow",
    "fifth-tile-worker": "the 5th tile earns a worker, placed at once",
    "trainer-three-and-five": "the trainer example: 3 and 5 points",
    "scoring-thirty-points": "the scoring example: 30 points",
    "two-player-trucks": "2 players: 3 trucks with blockers",
    "end-stack-last-round": "a tile from under the disc starts the last round",
    "alone-in-the-round": "money actions by the last player in the round",
    "no-money-after-leaving": "no money action after taking a truck",
}
"""The examples the tutorials must teach, rulebook's or ours."""


def by_name(name: str) -> Scenario:
    return load_scenario("aquaretto", name)


# -- every example is there and holds ---------------------------------------------------

def test_every_rulebook_example_has_its_scenario() -> None:
    assert sorted(s.name for s in load_scenarios("aquaretto") if s.source == "rulebook") == \
        sorted(RULEBOOK_EXAMPLES)


def test_every_required_example_has_its_scenario() -> None:
    scenarios = load_scenarios("aquaretto")
    assert set(REQUIRED_EXAMPLES) <= set(NAMES)
    assert len(scenarios) >= 10
    assert [s.order for s in scenarios] == sorted({s.order for s in scenarios})
    assert all(s.order % 10 == 0 for s in scenarios)


@pytest.mark.parametrize("name", NAMES)
def test_position_is_a_consistent_table_and_stays_one(name: str) -> None:
    """Every tile in exactly one place, coins and workers conserved, every park valid:
    before the move, after each step and at the end (the property tests' invariants)."""
    scenario = by_name(name)
    state, learner = ADAPTER.build(scenario)
    check_invariants(state)
    assert state.current == learner and state.phase is Phase.TURN
    assert state.in_round(learner) and not state.hand and not state.tasks
    assert ADAPTER.seat_count(state) == scenario.position["players"]
    for seat, action in ADAPTER.steps(scenario):
        state = GAME.apply(state, seat, action).state
        check_invariants(state)


@pytest.mark.parametrize("name", NAMES)
def test_learner_steps_are_real_menu_choices(name: str) -> None:
    """Each learner step is one of the game's legal actions when it comes, among at least two,
    so the tutorial asks it through the normal numbered menu; the first step is the learner's."""
    scenario = by_name(name)
    state, learner = ADAPTER.build(scenario)
    steps = ADAPTER.steps(scenario)
    assert steps[0][0] == learner
    for seat, action in steps:
        assert GAME.to_move(state) == {seat}
        legal = GAME.legal_actions(state, seat)
        assert action in legal
        if seat == learner:
            assert len(legal) >= 2, GAME.action_to_json(action)
        state = GAME.apply(state, seat, action).state


def test_question_words_are_commands_of_the_aquaretto_session() -> None:
    assert WHO_QUESTIONS <= QUESTION_WORDS <= set(AQUARETTO_COMMANDS) | set(SHARED_COMMANDS)
    asked = {line.split()[0] for s in load_scenarios("aquaretto") for line in s.read + s.then}
    assert asked <= QUESTION_WORDS


# -- what the examples show, checked beyond the files' own expectations -------------------

def test_the_end_stack_example_ends_the_game_with_final_scores() -> None:
    before, after, events = play_scenario(by_name("end-stack-last-round"))
    assert not before.stack and not before.final_round and len(before.end_stack) == 15
    assert after.phase is Phase.OVER and GAME.outcome(after) is not None
    names = [type(e).__name__ for e in events]
    assert names.index("EndStackReached") < names.index("RoundEnded") < names.index("GameEnded")


def test_the_learner_left_alone_keeps_the_turn_but_not_after_taking_a_truck() -> None:
    _, alone, _ = play_scenario(by_name("alone-in-the-round"))
    assert alone.current == 0 and alone.phase is Phase.TURN
    scenario = by_name("no-money-after-leaving")
    state, learner = ADAPTER.build(scenario)
    steps = ADAPTER.steps(scenario)
    for seat, action in steps[:2]:
        state = GAME.apply(state, seat, action).state
    assert state.current == 1 and not state.in_round(learner)
    assert GAME.legal_actions(state, learner) == []
    assert GAME.explain(state, learner, GAME.action_from_json({"action": "discard"})) is not None


def test_the_two_player_trucks_keep_their_blockers() -> None:
    before, after, _ = play_scenario(by_name("two-player-trucks"))
    assert [t.free for t in before.trucks[1:]] == [0, 0]
    assert [len(t.blockers) for t in after.trucks] == [0, 1, 2]
    assert before.trucks[1].blockers == after.trucks[1].blockers
    assert all(not t.tiles and t.taken_by is None for t in after.trucks)


# -- broken files are refused ------------------------------------------------------------

EXAMPLE = "two-tiles-one-coin"
"""The file the refusal tests break in one place each."""


def _broken(change: Any, name: str = EXAMPLE) -> dict[str, Any]:
    return broken("aquaretto", name, change)


def _park(data: dict[str, Any], seat: str = "0") -> dict[str, str]:
    parks: dict[str, dict[str, str]] = data["position"].setdefault("parks", {})
    return parks.setdefault(seat, {})


POSITION_CHANGES = [
    lambda d: d["position"].pop("players"),
    lambda d: d["position"].update(players=6),
    lambda d: d["position"].update(seed="one"),
    lambda d: d["position"].update(colour="blue"),
    lambda d: d["position"].update(learner=2),
    lambda d: d["position"].update(parks={"2": {"C2": "orca-plain5"}}),
    lambda d: _park(d).update(Q9="orca-plain5"),
    lambda d: _park(d).update(c4="orca-plain5"),
    lambda d: _park(d).update({"4c": "orca-plain5"}),  # canonical names are upper case
    lambda d: _park(d).update({"4 C": "orca-plain5"}),
    lambda d: _park(d).update(B3="orca-plain9"),
    lambda d: _park(d).update(B2="orca-plain3"),  # also on the truck
    lambda d: _park(d).update(E2="penguin-fish1"),  # penguins are left out with seed 0
    lambda d: _park(d).update(E2="penguin-plain1"),  # ... this one blocks truck 3
    lambda d: d["position"]["trucks"][0].append("crocodile-male1"),  # blocks truck 2
    lambda d: _park(d).update(E2="coin-1"),
    lambda d: _park(d).update(B3="dolphin-plain1"),  # touches the orcas
    lambda d: _park(d).update(E3="orca-plain5"),  # a second orca pool
    lambda d: _park(d).update(A2="dolphin-plain1", E2="hippo-fish1", E4="polar-bear-fish1"),
    lambda d: _park(d).update(B2="orca-male1", D2="orca-female1"),  # an unbred pair
    lambda d: d["position"].update(bred={"0": ["orca-male1"]}),
    lambda d: d["position"].update(workers={"0": {"trainers": ["C2"]}}),
    lambda d: d["position"].update(workers={"0": {"cashiers": 3}}),
    lambda d: d["position"].update(workers={"0": {"boss": 1}}),
    lambda d: d["position"].update(depots={"0": ["coin-2"]}),
    lambda d: d["position"].update(coins={"0": 20, "1": 20}),
    lambda d: d["position"].update(boards={"0": [{"size": "large", "cells": ["F2", "G2",
                                                                            "F3"]}]}),
    lambda d: d["position"].update(boards={"0": [{"size": "small", "cells": ["H2", "I2",
                                                                            "H3"]}]}),
    lambda d: d["position"]["trucks"].pop(),
    lambda d: d["position"]["trucks"][2].extend(["hippo-fish1", "hippo-fish2"]),
    lambda d: d["position"]["trucks"][1].append("orca-offspring1"),
    lambda d: d["position"].update(taken=[1, None, None]),  # truck 1 taken, yet loaded
    lambda d: d["position"].update(taken=[None, 0, None]),  # the learner has left
    lambda d: d["position"].update(end_stack=10),  # main stacks not empty
    lambda d: d["position"].update(stack=1, stack_top=["orca-plain5", "orca-male2"]),
]


@pytest.mark.parametrize("change", POSITION_CHANGES)
def test_broken_positions_are_refused(change: Any) -> None:
    with pytest.raises(ScenarioError):
        check_as_loaded(_broken(change))


MOVE_AND_EXPECTED_CHANGES = [
    lambda d: d.update(move={"action": "take", "truck": 0}),
    lambda d: d.update(move=[]),
    lambda d: d["move"][0].update(who=0),
    lambda d: d["move"][0].update(action={"action": "fly"}),
    lambda d: d["move"][0].update(seat=1),
    lambda d: d["move"][2].update(action={"action": "place", "cell": "C2"}),
    lambda d: d["move"].append({"action": {"action": "draw"}, "seat": 0}),
    lambda d: d.update(expected={}),
    lambda d: d["expected"].update(cash=1),
    lambda d: d["expected"].update(events={"CoinRain": 1}),
    lambda d: d["expected"].update(cells={"0": {"C4": "orca"}}),
    lambda d: d["expected"].update(coins={"5": 1}),
    lambda d: d["expected"].update(phase="lunch"),
    lambda d: d["expected"].update(phase=[]),
    lambda d: d["expected"].update(phase={}),
    lambda d: d["expected"].update(boards={"0": [{"size": "huge", "cells": ["F2"]}]}),
    lambda d: d["expected"].update(boards={"0": {"size": "large"}}),
    lambda d: d["expected"].update(blockers=[0, 1]),
    lambda d: d["expected"].update(sheet={"0": {"luck": 3}}),
    lambda d: d.update(teaches=["dragon"]),
    lambda d: d.update(teaches=[]),
    lambda d: d.update(read=["dance"]),
    lambda d: d.update(then=["scores 7"]),
    lambda d: d.update(then=["scores 1"]),  # the scores name no player
    lambda d: d.update(read=["park 1 2"]),
    lambda d: d.update(read=["depot 3"]),  # 2 players
]


@pytest.mark.parametrize("change", MOVE_AND_EXPECTED_CHANGES)
def test_broken_moves_and_expectations_are_refused(change: Any) -> None:
    with pytest.raises(ScenarioError):
        check_as_loaded(_broken(change))


def test_an_unchanged_file_loads_and_good_questions_pass() -> None:
    check_as_loaded(raw("aquaretto", EXAMPLE))
    check_as_loaded(_broken(lambda d: d.update(read=["park me", "depot 2", "map 1"],
                                               then=["trucks"])))
    assert "two-tiles-one-coin" in NAMES


def test_cells_are_written_row_first_or_column_first_alike() -> None:
    """Scenario files may name cells row first ("2C", as the game says them) or column first
    ("C2", as the files written before did); both build the same table."""
    def row_first(data: dict[str, Any]) -> None:
        parks = data["position"]["parks"]
        parks["0"] = {name[1:] + name[0]: code for name, code in parks["0"].items()}
        data["expected"]["cells"] = {"0": {"4C": "orca-plain3"}}
    assert "C2" in raw("aquaretto", EXAMPLE)["position"]["parks"]["0"]
    check_as_loaded(_broken(row_first))
    column_first = parse_scenario(raw("aquaretto", EXAMPLE))
    assert build_state(parse_scenario(_broken(row_first))) == build_state(column_first)
    assert outcome_differences(parse_scenario(_broken(row_first))) == []


def test_a_wrong_expectation_is_reported_not_hidden() -> None:
    scenario = parse_scenario(_broken(lambda d: d["expected"].update(
        coins={"0": 3}, events={"BonusCoin": 2}, cells={"0": {"C5": "orca-plain3"}})))
    assert outcome_differences(scenario) == [
        'cells 0 C5: expected "orca-plain3", got "orca-lightning1"',
        "coins 0: expected 3, got 2",
        "events BonusCoin: expected 2, got 1",
    ]
    scenario = parse_scenario(_broken(lambda d: d["expected"].update(
        points={"0": 31}, trainers={"0": {"C2": 7, "E5": 1}}), "scoring-thirty-points"))
    assert outcome_differences(scenario) == [
        "points 0: expected 31, got 30",
        "trainers 0 C2: expected 7, got 6",
        "trainers 0 E5: expected 1, got null",
    ]
    scenario = parse_scenario(_broken(lambda d: d["move"][1]["action"].update(
        cells=["3F", "3G", "4F", "4G"]), "expand-new-species"))
    assert outcome_differences(scenario) == [
        'boards 0: expected [{"size": "large", "cells": ["2F", "2G", "3F", "3G"]}], '
        'got [{"size": "large", "cells": ["3F", "3G", "4F", "4G"]}]']


def test_build_state_is_deterministic_and_leaves_the_learner_to_move() -> None:
    scenario = by_name("scoring-thirty-points")
    first: AquarettoState = build_state(scenario)
    assert first == build_state(scenario)
    assert first.final_round and not first.stack and len(first.end_stack) == 6
    assert first.players[0].park.species_limit == 5
