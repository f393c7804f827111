"""What the shell says: every line printed whole, kept in a transcript, handed to speech.

One function presents a message to every channel: ``Announcer.say``.  The
transcript is what ``history`` and the ``,``/``.`` review walk through.  Every line
said, and every prompt, is made ``printable`` first, whatever its source (a player's
name from a save, typed text repeated back): no control character, escape sequence,
direction override or lone surrogate reaches the terminal, the speech or the transcript.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Protocol

from accessible_games.speech.base import Kind

CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"
"""The terminal's sequence that clears the screen (cursor home, erase the display, erase
the scrollback), understood by xterm-like terminals and Windows' console alike."""


_BLANKS = re.compile("[\t\n\x0b\x0c\r\x1c-\x1f\x85\u2028\u2029]")
"""What a terminal, a screen reader or ``str.splitlines`` may take as a line break or
a tab: a space instead."""
_UNPRINTABLE = re.compile(
    "[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Control characters (C0 with Escape and the bell, DEL, C1) and the marks that turn the
direction of text (embeddings, overrides, isolates, the marks of direction): dropped."""
_UNREADABLE = re.compile("[\ud800-\udfff\ufffd]")
"""What stands for bytes that were not UTF-8: U+FFFD, the replacement character (which
screen readers name inconsistently, if at all, and Braille tables show as a code), and
lone surrogates (read with ``surrogateescape``; no stream can write them): a question
mark, which every screen reader says and every Braille display shows."""


def printable(line: str) -> str:
    """Return ``line`` safe to print as one line: breaks and tabs become spaces, control
    characters and direction marks are dropped, what was not readable text (U+FFFD, lone
    surrogates) becomes a question mark.

    >>> printable("Bob\\x1b]0;x\\x07\\nEve\\u202e!\\ufffd")
    'Bob]0;x Eve!?'
    """
    if line.isprintable() and "\ufffd" not in line:
        return line
    return _UNREADABLE.sub("?", _UNPRINTABLE.sub("", _BLANKS.sub(" ", line)))


class SpeechSink(Protocol):
    """The speech facade (``accessible_games.speech.Speech``): prints each line and
    hands it to speech once, by priority."""

    def announce(self, text: str, kind: Kind = "event", interrupt: bool = False) -> None:
        """Print ``text`` and speak it according to its kind."""
        ...

    def stop(self) -> None:
        """Silence speech at once."""
        ...


class Announcer:
    """Says lines, remembers them, and lets the player walk back through them."""

    MAX_TRANSCRIPT = 5000

    def __init__(self, sink: SpeechSink | None = None) -> None:
        if sink is None:
            from accessible_games.speech import make_output
            sink = make_output("print", "en", None, None, lambda msg_id, args: None)
        self.sink: SpeechSink = sink
        self._lines: list[tuple[str, int | None]] = []
        self._past: Callable[[], Iterable[tuple[str, int | None]]] | None = None
        self._block: list[tuple[str, int | None]] = []
        self._cursor: int | None = None
        self._viewer: int | None = None
        self._pacing = False

    @property
    def viewer(self) -> int | None:
        """Return the seat at the keyboard: private lines of other seats are not replayed."""
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        if seat != self._viewer:
            self._viewer = seat
            self._cursor = None

    def _visible(self, entries: list[tuple[str, int | None]]) -> list[str]:
        return [line for line, owner in entries if owner is None or owner == self._viewer]

    @property
    def transcript(self) -> list[str]:
        """Return every remembered line the player at the keyboard may hear again."""
        self._recall_past()
        return self._visible(self._lines)

    @property
    def last_block(self) -> list[str]:
        """Return the last announcement, for ``repeat``."""
        return self._visible(self._block)

    def say(self, lines: str | Iterable[str], kind: Kind = "event", interrupt: bool = False,
            remember: bool = True, owner: int | None = None) -> None:
        """Say each line; ``remember`` keeps it for review and ``repeat``.

        ``owner`` marks a private line (a hand, a drawn card): it is replayed only
        while that seat is at the keyboard.
        """
        texts = [lines] if isinstance(lines, str) else list(lines)
        block = [printable(part) for text in texts for part in text.split("\n") if part.strip()]
        for index, line in enumerate(block):
            if self._pacing:
                self.catch_up()
            self.sink.announce(line, kind, interrupt and index == 0)
        if remember and block:
            entries = [(line, owner) for line in block]
            self._lines.extend(entries)
            del self._lines[:-self.MAX_TRANSCRIPT]
            self._cursor = None
            self._block = entries

    @property
    def remembered(self) -> list[tuple[str, int | None]]:
        """Return every remembered line with its owner (None for a public line)."""
        self._recall_past()
        return list(self._lines)

    def recall(self, past: Callable[[], Iterable[tuple[str, int | None]]]) -> None:
        """Remember lines said before this run (a resumed game's past, with their owners)
        ahead of those said since, without saying them again.  ``past`` is called when
        the review first needs them: most resumed games never ask, and narrating a long
        game's past again would cost more than the whole start."""
        self._past = past
        self._cursor = None

    def _recall_past(self) -> None:
        past, self._past = self._past, None
        if past is not None:
            self._lines[:0] = past()
            del self._lines[:-self.MAX_TRANSCRIPT]

    def new_block(self) -> None:
        """Start a fresh block for ``repeat`` (the next ``say`` replaces it)."""
        self._block = []

    def extend_block(self, lines: Iterable[str], kind: Kind = "event",
                     owner: int | None = None) -> None:
        """Say lines that belong with the previous ones for ``repeat``."""
        previous = list(self._block)
        before = len(self._lines)
        self.say(lines, kind, owner=owner)
        added = self._lines[before:] if len(self._lines) > before else []
        self._block = previous + added

    def review(self, step: int) -> str | None:
        """Return the line ``step`` away from the review cursor (-1 older, +1 newer)."""
        visible = self.transcript
        if not visible:
            return None
        if self._cursor is None:
            self._cursor = len(visible)
        target = self._cursor + step
        if not 0 <= target < len(visible):
            return None
        self._cursor = target
        return visible[target]

    def recent(self, count: int) -> list[str]:
        """Return the last ``count`` lines the player at the keyboard may hear again."""
        return self.transcript[-count:] if count > 0 else []

    def stop(self) -> None:
        """Silence speech."""
        self.sink.stop()

    def catch_up(self) -> None:
        """Print what was said so far and wait until the voice has said it (a sink
        without speech returns at once).  Ctrl-C silences the voice instead of waiting."""
        self.flush()
        catch_up = getattr(self.sink, "catch_up", None)
        if catch_up is None:
            return
        try:
            catch_up()
        except KeyboardInterrupt:
            self.sink.stop()

    @contextmanager
    def paced(self) -> Iterator[None]:
        """Within the block each line waits until the voice has said the lines before
        it, so that what is printed is what is being said (a game of bots alone)."""
        pacing, self._pacing = self._pacing, True
        try:
            yield
        finally:
            self._pacing = pacing

    def flush(self) -> None:
        """Deliver the lines said so far to the terminal at once (a sink that prints
        holds them until now; one that does not needs no flush)."""
        flush = getattr(self.sink, "flush", None)
        if flush is not None:
            flush()

    def clear_screen(self) -> None:
        """Clear the terminal and its scrollback, when the output is one (what was printed
        before is then no longer on screen nor in a screen reader's review of it)."""
        self.flush()
        if sys.stdout.isatty():
            sys.stdout.write(CLEAR_SCREEN)
            sys.stdout.flush()

    @staticmethod
    def end_partial_line() -> None:
        """After Ctrl-C or Ctrl-D at the prompt, start the next sentence on a line of its own."""
        sys.stdout.write("\n")
        sys.stdout.flush()

