"""Zooloretto speed and bot strength, printed as figures, all in CPU time.

Run:  python benchmarks/zooloretto.py [--seconds S] [--strength-games N]

- one line per table (2, 3 and 5 players, base game and all nine mini-expansions):
  games per CPU second of the bare engine, through the Match layer and between
  greedy bots, measured by ``engines.py`` (the 3-player tables with issue 18's targets);
- legal_actions: CPU microseconds per call at the start of turns of random games with
  every expansion (the longest lists: every money action);
- greedy vs random: the greedy bot's share of first places against one random bot
  over seeded 2-player games (shared first places count as a fraction), without and
  with all the expansions; seat order alternates.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.zooloretto.rules import GAME, Phase, ZoolorettoState, make_bot
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from engines import TABLES, Table, other_table, print_lines  # benchmarks/engines.py, beside this script

ALL: dict[str, Any] = {"expansions": list(NAMES)}


def tables() -> list[Table]:
    """Return Zooloretto's tables: 2, 3 and 5 players, base game then all expansions (the
    3-player ones are ``engines.py``'s, with their targets)."""
    return [other_table(table, players) for table in TABLES if table.game_id == GAME.game_id
            for players in (2, 3, 5)]


def legal_actions_microseconds(calls: int) -> tuple[float, float]:
    """Return CPU microseconds per legal_actions call at turn starts, and the mean list
    length."""
    cases: list[ZoolorettoState] = []
    rng = Rng(7)
    seed = 0
    while len(cases) < 500:
        state = GAME.new_game([PlayerSpec(f"P{i}") for i in range(4)], ALL, seed).state
        seed += 1
        while GAME.to_move(state):
            if state.phase is Phase.TURN:
                cases.append(state)
            state = GAME.apply(state, state.current,
                               rng.choice(GAME.legal_actions(state, state.current))).state
    lengths = 0
    start = time.process_time()
    for index in range(calls):
        state = cases[index % len(cases)]
        lengths += len(GAME.legal_actions(state, state.current))
    return (time.process_time() - start) / calls * 1e6, lengths / calls


def greedy_share(games: int, options: dict[str, Any]) -> float:
    """Return the share of 2-player games the greedy bot wins against a random bot."""
    wins = 0.0
    for seed in range(games):
        greedy_seat = seed % 2
        kinds = ["random", "random"]
        kinds[greedy_seat] = "greedy"
        specs = [PlayerSpec(k, k) for k in kinds]
        match = Match.start(GAME, specs, options, seed)
        bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
        while not match.is_over():
            (player,) = match.to_move()
            match.act(player, bots[player].choose(match.view(player),
                                                  match.legal_actions(player)))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.places[greedy_seat] == 1:
            wins += 1 / sum(1 for p in outcome.places if p == 1)
    return wins / games


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per games-per-second figure (default 3)")
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    print_lines(tables(), args.seconds)
    micro, length = legal_actions_microseconds(20000)
    print(f"legal_actions at a turn start, all expansions: {micro:.1f} CPU us per call "
          f"({length:.1f} actions on average)", flush=True)
    for label, options in (("base game", {}), ("all expansions", ALL)):
        share = greedy_share(args.strength_games, options)
        print(f"greedy vs random, 2 players, {label}: greedy first in {share:.1%} "
              f"of {args.strength_games} games")


if __name__ == "__main__":
    main()
