"""Aquaretto scenarios, the position: a table written with tile codes and cell names.

Tiles are the rules core's codes (``"orca-male1"``, ``"penguin-fish3"``,
``"hippo-offspring1"``, ``"coin-4"``), cells their names (``"3C"``, ``"2F"``),
both in canonical spelling (a cell row first, or column first as the files
written before row-first names have it: ``"C3"``, ``"F2"``).  Seats are 0-based; maps by seat use the seat
number as a string key (``"0"``).  Trucks are 0-based in lists and actions, as
in the game's JSON actions (``{"action": "take", "truck": 1}`` takes truck 2).

The position (``players`` and ``seed`` required, the rest optional)::

    "players": 2,              seats at the table, 2 to 5
    "seed": 0,                 the new game's seed: the species left out, the
                               order of the stacks, the 2-player blockers
    "learner": 0,              the seat to move (default 0)
    "round": 1,                the round number (default 1)
    "parks": {"0": {"2B": "dolphin-plain1"}},        tiles on each park's cells
    "boards": {"0": [{"size": "large", "cells": ["2F", "2G", "3F", "3G"]}]},
                               expansion boards, in the order they were added
    "workers": {"0": {"cashiers": 0, "keepers": 1, "manager": false,
                      "trainers": ["3C"]}},          each key optional
    "depots": {"0": ["hippo-fish1", "orca-plain1"]},   bottom first, top last
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

``build_state`` starts from ``GAME.new_game`` with the seed and moves every named
tile out of the stacks and the offspring supply into its place; the stacks
keep their order otherwise, and the tiles beyond ``stack`` and ``end_stack``
leave the game (``discarded``), so every tile is in exactly one place.  The
bank pays the purses (30 coins less every purse), the supply the workers
placed; unused boards are the 2 small and 2 large less those added.  The
learner's turn begins: current player, ``Phase.TURN``, nothing in hand.  The
position is refused when a tile is named twice, belongs to a species left out
(in the box, or face down on a truck as a 2-player blocker), or lies where it
cannot (an offspring on a truck, a coin in a park or a depot), when a park
breaks the placing rules, when a pool holds an unbred pair while its species'
offspring still waits in the supply, when trucks hold more than their places,
or when the learner has already taken a truck.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import field
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
import accessible_games.games.delivery as delivery
from accessible_games.core.records import record
from accessible_games.games.aquaretto.rules.game import GAME
from accessible_games.games.aquaretto.rules.geometry import (
    BoardSize, Cell, cell_name, column_first_name, in_reading_order, legal_board_placements,
    parse_cell,
)
from accessible_games.games.aquaretto.rules.park import Park, park_problems
from accessible_games.games.aquaretto.rules.state import (
    BANK_COINS, END_STACK_SIZE, LARGE_BOARDS, MAX_CASHIERS, MAX_KEEPERS, MAX_PLAYERS,
    MIN_PLAYERS, SMALL_BOARDS, START_COINS, WORKER_FIGURES, AquarettoState, Phase,
    PlayerState, Truck,
)
from accessible_games.games.aquaretto.rules.tiles import Tile, TileKind, parse_tile
from accessible_games.scenarios import (
    Scenario, check_keys, fail, parse_numbered, parse_whole,
)

POSITION_KEYS = frozenset({
    "players", "seed", "learner", "round", "parks", "boards", "workers", "depots", "coins",
    "bred", "trucks", "taken", "stack", "stack_top", "end_stack", "end_stack_top",
})
REQUIRED_POSITION_KEYS = frozenset({"players", "seed"})
WORKER_KEYS = frozenset({"cashiers", "keepers", "manager", "trainers"})
BOARD_KEYS = frozenset({"size", "cells"})
MAX_SEED = 2**32

Board = tuple[BoardSize, frozenset[Cell]]
"""An expansion board of a position: its size and the cells it covers."""


@record(slots=False)
class Workers:
    """The workers a position gives one seat."""

    cashiers: int = 0
    keepers: int = 0
    manager: bool = False
    trainers: frozenset[Cell] = frozenset()


@record(slots=False)
class Position:
    """A scenario's position, read and checked for kinds (not yet against a game)."""

    players: int
    seed: int
    learner: PlayerId
    round: int
    parks: dict[int, dict[Cell, Tile]] = field(default_factory=dict)
    boards: dict[int, tuple[Board, ...]] = field(default_factory=dict)
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

