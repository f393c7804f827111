"""O Zoo le Mio transitions: ``apply`` and the bookkeeping between decisions.

A round: reveal its tiles (5; the tree variant: in rounds 1-4 until 3 tiles
with trees show, in round 5 all the rest), then auction them one at a time in
the order revealed.  Everyone who has not bid is asked at once; when the last
sealed bid is in, the bids are revealed, the winner pays the bank (a tie goes
to the highest flag, which then drops to the bottom) and lays the tile.  If
the tile fits nowhere in the winner's zoo it is set aside (the rulebook only
says the tile must be laid, so a tile that cannot be is out of the game; it is
paid all the same).  After each tile laid the visitor and tree figures are
reassigned and new loops earn benches.  When the round's tiles are gone, the
round is scored and income paid; after round 5 the game ends.

A round with no tiles left to reveal (only the tree variant's round 5, with a
tile file of exactly 12 tree tiles whose last tile shows trees: rounds 1-4
then take them all) is still played: it has no auction and is scored at once,
times its number, and income is paid.  The rulebook says the game has 5
rounds, each scored at its end ("Hra sestává z 5 kol", "Vyhodnocení kola"),
and round 5 reveals "all remaining tiles", which may be none; ending the game
after round 4 would drop the round that scores most.
"""

from __future__ import annotations

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Transition
from accessible_games.core.records import replace
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.actions import Action, Bid, Place
from accessible_games.games.ozoolemio.rules.attraction import (
    figures, tree_standing_after, visitor_figures, visitor_standings_after,
)
from accessible_games.games.ozoolemio.rules.auction import resolve
from accessible_games.games.ozoolemio.rules.paths import loops
from accessible_games.games.ozoolemio.rules.scoring import income, outcome_of, round_figures
from accessible_games.games.ozoolemio.rules.state import (
    ROUNDS, TILES_PER_ROUND, VARIANT_TREE_TILES, AuctionResult, OzooState, Phase, Variant,
)
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Tile
from accessible_games.games.ozoolemio.rules.zoo import legal_placements

Events = list[Event]


def apply(state: OzooState, player: PlayerId, action: Action) -> Transition[OzooState]:
    """Return the state after ``player`` does ``action`` (the match layer checked it is legal)."""
    events: Events = []
    if isinstance(action, Bid):
        state = _bid(state, player, action.amount, events)
    else:
        state = _place(state, player, action, events)
    return Transition(state, tuple(events))


def _replace_at(values: tuple[int, ...], seat: PlayerId, value: int) -> tuple[int, ...]:
    return values[:seat] + (value,) + values[seat + 1:]


# -- rounds --------------------------------------------------------------------------------------

def reveal_count(stack: tuple[Tile, ...], round_number: int, variant: Variant) -> int:
    """Return how many tiles from the top of ``stack`` a round turns face up."""
    if variant is Variant.STANDARD:
        return min(TILES_PER_ROUND, len(stack))
    if round_number >= ROUNDS:
        return len(stack)
    trees = 0
    for count, tile in enumerate(stack, 1):
        trees += tile.has_trees
        if trees == VARIANT_TREE_TILES:
            return count
    return len(stack)


def start_round(state: OzooState, round_number: int, events: Events) -> OzooState:
    """Return the state with round ``round_number`` begun: tiles revealed, first auction
    open (or, with no tiles left, the round already scored)."""
    count = reveal_count(state.stack, round_number, state.variant)
    shown, stack = state.stack[:count], state.stack[count:]
    events.append(ev.RoundStarted(round_number))
    events.append(ev.TilesRevealed(round_number, shown, len(stack)))
    state = replace(state, round=round_number, stack=stack, display=shown, auction=0)
    return _next_auction(state, events)


def _next_auction(state: OzooState, events: Events) -> OzooState:
    if not state.display:
        return _end_round(state, events)
    number = state.auction + 1
    events.append(ev.AuctionStarted(state.display[0], number, number - 1 + len(state.display)))
    return replace(state, phase=Phase.BID, auction=number, placer=None, in_hand=None,
                   bids=tuple(None for _ in state.players))


