"""Quick estimates of what laying a tile would change in a zoo, for the bots.

``ZooSummary`` is computed once per zoo (regions, path networks, open path
ends); ``effect`` then tells in a few steps what one placement would change,
without building the new zoo.  The results match the rules modules exactly
(tests compare them): the new best region of each colour, the trees, the
loops (benches) and the open path ends.
"""

from __future__ import annotations

from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.geometry import PAVILION, Cell, Side, neighbours
from accessible_games.games.ozoolemio.rules.paths import links
from accessible_games.games.ozoolemio.rules.regions import regions
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Tile
from accessible_games.games.ozoolemio.rules.zoo import Placement, Square, Zoo, squares_of

Node = tuple[Cell, int]


@record
class Effect:
    """What a placement would bring: the best region per colour and whether the new
    tile reached it (tie rule), trees, loops and open path ends afterwards."""

    best: tuple[int, ...]
    reached: tuple[bool, ...]
    trees: int
    loops: int
    open_ends: int


def _path(square: Square, side: Side) -> int:
    index = square.path_to(side)
    assert index is not None
    return index


class ZooSummary:
    """The facts about one zoo that placements build on."""

    def __init__(self, zoo: Zoo) -> None:
        self.zoo = zoo
        self.grid = zoo.grid()
        self.region_of: dict[Cell, int] = {}
        self.region_stars: list[int] = []
        self.best = [0] * len(CATEGORIES)
        for index, category in enumerate(CATEGORIES):
            found = regions(zoo, category)
            if found:
                self.best[index] = found[0].stars
            for region in found:
                for cell in region.cells:
                    self.region_of[cell] = len(self.region_stars)
                self.region_stars.append(region.stars)
        self.component: dict[Node, Node] = {}
        self.loops = 0
        for cell, square in self.grid.items():
            for i in range(len(square.paths)):
                self.component[(cell, i)] = (cell, i)
        for first, second in links(zoo):
            a, b = self._find(first), self._find(second)
            if a == b:
                self.loops += 1
            else:
                self.component[a] = b
        self.open_ends = sum(1 for cell, square in self.grid.items() for side in square.exits
                             if side.step(cell) not in self.grid
                             and side.step(cell) not in PAVILION)
        self.trees = zoo.trees

    def _find(self, node: Node) -> Node:
        while self.component[node] != node:
            node = self.component[node]
        return node

    def effect(self, tile: Tile, placement: Placement) -> Effect:
        """Return what laying ``tile`` at the (legal) ``placement`` would change."""
        new = squares_of(tile, placement)
        new_cells = {cell for cell, _ in new}
        best = list(self.best)
        reached = [False] * len(CATEGORIES)
        parent: dict[Node, Node] = {}

        def root(node: Node) -> Node:
            if node in self.component:
                node = self._find(node)
            while node in parent:
                node = parent[node]
            return node

        loops, open_ends = self.loops, self.open_ends
        for cell, square in new:
            if square.category is not None:
                index = CATEGORIES.index(square.category)
                touching = {self.region_of[other] for _, other in neighbours(cell)
                            if other in self.region_of
                            and self.grid[other].category is square.category}
                value = square.stars + sum(self.region_stars[r] for r in touching)
                if value >= best[index]:
                    best[index], reached[index] = value, True
            for side in square.exits:
                other = side.step(cell)
                mine = (cell, _path(square, side))
                if other in new_cells:
                    if cell != placement.cell:
                        continue
                    theirs: Node = (other, _path(new[1][1], side.opposite))
                elif other in self.grid:
                    theirs = (other, _path(self.grid[other], side.opposite))
                    open_ends -= 1
                else:
                    open_ends += other not in PAVILION
                    continue
                a, b = root(mine), root(theirs)
                if a == b:
                    loops += 1
                else:
                    parent[a] = b
        return Effect(tuple(best), tuple(reached), self.trees + tile.trees, loops, open_ends)
