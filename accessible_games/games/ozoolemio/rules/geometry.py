"""Zoo geometry: half-square cells, their stable spoken names, sides and orientations.

Every zoo lies on an imaginary chessboard whose squares are exactly one half of
a tile (rulebook, "Budování ZOO").  A cell is ``(column, row)``.  The start
tile always lies on 1M (its first half) and 1N (its second half); the
entrance pavilion stands just above it, on 0M and 0N, and no tile may cover
those two cells.  Row 1 is the start tile's row; rows below it are 2, 3, ...
and rows above are 0, -1, -2, ... (as in Aquaretto, row numbers grow
downwards, the way a screen reader reads a grid).

Names never change as a zoo grows.  Columns to the right of the start tile
continue the alphabet (O ... Z) and then go on like a spreadsheet (AA, AB, ...,
AZ, BA, ...); columns to the left go back through L ... A and then count back
from the end of the two-letter names (ZZ, ZY, ..., ZA, YZ, ...), so "3ZZ" is
just left of "3A".  A zoo holds at most 52 halves, so it can never be wide
enough for one name to mean two columns.

A cell's name puts the row first and the column letters after it: "2A" is row
2, column A, "-1AA" row -1, column AA.  Written this way a speech synthesizer
names the letters instead of reading "A2", "O5", "Z1" as the Czech words *a*,
*o*, *z* followed by a number, and speaks the minus that it drops in "AA-1".
Typed names are accepted in either order, any case, with or without a space:
"m2", "M 2", "2m", "2 M", "aa-1", "-1 aa".

>>> cell_name((0, 1)), cell_name((1, 1)), cell_name((-12, 2)), cell_name((-13, 2))
('1M', '1N', '2A', '2ZZ')
>>> cell_name((14, -1)), parse_cell("aa 3"), parse_cell("zz-2"), parse_cell("-2 zz")
('-1AA', (14, 3), (-13, -2), (-13, -2))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum

from accessible_games.core.errors import InvalidAction

Cell = tuple[int, int]
"""A half-square position ``(column, row)``; ``(0, 1)`` is 1M, the start tile's first half."""

START_COLUMN_LETTER = 12
"""Letter index of column 0: M."""
_LETTERS = 26
_NAMES = _LETTERS + _LETTERS * _LETTERS
"""One- and two-letter column names: A-Z, AA-ZZ."""

START_CELLS: tuple[Cell, Cell] = ((0, 1), (1, 1))
"""1M and 1N: where every player's start tile lies."""
PAVILION: frozenset[Cell] = frozenset({(0, 0), (1, 0)})
"""0M and 0N: the entrance pavilion above the start tile; no tile may cover it."""

_CELL_RE = re.compile(
    r"\s*(?:([A-Za-z]{1,2})\s*(-?\d{1,3})|(-?\d{1,3})\s*([A-Za-z]{1,2}))\s*")
"""A typed cell name: the letters then the row ("M2", "aa -1") or the row then the
letters ("2M", "-1 aa")."""


class Side(str, Enum):
    """A side of a half-square cell, clockwise from the top; also an orientation."""

    NORTH = "n"
    EAST = "e"
    SOUTH = "s"
    WEST = "w"

    @property
    def opposite(self) -> Side:
        """Return the side facing this one across an edge."""
        return _CLOCKWISE[(_INDEX[self] + 2) % 4]

    def turned(self, quarter_turns: int) -> Side:
        """Return this side after ``quarter_turns`` clockwise quarter turns."""
        return _CLOCKWISE[(_INDEX[self] + quarter_turns) % 4]

    @property
    def quarter_turns(self) -> int:
        """Return how many clockwise quarter turns lead from east to this side.

        An orientation is the direction from a tile's first half to its second;
        the tile file draws every tile pointing east (first half on the left).
        """
        return (_INDEX[self] - 1) % 4

    def step(self, cell: Cell) -> Cell:
        """Return the cell next to ``cell`` on this side."""
        dc, dr = _STEPS[self]
        return (cell[0] + dc, cell[1] + dr)


_CLOCKWISE: tuple[Side, ...] = (Side.NORTH, Side.EAST, Side.SOUTH, Side.WEST)
_INDEX: dict[Side, int] = {side: i for i, side in enumerate(_CLOCKWISE)}
_STEPS: dict[Side, Cell] = {Side.NORTH: (0, -1), Side.EAST: (1, 0), Side.SOUTH: (0, 1),
                            Side.WEST: (-1, 0)}

ORIENTATIONS: tuple[Side, ...] = (Side.EAST, Side.SOUTH, Side.WEST, Side.NORTH)
"""Every orientation of a tile, in listing order: the tile as drawn, then turned clockwise."""


def clockwise_index(side: Side) -> int:
    """Return the position of ``side`` going clockwise from the north: n 0, e 1, s 2, w 3."""
    return _INDEX[side]


def _letters(index: int) -> str:
    if index < _LETTERS:
        return chr(ord("A") + index)
    first, second = divmod(index - _LETTERS, _LETTERS)
    return chr(ord("A") + first) + chr(ord("A") + second)


def _index(letters: str) -> int:
    if len(letters) == 1:
        return ord(letters) - ord("A")
    return _LETTERS + (ord(letters[0]) - ord("A")) * _LETTERS + ord(letters[1]) - ord("A")


def column_name(column: int) -> str:
    """Return the letters of ``column``: 0 is M, 13 is Z, 14 is AA, -12 is A, -13 is ZZ."""
    return _letters((column + START_COLUMN_LETTER) % _NAMES)


def cell_name(cell: Cell) -> str:
    """Return the name of ``cell``, row first: ``"1M"``, ``"-1AA"``, ``"2ZZ"``."""
    return f"{cell[1]}{column_name(cell[0])}"


def column_first_name(cell: Cell) -> str:
    """Return the older, column-first spelling of ``cell``: ``"M1"``, ``"AA-1"``.

    Files written before names put the row first (saved games, scenarios) use it;
    ``parse_cell`` reads both.
    """
    return f"{column_name(cell[0])}{cell[1]}"


def parse_cell(text: str) -> Cell:
    """Return the cell named by ``text``: either order, any case, spaces allowed
    (``"2M"``, ``"2 m"``, ``"-1aa"``, ``"m2"``, ``"AA -1"``).

    Raises:
        InvalidAction: ``ozoolemio-error-cell-syntax`` (text): not a cell name.
    """
    match = _CELL_RE.fullmatch(text) if isinstance(text, str) and len(text) <= 12 else None
    if match is None:
        raise InvalidAction("ozoolemio-error-cell-syntax", {"text": str(text)[:12]})
    index = _index((match.group(1) or match.group(4)).upper())
    half = _NAMES // 2
    column = (index - START_COLUMN_LETTER + half) % _NAMES - half
    return (column, int(match.group(2) or match.group(3)))


def reading_key(cell: Cell) -> tuple[int, int]:
    """Return the sort key of reading order: row by row, top to bottom, left to right."""
    return (cell[1], cell[0])


def in_reading_order(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Return ``cells`` sorted row by row, top to bottom, left to right."""
    return tuple(sorted(cells, key=reading_key))


def neighbours(cell: Cell) -> tuple[tuple[Side, Cell], ...]:
    """Return the four cells sharing an edge with ``cell``, with the side they lie on."""
    return tuple((side, side.step(cell)) for side in _CLOCKWISE)
