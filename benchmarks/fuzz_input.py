"""Garbage at every prompt of every game: the app must answer, never end badly, never hang.

Each game is played in each language and input mode (``pipe``: plain mode reading a
pipe; ``pty-plain``: readline in a pseudo-terminal; ``pty-rich``: prompt_toolkit in one)
under a real locale (``cs_CZ.UTF-8``, ``en_US.UTF-8``: strict UTF-8 decoding), with lines
of ``1`` to move the game on mixed with garbage: bytes that are not UTF-8, NUL, control
characters, escape sequences (Escape then digits among them), long lines up to 1 MB,
pastes of many lines at once, and end of input at random moments, after which the game
goes on with ``resume``.  One line of figures per game, language and mode::

    beasty-bar   cs pty-rich   games 1 finished 1 runs 4 lines 212 crashes 0 tracebacks 0 hangs 0 dirty 0

``crashes``: runs that ended with a status other than 0 or left a crash.log;
``tracebacks``: runs that printed a Python traceback or prompt_toolkit's "Unhandled
exception in event loop" (with its "Press ENTER to continue..."); ``hangs``:
prompts that did not come within ``--timeout`` seconds (the run is then killed);
``dirty``: lines printed with a control character other than the line end (pipe mode,
where nothing echoes what is typed).  ``--paste SIZE`` instead measures the CPU time the
app spends on one line of SIZE bytes in each pty mode.

Usage: ``python benchmarks/fuzz_input.py [--games N] [--seed S] [--only GAME]``;
``PYTHONPATH=<another checkout>`` runs that checkout's code.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accessible_games.narration.l10n import L10n  # noqa: E402
from accessible_games.registry import GAME_IDS  # noqa: E402

LOCALES = {"en": "en_US.UTF-8", "cs": "cs_CZ.UTF-8"}
MODES = ("pipe", "pty-plain", "pty-rich")
PLAIN_PROMPT = re.compile(rb"(?:^|\n)([^\n]*?): \Z")
RICH_PROMPT = re.compile(re.escape(b"\x1b[?2004h"))
DIRTY = re.compile(rb"[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")
MAX_RUNS = 40
"""Runs of one game (the first and its resumes) before it counts as not finished."""

GARBAGE: tuple[bytes, ...] = (
    b"\xff", b"\xfe\xfd", "žirafa".encode("cp1250"), "příliš".encode("iso-8859-2"),
    b"\xc5", b"1\xff", b"\xed\xa0\x80", b"\x00", b"a\x00b", b"\x07\x07beep", b"\x08\x7f",
    b"\x1b", b"\x1b[A", b"\x1b[31mred", b"\x1b]0;title\x07", b"\x1b2", b"\x1b-3",
    b"\x1b999999999x", b"\x1b*", b"\x1b 1", b"\xc2\x9b31m", "\u202eevil\u2066".encode(),
    b"\t1", b"\x01\x02\x03", b"\x15\x0b", "1\u2028quit".encode(), b"hand \xf8\xed",
)
"""Lines that are not commands (the pty modes type them; Ctrl-C, Ctrl-D, Ctrl-Z and
Ctrl-\\ are left out, being the terminal's own signals and end of input)."""
TTY_SIGNALS = re.compile(rb"[\x03\x04\x1a\x1c\x11\x13\x16\x0f]")


def garbage_line(rng: random.Random) -> bytes:
    """Return one line of garbage: a sample, a mix of samples, or a long line."""
    roll = rng.random()
    if roll < 0.04:
        return rng.choice((b"x", "ž".encode(), b"1 ", b"\xff")) * rng.choice((5000, 100_000, 500_000))
    if roll < 0.3:
        return b"".join(rng.choice(GARBAGE) for _ in range(rng.randint(2, 6)))
    return rng.choice(GARBAGE)


def script(rng: random.Random, count: int) -> list[bytes]:
    """Return ``count`` lines: 1 (a move on) half the time, garbage otherwise."""
    return [b"1" if rng.random() < 0.5 else garbage_line(rng) for _ in range(count)]


def environment(home: str, lang: str) -> dict[str, str]:
    """Return the environment of one run: a private home, the language's real locale."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
           "ACCESSIBLE_GAMES_HOME": home, "TERM": "xterm", "LANG": LOCALES[lang],
           "LC_ALL": LOCALES[lang]}
    if "PYTHONPATH" in os.environ:
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env


def arguments(game: str, lang: str, mode: str, first: bool) -> list[str]:
    """Return the command line of a run: ``play`` the first time, ``resume`` after."""
    flag = "--rich" if mode == "pty-rich" else "--plain"
    words = ["play", game] if first else ["resume"]
    return ["-m", "accessible_games", *words, "--lang", lang, "--bot-delay", "0", flag]


@dataclass
class Figures:
    """What one game, language and mode came to."""

    games: int = 0
    finished: int = 0
    runs: int = 0
    lines: int = 0
    crashes: int = 0
    tracebacks: int = 0
    hangs: int = 0
    dirty: int = 0

    def line(self) -> str:
        """Return the figures as words and numbers."""
        return " ".join(f"{name} {value}" for name, value in vars(self).items())


def ended(output: bytes, lang: str) -> bool:
    """Return whether the output holds the prompt after a game's result."""
    return L10n(lang)("shell-prompt-game-over").encode() in output


def judge(figures: Figures, output: bytes, status: int | None, home: Path, pipe: bool) -> None:
    """Count a finished run's crash, traceback and dirty lines."""
    figures.runs += 1
    crash_log = home / "crash.log"
    if status not in (0, None) or crash_log.exists():
        figures.crashes += 1
        crash_log.unlink(missing_ok=True)
    if b"Traceback" in output or b"Unhandled exception" in output:
        figures.tracebacks += 1
    if pipe:
        figures.dirty += sum(1 for line in output.split(b"\n") if DIRTY.search(line))


def pipe_game(game: str, lang: str, rng: random.Random, figures: Figures,
              timeout: float) -> None:
    """Play one game through pipes: each run reads a script cut short at random (EOF)."""
    with tempfile.TemporaryDirectory() as home:
        for run in range(MAX_RUNS):
            lines = script(rng, rng.randint(20, 200))
            if rng.random() < 0.3:
                lines.append(b"\n".join(script(rng, 50)))
            data = b"\n".join(lines) + (b"\n" if rng.random() < 0.5 else b"")
            try:
                done = subprocess.run([sys.executable, *arguments(game, lang, "pipe", run == 0)],
                                      input=data, capture_output=True, timeout=timeout,
                                      env=environment(home, lang))
            except subprocess.TimeoutExpired as expired:
                figures.hangs += 1
                judge(figures, expired.stdout or b"", None, Path(home), True)
                continue
            figures.lines += data.count(b"\n") + 1
            output = done.stdout + done.stderr
            judge(figures, output, done.returncode, Path(home), True)
            if ended(output, lang):
                figures.finished += 1
                return


def _waits(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] in "SZ"
    except OSError:
        return True


def next_prompt(child: Any, pattern: re.Pattern[bytes], timeout: float) -> bool | None:
    """Wait for the next prompt with the child waiting for input: True; False at the end
    of the output; None when it did not come within ``timeout`` seconds."""
    import pexpect
    while True:
        try:
            if child.expect([pattern, pexpect.EOF], timeout=timeout) == 1:
                return False
        except pexpect.TIMEOUT:
            return None
        for _ in range(200):
            if _waits(child.pid):
                break
            time.sleep(0.002)
        try:
            child.buffer = child.read_nonblocking(65536, timeout=0.01) + child.buffer
        except pexpect.TIMEOUT:
            return True
        except pexpect.EOF:
            return False


def spawn(args: list[str], home: str, lang: str) -> Any:
    """Start the app in a pseudo-terminal."""
    import pexpect
    child = pexpect.spawn(sys.executable, args, env=environment(home, lang),
                          dimensions=(50, 200), maxread=65536)
    child.delaybeforesend = None
    return child


def type_bytes(child: Any, data: bytes) -> None:
    """Type ``data``, reading what the app echoes meanwhile (a long line written at once
    would fill the terminal both ways and stall); keep the last 4 KB of the echo."""
    fd = child.child_fd
    flags = fcntl.fcntl(fd, fcntl.F_GETFL)
    fcntl.fcntl(fd, fcntl.F_SETFL, flags | os.O_NONBLOCK)
    echoed = bytearray(child.buffer)
    try:
        position = 0
        while position < len(data):
            readable, writable, _ = select.select([fd], [fd], [], 60)
            if readable:
                try:
                    echoed += os.read(fd, 1 << 16)
                except (BlockingIOError, OSError):
                    pass
                del echoed[:-4096]
            if writable:
                try:
                    position += os.write(fd, data[position:position + 4096])
                except BlockingIOError:
                    pass
                except OSError:
                    return
            if not (readable or writable):
                return
    finally:
        fcntl.fcntl(fd, fcntl.F_SETFL, flags)
        child.buffer = bytes(echoed)


def pty_game(game: str, lang: str, mode: str, rng: random.Random, figures: Figures,
             timeout: float) -> None:
    """Play one game in a pseudo-terminal: garbage and 1 typed at each prompt, pastes of
    several lines, Ctrl-D now and then (then ``resume``).  The prompt after the result
    (in plain mode it is what the prompt pattern matched) gets Enter, and Ctrl-D if a
    menu comes back."""
    pattern = RICH_PROMPT if mode == "pty-rich" else PLAIN_PROMPT
    with tempfile.TemporaryDirectory() as home:
        for run in range(MAX_RUNS):
            child = spawn(arguments(game, lang, mode, run == 0), home, lang)
            output: list[bytes] = []
            finished = False
            while True:
                waited = next_prompt(child, pattern, timeout)
                output.append(child.before or b"")
                if waited is None:
                    figures.hangs += 1
                    break
                if not waited:
                    break
                output.append(child.after if isinstance(child.after, bytes) else b"")
                if finished:
                    child.send(b"\x04")  # Enter did not end the app: a menu is back
                    continue
                if ended(b"".join(output[-4:]), lang):
                    finished = True
                    child.send(b"\r")
                    continue
                roll = rng.random()
                if roll < 0.02:
                    child.send(b"\x04")
                    continue
                lines = script(rng, rng.randint(2, 8)) if roll < 0.07 else script(rng, 1)
                typed = b"\r".join(TTY_SIGNALS.sub(b"", line) for line in lines) + b"\r"
                type_bytes(child, typed)
                figures.lines += len(lines)
            child.close(force=True)
            status = child.exitstatus if child.signalstatus is None else -child.signalstatus
            judge(figures, b"".join(output), status if waited is not None else None,
                  Path(home), False)
            if finished:
                figures.finished += 1
                return


def paste_cost(size: int, timeout: float) -> None:
    """Print the CPU seconds the app spends on one typed line of ``size`` bytes."""
    for mode in ("pty-plain", "pty-rich"):
        pattern = RICH_PROMPT if mode == "pty-rich" else PLAIN_PROMPT
        for kind, unit in (("x", b"x"), ("nul-then-x", b"x")):
            with tempfile.TemporaryDirectory() as home:
                child = spawn(arguments(GAME_IDS[0], "en", mode, True), home, "en")
                next_prompt(child, pattern, timeout)
                if kind == "nul-then-x":
                    child.send(b"a\x00b\r")
                    next_prompt(child, pattern, timeout)
                before = cpu_seconds(child.pid)
                start = time.monotonic()
                type_bytes(child, unit * size + b"\r")
                waited = next_prompt(child, pattern, timeout)
                cpu = cpu_seconds(child.pid) - before
                took = "over %.0f s" % timeout if waited is None else "%.2f s" % (
                    time.monotonic() - start)
                print(f"{mode:9} {kind:10} {size:>8} bytes: cpu {cpu:.2f} s, prompt back {took}",
                      flush=True)
                child.close(force=True)


def cpu_seconds(pid: int) -> float:
    """Return the user and system CPU time of ``pid`` so far (``/proc/<pid>/stat``)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1, help="games per game, language, mode")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=GAME_IDS, help="fuzz this game only")
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    parser.add_argument("--timeout", type=float, default=30.0,
                        help="seconds a prompt may take before it counts as a hang")
    parser.add_argument("--paste", type=int, metavar="SIZE",
                        help="measure one typed line of SIZE bytes instead")
    args = parser.parse_args(argv)
    if args.paste:
        paste_cost(args.paste, args.timeout)
        return 0
    bad = 0
    for game in [args.only] if args.only else GAME_IDS:
        for lang in LOCALES:
            for mode in args.modes:
                rng = random.Random(f"{args.seed}:{game}:{lang}:{mode}")
                figures = Figures()
                for _ in range(args.games):
                    figures.games += 1
                    if mode == "pipe":
                        pipe_game(game, lang, rng, figures, args.timeout * 4)
                    else:
                        pty_game(game, lang, mode, rng, figures, args.timeout)
                print(f"{game:20} {lang} {mode:9} {figures.line()}", flush=True)
                bad += figures.crashes + figures.tracebacks + figures.hangs + figures.dirty \
                    + figures.games - figures.finished
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
