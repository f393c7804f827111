"""The combined game's state: a Zooloretto and an Aquaretto sub-state, and the shared table.

Each player owns a zoo with its barn (kept in the ``zoo`` sub-state, a
``ZoolorettoState``) and a water park with its depot (kept in the ``water``
sub-state, an ``AquarettoState``); each sub-state also keeps its own game's
stacks, offspring and box.  The combined state owns what the two games share:
the trucks, one purse per player and one bank, the turn, the round and the end.

At rest the sub-states have no trucks (``trucks == ()``), their phase is
``TURN``, and they mirror the combined purses, bank, current player, round and
turn (see ``purse``); the combined fields are the source of truth.
"""

from __future__ import annotations

from enum import Enum

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.core.rng import RngState
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules.state import AquarettoState, AquarettoView
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.zooloretto.rules.state import ZoolorettoState, ZoolorettoView
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile

START_COINS = 2
"""Each player starts with 2 coins (the variant's rule)."""
BANK_COINS = 60
"""The coins of both boxes (30 each) form the one bank."""
MIN_PLAYERS, MAX_PLAYERS = 2, 5

AnyTile = ZooTile | WaterTile
"""A tile of either game (the two games' tile classes differ, so the type tells the game)."""

Truck = delivery.Truck[AnyTile]
"""A delivery truck; its face-up tiles all come from one game per round."""
TruckView = delivery.TruckView[AnyTile]
"""A truck as everyone sees it."""


class Supply(str, Enum):
    """Which game's tiles: the value is used in JSON, score categories and Fluent selectors."""

    ZOO = "zoo"
    """Zooloretto's tiles; they go into the zoo or the barn."""
    WATER = "water"
    """Aquaretto's tiles; they go into the water park or the depot."""

    @property
    def other(self) -> Supply:
        """Return the other game's supply."""
        return Supply.WATER if self is Supply.ZOO else Supply.ZOO


def supply_of(tile: AnyTile) -> Supply:
    """Return the game ``tile`` belongs to."""
    return Supply.ZOO if isinstance(tile, ZooTile) else Supply.WATER


def zoo_tiles(tiles: tuple[AnyTile, ...]) -> tuple[ZooTile, ...]:
    """Return ``tiles`` typed as Zooloretto tiles.

    Raises:
        ValueError: one of them is an Aquaretto tile.
    """
    result = tuple(t for t in tiles if isinstance(t, ZooTile))
    if len(result) != len(tiles):
        raise ValueError("expected Zooloretto tiles only")
    return result


def water_tiles(tiles: tuple[AnyTile, ...]) -> tuple[WaterTile, ...]:
    """Return ``tiles`` typed as Aquaretto tiles.

    Raises:
        ValueError: one of them is a Zooloretto tile.
    """
    result = tuple(t for t in tiles if isinstance(t, WaterTile))
    if len(result) != len(tiles):
        raise ValueError("expected Aquaretto tiles only")
    return result


class Phase(str, Enum):
    """What the current player must decide now."""

    TURN = "turn"
    """Draw from one game's stacks, take a truck, or one money action in either game."""
    LOAD_TRUCK = "load_truck"
    """Put the tile just drawn on a truck that may carry its game's tiles."""
    ZOO = "zoo"
    """A Zooloretto step is under way (truck tiles, a placement of a money action): the
    ``zoo`` sub-state's phase says what is asked."""
    WATER = "water"
    """An Aquaretto step is under way: the ``water`` sub-state's phase says what is asked."""
    OVER = "over"
    """The game has ended."""


@record
class CombinedState:
    """The whole table.

    Attributes:
        zoo: the Zooloretto sub-state (zoos, barns, Zooloretto stacks and offspring).
        water: the Aquaretto sub-state (water parks, depots, workers, Aquaretto stacks).
        trucks: the shared trucks (with 2 players, blocked by Zooloretto tiles).
        truck_supplies: for each truck, the game its tiles come from this round (fixed by
            its first tile), or None while it is empty.
        bank: the one bank.
        coins: each player's one purse.
        current: the seat to act.
        phase: what ``current`` must decide.
        round: the round number, from 1.
        turn: the number of turns begun so far.
        drawn: the tile just drawn, to be loaded.
        last_taker: who took a truck last this round (starts the next round).
        end_reached: the games whose end stack has been drawn from, in that order.
        retired: the games whose remaining stack tiles have left the game (at the end
            of the round in which their end stack was reached).
        rng: the seeded generator's state.
    """

    zoo: ZoolorettoState
    water: AquarettoState
    trucks: tuple[Truck, ...]
    truck_supplies: tuple[Supply | None, ...]
    bank: int
    coins: tuple[int, ...]
    current: PlayerId
    phase: Phase
    round: int
    turn: int
    drawn: AnyTile | None
    last_taker: PlayerId | None
    end_reached: tuple[Supply, ...]
    retired: tuple[Supply, ...]
    rng: RngState

    @property
    def player_count(self) -> int:
        """Return the number of seats."""
        return len(self.coins)

    @property
    def restricted(self) -> bool:
        """Return whether the two-game truck restrictions apply: both supplies are in play."""
        return not self.retired

    def in_round(self, player: PlayerId) -> bool:
        """Return whether ``player`` has not taken a truck this round."""
        return delivery.in_round(self.trucks, player)


@record
class CombinedView:
    """What a player (or a spectator, ``player`` None) may know: everything but the order of
    the stacks and the face-down blockers (the sub-views show only the stack sizes)."""

    player: PlayerId | None
    zoo: ZoolorettoView
    water: AquarettoView
    trucks: tuple[TruckView, ...]
    truck_supplies: tuple[Supply | None, ...]
    bank: int
    coins: tuple[int, ...]
    current: PlayerId
    phase: Phase
    round: int
    turn: int
    drawn: AnyTile | None
    last_taker: PlayerId | None
    end_reached: tuple[Supply, ...]
    retired: tuple[Supply, ...]
