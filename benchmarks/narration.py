"""How much a player hears between two decisions, per game and verbosity.

Run:  python benchmarks/narration.py [--games N] [--seed S] [--lang en|cs|all] [--game ID]

Plays seeded 3-player games of every game in the registry (default options: the
default variant, no expansions) through the real session: one human, Anna, who
answers "1" and, while the game does not move on, the next answer of a fixed
cycle, and two greedy bots.  Everything announced between one read of Anna's
input and the next is one segment; the opening before her first read and the
result after her last read are not between two decisions and are left out of the
segment figures (their lines count in the line shares).  For each game and
verbosity it prints:

- reads: how many times the session read Anna's input (summed over the seeds);
- lines and characters per segment: mean, p95 (nearest rank) and max;
- told p95: the lines of a segment that are not the decision's own question and
  list (the events: what the bots did, what the player's move did);
- >40, >120, >200: the share of printed lines longer than that many characters;
- long: the longest line's length (its game and first 70 characters below).

A total row per verbosity covers all games; the targets follow, marked pass or
fail: at normal verbosity p95 <= 8 lines and <= 600 characters per segment and no
line over 200 characters; brief about half of normal (mean characters per
segment at most 0.6 of normal's).  Then the prompts read() was given: how many
distinct, the longest, and the share that are just "> ".  Last, the CPU time.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.registry import GAME_IDS, get_game
from accessible_games.shell.app import App
from accessible_games.shell.sessions import play_match
from accessible_games.shell.settings import VERBOSITIES, Settings

ANSWERS = ("1", "1", "0", "1", "2", "1", "", "1", "yes", "1", "3", "back")
"""Tried in turn while the game does not move on, from the first after each move."""
READ_LIMIT = 3000
SEATS = (PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"),
         PlayerSpec("Bot Blue", "greedy"))
TARGET_LINES, TARGET_CHARS, TARGET_LONGEST, TARGET_BRIEF = 8, 600, 200, 0.6
LONG = (40, 120, 200)


@dataclass
class Played:
    """What one game said: every line, the segments between reads, and the prompts."""

    game: str
    lines: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    cuts: list[int] = field(default_factory=list)
    prompts: list[str] = field(default_factory=list)
    over: bool = False

    def segments(self) -> list[list[str]]:
        """Return the lines between consecutive reads (opening and end included)."""
        bounds = [0, *self.cuts, len(self.lines)]
        return [self.lines[a:b] for a, b in zip(bounds, bounds[1:])]

    def between(self) -> list[list[tuple[str, str]]]:
        """Return the segments strictly between two reads, each line with its kind."""
        told = list(zip(self.lines, self.kinds))
        return [told[a:b] for a, b in zip(self.cuts, self.cuts[1:])]


class _Sink:
    """Keeps every announced line."""

    def __init__(self, played: Played) -> None:
        self.played = played

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        self.played.lines.append(text)
        self.played.kinds.append(kind)

    def stop(self) -> None:
        pass


class _Anna:
    """Answers "1", then the next of ``ANSWERS`` while the match's history stays still."""

    mode = "plain"

    def __init__(self, match: AnyMatch, played: Played) -> None:
        self.match, self.played = match, played
        self.answer, self.last_history = 0, -1

    def read(self, prompt: str) -> str:
        self.played.cuts.append(len(self.played.lines))
        self.played.prompts.append(prompt)
        if len(self.played.prompts) > READ_LIMIT:
            raise EOFError
        if len(self.match.history) != self.last_history:
            self.last_history, self.answer = len(self.match.history), 0
        line = ANSWERS[self.answer % len(ANSWERS)]
        self.answer += 1
        return line


