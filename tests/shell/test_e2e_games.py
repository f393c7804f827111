"""Whole games through the real installed command in a pseudo-terminal, as a blind player plays.

The player answers 1 at every choice and asks questions in between.  Each game
must end with the result announced, exit status 0 and no traceback; plain mode
must print no escape byte at all, and every prompt must name its decision
(``tests/prompts.py``).
"""

from __future__ import annotations

import pytest
from tests.prompts import assert_decisions, play_to_end

QUERIES = {
    "en": ["q", "bar", "out", "hand", "scores", "turn", "players", "cards", "r", ",", ".",
           "history 2", "rules lion", "more", "why 1", "help", "table"],
    "cs": ["fronta", "bar", "vyhozeni", "ruka", "skore", "tah", "hraci", "karty", "znovu",
           ",", ".", "historie 2", "pravidla lev", "dal", "proc 1", "pomoc", "stul"],
}
GAME_OVER = {"en": b"Game over.", "cs": "Konec hry.".encode()}


FULL_GAMES = [(2, "en", "basic", "--plain"), (2, "cs", "advanced", "--rich"),
              (3, "en", "advanced", "--rich"), (4, "cs", "advanced", "--plain")]
"""Every player count, language, variant and input mode (the in-process golden games
cover more; each game here starts the installed command)."""


@pytest.mark.parametrize(("players", "lang", "variant", "mode"), FULL_GAMES)
def test_full_game(spawn, home, players: int, lang: str, variant: str, mode: str) -> None:
    child = spawn("play", "beasty-bar", "--players", str(players), "--variant", variant,
                  "--lang", lang, "--seed", str(players * 11), "--bot-delay", "0", mode)
    played = play_to_end(child, [q.encode() for q in QUERIES[lang]], every=3, mode=mode,
                         limit=1000)
    output = played.output
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output
    assert GAME_OVER[lang] in output
    if mode == "--plain":
        assert b"\x1b" not in output
        assert_decisions(played, lang)
    assert not (home / "autosave.json").exists(), "a finished game leaves no autosave"
