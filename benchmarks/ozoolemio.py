"""O Zoo le Mio speed and bot strength, printed as figures.

Run:  python benchmarks/ozoolemio.py [--seconds S] [--strength-games N]

- games/s: full random games through the Game protocol (new_game, then at every
  decision legal_actions and apply with a random legal action; bidders in seat
  order), 2 and 4 players, standard and tree variant, on one core.
- legal placements: microseconds per ``legal_placements`` call (uncached) on the zoos
  and tiles of random games, with the mean number of placements listed.
- greedy vs random: the greedy bot's share of first places against random bots over
  seeded games (shared first places count as a fraction); the greedy seat rotates.
"""

from __future__ import annotations

import argparse
import time

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.ozoolemio.rules import GAME, OzooState, Phase, Tile, Zoo, make_bot
from accessible_games.games.ozoolemio.rules.zoo import _legal_placements


def games_per_second(players: int, variant: str, seconds: float) -> tuple[float, int, float]:
    """Return random full games per second, the games played and decisions per game."""
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    rng = Rng(12345)
    games = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = GAME.new_game(specs, {"variant": variant}, games).state
        while movers := GAME.to_move(state):
            player = min(movers)
            state = GAME.apply(state, player,
                               rng.choice(GAME.legal_actions(state, player))).state
            decisions += 1
        assert state.phase is Phase.OVER
        games += 1
    return games / (time.perf_counter() - start), games, decisions / games


def legal_placement_microseconds(calls: int) -> tuple[float, float]:
    """Return microseconds per uncached legal_placements call, and the mean list length."""
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
    lengths = 0
    start = time.perf_counter()
    for index in range(calls):
        zoo, tile = cases[index % len(cases)]
        lengths += len(_legal_placements.__wrapped__(zoo.tiles, tile))
    return (time.perf_counter() - start) / calls * 1e6, lengths / calls


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
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    for variant in ("standard", "trees"):
        for players in (2, 4):
            rate, games, decisions = games_per_second(players, variant, args.seconds)
            print(f"random games, {players} players, {variant}: {rate:.1f} games/s "
                  f"({games} games, {decisions:.0f} decisions each)")
    micro, length = legal_placement_microseconds(3000)
    print(f"legal placements of a won tile: {micro:.0f} us per call "
          f"({length:.1f} placements on average)")
    for players, variant in ((2, "standard"), (2, "trees"), (4, "standard")):
        share = greedy_share(args.strength_games, players, variant)
        print(f"greedy vs random, {players} players, {variant}: greedy first in {share:.1%} "
              f"of {args.strength_games} games")


if __name__ == "__main__":
    main()
