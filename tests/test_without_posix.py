"""Windows has no termios, tty, pty, fcntl, pwd, grp, resource, curses or readline: with
those imports refused, every module of the package still imports, and a Czech game
plays to its result (what CI on Windows would find first, checked here)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

POSIX_ONLY = ("termios", "tty", "pty", "fcntl", "pwd", "grp", "resource", "curses",
              "_curses", "readline")
"""Modules only POSIX systems have (``posix`` itself stays: ``os`` is built on it)."""

SCRIPT = """
import importlib, importlib.abc, pkgutil, sys

BLOCKED = set(sys.argv[1].split(","))

class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

for name in list(sys.modules):
    if name.split(".")[0] in BLOCKED:
        del sys.modules[name]
sys.meta_path.insert(0, Refuse())

import accessible_games
failed = []
for found in pkgutil.walk_packages(accessible_games.__path__, "accessible_games."):
    if found.name.endswith("__main__"):
        continue
    try:
        importlib.import_module(found.name)
    except Exception as error:
        failed.append(f"{found.name}: {error!r}")
print("FAILED", failed)
from accessible_games.cli import main
status = main(["play", "beasty-bar", "--players", "2", "--bots", "2", "--seed", "2",
               "--bot-delay", "0", "--lang", "cs", "--plain"])
print("STATUS", status)
"""


def test_every_module_imports_and_a_czech_game_plays_without_posix_modules(
        tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT, ",".join(POSIX_ONLY)],
                          capture_output=True, text=True, encoding="utf-8",
                          stdin=subprocess.DEVNULL, timeout=180,
                          env={**os.environ, "ACCESSIBLE_GAMES_HOME": str(tmp_path)})
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert "FAILED []" in lines, [line for line in lines if line.startswith("FAILED")]
    assert lines[-1] == "STATUS 0"
    assert any("Konec hry" in line for line in lines), lines[-5:]
