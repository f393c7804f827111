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

from accessible_games.core.errors import GameError, SaveError
from accessible_games.core.game import Game, PlayerSpec
from accessible_games.core.match import AnyMatch, Match

SAVE_FORMAT = "accessible-games-save"
SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 2_000_000
MAX_NAME_LENGTH = 40


def to_json(match: AnyMatch, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Return the save document of ``match``; ``meta`` holds shell settings."""
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


def save(path: Path, match: AnyMatch, meta: Mapping[str, Any] | None = None) -> None:
    """Save ``match`` to ``path`` atomically, as compact JSON (no indent, no spaces: the
    C encoder, a smaller file); ``load`` reads the indented saves of older versions too."""
    write_atomic(path, json.dumps(to_json(match, meta), ensure_ascii=False,
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
    specs = []
    for entry in players:
        _require(isinstance(entry, dict) and isinstance(entry.get("name"), str)
                 and 0 < len(entry["name"]) <= MAX_NAME_LENGTH and entry["name"].isprintable(),
                 "player name")
        _require(entry.get("bot") is None or isinstance(entry.get("bot"), str), "player bot")
        specs.append(PlayerSpec(entry["name"], entry.get("bot")))
    _require(isinstance(history, list), "history")
    _require(isinstance(data.get("meta", {}), dict), "meta")
    try:
        match = Match.start(game, specs, saved_options(game, options, seed, data.get("state")), seed)
        for step in history:
            _require(isinstance(step, dict) and type(step.get("player")) is int, "history step")
            match.act(step["player"], game.action_from_json(step.get("action")))
    except (GameError, ValueError, TypeError, KeyError) as error:
        raise SaveError("save-error-replay", str(error)) from None
    if game.state_to_json(match.state) != data.get("state"):
        raise SaveError("save-error-mismatch")
    return match


def load(path: Path, games: Callable[[str], Game[Any, Any, Any] | None]) -> tuple[AnyMatch, dict[str, Any]]:
    """Load a save file; return the match and the shell's ``meta`` settings.

    Raises:
        SaveError: missing, too large, not JSON, invalid or inconsistent.
    """
    try:
        size = path.stat().st_size
    except OSError:
        raise SaveError("save-error-missing") from None
    if size > MAX_SAVE_BYTES:
        raise SaveError("save-error-too-large")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise SaveError("save-error-unreadable", str(error)) from None
    match = from_json(data, games)
    return match, dict(data.get("meta", {}))
