"""Fixtures for the O Zoo le Mio shell tests: a private home folder and strict messages for
every test, and the ``oz`` kit: a session driven in-process by a scripted reader, with a
recording sink, snapshots of the state at each read, and helpers to stage a table (the
pty fixtures live in tests/conftest.py)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.ozoolemio.rules import GAME, OzooState, Phase, Side, Tile, parse_cell
from accessible_games.games.ozoolemio.rules.notation import parse_tile
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo, explain_placement, start_zoo
from accessible_games.narration.l10n import L10n
from accessible_games.games.ozoolemio.narration import OzooNarrator
from accessible_games.shell.app import App
from accessible_games.games.ozoolemio.session import OzooSession
from accessible_games.shell.settings import Settings

CTRL_D = "<ctrl-d>"
ANNA = PlayerSpec("Anna")
PETR = PlayerSpec("Petr")
BOT_GREEN = PlayerSpec("Bot Green", "greedy")
BOT_BLUE = PlayerSpec("Bot Blue", "greedy")
ScriptItem = str | Callable[[], str]
Stage = Callable[[OzooState], OzooState]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings and the autosave go to a private folder; missing messages fail loudly."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


class ScriptReader:
    """Returns scripted lines; afterwards "eof" ends the input, anything else is repeated."""

    mode = "plain"

    def __init__(self, script: Iterable[ScriptItem], when_done: str, limit: int = 3000) -> None:
        self.script = list(script)
        self.position = 0
        self.when_done = when_done
        self.limit = limit
        self.reads = 0
        self.on_read: Callable[[int], None] | None = None

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.on_read is not None:
            self.on_read(self.reads)
        if self.reads > self.limit:
            raise RuntimeError("the script ran too long: the session never ends")
        if self.position < len(self.script):
            item = self.script[self.position]
            self.position += 1
            line = item() if callable(item) else item
        else:
            line = CTRL_D if self.when_done == "eof" else self.when_done
        if line == CTRL_D:
            raise EOFError
        return line


@dataclass
class Said:
    text: str
    kind: str
    read_no: int


class RecordingSink:
    def __init__(self, reader: ScriptReader) -> None:
        self.said: list[Said] = []
        self.reader = reader

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        self.said.append(Said(text, kind, self.reader.reads))

    def stop(self) -> None:
        pass


@dataclass
class Snapshot:
    history: int
    state: Any


def bad_characters(line: str) -> list[str]:
    """Return the characters a Braille display or screen reader must never get."""
    return [f"U+{ord(ch):04X}" for ch in line
            if ch in "\u2068\u2069\x1b" or unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs",
                                                                       "Cn", "So", "Sm")]


def assert_clean(lines: Iterable[str]) -> None:
    """Every line is whole, non-empty, free of symbols and of unformatted message ids."""
    for line in lines:
        assert line.strip() and "\n" not in line, repr(line)
        assert not bad_characters(line), (bad_characters(line), line)
        assert "{" not in line and not re.search(r"ozoolemio-[a-z]+-", line), line


class Harness:
    """An App with a scripted reader and a recording sink, a Match and its session."""

    def __init__(self, script: Iterable[ScriptItem] = (), lang: str = "en",
                 players: Sequence[PlayerSpec] = (ANNA, BOT_GREEN), seed: int = 5,
                 when_done: str = "eof", stage: Stage | None = None,
                 verbosity: str = "normal", options: dict[str, Any] | None = None) -> None:
        self.reader = ScriptReader(script, when_done)
        self.sink = RecordingSink(self.reader)
        self.app = App(Settings(bot_delay=0, verbosity=verbosity), lang, "plain",
                       sink=self.sink, reader=self.reader)
        self.match = Match.start(GAME, list(players), options or {}, seed)
        if stage is not None:
            self.match.state = stage(self.match.state)
        self.start_state = self.match.state
        self.session = OzooSession(self.app, self.match)
        self.snaps: dict[int, Snapshot] = {}
        self.reader.on_read = self._snap
        self.exit: int | None = None

    def _snap(self, read_no: int) -> None:
        self.snaps[read_no] = Snapshot(len(self.match.history), self.match.state)

    def run(self) -> Harness:
        self.exit = self.session.run()
        assert_clean(self.lines())
        return self

    def lines(self) -> list[str]:
        return [s.text for s in self.sink.said]

    def reply(self, read_no: int) -> list[str]:
        """Return the lines said after read ``read_no`` and before the next read."""
        return [s.text for s in self.sink.said if s.read_no == read_no]

    def unchanged(self, first: int, last: int | None = None) -> bool:
        last = first + 1 if last is None else last
        a, b = self.snaps[first], self.snaps[last]
        return a.history == b.history and a.state == b.state

    def played_after(self, read_no: int) -> list[tuple[int, Any]]:
        return self.match.history[self.snaps[read_no].history:]

    def text(self, msg_id: str, **args: Any) -> str:
        return L10n(self.app.lang, strict=True)(msg_id, args)

    def narrator(self, verbosity: str = "normal") -> OzooNarrator:
        return OzooNarrator(L10n(self.app.lang, strict=True), self.match.players, verbosity)

    def view(self, seat: int | None = 0, read_no: int | None = None) -> Any:
        state = self.snaps[read_no].state if read_no is not None else self.match.state
        return GAME.view(state, seat)

    def state_at(self, read_no: int) -> OzooState:
        state: OzooState = self.snaps[read_no].state
        return state


def play(script: Iterable[ScriptItem] = (), **kwargs: Any) -> Harness:
    return Harness(script, **kwargs).run()


def tile(text: str, tile_id: str = "x") -> Tile:
    """Return a tile from its text form (see ``notation``)."""
    return parse_tile(tile_id, text)


def build(steps: Sequence[tuple[str, str, str]], start: str = ":ns|:") -> Zoo:
    """Return a zoo: the start tile, then each (tile text, cell, facing), checked legal."""
    zoo = start_zoo(tile(start, "start"))
    for number, (text, cell, facing) in enumerate(steps, 1):
        laid = tile(text, f"z{number}")
        where = Placement(parse_cell(cell), Side(facing))
        reason = explain_placement(zoo, laid, where)
        assert reason is None, (number, reason)
        zoo = zoo.with_tile(laid, where)
    return zoo


def with_zoo(state: OzooState, seat: int, zoo: Zoo) -> OzooState:
    """Return ``state`` with ``seat``'s zoo replaced."""
    players = list(state.players)
    players[seat] = replace(players[seat], zoo=zoo)
    return replace(state, players=tuple(players))


