"""crash.log (F14): private, trimmed, dated and versioned, and free of the save's text."""

from __future__ import annotations

import os
import platform
import re
import stat
import sys
from pathlib import Path

import pytest

from accessible_games import __version__, cli

REPORT_START = "=== crash "
"""How each report begins (``crashlog.REPORT_START``; written out so that this module
runs on the code before the crash log had reports)."""

SECRET = "secret-words-from-a-save"


def _crash(path: Path) -> None:
    from accessible_games.crashlog import write_report
    try:
        raise ValueError(f"unknown bot kind {SECRET!r}")
    except ValueError as error:
        write_report(path, error)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")
def test_the_log_is_private_even_if_it_was_not(tmp_path: Path) -> None:
    path = tmp_path / "crash.log"
    path.write_text("an old report\n")
    path.chmod(0o644)
    _crash(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_the_log_stays_small_and_keeps_the_newest(tmp_path: Path) -> None:
    """It grew by 2 KB a crash without end (60 crashes: 128 KB)."""
    path = tmp_path / "crash.log"
    from accessible_games.crashlog import MAX_LOG_BYTES
    path.write_text("x" * 200_000)  # an old, huge log is begun anew
    for _ in range(100):
        _crash(path)
    text = path.read_text(encoding="utf-8")
    assert len(text.encode()) <= MAX_LOG_BYTES
    assert text.startswith(REPORT_START) and text.count(REPORT_START) >= 10


def test_a_report_has_time_versions_and_no_save_text_or_home(tmp_path: Path) -> None:
    path = tmp_path / "crash.log"
    _crash(path)
    text = path.read_text(encoding="utf-8")
    heading = text.splitlines()[0]
    assert re.fullmatch(rf"{REPORT_START}\d{{4}}-\d\d-\d\dT\d\d:\d\d:\d\dZ accessible-games "
                        rf"{re.escape(__version__)} Python {re.escape(platform.python_version())}"
                        r" \S+", heading)
    assert "builtins.ValueError" in text
    assert "tests/hardening/test_files_crashlog.py" not in text  # only the package's paths
    assert "test_files_crashlog.py, line" in text and "in _crash" in text
    assert SECRET not in text and str(Path.home()) not in text and str(tmp_path) not in text


def test_chained_errors_and_our_reasons() -> None:
    from accessible_games.core.errors import SaveError
    from accessible_games.crashlog import report_text
    try:
        try:
            raise KeyError(SECRET)
        except KeyError:
            raise SaveError("save-error-invalid", SECRET)
    except SaveError as error:
        text = report_text(error, now=0)
    assert "1970-01-01T00:00:00Z" in text and "builtins.KeyError" in text
    assert "accessible_games.core.errors.SaveError (save-error-invalid)" in text
    assert SECRET not in text


def test_the_app_writes_a_private_log_without_the_message(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))

    def explode(*args: object) -> int:
        raise RuntimeError(SECRET)

    monkeypatch.setattr("accessible_games.shell.sessions.start_game", explode)
    for _ in range(3):
        assert cli.main(["play", "beasty-bar", "--plain", "--lang", "en"]) == cli.CRASH_STATUS
    text = (tmp_path / "crash.log").read_text(encoding="utf-8")
    assert text.count(REPORT_START) == 3 and SECRET not in text
    assert "File accessible_games/cli.py, line" in text
    if os.name == "posix":
        assert stat.S_IMODE((tmp_path / "crash.log").stat().st_mode) == 0o600
