"""Seeded games say exactly what their golden transcripts recorded (see transcripts.py)."""

from __future__ import annotations

import difflib

import pytest

from tests.golden.transcripts import CASES, Case, path_of, record


@pytest.fixture(autouse=True)
def _strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_seeded_game_says_its_golden_transcript(case: Case) -> None:
    expected = path_of(case).read_text(encoding="utf-8").splitlines()
    played = record(case)
    if played != expected:
        diff = "\n".join(difflib.unified_diff(expected, played, "golden", "now", lineterm="",
                                              n=2))
        pytest.fail(f"{case.name} no longer says its golden transcript:\n{diff[:6000]}")


def test_every_golden_game_ends() -> None:
    for case in CASES:
        last = path_of(case).read_text(encoding="utf-8").splitlines()[-1]
        assert "over True" in last and "scores None" not in last, (case.name, last)


def test_the_golden_games_cover_every_game_in_both_languages() -> None:
    from accessible_games.registry import GAME_IDS
    covered = {(case.game, case.lang) for case in CASES}
    assert covered == {(game, lang) for game in GAME_IDS for lang in ("en", "cs")}
