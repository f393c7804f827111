"""The hot-seat handover every game with secrets shares (``GameSession.hand_keyboard``), and
the setting that clears the screen there (issue 16, item 7)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from accessible_games.shell.app import App
from accessible_games.shell.output import CLEAR_SCREEN
from accessible_games.shell.settings import Settings, load_settings
from accessible_games.shell.settings_menu import settings_dialog
from tests.harness import ANNA, BOB, Harness, RecordingSink, ScriptReader

HOT_SEATS = [("beasty-bar", {}), ("o-zoo-le-mio", {}),
             ("zooloretto", {"expansions": ["task-cards"]})]
"""Games whose hot seat keeps secrets: hands, sealed bids, task cards."""


class Terminal(io.StringIO):
    """Standard output that claims to be a terminal and notes the read at every clear."""

    def __init__(self, harness: Harness, tty: bool = True) -> None:
        super().__init__()
        self.harness = harness
        self.tty = tty
        self.cleared_at: list[int] = []

    def isatty(self) -> bool:
        return self.tty

    def write(self, text: str) -> int:
        if CLEAR_SCREEN in text:
            self.cleared_at.append(self.harness.reader.reads)
        return super().write(text)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    return tmp_path


def _hot_seat(game_id: str, options: dict, clear: bool, lang: str = "en") -> Harness:
    class Game(Harness):
        pass
    Game.game_id = game_id
    h = Game([], lang=lang, players=[ANNA, BOB], options=options,
             settings=Settings(bot_delay=0, clear_at_handover=clear))
    privacy = _privacy_prompts(h)
    h.reader.when_done = lambda: "" if h.reader.prompts[-1] in privacy else "1"
    return h


def _play_some(h: Harness, monkeypatch: pytest.MonkeyPatch, tty: bool = True,
               reads: int = 12) -> Terminal:
    terminal = Terminal(h, tty)
    monkeypatch.setattr("sys.stdout", terminal)
    h.reader.limit = reads
    with pytest.raises(RuntimeError):
        h.session.run()
    return terminal


def _privacy_prompts(h: Harness) -> set[str]:
    """Return the prompts of a handover ("Anna, press Enter:"), as the reader gets them."""
    return {h.text("shell-prompt-privacy", name=name).rstrip() + " "
            for name in ("Anna", "Bob")}


def _privacy_reads(h: Harness) -> list[int]:
    """Return the reads whose prompt was a handover's."""
    prompts = _privacy_prompts(h)
    return [n for n, prompt in enumerate(h.reader.prompts, 1) if prompt in prompts]


@pytest.mark.parametrize(("game_id", "options"), HOT_SEATS, ids=[g for g, _ in HOT_SEATS])
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_screen_is_cleared_when_the_next_player_presses_enter(
        game_id: str, options: dict, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    h = _hot_seat(game_id, options, clear=True, lang=lang)
    terminal = _play_some(h, monkeypatch)
    handovers = [n for n in _privacy_reads(h) if n in h.reader.typed]
    assert len(handovers) >= 2, "both players took the keyboard"
    assert all(h.reader.typed[n] == "" for n in handovers)
    assert terminal.cleared_at == handovers, "cleared once the next player pressed Enter"


@pytest.mark.parametrize(("game_id", "options"), HOT_SEATS, ids=[g for g, _ in HOT_SEATS])
def test_no_clearing_by_default_nor_when_output_is_not_a_terminal(
        game_id: str, options: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    off = _hot_seat(game_id, options, clear=False)
    assert _play_some(off, monkeypatch).cleared_at == []
    assert len(_privacy_reads(off)) >= 2
    piped = _hot_seat(game_id, options, clear=True)
    terminal = _play_some(piped, monkeypatch, tty=False)
    assert terminal.cleared_at == [] and CLEAR_SCREEN not in terminal.getvalue()


def test_the_setting_is_off_by_default() -> None:
    assert Settings().clear_at_handover is False
    assert Settings(clear_at_handover="yes").validated().clear_at_handover is False  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_settings_dialog_switches_it_on_and_saves_it(lang: str) -> None:
    reader = ScriptReader(["9", "2", ""])
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    settings_dialog(app)
    assert app.settings.clear_at_handover is True
    assert load_settings().clear_at_handover is True
    said = [s.text for s in sink.said]
    name = app.text("shell-setting-clear-at-handover")
    assert app.text("shell-settings-changed", setting=name,
                    value=app.text("shell-value-on")) in said
