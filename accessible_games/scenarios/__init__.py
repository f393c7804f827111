"""Scenarios: the rulebooks' worked examples as data, shared by tests and tutorials.

A scenario file ``accessible_games/games/<game>/scenarios/<name>.json`` holds a
position, the move the player is to make (in the game's JSON action form),
the outcome the rules must give, and the Fluent ids of its title, its
setting-up sentence and its explanation (``locales/<lang>/scenarios-<game-id>.ftl``).
docs/scenarios.md describes the format.

Each game has a small adapter (its entry's ``load_scenarios``) that checks the
game-specific parts, builds the state, and compares what happened with what was
expected.  This module reads and checks the common parts and offers the helpers the
adapters share: ``fail``, ``parse_whole``, ``parse_index``,
``parse_numbered``, ``check_keys``, ``check_expected_keys``, ``check_teaches``,
``check_questions`` and ``mismatches``; ``scenarios.library`` finds a game's files,
loads them and plays a move through the rules (``play_scenario``, the one place where
a step's legality is checked).  It never prints.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from typing import Any, Protocol

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.records import record

FORMAT_VERSION = 1
MAX_FILE_SIZE = 64 * 1024
"""A scenario file larger than this is refused (they are a few hundred bytes)."""

SOURCES = ("rulebook", "ours")
"""Where an example comes from: the rulebook's own, or written by us in its spirit."""

_KEYS = {"format", "game", "name", "order", "source", "reference", "teaches",
         "position", "move", "expected", "messages"}
_OPTIONAL_KEYS = {"read", "then"}
"""Optional: questions the tutorial asks for the learner before the move and after it."""
_MESSAGE_ROLES = ("title", "setup", "explanation")
MAX_QUESTIONS = 6
"""At most this many questions in ``read`` or ``then``."""

Step = tuple[PlayerId, Any]
"""One decision of a move: the seat that makes it and its action."""
Comparison = tuple[str, Any, Any]
"""One thing an expectation names: its label ("coins 0"), the value expected, the value got."""


class ScenarioError(ValueError):
    """A scenario file is missing, malformed, or does not fit its game (developer text)."""


@record(slots=False)
class Scenario:
    """One worked example: where it starts, what to do, and what must follow.

    ``position``, ``move`` and ``expected`` stay JSON values; the game's adapter
    reads them.  ``messages`` maps "title", "setup" and "explanation" to Fluent ids.
    ``read`` and ``then`` are questions typed as in a game ("park", "scores"): the
    tutorial asks them for the learner before the move and after it.
    """

    game_id: str
    name: str
    order: int
    source: str
    reference: str
    teaches: tuple[str, ...]
    position: dict[str, Any]
    move: Any
    expected: dict[str, Any]
    messages: dict[str, str]
    read: tuple[str, ...] = ()
    then: tuple[str, ...] = ()


class Adapter(Protocol):
    """What a game offers to run its scenarios (see ``games.beasty_bar.scenario``)."""

    game: Any

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless the position, move and expectation fit the game."""

    def build(self, scenario: Scenario) -> tuple[Any, PlayerId]:
        """Return the state of the position and the seat of the player to move."""

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move as decisions in order: each seat with its action."""

    def seat_count(self, state: Any) -> int:
        """Return how many players sit at the table of ``state``."""

    def differences(self, scenario: Scenario, before: Any, after: Any,
                    events: Sequence[Event]) -> list[str]:
        """Return how ``after`` differs from the expected outcome (empty when it holds);
        ``events`` are every event the move's steps caused, in order."""


