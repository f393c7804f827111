"""Fixtures for the O Zoo le Mio shell tests: a private home folder and strict messages for
every test, and the ``oz`` kit: a session driven in-process by a scripted reader, with a
recording sink, snapshots of the state at each read, and helpers to stage a table (the
pty fixtures live in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from accessible_games.games.ozoolemio.rules import GAME, OzooState, Phase, Side, Tile, parse_cell
from accessible_games.games.ozoolemio.rules.notation import parse_tile
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo, explain_placement, start_zoo
from accessible_games.narration.l10n import L10n
from accessible_games.games.ozoolemio.narration import OzooNarrator
from tests.harness import ANNA, BOT_BLUE, BOT_GREEN, CTRL_D, PETR
from tests.harness import Harness as SharedHarness
from tests.harness import assert_clean as shared_assert_clean

Stage = Callable[[OzooState], OzooState]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings and the autosave go to a private folder; missing messages fail loudly."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


class Harness(SharedHarness):
    """The shared harness at an O Zoo le Mio table: strict messages, no mathematical
    symbols and no unformatted message id in any line."""

    game_id = "o-zoo-le-mio"
    strict_text = True

    def narrator(self, verbosity: str = "normal") -> OzooNarrator:
        return OzooNarrator(L10n(self.app.lang, strict=True), self.match.players, verbosity)

    def state_at(self, read_no: int) -> OzooState:
        state: OzooState = self.snaps[read_no].state
        return state


play = Harness.play


def assert_clean(lines: Iterable[str]) -> None:
    """Every line is whole, non-empty, free of symbols and of unformatted message ids."""
    shared_assert_clean(lines, "o-zoo-le-mio")


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
