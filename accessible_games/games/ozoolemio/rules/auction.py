"""Sealed-bid auctions and the flag pole (rulebook, "Dražba dílů").

All players seal some of their coins (0 allowed) at once.  The highest bid
wins and is paid to the bank.  Among equal highest bids the player whose flag
hangs highest wins, and that flag then moves to the very bottom of the pole;
the others keep their order.  A flag moves only when a tie was decided by it.

>>> resolve((2, 3, 3), (2, 0, 1))
(2, (2, 1), (0, 1, 2))
>>> resolve((0, 4), (0, 1))
(1, (), (0, 1))
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import PlayerId


def resolve(bids: Sequence[int], flags: Sequence[PlayerId]
            ) -> tuple[PlayerId, tuple[PlayerId, ...], tuple[PlayerId, ...]]:
    """Return the winner, the seats tied on the highest bid (empty without a tie, else
    in flag order) and the flag pole afterwards (top first)."""
    best = max(bids)
    top = [seat for seat, bid in enumerate(bids) if bid == best]
    if len(top) == 1:
        return top[0], (), tuple(flags)
    tied = tuple(seat for seat in flags if seat in top)
    winner = tied[0]
    return winner, tied, tuple(seat for seat in flags if seat != winner) + (winner,)
