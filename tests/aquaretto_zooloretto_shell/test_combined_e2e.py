"""Whole games of Aquaretto and Zooloretto combined through the real installed command in a
pseudo-terminal, plain mode, bot delay 0.

One human against bots answers 1 at every choice and asks a question about the zoo, the
water park or the table before every fourth answer.  Each game must end with every
player's total and both zoos' shares announced, exit status 0, no traceback, no escape
byte, and no autosave left behind.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from tests.prompts import assert_decisions, play_to_end

pytestmark = pytest.mark.e2e

QUERIES = {"en": [b"zoo", b"map water", b"scores", b"why 2", b"trucks", b"depot", b"barn",
                  b"stacks"],
           "cs": [w.encode() for w in ("zoo", "mapa voda", "skóre", "proč 2", "vozy", "sklad",
                                       "stáj", "hromádky")]}
STARTED = {"en": b"Aquaretto and Zooloretto: ", "cs": b"Aquaretto a Zooloretto: "}
GAME_OVER = {"en": b"Game over. Final points. ", "cs": "Konec hry. Konečné body. ".encode()}
TOTAL = {"en": re.compile(rb"^[^:\n]+: (minus )?\d+ points?, zoo (minus )?\d+ and water park "
                          rb"(minus )?\d+\.\r?$", re.MULTILINE),
         "cs": re.compile(r"^[^:\n]+: (minus )?\d+ bod(y|ů)?, zoo (minus )?\d+ a vodní zoopark "
                          r"(minus )?\d+\.\r?$".encode(), re.MULTILINE)}


@pytest.mark.parametrize(("players", "lang"), [(4, "cs")])  # English: the golden transcript
def test_full_game(spawn: Any, home: Path, players: int, lang: str) -> None:
    child = spawn("play", "aquaretto-zooloretto", "--players", str(players), "--lang", lang,
                  "--seed", str(players * 7), "--bot-delay", "0", "--plain", timeout=120)
    played = play_to_end(child, QUERIES[lang], every=4)
    output = played.output
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output
    assert output.startswith(STARTED[lang]), output[:200]
    end = output[output.rindex(GAME_OVER[lang]):]
    assert len(TOTAL[lang].findall(end)) == players, end[:1500]
    assert b"\x1b" not in output
    assert not (home / "autosave.json").exists(), "a finished game leaves no autosave"
    assert_decisions(played, lang)
