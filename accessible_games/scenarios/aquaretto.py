"""Aquaretto scenarios: a table written with tile codes and cell names, a move of steps.

Tiles are the rules core's codes (``"orca-male1"``, ``"penguin-fish3"``,
``"hippo-offspring1"``, ``"coin-4"``), cells their names (``"C3"``, ``"F2"``),
both in canonical spelling.  Seats are 0-based; maps by seat use the seat
number as a string key (``"0"``).  Trucks are 0-based in lists and actions, as
in the game's JSON actions (``{"action": "take", "truck": 1}`` takes truck 2).

The position (``players`` and ``seed`` required, the rest optional)::

    "players": 2,              seats at the table, 2 to 5
    "seed": 0,                 the new game's seed: the species left out, the
                               order of the stacks, the 2-player blockers
    "learner": 0,              the seat to move (default 0)
    "round": 1,                the round number (default 1)
    "parks": {"0": {"B2": "dolphin-plain1"}},        tiles on each park's cells
    "boards": {"0": [{"size": "large", "cells": ["F2", "G2", "F3", "G3"]}]},
                               expansion boards, in the order they were added
    "workers": {"0": {"cashiers": 0, "keepers": 1, "manager": false,
                      "trainers": ["C3"]}},          each key optional
    "depots": {"0": ["turtle-fish1", "orca-plain1"]},   bottom first, top last
    "coins": {"0": 3},         purses (default 1 coin each)
    "bred": {"0": ["orca-male1", "orca-female1"]},   fertile tiles that have
                               already had their offspring (in that park)
    "trucks": [["orca-plain3", "coin-1"], [], []],   face-up tiles, loading order,
                               one list per truck (default all empty)
    "taken": [null, 1, null],  who has taken each truck this round (default nobody)
    "stack": 0,                tiles left in the main stacks (default all the rest)
    "stack_top": ["orca-plain5"],        the next tiles drawn from the main stacks
    "end_stack": 15,           tiles under the disc (default 15; fewer means the
                               last round has begun, so the main stacks are empty)
    "end_stack_top": ["sea-lion-plain1"]  the next tiles drawn from under the disc

``build`` starts from ``GAME.new_game`` with the seed and moves every named
tile out of the stacks and the offspring supply into its place; the stacks
keep their order otherwise, and the tiles beyond ``stack`` and ``end_stack``
leave the game (``discarded``), so every tile is in exactly one place.  The
bank pays the purses (30 coins less every purse), the supply the workers
placed; unused boards are the 2 small and 2 large less those added.  The
learner's turn begins: current player, ``Phase.TURN``, nothing in hand.  The
position is refused when a tile is named twice, belongs to a species left
out, or lies where it cannot (an offspring on a truck, a coin in a park or a
depot), when a park breaks the placing rules, when a pool holds an unbred
pair while its species' offspring still waits in the supply, when trucks
hold more than their places, or when the learner has already taken a truck.

The move is a list of steps (``parse_steps``): ``{"action": ...}`` with an
optional ``"seat"`` (default the learner).  ``read`` and ``then`` questions are
lines typed as in a game: a word of ``QUESTION_WORDS``, optionally followed by
a player's number (from 1) or ``me``.

The expected outcome names only what the example is about (at least one key)::

    "cells": {"0": {"C4": "orca-plain3"}},     tiles on those cells afterwards
    "depots": {"0": ["turtle-offspring1"]},    whole depots afterwards, bottom first
    "coins": {"0": 2},  "bank": 27,            purses and the bank afterwards
    "points": {"0": 30},                       score_sheet(...).total of the seat
    "sheet": {"0": {"trainers": 8, "depot": -4}},  categories of that score sheet
    "trainers": {"0": {"B3": 3, "C3": 5}},     points of each trainer on its own
    "workers": {"0": {"keepers": 1, "trainers": ["C3"]}},  as in the position
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

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.games import delivery
from accessible_games.games.aquaretto import events as ev
from accessible_games.games.aquaretto.game import GAME
from accessible_games.games.aquaretto.geometry import (
    BoardSize, Cell, cell_name, in_reading_order, legal_board_placements, parse_cell,
)
from accessible_games.games.aquaretto.park import Park, park_problems
from accessible_games.games.aquaretto.scoring import score_sheet, trainer_points
from accessible_games.games.aquaretto.state import (
    BANK_COINS, END_STACK_SIZE, LARGE_BOARDS, MAX_CASHIERS, MAX_KEEPERS, MAX_PLAYERS,
    MIN_PLAYERS, SMALL_BOARDS, START_COINS, WORKER_FIGURES, AquarettoState, Phase,
    PlayerState, Truck,
)
from accessible_games.games.aquaretto.tiles import Tile, TileKind, parse_tile
from accessible_games.narration.rules import AQUARETTO_TOPICS
from accessible_games.scenarios import Scenario, ScenarioError, Step, parse_steps

POSITION_KEYS = frozenset({
    "players", "seed", "learner", "round", "parks", "boards", "workers", "depots", "coins",
    "bred", "trucks", "taken", "stack", "stack_top", "end_stack", "end_stack_top",
})
REQUIRED_POSITION_KEYS = frozenset({"players", "seed"})
WORKER_KEYS = frozenset({"cashiers", "keepers", "manager", "trainers"})
BOARD_KEYS = frozenset({"size", "cells"})
SHEET_KEYS = ("animals", "cashiers", "keepers", "trainers", "depot")
"""The categories of a score sheet that ``expected.sheet`` may name."""
EXPECTED_KEYS = frozenset({
    "cells", "depots", "coins", "bank", "points", "sheet", "trainers", "workers", "bred",
    "species_limit", "events", "discarded", "blockers", "phase", "current", "final_round",
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
MAX_SEED = 2**32


@dataclass(frozen=True)
class Workers:
    """The workers a position gives one seat."""

    cashiers: int = 0
    keepers: int = 0
    manager: bool = False
    trainers: frozenset[Cell] = frozenset()


@dataclass(frozen=True)
class Position:
    """A scenario's position, read and checked for kinds (not yet against a game)."""

    players: int
    seed: int
    learner: PlayerId
    round: int
    parks: dict[int, dict[Cell, Tile]] = field(default_factory=dict)
    boards: dict[int, tuple[tuple[BoardSize, frozenset[Cell]], ...]] = field(
        default_factory=dict)
    workers: dict[int, Workers] = field(default_factory=dict)
    depots: dict[int, tuple[Tile, ...]] = field(default_factory=dict)
    coins: dict[int, int] = field(default_factory=dict)
    bred: dict[int, frozenset[Tile]] = field(default_factory=dict)
    trucks: tuple[tuple[Tile, ...], ...] | None = None
    taken: tuple[PlayerId | None, ...] | None = None
    stack: int | None = None
    stack_top: tuple[Tile, ...] = ()
    end_stack: int = END_STACK_SIZE
    end_stack_top: tuple[Tile, ...] = ()


