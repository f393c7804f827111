"""Star regions: connected halves of one category and their attractiveness.

Rulebook, "Návštěvníci": a region is a connected group of halves whose stars
have the same colour; halves touching only at a corner are not connected.
A region's attractiveness is the number of its stars; a zoo's attractiveness
in a colour is that of its best region.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.games.ozoolemio.rules.geometry import Cell, in_reading_order, neighbours
from accessible_games.games.ozoolemio.rules.tiles import Category
from accessible_games.games.ozoolemio.rules.zoo import Zoo


@dataclass(frozen=True, slots=True)
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
        first = min(left, key=lambda c: (c[1], c[0]))
        left.discard(first)
        group, todo = [first], [first]
        while todo:
            for _, other in neighbours(todo.pop()):
                if other in left:
                    left.discard(other)
                    group.append(other)
                    todo.append(other)
        cells = in_reading_order(group)
        found.append(Region(category, cells, sum(grid[c].stars for c in cells)))
    return tuple(sorted(found, key=lambda r: -r.stars))


def region_at(zoo: Zoo, cell: Cell) -> Region | None:
    """Return the region that holds ``cell``, or None if no animal half lies there."""
    square = zoo.grid().get(cell)
    if square is None or square.category is None:
        return None
    for region in regions(zoo, square.category):
        if cell in region.cells:
            return region
    return None


def best_region_stars(zoo: Zoo, category: Category) -> int:
    """Return the stars of the zoo's best region of ``category`` (0 if it has none)."""
    found = regions(zoo, category)
    return found[0].stars if found else 0
