"""Exploring an O Zoo le Mio zoo cell by cell: the cursor and its moves.

The explorer walks one player's zoo from a cursor cell; each move names the
cell it reaches.  The directions are the commands ``north``, ``south``,
``east`` and ``west`` (n, s, e, w; row 1 holds the start tile and rows grow
downwards, so north is the row above).  A zoo has no printed board, so the
cursor may go one cell beyond the zoo on every side (where a tile could still
go) and no further.  In rich input mode the arrow keys send the same commands
while the line is empty, through the line-mode reader of
``aquaretto_explore`` (nothing is redrawn); in plain mode readline keeps the
arrow keys for its history, so there only the commands work.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.geometry import PAVILION, START_CELLS, Cell

DIRECTIONS: dict[str, tuple[int, int]] = {
    "north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0),
}
"""Each direction command and the step it makes as (column, row)."""

MARGIN = 1
"""How many cells beyond the zoo the cursor may go."""


def bounds(cells: Iterable[Cell]) -> tuple[int, int, int, int]:
    """Return the first and last column and row the cursor may reach around ``cells``
    (and the entrance pavilion), one cell of margin on every side.

    >>> bounds([(0, 1), (1, 1)])
    (-1, 2, -1, 2)
    """
    every = [*cells, *PAVILION]
    columns = [c for c, _ in every]
    rows = [r for _, r in every]
    return (min(columns) - MARGIN, max(columns) + MARGIN, min(rows) - MARGIN,
            max(rows) + MARGIN)


@dataclass
class Explorer:
    """The explore cursor: whose zoo, which cell, and whether explore mode is on."""

    seat: PlayerId = 0
    cursor: Cell = START_CELLS[0]
    active: bool = False

    def start(self, seat: PlayerId, cell: Cell | None) -> None:
        """Begin exploring the zoo of ``seat`` at ``cell`` (M1 for another zoo, else the
        last cursor)."""
        if cell is not None:
            self.cursor = cell
        elif seat != self.seat:
            self.cursor = START_CELLS[0]
        self.seat = seat
        self.active = True

    def step(self, direction: str, zoo_cells: Iterable[Cell]) -> bool:
        """Move the cursor one cell; return False (and stay) one cell beyond the zoo.  A
        cursor already further out (a cell typed far away) may always move.

        Raises:
            KeyError: ``direction`` is not north, south, east or west.
        """
        column, row = DIRECTIONS[direction]
        target = (self.cursor[0] + column, self.cursor[1] + row)
        self.active = True
        first_column, last_column, first_row, last_row = bounds(zoo_cells)

        def inside(cell: Cell) -> bool:
            return first_column <= cell[0] <= last_column and first_row <= cell[1] <= last_row

        if not inside(target) and inside(self.cursor):
            return False
        self.cursor = target
        return True
