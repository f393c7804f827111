"""Signals at the keyboard: Ctrl-C held back while a move is written, and the terminal
closed or the system shutting down (SIGHUP, SIGTERM) turned into an exception the app
can save and leave on.

``install_hangup`` makes SIGHUP and SIGTERM raise ``Hangup`` (where the system has
them); ``deferred`` holds SIGINT, SIGHUP and SIGTERM back while a move is applied and
saved, and delivers a held signal once the block ends, so that a move the player is
about to hear is always on disk whole.  ``Held`` holds them from one point to another
that is not a block: from a move's save to the end of its narration (the next read).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

HANGUP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGHUP", "SIGTERM") if hasattr(signal, name))
"""The signals that end the app quietly: the terminal closed, the system shutting down
(Windows has SIGTERM only, and sends it rarely)."""

HELD_SIGNALS: tuple[signal.Signals, ...] = (signal.SIGINT, *HANGUP_SIGNALS)
"""The signals ``deferred`` holds back."""


class Hangup(BaseException):
    """The terminal was closed or the system is shutting down: save and leave quietly.

    A BaseException, like KeyboardInterrupt, so that no ``except Exception`` takes it for
    an error of the app.

    Args:
        signum: the signal received.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def status(self) -> int:
        """Return the exit status to leave with: 128 plus the signal's number, as a shell
        reports a program that a signal stopped."""
        return 128 + self.signum


def _raise_hangup(signum: int, frame: FrameType | None) -> None:
    raise Hangup(signum)


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def install_hangup() -> None:
    """Make SIGHUP and SIGTERM raise ``Hangup`` from now on (a no-op outside the main
    thread, where Python cannot set handlers)."""
    if _in_main_thread():
        for signum in HANGUP_SIGNALS:
            signal.signal(signum, _raise_hangup)


class Held:
    """SIGINT, SIGHUP and SIGTERM held back from ``hold`` until ``release``, which
    delivers the first one received (as ``deferred`` does at the end of its block)."""

    def __init__(self) -> None:
        self._previous: dict[int, object] | None = None
        self._received: list[int] = []

    def _note(self, signum: int, frame: FrameType | None) -> None:
        self._received.append(signum)

    def hold(self) -> None:
        """Start holding the signals back (again, if it was already: nothing changes);
        outside the main thread nothing is held."""
        if self._previous is None and _in_main_thread():
            self._previous = {signum: signal.signal(signum, self._note)
                              for signum in HELD_SIGNALS}

    def release(self) -> None:
        """Stop holding; deliver the first signal received meanwhile, if any."""
        previous, self._previous = self._previous, None
        if previous is None:
            return
        for signum, handler in previous.items():
            signal.signal(signum, signal.SIG_DFL if handler is None else handler)  # type: ignore[arg-type]
        received, self._received = self._received, []
        if received:
            signal.raise_signal(received[0])


@contextmanager
def deferred() -> Iterator[None]:
    """Hold SIGINT, SIGHUP and SIGTERM back within the block; once it ends, deliver the
    first one received to the handler that was in place (KeyboardInterrupt, Hangup, or
    the system's default).  Blocks may nest; outside the main thread nothing is held."""
    if not _in_main_thread():
        yield
        return
    received: list[int] = []

    def hold(signum: int, frame: FrameType | None) -> None:
        received.append(signum)

    previous = {signum: signal.signal(signum, hold) for signum in HELD_SIGNALS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, signal.SIG_DFL if handler is None else handler)
    if received:
        signal.raise_signal(received[0])