def parse_scenario(data: Any) -> Scenario:
    """Return the Scenario in a decoded JSON value, checking the common fields.

    Raises:
        ScenarioError: a field is missing, unknown or of the wrong kind.
    """
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    missing, unknown = _KEYS - set(data), set(data) - _KEYS - _OPTIONAL_KEYS
    if missing or unknown:
        raise ScenarioError(f"missing {sorted(missing)}, unknown {sorted(unknown)}")
    if data["format"] != FORMAT_VERSION:
        raise ScenarioError(f"format {data['format']!r}, expected {FORMAT_VERSION}")
    for key in ("game", "name", "source", "reference"):
        if not isinstance(data[key], str) or not data[key]:
            raise ScenarioError(f"{key} must be a non-empty string")
    if data["source"] not in SOURCES:
        raise ScenarioError(f"source must be one of {SOURCES}")
    if type(data["order"]) is not int:
        raise ScenarioError("order must be a whole number")
    teaches = data["teaches"]
    if not isinstance(teaches, list) or not all(isinstance(t, str) for t in teaches):
        raise ScenarioError("teaches must be a list of strings")
    for key in ("position", "expected"):
        if not isinstance(data[key], dict):
            raise ScenarioError(f"{key} must be an object")
    messages = data["messages"]
    if not isinstance(messages, dict) or set(messages) != set(_MESSAGE_ROLES) or \
            not all(isinstance(v, str) for v in messages.values()):
        raise ScenarioError(f"messages must give exactly {_MESSAGE_ROLES}")
    prefix = f"scenarios-{data['game']}-"
    if not all(v.startswith(prefix) for v in messages.values()):
        raise ScenarioError(f"message ids must start with {prefix!r}")
    questions = {key: _questions(data, key) for key in _OPTIONAL_KEYS}
    return Scenario(game_id=data["game"], name=data["name"], order=data["order"],
                    source=data["source"], reference=data["reference"], teaches=tuple(teaches),
                    position=data["position"], move=data["move"], expected=data["expected"],
                    messages=dict(messages), read=questions["read"], then=questions["then"])


def _questions(data: dict[str, Any], key: str) -> tuple[str, ...]:
    """Return the optional list of typed questions under ``key``, checked."""
    value = data.get(key, [])
    if not isinstance(value, list) or len(value) > MAX_QUESTIONS or \
            not all(isinstance(v, str) and v.strip() for v in value):
        raise ScenarioError(f"{key} must be a list of at most {MAX_QUESTIONS} typed questions")
    return tuple(value)


def parse_steps(scenario: Scenario, learner: PlayerId, from_json: Any) -> list[Step]:
    """Return a multi-step move: a list of ``{"action": ...}`` objects, each with an
    optional ``"seat"`` (default: the learner), the action in the game's JSON form.

    Raises:
        ScenarioError: the move is not such a list, or an action does not read.
    """
    move = scenario.move
    if not isinstance(move, list) or not move:
        raise fail(scenario, "move must be a non-empty list of steps")
    steps: list[Step] = []
    for number, step in enumerate(move, 1):
        if not isinstance(step, dict) or "action" not in step or \
                not set(step) <= {"seat", "action"}:
            raise fail(scenario, f"step {number} must be {{\"action\": ..., \"seat\": optional}}")
        seat = step.get("seat", learner)
        if type(seat) is not int or seat < 0:
            raise fail(scenario, f"step {number}: seat must be a seat number")
        try:
            action = from_json(step["action"])
        except (ValueError, KeyError, TypeError):
            raise fail(scenario, f"step {number}: not an action") from None
        steps.append((seat, action))
    return steps


# -- helpers the adapters share ------------------------------------------------------------------

def fail(scenario: Scenario, text: str) -> ScenarioError:
    """Return the ScenarioError ``text``, naming the file: "aquaretto/klaus-orca-pool: ..."."""
    return ScenarioError(f"{scenario.game_id}/{scenario.name}: {text}")


def parse_whole(scenario: Scenario, where: str, value: Any, low: int = 0,
                high: int | None = None) -> int:
    """Return ``value``, a whole number from ``low`` to ``high`` (no upper bound if None).

    Raises:
        ScenarioError: not a whole number (true and false are not), or out of bounds.
    """
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise fail(scenario, f"{where} must be a whole number {bound}, not {value!r}")
    return value


