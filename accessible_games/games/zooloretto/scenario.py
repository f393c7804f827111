"""Zooloretto scenarios: the adapter, the move in steps and the expected outcome.

The position is read and built in ``scenario_table`` (its docstring gives
every key).  The move is a list of steps (``parse_steps``): ``{"action": ...}`` in the
JSON form of ``GAME.action_to_json``, with ``"seat"`` for another player's scripted step.

The expectation (``expected``) names only what the example is about (at least one key);
seats and enclosures by number as in the position:

- ``coins``, ``savings``: by seat, a number;
- ``points``: by seat, categories of the score if the game ended now (through
  ``rules.score_sheets``): ``total``, ``enclosures``, ``stalls``, ``barn``, ``coins``, and
  the expansions' categories (``souvenir-shop``, ``reindeer``, ``task-card``);
- ``enclosures``: by seat, then by enclosure: any of ``animals``, ``stalls``,
  ``fixtures`` (as in the position) and ``points`` (``scoring.enclosure_points``);
- ``barn``, ``petting``, ``bonus``: by seat, the tiles there (any order);
- ``events``: event keys without ``zooloretto-`` that must happen during the move
  (``"coin-bonus"``, ``"offspring-born"``); ``no_events``: keys that must not.

``differences`` says each mismatch as ``"coins 0: expected 3, got 2"``; for ``events``
and ``no_events`` the value is whether the event happened
(``"events coin-bonus: expected true, got false"``).

``teaches`` names topics of the Zooloretto rules book (``ZOOLORETTO_TOPICS``); ``read``
and ``then`` hold the questions of ``shell/zooloretto_queries.py`` (``QUESTION_WORDS``);
``zoo`` and ``barn`` may name a player by number (from 1) or ``me``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from accessible_games.core.events import Event, PlayerId
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.expansions import bonus as bonus_module
from accessible_games.games.zooloretto.rules.expansions import buildings
from accessible_games.games.zooloretto.rules.expansions import construction_sites
from accessible_games.games.zooloretto.rules.expansions import petting_zoo
from accessible_games.games.zooloretto.rules.expansions import savings_book
from accessible_games.games.zooloretto.rules.expansions import specialised
from accessible_games.games.zooloretto.rules.expansions import task_cards
from accessible_games.games.zooloretto.rules.game import GAME
from accessible_games.games.zooloretto.rules.scoring import enclosure_points
from accessible_games.games.zooloretto.rules.state import ZoolorettoState
from accessible_games.games.zooloretto.rules.zoo import Enclosure
from accessible_games.games.zooloretto.book import TOPICS as ZOOLORETTO_TOPICS
from accessible_games.scenarios import (
    Comparison, Scenario, Step, check_expected_keys, check_keys, check_questions,
    check_teaches, fail, mismatches, parse_numbered, parse_steps, parse_whole,
)
from accessible_games.games.zooloretto.scenario_table import (
    ENCLOSURE_KEYS, build_state, learner_of, read_stalls, read_tiles,
)

EXPECTED_KEYS = frozenset({"coins", "savings", "points", "enclosures", "barn", "petting",
                           "bonus", "events", "no_events"})
SEAT_KEYS = ("coins", "savings", "points", "enclosures", "barn", "petting", "bonus")
"""The expected keys holding a value per seat."""
EXPECTED_ENCLOSURE_KEYS = ENCLOSURE_KEYS | {"points"}
POINT_CATEGORIES = frozenset({"total", "enclosures", "stalls", "barn", "coins",
                              "souvenir-shop", "reindeer", "task-card"})
"""What ``expected.points`` may name: the total, the base categories, the expansions'."""
QUESTION_WORDS = frozenset({"zoo", "barn", "trucks", "coins", "task", "hand", "table",
                            "scores", "turn", "players"})
"""The Zooloretto questions of ``shell/zooloretto_queries.py`` a scenario may ask."""
WHO_QUESTIONS = frozenset({"zoo", "barn"})
"""The questions that may name a player (the session's ``seat_from``)."""
EVENT_PREFIX = "zooloretto-"


def _event_keys() -> frozenset[str]:
    """Return the keys (without ``zooloretto-``) of every Zooloretto event."""
    keys: set[str] = set()
    for module in (ev, buildings, construction_sites, bonus_module, petting_zoo,
                   savings_book, specialised, task_cards):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Event) and \
                    value.key.startswith(EVENT_PREFIX):
                keys.add(value.key.removeprefix(EVENT_PREFIX))
    return frozenset(keys)


EVENT_KEYS = _event_keys()
"""The event names ``expected.events`` and ``expected.no_events`` may use."""


def _check_expected(scenario: Scenario, players: int) -> None:
    """Raise ScenarioError unless ``expected`` has the shape the docstring gives."""
    check_expected_keys(scenario, EXPECTED_KEYS)
    expected = scenario.expected
    for key in SEAT_KEYS:
        by_seat = parse_numbered(scenario, f"expected.{key}", expected.get(key, {}), players)
        for seat, value in by_seat.items():
            where = f"expected.{key}.{seat}"
            if key in ("coins", "savings"):
                parse_whole(scenario, where, value)
            elif key == "points":
                for name, points in check_keys(scenario, where, value,
                                               POINT_CATEGORIES).items():
                    parse_whole(scenario, f"{where}.{name}", points, -999)
            elif key == "enclosures":
                for index, pen in parse_numbered(scenario, where, value, None).items():
                    _check_expected_enclosure(scenario, f"{where}.{index}", pen)
            else:
                read_tiles(scenario, where, value)
    for key in ("events", "no_events"):
        names = expected.get(key, [])
        if not isinstance(names, list) or not all(isinstance(n, str) and n in EVENT_KEYS
                                                  for n in names):
            raise fail(scenario, f"expected.{key} must list event names without "
                                 f"{EVENT_PREFIX!r}, of {sorted(EVENT_KEYS)}")


