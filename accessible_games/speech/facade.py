"""The announcer the shell talks to: print every line, speak it once, by priority.

``Speech.announce`` prints the line through the print channel at once and hands
it to at most one speech channel.  Lines the speech channel has not yet been
given are *unspoken* and follow audiogame-style priorities:

* ``result`` (the outcome of the player's own command) and any ``interrupt=True``
  announcement drop older unspoken narration and cut off the current speech;
  the further lines of a multi-line answer (``result`` lines announced right
  after a ``result``, within ``block_window`` seconds) queue behind the first
  instead of cutting it off;
* a newer ``status`` replaces an older unspoken ``status``;
* ``alert``/``final`` lines are never dropped or cut off by later announcements;
  an interrupting line that arrives while one is spoken waits for it to end and
  is then handed over without the interrupt flag;
* ``stop()`` silences everything at once, alerts included.

Every channel gets one line at a time; lines wait here meanwhile, so the rules
above can still apply to them.  A channel that can tell when it is busy
(``is_speaking()`` returns a bool: the built-in voice, Speech Dispatcher) gets
the next line when it says it is quiet; for one that cannot (NVDA, JAWS and the
other screen readers) the facade keeps its own estimate of when the line handed
over will have been said, and hands the next one then.

``catch_up()`` waits until the voice has said what was announced: in a game of bots
alone the shell calls it between the lines, so the voice keeps up with the printed
lines (benchmarks/screen_reader_lag.py measures the lag).  At exit, ``finish()``
lets the lines already announced be said to the end (the result of a game, the last
answer) before ``close()`` silences the channel: Speech Dispatcher drops what a
client had queued once it leaves.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from .base import (
    KINDS,
    MSG_ENGINE_STOPPED,
    PROTECTED_KINDS,
    Kind,
    Output,
    Reporter,
)
from .printer import PrintOutput

FINISH_MARGIN = 10.0
"""``finish`` waits at most this many seconds more than the estimate of what is still to
be said: a stuck engine never keeps the app from leaving."""
CATCH_UP_LIMIT = 30.0
"""The longest ``catch_up`` waits, in seconds: a stuck engine never stops the game."""


@dataclass
class Utterance:
    """A line waiting for, or handed to, the speech channel."""

    text: str
    kind: Kind
    interrupt: bool
    seq: int


class Speech:
    """Prints every announcement and speaks it through one optional channel.

    ``printer`` defaults to a ``PrintOutput`` on ``sys.stdout``; ``channel`` is the
    speech channel (None: print only).  ``mode`` names the active speech mode for
    messages.  ``report`` receives the one ``speech-engine-stopped`` message if
    the channel breaks later; it is called on the announcing thread, outside any
    lock.  With ``braille`` every line is also sent to the channel's Braille
    output where it offers one.
    """

    def __init__(
        self,
        printer: Output | None = None,
        channel: Output | None = None,
        *,
        mode: str = "print",
        report: Reporter | None = None,
        braille: bool = True,
        poll_interval: float = 0.02,
        block_window: float = 0.25,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._printer: Output = printer if printer is not None else PrintOutput()
        self._channel = channel
        self._mode = mode if channel is not None else "print"
        self._report = report
        self._braille = braille
        self._poll = poll_interval
        self._block_window = block_window
        self._previous: tuple[str, float] | None = None  # kind and time of the last line
        self._clock = clock
        self._cond = threading.Condition(threading.RLock())
        self._pending: deque[Utterance] = deque()
        self._current: Utterance | None = None
        self._protect_until = 0.0
        self._busy_until = 0.0  # when the lines handed over should have been said
        self._seq = 0
        self._last: str | None = None
        self._stopped_report: tuple[str, dict[str, str]] | None = None
        self._reported_stop = False
        self._closed = False
        self._thread: threading.Thread | None = None

    # -- properties ---------------------------------------------------------

    @property
    def mode(self) -> str:
        """The speech mode in use: ``print`` (no speech), ``screen-reader``, ``tts``
        or ``recorder``; falls back to ``print`` when the channel breaks."""
        return self._mode

    @property
    def channel(self) -> Output | None:
        """The speech channel, or None when only printing."""
        return self._channel

    @property
    def printer(self) -> Output:
        """The print channel."""
        return self._printer

    @property
    def last(self) -> str | None:
        """The last announced line (for a ``repeat`` command)."""
        return self._last

    @property
    def pending(self) -> tuple[str, ...]:
        """Texts announced but not yet handed to the speech channel."""
        with self._cond:
            return tuple(item.text for item in self._pending)

    # -- the API the shell uses --------------------------------------------

    def announce(self, text: str, kind: Kind = "event", interrupt: bool = False) -> None:
        """Print ``text`` now and hand it once to the speech channel by priority.

        Returns within microseconds for every channel of this package: nothing
        here waits for speech.
        """
        if kind not in KINDS:
            raise ValueError(kind)
        with self._cond:
            self._printer.line(text)
            self._last = text
            channel = self._channel
            if channel is None or self._closed:
                pass
            elif channel.failure is not None:
                self._drop_channel_locked()
            else:
                if self._braille:
                    channel.braille(text)
                self._enqueue_locked(text, kind, interrupt)
        self._deliver_report()

    def flush(self) -> None:
        """Deliver the printed lines written so far (the shell calls this before it waits)."""
        with self._cond:
            self._printer.flush()

    def stop(self) -> None:
        """Silence speech at once and forget every unspoken line."""
        with self._cond:
            self._pending.clear()
            self._current = None
            self._protect_until = self._busy_until = 0.0
            if self._channel is not None:
                self._channel.stop()
            self._cond.notify_all()

    def set_channel(self, channel: Output | None, mode: str = "print") -> None:
        """Replace the speech channel (the ``settings`` command): the old one is
        silenced and closed, unspoken lines are dropped, and a later breakdown of
        the new one is reported again."""
        with self._cond:
            old = self._channel
            self._pending.clear()
            self._current = None
            self._protect_until = self._busy_until = 0.0
            self._previous = None
            self._channel = channel
            self._mode = mode if channel is not None else "print"
            self._reported_stop = False
            self._stopped_report = None
        if old is not None and old is not channel:
            old.stop()
            old.close()

    def finish(self, limit: float | None = None) -> bool:
        """Wait until the lines announced so far have been said to the end, at most
        ``limit`` seconds (by default ``FINISH_MARGIN`` more than the estimate of the lines
        still waiting); return False if speech was still going then.

        The app calls this before ``close`` as it leaves, so that the result of a game
        and the last answer are heard whole.  Narration still waiting before the last
        result (an all-bots game runs far ahead of the voice) is skipped, as it was
        printed, and the narration being said is cut off for the result.  A channel that
        cannot say when it is done (a screen reader) is given the time the facade's
        estimate gives the lines handed to it.  Ctrl-C during the wait raises
        ``KeyboardInterrupt`` as usual.
        """
        with self._cond:
            if self._skip_to_last_protected_locked() and not self._current_protected_locked():
                self._pending[0].interrupt = True
            if limit is None:
                channel = self._channel
                limit = FINISH_MARGIN + sum(channel.seconds_for(item.text)
                                            for item in self._pending if channel is not None)
        return self.catch_up(limit)

    def catch_up(self, limit: float = CATCH_UP_LIMIT) -> bool:
        """Wait until every line announced so far has been said to the end, at most
        ``limit`` seconds; return False if speech was still going then.

        Without a speech channel this returns at once.  In a game of bots alone the shell
        calls it before each line, so that what is printed is what is being said.  Ctrl-C
        during the wait raises ``KeyboardInterrupt`` as usual.
        """
        deadline = time.monotonic() + limit
        while True:
            with self._cond:
                self._pump_locked()
                busy = self._busy_locked()
            if not busy:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(self._poll)

    def close(self) -> None:
        """Stop speaking and release the channel (threads and child processes)."""
        with self._cond:
            if self._closed:
                return
            self._closed = True
            self._pending.clear()
            channel = self._channel
            self._cond.notify_all()
        if channel is not None:
            channel.close()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=1.0)

    def __enter__(self) -> Speech:
        """Use as a context manager that closes the channel on exit."""
        return self

    def __exit__(self, *exc: object) -> None:
        """Close on leaving the ``with`` block."""
        self.close()

    # -- internals ----------------------------------------------------------

    def _enqueue_locked(self, text: str, kind: Kind, interrupt: bool) -> None:
        self._seq += 1
        now = self._clock()
        previous, self._previous = self._previous, (kind, now)
        continues_answer = (kind == "result" and previous is not None
                            and previous[0] == "result"
                            and now - previous[1] <= self._block_window)
        item = Utterance(text, kind, interrupt or (kind == "result" and not continues_answer),
                         self._seq)
        if kind == "status":
            self._pending = deque(p for p in self._pending if p.kind != "status")
        if item.interrupt:
            self._pending = deque(p for p in self._pending if p.kind in PROTECTED_KINDS)
            if self._current_protected_locked():
                item.interrupt = False
            elif self._pending:
                self._pending[0].interrupt = True
                item.interrupt = False
        self._pending.append(item)
        self._pump_locked()
        if self._pending:
            self._ensure_thread_locked()
            self._cond.notify_all()

    def _skip_to_last_protected_locked(self) -> bool:
        """Drop the unspoken lines before the last unspoken alert or result, except
        other alerts; return whether such a line waits."""
        last = max((index for index, item in enumerate(self._pending)
                    if item.kind in PROTECTED_KINDS), default=None)
        if last is None:
            return False
        self._pending = deque(item for index, item in enumerate(self._pending)
                              if index >= last or item.kind in PROTECTED_KINDS)
        return True

    def _busy_locked(self) -> bool:
        """Whether lines wait here or the channel is still saying some (by its own
        word, or by the estimate where it cannot tell)."""
        channel = self._channel
        if channel is None or self._closed or channel.failure is not None:
            return False
        return bool(self._pending) or self._channel_busy_locked(channel)

    def _channel_busy_locked(self, channel: Output) -> bool:
        """Whether ``channel`` is still saying what it was handed: by its own word, or by
        the estimate where it cannot tell."""
        speaking = channel.is_speaking()
        return self._clock() < self._busy_until if speaking is None else speaking

    def _current_protected_locked(self) -> bool:
        current = self._current
        if current is None or current.kind not in PROTECTED_KINDS or self._channel is None:
            return False
        speaking = self._channel.is_speaking()
        if speaking is None:
            return self._clock() < self._protect_until
        return speaking

    def _pump_locked(self) -> None:
        channel = self._channel
        while self._pending and channel is not None:
            if channel.failure is not None:
                return
            head = self._pending[0]
            if not head.interrupt and self._channel_busy_locked(channel):
                return
            self._pending.popleft()
            channel.speak(head.text, head.interrupt, kind=head.kind)
            self._current = head
            now = self._clock()
            start = now if head.interrupt else max(now, self._busy_until)
            self._busy_until = self._protect_until = start + channel.seconds_for(head.text)

    def _ensure_thread_locked(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="speech-dispatch",
                                            daemon=True)
            self._thread.start()

    def _run(self) -> None:
        with self._cond:
            while not self._closed:
                if not self._pending:
                    self._cond.wait()
                    continue
                channel = self._channel
                if channel is not None and channel.failure is not None:
                    self._drop_channel_locked()
                    continue
                self._pump_locked()
                if self._pending:
                    self._cond.wait(self._poll)

    def _drop_channel_locked(self) -> None:
        channel = self._channel
        if channel is None:
            return
        mode = self._mode
        self._channel = None
        self._mode = "print"
        self._pending.clear()
        self._current = None
        channel.close()
        if not self._reported_stop:
            self._reported_stop = True
            self._stopped_report = (MSG_ENGINE_STOPPED, {"mode": mode})

    def _deliver_report(self) -> None:
        with self._cond:
            pending, self._stopped_report = self._stopped_report, None
        if pending is not None and self._report is not None:
            self._report(*pending)
