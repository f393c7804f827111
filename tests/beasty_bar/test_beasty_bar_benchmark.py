"""The Beasty Bar benchmark (benchmarks/beasty_bar.py) measures its games through
benchmarks/engines.py, with the issue's target on the 2-player table, and times
resolve_play in CPU time."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.benchmark_scripts import load_benchmark


def test_tables_are_engines_two_and_four_players_then_the_advanced_variant(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("beasty_bar", monkeypatch)
    tables = bench.tables()
    assert [(t.players, t.target, t.options) for t in tables] == [
        (2, 7500, {}), (4, 0, {}), (2, 0, {"variant": "advanced"})]
    assert {t.game_id for t in tables} == {bench.GAME.game_id}
    assert tables[:2] == [t for t in bench.TABLES if t.game_id == bench.GAME.game_id]
    assert tables[2].label == "2p advanced"


def test_resolve_play_is_timed_in_cpu_time(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("beasty_bar", monkeypatch)
    ticks = iter(range(0, 1000, 4))
    monkeypatch.setattr(bench, "time", SimpleNamespace(process_time=lambda: next(ticks)))
    assert bench.resolve_microseconds(8) == pytest.approx(4 / 8 * 1e6)
