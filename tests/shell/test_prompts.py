"""Every prompt of the menus names its decision (issue 15): the main menu, a new game's
questions, settings, rules, the encyclopedia and the tutorials, in both languages.

The prompt is the text before the cursor, which a Braille display shows while the app
waits: a few words and the range, at most 40 characters, ending with a colon.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import PROMPT_MOST
from accessible_games.shell.app import App
from accessible_games.shell.menu import main_menu
from accessible_games.shell.settings import Settings
from accessible_games.shell.settings_menu import SETTINGS
from tests.harness import RecordingSink, ScriptReader

LONG_NAME = "Bartholomew Jonathan"
"""A name of the 20 characters a player may type."""


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))


def run_menu(script: list[str], lang: str, first_start: bool = False) -> tuple[list[str],
                                                                              list[str]]:
    """Run the main menu on ``script``; return the prompts read and the lines said."""
    reader = ScriptReader(script)
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    assert main_menu(app, first_start=first_start) == 0
    return reader.prompts, [said.text for said in sink.said]


def _range(l10n: L10n, what_id: str, count: int) -> str:
    return l10n("common-prompt-range", {"what": l10n(what_id), "count": count}) + " "


def _check(prompts: list[str], l10n: L10n) -> None:
    generic = l10n("shell-prompt-decision") + " "
    for prompt in prompts:
        assert prompt.endswith(": ") and len(prompt.rstrip()) <= PROMPT_MOST, prompt
        assert prompt not in ("> ", generic), "a prompt names its decision"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_menu_prompts_name_their_decisions(lang: str) -> None:
    l10n = L10n(lang)
    script = ["1" if lang == "en" else "2",  # the language, at the first start
              "9", "1", "9", "1", "", "", "", "",  # a new game of Beasty Bar
              "back", "back", "back", "back", "back", "back",  # back question by question
              "3", "2", "1", "5", "", "",  # settings: verbosity brief, the voice, close
              "2", "2", "xyzzy", "",  # the rules of Aquaretto, an unknown topic, back
              "5", "lion", "", "6"]  # about the lion, back; quit (no save: no resume)
    prompts, said = run_menu(script, lang, first_start=True)
    assert prompts[0] == l10n("shell-prompt-language") + " "
    main = _range(l10n, "shell-prompt-main-menu", 6)
    assert prompts[1] == main
    assert prompts[2] == main, "a refused number keeps the prompt"
    assert prompts[3] == prompts[4] == _range(l10n, "shell-prompt-game", 5)
    players = l10n("shell-prompt-number", {"what": l10n("shell-prompt-players"), "low": 2,
                                           "high": 4, "default": 3}) + " "
    assert players in prompts
    assert l10n("shell-prompt-name", {"number": 1}) + " " in prompts
    assert l10n("shell-prompt-number", {"what": l10n("shell-prompt-bot-kind"), "low": 1,
                                        "high": 3, "default": 2}) + " " in prompts
    assert l10n("shell-prompt-number", {"what": l10n("shell-prompt-variant"), "low": 1,
                                        "high": 2, "default": 1}) + " " in prompts
    assert _range(l10n, "shell-prompt-settings", len(SETTINGS)) in prompts
    assert _range(l10n, "shell-setting-verbosity", 3) in prompts
    assert l10n("shell-prompt-voice") + " " in prompts
    assert l10n("shell-prompt-topic") + " " in prompts
    assert l10n("shell-prompt-animal") + " " in prompts
    _check(prompts, l10n)
    keys = ("play", "rules", "settings", "tutorial", "about", "quit")
    items = ", ".join(f"{n}: {l10n('shell-menu-' + key)}" for n, key in enumerate(keys, 1))
    assert l10n("shell-menu", {"items": items}) in said, "6 entries: one line, no resume"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_tutorial_prompts_name_their_decisions(lang: str) -> None:
    l10n = L10n(lang)
    prompts, said = run_menu(["4", "1", "1", "show", "", "back", "back", "6"], lang)
    assert _range(l10n, "shell-prompt-game", 4) in prompts or \
        _range(l10n, "shell-prompt-game", 5) in prompts
    assert any(p.startswith(l10n("shell-prompt-example")) for p in prompts)
    assert l10n("tutorial-prompt-next", {"number": 2}) + " " in prompts
    _check(prompts, l10n)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_new_game_prompts_fit_with_long_names(lang: str) -> None:
    """Two humans with 20-character names: the handover prompt names the player (who
    starts, as chosen at the first-player question)."""
    l10n = L10n(lang)
    script = ["1", "1", "2", "0", LONG_NAME, "Petr", "1", "2", ""]
    prompts, said = run_menu(script, lang)
    assert l10n("shell-prompt-number", {"what": l10n("beasty-bar-prompt-first"), "low": 1,
                                        "high": 2, "default": 1}) + " " in prompts
    handover = l10n("shell-prompt-privacy", {"name": LONG_NAME}) + " "
    assert handover in prompts
    _check(prompts, l10n)
