"""The installed command in a pseudo-terminal, and what it costs: CPU time and memory.

Shared by ``startup.py`` and ``command_latency.py``.  The CPU time of the child is read
from ``/proc``: the sum of its threads' ``schedstat`` run times (nanoseconds), or, where
the kernel keeps no schedstat, ``utime + stime`` from ``/proc/<pid>/stat`` (clock ticks,
10 ms here).  A child that has ended stays readable until it is reaped, so the CPU time
of its exit is read while it ends (``cpu_at_exit``): pexpect may reap it as soon as it
sees the end of the output.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import time
from pathlib import Path
from typing import Any

PROMPT = re.compile(rb"(?:^|\n)([^\n]*?): \Z")
"""A plain-mode prompt: the last line of the output so far, ending with a colon and a space
(every prompt names its decision so); group 1 is its text."""


def command() -> str:
    """Return the installed command next to this Python, or on PATH (empty if neither)."""
    candidate = Path(sys.executable).parent / "accessible-games"
    return str(candidate) if candidate.exists() else shutil.which("accessible-games") or ""


def environment(home: str) -> dict[str, str]:
    """Return a clean environment with a private settings and autosave folder."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
            "ACCESSIBLE_GAMES_HOME": home, "TERM": "xterm", "LANG": "C.UTF-8",
            "PYTHONUNBUFFERED": "1"}


def spawn(args: list[str], home: str, timeout: float = 60, program: str = "") -> Any:
    """Start the command (or ``program``) with ``args`` in a pty (plain output, 200 columns)."""
    import pexpect
    child = pexpect.spawn(program or command(), args, env=environment(home), timeout=timeout,
                          dimensions=(50, 200))
    child.delaybeforesend = None
    return child


def _ticks_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """Return the CPU time (user and system) process ``pid`` has used so far."""
    total = 0
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            total += int((task / "schedstat").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return _ticks_seconds(pid)
    return total / 1e9 if total else _ticks_seconds(pid)


def cpu_at_exit(child: Any) -> float:
    """Wait for ``child`` to end and return its CPU seconds then: read every millisecond
    until the end of its output, and once more after it unless pexpect has reaped it
    (then the last reading, at most a millisecond of work short)."""
    import pexpect
    last = cpu_seconds(child.pid)
    while True:
        try:
            child.expect(pexpect.EOF, timeout=0.001)
        except pexpect.TIMEOUT:
            try:
                last = cpu_seconds(child.pid)
            except OSError:
                return last
            continue
        try:
            return cpu_seconds(child.pid)
        except OSError:
            return last


def peak_memory_mb(pid: int) -> float:
    """Return the peak resident memory of ``pid`` (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _waits_for_input(pid: int) -> bool:
    """Return whether the child sleeps (reading its terminal) rather than working."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state in ("S", "Z")


def next_prompt(child: Any) -> str | None:
    """Wait for the next prompt and for the child to wait for input; return the prompt's
    text, or None when the output ended.  A ": " that ends a chunk of output while the
    child still works is not taken for a prompt."""
    import pexpect
    while True:
        if child.expect([PROMPT, pexpect.EOF]) == 1:
            return None
        text: str = child.match.group(1).decode("utf-8", "replace")
        for _ in range(100):
            if _waits_for_input(child.pid):
                break
            time.sleep(0.001)
        try:
            more = child.read_nonblocking(65536, timeout=0.002)
        except pexpect.TIMEOUT:
            return text
        except pexpect.EOF:
            return None
        child.buffer = more + child.buffer


def game_over_prompt(lang: str) -> str:
    """Return the text of the prompt after a game's result (Enter leaves the app there)."""
    from accessible_games.narration.l10n import L10n
    return L10n(lang)("shell-prompt-game-over").removesuffix(":")
