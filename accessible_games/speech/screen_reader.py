"""The screen-reader channel: speech and Braille through accessible-output2.

accessible-output2's ``Auto`` has no ``silence`` and never sends Braille, so this
channel picks the first *concrete* output that is running (NVDA, JAWS,
System Access, Dolphin, ZDSR, PC-Talker on Windows; VoiceOver on macOS; Speech
Dispatcher on Linux, which is what Orca speaks through) and uses its ``speak``,
``braille`` and ``silence`` directly.  Plain synthesisers that accessible-output2
also knows (SAPI, espeak) are not screen readers and are skipped: the built-in
voice (``--speech tts``) is the way to use those.

accessible-output2 prints warnings on stdout while outputs are constructed, so
that happens with stdout redirected.  Every call into it runs on one worker
thread: a speech daemon without an audio device can hang, and the prompt must
not.  A call that hangs for ``hang_after`` seconds marks the channel as failed.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import io
import queue
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from .base import BaseOutput, EngineUnavailable, Kind

# Outputs with a priority above this are synthesisers, not screen readers.
SCREEN_READER_MAX_PRIORITY = 100


def speechd_available() -> bool:
    """Whether the ``speechd`` module (Debian's python3-speechd) can be imported."""
    try:
        return importlib.util.find_spec("speechd") is not None
    except (ImportError, ValueError):
        return False


class _Worker:
    """One daemon thread running calls in order, with a hang watchdog."""

    def __init__(self, name: str) -> None:
        self._calls: queue.Queue[Callable[[], object] | None] = queue.Queue()
        self._busy_since: float | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, call: Callable[[], object]) -> None:
        """Run ``call`` later on the worker thread."""
        self._calls.put(call)

    def run(self, call: Callable[[], object], timeout: float) -> object:
        """Run ``call`` on the worker and wait for its result at most ``timeout`` s.

        Raises ``TimeoutError`` if it takes longer and re-raises its exception.
        """
        done = threading.Event()
        box: dict[str, object] = {}

        def wrapped() -> None:
            try:
                box["value"] = call()
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                box["error"] = exc
            finally:
                done.set()

        self._calls.put(wrapped)
        if not done.wait(timeout):
            raise TimeoutError
        error = box.get("error")
        if isinstance(error, BaseException):
            raise error
        return box.get("value")

    def hung_for(self) -> float:
        """Seconds the current call has been running (0 when idle)."""
        with self._lock:
            since = self._busy_since
        return 0.0 if since is None else time.monotonic() - since

    def close(self, wait: float = 0.0) -> None:
        """Let the thread end after the calls already queued; wait for that at most
        ``wait`` seconds."""
        self._calls.put(None)
        if wait > 0 and self._thread is not threading.current_thread():
            self._thread.join(wait)

    def _run(self) -> None:
        while True:
            call = self._calls.get()
            if call is None:
                return
            with self._lock:
                self._busy_since = time.monotonic()
            try:
                call()
            except Exception:  # noqa: BLE001 - a failing screen reader call is dropped
                pass
            finally:
                with self._lock:
                    self._busy_since = None


def _candidate_classes(ao2: Any) -> list[Any]:
    classes = list(ao2.get_output_classes())
    return [cls for cls in classes
            if getattr(cls, "priority", 100) <= SCREEN_READER_MAX_PRIORITY
            and not getattr(cls, "system_output", False)]


def _first_running(classes: list[Any]) -> Any:
    for cls in classes:
        try:
            output = cls()
        except Exception:  # noqa: BLE001 - missing DLL, COM error, missing module
            continue
        try:
            if output.is_active():
                return output
        except Exception:  # noqa: BLE001
            continue
    return None


