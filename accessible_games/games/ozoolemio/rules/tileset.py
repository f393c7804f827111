"""Reading tile files: the packaged default tile set, or a player's own file.

This is the one module of the game that reads a file (tests/test_static.py
exempts it, for json, importlib and pathlib only).  The rules never call it
with a path: the shell passes a player's ``--tiles FILE`` here and hands the
result to ``new_game`` through the option ``"tiles"`` (see
``tileset_option``); games without that option use the default set, our own
reconstruction (the published tile list is unknown), shipped as
``data/tiles.json`` inside the package.

A player's file is read by the app's one safe reader (``core.save.read_text``, then
``core.save.parse_json``): only a regular file (a FIFO or a device is refused, never
waited on or read without end), at most ``MAX_FILE_BYTES``, strict UTF-8, bounded JSON.

Errors are ``TileSetError`` with a Fluent reason: ``ozoolemio-error-tiles-unreadable``
(file: missing, not a regular file, not UTF-8, or a number too long),
``ozoolemio-error-tiles-too-large`` (file, limit in bytes),
``ozoolemio-error-tiles-not-json`` (file, line; nesting too deep is at line 1), and every
reason of ``tiles.parse_tileset``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from importlib import resources
from pathlib import Path

from accessible_games.core.errors import SaveError
from accessible_games.core.game import JsonValue
from accessible_games.core.save import JsonRefused, parse_json, read_text
from accessible_games.games.ozoolemio.rules.tiles import (
    MAX_NAME, TileSet, TileSetError, parse_tileset, tileset_to_json,
)

MAX_FILE_BYTES = 200_000
"""A tile file larger than this is refused unread."""
DEFAULT_FILE = ("data", "tiles.json")
"""Where the default tile set lies inside the package."""


def _parse_text(text: str, name: str) -> TileSet:
    try:
        data = parse_json(text)
    except JsonRefused as error:
        if error.reason == "save-error-number":
            raise TileSetError("ozoolemio-error-tiles-unreadable", {"file": name}) from None
        raise TileSetError("ozoolemio-error-tiles-not-json",
                           {"file": name, "line": error.line}) from None
    return parse_tileset(data)


@lru_cache(maxsize=1)
def default_tileset() -> TileSet:
    """Return the tile set shipped with the app (read once, then kept)."""
    resource = resources.files("accessible_games.games.ozoolemio.rules").joinpath(
        DEFAULT_FILE[0]).joinpath(DEFAULT_FILE[1])
    return _parse_text(resource.read_text(encoding="utf-8"), DEFAULT_FILE[-1])


def load_tileset(path: Path | str | None = None) -> TileSet:
    """Return the tile set in the file at ``path``, or the default set if ``path`` is None.

    A player's set is named by its file's name (what they typed, without the folders),
    which the game then says; a UTF-8 byte-order mark at the start (as Windows Notepad
    writes) is skipped.

    Raises:
        TileSetError: the file cannot be read, is too large, is not JSON, or
            does not describe a valid tile set (the reason says which tile and why).
    """
    if path is None:
        return default_tileset()
    file = Path(path)
    try:
        text = read_text(file, MAX_FILE_BYTES)
    except SaveError as error:
        if error.reason == "save-error-too-large":
            raise TileSetError("ozoolemio-error-tiles-too-large",
                               {"file": file.name, "limit": MAX_FILE_BYTES}) from None
        raise TileSetError("ozoolemio-error-tiles-unreadable", {"file": file.name}) from None
    return replace(_parse_text(text, file.name), name=file.name[:MAX_NAME])


def tileset_name(tileset: TileSet) -> str | None:
    """Return how the game names ``tileset``: None for the default set, else its name
    ("" if it has none)."""
    return None if tileset == default_tileset() else tileset.name


def tileset_option(tileset: TileSet) -> JsonValue:
    """Return the value of the game option ``"tiles"`` that plays with ``tileset``.

    The whole set travels in the options, so a save replays with the same tiles
    even if the file is gone.
    """
    return tileset_to_json(tileset)
