"""CPU time from starting the command to its first prompt, and a game's peak memory.

Run:  python benchmarks/startup.py [--runs N]

Starts the installed ``accessible-games`` command in a pseudo-terminal, in plain mode,
N times for each case, and reads the child's CPU time (user and system, from ``/proc``)
at the moment its first prompt appears; prints the median and the worst of each case:

- the main menu;
- ``play`` of every game of the registry (three players, two of them bots, seed 1);
- ``resume`` of a late game of the combined game (the last in the menu): an autosave
  made by greedy bots playing a seeded game to nine tenths of its length, at a decision
  of the human seat.

Then the peak memory (VmHWM) of a whole Beasty Bar game (the first in the menu) answered
"1" at every prompt.  Each figure is printed with issue 18's target, as it is: start-up
does not follow ``machine.factor()``.

``--against PYTHON`` also runs every case with the command installed beside another
checkout's Python (the commit before issue 18, say), alternating the two run by run so
that a change of load on the machine falls on both, and prints that tree's median and
how many times slower it is.  Each tree resumes a save made by its own code.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path

from pty_app import command, cpu_seconds, game_over_prompt, next_prompt, peak_memory_mb, spawn

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.registry import GAME_IDS, get_game, make_bot

TARGET_START, TARGET_RESUME, TARGET_MEMORY = 0.25, 0.35, 35.0
"""Issue 18's targets: seconds to the first prompt (new game, main menu), seconds to the
first prompt of a resumed late combined game, MiB of a Beasty Bar game."""
COMMON = ["--bot-delay", "0", "--lang", "en", "--plain"]
RESUMED = GAME_IDS[-1]
"""The combined game, the last in the menu: the longest history to replay."""
LATE = 0.9
"""How far into the game the resumed save is."""
SEATS = (PlayerSpec("Eva"), PlayerSpec("Bot Green", "greedy"), PlayerSpec("Bot Blue", "greedy"))
"""The seats of the resumed game: a human first, then two bots."""


def play_args(game_id: str) -> list[str]:
    """Return the arguments of a new 3-player game of ``game_id`` against two bots."""
    return ["play", game_id, "--players", "3", "--seed", "1", *COMMON]


def first_prompt_cpu(args: list[str], home: str, program: str = "") -> float:
    """Return the child's CPU seconds when its first prompt appears (then end it)."""
    child = spawn(args, home, program=program)
    try:
        if next_prompt(child) is None:
            raise RuntimeError(f"no prompt: {args}: {child.before[-500:]!r}")
        return cpu_seconds(child.pid)
    finally:
        child.close(force=True)


def _bot_game(game_id: str, seed: int, stop: Callable[[AnyMatch], bool]) -> AnyMatch:
    """Play a seeded game with greedy bots in every seat until ``stop`` or its end."""
    game = get_game(game_id)
    assert game is not None
    match: AnyMatch = Match.start(game, SEATS, {}, seed)
    bots = [make_bot(game_id, "greedy", seed + seat) for seat in range(3)]
    while not match.is_over() and not stop(match):
        player = min(match.to_move())
        action = bots[player].choose(match.view(player), match.legal_actions(player))
        match.act(player, action)
    return match


def late_save(home: str, seed: int = 1) -> str:
    """Write the autosave of a late game of ``RESUMED`` into ``home``; return its text."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = home
    from accessible_games.core.save import save
    from accessible_games.shell.settings import autosave_path
    length = len(_bot_game(RESUMED, seed, lambda match: False).history)
    match = _bot_game(RESUMED, seed, lambda match: len(match.history) >= LATE * length
                      and 0 in match.to_move())
    save(autosave_path(), match, {"language": "en"})
    return autosave_path().read_text(encoding="utf-8")


def late_save_of(python: str, home: str) -> str:
    """Return the text of ``late_save`` made by the checkout of the interpreter ``python``."""
    subprocess.run([python, __file__, "--write-late-save", home], check=True)
    return (Path(home) / "autosave.json").read_text(encoding="utf-8")


def resume_cpu(saved: str, home: str, program: str = "") -> float:
    """Return the CPU seconds to the first prompt of ``resume`` of the saved game."""
    (Path(home) / "autosave.json").write_text(saved, encoding="utf-8")
    return first_prompt_cpu(["resume", *COMMON], home, program)


def game_peak_memory(home: str) -> float:
    """Return the peak memory (MiB) of a whole Beasty Bar game answered "1" throughout."""
    child = spawn(play_args(GAME_IDS[0]), home)
    over = game_over_prompt("en")
    peak = 0.0
    try:
        while (prompt := next_prompt(child)) is not None:
            peak = peak_memory_mb(child.pid)
            child.sendline(b"" if prompt == over else b"1")
    finally:
        child.close(force=True)
    return peak


def report(label: str, times: list[float], target: float,
           against: list[float] | None = None) -> None:
    """Print the median and the worst of ``times`` with the target (and the other tree's
    median and how many times slower it is)."""
    median = statistics.median(times)
    other = "" if not against else (
        f"; other tree {statistics.median(against):.3f} s,"
        f" {statistics.median(against) / median:.1f} times slower")
    print(f"{label:<32} median {median:.3f} s, worst {max(times):.3f} s CPU "
          f"({len(times)} runs), target <= {target:.2f} s: "
          f"{'met' if median <= target else 'NOT MET'}{other}")


Case = Callable[[str, str], float]
"""Measures one case: (home folder, program) -> CPU seconds to the first prompt."""


def cases(saves: str, python: str) -> dict[str, Case]:
    """Return every case by label, the resumed one from a save made with ``python``'s tree."""
    result: dict[str, Case] = {"main menu": partial(first_prompt_cpu, COMMON)}
    for game_id in GAME_IDS:
        result[f"play {game_id}"] = partial(first_prompt_cpu, play_args(game_id))
    result[f"resume late {RESUMED}"] = partial(resume_cpu, late_save_of(python, saves))
    return result


def main() -> None:
    """Measure every case and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--against", metavar="PYTHON",
                        help="another checkout's Python, its command run in alternation")
    parser.add_argument("--write-late-save", metavar="HOME", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.write_late_save:
        late_save(args.write_late_save)
        return
    if not command():
        sys.exit("accessible-games is not installed in this environment")
    trees = [("", sys.executable)]
    if args.against:
        other = Path(args.against).parent / "accessible-games"
        if not other.exists():
            sys.exit(f"no accessible-games beside {args.against}")
        trees.append((str(other), args.against))
    times: dict[tuple[str, int], list[float]] = {}
    with tempfile.TemporaryDirectory() as saves:
        measured = []
        for index, (_, python) in enumerate(trees):
            folder = Path(saves) / str(index)
            folder.mkdir()
            measured.append(cases(str(folder), python))
        for _ in range(args.runs):
            for label in measured[0]:
                for tree, (program, _) in enumerate(trees):
                    with tempfile.TemporaryDirectory() as home:
                        times.setdefault((label, tree), []).append(
                            measured[tree][label](home, program))
    for label in measured[0]:
        report(label, times[(label, 0)],
               TARGET_RESUME if label.startswith("resume") else TARGET_START,
               times.get((label, 1)))
    with tempfile.TemporaryDirectory() as home:
        memory = game_peak_memory(home)
    print(f"peak memory, a {GAME_IDS[0]} game     {memory:.1f} MiB, target <= {TARGET_MEMORY:.0f} MB")


if __name__ == "__main__":
    main()
