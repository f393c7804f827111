"""Escape in plain mode, through the installed command in a pty: readline takes a lone
Escape as the start of a key sequence, so Escape then Enter is ``back`` there (with the
system's inputrc, whose Alt-arrow sequences start with two Escapes)."""

from __future__ import annotations

from typing import Any

import pexpect
import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.shell.line_input import BACK, _clean
from tests.prompts import PLAIN_PROMPT

EN = L10n("en", strict=True)
CANCELLED = EN("shell-cancelled").encode()


@pytest.mark.parametrize("typed", [b"\x1b\r", b"\x1b\n", b"3\x1b\r"])
def test_escape_then_enter_cancels_a_follow_up(spawn: Any, typed: bytes) -> None:
    child = spawn("tutorial", "beasty-bar", "parrot-removes-zebra", "--plain", "--lang", "en",
                  timeout=10)
    child.expect(PLAIN_PROMPT)
    child.sendline(b"parrot")
    child.expect(PLAIN_PROMPT)
    assert EN("shell-choose-or-back", {"options": "X"}).split("X")[0].encode() in child.before
    child.send(typed)
    child.expect(PLAIN_PROMPT)
    assert CANCELLED in child.before
    assert b"Nothing typed" not in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(("line", "read"), [
    ("\x1b", BACK), ("3\x1b", BACK), ("take 2\x1b", BACK), ("\x1b[A", BACK),
    ("2", "2"), ("", ""),
])
def test_a_line_ending_with_escape_is_back(line: str, read: str) -> None:
    assert _clean(line) == read
