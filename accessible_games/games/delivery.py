"""Delivery trucks and rounds: the mechanics Aquaretto and Zooloretto share.

In both games a turn is one of: turn up a tile and load it on a truck with
room, take a truck holding at least one tile and leave the round, or a money
action.  There is one truck per player, 3 places each; with 2 players there
are three trucks whose places are cut to 3, 2 and 1 by face-down tiles of the
species left out ("blockers"), for the whole game.  A round ends when every
player has taken a truck (or nobody can act); the tiles on trucks nobody took
leave the game.  At the end the most points win, more coins break a tie, and
a tie in both is a shared place.

The games keep their own tiles, events (each with its own message) and money
actions; this module holds the trucks, the truck actions and these steps.  The generic
dataclasses have no slots, so that a game's alias (``Truck[Tile]``) can build them.

>>> truck_count(2), truck_count(4)
(3, 4)
>>> Truck(tiles=("a",), blockers=("x", "y")).free
0
>>> rank((10, 12, 12), (5, 1, 3))
((3, 2, 1), 'coins')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from typing import Any, Generic, TypeVar

from accessible_games.core import rng as rngmod
from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue
from accessible_games.core.records import record

TileT = TypeVar("TileT")

TRUCK_CAPACITY = 3
TWO_PLAYER_BLOCKERS: tuple[int, ...] = (0, 1, 2)
"""Face-down blockers on each of the three 2-player trucks (capacities 3, 2, 1)."""


@record(slots=False)
class Truck(Generic[TileT]):
    """A delivery truck: face-up tiles in loading order, face-down blockers (2 players only),
    and who took it this round."""

    tiles: tuple[TileT, ...] = ()
    blockers: tuple[TileT, ...] = ()
    taken_by: PlayerId | None = None

    @property
    def free(self) -> int:
        """Return the number of empty places on the truck."""
        return TRUCK_CAPACITY - len(self.tiles) - len(self.blockers)


@record(slots=False)
class TruckView(Generic[TileT]):
    """A truck as everyone sees it: face-up tiles and only the number of blockers."""

    tiles: tuple[TileT, ...]
    blockers: int
    taken_by: PlayerId | None

    @property
    def free(self) -> int:
        """Return the number of empty places on the truck."""
        return TRUCK_CAPACITY - len(self.tiles) - self.blockers


@record
class DrawTile:
    """Turn the top tile face up (the end stack only when the main stack is empty)."""


@record
class LoadTruck:
    """Put the tile just drawn on truck ``truck`` (0-based)."""

    truck: int


@record
class TakeTruck:
    """Take truck ``truck`` (it holds a face-up tile) and leave the round."""

    truck: int


@record(slots=False)
class ChooseTile(Generic[TileT]):
    """Place ``tile`` of the taken truck next."""

    tile: TileT


def truck_count(players: int) -> int:
    """Return the number of trucks: one per player, but three with 2 players."""
    return len(TWO_PLAYER_BLOCKERS) if players == 2 else players


def block_trucks(rng: rngmod.RngState, box: Sequence[TileT]
                 ) -> tuple[rngmod.RngState, tuple[Truck[TileT], ...], tuple[TileT, ...],
                            tuple[tuple[int, int], ...]]:
    """Return the three 2-player trucks blocked by tiles drawn at random from ``box``.

    Returns the generator's new state, the trucks, the tiles left in the box, and
    (truck, blockers) for each truck that got blockers.
    """
    rng, mixed = rngmod.shuffled(rng, tuple(box))
    used = 0
    trucks: list[Truck[TileT]] = []
    blocked: list[tuple[int, int]] = []
    for index, count in enumerate(TWO_PLAYER_BLOCKERS):
        trucks.append(Truck(blockers=mixed[used:used + count]))
        used += count
        if count:
            blocked.append((index, count))
    return rng, tuple(trucks), mixed[used:], tuple(blocked)


def loadable_trucks(trucks: Sequence[Truck[Any]]) -> tuple[int, ...]:
    """Return the trucks not taken this round that have an empty place."""
    return tuple([i for i, t in enumerate(trucks) if t.taken_by is None and t.free > 0])


def takeable_trucks(trucks: Sequence[Truck[Any]]) -> tuple[int, ...]:
    """Return the trucks not taken this round that hold at least one face-up tile."""
    return tuple([i for i, t in enumerate(trucks) if t.taken_by is None and t.tiles])


def can_draw(tiles_left: bool, trucks: Sequence[Truck[Any]]) -> bool:
    """Return whether a tile can be drawn and loaded: tiles left and a truck with room."""
    return tiles_left and bool(loadable_trucks(trucks))


def in_round(trucks: Sequence[Truck[Any]], player: PlayerId) -> bool:
    """Return whether ``player`` has not taken a truck this round."""
    return player not in [t.taken_by for t in trucks]


def load(trucks: tuple[Truck[TileT], ...], index: int, tile: TileT) -> tuple[Truck[TileT], ...]:
    """Return the trucks with ``tile`` loaded on truck ``index``."""
    truck = trucks[index]
    loaded = Truck(truck.tiles + (tile,), truck.blockers, truck.taken_by)
    return trucks[:index] + (loaded,) + trucks[index + 1:]


def take(trucks: tuple[Truck[TileT], ...], index: int,
         player: PlayerId) -> tuple[Truck[TileT], ...]:
    """Return the trucks with truck ``index`` emptied and taken by ``player``."""
    truck = trucks[index]
    taken = Truck((), truck.blockers, player)
    return trucks[:index] + (taken,) + trucks[index + 1:]


def clear_trucks(trucks: tuple[Truck[TileT], ...]
                 ) -> tuple[tuple[Truck[TileT], ...], tuple[tuple[int, tuple[TileT, ...]], ...]]:
    """Return the trucks back for a new round (blockers stay) and the leftovers that leave
    the game, as (truck, tiles) for each untaken truck that still held tiles."""
    leftovers = tuple((i, t.tiles) for i, t in enumerate(trucks)
                      if t.taken_by is None and t.tiles)
    return tuple(Truck(blockers=t.blockers) for t in trucks), leftovers


def view_trucks(trucks: Sequence[Truck[TileT]]) -> tuple[TruckView[TileT], ...]:
    """Return the trucks as everyone sees them (blockers face down)."""
    return tuple(TruckView(t.tiles, len(t.blockers), t.taken_by) for t in trucks)


def next_in_round(trucks: Sequence[Truck[Any]], current: PlayerId,
                  players: int) -> PlayerId | None:
    """Return the next seat after ``current`` still in the round (maybe ``current``
    itself), or None when everybody has taken a truck."""
    taken = [t.taken_by for t in trucks]
    for step in range(1, players + 1):
        seat = (current + step) % players
        if seat not in taken:
            return seat
    return None


def rank(totals: Sequence[int], coins: Sequence[int]) -> tuple[tuple[int, ...], str]:
    """Return each seat's place and the tie-break used (``none``, ``coins``, ``shared``):
    the most points first, more coins break a tie, equal in both share the place."""
    keys = [(-total, -coin) for total, coin in zip(totals, coins)]
    places = tuple(1 + sum(1 for other in keys if other < key) for key in keys)
    best = max(totals)
    top = [seat for seat, total in enumerate(totals) if total == best]
    if len(top) == 1:
        return places, "none"
    if sum(1 for seat in top if places[seat] == 1) == 1:
        return places, "coins"
    return places, "shared"


def truck_to_json(truck: Truck[TileT], code: Callable[[TileT], str]) -> JsonValue:
    """Return ``truck`` as JSON, tiles written by ``code``."""
    return {"tiles": [code(t) for t in truck.tiles],
            "blockers": [code(t) for t in truck.blockers], "taken_by": truck.taken_by}


def truck_from_json(data: Any, tiles: Callable[[Any], tuple[TileT, ...]]) -> Truck[TileT]:
    """Return the truck written by ``truck_to_json``; ``tiles`` reads a list of codes.

    Raises:
        ValueError: malformed.
    """
    if not isinstance(data, dict):
        raise ValueError("truck")
    taken = data.get("taken_by")
    if taken is not None and type(taken) is not int:
        raise ValueError("taken_by")
    return Truck(tiles(data.get("tiles")), tiles(data.get("blockers")), taken)
