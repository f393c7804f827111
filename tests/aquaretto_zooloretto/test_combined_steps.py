"""Taking a truck and the money actions in the combined game: Zooloretto tiles only into
the zoo or the barn, Aquaretto tiles only into the water park or the depot, one tile at a
time in the player's order; one money action per turn in either zoo; one purse and one
bank; the last player keeps acting; the round ends when everybody has a truck."""

from __future__ import annotations

from types import SimpleNamespace

from accessible_games.games.aquaretto.rules import events as water_ev
from accessible_games.games.aquaretto.rules.actions import (
    BuyTile, ChooseTile, DiscardTile, MoveDepotTile, PlaceInDepot, PlaceTile,
)
from accessible_games.games.aquaretto.rules.geometry import parse_cell
from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, CombinedState, DrawFrom, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules import events as zoo_ev
from accessible_games.games.zooloretto.rules.actions import Cancel as ZooCancel
from accessible_games.games.zooloretto.rules.actions import ChooseTile as ZooChoose
from accessible_games.games.zooloretto.rules.actions import (
    Discard, MoveFromBarn, PlaceInBarn, PlaceInEnclosure,
)

ZOO, WATER = Supply.ZOO, Supply.WATER


def two_trucks(kit: SimpleNamespace, players: int = 3) -> CombinedState:
    """A table where truck 1 holds Aquaretto tiles and truck 2 Zooloretto tiles."""
    state = kit.new_state(players)
    return kit.load_trucks(state, {
        0: (kit.wt("orca-male1"), kit.wt("orca-female1"), kit.wt("coin-2")),
        1: (kit.zt("panda-male1"), kit.zt("coin-3"), kit.zt("stall-food1"))})


def test_zooloretto_tiles_go_only_into_the_zoo_or_the_barn(kit: SimpleNamespace) -> None:
    """Taking truck 2 hands its tiles to Zooloretto's rules: the coin tile to the purse,
    then the player chooses the order and places each tile in the zoo or the barn; the
    Zooloretto event names the combined truck index."""
    state = two_trucks(kit)
    state, events = kit.act(state, TakeTruck(1))
    assert events[0] == zoo_ev.TruckTaken(0, 1, (kit.zt("panda-male1"), kit.zt("coin-3"),
                                                 kit.zt("stall-food1")))
    assert events[1] == zoo_ev.CoinTileCashed(0, kit.zt("coin-3"), 3)
    assert state.coins[0] == 3 and state.phase is Phase.ZOO
    legal = GAME.legal_actions(state, 0)
    assert legal == [ZooStep(ZooChoose(kit.zt("panda-male1"))),
                     ZooStep(ZooChoose(kit.zt("stall-food1")))]
    state, _ = kit.act(state, ZooStep(ZooChoose(kit.zt("stall-food1"))))
    legal = GAME.legal_actions(state, 0)
    assert all(isinstance(a, ZooStep) for a in legal) and ZooStep(PlaceInBarn()) in legal
    assert kit.reason(state, WaterStep(PlaceTile(parse_cell("3C")))) == \
        "aquaretto-zooloretto-error-not-now"
    assert kit.reason(state, WaterStep(PlaceInDepot())) == "aquaretto-zooloretto-error-not-now"
    assert kit.reason(state, ZooStep(PlaceInEnclosure(0))) == "zooloretto-error-not-an-animal"
    state, _ = kit.act(state, ZooStep(PlaceInBarn()))
    state, events = kit.act(state, ZooStep(PlaceInEnclosure(2)))
    assert events == [zoo_ev.AnimalPlaced(0, kit.zt("panda-male1"), 2)]
    assert state.phase is Phase.TURN and state.current == 1
    assert state.trucks[1].taken_by == 0 and state.truck_supplies[1] is ZOO
    kit.check_invariants(state)


def test_aquaretto_tiles_go_only_into_the_water_park_or_the_depot(kit: SimpleNamespace) -> None:
    state = two_trucks(kit)
    state, events = kit.act(state, TakeTruck(0))
    assert isinstance(events[0], water_ev.TruckTaken) and events[0].truck == 0
    assert events[1] == water_ev.CoinTileTaken(0, 3)
    assert state.phase is Phase.WATER and state.coins[0] == 3
    legal = GAME.legal_actions(state, 0)
    assert legal == [WaterStep(ChooseTile(kit.wt("orca-male1"))),
                     WaterStep(ChooseTile(kit.wt("orca-female1")))]
    state, _ = kit.act(state, WaterStep(ChooseTile(kit.wt("orca-female1"))))
    assert all(isinstance(a, WaterStep) for a in GAME.legal_actions(state, 0))
    assert kit.reason(state, ZooStep(PlaceInBarn())) == "aquaretto-zooloretto-error-not-now"
    state, _ = kit.act(state, WaterStep(PlaceTile(parse_cell("3C"))))
    state, events = kit.act(state, WaterStep(PlaceTile(parse_cell("4C"))))
    assert water_ev.OffspringBorn(0, kit.wt("orca-male1").species, kit.wt("orca-male1"),
                                  kit.wt("orca-female1")) in events
    while state.phase is Phase.WATER:
        state, _ = kit.act(state, GAME.legal_actions(state, 0)[0])
    assert state.current == 1 and state.phase is Phase.TURN
    kit.check_invariants(state)