# -- reading JSON values -------------------------------------------------------------------------

def _fail(scenario: Scenario, message: str) -> ScenarioError:
    return ScenarioError(f"aquaretto/{scenario.name}: {message}")


def _whole(scenario: Scenario, where: str, value: Any, low: int, high: int) -> int:
    """Return a whole number in ``low..high``, or raise ScenarioError."""
    if type(value) is not int or not low <= value <= high:
        raise _fail(scenario, f"{where} must be a whole number from {low} to {high}")
    return value


def _tile(scenario: Scenario, where: str, code: Any) -> Tile:
    """Return the tile of a canonical tile code, or raise ScenarioError."""
    try:
        tile = parse_tile(code) if isinstance(code, str) else None
    except GameError:
        tile = None
    if tile is None or tile.code != code:
        raise _fail(scenario, f"{where}: {code!r} is not a tile code")
    return tile


def _tiles(scenario: Scenario, where: str, value: Any) -> tuple[Tile, ...]:
    if not isinstance(value, list):
        raise _fail(scenario, f"{where} must be a list of tile codes")
    return tuple(_tile(scenario, where, code) for code in value)


def _cell(scenario: Scenario, where: str, name: Any) -> Cell:
    """Return the cell of a canonical cell name ("C3"), or raise ScenarioError."""
    try:
        cell = parse_cell(name) if isinstance(name, str) else None
    except GameError:
        cell = None
    if cell is None or cell_name(cell) != name:
        raise _fail(scenario, f"{where}: {name!r} is not a cell name")
    return cell


