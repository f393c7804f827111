"""Tables back after a restart: every unfinished table's save in the server's folder is
loaded, its seated players made again (away, until their clients come back with their
tokens) and its bots given their dice, so that the game goes on as it would have.

Nothing a save holds is trusted further than the save format checks it: a table whose
``meta`` is not as the server writes it is put aside (renamed, never deleted), as a damaged
save of a local game is.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_games.core.errors import SaveError
from accessible_games.core.save import load, put_aside
from accessible_games.narration.l10n import LANGUAGES
from accessible_games.online.lobby import Server
from accessible_games.online.players import Player
from accessible_games.online.table import CODE_LENGTH, CODE_LETTERS, Table
from accessible_games.registry import get_game
from accessible_games.shell.settings import VERBOSITIES

CODE = re.compile(f"[{CODE_LETTERS}]{{{CODE_LENGTH}}}")
"""A table code as ``new_code`` makes them (a save's file name is its table's code)."""


def restore_tables(server: Server, shell: Callable[[Player], None]) -> tuple[list[str], list[Path]]:
    """Bring back every unfinished table saved in the server's folder, each seated player
    running ``shell`` (away until they reconnect); return the codes restored and the
    files put aside.  A finished table's save is removed."""
    restored: list[str] = []
    aside: list[Path] = []
    for path in sorted(server.folder.glob("*.json")):
        if not CODE.fullmatch(path.stem):
            continue
        try:
            table = _table_from(server, path)
        except (SaveError, ValueError, KeyError, TypeError):
            kept = put_aside(path, time.strftime("%Y%m%d-%H%M%S"))
            if kept is not None:
                aside.append(kept)
            continue
        if table is None:
            continue
        restored.append(table.code)
        for player in table.present():
            player.run(shell)
    return restored, aside


def _table_from(server: Server, path: Path) -> Table | None:
    """Return the table a save holds, its players registered with the server; None (and
    the save removed) when its game is over.

    Raises:
        SaveError: the save is damaged.
        ValueError, KeyError, TypeError: its ``meta`` is not a table's.
    """
    match, meta = load(path, get_game)
    if match.is_over():
        path.unlink(missing_ok=True)
        return None
    about: dict[str, Any] = meta["table"]
    code, creator, lang, kind = (str(about[key]) for key in ("code", "creator", "lang",
                                                               "bot_kind"))
    if code != path.stem or lang not in LANGUAGES:
        raise ValueError("not this table's save")
    seats: dict[str, Any] = about["seats"]
    humans = [seat for seat, spec in enumerate(match.players) if not spec.is_bot]
    if sorted(int(seat) for seat in seats) != humans:
        raise ValueError("the seats do not match the players")
    table = Table(code, match.game.game_id, len(match.players), 0, kind, dict(match.options),
                  creator, lang, server.folder, server.bot_delay)
    table.bot_seats = frozenset(seat for seat, spec in enumerate(match.players) if spec.is_bot)
    with server.lock:
        for seat, sitter in seats.items():
            token, player_lang, verbosity = (str(sitter[key]) for key in
                                             ("token", "lang", "verbosity"))
            player = server.players.get(token)
            if player is None:
                player = Player(match.players[int(seat)].name,
                                player_lang if player_lang in LANGUAGES else LANGUAGES[0],
                                verbosity if verbosity in VERBOSITIES else "normal", token)
                server.players[token] = player
            player.table = table
            table.sitting[int(seat)] = player
        server.tables[code] = table
    dice = meta.get("bots")
    with table.lock:
        table.attach(match, resumed=True, dice=dice if isinstance(dice, dict) else None)
    return table
