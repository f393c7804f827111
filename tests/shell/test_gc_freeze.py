"""The command line's App moves what it has loaded out of the garbage collector's walks
(gc.freeze) before its first read and before the first read of each game; an App made
elsewhere (tests, many in one process) never does."""

from __future__ import annotations

import argparse
import gc
from typing import Any

import pytest

from accessible_games import cli
from accessible_games.shell.app import App
from accessible_games.shell.commands import Vocabulary
from accessible_games.shell.settings import Settings
from tests.harness import ScriptReader


@pytest.fixture
def freezes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the calls of gc.freeze (which is not called for real)."""
    calls: list[int] = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append(1))
    return calls


def _read(app: App, times: int) -> None:
    for _ in range(times):
        app.read("Choice, 1 to 2:")


def test_the_command_line_freezes_at_its_first_read_and_at_a_game_s(
        freezes: list[int], monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    args = argparse.Namespace(plain=True, rich=False, speech="print")
    app = cli._make_app(Settings(language="en"), "en", args)
    app.reader = ScriptReader(["1"] * 5)
    _read(app, 2)
    assert len(freezes) == 1
    app.use_vocabulary(Vocabulary({"lion": ["lion"]}))
    _read(app, 3)
    assert len(freezes) == 2


def test_an_app_made_elsewhere_never_freezes(freezes: list[int]) -> None:
    app = App(Settings(), "en", "plain", reader=ScriptReader(["1"] * 3))
    _read(app, 1)
    app.use_vocabulary(Vocabulary())
    _read(app, 2)
    assert freezes == []
