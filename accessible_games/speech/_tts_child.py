"""The built-in voice's child process: pyttsx3, one ``say`` per ``runAndWait``.

Run as a script by ``tts.py`` (``python _tts_child.py CONFIG_JSON``).  It reads
one JSON command per line on stdin and answers with JSON lines on its original
stdout; everything else that writes to stdout (pyttsx3's own messages, the audio
player) goes to the null device.  When stdin closes (the app quit or crashed)
the process ends at once, together with its audio player.

Commands: ``{"op": "say", "id": N, "text": T}``,
``{"op": "save", "id": N, "text": T, "path": P}``, ``{"op": "quit"}``.
Answers: ``ready`` (voice, matched, driver), ``started``, ``done``, ``saved``,
``error`` (reason, detail).
"""

from __future__ import annotations

import ctypes
import importlib
import json
import os
import queue
import sys
import threading
import time
from pathlib import Path
from collections.abc import Callable
from typing import Any, BinaryIO

if __name__ == "__main__":  # pragma: no cover - set up before importing the package
    # Run as a script, Python puts this folder first on the path.  Drop it, and add
    # the package's root last, so that PYTHONPATH and the installed packages keep
    # their order (the root is only needed for a checkout run without installing).
    del sys.path[0]
    _root = str(Path(__file__).resolve().parents[2])
    if _root not in sys.path:
        sys.path.append(_root)

from accessible_games.speech.voices import VoiceInfo, choose_voice  # noqa: E402

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


def main(argv: list[str]) -> int:
    """Serve commands until stdin closes or ``quit`` arrives."""
    config: dict[str, Any] = json.loads(argv[0]) if argv else {}
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
        pyttsx3: Any = importlib.import_module("pyttsx3")
    except Exception as exc:  # noqa: BLE001 - any import failure means no engine
        send(ev="error", reason="not-installed", detail=repr(exc))
        return 2
    try:
        engine = pyttsx3.init(config.get("driver"))
    except Exception as exc:  # noqa: BLE001
        reason = "failed" if sys.platform in ("win32", "darwin") else "no-espeak"
        send(ev="error", reason=reason, detail=repr(exc))
        return 3

    before_utterance = _fix_espeak(engine)
    lang = str(config.get("lang") or "en")
    voices = _voices(engine)
    chosen, matched = choose_voice(voices, lang, config.get("voice"), _current_voice(engine))
    if chosen is not None:
        try:
            engine.setProperty("voice", chosen.id)
        except Exception:  # noqa: BLE001 - keep the default voice
            chosen, matched = None, False
    rate = config.get("rate")
    if isinstance(rate, int) and rate > 0:
        try:
            engine.setProperty("rate", max(50, min(rate, 600)))
        except Exception:  # noqa: BLE001
            pass
    send(ev="ready", voice=chosen.id if chosen else _current_voice(engine), matched=matched,
         driver=getattr(engine, "driver_name", None) or "", pid=os.getpid())

    began = threading.Event()
    finished = threading.Event()
    engine.connect("started-utterance", lambda **_: began.set())
    engine.connect("finished-utterance", lambda **_: finished.set())

    def run(text: str) -> None:
        """One utterance: ``runAndWait``, then, since pyttsx3's espeak driver
        returns from it before its own synthesis thread has finished (and
        played), wait for ``finished-utterance`` as well."""
        before_utterance()
        began.clear()
        finished.clear()
        engine.runAndWait()
        if began.is_set():
            finished.wait(30.0 + len(text) / 2.0)

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
            engine.say(text)
            run(text)
            send(ev="done", id=ident, voice=_current_voice(engine))
        elif op == "save":
            engine.save_to_file(text, str(command.get("path")))
            run(text)
            # pyttsx3's espeak driver keeps the file name and would save every later
            # ``say`` there too instead of playing it.
            driver = getattr(getattr(engine, "proxy", None), "_driver", None)
            if driver is not None and hasattr(driver, "_save_file"):
                driver._save_file = None
            send(ev="saved", id=ident, voice=_current_voice(engine))


if __name__ == "__main__":  # pragma: no cover - runs in the child process
    sys.exit(main(sys.argv[1:]))
