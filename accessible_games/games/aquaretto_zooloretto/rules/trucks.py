"""Which game's tiles a truck may take, where a tile may be drawn from, and when a truck
may be taken.

While both games are played (``state.restricted``):

- a truck carries tiles of one game only, fixed by its first tile this round;
- each round keeps a truck for each game: an empty truck may take a game's first
  tile only if another truck carries (or may still carry) the other game's tiles,
  so when every truck but one carries Zooloretto tiles the last one takes only
  Aquaretto tiles, and the other way round;
- no truck may be taken before one carries Zooloretto tiles and one Aquaretto
  tiles.

Once one game's supply has left (from the round after its end stack was
reached) the restrictions drop.  A tile may be drawn from a game's stacks only
while that game is played, has tiles left, and some truck may take its tile.
"""

from __future__ import annotations

import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto_zooloretto.rules.state import CombinedState, Supply

SUPPLIES: tuple[Supply, ...] = tuple(Supply)
"""Both games' supplies, zoo first."""


def _open_trucks(state: CombinedState) -> list[int]:
    """Return the trucks not taken this round that have a free place."""
    return [i for i, truck in enumerate(state.trucks) if truck.taken_by is None and truck.free > 0]


def _loadable(state: CombinedState, supply: Supply, open_trucks: list[int]) -> tuple[int, ...]:
    """Return the ``open_trucks`` that may take a tile of ``supply`` now."""
    supplies = state.truck_supplies
    # While restricted, an empty truck may start carrying ``supply`` only if another truck
    # carries (or may still carry) the other game's tiles: the empty truck itself is one
    # of those open to the other game, so there must be two.
    may_start = not state.restricted or supplies.count(None) + supplies.count(supply.other) >= 2
    return tuple([i for i in open_trucks
                  if supplies[i] is supply or (may_start and supplies[i] is None)])


def loadable_for(state: CombinedState, supply: Supply) -> tuple[int, ...]:
    """Return the trucks that may take a tile of ``supply`` now: untaken with a free
    place, and carrying ``supply``'s tiles already, or empty and allowed to start
    carrying them."""
    return _loadable(state, supply, _open_trucks(state))


def has_tiles(state: CombinedState, supply: Supply) -> bool:
    """Return whether ``supply`` is still played and has stack tiles left."""
    if supply in state.retired:
        return False
    sub = state.zoo if supply is Supply.ZOO else state.water
    return bool(sub.stack or sub.end_stack)


def drawable(state: CombinedState) -> tuple[Supply, ...]:
    """Return the supplies a tile can be drawn from now (the supply has tiles left and a
    truck may take its tile), zoo first."""
    open_trucks = _open_trucks(state)
    return tuple([s for s in SUPPLIES
                  if has_tiles(state, s) and _loadable(state, s, open_trucks)])


def may_take_any(state: CombinedState) -> bool:
    """Return whether trucks may be taken: the restrictions are off, or one truck carries
    Zooloretto tiles and one Aquaretto tiles this round."""
    return not state.restricted or all(s in state.truck_supplies for s in SUPPLIES)


def takeable(state: CombinedState) -> tuple[int, ...]:
    """Return the trucks that may be taken now (untaken, with a face-up tile)."""
    if not may_take_any(state):
        return ()
    return delivery.takeable_trucks(state.trucks)


def played_supplies(state: CombinedState) -> tuple[Supply, ...]:
    """Return the games whose tiles are still played, zoo first."""
    return tuple([s for s in SUPPLIES if s not in state.retired])
