"""What a test that drives the real command in a pty waits for and checks: the prompt of a
decision, and what was printed before it.

Every prompt names its decision and ends with a colon and a space ("Play, 1 to 4: "),
and it is the last thing printed before the app waits: so in plain mode the prompt is
a line that ends the output so far with ": ".  Rich mode (prompt_toolkit) draws the
prompt with cursor moves; its start is the bracketed-paste switch.

Readline writes the plain prompt through C's stdout in one piece only while that stream
is buffered, as it is for every user: a pty test never sets ``PYTHONUNBUFFERED``, which
unbuffers it, and then readline writes the prompt one byte at a time and "1: English,
2: čeština: " is matched at "1: " (a first-start test failed so, 2 runs in 125).

``play_to_end`` answers a game to its end through a pty and keeps every prompt;
``assert_decisions`` checks them at the point of decision (issue 15): every prompt
names its decision and fits a Braille display with the cursor, no printed line passes
200 characters, and no line holds a numbered list of more than 6 entries.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import INLINE_MOST, PROMPT_MOST

PLAIN_PROMPT = re.compile(rb"(?:^|\n)([^\n]*?): \Z")
"""The prompt at the end of the output so far; group 1 is its text without the colon."""

RICH_PROMPT = re.escape(b"\x1b[?2004h")
"""The start of a prompt in rich mode."""

PROMPTS = {"--plain": PLAIN_PROMPT, "--rich": re.compile(RICH_PROMPT)}
"""The prompt pattern of each input mode, for ``child.expect``."""

GAME_OVER = tuple(L10n(lang)("shell-game-over-usage").encode() for lang in ("en", "cs"))
"""The answer to 1 at the prompt after a game's result (Enter leaves that prompt)."""

LINE_MOST = 200
"""No line of a game is longer (rules, encyclopedia and tutorial prose aside)."""


@dataclass
class Played:
    """What a game through the pty printed, and the prompt of every read (plain mode:
    its words with the colon; rich mode: empty)."""

    output: bytes = b""
    prompts: list[str] = field(default_factory=list)


def play_to_end(child: Any, queries: Sequence[bytes], every: int, mode: str = "--plain",
                limit: int = 3000) -> Played:
    """Answer 1 at every prompt and ask the next of ``queries`` at every ``every``-th (none
    when ``every`` is 0), and Enter once 1 is refused after the result, until the command
    ends; return what it printed and its prompts."""
    import pexpect
    transcript: list[bytes] = []
    played = Played()
    reads = 0
    while True:
        index = child.expect([PROMPTS[mode], pexpect.EOF])
        transcript.append(child.before)
        if index == 1:
            break
        reads += 1
        if mode == "--plain":
            played.prompts.append(child.match.group(1).decode("utf-8") + ":")
            transcript.append(b"\n")
        asks = every and reads % every == 0
        if any(ended in child.before for ended in GAME_OVER):
            child.sendline(b"")
            continue
        child.sendline(queries[(reads // every) % len(queries)] if asks else b"1")
        assert reads < limit, "the game does not end"
    child.close()
    played.output = b"".join(transcript)
    return played


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


def assert_decisions(played: Played, lang: str) -> None:
    """Every prompt names its decision (not the generic default, more than one kind) and
    fits 40 cells with the cursor; no line passes 200 characters or holds a numbered list
    of more than 6 entries."""
    generic = L10n(lang)("shell-prompt-decision")
    for prompt in played.prompts:
        assert prompt != generic and prompt.strip(), f"a prompt that names nothing: {prompt!r}"
        assert len(prompt) <= PROMPT_MOST, prompt
    assert not played.prompts or len(set(played.prompts)) > 1, "each decision its own words"
    lines = [line for line in played.output.decode("utf-8").replace("\r", "").split("\n")
             if line.strip()]
    too_long = [line for line in lines if len(line) > LINE_MOST]
    assert not too_long, too_long[:3]
    inline = [line for line in lines if inline_list_length(line) > INLINE_MOST]
    assert not inline, inline[:3]
