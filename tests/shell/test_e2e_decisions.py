"""Whole games of every game through the installed command in a pty, in both languages,
checked at the point of decision (issue 15).

A player answers 1 at every prompt and asks a question now and then.  At every read the
prompt (the text before the cursor, which a Braille display shows) names the decision:
it is not the generic default, it ends with a colon and, with the cursor after it, fits
40 cells.  No printed line
passes 200 characters, and no line holds a numbered list of more than 6 entries (those
go one entry a line).
"""

from __future__ import annotations

import re

import pexpect
import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import INLINE_MOST, PROMPT_MOST
from accessible_games.registry import GAME_IDS
from tests.prompts import PLAIN_PROMPT

LINE_MOST = 200
QUESTIONS = {"en": ["table", "scores", "turn", "players", "help"],
             "cs": ["stul", "skore", "tah", "hraci", "pomoc"]}
"""Questions between decisions (no rules or encyclopedia prose, which may be longer)."""
GAME_OVER = {"en": "Game over", "cs": "Konec hry"}


def inline_list_length(line: str) -> int:
    """Return how many entries a numbered list written in the line has ("1 lion, 2 parrot"
    has 2), counting 1, 2, 3 ... in order.

    >>> inline_list_length("Choose: 1 take, 2 pass, 3 expand."), inline_list_length("3: x")
    (3, 0)
    """
    count = 0
    position = 0
    while True:
        found = re.compile(rf"(?:^|[:,;] ){count + 1} [^\d]").search(line, position)
        if found is None:
            return count
        count += 1
        position = found.end() - 1


def play_through(spawn, game_id: str, lang: str) -> tuple[list[str], str]:
    """Play ``game_id`` to its end; return the prompts and everything printed."""
    child = spawn("play", game_id, "--players", "2", "--bots", "1", "--seed", "7",
                  "--bot-delay", "0", "--lang", lang, "--plain", timeout=60)
    prompts: list[str] = []
    printed: list[bytes] = []
    questions = iter(QUESTIONS[lang] * 200)
    while True:
        index = child.expect([PLAIN_PROMPT, pexpect.EOF])
        printed.append(child.before)
        if index == 1:
            break
        prompts.append(child.match.group(1).decode("utf-8").split("\n")[-1].strip() + ":")
        printed.append(b"\n")
        child.sendline(next(questions).encode() if len(prompts) % 7 == 0 else b"1")
        assert len(prompts) < 3000, "the game does not end"
    child.close()
    assert child.exitstatus == 0
    return prompts, b"".join(printed).decode("utf-8").replace("\r", "")


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_decision_is_named_and_every_list_walkable(spawn, game_id: str,
                                                          lang: str) -> None:
    prompts, output = play_through(spawn, game_id, lang)
    assert GAME_OVER[lang] in output
    generic = L10n(lang)("shell-prompt-decision")
    assert prompts, "the game asked nothing"
    for prompt in prompts:
        assert prompt != generic and prompt != ">:", f"a prompt that names nothing: {prompt}"
        assert len(prompt) <= PROMPT_MOST, prompt
    lines = [line for line in output.split("\n") if line.strip()]
    too_long = [line for line in lines if len(line) > LINE_MOST]
    assert not too_long, too_long[:3]
    inline = [line for line in lines if inline_list_length(line) > INLINE_MOST]
    assert not inline, inline[:3]
    assert len(set(prompts)) > 1, "every decision has its own words"
