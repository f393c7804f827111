"""In a game of bots alone, with a bot delay, the bots wait for the voice: each line is
printed once the voice has said the lines before it.  With a player at the table nothing
waits for the voice."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.beasty_bar.rules import GAME
from accessible_games.games.beasty_bar.session import BeastyBarSession
from accessible_games.shell import session as session_module
from accessible_games.shell.app import App
from accessible_games.shell.settings import Settings
from accessible_games.speech.base import Kind
from tests.harness import GAME_OVER_PROMPTS

WAIT = ("wait", "")


class PacingSink:
    """Records what is said, and each wait for the voice to catch up."""

    def __init__(self, interrupt_first_wait: bool = False) -> None:
        self.events: list[tuple[str, str]] = []
        self._interrupt = interrupt_first_wait

    def announce(self, text: str, kind: Kind = "event", interrupt: bool = False) -> None:
        self.events.append(("say", text))

    def stop(self) -> None:
        self.events.append(("stop", ""))

    def flush(self) -> None:
        pass

    def catch_up(self) -> bool:
        self.events.append(WAIT)
        if self._interrupt:
            self._interrupt = False
            raise KeyboardInterrupt
        return True


class Ones:
    """Answers 1 at every prompt, Enter after the game."""

    mode = "plain"

    def read(self, prompt: str) -> str:
        return "" if prompt in GAME_OVER_PROMPTS else "1"


def play(sink: PacingSink, delay: float, players: list[PlayerSpec], tmp_path: Path,
         monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setattr(session_module.time, "sleep", lambda seconds: None)
    app = App(Settings(bot_delay=delay), "en", "plain", sink=sink, reader=Ones())
    match = Match.start(GAME, players, {}, 5)
    assert BeastyBarSession(app, match).run() == 0
    assert match.is_over()
    return sink.events


BOTS = [PlayerSpec("Bot Red", "greedy"), PlayerSpec("Bot Green", "random")]


def test_in_an_all_bots_game_every_line_waits_for_the_one_before(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = play(PacingSink(), 0.5, BOTS, tmp_path, monkeypatch)
    said = [index for index, event in enumerate(events) if event[0] == "say"]
    assert len(said) > 30
    unpaced = [events[later][1] for earlier, later in zip(said, said[1:])
               if WAIT not in events[earlier:later]]
    assert unpaced == []


def test_without_a_delay_nothing_waits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = play(PacingSink(), 0.0, BOTS, tmp_path, monkeypatch)
    assert WAIT not in events and len(events) > 30


def test_with_a_player_at_the_table_nothing_waits_for_the_voice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The prompt never waits for the voice: the bots' lines come at once, and the
    player's next command cuts the voice off."""
    events = play(PacingSink(), 0.5, [PlayerSpec("Anna"), BOTS[0]], tmp_path, monkeypatch)
    said = [text for what, text in events if what == "say"]
    assert any(text.startswith("Bot Red plays") for text in said)
    assert any(text.startswith("You play") for text in said)
    assert WAIT not in events


def test_ctrl_c_while_waiting_silences_the_voice_and_the_game_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = play(PacingSink(interrupt_first_wait=True), 0.5, BOTS, tmp_path, monkeypatch)
    assert events[:2] == [WAIT, ("stop", "")]
    assert events[-1][0] == "say"
