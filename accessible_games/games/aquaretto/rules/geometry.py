"""Water park geometry: cell names, neighbours, the base board and expansion boards.

A cell is ``(column, row)``.  The base board uses columns A-E (0-4) and rows
1-5, row 1 at the top::

        A B C D E
    1   . # # # .
    2   # # # # #
    3   # # # # #
    4   . # # # #
    5   . . # # .

Names never change as the park grows: columns to the right continue the
alphabet (F = 5 up to M = 12), columns to the left count back from its end
(Z = -1, Y = -2, down to S = -8), rows below continue 6, 7, ... and rows above
are 0, -1, -2, ...  Four expansion boards reach at most 8 fields beyond the
base board, so these names never collide.  Expansion boards lie on the same
grid, never on the printed board (1A-5E, whose corners without fields hold
the cash desks, feeding stations and artwork) nor on each other, and share at
least one full field edge with the park.

A cell's name puts the row first and the column letter after it: "3C" is row 3,
column C, "-1F" row -1, column F.  Written this way a speech synthesizer names
the letter (Czech *tři cé*, *mínus jedna ef*) instead of reading "A3", "K3", "Z1" as
the Czech words *a*, *k*, *z* followed by a number, and speaks the minus that it
drops in "F-1".  Typed names are accepted in either order, any case, with or
without a space: "c3", "C 3", "3c", "3 C", "f-1", "-1 f".

>>> cell_name((2, 3)), cell_name((-1, 3)), cell_name((2, 0)), cell_name((5, -1))
('3C', '3Z', '0C', '-1F')
>>> parse_cell("f-1"), parse_cell("-1 f"), parse_cell("3c"), parse_cell(" C 3 ")
((5, -1), (5, -1), (2, 3), (2, 3))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum
from functools import lru_cache
from operator import itemgetter

from accessible_games.core.errors import IllegalAction, InvalidAction

Cell = tuple[int, int]
"""A field position ``(column, row)``; ``(0, 1)`` is 1A (row 1, column A)."""

MIN_COLUMN, MAX_COLUMN = -8, 12
MIN_ROW, MAX_ROW = -7, 13

BASE_FIELDS: frozenset[Cell] = frozenset(
    [(c, 1) for c in (1, 2, 3)] + [(c, 2) for c in range(5)] + [(c, 3) for c in range(5)]
    + [(c, 4) for c in (1, 2, 3, 4)] + [(c, 5) for c in (2, 3)])
"""The 19 fields of the printed water park board."""

BASE_BOARD_AREA: frozenset[Cell] = frozenset((c, r) for c in range(5) for r in range(1, 6))
"""The whole printed board, 1A-5E: its corners without fields hold the cash desks and
feeding stations (bottom left) and artwork, so no expansion board may cover them."""

_CELL_RE = re.compile(r"\s*(?:([A-Za-z])\s*(-?\d{1,2})|(-?\d{1,2})\s*([A-Za-z]))\s*")
"""A typed cell name: the letter then the row ("C3", "c -1") or the row then the letter
("3C", "-1 c")."""


def column_letter(column: int) -> str:
    """Return the letter of ``column``: 0 is A, 5 is F, -1 is Z, -8 is S.

    Raises:
        ValueError: the column lies beyond the named range S-M.
    """
    if 0 <= column <= MAX_COLUMN:
        return chr(ord("A") + column)
    if MIN_COLUMN <= column < 0:
        return chr(ord("Z") + column + 1)
    raise ValueError(f"column {column} has no name")


def cell_name(cell: Cell) -> str:
    """Return the name of ``cell``, row first: ``"3C"``, ``"3Z"``, ``"-1C"``."""
    return f"{cell[1]}{column_letter(cell[0])}"


def column_first_name(cell: Cell) -> str:
    """Return the older, column-first spelling of ``cell``: ``"C3"``, ``"C-1"``.

    Files written before names put the row first (saved games, scenarios) use it;
    ``parse_cell`` reads both.
    """
    return f"{column_letter(cell[0])}{cell[1]}"


def parse_cell(text: str) -> Cell:
    """Return the cell named by ``text``: either order, any case, spaces allowed
    (``"3C"``, ``"3 c"``, ``"-1c"``, ``"c3"``, ``"C -1"``).

    Raises:
        InvalidAction: ``text`` is not a cell name in the named range.
    """
    match = _CELL_RE.fullmatch(text) if isinstance(text, str) and len(text) <= 8 else None
    if match is not None:
        letter = (match.group(1) or match.group(4)).upper()
        row = int(match.group(2) or match.group(3))
        if "A" <= letter <= "M":
            column = ord(letter) - ord("A")
        elif "S" <= letter <= "Z":
            column = ord(letter) - ord("Z") - 1
        else:
            column = MIN_COLUMN - 1
        if MIN_COLUMN <= column <= MAX_COLUMN and MIN_ROW <= row <= MAX_ROW:
            return (column, row)
    raise InvalidAction("aquaretto-error-cell-syntax", {"text": str(text)[:12]})


def reading_key(cell: Cell) -> tuple[int, int]:
    """Return the sort key of reading order: row by row, top to bottom, left to right."""
    return (cell[1], cell[0])


_ROW_THEN_COLUMN = itemgetter(1, 0)
"""``reading_key`` as a C-level getter, for sorting."""


def in_reading_order(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Return ``cells`` sorted row by row, top to bottom, left to right."""
    return tuple(sorted(cells, key=_ROW_THEN_COLUMN))


