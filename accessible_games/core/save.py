"""JSON saves: atomic writes, schema checks, and loading by replay.

A save holds the schema version, the game, options, seed, players, the whole
action history and a full snapshot of the state.  Loading starts the game
from the seed, replays every action through the match checks, and compares
the result with the snapshot, so a damaged or edited file is refused rather
than trusted.  See docs/save-format.md.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from accessible_games.core.bots import BOT_KINDS
from accessible_games.core.errors import GameError, SaveError
from accessible_games.core.game import Game, PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.core.sealing import OPEN_SCHEMA, seal, snapshot_matches, unseal

SAVE_FORMAT = "accessible-games-save"
SCHEMA_VERSION = OPEN_SCHEMA
MAX_SAVE_BYTES = 2_000_000
MAX_NAME_LENGTH = 40
MAX_JSON_DEPTH = 32
"""Arrays and objects nest at most this deep in a file we read (a save nests 8 deep)."""
MAX_INT_DIGITS = 100
"""An integer in a file we read has at most this many digits (a seed or a generator's
state has 20; Python refuses more than 4,300, and arithmetic on huge ones is slow)."""
_FILE_TYPE, _REGULAR_FILE = 0o170000, 0o100000
"""The file-type bits of ``st_mode`` and their value for a regular file (``stat.S_ISREG``
written out: the rules core's static check allows this module only json, os, tempfile
and pathlib)."""
_BOM = "\ufeff"


def to_json(match: AnyMatch, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Return the open save document of ``match`` (schema 1, every field plain, as
    ``from_json`` reads it); ``meta`` holds shell settings.  ``save`` writes it sealed."""
    game = match.game
    return {
        "format": SAVE_FORMAT,
        "schema": SCHEMA_VERSION,
        "game": game.game_id,
        "options": dict(match.options),
        "seed": match.seed,
        "players": [{"name": p.name, "bot": p.bot} for p in match.players],
        "history": [{"player": player, "action": game.action_to_json(action)}
                    for player, action in match.history],
        "state": game.state_to_json(match.state),
        "meta": dict(meta or {}),
    }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new one, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                         dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise


