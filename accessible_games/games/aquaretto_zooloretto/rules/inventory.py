"""Where every tile and coin of both games is: for sampling states and for checking them.

Every Zooloretto tile lies in exactly one place (its game's stacks, offspring,
box, discard pile, cashed coin tiles, hand or pending task, a zoo, a barn, a
shared truck or in hand as the drawn tile).  Every Aquaretto animal tile too; an
Aquaretto coin tile, once taken, becomes a coin in a purse and is no longer
anywhere.  Coins: the bank, the purses and saved coins hold the 60 coins of
both boxes plus one per coin tile taken.
"""

from __future__ import annotations

from collections import Counter

from accessible_games.games.aquaretto.rules.state import Source as WaterSource
from accessible_games.games.aquaretto.rules.state import TileTask
from accessible_games.games.aquaretto.rules.tiles import ALL_SQUARE_TILES, COIN_TILES
from accessible_games.games.aquaretto.rules.tiles import Species as WaterSpecies
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto.rules.tiles import offspring_tiles as water_offspring
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    BANK_COINS, CombinedState, Supply, water_tiles, zoo_tiles,
)
from accessible_games.games.zooloretto.rules.state import Source as ZooSource
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.zooloretto.rules.tiles import all_tiles

ALL_ZOO_TILES: Counter[ZooTile] = Counter(all_tiles())
"""Every tile of the Zooloretto box (animals, offspring, stalls, coin tiles)."""
ALL_WATER_ANIMALS: Counter[WaterTile] = Counter(
    ALL_SQUARE_TILES + tuple(t for s in WaterSpecies for t in water_offspring(s)))
"""Every Aquaretto animal and offspring tile."""
WATER_COIN_TILES = len(COIN_TILES)


def zoo_tile_places(state: CombinedState) -> Counter[ZooTile]:
    """Return every Zooloretto tile wherever it lies, counted."""
    zoo = state.zoo
    places: Counter[ZooTile] = Counter(zoo.stack + zoo.end_stack + zoo.offspring + zoo.box
                                       + zoo.discarded + zoo.cashed + zoo.hand)
    for player in zoo.players:
        places.update(player.tiles())
    waiting = ([zoo.task] if zoo.task is not None else []) + list(zoo.pending)
    places.update(t.tile for t in waiting if t.source in (ZooSource.TRUCK, ZooSource.BORN))
    for truck, supply in zip(state.trucks, state.truck_supplies):
        places.update(zoo_tiles(truck.blockers))
        if supply is Supply.ZOO:
            places.update(zoo_tiles(truck.tiles))
    if isinstance(state.drawn, ZooTile):
        places[state.drawn] += 1
    return places


def water_tile_places(state: CombinedState) -> Counter[WaterTile]:
    """Return every Aquaretto tile (animals and coin tiles not yet taken) wherever it lies."""
    water = state.water
    places: Counter[WaterTile] = Counter(water.stack + water.end_stack + water.offspring
                                         + water.box + water.discarded + water.hand)
    places.update(t.tile for t in water.tasks if isinstance(t, TileTask)
                  and t.source in (WaterSource.TRUCK, WaterSource.OFFSPRING))
    for player in water.players:
        places.update(t for _, t in player.park.tiles)
        places.update(player.depot)
    for truck, supply in zip(state.trucks, state.truck_supplies):
        if supply is Supply.WATER:
            places.update(water_tiles(truck.tiles))
    if isinstance(state.drawn, WaterTile):
        places[state.drawn] += 1
    return places


def coins_held(bank: int, coins: tuple[int, ...], saved: int) -> int:
    """Return all coins: the bank, the purses and the coins on savings books."""
    return bank + sum(coins) + saved


def water_coin_tiles_taken(held: int, zoo_cashed: int) -> int:
    """Return how many Aquaretto coin tiles have become coins, given all coins ``held`` and
    the Zooloretto coin tiles cashed (each coin tile taken adds one coin to the 60)."""
    return held - BANK_COINS - zoo_cashed
