"""Zooloretto setup, rounds and turns, placement, offspring, coin bonus and money actions,
including the FAQ points of RULES-FACTS."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import PlayerSpec, Transition
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules import GAME
from accessible_games.games.zooloretto.rules.actions import (
    Cancel, ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck,
    MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.state import (
    Phase, PlayerState, Truck, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import (
    BASE_STALL_TYPES, COIN_TILES, STALL_TILES, Species, StallType, Tile, TileKind, offspring_tiles, species_tiles,
)
from accessible_games.games.zooloretto.rules.zoo import EXPANSION, Enclosure

CAMEL, PANDA, ZEBRA = Species.CAMEL, Species.PANDA, Species.ZEBRA


def tile(species: Species, kind: TileKind, number: int = 1) -> Tile:
    return Tile(species.value, kind, number)


def plain(species: Species, count: int, first: int = 1) -> tuple[Tile, ...]:
    return tuple(tile(species, TileKind.PLAIN, n) for n in range(first, first + count))


def stall(kind: StallType, number: int = 1) -> Tile:
    return Tile(kind.value, TileKind.STALL, number)


def table(players: int = 3, seed: int = 7) -> ZoolorettoState:
    return GAME.new_game([PlayerSpec(f"p{i}") for i in range(players)], {}, seed).state


def with_player(state: ZoolorettoState, seat: int, **changes: Any) -> ZoolorettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def with_pen(state: ZoolorettoState, seat: int, index: int, animals: tuple[Tile, ...] = (),
             stalls: tuple[Tile | None, ...] | None = None) -> ZoolorettoState:
    me = state.players[seat]
    pen = me.enclosures[index]
    pen = replace(pen, animals=animals, stalls=pen.stalls if stalls is None else stalls)
    return replace(state, players=tuple(
        p.with_enclosure(index, pen) if i == seat else p for i, p in enumerate(state.players)))


def act(state: ZoolorettoState, action: Any, player: int | None = None) -> Transition[
        ZoolorettoState]:
    seat = state.current if player is None else player
    assert action in GAME.legal_actions(state, seat), (action, GAME.explain(state, seat, action))
    return GAME.apply(state, seat, action)


def placing(state: ZoolorettoState, tiles: tuple[Tile, ...], truck: int = 0) -> ZoolorettoState:
    """Put ``tiles`` on ``truck`` and let the current player take it."""
    trucks = list(state.trucks)
    trucks[truck] = replace(trucks[truck], tiles=tiles)
    return act(replace(state, trucks=tuple(trucks)), TakeTruck(truck)).state


def kinds(events: tuple[Any, ...]) -> list[type]:
    return [type(e) for e in events]


# Components and setup -------------------------------------------------------------------

def test_components() -> None:
    for species in Species:
        tiles = species_tiles(species)
        assert Counter(t.kind for t in tiles) == {TileKind.MALE: 2, TileKind.FEMALE: 2,
                                                 TileKind.PLAIN: 7}
        assert len(offspring_tiles(species)) == 2
    assert Counter(t.stall for t in STALL_TILES) == {s: 3 for s in BASE_STALL_TYPES}
    assert len(COIN_TILES) == 12


@pytest.mark.parametrize("players, removed, trucks", [(2, 3, 3), (3, 2, 3), (4, 1, 4),
                                                       (5, 0, 5)])
def test_setup_by_player_count(players: int, removed: int, trucks: int) -> None:
    state = table(players)
    assert len(state.removed_species) == removed
    assert len(state.trucks) == trucks
    assert all(p.coins == 2 for p in state.players) and state.bank == 30 - 2 * players
    assert len(state.end_stack) == 15
    in_play = 8 - removed
    assert len(state.stack) + len(state.end_stack) == 11 * in_play + 12 + 12
    assert len(state.offspring) == 2 * in_play
    assert [e.spec.capacity for e in state.players[0].enclosures] == [5, 4, 6]
    assert [len(e.stalls) for e in state.players[0].enclosures] == [1, 2, 1]


def test_two_players_have_trucks_of_three_two_and_one() -> None:
    state = table(2)
    assert [t.free for t in state.trucks] == [3, 2, 1]
    assert all(b.species in state.removed_species for t in state.trucks for b in t.blockers)


def test_wrong_player_count_is_refused() -> None:
    with pytest.raises(IllegalAction) as error:
        GAME.new_game([PlayerSpec("solo")], {}, 1)
    assert error.value.reason == "zooloretto-error-player-count"


def test_unknown_expansion_is_refused() -> None:
    with pytest.raises(IllegalAction) as error:
        GAME.new_game([PlayerSpec("a"), PlayerSpec("b")], {"expansions": ["unicorns"]}, 1)
    assert error.value.reason == "zooloretto-error-unknown-expansion"


# Rounds and turns ----------------------------------------------------------------------

def test_turn_options_at_the_start() -> None:
    state = table(3)
    assert GAME.legal_actions(state, 0) == [DrawTile()]
    assert GAME.legal_actions(state, 1) == []


def test_draw_and_load_passes_the_turn() -> None:
    state = table(3)
    drawn = state.stack[0]
    state = act(state, DrawTile()).state
    assert state.phase is Phase.LOAD_TRUCK and state.drawn == drawn
    state = act(state, LoadTruck(1)).state
    assert state.trucks[1].tiles == (drawn,) and state.current == 1


def test_a_full_truck_cannot_be_loaded() -> None:
    state = table(3)
    state = replace(state, trucks=(Truck(plain(CAMEL, 3)), Truck(), Truck()))
    state = act(state, DrawTile()).state
    assert LoadTruck(0) not in GAME.legal_actions(state, 0)
    reason = GAME.explain(state, 0, LoadTruck(0))
    assert reason is not None and reason.reason == "zooloretto-error-truck-full"


def test_drawing_needs_a_truck_with_room() -> None:
    state = table(3)
    state = replace(state, trucks=tuple(Truck(plain(CAMEL, 3)) for _ in range(3)))
    assert DrawTile() not in GAME.legal_actions(state, 0)
    reason = GAME.explain(state, 0, DrawTile())
    assert reason is not None and reason.reason == "zooloretto-error-trucks-full"


def test_empty_truck_cannot_be_taken() -> None:
    reason = GAME.explain(table(3), 0, TakeTruck(0))
    assert reason is not None and reason.reason == "zooloretto-error-truck-empty"


def test_taking_a_truck_leaves_the_round_and_last_player_keeps_acting() -> None:
    state = table(3)
    state = replace(state, trucks=(Truck(plain(CAMEL, 1)), Truck(plain(PANDA, 1)), Truck()))
    state = act(state, TakeTruck(0)).state
    state = act(state, PlaceInEnclosure(0)).state
    assert state.current == 1
    state = act(state, TakeTruck(1)).state
    state = act(state, PlaceInEnclosure(0)).state
    assert state.current == 2
    for _ in range(2):
        state = act(state, DrawTile()).state
        state = act(state, LoadTruck(2)).state
        assert state.current == 2 and state.phase is Phase.TURN
    assert not any(isinstance(a, (LoadTruck, TakeTruck)) and getattr(a, "truck", 2) != 2
                   for a in GAME.legal_actions(state, 2))


def test_last_truck_taker_starts_the_next_round() -> None:
    state = table(3)
    state = replace(state, current=1, trucks=(Truck(plain(CAMEL, 1)), Truck(plain(PANDA, 1)),
                                              Truck(plain(ZEBRA, 1))))
    state = act(state, TakeTruck(0)).state
    state = act(state, PlaceInBarn()).state
    state = act(state, TakeTruck(1)).state
    state = act(state, PlaceInBarn()).state
    assert state.current == 0
    result = act(state, TakeTruck(2))
    result = act(result.state, PlaceInBarn())
    assert ev.RoundStarted(2, 0) in result.events
    assert result.state.current == 0 and result.state.round == 2
    assert all(t.taken_by is None and not t.tiles for t in result.state.trucks)


def test_no_money_action_after_taking_a_truck() -> None:
    state = with_player(table(3), 0, coins=10, barn=plain(CAMEL, 1))
    state = replace(state, trucks=(Truck(plain(CAMEL, 1, 2)), Truck(plain(PANDA, 1)), Truck()))
    state = act(state, TakeTruck(0)).state
    state = act(state, PlaceInBarn()).state
    assert state.current == 1 and not state.in_round(0)
    assert GAME.legal_actions(state, 0) == []


def test_two_players_leftovers_leave_the_game_at_round_end() -> None:
    state = table(2)
    leftover = plain(PANDA, 1)
    trucks = (Truck(plain(CAMEL, 1)), replace(state.trucks[1], tiles=leftover), state.trucks[2])
    state = replace(state, trucks=trucks)
    state = act(state, TakeTruck(0)).state
    state = act(state, PlaceInBarn()).state
    state = act(state, DrawTile()).state
    state = act(state, LoadTruck(2)).state
    assert state.current == 1
    result = act(state, TakeTruck(2))
    result = act(result.state, PlaceInBarn())
    assert ev.LeftoversRemoved(1, leftover) in result.events
    assert set(leftover) <= set(result.state.discarded)
    assert [t.free for t in result.state.trucks] == [3, 2, 1]


def test_end_stack_starts_the_final_round_and_the_game_ends_after_it() -> None:
    state = table(3)
    state = replace(state, stack=())
    result = act(state, DrawTile())
    assert result.state.final_round and any(isinstance(e, ev.FinalRoundStarted)
                                            for e in result.events)
    state = act(result.state, LoadTruck(0)).state
    state = replace(state, trucks=(state.trucks[0], Truck(plain(PANDA, 1)),
                                   Truck(plain(ZEBRA, 1))))
    for _ in range(3):
        truck = next(i for i, t in enumerate(state.trucks) if t.taken_by is None)
        state = act(state, TakeTruck(truck)).state
        while state.phase is not Phase.TURN and state.phase is not Phase.OVER:
            state = act(state, GAME.legal_actions(state, state.current)[-1]).state
    assert state.phase is Phase.OVER and GAME.to_move(state) == frozenset()
    assert GAME.outcome(state) is not None


# Placement -----------------------------------------------------------------------------

def test_animal_goes_to_empty_or_same_species_enclosure_or_barn() -> None:
    state = with_pen(table(3), 0, 0, plain(CAMEL, 2))
    state = with_pen(state, 0, 1, plain(PANDA, 1))
    state = placing(state, plain(CAMEL, 1, 5))
    assert GAME.legal_actions(state, 0) == [PlaceInEnclosure(0), PlaceInEnclosure(2),
                                            PlaceInBarn()]
    reason = GAME.explain(state, 0, PlaceInEnclosure(1))
    assert reason is not None and reason.reason == "zooloretto-error-other-species"


def test_same_species_may_live_in_several_enclosures() -> None:
    state = with_pen(table(3), 0, 0, plain(CAMEL, 2))
    state = placing(state, plain(CAMEL, 1, 5))
    state = act(state, PlaceInEnclosure(2)).state
    assert [e.species for e in state.players[0].enclosures] == [CAMEL, None, CAMEL]


def test_full_enclosure_takes_nothing() -> None:
    state = with_pen(table(3), 0, 1, plain(CAMEL, 4))
    state = placing(state, plain(CAMEL, 1, 5))
    reason = GAME.explain(state, 0, PlaceInEnclosure(1))
    assert reason is not None and reason.reason == "zooloretto-error-enclosure-full"


def test_stall_goes_on_a_free_stall_space_or_the_barn() -> None:
    state = with_pen(table(3), 0, 1, stalls=(stall(StallType.FOOD), None))
    state = placing(state, (stall(StallType.DRINKS),))
    assert GAME.legal_actions(state, 0) == [PlaceOnStallSpace(0, 0), PlaceOnStallSpace(1, 1),
                                            PlaceOnStallSpace(2, 0), PlaceInBarn()]
    state = act(state, PlaceOnStallSpace(1, 1)).state
    assert state.players[0].enclosures[1].stalls == (stall(StallType.FOOD),
                                                     stall(StallType.DRINKS))


def test_coin_tiles_go_to_the_purse() -> None:
    state = table(3)
    result = act(replace(state, trucks=(Truck((COIN_TILES[0], COIN_TILES[1])), Truck(),
                                        Truck())), TakeTruck(0))
    assert result.state.players[0].coins == 4 and result.state.cashed == COIN_TILES[:2]
    assert result.state.current == 1


def test_player_chooses_the_order_of_truck_tiles() -> None:
    state = placing(table(3), (stall(StallType.FOOD),) + plain(CAMEL, 1))
    assert state.phase is Phase.CHOOSE_TILE
    assert GAME.legal_actions(state, 0) == [ChooseTile(stall(StallType.FOOD)),
                                            ChooseTile(plain(CAMEL, 1)[0])]
    state = act(state, ChooseTile(plain(CAMEL, 1)[0])).state
    state = act(state, PlaceInEnclosure(0)).state
    assert state.phase is Phase.PLACE_TILE and state.task is not None
    assert state.task.tile == stall(StallType.FOOD)


# Offspring and coin bonus --------------------------------------------------------------

def test_fertile_pair_has_an_offspring_in_its_enclosure() -> None:
    male, female = tile(CAMEL, TileKind.MALE), tile(CAMEL, TileKind.FEMALE)
    state = with_pen(table(3), 0, 2, (male,))
    result = act(placing(state, (female,)), PlaceInEnclosure(2))
    baby = tile(CAMEL, TileKind.OFFSPRING, 1)
    assert ev.OffspringBorn(0, baby, 2, False) in result.events
    me = result.state.players[0]
    assert me.enclosures[2].animals == (male, female, baby)
    assert me.bred == {male, female} and baby not in result.state.offspring


def test_used_parents_do_not_breed_again() -> None:
    male, female = tile(CAMEL, TileKind.MALE), tile(CAMEL, TileKind.FEMALE)
    state = with_pen(table(3), 0, 2, (male, female, tile(CAMEL, TileKind.OFFSPRING, 1)))
    state = with_player(state, 0, bred=frozenset({male, female}))
    result = act(placing(state, plain(CAMEL, 1)), PlaceInEnclosure(2))
    assert not any(isinstance(e, ev.OffspringBorn) for e in result.events)
    female2 = tile(CAMEL, TileKind.FEMALE, 2)
    result = act(placing(state, (female2,)), PlaceInEnclosure(2))
    assert not any(isinstance(e, ev.OffspringBorn) for e in result.events)


def test_pair_in_different_enclosures_does_not_breed() -> None:
    state = with_pen(table(3), 0, 0, (tile(CAMEL, TileKind.MALE),))
    result = act(placing(state, (tile(CAMEL, TileKind.FEMALE),)), PlaceInEnclosure(2))
    assert not any(isinstance(e, ev.OffspringBorn) for e in result.events)


def test_offspring_goes_to_the_barn_when_the_enclosure_is_full() -> None:
    state = with_pen(table(3), 0, 1, (tile(CAMEL, TileKind.MALE),) + plain(CAMEL, 2))
    result = act(placing(state, (tile(CAMEL, TileKind.FEMALE),)), PlaceInEnclosure(1))
    baby = tile(CAMEL, TileKind.OFFSPRING, 1)
    assert ev.OffspringBorn(0, baby, 1, True) in result.events
    assert baby in result.state.players[0].barn
    assert ev.CoinBonus(0, 1, 1, 3) in result.events


def test_coin_bonus_when_an_animal_fills_the_last_space() -> None:
    state = with_pen(table(3), 0, 0, plain(CAMEL, 4))
    result = act(placing(state, plain(CAMEL, 1, 5)), PlaceInEnclosure(0))
    assert ev.CoinBonus(0, 0, 2, 4) in result.events
    assert result.state.players[0].coins == 4


def test_six_space_enclosure_gives_no_coins() -> None:
    state = with_pen(table(3), 0, 2, plain(CAMEL, 5))
    result = act(placing(state, plain(CAMEL, 1, 6)), PlaceInEnclosure(2))
    assert not any(isinstance(e, ev.CoinBonus) for e in result.events)


def test_offspring_filling_an_enclosure_earns_the_coin_bonus() -> None:
    state = with_pen(table(3), 0, 0, (tile(CAMEL, TileKind.MALE),) + plain(CAMEL, 2))
    result = act(placing(state, (tile(CAMEL, TileKind.FEMALE),)), PlaceInEnclosure(0))
    assert ev.CoinBonus(0, 0, 2, 4) in result.events


# Money actions ---------------------------------------------------------------------------

def test_move_from_barn_costs_one_and_can_earn_the_coin_bonus() -> None:
    state = with_pen(table(3), 0, 0, plain(CAMEL, 4))
    state = with_player(state, 0, barn=plain(CAMEL, 1, 5), coins=1)
    state = act(state, MoveFromBarn(plain(CAMEL, 1, 5)[0])).state
    assert GAME.legal_actions(state, 0) == [PlaceInEnclosure(0), PlaceInEnclosure(1),
                                            PlaceInEnclosure(2), Cancel()]
    result = act(state, PlaceInEnclosure(0))
    me = result.state.players[0]
    assert me.barn == () and me.coins == 0 + 2 and result.state.current == 1
    assert ev.MoneyPaid(0, "move", 1, 0) in result.events


def test_cancel_backs_out_without_paying() -> None:
    state = with_player(table(3), 0, barn=plain(CAMEL, 1), coins=1)
    state = act(state, MoveFromBarn(plain(CAMEL, 1)[0])).state
    state = act(state, Cancel()).state
    assert state.phase is Phase.TURN and state.current == 0 and state.players[0].coins == 1


def test_move_stall_to_another_space() -> None:
    state = with_pen(table(3), 0, 0, stalls=(stall(StallType.FOOD),))
    state = act(state, MoveStall(0, 0)).state
    assert PlaceOnStallSpace(0, 0) not in GAME.legal_actions(state, 0)
    state = act(state, PlaceOnStallSpace(2, 0)).state
    me = state.players[0]
    assert me.enclosures[0].stalls == (None,) and me.enclosures[2].stalls == (
        stall(StallType.FOOD),) and me.coins == 1


def test_money_actions_need_coins() -> None:
    state = with_player(table(3), 0, barn=plain(CAMEL, 1), coins=0)
    assert not any(isinstance(a, (MoveFromBarn, Discard, Expand))
                   for a in GAME.legal_actions(state, 0))
    reason = GAME.explain(state, 0, Discard(plain(CAMEL, 1)[0]))
    assert reason is not None and reason.reason == "zooloretto-error-not-enough-coins"
    assert reason.args_map == {"cost": 2, "coins": 0}


def test_exchange_two_enclosures() -> None:
    state = with_pen(table(3), 0, 0, plain(CAMEL, 3))
    state = with_pen(state, 0, 1, plain(PANDA, 2))
    result = act(state, ExchangeEnclosures(0, 1))
    me = result.state.players[0]
    assert me.enclosures[0].species == PANDA and me.enclosures[1].species == CAMEL
    assert me.coins == 1


def test_exchange_needs_animals_on_both_sides() -> None:
    state = with_pen(table(3), 0, 0, plain(CAMEL, 3))
    assert ExchangeEnclosures(0, 1) not in GAME.legal_actions(state, 0)
    reason = GAME.explain(state, 0, ExchangeEnclosures(0, 1))
    assert reason is not None and reason.reason == "zooloretto-error-exchange-empty-side"
    reason = GAME.explain(state, 0, ExchangeBarn(PANDA, 0))
    assert reason is not None and reason.reason == "zooloretto-error-exchange-empty-side"


def test_exchange_groups_must_fit_and_differ() -> None:
    state = with_pen(table(3), 0, 2, plain(CAMEL, 5))
    state = with_pen(state, 0, 1, plain(PANDA, 2))
    reason = GAME.explain(state, 0, ExchangeEnclosures(1, 2))
    assert reason is not None and reason.reason == "zooloretto-error-exchange-does-not-fit"
    state = with_pen(state, 0, 0, plain(CAMEL, 1, 6))
    reason = GAME.explain(state, 0, ExchangeEnclosures(0, 2))
    assert reason is not None and reason.reason == "zooloretto-error-exchange-same-species"


def test_exchange_with_the_barn() -> None:
    state = with_pen(table(3), 0, 1, plain(PANDA, 2))
    state = with_player(state, 0, barn=plain(CAMEL, 3) + plain(ZEBRA, 1))
    state = with_pen(state, 0, 1, plain(PANDA, 2))
    result = act(state, ExchangeBarn(CAMEL, 1))
    me = result.state.players[0]
    assert me.enclosures[1].animals == plain(CAMEL, 3)
    assert set(me.barn) == set(plain(PANDA, 2) + plain(ZEBRA, 1))


def test_exchange_never_earns_coins_even_when_offspring_fills() -> None:
    male, female = tile(CAMEL, TileKind.MALE), tile(CAMEL, TileKind.FEMALE)
    state = with_pen(table(3), 0, 1, plain(PANDA, 1))
    state = with_player(state, 0, barn=(male, female, plain(CAMEL, 1)[0]))
    state = with_pen(state, 0, 1, plain(PANDA, 1))
    result = act(state, ExchangeBarn(CAMEL, 1))
    me = result.state.players[0]
    assert me.enclosures[1].is_full
    assert any(isinstance(e, ev.OffspringBorn) for e in result.events)
    assert not any(isinstance(e, ev.CoinBonus) for e in result.events)
    assert me.coins == 1


def test_purchase_pays_seller_one_and_bank_one() -> None:
    state = with_player(table(3), 1, barn=plain(PANDA, 1))
    bank = state.bank
    state = act(state, Purchase(1, plain(PANDA, 1)[0])).state
    result = act(state, PlaceInEnclosure(0))
    s = result.state
    assert s.players[0].coins == 0 and s.players[1].coins == 3 and s.bank == bank + 1
    assert s.players[1].barn == () and s.players[0].enclosures[0].animals == plain(PANDA, 1)
    assert PlaceInBarn() not in GAME.legal_actions(state, 0)


def test_purchase_needs_a_place_in_the_zoo() -> None:
    state = with_player(table(3), 1, barn=(stall(StallType.FOOD),))
    state = with_pen(state, 0, 0, stalls=(stall(StallType.DRINKS),))
    state = with_pen(state, 0, 1, stalls=(stall(StallType.DRINKS, 2), stall(StallType.FOOD, 2)))
    state = with_pen(state, 0, 2, stalls=(stall(StallType.DRINKS, 3),))
    assert Purchase(1, stall(StallType.FOOD)) not in GAME.legal_actions(state, 0)
    reason = GAME.explain(state, 0, Purchase(1, stall(StallType.FOOD)))
    assert reason is not None and reason.reason == "zooloretto-error-no-room"
    reason = GAME.explain(state, 0, Purchase(0, stall(StallType.FOOD)))
    assert reason is not None and reason.reason == "zooloretto-error-buy-from-self"


def test_discard_removes_a_barn_tile() -> None:
    state = with_player(table(3), 0, barn=plain(CAMEL, 2))
    result = act(state, Discard(plain(CAMEL, 1)[0]))
    assert result.state.players[0].barn == plain(CAMEL, 1, 2)
    assert plain(CAMEL, 1)[0] in result.state.discarded and result.state.players[0].coins == 0


def test_expand_once_and_twice_with_two_players() -> None:
    for players, limit in ((3, 1), (2, 2)):
        state = with_player(table(players), 0, coins=9)
        for _ in range(limit):
            state = act(state, Expand()).state
            state = replace(state, current=0)
        me = state.players[0]
        assert me.expansions == limit and me.enclosures[-1] == Enclosure.empty(EXPANSION)
        assert Expand() not in GAME.legal_actions(state, 0)
        reason = GAME.explain(state, 0, Expand())
        assert reason is not None and reason.reason == "zooloretto-error-no-expansions-left"


def test_expansion_enclosure_earns_one_coin_when_filled() -> None:
    state = with_player(table(3), 0, coins=3)
    state = replace(act(state, Expand()).state, current=0)
    state = with_pen(state, 0, 3, plain(CAMEL, 4))
    result = act(placing(state, plain(CAMEL, 1, 5)), PlaceInEnclosure(3))
    assert ev.CoinBonus(0, 3, 1, 1) in result.events


def test_wrong_phase_is_explained() -> None:
    reason = GAME.explain(table(3), 0, PlaceInBarn())
    assert reason is not None and reason.reason == "zooloretto-error-not-now"
    reason = GAME.explain(table(3), 1, DrawTile())
    assert reason is not None and reason.reason == "core-error-not-your-turn"
    assert PlayerState().coins == 2


def test_a_bought_parent_stays_used() -> None:
    male, female = tile(CAMEL, TileKind.MALE), tile(CAMEL, TileKind.FEMALE)
    state = with_player(table(3), 1, barn=(male,), bred=frozenset({male}))
    state = with_pen(state, 0, 0, (female,))
    state = act(state, Purchase(1, male)).state
    result = act(state, PlaceInEnclosure(0))
    assert not any(isinstance(e, ev.OffspringBorn) for e in result.events)
    assert male in result.state.players[0].bred and result.state.players[1].bred == frozenset()


def test_bought_animal_can_breed_and_fill_for_coins() -> None:
    male, female = tile(CAMEL, TileKind.MALE), tile(CAMEL, TileKind.FEMALE)
    state = with_player(table(3), 1, barn=(male,))
    state = with_pen(state, 0, 1, (female,) + plain(CAMEL, 1))
    result = act(act(state, Purchase(1, male)).state, PlaceInEnclosure(1))
    assert any(isinstance(e, ev.OffspringBorn) for e in result.events)
    assert ev.CoinBonus(0, 1, 1, 1) in result.events