def parse_index(scenario: Scenario, where: str, key: Any, count: int | None = None) -> int:
    """Return the 0-based number an object key writes ("0", "12"), below ``count`` if given.

    Raises:
        ScenarioError: not a number in canonical spelling, or not below ``count``.
    """
    if not isinstance(key, str) or not key.isascii() or not key.isdecimal() or \
            key != str(int(key)) or (count is not None and int(key) >= count):
        limit = f" below {count}" if count is not None else ""
        raise fail(scenario, f"{where}: {key!r} is not a number{limit}")
    return int(key)


def parse_numbered(scenario: Scenario, where: str, value: Any,
                   count: int | None) -> dict[int, Any]:
    """Return an object keyed by 0-based numbers written as text, below ``count`` if given
    (seats, trucks, enclosures: ``{"0": ..., "2": ...}``), its values unread.

    Raises:
        ScenarioError: not an object, or a key that is not such a number.
    """
    if not isinstance(value, dict):
        raise fail(scenario, f"{where} must be an object keyed by numbers from 0")
    return {parse_index(scenario, where, key, count): item for key, item in value.items()}


def check_keys(scenario: Scenario, where: str, value: Any, allowed: Collection[str],
               required: Collection[str] = ()) -> dict[str, Any]:
    """Return ``value``, an object whose keys are among ``allowed`` and include ``required``.

    Raises:
        ScenarioError: not an object, a key missing or unknown.
    """
    if not isinstance(value, dict):
        raise fail(scenario, f"{where} must be an object")
    missing, unknown = set(required) - set(value), set(value) - set(allowed)
    if missing or unknown:
        raise fail(scenario, f"{where}: missing {sorted(missing)}, unknown {sorted(unknown)} "
                             f"(keys among {sorted(allowed)})")
    return value


def check_expected_keys(scenario: Scenario, allowed: Collection[str]) -> None:
    """Raise ScenarioError unless ``expected`` names at least one key, all among ``allowed``."""
    check_keys(scenario, "expected", scenario.expected, allowed)
    if not scenario.expected:
        raise fail(scenario, "expected must name at least one outcome")


def check_teaches(scenario: Scenario, topics: Collection[str]) -> None:
    """Raise ScenarioError unless ``teaches`` names at least one topic, all among ``topics``."""
    unknown = sorted(set(scenario.teaches) - set(topics))
    if unknown or not scenario.teaches:
        raise fail(scenario, f"teaches must name topics of {sorted(topics)}, not {unknown}")


QuestionForm = Callable[[Sequence[str]], bool]
"""Whether the words after a question word are a form that question accepts."""


def check_questions(scenario: Scenario, words: Collection[str], players: int,
                    who: Collection[str] = (),
                    forms: Mapping[str, QuestionForm] | None = None) -> None:
    """Raise ScenarioError unless each ``read`` and ``then`` line is a question typed as
    in a game: a word of ``words``, alone or, for a word of ``who``, followed by a
    player's number from 1 to ``players`` or ``me``.  A word of ``forms`` takes instead
    the words its function accepts ("why L2 east").
    """
    seats = {"me"} | {str(number) for number in range(1, players + 1)}
    for line in scenario.read + scenario.then:
        command, *rest = line.split()
        if forms is not None and command in forms:
            fits = forms[command](rest)
        else:
            fits = command in words and (
                not rest or command in who and len(rest) == 1 and rest[0] in seats)
        if not fits:
            raise fail(scenario, f"{line!r} is not a question of {sorted(words)}; "
                                 f"{sorted(who)} may name a player, 1 to {players} or me")


def json_text(value: Any) -> str:
    """Return ``value`` written as JSON, as the scenario files write it."""
    return json.dumps(value, ensure_ascii=False)


def mismatches(comparisons: Iterable[Comparison]) -> list[str]:
    """Return "label: expected X, got Y" (values as JSON) for each comparison that differs.

    >>> mismatches([("coins 0", 2, 1), ("bank", 27, 27)])
    ['coins 0: expected 2, got 1']
    """
    return [f"{label}: expected {json_text(wanted)}, got {json_text(got)}"
            for label, wanted, got in comparisons if wanted != got]
