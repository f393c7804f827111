"""F2: Ctrl-C anywhere in a game (a bot's delay, its choice, narration, a save) is the
prompt's one sentence and the game goes on; a save is never cut half-way; outside a game
the sentence does not claim a game is saved."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import accessible_games.shell.session as session_module
from accessible_games.core.game import PlayerSpec
from accessible_games.core.save import load
from accessible_games.registry import get_game
from accessible_games.shell.app import App
from accessible_games.shell.menu import main_menu
from accessible_games.shell.settings import Settings, autosave_path
from tests.harness import ANNA, BOT_GREEN, CTRL_C, CTRL_D, Harness, RecordingSink, ScriptReader


class Beasty(Harness):
    game_id = "beasty-bar"
    players = (ANNA, BOT_GREEN)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def _once(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str,
          before: bool = True) -> list[int]:
    """Make ``owner.name`` raise KeyboardInterrupt at its first call (before or after
    doing its work); returns the calls."""
    real = getattr(owner, name)
    calls: list[int] = []

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 1 and before:
            raise KeyboardInterrupt
        result = real(*args, **kwargs)
        if len(calls) == 1:
            raise KeyboardInterrupt
        return result

    monkeypatch.setattr(owner, name, interrupted)
    return calls


def test_ctrl_c_during_a_bots_delay_is_one_sentence_and_the_bot_plays_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calm = Beasty(["1", "1", "quit"]).run()
    calls = _once(monkeypatch, session_module.time, "sleep")
    h = Beasty(["1", "1", "quit"], settings=Settings(bot_delay=0.01)).run()
    assert calls, "the bot waited its delay"
    assert h.lines().count(h.text("shell-ctrl-c")) == 1
    assert h.exit == 0
    assert h.match.history == calm.match.history, "the bot played on, as it would have"


def test_ctrl_c_while_a_bot_chooses_leaves_its_dice_as_they_were(
        monkeypatch: pytest.MonkeyPatch) -> None:
    players = [ANNA, PlayerSpec("Bot Green", "random")]
    calm = Beasty(["1", "1", "1", "quit"], players=players).run()
    h = Beasty(["1", "1", "1", "quit"], players=players)
    _once(monkeypatch, h.session.bots[1], "choose", before=False)
    h.run()
    assert h.lines().count(h.text("shell-ctrl-c")) == 1
    assert h.match.history == calm.match.history, "the bot chose as it would have"


def test_ctrl_c_in_narration_waits_until_the_move_is_said_then_the_game_goes_on() -> None:
    calm = Beasty(["1", "1", "quit"]).run()
    h = Beasty(["1", "1", "quit"])
    real = h.sink.announce
    pressed: list[str] = []

    def announce(text: str, kind: str = "event", interrupt: bool = False) -> None:
        if text.startswith("Bot Green plays") and not pressed:
            pressed.append(text)
            signal.raise_signal(signal.SIGINT)
        real(text, kind, interrupt)

    h.sink.announce = announce  # type: ignore[method-assign]
    h.run()
    assert pressed
    assert h.lines().count(h.text("shell-ctrl-c")) == 1
    sentence = h.lines().index(h.text("shell-ctrl-c"))
    assert pressed[0] in h.lines()[:sentence], "the bot's move was said first"
    assert h.lines()[sentence - 1] == calm.lines()[sentence - 1], "and said whole"
    assert h.exit == 0
    assert h.match.history == calm.match.history


def test_ctrl_c_during_a_save_waits_until_the_move_is_saved(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = session_module.save_match
    seen: list[int] = []

    def save_interrupted(path: Path, match: Any, meta: Any = None) -> None:
        if len(match.history) == 1 and not seen:
            seen.append(1)
            signal.raise_signal(signal.SIGINT)
        real(path, match, meta)

    monkeypatch.setattr(session_module, "save_match", save_interrupted)
    on_disk: list[int] = []

    def check() -> str:
        on_disk.append(len(load(autosave_path(), get_game)[0].history))
        return "quit"

    h = Beasty(["1", check])
    h.session.autosave()
    h.run()
    assert seen, "Ctrl-C came in the save of the first move"
    assert h.lines().count(h.text("shell-ctrl-c")) == 1
    assert on_disk and on_disk[0] >= 1, "the move was saved whole"


def test_ctrl_c_in_the_main_menu_does_not_say_a_game_is_saved() -> None:
    reader = ScriptReader([CTRL_C, CTRL_D])
    sink = RecordingSink(reader)
    app = App(Settings(language="en"), "en", "plain", sink=sink, reader=reader)
    assert main_menu(app) == 0
    lines = [said.text for said in sink.said]
    assert app.text("shell-ctrl-c-unsaved") in lines
    assert app.text("shell-ctrl-c") not in lines
