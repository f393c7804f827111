"""What the autosave costs in a game: fsyncs, bytes written and the CPU time of a save.

Run:  python benchmarks/autosave.py [--seed S] [--game ID] [--repeat N]

For each game (default options), one seeded 4-player game is played through the real
session in a temporary home: Anna, a scripted human who answers "1" and, while the game
does not move on, the next answer of a fixed cycle, and three greedy bots.  One line per
game gives:

- human: the actions of Anna's seat (her decisions, or fewer: a truck's tiles that all
  go to the depot are one decision and several actions);
- bots: the actions of the bots;
- fsyncs: the ``os.fsync`` calls of the game's saves; issue 18's target is at most one
  per human decision (the start of the game counts as one more);
- kB: the bytes of save files written, in kilobytes;
- save ms: the CPU time (``time.process_time``) of one ``save()`` of the finished game,
  its whole history, the median of N;
- file kB: the size of that save.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import accessible_games.core.save as save_module
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.registry import GAME_IDS, get_game
from accessible_games.shell.app import App
from accessible_games.shell.sessions import play_match
from accessible_games.shell.settings import Settings

ANSWERS = ("1", "1", "0", "1", "2", "1", "", "1", "yes", "1", "3", "back")
"""Tried in turn while the game does not move on, from the first after each move."""
READ_LIMIT = 3000
SEATS = (PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"),
         PlayerSpec("Bot Blue", "greedy"), PlayerSpec("Bot Yellow", "greedy"))


class _Quiet:
    """Hears nothing."""

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        pass

    def stop(self) -> None:
        pass


class _Anna:
    """Answers "1", then the next of ``ANSWERS`` while the match's history stays still."""

    mode = "plain"

    def __init__(self, match: AnyMatch) -> None:
        self.match = match
        self.answer, self.last_history, self.reads = 0, -1, 0

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.reads > READ_LIMIT:
            raise EOFError
        if self.match.is_over():
            return ""
        if len(self.match.history) != self.last_history:
            self.last_history, self.answer = len(self.match.history), 0
        line = ANSWERS[self.answer % len(ANSWERS)]
        self.answer += 1
        return line


class Counts:
    """The saves' fsyncs and bytes while counting."""

    def __init__(self) -> None:
        self.fsyncs = 0
        self.written = 0


@contextmanager
def counting() -> Iterator[Counts]:
    """Count ``os.fsync`` calls and the bytes handed to ``write_atomic`` meanwhile."""
    counts = Counts()
    fsync, write_atomic = os.fsync, save_module.write_atomic

    def counted_fsync(fd: int) -> None:
        counts.fsyncs += 1
        fsync(fd)

    def counted_write(path: Path, text: str) -> None:
        counts.written += len(text.encode("utf-8"))
        write_atomic(path, text)

    os.fsync = counted_fsync
    save_module.write_atomic = counted_write
    try:
        yield counts
    finally:
        os.fsync, save_module.write_atomic = fsync, write_atomic


@contextmanager
def temporary_home() -> Iterator[Path]:
    """Point the app's data folder at a fresh temporary folder meanwhile."""
    previous = os.environ.get("ACCESSIBLE_GAMES_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["ACCESSIBLE_GAMES_HOME"] = home
        try:
            yield Path(home)
        finally:
            if previous is None:
                os.environ.pop("ACCESSIBLE_GAMES_HOME", None)
            else:
                os.environ["ACCESSIBLE_GAMES_HOME"] = previous


def cpu_ms(action: Callable[[], Any], repeat: int) -> float:
    """Return the median CPU milliseconds of ``action`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        action()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def measure(game_id: str, seed: int, repeat: int) -> str:
    """Play one seeded game of ``game_id`` and return its line of figures."""
    game = get_game(game_id)
    assert game is not None, game_id
    match = Match.start(game, list(SEATS), {}, seed)
    app = App(Settings(bot_delay=0), "en", "plain", sink=_Quiet(), reader=_Anna(match))
    with temporary_home() as home, counting() as counts:
        try:
            play_match(app, match)
        except EOFError:
            pass
        path = home / "late.json"
        save_ms = cpu_ms(lambda: save_module.save(path, match, {"language": "en"}), repeat)
        size = path.stat().st_size
    human = sum(1 for player, _ in match.history if player == 0)
    bots = len(match.history) - human
    fsyncs = counts.fsyncs - repeat
    written = counts.written - repeat * size
    over = "" if match.is_over() else " (not over)"
    return (f"{game_id:22} human {human:4} bots {bots:4} fsyncs {fsyncs:4} "
            f"kB {written / 1000:8.1f} save ms {save_ms:6.2f} file kB {size / 1000:6.1f}{over}")


def main(argv: list[str]) -> int:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=GAME_IDS)
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args(argv)
    for game_id in [args.game] if args.game else GAME_IDS:
        print(measure(game_id, args.seed, args.repeat), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
