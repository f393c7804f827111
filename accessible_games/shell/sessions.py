"""Starting, resuming and seating a game at the keyboard, whichever game it is."""

from __future__ import annotations

import time
from collections.abc import Mapping

from accessible_games.core.errors import SaveError
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.narration.l10n import L10n
from accessible_games.registry import entry, get_game
from accessible_games.shell.app import App
from accessible_games.shell.settings import autosave_path

BOT_NAMES = ("R", "G", "B", "Y", "O")
"""Bots are named by seat: Red, Green, Blue and Yellow (Beasty Bar's colours), then Orange."""


def bot_name(l10n: L10n, seat: int) -> str:
    """Return the name of the bot in ``seat`` ("Bot Green")."""
    colour = l10n(f"shell-bot-colour-{BOT_NAMES[seat % len(BOT_NAMES)]}")
    return l10n("shell-bot-name", colour=colour)


def play_match(app: App, match: AnyMatch, resumed: bool = False,
               meta: Mapping[str, object] | None = None) -> int:
    """Play ``match`` at the keyboard until it ends or the player leaves; return 0.

    A new game is saved at once (replacing any older save); a resumed one gets its bots'
    dice back from the save's ``meta``.

    Raises:
        UnknownGame: the match's game is not in the registry.
    """
    session = entry(match.game.game_id).make_session(app, match, resumed)
    if resumed:
        session.restore_bots(meta or {})
    else:
        session.autosave()
    return session.run()


def start_game(app: App, game_id: str, players: list[PlayerSpec],
               options: dict[str, JsonValue], seed: int | None) -> int:
    """Start a new game of ``game_id`` (a time-based seed if none) and play it.

    Raises:
        GameError: the game refuses the players or options.
        UnknownGame: no game has that id.
    """
    game = entry(game_id).load_game()
    if seed is None:
        seed = time.time_ns() % 2**32
    return play_match(app, Match.start(game, players, options, seed))


def resume_game(app: App) -> int | None:
    """Continue the autosaved game; None (after saying why) if there is none to continue.

    A damaged save is put aside (renamed within its folder, never deleted), and one line
    says what is wrong with it and where it now is, so the next start is clean."""
    from accessible_games.core.save import load, put_aside
    try:
        match, meta = load(autosave_path(), get_game)
    except SaveError as error:
        if error.reason == "save-error-missing":
            app.tell("save-error-no-game", "alert")
            return None
        kept = put_aside(autosave_path(), time.strftime("%Y%m%d-%H%M%S"))
        app.say(app.l10n(error.reason) + " " + app.l10n(
            "save-put-aside", kept="no" if kept is None else "yes", file=str(kept or "")),
            "alert")
        return None
    return play_match(app, match, resumed=True, meta=meta)
