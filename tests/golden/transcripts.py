"""Seeded games played through the real session with a fixed simple player, recorded
line by line: the golden transcripts that pin what every game says.

``python -m tests.golden.transcripts`` (from the repository root) writes them anew;
``tests/golden/test_golden_transcripts.py`` plays them again and compares.  A
difference means the change altered what a player hears: intended only in an issue
that changes behaviour, and then the files are written anew in the same commit.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.registry import get_game
from accessible_games.shell.app import App
from accessible_games.shell.sessions import play_match
from accessible_games.shell.settings import Settings

HERE = Path(__file__).parent / "transcripts"

QUERIES = ("help", "table", "scores", "players", "turn", "review 5", "repeat", "why 1",
           "rules", "hand", "queue", "bar", "out", "zoo", "park", "barn", "depot", "map",
           "trucks", "regions", "visitors", "standings", "explore", "back", "1 9 9",
           "xyzzy", "why 99")
"""Questions: all of them at the first reads, then one every ``QUERY_EVERY`` reads."""
QUERY_EVERY = 15
ANSWERS = ("1", "1", "0", "1", "2", "1", "", "1", "yes", "1", "3", "back")
"""Tried in turn while the game does not move on (``1`` first and between the others)."""
READ_LIMIT = 6000


@dataclass(frozen=True)
class Case:
    """One golden game: which game, language, seats, seed, options and verbosity."""

    name: str
    game: str
    lang: str
    seed: int
    players: tuple[PlayerSpec, ...]
    options: dict[str, Any] = field(default_factory=dict)
    verbosity: str = "normal"


def _seats(humans: Sequence[str], bots: int) -> tuple[PlayerSpec, ...]:
    colours = ("Bot Green", "Bot Blue", "Bot Yellow", "Bot Orange")
    return tuple([PlayerSpec(name) for name in humans]
                 + [PlayerSpec(colours[i], "greedy") for i in range(bots)])


CASES: tuple[Case, ...] = (
    Case("beasty-bar-en", "beasty-bar", "en", 11, _seats(["Anna"], 2),
         {"variant": "basic"}),
    Case("beasty-bar-cs", "beasty-bar", "cs", 12, _seats(["Anna", "Petr"], 1),
         {"variant": "advanced"}),
    Case("aquaretto-en", "aquaretto", "en", 21, _seats(["Anna"], 2)),
    Case("aquaretto-cs", "aquaretto", "cs", 22, _seats(["Anna"], 1), verbosity="full"),
    Case("zooloretto-en", "zooloretto", "en", 31, _seats(["Anna"], 2)),
    Case("zooloretto-cs", "zooloretto", "cs", 32, _seats(["Anna"], 2),
         {"expansions": ["polar-bear", "task-cards", "petting-zoo", "savings-book"]}),
    Case("zooloretto-exp-en", "zooloretto", "en", 33, _seats(["Anna"], 1),
         {"expansions": ["buildings", "specialised-enclosures", "construction-sites",
                         "gorilla"]}, "brief"),
    Case("o-zoo-le-mio-en", "o-zoo-le-mio", "en", 41, _seats(["Anna"], 2),
         {"variant": "standard"}),
    Case("o-zoo-le-mio-cs", "o-zoo-le-mio", "cs", 42, _seats(["Anna", "Petr"], 1),
         {"variant": "trees"}),
    Case("aquaretto-zooloretto-en", "aquaretto-zooloretto", "en", 51, _seats(["Anna"], 2)),
    Case("aquaretto-zooloretto-cs", "aquaretto-zooloretto", "cs", 52, _seats(["Anna"], 1),
         {"expansions": ["savings-book"]}),
)


class _Player:
    """Reads as a simple player would: questions now and then, else the first choice that
    moves the game on."""

    mode = "plain"

    def __init__(self, match: Match, lines: list[str]) -> None:
        self.match = match
        self.lines = lines
        self.reads = 0
        self.queries = 0
        self.answer = 0
        self.moved_at = 0
        self.last_history = -1

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.reads > READ_LIMIT:
            raise EOFError
        history = len(self.match.history)
        if history != self.last_history:
            self.last_history = history
            self.answer = 0
        if self.match.is_over():
            line = ""  # the prompt after the result: Enter leaves
        elif self.queries < len(QUERIES) or self.reads % QUERY_EVERY == 0:
            line = QUERIES[self.queries % len(QUERIES)]
            self.queries += 1
        else:
            line = ANSWERS[self.answer % len(ANSWERS)]
            self.answer += 1
        self.lines.append(f"{prompt}{line}")
        return line


class _Sink:
    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        self.lines.append(f"[{kind}] {text}")

    def stop(self) -> None:
        pass


def record(case: Case) -> list[str]:
    """Play ``case`` through the session and return every line said and typed."""
    game = get_game(case.game)
    assert game is not None
    lines: list[str] = []
    match = Match.start(game, list(case.players), dict(case.options), case.seed)
    app = App(Settings(bot_delay=0, verbosity=case.verbosity), case.lang, "plain",
              sink=_Sink(lines), reader=_Player(match, lines))
    previous = os.environ.get("ACCESSIBLE_GAMES_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["ACCESSIBLE_GAMES_HOME"] = home
        try:
            status = play_match(app, match)
        finally:
            if previous is None:
                os.environ.pop("ACCESSIBLE_GAMES_HOME", None)
            else:
                os.environ["ACCESSIBLE_GAMES_HOME"] = previous
    outcome = match.outcome()
    lines.append(f"exit {status}; over {match.is_over()}; actions {len(match.history)}; "
                 f"scores {outcome.scores if outcome else None}")
    return lines


def path_of(case: Case) -> Path:
    """Return the golden file of ``case``."""
    return HERE / f"{case.name}.txt"


def main(argv: Sequence[str]) -> int:
    """Write the golden transcripts anew (all, or those named)."""
    HERE.mkdir(exist_ok=True)
    for case in CASES:
        if argv and case.name not in argv:
            continue
        lines = record(case)
        path_of(case).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(case.name, len(lines), lines[-1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
