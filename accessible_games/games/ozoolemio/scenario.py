"""O Zoo le Mio scenarios: the adapter, the auction to play and the expected outcome.

The position is read and built in ``scenario_table`` (its docstring
gives every key).

Move: one auction, as a list of steps (``scenarios.parse_steps``): the other
seats' sealed bids as ``{"seat": N, "action": {"action": "bid", "amount": A}}``,
the learner's bid, and last the winner's placement, the learner's in every file
so far: ``{"action": {"action": "place", "cell": "2M", "facing": "e"}}``.  The
learner makes at least one step, and only the last step lays a tile.

Questions (``read``, ``then``): lines typed as in a game, each starting with a word
of ``QUESTION_WORDS``; ``zoo`` and ``regions`` may name a player (``"zoo 2"``,
``"zoo me"``), ``why`` a bid or a placement (``"why 2L east"``, ``"why 2L 2M"``).

Expected: only what the example is about, each key optional (at least one):

- ``winner``: the seat that won the latest auction; ``flags``: the pole after,
  top first; ``bank``: the coins in the bank; ``round``: the round being played
  after the move; ``display``: the face-up tiles after it (a new round's reveal);
  ``placed``: where the move laid its tile, ``"2N e"`` as in ``laid``.
- Per seat, as objects keyed by the seat number as text (``{"0": 5}``), listing
  only the seats the example is about: ``coins``; ``tree_figures``; ``trees``
  (trees drawn in the zoo); ``benches``; ``points`` (the score so far).
- Per colour and seat (``{"red": {"0": 1, "2": 2}}``; colours red, yellow,
  grey, orange, blue): ``visitors``, the visitor figures held; ``stars``, the
  stars of the best region of that colour.
- ``refused``: placements of the tile on auction in the learner's zoo BEFORE the
  move, ``{"2N e": "grass-only"}``, each with the reason the rules give (the end
  of ``ozoolemio-error-...``: grass-only, path-meets-grass, path-not-continued,
  not-touching, occupied, pavilion).

The checks (``check`` raises ``ScenarioError`` with a developer message): those of
the position, a move whose last step is not its only placement or that the
learner takes no part in, unknown or malformed expectations, unknown topics or
questions.  Whether the outcome holds is a test (``outcome_differences``);
``differences`` says each mismatch as ``"coins 0: expected 7, got 5"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.actions import Place
from accessible_games.games.ozoolemio.rules.game import GAME
from accessible_games.games.ozoolemio.rules.geometry import (
    Side, cell_name, column_first_name, parse_cell,
)
from accessible_games.games.ozoolemio.rules.state import OzooState
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES
from accessible_games.games.ozoolemio.rules.zoo import Placement, explain_placement
from accessible_games.games.ozoolemio.book import TOPICS as OZOOLEMIO_TOPICS
from accessible_games.scenarios import (
    Comparison, Scenario, Step, check_expected_keys, check_keys, check_questions,
    check_teaches, fail, mismatches, parse_numbered, parse_steps, parse_whole,
)
from accessible_games.games.ozoolemio.scenario_table import (
    Position, build_state, placement_text, read_placement,
)

SEAT_KEYS = ("coins", "tree_figures", "trees", "benches", "points")
"""Expected keys holding a value per seat."""
COLOUR_KEYS = ("visitors", "stars")
"""Expected keys holding a value per colour and seat."""
TABLE_KEYS = ("winner", "flags", "bank", "round", "display", "placed")
"""Expected keys about the whole table."""
EXPECTED_KEYS = frozenset({*TABLE_KEYS, "refused", *SEAT_KEYS, *COLOUR_KEYS})
COLOURS = {category.colour: index for index, category in enumerate(CATEGORIES)}
"""The colour words of ``visitors`` and ``stars``, with their place in per-colour tuples."""
REASONS = ("grass-only", "path-meets-grass", "path-not-continued", "not-touching",
           "occupied", "pavilion")
"""The placement reasons ``refused`` may name (after ``ozoolemio-error-``)."""
_REASON_PREFIX = "ozoolemio-error-"
QUESTION_WORDS = frozenset({
    "zoo", "regions", "standings", "visitors", "tile", "tiles", "coins", "flags", "places",
    "scores", "table", "players", "turn", "why",
})
"""The first word of a ``read`` or ``then`` question: commands of the O Zoo le Mio session."""
WHO_QUESTIONS = frozenset({"zoo", "regions"})
"""Questions that may name a player: a seat number from 1, or ``me``."""
_DIRECTIONS = frozenset({"north", "east", "south", "west"})


def _is_cell(word: str) -> bool:
    """Return whether ``word`` is a cell name as the rules write it ("2M", "-1AA"), or
    column first as older files do ("M2", "AA-1")."""
    try:
        cell = parse_cell(word)
        return word in (cell_name(cell), column_first_name(cell))
    except GameError:
        return False


def _why_fits(rest: Sequence[str]) -> bool:
    """Return whether the words after ``why`` name a bid or a placement: "why 3",
    "why 3N", "why 2L east", "why 2L 2M"."""
    return len(rest) == 1 and rest[0].isdecimal() or \
        1 <= len(rest) <= 2 and _is_cell(rest[0]) and \
        all(_is_cell(word) or word in _DIRECTIONS for word in rest[1:])


def _check_expected(scenario: Scenario, position: Position) -> None:
    """Raise ScenarioError unless ``expected`` names known keys with values of their kind."""
    check_expected_keys(scenario, EXPECTED_KEYS)
    for key, value in scenario.expected.items():
        if key == "winner":
            position.seat(value, "expected winner")
        elif key == "flags":
            if sorted(position.seats(value, "expected flags")) != list(range(position.players)):
                raise fail(scenario, "expected flags must hold every seat once")
        elif key in ("bank", "round"):
            parse_whole(scenario, f"expected {key}", value)
        elif key == "display":
            position.tiles(value, "expected display")
        elif key == "placed":
            read_placement(scenario, value, "expected placed")
        elif key == "refused":
            _check_refused(scenario, value)
        elif key in COLOUR_KEYS:
            check_keys(scenario, f"expected {key}", value, COLOURS)
            if not value:
                raise fail(scenario, f"expected {key} must map colours {sorted(COLOURS)}")
            for colour, seats in value.items():
                _check_seats(scenario, position, f"{key} {colour}", seats)
        else:
            _check_seats(scenario, position, key, value)


def _check_seats(scenario: Scenario, position: Position, key: str, value: Any) -> None:
    """Raise unless ``value`` maps seat numbers (as text) to whole numbers, at least one."""
    for seat, number in parse_numbered(scenario, f"expected {key}", value,
                                       position.players).items():
        parse_whole(scenario, f"expected {key} {seat}", number)
    if not value:
        raise fail(scenario, f"expected {key} must map seats to numbers")


def _check_refused(scenario: Scenario, value: Any) -> None:
    """Raise unless ``value`` maps "CELL FACING" to a placement reason, at least one."""
    if not isinstance(value, dict) or not value:
        raise fail(scenario, "expected refused must map placements to reasons")
    for text, reason in value.items():
        read_placement(scenario, text, "expected refused")
        if not isinstance(reason, str) or reason not in REASONS:
            raise fail(scenario, f"expected refused {text}: reason must be one of {REASONS}")


# -- the outcome ---------------------------------------------------------------------------------

def _table_value(key: str, after: OzooState, events: Sequence[Event]) -> Any:
    """Return the outcome's value of a key about the whole table."""
    if key == "winner":
        return None if after.last_auction is None else after.last_auction.winner
    if key == "flags":
        return list(after.flags)
    if key == "bank":
        return after.bank
    if key == "round":
        return after.round
    if key == "display":
        return [tile.id for tile in after.display]
    placed = [e for e in events if isinstance(e, ev.TilePlaced)]
    return placement_text(Placement(placed[-1].cell, placed[-1].facing)) if placed else None


