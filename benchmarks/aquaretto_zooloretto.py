"""Aquaretto-Zooloretto (the combined game) speed and bot strength, printed as figures.

Run:  python benchmarks/aquaretto_zooloretto.py [--seconds S] [--strength-games N]

- games/s: full random games through the Game protocol (new_game, then at every
  decision legal_actions and apply with a random legal action), 2 and 5 players,
  without and with the savings book, on one core.
- greedy vs random: the greedy bot's share of first places against one random bot
  over seeded 2-player games (shared first places count as a fraction; seat order
  alternates), and greedy games per second.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.aquaretto_zooloretto.rules import GAME, Phase, make_bot

SAVINGS: dict[str, Any] = {"expansions": ["savings-book"]}


def games_per_second(players: int, options: dict[str, Any],
                     seconds: float) -> tuple[float, int, float]:
    """Return random full games per second, the games played and decisions per game."""
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    rng = Rng(12345)
    games = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = GAME.new_game(specs, options, games).state
        while GAME.to_move(state):
            player = state.current
            state = GAME.apply(state, player,
                               rng.choice(GAME.legal_actions(state, player))).state
            decisions += 1
        assert state.phase is Phase.OVER
        games += 1
    return games / (time.perf_counter() - start), games, decisions / games


def greedy_share(games: int, options: dict[str, Any]) -> tuple[float, float]:
    """Return the share of 2-player games the greedy bot wins against a random bot, and
    the games played per second."""
    wins = 0.0
    start = time.perf_counter()
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
    return wins / games, games / (time.perf_counter() - start)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--strength-games", type=int, default=200)
    args = parser.parse_args()
    for label, options in (("base", {}), ("savings book", SAVINGS)):
        for players in (2, 5):
            rate, games, decisions = games_per_second(players, options, args.seconds)
            print(f"random games, {players} players, {label}: {rate:.1f} games/s "
                  f"({games} games, {decisions:.0f} decisions each)")
    for label, options in (("base", {}), ("savings book", SAVINGS)):
        share, rate = greedy_share(args.strength_games, options)
        print(f"greedy vs random, 2 players, {label}: greedy first in {share:.1%} "
              f"of {args.strength_games} games ({rate:.1f} games/s)")


if __name__ == "__main__":
    main()
