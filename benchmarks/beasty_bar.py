"""Beasty Bar speed and bot strength, printed as figures.

Run:  python benchmarks/beasty_bar.py [--seconds S]

- games/s: full random games through the Game protocol (new_game, then at every
  turn legal_actions and apply with a random legal action), 2 and 4 players,
  every card played, on one core.
- resolve_play: microseconds per call on random queues and legal choices.
- greedy vs random: the greedy bot's share of first places against random bots.
- first player: over seeded greedy-bot games, the wins (shared wins split) of the
  player who starts and of seat 1, with seat 1 always starting (as before issue 16)
  and with the first player drawn from the seed.
"""

from __future__ import annotations

import argparse
import random
import time

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.beasty_bar.rules import GAME, choice_options, resolve_play
from accessible_games.games.beasty_bar.rules.bots import make_bot
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS
from accessible_games.games.beasty_bar.rules.state import Phase


def games_per_second(players: int, variant: str, seconds: float) -> tuple[float, int]:
    """Return random full games per second and the games played."""
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    options = {"variant": variant}
    rng = Rng(12345)
    games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state = GAME.new_game(specs, options, games).state
            while True:
                movers = GAME.to_move(state)
                if not movers:
                    break
                player = min(movers)
                actions = GAME.legal_actions(state, player)
                state = GAME.apply(state, player, rng.choice(actions)).state
            assert state.phase is Phase.OVER
            games += 1
    return games / (time.perf_counter() - start), games


def resolve_microseconds(calls: int) -> float:
    """Return microseconds per resolve_play call over random legal situations."""
    dice = random.Random(7)
    cases = []
    while len(cases) < 2000:
        cards = dice.sample(ALL_CARDS, 5)
        queue, card = cards[:dice.randint(0, 4)], cards[4]
        cases.append((queue, card, dice.choice(choice_options(queue, card))))
    start = time.perf_counter()
    for index in range(calls):
        queue, card, choices = cases[index % len(cases)]
        resolve_play(queue, card, choices)
    return (time.perf_counter() - start) / calls * 1e6


def greedy_share(games: int, players: int) -> float:
    """Return the share of games the greedy bot (seat 0) finishes first against random bots."""
    wins = 0.0
    for seed in range(games):
        specs = [PlayerSpec("greedy", "greedy")] + [PlayerSpec(f"r{i}", "random")
                                                    for i in range(1, players)]
        match = Match.start(GAME, specs, {"variant": "basic"}, seed)
        bots = [make_bot(s.bot or "random", seed * 10 + i) for i, s in enumerate(specs)]
        while not match.is_over():
            player = min(match.to_move())
            match.act(player, bots[player].choose(match.view(player), match.legal_actions(player)))
        outcome = match.outcome()
        assert outcome is not None
        if outcome.places[0] == 1:
            wins += 1 / len(outcome.winners)
    return wins / games


def first_player_wins(games: int, players: int, variant: str,
                      first: int | None) -> tuple[float, float]:
    """Return the wins of the starting player and of seat 1 over ``games`` seeded games of
    greedy bots; ``first`` is the option (None: drawn from the seed)."""
    specs = [PlayerSpec(f"greedy {i}", "greedy") for i in range(players)]
    options: dict[str, object] = {"variant": variant}
    if first is not None:
        options["first"] = first
    starter = seat_one = 0.0
    for seed in range(1, games + 1):
        match = Match.start(GAME, specs, options, seed)
        bots = [make_bot("greedy", seed * 101 + i) for i in range(players)]
        while not match.is_over():
            player = min(match.to_move())
            match.act(player, bots[player].choose(match.view(player), match.legal_actions(player)))
        outcome = match.outcome()
        assert outcome is not None
        share = 1 / len(outcome.winners)
        starter += share if match.state.first in outcome.winners else 0
        seat_one += share if 0 in outcome.winners else 0
    return starter, seat_one


def main() -> None:
    """Print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per speed figure")
    parser.add_argument("--strength-games", type=int, default=400)
    parser.add_argument("--first-games", type=int, default=3000)
    args = parser.parse_args()
    for players, variant in ((2, "basic"), (4, "basic"), (2, "advanced")):
        rate, games = games_per_second(players, variant, args.seconds)
        print(f"random games, {players} players, {variant}: {rate:,.0f} games/s ({games} games)")
    print(f"resolve_play: {resolve_microseconds(200_000):.2f} microseconds per call")
    for players in (2, 4):
        share = greedy_share(args.strength_games, players)
        print(f"greedy bot first place against {players - 1} random bot(s): {share:.1%} "
              f"of {args.strength_games} games (chance level {1 / players:.0%})")
    for variant in ("basic", "advanced"):
        for first, how in ((1, "seat 1 always starts"), (None, "first player drawn")):
            starter, seat_one = first_player_wins(args.first_games, 2, variant, first)
            print(f"2 players {variant}, {how}: the starting player wins {starter:,.0f} "
                  f"({starter / args.first_games:.1%}), seat 1 wins {seat_one:,.0f} "
                  f"({seat_one / args.first_games:.1%}) of {args.first_games} greedy games")


if __name__ == "__main__":
    main()
