"""The command line: options shared by every command may stand before the subcommand
or after it, and the later one wins."""

from __future__ import annotations

import pytest

from accessible_games.cli import build_parser
from accessible_games.narration.l10n import L10n


@pytest.mark.parametrize(("argv", "expected"), [
    (["--verbosity", "brief", "play", "beasty-bar"], "brief"),
    (["play", "beasty-bar", "--verbosity", "full"], "full"),
    (["--verbosity", "brief", "play", "beasty-bar", "--verbosity", "full"], "full"),
    (["--verbosity", "brief", "resume"], "brief"),
    (["--verbosity", "brief", "tutorial"], "brief"),
    (["play", "beasty-bar"], None),
])
def test_verbosity_before_or_after_the_subcommand(argv: list[str], expected: str | None) -> None:
    assert build_parser(L10n("en")).parse_args(argv).verbosity == expected


@pytest.mark.parametrize("argv", [
    ["--lang", "cs", "--plain", "--bot-delay", "0", "play", "aquaretto"],
    ["play", "aquaretto", "--lang", "cs", "--plain", "--bot-delay", "0"],
    ["--lang", "cs", "rules", "aquaretto"],
    ["--lang", "cs", "about", "lion"],
])
def test_shared_options_hold_wherever_they_stand(argv: list[str]) -> None:
    args = build_parser(L10n("en")).parse_args(argv)
    assert args.lang == "cs"
    if "--plain" in argv:
        assert args.plain and args.bot_delay == 0


@pytest.mark.parametrize(("argv", "expected"), [
    (["play", "beasty-bar", "--bot", "strong", "--thinking", "2"], 2.0),
    (["--thinking", "0.5", "resume"], 0.5),
    (["play", "beasty-bar"], None),
])
def test_the_strong_bots_thinking_time_is_an_option(argv: list[str],
                                                    expected: float | None) -> None:
    assert getattr(build_parser(L10n("en")).parse_args(argv), "thinking", None) == expected


@pytest.mark.parametrize("seconds", ["3", "0", "-1", "x"])
def test_a_thinking_time_not_offered_is_refused(seconds: str) -> None:
    with pytest.raises(SystemExit):
        build_parser(L10n("en")).parse_args(["play", "beasty-bar", "--thinking", seconds])
