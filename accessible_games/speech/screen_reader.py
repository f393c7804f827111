"""The screen-reader channel: speech and Braille through accessible-output2.

accessible-output2's ``Auto`` has no ``silence`` and never sends Braille, so this
channel picks the first *concrete* output that is running (NVDA, JAWS,
System Access, Dolphin, ZDSR, PC-Talker on Windows; VoiceOver on macOS; Speech
Dispatcher on Linux, which is what Orca speaks through) and uses its ``speak``,
``braille`` and ``silence`` directly.  Plain synthesisers that accessible-output2
also knows (SAPI, espeak) are not screen readers and are skipped: the built-in
voice (``--speech tts``) is the way to use those.

On Linux the ``speechd`` module comes from the distribution (python3-speechd), which
a virtual environment made by another Python does not see: being pure Python, it is
loaded from the distribution's folder then.  Speech Dispatcher is told the game's
language; NVDA, JAWS and the others speak with the voice the user has chosen in them
(README: which voice to pick for Czech).  Speech Dispatcher also says when it has
finished or dropped each message, so this channel knows whether it is still speaking
there; the other screen readers cannot tell, and the facade estimates it.

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
from pathlib import Path
from typing import Any

from .base import BaseOutput, EngineUnavailable, Kind, chars_per_second, estimate_seconds

# Outputs with a priority above this are synthesisers, not screen readers.
SCREEN_READER_MAX_PRIORITY = 100


DISTRIBUTION_PACKAGES: tuple[Path, ...] = (Path("/usr/lib/python3/dist-packages"),
                                           Path("/usr/lib/python3/site-packages"))
"""Where Debian, Ubuntu and Fedora put the Python modules of their packages."""


def speechd_available() -> bool:
    """Whether the ``speechd`` module (Debian's python3-speechd) can be imported: from
    this Python's own paths, or else from the distribution's folder, which then loads it
    (only it, none of the folder's other modules)."""
    try:
        if "speechd" in sys.modules or importlib.util.find_spec("speechd") is not None:
            return True
    except (ImportError, ValueError):
        pass
    return any(_load_speechd_from(folder / "speechd") for folder in DISTRIBUTION_PACKAGES)


def _load_speechd_from(package: Path) -> bool:
    """Import the ``speechd`` package found in ``package``; return whether it worked."""
    init = package / "__init__.py"
    if not init.is_file():
        return False
    spec = importlib.util.spec_from_file_location(
        "speechd", init, submodule_search_locations=[str(package)])
    if spec is None or spec.loader is None:
        return False
    module = importlib.util.module_from_spec(spec)
    sys.modules["speechd"] = module
    try:
        spec.loader.exec_module(module)
    except Exception:  # noqa: BLE001 - a module for another Python, a broken install
        del sys.modules["speechd"]
        return False
    return True


def tell_language(output: Any, lang: str) -> bool:
    """Tell ``output`` to speak ``lang`` where it can be told (Speech Dispatcher's
    client); return whether it could."""
    client = getattr(output, "_client", None)  # accessible-output2 keeps the speechd client
    set_language = getattr(client, "set_language", None)
    if not callable(set_language):
        return False
    set_language(lang)
    return True


LOST_NOTICE_FACTOR, LOST_NOTICE_SECONDS = 3.0, 5.0
"""A message Speech Dispatcher has not reported ended after this many times its estimated
time, plus this many seconds, counts as said: its notice was lost (the client drops a
notice that comes before it has registered the message)."""


class _OpenMessages:
    """The messages handed to Speech Dispatcher that it has neither said to the end nor
    dropped, each with the time after which it counts as said all the same."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._open: dict[int, float] = {}
        self._next = 0

    def add(self, text: str) -> int:
        """Open a message for ``text``; return its token."""
        limit = LOST_NOTICE_FACTOR * estimate_seconds(text) + LOST_NOTICE_SECONDS
        with self._lock:
            self._next += 1
            self._open[self._next] = self._clock() + limit
            return self._next

    def close(self, token: int) -> None:
        """The message ``token`` has ended or was dropped."""
        with self._lock:
            self._open.pop(token, None)

    def clear(self) -> None:
        """Every message was cancelled."""
        with self._lock:
            self._open.clear()

    def any_open(self) -> bool:
        """Whether a message is still being said or waits in the daemon's queue."""
        now = self._clock()
        with self._lock:
            for token in [token for token, until in self._open.items() if until <= now]:
                del self._open[token]
            return bool(self._open)


def speechd_client(output: Any) -> tuple[Any, tuple[Any, ...]] | None:
    """Return the Speech Dispatcher client behind an accessible-output2 output and the
    notices that end a message (END, CANCEL), when it is one; else None."""
    client = getattr(output, "_client", None)  # accessible-output2 keeps the speechd client
    callback_type = getattr(sys.modules.get("speechd"), "CallbackType", None)
    if client is None or callback_type is None or not callable(getattr(client, "speak", None)) \
            or not callable(getattr(client, "cancel", None)):
        return None
    return client, (callback_type.END, callback_type.CANCEL)


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


def find_screen_reader(timeout: float = 3.0, lang: str | None = None) -> tuple[Any, _Worker]:
    """Return the first running screen-reader output of accessible-output2 and
    the worker thread that owns it; tell it ``lang`` where it listens (see
    ``tell_language``).

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
        output = _first_running(_candidate_classes(ao2))
        if output is not None and lang is not None:
            tell_language(output, lang)
        return output

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
                 hang_after: float = 5.0, words_per_minute: int | None = None) -> None:
        self._output = output
        self._chars_per_second = chars_per_second(words_per_minute)
        self._worker = worker if worker is not None else _Worker("screen-reader")
        self._hang_after = hang_after
        self._failure: str | None = None
        self._closed = False
        self.name = str(getattr(output, "name", type(output).__name__))
        self._speechd = speechd_client(output)
        self._messages = _OpenMessages()

    @classmethod
    def detect(cls, timeout: float = 3.0, lang: str | None = None,
               words_per_minute: int | None = None) -> ScreenReaderOutput:
        """Find the running screen reader and tell it ``lang`` where it listens (see
        ``find_screen_reader``); ``words_per_minute`` is how fast the player has it speak,
        for the estimate of when a line is over (None: a slowish voice)."""
        output, worker = find_screen_reader(timeout, lang)
        return cls(output, worker, words_per_minute=words_per_minute)

    def seconds_for(self, text: str) -> float:
        """How long the screen reader takes to say ``text``, at the rate the player set."""
        return estimate_seconds(text, self._chars_per_second)

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
        if not self._usable():
            return
        if self._speechd is None:
            output = self._output
            self._worker.submit(lambda: output.speak(text, interrupt=interrupt))
            return
        if interrupt:
            self._messages.clear()
        token = self._messages.add(text)
        self._worker.submit(lambda: self._speak_tracked(text, interrupt, token))

    def _speak_tracked(self, text: str, interrupt: bool, token: int) -> None:
        """Say ``text`` through Speech Dispatcher and close its message when the daemon
        reports it ended or dropped (on the worker thread)."""
        assert self._speechd is not None
        client, ends = self._speechd
        try:
            if interrupt:
                client.cancel()
            client.speak(text, callback=lambda *_, **__: self._messages.close(token),
                         event_types=ends)
        except Exception:
            self._messages.close(token)
            raise

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
        self._messages.clear()
        output = self._output
        if hasattr(output, "silence"):
            self._worker.submit(output.silence)
        else:  # JAWS in accessible-output2 has no silence; an empty interrupting string
            self._worker.submit(lambda: output.speak("", interrupt=True))

    def is_speaking(self) -> bool | None:
        """Whether Speech Dispatcher is still saying (or holds) a message handed to it;
        None for the other screen readers, which do not say when they have finished."""
        if self._speechd is None:
            return None
        return self._usable() and self._messages.any_open()

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