def _cells(scenario: Scenario, where: str, value: Any) -> frozenset[Cell]:
    if not isinstance(value, list):
        raise _fail(scenario, f"{where} must be a list of cell names")
    cells = [_cell(scenario, where, name) for name in value]
    if len(set(cells)) != len(cells):
        raise _fail(scenario, f"{where}: a cell is named twice")
    return frozenset(cells)


def _by_seat(scenario: Scenario, where: str, value: Any, players: int) -> dict[int, Any]:
    """Return a map keyed by seat numbers written as strings ("0"), values unread."""
    if not isinstance(value, dict):
        raise _fail(scenario, f"{where} must be an object keyed by seat")
    found: dict[int, Any] = {}
    for key, item in value.items():
        if key not in {str(seat) for seat in range(players)}:
            raise _fail(scenario, f"{where}: {key!r} is not a seat of {players} players")
        found[int(key)] = item
    return found


def _park_tiles(scenario: Scenario, where: str, value: Any) -> dict[Cell, Tile]:
    if not isinstance(value, dict):
        raise _fail(scenario, f"{where} must map cell names to tile codes")
    return {_cell(scenario, where, name): _tile(scenario, f"{where} {name}", code)
            for name, code in value.items()}


def _workers(scenario: Scenario, where: str, value: Any) -> Workers:
    if not isinstance(value, dict) or not set(value) <= WORKER_KEYS:
        raise _fail(scenario, f"{where} must be an object with keys among {sorted(WORKER_KEYS)}")
    manager = value.get("manager", False)
    if type(manager) is not bool:
        raise _fail(scenario, f"{where} manager must be true or false")
    return Workers(
        cashiers=_whole(scenario, f"{where} cashiers", value.get("cashiers", 0), 0, MAX_CASHIERS),
        keepers=_whole(scenario, f"{where} keepers", value.get("keepers", 0), 0, MAX_KEEPERS),
        manager=manager,
        trainers=_cells(scenario, f"{where} trainers", value.get("trainers", [])))


def _boards(scenario: Scenario, where: str,
            value: Any) -> tuple[tuple[BoardSize, frozenset[Cell]], ...]:
    if not isinstance(value, list):
        raise _fail(scenario, f"{where} must be a list of boards")
    boards = []
    for board in value:
        if not isinstance(board, dict) or set(board) != BOARD_KEYS:
            raise _fail(scenario, f"{where}: a board is {{\"size\": ..., \"cells\": [...]}}")
        try:
            size = BoardSize(board["size"])
        except ValueError:
            raise _fail(scenario, f"{where}: unknown board size {board['size']!r}") from None
        boards.append((size, _cells(scenario, f"{where} cells", board["cells"])))
    return tuple(boards)


