"""The built-in voice: an engine in a child process, so the prompt never waits.

The engine is pyttsx3, which drives espeak-ng on Linux and SAPI5 on Windows, and
on macOS the system's ``say`` program (pyttsx3 would need pyobjc there; see
``say_program``).  pyttsx3's ``runAndWait`` blocks until the utterance has been
played, and the espeak driver plays through an external player (``aplay``), as
``say`` plays by itself, so the only reliable way to interrupt either is to end
the process.  ``TtsOutput``
therefore keeps one *active* child that speaks one utterance per
``say``/``runAndWait`` and one warm *spare*; interrupting kills the active child
with its whole process group (the audio player included) and promotes the spare.

Everything here happens on one control thread; ``speak``, ``stop`` and
``is_speaking`` only touch a queue and a set and return in microseconds.  A
child that does not finish an utterance in a generous time is killed; after
three failures in a row the channel gives up and sets ``failure``.
"""

from __future__ import annotations

import atexit
import ctypes
import importlib
import importlib.util
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
import weakref
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ._tts_child import CHILD_MODE_ARGUMENT, builtin_engine
from .base import BaseOutput, EngineUnavailable, Kind
from .say_program import find_say

CHILD_SCRIPT = Path(__file__).with_name("_tts_child.py")
DEBUG_ENV = "ACCESSIBLE_GAMES_SPEECH_DEBUG"  # set to keep the child's stderr

_ESPEAK_LIBRARIES = (
    "libespeak-ng.so.1",
    "/usr/local/lib/libespeak-ng.so.1",
    "libespeak.so.1",
    "/opt/homebrew/lib/libespeak-ng.1.dylib",
    "/usr/local/lib/libespeak-ng.1.dylib",
)


# -- probing, without starting anything ------------------------------------

def espeak_library_available() -> bool:
    """Whether the espeak-ng (or espeak) shared library can be loaded."""
    for name in _ESPEAK_LIBRARIES:
        try:
            ctypes.CDLL(name)
        except OSError:
            continue
        return True
    return False


def driver_needs_player() -> bool:
    """Whether the installed pyttsx3 espeak driver plays audio through ``aplay``
    (pyttsx3 2.91 and later do; older ones let espeak play by itself)."""
    try:
        spec = importlib.util.find_spec(".".join(("pyttsx3", "drivers", "espeak")))
    except (ImportError, ValueError):
        return False
    if spec is None or spec.origin is None:
        return False
    try:
        return b"aplay" in Path(spec.origin).read_bytes()
    except OSError:
        return False


def probe_engine() -> str | None:
    """Check quickly, in this process, whether the built-in voice can work.

    Returns None or a ``REASONS`` value: ``not-installed`` (pyttsx3 does not
    import), ``no-espeak`` (Linux: no espeak-ng library), ``no-player`` (Linux:
    the driver needs ``aplay`` and it is not on PATH), ``failed`` (macOS: no
    ``say`` program, which every macOS has).
    """
    if builtin_engine() == "say":
        return None if find_say() is not None else "failed"
    try:
        importlib.import_module("pyttsx3")
    except Exception:  # noqa: BLE001 - a broken install counts as missing
        return "not-installed"
    if sys.platform in ("win32", "darwin"):
        return None
    if not espeak_library_available():
        return "no-espeak"
    if driver_needs_player() and shutil.which("aplay") is None:
        return "no-player"
    return None


# -- child processes ----------------------------------------------------------

def is_frozen() -> bool:
    """Whether this is a frozen build (PyInstaller): ``sys.executable`` is the app."""
    return bool(getattr(sys, "frozen", False))


def child_command(config: dict[str, Any]) -> list[str]:
    """The command line that starts a speech child with ``config``: the child script
    under this Python, or a frozen app itself in its child mode."""
    if is_frozen():
        return [sys.executable, CHILD_MODE_ARGUMENT, json.dumps(config)]
    return [sys.executable, str(CHILD_SCRIPT), json.dumps(config)]


def _popen_options() -> dict[str, Any]:
    options: dict[str, Any] = {
        "stdin": subprocess.PIPE,
        "stdout": subprocess.PIPE,
        "stderr": None if os.environ.get(DEBUG_ENV) else subprocess.DEVNULL,
        "close_fds": True,
    }
    if sys.platform == "win32":
        options["creationflags"] = (getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
                                    | getattr(subprocess, "CREATE_NO_WINDOW", 0))
    else:
        options["start_new_session"] = True
    return options


