"""Everything that can happen in Zooloretto, one event per Fluent message.

All events are public.  ``coins`` fields give the player's purse after the
event; trucks, enclosures and slots are 0-based indexes, like seats.
"""

from __future__ import annotations

from typing import ClassVar

from accessible_games.core.events import Event, PlayerId, event
from accessible_games.games.zooloretto.rules.tiles import Species, Tile


@event
class GameStarted(Event):
    """The table is set: players, species left out, trucks, who starts."""

    key: ClassVar[str] = "zooloretto-game-started"
    players: int
    removed: tuple[Species, ...]
    trucks: int
    first: PlayerId


@event
class TruckBlocked(Event):
    """2 players: face-down tiles block places on a truck for the whole game."""

    key: ClassVar[str] = "zooloretto-truck-blocked"
    truck: int
    blockers: int


@event
class RoundStarted(Event):
    """A new round begins with empty trucks."""

    key: ClassVar[str] = "zooloretto-round-started"
    round: int
    starter: PlayerId


@event
class TileDrawn(Event):
    """A player turned a tile face up (``end_stack``: from under the disc)."""

    key: ClassVar[str] = "zooloretto-tile-drawn"
    player: PlayerId
    tile: Tile
    end_stack: bool


@event
class FinalRoundStarted(Event):
    """The first tile from under the disc was drawn: this round is the last."""

    key: ClassVar[str] = "zooloretto-final-round"
    player: PlayerId


@event
class TileLoaded(Event):
    """A player put the drawn tile on a truck; ``only``: no other truck had room."""

    key: ClassVar[str] = "zooloretto-tile-loaded"
    player: PlayerId
    tile: Tile
    truck: int
    only: bool = False


@event
class TruckTaken(Event):
    """A player took a truck and left the round."""

    key: ClassVar[str] = "zooloretto-truck-taken"
    player: PlayerId
    truck: int
    tiles: tuple[Tile, ...]


@event
class CoinTileCashed(Event):
    """A coin tile from a truck went to the player's purse."""

    key: ClassVar[str] = "zooloretto-coin-tile-cashed"
    player: PlayerId
    tile: Tile
    coins: int


@event
class AnimalPlaced(Event):
    """An animal went into an enclosure."""

    key: ClassVar[str] = "zooloretto-animal-placed"
    player: PlayerId
    tile: Tile
    enclosure: int


@event
class StallPlaced(Event):
    """A stall went on a stall space."""

    key: ClassVar[str] = "zooloretto-stall-placed"
    player: PlayerId
    tile: Tile
    enclosure: int
    slot: int


@event
class PutInBarn(Event):
    """A tile went into the barn."""

    key: ClassVar[str] = "zooloretto-put-in-barn"
    player: PlayerId
    tile: Tile


@event
class OffspringBorn(Event):
    """A pair had an offspring; it joined ``enclosure``, or the barn if ``in_barn``."""

    key: ClassVar[str] = "zooloretto-offspring-born"
    player: PlayerId
    tile: Tile
    enclosure: int
    in_barn: bool


@event
class OffspringArrived(Event):
    """An offspring was born and waits for its owner to choose its place (petting zoo)."""

    key: ClassVar[str] = "zooloretto-offspring-arrived"
    player: PlayerId
    tile: Tile
    enclosure: int


@event
class CoinBonus(Event):
    """An animal filled an enclosure: coins from the bank (``earned`` may be less if short)."""

    key: ClassVar[str] = "zooloretto-coin-bonus"
    player: PlayerId
    enclosure: int
    earned: int
    coins: int


@event
class MoneyPaid(Event):
    """A player paid for a money action (``action``: move, exchange, purchase, discard,
    expand)."""

    key: ClassVar[str] = "zooloretto-money-paid"
    player: PlayerId
    action: str
    cost: int
    coins: int


@event
class EnclosuresExchanged(Event):
    """A player swapped the animals of two enclosures."""

    key: ClassVar[str] = "zooloretto-enclosures-exchanged"
    player: PlayerId
    first: int
    second: int


@event
class BarnExchanged(Event):
    """A player swapped the barn's ``species`` with an enclosure's animals."""

    key: ClassVar[str] = "zooloretto-barn-exchanged"
    player: PlayerId
    species: Species
    enclosure: int


@event
class TilePurchased(Event):
    """A player bought a tile from ``seller``'s barn; the seller got a coin."""

    key: ClassVar[str] = "zooloretto-tile-purchased"
    player: PlayerId
    seller: PlayerId
    tile: Tile
    seller_coins: int


@event
class TileDiscarded(Event):
    """A player removed a tile from the barn."""

    key: ClassVar[str] = "zooloretto-tile-discarded"
    player: PlayerId
    tile: Tile


@event
class ZooExpanded(Event):
    """A player added an expansion board; its enclosure has index ``enclosure``."""

    key: ClassVar[str] = "zooloretto-zoo-expanded"
    player: PlayerId
    enclosure: int


@event
class MoneyActionCancelled(Event):
    """A player backed out of a Move or Purchase."""

    key: ClassVar[str] = "zooloretto-money-action-cancelled"
    player: PlayerId


@event
class LeftoversRemoved(Event):
    """2 players: the face-up tiles of the untaken truck leave the game."""

    key: ClassVar[str] = "zooloretto-leftovers-removed"
    truck: int
    tiles: tuple[Tile, ...]


@event
class RoundEnded(Event):
    """Every player has taken a truck."""

    key: ClassVar[str] = "zooloretto-round-ended"
    round: int


@event
class GameEnded(Event):
    """The final round is over; the scores by seat."""

    key: ClassVar[str] = "zooloretto-game-ended"
    scores: tuple[int, ...]
    winners: tuple[PlayerId, ...]
