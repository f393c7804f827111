"""Kill -9 at random moments, then resume: is every move the player heard still there?

Run:  python benchmarks/kill_resume.py [--kills N] [--seed S] [--jobs J] [--game ID]

Each trial starts ``accessible-games play GAME`` (one human, two bots) in a pipe in a
temporary ``ACCESSIBLE_GAMES_HOME``, unbuffered (every line reaches the pipe the moment it
is written, the strictest case), answers its prompts as a fixed script does (``answer``:
"1", or the next answer of a cycle while the prompt stays the same), and after 1 to
``MOST_MOVES`` answers kills the app with SIGKILL, half of the time 0 to 400 ms into the
processing of the answer, half of the time the moment it prints the first line after it
(between saying a move and saving it, where a move used to be lost), at a bot delay of
0, 0.05 or 0.2 seconds; the trials go round the five games.  Then:

- the lines printed before the kill that narrate a move (those the narrator says of the
  same game played through without a kill, in-process: ``reference_lines``) are the
  moves the player heard;
- the resumed game's narration is what the save's history narrates (``past_lines``, the
  review of a resumed game) followed by what ``accessible-games resume`` prints up to its
  first prompt (the bots' moves, replayed from the seed and their saved dice);
- a heard move is lost unless it is in that narration, in order (a subsequence);
- the resumed game is answered to its end: it must reach "Game over" and exit with 0.

The summary line says "N kills, M announced moves lost" (M is 0 when nothing heard was
lost), how many resumes failed, and how many kills left no save (killed before the
first save: nothing was announced then).
"""

from __future__ import annotations

import argparse
import os
import queue
import random
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from accessible_games.core.errors import SaveError
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.save import load
from accessible_games.narration.l10n import L10n
from accessible_games.registry import GAME_IDS, entry, get_game
from accessible_games.shell.app import App
from accessible_games.shell.sessions import past_lines, play_match
from accessible_games.shell.settings import Settings

MOST_MOVES = 12
"""A trial kills after 1 to this many answers."""
DELAYS = (0.0, 0.05, 0.2)
"""The bot delays the trials take in turn."""
CYCLE = ("1", "2", "0", "3", "back", "1", "", "yes")
"""What the script answers while a prompt stays the same (the answer before did not move
the game on)."""
GAME_OVER = L10n("en")("shell-prompt-game-over")
PROMPT = re.compile(r"(?:^|\n)([^\n]*?): \Z")
"""A prompt at the end of the output so far (whole lines end with a newline)."""
PLAYERS = (PlayerSpec("Player 1"), PlayerSpec("Bot Green", "greedy"),
           PlayerSpec("Bot Blue", "greedy"))
"""The table of every trial, as ``play GAME --players 3`` seats it."""


class Answers:
    """The script's answers: "1" to a new prompt, the next of ``CYCLE`` to the same prompt
    again; "" at the game's end."""

    def __init__(self) -> None:
        self.last = ""
        self.index = 0

    def __call__(self, prompt: str) -> str:
        prompt = prompt.rstrip(": ")
        if prompt.startswith(GAME_OVER.rstrip(": ")):
            return ""
        self.index = self.index + 1 if prompt == self.last else 0
        self.last = prompt
        return CYCLE[self.index % len(CYCLE)]


class _ScriptReader:
    mode = "plain"

    def __init__(self, answers: Answers) -> None:
        self.answers = answers
        self.reads = 0

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.reads > 5000:
            raise EOFError
        return self.answers(prompt)


class _Quiet:
    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        pass

    def stop(self) -> None:
        pass


@lru_cache(maxsize=None)
def reference_lines(game_id: str, seed: int) -> frozenset[str]:
    """Return every line the narrator says of ``game_id`` played through with the script's
    answers (the lines that narrate moves, as opposed to prompts and answers)."""
    settings = Settings(language="en", bot_delay=0.0)
    app = App(settings, "en", "plain", sink=_Quiet(), reader=_ScriptReader(Answers()))
    match = Match.start(entry(game_id).load_game(), list(PLAYERS), _options(game_id), seed)
    with tempfile.TemporaryDirectory(prefix="kill-ref-") as home:
        os.environ["ACCESSIBLE_GAMES_HOME"] = home
        play_match(app, match)
    return frozenset(line for line, _owner in past_lines(settings, "en", match, match.history))


def _options(game_id: str) -> dict[str, object]:
    variants = entry(game_id).variants
    return {"variant": variants[0]} if variants else {}


def _command() -> list[str]:
    script = Path(sys.executable).parent / "accessible-games"
    return [str(script)] if script.exists() else [sys.executable, "-m", "accessible_games"]


