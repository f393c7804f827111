"""The print channel: whole lines to standard output, delivered a turn at a time.

This is the primary channel: the player's screen reader and Braille display read
the terminal.  It never speaks, so nothing is ever read twice.  Lines are written
whole and delivered together when the shell flushes (before it reads the next
command, before a bot's pause): a screen reader then gets one insertion to read
per turn instead of one per line, which it can fall behind on and read twice.
"""

from __future__ import annotations

import io
import sys
from typing import TextIO

from .base import BaseOutput


def configure_console(stream: TextIO | None = None) -> None:
    """Make ``stream`` (default: ``sys.stdout``) safe for Czech text.

    On Windows the console or a redirected pipe may use a legacy code page, so the
    stream is switched to UTF-8; elsewhere a non-UTF-8 stream keeps its encoding
    but replaces what it cannot encode instead of raising.  Streams that cannot be
    reconfigured (test captures, custom writers) are left alone.
    """
    target = sys.stdout if stream is None else stream
    reconfigure = getattr(target, "reconfigure", None)
    if reconfigure is None or not isinstance(target, io.TextIOWrapper):
        return
    encoding = (target.encoding or "").lower().replace("_", "-")
    try:
        if sys.platform == "win32":
            if encoding not in ("utf-8", "utf8"):
                reconfigure(encoding="utf-8", errors="replace")
        elif encoding not in ("utf-8", "utf8"):
            reconfigure(errors="replace")
    except (OSError, ValueError):  # pragma: no cover - a closed or detached stream
        pass


def hold_lines(stream: TextIO | None = None) -> None:
    """Let a terminal's stream (default: ``sys.stdout``) keep whole lines until it is
    flushed, instead of writing every line the moment it ends."""
    target = sys.stdout if stream is None else stream
    if isinstance(target, io.TextIOWrapper) and target.line_buffering:
        try:
            target.reconfigure(line_buffering=False)
        except (OSError, ValueError):  # pragma: no cover - a closed or detached stream
            pass


class PrintOutput(BaseOutput):
    """Writes each line to a text stream; ``flush`` delivers what was written.

    ``stream`` defaults to whatever ``sys.stdout`` is at the time of each call, so
    test captures and later redirections are honoured.
    """

    def __init__(self, stream: TextIO | None = None, *, configure: bool = True) -> None:
        self._stream = stream
        if configure:
            configure_console(stream)
            hold_lines(stream)

    @property
    def stream(self) -> TextIO:
        """The stream lines go to."""
        return sys.stdout if self._stream is None else self._stream

    def line(self, text: str) -> None:
        """Write ``text`` and a newline; it reaches the terminal at the next ``flush``."""
        self.stream.write(text + "\n")

    def flush(self) -> None:
        """Deliver every line written so far in one write."""
        self.stream.flush()
