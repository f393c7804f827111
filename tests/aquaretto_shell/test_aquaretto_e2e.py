"""Whole Aquaretto games through the real installed command in a pseudo-terminal.

The player answers 1 at every prompt and asks map, pools and why 2B along the way.
Each game must end with the scores announced, exit status 0, no traceback and, in
plain mode, no escape byte at all.  A short hot-seat start checks that two humans at one
keyboard hear each other named, never "you".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.prompts import assert_decisions, play_to_end


pytestmark = pytest.mark.e2e

QUERIES = {"en": [b"map", b"pools", b"why 2B"],
           "cs": ["mapa".encode(), "nádrže".encode(), "proč 2B".encode()]}
GAME_OVER = {"en": b"Game over. Final points. ", "cs": "Konec hry. Výsledné body. ".encode()}


@pytest.mark.parametrize(("players", "lang"), [(3, "cs")])  # English: the golden transcript
def test_full_game(spawn: Any, home: Path, players: int, lang: str) -> None:
    child = spawn("play", "aquaretto", "--players", str(players), "--lang", lang,
                  "--seed", str(players * 13), "--bot-delay", "0", "--plain", timeout=120)
    played = play_to_end(child, QUERIES[lang], every=3)
    output = played.output
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output
    assert GAME_OVER[lang] in output, output[-2000:]
    assert b"\x1b" not in output
    assert not (home / "autosave.json").exists(), "a finished game leaves no autosave"
    assert_decisions(played, lang)


def test_hot_seat_names_the_players(spawn: Any) -> None:
    """Two humans at one keyboard: the opening, the first round and players name the
    players, and the keyboard passes to Petr after Anna's load; nobody is "you"."""
    child = spawn("play", "aquaretto", "--players", "2", "--bots", "0", "--names",
                  "Anna,Petr", "--seed", "8", "--bot-delay", "0", "--plain", timeout=20)
    child.expect(rb"Action, 1 to \d+: ")
    opening = child.before
    assert b"Aquaretto, 2 players: Anna and Petr." in opening
    assert b"Anna starts." in opening and b"Round 1. Anna starts." in opening
    assert b"(you)" not in opening and b"You start" not in opening
    child.sendline(b"players")
    child.expect(rb"Action, 1 to \d+: ")
    assert b"2 players: Anna and Petr." in child.before
    child.sendline(b"1")
    child.expect(rb"1 to \d+: ")
    child.sendline(b"1")
    child.expect(rb"Action, 1 to \d+: ")
    assert b"Your turn, Petr." in child.before
    assert b"You put" not in child.before and b"Anna" in child.before
    child.sendline(b"quit")
    child.expect(pytest.importorskip("pexpect").EOF)
    child.close()
    assert child.exitstatus == 0
