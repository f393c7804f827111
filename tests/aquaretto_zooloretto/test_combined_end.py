"""The end of the combined game (rulebook, variant, "Konec hry"): the first end-stack tile
of one game removes that game's remaining stack tiles at the end of the round and later
rounds play only the other game, without the restrictions; the first end-stack tile of
the second game makes that round the last."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, CombinedState, DrawFrom, LoadTruck, Phase, Supply,
)
from accessible_games.games.aquaretto_zooloretto.rules import events as ev

ZOO, WATER = Supply.ZOO, Supply.WATER


def main_stack_gone(state: CombinedState, supply: Supply) -> CombinedState:
    """Return the state with ``supply``'s main stack out of play (into its box), so that the
    next tile comes from under the disc."""
    if supply is ZOO:
        zoo = state.zoo
        return replace(state, zoo=replace(zoo, stack=(), box=zoo.box + zoo.stack))
    water = state.water
    return replace(state, water=replace(water, stack=(), box=water.box + water.stack))


def water_retired(state: CombinedState) -> CombinedState:
    """Return the state after Aquaretto's supply has left the game."""
    water = state.water
    water = replace(water, stack=(), end_stack=(), box=water.box + water.stack + water.end_stack)
    return replace(state, water=water, end_reached=(WATER,), retired=(WATER,))


def test_the_first_end_stack_removes_that_game_at_the_end_of_the_round(
        kit: SimpleNamespace) -> None:
    state = main_stack_gone(kit.new_state(), WATER)
    top = state.water.end_stack[0]
    state, events = kit.act(state, DrawFrom(WATER))
    assert events[:2] == [ev.TileDrawn(0, WATER, top, True), ev.SupplyEnding(0, WATER)]
    assert state.end_reached == (WATER,) and state.restricted
    box = len(state.water.box)
    state, events = kit.play_round(state)
    removed = [e for e in events if isinstance(e, ev.SupplyRemoved)]
    assert removed == [ev.SupplyRemoved(WATER, len(state.water.box) - box, ZOO)]
    assert removed[0].tiles > 10
    assert state.retired == (WATER,) and not state.restricted
    assert state.water.stack == state.water.end_stack == ()
    assert isinstance(events[-1], ev.RoundStarted) and events[-1].supplies == (ZOO,)
    assert events.index(ev.RoundEnded(1)) < events.index(removed[0])
    assert [a for a in GAME.legal_actions(state, state.current)
            if isinstance(a, DrawFrom)] == [DrawFrom(ZOO)]
    assert kit.reason(state, DrawFrom(WATER)) == "aquaretto-zooloretto-error-supply-closed"
    kit.check_invariants(state)


def test_the_restrictions_hold_until_that_round_ends(kit: SimpleNamespace) -> None:
    state = main_stack_gone(kit.new_state(), WATER)
    state = kit.load_trucks(state, {0: (kit.zt("panda-male1"),), 1: (kit.zt("panda-male2"),)})
    state, _ = kit.act(state, DrawFrom(WATER))
    assert state.truck_supplies == (ZOO, ZOO, WATER)
    state, _ = kit.act(state, DrawFrom(ZOO))
    assert GAME.legal_actions(state, 1) == [LoadTruck(0), LoadTruck(1)]


def test_the_second_end_stack_makes_the_round_the_last(kit: SimpleNamespace) -> None:
    state = main_stack_gone(water_retired(kit.new_state()), ZOO)
    top = state.zoo.end_stack[0]
    state, events = kit.act(state, DrawFrom(ZOO))
    assert events[:2] == [ev.TileDrawn(0, ZOO, top, True), ev.FinalRound(0, ZOO)]
    assert state.phase is not Phase.OVER
    state, events = kit.play_round(state)
    assert state.phase is Phase.OVER and GAME.to_move(state) == frozenset()
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert events[-2:] == [ev.RoundEnded(1), ev.GameEnded(
        outcome.scores, outcome.places, outcome.tie_break, outcome.details["zoo"],
        outcome.details["water"])]
    assert not any(isinstance(e, ev.SupplyRemoved) for e in events)
    kit.check_invariants(state)


def test_both_end_stacks_in_one_round_end_the_game_after_it(kit: SimpleNamespace) -> None:
    state = main_stack_gone(main_stack_gone(kit.new_state(), ZOO), WATER)
    state, events = kit.act(state, DrawFrom(WATER), LoadTruck(0), DrawFrom(ZOO))
    assert ev.SupplyEnding(0, WATER) in events and ev.FinalRound(1, ZOO) in events
    state, events = kit.play_round(state)
    assert state.phase is Phase.OVER and isinstance(events[-1], ev.GameEnded)
    assert not any(isinstance(e, ev.SupplyRemoved) for e in events)
    kit.check_invariants(state)


def test_no_outcome_before_the_end(kit: SimpleNamespace) -> None:
    assert GAME.outcome(kit.new_state()) is None
