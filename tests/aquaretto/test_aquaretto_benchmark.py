"""The Aquaretto benchmark (benchmarks/aquaretto.py) measures its games through
benchmarks/engines.py, with the issue's target on the 3-player table, and times
legal_cells in CPU time."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.benchmark_scripts import load_benchmark


def test_tables_are_two_three_and_five_players_with_the_engines_target(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("aquaretto", monkeypatch)
    tables = bench.tables()
    assert [t.players for t in tables] == [2, 3, 5]
    assert [t.target for t in tables] == [0, 250, 0]
    assert {t.game_id for t in tables} == {bench.GAME.game_id}
    assert [t.label.split()[-1] for t in tables] == ["2p", "3p", "5p"]
    assert tables[1] in bench.TABLES


def test_legal_cells_are_timed_in_cpu_time(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("aquaretto", monkeypatch)
    cases = bench.placement_cases(3)
    assert len(cases) == 3
    assert all(bench.legal_cells(park, tile) is not None for park, tile in cases)
    ticks = iter(range(0, 1000, 3))
    monkeypatch.setattr(bench, "time", SimpleNamespace(process_time=lambda: next(ticks)))
    assert bench.legal_cells_microseconds(6, cases) == pytest.approx(3 / 6 * 1e6)
