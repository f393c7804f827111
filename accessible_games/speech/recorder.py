"""The recorder channel: keeps what would have been said, for tests."""

from __future__ import annotations

import threading
import time

from .base import BaseOutput, Kind

from accessible_games.core.records import record


@record(slots=False)
class Recorded:
    """One speech request as the channel received it."""

    text: str
    interrupt: bool
    kind: Kind
    at: float = 0.0  # time.perf_counter() when the request arrived


class RecorderOutput(BaseOutput):
    """Records every request instead of speaking; speaking takes no time here.

    ``spoken`` holds the speech requests in order, ``lines`` the lines passed to
    ``line``, ``brailled`` the Braille messages, and ``stops`` counts ``stop()``.
    """

    def __init__(self, *, braille: bool = True) -> None:
        self._lock = threading.Lock()
        self._braille = braille
        self.spoken: list[Recorded] = []
        self.lines: list[str] = []
        self.brailled: list[str] = []
        self.stops = 0

    def line(self, text: str) -> None:
        """Keep the line."""
        with self._lock:
            self.lines.append(text)

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        """Keep the request with its interrupt flag and kind."""
        with self._lock:
            self.spoken.append(Recorded(text, interrupt, kind, time.perf_counter()))

    def stop(self) -> None:
        """Count the stop."""
        with self._lock:
            self.stops += 1

    def braille(self, text: str) -> bool:
        """Keep the Braille message (unless made without Braille)."""
        if not self._braille:
            return False
        with self._lock:
            self.brailled.append(text)
        return True

    @property
    def texts(self) -> list[str]:
        """Just the spoken texts, in order."""
        with self._lock:
            return [item.text for item in self.spoken]

    def clear(self) -> None:
        """Forget everything recorded so far."""
        with self._lock:
            self.spoken.clear()
            self.lines.clear()
            self.brailled.clear()
            self.stops = 0
