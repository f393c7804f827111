"""The combined game's own events, one Fluent message each.

The steps delegated to a game (taking a truck, placing tiles, money actions,
the savings book) pass that game's own events through unchanged; a truck index
in any event is the combined game's truck index (0-based, truck 1 is index 0).
All events are public; a ``tile`` field holds a Zooloretto or an Aquaretto tile,
and a ``supply`` field says which.
"""

from __future__ import annotations

from typing import ClassVar

from accessible_games.core.events import Event, PlayerId, event
from accessible_games.games.aquaretto.rules.tiles import Species as WaterSpecies
from accessible_games.games.aquaretto_zooloretto.rules.state import AnyTile, Supply
from accessible_games.games.zooloretto.rules.tiles import Species as ZooSpecies


@event
class GameStarted(Event):
    """The table is set: players, the species left out of each game, trucks, the first
    player and the coins each player starts with."""

    key: ClassVar[str] = "aquaretto-zooloretto-game-started"
    players: int
    zoo_removed: tuple[ZooSpecies, ...]
    water_removed: tuple[WaterSpecies, ...]
    trucks: int
    first: PlayerId
    coins: int


@event
class TruckBlocked(Event):
    """2 players: face-down Zooloretto tiles block places on a truck for the whole game."""

    key: ClassVar[str] = "aquaretto-zooloretto-truck-blocked"
    truck: int
    blockers: int


@event
class RoundStarted(Event):
    """A new round begins with empty trucks; ``supplies`` are the games still played."""

    key: ClassVar[str] = "aquaretto-zooloretto-round-started"
    round: int
    starter: PlayerId
    supplies: tuple[Supply, ...]


@event
class TileDrawn(Event):
    """A player turned up a tile of ``supply`` (``end_stack``: from under that game's disc)."""

    key: ClassVar[str] = "aquaretto-zooloretto-tile-drawn"
    player: PlayerId
    supply: Supply
    tile: AnyTile
    end_stack: bool


@event
class SupplyEnding(Event):
    """The first end-stack tile of one game was drawn: that game's remaining stack tiles
    leave at the end of this round, and later rounds play only the other game."""

    key: ClassVar[str] = "aquaretto-zooloretto-supply-ending"
    player: PlayerId
    supply: Supply


@event
class FinalRound(Event):
    """The first end-stack tile of the second game was drawn: this round is the last."""

    key: ClassVar[str] = "aquaretto-zooloretto-final-round"
    player: PlayerId
    supply: Supply


@event
class TileLoaded(Event):
    """A player put the drawn tile on a truck."""

    key: ClassVar[str] = "aquaretto-zooloretto-tile-loaded"
    player: PlayerId
    supply: Supply
    tile: AnyTile
    truck: int


@event
class TruckSupplyFixed(Event):
    """The first tile on a truck fixed which game's tiles it carries this round (only
    while both games are played)."""

    key: ClassVar[str] = "aquaretto-zooloretto-truck-supply-fixed"
    truck: int
    supply: Supply


@event
class LeftoversRemoved(Event):
    """2 players, round end: the face-up tiles on the truck nobody took leave the game."""

    key: ClassVar[str] = "aquaretto-zooloretto-leftovers-removed"
    truck: int
    supply: Supply
    tiles: tuple[AnyTile, ...]


@event
class RoundEnded(Event):
    """Every player has taken a truck (or nobody can act): the round is over."""

    key: ClassVar[str] = "aquaretto-zooloretto-round-ended"
    round: int


@event
class SupplyRemoved(Event):
    """One game's end was reached last round: its ``tiles`` remaining stack tiles leave the
    game unseen, only ``remaining``'s tiles are played from now on, and the truck
    restrictions no longer apply."""

    key: ClassVar[str] = "aquaretto-zooloretto-supply-removed"
    supply: Supply
    tiles: int
    remaining: Supply


@event
class GameEnded(Event):
    """The game is over: each seat's total, place, the tie-break used, and the totals of
    the zoo and of the water park by seat."""

    key: ClassVar[str] = "aquaretto-zooloretto-game-ended"
    scores: tuple[int, ...]
    places: tuple[int, ...]
    tie_break: str
    zoo: tuple[int, ...]
    water: tuple[int, ...]