def test_one_money_action_per_turn_in_either_zoo(kit: SimpleNamespace) -> None:
    """"Smí provést pouze jednu peněžní akci buď ve své zoo, nebo ve svém vodním zooparku."
    Both games' money actions are offered, labelled by game; one of them ends the turn."""
    barn_tile, depot_tile = kit.zt("panda-male1"), kit.wt("orca-male1")
    state = kit.set_coins(kit.new_state(), 0, 5)
    state = kit.with_depot(kit.with_barn(state, 0, barn_tile), 0, depot_tile)
    legal = GAME.legal_actions(state, 0)
    for action in (ZooStep(MoveFromBarn(barn_tile)), ZooStep(Discard(barn_tile)),
                   WaterStep(MoveDepotTile()), WaterStep(DiscardTile())):
        assert action in legal
    bank = state.bank
    state, events = kit.act(state, ZooStep(Discard(barn_tile)))
    assert zoo_ev.MoneyPaid(0, "discard", 2, 3) in events
    assert state.current == 1 and state.coins[0] == 3 and state.bank == bank + 2
    assert state.zoo.bank == state.water.bank == bank + 2
    assert state.water.players[0].coins == 3
    kit.check_invariants(state)


def test_a_cancelled_money_action_lets_the_player_choose_again(kit: SimpleNamespace) -> None:
    state = kit.set_coins(kit.new_state(), 0, 5)
    tile = kit.zt("panda-male1")
    state = kit.with_barn(state, 0, tile)
    state, _ = kit.act(state, ZooStep(MoveFromBarn(tile)))
    assert state.phase is Phase.ZOO
    assert kit.reason(state, WaterStep(DiscardTile())) == "aquaretto-zooloretto-error-not-now"
    assert kit.reason(state, DrawFrom(ZOO)) == "aquaretto-zooloretto-error-not-now"
    state, events = kit.act(state, ZooStep(ZooCancel()))
    assert events == [zoo_ev.MoneyActionCancelled(0)]
    assert state.phase is Phase.TURN and state.current == 0 and state.coins[0] == 5
    state, _ = kit.act(state, ZooStep(MoveFromBarn(tile)), ZooStep(PlaceInEnclosure(0)))
    assert state.current == 1 and state.coins[0] == 4
    kit.check_invariants(state)


def test_buying_from_another_depot_pays_through_the_one_purse(kit: SimpleNamespace) -> None:
    state = kit.set_coins(kit.new_state(), 0, 4)
    state = kit.with_depot(state, 2, kit.wt("orca-male1"))
    bank = state.bank
    state, _ = kit.act(state, WaterStep(BuyTile(2)))
    state, events = kit.act(state, WaterStep(PlaceTile(parse_cell("3C"))))
    assert state.coins == (2, 2, 3) and state.bank == bank + 1
    assert tuple(p.coins for p in state.zoo.players) == (2, 2, 3)
    assert isinstance(events[0], water_ev.TileBought)
    kit.check_invariants(state)


def test_the_last_player_in_the_round_keeps_acting(kit: SimpleNamespace) -> None:
    """"I když všichni hráči až na jednoho odstoupili, může tento hráč sám provádět další
    akce" (both games)."""
    state = kit.new_state()
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.wt("orca-male1"),),
                                    2: (kit.zt("panda-male2"),)})
    state, _ = kit.act(state, TakeTruck(0), ZooStep(PlaceInBarn()))
    state, _ = kit.act(state, TakeTruck(1), WaterStep(PlaceInDepot()))
    assert state.current == 2
    state, _ = kit.act(state, DrawFrom(ZOO))
    assert state.current == 2 and state.trucks[2].free == 1
    state, events = kit.act(state, TakeTruck(2), ZooStep(ZooChoose(kit.zt("panda-male2"))))
    while state.round == 1:
        more = kit.act(state, kit.simple_choice(state))
        state, events = more[0], events + more[1]
    assert ev.RoundEnded(1) in events and ev.RoundStarted(2, 2, (ZOO, WATER)) in events
    assert state.current == 2 and state.truck_supplies == (None, None, None)
    assert all(t.tiles == () and t.taken_by is None for t in state.trucks)
    kit.check_invariants(state)


def test_two_players_leftovers_leave_the_game(kit: SimpleNamespace) -> None:
    state = kit.new_state(players=2)
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.wt("orca-male1"),),
                                    2: (kit.zt("panda-male2"),)})
    state, _ = kit.act(state, TakeTruck(0), ZooStep(PlaceInBarn()))
    state, events = kit.act(state, TakeTruck(1), WaterStep(PlaceInDepot()))
    assert ev.LeftoversRemoved(2, ZOO, (kit.zt("panda-male2"),)) in events
    assert kit.zt("panda-male2") in state.zoo.discarded
    assert ev.RoundStarted(2, 1, (ZOO, WATER)) in events
    kit.check_invariants(state)
