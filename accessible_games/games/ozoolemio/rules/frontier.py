"""Where a zoo can grow: the free cells its paths lead to, and what each asks of a tile.

The sides of a cell are bits (north 1, east 2, south 4, west 8), so the exits of a
half are a number from 0 to 15 and the rule "continue every path across every
shared edge, both ways" is one comparison: on the sides where the new half has a
neighbour in the zoo (``touching``), its exits must be exactly those where a path of
the zoo arrives (``arriving``).  A tile must join a path of the zoo, so each legal
placement covers a free cell that a path leads to (an open cell); the frontier lists
the placements on two free cells that cover one, with what the zoo asks of each half.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from accessible_games.games.ozoolemio.rules.geometry import ORIENTATIONS, PAVILION, Cell, Side

BITS: dict[Side, int] = {Side.NORTH: 1, Side.EAST: 2, Side.SOUTH: 4, Side.WEST: 8}
"""Each side as a bit."""

_AROUND: tuple[tuple[int, int, int, int], ...] = tuple(
    (*side.step((0, 0)), bit, BITS[side.opposite]) for side, bit in BITS.items())
"""For each side of a cell: the step to the neighbour there, the side's bit and the bit
of the neighbour's side facing back."""

_PAIRS: tuple[tuple[int, int, int, Side, int, Side], ...] = tuple(
    (*facing.step((0, 0)), index, facing, ORIENTATIONS.index(facing.opposite), facing.opposite)
    for index, facing in enumerate(ORIENTATIONS))
"""For each orientation: the step to the second half's cell, the orientation's place in
the listing order, and the opposite orientation's place and itself."""

Reach = tuple[Cell, Side, int, int, int, int]
"""A placement (first half's cell, orientation) and, for its first and then its second
half, the sides touching the zoo and the sides where a path arrives."""


def exit_bits(exits: Iterable[Side]) -> int:
    """Return a set of sides as bits."""
    return sum(BITS[side] for side in exits)


def open_cells(exits: Mapping[Cell, int], cells: Iterable[Cell]) -> set[Cell]:
    """Return the free cells, the pavilion aside, that a path on ``cells`` leads to
    (``exits``: the exits, as bits, of every occupied cell)."""
    found = set()
    for column, row in cells:
        bits = exits[(column, row)]
        for step_column, step_row, bit, _ in _AROUND:
            other = (column + step_column, row + step_row)
            if bits & bit and other not in exits and other not in PAVILION:
                found.add(other)
    return found


def frontier(exits: Mapping[Cell, int], open_: Iterable[Cell]) -> list[Reach]:
    """Return every placement on two free cells covering an open cell, in listing order
    (the first half's cell in reading order, then the orientation), with what the zoo
    asks of each half there."""
    listed: set[tuple[int, int, int, Cell, Side, Cell]] = set()
    for column, row in open_:
        for step_column, step_row, index, facing, back, opposite in _PAIRS:
            partner = (column + step_column, row + step_row)
            if partner not in exits and partner not in PAVILION:
                listed.add((row, column, index, (column, row), facing, partner))
                listed.add((partner[1], partner[0], back, partner, opposite, (column, row)))
    asked: dict[Cell, tuple[int, int]] = {}
    found: list[Reach] = []
    for _, _, _, cell, facing, partner in sorted(listed):
        first = asked.get(cell) or asked.setdefault(cell, _asks(exits, cell))
        second = asked.get(partner) or asked.setdefault(partner, _asks(exits, partner))
        found.append((cell, facing, *first, *second))
    return found


def _asks(exits: Mapping[Cell, int], cell: Cell) -> tuple[int, int]:
    """Return the sides of the free ``cell`` touching the zoo and those a path arrives by
    (the four sides written out: this is the innermost loop of listing placements)."""
    touching = arriving = 0
    column, row = cell
    there = exits.get((column, row - 1))
    if there is not None:
        touching = 1
        arriving = 1 if there & 4 else 0
    there = exits.get((column + 1, row))
    if there is not None:
        touching |= 2
        arriving |= 2 if there & 8 else 0
    there = exits.get((column, row + 1))
    if there is not None:
        touching |= 4
        arriving |= 4 if there & 1 else 0
    there = exits.get((column - 1, row))
    if there is not None:
        touching |= 8
        arriving |= 8 if there & 2 else 0
    return touching, arriving
