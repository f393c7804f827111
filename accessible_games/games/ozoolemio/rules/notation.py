"""A compact text form of tiles, for tests, debugging and logs.

A half is its star colour's initial and its stars, a ``t`` per tree, a colon,
and its paths separated by commas (sides as letters, tile pointing east);
a start tile's half has no colour.  The two halves are joined by ``|``.
Colours: R red (birds), Y yellow (mammals), G grey (reptiles), O orange
(monkeys), B blue (sea life).

>>> tile = parse_tile("t1", "R2t:ne,sw|Y1:w")
>>> tile.halves[0].category.value, tile.halves[0].trees, tile_text(tile)
('birds', 1, 'R2t:ne,sw|Y1:w')
>>> tile_text(parse_tile("s1", ":ns|:"))
':ns|:'
"""

from __future__ import annotations

import re

from accessible_games.core.errors import InvalidAction
from accessible_games.games.ozoolemio.rules.geometry import Side, clockwise_index
from accessible_games.games.ozoolemio.rules.tiles import Category, Half, Tile

LETTERS: dict[str, Category] = {"R": Category.BIRDS, "Y": Category.MAMMALS,
                                "G": Category.REPTILES, "O": Category.MONKEYS,
                                "B": Category.SEA_LIFE}
"""The colour initials of the categories."""
_HALF_RE = re.compile(r"(?:([RYGOB])([1-3])(t{0,2}))?:((?:[nesw]{1,4})(?:,[nesw]{1,4})*)?")


def parse_half(text: str) -> Half:
    """Return the half written as ``text`` (e.g. ``"G3tt:nesw"``, ``":ns"``).

    Raises:
        InvalidAction: ``ozoolemio-error-tile-syntax`` (text).
    """
    match = _HALF_RE.fullmatch(text.strip())
    if match is None:
        raise InvalidAction("ozoolemio-error-tile-syntax", {"text": text[:20]})
    letter, stars, trees, paths = match.groups()
    sides = tuple(frozenset(Side(c) for c in p) for p in (paths or "").split(",") if p)
    if letter is None:
        return Half(None, 0, 0, sides)
    return Half(LETTERS[letter], int(stars), len(trees), sides)


def parse_tile(tile_id: str, text: str) -> Tile:
    """Return a tile named ``tile_id`` from its text form (not checked like a tile file).

    Raises:
        InvalidAction: ``ozoolemio-error-tile-syntax`` (text).
    """
    first, bar, second = text.partition("|")
    if not bar:
        raise InvalidAction("ozoolemio-error-tile-syntax", {"text": text[:20]})
    return Tile(tile_id, (parse_half(first), parse_half(second)))


def half_text(half: Half) -> str:
    """Return the text form of ``half``."""
    paths = ",".join("".join(s.value for s in sorted(p, key=clockwise_index))
                     for p in half.paths)
    if half.category is None:
        return f":{paths}"
    letter = next(k for k, v in LETTERS.items() if v is half.category)
    return f"{letter}{half.stars}{'t' * half.trees}:{paths}"


def tile_text(tile: Tile) -> str:
    """Return the text form of ``tile`` (its id aside)."""
    return f"{half_text(tile.halves[0])}|{half_text(tile.halves[1])}"
