"""A seeded soak in-process: 14 Zooloretto games with random subsets of the mini-expansions,
2 to 5 players, one or two humans who answer random menu numbers and random commands (never
quit or settings).  No exception may escape and every game must end; every line said must be
whole, with no unresolved message.  Autosave is off (it is the slow part and is tested
elsewhere)."""

from __future__ import annotations

import random

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.zooloretto.rules import GAME
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from accessible_games.shell.app import App
from accessible_games.shell.settings import Settings
from accessible_games.games.zooloretto.session import ZoolorettoSession

SOAK_WORDS = ["zoo", "barn", "table", "task", "score", "hand", "trucks", "coins", "why 2",
              "why 1", "back", "", "xyzzy", "zoo 2", "enclosure 2", "space 2 1", "take 1", "move",
              "buy", "help", "repeat", "history 3", "players", "turn", "úkol", "proč 3", "stáj",
              "rules gorilla", "more"]


class RandomReader:
    """Random menu numbers (mostly) and random commands."""

    mode = "plain"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.reads = 0

    def read(self, prompt: str) -> str:
        self.reads += 1
        assert self.reads < 20000, "the game does not end"
        if self.rng.random() < 0.75:
            return str(self.rng.randint(1, 14))
        return self.rng.choice(SOAK_WORDS)


class CheckingSink:
    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        assert text.strip() and "\n" not in text, text
        assert "\ue000" not in text and "{" not in text and "zooloretto-" not in text, text

    def stop(self) -> None:
        pass


SOAK_GAMES = 4
"""How many seeded games; each draws its own expansions, seats and answers."""


def test_soak_random_answers_with_random_expansions() -> None:
    for seed in range(SOAK_GAMES):
        rng = random.Random(seed)
        names = [name for name in NAMES if rng.random() < 0.5]
        count = rng.randint(2, 5)
        humans = 2 if rng.random() < 0.2 else 1
        players = [PlayerSpec(f"P{i}") for i in range(humans)] + [
            PlayerSpec(f"Bot {i}", rng.choice(["greedy", "random"])) for i in range(count - humans)]
        app = App(Settings(bot_delay=0), rng.choice(["en", "cs"]), "plain",
                  sink=CheckingSink(), reader=RandomReader(rng))
        match = Match.start(GAME, players, {"expansions": names}, seed)
        session = ZoolorettoSession(app, match)
        session.autosave = lambda: None  # type: ignore[method-assign]
        session.finish = lambda: None  # type: ignore[method-assign]
        assert session.run() == 0 and match.is_over(), (seed, names)
