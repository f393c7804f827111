"""Starting the app imports no game's modules but its entry and rules book, and a game
only its own, and neither imports fluent.runtime: each import costs start-up time
(issue 18)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.registry import ENTRIES, GAME_IDS

LISTED = ("", ".entry", ".book")
"""The modules of a game that the registry imports to list it."""
SCRIPT = """
import json, sys
from accessible_games.cli import main
main(sys.argv[1:])
print(json.dumps(sorted(sys.modules)))
"""


def _modules_after(home: Path, *args: str) -> list[str]:
    """Return the modules imported by a fresh app run with ``args`` (input ends at once)."""
    done = subprocess.run([sys.executable, "-c", SCRIPT, *args, "--lang", "en", "--plain"],
                          capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          env={"ACCESSIBLE_GAMES_HOME": str(home), "PATH": "/usr/bin:/bin"},
                          timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _games_imported(modules: list[str]) -> set[str]:
    """Return the ids of the games of which more than the listed modules were imported."""
    return {game.game_id for game in ENTRIES for name in modules
            if name.startswith(game.package + ".") or name == game.package
            if name.removeprefix(game.package) not in LISTED}


def test_the_main_menu_imports_no_game(tmp_path: Path) -> None:
    modules = _modules_after(tmp_path)
    assert _games_imported(modules) == set()
    assert "fluent.runtime" not in modules, "our formatter says every line of the menu"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_imports_only_its_own_modules(tmp_path: Path, game_id: str) -> None:
    modules = _modules_after(tmp_path, "play", game_id, "--seed", "1", "--bot-delay", "0")
    assert "fluent.runtime" not in modules, "our formatter says every line of the start"
    imported = _games_imported(modules)
    own = {other for other in GAME_IDS if other in game_id}  # the combined game: three
    assert imported == own
