"""The combined game's benchmark (benchmarks/aquaretto_zooloretto.py) measures its games
through benchmarks/engines.py, with the issue's target on the 3-player base table, and
times the greedy bot's games in CPU time."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.benchmark_scripts import load_benchmark


def test_tables_are_two_three_and_five_players_without_then_with_the_savings_book(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("aquaretto_zooloretto", monkeypatch)
    tables = bench.tables()
    assert [(t.players, bool(t.options)) for t in tables] == [
        (2, False), (3, False), (5, False), (2, True), (3, True), (5, True)]
    assert [t.target for t in tables] == [0, 50, 0, 0, 0, 0]
    assert {t.game_id for t in tables} == {bench.GAME.game_id}
    assert len({t.label for t in tables}) == 6
    assert tables[1] in bench.TABLES
    assert all(t.options == bench.SAVINGS for t in tables[3:])


def test_greedy_games_are_timed_in_cpu_time(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load_benchmark("aquaretto_zooloretto", monkeypatch)
    ticks = iter([10.0, 14.0])
    monkeypatch.setattr(bench, "time", SimpleNamespace(process_time=lambda: next(ticks)))
    share, rate = bench.greedy_share(2, {})
    assert 0 <= share <= 1
    assert rate == pytest.approx(2 / 4)
