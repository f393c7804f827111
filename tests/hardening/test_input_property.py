"""Arbitrary bytes through every game's real shell (issue 20, F1 and F9): the plain-mode
reader reads a byte stream decoded strictly, as under a real UTF-8 locale, with lines of
1 mixed in to move the game on; the session never raises, every line it says and every
prompt is ``printable`` (no control character, direction mark or unreadable text), and
the game ends.  (A typed symbol may be repeated back: that is text the player typed.)"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from accessible_games import registry
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.shell.app import App
from accessible_games.shell.line_input import PlainInput
from accessible_games.shell.output import printable
from accessible_games.shell.settings import Settings
from tests.harness import BOT_GREEN, RecordingSink

SAMPLES = (b"\xff", b"\xc5", b"\xed\xa0\x80", b"\x00", b"\x07", b"\x1b", b"\x1b[A", b"\x1b2",
           b"\x9b", "\u202e".encode(), b"\r", b"\t", b"1", b"back", b"\xf8\xed")
LINES = st.lists(st.sampled_from(SAMPLES) | st.binary(max_size=12), max_size=6).map(b"".join)
STREAMS = st.lists(st.one_of(LINES, st.just(b"1"), st.just(b"x" * 5000)), max_size=40)


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_any_bytes_at_every_prompt_of_a_game(game_id: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.delenv("INPUTRC", raising=False)

    @settings(max_examples=2, deadline=None, suppress_health_check=list(HealthCheck))
    @given(STREAMS, st.sampled_from(["en", "cs"]), st.integers(0, 99))
    def play(lines: list[bytes], lang: str, seed: int) -> None:
        data = b"\n".join(lines) + b"\n" + b"1\n" * 1500
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), "utf-8", "strict"))
        monkeypatch.setattr(sys, "stdout", io.StringIO())
        sink = RecordingSink()
        app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=PlainInput(list))
        game = registry.get_game(game_id)
        assert game is not None
        match = Match.start(game, [PlayerSpec("Anna"), BOT_GREEN], {}, seed)
        registry.entry(game_id).make_session(app, match, False).run()
        assert match.is_over
        for said in sink.said:
            assert said.text.strip() and printable(said.text) == said.text, said.text
        for prompt in sys.stdout.getvalue().split("\n"):
            assert printable(prompt) == prompt, prompt

    play()
