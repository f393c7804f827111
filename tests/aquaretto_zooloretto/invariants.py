"""The combined game's invariants, both games' at once, checked on every state of the
conformance playouts and by the combined-game tests (the ``kit`` fixture)."""

from __future__ import annotations

from collections import Counter

from accessible_games.games.aquaretto.rules.park import park_problems
from accessible_games.games.aquaretto_zooloretto.rules import CombinedState, Supply
from accessible_games.games.aquaretto_zooloretto.rules.inventory import (
    ALL_WATER_ANIMALS, ALL_ZOO_TILES, coins_held, water_coin_tiles_taken, water_tile_places,
    zoo_tile_places,
)
from accessible_games.games.aquaretto_zooloretto.rules.state import supply_of
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile

ZOO, WATER = Supply.ZOO, Supply.WATER


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
