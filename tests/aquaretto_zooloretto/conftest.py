"""Helpers shared by the combined-game tests, as the ``kit`` fixture: tables from a seed,
tiles by code, trucks and stacks arranged without losing a tile, coins moved without
losing a coin, actions applied after checking they are legal, a round played out, and
the invariants of both games at once."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto.rules.tiles import parse_tile as parse_water
from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, CombinedState, DrawFrom, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.purse import mirrored
from accessible_games.games.aquaretto_zooloretto.rules.state import AnyTile, supply_of
from accessible_games.games.zooloretto.rules.actions import PlaceInBarn
from accessible_games.games.aquaretto.rules.actions import PlaceInDepot
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.zooloretto.rules.tiles import parse_tile as parse_zoo
from tests.aquaretto_zooloretto.invariants import check_invariants

ZOO, WATER = Supply.ZOO, Supply.WATER


def zt(code: str) -> ZooTile:
    """Return the Zooloretto tile with ``code``."""
    return parse_zoo(code)


def wt(code: str) -> WaterTile:
    """Return the Aquaretto tile with ``code``."""
    return parse_water(code)


def new_state(players: int = 3, seed: int = 5,
              options: dict[str, Any] | None = None) -> CombinedState:
    """Return a new game's state."""
    state: CombinedState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)],
                                         options or {}, seed).state
    return state


def take_out(state: CombinedState, tiles: Iterable[AnyTile]) -> CombinedState:
    """Return the state with ``tiles`` taken from their game's stacks or box (to be put
    somewhere else by the caller, so that every tile stays in one place)."""
    for tile in tiles:
        if isinstance(tile, ZooTile):
            zoo = state.zoo
            assert tile in zoo.stack + zoo.end_stack + zoo.box, tile
            state = replace(state, zoo=replace(
                zoo, stack=tuple(t for t in zoo.stack if t != tile),
                end_stack=tuple(t for t in zoo.end_stack if t != tile),
                box=tuple(t for t in zoo.box if t != tile)))
        else:
            water = state.water
            assert tile in water.stack + water.end_stack + water.box, tile
            state = replace(state, water=replace(
                water, stack=tuple(t for t in water.stack if t != tile),
                end_stack=tuple(t for t in water.end_stack if t != tile),
                box=tuple(t for t in water.box if t != tile)))
    return state


def on_top(state: CombinedState, *tiles: AnyTile) -> CombinedState:
    """Return the state with ``tiles`` on top of their game's main stack, in this order."""
    state = take_out(state, tiles)
    zoo = tuple(t for t in tiles if isinstance(t, ZooTile))
    water = tuple(t for t in tiles if isinstance(t, WaterTile))
    return replace(state, zoo=replace(state.zoo, stack=zoo + state.zoo.stack),
                   water=replace(state.water, stack=water + state.water.stack))


def load_trucks(state: CombinedState, loads: dict[int, tuple[AnyTile, ...]]) -> CombinedState:
    """Return the state with truck ``i`` holding ``loads[i]`` (one game's tiles, taken from
    the stacks), its game fixed."""
    trucks, supplies = list(state.trucks), list(state.truck_supplies)
    for index, tiles in loads.items():
        state = take_out(state, tiles)
        trucks[index] = replace(trucks[index], tiles=tiles)
        supplies[index] = supply_of(tiles[0]) if tiles else None
    return replace(state, trucks=tuple(trucks), truck_supplies=tuple(supplies))


def set_coins(state: CombinedState, seat: int, coins: int) -> CombinedState:
    """Return the state with ``seat`` holding ``coins``, the difference from the bank."""
    delta = coins - state.coins[seat]
    purses = state.coins[:seat] + (coins,) + state.coins[seat + 1:]
    return mirrored(replace(state, coins=purses, bank=state.bank - delta))


def with_barn(state: CombinedState, seat: int, *tiles: ZooTile) -> CombinedState:
    """Return the state with ``tiles`` (taken from the stacks) in ``seat``'s barn."""
    state = take_out(state, tiles)
    players = list(state.zoo.players)
    players[seat] = players[seat].with_barn(players[seat].barn + tiles)
    return replace(state, zoo=replace(state.zoo, players=tuple(players)))


def with_depot(state: CombinedState, seat: int, *tiles: WaterTile) -> CombinedState:
    """Return the state with ``tiles`` (taken from the stacks) on ``seat``'s depot."""
    state = take_out(state, tiles)
    players = list(state.water.players)
    players[seat] = replace(players[seat], depot=players[seat].depot + tiles)
    return replace(state, water=replace(state.water, players=tuple(players)))


def act(state: CombinedState, *actions: Any) -> tuple[CombinedState, list[Event]]:
    """Return the state after the current player did each action (checked legal first)."""
    events: list[Event] = []
    for action in actions:
        player = state.current
        assert GAME.explain(state, player, action) is None, (action,
                                                              GAME.explain(state, player, action))
        transition = GAME.apply(state, player, action)
        state = transition.state
        events += transition.events
    return state, events


def reason(state: CombinedState, action: Any, player: int | None = None) -> str | None:
    """Return the reason id of why ``action`` is illegal now, or None."""
    found = GAME.explain(state, state.current if player is None else player, action)
    return None if found is None else found.reason


def simple_choice(state: CombinedState) -> Any:
    """A plain policy: take the first truck that may be taken, put truck tiles into the
    barn or depot, else draw from the first supply possible, else the first legal action."""
    legal = GAME.legal_actions(state, state.current)
    for wanted in (ZooStep(PlaceInBarn()), WaterStep(PlaceInDepot())):
        if wanted in legal:
            return wanted
    takes = [a for a in legal if isinstance(a, TakeTruck)]
    if takes:
        return takes[0]
    draws = [a for a in legal if isinstance(a, DrawFrom)]
    return draws[0] if draws else legal[0]


def play_round(state: CombinedState) -> tuple[CombinedState, list[Event]]:
    """Return the state once the current round is over (the next one started, or the game
    ended), every decision by ``simple_choice``."""
    events: list[Event] = []
    start = state.round
    while state.round == start and state.phase is not Phase.OVER:
        state, more = act(state, simple_choice(state))
        events += more
    return state, events


@pytest.fixture
def kit() -> SimpleNamespace:
    """The helpers above, by name."""
    return SimpleNamespace(
        zt=zt, wt=wt, new_state=new_state, take_out=take_out, on_top=on_top,
        load_trucks=load_trucks, set_coins=set_coins, with_barn=with_barn,
        with_depot=with_depot, act=act, reason=reason,
        simple_choice=simple_choice, play_round=play_round, check_invariants=check_invariants,
        ZOO=ZOO, WATER=WATER)
