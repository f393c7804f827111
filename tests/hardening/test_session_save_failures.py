"""F4: one truthful message per event when saving fails: the reason once (folder not
writable, disk full, data folder a file), what to do, and never "Game saved" after it."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

import accessible_games.core.save as save_module
from tests.harness import ANNA, BOT_GREEN, CTRL_D, Harness


class Beasty(Harness):
    game_id = "beasty-bar"
    players = (ANNA, BOT_GREEN)


def _failed(h: Harness, reason: str, leaving: str, folder: Path) -> str:
    return h.text("shell-save-failed", reason=reason, leaving=leaving, folder=str(folder),
                  variable="ACCESSIBLE_GAMES_HOME", detail="")


def _saved_lines(h: Harness) -> list[str]:
    said = {h.text("shell-saved-resume-hint"), h.text("shell-saved")}
    return [line for line in h.lines() if line in said]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_data_folder_that_is_a_file_is_said_once_and_leaving_never_claims_a_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    home = tmp_path / "home"
    home.write_text("not a folder")
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(home))
    h = Beasty(["1", "quit"], lang=lang)
    h.session.autosave()
    h.run()
    failed = _failed(h, "not-a-folder", "no", home)
    assert h.lines().count(failed) == 1, h.lines()
    assert _saved_lines(h) == [], "no line may say the game is saved"
    assert h.lines()[-1] == h.text("shell-left-unsaved")


def _raise_on(monkeypatch: pytest.MonkeyPatch, name: str, code: int,
              times: int | None = None) -> list[int]:
    """Make ``os.<name>`` (as core/save.py calls it) fail with ``code``; ``times`` failures
    then the real call.  Returns the count of calls."""
    real = getattr(os, name)
    calls: list[int] = []

    def fail(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if times is None or len(calls) <= times:
            raise OSError(code, os.strerror(code))
        return real(*args, **kwargs)

    monkeypatch.setattr(save_module.os, name, fail)
    return calls


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_full_disk_is_said_as_a_full_disk_once_then_leaving_says_not_saved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    h = Beasty(["1", "1", CTRL_D], lang=lang)
    _raise_on(monkeypatch, "fsync", errno.ENOSPC)
    h.run()
    failed = _failed(h, "disk-full", "no", tmp_path)
    assert h.lines().count(failed) == 1, h.lines()
    assert _saved_lines(h) == []
    assert h.lines()[-1] == h.text("shell-left-unsaved")
    assert not list(tmp_path.glob(".autosave.json.*")), "no temp file is left"


def test_a_folder_not_writable_names_the_folder_and_what_to_do(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(save_module.tempfile, "mkstemp", refuse)
    h = Beasty(["1", "quit"]).run()
    failed = _failed(h, "not-writable", "no", tmp_path)
    assert failed in h.lines()
    assert "ACCESSIBLE_GAMES_HOME" in failed and str(tmp_path) in failed
    assert _saved_lines(h) == []


def test_the_first_failure_at_leaving_says_its_reason_and_that_the_game_is_not_saved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))

    def break_then_leave() -> str:
        _raise_on(monkeypatch, "fsync", errno.ENOSPC)
        return "quit"

    h = Beasty(["1", break_then_leave]).run()
    assert h.lines()[-1] == _failed(h, "disk-full", "yes", tmp_path)
    assert _saved_lines(h) == []


def test_saving_that_works_again_is_said_once(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    h = Beasty(["1", "1", "1", "quit"])
    _raise_on(monkeypatch, "fsync", errno.ENOSPC, times=1)
    h.run()
    assert h.lines().count(_failed(h, "disk-full", "no", tmp_path)) == 1
    assert h.lines().count(h.text("shell-save-works-again")) == 1
    assert h.lines()[-1] == h.text("shell-saved-resume-hint")


def test_save_on_request_says_the_reason_every_time(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    h = Beasty(["save", "save", "quit"])
    _raise_on(monkeypatch, "fsync", errno.ENOSPC)
    h.run()
    assert h.reply(1) == [_failed(h, "disk-full", "no", tmp_path)]
    assert h.reply(2) == [_failed(h, "disk-full", "no", tmp_path)]
    assert _saved_lines(h) == []
