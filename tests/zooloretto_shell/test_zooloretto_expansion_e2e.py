"""Whole Zooloretto games with the mini-expansions through the installed command in a pty.

One human against bots answers 1 at every prompt, asking table, task and zoo along the
way.  With every expansion that combines freely (the reindeer through the setting
"reindeer all year" in the settings file), and with the buildings and the petting zoo
together.  Each game ends with the scores announced, exit status 0 and no traceback; plain
mode sends no escape byte.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tests.prompts import GAME_OVER as LAST_PROMPT, PLAIN_PROMPT

COMPATIBLE = ["specialised-enclosures", "polar-bear", "construction-sites", "task-cards",
              "gorilla", "savings-book", "reindeer"]
QUERIES = {"en": [b"table", b"task", b"zoo", b"why 2", b"barn"],
           "cs": ["stůl".encode(), "úkol".encode(), b"zoo", "proč 2".encode(), "stáj".encode()]}
GAME_OVER = {"en": b"Game over. Points: ", "cs": "Konec hry. Body: ".encode()}
IN_PLAY = {"en": b"Mini-expansions in play: ", "cs": "Minirozšíření ve hře: ".encode()}
TASKS = {"en": b"Task card, for you only: card ", "cs": "Karta úkolu, jen pro tebe: karta ".encode()}


def play_to_end(child: Any, lang: str) -> bytes:
    """Answer 1 at every prompt, with a question before every fifth answer."""
    import pexpect
    child.delaybeforesend = None  # whole lines are read; no 50 ms wait per answer
    transcript = []
    prompts = 0
    queries = QUERIES[lang] * 1000
    while True:
        index = child.expect([PLAIN_PROMPT, pexpect.EOF])
        transcript.append(child.before)
        if index == 1:
            break
        prompts += 1
        if any(ended in child.before for ended in LAST_PROMPT):
            child.sendline(b"")  # 1 is refused after the result: Enter leaves
            continue
        child.sendline(queries[prompts // 5] if prompts % 5 == 0 else b"1")
        assert prompts < 4000, "the game does not end"
    child.close()
    return b"".join(transcript)


def expansion_args(names: list[str]) -> list[str]:
    return [arg for name in names for arg in ("--expansion", name)]


@pytest.mark.e2e
@pytest.mark.parametrize(("players", "lang"), [(3, "en")])  # Czech: the next test
def test_full_game_with_every_compatible_expansion(spawn: Any, home: Path, players: int,
                                                   lang: str) -> None:
    (home / "settings.json").write_text(json.dumps({"reindeer_all_year": True}), "utf-8")
    child = spawn("play", "zooloretto", "--players", str(players), "--lang", lang,
                  "--seed", str(players * 7), "--bot-delay", "0", "--plain",
                  *expansion_args(COMPATIBLE), timeout=120)
    output = play_to_end(child, lang)
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output and b"\x1b" not in output
    assert IN_PLAY[lang] in output and TASKS[lang] in output
    assert GAME_OVER[lang] in output, output[-2000:]


@pytest.mark.e2e
@pytest.mark.parametrize(("players", "lang"), [(4, "cs")])
def test_full_game_with_buildings_and_petting_zoo(spawn: Any, home: Path, players: int,
                                                  lang: str) -> None:
    child = spawn("play", "zooloretto", "--players", str(players), "--lang", lang,
                  "--seed", str(players * 5), "--bot-delay", "0", "--plain",
                  *expansion_args(["buildings", "petting-zoo", "savings-book"]), timeout=120)
    output = play_to_end(child, lang)
    assert child.exitstatus == 0, output[-2000:]
    assert b"Traceback" not in output and b"\x1b" not in output
    warning = {"en": b"Careful: the rulebook advises", "cs": "Pozor, pravidla radí".encode()}
    assert output.startswith(warning[lang]), output[:300]
    assert GAME_OVER[lang] in output, output[-2000:]


@pytest.mark.e2e
def test_the_reindeer_out_of_season_exits_2(spawn: Any, home: Path) -> None:
    import pexpect
    from datetime import date

    from accessible_games.games.zooloretto.expansion_setup import reindeer_in_season
    if reindeer_in_season(date.today()):
        pytest.skip("the reindeer is in season today")
    child = spawn("play", "zooloretto", "--expansion", "reindeer", "--lang", "en", "--plain")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2
    assert b"The reindeer only flies in at Christmas" in child.before