def orthogonal(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """Return the four cells sharing an edge with ``cell``: above, left, right, below."""
    c, r = cell
    return ((c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1))


class _Neighbours(dict[Cell, tuple[Cell, Cell, Cell, Cell]]):
    """``orthogonal`` of every named cell, looked up; other cells are computed on demand."""

    def __missing__(self, cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
        return orthogonal(cell)


def surrounding(cell: Cell) -> tuple[Cell, ...]:
    """Return the eight cells around ``cell`` (orthogonal and diagonal), in reading order."""
    c, r = cell
    return tuple((c + dc, r + dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dc or dr)


def is_named(cell: Cell) -> bool:
    """Return whether ``cell`` lies in the named range (columns S-M, rows -7 to 13)."""
    return MIN_COLUMN <= cell[0] <= MAX_COLUMN and MIN_ROW <= cell[1] <= MAX_ROW


class BoardSize(str, Enum):
    """An expansion board: small (3 fields, an L) or large (4 fields, a square)."""

    SMALL = "small"
    LARGE = "large"

    @property
    def cost(self) -> int:
        """Return its price in coins: small 1, large 2."""
        return 1 if self is BoardSize.SMALL else 2

    @property
    def field_count(self) -> int:
        """Return the number of fields on the board."""
        return 3 if self is BoardSize.SMALL else 4


_SQUARE: tuple[Cell, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))
SHAPES: dict[BoardSize, tuple[frozenset[Cell], ...]] = {
    BoardSize.LARGE: (frozenset(_SQUARE),),
    BoardSize.SMALL: tuple(frozenset(_SQUARE) - {corner} for corner in _SQUARE),
}
"""Every rotation of each board, as offsets inside a 2x2 square."""


def board_size_of(cells: frozenset[Cell]) -> BoardSize | None:
    """Return which board has exactly this shape (any rotation and position), or None."""
    if not cells:
        return None
    left = min(c for c, _ in cells)
    top = min(r for _, r in cells)
    offsets = frozenset((c - left, r - top) for c, r in cells)
    for size, shapes in SHAPES.items():
        if offsets in shapes:
            return size
    return None


NAMED_CELLS: frozenset[Cell] = frozenset((c, r) for c in range(MIN_COLUMN, MAX_COLUMN + 1)
                                          for r in range(MIN_ROW, MAX_ROW + 1))
"""Every cell of the named range (see ``is_named``)."""

NEIGHBOURS: dict[Cell, tuple[Cell, Cell, Cell, Cell]] = _Neighbours(
    (cell, orthogonal(cell)) for cell in NAMED_CELLS)
"""``orthogonal(cell)`` by cell, precomputed for the named range (any cell may be looked up)."""


@lru_cache(maxsize=None)
def _boards_over(cell: Cell,
                 size: BoardSize) -> tuple[tuple[tuple[Cell, ...], frozenset[Cell]], ...]:
    """Return every position of a board of ``size`` that covers ``cell``, lies in the named
    range and leaves the printed board free (whatever the park), each with its sort key:
    its cells' reading keys in reading order."""
    c, r = cell
    boards = []
    for shape in SHAPES[size]:
        for dc, dr in shape:
            cells = frozenset((c - dc + sc, r - dr + sr) for sc, sr in shape)
            if cells <= NAMED_CELLS and cells.isdisjoint(BASE_BOARD_AREA):
                boards.append((tuple(sorted(reading_key(x) for x in cells)), cells))
    return tuple(boards)


@lru_cache(maxsize=4096)
def legal_board_placements(fields: frozenset[Cell], size: BoardSize) -> tuple[frozenset[Cell], ...]:
    """Return every placement of a board of ``size`` next to ``fields``, each as its new cells.

    A placement covers no existing field and no part of the printed base board
    (1A-5E), and shares at least one full field edge with the park.  Placements
    are listed by their cells in reading order.
    """
    border = {n for cell in fields for n in NEIGHBOURS[cell]}.difference(fields)
    found: dict[tuple[Cell, ...], frozenset[Cell]] = {}
    for cell in border:
        for key, cells in _boards_over(cell, size):
            if cells.isdisjoint(fields):
                found[key] = cells
    return tuple(found[key] for key in sorted(found))


def explain_board(fields: frozenset[Cell], size: BoardSize,
                  cells: frozenset[Cell]) -> IllegalAction | None:
    """Return why a board of ``size`` may not cover ``cells``, or None if it may.

    Reasons: ``aquaretto-error-board-shape`` (size), ``aquaretto-error-board-overlaps``
    (cell: a field, or a corner of the printed board), ``aquaretto-error-board-out-of-range``
    (cell),
    ``aquaretto-error-board-not-touching``.
    """
    if board_size_of(cells) is not size:
        return IllegalAction("aquaretto-error-board-shape", {"size": size.value})
    for cell in in_reading_order(cells):
        if cell in fields or cell in BASE_BOARD_AREA:
            return IllegalAction("aquaretto-error-board-overlaps", {"cell": cell_name(cell)})
        if not is_named(cell):
            return IllegalAction("aquaretto-error-board-out-of-range", {"cell": str(cell)})
    if not any(n in fields for cell in cells for n in orthogonal(cell)):
        return IllegalAction("aquaretto-error-board-not-touching")
    return None
