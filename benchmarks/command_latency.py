"""CPU time the app spends on each command of whole games, the last one and the exit included.

Run:  python benchmarks/command_latency.py [--game ID] [--seeds N] [--lang en|cs]

Plays seeded games of every game of the registry (and of each game with expansions, once
more with all of them) to the end through the installed command in a pseudo-terminal,
in plain mode: one player and two greedy bots (``--bot-delay 0``).  The player answers
"1" at every prompt (the first entry of every numbered list is a legal choice) and Enter
at the prompt after the result, which leaves the app.  A command's cost is the CPU time
(user and system, read from ``/proc``) the child spends between the line sent and the
next prompt: the bots' turns in between count, as the player waits for them too.  The
exit is the CPU time from Enter after the result to the end of the process.

Prints one line per game: commands, median, worst (and which), how many took more than
issue 18's 20 ms, the last command and the exit.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass, field

import machine
from pty_app import command, cpu_at_exit, cpu_seconds, game_over_prompt, next_prompt, spawn

from accessible_games.registry import GAME_IDS, known_expansions

TARGET_MS = 20.0
"""Issue 18: no command slower than this, anywhere in a game, the last one included."""
LIMIT = 5000
"""More commands than this and the game is taken not to end."""


@dataclass(frozen=True)
class Table:
    """One benchmarked game: its id and the expansions it is played with."""

    game_id: str
    expansions: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """Return the game id, with "+N expansions" when it has some."""
        return f"{self.game_id} +{len(self.expansions)}" if self.expansions else self.game_id


@dataclass
class Played:
    """The CPU milliseconds of each command of one game, its prompts and its exit."""

    costs: list[float] = field(default_factory=list)
    prompts: list[str] = field(default_factory=list)
    exit_ms: float = 0.0


def tables(only: str | None) -> list[Table]:
    """Return every game, and each game with expansions once more with all of them."""
    found = []
    for game_id in GAME_IDS:
        if only not in (None, game_id):
            continue
        found.append(Table(game_id))
        if known_expansions(game_id):
            found.append(Table(game_id, known_expansions(game_id)))
    return found


def prepare_home(home: str, lang: str) -> None:
    """Write settings that offer every expansion all year (the reindeer too)."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = home
    from accessible_games.shell.settings import Settings, save_settings
    save_settings(Settings(language=lang, reindeer_all_year=True))


def play(table: Table, seed: int, lang: str) -> Played:
    """Play one game to its end and return what each command cost."""
    over = game_over_prompt(lang)
    played = Played()
    with tempfile.TemporaryDirectory() as home:
        prepare_home(home, lang)
        args = ["play", table.game_id, "--players", "3", "--seed", str(seed), "--lang", lang,
                "--bot-delay", "0", "--plain"]
        for expansion in table.expansions:
            args += ["--expansion", expansion]
        child = spawn(args, home, timeout=120)
        try:
            prompt = next_prompt(child)
            while prompt is not None:
                if len(played.costs) > LIMIT:
                    raise RuntimeError(f"{table.label}: the game does not end")
                before = cpu_seconds(child.pid)
                if prompt == over:
                    child.sendline(b"")
                    played.exit_ms = (cpu_at_exit(child) - before) * 1000
                    break
                child.sendline(b"1")
                prompt = next_prompt(child)
                if prompt is not None:
                    played.costs.append((cpu_seconds(child.pid) - before) * 1000)
                    played.prompts.append(prompt)
        finally:
            child.close(force=True)
    if not played.prompts or played.prompts[-1] != over:
        raise RuntimeError(f"{table.label}: ended before its result: {child.before[-300:]!r}")
    return played


def report(label: str, games: list[Played], factor: float) -> None:
    """Print one game's line: commands, median, worst, over the target, last, exit, and
    how many would be over the target there (``factor``: see ``machine``)."""
    costs = [cost for game in games for cost in game.costs]
    worst = max(costs)
    where = next(game.prompts[game.costs.index(worst)] for game in games if worst in game.costs)
    last = max(game.costs[-1] for game in games)
    exits = max(game.exit_ms for game in games)
    over = sum(cost > TARGET_MS for cost in costs)
    over_there = sum(cost / factor > TARGET_MS for cost in [*costs, exits])
    print(f"{label:<24} {len(costs):5d} commands, median {statistics.median(costs):5.1f} ms, "
          f"worst {worst:6.1f} ms ({where[:30]}), over {TARGET_MS:.0f} ms: {over:3d}, "
          f"last {last:5.1f} ms, exit {exits:6.1f} ms; there: worst {worst / factor:4.1f} ms,"
          f" {over_there} over, with the exit")


def main() -> None:
    """Play every table and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAME_IDS)
    parser.add_argument("--seeds", type=int, default=1, help="games per table (seeds 1 to N)")
    parser.add_argument("--lang", choices=("en", "cs"), default="en")
    args = parser.parse_args()
    if not command():
        sys.exit("accessible-games is not installed in this environment")
    factor, machine_line = machine.factor()
    print(machine_line)
    print(f"CPU per command, target: none over {TARGET_MS:.0f} ms (issue 18, on that machine)")
    for table in tables(args.game):
        report(table.label, [play(table, seed, args.lang) for seed in range(1, args.seeds + 1)],
               factor)


if __name__ == "__main__":
    main()