def _end_round(state: OzooState, events: Events) -> OzooState:
    players = list(state.players)
    for seat, player in enumerate(players):
        got = round_figures(state, seat)
        players[seat] = replace(player,
                                visitor_points=player.visitor_points + got.visitors * got.round,
                                tree_points=player.tree_points + got.trees * got.round,
                                bench_points=player.bench_points + got.benches * got.round,
                                rounds=player.rounds + (got,))
        events.append(ev.RoundScored(seat, got.round, got.visitors, got.trees, got.benches,
                                     got.points, players[seat].score))
    owed = [p.zoo.auctioned_tiles for p in players]
    paid = income(owed, state.bank, state.flags)
    coins = tuple(c + p for c, p in zip(state.coins, paid))
    for seat in range(len(players)):
        events.append(ev.IncomePaid(seat, paid[seat], owed[seat]))
        events.append(ev.CoinsLeft(seat, coins[seat]))
    state = replace(state, players=tuple(players), coins=coins, bank=state.bank - sum(paid),
                    bids=tuple(None for _ in players), placer=None, in_hand=None)
    if state.round >= ROUNDS:
        state = replace(state, phase=Phase.OVER)
        result = outcome_of(state)
        events.append(ev.GameEnded(result.scores, result.places, result.tie_break))
        return state
    return start_round(state, state.round + 1, events)


# -- auctions ------------------------------------------------------------------------------------

def _bid(state: OzooState, player: PlayerId, amount: int, events: Events) -> OzooState:
    bids = state.bids[:player] + (amount,) + state.bids[player + 1:]
    events.append(ev.BidPlaced(player, amount))
    state = replace(state, bids=bids)
    if any(b is None for b in bids):
        return state
    return _reveal(state, events)


def _reveal(state: OzooState, events: Events) -> OzooState:
    bids = tuple(b or 0 for b in state.bids)
    winner, tied, flags = resolve(bids, state.flags)
    price = bids[winner]
    tile = state.display[0]
    coins = _replace_at(state.coins, winner, state.coins[winner] - price)
    events.append(ev.BidsRevealed(tile, bids, winner, price, tied))
    if tied:
        events.append(ev.FlagMoved(winner, flags))
    events.append(ev.CoinsLeft(winner, coins[winner]))
    state = replace(state, coins=coins, bank=state.bank + price, flags=flags,
                    display=state.display[1:], bids=tuple(None for _ in bids),
                    last_auction=AuctionResult(tile, bids, winner, bool(tied)))
    if legal_placements(state.players[winner].zoo, tile):
        return replace(state, phase=Phase.PLACE, placer=winner, in_hand=tile)
    events.append(ev.TileSetAside(winner, tile))
    return _next_auction(replace(state, set_aside=state.set_aside + (tile,)), events)


# -- laying a tile -------------------------------------------------------------------------------

def _place(state: OzooState, player: PlayerId, action: Place, events: Events) -> OzooState:
    tile = state.in_hand
    assert tile is not None and player == state.placer
    me = state.players[player]
    placement = action.placement
    zoo = me.zoo.with_tile(tile, placement)
    now = state.placements + 1
    benches = loops(zoo)
    me = replace(me, zoo=zoo, benches=benches,
                 visitors=visitor_standings_after(zoo, me.visitors, placement, now),
                 trees=tree_standing_after(zoo, me.trees, now))
    players = state.players[:player] + (me,) + state.players[player + 1:]
    events.append(ev.TilePlaced(player, tile, placement.cell, placement.facing,
                                placement.cells))
    if benches > state.players[player].benches:
        events.append(ev.BenchesPlaced(player, benches - state.players[player].benches,
                                       benches))
    visitors = visitor_figures([p.visitors for p in players])
    for category, before, after in zip(CATEGORIES, state.visitors, visitors):
        if before != after:
            events.append(ev.VisitorsMoved(category, before, after))
    trees = figures([p.trees for p in players])
    if trees != state.tree_figures:
        events.append(ev.TreeFiguresMoved(state.tree_figures, trees))
    state = replace(state, players=players, placements=now, visitors=visitors,
                    tree_figures=trees, placer=None, in_hand=None)
    return _next_auction(state, events)
