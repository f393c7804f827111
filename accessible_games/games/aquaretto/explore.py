"""The water park as the explorer walks it: the fields of a park, among the named cells.

The cursor starts at 3C, the middle of the printed board, keeps its cell when
another player's park is explored, and stops at the edge of the park (its fields).
The explorer itself and the arrow keys are the shell's (``shell.explorer``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.geometry import Cell, is_named
from accessible_games.shell.explorer import Explorer

START_CELL: Cell = (2, 3)
"""Where exploring starts unless told: 3C, the middle of the printed board."""


class ParkGrid:
    """A water park's grid: the fields of each park (``fields`` says them; without it,
    every cell the printed board names)."""

    start: Cell = START_CELL

    def __init__(self, fields: Callable[[PlayerId], Collection[Cell]] | None = None) -> None:
        self.fields = fields

    def restart(self, cursor: Cell) -> Cell:
        """Return the last cursor: every park's board names the same cells."""
        return cursor

    def may_enter(self, seat: PlayerId, cursor: Cell, target: Cell) -> bool:
        """Return whether ``target`` is a named cell and, from a field, a field too: the
        cursor stops at the edge of the park; a cursor off the park (a cell typed there)
        may always move."""
        if not is_named(target):
            return False
        if self.fields is None:
            return True
        park = self.fields(seat)
        return target in park or cursor not in park


def park_explorer(seat: PlayerId = 0,
                  fields: Callable[[PlayerId], Collection[Cell]] | None = None) -> Explorer:
    """Return an explorer of the water parks whose ``fields`` are given (every named
    cell if None), its cursor at 3C, explore mode off."""
    return Explorer(ParkGrid(fields), seat)
