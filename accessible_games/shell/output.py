"""What the shell says: every line printed whole, kept in a transcript, handed to speech.

One function presents a message to every channel: ``Announcer.say``.  The
transcript is what ``history`` and the ``,``/``.`` review walk through.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Protocol


class SpeechSink(Protocol):
    """The speech facade: prints the line and hands it to speech once."""

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        """Print ``text`` and speak it according to its kind."""
        ...

    def stop(self) -> None:
        """Silence speech at once."""
        ...


class PrintSink:
    """Prints whole lines, nothing else."""

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        """Print ``text`` as one line and flush."""
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    def stop(self) -> None:
        """Nothing to silence."""


class Announcer:
    """Says lines, remembers them, and lets the player walk back through them."""

    MAX_TRANSCRIPT = 5000

    def __init__(self, sink: SpeechSink | None = None) -> None:
        self.sink: SpeechSink = sink or PrintSink()
        self.transcript: list[str] = []
        self.last_block: list[str] = []
        self._cursor: int | None = None

    def say(self, lines: str | Iterable[str], kind: str = "event", interrupt: bool = False,
            remember: bool = True) -> None:
        """Say each line; ``remember`` keeps it in the transcript and for ``repeat``."""
        texts = [lines] if isinstance(lines, str) else list(lines)
        block = [part for text in texts for part in text.split("\n") if part.strip()]
        for index, line in enumerate(block):
            self.sink.announce(line, kind, interrupt and index == 0)
        if remember and block:
            self.transcript.extend(block)
            del self.transcript[:-self.MAX_TRANSCRIPT]
            self._cursor = None
            self.last_block = block

    def new_block(self) -> None:
        """Start a fresh block for ``repeat`` (the next ``say`` replaces it)."""
        self.last_block = []

    def extend_block(self, lines: Iterable[str], kind: str = "event") -> None:
        """Say lines that belong with the previous ones for ``repeat``."""
        previous = list(self.last_block)
        self.say(lines, kind)
        self.last_block = previous + self.last_block

    def review(self, step: int) -> str | None:
        """Return the transcript line ``step`` away from the review cursor (-1 older, +1 newer)."""
        if not self.transcript:
            return None
        if self._cursor is None:
            self._cursor = len(self.transcript)
        target = self._cursor + step
        if not 0 <= target < len(self.transcript):
            return None
        self._cursor = target
        return self.transcript[target]

    def recent(self, count: int) -> list[str]:
        """Return the last ``count`` transcript lines."""
        return self.transcript[-count:] if count > 0 else []

    def stop(self) -> None:
        """Silence speech."""
        self.sink.stop()

    @staticmethod
    def end_partial_line() -> None:
        """After Ctrl-C or Ctrl-D at the prompt, start the next sentence on a line of its own."""
        sys.stdout.write("\n")
        sys.stdout.flush()


Say = Callable[..., None]
