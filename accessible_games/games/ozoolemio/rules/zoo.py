"""A player's zoo: the tiles laid so far and where the next tile may go.

A tile covers two cells next to each other: its first half on ``cell`` and
its second half on the cell on the side ``facing`` (the tile turned so that
it points that way).  Rulebook, "Budování ZOO": a new tile must

- lie on free cells (not on another tile, not on the entrance pavilion),
- touch the zoo along at least one whole edge of a half (on our grid of
  half-squares every contact is along whole edges),
- continue every path across every edge it shares with the zoo, both ways:
  a path leaving the new tile must meet a path of the zoo, and a path of the
  zoo leaving towards the new tile must meet a path on it,
- and be joined to the zoo by at least one path ("not grass against grass only").

A tile that touches the pavilion does not touch the zoo there: the pavilion is
not a tile and its walls ask nothing of a path.

>>> from accessible_games.games.ozoolemio.rules.tileset import default_tileset
>>> tiles = default_tileset()
>>> zoo = start_zoo(tiles.start_tiles[0])
>>> sorted(cell_name(c) for c in zoo.grid())
['1M', '1N']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from accessible_games.core.errors import IllegalAction
from accessible_games.games.ozoolemio.rules.geometry import (
    ORIENTATIONS, PAVILION, START_CELLS, Cell, Side, cell_name, neighbours, reading_key,
)
from accessible_games.games.ozoolemio.rules.tiles import Category, Half, Path, Tile


@dataclass(frozen=True, slots=True)
class Placement:
    """Where a tile goes: its first half on ``cell``, its second on the side ``facing``."""

    cell: Cell
    facing: Side

    @property
    def cells(self) -> tuple[Cell, Cell]:
        """Return the cells of the first and the second half."""
        return (self.cell, self.facing.step(self.cell))


START_PLACEMENT = Placement(START_CELLS[0], Side.EAST)
"""The start tile, pointing east on 1M and 1N."""


@dataclass(frozen=True, slots=True)
class Square:
    """What lies on one cell: a half of a tile, turned as laid; ``exits`` are every side
    a path leaves the cell by."""

    tile_id: str
    half: int
    category: Category | None
    stars: int
    trees: int
    paths: tuple[Path, ...]
    exits: frozenset[Side]

    def path_to(self, side: Side) -> int | None:
        """Return the index of the path leaving by ``side``, or None (grass there)."""
        for index, path in enumerate(self.paths):
            if side in path:
                return index
        return None


@dataclass(frozen=True, slots=True)
class LaidTile:
    """A tile in a zoo and where it lies."""

    tile: Tile
    placement: Placement


@dataclass(frozen=True, slots=True)
class Zoo:
    """One player's zoo: the start tile first, then each auctioned tile in the order laid."""

    tiles: tuple[LaidTile, ...]

    def grid(self) -> Mapping[Cell, Square]:
        """Return what lies on each occupied cell (do not modify the mapping)."""
        return _grid(self.tiles)

    @property
    def auctioned_tiles(self) -> int:
        """Return the number of tiles laid besides the start tile (income counts these)."""
        return len(self.tiles) - 1

    @property
    def trees(self) -> int:
        """Return the number of trees drawn in the zoo."""
        return sum(laid.tile.trees for laid in self.tiles)

    def with_tile(self, tile: Tile, placement: Placement) -> Zoo:
        """Return the zoo with ``tile`` laid at ``placement`` (the caller checked it is legal)."""
        return Zoo(self.tiles + (LaidTile(tile, placement),))


def squares_of(tile: Tile, placement: Placement) -> tuple[tuple[Cell, Square], ...]:
    """Return the two cells ``tile`` covers at ``placement`` and what lies on each."""
    first, second = _turned(tile, placement.facing)
    cells = placement.cells
    return ((cells[0], first), (cells[1], second))


@lru_cache(maxsize=1024)
def _turned(tile: Tile, facing: Side) -> tuple[Square, Square]:
    turns = facing.quarter_turns
    result = []
    for number, half in enumerate(tile.halves):
        turned: Half = half.turned(turns)
        result.append(Square(tile.id, number, turned.category, turned.stars, turned.trees,
                             turned.paths, turned.exits))
    return (result[0], result[1])