def _seat_value(key: str, state: OzooState, seat: PlayerId) -> int:
    player = state.players[seat]
    values = {"coins": state.coins[seat], "tree_figures": state.tree_figures[seat],
              "trees": player.zoo.trees, "benches": player.benches, "points": player.score}
    return values[key]


def _colour_value(key: str, state: OzooState, colour: int, seat: PlayerId) -> int:
    if key == "visitors":
        return state.visitors[colour][seat]
    return state.players[seat].visitors[colour].value


def _refusal(state: OzooState, seat: PlayerId, text: str) -> str:
    """Return why the tile on auction may not lie at ``text`` in ``seat``'s zoo, or "legal"."""
    cell, facing = text.split(" ")
    placement = Placement(parse_cell(cell), Side(facing))
    reason = explain_placement(state.players[seat].zoo, state.display[0], placement)
    if reason is None:
        return "legal"
    return reason.reason.removeprefix(_REASON_PREFIX)


def _comparisons(key: str, wanted: Any, before: OzooState, after: OzooState,
                 events: Sequence[Event], learner: PlayerId) -> list[Comparison]:
    """Return (label, expected, actual) for one expected key, in the shape it is written."""
    if key == "placed":
        cell, facing = wanted.split(" ")
        wanted = placement_text(Placement(parse_cell(cell), Side(facing)))
    if key in TABLE_KEYS:
        return [(key, wanted, _table_value(key, after, events))]
    if key == "refused":
        return [(f"refused {text}", reason, _refusal(before, learner, text))
                for text, reason in sorted(wanted.items())]
    if key in COLOUR_KEYS:
        return [(f"{key} {colour} {seat}", number,
                 _colour_value(key, after, COLOURS[colour], int(seat)))
                for colour, seats in sorted(wanted.items())
                for seat, number in sorted(seats.items())]
    return [(f"{key} {seat}", number, _seat_value(key, after, int(seat)))
            for seat, number in sorted(wanted.items())]


