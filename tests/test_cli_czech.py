"""The command line in Czech (issue 17, E1, E2, I4, G2): argparse's headings and errors,
Czech expansion names, the shared options after any subcommand."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from accessible_games.cli import ARGPARSE_MESSAGES, build_parser, expansion_named, \
    game_options, main
from accessible_games.narration.l10n import L10n
from accessible_games.registry import GAME_IDS, entry

ZOO_EXPANSIONS = entry("zooloretto").expansions()


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    """Run the command line in this process; return its status and what it printed."""
    try:
        status = main(argv)
    except SystemExit as done:
        status = int(done.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


ENGLISH_ARGPARSE = ("usage:", "positional arguments", "options:", "show this help message",
                    "invalid choice", "choose from", "the following arguments",
                    "unrecognized arguments", "expected one argument", "invalid int value",
                    "argument ")


def test_czech_help_has_czech_headings_in_a_subprocess(tmp_path: Path) -> None:
    env = {**os.environ, "ACCESSIBLE_GAMES_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "accessible_games", "--lang", "cs", "--help"],
                          capture_output=True, text=True, encoding="utf-8", env=env,
                          timeout=60, check=False)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    text = done.stdout
    assert text.startswith("použití: accessible-games")
    assert "\nargumenty:\n" in text and "\nvolby:\n" in text
    assert "vypsat tuto nápovědu a skončit" in text
    assert "naučit se hru krok za krokem" in text and "přečíst si o zvířeti" in text
    assert not [word for word in ENGLISH_ARGPARSE if word in text]


@pytest.mark.parametrize("command", ["play", "rules", "selfplay", "tutorial", "about", "resume"])
def test_every_subcommands_help_is_czech(capsys: pytest.CaptureFixture[str],
                                         command: str) -> None:
    status, out, _ = run(capsys, ["--lang", "cs", command, "--help"])
    assert status == 0 and out.startswith("použití: accessible-games " + command)
    assert "volby:" in out and not [word for word in ENGLISH_ARGPARSE if word in out]


def test_english_help_keeps_argparse_english(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, ["--lang", "en", "play", "--help"])
    assert status == 0 and out.startswith("usage: accessible-games play")
    assert "positional arguments:" in out and "show this help message and exit" in out


@pytest.mark.parametrize(("argv", "czech", "english"), [
    (["play", "xyz"], "Hra xyz neexistuje; hry: " + ", ".join(GAME_IDS) + ".",
     "There is no game xyz; the games are " + ", ".join(GAME_IDS) + "."),
    (["play", "beasty-bar", "--players", "x"],
     "Chybná příkazová řádka, --players: x není číslo. Zkus accessible-games --help.",
     "Wrong command line: argument --players: x is not a number. Try accessible-games --help."),
    (["play"], "Chybná příkazová řádka, chybí povinné argumenty: hra. Zkus accessible-games "
     "--help.", "Wrong command line: the following arguments are required: game. Try "
     "accessible-games --help."),
    (["play", "beasty-bar", "--bogus"], "Chybná příkazová řádka, neznámé argumenty: --bogus. "
     "Zkus accessible-games --help.", "Wrong command line: unrecognized arguments: --bogus. "
     "Try accessible-games --help."),
    (["play", "beasty-bar", "--verbosity", "loud"], "Chybná příkazová řádka, --verbosity: "
     "takovou hodnotu neznám: 'loud'; možnosti jsou 'brief', 'normal', 'full'. Zkus accessible-games "
     "--help.", "Wrong command line: argument --verbosity: invalid choice: 'loud' (choose from "
     "'brief', 'normal', 'full'). Try accessible-games --help."),
    (["hrat"], "Chybná příkazová řádka, příkaz: takovou hodnotu neznám: 'hrat'; možnosti "
     "jsou 'play', "
     "'rules', 'selfplay', 'resume', 'tutorial', 'serve', 'about', 'join'. Zkus "
     "accessible-games --help.",
     "Wrong command line: argument command: invalid choice: 'hrat' (choose from 'play', "
     "'rules', 'selfplay', 'resume', 'tutorial', 'serve', 'about', 'join'). Try "
     "accessible-games --help."),
    (["play", "beasty-bar", "--seed"], "Chybná příkazová řádka, --seed: chybí hodnota. Zkus "
     "accessible-games --help.", "Wrong command line: argument --seed: expected one argument. "
     "Try accessible-games --help."),
])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_command_line_errors_are_one_sentence_in_the_language(
        capsys: pytest.CaptureFixture[str], argv: list[str], czech: str, english: str,
        lang: str) -> None:
    status, out, err = run(capsys, ["--lang", lang, *argv])
    assert status == 2 and "Traceback" not in out + err
    assert err.strip() == (czech if lang == "cs" else english)


def test_the_english_messages_are_argparses_own_texts() -> None:
    """Each argparse text finds its message through the English one, so they must agree."""
    english = L10n("en")
    texts = {english(msg_id, variables) for msg_id, variables in ARGPARSE_MESSAGES}
    assert {"usage:", "options", "positional arguments", "show this help message and exit",
            "invalid choice: %(value)r (choose from %(choices)s)",
            "argument %(argument_name)s: %(message)s",
            "the following arguments are required: %s"} <= texts


def test_argparse_speaks_english_again_afterwards(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse
    run(capsys, ["--lang", "cs", "--help"])
    assert argparse.ArgumentParser(prog="x").format_help().startswith("usage: x")


@pytest.mark.parametrize(("typed", "expansion"), [
    ("budovy", "buildings"), ("staveniště", "construction-sites"), ("gorila", "gorilla"),
    ("mazlíčci", "petting-zoo"), ("zoo-pro-mazlíčky", "petting-zoo"),
    ("lední-medvěd", "polar-bear"), ("LEDNI MEDVED", "polar-bear"), ("úkoly", "task-cards"),
    ("karty-úkolů", "task-cards"), ("vkladní-knížka", "savings-book"),
    ("vkladni knizka", "savings-book"), ("sob", "reindeer"),
    ("specializované-výběhy", "specialised-enclosures"), ("polar-bear", "polar-bear"),
    ("Polar Bear", "polar-bear"), ("xyz", None), ("", None),
])
def test_expansions_are_named_in_either_language(typed: str, expansion: str | None) -> None:
    assert expansion_named(typed, ZOO_EXPANSIONS) == expansion


def options_of(argv: list[str], lang: str = "en") -> Any:
    l10n = L10n(lang)
    return game_options(build_parser(l10n).parse_args(argv), l10n)


def test_czech_expansion_names_start_the_game_with_those_expansions() -> None:
    options = options_of(["play", "zooloretto", "--expansion", "budovy", "--expansion",
                          "lední-medvěd", "--expansion", "vkladní knížka"])
    assert options == {"expansions": ["buildings", "polar-bear", "savings-book"]}


def test_one_expansion_named_in_both_languages_is_named_twice() -> None:
    assert options_of(["play", "zooloretto", "--expansion", "budovy", "--expansion",
                       "buildings"]) == ("cli-error-expansion-twice", {"name": "buildings"})


def test_the_unknown_expansion_refusal_lists_both_names() -> None:
    msg_id, variables = options_of(["play", "zooloretto", "--expansion", "xyz"], "cs")
    text = L10n("cs")(msg_id, variables)
    assert "polar-bear (lední medvěd)" in text and "savings-book (vkladní knížka)" in text
    assert "reindeer (sob)" in text and text.startswith("Rozšíření xyz neexistuje")


@pytest.mark.parametrize("argv", [
    ["--verbosity", "brief", "--lang", "cs", "play", "beasty-bar"],
    ["--lang", "cs", "play", "beasty-bar", "--verbosity", "brief"],
    ["play", "beasty-bar", "--lang", "cs", "--verbosity", "brief"],
])
def test_verbosity_and_language_before_or_after_the_subcommand(argv: list[str]) -> None:
    """I4: the global options work in both places."""
    args = build_parser(L10n("cs")).parse_args(argv)
    assert (args.verbosity, args.lang) == ("brief", "cs")


@pytest.mark.parametrize("command", [["rules", "beasty-bar"], ["about"],
                                     ["selfplay", "beasty-bar"], ["tutorial"], ["resume"]])
def test_every_subcommand_takes_the_shared_options_after_it(command: list[str]) -> None:
    args = build_parser(L10n("en")).parse_args([*command, "--verbosity", "brief",
                                                "--speech", "print", "--lang", "cs"])
    assert (args.verbosity, args.speech, args.lang) == ("brief", "print", "cs")


@pytest.mark.parametrize(("high", "text"), [
    (4, "Tuto hru hrají 2 až 4 hráči."), (5, "Tuto hru hraje 2 až 5 hráčů."),
])
def test_the_player_count_refusal_agrees_with_its_number(high: int, text: str) -> None:
    """G2: "Tuto hru hraje 2 až 4 hráčů" was wrong."""
    assert L10n("cs")("cli-error-players", {"low": 2, "high": high}) == text


def test_play_with_too_many_players_says_it_in_czech(capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    status, out, err = run(capsys, ["--lang", "cs", "play", "beasty-bar", "--players", "7",
                                    "--speech", "print"])
    assert status == 2 and "Tuto hru hrají 2 až 4 hráči." in out + err
