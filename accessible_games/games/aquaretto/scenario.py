"""Aquaretto scenarios: the adapter, the move of steps and the expected outcome.

The position is read and built in ``scenario_table`` (its docstring
gives every key).  The move is a list of steps (``parse_steps``): ``{"action": ...}``
with an optional ``"seat"`` (default the learner).  ``read`` and ``then`` questions
are lines typed as in a game: a word of ``QUESTION_WORDS``; those of
``WHO_QUESTIONS`` may be followed by a player's number (from 1) or ``me``.

The expected outcome names only what the example is about (at least one key)::

    "cells": {"0": {"4C": "orca-plain3"}},     tiles on those cells afterwards
    "boards": {"0": [{"size": "large", "cells": ["2F", "2G", "3F", "3G"]}]},
                                               every expansion board afterwards, in
                                               the order added (cells in any order)
    "depots": {"0": ["turtle-offspring1"]},    whole depots afterwards, bottom first
    "coins": {"0": 2},  "bank": 27,            purses and the bank afterwards
    "points": {"0": 30},                       score_sheet(...).total of the seat
    "sheet": {"0": {"trainers": 8, "depot": -4}},  categories of that score sheet
    "trainers": {"0": {"3B": 3, "3C": 5}},     points of each trainer on its own
    "workers": {"0": {"keepers": 1, "trainers": ["3C"]}},  as in the position
    "bred": {"0": ["orca-male1", "orca-female1"]},   every fertile tile bred so far
    "species_limit": {"0": 4},                 how many species the park may hold
    "events": {"BonusCoin": 1, "OffspringBorn": 0},  how many events of each
                               type (the class names of ``games.aquaretto.events``)
                               the whole move caused
    "discarded": ["hippo-fish1"],              tiles that left the game, in order
    "blockers": [0, 1, 2],     face-down tiles on each truck afterwards
    "phase": "turn",  "current": 0,  "final_round": true

``differences`` says each mismatch as ``"coins 0: expected 2, got 1"``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from accessible_games.core.events import Event, PlayerId
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.game import GAME
from accessible_games.games.aquaretto.rules.geometry import cell_name, in_reading_order, parse_cell
from accessible_games.games.aquaretto.rules.park import Park
from accessible_games.games.aquaretto.rules.scoring import score_sheet, trainer_points
from accessible_games.games.aquaretto.rules.state import (
    BANK_COINS, AquarettoState, Phase, PlayerState,
)
from accessible_games.games.aquaretto.book import TOPICS as AQUARETTO_TOPICS
from accessible_games.scenarios import (
    Comparison, Scenario, Step, check_expected_keys, check_keys, check_questions,
    check_teaches, fail, mismatches, parse_numbered, parse_steps, parse_whole,
)
from accessible_games.games.aquaretto.scenario_table import (
    build_state, learner_of, read_boards, read_cell, read_park, read_tiles, read_workers,
)

SHEET_KEYS = ("animals", "cashiers", "keepers", "trainers", "depot")
"""The categories of a score sheet that ``expected.sheet`` may name."""
EXPECTED_KEYS = frozenset({
    "cells", "boards", "depots", "coins", "bank", "points", "sheet", "trainers", "workers",
    "bred", "species_limit", "events", "discarded", "blockers", "phase", "current",
    "final_round",
})
EVENT_TYPES: dict[str, type[Event]] = {
    name: value for name, value in vars(ev).items()
    if isinstance(value, type) and issubclass(value, Event) and value.__module__ == ev.__name__
}
"""Aquaretto's event classes by name, the keys ``expected.events`` may count."""
QUESTION_WORDS = frozenset({
    "map", "park", "pools", "depot", "trucks", "coins", "scores", "table", "players", "turn",
    "hand",
})
"""The first word of a ``read`` or ``then`` question: the Aquaretto session's commands."""
WHO_QUESTIONS = frozenset({"map", "park", "pools", "depot"})
"""The questions that may name a player (the session's ``seat_from``)."""
_SEAT_LIMITS = (("coins", BANK_COINS), ("points", 999), ("species_limit", 9))
"""The per-seat whole numbers of ``expected`` and their highest values."""


