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
