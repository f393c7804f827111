"""Aquaretto actions: one small frozen dataclass per decision.

A turn is one of three things (rulebook A, B, C): add a tile to a truck
(``DrawTile``, then ``LoadTruck``), take a truck (``TakeTruck``, then for each
tile ``ChooseTile`` and ``PlaceTile``/``PlaceInDepot``), or one money action
(``MoveDepotTile``, ``MoveWorker``, ``BuyTile``, ``DiscardTile``, ``Expand``).
Multi-step money actions are paid only when their last step is chosen, and
``Cancel`` backs out of them before that.  Trucks and seats are 0-based.
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.games.delivery import ChooseTile as ChooseTile
from accessible_games.games.delivery import DrawTile as DrawTile
from accessible_games.games.delivery import LoadTruck as LoadTruck
from accessible_games.games.delivery import TakeTruck as TakeTruck
from accessible_games.games.aquaretto.rules.geometry import BoardSize, Cell
from accessible_games.games.aquaretto.rules.state import WorkerSpot
from accessible_games.games.aquaretto.rules.tiles import Tile


@record
class PlaceTile:
    """Put the tile in hand on ``cell`` of the park."""

    cell: Cell


@record
class PlaceInDepot:
    """Put the tile in hand on top of the depot."""


@record
class PlaceWorker:
    """Put the new or moving worker on ``spot``."""

    spot: WorkerSpot


@record
class MoveDepotTile:
    """Money action Move (1 coin): the top depot tile into the park; the cell comes next."""


@record
class MoveWorker:
    """Money action Move (1 coin): the worker on ``spot`` to another position, chosen next."""

    spot: WorkerSpot


@record
class BuyTile:
    """Money action Buy (2 coins): ``seller``'s top depot tile into the park; the cell comes next."""

    seller: PlayerId


@record
class DiscardTile:
    """Money action Discard (2 coins): remove the top tile of one's own depot from the game."""


@record
class Expand:
    """Money action Expand (small 1 coin, large 2): add a board of ``size``; where comes next."""

    size: BoardSize


@record
class PlaceBoard:
    """Put the expansion board on ``cells`` (its new fields)."""

    cells: frozenset[Cell]


@record
class Cancel:
    """Back out of the money action being set up; nothing was paid, the turn goes on."""


Action = (DrawTile | LoadTruck | TakeTruck | ChooseTile[Tile] | PlaceTile | PlaceInDepot | PlaceWorker
          | MoveDepotTile | MoveWorker | BuyTile | DiscardTile | Expand | PlaceBoard | Cancel)
"""Any Aquaretto action."""

MONEY_ACTIONS = (MoveDepotTile, MoveWorker, BuyTile, DiscardTile, Expand)
"""The action types that start a money action."""