def _position(scenario: Scenario) -> Position:
    """Return the position read from the scenario, its kinds checked."""
    data = scenario.position
    missing, unknown = REQUIRED_POSITION_KEYS - set(data), set(data) - POSITION_KEYS
    if missing or unknown:
        raise _fail(scenario, f"position: missing {sorted(missing)}, unknown {sorted(unknown)}")
    players = _whole(scenario, "players", data["players"], MIN_PLAYERS, MAX_PLAYERS)
    seats = range(players)

    def per_seat(key: str) -> dict[int, Any]:
        return _by_seat(scenario, key, data.get(key, {}), players)

    trucks = taken = None
    count = delivery.truck_count(players)
    if "trucks" in data:
        value = data["trucks"]
        if not isinstance(value, list) or len(value) != count:
            raise _fail(scenario, f"trucks must list {count} trucks")
        trucks = tuple(_tiles(scenario, f"truck {n}", t) for n, t in enumerate(value))
    if "taken" in data:
        value = data["taken"]
        if not isinstance(value, list) or len(value) != count or not all(
                v is None or (type(v) is int and v in seats) for v in value):
            raise _fail(scenario, f"taken must give a seat or null for each of {count} trucks")
        taken = tuple(value)
    stack = data.get("stack")
    return Position(
        players=players,
        seed=_whole(scenario, "seed", data["seed"], 0, MAX_SEED),
        learner=_whole(scenario, "learner", data.get("learner", 0), 0, players - 1),
        round=_whole(scenario, "round", data.get("round", 1), 1, 99),
        parks={s: _park_tiles(scenario, f"parks {s}", v) for s, v in per_seat("parks").items()},
        boards={s: _boards(scenario, f"boards {s}", v) for s, v in per_seat("boards").items()},
        workers={s: _workers(scenario, f"workers {s}", v)
                 for s, v in per_seat("workers").items()},
        depots={s: _tiles(scenario, f"depots {s}", v) for s, v in per_seat("depots").items()},
        coins={s: _whole(scenario, f"coins {s}", v, 0, BANK_COINS)
               for s, v in per_seat("coins").items()},
        bred={s: frozenset(_tiles(scenario, f"bred {s}", v)) for s, v in per_seat("bred").items()},
        trucks=trucks, taken=taken,
        stack=None if stack is None else _whole(scenario, "stack", stack, 0, 200),
        stack_top=_tiles(scenario, "stack_top", data.get("stack_top", [])),
        end_stack=_whole(scenario, "end_stack", data.get("end_stack", END_STACK_SIZE), 0,
                         END_STACK_SIZE),
        end_stack_top=_tiles(scenario, "end_stack_top", data.get("end_stack_top", [])))


def learner_of(scenario: Scenario) -> PlayerId:
    """Return the seat of the player to move, as the position names it (default 0).

    Raises:
        ScenarioError: the position does not read.
    """
    return _position(scenario).learner


# -- building the state --------------------------------------------------------------------------

def _named_tiles(scenario: Scenario, position: Position) -> list[Tile]:
    """Return every tile the position places, refusing those that cannot lie there."""
    in_parks = [t for tiles in position.parks.values() for t in tiles.values()]
    in_depots = [t for tiles in position.depots.values() for t in tiles]
    on_trucks = [t for tiles in position.trucks or () for t in tiles]
    on_stacks = [*position.stack_top, *position.end_stack_top]
    if any(t.is_coin for t in in_parks + in_depots):
        raise _fail(scenario, "a coin tile goes to the purse, never into a park or a depot")
    if any(t.is_offspring for t in on_trucks + on_stacks):
        raise _fail(scenario, "offspring never lie on a truck or in the stacks")
    named = in_parks + in_depots + on_trucks + on_stacks
    twice = sorted(t.code for t, n in Counter(named).items() if n > 1)
    if twice:
        raise _fail(scenario, f"tiles named twice: {twice}")
    return named


def _park(scenario: Scenario, position: Position, seat: int) -> Park:
    """Return the park of ``seat``: its boards, tiles and trainers, the rules checked."""
    park = Park()
    for size, cells in position.boards.get(seat, ()):
        if cells not in legal_board_placements(park.fields, size):
            names = [cell_name(c) for c in in_reading_order(cells)]
            raise _fail(scenario, f"seat {seat}: a {size.value} board cannot cover {names}")
        park = park.with_expansion(size, cells)
    for cell, tile in position.parks.get(seat, {}).items():
        park = park.with_tile(cell, tile)
    park = park.with_trainers(position.workers.get(seat, Workers()).trainers)
    problems = park_problems(park)
    if problems:
        raise _fail(scenario, f"seat {seat}: the park breaks the rules: {list(problems)}")
    return park


