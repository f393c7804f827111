"""Aquaretto-Zooloretto (the combined game) speed and bot strength, printed as figures,
all in CPU time.

Run:  python benchmarks/aquaretto_zooloretto.py [--seconds S] [--strength-games N]

- one line per table (2, 3 and 5 players, without and with the savings book): games
  per CPU second of the bare engine, through the Match layer and between greedy bots,
  measured by ``engines.py`` (the 3-player table without the savings book is its own,
  with issue 18's target: the summary line);
- greedy vs random: the greedy bot's share of first places against one random bot
  over seeded 2-player games (shared first places count as a fraction; seat order
  alternates), and those games per CPU second.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto_zooloretto.rules import GAME, make_bot
from engines import TABLES, Table, other_table, print_lines  # benchmarks/engines.py, beside this script

SAVINGS: dict[str, Any] = {"expansions": ["savings-book"]}


def tables() -> list[Table]:
    """Return the combined game's tables: 2, 3 and 5 players, without then with the savings
    book (the 3-player one without it is ``engines.py``'s, with its target)."""
    (table,) = [t for t in TABLES if t.game_id == GAME.game_id]
    return [other_table(table, players, options, suffix)
            for options, suffix in ((None, ""), (SAVINGS, " savings book"))
            for players in (2, 3, 5)]


def greedy_share(games: int, options: dict[str, Any]) -> tuple[float, float]:
    """Return the share of 2-player games the greedy bot wins against a random bot, and
    the games played per CPU second."""
    wins = 0.0
    start = time.process_time()
    for seed in range(games):
        greedy_seat = seed % 2
        kinds = ["random", "random"]
        kinds[greedy_seat] = "greedy"
        match = Match.start(GAME, [PlayerSpec(k, k) for k in kinds], options, seed)
        bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
        while not match.is_over():
            (player,) = match.to_move()
            match.act(player, bots[player].choose(match.view(player),
                                                  match.legal_actions(player)))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.places[greedy_seat] == 1:
            wins += 1 / sum(1 for p in outcome.places if p == 1)
    return wins / games, games / (time.process_time() - start)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per games-per-second figure (default 3)")
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    print_lines(tables(), args.seconds)
    for label, options in (("base", {}), ("savings book", SAVINGS)):
        share, rate = greedy_share(args.strength_games, options)
        print(f"greedy vs random, 2 players, {label}: greedy first in {share:.1%} "
              f"of {args.strength_games} games ({rate:.1f} games/CPU s)", flush=True)


if __name__ == "__main__":
    main()