def _check_expected(scenario: Scenario, players: int, trucks: int) -> None:
    """Raise ScenarioError unless ``expected`` names known keys with values of the right kind."""
    check_expected_keys(scenario, EXPECTED_KEYS)
    expected = scenario.expected

    def seats(key: str) -> dict[int, Any]:
        return parse_numbered(scenario, f"expected {key}", expected.get(key, {}), players)

    for seat, value in seats("cells").items():
        read_park(scenario, f"expected cells {seat}", value)
    for seat, value in seats("boards").items():
        read_boards(scenario, f"expected boards {seat}", value)
    for key in ("depots", "bred"):
        for seat, value in seats(key).items():
            read_tiles(scenario, f"expected {key} {seat}", value)
    for key, high in _SEAT_LIMITS:
        for seat, value in seats(key).items():
            parse_whole(scenario, f"expected {key} {seat}", value, 0, high)
    for seat, value in seats("sheet").items():
        for name, points in check_keys(scenario, f"expected sheet {seat}", value,
                                       SHEET_KEYS).items():
            parse_whole(scenario, f"expected sheet {seat} {name}", points, -999, 999)
    for seat, value in seats("trainers").items():
        if not isinstance(value, dict):
            raise fail(scenario, f"expected trainers {seat} maps cells to points")
        for name, points in value.items():
            read_cell(scenario, f"expected trainers {seat}", name)
            parse_whole(scenario, f"expected trainers {seat} {name}", points, 0, 8)
    for seat, value in seats("workers").items():
        read_workers(scenario, f"expected workers {seat}", value)
    for name, count in check_keys(scenario, "expected events", expected.get("events", {}),
                                  EVENT_TYPES).items():
        parse_whole(scenario, f"expected events {name}", count, 0, 99)
    read_tiles(scenario, "expected discarded", expected.get("discarded", []))
    blockers = expected.get("blockers", [0] * trucks)
    if not isinstance(blockers, list) or len(blockers) != trucks:
        raise fail(scenario, f"expected blockers must count each of {trucks} trucks")
    for count in blockers:
        parse_whole(scenario, "expected blockers", count, 0, delivery.TRUCK_CAPACITY)
    parse_whole(scenario, "expected bank", expected.get("bank", 0), 0, BANK_COINS)
    phase = expected.get("phase", Phase.TURN.value)
    if not isinstance(phase, str) or phase not in {p.value for p in Phase}:
        raise fail(scenario, f"expected phase {phase!r} is not a phase")
    parse_whole(scenario, "expected current", expected.get("current", 0), 0, players - 1)
    if type(expected.get("final_round", False)) is not bool:
        raise fail(scenario, "expected final_round must be true or false")


# -- the outcome ---------------------------------------------------------------------------------

def _names(cells: Any) -> list[str]:
    """Return cells (or cell names) as names in reading order."""
    return [cell_name(c) for c in in_reading_order(
        parse_cell(c) if isinstance(c, str) else c for c in cells)]


def _workers_json(player: PlayerState) -> dict[str, Any]:
    return {"cashiers": player.cashiers, "keepers": player.keepers, "manager": player.manager,
            "trainers": _names(player.park.trainers)}


def _trainer_points(player: PlayerState, name: str) -> int | None:
    """Return the points of the trainer on cell ``name`` alone, or None if none stands there."""
    cell = parse_cell(name)
    park = player.park
    if cell not in park.trainers:
        return None
    return trainer_points(Park(park.fields, park.tiles, frozenset({cell}), park.expansions))


