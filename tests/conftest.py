"""Fixtures shared by every test folder: the installed ``accessible-games`` command in a
pseudo-terminal, with a private home folder.  The pty fixtures skip by themselves
where pexpect or a POSIX pty is missing, so in-process tests run everywhere."""

from __future__ import annotations

import gc
import os
import shutil
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


gc.set_threshold(100_000, 50, 100)
"""The message bundles and the games' histories are large graphs that live as long as a
test worker: a young generation this large keeps the collector from walking them every
few hundred allocations (about a tenth of the in-process tests' CPU).  Behaviour is the
same; only collection happens less often."""


def _default_signals() -> None:
    """Start a child as a terminal would: Ctrl-C neither ignored nor blocked (something
    earlier in the test run may have changed what children inherit)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


def installed_command() -> str:
    """Return the path of the installed console script next to this Python."""
    candidate = Path(sys.executable).parent / "accessible-games"
    if candidate.exists():
        return str(candidate)
    found = shutil.which("accessible-games")
    if found is None:
        pytest.skip("the accessible-games command is not installed")
    return found


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A private folder for settings and the autosave."""
    return tmp_path


@pytest.fixture
def spawn(home: Path) -> Iterator[Any]:
    """Start the installed command in a pty; every child is closed afterwards."""
    if sys.platform == "win32":  # pragma: no cover - pexpect.spawn needs a POSIX pty
        pytest.skip("pseudo-terminal tests need POSIX")
    pexpect = pytest.importorskip("pexpect")
    children = []

    def start(*args: str, env: dict[str, str] | None = None, timeout: float = 60) -> Any:
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "ACCESSIBLE_GAMES_HOME": str(home),
            "ACCESSIBLE_GAMES_STRICT_L10N": "1",
            "TERM": "xterm",
            "LANG": "C.UTF-8",
        }
        environment.update(env or {})
        child = pexpect.spawn(installed_command(), list(args), env=environment,
                              timeout=timeout, encoding=None, dimensions=(50, 200),
                              preexec_fn=_default_signals)
        child.delaybeforesend = None  # the shell reads whole lines; no 50 ms wait per line
        children.append(child)
        return child

    yield start
    for child in children:
        if child.isalive():
            child.terminate(force=True)
