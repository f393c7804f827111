"""The shared trucks (rulebook, variant, "A. Položení destičky" and "B. Braní vozu"): the
player chooses which game's stack to draw from; a truck carries one game's tiles, fixed by
its first tile; every round keeps a truck for each game; no truck may be taken before one
carries Zooloretto tiles and one Aquaretto tiles; the restrictions drop once a game's
supply has left."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, DrawFrom, LoadTruck, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.delivery import DrawTile

ZOO, WATER = Supply.ZOO, Supply.WATER


def test_the_player_chooses_which_stack_to_draw_from(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    zoo_top, water_top = state.zoo.stack[0], state.water.stack[0]
    state, events = kit.act(state, DrawFrom(WATER))
    assert events == [ev.TileDrawn(0, WATER, water_top, False)]
    assert state.phase is Phase.LOAD_TRUCK and state.drawn == water_top
    assert state.zoo.stack[0] == zoo_top and water_top not in state.water.stack
    assert GAME.legal_actions(state, 0) == [LoadTruck(0), LoadTruck(1), LoadTruck(2)]
    state, events = kit.act(state, LoadTruck(1))
    assert events == [ev.TileLoaded(0, WATER, water_top, 1), ev.TruckSupplyFixed(1, WATER)]
    assert state.truck_supplies == (None, WATER, None) and state.current == 1
    state, events = kit.act(state, DrawFrom(ZOO))
    assert events[0] == ev.TileDrawn(1, ZOO, zoo_top, False)
    kit.check_invariants(state)


def test_a_truck_carries_the_game_of_its_first_tile(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    state = kit.load_trucks(state, {1: (kit.wt("orca-male1"),)})
    state = kit.on_top(state, kit.zt("camel-male1"), kit.wt("hippo-fish1"))
    state, _ = kit.act(state, DrawFrom(ZOO))
    assert GAME.legal_actions(state, 0) == [LoadTruck(0), LoadTruck(2)]
    assert kit.reason(state, LoadTruck(1)) == "aquaretto-zooloretto-error-truck-other-supply"
    assert GAME.explain(state, 0, LoadTruck(1)).args_map == {"truck": 2, "supply": "water"}
    state, _ = kit.act(state, LoadTruck(0))
    state, _ = kit.act(state, DrawFrom(WATER))
    assert GAME.legal_actions(state, 1) == [LoadTruck(1), LoadTruck(2)]
    assert kit.reason(state, LoadTruck(0)) == "aquaretto-zooloretto-error-truck-other-supply"
    kit.check_invariants(state)


def test_when_all_trucks_but_one_carry_zooloretto_tiles_the_last_takes_aquaretto_only(
        kit: SimpleNamespace) -> None:
    """"Jsou-li všechny vozy až na jeden plněny destičkami ze ZOOLORETTA, musí se na poslední
    vůz umisťovat pouze destičky z AQUARETTA."  A drawn tile with one truck left for it goes
    there by itself."""
    state = kit.new_state()
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.zt("camel-male1"),)})
    state, _ = kit.act(state, DrawFrom(ZOO))
    assert GAME.legal_actions(state, 0) == [LoadTruck(0), LoadTruck(1)]
    assert kit.reason(state, LoadTruck(2)) == "aquaretto-zooloretto-error-truck-kept-for"
    assert GAME.explain(state, 0, LoadTruck(2)).args_map == {"truck": 3, "supply": "water"}
    state, _ = kit.act(state, LoadTruck(0))
    top = state.water.stack[0]
    state, events = kit.act(state, DrawFrom(WATER))
    assert events == [ev.TileDrawn(1, WATER, top, False), ev.TileLoaded(1, WATER, top, 2),
                      ev.TruckSupplyFixed(2, WATER)]
    assert state.current == 2 and state.phase is Phase.TURN
    kit.check_invariants(state)


def test_and_the_other_way_round(kit: SimpleNamespace) -> None:
    state = kit.new_state(players=4)
    state = kit.load_trucks(state, {i: (kit.wt(f"orca-plain{i + 1}"),) for i in range(3)})
    state, _ = kit.act(state, DrawFrom(WATER))
    assert GAME.legal_actions(state, 0) == [LoadTruck(0), LoadTruck(1), LoadTruck(2)]
    assert kit.reason(state, LoadTruck(3)) == "aquaretto-zooloretto-error-truck-kept-for"


def test_no_draw_from_a_game_no_truck_may_take(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    zoo = tuple(kit.zt(f"panda-plain{n}") for n in range(1, 7))
    state = kit.load_trucks(state, {0: zoo[:3], 1: zoo[3:]})
    legal = GAME.legal_actions(state, 0)
    assert DrawFrom(ZOO) not in legal and DrawFrom(WATER) in legal
    assert kit.reason(state, DrawFrom(ZOO)) == "aquaretto-zooloretto-error-no-truck-for"
    assert not any(isinstance(a, TakeTruck) for a in legal)


def test_no_truck_is_taken_before_one_carries_each_game(kit: SimpleNamespace) -> None:
    """"První vůz si hráč může v daném kole vzít až poté, co je k dispozici alespoň jeden vůz
    s destičkami ze ZOOLORETTA a alespoň 1 vůz s destičkami z AQUARETTA." """
    state = kit.new_state()
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"), kit.zt("panda-female1"))})
    assert kit.reason(state, TakeTruck(0)) == "aquaretto-zooloretto-error-take-needs-both"
    state = kit.load_trucks(state, {1: (kit.wt("orca-male1"),)})
    legal = GAME.legal_actions(state, 0)
    assert TakeTruck(0) in legal and TakeTruck(1) in legal
    assert kit.reason(state, TakeTruck(2)) == "aquaretto-zooloretto-error-truck-empty"
    assert kit.reason(state, TakeTruck(5)) == "aquaretto-zooloretto-error-no-such-truck"