def read_text(path: Path, limit: int) -> str:
    """Return the text of the regular file at ``path``, strictly UTF-8, at most ``limit``
    bytes; a UTF-8 byte-order mark at the start (as Windows Notepad writes) is skipped.

    The file is opened without blocking (a FIFO cannot hang the open), checked on the
    opened descriptor to be a regular file (no FIFO, device or directory, also through a
    symbolic link), and at most ``limit`` + 1 bytes are read whatever its size says.

    Raises:
        SaveError: ``save-error-missing`` (no such file), ``save-error-not-a-file``,
            ``save-error-too-large``, ``save-error-unreadable`` (no permission, not UTF-8).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError("save-error-missing") from None
    except IsADirectoryError:
        raise SaveError("save-error-not-a-file") from None
    except (OSError, ValueError) as error:
        raise SaveError("save-error-unreadable", type(error).__name__) from None
    try:
        info = os.fstat(handle)
        if info.st_mode & _FILE_TYPE != _REGULAR_FILE:
            raise SaveError("save-error-not-a-file")
        if info.st_size > limit:
            raise SaveError("save-error-too-large")
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(handle, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise SaveError("save-error-unreadable", type(error).__name__) from None
    finally:
        os.close(handle)
    if left <= 0:
        raise SaveError("save-error-too-large")
    try:
        text = b"".join(chunks).decode("utf-8", errors="strict")
    except UnicodeDecodeError:
        raise SaveError("save-error-unreadable", "not UTF-8") from None
    return text[1:] if text.startswith(_BOM) else text


class JsonRefused(SaveError):
    """Text that is not JSON we accept; ``line`` is where the problem was found (1 if it
    is the whole text's, as nesting too deep is)."""

    def __init__(self, reason: str, detail: str = "", line: int = 1) -> None:
        super().__init__(reason, detail)
        self.line = line


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonRefused("save-error-number", f"{len(text)} digits")
    return int(text)


def _no_constant(name: str) -> Any:
    raise JsonRefused("save-error-unreadable", f"{name} is not JSON")


def _nesting_within(value: Any, limit: int) -> bool:
    """Return whether arrays and objects in ``value`` nest at most ``limit`` deep (walked
    with a list, not recursion)."""
    waiting = [(value, 1)]
    while waiting:
        item, depth = waiting.pop()
        children = item.values() if isinstance(item, dict) else \
            item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            return False
        waiting.extend((child, depth + 1) for child in children)
    return True


def parse_json(text: str) -> Any:
    """Return the JSON value of ``text``: standard JSON only (no NaN or Infinity), integers
    of at most ``MAX_INT_DIGITS`` digits, nesting at most ``MAX_JSON_DEPTH`` deep.

    Raises:
        JsonRefused: ``save-error-unreadable`` (not JSON, ``line`` says where),
            ``save-error-number`` (an integer too long), ``save-error-too-deep``.
    """
    try:
        value = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except JsonRefused:
        raise
    except json.JSONDecodeError as error:
        raise JsonRefused("save-error-unreadable", error.msg, error.lineno) from None
    except RecursionError:
        raise JsonRefused("save-error-too-deep") from None
    except ValueError as error:  # e.g. a float's exponent far too long
        raise JsonRefused("save-error-unreadable", type(error).__name__) from None
    if not _nesting_within(value, MAX_JSON_DEPTH):
        raise JsonRefused("save-error-too-deep")
    return value


def read_json(path: Path, limit: int) -> Any:
    """Return the JSON value in the file at ``path`` (``read_text``, then ``parse_json``).

    Raises:
        SaveError: every reason of ``read_text`` and of ``parse_json``.
    """
    return parse_json(read_text(path, limit))


def save(path: Path, match: AnyMatch, meta: Mapping[str, Any] | None = None) -> None:
    """Save ``match`` to ``path`` atomically, sealed (schema 2: nothing hidden readable, see
    core/sealing.py), as compact JSON (no indent, no spaces: the C encoder, a smaller file);
    ``load`` reads the plain and indented saves of older versions too."""
    write_atomic(path, json.dumps(seal(to_json(match, meta)), ensure_ascii=False,
                                  separators=(",", ":")))


def _require(condition: bool, detail: str) -> None:
    if not condition:
        raise SaveError("save-error-invalid", detail)


def saved_options(game: Game[Any, Any, Any], options: dict[str, Any], seed: int,
                  state: Any) -> dict[str, Any]:
    """Return the options a save was played with: a game that added an option since may
    say, from the save's snapshot, what its absence meant then (``options_from_save``)."""
    older = getattr(game, "options_from_save", None)
    return dict(older(options, seed, state)) if older is not None else options


def _player(entry: Any) -> PlayerSpec:
    """Return the seat a save's ``players`` entry describes: a name the command line would
    take (printable: no control characters, lone surrogates or direction overrides; at most
    ``MAX_NAME_LENGTH`` letters) and no bot or a bot kind every game offers.

    Raises:
        SaveError: ``save-error-invalid`` (wrong types), ``save-error-name``,
            ``save-error-bot``.
    """
    _require(isinstance(entry, dict) and isinstance(entry.get("name"), str), "player name")
    name, bot = entry["name"], entry.get("bot")
    if not (0 < len(name) <= MAX_NAME_LENGTH and name.isprintable() and name.strip()):
        raise SaveError("save-error-name")
    _require(bot is None or isinstance(bot, str), "player bot")
    if bot is not None and bot not in BOT_KINDS:
        raise SaveError("save-error-bot")
    return PlayerSpec(name, bot)


def from_json(data: Any, games: Callable[[str], Game[Any, Any, Any] | None]) -> AnyMatch:
    """Rebuild a match from a save document by replaying its history.

    Args:
        data: the parsed JSON document (untrusted).
        games: looks a game up by its id; None if unknown.

    Raises:
        SaveError: the document is not a valid save, or its snapshot disagrees
            with the replayed game.
    """
    _require(isinstance(data, dict), "not an object")
    _require(data.get("format") == SAVE_FORMAT, "not a save file")
    _require(data.get("schema") == SCHEMA_VERSION, "unknown schema version")
    game = games(data.get("game")) if isinstance(data.get("game"), str) else None
    _require(game is not None, "unknown game")
    assert game is not None
    options, seed, players, history = (data.get(k) for k in ("options", "seed", "players",
                                                            "history"))
    _require(isinstance(options, dict), "options")
    _require(type(seed) is int, "seed")
    _require(isinstance(players, list) and 1 <= len(players) <= 8, "players")
    specs = [_player(entry) for entry in players]
    _require(isinstance(history, list), "history")
    _require(isinstance(data.get("meta", {}), dict), "meta")
    try:
        match = Match.start(game, specs, saved_options(game, options, seed, data.get("state")),
                            seed)
    except (GameError, ValueError, TypeError, KeyError) as error:
        raise SaveError("save-error-options", str(error)) from None
    try:
        for step in history:
            _require(isinstance(step, dict) and type(step.get("player")) is int, "history step")
            match.act(step["player"], game.action_from_json(step.get("action")))
    except (GameError, ValueError, TypeError, KeyError) as error:
        raise SaveError("save-error-replay", str(error)) from None
    if not snapshot_matches(game.state_to_json(match.state), data):
        raise SaveError("save-error-mismatch")
    return match


def load(path: Path, games: Callable[[str], Game[Any, Any, Any] | None]) -> tuple[AnyMatch, dict[str, Any]]:
    """Load a save file; return the match and the shell's ``meta`` settings.

    The file is read by ``read_json`` (a regular file, at most ``MAX_SAVE_BYTES``, UTF-8,
    bounded JSON) and checked by ``from_json``.

    Raises:
        SaveError: missing, not a regular file, too large, not JSON, invalid or
            inconsistent; ``reason`` names the problem.
    """
    data = read_json(path, MAX_SAVE_BYTES)
    match = from_json(data := unseal(data, parse_json), games)
    return match, dict(data.get("meta", {}))


DAMAGED_SUFFIX = ".damaged-"
"""What a damaged save's new name has after its stem: ``autosave.damaged-20260102-030405.json``."""


def put_aside(path: Path, when: str) -> Path | None:
    """Rename the damaged file ``path`` within its folder to ``<stem>.damaged-<when><suffix>``
    (``-2``, ``-3``... if taken), never deleting it and never following a symbolic link
    (the link itself is renamed); return the new path, or None if it could not be renamed.
    ``when`` is the time, as ``YYYYmmdd-HHMMSS``."""
    for number in range(1, 100):
        extra = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}{DAMAGED_SUFFIX}{when}{extra}{path.suffix}")
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None
