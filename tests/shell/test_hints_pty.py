"""``hint`` and ``rada`` in the installed app, in a pseudo-terminal: the hint is said at the
prompt with the strong bot's own thinking time, and typing what it says plays that choice."""

from __future__ import annotations

import re
from pathlib import Path

import pexpect

from accessible_games.core.save import load
from accessible_games.narration.l10n import L10n
from accessible_games.registry import GAME_IDS, get_game
from tests.prompts import PLAIN_PROMPT


def hint_pattern(l10n: L10n) -> re.Pattern[str]:
    """Return the hint's first line as a pattern: group 1 the choice, 2 what to type."""
    text = l10n("shell-hint", {"choice": "\x01", "typed": "\x02"})
    return re.compile(re.escape(text).replace("\x01", "(.+)").replace("\x02", "([^()]+)"))


def test_hint_in_english_and_rada_in_czech_are_said_and_typed(spawn, home: Path) -> None:
    for lang, word, game_id in (("en", "hint", GAME_IDS[0]), ("cs", "rada", GAME_IDS[2])):
        l10n = L10n(lang, strict=True)
        child = spawn("play", game_id, "--players", "2", "--seed", "4", "--lang", lang,
                      "--bot-delay", "0", "--plain", "--replace")
        child.expect(PLAIN_PROMPT)
        child.sendline(word.encode())
        child.expect(PLAIN_PROMPT)
        said = child.before.decode()
        found = hint_pattern(l10n).search(said)
        assert found, said
        before = len(load(home / "autosave.json", get_game)[0].history) \
            if (home / "autosave.json").exists() else 0
        child.sendline(found.group(2).encode())
        child.expect(PLAIN_PROMPT)
        assert "Traceback" not in child.before.decode()
        after = load(home / "autosave.json", get_game)[0].history
        assert len(after) > before and after[before][0] == 0, "the hinted choice was played"
        child.sendeof()
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
