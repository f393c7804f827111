"""The installed command in a pty (issue 16): the new-game questions take Enter and back
(item 8); a resumed game is named, its end waits at a last prompt, and the main menu
offers resume only with a saved game (item 12)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pexpect

from accessible_games.core.save import load
from accessible_games.narration.l10n import L10n
from accessible_games.registry import get_game
from tests.prompts import PLAIN_PROMPT

EN = L10n("en", strict=True)


def _prompt(child: Any) -> str:
    """Wait for the next prompt; return its words (with the colon)."""
    child.expect(PLAIN_PROMPT)
    return str(child.match.group(1).decode("utf-8")) + ":"


def test_enter_takes_the_defaults_and_back_goes_one_question_back(spawn: Any,
                                                                  home: Path) -> None:
    child = spawn("--plain", "--lang", "en", "--bot-delay", "0")
    _prompt(child)
    child.sendline(b"1")                             # new game
    _prompt(child)
    child.sendline(b"3")                             # Zooloretto
    for _ in range(4):                               # players, bots, strength, name: Enter
        _prompt(child)
        child.sendline(b"")
    assert re.match(r"Expansions 1 to \d, Enter starts:", _prompt(child))
    child.sendline(b"back")
    assert _prompt(child) == EN("shell-prompt-name", {"number": 1})
    child.sendline(b"back")
    assert _prompt(child) == EN("shell-prompt-number", {
        "what": EN("shell-prompt-bot-kind"), "low": 1, "high": 3, "default": 2})
    child.sendline(b"back")
    assert _prompt(child) == EN("shell-prompt-number", {
        "what": EN("shell-prompt-bots"), "low": 0, "high": 3, "default": 2})
    child.sendline(b"back")
    assert _prompt(child).startswith(EN("shell-prompt-players"))
    child.sendline(b"back")
    assert _prompt(child) == EN("common-prompt-range", {"what": EN("shell-prompt-game"),
                                                        "count": 5})
    child.sendline(b"1")                             # Beasty Bar
    for _ in range(4):
        _prompt(child)
        child.sendline(b"")
    assert _prompt(child) == EN("shell-prompt-number", {
        "what": EN("shell-prompt-variant"), "low": 1, "high": 2, "default": 1})
    child.sendline(b"")                              # Enter: the basic game
    assert _prompt(child) == EN("shell-prompt-number", {
        "what": EN("beasty-bar-prompt-first"), "low": 1, "high": 2, "default": 1})
    child.sendline(b"")                              # Enter: drawn by lot
    _prompt(child)
    assert b"Beasty Bar, basic game, 3 players: Player 1" in child.before
    child.sendeof()                                  # the game is saved; the menu again
    _prompt(child)
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    save = json.loads((home / "autosave.json").read_text(encoding="utf-8"))
    assert save["options"] == {"variant": "basic"}


def test_a_resumed_game_is_named_and_its_end_waits_for_questions(spawn: Any,
                                                                 home: Path) -> None:
    child = spawn("play", "beasty-bar", "--players", "2", "--variant", "advanced", "--seed",
                  "7", "--lang", "en", "--bot-delay", "0", "--plain")
    for _ in range(6):
        _prompt(child)
        child.sendline(b"1")
    _prompt(child)
    child.sendeof()                                  # saved; leaves
    child.expect(pexpect.EOF)
    child.close()
    turn = load(home / "autosave.json", get_game)[0].state.turn

    menu = spawn("--plain", "--lang", "en", "--bot-delay", "0")
    _prompt(menu)
    assert EN("shell-menu-resume").encode() in menu.before
    menu.sendline(b"2")                              # resume the saved game
    _prompt(menu)
    first = menu.before.decode().strip().splitlines()[1]  # after the echoed 2
    assert first == "Beasty Bar, advanced game, resumed at turn " + str(turn + 1) + "."
    last = EN("shell-prompt-game-over")
    for _ in range(300):
        if menu.match.group(1).decode() + ":" == last:
            break
        menu.sendline(b"1")
        _prompt(menu)
    else:
        raise AssertionError("the game does not end")
    assert b"Game over." in menu.before
    assert not (home / "autosave.json").exists(), "a finished game leaves no save"
    answers = {}
    for question in (b"history 3", b"scores", b",", b"1", b"rules"):
        menu.sendline(question)
        assert _prompt(menu) == last, "the game's last prompt comes back"
        answers[question] = menu.before.decode().strip().splitlines()[1:]
    assert len(answers[b"history 3"]) == 3
    assert answers[b"scores"] and answers[b"scores"][0].startswith("Points in the bar: ")
    assert answers[b","] and answers[b","] != answers[b"scores"]
    assert answers[b"1"] == [EN("shell-game-over-usage")]
    assert answers[b"rules"] and EN("shell-game-over-usage") not in answers[b"rules"]
    menu.sendline(b"")                               # Enter leaves the game
    _prompt(menu)
    assert EN("shell-menu-quit").encode() in menu.before, "back at the main menu"
    assert EN("shell-menu-resume").encode() not in menu.before, "nothing left to resume"
    menu.sendline(b"6")                              # quit
    menu.expect(pexpect.EOF)
    menu.close()
    assert menu.exitstatus == 0 and not (home / "autosave.json").exists()
