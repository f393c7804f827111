"""Helpers shared by the combined-game tests, as the ``kit`` fixture: tables from a seed,
tiles by code, trucks and stacks arranged without losing a tile, coins moved without
losing a coin, actions applied after checking they are legal, a round played out, and
the invariants of both games at once."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules.park import park_problems
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto.rules.tiles import parse_tile as parse_water
from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, CombinedState, DrawFrom, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.inventory import (
    ALL_WATER_ANIMALS, ALL_ZOO_TILES, coins_held, water_coin_tiles_taken, water_tile_places,
    zoo_tile_places,
)
from accessible_games.games.aquaretto_zooloretto.rules.purse import mirrored
from accessible_games.games.aquaretto_zooloretto.rules.state import AnyTile, supply_of
from accessible_games.games.zooloretto.rules.actions import PlaceInBarn
from accessible_games.games.aquaretto.rules.actions import PlaceInDepot
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.zooloretto.rules.tiles import parse_tile as parse_zoo

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


def check_invariants(state: CombinedState) -> None:
    """Both games' invariants at once, and the combined game's own."""
    zoo, water = state.zoo, state.water
    # every tile of both games in exactly one place
    assert zoo_tile_places(state) == ALL_ZOO_TILES
    places = water_tile_places(state)
    assert Counter({t: n for t, n in places.items() if not t.is_coin}) == ALL_WATER_ANIMALS
    assert all(n == 1 for t, n in places.items() if t.is_coin)
    # one purse and one bank, mirrored in both sub-states; coins conserved
    assert zoo.bank == water.bank == state.bank >= 0
    assert tuple(p.coins for p in zoo.players) == state.coins
    assert tuple(p.coins for p in water.players) == state.coins
    assert all(c >= 0 for c in state.coins)
    saved = sum(1 for p in zoo.players if p.savings)
    held = coins_held(state.bank, state.coins, saved)
    water_coins_left = sum(1 for t in places if t.is_coin)
    assert water_coin_tiles_taken(held, len(zoo.cashed)) == 10 - water_coins_left
    # the sub-states at rest: no trucks, the combined player
    assert zoo.trucks == () and water.trucks == ()
    assert zoo.current == water.current == state.current
    # Zooloretto's invariants
    for player in zoo.players:
        for pen in player.enclosures:
            assert len({t.species for t in pen.animals}) <= 1
            assert len(pen.animals) <= pen.spec.capacity
            assert all(t.is_animal for t in pen.animals)
            assert all(s is None or s.is_stall for s in pen.stalls)
        assert not any(t.is_coin for t in player.barn)
        assert player.expansions <= zoo.max_expansions()
    # Aquaretto's invariants
    placed_workers = 0
    for player in water.players:
        assert park_problems(player.park) == ()
        assert 0 <= player.cashiers <= 2 and 0 <= player.keepers <= 2
        placed_workers += player.cashiers + player.keepers + player.manager
        placed_workers += len(player.park.trainers)
        assert not any(t.is_coin for t in player.depot)
    assert water.workers + placed_workers == 16
    # trucks: one game per truck, and while both games are played a truck kept for each
    for truck, supply in zip(state.trucks, state.truck_supplies):
        assert truck.free >= 0
        assert all(supply_of(t) is supply for t in truck.tiles)
        assert all(isinstance(b, ZooTile) for b in truck.blockers)
    if state.restricted:
        kinds = state.truck_supplies
        assert any(k in (ZOO, None) and any(j != i and m in (WATER, None)
                                            for j, m in enumerate(kinds))
                   for i, k in enumerate(kinds))


@pytest.fixture
def kit() -> SimpleNamespace:
    """The helpers above, by name."""
    return SimpleNamespace(
        zt=zt, wt=wt, new_state=new_state, take_out=take_out, on_top=on_top,
        load_trucks=load_trucks, set_coins=set_coins, with_barn=with_barn,
        with_depot=with_depot, act=act, reason=reason,
        simple_choice=simple_choice, play_round=play_round, check_invariants=check_invariants,
        ZOO=ZOO, WATER=WATER)
