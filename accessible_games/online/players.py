"""The players of the server: who they are, where their messages go, their shell's thread."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.online.seats import WAKE, Gone, Link, RemoteApp
from accessible_games.shell.settings import Settings

if TYPE_CHECKING:
    from accessible_games.online.table import Table


class Player:
    """One player of the server, from their first hello until they say goodbye.

    A player outlives their connections: a dropped one leaves them away, in their place
    (the lobby or a seat), until the client comes back with their ``token``.

    Attributes:
        name: their name, unique on the server.
        token: the secret that brings a reconnecting client back to this player.
        lang: their language.
        verbosity: how much their sessions narrate.
        link: where their messages go (nowhere while away).
        app: their shell context, made in their own thread.
        table: the table where they sit or wait, if any.
    """

    def __init__(self, name: str, lang: str, verbosity: str,
                 token: str | None = None) -> None:
        self.name = name
        self.token = token or secrets.token_urlsafe(24)
        self.lang = lang
        self.verbosity = verbosity
        self.link = Link()
        self.app: RemoteApp | None = None
        self.table: Table | None = None
        self.thread: threading.Thread | None = None
        self.gone = False

    def make_app(self) -> RemoteApp:
        """Return the player's shell context (made in the thread that runs their shell,
        whose input language it sets)."""
        settings = Settings(language=self.lang, verbosity=self.verbosity,
                            bot_delay=0.0).validated()
        self.app = RemoteApp(settings, self.lang, self.link)
        return self.app

    def run(self, shell: Callable[[Player], None]) -> None:
        """Run ``shell`` for this player in a thread of its own."""
        self.thread = threading.Thread(target=self._run, args=(shell,), daemon=True,
                                       name=f"player-{self.name}")
        self.thread.start()

    def _run(self, shell: Callable[[Player], None]) -> None:
        try:
            shell(self)
        except Gone:
            pass

    def wake(self) -> None:
        """End a read of the player's that waits for their table to change."""
        if self.app is not None:
            self.app.remote.inbox.put(WAKE)

    def typed(self, line: str) -> None:
        """Hand a line the player typed to their shell."""
        if self.app is not None:
            self.app.remote.inbox.put(line)

    def end(self) -> None:
        """End the player's shell (they said goodbye, or the server stops)."""
        self.gone = True
        if self.app is not None:
            self.app.remote.inbox.put(Gone())