def _player(scenario: Scenario, position: Position, seat: int,
            offspring: tuple[Tile, ...]) -> PlayerState:
    """Return the belongings of ``seat``, checked against the rules."""
    park = _park(scenario, position, seat)
    workers = position.workers.get(seat, Workers())
    bred = position.bred.get(seat, frozenset())
    in_park = {t for _, t in park.tiles}
    if not all(t.is_fertile and t in in_park for t in bred):
        raise _fail(scenario, f"seat {seat}: bred tiles must be fertile tiles in the park")
    for species in park.species_present():
        males = [t for t in bred if t.species is species and t.kind is TileKind.MALE]
        if len(males) != sum(1 for t in bred if t.species is species) - len(males):
            raise _fail(scenario, f"seat {seat}: bred {species.value} do not come in pairs")
        unbred = {t.kind for _, t in park.tiles
                  if t.species is species and t.is_fertile and t not in bred}
        if unbred == {TileKind.MALE, TileKind.FEMALE} and \
                any(t.species is species for t in offspring):
            raise _fail(scenario, f"seat {seat}: the {species.value} pair would have bred")
    boards = position.boards.get(seat, ())
    small = sum(1 for size, _ in boards if size is BoardSize.SMALL)
    large = len(boards) - small
    if small > SMALL_BOARDS or large > LARGE_BOARDS:
        raise _fail(scenario, f"seat {seat}: at most {SMALL_BOARDS} boards of each size")
    return PlayerState(park=park, depot=position.depots.get(seat, ()),
                       coins=position.coins.get(seat, START_COINS), cashiers=workers.cashiers,
                       keepers=workers.keepers, manager=workers.manager, bred=bred,
                       small_boards=SMALL_BOARDS - small, large_boards=LARGE_BOARDS - large)


def _trucks(scenario: Scenario, position: Position,
            trucks: tuple[Truck, ...]) -> tuple[Truck, ...]:
    """Return the game's trucks (their blockers kept) with the position's tiles and takers."""
    tiles = position.trucks or tuple(() for _ in trucks)
    taken = position.taken or tuple(None for _ in trucks)
    built = []
    for number, (truck, load, taker) in enumerate(zip(trucks, tiles, taken), 1):
        if len(load) + len(truck.blockers) > delivery.TRUCK_CAPACITY:
            raise _fail(scenario, f"truck {number} has room for "
                                  f"{delivery.TRUCK_CAPACITY - len(truck.blockers)} tiles")
        if taker is not None and load:
            raise _fail(scenario, f"truck {number} was taken: it is empty until the round ends")
        built.append(Truck(load, truck.blockers, taker))
    takers = [seat for seat in taken if seat is not None]
    if len(set(takers)) != len(takers) or position.learner in takers:
        raise _fail(scenario, "each seat takes one truck a round, and the learner none yet")
    return tuple(built)


def build_state(scenario: Scenario) -> AquarettoState:
    """Return the position as a full, consistent state at the start of the learner's turn.

    Raises:
        ScenarioError: the position does not read or breaks the rules.
    """
    position = _position(scenario)
    specs = [PlayerSpec(f"P{seat}") for seat in range(position.players)]
    start: AquarettoState = GAME.new_game(specs, {}, position.seed).state
    named = _named_tiles(scenario, position)
    left_out = sorted(t.code for t in named if t in start.box)
    if left_out:
        raise _fail(scenario, f"tiles of a species left out with this seed: {left_out}")
    used = set(named)
    offspring = tuple(t for t in start.offspring if t not in used)
    reservoir = [t for t in start.end_stack + start.stack if t not in used]
    end_size = position.end_stack
    if end_size < END_STACK_SIZE and position.stack != 0:
        raise _fail(scenario, "tiles under the disc are drawn only once the main stacks are empty")
    if len(position.end_stack_top) > end_size or \
            (position.stack is not None and len(position.stack_top) > position.stack):
        raise _fail(scenario, "a stack top holds more tiles than its stack")
    fill = end_size - len(position.end_stack_top)
    if fill > len(reservoir):
        raise _fail(scenario, "not enough tiles left for the stacks")
    end_stack = position.end_stack_top + tuple(reservoir[:fill])
    reservoir = reservoir[fill:]
    size = len(reservoir) + len(position.stack_top) if position.stack is None else position.stack
    fill = size - len(position.stack_top)
    if fill > len(reservoir):
        raise _fail(scenario, "not enough tiles left for the stacks")
    stack = position.stack_top + tuple(reservoir[:fill])
    players = tuple(_player(scenario, position, seat, offspring)
                    for seat in range(position.players))
    bank = BANK_COINS - sum(p.coins for p in players)
    placed = sum(p.cashiers + p.keepers + int(p.manager) + len(p.park.trainers) for p in players)
    if bank < 0 or placed > WORKER_FIGURES:
        raise _fail(scenario, "the purses or the workers exceed the supply")
    return AquarettoState(
        players=players, trucks=_trucks(scenario, position, start.trucks), stack=stack,
        end_stack=end_stack, offspring=offspring, bank=bank, workers=WORKER_FIGURES - placed,
        removed_species=start.removed_species, box=start.box,
        discarded=tuple(reservoir[fill:]), current=position.learner, phase=Phase.TURN,
        round=position.round, turn=start.turn, final_round=end_size < END_STACK_SIZE,
        drawn=None, hand=(), tasks=(), rng=start.rng)


