"""Load a script of ``benchmarks/`` as a module, for the tests that check what it measures."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_benchmark(script: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """Return ``benchmarks/<script>.py`` loaded as a module; it can import ``engines.py``
    beside it while the test runs."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location(f"{script}_benchmark",
                                                  BENCHMARKS / f"{script}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
