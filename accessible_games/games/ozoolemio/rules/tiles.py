"""Zoo tiles as data: categories, halves, paths, tiles and the tile set, with strict checks.

A tile is a domino of two square halves.  The tile file draws every tile
pointing east: the first half on the left, the second on the right, so the
edge between them is the first half's east side and the second half's west
side.  Each half shows one animal category with 1-3 stars (start tiles show
none), 0-2 trees, and paths.  A path of a half joins some of its sides
("exits", the midpoints of its edges) through the half's middle; a half may
hold several separate paths that do not cross.  A path with one side is a
dead end.  The format is described in docs/ozoolemio-tiles.md.

``parse_tileset`` checks a whole document and raises ``TileSetError`` (a
GameError) with a Fluent reason naming the tile and the problem; the reasons
and their args are listed in the package docstring.

>>> half = Half(Category.BIRDS, 2, 1, (frozenset({Side.NORTH, Side.EAST}),))
>>> half.exits == frozenset({Side.NORTH, Side.EAST}), half.category.colour
(True, 'red')
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from enum import Enum
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.game import JsonValue
from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.geometry import Side, clockwise_index

FORMAT = "ozoolemio-tiles"
VERSION = 1
TILE_COUNT = 25
START_TILE_COUNT = 4
MAX_STARS = 3
MAX_TREES = 2
MAX_NAME = 80
"""A tile set's name is at most this long."""
_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,11}")
_PATH_RE = re.compile(r"[nesw]{1,4}")


class TileSetError(GameError):
    """A tile file or tile-set document is not valid; ``reason`` names the problem."""


class Category(str, Enum):
    """The five animal categories, told apart by the colour of their stars."""

    BIRDS = "birds"
    MAMMALS = "mammals"
    REPTILES = "reptiles"
    MONKEYS = "monkeys"
    SEA_LIFE = "sea-life"

    @property
    def colour(self) -> str:
        """Return the colour of the category's stars and visitors (a Fluent selector)."""
        return _COLOURS[self]


_COLOURS: dict[Category, str] = {Category.BIRDS: "red", Category.MAMMALS: "yellow",
                                 Category.REPTILES: "grey", Category.MONKEYS: "orange",
                                 Category.SEA_LIFE: "blue"}
CATEGORIES: tuple[Category, ...] = tuple(Category)
"""The categories in box order (the order of every per-colour tuple)."""

Path = frozenset[Side]
"""The sides one path of a half joins (one side: a dead end)."""


@record
class Half:
    """One square half of a tile, as drawn (tile pointing east).

    Attributes:
        category: the animals' category, None on a start tile.
        stars: 1-3 stars of the category's colour (0 on a start tile).
        trees: trees drawn on the half, 0-2.
        paths: the separate paths, each the set of sides it joins.
    """

    category: Category | None
    stars: int
    trees: int
    paths: tuple[Path, ...]

    @property
    def exits(self) -> frozenset[Side]:
        """Return every side a path leaves the half by."""
        return frozenset(side for path in self.paths for side in path)

    def turned(self, quarter_turns: int) -> Half:
        """Return the half turned clockwise by ``quarter_turns``."""
        paths = tuple(frozenset(s.turned(quarter_turns) for s in path) for path in self.paths)
        return Half(self.category, self.stars, self.trees, paths)


@record
class Tile:
    """A domino tile with its id from the tile file and its two halves, pointing east."""

    id: str
    halves: tuple[Half, Half]

    def __hash__(self) -> int:
        """Return a hash of the id alone (equal tiles have equal ids; hashing is frequent)."""
        return hash(self.id)

    @property
    def trees(self) -> int:
        """Return the number of trees drawn on the tile."""
        return self.halves[0].trees + self.halves[1].trees

    @property
    def has_trees(self) -> bool:
        """Return whether the tile shows at least one tree (the variant counts these)."""
        return self.trees > 0

    @property
    def stars(self) -> int:
        """Return the number of stars on the tile."""
        return self.halves[0].stars + self.halves[1].stars


