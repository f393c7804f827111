"""The O Zoo le Mio benchmark (benchmarks/ozoolemio.py) measures its games through
benchmarks/engines.py, with the issue's target on the 3-player table, and times
legal_placements in CPU time on zoos grown as in a game."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from accessible_games.games.ozoolemio.rules import legal_placements
from tests.benchmark_scripts import load_benchmark


def test_tables_are_two_three_and_four_players_then_the_tree_variant(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("ozoolemio", monkeypatch)
    tables = bench.tables()
    assert [(t.players, t.target, t.options) for t in tables] == [
        (2, 0, {}), (3, 200, {}), (4, 0, {}), (2, 0, bench.TREES), (4, 0, bench.TREES)]
    assert {t.game_id for t in tables} == {bench.GAME.game_id}
    assert tables[1] in bench.TABLES
    assert [t.label for t in tables] == ["2p", "3p", "4p", "2p trees", "4p trees"]


def test_legal_placements_are_timed_in_cpu_time_on_zoos_regrown(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("ozoolemio", monkeypatch)
    cases = bench.placement_cases(4)
    assert len(cases) == 4
    for zoo, tile in cases:
        again = bench.regrown(zoo)
        assert again == zoo and again is not zoo
        assert legal_placements(again, tile) == legal_placements(zoo, tile)
    ticks = iter(range(0, 1000, 3))
    monkeypatch.setattr(bench, "time", SimpleNamespace(process_time=lambda: next(ticks)))
    micro, length = bench.legal_placement_microseconds(6, cases)
    assert micro == pytest.approx(3 / 6 * 1e6)
    assert length == sum(len(legal_placements(*cases[i % 4])) for i in range(6)) / 6