def read_tile(scenario: Scenario, where: str, code: Any) -> Tile:
    """Return the tile of a canonical tile code, or raise ScenarioError."""
    try:
        tile = parse_tile(code) if isinstance(code, str) else None
    except GameError:
        tile = None
    if tile is None or tile.code != code:
        raise fail(scenario, f"{where}: {code!r} is not a tile code")
    return tile


def read_tiles(scenario: Scenario, where: str, value: Any) -> tuple[Tile, ...]:
    """Return a list of tile codes as tiles, or raise ScenarioError."""
    if not isinstance(value, list):
        raise fail(scenario, f"{where} must be a list of tile codes")
    return tuple(read_tile(scenario, where, code) for code in value)


def read_cell(scenario: Scenario, where: str, name: Any) -> Cell:
    """Return the cell of a canonical cell name ("3C", or column first "C3"), or raise
    ScenarioError."""
    try:
        cell = parse_cell(name) if isinstance(name, str) else None
    except GameError:
        cell = None
    if cell is None or name not in (cell_name(cell), column_first_name(cell)):
        raise fail(scenario, f"{where}: {name!r} is not a cell name")
    return cell


def read_cells(scenario: Scenario, where: str, value: Any) -> frozenset[Cell]:
    """Return a list of distinct cell names as cells, or raise ScenarioError."""
    if not isinstance(value, list):
        raise fail(scenario, f"{where} must be a list of cell names")
    cells = [read_cell(scenario, where, name) for name in value]
    if len(set(cells)) != len(cells):
        raise fail(scenario, f"{where}: a cell is named twice")
    return frozenset(cells)


def read_park(scenario: Scenario, where: str, value: Any) -> dict[Cell, Tile]:
    """Return an object of cell names and tile codes as cells and tiles."""
    if not isinstance(value, dict):
        raise fail(scenario, f"{where} must map cell names to tile codes")
    return {read_cell(scenario, where, name): read_tile(scenario, f"{where} {name}", code)
            for name, code in value.items()}


def read_workers(scenario: Scenario, where: str, value: Any) -> Workers:
    """Return a seat's workers: ``{"cashiers": 0, "keepers": 1, "manager": false,
    "trainers": ["3C"]}``, each key optional."""
    check_keys(scenario, where, value, WORKER_KEYS)
    manager = value.get("manager", False)
    if type(manager) is not bool:
        raise fail(scenario, f"{where} manager must be true or false")
    return Workers(
        cashiers=parse_whole(scenario, f"{where} cashiers", value.get("cashiers", 0), 0,
                             MAX_CASHIERS),
        keepers=parse_whole(scenario, f"{where} keepers", value.get("keepers", 0), 0,
                            MAX_KEEPERS),
        manager=manager,
        trainers=read_cells(scenario, f"{where} trainers", value.get("trainers", [])))


def read_boards(scenario: Scenario, where: str, value: Any) -> tuple[Board, ...]:
    """Return a list of ``{"size": "large", "cells": [...]}`` as boards."""
    if not isinstance(value, list):
        raise fail(scenario, f"{where} must be a list of boards")
    boards = []
    for board in value:
        check_keys(scenario, f"{where} board", board, BOARD_KEYS, BOARD_KEYS)
        size = next((s for s in BoardSize if s.value == board["size"]), None)
        if size is None:
            raise fail(scenario, f"{where}: unknown board size {board['size']!r}")
        boards.append((size, read_cells(scenario, f"{where} cells", board["cells"])))
    return tuple(boards)


