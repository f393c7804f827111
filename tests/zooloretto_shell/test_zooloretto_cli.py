"""Zooloretto on the command line: registration, play options, expansions, selfplay, rules."""

from __future__ import annotations

import pytest

from accessible_games.cli import expansion_listed, main
from accessible_games.registry import GAME_IDS, player_range, get_game, known_expansions, make_bot
from accessible_games.narration.l10n import L10n
from accessible_games.selfplay import run_selfplay


def test_zooloretto_is_registered() -> None:
    assert "zooloretto" in GAME_IDS
    assert player_range("zooloretto") == (2, 5)
    game = get_game("zooloretto")
    assert game is not None and game.game_id == "zooloretto"
    assert make_bot("zooloretto", "greedy", 1) is not None
    assert make_bot("zooloretto", "random", 1) is not None
    for lang in ("en", "cs"):
        assert L10n(lang, strict=True)("game-name-zooloretto") == "Zooloretto"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_unknown_expansion_is_one_sentence_and_exit_2(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["play", "zooloretto", "--players", "2", "--expansion", "unicorn",
                   "--lang", lang, "--plain", "--bot-delay", "0"])
    out = capsys.readouterr()
    assert status == 2
    known = known_expansions("zooloretto")
    expected = L10n(lang, strict=True)("cli-error-unknown-expansion", {
        "name": "unicorn", "count": len(known),
        "known": ", ".join(expansion_listed(L10n(lang), name) for name in known)})
    assert out.out.strip().splitlines() == [expected]
    assert "Traceback" not in out.out + out.err
    assert "unicorn" in expected and expected.endswith(".")


def test_the_unknown_expansion_sentence_handles_an_empty_list() -> None:
    en = L10n("en", strict=True)
    none = en("cli-error-unknown-expansion", {"name": "x", "count": 0, "known": ""})
    some = en("cli-error-unknown-expansion", {"name": "x", "count": 2, "known": "a, b"})
    assert none == "There is no expansion called x; this game has no expansions yet."
    assert some == "There is no expansion called x; known expansions: a, b."
    cs = L10n("cs", strict=True)
    assert cs("cli-error-unknown-expansion", {"name": "x", "count": 0, "known": ""}) == \
        "Rozšíření x neexistuje; tato hra zatím žádná rozšíření nemá."


def test_other_games_have_no_expansions(capsys: pytest.CaptureFixture[str]) -> None:
    assert known_expansions("aquaretto") == ()
    assert main(["play", "aquaretto", "--expansion", "x", "--plain"]) == 2
    assert "x" in capsys.readouterr().out


def test_selfplay_zooloretto(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "zooloretto", "--players", "3", "--games", "2",
                 "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Zooloretto: 2 games, 3 players")
    assert len(lines) == 5


def test_selfplay_with_an_unknown_expansion(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "zooloretto", "--expansion", "unicorn", "--lang", "en"]) == 2
    assert "unicorn" in capsys.readouterr().out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_selfplay_runs_every_player_count(players: int) -> None:
    bots = [("greedy", "random")[seat % 2] for seat in range(players)]
    result = run_selfplay("zooloretto", bots, 1, players)
    assert result.games == 1 and len(result.seats) == players


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_rules_zooloretto_prints_the_overview(lang: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "zooloretto", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == L10n(lang)("zooloretto-rules-overview-title")
