"""Sealed-bid auctions (rulebook "Dražba dílů"): everyone bids at once, bids stay hidden
until all are in, the highest bid wins and pays the bank, ties go to the highest flag,
which drops to the bottom; zero bids are allowed and nobody can bid more than they have."""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.ozoolemio.rules import GAME, Bid, OzooState, Phase, Place, Side
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.auction import resolve
from accessible_games.games.ozoolemio.rules.state import START_COINS, TOTAL_COINS


def start(players: int = 3, seed: int = 5, flags: tuple[int, ...] | None = None) -> OzooState:
    state = GAME.new_game([PlayerSpec(f"p{i}") for i in range(players)], {}, seed).state
    return state if flags is None else replace(state, flags=flags)


def bid_all(state: OzooState, bids: dict[int, int]) -> tuple[OzooState, list[Event]]:
    events: list[Event] = []
    for seat, amount in bids.items():
        transition = GAME.apply(state, seat, Bid(amount))
        state = transition.state
        events += transition.events
    return state, events


def test_the_game_starts_with_8_coins_each_and_everyone_to_bid() -> None:
    state = start(4)
    assert state.coins == (START_COINS,) * 4 and state.bank == TOTAL_COINS - 32
    assert state.phase is Phase.BID and GAME.to_move(state) == {0, 1, 2, 3}
    assert sorted(state.flags) == [0, 1, 2, 3]
    assert len(state.display) == 5 and len(state.stack) == 20


def test_flag_order_comes_from_the_seed() -> None:
    orders = {start(4, seed).flags for seed in range(12)}
    assert len(orders) > 3
    assert start(4, 7).flags == start(4, 7).flags


def test_legal_bids_are_zero_up_to_the_coins() -> None:
    state = replace(start(), coins=(3, 0, 8))
    assert GAME.legal_actions(state, 0) == [Bid(0), Bid(1), Bid(2), Bid(3)]
    assert GAME.legal_actions(state, 1) == [Bid(0)]


def test_nobody_can_overbid() -> None:
    state = replace(start(), coins=(3, 8, 8))
    reason = GAME.explain(state, 0, Bid(4))
    assert reason is not None and reason.reason == "ozoolemio-error-bid-too-high"
    assert reason.args_map == {"amount": 4, "coins": 3}
    negative = GAME.explain(state, 0, Bid(-1))
    assert negative is not None and negative.reason == "ozoolemio-error-bid-negative"
    match = Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")], {}, 3)
    with pytest.raises(IllegalAction):
        match.act(0, Bid(9))
    assert match.history == []


def test_each_bid_is_its_own_action_and_bidders_leave_the_list() -> None:
    state, _ = bid_all(start(), {1: 2})
    assert GAME.to_move(state) == {0, 2}
    assert GAME.legal_actions(state, 1) == []
    again = GAME.explain(state, 1, Bid(1))
    assert again is not None and again.reason == "ozoolemio-error-already-bid"
    place = GAME.explain(state, 0, Place((0, 2), Side.EAST))
    assert place is not None and place.reason == "ozoolemio-error-not-now"


def test_the_highest_bid_wins_and_pays_the_bank() -> None:
    state = start(flags=(0, 1, 2))
    tile = state.display[0]
    after, events = bid_all(state, {0: 2, 1: 5, 2: 0})
    assert after.coins == (8, 3, 8) and after.bank == state.bank + 5
    assert after.flags == (0, 1, 2)
    revealed = [e for e in events if isinstance(e, ev.BidsRevealed)]
    assert revealed == [ev.BidsRevealed(tile, (2, 5, 0), 1, 5, ())]
    assert not any(isinstance(e, ev.FlagMoved) for e in events)
    assert after.phase is Phase.PLACE and after.placer == 1 and after.in_hand == tile
    assert GAME.to_move(after) == {1}


def test_a_tie_goes_to_the_highest_flag_which_drops_to_the_bottom() -> None:
    state = start(flags=(2, 0, 1))
    after, events = bid_all(state, {0: 4, 1: 4, 2: 1})
    assert after.placer == 0 and after.flags == (2, 1, 0)
    assert ev.FlagMoved(0, (2, 1, 0)) in events
    revealed = next(e for e in events if isinstance(e, ev.BidsRevealed))
    assert revealed.tied == (0, 1) and revealed.price == 4
    assert after.coins == (4, 8, 8)


def test_all_zero_bids_give_the_tile_free_to_the_top_flag() -> None:
    state = start(flags=(1, 2, 0))
    after, _ = bid_all(state, {0: 0, 1: 0, 2: 0})
    assert after.placer == 1 and after.coins == state.coins and after.bank == state.bank
    assert after.flags == (2, 0, 1)


def test_resolve_keeps_the_others_order() -> None:
    assert resolve((1, 3, 3, 3), (3, 0, 1, 2)) == (3, (3, 1, 2), (0, 1, 2, 3))
    assert resolve((0, 0), (1, 0)) == (1, (1, 0), (0, 1))


def test_bids_stay_hidden_until_all_are_in() -> None:
    state = start(flags=(0, 1, 2))
    first = GAME.apply(state, 0, Bid(6))
    for seat in (1, 2, None):
        view = GAME.view(first.state, seat)
        assert view.bid is None and view.has_bid == (True, False, False)
        assert view.coins == (None if seat is None else 8)
        assert events_for(first.events, seat) == (ev.BidHidden(0),)
    assert events_for(first.events, 0) == (ev.BidPlaced(0, 6),)
    assert GAME.view(first.state, 0).bid == 6
    other = GAME.apply(state, 0, Bid(1))
    for seat in (1, 2, None):
        assert GAME.view(first.state, seat) == GAME.view(other.state, seat)
    done, events = bid_all(first.state, {1: 2, 2: 3})
    revealed = [e for e in events if isinstance(e, ev.BidsRevealed)]
    assert revealed[0].bids == (6, 2, 3) and revealed[0].audience() is None


def test_coins_are_private_but_the_bank_is_public() -> None:
    state = replace(start(), coins=(1, 2, 3))
    assert [GAME.view(state, s).coins for s in (0, 1, 2, None)] == [1, 2, 3, None]
    names = {f for f in GAME.view(state, 0).__dataclass_fields__}
    assert "stack" not in names and "bids" not in names and "bank" in names
    paid = GAME.apply(replace(state, bids=(None, 0, 0)), 0, Bid(1)).events
    private = [e for e in paid if isinstance(e, ev.CoinsLeft)]
    assert private == [ev.CoinsLeft(0, 0)]
    assert all(not isinstance(e, ev.CoinsLeft) for e in events_for(paid, 1))