def find_screen_reader(timeout: float = 3.0) -> tuple[Any, _Worker]:
    """Return the first running screen-reader output of accessible-output2 and
    the worker thread that owns it.

    Raises ``EngineUnavailable``: ``no-speechd`` (Linux without python3-speechd),
    ``not-installed`` (accessible-output2 does not import), ``no-screen-reader``
    (none running) or ``timeout`` (detection hung, e.g. a stuck speech daemon).
    """
    if sys.platform.startswith("linux") and not speechd_available():
        raise EngineUnavailable("no-speechd")
    worker = _Worker("screen-reader")

    def detect() -> object:
        ao2 = importlib.import_module("accessible_output2")
        importlib.import_module(".outputs", "accessible_output2")
        return _first_running(_candidate_classes(ao2))

    sink = io.StringIO()
    try:
        with contextlib.redirect_stdout(sink):
            output = worker.run(detect, timeout)
    except TimeoutError:
        worker.close()
        raise EngineUnavailable("timeout") from None
    except Exception as exc:  # noqa: BLE001 - ImportError, OSError from DLL loading
        worker.close()
        raise EngineUnavailable("not-installed", repr(exc)) from None
    if output is None:
        worker.close()
        raise EngineUnavailable("no-screen-reader")
    return output, worker


class ScreenReaderOutput(BaseOutput):
    """Speaks and brailles through one accessible-output2 output.

    Build it with ``ScreenReaderOutput.detect()``; the constructor takes an
    output object (anything with ``speak``, and optionally ``braille`` and
    ``silence``) for tests.
    """

    def __init__(self, output: Any, worker: _Worker | None = None, *,
                 hang_after: float = 5.0) -> None:
        self._output = output
        self._worker = worker if worker is not None else _Worker("screen-reader")
        self._hang_after = hang_after
        self._failure: str | None = None
        self._closed = False
        self.name = str(getattr(output, "name", type(output).__name__))

    @classmethod
    def detect(cls, timeout: float = 3.0) -> ScreenReaderOutput:
        """Find the running screen reader (see ``find_screen_reader``)."""
        output, worker = find_screen_reader(timeout)
        return cls(output, worker)

    @property
    def offers_braille(self) -> bool:
        """Whether the output overrides accessible-output2's do-nothing ``braille``."""
        braille = getattr(type(self._output), "braille", None)
        if braille is None:
            return False
        try:
            base = importlib.import_module(".outputs.base", "accessible_output2")
        except Exception:  # noqa: BLE001 - a test double without the package
            return True
        return braille is not getattr(getattr(base, "Output", None), "braille", None)

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        """Hand ``text`` to the screen reader, which queues or interrupts it."""
        if self._usable():
            output = self._output
            self._worker.submit(lambda: output.speak(text, interrupt=interrupt))

    def braille(self, text: str) -> bool:
        """Flash ``text`` on the Braille display where the screen reader offers it."""
        if not self._usable() or not self.offers_braille:
            return False
        output = self._output
        self._worker.submit(lambda: output.braille(text))
        return True

    def stop(self) -> None:
        """Silence the screen reader's speech."""
        if not self._usable():
            return
        output = self._output
        if hasattr(output, "silence"):
            self._worker.submit(output.silence)
        else:  # JAWS in accessible-output2 has no silence; an empty interrupting string
            self._worker.submit(lambda: output.speak("", interrupt=True))

    def is_speaking(self) -> bool | None:
        """Unknown: screen readers do not say when they have finished."""
        return None

    @property
    def failure(self) -> str | None:
        """``timeout`` once a call has hung for ``hang_after`` seconds."""
        if self._failure is None and self._worker.hung_for() > self._hang_after:
            self._failure = "timeout"
        return self._failure

    def close(self) -> None:
        """Hand the screen reader what is still queued, then end the worker thread (at
        most ``hang_after`` seconds; the screen reader itself keeps running)."""
        if not self._closed:
            self._closed = True
            close = getattr(self._output, "close", None)
            if callable(close):  # Speech Dispatcher before 1.10.2 needs it to exit cleanly
                self._worker.submit(close)
            self._worker.close(wait=self._hang_after)

    def _usable(self) -> bool:
        return not self._closed and self.failure is None