def read_position(scenario: Scenario) -> Position:
    """Return the position read from the scenario, its kinds checked.

    Raises:
        ScenarioError: a key is missing or unknown, or a value of the wrong kind.
    """
    data = check_keys(scenario, "position", scenario.position, POSITION_KEYS,
                      REQUIRED_POSITION_KEYS)
    players = parse_whole(scenario, "players", data["players"], MIN_PLAYERS, MAX_PLAYERS)
    seats = range(players)

    def per_seat(key: str) -> dict[int, Any]:
        return parse_numbered(scenario, key, data.get(key, {}), players)

    trucks = taken = None
    count = delivery.truck_count(players)
    if "trucks" in data:
        value = data["trucks"]
        if not isinstance(value, list) or len(value) != count:
            raise fail(scenario, f"trucks must list {count} trucks")
        trucks = tuple(read_tiles(scenario, f"truck {n}", t) for n, t in enumerate(value))
    if "taken" in data:
        value = data["taken"]
        if not isinstance(value, list) or len(value) != count or not all(
                v is None or (type(v) is int and v in seats) for v in value):
            raise fail(scenario, f"taken must give a seat or null for each of {count} trucks")
        taken = tuple(value)
    stack = data.get("stack")
    return Position(
        players=players,
        seed=parse_whole(scenario, "seed", data["seed"], 0, MAX_SEED),
        learner=parse_whole(scenario, "learner", data.get("learner", 0), 0, players - 1),
        round=parse_whole(scenario, "round", data.get("round", 1), 1, 99),
        parks={s: read_park(scenario, f"parks {s}", v) for s, v in per_seat("parks").items()},
        boards={s: read_boards(scenario, f"boards {s}", v)
                for s, v in per_seat("boards").items()},
        workers={s: read_workers(scenario, f"workers {s}", v)
                 for s, v in per_seat("workers").items()},
        depots={s: read_tiles(scenario, f"depots {s}", v) for s, v in per_seat("depots").items()},
        coins={s: parse_whole(scenario, f"coins {s}", v, 0, BANK_COINS)
               for s, v in per_seat("coins").items()},
        bred={s: frozenset(read_tiles(scenario, f"bred {s}", v))
              for s, v in per_seat("bred").items()},
        trucks=trucks, taken=taken,
        stack=None if stack is None else parse_whole(scenario, "stack", stack, 0, 200),
        stack_top=read_tiles(scenario, "stack_top", data.get("stack_top", [])),
        end_stack=parse_whole(scenario, "end_stack", data.get("end_stack", END_STACK_SIZE), 0,
                              END_STACK_SIZE),
        end_stack_top=read_tiles(scenario, "end_stack_top", data.get("end_stack_top", [])))


def learner_of(scenario: Scenario) -> PlayerId:
    """Return the seat of the player to move, as the position names it (default 0).

    Raises:
        ScenarioError: the position does not read.
    """
    return read_position(scenario).learner


# -- building the state --------------------------------------------------------------------------

def _named_tiles(scenario: Scenario, position: Position,
                 start: AquarettoState) -> list[Tile]:
    """Return every tile the position places, refusing those that cannot lie there."""
    in_parks = [t for tiles in position.parks.values() for t in tiles.values()]
    in_depots = [t for tiles in position.depots.values() for t in tiles]
    on_trucks = [t for tiles in position.trucks or () for t in tiles]
    on_stacks = [*position.stack_top, *position.end_stack_top]
    if any(t.is_coin for t in in_parks + in_depots):
        raise fail(scenario, "a coin tile goes to the purse, never into a park or a depot")
    if any(t.is_offspring for t in on_trucks + on_stacks):
        raise fail(scenario, "offspring never lie on a truck or in the stacks")
    named = in_parks + in_depots + on_trucks + on_stacks
    twice = sorted(t.code for t, n in Counter(named).items() if n > 1)
    if twice:
        raise fail(scenario, f"tiles named twice: {twice}")
    # The box holds the species left out, but with 2 players 3 of their tiles lie
    # face down on the trucks as blockers: refuse the whole species, wherever it is.
    left_out = sorted(t.code for t in named if t.species in start.removed_species)
    if left_out:
        raise fail(scenario, f"tiles of a species left out with this seed: {left_out}")
    return named


def _park(scenario: Scenario, position: Position, seat: int) -> Park:
    """Return the park of ``seat``: its boards, tiles and trainers, the rules checked."""
    park = Park()
    for size, cells in position.boards.get(seat, ()):
        if cells not in legal_board_placements(park.fields, size):
            names = [cell_name(c) for c in in_reading_order(cells)]
            raise fail(scenario, f"seat {seat}: a {size.value} board cannot cover {names}")
        park = park.with_expansion(size, cells)
    for cell, tile in position.parks.get(seat, {}).items():
        park = park.with_tile(cell, tile)
    park = park.with_trainers(position.workers.get(seat, Workers()).trainers)
    problems = park_problems(park)
    if problems:
        raise fail(scenario, f"seat {seat}: the park breaks the rules: {list(problems)}")
    return park


