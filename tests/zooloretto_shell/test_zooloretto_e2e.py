"""Whole Zooloretto games through the real installed command in a pseudo-terminal.

One human against bots answers 1 at every prompt and asks zoo, barn, score and why 2
along the way.  Each game must end with the scores announced, exit status 0, no
traceback and, in plain mode, no escape byte at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.prompts import PLAIN_PROMPT, assert_decisions, play_to_end

pytestmark = pytest.mark.e2e

QUERIES = {"en": [b"zoo", b"barn", b"score", b"why 2", b"trucks"],
           "cs": ["zoo".encode(), "stáj".encode(), "skóre".encode(), "proč 2".encode(),
                  "vozy".encode()]}
GAME_OVER = {"en": b"Game over. Points: ", "cs": "Konec hry. Body: ".encode()}
STARTED = {"en": b"Zooloretto, ", "cs": "Zooloretto, ".encode()}


@pytest.mark.parametrize(("players", "lang"), [(2, "cs")])  # English: the expansions pty game
def test_full_game(spawn: Any, home: Path, players: int, lang: str) -> None:
    child = spawn("play", "zooloretto", "--players", str(players), "--lang", lang,
                  "--seed", str(players * 11), "--bot-delay", "0", "--plain", timeout=120)
    played = play_to_end(child, QUERIES[lang], every=4)
    output = played.output
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output
    assert output.startswith(STARTED[lang]), output[:200]
    assert GAME_OVER[lang] in output, output[-2000:]
    assert b"\x1b" not in output
    assert not (home / "autosave.json").exists(), "a finished game leaves no autosave"
    assert_decisions(played, lang)


def test_quit_then_resume_finishes_the_game(spawn: Any, home: Path) -> None:
    child = spawn("play", "zooloretto", "--players", "2", "--lang", "en", "--seed", "3",
                  "--bot-delay", "0", "--plain")
    child.delaybeforesend = None
    for _ in range(3):
        child.expect(PLAIN_PROMPT)
        child.sendline(b"1")
    child.expect(PLAIN_PROMPT)
    child.sendline(b"quit")
    child.expect_exact(b"accessible-games resume")
    child.expect_exact(__import__("pexpect").EOF)
    child.close()
    assert child.exitstatus == 0 and (home / "autosave.json").exists()
    child = spawn("resume", "--lang", "en", "--bot-delay", "0", "--plain")
    output = play_to_end(child, QUERIES["en"], every=4).output
    assert child.exitstatus == 0, output[-2000:]
    assert b"Zooloretto, resumed at turn" in output
    assert GAME_OVER["en"] in output and b"Traceback" not in output
