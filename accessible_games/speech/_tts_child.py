"""The built-in voice's child process: one utterance at a time, killed to interrupt.

Run by ``tts.py`` as a script (``python _tts_child.py CONFIG_JSON``) or, from a
frozen build, as the app itself with ``CHILD_MODE_ARGUMENT`` first (the command
line's ``main`` hands it to ``main`` here before parsing anything).  It reads
one JSON command per line on stdin and answers with JSON lines on its original
stdout; everything else that writes to stdout (pyttsx3's own messages, the audio
player) goes to the null device.  When stdin closes (the app quit or crashed)
the process ends at once, together with its audio player.

The engine is pyttsx3 (one ``say`` per ``runAndWait``) or, where the config's
``engine`` is ``say`` (macOS), the system's ``say`` program (``say_program``).

Commands: ``{"op": "say", "id": N, "text": T}``,
``{"op": "save", "id": N, "text": T, "path": P}``, ``{"op": "quit"}``.
Answers: ``ready`` (voice, matched, driver), ``started``, ``done``, ``saved``,
``error`` (reason, detail).
"""

from __future__ import annotations

import importlib
import json
import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO, Protocol

if __name__ == "__main__":  # pragma: no cover - set up before importing the package
    # Run as a script, Python puts this folder first on the path.  Drop it, and add
    # the package's root last, so that PYTHONPATH and the installed packages keep
    # their order (the root is only needed for a checkout run without installing).
    del sys.path[0]
    _root = str(Path(__file__).resolve().parents[2])
    if _root not in sys.path:
        sys.path.append(_root)

from accessible_games.speech.base import EngineUnavailable  # noqa: E402
from accessible_games.speech.voices import VoiceInfo, choose_voice  # noqa: E402

# The first argument of a frozen app that makes it this speech child, not the game.
CHILD_MODE_ARGUMENT = "--speech-child"

# The rates (words per minute) an engine is asked for; the settings' value is clamped.
MIN_RATE, MAX_RATE = 50, 600


def _protocol_stream() -> BinaryIO:
    """Keep the real stdout for answers and point file descriptor 1 at the null device."""
    sys.stdout.flush()
    answers = os.fdopen(os.dup(1), "wb", buffering=0)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    return answers


def _hard_exit() -> None:
    """End this process and its audio player now (the parent has gone)."""
    if sys.platform != "win32":
        import signal

        try:
            if os.getpgid(0) == os.getpid():
                os.killpg(os.getpid(), signal.SIGKILL)
        except OSError:  # pragma: no cover - already going
            pass
    os._exit(0)


def _read_commands(commands: queue.Queue[object]) -> None:
    stdin = sys.stdin.buffer
    while True:
        try:
            raw = stdin.readline()
        except (OSError, ValueError):
            raw = b""
        if not raw:
            _hard_exit()
            return
        try:
            commands.put(json.loads(raw.decode("utf-8")))
        except ValueError:
            continue


def _fix_espeak(engine: Any) -> Callable[[], None]:
    """Work around two races in pyttsx3's espeak driver; return a function to call
    before each utterance.

    1. Its synthesis callback handles the end-of-message event before it stores
       the samples that came with the same callback, so audio delivered together
       with that event would be lost.  The wrapper stores the samples first.
    2. ``runAndWait`` calls the driver's ``stop``, which cancels espeak if it still
       reports itself busy, which it does for a moment after the previous
       utterance's last callback; the cancel then also hits the new utterance,
       which comes out empty.  So each utterance waits until espeak is idle.
    """
    import ctypes

    nothing: Callable[[], None] = lambda: None  # noqa: E731
    driver: Any = getattr(getattr(engine, "proxy", None), "_driver", None)
    if type(driver).__name__ != "EspeakDriver" or not hasattr(driver, "_data_buffer"):
        return nothing
    try:
        espeak: Any = importlib.import_module(".".join(("pyttsx3", "drivers", "_espeak")))
    except ImportError:
        return nothing
    original = driver._onSynth
    sample_size = ctypes.sizeof(ctypes.c_short)

    def on_synth(wav: Any, numsamples: int, events: Any) -> int:
        if numsamples > 0 and getattr(driver, "_speaking", False):
            driver._data_buffer += ctypes.string_at(wav, numsamples * sample_size)
        result: int = original(wav, 0, events)
        return result

    try:
        espeak.SetSynthCallback(on_synth)
    except Exception:  # noqa: BLE001 - keep the driver's own callback
        pass

    def wait_until_idle() -> None:
        deadline = time.monotonic() + 2.0
        try:
            while espeak.IsPlaying() and time.monotonic() < deadline:
                time.sleep(0.002)
        except Exception:  # noqa: BLE001 - an espeak without IsPlaying
            pass
        driver._stopping = False

    return wait_until_idle