def _seat_value(key: str, player: PlayerState) -> Any:
    """Return what ``expected[key]`` says of one seat, for the per-seat keys."""
    if key == "boards":
        return [{"size": e.size.value, "cells": _names(e.cells)} for e in player.park.expansions]
    if key == "depots":
        return [t.code for t in player.depot]
    if key == "coins":
        return player.coins
    if key == "points":
        return score_sheet(player).total
    if key == "bred":
        return sorted(t.code for t in player.bred)
    return player.park.species_limit


def _item_value(key: str, player: PlayerState, item: str) -> Any:
    """Return what ``expected[key][seat][item]`` says, for the keys with items per seat."""
    if key == "cells":
        tile = player.park.tile_at(parse_cell(item))
        return None if tile is None else tile.code
    if key == "trainers":
        return _trainer_points(player, item)
    if key == "sheet":
        return getattr(score_sheet(player), item)
    return _workers_json(player)[item]


def _table_value(key: str, before: AquarettoState, after: AquarettoState) -> Any:
    """Return what ``expected[key]`` says, for the keys about the whole table."""
    if key == "discarded":
        return [t.code for t in after.discarded[len(before.discarded):]]
    if key == "blockers":
        return [len(t.blockers) for t in after.trucks]
    if key == "bank":
        return after.bank
    if key == "phase":
        return after.phase.value
    if key == "current":
        return after.current
    return after.final_round


def _written(key: str, value: Any) -> Any:
    """Return an expected per-seat value in the form the outcome is compared in."""
    if key == "bred":
        return sorted(value)
    if key == "boards":
        return [{"size": board["size"], "cells": _names(board["cells"])} for board in value]
    return value


def _comparisons(key: str, wanted: Any, before: AquarettoState, after: AquarettoState,
                 events: Sequence[Event]) -> list[Comparison]:
    """Return (label, expected, actual) for one expected key, in the shape it is written."""
    if key in ("cells", "trainers", "sheet", "workers"):
        found = []
        for seat_key, items in wanted.items():
            player = after.players[int(seat_key)]
            for item, value in items.items():
                if key == "workers" and item == "trainers":
                    value = _names(value)
                found.append((f"{key} {seat_key} {item}", value,
                              _item_value(key, player, item)))
        return found
    if key in ("boards", "depots", "coins", "points", "bred", "species_limit"):
        return [(f"{key} {seat_key}", _written(key, value),
                 _seat_value(key, after.players[int(seat_key)]))
                for seat_key, value in wanted.items()]
    if key == "events":
        counts = Counter(type(e).__name__ for e in events)
        return [(f"events {name}", count, counts[name]) for name, count in wanted.items()]
    return [(key, wanted, _table_value(key, before, after))]


class AquarettoAdapter:
    """Builds, checks and compares Aquaretto scenarios (see the module docstring)."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless the position, move, expectation, topics and questions
        fit Aquaretto (whether each step is legal when it comes, ``play_scenario`` finds out)."""
        check_teaches(scenario, AQUARETTO_TOPICS)
        state, _ = self.build(scenario)
        _check_expected(scenario, state.player_count, len(state.trucks))
        check_questions(scenario, QUESTION_WORDS, state.player_count, WHO_QUESTIONS)
        self.steps(scenario)

    def build(self, scenario: Scenario) -> tuple[AquarettoState, PlayerId]:
        """Return the position as a state and the learner's seat (the current player)."""
        state = build_state(scenario)
        return state, state.current

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move's steps: each seat (default the learner) with its action."""
        return parse_steps(scenario, learner_of(scenario), GAME.action_from_json)

    def seat_count(self, state: AquarettoState) -> int:
        """Return the number of players at the table."""
        return state.player_count

    def differences(self, scenario: Scenario, before: Any, after: Any,
                    events: Sequence[Event]) -> list[str]:
        """Return each way the outcome differs from ``expected``: "coins 0: expected 2, got 1"."""
        return mismatches(comparison for key in sorted(scenario.expected)
                          for comparison in _comparisons(key, scenario.expected[key], before,
                                                         after, events))
