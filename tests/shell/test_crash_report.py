"""An unexpected error inside the app is told in one sentence and logged, never shown raw."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games import cli
from accessible_games.narration.l10n import L10n


SECRET = "a bug deep inside"
"""The crash's message: it stands for text from a save, which the log must not hold."""


def _explode(*args: object, **kwargs: object) -> int:
    raise RuntimeError(SECRET)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_crash_is_one_sentence_and_a_log_file(lang: str, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setattr("accessible_games.shell.sessions.start_game", _explode)
    status = cli.main(["play", "beasty-bar", "--plain", "--lang", lang, "--bot-delay", "0"])
    out, err = capsys.readouterr()
    log = tmp_path / "crash.log"
    assert status == cli.CRASH_STATUS
    assert err.strip() == L10n(lang)("cli-crash", file=str(log), logged="yes", saved="no",
                                     save="")
    assert "Traceback" not in out + err
    assert "builtins.RuntimeError" in log.read_text(encoding="utf-8")
    assert SECRET not in log.read_text(encoding="utf-8")
