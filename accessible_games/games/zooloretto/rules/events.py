"""Everything that can happen in Zooloretto, one event per Fluent message.

All events are public.  ``coins`` fields give the player's purse after the
event; trucks, enclosures and slots are 0-based indexes, like seats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from accessible_games.core.events import Event, PlayerId
from accessible_games.games.zooloretto.rules.tiles import Species, Tile


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """The table is set: players, species left out, trucks, who starts."""

    key: ClassVar[str] = "zooloretto-game-started"
    players: int
    removed: tuple[Species, ...]
    trucks: int
    first: PlayerId


@dataclass(frozen=True, slots=True)
class TruckBlocked(Event):
    """2 players: face-down tiles block places on a truck for the whole game."""

    key: ClassVar[str] = "zooloretto-truck-blocked"
    truck: int
    blockers: int


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A new round begins with empty trucks."""

    key: ClassVar[str] = "zooloretto-round-started"
    round: int
    starter: PlayerId


@dataclass(frozen=True, slots=True)
class TileDrawn(Event):
    """A player turned a tile face up (``end_stack``: from under the disc)."""

    key: ClassVar[str] = "zooloretto-tile-drawn"
    player: PlayerId
    tile: Tile
    end_stack: bool


@dataclass(frozen=True, slots=True)
class FinalRoundStarted(Event):
    """The first tile from under the disc was drawn: this round is the last."""

    key: ClassVar[str] = "zooloretto-final-round"
    player: PlayerId


@dataclass(frozen=True, slots=True)
class TileLoaded(Event):
    """A player put the drawn tile on a truck; ``only``: no other truck had room."""

    key: ClassVar[str] = "zooloretto-tile-loaded"
    player: PlayerId
    tile: Tile
    truck: int
    only: bool = False


@dataclass(frozen=True, slots=True)
class TruckTaken(Event):
    """A player took a truck and left the round."""

    key: ClassVar[str] = "zooloretto-truck-taken"
    player: PlayerId
    truck: int
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class CoinTileCashed(Event):
    """A coin tile from a truck went to the player's purse."""

    key: ClassVar[str] = "zooloretto-coin-tile-cashed"
    player: PlayerId
    tile: Tile
    coins: int


@dataclass(frozen=True, slots=True)
class AnimalPlaced(Event):
    """An animal went into an enclosure."""

    key: ClassVar[str] = "zooloretto-animal-placed"
    player: PlayerId
    tile: Tile
    enclosure: int


@dataclass(frozen=True, slots=True)
class StallPlaced(Event):
    """A stall went on a stall space."""

    key: ClassVar[str] = "zooloretto-stall-placed"
    player: PlayerId
    tile: Tile
    enclosure: int
    slot: int


@dataclass(frozen=True, slots=True)
class PutInBarn(Event):
    """A tile went into the barn."""

    key: ClassVar[str] = "zooloretto-put-in-barn"
    player: PlayerId
    tile: Tile


@dataclass(frozen=True, slots=True)
class OffspringBorn(Event):
    """A pair had an offspring; it joined ``enclosure``, or the barn if ``in_barn``."""

    key: ClassVar[str] = "zooloretto-offspring-born"
    player: PlayerId
    tile: Tile
    enclosure: int
    in_barn: bool


@dataclass(frozen=True, slots=True)
class OffspringArrived(Event):
    """An offspring was born and waits for its owner to choose its place (petting zoo)."""

    key: ClassVar[str] = "zooloretto-offspring-arrived"
    player: PlayerId
    tile: Tile
    enclosure: int


@dataclass(frozen=True, slots=True)
class CoinBonus(Event):
    """An animal filled an enclosure: coins from the bank (``earned`` may be less if short)."""

    key: ClassVar[str] = "zooloretto-coin-bonus"
    player: PlayerId
    enclosure: int
    earned: int
    coins: int


@dataclass(frozen=True, slots=True)
class MoneyPaid(Event):
    """A player paid for a money action (``action``: move, exchange, purchase, discard,
    expand)."""

    key: ClassVar[str] = "zooloretto-money-paid"
    player: PlayerId
    action: str
    cost: int
    coins: int


@dataclass(frozen=True, slots=True)
class EnclosuresExchanged(Event):
    """A player swapped the animals of two enclosures."""

    key: ClassVar[str] = "zooloretto-enclosures-exchanged"
    player: PlayerId
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class BarnExchanged(Event):
    """A player swapped the barn's ``species`` with an enclosure's animals."""

    key: ClassVar[str] = "zooloretto-barn-exchanged"
    player: PlayerId
    species: Species
    enclosure: int


@dataclass(frozen=True, slots=True)
class TilePurchased(Event):
    """A player bought a tile from ``seller``'s barn; the seller got a coin."""

    key: ClassVar[str] = "zooloretto-tile-purchased"
    player: PlayerId
    seller: PlayerId
    tile: Tile
    seller_coins: int


@dataclass(frozen=True, slots=True)
class TileDiscarded(Event):
    """A player removed a tile from the barn."""

    key: ClassVar[str] = "zooloretto-tile-discarded"
    player: PlayerId
    tile: Tile


@dataclass(frozen=True, slots=True)
class ZooExpanded(Event):
    """A player added an expansion board; its enclosure has index ``enclosure``."""

    key: ClassVar[str] = "zooloretto-zoo-expanded"
    player: PlayerId
    enclosure: int


@dataclass(frozen=True, slots=True)
class MoneyActionCancelled(Event):
    """A player backed out of a Move or Purchase."""

    key: ClassVar[str] = "zooloretto-money-action-cancelled"
    player: PlayerId


@dataclass(frozen=True, slots=True)
class LeftoversRemoved(Event):
    """2 players: the face-up tiles of the untaken truck leave the game."""

    key: ClassVar[str] = "zooloretto-leftovers-removed"
    truck: int
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Every player has taken a truck."""

    key: ClassVar[str] = "zooloretto-round-ended"
    round: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The final round is over; the scores by seat."""

    key: ClassVar[str] = "zooloretto-game-ended"
    scores: tuple[int, ...]
    winners: tuple[PlayerId, ...]
