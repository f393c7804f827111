"""Aquaretto speed and bot strength, printed as figures.

Run:  python benchmarks/aquaretto.py [--seconds S] [--strength-games N]

- games/s: full random games through the Game protocol (new_game, then at every
  decision legal_actions and apply with a random legal action), 2 and 5 players,
  on one core.
- legal_cells: microseconds per call on parks taken from random games (every
  tile in hand checked against its owner's park).
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


def games_per_second(players: int, seconds: float) -> tuple[float, int, float]:
    """Return random full games per second, the games played and decisions per game."""
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    rng = Rng(12345)
    games = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(5):
            state = GAME.new_game(specs, {}, games).state
            while GAME.to_move(state):
                player = state.current
                state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player))).state
                decisions += 1
            assert state.phase is Phase.OVER
            games += 1
    return games / (time.perf_counter() - start), games, decisions / games


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


def legal_cells_microseconds(calls: int) -> float:
    """Return microseconds per legal_cells call."""
    cases = placement_cases(2000)
    start = time.perf_counter()
    for index in range(calls):
        park, tile = cases[index % len(cases)]
        legal_cells(park, tile)
    return (time.perf_counter() - start) / calls * 1e6


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
    parser.add_argument("--seconds", type=float, default=3.0, help="time per speed figure")
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    for players in (2, 5):
        rate, games, per_game = games_per_second(players, args.seconds)
        print(f"random games, {players} players: {rate:,.1f} games/s "
              f"({games} games, {per_game:.0f} decisions per game)")
    print(f"legal_cells: {legal_cells_microseconds(100_000):.1f} microseconds per call")
    share = greedy_share(args.strength_games)
    print(f"greedy bot first place against 1 random bot: {share:.1%} "
          f"of {args.strength_games} seeded 2-player games (chance level 50%)")


if __name__ == "__main__":
    main()
