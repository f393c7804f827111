"""The path network of a zoo: loops (benches), open path ends, and continuity.

The network has one node per path of each half (a path joins some sides of
its half through the middle) and one link per edge where two paths meet.  A
bench is earned for each newly closed loop that is not made of smaller loops
(rulebook, "Lavičky"; RULES-FACTS): that is the number of independent cycles
of the network, links - nodes + separate networks.  Since the paths of one
half never cross, the network is drawn flat, and this number is exactly the
number of areas the paths enclose: a tile closing two small loops at once
earns 2 benches, and the big loop around both earns nothing more.  Benches
never run out (the rulebook has a stone stand in for a missing one).

>>> from accessible_games.games.ozoolemio.rules.tileset import default_tileset
>>> from accessible_games.games.ozoolemio.rules.zoo import start_zoo
>>> loops(start_zoo(default_tileset().start_tiles[0]))
0
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from accessible_games.games.ozoolemio.rules.geometry import PAVILION, Cell, Side, in_reading_order
from accessible_games.games.ozoolemio.rules.zoo import Square, Zoo

Node = tuple[Cell, int]
"""One path of one half: the cell and the path's index on it."""


def links(zoo: Zoo) -> tuple[tuple[Node, Node], ...]:
    """Return every place where two paths meet across an edge, each once."""
    grid = zoo.grid()
    return tuple(_meetings(grid, in_reading_order(grid)))


def _meetings(grid: Mapping[Cell, Square], cells: Iterable[Cell]) -> Iterator[tuple[Node, Node]]:
    """Yield the places where a path on one of ``cells`` meets one to its east or south."""
    for cell in cells:
        square = grid[cell]
        exits = square.exits
        column, row = cell
        for side, back, other in ((Side.EAST, Side.WEST, (column + 1, row)),
                                  (Side.SOUTH, Side.NORTH, (column, row + 1))):
            if side in exits:
                there = grid.get(other)
                if there is not None:
                    theirs = there.path_to(back)
                    if theirs is not None:
                        mine = square.path_to(side)
                        assert mine is not None
                        yield (cell, mine), (other, theirs)


def _find(parent: dict[Node, Node], node: Node) -> Node:
    while parent[node] != node:
        parent[node] = parent[parent[node]]
        node = parent[node]
    return node


def loops(zoo: Zoo) -> int:
    """Return the number of independent path loops (areas enclosed by paths) in ``zoo``."""
    grid = zoo.grid()
    parent: dict[Node, Node] = {(cell, i): (cell, i) for cell, square in grid.items()
                                for i in range(len(square.paths))}
    cycles = 0
    for first, second in _meetings(grid, grid):  # in any order: the count is the same
        a, b = _find(parent, first), _find(parent, second)
        if a == b:
            cycles += 1
        else:
            parent[a] = b
    return cycles


def open_ends(zoo: Zoo) -> tuple[tuple[Cell, Side], ...]:
    """Return every path end leading to an empty cell (the pavilion excepted), in reading
    order: where the zoo can grow."""
    grid = zoo.grid()
    return tuple((cell, side) for cell in in_reading_order(grid)
                 for side in Side if side in grid[cell].exits
                 and side.step(cell) not in grid and side.step(cell) not in PAVILION)


def broken_edges(zoo: Zoo) -> tuple[tuple[Cell, Side], ...]:
    """Return every edge between two halves where a path meets grass (never in a legal zoo)."""
    grid = zoo.grid()
    return tuple((cell, side) for cell in in_reading_order(grid) for side in Side
                 if side.step(cell) in grid
                 and (side in grid[cell].exits) != (side.opposite in grid[side.step(cell)].exits))
