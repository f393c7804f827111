"""Whole O Zoo le Mio games through the real installed command in a pseudo-terminal.

One human against bots answers 1 at every prompt (a bid of 1, or 0 without coins; the
first placement, or the first cell and then its first placement) and asks questions
along the way.  Each game must end with the totals announced, exit status 0, no
traceback and, in plain mode, no escape byte at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.prompts import PLAIN_PROMPT, assert_decisions, play_to_end

pytestmark = pytest.mark.e2e

QUERIES = {"en": [b"zoo", b"regions", b"why 1", b"standings", b"tile", b"explore", b"s",
                  b"back", b"visitors"],
           "cs": ["zoo".encode(), "oblasti".encode(), "proč 1".encode(), "pořadí".encode(),
                  "díl".encode(), "průzkum".encode(), "j".encode(), "zpět".encode(),
                  "návštěvníci".encode()]}
GAME_OVER = {"en": b"Game over. Points: ", "cs": "Konec hry. Body: ".encode()}
STARTED = {"en": b"O Zoo le Mio, ", "cs": "O Zoo le Mio, ".encode()}


@pytest.mark.parametrize(("players", "variant", "ask", "lang"), [
    (4, "standard", True, "cs"), (3, "trees", True, "en")])
def test_full_game(spawn: Any, home: Path, players: int, variant: str, ask: bool,
                   lang: str) -> None:
    child = spawn("play", "o-zoo-le-mio", "--players", str(players), "--lang", lang,
                  "--variant", variant, "--seed", str(players * 17 + ask), "--bot-delay", "0",
                  "--plain", timeout=120)
    played = play_to_end(child, QUERIES[lang], every=5 if ask else 0, limit=2000)
    output = played.output
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output
    assert output.startswith(STARTED[lang]), output[:200]
    assert GAME_OVER[lang] in output, output[-2000:]
    assert b"\x1b" not in output
    assert not (home / "autosave.json").exists(), "a finished game leaves no autosave"
    assert_decisions(played, lang)


def test_quit_then_resume_finishes_the_game(spawn: Any, home: Path) -> None:
    import pexpect
    child = spawn("play", "o-zoo-le-mio", "--players", "2", "--lang", "en", "--seed", "3",
                  "--bot-delay", "0", "--plain")
    for _ in range(3):
        child.expect(PLAIN_PROMPT)
        child.sendline(b"1")
    child.expect(PLAIN_PROMPT)
    child.sendline(b"quit")
    child.expect_exact(b"accessible-games resume")
    child.expect_exact(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and (home / "autosave.json").exists()
    child = spawn("resume", "--lang", "en", "--bot-delay", "0", "--plain")
    output = play_to_end(child, QUERIES["en"], every=5, limit=2000).output
    assert child.exitstatus == 0, output[-2000:]
    assert b"O Zoo le Mio, standard rules, resumed." in output
    assert output.count(b"Round 1, auction ") >= 1
    assert GAME_OVER["en"] in output and b"Traceback" not in output


def test_a_bad_tile_file_in_a_terminal(spawn: Any, home: Path) -> None:
    import pexpect
    bad = home / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    child = spawn("play", "o-zoo-le-mio", "--tiles", str(bad), "--lang", "cs", "--plain")
    child.expect_exact(pexpect.EOF)
    child.close()
    output = child.before
    assert child.exitstatus == 2
    assert output.strip().splitlines() == ["Soubor dílů bad.json není platný JSON, chyba je "
                                           "kolem řádku 1.".encode()]
