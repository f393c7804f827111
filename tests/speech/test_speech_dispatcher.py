"""`--speech screen-reader` against a real Speech Dispatcher whose only voice writes what
it is asked to say, with its language, to a file: a Czech game reaches it as Czech, and
the result of an all-bots game reaches it before the app has gone.

Needs the daemon, its generic module, its libao audio plugin (told to play to nothing:
no sound card needed) and the distribution's python3-speechd; skipped without them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from accessible_games.speech import screen_reader
from tests.benchmark_scripts import load_benchmark

GENERIC_MODULE = Path("/usr/lib/speech-dispatcher-modules/sd_generic")
LIBAO_PLUGINS = tuple(Path("/usr/lib").glob("*/speech-dispatcher/spd_libao.so"))

pytestmark = pytest.mark.skipif(
    shutil.which("speech-dispatcher") is None or not GENERIC_MODULE.exists()
    or not LIBAO_PLUGINS or not screen_reader.speechd_available(),
    reason="needs speech-dispatcher, its generic module and libao plugin, python3-speechd")

INSTANT = 1e6
"""Characters per second of the daemon's pretend voice at full speed: it says everything
at once."""
FAST = 600.0
"""Characters per second of the pretend voice where the bots wait for it: a game takes
about 10 s, and lines handed over at once began up to 5.9 s after their printing."""


@pytest.fixture
def daemon_home(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                ) -> Iterator[tuple[dict[str, str], Path, ModuleType]]:
    """A home whose Speech Dispatcher (started by the app's client) logs each message, set
    up by the lag benchmark, its voice as fast as the test's parameter says (INSTANT
    without one); yield the environment, the log and the benchmark module, and stop that
    daemon afterwards."""
    lag = load_benchmark("screen_reader_lag", monkeypatch)
    runtime = Path(tempfile.mkdtemp(prefix="sd-"))  # short: the daemon's socket is here
    env, log = lag.daemon_environment(tmp_path, runtime, getattr(request, "param", INSTANT))
    yield env, log, lag
    lag.stop_daemon(runtime)
    shutil.rmtree(runtime, ignore_errors=True)


def _said(lag: ModuleType, log: Path, expected: str,
          timeout: float = 20.0) -> list[tuple[str, str]]:
    """Return the (language, text) pairs logged, once ``expected`` is among them or at
    ``timeout`` (the daemon says them after the app has gone)."""
    deadline = time.monotonic() + timeout
    while True:
        pairs = [(lang, text) for _, lang, text in lag.spoken(log)]
        joined = " ".join(text for _, text in pairs)
        if " ".join(expected.split()) in " ".join(joined.split()) or time.monotonic() > deadline:
            return pairs
        time.sleep(0.1)


def _play(env: dict[str, str], lang: str, bot_delay: str) -> list[str]:
    """Play an all-bots Beasty Bar game with ``--speech screen-reader``; return the
    printed lines."""
    done = subprocess.run(
        [sys.executable, "-m", "accessible_games", "play", "beasty-bar", "--players", "2",
         "--bots", "2", "--seed", "4", "--bot-delay", bot_delay, "--speech", "screen-reader",
         "--plain", "--lang", lang],
        env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, encoding="utf-8",
        timeout=120, check=True)
    printed = [line for line in done.stdout.splitlines() if line.strip()]
    assert "Speech Dispatcher" not in printed[0] and "Řeč vypnuta" not in printed[0], printed[0]
    return printed


def test_at_full_speed_the_result_reaches_the_daemon_in_the_game_language(
        daemon_home: tuple[dict[str, str], Path, ModuleType]) -> None:
    """Without a bot delay the bots do not wait for the voice: at exit the narration still
    waiting is skipped (the line being said is cut off), and the result is said."""
    env, log, lag = daemon_home
    printed = _play(env, "en", "0")
    said = _said(lag, log, printed[-1])
    spoken = " ".join(" ".join(text for _, text in said).split())
    assert {language for language, _ in said} == {"en"}
    assert " ".join(printed[-1].split()) in spoken, "the result reached the daemon"


@pytest.mark.parametrize("daemon_home", [FAST], indirect=True)
def test_with_a_bot_delay_every_line_is_said_in_czech_as_it_is_printed(
        daemon_home: tuple[dict[str, str], Path, ModuleType]) -> None:
    """The bots wait for the voice, which Speech Dispatcher says has finished: each line is
    said, in Czech, within 2 s of its printing (see FAST)."""
    env, log, lag = daemon_home
    printed = lag.play(env, "cs", 0.05, 4)
    _said(lag, log, printed[-1][1])
    said = lag.spoken(log)
    assert {language for _, language, _ in said} == {"cs"}
    delays, missing = lag.lags(printed, said)
    assert not missing, missing[:3]
    assert max(delays) < 2.0, sorted(delays)[-3:]
