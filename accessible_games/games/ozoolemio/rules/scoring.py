"""Round scoring, income and the final outcome.

Rulebook, "Vyhodnocení kola": at the end of each round every player adds up
the visitor figures, tree figures and benches in the zoo and multiplies the
sum by the round number.  Then each player receives 1 coin per tile laid in
the zoo; the start tile does not count (RULES-FACTS).  The bank holds all 35
coins; in this app, if it cannot pay everyone in full, it pays one coin at a
time down the flag pole from the top, over and over, until it is empty.  This
happens after the fifth round too (the rulebook ends every round so), which
matters only for the tie-break.

"Konec hry": the most points win; the rulebook sets no tie-break and its
translator suggests the coins left, which we use (RULES-FACTS); players still
tied share the place.
"""

from __future__ import annotations

from collections.abc import Sequence
from accessible_games.core.events import PlayerId
from accessible_games.core.game import Outcome
from accessible_games.games.delivery import rank
from accessible_games.games.ozoolemio.rules.state import OzooState, RoundScore


def round_figures(state: OzooState, seat: PlayerId) -> RoundScore:
    """Return what ``seat`` scores if the current round ended now."""
    visitors = sum(colour[seat] for colour in state.visitors)
    return RoundScore(state.round, visitors, state.tree_figures[seat],
                      state.players[seat].benches)


def income(owed: Sequence[int], bank: int, flags: Sequence[PlayerId]) -> tuple[int, ...]:
    """Return the coins each seat receives of ``owed``: all of it if the bank can pay,
    else one coin at a time down the flag pole until the bank is empty.

    >>> income((3, 2), 10, (0, 1)), income((3, 2), 4, (1, 0))
    ((3, 2), (2, 2))
    """
    if sum(owed) <= bank:
        return tuple(owed)
    paid = [0] * len(owed)
    left = bank
    while left > 0:
        for seat in flags:
            if left > 0 and paid[seat] < owed[seat]:
                paid[seat] += 1
                left -= 1
    return tuple(paid)


def outcome_of(state: OzooState) -> Outcome:
    """Return the scores, places and tie-break (``none``, ``coins`` or ``shared``).

    ``details`` holds by seat the points from visitors, trees and benches, and
    the coins left.
    """
    players = state.players
    scores = tuple(p.score for p in players)
    places, tie_break = rank(scores, state.coins)
    details = {"visitors": tuple(p.visitor_points for p in players),
               "trees": tuple(p.tree_points for p in players),
               "benches": tuple(p.bench_points for p in players),
               "coins": tuple(state.coins)}
    return Outcome(scores=scores, places=places, tie_break=tie_break, details=details)
