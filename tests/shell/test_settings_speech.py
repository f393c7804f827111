"""Choosing a speech output that cannot start (issue 16, item 9): one sentence says why,
and the previous setting stays, unsaved, with the speech in use."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.shell.settings import SPEECH_MODES, Settings, load_settings, settings_path
from accessible_games.shell.settings_menu import SETTINGS, settings_dialog
from accessible_games.speech import make_output, tts
from tests.harness import ScriptReader

SPEECH = str(SETTINGS.index("speech") + 1)
TTS = str(SPEECH_MODES.index("tts") + 1)
PRINT = str(SPEECH_MODES.index("print") + 1)
RATE = str(SETTINGS.index("rate") + 1)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")


def _dialog(script: list[str], lang: str, settings: Settings) -> tuple[App, list[str]]:
    """Run the settings dialog with the real speech facade (printing to a string)."""
    stream = io.StringIO()
    reader = ScriptReader(script)
    sink = make_output(settings.speech, lang, None, None, lambda i, a: None, stream=stream)
    app = App(settings, lang, "plain", sink=sink, reader=reader)
    settings_dialog(app)
    app.close()
    return app, stream.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("reason", ["no-player", "no-espeak"])
def test_the_built_in_voice_without_its_engine_says_why_and_keeps_the_setting(
        lang: str, reason: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tts, "probe_engine", lambda: reason)
    app, lines = _dialog([SPEECH, TTS, ""], lang, Settings(speech="print"))
    l10n = L10n(lang)
    refusal = l10n("speech-engine-refused", {"mode": "tts", "reason": reason})
    assert refusal in lines
    after = lines[lines.index(refusal) + 1:]
    settings_list = l10n("common-list-count", {"what": l10n("shell-prompt-settings"),
                                               "count": len(SETTINGS)})
    assert after[0] == settings_list, "one sentence, then the settings again"
    missing = l10n("speech-engine-missing", {"mode": "tts", "reason": reason})
    changed = l10n("shell-settings-changed", {"setting": l10n("shell-setting-speech"),
                                              "value": l10n("shell-value-speech-tts")})
    assert missing not in lines and changed not in lines
    assert app.settings.speech == "print"
    assert not settings_path().exists() or load_settings().speech == "print"
    assert app.announcer.sink.mode == "print"  # type: ignore[attr-defined]


def test_a_rate_for_a_voice_that_cannot_start_is_not_kept(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tts, "probe_engine", lambda: "no-player")
    app, lines = _dialog([RATE, "3", ""], "en", Settings(speech="tts"))
    assert L10n("en")("speech-engine-refused", {"mode": "tts", "reason": "no-player"}) in lines
    assert app.settings.rate == 0


def test_a_speech_output_that_starts_is_said_and_saved() -> None:
    app, lines = _dialog([SPEECH, PRINT, ""], "en", Settings(speech="auto"))
    l10n = L10n("en")
    assert l10n("shell-settings-changed", {"setting": l10n("shell-setting-speech"),
                                           "value": l10n("shell-value-speech-print")}) in lines
    assert app.settings.speech == "print" and load_settings().speech == "print"