@lru_cache(maxsize=2048)
def _grid(tiles: tuple[LaidTile, ...]) -> Mapping[Cell, Square]:
    grid: dict[Cell, Square] = {}
    for laid in tiles:
        grid.update(squares_of(laid.tile, laid.placement))
    return MappingProxyType(grid)


def start_zoo(start_tile: Tile) -> Zoo:
    """Return a zoo holding only ``start_tile`` on 1M and 1N."""
    return Zoo((LaidTile(start_tile, START_PLACEMENT),))


def _check(grid: Mapping[Cell, Square], new: tuple[tuple[Cell, Square], ...]) -> IllegalAction | None:
    for cell, _ in new:
        if cell in PAVILION:
            return IllegalAction("ozoolemio-error-pavilion", {"cell": cell_name(cell)})
        if cell in grid:
            return IllegalAction("ozoolemio-error-occupied", {"cell": cell_name(cell)})
    touching = joined = False
    for cell, square in new:
        for side, other in neighbours(cell):
            there = grid.get(other)
            if there is None:
                continue
            touching = True
            mine, theirs = side in square.exits, side.opposite in there.exits
            if mine and not theirs:
                return IllegalAction("ozoolemio-error-path-meets-grass",
                                     {"cell": cell_name(cell), "neighbour": cell_name(other)})
            if theirs and not mine:
                return IllegalAction("ozoolemio-error-path-not-continued",
                                     {"cell": cell_name(cell), "neighbour": cell_name(other)})
            joined = joined or mine
    if not touching:
        return IllegalAction("ozoolemio-error-not-touching")
    if not joined:
        return IllegalAction("ozoolemio-error-grass-only")
    return None


def _fits(grid: Mapping[Cell, Square], new: tuple[tuple[Cell, Square], ...]) -> bool:
    """Return whether the new squares may lie there (``_check`` without the reasons; the
    caller has made sure both cells are free)."""
    joined = False
    for cell, square in new:
        exits = square.exits
        column, row = cell
        for side, other in ((Side.NORTH, (column, row - 1)), (Side.EAST, (column + 1, row)),
                            (Side.SOUTH, (column, row + 1)), (Side.WEST, (column - 1, row))):
            there = grid.get(other)
            if there is None:
                continue
            mine = side in exits
            if mine != (side.opposite in there.exits):
                return False
            joined = joined or mine
    return joined


def explain_placement(zoo: Zoo, tile: Tile, placement: Placement) -> IllegalAction | None:
    """Return why ``tile`` may not go at ``placement`` in ``zoo``, or None if it may.

    Reasons (cells by name): ``ozoolemio-error-pavilion`` (cell),
    ``ozoolemio-error-occupied`` (cell), ``ozoolemio-error-path-meets-grass``
    (cell, neighbour: a path of the new tile on ``cell`` runs into grass on
    ``neighbour``), ``ozoolemio-error-path-not-continued`` (cell, neighbour: a
    path of the zoo on ``neighbour`` runs into grass on ``cell``),
    ``ozoolemio-error-not-touching``, ``ozoolemio-error-grass-only``.
    """
    return _check(zoo.grid(), squares_of(tile, placement))


def _placement_key(placement: Placement) -> tuple[int, int, int]:
    row, column = reading_key(placement.cell)
    return (row, column, ORIENTATIONS.index(placement.facing))


def legal_placements(zoo: Zoo, tile: Tile) -> tuple[Placement, ...]:
    """Return every legal placement of ``tile`` in ``zoo``: by the first half's cell in
    reading order, then by orientation (east, south, west, north)."""
    return _legal_placements(zoo.tiles, tile)


@lru_cache(maxsize=4096)
def _legal_placements(tiles: tuple[LaidTile, ...], tile: Tile) -> tuple[Placement, ...]:
    grid = _grid(tiles)
    taken = grid.keys() | PAVILION
    border = {other for cell in grid for _, other in neighbours(cell) if other not in taken}
    candidates: set[tuple[Cell, Side]] = set()
    for cell in border:
        for facing in ORIENTATIONS:
            partner = facing.step(cell)
            if partner not in taken:
                candidates.add((cell, facing))
                candidates.add((partner, facing.opposite))
    turned = {facing: _turned(tile, facing) for facing in ORIENTATIONS}
    found = []
    for cell, facing in candidates:
        first, second = turned[facing]
        if _fits(grid, ((cell, first), (facing.step(cell), second))):
            found.append(Placement(cell, facing))
    return tuple(sorted(found, key=_placement_key))
