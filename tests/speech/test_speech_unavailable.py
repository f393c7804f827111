"""The app runs, unchanged, with every speech engine missing: one report, then print."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.speech import (
    MSG_ENGINE_MISSING,
    REASONS,
    EngineUnavailable,
    make_output,
    synthesize_to_file,
)
from accessible_games.speech import screen_reader, tts

Report = list[tuple[str, dict[str, str]]]

LINES = ["Lion enters the bar.", "Your turn.", "Game over: Anna wins."]


def play(mode: str, reports: Report, **kwargs: object) -> str:
    stream = io.StringIO()
    speech = make_output(mode, "en", 180, None, lambda i, a: reports.append((i, a)),
                         stream=stream, **kwargs)  # type: ignore[arg-type]
    assert speech.mode == "print" and speech.channel is None
    for number, text in enumerate(LINES):
        speech.announce(text, kind="alert" if number == 2 else "event", interrupt=number == 1)
    speech.stop()
    speech.close()
    return stream.getvalue()


def test_speech_package_imports_no_engine() -> None:
    code = (
        "import sys, accessible_games.speech as s\n"
        "out = s.make_output('print', 'cs', None, None, lambda i, a: None)\n"
        "out.announce('Ahoj.')\n"
        "bad = [m for m in ('pyttsx3', 'accessible_output2', 'comtypes', 'speechd')"
        " if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=30)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode("utf-8").strip() == "Ahoj."


def test_tts_without_pyttsx3(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tts, "builtin_engine", lambda: "pyttsx3")  # macOS: say, not pyttsx3
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # import raises ImportError
    reports: Report = []
    assert play("tts", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "tts", "reason": "not-installed"})]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="espeak-ng is Linux's engine")
def test_tts_without_espeak_library(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tts, "espeak_library_available", lambda: False)
    reports: Report = []
    assert play("tts", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "tts", "reason": "no-espeak"})]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="aplay is Linux's player")
def test_tts_without_audio_player(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(tts, "espeak_library_available", lambda: True)
    monkeypatch.setattr(tts, "driver_needs_player", lambda: True)
    monkeypatch.setenv("PATH", str(tmp_path))
    reports: Report = []
    assert play("tts", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "tts", "reason": "no-player"})]


def broken_pyttsx3(folder: Path) -> str:
    """A folder with a pyttsx3 that cannot be imported, for the child's PYTHONPATH."""
    (folder / "pyttsx3.py").write_text("raise ImportError('no engine here')\n")
    return str(folder)


def test_tts_child_cannot_load_the_engine(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    # The parent's quick probe passes, but the child process finds no engine.
    monkeypatch.setattr(tts, "builtin_engine", lambda: "pyttsx3")  # macOS: say, not pyttsx3
    monkeypatch.setattr(tts, "probe_engine", lambda: None)
    monkeypatch.setenv("PYTHONPATH", broken_pyttsx3(tmp_path))
    reports: Report = []
    assert play("tts", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "tts", "reason": "not-installed"})]


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS speaks with say, always there")
def test_synthesis_without_any_engine(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setenv("PYTHONPATH", broken_pyttsx3(tmp_path))
    monkeypatch.setenv("PATH", str(empty))  # no espeak-ng program either
    with pytest.raises(EngineUnavailable) as caught:
        synthesize_to_file("Hello.", "en", tmp_path / "out.wav", timeout=20)
    assert caught.value.reason == "not-installed"
    assert not (tmp_path / "out.wav").exists()


def test_screen_reader_without_speechd_on_linux(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(screen_reader, "speechd_available", lambda: False)
    reports: Report = []
    assert play("screen-reader", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "screen-reader", "reason": "no-speechd"})]


def test_screen_reader_without_accessible_output2(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(screen_reader, "speechd_available", lambda: True)
    monkeypatch.setitem(sys.modules, "accessible_output2", None)
    reports: Report = []
    assert play("screen-reader", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING,
                        {"mode": "screen-reader", "reason": "not-installed"})]
    assert capsys.readouterr().out == ""


def test_unknown_mode_is_reported_not_raised() -> None:
    reports: Report = []
    assert play("loud", reports).splitlines() == LINES
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "loud", "reason": "unknown-mode"})]


def test_every_reason_the_code_reports_is_known() -> None:
    assert set(REASONS) >= {"not-installed", "no-espeak", "no-player", "no-speechd",
                            "no-screen-reader", "failed", "timeout", "unknown-mode"}
