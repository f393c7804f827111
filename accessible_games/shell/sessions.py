"""Starting, resuming and seating a game at the keyboard, whichever game it is."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from accessible_games.core.errors import SaveError
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.narration.l10n import L10n
from accessible_games.registry import entry, get_game
from accessible_games.shell.app import App
from accessible_games.shell.session import SessionHooks
from accessible_games.shell.settings import Settings, autosave_path

if TYPE_CHECKING:
    from accessible_games.speech.base import Kind

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
        history, settings, lang = list(match.history), app.settings, app.lang
        app.announcer.recall(lambda: past_lines(settings, lang, match, history))
        session.restore_bots(meta or {})
    else:
        session.autosave()
    return session.run()


class _Unsaved(SessionHooks):
    """A session that only narrates: nothing is saved."""

    saves = False


class _Silent:
    """The speech sink of a shell context that says nothing."""

    def announce(self, text: str, kind: Kind = "event", interrupt: bool = False) -> None:
        """Say nothing."""

    def stop(self) -> None:
        """Nothing speaks."""


class _NoInput:
    """The line reader of a shell context that never asks anything: input has ended."""

    mode = "plain"

    def read(self, prompt: str) -> str:
        """Raise EOFError: nothing is read."""
        raise EOFError


def quiet_app(settings: Settings, lang: str) -> App:
    """Return a shell context that reads and says nothing (what it says is remembered):
    for a game's start checks outside a game (selfplay declines what ``play`` declines)
    and for narrating a resumed game's past."""
    return App(settings, lang, "plain", sink=_Silent(), reader=_NoInput())


def past_lines(settings: Settings, lang: str, match: AnyMatch,
               history: Sequence[tuple[int, Any]]) -> list[tuple[str, int | None]]:
    """Return what the players heard of ``match`` up to ``history`` (the actions it was
    resumed with), in ``lang``, each line with its
    owner as the live session marked it (a hand, a draw: private to that seat), for the
    review of a resumed game (``history``, ``,`` and ``.``).

    A silent session of the same game plays the saved history again from the seed and
    narrates it as the live one did: the keyboard is with the human who decided last (the
    first human before anyone did), so what was private to a player stays theirs."""
    silent = quiet_app(settings, lang)
    replay = Match.start(match.game, list(match.players), dict(match.options), match.seed)
    session = entry(match.game.game_id).make_session(silent, replay, False)
    session.hooks = _Unsaved()
    humans = session.humans
    listener = humans[0] if humans else None
    session.keyboard = listener
    silent.announcer.viewer = listener
    session.opening()
    for player, action in history:
        if player in humans:
            session.keyboard = player
            silent.announcer.viewer = player
        session.act(player, action)
    return silent.announcer.remembered


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


def saved_game(app: App) -> str | None:
    """Return the name of the unfinished game in the autosave ("Zooloretto"), or None when
    none is saved or the save cannot be resumed (then nothing would be lost)."""
    if not autosave_path().exists():
        return None
    from accessible_games.core.save import load
    try:
        match, _meta = load(autosave_path(), get_game)
    except SaveError:
        return None
    return app.text(entry(match.game.game_id).name_id)


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
