"""Rounds (rulebook "Průběh hry", "Vyhodnocení kola", "Konec hry", "Varianta hry"):
5 tiles a round (the variant: until 3 show trees, round 5 all the rest), benches for new
loops, round scoring times the round number, income, a tile that fits nowhere, the end."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.ozoolemio.rules import GAME, Bid, OzooState, Phase
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.transitions import reveal_count
from accessible_games.games.ozoolemio.rules.scoring import income, outcome_of
from accessible_games.games.ozoolemio.rules.state import TOTAL_COINS, RoundScore, Variant
from accessible_games.games.ozoolemio.rules.tiles import tileset_to_json
from accessible_games.games.ozoolemio.rules.tileset import default_tileset

RING = [("R1:nes|Y1:ws", "M2", "e"), ("G1:ne|O1:nw", "M3", "e")]


def two_players(kit: SimpleNamespace, round_number: int = 1) -> OzooState:
    state: OzooState = kit.game(2, starts=[kit.TEST_START] * 2)
    return replace(state, round=round_number)


def test_a_closed_loop_earns_a_bench(kit: SimpleNamespace) -> None:
    state = kit.lay(two_players(kit), 0, *RING[0]).state
    transition = kit.lay(state, 0, *RING[1])
    assert ev.BenchesPlaced(0, 1, 1) in transition.events
    assert transition.state.players[0].benches == 1


def test_round_scoring_multiplies_figures_and_benches_by_the_round(
        kit: SimpleNamespace) -> None:
    """Seat 0: sole in red, yellow, grey and orange (1 visitor each) and 1 bench: 5 x 2."""
    state = kit.lay(two_players(kit, 2), 0, *RING[0]).state
    transition = kit.lay(replace(state, display=()), 0, *RING[1])
    scored = [e for e in transition.events if isinstance(e, ev.RoundScored)]
    assert scored == [ev.RoundScored(0, 2, 4, 0, 1, 10, 10), ev.RoundScored(1, 2, 0, 0, 0, 0, 0)]
    after = transition.state
    assert after.players[0].visitor_points == 8 and after.players[0].bench_points == 2
    assert after.round == 3 and after.phase is Phase.BID
    assert ev.RoundStarted(3) in transition.events
    assert after.players[0].rounds == (RoundScore(2, visitors=4, trees=0, benches=1),)
    assert after.players[1].rounds == (RoundScore(2, visitors=0, trees=0, benches=0),)
    entry = after.players[0].rounds[0]
    assert (entry.multiplier, entry.points) == (2, 10)


def test_income_is_one_coin_per_auctioned_tile_from_the_bank(kit: SimpleNamespace) -> None:
    state = kit.lay(two_players(kit), 0, *RING[0]).state
    state = kit.lay(state, 1, *RING[0]).state
    transition = kit.lay(replace(state, display=()), 0, *RING[1])
    after = transition.state
    assert after.coins == (state.coins[0] + 2, state.coins[1] + 1)
    assert after.bank == state.bank - 3
    assert ev.IncomePaid(0, 2, 2) in transition.events
    assert ev.IncomePaid(1, 1, 1) in transition.events
    assert ev.CoinsLeft(1, after.coins[1]) in transition.events


def test_a_short_bank_pays_one_coin_at_a_time_down_the_flag_pole(kit: SimpleNamespace) -> None:
    assert income((2, 1), 2, (1, 0)) == (1, 1)
    assert income((3, 0, 2), 4, (2, 0, 1)) == (2, 0, 2)
    state = kit.lay(two_players(kit), 0, *RING[0]).state
    state = kit.lay(state, 1, *RING[0]).state
    state = replace(state, bank=2, coins=(17, 16), flags=(1, 0))
    transition = kit.lay(replace(state, display=()), 0, *RING[1])
    assert transition.state.coins == (18, 17) and transition.state.bank == 0
    assert ev.IncomePaid(0, 1, 2) in transition.events


def test_the_standard_game_reveals_five_tiles_a_round() -> None:
    tiles = default_tileset().tiles
    assert [reveal_count(tiles[i:], r, Variant.STANDARD) for i, r in
            ((0, 1), (5, 2), (20, 5))] == [5, 5, 5]


def test_the_variant_reveals_until_three_tiles_show_trees() -> None:
    tiles = default_tileset().tiles
    with_trees = [i for i, t in enumerate(tiles) if t.has_trees]
    assert reveal_count(tiles, 1, Variant.TREES) == with_trees[2] + 1
    assert reveal_count(tiles, 5, Variant.TREES) == 25
    bare = tuple(t for t in tiles if not t.has_trees)
    assert reveal_count(bare, 2, Variant.TREES) == len(bare)


def play_random(players: int, options: dict[str, object], seed: int) -> list[Event]:
    match = Match.start(GAME, [PlayerSpec(f"p{i}") for i in range(players)], options, seed)
    rng = Rng(seed)
    events = list(match.setup_events)
    while not match.is_over():
        seat = min(match.to_move())
        events += match.act(seat, rng.choice(match.legal_actions(seat)))
    return events


def test_a_variant_game_shows_three_tree_tiles_in_rounds_1_to_4() -> None:
    for seed in range(4):
        revealed = [e for e in play_random(3, {"variant": "trees"}, seed)
                    if isinstance(e, ev.TilesRevealed)]
        assert [e.round for e in revealed] == [1, 2, 3, 4, 5]
        for event in revealed[:4]:
            assert sum(t.has_trees for t in event.tiles) == 3
            assert event.tiles[-1].has_trees
        assert revealed[4].left == 0 and sum(len(e.tiles) for e in revealed) == 25


def twelve_tree_tiles() -> dict[str, Any]:
    """Return the default set's document with trees on exactly 12 tiles, the least the
    tree variant allows."""
    doc: dict[str, Any] = tileset_to_json(default_tileset())
    with_trees = [t for t in doc["tiles"] if any(h["trees"] for h in t["halves"])]
    for tile in with_trees[12:]:
        for half in tile["halves"]:
            half["trees"] = 0
    return doc


def test_a_round_with_no_tiles_left_is_scored_at_once() -> None:
    """With 12 tree tiles and a tree tile last in the stack, rounds 1 to 4 reveal all 25:
    round 5 has no auction, yet it is scored (times 5), income is paid, then the game
    ends."""
    options = {"variant": "trees", "tiles": twelve_tree_tiles()}
    players = [PlayerSpec("a"), PlayerSpec("b"), PlayerSpec("c")]
    seed = next(s for s in range(100)
                if GAME.new_game(players, options, s).state.stack[-1].has_trees)
    events = play_random(3, options, seed)
    revealed = [e for e in events if isinstance(e, ev.TilesRevealed)]
    assert [e.round for e in revealed] == [1, 2, 3, 4, 5]
    assert sum(len(e.tiles) for e in revealed[:4]) == 25
    assert revealed[4] == ev.TilesRevealed(5, (), 0)
    last = events[events.index(revealed[4]):]
    assert not any(isinstance(e, (ev.AuctionStarted, ev.BidPlaced)) for e in last)
    scored = [e for e in last if isinstance(e, ev.RoundScored)]
    assert [e.round for e in scored] == [5, 5, 5]
    assert all(e.points == 5 * (e.visitors + e.trees + e.benches) for e in scored)
    assert len([e for e in last if isinstance(e, ev.IncomePaid)]) == 3
    assert isinstance(events[-1], ev.GameEnded)


def test_a_standard_game_has_five_rounds_of_five_auctions() -> None:
    events = play_random(2, {}, 3)
    revealed = [e for e in events if isinstance(e, ev.TilesRevealed)]
    assert [len(e.tiles) for e in revealed] == [5] * 5
    auctions = [e for e in events if isinstance(e, ev.AuctionStarted)]
    assert [(e.number, e.of) for e in auctions[:6]] == [(1, 5), (2, 5), (3, 5), (4, 5),
                                                        (5, 5), (1, 5)]
    scored = [e for e in events if isinstance(e, ev.RoundScored)]
    assert [e.round for e in scored] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert isinstance(events[-1], ev.GameEnded)


def test_a_tile_that_fits_nowhere_is_set_aside_but_paid(kit: SimpleNamespace) -> None:
    """Seat 0's start tile has no open path end, so no tile can join its zoo."""
    state: OzooState = kit.game(2, starts=[":n|:", kit.TEST_START])
    tile = state.display[0]
    state = GAME.apply(state, 1, Bid(0)).state
    transition = GAME.apply(state, 0, Bid(2))
    after = transition.state
    assert ev.TileSetAside(0, tile) in transition.events
    assert after.set_aside == (tile,) and after.coins[0] == 6 and after.phase is Phase.BID
    assert after.auction == 2 and GAME.to_move(after) == {0, 1}


