"""Star regions: connected halves of one category and their attractiveness.

Rulebook, "Návštěvníci": a region is a connected group of halves whose stars
have the same colour; halves touching only at a corner are not connected.
A region's attractiveness is the number of its stars; a zoo's attractiveness
in a colour is that of its best region.
"""

from __future__ import annotations

from collections.abc import Mapping

from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.geometry import Cell, in_reading_order, reading_key
from accessible_games.games.ozoolemio.rules.tiles import Category
from accessible_games.games.ozoolemio.rules.zoo import Square, Zoo


@record
class Region:
    """Orthogonally connected halves of one category, in reading order, with their stars."""

    category: Category
    cells: tuple[Cell, ...]
    stars: int


def regions(zoo: Zoo, category: Category) -> tuple[Region, ...]:
    """Return the regions of ``category`` in ``zoo``, most stars first, then in reading
    order of their first cell."""
    grid = zoo.grid()
    left = {cell for cell, square in grid.items() if square.category is category}
    found = []
    while left:
        region = _grown(grid, category, min(left, key=reading_key))
        left.difference_update(region.cells)
        found.append(region)
    return tuple(sorted(found, key=lambda r: -r.stars))


def region_at(zoo: Zoo, cell: Cell) -> Region | None:
    """Return the region that holds ``cell``, or None if no animal half lies there."""
    grid = zoo.grid()
    square = grid.get(cell)
    if square is None or square.category is None:
        return None
    return _grown(grid, square.category, cell)


def _grown(grid: Mapping[Cell, Square], category: Category, start: Cell) -> Region:
    """Return the region of ``category`` that holds ``start``, a half of that category."""
    group = {start}
    todo = [start]
    while todo:
        column, row = todo.pop()
        for other in ((column, row - 1), (column + 1, row), (column, row + 1), (column - 1, row)):
            if other not in group:
                square = grid.get(other)
                if square is not None and square.category is category:
                    group.add(other)
                    todo.append(other)
    cells = in_reading_order(group)
    return Region(category, cells, sum(grid[c].stars for c in cells))


def best_region_stars(zoo: Zoo, category: Category) -> int:
    """Return the stars of the zoo's best region of ``category`` (0 if it has none)."""
    found = regions(zoo, category)
    return found[0].stars if found else 0