def test_after_the_first_truck_is_taken_the_others_may_follow(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.wt("orca-male1"),)})
    state, _ = kit.act(state, TakeTruck(1))
    while state.phase is not Phase.TURN:
        state, _ = kit.act(state, kit.simple_choice(state))
    assert state.current == 1 and state.trucks[1].taken_by == 0
    assert state.truck_supplies == (ZOO, WATER, None)
    assert kit.reason(state, TakeTruck(1)) == "aquaretto-zooloretto-error-truck-taken"
    assert TakeTruck(0) in GAME.legal_actions(state, 1)


def test_two_players_keep_a_truck_for_each_game_on_the_blocked_trucks(
        kit: SimpleNamespace) -> None:
    """With trucks of 3, 2 and 1 places, the 1-place truck is the last one left when the
    other two carry one game's tiles."""
    state = kit.new_state(players=2)
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.zt("panda-male2"),)})
    top = state.water.stack[0]
    state, _ = kit.act(state, DrawFrom(WATER))
    assert state.trucks[2].tiles == (top,) and state.trucks[2].free == 0
    assert state.truck_supplies == (ZOO, ZOO, WATER) and state.current == 1


def test_the_restrictions_drop_once_a_game_has_left(kit: SimpleNamespace) -> None:
    """"Poté odpadají i dříve uvedená omezení pro pokládání destiček a braní prvního vozu." """
    state = kit.new_state()
    water = state.water
    state = replace(state, end_reached=(WATER,), retired=(WATER,), water=replace(
        water, stack=(), end_stack=(), box=water.box + water.stack + water.end_stack))
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.zt("camel-male1"),)})
    assert TakeTruck(0) in GAME.legal_actions(state, 0)
    assert kit.reason(state, DrawFrom(WATER)) == "aquaretto-zooloretto-error-supply-closed"
    state, _ = kit.act(state, DrawFrom(ZOO))
    assert GAME.legal_actions(state, 0) == [LoadTruck(0), LoadTruck(1), LoadTruck(2)]
    state, events = kit.act(state, LoadTruck(2))
    assert not any(isinstance(e, ev.TruckSupplyFixed) for e in events)
    kit.check_invariants(state)


def test_truck_actions_belong_to_the_combined_game(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    for action in (ZooStep(DrawTile()), WaterStep(DrawTile()), ZooStep(TakeTruck(0)),
                   WaterStep(LoadTruck(0))):
        assert kit.reason(state, action) == "aquaretto-zooloretto-error-trucks-are-shared"


def test_truck_decisions_only_at_their_time(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    assert kit.reason(state, LoadTruck(0)) == "aquaretto-zooloretto-error-not-now"
    assert GAME.explain(state, 0, LoadTruck(0)).args_map == {"phase": "turn"}
    state, _ = kit.act(state, DrawFrom(ZOO))
    assert kit.reason(state, DrawFrom(WATER)) == "aquaretto-zooloretto-error-not-now"
    assert kit.reason(state, TakeTruck(0)) == "aquaretto-zooloretto-error-not-now"
    assert kit.reason(state, LoadTruck(0), player=1) == "core-error-not-your-turn"
    assert kit.reason(state, DrawTile()) == "core-error-illegal-action"