class Running:
    """The app in a pipe: its output read by a thread, prompts found at its end."""

    def __init__(self, args: Sequence[str], home: str) -> None:
        env = dict(os.environ, ACCESSIBLE_GAMES_HOME=home, LANG="en_US.UTF-8",
                   PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen([*_command(), *args], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        env=env, bufsize=0)
        self.text = ""
        self.chunks: queue.Queue[bytes] = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        while chunk := os.read(self.process.stdout.fileno(), 65536):
            self.chunks.put(chunk)
        self.chunks.put(b"")

    def prompt(self, timeout: float = 30) -> str | None:
        """Wait for the next prompt and return its text; None once the app has ended."""
        deadline = time.monotonic() + timeout
        raw = self.text.encode()
        while True:
            found = PROMPT.search(self.text)
            if found:
                return found[1]
            try:
                chunk = self.chunks.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                return None
            if not chunk:
                return None
            raw += chunk
            self.text = raw.decode("utf-8", "replace")

    def first_line(self, timeout: float = 30) -> None:
        """Wait until the app prints something more (a line of the move just answered)."""
        try:
            chunk = self.chunks.get(timeout=timeout)
        except queue.Empty:
            return
        self.text += chunk.decode("utf-8", "replace")

    def send(self, line: str) -> None:
        """Type ``line`` and Enter; the output so far is taken (``taken``)."""
        self.taken.append(self.text)
        self.text = ""
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(line.encode() + b"\n")
        except BrokenPipeError:
            pass

    taken: list[str]

    def output(self) -> str:
        """Return everything printed so far (the text read yet)."""
        while True:
            try:
                chunk = self.chunks.get_nowait()
            except queue.Empty:
                break
            self.text += chunk.decode("utf-8", "replace")
        return "".join(self.taken) + self.text


@dataclass
class Trial:
    """One kill: the game, its seed, the bot delay, after how many answers, how long
    into the processing of the last one."""

    game: str
    seed: int
    delay: float
    moves: int
    wait: float
    at_first_line: bool = False
    """Kill the moment the app prints anything after the last answer (the narrow window
    between saying a move and saving it), instead of after ``wait``."""


@dataclass
class Outcome:
    """What one kill left: the moves heard, the lost ones, whether the resume played on."""

    trial: Trial
    heard: int = 0
    lost: tuple[str, ...] = ()
    saved: bool = True
    resumed: bool = True
    note: str = ""


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _subsequence(needles: Sequence[str], haystack: Sequence[str]) -> list[str]:
    """Return the needles not found in order in ``haystack``."""
    missing, position = [], 0
    for needle in needles:
        try:
            position = haystack.index(needle, position) + 1
        except ValueError:
            missing.append(needle)
    return missing


def run_trial(trial: Trial) -> Outcome:
    """Play, kill, resume and compare (see the module's docstring), in a home folder of
    its own that is removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="kill-") as home:
        return _trial_in(trial, home)


def _trial_in(trial: Trial, home: str) -> Outcome:
    moves_lines = reference_lines(trial.game, trial.seed)
    live = Running(["play", trial.game, "--players", "3", "--seed", str(trial.seed),
                 "--bot-delay", str(trial.delay), "--lang", "en", "--plain", "--replace"], home)
    live.taken = []
    answers = Answers()
    for _ in range(trial.moves):
        prompt = live.prompt()
        if prompt is None:
            break
        live.send(answers(prompt))
    if trial.at_first_line:
        live.first_line()
    else:
        time.sleep(trial.wait)
    live.process.send_signal(signal.SIGKILL)
    live.process.wait()
    time.sleep(0.02)
    printed = _lines(live.output())
    heard = [line for line in printed if line in moves_lines]
    outcome = Outcome(trial, heard=len(heard))
    save = Path(home) / "autosave.json"
    try:
        match, _meta = load(save, get_game)
    except SaveError:
        outcome.saved = False
        outcome.lost = tuple(heard)
        return outcome
    settings = Settings(language="en", bot_delay=0.0)
    past = [line for line, _owner in past_lines(settings, "en", match, match.history)]
    resumed = Running(["resume", "--bot-delay", "0", "--lang", "en", "--plain"], home)
    resumed.taken = []
    first = resumed.prompt()
    narration = past + _lines(resumed.text)
    outcome.lost = tuple(_subsequence(heard, narration))
    answers = Answers()
    prompt = first
    over = False
    for _ in range(5000):
        if prompt is None:
            break
        over = over or prompt.startswith(GAME_OVER.rstrip(": "))
        resumed.send(answers(prompt))
        prompt = resumed.prompt()
    try:
        status = resumed.process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        resumed.process.kill()
        status = resumed.process.wait()
    outcome.resumed = over and status == 0
    if not outcome.resumed:
        outcome.note = f"resume ended with {status}, game over seen: {over}"
    return outcome


def trials(count: int, seed: int, games: Sequence[str] = GAME_IDS) -> list[Trial]:
    """Return ``count`` trials going round ``games`` and the bot delays."""
    rng = random.Random(seed)
    return [Trial(games[n % len(games)], rng.randrange(1, 10_000),
                  DELAYS[(n // len(games)) % len(DELAYS)], rng.randint(1, MOST_MOVES),
                  rng.uniform(0.0, 0.4), at_first_line=rng.random() < 0.5)
            for n in range(count)]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the kills and print one line per game and the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=105)
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument("--game", choices=GAME_IDS, action="append",
                        help="only this game (repeatable; default: all five)")
    args = parser.parse_args(argv)
    planned = trials(args.kills, args.seed, args.game or GAME_IDS)
    for trial in planned:
        reference_lines(trial.game, trial.seed)
    with ThreadPoolExecutor(args.jobs) as pool:
        outcomes = list(pool.map(run_trial, planned))
    for game in args.game or GAME_IDS:
        mine = [o for o in outcomes if o.trial.game == game]
        print(f"{game}: {len(mine)} kills, {sum(o.heard for o in mine)} move lines heard, "
              f"{sum(len(o.lost) for o in mine)} lost, "
              f"{sum(not o.resumed for o in mine if o.saved)} resumes failed, "
              f"{sum(not o.saved for o in mine)} without a save")
    for outcome in outcomes:
        if outcome.lost or (outcome.saved and not outcome.resumed):
            print(f"  {outcome.trial}: lost {list(outcome.lost)[:3]} {outcome.note}")
    lost = sum(len(o.lost) for o in outcomes)
    failed = sum(o.saved and not o.resumed for o in outcomes)
    print(f"{len(outcomes)} kills, {lost} announced moves lost, {failed} resumes failed")
    return 1 if lost or failed else 0


if __name__ == "__main__":
    sys.exit(main())