def play(game_id: str, seed: int, verbosity: str, lang: str) -> Played:
    """Play one seeded 3-player game of ``game_id`` and return what it said."""
    game = get_game(game_id)
    assert game is not None, game_id
    played = Played(game_id)
    match = Match.start(game, list(SEATS), {}, seed)
    app = App(Settings(bot_delay=0, verbosity=verbosity), lang, "plain",
              sink=_Sink(played), reader=_Anna(match, played))
    previous = os.environ.get("ACCESSIBLE_GAMES_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["ACCESSIBLE_GAMES_HOME"] = home
        try:
            play_match(app, match)
        except EOFError:
            pass
        finally:
            if previous is None:
                os.environ.pop("ACCESSIBLE_GAMES_HOME", None)
            else:
                os.environ["ACCESSIBLE_GAMES_HOME"] = previous
    played.over = match.is_over()
    return played


def p95(values: Sequence[int]) -> int:
    """Return the 95th percentile by nearest rank (0 for no values)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)] if ordered else 0


@dataclass
class Figures:
    """The figures of one row, over several played games."""

    label: str
    games: list[Played]

    def __post_init__(self) -> None:
        segments = [seg for played in self.games for seg in played.between()]
        self.seg_lines = [len(seg) for seg in segments]
        self.seg_chars = [sum(len(line) for line, _ in seg) for seg in segments]
        self.seg_told = [sum(kind != "prompt" for _, kind in seg) for seg in segments]
        self.reads = sum(len(played.prompts) for played in self.games)
        self.unfinished = sum(not played.over for played in self.games)
        lines = [(len(line), played.game, line) for played in self.games
                 for line in played.lines]
        self.total = len(lines)
        self.share = [sum(n > limit for n, _, _ in lines) / max(1, len(lines)) for limit in LONG]
        self.longest = max(lines, default=(0, "-", ""))

    def mean_chars(self) -> float:
        """Return the mean characters per segment."""
        return sum(self.seg_chars) / max(1, len(self.seg_chars))

    def row(self) -> str:
        """Return the table row."""
        def stats(values: list[int]) -> str:
            mean = sum(values) / max(1, len(values))
            return f"{mean:6.1f} {p95(values):5d} {max(values, default=0):5d}"
        shares = " ".join(f"{share:5.1%}" for share in self.share)
        note = f"  ({self.unfinished} unfinished)" if self.unfinished else ""
        return (f"{self.label:<28} {self.reads:6d}  {stats(self.seg_lines)}  "
                f"{stats(self.seg_chars)}  {p95(self.seg_told):4d}  {shares} "
                f"{self.longest[0]:5d}{note}")


HEADER = (f"{'game / verbosity':<28} {'reads':>6}  {'lines: mean':>11} {'p95':>5} {'max':>5}  "
          f"{'chars: mean':>11} {'p95':>5} {'max':>5}  {'told':>4}  {'>40':>5} {'>120':>5} {'>200':>5} "
          f"{'long':>5}")


def verdict(ok: bool) -> str:
    """Return "pass" or "FAIL"."""
    return "pass" if ok else "FAIL"


def report(lang: str, game_ids: Sequence[str], seeds: Sequence[int]) -> None:
    """Play and print the table, the targets and the prompts for one language."""
    print(f"Language {lang}, seeds {seeds[0]}..{seeds[-1]} ({len(seeds)} per game), "
          f"3 players (Anna and 2 greedy bots)")
    print(HEADER)
    totals: dict[str, Figures] = {}
    rows: dict[tuple[str, str], Figures] = {}
    for verbosity in VERBOSITIES:
        everything: list[Played] = []
        for game_id in game_ids:
            games = [play(game_id, seed, verbosity, lang) for seed in seeds]
            everything += games
            rows[game_id, verbosity] = Figures(f"{game_id} {verbosity}", games)
            print(rows[game_id, verbosity].row())
        totals[verbosity] = Figures(f"TOTAL {verbosity}", everything)
        print(totals[verbosity].row())
    print("Longest lines:")
    for verbosity, figures in totals.items():
        length, game_id, line = figures.longest
        print(f"  {verbosity:<6} {length:4d} {game_id}: {line[:70]}")
    print("Targets (normal: p95 <= 8 lines, <= 600 chars, no line > 200; "
          "brief mean chars <= 0.6 of normal):")
    for game_id in [*game_ids, "TOTAL"]:
        normal = totals["normal"] if game_id == "TOTAL" else rows[game_id, "normal"]
        brief = totals["brief"] if game_id == "TOTAL" else rows[game_id, "brief"]
        ratio = brief.mean_chars() / max(1.0, normal.mean_chars())
        print(f"  {game_id:<22} p95 lines {p95(normal.seg_lines):3d} "
              f"{verdict(p95(normal.seg_lines) <= TARGET_LINES)}  "
              f"p95 chars {p95(normal.seg_chars):5d} "
              f"{verdict(p95(normal.seg_chars) <= TARGET_CHARS)}  "
              f"longest {normal.longest[0]:4d} {verdict(normal.longest[0] <= TARGET_LONGEST)}  "
              f"brief/normal {ratio:4.2f} {verdict(ratio <= TARGET_BRIEF)}")
    prompts = [p for figures in totals.values() for played in figures.games
               for p in played.prompts]
    plain = sum(p == "> " for p in prompts) / max(1, len(prompts))
    print(f"Prompts: {len(set(prompts))} distinct, longest {max(map(len, prompts), default=0)} "
          f"characters, {plain:.1%} of {len(prompts)} reads are just \"> \"")
    print()


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, play and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeds per game (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--lang", choices=("en", "cs", "all"), default="en")
    parser.add_argument("--game", choices=GAME_IDS, help="only this game")
    args = parser.parse_args(argv)
    start = time.process_time()
    seeds = list(range(args.seed, args.seed + max(1, args.games)))
    game_ids = [args.game] if args.game else list(GAME_IDS)
    for lang in ("en", "cs") if args.lang == "all" else (args.lang,):
        report(lang, game_ids, seeds)
    print(f"CPU time: {time.process_time() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
