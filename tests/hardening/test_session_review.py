"""F18: a resumed game's review (``history``, ``,``) holds what was said before the save,
private lines their owner's only.  F21: in hot seat, review never calls the other player
"you".  F20 (already built: Settings.clear_at_handover, GameSession.hand_keyboard): the
real terminal is cleared when the next player presses Enter, only with the setting."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from accessible_games.shell.app import App
from accessible_games.shell.output import CLEAR_SCREEN
from accessible_games.shell.sessions import resume_game
from accessible_games.shell.settings import Settings
from tests.harness import ANNA, BOT_GREEN, CTRL_D, PETR, Harness, RecordingSink, ScriptReader
from tests.prompts import PLAIN_PROMPT


class Beasty(Harness):
    game_id = "beasty-bar"
    players = (ANNA, BOT_GREEN)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))


def _resume(script: list[str], read_no: int) -> list[str]:
    """Resume the autosave with ``script``; return the lines said after read ``read_no``."""
    reader = ScriptReader(script)
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), "en", "plain", sink=sink, reader=reader)
    resume_game(app)
    return [said.text for said in sink.said if said.read_no == read_no]


def _moves(lines: list[str]) -> list[str]:
    return [line for line in lines
            if line.startswith(("You play", "You draw", "Bot Green plays", "Anna plays",
                                "Petr plays"))]


def test_a_resumed_games_history_holds_the_moves_said_before_the_save() -> None:
    first = Beasty(["1", "1", "1", CTRL_D])
    first.session.autosave()
    first.run()
    said = _moves(first.lines())
    assert len(said) >= 6
    history = _resume(["history 200", CTRL_D], 1)
    for line in said:
        assert line in history, f"{line!r} is in the resumed game's history"


def _hot_seat(variant: str = "basic") -> Harness:
    h = Beasty(["", "1", "", "1", "", "1", CTRL_D], players=[ANNA, PETR],
               options={"variant": variant}, when_done="1")
    h.session.autosave()
    return h.run()


def test_a_resumed_hot_seat_game_keeps_each_players_private_lines_theirs() -> None:
    from accessible_games.shell.sessions import past_lines
    h = _hot_seat()
    past = past_lines(Settings(), "en", h.match, h.match.history)
    draws = [(line, owner) for line, owner in past if line.startswith("You draw")]
    assert draws, "the draws were said"
    for line, owner in draws:
        assert owner == (0 if " red " in line else 1), (line, owner)
    assert not [line for line, owner in past if owner is None and line.startswith("You")], \
        "no public line calls anybody you"


def test_after_resume_review_never_replays_the_other_players_private_lines() -> None:
    h = _hot_seat()
    seat = min(h.match.to_move())
    colour, other_colour = ("red", "green") if seat == 0 else ("green", "red")
    review = _resume(["", "history 200", CTRL_D], 2)
    assert any(line.startswith(f"You draw the {colour}") for line in review), \
        "the player at the keyboard hears their own draws again"
    assert not [line for line in review if line.startswith(f"You draw the {other_colour}")], \
        "never the other player's"


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_in_hot_seat_review_never_calls_the_other_player_you(variant: str) -> None:
    h = Beasty(["", "1", "1", "1", "1", "", "1", "1", "1", "1", "", "1", "", "history 200",
                CTRL_D], players=[ANNA, PETR], options={"variant": variant}, when_done="1")
    h.run()
    asked = max(n for n, typed in enumerate(h.reader.script, 1) if typed == "history 200")
    keyboard = next(s.keyboard for s in h.sink.said if s.read_no == asked)
    other = "red" if keyboard == 1 else "green"
    other_name = "Anna" if keyboard == 1 else "Petr"
    review = h.reply(asked)
    assert review
    assert any(line.startswith(f"{other_name} plays") for line in review)
    wrong = [line for line in review
             if line.lower().startswith("you") and f" {other} " in f" {line.lower()} "]
    assert not wrong, wrong
    assert not [line for line in review if "you are ready" in line]


def test_the_terminal_is_cleared_at_handover_only_with_the_setting(spawn: Any,
                                                                    home: Path) -> None:
    for clear in (False, True):
        (home / "settings.json").write_text(json.dumps({"clear_at_handover": clear}))
        child = spawn("play", "beasty-bar", "--players", "2", "--bots", "0", "--seed", "3",
                      "--lang", "en", "--plain", "--replace")
        child.expect(PLAIN_PROMPT)  # Anna, press Enter
        child.sendline(b"")
        child.expect(PLAIN_PROMPT)
        child.sendline(b"1")
        child.expect(PLAIN_PROMPT)  # Petr, press Enter
        before = child.before
        child.sendline(b"")
        child.expect(PLAIN_PROMPT)
        after = child.before
        assert CLEAR_SCREEN.encode() not in before
        assert (CLEAR_SCREEN.encode() in after) is clear
        child.sendline(b"quit")
        child.expect("resume")
        child.close()
