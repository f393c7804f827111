"""Who decides now, which O Zoo le Mio actions are legal, and why others are not.

While bidding, every player who has not bid yet is asked at once; the legal
bids are 0 up to the player's coins, in increasing order.  While a tile is
laid, only its winner is asked; the legal placements are listed by the first
half's cell in reading order, then by orientation (east, south, west, north).
"""

from __future__ import annotations

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.actions import Action, Bid, Place
from accessible_games.games.ozoolemio.rules.state import OzooState, Phase
from accessible_games.games.ozoolemio.rules.zoo import explain_placement, legal_placements


def to_move(state: OzooState) -> frozenset[PlayerId]:
    """Return who must decide now: the players yet to bid, the winner laying the tile,
    or nobody once the game is over."""
    if state.phase is Phase.BID:
        return frozenset(seat for seat, bid in enumerate(state.bids) if bid is None)
    if state.phase is Phase.PLACE and state.placer is not None:
        return frozenset((state.placer,))
    return frozenset()


def legal_actions(state: OzooState, player: PlayerId) -> list[Action]:
    """Return every legal action of ``player`` now, in the orders given above."""
    if player not in to_move(state):
        return []
    if state.phase is Phase.BID:
        return [Bid(amount) for amount in range(state.coins[player] + 1)]
    assert state.in_hand is not None
    return [Place(p.cell, p.facing)
            for p in legal_placements(state.players[player].zoo, state.in_hand)]


def explain(state: OzooState, player: PlayerId, action: Action) -> IllegalAction | None:
    """Return why ``action`` is not legal for ``player`` now, or None if it is.

    Reasons: the core's ``core-error-game-over``, ``core-error-not-your-turn``
    and ``core-error-illegal-action``; ``ozoolemio-error-not-now`` (phase),
    ``ozoolemio-error-already-bid`` (amount: the player's own bid),
    ``ozoolemio-error-bid-negative`` (amount), ``ozoolemio-error-bid-too-high``
    (amount, coins), and the placement reasons of ``zoo.explain_placement``.
    """
    if state.phase is Phase.OVER:
        return IllegalAction("core-error-game-over")
    if not 0 <= player < state.player_count:
        return IllegalAction("core-error-not-your-turn")
    if isinstance(action, Bid):
        reason = _bid_reason(state, player, action)
    elif isinstance(action, Place):
        reason = _place_reason(state, player, action)
    else:
        reason = IllegalAction("core-error-illegal-action")
    if reason is None and action not in legal_actions(state, player):
        return IllegalAction("core-error-illegal-action")
    return reason


def _bid_reason(state: OzooState, player: PlayerId, action: Bid) -> IllegalAction | None:
    if state.phase is not Phase.BID:
        return IllegalAction("ozoolemio-error-not-now", {"phase": state.phase.value})
    own = state.bids[player]
    if own is not None:
        return IllegalAction("ozoolemio-error-already-bid", {"amount": own})
    if action.amount < 0:
        return IllegalAction("ozoolemio-error-bid-negative", {"amount": action.amount})
    if action.amount > state.coins[player]:
        return IllegalAction("ozoolemio-error-bid-too-high",
                             {"amount": action.amount, "coins": state.coins[player]})
    return None


def _place_reason(state: OzooState, player: PlayerId, action: Place) -> IllegalAction | None:
    if state.phase is not Phase.PLACE:
        return IllegalAction("ozoolemio-error-not-now", {"phase": state.phase.value})
    if player != state.placer or state.in_hand is None:
        return IllegalAction("core-error-not-your-turn")
    return explain_placement(state.players[player].zoo, state.in_hand, action.placement)