@record
class TileSet:
    """The 25 zoo tiles and the 4 start tiles of a game (start tile ``i`` for seat ``i``);
    ``name`` is the document's, or for a player's file the file's name."""

    tiles: tuple[Tile, ...]
    start_tiles: tuple[Tile, ...]
    name: str = ""

    def tile(self, tile_id: str) -> Tile:
        """Return the zoo or start tile with ``tile_id``.

        Raises:
            ValueError: no such tile.
        """
        for tile in self.tiles + self.start_tiles:
            if tile.id == tile_id:
                return tile
        raise ValueError(f"no tile {tile_id!r}")

    @property
    def tree_tiles(self) -> int:
        """Return how many zoo tiles show trees."""
        return sum(1 for t in self.tiles if t.has_trees)


# -- reading -------------------------------------------------------------------------------------

def _fail(reason: str, **args: Any) -> TileSetError:
    return TileSetError(f"ozoolemio-error-tiles-{reason}", args)


def _crossing(first: Path, second: Path) -> bool:
    """Return whether two separate paths of one half would have to cross."""
    if len(first) < 2 or len(second) < 2:
        return False
    marks = sorted((clockwise_index(s), 0 if s in first else 1) for s in first | second)
    changes = sum(1 for i in range(len(marks)) if marks[i][1] != marks[i - 1][1])
    return changes > 2


def _parse_paths(data: Any, tile: str, half: int) -> tuple[Path, ...]:
    if not isinstance(data, list) or not all(isinstance(p, str) for p in data):
        raise _fail("field", tile=tile, half=half, field="paths")
    paths: list[Path] = []
    used: set[Side] = set()
    for text in data:
        if not _PATH_RE.fullmatch(text) or len(set(text)) != len(text):
            raise _fail("path-syntax", tile=tile, half=half, path=text[:8])
        path = frozenset(Side(letter) for letter in text)
        reused = sorted(path & used, key=clockwise_index)
        if reused:
            raise _fail("path-reused", tile=tile, half=half, side=reused[0].value)
        used |= path
        paths.append(path)
    for i, first in enumerate(paths):
        for second in paths[i + 1:]:
            if _crossing(first, second):
                raise _fail("paths-cross", tile=tile, half=half)
    return tuple(sorted(paths, key=lambda p: min(clockwise_index(s) for s in p)))


def _small_int(data: Mapping[str, Any], key: str, tile: str, half: int, default: int | None,
               low: int, high: int) -> int:
    value = data.get(key, default)
    if type(value) is not int:
        raise _fail("field", tile=tile, half=half, field=key)
    if not low <= value <= high:
        raise _fail(key, tile=tile, half=half, value=value)
    return value


def _parse_half(data: Any, tile: str, half: int, start: bool) -> Half:
    allowed = {"paths"} if start else {"category", "stars", "trees", "paths"}
    if not isinstance(data, dict):
        raise _fail("field", tile=tile, half=half, field="halves")
    unknown = sorted(str(key)[:20] for key in set(data) - allowed)
    if unknown:
        animal = start and unknown[0] in {"category", "stars", "trees"}
        raise _fail("start-animals" if animal else "field", tile=tile, half=half,
                    field=unknown[0])
    if "paths" not in data:
        raise _fail("field", tile=tile, half=half, field="paths")
    paths = _parse_paths(data["paths"], tile, half)
    if start:
        return Half(None, 0, 0, paths)
    category_text = data.get("category")
    if not isinstance(category_text, str):
        raise _fail("field", tile=tile, half=half, field="category")
    try:
        category = Category(category_text)
    except ValueError:
        raise _fail("category", tile=tile, half=half, value=category_text[:20]) from None
    stars = _small_int(data, "stars", tile, half, None, 1, MAX_STARS)
    trees = _small_int(data, "trees", tile, half, 0, 0, MAX_TREES)
    return Half(category, stars, trees, paths)


def _check_inner_edge(tile: str, first: Half, second: Half) -> None:
    if (Side.EAST in first.exits) != (Side.WEST in second.exits):
        raise _fail("inner-path", tile=tile)


def _check_start_paths(tile: str, halves: tuple[Half, Half]) -> None:
    for number, half in enumerate(halves, 1):
        if any(len(path) > 2 for path in half.paths):
            raise _fail("start-branch", tile=tile, half=number)
    if not any(Side.NORTH in half.exits for half in halves):
        raise _fail("start-entrance", tile=tile)


