"""Selfplay: bots play many seeded games of every game and the figures add up."""

from __future__ import annotations

import subprocess
import sys

import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.selfplay import run_selfplay


@pytest.mark.parametrize(("game", "players", "options"), [
    ("beasty-bar", 4, {"variant": "basic"}), ("beasty-bar", 2, {"variant": "advanced"}),
    ("aquaretto", 3, {}),
])
def test_the_same_seed_gives_the_same_figures(game: str, players: int, options: dict) -> None:
    bots = ["greedy", "random"] * 3
    first = run_selfplay(game, bots[:players], 4, 11, options)
    second = run_selfplay(game, bots[:players], 4, 11, options)
    assert first.seats == second.seats
    wins = sum(s.wins for s in first.seats)
    assert wins <= first.games
    assert all(s.best_score >= s.mean_score for s in first.seats)
    other = run_selfplay(game, bots[:players], 4, 12, options)
    assert other.seats != first.seats, "another seed deals other games"


def test_greedy_beats_random_at_beasty_bar() -> None:
    result = run_selfplay("beasty-bar", ["greedy", "random"], 100, 1, {"variant": "basic"})
    greedy, random_bot = result.seats
    assert greedy.wins > 2 * random_bot.wins


def test_unknown_game_or_bot_is_refused() -> None:
    with pytest.raises(ValueError):
        run_selfplay("chess", ["greedy", "greedy"], 1, 1)
    with pytest.raises(ValueError):
        run_selfplay("beasty-bar", ["clever", "greedy"], 1, 1)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_selfplay_command_prints_localised_figures(lang: str) -> None:
    result = subprocess.run([sys.executable, "-m", "accessible_games", "selfplay", "aquaretto",
                             "--players", "4", "--games", "8", "--seed", "3", "--lang", lang],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 + 4 + 1
    l10n = L10n(lang, strict=True)
    assert lines[0].startswith(l10n("game-name-aquaretto") + ":")
    assert "Traceback" not in result.stderr


def test_selfplay_command_refuses_a_wrong_player_count() -> None:
    result = subprocess.run([sys.executable, "-m", "accessible_games", "selfplay", "beasty-bar",
                             "--players", "5", "--lang", "en"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stdout.strip() == L10n("en")("cli-error-players", low=2, high=4)
