"""`--speech screen-reader` against a real Speech Dispatcher whose only voice writes what
it is asked to say, with its language, to a file: a Czech game reaches it as Czech, and
the result of an all-bots game reaches it before the app has gone.

Needs the daemon, its generic module, its libao audio plugin (told to play to nothing:
no sound card needed) and the distribution's python3-speechd; skipped without them.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_games.speech import screen_reader

GENERIC_MODULE = Path("/usr/lib/speech-dispatcher-modules/sd_generic")
LIBAO_PLUGINS = tuple(Path("/usr/lib").glob("*/speech-dispatcher/spd_libao.so"))

pytestmark = pytest.mark.skipif(
    shutil.which("speech-dispatcher") is None or not GENERIC_MODULE.exists()
    or not LIBAO_PLUGINS or not screen_reader.speechd_available(),
    reason="needs speech-dispatcher, its generic module and libao plugin, python3-speechd")

LOGGER = """GenericExecuteSynth "printf '%s\\\\t%s\\\\n' \\"$LANGUAGE\\" \\'$DATA\\' >> {log}"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "cs" "cs" "utf-8"
AddVoice "en" "MALE1" "en"
AddVoice "cs" "MALE1" "cs"
DefaultVoice "en"
"""


@pytest.fixture
def daemon_home(tmp_path: Path) -> Iterator[tuple[dict[str, str], Path]]:
    """A home whose Speech Dispatcher (started by the app's client) logs each message;
    yield the environment and the log, and stop that daemon afterwards."""
    home = tmp_path / "home"
    config = home / ".config" / "speech-dispatcher"
    (config / "modules").mkdir(parents=True)
    log = tmp_path / "spoken.tsv"
    (config / "speechd.conf").write_text(
        'AudioOutputMethod "libao"\nAddModule "logger" "sd_generic" "logger.conf"\n'
        "DefaultModule logger\n", encoding="utf-8")
    (config / "modules" / "logger.conf").write_text(LOGGER.format(log=log), encoding="utf-8")
    (home / ".libao").write_text("default_driver=null\n", encoding="utf-8")
    # The daemon's socket lives here: a unix socket's path has at most 107 bytes, more
    # than pytest's folders leave, so a short folder of its own.
    runtime = Path(tempfile.mkdtemp(prefix="sd-"))
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / ".config"), "XDG_RUNTIME_DIR": str(runtime),
           "ACCESSIBLE_GAMES_HOME": str(tmp_path / "saves"), "LANG": "C.UTF-8"}
    yield env, log
    pid_file = runtime / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
    if pid_file.exists():
        try:
            os.kill(int(pid_file.read_text().strip()), signal.SIGTERM)
        except (ValueError, ProcessLookupError):
            pass
    shutil.rmtree(runtime, ignore_errors=True)


def _said(log: Path, expected: str, timeout: float = 20.0) -> list[tuple[str, str]]:
    """Return the (language, text) pairs logged, once ``expected`` is among them or at
    ``timeout`` (the daemon says them after the app has gone)."""
    deadline = time.monotonic() + timeout
    while True:
        lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
        pairs = [tuple(line.split("\t", 1)) for line in lines if "\t" in line]
        joined = " ".join(text for _, text in pairs)
        if " ".join(expected.split()) in " ".join(joined.split()) or time.monotonic() > deadline:
            return [(lang, text) for lang, text in pairs]
        time.sleep(0.1)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_an_all_bots_game_reaches_the_daemon_in_its_language_result_included(
        daemon_home: tuple[dict[str, str], Path], lang: str) -> None:
    env, log = daemon_home
    done = subprocess.run(
        [sys.executable, "-m", "accessible_games", "play", "beasty-bar", "--players", "2",
         "--bots", "2", "--seed", "4", "--bot-delay", "0", "--speech", "screen-reader",
         "--plain", "--lang", lang],
        env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, encoding="utf-8",
        timeout=120, check=True)
    printed = [line for line in done.stdout.splitlines() if line.strip()]
    assert "Speech Dispatcher" not in printed[0] and "Řeč vypnuta" not in printed[0], printed[0]
    said = _said(log, printed[-1])
    spoken = " ".join(" ".join(text for _, text in said).split())
    assert {language for language, _ in said} == {lang}
    assert " ".join(printed[-1].split()) in spoken, "the result reached the daemon"
    missing = [line for line in printed if " ".join(line.split()) not in spoken]
    assert not missing, missing[:3]
