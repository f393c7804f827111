"""Aquaretto: the rules core (tiles, water park geometry, state, rules, scoring, bots).

Public entry points: ``GAME`` (the Game protocol), the state and view types,
the actions, and the pure geometry helpers ``parse_cell``, ``cell_name``,
``legal_cells``, ``explain_cell``, ``trainer_cells`` and
``legal_board_placements``.

Reasons of IllegalAction / InvalidAction (Fluent ids, with their args):

- placing a tile (``explain_cell``): ``aquaretto-error-not-an-animal`` (tile),
  ``aquaretto-error-not-a-field`` (cell), ``aquaretto-error-occupied`` (cell,
  species), ``aquaretto-error-trainer-there`` (cell), ``aquaretto-error-species-limit``
  (species, limit), ``aquaretto-error-not-adjacent-to-pool`` (cell, species),
  ``aquaretto-error-touches-other-species`` (cell, species, other, neighbour);
  ``aquaretto-error-depot-not-allowed`` (source: offspring, depot or purchase);
- expansion boards (``explain_board``): ``aquaretto-error-board-shape`` (size),
  ``aquaretto-error-board-overlaps`` (cell), ``aquaretto-error-board-out-of-range``
  (cell), ``aquaretto-error-board-not-touching``;
- trucks and stacks: ``aquaretto-error-no-tiles-left``, ``aquaretto-error-trucks-full``,
  ``aquaretto-error-no-such-truck`` (truck, trucks), ``aquaretto-error-truck-taken``
  (truck, player), ``aquaretto-error-truck-full`` (truck), ``aquaretto-error-truck-empty``
  (truck), ``aquaretto-error-not-in-hand`` (tile); trucks are numbered from 1 in args;
- money actions: ``aquaretto-error-not-enough-coins`` (cost, coins),
  ``aquaretto-error-depot-empty`` (player), ``aquaretto-error-no-room`` (tile),
  ``aquaretto-error-buy-from-self``, ``aquaretto-error-no-such-player`` (player),
  ``aquaretto-error-no-such-worker`` (kind, cell), ``aquaretto-error-nowhere-to-move``
  (kind), ``aquaretto-error-no-boards-left`` (size), ``aquaretto-error-no-board-placement``
  (size), ``aquaretto-error-nothing-to-cancel``;
- workers: ``aquaretto-error-worker-limit`` (kind, limit),
  ``aquaretto-error-worker-already-there`` (kind), and the cell reasons above;
- other: ``aquaretto-error-not-now`` (phase), ``aquaretto-error-player-count``
  (min, max), ``aquaretto-error-cell-syntax`` (text), ``aquaretto-error-unknown-tile``
  (code); and the core's ``core-error-game-over``, ``core-error-not-your-turn``,
  ``core-error-illegal-action``.

Species, kinds and sizes are passed as their enum values (``"sea-lion"``,
``"trainer"``, ``"large"``), cells by name (``"3C"``), players as seats.
"""

from accessible_games.core.match import Match
from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    MoveWorker, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.game import GAME, Aquaretto
from accessible_games.games.aquaretto.rules.geometry import (
    BASE_FIELDS, BoardSize, Cell, cell_name, explain_board, legal_board_placements, parse_cell,
)
from accessible_games.games.aquaretto.rules.park import (
    Expansion, Park, explain_cell, legal_cells, trainer_cells,
)
from accessible_games.games.aquaretto.rules.scoring import ScoreSheet, score_sheet
from accessible_games.games.aquaretto.rules.state import (
    AquarettoState, AquarettoView, Phase, PlayerState, Source, Truck, TruckView, WorkerKind,
    WorkerSpot,
)
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, TileKind, parse_tile

AquarettoMatch = Match[AquarettoState, Action, AquarettoView]
"""An Aquaretto game in progress: the match layer over these rules."""

__all__ = [
    "AquarettoMatch",
    "BASE_FIELDS", "GAME", "Action", "Aquaretto", "AquarettoState", "AquarettoView",
    "BoardSize", "BuyTile", "Cancel", "Cell", "ChooseTile", "DiscardTile", "DrawTile", "Expand",
    "Expansion", "LoadTruck", "MoveDepotTile", "MoveWorker", "Park", "Phase", "PlaceBoard",
    "PlaceInDepot", "PlaceTile", "PlaceWorker", "PlayerState", "ScoreSheet", "Source", "Species",
    "TakeTruck", "Tile", "TileKind", "Truck", "TruckView", "WorkerKind", "WorkerSpot",
    "cell_name", "explain_board", "explain_cell", "legal_board_placements", "legal_cells",
    "parse_cell", "parse_tile", "score_sheet", "trainer_cells",
]
