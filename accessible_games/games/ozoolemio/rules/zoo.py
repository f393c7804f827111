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

from functools import cached_property, lru_cache
from types import MappingProxyType

from accessible_games.core.errors import IllegalAction
from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.frontier import Reach, exit_bits, frontier, open_cells
from accessible_games.games.ozoolemio.rules.geometry import (
    ORIENTATIONS, PAVILION, START_CELLS, Cell, Side, cell_name, neighbours,
)
from accessible_games.games.ozoolemio.rules.tiles import Category, Half, Path, Tile


@record
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


@record
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


@record
class LaidTile:
    """A tile in a zoo and where it lies."""

    tile: Tile
    placement: Placement


@record(slots=False)
class Zoo:
    """One player's zoo: the start tile first, then each auctioned tile in the order laid.

    What follows from the tiles (the grid, where a tile may go) is worked out once per
    zoo and kept with it (hence no slots: ``cached_property`` keeps it in the
    instance dictionary); so make another zoo with ``Zoo(tiles)`` or ``with_tile``,
    never ``records.replace``, which would copy what this one worked out.
    """

    tiles: tuple[LaidTile, ...]

    def grid(self) -> Mapping[Cell, Square]:
        """Return what lies on each occupied cell (do not modify the mapping)."""
        return self._grid

    def __getstate__(self) -> dict[str, object]:
        """Return what a copy keeps: the tiles (the rest is worked out again)."""
        return {"tiles": self.tiles}

    @cached_property
    def _grid(self) -> Mapping[Cell, Square]:
        grid: dict[Cell, Square] = {}
        for laid in self.tiles:
            grid.update(squares_of(laid.tile, laid.placement))
        return MappingProxyType(grid)

    @cached_property
    def _exits(self) -> dict[Cell, int]:
        """Each occupied cell's exits, as bits (see ``frontier``)."""
        return {cell: exit_bits(square.exits) for cell, square in self._grid.items()}

    @cached_property
    def _open(self) -> set[Cell]:
        """The free cells, the pavilion aside, that a path of the zoo leads to."""
        return open_cells(self._exits, self._exits)

    @cached_property
    def _frontier(self) -> list[Reach]:
        return frontier(self._exits, self._open)

    @cached_property
    def _placements(self) -> dict[Tile, tuple[Placement, ...]]:
        """The legal placements of each tile asked about so far."""
        return {}

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
        zoo = Zoo(self.tiles + (LaidTile(tile, placement),))
        new = squares_of(tile, placement)
        grid = dict(self._grid)
        grid.update(new)
        exits = dict(self._exits)
        exits.update((cell, exit_bits(square.exits)) for cell, square in new)
        cells = (new[0][0], new[1][0])
        # What follows from this zoo and the two new squares, without going over it all:
        known = zoo.__dict__
        known["_grid"] = MappingProxyType(grid)
        known["_exits"] = exits
        known["_open"] = self._open.difference(cells) | open_cells(exits, cells)
        return zoo


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


_PLACEMENTS: dict[tuple[Cell, Side], Placement] = {}
"""Every placement met so far, shared (a placement is a value)."""


def _placement(cell: Cell, facing: Side) -> Placement:
    key = (cell, facing)
    found = _PLACEMENTS.get(key)
    if found is None:
        found = _PLACEMENTS[key] = Placement(cell, facing)
    return found


@lru_cache(maxsize=256)
def _turned_bits(tile: Tile) -> dict[Side, tuple[int, int]]:
    """Return the exits of the tile's two halves, as bits, in each orientation."""
    return {facing: (exit_bits(first.exits), exit_bits(second.exits))
            for facing in ORIENTATIONS for first, second in (_turned(tile, facing),)}


def legal_placements(zoo: Zoo, tile: Tile) -> tuple[Placement, ...]:
    """Return every legal placement of ``tile`` in ``zoo``: by the first half's cell in
    reading order, then by orientation (east, south, west, north)."""
    known = zoo._placements
    found = known.get(tile)
    if found is None:
        bits = _turned_bits(tile)
        found = known[tile] = tuple(
            _placement(cell, facing) for cell, facing, touching, arriving, touching2, arriving2
            in zoo._frontier
            if bits[facing][0] & touching == arriving and bits[facing][1] & touching2 == arriving2)
    return found
