"""Every message id the code names exists in both languages.

Messages are parsed when first asked for, so a misspelt id would only show when a player
reaches it; this test reads the package's source instead.  A string literal in kebab case
whose first word begins some message's id ("shell-prompt-game-over") must be a message,
and the fixed start of an f-string or a sum ("shell-words-{command}", "shell-menu-" + key)
must begin one; game ids and the few names below are not messages.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.registry import GAME_IDS

PACKAGE = Path(__file__).resolve().parents[2] / "accessible_games"
KEBAB = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")
START = re.compile(KEBAB.pattern + "-")
NOT_MESSAGES = frozenset({*GAME_IDS, "speech-dispatch"})
"""Kebab-case names that are not message ids: the games, the Linux speech service."""
ENTRY = re.compile(r"^([a-z][a-zA-Z0-9_-]*) *=", re.MULTILINE)


def _message_ids(lang: str) -> set[str]:
    return {found for path in (locales_dir() / lang).glob("*.ftl")
            for found in ENTRY.findall(path.read_text(encoding="utf-8"))}


def _named_ids() -> tuple[set[str], set[str]]:
    """Return the whole ids the source names and the fixed starts of formatted ones."""
    heads = {msg_id.split("-")[0] for msg_id in _message_ids("en")}
    whole: set[str] = set()
    starts: set[str] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text, into, form = node.value, whole, KEBAB
            elif isinstance(node, ast.JoinedStr) and node.values \
                    and isinstance(node.values[0], ast.Constant):
                text, into, form = str(node.values[0].value), starts, START
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) \
                    and isinstance(node.left, ast.Constant):
                text, into, form = str(node.left.value), starts, START
            else:
                continue
            if form.fullmatch(text) and text.split("-")[0] in heads \
                    and text not in NOT_MESSAGES:
                into.add(text)
    return whole, starts


def test_the_source_names_many_ids() -> None:
    whole, starts = _named_ids()
    assert len(whole) > 500 and "shell-prompt-game-over" in whole
    assert {"shell-words-", "shell-menu-"} <= starts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_id_the_code_names_is_a_message(lang: str) -> None:
    whole, starts = _named_ids()
    l10n = L10n(lang, strict=True)
    assert sorted(msg_id for msg_id in whole if not l10n.has(msg_id)) == []
    ids = _message_ids(lang)
    assert sorted(start for start in starts if not any(i.startswith(start) for i in ids)) == []