def test_the_game_ends_after_round_five(kit: SimpleNamespace) -> None:
    state = kit.lay(two_players(kit, 5), 0, *RING[0]).state
    transition = kit.lay(replace(state, display=(), stack=()), 0, *RING[1])
    after = transition.state
    assert after.phase is Phase.OVER and GAME.to_move(after) == frozenset()
    assert GAME.legal_actions(after, 0) == []
    reason = GAME.explain(after, 0, Bid(0))
    assert isinstance(reason, IllegalAction) and reason.reason == "core-error-game-over"
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.scores == (25, 0) and outcome.winners == (0,)
    assert outcome.details["benches"] == (5, 0) and outcome.details["visitors"] == (20, 0)
    ended = transition.events[-1]
    assert isinstance(ended, ev.GameEnded) and ended.places == (1, 2)
    assert GAME.outcome(state) is None


def test_a_tie_is_broken_by_coins_left_then_shared(kit: SimpleNamespace) -> None:
    state = two_players(kit)
    players = tuple(replace(p, visitor_points=12) for p in state.players)
    richer = outcome_of(replace(state, players=players, coins=(3, 5)))
    assert richer.places == (2, 1) and richer.tie_break == "coins"
    shared = outcome_of(replace(state, players=players, coins=(4, 4)))
    assert shared.places == (1, 1) and shared.tie_break == "shared"


def test_coins_stay_within_the_35() -> None:
    state = GAME.new_game([PlayerSpec(f"p{i}") for i in range(4)], {}, 1).state
    assert sum(state.coins) + state.bank == TOTAL_COINS
