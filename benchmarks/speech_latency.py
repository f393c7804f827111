"""How long from ``announce()`` to the line printed and to the speech request.

For each speech mode that works here (print, recorder, and the built-in voice
when an engine is installed) this prints the median and the 90th percentile of
N runs of:

* printed: from calling ``announce`` to the line written and flushed;
* handed: from calling ``announce`` to the speech channel receiving the request
  (``speak()`` called; for print there is no speech channel);
* returned: how long ``announce`` itself took (the prompt's wait);
* tts only, sent / started: to the request written to the speech child process,
  and to the child process reading it and starting to synthesise.

Run: ``python benchmarks/speech_latency.py [-n 200] [--lang cs]``.  The built-in
voice speaks each line with interrupt=True (nothing piles up); with no sound
card the audio player fails at once, which does not change these figures.
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from accessible_games.speech import BaseOutput, Kind, Speech, make_output
from accessible_games.speech.printer import PrintOutput
from accessible_games.speech.recorder import RecorderOutput


class TimedStream(io.StringIO):
    """Records when each line was flushed."""

    def __init__(self) -> None:
        super().__init__()
        self.flushed: list[float] = []

    def flush(self) -> None:
        self.flushed.append(time.perf_counter())
        super().flush()


class TimedChannel(BaseOutput):
    """Wraps a speech channel and records when each request reached it."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.handed: list[float] = []

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        self.handed.append(time.perf_counter())
        self.inner.speak(text, interrupt, kind=kind)

    def stop(self) -> None:
        self.inner.stop()

    def braille(self, text: str) -> bool:
        return bool(self.inner.braille(text))

    def is_speaking(self) -> bool | None:
        result: bool | None = self.inner.is_speaking()
        return result

    @property
    def failure(self) -> str | None:
        result: str | None = self.inner.failure
        return result

    def close(self) -> None:
        self.inner.close()


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return f"median {statistics.median(values) * 1000:8.3f} ms   p90 {p90 * 1000:8.3f} ms"


def measure(name: str, build: Callable[[TimedStream], Speech], runs: int, lang: str,
            pause: float) -> None:
    stream = TimedStream()
    speech = build(stream)
    channel = speech.channel
    timed = channel if isinstance(channel, TimedChannel) else None
    printed: list[float] = []
    handed: list[float] = []
    returned: list[float] = []
    sent: list[float] = []
    started: list[float] = []
    sentence = ("Lev vstupuje do baru jako první." if lang == "cs"
                else "The lion enters the bar first.")
    try:
        for number in range(runs):
            before_flush = len(stream.flushed)
            before_hand = len(timed.handed) if timed else 0
            began = time.perf_counter()
            speech.announce(f"{number}. {sentence}", kind="result")
            ended = time.perf_counter()
            returned.append(ended - began)
            printed.append(stream.flushed[before_flush] - began)
            if timed and len(timed.handed) > before_hand:
                handed.append(timed.handed[before_hand] - began)
            inner = timed.inner if timed else None
            if inner is not None and hasattr(inner, "last_timing"):
                deadline = time.monotonic() + 5.0
                timing = inner.last_timing()
                while timing is not None and timing.started is None \
                        and time.monotonic() < deadline:
                    time.sleep(0.0005)
                    timing = inner.last_timing()
                if timing is not None and timing.sent is not None:
                    sent.append(timing.sent - timing.requested + (handed[-1] if handed else 0))
                if timing is not None and timing.started is not None:
                    started.append(timing.started - timing.requested
                                   + (handed[-1] if handed else 0))
            if pause:
                time.sleep(pause)
    finally:
        speech.close()
    print(f"{name}  ({runs} runs)")
    print(f"  announce -> line printed     {ms(printed)}")
    print(f"  announce -> speech handed    {ms(handed)}")
    print(f"  announce returned after      {ms(returned)}")
    if sent:
        print(f"  announce -> sent to child    {ms(sent)}")
        print(f"  announce -> child started    {ms(started)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="speech_latency")
    parser.add_argument("-n", "--runs", type=int, default=200)
    parser.add_argument("--lang", choices=("en", "cs"), default="en")
    options = parser.parse_args(argv)
    runs = options.runs

    measure("print", lambda s: Speech(PrintOutput(s), None), runs, options.lang, 0.0)
    measure("recorder", lambda s: Speech(PrintOutput(s), TimedChannel(RecorderOutput()),
                                         mode="recorder"), runs, options.lang, 0.0)

    reports: list[tuple[str, dict[str, str]]] = []
    stand_in: str | None = None
    if sys.platform.startswith("linux") and shutil.which("aplay") is None:
        # No sound player here (CI): a stand-in that plays nothing, so the built-in
        # voice can still be timed up to the audio player.
        stand_in = tempfile.mkdtemp(prefix="speech-bench-")
        write_player(stand_in, 0)
        os.environ["PATH"] = stand_in + os.pathsep + os.environ.get("PATH", "")
        print("tts: no aplay on this machine; using a silent stand-in player")

    def tts(stream: TimedStream) -> Speech:
        made = make_output("tts", options.lang, None, None,
                           lambda i, a: reports.append((i, a)), stream=stream)
        if made.channel is None:
            return made
        return Speech(PrintOutput(stream), TimedChannel(made.channel), mode="tts")

    began = time.perf_counter()
    probe = tts(TimedStream())
    startup = time.perf_counter() - began
    available = probe.channel is not None
    probe.close()
    if not available:
        print(f"tts: skipped, engine unavailable: {reports}")
        return 0
    print(f"tts startup (make_output until the engine is ready): {startup * 1000:.1f} ms")
    measure("tts, voice idle", tts, min(runs, 50), options.lang, 0.3)
    if stand_in is not None:
        # Every line now arrives while the previous one is still "playing": each
        # announce kills the speaking process and its player and uses the spare.
        write_player(stand_in, 30)
        measure("tts, interrupting speech", tts, min(runs, 30), options.lang, 0.3)
    return 0


def write_player(folder: str, seconds: int) -> None:
    """An ``aplay`` stand-in that plays nothing for ``seconds``."""
    player = os.path.join(folder, "aplay")
    with open(player, "w", encoding="ascii") as handle:
        handle.write(f"#!/bin/sh\nexec sleep {seconds}\n")
    os.chmod(player, 0o755)


if __name__ == "__main__":
    sys.exit(main())
