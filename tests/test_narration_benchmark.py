"""The narration benchmark (benchmarks/narration.py) measures a real game and its
segmentation between reads loses no line."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARK = Path(__file__).resolve().parents[1] / "benchmarks" / "narration.py"


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location("narration_benchmark", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_one_game_is_played_to_its_end_and_segmented_without_loss() -> None:
    bench = _benchmark()
    played = bench.play("beasty-bar", 1, "normal", "en")
    assert played.over
    assert len(played.prompts) > 0
    segments = played.segments()
    assert len(segments) == len(played.prompts) + 1
    assert sum(len(segment) for segment in segments) == len(played.lines) > 0
    assert [line for segment in segments for line in segment] == played.lines
    between = played.between()
    assert len(between) == len(played.prompts) - 1
    assert [line for segment in between for line, _ in segment] == \
        played.lines[played.cuts[0]:played.cuts[-1]], "between reads: all, in order"
    figures = bench.Figures("beasty-bar normal", [played])
    assert figures.total == len(played.lines) > sum(figures.seg_lines)
    assert max(figures.seg_lines) >= bench.p95(figures.seg_lines) > 0
    assert all(told <= lines for told, lines in zip(figures.seg_told, figures.seg_lines))
