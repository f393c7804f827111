"""O Zoo le Mio scenarios: a table in the middle of a round, and an auction to play.

Position (``players``, ``learner``, ``flags``, ``coins``, ``laid`` and
``display`` are required):

- ``players``: 2 to 4 seats; ``learner``: the seat at the keyboard.
- ``seed`` (default 0): the seed of ``GAME.new_game``; it decides the order of
  the face-down tiles the position does not name.
- ``variant``: ``"standard"`` (default) or ``"trees"``.
- ``round`` (default 1): the round being played.
- ``flags``: the flag pole, top first, every seat once.
- ``coins``: every seat's coins, by seat; the bank holds the rest of the 35.
- ``laid``: one list per round so far (exactly ``round`` lists), each holding
  the tiles laid in that round in the order they were laid, written
  ``"SEAT TILE CELL FACING"``: ``"0 t06 M2 e"`` is seat 0 laying tile t06 of
  ``data/tiles.json`` with its first half on M2 and its second half to the east
  (``Place`` in ``serial``'s cell and side letters).
- ``display``: the face-up tiles of the round not yet auctioned, the one on
  auction first (at least one).
- ``stack`` (default none): the top of the face-down stack, top first.

The state is built through the rules themselves.  A new game with the seed is
set up; the tiles are stacked so that the rules reveal, round after round,
exactly the tiles ``laid`` lists for that round (for the current round: those
laid, then ``display``), followed by ``stack`` and then every other tile in the
seed's order.  Each tile is laid with ``GAME.apply`` in a state where its
player has just won it, so placements are checked, figures, benches and the
"reached later" record of every value come from the rules, and the last tile of
a finished round scores that round, pays income and reveals the next round
(with the variant's rule, so a round of the variant must list exactly the tiles
up to its third tile with trees).  Finally the flags and coins are set as
given.  Every tile is thus in one place, the coins add up to 35, and the next
auction is open: the move begins with the bids.

Move: one auction, as a list of steps (``scenarios.parse_steps``): the other
seats' sealed bids as ``{"seat": N, "action": {"action": "bid", "amount": A}}``,
the learner's bid, and last the winner's placement, the learner's in every file
so far: ``{"action": {"action": "place", "cell": "M2", "facing": "e"}}``.  The
learner makes at least one step, and only the last step lays a tile.

Questions (``read``, ``then``): lines typed as in a game, each starting with a word
of ``QUESTION_WORDS``; ``zoo`` and ``regions`` may name a player (``"zoo 2"``,
``"zoo me"``), ``why`` a bid or a placement (``"why L2 east"``, ``"why L2 M2"``).

Expected: only what the example is about, each key optional (at least one):

- ``winner``: the seat that won the latest auction; ``flags``: the pole after,
  top first; ``bank``: the coins in the bank; ``round``: the round being played
  after the move; ``display``: the face-up tiles after it (a new round's reveal).
- Per seat, as objects keyed by the seat number as text (``{"0": 5}``), listing
  only the seats the example is about: ``coins``; ``tree_figures``; ``trees``
  (trees drawn in the zoo); ``benches``; ``points`` (the score so far).
- Per colour and seat (``{"red": {"0": 1, "2": 2}}``; colours red, yellow,
  grey, orange, blue): ``visitors``, the visitor figures held; ``stars``, the
  stars of the best region of that colour.
- ``refused``: placements of the tile on auction in the learner's zoo BEFORE the
  move, ``{"N2 e": "grass-only"}``, each with the reason the rules give (the end
  of ``ozoolemio-error-...``: grass-only, path-meets-grass, path-not-continued,
  not-touching, occupied, pavilion).

The checks (``check`` raises ``ScenarioError`` with a developer message):
unknown or missing keys, values of the wrong kind, a seat that is not at the
table, flags that are not every seat once, more than 35 coins, unknown tile ids
(or start tiles), a tile named twice, a round whose reveal is not the tiles
named, a tile laid where the rules refuse it, a move whose last step is not its
only placement or that the learner takes no part in, unknown topics or
questions.  Whether the outcome holds is a test (``outcome_differences``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.games.ozoolemio.actions import Place
from accessible_games.games.ozoolemio.game import GAME
from accessible_games.games.ozoolemio.geometry import Side, cell_name, parse_cell
from accessible_games.games.ozoolemio.rules import start_round
from accessible_games.games.ozoolemio.state import (
    MAX_PLAYERS, MIN_PLAYERS, ROUNDS, TOTAL_COINS, OzooState, Phase, Variant,
)
from accessible_games.games.ozoolemio.tiles import CATEGORIES, Tile
from accessible_games.games.ozoolemio.zoo import Placement, explain_placement
from accessible_games.narration.rules import OZOOLEMIO_TOPICS
from accessible_games.scenarios import Scenario, ScenarioError, Step, parse_steps

REQUIRED_POSITION = {"players", "learner", "flags", "coins", "laid", "display"}
POSITION_KEYS = REQUIRED_POSITION | {"seed", "variant", "round", "stack"}
SEAT_KEYS = ("coins", "tree_figures", "trees", "benches", "points")
"""Expected keys holding a value per seat."""
COLOUR_KEYS = ("visitors", "stars")
"""Expected keys holding a value per colour and seat."""
EXPECTED_KEYS = {"winner", "flags", "bank", "round", "display", "refused",
                 *SEAT_KEYS, *COLOUR_KEYS}
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
_WHO_QUESTIONS = frozenset({"zoo", "regions"})
"""Questions that may name a player: a seat number from 1, or ``me``."""
_DIRECTIONS = frozenset({"north", "east", "south", "west"})


def _fail(scenario: Scenario, text: str) -> ScenarioError:
    return ScenarioError(f"o-zoo-le-mio/{scenario.name}: {text}")


def _whole(value: Any) -> bool:
    return type(value) is int and value >= 0


class _Position:
    """A scenario's position, read and checked (not yet built)."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        data = scenario.position
        missing, unknown = REQUIRED_POSITION - set(data), set(data) - POSITION_KEYS
        if missing or unknown:
            raise _fail(scenario, f"position: missing {sorted(missing)}, "
                                  f"unknown {sorted(unknown)}")
        players = data["players"]
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise _fail(scenario, f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
        self.players: int = players
        self.learner = self.seat(data["learner"], "learner")
        seed = data.get("seed", 0)
        if not _whole(seed):
            raise _fail(scenario, "seed must be a whole number")
        self.seed: int = seed
        try:
            self.variant = Variant(data.get("variant", Variant.STANDARD.value))
        except ValueError:
            raise _fail(scenario, "unknown variant") from None
        round_number = data.get("round", 1)
        if type(round_number) is not int or not 1 <= round_number <= ROUNDS:
            raise _fail(scenario, f"round must be 1 to {ROUNDS}")
        self.round: int = round_number
        self.flags = self.seats(data["flags"], "flags")
        if sorted(self.flags) != list(range(players)):
            raise _fail(scenario, "flags must hold every seat once")
        coins = data["coins"]
        if not isinstance(coins, list) or len(coins) != players or \
                not all(_whole(c) for c in coins) or sum(coins) > TOTAL_COINS:
            raise _fail(scenario, f"coins: one whole number per seat, {TOTAL_COINS} at most")
        self.coins: tuple[int, ...] = tuple(coins)
        self.table = _new_game(players, self.variant, self.seed)
        self.zoo_tiles = {tile.id: tile for tile in self.table.tileset.tiles}
        self.laid = self.rounds(data["laid"])
        self.display = self.tiles(data["display"], "display")
        if not self.display:
            raise _fail(scenario, "display must hold the tile on auction")
        self.stack = self.tiles(data.get("stack", []), "stack")
        named = [tile.id for entries in self.laid for _, tile, _ in entries] + \
            [tile.id for tile in self.display + self.stack]
        twice = sorted({tile for tile in named if named.count(tile) > 1})
        if twice:
            raise _fail(scenario, f"tiles named twice: {twice}")

    def seat(self, value: Any, where: str) -> PlayerId:
        """Return a seat number, checked against the number of players."""
        if type(value) is not int or not 0 <= value < self.players:
            raise _fail(self.scenario, f"{where}: {value!r} is not a seat")
        return value

    def seats(self, value: Any, where: str) -> tuple[PlayerId, ...]:
        """Return a list of seat numbers."""
        if not isinstance(value, list):
            raise _fail(self.scenario, f"{where} must be a list of seats")
        return tuple(self.seat(item, where) for item in value)

    def tile(self, value: Any, where: str) -> Tile:
        """Return the zoo tile with the id ``value`` (start tiles are not named)."""
        if not isinstance(value, str) or value not in self.zoo_tiles:
            raise _fail(self.scenario, f"{where}: {value!r} is not a tile id")
        return self.zoo_tiles[value]

    def tiles(self, value: Any, where: str) -> tuple[Tile, ...]:
        """Return a list of zoo tiles by id."""
        if not isinstance(value, list):
            raise _fail(self.scenario, f"{where} must be a list of tile ids")
        return tuple(self.tile(item, where) for item in value)

    def rounds(self, value: Any) -> tuple[tuple[tuple[PlayerId, Tile, Placement], ...], ...]:
        """Return the tiles laid, round by round: (seat, tile, placement)."""
        if not isinstance(value, list) or len(value) != self.round or \
                not all(isinstance(entries, list) for entries in value):
            raise _fail(self.scenario, f"laid must hold {self.round} lists, one per round")
        return tuple(tuple(self.entry(text) for text in entries) for entries in value)

    def entry(self, text: Any) -> tuple[PlayerId, Tile, Placement]:
        """Return one laid tile written "SEAT TILE CELL FACING", checked for form."""
        parts = text.split(" ") if isinstance(text, str) else []
        if len(parts) != 4 or not parts[0].isdecimal():
            raise _fail(self.scenario, f"laid: {text!r} is not \"SEAT TILE CELL FACING\"")
        seat = self.seat(int(parts[0]), f"laid {text!r}")
        tile = self.tile(parts[1], f"laid {text!r}")
        return seat, tile, _placement(self.scenario, parts[2], parts[3], f"laid {text!r}")


def _new_game(players: int, variant: Variant, seed: int) -> OzooState:
    specs = [PlayerSpec(f"p{seat + 1}") for seat in range(players)]
    return GAME.new_game(specs, {"variant": variant.value}, seed).state


def _placement(scenario: Scenario, cell: Any, facing: Any, where: str) -> Placement:
    """Return the placement named by a canonical cell name and a side letter."""
    try:
        parsed = parse_cell(cell) if isinstance(cell, str) else None
        side = Side(facing) if isinstance(facing, str) else None
    except (GameError, ValueError):
        parsed = side = None
    if parsed is None or side is None or cell_name(parsed) != cell:
        raise _fail(scenario, f"{where}: {cell!r} {facing!r} is not a cell and a side letter")
    return Placement(parsed, side)


def _build(position: _Position) -> OzooState:
    """Return the position's state, built by replaying its tiles through the rules."""
    scenario = position.scenario
    state = position.table
    rounds = [[tile for _, tile, _ in entries] for entries in position.laid]
    rounds[-1] += list(position.display)
    named = [tile for tiles in rounds for tile in tiles] + list(position.stack)
    rest = [tile for tile in state.display + state.stack if tile not in named]
    events: list[Event] = []
    state = replace(state, stack=tuple(named + rest), display=(), round=0, auction=0)
    state = start_round(state, 1, events)
    for number, (entries, tiles) in enumerate(zip(position.laid, rounds), 1):
        if state.round != number or [t.id for t in state.display] != [t.id for t in tiles]:
            raise _fail(scenario, f"round {number} reveals "
                                  f"{[t.id for t in state.display]}, not the tiles named")
        for seat, tile, placement in entries:
            state = _lay(scenario, state, seat, tile, placement)
    return replace(state, coins=position.coins, bank=TOTAL_COINS - sum(position.coins),
                   flags=position.flags)


def _lay(scenario: Scenario, state: OzooState, seat: PlayerId, tile: Tile,
         placement: Placement) -> OzooState:
    """Return the state after ``seat`` lays ``tile``, the one on auction, as if just won."""
    assert state.display and state.display[0] == tile
    won = replace(state, phase=Phase.PLACE, placer=seat, in_hand=tile,
                  display=state.display[1:], bids=tuple(None for _ in state.players))
    action = Place(placement.cell, placement.facing)
    reason = GAME.explain(won, seat, action)
    if reason is not None:
        raise _fail(scenario, f"laid {seat} {tile.id} {cell_name(placement.cell)} "
                              f"{placement.facing.value}: {reason.reason}")
    return GAME.apply(won, seat, action).state


class OzooAdapter:
    """Builds and checks O Zoo le Mio scenarios."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless the position, move, expectation and topics fit."""
        position = _Position(scenario)
        unknown = set(scenario.teaches) - set(OZOOLEMIO_TOPICS)
        if unknown or not scenario.teaches:
            raise _fail(scenario, f"teaches must name rules topics, not {sorted(unknown)}")
        steps = self.steps(scenario)
        for seat, _ in steps:
            position.seat(seat, "move")
        if all(seat != position.learner for seat, _ in steps):
            raise _fail(scenario, "the learner makes no step of the move")
        places = [number for number, (_, action) in enumerate(steps, 1)
                  if isinstance(action, Place)]
        if places != [len(steps)]:
            raise _fail(scenario, "the move is one auction: the bids, then the tile laid")
        _check_expected(scenario, position)
        for line in scenario.read + scenario.then:
            _check_question(position, line)
        _build(position)

    def build(self, scenario: Scenario) -> tuple[OzooState, PlayerId]:
        """Return the position as a state (the next auction open) and the learner's seat."""
        position = _Position(scenario)
        return _build(position), position.learner

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move: each step's seat (the learner unless told) and action."""
        learner = scenario.position.get("learner", 0)
        return parse_steps(scenario, learner if type(learner) is int else 0,
                           GAME.action_from_json)

    def seat_count(self, state: OzooState) -> int:
        """Return the number of players at the table."""
        return state.player_count

    def differences(self, scenario: Scenario, before: Any, after: Any) -> list[str]:
        """Return how the outcome differs from ``expected``, as "key: expected X, got Y"."""
        expected = scenario.expected
        learner = scenario.position["learner"]
        found = []
        for key in sorted(expected):
            actual = _actual(key, expected[key], before, after, learner)
            if actual != expected[key]:
                found.append(f"{key}: expected {expected[key]}, got {actual}")
        return found


def _actual(key: str, wanted: Any, before: OzooState, after: OzooState,
            learner: PlayerId) -> Any:
    """Return the outcome's value of ``key``, in the form ``wanted`` is written in."""
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
    if key == "refused":
        return {text: _refusal(before, learner, text) for text in wanted}
    if key in COLOUR_KEYS:
        return {colour: {seat: _colour_value(key, after, COLOURS[colour], int(seat))
                         for seat in seats} for colour, seats in wanted.items()}
    return {seat: _seat_value(key, after, int(seat)) for seat in wanted}


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


def _check_question(position: _Position, line: str) -> None:
    """Raise unless ``line`` is a question typed as in a game: a command of
    ``QUESTION_WORDS``; ``zoo`` and ``regions`` may name a player (1 to the number of
    players, or ``me``); ``why`` names a bid or a placement ("why 3", "why L2 east",
    "why L2 M2", "why N3")."""
    words = line.split()
    command, rest = (words[0], words[1:]) if words else ("", [])
    if command in _WHO_QUESTIONS:
        seats = {"me"} | {str(n) for n in range(1, position.players + 1)}
        fits = len(rest) <= 1 and all(word in seats for word in rest)
    elif command == "why":
        fits = len(rest) == 1 and rest[0].isdecimal() or \
            1 <= len(rest) <= 2 and _is_cell(rest[0]) and \
            all(_is_cell(word) or word in _DIRECTIONS for word in rest[1:])
    else:
        fits = command in QUESTION_WORDS and not rest
    if not fits:
        raise _fail(position.scenario, f"{line!r} is not a question of {sorted(QUESTION_WORDS)}")


def _is_cell(word: str) -> bool:
    """Return whether ``word`` is a cell name as the rules write it ("M2", "AA-1")."""
    try:
        return cell_name(parse_cell(word)) == word
    except GameError:
        return False


def _check_expected(scenario: Scenario, position: _Position) -> None:
    """Raise ScenarioError unless ``expected`` names known keys with values of their kind."""
    expected = scenario.expected
    unknown = set(expected) - EXPECTED_KEYS
    if unknown or not expected:
        raise _fail(scenario, f"expected: unknown keys {sorted(unknown)} (or none given)")
    for key, value in expected.items():
        if key == "winner":
            position.seat(value, "expected winner")
        elif key == "flags":
            if sorted(position.seats(value, "expected flags")) != list(range(position.players)):
                raise _fail(scenario, "expected flags must hold every seat once")
        elif key in ("bank", "round"):
            if not _whole(value):
                raise _fail(scenario, f"expected {key} must be a whole number")
        elif key == "display":
            position.tiles(value, "expected display")
        elif key == "refused":
            _check_refused(scenario, value)
        elif key in COLOUR_KEYS:
            if not isinstance(value, dict) or not value or \
                    not set(value) <= set(COLOURS):
                raise _fail(scenario, f"expected {key} must map colours {sorted(COLOURS)}")
            for seats in value.values():
                _check_seats(position, key, seats)
        else:
            _check_seats(position, key, value)


def _check_seats(position: _Position, key: str, value: Any) -> None:
    """Raise unless ``value`` maps seat numbers (as text) to whole numbers."""
    scenario = position.scenario
    if not isinstance(value, dict) or not value:
        raise _fail(scenario, f"expected {key} must map seats to numbers")
    for seat, number in value.items():
        if not isinstance(seat, str) or not seat.isdecimal() or seat != str(int(seat)):
            raise _fail(scenario, f"expected {key}: {seat!r} is not a seat number")
        position.seat(int(seat), f"expected {key}")
        if not _whole(number):
            raise _fail(scenario, f"expected {key} {seat}: not a whole number")


def _check_refused(scenario: Scenario, value: Any) -> None:
    """Raise unless ``value`` maps "CELL FACING" to a placement reason."""
    if not isinstance(value, dict) or not value:
        raise _fail(scenario, "expected refused must map placements to reasons")
    for text, reason in value.items():
        parts = text.split(" ")
        if len(parts) != 2:
            raise _fail(scenario, f"expected refused: {text!r} is not \"CELL FACING\"")
        _placement(scenario, parts[0], parts[1], "expected refused")
        if reason not in REASONS:
            raise _fail(scenario, f"expected refused {text}: reason must be one of {REASONS}")
