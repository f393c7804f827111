"""The water park as the explorer walks it: the printed board's named cells.

The cursor starts at C3, the middle of the printed board, keeps its cell when
another player's park is explored, and stops at the edge of the named grid.
The explorer itself and the arrow keys are the shell's (``shell.explorer``).
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.geometry import Cell, is_named
from accessible_games.shell.explorer import Explorer

START_CELL: Cell = (2, 3)
"""Where exploring starts unless told: C3, the middle of the printed board."""


class ParkGrid:
    """A water park's grid: every cell the printed board names."""

    start: Cell = START_CELL

    def restart(self, cursor: Cell) -> Cell:
        """Return the last cursor: every park's board names the same cells."""
        return cursor

    def may_enter(self, seat: PlayerId, cursor: Cell, target: Cell) -> bool:
        """Return whether ``target`` is a named cell of the board."""
        return is_named(target)


def park_explorer(seat: PlayerId = 0) -> Explorer:
    """Return an explorer of the water parks, its cursor at C3, explore mode off."""
    return Explorer(ParkGrid(), seat)