class OzooAdapter:
    """Builds, checks and compares O Zoo le Mio scenarios (see the module docstring)."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless the position, move, expectation, topics and questions
        fit (whether each step is legal when it comes, ``play_scenario`` finds out)."""
        position = Position(scenario)
        check_teaches(scenario, OZOOLEMIO_TOPICS)
        steps = self.steps(scenario)
        for seat, _ in steps:
            position.seat(seat, "move")
        if all(seat != position.learner for seat, _ in steps):
            raise fail(scenario, "the learner makes no step of the move")
        places = [number for number, (_, action) in enumerate(steps, 1)
                  if isinstance(action, Place)]
        if places != [len(steps)]:
            raise fail(scenario, "the move is one auction: the bids, then the tile laid")
        _check_expected(scenario, position)
        check_questions(scenario, QUESTION_WORDS, position.players, WHO_QUESTIONS,
                        {"why": _why_fits})
        build_state(position)

    def build(self, scenario: Scenario) -> tuple[OzooState, PlayerId]:
        """Return the position as a state (the next auction open) and the learner's seat."""
        position = Position(scenario)
        return build_state(position), position.learner

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move: each step's seat (the learner unless told) and action."""
        learner = scenario.position.get("learner", 0)
        return parse_steps(scenario, learner if type(learner) is int else 0,
                           GAME.action_from_json)

    def seat_count(self, state: OzooState) -> int:
        """Return the number of players at the table."""
        return state.player_count

    def differences(self, scenario: Scenario, before: Any, after: Any,
                    events: Sequence[Event]) -> list[str]:
        """Return how the outcome differs from ``expected``: "coins 0: expected 7, got 5"."""
        learner = scenario.position["learner"]
        return mismatches(comparison for key in sorted(scenario.expected)
                          for comparison in _comparisons(key, scenario.expected[key], before,
                                                         after, events, learner))
