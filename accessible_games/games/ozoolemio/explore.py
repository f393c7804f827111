"""An O Zoo le Mio zoo as the explorer walks it: the zoo and one cell around it.

Row 1 holds the start tile and rows grow downwards.  A zoo has no printed
board, so the cursor may go one cell beyond the zoo on every side (where a
tile could still go) and no further; exploring another player's zoo starts at
1M.  The explorer itself and the arrow keys are the shell's
(``shell.explorer``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.geometry import PAVILION, START_CELLS, Cell
from accessible_games.shell.explorer import Explorer

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


class ZooGrid:
    """The zoos' grid: each zoo's cells and one cell of margin around them.

    Args:
        zoo_cells: the cells of the zoo of a seat now.
    """

    start: Cell = START_CELLS[0]

    def __init__(self, zoo_cells: Callable[[PlayerId], Iterable[Cell]]) -> None:
        self.zoo_cells = zoo_cells

    def restart(self, cursor: Cell) -> Cell:
        """Return 1M: another zoo is explored from its start tile."""
        return START_CELLS[0]

    def may_enter(self, seat: PlayerId, cursor: Cell, target: Cell) -> bool:
        """Return False only for a step from inside the margin to beyond it: a cursor
        already further out (a cell typed far away) may always move."""
        first_column, last_column, first_row, last_row = bounds(self.zoo_cells(seat))

        def inside(cell: Cell) -> bool:
            return first_column <= cell[0] <= last_column and first_row <= cell[1] <= last_row

        return inside(target) or not inside(cursor)


def zoo_explorer(zoo_cells: Callable[[PlayerId], Iterable[Cell]],
                 seat: PlayerId = 0) -> Explorer:
    """Return an explorer of the zoos, its cursor at 1M, explore mode off."""
    return Explorer(ZooGrid(zoo_cells), seat)