def _check_expected_enclosure(scenario: Scenario, where: str, pen: Any) -> None:
    """Raise ScenarioError unless one expected enclosure has the shape of the docstring."""
    check_keys(scenario, where, pen, EXPECTED_ENCLOSURE_KEYS)
    for key in ("animals", "fixtures"):
        if key in pen:
            read_tiles(scenario, f"{where}.{key}", pen[key])
    if "stalls" in pen:
        read_stalls(scenario, f"{where}.stalls", pen["stalls"])
    if "points" in pen:
        parse_whole(scenario, f"{where}.points", pen["points"])


def _category(sheet: Any, name: str) -> int:
    """Return one category of a score sheet: the total, a base category, or an extra."""
    if name == "total":
        return int(sheet.total)
    if name in ("enclosures", "stalls", "barn", "coins"):
        return int(getattr(sheet, name))
    extra: Mapping[str, int] = sheet.extra
    return extra.get(name, 0)


def _enclosure_json(enclosure: Enclosure) -> dict[str, Any]:
    """Return an enclosure as the expectation writes it, with its points."""
    return {"animals": [t.code for t in enclosure.animals],
            "stalls": [None if s is None else s.code for s in enclosure.stalls],
            "fixtures": [t.code for t in enclosure.fixtures],
            "points": enclosure_points(enclosure)}


def _by_number(value: dict[str, Any]) -> list[tuple[str, Any]]:
    """Return the items of an object keyed by numbers as text, in number order."""
    return sorted(value.items(), key=lambda item: int(item[0]))


def _comparisons(expected: dict[str, Any], after: ZoolorettoState,
                 events: Sequence[Event]) -> list[Comparison]:
    """Return (label, expected, actual) for each thing ``expected`` names."""
    players = after.players
    sheets = rules.score_sheets(after)
    found: list[Comparison] = []
    for key in ("coins", "savings"):
        found += [(f"{key} {seat}", wanted, getattr(players[int(seat)], key))
                  for seat, wanted in _by_number(expected.get(key, {}))]
    for seat, categories in _by_number(expected.get("points", {})):
        found += [(f"points {seat} {name}", wanted, _category(sheets[int(seat)], name))
                  for name, wanted in sorted(categories.items())]
    for seat, pens in _by_number(expected.get("enclosures", {})):
        enclosures = players[int(seat)].enclosures
        for index, pen in _by_number(pens):
            if int(index) >= len(enclosures):
                found.append((f"enclosures {seat} {index}", pen, None))
                continue
            actual = _enclosure_json(enclosures[int(index)])
            found += [(f"enclosures {seat} {index} {name}", wanted, actual[name])
                      for name, wanted in sorted(pen.items())]
    for key, attribute in (("barn", "barn"), ("petting", "petting"), ("bonus", "bonus_boards")):
        found += [(f"{key} {seat}", sorted(wanted),
                   sorted(t.code for t in getattr(players[int(seat)], attribute)))
                  for seat, wanted in _by_number(expected.get(key, {}))]
    happened = {e.key.removeprefix(EVENT_PREFIX) for e in events}
    found += [(f"events {name}", True, name in happened) for name in expected.get("events", [])]
    found += [(f"no_events {name}", False, name in happened)
              for name in expected.get("no_events", [])]
    return found


class ZoolorettoAdapter:
    """Builds, checks and compares Zooloretto scenarios (see the module docstring)."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless position, move, expectation, teaching topics and
        questions fit Zooloretto (whether each step is legal when it comes,
        ``play_scenario`` finds out)."""
        check_teaches(scenario, ZOOLORETTO_TOPICS)
        state, _ = self.build(scenario)
        check_questions(scenario, QUESTION_WORDS, state.player_count, WHO_QUESTIONS)
        _check_expected(scenario, state.player_count)

    def build(self, scenario: Scenario) -> tuple[ZoolorettoState, PlayerId]:
        """Return the position as a whole table and the learner's seat; the player of the
        move's first step is to act.

        Raises:
            ScenarioError: the position does not fit the game.
        """
        return build_state(scenario)

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move as (seat, action) steps; without a seat, the learner's."""
        return parse_steps(scenario, learner_of(scenario), GAME.action_from_json)

    def seat_count(self, state: ZoolorettoState) -> int:
        """Return the number of players at the table."""
        return state.player_count

    def differences(self, scenario: Scenario, before: Any, after: Any,
                    events: Sequence[Event]) -> list[str]:
        """Return how the outcome after the move differs from ``expected``: one
        "what: expected X, got Y" per difference (empty when it holds)."""
        return mismatches(_comparisons(scenario.expected, after, events))
