"""The Zooloretto benchmark (benchmarks/zooloretto.py) measures its games through
benchmarks/engines.py: the same tables, the issue's targets on the 3-player ones."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _benchmark(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location("zooloretto_benchmark",
                                                  BENCHMARKS / "zooloretto.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_tables_are_two_three_and_five_players_with_the_engines_targets(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bench = _benchmark(monkeypatch)
    tables = bench.tables()
    assert [(t.players, bool(t.options)) for t in tables] == [
        (2, False), (3, False), (5, False), (2, True), (3, True), (5, True)]
    assert [t.target for t in tables] == [0, 200, 0, 0, 120, 0]
    assert {t.game_id for t in tables} == {bench.GAME.game_id}
    assert len({t.label for t in tables}) == 6
    assert tables[4].options == tables[3].options == tables[5].options
    assert len(tables[4].options["expansions"]) == 9


def test_legal_actions_are_timed_in_cpu_time(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = _benchmark(monkeypatch)
    ticks = iter(range(0, 1000, 2))
    monkeypatch.setattr(bench, "time", SimpleNamespace(process_time=lambda: next(ticks)))
    micro, length = bench.legal_actions_microseconds(4)
    assert micro == pytest.approx(2 / 4 * 1e6)
    assert length > 1