def _parse_tile(data: Any, index: int, start: bool, seen: set[str]) -> Tile:
    where = {"tile": str(index + 1), "list": "start_tiles" if start else "tiles"}
    if not isinstance(data, dict):
        raise _fail("bad-tile", **where)
    tile_id = data.get("id")
    if not isinstance(tile_id, str) or not _ID_RE.fullmatch(tile_id):
        raise _fail("bad-id", **where)
    if tile_id in seen:
        raise _fail("duplicate-id", tile=tile_id)
    seen.add(tile_id)
    unknown = sorted(str(key)[:20] for key in set(data) - {"id", "halves"})
    if unknown:
        raise _fail("field", tile=tile_id, half=0, field=unknown[0])
    halves_data = data.get("halves")
    if not isinstance(halves_data, list) or len(halves_data) != 2:
        raise _fail("halves", tile=tile_id)
    first, second = (_parse_half(h, tile_id, n, start) for n, h in enumerate(halves_data, 1))
    _check_inner_edge(tile_id, first, second)
    if not first.paths and not second.paths:
        raise _fail("no-path", tile=tile_id)
    if not first.exits - {Side.EAST} and not second.exits - {Side.WEST}:
        raise _fail("no-outer-path", tile=tile_id)
    if start:
        _check_start_paths(tile_id, (first, second))
    elif first.category is second.category:
        assert first.category is not None
        raise _fail("same-category", tile=tile_id, category=first.category.value)
    return Tile(tile_id, (first, second))


def parse_tileset(data: JsonValue) -> TileSet:
    """Return the tile set described by ``data`` (a parsed tile file), checked strictly.

    Raises:
        TileSetError: the first problem found, with a Fluent reason
            ``ozoolemio-error-tiles-...`` and args naming the tile and half
            (halves are numbered 1 and 2; a tile without a valid id is named by
            its position from 1 in ``list``, "tiles" or "start_tiles").
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail("format")
    if data.get("version") != VERSION:
        raise _fail("version", version=str(data.get("version"))[:10], expected=VERSION)
    unknown = sorted(str(key)[:20] for key in set(data) - {"format", "version", "name", "tiles",
                                                           "start_tiles"})
    if unknown:
        raise _fail("field", tile="", half=0, field=unknown[0])
    name = data.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise _fail("field", tile="", half=0, field="name")
    tiles, starts = data.get("tiles"), data.get("start_tiles")
    if not isinstance(tiles, list):
        raise _fail("field", tile="", half=0, field="tiles")
    if not isinstance(starts, list):
        raise _fail("field", tile="", half=0, field="start_tiles")
    if len(tiles) != TILE_COUNT:
        raise _fail("count", expected=TILE_COUNT, found=len(tiles))
    if len(starts) != START_TILE_COUNT:
        raise _fail("start-count", expected=START_TILE_COUNT, found=len(starts))
    seen: set[str] = set()
    zoo = tuple(_parse_tile(t, i, False, seen) for i, t in enumerate(tiles))
    start = tuple(_parse_tile(t, i, True, seen) for i, t in enumerate(starts))
    return TileSet(zoo, start, name)


# -- writing -------------------------------------------------------------------------------------

def _path_text(path: Path) -> str:
    return "".join(s.value for s in sorted(path, key=clockwise_index))


def _half_to_json(half: Half) -> JsonValue:
    paths = [_path_text(p) for p in half.paths]
    if half.category is None:
        return {"paths": paths}
    return {"category": half.category.value, "stars": half.stars, "trees": half.trees,
            "paths": paths}


def tile_to_json(tile: Tile) -> JsonValue:
    """Return one tile as written in a tile file."""
    return {"id": tile.id, "halves": [_half_to_json(h) for h in tile.halves]}


def tileset_to_json(tileset: TileSet) -> JsonValue:
    """Return the tile set as a tile-file document (``parse_tileset`` reads it back)."""
    document: dict[str, JsonValue] = {"format": FORMAT, "version": VERSION}
    if tileset.name:
        document["name"] = tileset.name
    document["tiles"] = [tile_to_json(t) for t in tileset.tiles]
    document["start_tiles"] = [tile_to_json(t) for t in tileset.start_tiles]
    return document