def kill_process_tree(proc: subprocess.Popen[bytes]) -> None:
    """End ``proc`` and everything it started (its audio player) without waiting."""
    if sys.platform == "win32":
        if proc.poll() is None:
            try:
                subprocess.run(["taskkill", "/F", "/T", "/PID", str(proc.pid)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=2.0,
                               creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
            except (OSError, subprocess.SubprocessError):
                pass
        try:
            proc.kill()
        except OSError:
            pass
    else:
        import signal

        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            try:
                proc.kill()
            except OSError:
                pass
    for stream in (proc.stdin,):
        try:
            if stream is not None:
                stream.close()
        except OSError:
            pass


class _Child:
    """One speech process and the thread that reads its answers."""

    def __init__(self, proc: subprocess.Popen[bytes], events: queue.Queue[_Event]) -> None:
        self.proc = proc
        self.ready = False
        self.killed = False
        self.error: str | None = None
        self.info: dict[str, Any] = {}
        self._events = events
        self._reader = threading.Thread(target=self._read, name="tts-child-reader",
                                        daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int:
        """The process id."""
        return self.proc.pid

    def send(self, payload: dict[str, Any]) -> bool:
        """Write one command; False if the process is gone."""
        stdin = self.proc.stdin
        if stdin is None or self.killed:
            return False
        try:
            stdin.write((json.dumps(payload) + "\n").encode("utf-8"))
            stdin.flush()
        except (OSError, ValueError):
            return False
        return True

    def kill(self) -> None:
        """End the process and its audio player."""
        self.killed = True
        kill_process_tree(self.proc)

    def _read(self) -> None:
        stdout: IO[bytes] | None = self.proc.stdout
        if stdout is not None:
            for raw in stdout:
                try:
                    payload = json.loads(raw.decode("utf-8"))
                except ValueError:
                    continue
                if isinstance(payload, dict):
                    self._events.put(_Event("answer", self, payload))
            stdout.close()
        self.proc.wait()
        self._events.put(_Event("exit", self, {"code": self.proc.returncode}))


@dataclass
class _Say:
    uid: int
    text: str
    interrupt: bool
    kind: str


@dataclass
class _Event:
    what: str
    child: _Child | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    say: _Say | None = None
    upto: int = 0


@dataclass
class RequestTiming:
    """When one speech request passed each stage (``time.perf_counter`` seconds)."""

    uid: int
    requested: float
    sent: float | None = None
    started: float | None = None


_LIVE: weakref.WeakSet[TtsOutput] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:  # pragma: no cover - runs at interpreter exit
    for output in list(_LIVE):
        output.close()


class TtsOutput(BaseOutput):
    """Speaks through pyttsx3 (``say`` on macOS) in a child process; see the module
    docstring.

    ``lang`` picks a voice for that language unless ``voice`` (an id or name from
    the settings) exists; ``rate`` is in words per minute (None: the engine's
    default).  An utterance that has not finished ``grace`` seconds plus its
    length at ``min_chars_per_second`` after it was sent (plus
    ``startup_allowance`` while the process is still starting) counts as hung;
    ``max_failures`` hangs or crashes in a row make the channel give up.  Call ``start()`` once before speaking to learn whether the engine
    works; ``voice_id``, ``voice_matched`` and ``driver`` are known afterwards.
    """

    def __init__(
        self,
        lang: str = "en",
        rate: int | None = None,
        voice: str | None = None,
        *,
        spare: bool = True,
        max_failures: int = 3,
        startup_allowance: float = 10.0,
        min_chars_per_second: float = 4.0,
        grace: float = 5.0,
    ) -> None:
        self.lang = lang
        self.rate = rate
        self.voice = voice
        self._config: dict[str, Any] = {"lang": lang, "rate": rate, "voice": voice,
                                        "engine": builtin_engine()}
        self._want_spare = spare
        self._max_failures = max_failures
        self._allowance = startup_allowance
        self._cps = min_chars_per_second
        self._grace = grace
        self._events: queue.Queue[_Event] = queue.Queue()
        self._lock = threading.Lock()
        self._active_ids: set[int] = set()
        self._next_uid = 0
        self._failure: str | None = None
        self._closed = False
        self._ready = threading.Event()
        self._start_error: str | None = None
        self._children: set[_Child] = set()
        self._timings: deque[RequestTiming] = deque(maxlen=64)
        self.voice_id: str | None = None
        self.voice_matched = False
        self.driver = ""
        # state below is touched only by the control thread
        self._active: _Child | None = None
        self._spare: _Child | None = None
        self._queue: deque[_Say] = deque()
        self._in_flight: _Say | None = None
        self._deadline = 0.0
        self._failures = 0
        self._thread = threading.Thread(target=self._control, name="tts-control", daemon=True)
        self._started = False
        _LIVE.add(self)

    # -- public API -----------------------------------------------------------

    def start(self, timeout: float = 5.0) -> None:
        """Start the first child and wait until its engine is ready.

        Raises ``EngineUnavailable`` with reason ``not-installed``, ``no-espeak``,
        ``failed`` or ``timeout`` (the channel is then closed).
        """
        if not self._started:
            self._started = True
            self._thread.start()
        if not self._ready.wait(timeout):
            self.close()
            raise EngineUnavailable("timeout")
        if self._start_error is not None:
            self.close()
            raise EngineUnavailable(self._start_error)

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        """Queue ``text`` (or, with ``interrupt``, cut off current speech first)."""
        if self._closed or self._failure is not None:
            return
        if not self._started:
            self._started = True
            self._thread.start()
        with self._lock:
            self._next_uid += 1
            uid = self._next_uid
            self._active_ids.add(uid)
            self._timings.append(RequestTiming(uid, time.perf_counter()))
        self._events.put(_Event("say", say=_Say(uid, text, interrupt, kind)))

    def stop(self) -> None:
        """Silence at once: the speaking child is killed, queued text forgotten."""
        with self._lock:
            upto = self._next_uid
            self._active_ids.clear()
        self._events.put(_Event("stop", upto=upto))

    def is_speaking(self) -> bool:
        """Whether an utterance is being synthesised, played or waiting."""
        with self._lock:
            return bool(self._active_ids) and self._failure is None and not self._closed

    @property
    def failure(self) -> str | None:
        """Set once the engine has failed repeatedly (``failed`` or ``timeout``)."""
        return self._failure

    def close(self) -> None:
        """Kill every child now and end the control thread."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._active_ids.clear()
            children = list(self._children)
        for child in children:
            child.kill()
        self._events.put(_Event("close"))

    @property
    def speaking_pid(self) -> int | None:
        """The process id of the active child (for tests)."""
        child = self._active
        return None if child is None else child.pid

    def last_timing(self) -> RequestTiming | None:
        """Timing of the most recent speech request (for the latency benchmark)."""
        with self._lock:
            return self._timings[-1] if self._timings else None

    # -- control thread -------------------------------------------------------

    def _control(self) -> None:
        try:
            self._active = self._spawn()
            if self._active is None:
                self._fail_start("failed")
            while True:
                try:
                    event = self._events.get(timeout=0.1)
                except queue.Empty:
                    event = None
                if event is not None:
                    if event.what == "close":
                        self._shutdown()
                        return
                    self._handle(event)
                self._check_deadline()
                self._ensure_spare()
        except Exception:  # noqa: BLE001 - never leave a half-working voice behind
            self._failure = self._failure or "failed"
            if not self._ready.is_set():
                self._fail_start("failed")
            with self._lock:
                self._active_ids.clear()
            self._shutdown()

    def _handle(self, event: _Event) -> None:
        if event.what == "say" and event.say is not None:
            self._on_say(event.say)
        elif event.what == "stop":
            self._queue = deque(s for s in self._queue if s.uid > event.upto)
            if self._in_flight is not None and self._in_flight.uid <= event.upto:
                self._in_flight = None
                self._replace_active()
            self._pump()
        elif event.what == "answer" and event.child is not None:
            self._on_answer(event.child, event.payload)
        elif event.what == "exit" and event.child is not None:
            self._on_exit(event.child)

    def _on_say(self, say: _Say) -> None:
        if self._failure is not None or self._closed:
            self._finish(say)
            return
        if say.interrupt:
            for old in [s for s in self._queue if s.uid < say.uid]:
                self._finish(old)
            self._queue = deque(s for s in self._queue if s.uid > say.uid)
            if self._in_flight is not None:
                self._finish(self._in_flight)
                self._in_flight = None
                self._replace_active()
        self._queue.append(say)
        self._pump()

    def _pump(self) -> None:
        while self._in_flight is None and self._queue and self._failure is None:
            if self._active is None:
                self._active = self._spawn()
                if self._active is None:
                    self._count_failure("failed")
                    continue
            say = self._queue.popleft()
            if not self._is_live(say.uid):
                continue
            if self._active.send({"op": "say", "id": say.uid, "text": say.text}):
                self._in_flight = say
                allowance = 0.0 if self._active.ready else self._allowance
                self._deadline = (time.monotonic() + allowance + self._grace
                                  + len(say.text) / self._cps)
                self._stamp(say.uid, sent=time.perf_counter())
            else:
                self._queue.appendleft(say)
                self._active.kill()
                self._forget(self._active)
                self._active = None
                self._count_failure("failed")

    def _on_answer(self, child: _Child, payload: dict[str, Any]) -> None:
        what = payload.get("ev")
        if what == "ready":
            child.ready = True
            child.info = payload
            if not self._ready.is_set():
                self.voice_id = payload.get("voice")
                self.voice_matched = bool(payload.get("matched"))
                self.driver = str(payload.get("driver") or "")
                self._ready.set()
        elif what == "error":
            child.error = str(payload.get("reason") or "failed")
        elif what == "started":
            uid = payload.get("id")
            if isinstance(uid, int):
                self._stamp(uid, started=time.perf_counter())
        elif what == "done":
            say = self._in_flight
            if child is self._active and say is not None and payload.get("id") == say.uid:
                self._in_flight = None
                self._failures = 0
                self._finish(say)
                self._pump()

    def _on_exit(self, child: _Child) -> None:
        self._forget(child)
        if child.killed or self._closed:
            return
        if not self._ready.is_set():
            self._fail_start(child.error or "failed")
            return
        if child is self._spare:
            self._spare = None
            self._count_failure(child.error or "failed")
        elif child is self._active:
            self._active = None
            say, self._in_flight = self._in_flight, None
            if say is not None:
                self._finish(say)
            self._count_failure(child.error or "failed")
            self._pump()

    def _check_deadline(self) -> None:
        say = self._in_flight
        if say is None or time.monotonic() < self._deadline:
            return
        self._in_flight = None
        self._finish(say)
        self._replace_active()
        self._count_failure("timeout")
        self._pump()

    def _replace_active(self) -> None:
        old = self._active
        if old is not None:
            old.kill()
            self._forget(old)
        self._active, self._spare = self._spare, None
        if self._active is None and self._failure is None:
            self._active = self._spawn()

    def _ensure_spare(self) -> None:
        if (self._want_spare and self._spare is None and self._failure is None
                and not self._closed and self._active is not None and self._active.ready):
            self._spare = self._spawn()

    def _spawn(self) -> _Child | None:
        with self._lock:
            if self._closed:
                return None
        try:
            proc = subprocess.Popen(child_command(self._config), **_popen_options())
        except OSError:
            return None
        child = _Child(proc, self._events)
        with self._lock:
            closed = self._closed
            self._children.add(child)
        if closed:
            child.kill()
            return None
        return child

    def _forget(self, child: _Child) -> None:
        with self._lock:
            self._children.discard(child)

    def _count_failure(self, reason: str) -> None:
        self._failures += 1
        if self._failures >= self._max_failures:
            self._failure = reason
            self._queue.clear()
            with self._lock:
                self._active_ids.clear()
                children = list(self._children)
            for child in children:
                child.kill()
            self._active = self._spare = None

    def _fail_start(self, reason: str) -> None:
        self._start_error = reason
        self._failure = reason
        self._ready.set()

    def _finish(self, say: _Say) -> None:
        with self._lock:
            self._active_ids.discard(say.uid)

    def _is_live(self, uid: int) -> bool:
        with self._lock:
            return uid in self._active_ids

    def _stamp(self, uid: int, *, sent: float | None = None,
               started: float | None = None) -> None:
        with self._lock:
            for timing in self._timings:
                if timing.uid == uid:
                    if sent is not None:
                        timing.sent = sent
                    if started is not None:
                        timing.started = started

    def _shutdown(self) -> None:
        with self._lock:
            children = list(self._children)
            self._children.clear()
        for child in children:
            if not child.killed:
                child.kill()
        self._active = self._spare = None
        self._queue.clear()