def placing(text: str, zoo: Zoo | None = None, seat: int = 0, tile_id: str = "won") -> Stage:
    """Stage: ``seat`` has just won the tile ``text`` and lays it in ``zoo``."""
    def stage(state: OzooState) -> OzooState:
        if zoo is not None:
            state = with_zoo(state, seat, zoo)
        return replace(state, phase=Phase.PLACE, placer=seat, in_hand=tile(text, tile_id),
                       bids=tuple(None for _ in state.players))
    return stage


def zoo_stage(zoo: Zoo, seat: int = 0) -> Stage:
    """Stage: ``seat``'s zoo is ``zoo``; the table bids as usual."""
    def stage(state: OzooState) -> OzooState:
        return with_zoo(state, seat, zoo)
    return stage


def coins(amounts: Sequence[int]) -> Stage:
    """Stage: the seats hold these coins (the bank keeps the rest of the 35)."""
    def stage(state: OzooState) -> OzooState:
        spent = sum(amounts) - sum(state.coins)
        return replace(state, coins=tuple(amounts), bank=state.bank - spent)
    return stage


@pytest.fixture
def oz() -> SimpleNamespace:
    """The harness and staging helpers above, by name."""
    return SimpleNamespace(
        Harness=Harness, play=play, tile=tile, build=build, with_zoo=with_zoo,
        placing=placing, with_zoo_stage=zoo_stage, coins=coins, assert_clean=assert_clean, CTRL_D=CTRL_D, ANNA=ANNA,
        PETR=PETR, BOT_GREEN=BOT_GREEN, BOT_BLUE=BOT_BLUE, C=parse_cell, GAME=GAME)