# -- the expected outcome ------------------------------------------------------------------------

def _check_expected(scenario: Scenario, players: int, trucks: int) -> None:
    """Raise ScenarioError unless ``expected`` names known keys with values of the right kind."""
    expected = scenario.expected
    unknown = set(expected) - EXPECTED_KEYS
    if unknown:
        raise _fail(scenario, f"expected keys must be among {sorted(EXPECTED_KEYS)}, "
                              f"not {sorted(unknown)}")
    if not expected:
        raise _fail(scenario, "expected must name at least one outcome")

    def seats(key: str) -> dict[int, Any]:
        return _by_seat(scenario, f"expected {key}", expected.get(key, {}), players)

    for seat, value in seats("cells").items():
        _park_tiles(scenario, f"expected cells {seat}", value)
    for key in ("depots", "bred"):
        for seat, value in seats(key).items():
            _tiles(scenario, f"expected {key} {seat}", value)
    for key, high in (("coins", 40), ("points", 999), ("species_limit", 9)):
        for seat, value in seats(key).items():
            _whole(scenario, f"expected {key} {seat}", value, 0, high)
    for seat, value in seats("sheet").items():
        if not isinstance(value, dict) or not set(value) <= set(SHEET_KEYS) or \
                not all(type(v) is int for v in value.values()):
            raise _fail(scenario, f"expected sheet {seat} maps {SHEET_KEYS} to points")
    for seat, value in seats("trainers").items():
        if not isinstance(value, dict):
            raise _fail(scenario, f"expected trainers {seat} maps cells to points")
        for name, points in value.items():
            _cell(scenario, f"expected trainers {seat}", name)
            _whole(scenario, f"expected trainers {seat} {name}", points, 0, 8)
    for seat, value in seats("workers").items():
        _workers(scenario, f"expected workers {seat}", value)
    events = expected.get("events", {})
    if not isinstance(events, dict) or not set(events) <= set(EVENT_TYPES):
        raise _fail(scenario, f"expected events must count event types of {sorted(EVENT_TYPES)}")
    for name, count in events.items():
        _whole(scenario, f"expected events {name}", count, 0, 99)
    _tiles(scenario, "expected discarded", expected.get("discarded", []))
    blockers = expected.get("blockers", [0] * trucks)
    if not isinstance(blockers, list) or len(blockers) != trucks:
        raise _fail(scenario, f"expected blockers must count each of {trucks} trucks")
    for count in blockers:
        _whole(scenario, "expected blockers", count, 0, delivery.TRUCK_CAPACITY)
    if "bank" in expected:
        _whole(scenario, "expected bank", expected["bank"], 0, BANK_COINS)
    if "phase" in expected and expected["phase"] not in {p.value for p in Phase}:
        raise _fail(scenario, f"expected phase {expected['phase']!r} is not a phase")
    if "current" in expected:
        _whole(scenario, "expected current", expected["current"], 0, players - 1)
    if "final_round" in expected and type(expected["final_round"]) is not bool:
        raise _fail(scenario, "expected final_round must be true or false")


