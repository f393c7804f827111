"""What is printed, whatever its source (issue 20: F9, output side): no control character,
escape sequence, direction mark or lone surrogate, and a name cannot add a line."""

from __future__ import annotations

import pytest

from accessible_games import registry
from accessible_games.core.errors import SaveError
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.save import from_json, to_json
from accessible_games.shell.commands import echo
from accessible_games.shell.output import Announcer, printable
from tests.harness import BOT_GREEN, Harness, assert_clean
from tests.scenario_files import Sink

HOSTILE = "Eve\x1b]0;PWNED\x07\x1b[31m\u202e\u2066\x85\x9b\r\udcff\ufffd"


def test_every_line_said_is_printable() -> None:
    sink = Sink()
    announcer = Announcer(sink)
    announcer.say([f"You win, {HOSTILE}!", "two\nlines\x0bhere"])
    assert sink.lines == ["You win, Eve]0;PWNED[31m  ??!", "two", "lines here"]
    assert announcer.transcript == sink.lines
    assert_clean(sink.lines)


@pytest.mark.parametrize("text", [HOSTILE, "a\u2028b", "\x00\x07\x7f", "x\u200e\u200f\u061cy"])
def test_printable_leaves_no_control_or_direction_mark(text: str) -> None:
    assert_clean([printable(text) or "-"])
    assert_clean([echo(text) or "-"])


class BeastyBar(Harness):
    game_id = "beasty-bar"


def test_a_hostile_name_is_printed_clean() -> None:
    played = BeastyBar.play(["1"] * 40, players=[PlayerSpec(HOSTILE.replace("\udcff", "")[:40]), BOT_GREEN],
                            when_done="1")
    assert any("Eve]0;PWNED" in line for line in played.lines())


def test_a_save_whose_name_would_add_a_line_is_refused() -> None:
    game = registry.get_game("beasty-bar")
    assert game is not None
    match = Match.start(game, [PlayerSpec("Bob\nYou win! Bob"), BOT_GREEN], {}, 3)
    with pytest.raises(SaveError):
        from_json(to_json(match), registry.get_game)
