"""A whole game through the speech facade with the recorder channel: every printed line
is handed to speech exactly once, in order, with the interrupt flag its kind calls for."""

from __future__ import annotations

import io
import itertools
from pathlib import Path

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.beasty_bar.rules import GAME
from accessible_games.shell.app import App
from accessible_games.games.beasty_bar.session import BeastyBarSession
from accessible_games.shell.settings import Settings
from accessible_games.speech import PrintOutput, RecorderOutput, Speech
from tests.harness import GAME_OVER_PROMPTS

QUESTIONS = ["q", "b", "help", "rules lion", "more", "why 1", "scores", "r", ",", "table"]


class Script:
    """Answers 1 at every prompt, with a question before every other answer."""

    mode = "plain"

    def __init__(self) -> None:
        self._lines = itertools.chain.from_iterable(
            (question, "1") for question in itertools.cycle(QUESTIONS))
        self.reads = 0

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.reads > 2000:
            raise EOFError
        if prompt in GAME_OVER_PROMPTS:
            return ""
        return next(self._lines)


@pytest.mark.parametrize(("lang", "variant"), [("en", "basic"), ("cs", "advanced")])
def test_every_line_is_spoken_once_in_order(lang: str, variant: str, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    printed = io.StringIO()
    recorder = RecorderOutput()
    # A clock that never moves: the lines of one answer always count as one answer.
    speech = Speech(PrintOutput(printed, configure=False), recorder, mode="recorder",
                    clock=lambda: 0.0)
    app = App(Settings(bot_delay=0), lang, "plain", sink=speech, reader=Script())
    players = [PlayerSpec("Anna"), PlayerSpec("Bot 1", "greedy"), PlayerSpec("Bot 2", "random")]
    match = Match.start(GAME, players, {"variant": variant}, 17)
    assert BeastyBarSession(app, match).run() == 0
    assert match.is_over()
    speech.close()

    lines = printed.getvalue().splitlines()
    spoken = recorder.spoken
    assert [r.text for r in spoken] == lines, "each printed line is spoken once, in order"
    previous = None
    for record in spoken:
        answer_starts = record.kind == "result" and previous != "result"
        assert record.interrupt == answer_starts, record
        previous = record.kind
    kinds = {r.kind for r in spoken}
    assert {"event", "prompt", "result", "final"} <= kinds
    final = [r.text for r in spoken if r.kind == "final"]
    assert final and final == lines[-len(final):], "the result is the last thing said"
