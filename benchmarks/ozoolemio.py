"""O Zoo le Mio speed and bot strength, printed as figures, then a one-line summary.

Run:  python benchmarks/ozoolemio.py [--seconds S] [--strength-games N]

All times are CPU times (``time.process_time``).

- random games per CPU second, 2, 3 and 4 players, standard and tree variant (bidders
  in seat order): through the Game protocol alone and through the Match layer (the
  games of ``engines.py``, about S CPU seconds each), with issue 18's target and the
  decisions per game.
- legal placements: CPU microseconds per ``legal_placements`` call on a new zoo object
  (nothing worked out before) holding the tiles of a zoo met in random games, with
  the mean number of placements listed.
- greedy vs random: the greedy bot's share of first places against random bots over
  seeded games (shared first places count as a fraction); the greedy seat rotates.
"""

from __future__ import annotations

import argparse
import time

from engines import TABLES, Table, bare_game, games_per_cpu_second, match_game

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.ozoolemio.rules import (
    GAME, OzooState, Phase, Tile, Zoo, legal_placements, make_bot,
)

SPEED_TABLES: tuple[Table, ...] = (
    Table("2p", GAME.game_id, 0, players=2),
    *(t for t in TABLES if t.game_id == GAME.game_id),
    Table("4p", GAME.game_id, 0, players=4),
    Table("2p trees", GAME.game_id, 0, players=2, options={"variant": "trees"}),
    Table("4p trees", GAME.game_id, 0, players=4, options={"variant": "trees"}),
)
"""engines.py's O Zoo le Mio table (3 players), and more seats and the tree variant."""


def speed_line(table: Table, seconds: float) -> tuple[str, float, float]:
    """Return the speed figures of a table as a line, with the bare and match rates."""
    decisions: dict[int, int] = {}

    def counted(table: Table, seed: int, rng: Rng) -> int:
        decisions[seed] = bare_game(table, seed, rng)
        return decisions[seed]

    bare, games = games_per_cpu_second(counted, table, seconds)
    match, _ = games_per_cpu_second(match_game, table, seconds)
    each = sum(decisions.values()) / len(decisions)
    label = table.label if table.options else f"{table.label} standard"
    verdict = "" if not table.target else (
        f", target {table.target:,.0f}: {'met' if bare >= table.target else 'NOT MET'}")
    return (f"random games, {label}: bare {bare:.1f} games/CPU s ({games} games, "
            f"{each:.0f} decisions each), match {match:.1f} ({match / bare:.0%} of bare)"
            f"{verdict}", bare, match)


def legal_placement_microseconds(calls: int) -> tuple[float, float]:
    """Return CPU microseconds per legal_placements call on a new zoo object, and the
    mean number of placements."""
    cases: list[tuple[Zoo, Tile]] = []
    rng = Rng(7)
    seed = 0
    while len(cases) < 300:
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
    zoos = [(Zoo(zoo.tiles), tile) for index in range(calls)
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
    """Print the figures, then the summary line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per speed figure (default 3)")
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    summary = []
    for table in SPEED_TABLES:
        text, bare, match = speed_line(table, args.seconds)
        print(text, flush=True)
        summary.append(f"{table.label} {bare:.1f} ({match / bare:.0%} through Match)")
    micro, length = legal_placement_microseconds(3000)
    print(f"legal placements of a won tile on a new zoo object: {micro:.0f} CPU us per call "
          f"({length:.1f} placements on average)")
    shares = []
    for players, variant in ((2, "standard"), (2, "trees"), (4, "standard")):
        share = greedy_share(args.strength_games, players, variant)
        shares.append(f"{share:.0%} of {players}p {variant}")
        print(f"greedy vs random, {players} players, {variant}: greedy first in {share:.1%} "
              f"of {args.strength_games} games")
    print(f"{GAME.game_id}: random games/CPU s {', '.join(summary)}; legal placements "
          f"{micro:.0f} us; greedy first in {', '.join(shares)}")


if __name__ == "__main__":
    main()