def _check_questions(scenario: Scenario, players: int) -> None:
    """Raise ScenarioError unless each ``read`` and ``then`` line is a question word,
    optionally followed by a player's number or ``me``."""
    for line in scenario.read + scenario.then:
        words = line.split()
        rest = words[1:]
        if not words or words[0] not in QUESTION_WORDS or len(rest) > 1 or (
                rest and rest[0] != "me" and rest[0] not in {str(n) for n in
                                                             range(1, players + 1)}):
            raise _fail(scenario, f"{line!r} is not a question of {sorted(QUESTION_WORDS)}")


def _workers_json(player: PlayerState) -> dict[str, Any]:
    return {"cashiers": player.cashiers, "keepers": player.keepers, "manager": player.manager,
            "trainers": [cell_name(c) for c in in_reading_order(player.park.trainers)]}


def _trainer_points(player: PlayerState, name: str) -> int | None:
    """Return the points of the trainer on cell ``name`` alone, or None if none stands there."""
    cell = parse_cell(name)
    park = player.park
    if cell not in park.trainers:
        return None
    return trainer_points(Park(park.fields, park.tiles, frozenset({cell}), park.expansions))


def _seat_value(key: str, player: PlayerState) -> Any:
    """Return what ``expected[key]`` says of one seat, for the per-seat keys."""
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


def _comparisons(key: str, wanted: Any, before: AquarettoState, after: AquarettoState,
                 events: list[Event]) -> list[tuple[str, Any, Any]]:
    """Return (label, expected, actual) for one expected key, in the shape it is written."""
    if key in ("cells", "trainers", "sheet", "workers"):
        found = []
        for seat_key, items in wanted.items():
            player = after.players[int(seat_key)]
            for item, value in items.items():
                if key == "workers" and item == "trainers":
                    value = [cell_name(c) for c in in_reading_order(parse_cell(n) for n in value)]
                found.append((f"{key} {seat_key} {item}", value,
                               _item_value(key, player, item)))
        return found
    if key in ("depots", "coins", "points", "bred", "species_limit"):
        return [(f"{key} {seat_key}", sorted(value) if key == "bred" else value,
                 _seat_value(key, after.players[int(seat_key)]))
                for seat_key, value in wanted.items()]
    if key == "events":
        counts = Counter(type(e).__name__ for e in events)
        return [(f"events {name}", count, counts[name]) for name, count in wanted.items()]
    return [(key, wanted, _table_value(key, before, after))]


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class AquarettoAdapter:
    """Builds, checks and compares Aquaretto scenarios (see the module docstring)."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless the position, move, expectation, topics and questions
        fit Aquaretto, and every step is legal and its seat's to make when it comes."""
        unknown = set(scenario.teaches) - set(AQUARETTO_TOPICS)
        if unknown or not scenario.teaches:
            raise _fail(scenario, f"teaches must name rules topics, not {sorted(unknown)}")
        state, _ = self.build(scenario)
        _check_expected(scenario, state.player_count, len(state.trucks))
        _check_questions(scenario, state.player_count)
        for number, (seat, action) in enumerate(self.steps(scenario), 1):
            if seat not in GAME.to_move(state) or action not in GAME.legal_actions(state, seat):
                legal = [GAME.action_to_json(a) for a in GAME.legal_actions(state, state.current)]
                raise _fail(scenario, f"step {number} ({GAME.action_to_json(action)} by seat "
                                      f"{seat}) is not legal; seat {state.current} may "
                                      f"{legal[:12]}")
            state = GAME.apply(state, seat, action).state

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

    def events(self, scenario: Scenario, before: AquarettoState) -> list[Event]:
        """Return every event the move's steps cause from ``before``, in order."""
        state, events = before, list[Event]()
        for seat, action in self.steps(scenario):
            transition = GAME.apply(state, seat, action)
            state = transition.state
            events.extend(transition.events)
        return events

    def differences(self, scenario: Scenario, before: Any, after: Any) -> list[str]:
        """Return each way the outcome differs from ``expected``: "coins 0: expected 2, got 1"."""
        events = self.events(scenario, before)
        found = []
        for key in sorted(scenario.expected):
            for label, wanted, got in _comparisons(key, scenario.expected[key], before, after,
                                              events):
                if wanted != got:
                    found.append(f"{label}: expected {_json(wanted)}, got {_json(got)}")
        return found
