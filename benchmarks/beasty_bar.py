"""Beasty Bar speed and bot strength, printed as figures, all in CPU time.

Run:  python benchmarks/beasty_bar.py [--seconds S] [--strength-games N] [--first-games N]

- one line per table (2 and 4 players basic, 2 players advanced, every card played):
  games per CPU second of the bare engine, through the Match layer and between greedy
  bots, measured by ``engines.py`` (the 2-player basic table is its own, with issue
  18's target: the summary line);
- resolve_play: CPU microseconds per call on random queues and legal choices.
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
from accessible_games.games.beasty_bar.rules import GAME, choice_options, resolve_play
from accessible_games.games.beasty_bar.rules.bots import make_bot
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, Card
from engines import TABLES, Table, other_table, print_lines  # benchmarks/engines.py, beside this script


def tables() -> list[Table]:
    """Return Beasty Bar's tables: ``engines.py``'s (2 players, with the target, and 4),
    then 2 players in the advanced variant."""
    own = [t for t in TABLES if t.game_id == GAME.game_id]
    return [*own, other_table(own[0], 2, {"variant": "advanced"}, " advanced")]


def resolve_microseconds(calls: int) -> float:
    """Return CPU microseconds per resolve_play call over random legal situations."""
    dice = random.Random(7)
    cases: list[tuple[list[Card], Card, tuple[int, ...]]] = []
    while len(cases) < 2000:
        cards = dice.sample(ALL_CARDS, 5)
        queue, card = cards[:dice.randint(0, 4)], cards[4]
        cases.append((queue, card, dice.choice(choice_options(queue, card))))
    start = time.process_time()
    for index in range(calls):
        queue, card, choices = cases[index % len(cases)]
        resolve_play(queue, card, choices)
    return (time.process_time() - start) / calls * 1e6


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
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per games-per-second figure (default 3)")
    parser.add_argument("--strength-games", type=int, default=400)
    parser.add_argument("--first-games", type=int, default=3000)
    args = parser.parse_args()
    print_lines(tables(), args.seconds)
    print(f"resolve_play: {resolve_microseconds(200_000):.2f} CPU microseconds per call",
          flush=True)
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
