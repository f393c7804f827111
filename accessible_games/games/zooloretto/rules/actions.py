"""Zooloretto actions: one small frozen dataclass per decision.

A turn is one of three things: add a tile to a truck (``DrawTile``, then
``LoadTruck``), take a truck (``TakeTruck``, then for each tile ``ChooseTile``
and a placement), or one money action (``MoveFromBarn``, ``MoveStall``,
``ExchangeEnclosures``, ``ExchangeBarn``, ``Purchase``, ``Discard``, ``Expand``).
Move and Purchase are paid when their placement is chosen; ``Cancel`` backs
out before that.  Trucks, seats, enclosures and slots are 0-based.  The truck
actions are shared with Aquaretto (``games.delivery``).
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.games.delivery import ChooseTile as ChooseTile
from accessible_games.games.delivery import DrawTile as DrawTile
from accessible_games.games.delivery import LoadTruck as LoadTruck
from accessible_games.games.delivery import TakeTruck as TakeTruck
from accessible_games.games.zooloretto.rules.tiles import Species, Tile


@record
class PlaceInEnclosure:
    """Put the animal in hand into enclosure ``enclosure``."""

    enclosure: int


@record
class PlaceOnStallSpace:
    """Put the stall in hand on stall space ``slot`` of enclosure ``enclosure``."""

    enclosure: int
    slot: int


@record
class PlaceInBarn:
    """Put the tile in hand into the barn."""


@record
class MoveFromBarn:
    """Money action Move (1 coin): ``tile`` from the barn into the zoo; where comes next."""

    tile: Tile


@record
class MoveStall:
    """Money action Move (1 coin): the stall on (``enclosure``, ``slot``) to another space."""

    enclosure: int
    slot: int


@record
class ExchangeEnclosures:
    """Money action Exchange (1 coin): swap all animals of two enclosures (first < second)."""

    first: int
    second: int


@record
class ExchangeBarn:
    """Money action Exchange (1 coin): all ``species`` in the barn with enclosure's animals."""

    species: Species
    enclosure: int


@record
class Purchase:
    """Money action Purchase (2 coins): ``tile`` from ``seller``'s barn; where comes next."""

    seller: PlayerId
    tile: Tile


@record
class Discard:
    """Money action Discard (2 coins): remove ``tile`` from one's own barn."""

    tile: Tile


@record
class Expand:
    """Money action Expand (3 coins): add an expansion board with a 5-space enclosure."""


@record
class Cancel:
    """Back out of a Move or Purchase before placing; nothing was paid, the turn goes on."""


Action = (DrawTile | LoadTruck | TakeTruck | ChooseTile[Tile] | PlaceInEnclosure | PlaceOnStallSpace
          | PlaceInBarn | MoveFromBarn | MoveStall | ExchangeEnclosures | ExchangeBarn
          | Purchase | Discard | Expand | Cancel)
"""Any Zooloretto action."""

MONEY_ACTIONS = (MoveFromBarn, MoveStall, ExchangeEnclosures, ExchangeBarn, Purchase, Discard,
                 Expand)
"""The action types that start a money action."""