def _player(scenario: Scenario, position: Position, seat: int,
            offspring: tuple[Tile, ...]) -> PlayerState:
    """Return the belongings of ``seat``, checked against the rules."""
    park = _park(scenario, position, seat)
    workers = position.workers.get(seat, Workers())
    bred = position.bred.get(seat, frozenset())
    in_park = {t for _, t in park.tiles}
    if not all(t.is_fertile and t in in_park for t in bred):
        raise fail(scenario, f"seat {seat}: bred tiles must be fertile tiles in the park")
    for species in park.species_present():
        males = [t for t in bred if t.species is species and t.kind is TileKind.MALE]
        if len(males) != sum(1 for t in bred if t.species is species) - len(males):
            raise fail(scenario, f"seat {seat}: bred {species.value} do not come in pairs")
        unbred = {t.kind for _, t in park.tiles
                  if t.species is species and t.is_fertile and t not in bred}
        if unbred == {TileKind.MALE, TileKind.FEMALE} and \
                any(t.species is species for t in offspring):
            raise fail(scenario, f"seat {seat}: the {species.value} pair would have bred")
    boards = position.boards.get(seat, ())
    small = sum(1 for size, _ in boards if size is BoardSize.SMALL)
    large = len(boards) - small
    if small > SMALL_BOARDS or large > LARGE_BOARDS:
        raise fail(scenario, f"seat {seat}: at most {SMALL_BOARDS} boards of each size")
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
            raise fail(scenario, f"truck {number} has room for "
                                 f"{delivery.TRUCK_CAPACITY - len(truck.blockers)} tiles")
        if taker is not None and load:
            raise fail(scenario, f"truck {number} was taken: it is empty until the round ends")
        built.append(Truck(load, truck.blockers, taker))
    takers = [seat for seat in taken if seat is not None]
    if len(set(takers)) != len(takers) or position.learner in takers:
        raise fail(scenario, "each seat takes one truck a round, and the learner none yet")
    return tuple(built)


def build_state(scenario: Scenario) -> AquarettoState:
    """Return the position as a full, consistent state at the start of the learner's turn.

    Raises:
        ScenarioError: the position does not read or breaks the rules.
    """
    position = read_position(scenario)
    specs = [PlayerSpec(f"P{seat}") for seat in range(position.players)]
    start: AquarettoState = GAME.new_game(specs, {}, position.seed).state
    used = set(_named_tiles(scenario, position, start))
    offspring = tuple(t for t in start.offspring if t not in used)
    reservoir = [t for t in start.end_stack + start.stack if t not in used]
    end_size = position.end_stack
    if end_size < END_STACK_SIZE and position.stack != 0:
        raise fail(scenario, "tiles under the disc are drawn only once the main stacks are empty")
    if len(position.end_stack_top) > end_size or \
            (position.stack is not None and len(position.stack_top) > position.stack):
        raise fail(scenario, "a stack top holds more tiles than its stack")
    fill = end_size - len(position.end_stack_top)
    if fill > len(reservoir):
        raise fail(scenario, "not enough tiles left for the stacks")
    end_stack = position.end_stack_top + tuple(reservoir[:fill])
    reservoir = reservoir[fill:]
    size = len(reservoir) + len(position.stack_top) if position.stack is None else position.stack
    fill = size - len(position.stack_top)
    if fill > len(reservoir):
        raise fail(scenario, "not enough tiles left for the stacks")
    stack = position.stack_top + tuple(reservoir[:fill])
    players = tuple(_player(scenario, position, seat, offspring)
                    for seat in range(position.players))
    bank = BANK_COINS - sum(p.coins for p in players)
    placed = sum(p.cashiers + p.keepers + int(p.manager) + len(p.park.trainers) for p in players)
    if bank < 0 or placed > WORKER_FIGURES:
        raise fail(scenario, "the purses or the workers exceed the supply")
    return AquarettoState(
        players=players, trucks=_trucks(scenario, position, start.trucks), stack=stack,
        end_stack=end_stack, offspring=offspring, bank=bank, workers=WORKER_FIGURES - placed,
        removed_species=start.removed_species, box=start.box,
        discarded=tuple(reservoir[fill:]), current=position.learner, phase=Phase.TURN,
        round=position.round, turn=start.turn, final_round=end_size < END_STACK_SIZE,
        drawn=None, hand=(), tasks=(), rng=start.rng)
