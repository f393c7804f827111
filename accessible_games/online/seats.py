"""A player of the server as the shell sees them: lines out to their connection, typed lines
in from it, and the shell context (``App``) that joins the two.

Each player of the server has one thread that runs their shell (the lobby's menus, then a
table's session) with the same blocking reads as at a keyboard.  ``RemoteInput.read``
sends the prompt and waits for the player's next line, giving up the table's lock while it
waits, so that other seats' sessions run meanwhile; ``RemoteSink`` sends every line said.
While the player is away (the connection dropped) nothing is sent, and what is said is
still remembered by the shell, so ``history`` replays it on their return; the prompt is
sent again then.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from accessible_games.online.protocol import Line, Prompt, ServerMessage, Words
from accessible_games.shell.app import App
from accessible_games.shell.output import Announcer, printable
from accessible_games.shell.settings import Settings
from accessible_games.speech.base import Kind

Message = ServerMessage
"""One message to the player's client (see docs/protocol.md), before it is encoded."""


class Wake:
    """What a seat's inbox holds when the table changed (someone moved): a read that waits
    for another's move ends (``Woken``); one of the player's own decision ignores it."""


WAKE = Wake()


class Woken(Exception):
    """The table changed while the seat waited for another's move: look again whose turn
    it is."""


class Gone(Exception):
    """The player's thread is to end: the player said goodbye or the server stops."""


MISSED_MAX = 60
"""The most lines kept for a player while they are away, said when they come back (all
of them stay in the shell's transcript, for ``history``)."""


class Link:
    """Where a player's messages go: their connection while there is one.

    ``send`` may be called from any thread.  While the player is away, the last
    ``MISSED_MAX`` lines are kept, and given first to the next connection.
    """

    def __init__(self) -> None:
        self._send: Callable[[Message], None] | None = None
        self._lock = threading.Lock()
        self._missed: deque[Message] = deque(maxlen=MISSED_MAX)
        self.away_since: float | None = time.monotonic()
        """Since when the player has had no connection (``time.monotonic``: when the last
        one ended, or when the player was made); None while they have one."""

    def attach(self, send: Callable[[Message], None] | None,
               header: Callable[[int], Message] | None = None
               ) -> Callable[[Message], None] | None:
        """Send from now on through ``send`` (None: the player is away); the lines kept
        while the player was away go first, after ``header`` of their number.  Return the
        connection's ``send`` that this one replaces, if any."""
        with self._lock:
            if send is not None and self._missed:
                if header is not None:
                    send(header(len(self._missed)))
                for message in self._missed:
                    send(message)
                self._missed.clear()
            replaced, self._send = self._send, send
            self.away_since = None if send is not None else time.monotonic()
        return replaced

    def detach(self, send: Callable[[Message], None]) -> bool:
        """Leave the player away if their messages still go through ``send`` (a
        connection that ended); return whether they did (a newer connection stays)."""
        with self._lock:
            if self._send is not send:
                return False
            self._send = None
            self.away_since = time.monotonic()
        return True

    @property
    def present(self) -> bool:
        """Return whether the player has a connection."""
        return self._send is not None

    def send(self, message: Message) -> None:
        """Send ``message`` to the player, if they are there."""
        with self._lock:
            send = self._send
            if send is None and isinstance(message, Line):
                self._missed.append(message)
        if send is not None:
            send(message)


class RemoteSink:
    """The shell's speech sink for a player of the server: each line said is sent whole,
    with its kind; the player's client prints and speaks it."""

    def __init__(self, link: Link) -> None:
        self.link = link

    def announce(self, text: str, kind: Kind = "event", interrupt: bool = False) -> None:
        """Send one line."""
        self.link.send(Line(text, kind, interrupt))

    def stop(self) -> None:
        """Nothing speaks here: the client silences its own speech."""


class RemoteAnnouncer(Announcer):
    """The announcer of a player of the server: nothing is written to the server's own
    terminal (the line a local terminal needs after Ctrl-C, a cleared screen)."""

    def end_partial_line(self) -> None:  # type: ignore[override]
        """No terminal line to end."""

    def clear_screen(self) -> None:
        """No screen to clear."""

    def chat(self, line: str) -> None:
        """Say another player's chat line: sent marked as chat (the client never lets it
        cut off the game's narration) and remembered for ``history``, but not for
        ``repeat``."""
        text = printable(line)
        sink = self.sink
        if isinstance(sink, RemoteSink):
            sink.link.send(Line(text, "chat"))
        self._lines.append((text, None))
        del self._lines[:-self.MAX_TRANSCRIPT]


class RemoteInput:
    """The line reader of a player of the server.

    Lines typed arrive in ``inbox`` (from the server's event loop); ``read`` sends the
    prompt and returns the next line.  While it waits it releases ``lock`` (the table's,
    held by the player's thread whenever it runs a session), and takes it back before it
    returns.  Lines that a ``side`` handler takes (chat, who) are answered there and the
    wait goes on, whatever the shell is asking.
    """

    mode = "plain"

    def __init__(self, link: Link) -> None:
        self.link = link
        self.inbox: queue.Queue[str | Wake | BaseException] = queue.Queue()
        self.lock: threading.Lock | None = None
        self.wakeable = False
        """Whether a ``WAKE`` ends the read (``Woken``): only while waiting for another."""
        self.side: Callable[[str], bool] = lambda line: False
        """Answers a line that is not for the shell (chat, who); returns whether it did."""
        self.prompt = ""
        self._words: tuple[str, ...] = ()

    def read(self, prompt: str) -> str:
        """Send ``prompt`` and return the player's next line for the shell.

        Raises:
            Woken: the table changed while ``wakeable``.
            Gone: the player's thread is to end.
            EOFError: the player left what the shell is asking (as end of input would).
        """
        self.prompt = prompt
        self.link.send(Prompt(prompt))
        while True:
            item = self._take()
            if isinstance(item, Wake):
                if self.wakeable:
                    raise Woken
                continue
            if isinstance(item, BaseException):
                raise item
            if self.side(item):
                self.link.send(Prompt(prompt))
                continue
            return item

    def _take(self) -> str | Wake | BaseException:
        lock = self.lock
        if lock is None:
            return self.inbox.get()
        lock.release()
        try:
            return self.inbox.get()
        finally:
            lock.acquire()

    def offer_words(self, words: Iterable[str]) -> None:
        """Tell the client the words it may complete, when they changed."""
        chosen = tuple(sorted(set(words)))
        if chosen != self._words:
            self._words = chosen
            self.link.send(Words(chosen))

    def resend_prompt(self) -> None:
        """Send the prompt of the read under way again (after the player came back)."""
        if self.prompt:
            self.link.send(Prompt(self.prompt))


class RemoteApp(App):
    """The shell context of a player of the server: their language and settings, lines to
    their client, lines from it.  Settings changed by the player hold for them alone and
    are never written to the server's disk."""

    def __init__(self, settings: Settings, lang: str, link: Link) -> None:
        self.link = link
        self.remote = RemoteInput(link)
        super().__init__(settings, lang, "plain", sink=RemoteSink(link), reader=self.remote)
        self.chats = RemoteAnnouncer(self.announcer.sink)
        self.announcer = self.chats

    def chat(self, line: str) -> None:
        """Say a line of another player's (chat, away, back): see ``RemoteAnnouncer.chat``."""
        self.chats.chat(line)

    def update_settings(self, **changes: Any) -> None:
        """Change the player's settings, for this connection's player only."""
        from dataclasses import replace
        self.settings = replace(self.settings, **changes).validated()

    def restart_speech(self) -> None:
        """The client speaks: nothing to start here."""
