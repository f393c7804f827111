"""O Zoo le Mio speed and bot strength, printed as figures, all in CPU time.

Run:  python benchmarks/ozoolemio.py [--seconds S] [--strength-games N]

- one line per table (2, 3 and 4 players, standard and tree variant; bidders in seat
  order): games per CPU second of the bare engine, through the Match layer and between
  greedy bots, measured by ``engines.py`` (the 3-player standard table is its own, with
  issue 18's target: the summary line);
- legal placements: CPU microseconds per ``legal_placements`` call on zoos met in
  random games, each a new zoo object just grown by its last tile as in a game (what
  the zoo before it knew is known, no placement is), with the mean number listed;
- greedy vs random: the greedy bot's share of first places against random bots over
  seeded games (shared first places count as a fraction); the greedy seat rotates.
"""

from __future__ import annotations

import argparse
import time

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.ozoolemio.rules import (
    GAME, OzooState, Phase, Tile, Zoo, legal_placements, make_bot,
)
from engines import TABLES, Table, other_table, print_lines  # benchmarks/engines.py, beside this script

TREES = {"variant": "trees"}


def tables() -> list[Table]:
    """Return O Zoo le Mio's tables: 2, 3 and 4 players, standard then the tree variant
    (the 3-player standard one is ``engines.py``'s, with its target)."""
    (table,) = [t for t in TABLES if t.game_id == GAME.game_id]
    return [*(other_table(table, players) for players in (2, 3, 4)),
            *(other_table(table, players, TREES, " trees") for players in (2, 4))]


def placement_cases(count: int) -> list[tuple[Zoo, Tile]]:
    """Return the zoos and tiles won met when laying a tile in random 2-player games."""
    cases: list[tuple[Zoo, Tile]] = []
    rng = Rng(7)
    seed = 0
    while len(cases) < count:
        state: OzooState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(2)], {},
                                         seed).state
        seed += 1
        while movers := GAME.to_move(state):
            if state.phase is Phase.PLACE and state.in_hand is not None \
                    and state.placer is not None:
                cases.append((state.players[state.placer].zoo, state.in_hand))
            player = min(movers)
            state = GAME.apply(state, player,
                               rng.choice(GAME.legal_actions(state, player))).state
    return cases[:count]


def regrown(zoo: Zoo) -> Zoo:
    """Return a new zoo object equal to ``zoo``, grown by its last tile from a new one
    holding the others."""
    *before, last = zoo.tiles
    if not before:
        return Zoo(zoo.tiles)
    return Zoo(tuple(before)).with_tile(last.tile, last.placement)


def legal_placement_microseconds(calls: int, cases: list[tuple[Zoo, Tile]]
                                 ) -> tuple[float, float]:
    """Return CPU microseconds per legal_placements call on each case's zoo regrown in
    turn, and the mean number of placements."""
    zoos = [(regrown(zoo), tile) for index in range(calls)
            for zoo, tile in (cases[index % len(cases)],)]
    lengths = 0
    start = time.process_time()
    for zoo, tile in zoos:
        lengths += len(legal_placements(zoo, tile))
    return (time.process_time() - start) / calls * 1e6, lengths / calls


def greedy_share(games: int, players: int, variant: str) -> float:
    """Return the share of games the greedy bot wins against random bots."""
    wins = 0.0
    for seed in range(games):
        seat = seed % players
        kinds = ["random"] * players
        kinds[seat] = "greedy"
        match = Match.start(GAME, [PlayerSpec(k, k) for k in kinds], {"variant": variant},
                            seed)
        bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
        while not match.is_over():
            for player in sorted(match.to_move()):
                match.act(player, bots[player].choose(match.view(player),
                                                      match.legal_actions(player)))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.places[seat] == 1:
            wins += 1 / outcome.places.count(1)
    return wins / games


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per games-per-second figure (default 3)")
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    print_lines(tables(), args.seconds)
    micro, length = legal_placement_microseconds(3000, placement_cases(300))
    print(f"legal placements of a won tile in a zoo just grown: {micro:.0f} CPU "
          f"microseconds per call ({length:.1f} placements on average)", flush=True)
    for players, variant in ((2, "standard"), (2, "trees"), (4, "standard")):
        share = greedy_share(args.strength_games, players, variant)
        print(f"greedy vs random, {players} players, {variant}: greedy first in {share:.1%} "
              f"of {args.strength_games} games")


if __name__ == "__main__":
    main()
