"""Engine speed of every game, in CPU time: one line per game, with its target.

Run:  python benchmarks/engines.py [--seconds S] [--game ID]

For each table (a game, its options, three players unless said), three figures, each
from random or bot games played for about S CPU seconds (``time.process_time``):

- bare: random games per CPU second through the Game protocol alone (new_game, then
  at every decision to_move, legal_actions and apply of a random legal action);
- match: the same games through the Match layer (legal_actions, then act, which checks
  the action);
- greedy: games per CPU second between the game's greedy bots, through the Match layer,
  each bot seeing only its own view.

The target is the bare figure issue 18 asks for; "match" should stay within 15 % of
"bare".  The seeds are fixed, so two runs play the same games.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from accessible_games import registry
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng


@dataclass(frozen=True)
class Table:
    """One benchmarked table: a game, its options, its seats, the bare target."""

    label: str
    game_id: str
    target: float
    players: int = 3
    options: dict[str, JsonValue] = field(default_factory=dict)


TABLES: tuple[Table, ...] = (
    Table("beasty-bar 2p", "beasty-bar", 7500, players=2),
    Table("beasty-bar 4p", "beasty-bar", 0, players=4),
    Table("aquaretto 3p", "aquaretto", 250),
    Table("zooloretto 3p", "zooloretto", 200),
    Table("zooloretto 3p all expansions", "zooloretto", 120,
          options={"expansions": list(registry.known_expansions("zooloretto"))}),
    Table("o-zoo-le-mio 3p", "o-zoo-le-mio", 200),
    Table("aquaretto-zooloretto 3p", "aquaretto-zooloretto", 50),
)
"""The tables, with issue 18's targets (0: no target)."""


def specs(table: Table) -> list[PlayerSpec]:
    """The seats of a table."""
    return [PlayerSpec(f"P{i}") for i in range(table.players)]


def bare_game(table: Table, seed: int, rng: Rng) -> int:
    """Play one random game through the Game protocol; return its decisions."""
    game = registry.get_game(table.game_id)
    assert game is not None
    state = game.new_game(specs(table), table.options, seed).state
    decisions = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return decisions
        player = min(movers)
        state = game.apply(state, player, rng.choice(game.legal_actions(state, player))).state
        decisions += 1


def match_game(table: Table, seed: int, rng: Rng) -> int:
    """Play one random game through the Match layer; return its decisions."""
    game = registry.get_game(table.game_id)
    assert game is not None
    match = Match.start(game, specs(table), table.options, seed)
    decisions = 0
    while True:
        movers = match.to_move()
        if not movers:
            return decisions
        player = min(movers)
        match.act(player, rng.choice(match.legal_actions(player)))
        decisions += 1


def greedy_game(table: Table, seed: int, rng: Rng) -> int:
    """Play one game between greedy bots through the Match layer; return its decisions."""
    game = registry.get_game(table.game_id)
    assert game is not None
    match = Match.start(game, specs(table), table.options, seed)
    bots = [registry.make_bot(table.game_id, "greedy", seed * 10 + seat)
            for seat in range(table.players)]
    decisions = 0
    while True:
        movers = match.to_move()
        if not movers:
            return decisions
        player = min(movers)
        match.act(player, bots[player].choose(match.view(player), match.legal_actions(player)))
        decisions += 1


def games_per_cpu_second(play: Callable[[Table, int, Rng], int], table: Table,
                         seconds: float) -> tuple[float, int]:
    """Return games per CPU second of ``play`` over about ``seconds``, and the games."""
    rng = Rng(12345)
    games = 0
    start = time.process_time()
    while True:
        play(table, 1000 + games, rng)
        games += 1
        spent = time.process_time() - start
        if spent >= seconds and games >= 3:
            return games / spent, games


def line(table: Table, seconds: float) -> str:
    """Measure a table and return its one-line summary."""
    bare, games = games_per_cpu_second(bare_game, table, seconds)
    match, _ = games_per_cpu_second(match_game, table, seconds)
    greedy, _ = games_per_cpu_second(greedy_game, table, seconds)
    slower = (1 - match / bare) * 100
    verdict = "" if not table.target else (
        f", target {table.target:,.0f}: {'met' if bare >= table.target else 'NOT MET'}")
    return (f"{table.label}: bare {bare:,.0f} games/CPU s ({games} games), match {match:,.0f}"
            f" ({slower:+.0f} % slower), greedy bots {greedy:,.1f}{verdict}")


def main(argv: list[str] | None = None) -> int:
    """Print one line per table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per figure (default 3)")
    parser.add_argument("--game", choices=registry.GAME_IDS,
                        help="only this game's tables")
    args = parser.parse_args(argv)
    chosen: list[Any] = [t for t in TABLES if args.game in (None, t.game_id)]
    for table in chosen:
        print(line(table, args.seconds), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
