"""The learning commands through the installed command: `about`, `tutorial`, and their
main-menu entries."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pexpect

from accessible_games.narration.encyclopedia import entry_paragraphs, entry_title
from accessible_games.narration.l10n import L10n
from tests.conftest import installed_command
from tests.prompts import PLAIN_PROMPT

PROMPT = PLAIN_PROMPT


def test_about_prints_a_whole_entry_in_czech(home: Path) -> None:
    result = subprocess.run([installed_command(), "about", "hroch", "--lang", "cs"],
                            capture_output=True, text=True, timeout=60, check=False,
                            env={"ACCESSIBLE_GAMES_HOME": str(home), "PATH": "/usr/bin:/bin"})
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and result.stderr == ""
    assert lines == [entry_title(L10n("cs"), "hippo"), *entry_paragraphs(L10n("cs"), "hippo")]


def test_about_an_unknown_animal_lists_them_and_fails(home: Path) -> None:
    result = subprocess.run([installed_command(), "about", "unicorn", "--lang", "en"],
                            capture_output=True, text=True, timeout=60, check=False,
                            env={"ACCESSIBLE_GAMES_HOME": str(home), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 1 and "unicorn" in result.stdout and "lion" in result.stdout


def test_tutorial_command_shows_an_example_and_leaves(spawn: Any) -> None:
    child = spawn("tutorial", "beasty-bar", "1", "--plain", "--lang", "en")
    child.expect(PROMPT)
    assert b"Example 1 of" in child.before
    child.sendline(b"show")
    child.expect(PROMPT)
    assert b"Why:" in child.before
    child.sendline(b"back")                    # to the list of examples
    child.expect(PROMPT)
    assert b"tutorial, 20 choices:" in child.before
    child.sendline(b"back")                    # and out
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and b"Traceback" not in child.before


def test_tutorial_of_a_game_of_several_decisions_in_czech(spawn: Any) -> None:
    """The installed command: a Zooloretto example, shown decision by decision, then out."""
    child = spawn("tutorial", "zooloretto", "1", "--plain", "--lang", "cs")
    child.expect(PROMPT)
    assert "Příklad 1, celkem".encode() in child.before
    for _ in range(12):
        child.sendline("ukaž".encode())
        child.expect(PROMPT)
        if "Proč:".encode() in child.before:
            break
    else:
        raise AssertionError("the example was never explained")
    child.sendline("zpět".encode())                  # to the list of examples
    child.expect(PROMPT)
    child.sendline("zpět".encode())                  # and out
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and b"Traceback" not in child.before


def test_main_menu_tutorials_list_the_games(spawn: Any) -> None:
    child = spawn("--plain", "--lang", "en")
    child.expect(PROMPT)
    child.sendline(b"4")                       # tutorials (no saved game to resume)
    child.expect(PROMPT)
    for game in ("Beasty Bar", "Aquaretto", "Zooloretto", "O Zoo le Mio"):
        assert game.encode() in child.before
    child.sendline(b"back")                    # back to the menu
    child.expect(PROMPT)
    child.sendline(b"6")                       # quit
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_main_menu_reads_an_animal_then_quits(spawn: Any) -> None:
    child = spawn("--plain", "--lang", "en")
    child.expect(PROMPT)
    child.sendline(b"5")                       # about the animals
    child.expect(PROMPT)
    assert b"29 animals" in child.before
    child.sendline(b"orca")
    child.expect(PROMPT)
    assert entry_title(L10n("en"), "orca").encode() in child.before
    child.sendline(b"")                        # back to the menu
    child.expect(PROMPT)
    child.sendline(b"6")                       # quit
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
