"""Keys in a pseudo-terminal (issue 20: F3, F9): Escape then digits types the digits in
plain mode, Escape then a huge count does not freeze the app, Escape cancels in both
modes as the help says, and typed controls are never printed back."""

from __future__ import annotations

from typing import Any

import pexpect
import pytest

from accessible_games.narration.l10n import L10n
from tests.prompts import PLAIN_PROMPT, RICH_PROMPT
from tests.real_locale import require_locale

EN = L10n("en", strict=True)


def start_game(spawn: Any, mode: str) -> Any:
    child = spawn("play", "beasty-bar", "--bot-delay", "0", "--lang", "en", mode, timeout=10)
    child.expect(PLAIN_PROMPT if mode == "--plain" else RICH_PROMPT)
    return child


def test_escape_then_a_digit_types_the_digit_in_plain_mode(spawn: Any) -> None:
    child = start_game(spawn, "--plain")
    child.send(b"\x1b9\r")
    child.expect(PLAIN_PROMPT)
    assert EN("shell-number-out-of-range", {"number": 9, "count": 4}).encode() in child.before
    child.sendline(b"hand")
    child.expect(PLAIN_PROMPT)
    assert b"(arg:" not in child.before
    assert b"Hand: 1:" in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)


def test_escape_then_a_huge_count_does_not_freeze_plain_mode(spawn: Any) -> None:
    child = start_game(spawn, "--plain")
    child.send(b"\x1b999999999x\r")
    child.expect(PLAIN_PROMPT)  # the old readline inserted x 999,999,999 times here
    assert b"Unknown command: 999999999x." in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("key", [b"p", b"n", b"P"])
def test_escape_then_p_or_n_types_the_letter_in_plain_mode(spawn: Any, key: bytes) -> None:
    """Readline's Escape p (and n) searched the history behind a lone ":" that took the
    next Enter, so the line was not read."""
    child = start_game(spawn, "--plain")
    child.send(b"\x1b" + key + b"ass\r")
    child.expect(PLAIN_PROMPT)
    assert b"Unknown command: " + key + b"ass." in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("mode", ["--plain", "--rich"])
def test_escape_cancels_a_follow_up_as_the_help_says(spawn: Any, mode: str) -> None:
    prompt = PLAIN_PROMPT if mode == "--plain" else RICH_PROMPT
    child = spawn("tutorial", "beasty-bar", "parrot-removes-zebra", mode, "--lang", "en",
                  timeout=10)
    child.expect(prompt)
    child.sendline(b"parrot")
    child.expect(prompt)
    child.send(b"\x1b\r" if mode == "--plain" else b"\x1b")
    child.expect(prompt)
    assert EN("shell-cancelled").encode() in child.before
    assert "Escape" in EN("shell-help-1")
    child.sendline(b"quit")
    child.expect(pexpect.EOF)


def test_typed_controls_are_not_repeated_in_a_numbered_menu(spawn: Any) -> None:
    child = spawn("--rich", "--lang", "en", timeout=10)
    child.expect(RICH_PROMPT)
    child.send(b"\x07\x07beep\xff\r")
    child.expect(RICH_PROMPT)
    said = child.before.split(b"\x1b[?2004l")[-1]
    assert b"beep?" in said and b"\x07" not in said
    child.sendline(b"quit")


@pytest.mark.parametrize("mode", ["--plain", "--rich"])
def test_a_letter_from_a_latin2_terminal_is_answered_under_a_real_czech_locale(
        spawn: Any, mode: str) -> None:
    """Under cs_CZ.UTF-8 Python reads the terminal strictly: a terminal set to CP1250
    sends "ž" as one byte that is not UTF-8, which once ended the game (F1)."""
    require_locale("cs_CZ.UTF-8")
    child = spawn("play", "beasty-bar", "--bot-delay", "0", "--lang", "cs", mode,
                  env={"LANG": "cs_CZ.UTF-8", "LC_ALL": "cs_CZ.UTF-8"}, timeout=10)
    prompt = PLAIN_PROMPT if mode == "--plain" else RICH_PROMPT
    child.expect(prompt)
    child.send("žirafa".encode("cp1250") + b"\r")
    child.expect(prompt)
    assert "Neznámý příkaz: ?irafa.".encode() in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
