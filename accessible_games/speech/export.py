"""Speech to a WAV file, and simple measurements of WAV audio, for tests.

``synthesize_to_file`` uses the same child process as the built-in voice
(pyttsx3 ``save_to_file``), so a test hears exactly the engine, voice choice and
rate the player would; if that fails it falls back to the ``espeak-ng`` program.
Note that macOS writes AIFF data whatever the file name says.
"""

from __future__ import annotations

import array
import json
import math
import queue
import shutil
import subprocess
import sys
import threading
import time
import wave

from pathlib import Path
from typing import Any, Literal

from .base import EngineUnavailable
from .tts import _popen_options, child_command, kill_process_tree

from accessible_games.core.records import record


@record(slots=False)
class Synthesis:
    """What ``synthesize_to_file`` produced."""

    path: Path
    engine: str  # "pyttsx3" or "espeak-ng"
    driver: str  # pyttsx3 driver (espeak, sapi5, nsss) or the program's name
    voice: str | None  # the voice id the engine reports it used
    matched: bool  # whether that voice is for the requested language
    seconds: float  # wall time taken


@record(slots=False)
class WavStats:
    """Duration and loudness of a WAV file; ``rms`` and ``peak`` are 0..1."""

    frames: int
    rate: int
    channels: int
    duration: float
    rms: float
    peak: float
    voiced: float  # fraction of 20 ms windows louder than 1 % of full scale


def measure_wav(path: str | Path) -> WavStats:
    """Read a PCM WAV file (8, 16 or 32 bit) and measure it, using only the stdlib."""
    with wave.open(str(path), "rb") as wav:
        frames = wav.getnframes()
        rate = wav.getframerate()
        channels = wav.getnchannels()
        width = wav.getsampwidth()
        data = wav.readframes(frames)
    if width == 1:
        samples = [(b - 128) / 128.0 for b in data]
    else:
        code = {2: "h", 4: "i"}.get(width)
        if code is None:
            raise ValueError(width)
        values = array.array(code)
        values.frombytes(data[: len(data) - len(data) % width])
        if sys.byteorder == "big":
            values.byteswap()
        scale = float(2 ** (8 * width - 1))
        samples = [v / scale for v in values]
    count = len(samples)
    rms = math.sqrt(sum(s * s for s in samples) / count) if count else 0.0
    peak = max((abs(s) for s in samples), default=0.0)
    window = max(1, int(rate * channels * 0.02))
    loud = total = 0
    for start in range(0, count, window):
        chunk = samples[start:start + window]
        total += 1
        if math.sqrt(sum(s * s for s in chunk) / len(chunk)) > 0.01:
            loud += 1
    duration = frames / rate if rate else 0.0
    return WavStats(frames, rate, channels, duration, rms, peak, loud / total if total else 0.0)


def _with_child(text: str, lang: str, path: Path, rate: int | None, voice: str | None,
                timeout: float) -> Synthesis:
    began = time.monotonic()
    config: dict[str, Any] = {"lang": lang, "rate": rate, "voice": voice}
    try:
        proc = subprocess.Popen(child_command(config), **_popen_options())
    except OSError as exc:
        raise EngineUnavailable("failed", repr(exc)) from None
    answers: queue.Queue[dict[str, Any] | None] = queue.Queue()

    def read() -> None:
        assert proc.stdout is not None
        for raw in proc.stdout:
            try:
                payload = json.loads(raw.decode("utf-8"))
            except ValueError:
                continue
            if isinstance(payload, dict):
                answers.put(payload)
        answers.put(None)

    threading.Thread(target=read, daemon=True).start()
    try:
        assert proc.stdin is not None
        command = {"op": "save", "id": 1, "text": text, "path": str(path)}
        proc.stdin.write((json.dumps(command) + "\n").encode("utf-8"))
        proc.stdin.flush()
        ready: dict[str, Any] = {}
        deadline = began + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineUnavailable("timeout")
            try:
                answer = answers.get(timeout=remaining)
            except queue.Empty:
                raise EngineUnavailable("timeout") from None
            if answer is None:
                raise EngineUnavailable("failed")
            event = answer.get("ev")
            if event == "error":
                raise EngineUnavailable(str(answer.get("reason") or "failed"),
                                        str(answer.get("detail") or ""))
            if event == "ready":
                ready = answer
            elif event == "saved":
                break
    except OSError as exc:
        raise EngineUnavailable("failed", repr(exc)) from None
    finally:
        kill_process_tree(proc)
        try:
            proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass
    if not path.is_file() or path.stat().st_size <= 44:
        raise EngineUnavailable("failed")
    used = answer.get("voice") or ready.get("voice")
    return Synthesis(path, "pyttsx3", str(ready.get("driver") or ""),
                     None if used is None else str(used), bool(ready.get("matched")),
                     time.monotonic() - began)


def _with_espeak(text: str, lang: str, path: Path, rate: int | None, voice: str | None,
                 timeout: float) -> Synthesis:
    began = time.monotonic()
    program = shutil.which("espeak-ng") or shutil.which("espeak")
    if program is None:
        raise EngineUnavailable("no-espeak")
    chosen = voice or lang
    command = [program, "-v", chosen, "-w", str(path), "--stdin"]
    if rate:
        command[1:1] = ["-s", str(rate)]
    try:
        subprocess.run(command, input=text.encode("utf-8"), stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        raise EngineUnavailable("timeout") from None
    except (OSError, subprocess.CalledProcessError) as exc:
        raise EngineUnavailable("failed", repr(exc)) from None
    if not path.is_file() or path.stat().st_size <= 44:
        raise EngineUnavailable("failed")
    return Synthesis(path, "espeak-ng", Path(program).name, chosen, voice is None,
                     time.monotonic() - began)


def synthesize_to_file(
    text: str,
    lang: str,
    path: str | Path,
    *,
    rate: int | None = None,
    voice: str | None = None,
    timeout: float = 30.0,
    engine: Literal["auto", "pyttsx3", "espeak-ng"] = "auto",
) -> Synthesis:
    """Write ``text`` spoken in ``lang`` to the WAV file ``path`` and say how.

    ``engine="auto"`` tries pyttsx3 in the speech child process first and the
    ``espeak-ng`` program second.  Raises ``EngineUnavailable`` (the first
    failure's reason) when neither works.  The folder of ``path`` must exist.
    """
    target = Path(path).resolve()
    if not target.parent.is_dir():
        raise FileNotFoundError(target.parent)
    attempts = {"pyttsx3": _with_child, "espeak-ng": _with_espeak}
    order = list(attempts) if engine == "auto" else [engine]
    first: EngineUnavailable | None = None
    for name in order:
        try:
            return attempts[name](text, lang, target, rate, voice, timeout)
        except EngineUnavailable as exc:
            first = first or exc
    assert first is not None
    raise first
