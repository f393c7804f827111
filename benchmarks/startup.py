"""Time from starting the command to its first prompt, as a player waits for it.

Run:  python benchmarks/startup.py [--runs N]

Starts the installed ``accessible-games`` command N times for each case and prints
the median and worst time until the first prompt appears: a new game in
plain mode through a pipe, and (with pexpect) in a pseudo-terminal in plain and
rich mode.  Also prints Python's own start-up for comparison.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from accessible_games.registry import GAME_IDS

PROMPT = re.compile(rb": \Z")
"""The end of a prompt: every prompt names its decision and ends with a colon and a space."""
ARGS = ["play", GAME_IDS[0], "--players", "2", "--seed", "1", "--bot-delay", "0",
        "--lang", "en"]
"""A new game of the first game in the menu (Beasty Bar), against one bot."""


def command() -> str:
    """Return the installed command next to this Python, or on PATH."""
    candidate = Path(sys.executable).parent / "accessible-games"
    return str(candidate) if candidate.exists() else shutil.which("accessible-games") or ""


def environment(home: str) -> dict[str, str]:
    """Return a clean environment with a private settings folder."""
    env = dict(os.environ)
    env.update({"ACCESSIBLE_GAMES_HOME": home, "TERM": "xterm"})
    return env


def time_pipe(home: str) -> float:
    """Seconds until the first prompt, with stdin and stdout as pipes (plain mode)."""
    start = time.perf_counter()
    process = subprocess.Popen([command(), *ARGS], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, env=environment(home))
    assert process.stdout is not None and process.stdin is not None
    seen = b""
    while not PROMPT.search(seen):
        chunk = process.stdout.read1(4096)
        if not chunk:
            break
        seen += chunk
    elapsed = time.perf_counter() - start
    process.stdin.close()
    process.wait(timeout=10)
    return elapsed


def time_pty(home: str, mode: str) -> float:
    """Seconds until the first prompt in a pseudo-terminal."""
    import pexpect
    marker = PROMPT if mode == "--plain" else re.compile(re.escape(b"\x1b[?2004h"))
    start = time.perf_counter()
    child = pexpect.spawn(command(), [*ARGS, mode], env=environment(home), timeout=20)
    child.expect(marker)
    elapsed = time.perf_counter() - start
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    return elapsed


def time_python() -> float:
    """Seconds for a bare ``python -c pass``, the floor under any Python app."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - start


def report(label: str, times: list[float]) -> None:
    """Print the median and the worst of ``times``."""
    print(f"{label}: median {statistics.median(times) * 1000:.0f} ms, "
          f"worst {max(times) * 1000:.0f} ms ({len(times)} runs)")


def main() -> None:
    """Measure every case and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    if not command():
        sys.exit("accessible-games is not installed in this environment")
    with tempfile.TemporaryDirectory() as home:
        report("python -c pass", [time_python() for _ in range(args.runs)])
        report("first prompt, pipe (plain)", [time_pipe(home) for _ in range(args.runs)])
        try:
            import pexpect  # noqa: F401
        except ImportError:
            print("pexpect not installed: pty figures skipped")
            return
        for mode in ("--plain", "--rich"):
            report(f"first prompt, pty {mode[2:]}", [time_pty(home, mode) for _ in range(args.runs)])


if __name__ == "__main__":
    main()
