"""F5: a saved unfinished game is replaced only when the player says so (play asks, the
menu asks, ``--replace`` starts anyway); a second app on the same data folder is refused
in one sentence, by a lock a kill cannot leave stuck."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pexpect
import pytest

from accessible_games.core.save import load
from accessible_games.narration.l10n import L10n
from accessible_games.registry import get_game
from tests.conftest import installed_command
from tests.prompts import PLAIN_PROMPT

EN = L10n("en", strict=True)


def _run(home: Path, *args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ACCESSIBLE_GAMES_HOME": str(home), "LANG": "en_US.UTF-8",
           "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([installed_command(), *args, "--lang", "en", "--bot-delay", "0"],
                          input=typed, capture_output=True, text=True, env=env, timeout=60)


def _saved_game(home: Path) -> str:
    return str(load(home / "autosave.json", get_game)[0].game.game_id)


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A home folder holding an unfinished Beasty Bar game."""
    done = _run(tmp_path, "play", "beasty-bar", "--seed", "3", typed="1\nquit\n")
    assert done.returncode == 0, done.stdout
    assert _saved_game(tmp_path) == "beasty-bar"
    return tmp_path


def test_play_on_a_pipe_keeps_the_saved_game_and_says_how_to_go_on(saved: Path) -> None:
    done = _run(saved, "play", "zooloretto", "--seed", "1")
    assert EN("shell-replace-ask", {"game": EN("game-name-beasty-bar")}) in done.stdout
    assert EN("shell-replace-kept", {"game": "zooloretto"}) in done.stdout
    assert done.returncode == 1
    assert _saved_game(saved) == "beasty-bar", "the saved game is untouched"


@pytest.mark.parametrize("answer", ["", "no", "n", "ne", "back"])
def test_play_keeps_the_saved_game_unless_told_yes(saved: Path, answer: str) -> None:
    done = _run(saved, "play", "zooloretto", "--seed", "1", typed=f"{answer}\n1\nquit\n")
    assert EN("shell-replace-kept", {"game": "zooloretto"}) in done.stdout
    assert _saved_game(saved) == "beasty-bar"


@pytest.mark.parametrize("answer", ["yes", "y", "ano"])
def test_play_replaces_the_saved_game_when_told_yes(saved: Path, answer: str) -> None:
    done = _run(saved, "play", "zooloretto", "--seed", "1", typed=f"{answer}\nquit\n")
    assert done.returncode == 0
    assert _saved_game(saved) == "zooloretto"


def test_play_with_replace_starts_without_asking(saved: Path) -> None:
    done = _run(saved, "play", "zooloretto", "--seed", "1", "--replace", typed="quit\n")
    assert EN("shell-replace-ask", {"game": EN("game-name-beasty-bar")}) not in done.stdout
    assert done.returncode == 0
    assert _saved_game(saved) == "zooloretto"


def test_the_menus_new_game_asks_and_enter_keeps_the_saved_game(saved: Path) -> None:
    done = _run(saved, typed="1\n\n")
    assert EN("shell-replace-ask", {"game": EN("game-name-beasty-bar")}) in done.stdout
    assert EN("shell-replace-kept-menu") in done.stdout
    assert _saved_game(saved) == "beasty-bar"


def test_a_second_app_on_the_same_data_folder_is_refused_in_one_sentence(
        spawn: Any, home: Path) -> None:
    first = spawn("play", "beasty-bar", "--seed", "3", "--lang", "en", "--plain")
    first.expect(PLAIN_PROMPT)
    second = _run(home, "resume")
    assert second.stdout.strip() == EN("shell-instance-running", {"folder": str(home)})
    assert second.returncode == 1
    first.sendline(b"quit")
    first.expect(pexpect.EOF)


def test_the_lock_is_free_again_once_its_holder_is_killed(spawn: Any, home: Path) -> None:
    first = spawn("play", "beasty-bar", "--seed", "3", "--lang", "en", "--plain")
    first.expect(PLAIN_PROMPT)
    first.kill(signal.SIGKILL)
    first.close()
    again = _run(home, "resume", typed="quit\n")
    assert again.returncode == 0
    assert EN("shell-instance-running", {"folder": str(home)}) not in again.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="fcntl is POSIX")
def test_the_lock_is_an_flock_on_a_file_of_the_data_folder(tmp_path: Path) -> None:
    (tmp_path / "instance.lock").touch()
    with open(tmp_path / "instance.lock", "rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        refused = _run(tmp_path, "play", "beasty-bar", typed="quit\n")
    assert refused.returncode == 1
    assert EN("shell-instance-running", {"folder": str(tmp_path)}) in refused.stdout
