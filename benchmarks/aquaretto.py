"""Aquaretto speed and bot strength, printed as figures, all in CPU time.

Run:  python benchmarks/aquaretto.py [--seconds S] [--strength-games N]

- one line per table (2, 3 and 5 players): games per CPU second of the bare engine,
  through the Match layer and between greedy bots, measured by ``engines.py`` (the
  3-player table is its own, with issue 18's target: the summary line);
- legal_cells: CPU microseconds per call on parks taken from random games (every
  tile in hand checked against its owner's park);
- greedy vs random: the greedy bot's share of first places against one random
  bot over seeded 2-player games (shared first places count as a fraction).
"""

from __future__ import annotations

import argparse
import time

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.aquaretto.rules import GAME, Park, Phase, Tile, legal_cells
from accessible_games.games.aquaretto.rules.bots import make_bot
from accessible_games.games.aquaretto.rules.state import TileTask
from engines import TABLES, Table, other_table, print_lines  # benchmarks/engines.py, beside this script


def tables() -> list[Table]:
    """Return Aquaretto's tables: 2, 3 and 5 players (the 3-player one is ``engines.py``'s,
    with its target)."""
    (table,) = [t for t in TABLES if t.game_id == GAME.game_id]
    return [other_table(table, players) for players in (2, 3, 5)]


def placement_cases(count: int) -> list[tuple[Park, Tile]]:
    """Return (park, tile) pairs met while placing tiles in random 5-player games."""
    cases: list[tuple[Park, Tile]] = []
    rng = Rng(99)
    seed = 0
    while len(cases) < count:
        state = GAME.new_game([PlayerSpec(f"P{i}") for i in range(5)], {}, seed).state
        seed += 1
        while GAME.to_move(state):
            if state.phase is Phase.PLACE_TILE and isinstance(state.tasks[0], TileTask):
                cases.append((state.players[state.current].park, state.tasks[0].tile))
            player = state.current
            state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player))).state
    return cases[:count]


def legal_cells_microseconds(calls: int, cases: list[tuple[Park, Tile]]) -> float:
    """Return CPU microseconds per legal_cells call over ``cases``, in turn."""
    start = time.process_time()
    for index in range(calls):
        park, tile = cases[index % len(cases)]
        legal_cells(park, tile)
    return (time.process_time() - start) / calls * 1e6


def greedy_share(games: int) -> float:
    """Return the share of 2-player games the greedy bot (seat 0) wins against a random bot."""
    wins = 0.0
    for seed in range(games):
        specs = [PlayerSpec("greedy", "greedy"), PlayerSpec("random", "random")]
        match = Match.start(GAME, specs, {}, seed)
        bots = [make_bot(s.bot or "random", seed * 10 + i) for i, s in enumerate(specs)]
        while not match.is_over():
            player = min(match.to_move())
            match.act(player, bots[player].choose(match.view(player), match.legal_actions(player)))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.places[0] == 1:
            wins += 1 / len(outcome.winners)
    return wins / games


def main() -> None:
    """Print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per games-per-second figure (default 3)")
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    print_lines(tables(), args.seconds)
    micro = legal_cells_microseconds(100_000, placement_cases(2000))
    print(f"legal_cells: {micro:.1f} CPU microseconds per call", flush=True)
    share = greedy_share(args.strength_games)
    print(f"greedy bot first place against 1 random bot: {share:.1%} "
          f"of {args.strength_games} seeded 2-player games (chance level 50%)")


if __name__ == "__main__":
    main()
