"""A full combined state consistent with a view, for search bots.

Each game's own ``sample_state`` shuffles the tiles its player has not seen into
its stacks (and, for Zooloretto, draws the face-down blockers from its removed
species); it is shown the shared trucks' tiles of its game and the drawn tile
so that it counts them as seen.  Tiles neither placed nor in a stack (a retired
game's stack tiles, and Aquaretto coin tiles not yet taken) go to that game's box.
"""

from __future__ import annotations

from collections import Counter

from accessible_games.core import rng as rngmod
from accessible_games.core.records import replace
from accessible_games.games.aquaretto.rules.game import GAME as WATER_GAME
from accessible_games.games.aquaretto.rules.state import AquarettoState
from accessible_games.games.aquaretto.rules.state import TruckView as WaterTruckView
from accessible_games.games.aquaretto.rules.tiles import COIN_TILES
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto_zooloretto.rules.inventory import (
    ALL_WATER_ANIMALS, ALL_ZOO_TILES, WATER_COIN_TILES, coins_held, water_coin_tiles_taken,
    water_tile_places, zoo_tile_places,
)
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    CombinedState, CombinedView, Supply, Truck, water_tiles, zoo_tiles,
)
from accessible_games.games.zooloretto.rules.expansions.savings_book import SAVE_COST
from accessible_games.games.zooloretto.rules.game import GAME as ZOO_GAME
from accessible_games.games.zooloretto.rules.state import TruckView as ZooTruckView
from accessible_games.games.zooloretto.rules.state import ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.zooloretto.rules.tiles import sort_tiles


def _zoo_trucks(view: CombinedView) -> tuple[ZooTruckView, ...]:
    return tuple(ZooTruckView(zoo_tiles(t.tiles) if s is Supply.ZOO else (), t.blockers,
                              t.taken_by)
                 for t, s in zip(view.trucks, view.truck_supplies))


def _water_trucks(view: CombinedView) -> tuple[WaterTruckView, ...]:
    return tuple(WaterTruckView(water_tiles(t.tiles) if s is Supply.WATER else (), 0, t.taken_by)
                 for t, s in zip(view.trucks, view.truck_supplies))


def _sample_zoo(view: CombinedView, rng: rngmod.RngState) -> ZoolorettoState:
    drawn = view.drawn if isinstance(view.drawn, ZooTile) else None
    sub_view = replace(view.zoo, trucks=_zoo_trucks(view), drawn=drawn)
    return ZOO_GAME.sample_state(sub_view, rng)


def _sample_water(view: CombinedView, rng: rngmod.RngState) -> AquarettoState:
    drawn = view.drawn if isinstance(view.drawn, WaterTile) else None
    sub_view = replace(view.water, trucks=_water_trucks(view), drawn=drawn)
    return WATER_GAME.sample_state(sub_view, rng)


def sample_state(view: CombinedView, rng: rngmod.RngState) -> CombinedState:
    """Return a full state consistent with ``view`` (see the module docstring)."""
    rng, zoo_seed = rngmod.next_u64(rng)
    rng, water_seed = rngmod.next_u64(rng)
    zoo = _sample_zoo(view, zoo_seed)
    water = _sample_water(view, water_seed)
    trucks = tuple(Truck(t.tiles, sampled.blockers, t.taken_by)
                   for t, sampled in zip(view.trucks, zoo.trucks))
    state = CombinedState(
        zoo=replace(zoo, trucks=(), drawn=None), water=replace(water, trucks=(), drawn=None),
        trucks=trucks, truck_supplies=view.truck_supplies, bank=view.bank, coins=view.coins,
        current=view.current, phase=view.phase, round=view.round, turn=view.turn,
        drawn=view.drawn, last_taker=view.last_taker, end_reached=view.end_reached,
        retired=view.retired, rng=rng)
    return _boxed_rest(state)


def _boxed_rest(state: CombinedState) -> CombinedState:
    """Return the state with every tile not yet placed in its game's box."""
    zoo_rest = ALL_ZOO_TILES - zoo_tile_places(state)
    zoo = replace(state.zoo, box=state.zoo.box + sort_tiles(list(zoo_rest.elements())))
    places = water_tile_places(state)
    animals = ALL_WATER_ANIMALS - Counter({t: n for t, n in places.items() if not t.is_coin})
    saved = sum(SAVE_COST for p in state.zoo.players if p.savings)
    taken = water_coin_tiles_taken(coins_held(state.bank, state.coins, saved),
                                   len(state.zoo.cashed))
    present = sum(n for t, n in places.items() if t.is_coin)
    loose = [t for t in COIN_TILES if t not in places][:WATER_COIN_TILES - taken - present]
    water = replace(state.water, box=state.water.box + tuple(sorted(animals.elements()))
                    + tuple(loose))
    return replace(state, zoo=zoo, water=water)
