"""The explore cursor, and the arrow keys of rich mode: on an empty line they type the
direction words; with text on the line they edit it as usual; Escape means back."""

from __future__ import annotations

from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto.rules import GAME, parse_cell
from accessible_games.games.aquaretto.rules.geometry import (
    MAX_COLUMN, MAX_ROW, MIN_COLUMN, MIN_ROW,
)
from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.games.aquaretto.explore import START_CELL
from accessible_games.games.aquaretto.explore import park_explorer as Explorer
from accessible_games.shell.explorer import ArrowInput, make_arrow_input
from accessible_games.games.aquaretto.session import AquarettoSession
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import Settings

C = parse_cell


def test_explorer_starts_in_the_middle_and_walks() -> None:
    explorer = Explorer()
    assert explorer.cursor == START_CELL == C("3C") and not explorer.active
    explorer.start(1, None)
    assert explorer.active and explorer.seat == 1 and explorer.cursor == C("3C")
    for direction, cell in (("north", "2C"), ("east", "2D"), ("south", "3D"), ("west", "3C")):
        assert explorer.step(direction)
        assert explorer.cursor == C(cell)
    explorer.start(0, C("4F"))
    assert explorer.cursor == C("4F") and explorer.seat == 0


@pytest.mark.parametrize(("start", "direction"), [
    ((MIN_COLUMN, 3), "west"), ((MAX_COLUMN, 3), "east"), ((2, MIN_ROW), "north"),
    ((2, MAX_ROW), "south"),
])
def test_explorer_stays_at_the_edge(start: tuple[int, int], direction: str) -> None:
    explorer = Explorer()
    explorer.start(0, start)
    assert not explorer.step(direction)
    assert explorer.cursor == start


def test_unknown_direction_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        Explorer().step("up")


def read_keys(keys: str) -> str:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    with create_pipe_input() as pipe:
        reader = ArrowInput(lambda: ["map", "pools"], pipe_input=pipe, output=DummyOutput())
        pipe.send_text(keys)
        return reader.read("> ")


@pytest.mark.parametrize(("keys", "typed"), [
    ("\x1b[A", "north"), ("\x1b[B", "south"), ("\x1b[C", "east"), ("\x1b[D", "west"),
    ("map\r", "map"), ("ab\x1b[Dc\r", "acb"), ("\x1b", BACK), ("po\t\r", "pools"),
])
def test_arrow_keys_type_directions_only_on_an_empty_line(keys: str, typed: str) -> None:
    assert read_keys(keys) == typed


def test_plain_mode_has_no_arrow_reader() -> None:
    assert make_arrow_input("plain", lambda: []) is None


class ListReader:
    """A reader returning scripted lines, marked with the mode it pretends to be."""

    def __init__(self, lines: list[str], mode: str, log: list[str]) -> None:
        self.lines = lines
        self.mode = mode
        self.log = log

    def read(self, prompt: str) -> str:
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        self.log.append(f"{self.mode}:{line}")
        return line


class Sink:
    def __init__(self) -> None:
        self.said: list[str] = []

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        self.said.append(text)

    def stop(self) -> None:
        pass


def test_while_exploring_the_session_reads_through_the_arrow_reader() -> None:
    log: list[str] = []
    plain = ListReader(["explore", "trucks"], "plain", log)
    arrows = ListReader(["n", "e", BACK], "arrows", log)
    sink = Sink()
    app = App(Settings(bot_delay=0), "en", "plain", sink=sink, reader=plain)
    match = Match.start(GAME, [PlayerSpec("Anna"), PlayerSpec("Bot", "greedy")], {}, 3)
    session = AquarettoSession(app, match)
    assert session.arrows is None, "plain mode has no arrow keys"
    fake: Any = arrows
    session.arrows = fake
    assert session.run() == 0
    assert log == ["plain:explore", "arrows:n", "arrows:e", f"arrows:{BACK}", "plain:trucks"]
    assert app.reader is plain, "the shell's own reader is back"
    assert L10n("en")("shell-aquaretto-explore-start", {"you": "yes", "name": "Anna",
                                                         "arrows": "yes"}) in sink.said
    assert "2C: empty field." in sink.said and "2D: empty field." in sink.said
    assert L10n("en")("shell-aquaretto-explore-end") in sink.said
