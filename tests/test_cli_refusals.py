"""Game options on the command line: ``--first`` (Beasty Bar's first player), an expansion
named twice, and the reindeer out of season in ``selfplay`` as in ``play``.  Each refusal
is one localised sentence and exit status 2."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from accessible_games.cli import build_parser, game_options, main
from accessible_games.games.zooloretto import expansion_setup
from accessible_games.narration.l10n import L10n

OUT_OF_SEASON = date(2026, 7, 1)
CHRISTMAS_DAY = date(2026, 12, 25)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


def options_of(argv: list[str]) -> Any:
    """Return the game options (or the refusal) the command line gives."""
    return game_options(build_parser(L10n("en")).parse_args(argv), L10n("en"))


@pytest.mark.parametrize("command", ["play", "selfplay"])
@pytest.mark.parametrize(("players", "first"), [(2, 1), (2, 2), (4, 3), (4, 4)])
def test_first_is_the_seat_that_starts(command: str, players: int, first: int) -> None:
    assert options_of([command, "beasty-bar", "--players", str(players),
                       "--first", str(first)]) == {"variant": "basic", "first": first}


def test_without_first_the_option_is_left_to_the_game() -> None:
    assert "first" not in options_of(["play", "beasty-bar", "--players", "3"])


def test_play_hands_first_to_the_new_match(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[dict[str, Any]] = []

    def start_game(app: Any, game: str, players: Any, options: dict[str, Any],
                   seed: int | None) -> int:
        started.append(options)
        return 0

    monkeypatch.setattr("accessible_games.shell.sessions.start_game", start_game)
    assert main(["play", "beasty-bar", "--players", "3", "--first", "2", "--plain",
                 "--variant", "advanced"]) == 0
    assert started == [{"variant": "advanced", "first": 2}]


def refused(capsys: pytest.CaptureFixture[str], argv: list[str], lang: str) -> list[str]:
    """Run the command line; it must exit 2; return the lines it printed."""
    assert main([*argv, "--lang", lang]) == 2
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    return out.out.strip().splitlines()


PLAY = ["--plain", "--bot-delay", "0"]
SELFPLAY = ["--games", "1"]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("command", "extra"), [("play", PLAY), ("selfplay", SELFPLAY)])
@pytest.mark.parametrize(("players", "first"), [(2, 3), (3, 0), (4, 5), (2, -1)])
def test_first_outside_the_table_is_refused(capsys: pytest.CaptureFixture[str], lang: str,
                                             command: str, extra: list[str], players: int,
                                             first: int) -> None:
    lines = refused(capsys, [command, "beasty-bar", "--players", str(players),
                             "--first", str(first), *extra], lang)
    assert lines == [L10n(lang, strict=True)("cli-error-first", {"players": players})]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("command", "extra"), [("play", PLAY), ("selfplay", SELFPLAY)])
@pytest.mark.parametrize("game", ["aquaretto", "zooloretto", "o-zoo-le-mio",
                                  "aquaretto-zooloretto"])
def test_first_in_another_game_is_refused(capsys: pytest.CaptureFixture[str], lang: str,
                                           command: str, extra: list[str], game: str) -> None:
    lines = refused(capsys, [command, game, "--players", "2", "--first", "1", *extra], lang)
    assert lines == [L10n(lang, strict=True)("cli-error-first-game")]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("command", "extra"), [("play", PLAY), ("selfplay", SELFPLAY)])
@pytest.mark.parametrize(("game", "names", "twice"), [
    ("zooloretto", ["task-cards", "task-cards"], "task-cards"),
    ("zooloretto", ["savings-book", "gorilla", "construction-sites", "savings-book"],
     "savings-book"),
    ("aquaretto-zooloretto", ["savings-book", "savings-book"], "savings-book"),
])
def test_an_expansion_named_twice_is_refused(capsys: pytest.CaptureFixture[str], lang: str,
                                              command: str, extra: list[str], game: str,
                                              names: list[str], twice: str) -> None:
    named = [word for name in names for word in ("--expansion", name)]
    lines = refused(capsys, [command, game, "--players", "2", *named, *extra], lang)
    assert lines == [L10n(lang, strict=True)("cli-error-expansion-twice", {"name": twice})]


def test_expansions_named_once_each_are_kept_in_order() -> None:
    assert options_of(["play", "zooloretto", "--expansion", "gorilla", "--expansion",
                       "task-cards"]) == {"expansions": ["gorilla", "task-cards"]}


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_selfplay_declines_the_reindeer_out_of_season(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       lang: str) -> None:
    monkeypatch.setattr(expansion_setup, "today", lambda: OUT_OF_SEASON)
    lines = refused(capsys, ["selfplay", "zooloretto", "--expansion", "reindeer", *SELFPLAY],
                    lang)
    assert lines == [L10n(lang, strict=True)("shell-zooloretto-reindeer-not-in-season")]


@pytest.mark.parametrize("all_year", [False, True])
def test_selfplay_takes_the_reindeer_when_play_would(capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      _home: Path, all_year: bool) -> None:
    """At Christmas, or any day with the setting reindeer all year."""
    monkeypatch.setattr(expansion_setup, "today",
                        lambda: OUT_OF_SEASON if all_year else CHRISTMAS_DAY)
    if all_year:
        (_home / "settings.json").write_text(json.dumps({"reindeer_all_year": True}), "utf-8")
    assert main(["selfplay", "zooloretto", "--expansion", "reindeer", "--lang", "en",
                 *SELFPLAY]) == 0
    assert capsys.readouterr().out.startswith("Zooloretto: 1 game")
