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
does not follow ``machine.factor()`` (the commit before issue 18 took 0.44 to 1.8 s here,
about what the issue measured on its machine, where the loop runs three times faster).
Compare two trees by their ratio, in alternate runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
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


def first_prompt_cpu(args: list[str], home: str) -> float:
    """Return the child's CPU seconds when its first prompt appears (then end it)."""
    child = spawn(args, home)
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


def resume_cpu(saved: str, home: str) -> float:
    """Return the CPU seconds to the first prompt of ``resume`` of the saved game."""
    (Path(home) / "autosave.json").write_text(saved, encoding="utf-8")
    return first_prompt_cpu(["resume", *COMMON], home)


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


def report(label: str, times: list[float], target: float) -> None:
    """Print the median and the worst of ``times`` with the target."""
    median = statistics.median(times)
    print(f"{label:<32} median {median:.3f} s, worst {max(times):.3f} s CPU "
          f"({len(times)} runs), target <= {target:.2f} s: "
          f"{'met' if median <= target else 'NOT MET'}")


def main() -> None:
    """Measure every case and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if not command():
        sys.exit("accessible-games is not installed in this environment")
    cases: dict[str, Callable[[str], float]] = {"main menu": partial(first_prompt_cpu, COMMON)}
    for game_id in GAME_IDS:
        cases[f"play {game_id}"] = partial(first_prompt_cpu, play_args(game_id))
    with tempfile.TemporaryDirectory() as saves:
        cases[f"resume late {RESUMED}"] = partial(resume_cpu, late_save(saves))
    times: dict[str, list[float]] = {label: [] for label in cases}
    for _ in range(args.runs):
        for label, case in cases.items():
            with tempfile.TemporaryDirectory() as home:
                times[label].append(case(home))
    for label, values in times.items():
        report(label, values, TARGET_RESUME if label.startswith("resume") else TARGET_START)
    with tempfile.TemporaryDirectory() as home:
        memory = game_peak_memory(home)
    print(f"peak memory, a {GAME_IDS[0]} game     {memory:.1f} MiB, target <= {TARGET_MEMORY:.0f} MB")


if __name__ == "__main__":
    main()
