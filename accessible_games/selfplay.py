"""Bots playing bots: many seeded games of one game, summed up per seat.

``run_selfplay`` plays the games and returns the figures; the command line
turns them into localised sentences.  The same seed gives the same games.
"""

from __future__ import annotations

import time

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.records import record
from accessible_games.registry import get_game, make_bot

MAX_GAMES = 100_000
MAX_DECISIONS = 100_000
"""A game that needs more decisions than this is a bug, not a long game."""


@record(slots=False)
class SeatSummary:
    """One seat's figures over all games."""

    bot: str
    mean_score: float
    best_score: int
    wins: int
    shared_wins: int


@record(slots=False)
class SelfplayResult:
    """The figures of a selfplay run."""

    game_id: str
    games: int
    seconds_per_game: float
    seats: tuple[SeatSummary, ...]


def run_selfplay(game_id: str, bots: list[str], games: int, seed: int,
                 options: dict[str, object] | None = None) -> SelfplayResult:
    """Play ``games`` games between the bots named in ``bots`` (one per seat).

    Game ``k`` uses the seed ``seed + k``; each bot gets its own seed from it.

    Raises:
        ValueError: unknown game, bot kind, or a game that does not end.
    """
    game = get_game(game_id)
    if game is None:
        raise ValueError(f"unknown game {game_id!r}")
    count = len(bots)
    totals = [0] * count
    best = [0] * count
    wins = [0] * count
    shared = [0] * count
    start = time.perf_counter()
    for index in range(games):
        game_seed = seed + index
        specs = [PlayerSpec(f"{kind} {seat + 1}", kind) for seat, kind in enumerate(bots)]
        match = Match.start(game, specs, dict(options or {}), game_seed)
        players = [make_bot(game_id, kind, game_seed * 101 + seat)
                   for seat, kind in enumerate(bots)]
        decisions = 0
        while not match.is_over():
            seat = min(match.to_move())
            action = players[seat].choose(match.view(seat), match.legal_actions(seat))
            match.act(seat, action)
            decisions += 1
            if decisions > MAX_DECISIONS:
                raise ValueError(f"{game_id} game {game_seed} does not end")
        outcome = match.outcome()
        assert outcome is not None
        winners = outcome.winners
        for seat in range(count):
            totals[seat] += outcome.scores[seat]
            best[seat] = max(best[seat], outcome.scores[seat]) if index else outcome.scores[seat]
            if seat in winners:
                if len(winners) == 1:
                    wins[seat] += 1
                else:
                    shared[seat] += 1
    elapsed = time.perf_counter() - start
    seats = tuple(SeatSummary(bots[s], totals[s] / games, best[s], wins[s], shared[s])
                  for s in range(count))
    return SelfplayResult(game_id, games, elapsed / games, seats)