def _voices(engine: Any) -> list[VoiceInfo]:
    found: list[VoiceInfo] = []
    try:
        voices = engine.getProperty("voices") or []
    except Exception:  # noqa: BLE001 - a driver without a voice list
        return found
    for voice in voices:
        languages: list[str] = []
        for tag in getattr(voice, "languages", None) or ():
            if isinstance(tag, bytes):
                tag = tag.decode("latin-1", "ignore")
            if tag:
                languages.append(str(tag))
        found.append(VoiceInfo(str(voice.id), str(getattr(voice, "name", "") or ""),
                               tuple(languages)))
    return found


def _current_voice(engine: Any) -> str | None:
    try:
        value = engine.getProperty("voice")
    except Exception:  # noqa: BLE001
        return None
    return None if value is None else str(value)


class ChildEngine(Protocol):
    """What the speech child needs of an engine: pyttsx3, or ``say`` on macOS."""

    driver: str

    def voices(self) -> list[VoiceInfo]:
        """The voices to choose from."""

    def current_voice(self) -> str | None:
        """The id of the voice in use (None: unknown, the system's default)."""

    def use_voice(self, voice_id: str) -> None:
        """Speak with the voice ``voice_id`` from now on."""

    def use_rate(self, words_per_minute: int) -> None:
        """Speak at ``words_per_minute`` from now on."""

    def speak(self, text: str) -> None:
        """Say ``text`` aloud; return when it has been said."""

    def save(self, text: str, path: str) -> None:
        """Write ``text`` spoken to the audio file ``path``."""


class Pyttsx3Engine:
    """pyttsx3, one ``say`` per ``runAndWait``, with the espeak driver's flaws worked
    around.  Raises ``EngineUnavailable`` (``not-installed``: pyttsx3 does not import;
    ``no-espeak`` on Linux, ``failed`` elsewhere: its driver does not start)."""

    def __init__(self, driver_name: str | None = None) -> None:
        try:
            pyttsx3: Any = importlib.import_module("pyttsx3")
        except Exception as exc:  # noqa: BLE001 - any import failure means no engine
            raise EngineUnavailable("not-installed", repr(exc)) from None
        try:
            self._engine: Any = pyttsx3.init(driver_name)
        except Exception as exc:  # noqa: BLE001
            reason = "failed" if sys.platform in ("win32", "darwin") else "no-espeak"
            raise EngineUnavailable(reason, repr(exc)) from None
        self.driver = str(getattr(self._engine, "driver_name", None) or "")
        self._before_utterance = _fix_espeak(self._engine)
        self._began = threading.Event()
        self._finished = threading.Event()
        self._engine.connect("started-utterance", lambda **_: self._began.set())
        self._engine.connect("finished-utterance", lambda **_: self._finished.set())

    def voices(self) -> list[VoiceInfo]:
        """The voices of the driver, with their language tags."""
        return _voices(self._engine)

    def current_voice(self) -> str | None:
        """The id of the driver's voice."""
        return _current_voice(self._engine)

    def use_voice(self, voice_id: str) -> None:
        """Speak with ``voice_id``; raises whatever the driver raises for a bad one."""
        self._engine.setProperty("voice", voice_id)

    def use_rate(self, words_per_minute: int) -> None:
        """Speak at ``words_per_minute``."""
        self._engine.setProperty("rate", words_per_minute)

    def speak(self, text: str) -> None:
        """Say ``text`` and wait until it has been played."""
        self._engine.say(text)
        self._run(text)

    def save(self, text: str, path: str) -> None:
        """Write ``text`` to ``path`` (macOS's driver writes AIFF whatever the name)."""
        self._engine.save_to_file(text, path)
        self._run(text)
        # pyttsx3's espeak driver keeps the file name and would save every later
        # ``say`` there too instead of playing it.
        driver = getattr(getattr(self._engine, "proxy", None), "_driver", None)
        if driver is not None and hasattr(driver, "_save_file"):
            driver._save_file = None

    def _run(self, text: str) -> None:
        """``runAndWait``, then, since pyttsx3's espeak driver returns from it before
        its own synthesis thread has finished (and played), wait for
        ``finished-utterance`` as well."""
        self._before_utterance()
        self._began.clear()
        self._finished.clear()
        self._engine.runAndWait()
        if self._began.is_set():
            self._finished.wait(30.0 + len(text) / 2.0)


