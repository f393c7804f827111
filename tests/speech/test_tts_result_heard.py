"""The built-in voice says the result of an all-bots game whole before the app leaves:
real espeak-ng speech, played by a stand-in ``aplay`` that records each sound and whether
it got to the end (benchmarks/tts_result_heard.py plays ten such games)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from accessible_games.speech.tts import espeak_library_available
from tests.benchmark_scripts import load_benchmark

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or importlib.util.find_spec("pyttsx3") is None
    or not espeak_library_available(),
    reason="needs Linux with espeak-ng, libespeak-ng1 and pyttsx3")


def test_the_result_of_a_czech_game_is_heard_whole(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    heard = load_benchmark("tts_result_heard", monkeypatch)
    whole, why = heard.result_heard_whole(tmp_path, "cs", seed=2)
    assert whole, why