def builtin_engine() -> str:
    """The engine of the built-in voice here: ``say`` on macOS, else ``pyttsx3``."""
    return "say" if sys.platform == "darwin" else "pyttsx3"


def open_engine(config: dict[str, Any]) -> ChildEngine:
    """Start the engine ``config["engine"]`` names, ``say`` or ``pyttsx3`` (by
    default ``builtin_engine()``).

    Raises ``EngineUnavailable`` when it cannot start.
    """
    if (config.get("engine") or builtin_engine()) == "say":
        from accessible_games.speech.say_program import SayEngine

        return SayEngine()
    driver = config.get("driver")
    return Pyttsx3Engine(driver if isinstance(driver, str) else None)


def set_up_voice(engine: ChildEngine, config: dict[str, Any]) -> tuple[str | None, bool]:
    """Choose the voice for ``config["lang"]`` (or the ``voice`` of the settings) and
    set the rate; return the voice in use and whether it speaks the language."""
    lang = str(config.get("lang") or "en")
    preferred = config.get("voice")
    chosen, matched = choose_voice(engine.voices(), lang,
                                   preferred if isinstance(preferred, str) else None,
                                   engine.current_voice())
    if chosen is not None:
        try:
            engine.use_voice(chosen.id)
        except Exception:  # noqa: BLE001 - keep the default voice
            chosen, matched = None, False
    rate = config.get("rate")
    if isinstance(rate, int) and rate > 0:
        try:
            engine.use_rate(max(MIN_RATE, min(rate, MAX_RATE)))
        except Exception:  # noqa: BLE001
            pass
    return (chosen.id if chosen else engine.current_voice()), matched


def main(argv: list[str]) -> int:
    """Serve commands until stdin closes or ``quit`` arrives."""
    try:
        config: dict[str, Any] = json.loads(argv[0]) if argv else {}
    except ValueError:
        config = {}
    if not isinstance(config, dict):
        config = {}
    answers = _protocol_stream()
    lock = threading.Lock()

    def send(**payload: Any) -> None:
        data = (json.dumps(payload) + "\n").encode("utf-8")
        with lock:
            try:
                answers.write(data)
            except OSError:
                _hard_exit()

    commands: queue.Queue[object] = queue.Queue()
    threading.Thread(target=_read_commands, args=(commands,), daemon=True).start()

    try:
        engine = open_engine(config)
    except EngineUnavailable as exc:
        send(ev="error", reason=exc.reason, detail=exc.detail)
        return 2
    voice, matched = set_up_voice(engine, config)
    send(ev="ready", voice=voice, matched=matched, driver=engine.driver, pid=os.getpid())

    while True:
        command = commands.get()
        if not isinstance(command, dict):
            continue
        op = command.get("op")
        ident = command.get("id")
        text = str(command.get("text", ""))
        if op == "quit":
            return 0
        if op == "say":
            send(ev="started", id=ident)
            engine.speak(text)
            send(ev="done", id=ident, voice=engine.current_voice())
        elif op == "save":
            engine.save(text, str(command.get("path")))
            send(ev="saved", id=ident, voice=engine.current_voice())


if __name__ == "__main__":  # pragma: no cover - runs in the child process
    sys.exit(main(sys.argv[1:]))
