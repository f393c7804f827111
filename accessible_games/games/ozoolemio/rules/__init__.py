"""O Zoo le Mio: the rules core (tiles as data, zoo geometry, paths and loops, star
regions, sealed-bid auctions, game state, scoring, bots).  Game id ``"o-zoo-le-mio"``.

Public entry points: ``GAME`` (the Game protocol), the state and view types,
the actions ``Bid`` and ``Place``, ``make_bot``, ``load_tileset`` (the one
reader of tile files) and ``tileset_option`` (the value of the option
``"tiles"``), and the geometry helpers ``cell_name`` and ``parse_cell``.
Options: ``"variant"`` (``"standard"`` or ``"trees"``) and ``"tiles"``.

Rule readings (the Czech rulebook is the authority; details in each module):
ties of attractiveness go to the region or zoo that reached the value later
(``attraction``); a won tile that fits nowhere is set aside, still paid
(``rules``); income is paid after round 5 too and a short bank pays one coin at
a time down the flag pole (``scoring``); the entrance pavilion covers 0M and 0N
(``geometry``).

Events (Fluent keys; fields in ``events``): ``ozoolemio-game-started``,
``ozoolemio-round-started``, ``ozoolemio-tiles-revealed``,
``ozoolemio-auction-started``, ``ozoolemio-bid-placed`` (the bidder only),
``ozoolemio-bid-hidden`` (what the others hear), ``ozoolemio-bids-revealed``,
``ozoolemio-flag-moved``, ``ozoolemio-coins-left`` (the owner only),
``ozoolemio-tile-placed``, ``ozoolemio-tile-set-aside``,
``ozoolemio-visitors-moved``, ``ozoolemio-tree-figures-moved``,
``ozoolemio-benches-placed``, ``ozoolemio-round-scored``,
``ozoolemio-income-paid``, ``ozoolemio-game-ended``.

Reasons of IllegalAction / InvalidAction / TileSetError (Fluent ids, with
their args; cells by name, players as seats, halves numbered 1 and 2):

- setup: ``ozoolemio-error-player-count`` (min, max),
  ``ozoolemio-error-unknown-option`` (option), ``ozoolemio-error-unknown-variant``
  (variant), ``ozoolemio-error-tiles-too-few-trees`` (needed, found);
- bidding: ``ozoolemio-error-not-now`` (phase: "bid", "place" or "over"),
  ``ozoolemio-error-already-bid`` (amount), ``ozoolemio-error-bid-negative``
  (amount), ``ozoolemio-error-bid-too-high`` (amount, coins);
- laying a tile: ``ozoolemio-error-pavilion`` (cell), ``ozoolemio-error-occupied``
  (cell), ``ozoolemio-error-path-meets-grass`` (cell, neighbour),
  ``ozoolemio-error-path-not-continued`` (cell, neighbour),
  ``ozoolemio-error-not-touching``, ``ozoolemio-error-grass-only``,
  ``ozoolemio-error-cell-syntax`` (text), ``ozoolemio-error-tile-syntax`` (text: the
  compact tile notation of ``notation``);
- tile files (``tileset.load_tileset``, ``tiles.parse_tileset``):
  ``ozoolemio-error-tiles-unreadable`` (file), ``ozoolemio-error-tiles-too-large``
  (file, limit), ``ozoolemio-error-tiles-not-json`` (file, line),
  ``ozoolemio-error-tiles-format``, ``ozoolemio-error-tiles-version`` (version,
  expected), ``ozoolemio-error-tiles-field`` (tile, half, field; tile "" and half 0
  for the document, half 0 for the tile itself), ``ozoolemio-error-tiles-count``
  (expected, found), ``ozoolemio-error-tiles-start-count`` (expected, found),
  ``ozoolemio-error-tiles-bad-tile`` (tile: its position from 1, list: "tiles" or
  "start_tiles"), ``ozoolemio-error-tiles-bad-id`` (tile, list: the same),
  ``ozoolemio-error-tiles-duplicate-id``
  (tile), ``ozoolemio-error-tiles-halves`` (tile), ``ozoolemio-error-tiles-category``
  (tile, half, value), ``ozoolemio-error-tiles-same-category`` (tile, category),
  ``ozoolemio-error-tiles-stars`` (tile, half, value), ``ozoolemio-error-tiles-trees``
  (tile, half, value), ``ozoolemio-error-tiles-path-syntax`` (tile, half, path),
  ``ozoolemio-error-tiles-path-reused`` (tile, half, side),
  ``ozoolemio-error-tiles-paths-cross`` (tile, half), ``ozoolemio-error-tiles-inner-path``
  (tile), ``ozoolemio-error-tiles-no-path`` (tile), ``ozoolemio-error-tiles-no-outer-path``
  (tile: no path reaches its outer edge, so it could never be laid),
  ``ozoolemio-error-tiles-start-animals``
  (tile, half, field), ``ozoolemio-error-tiles-start-branch`` (tile, half),
  ``ozoolemio-error-tiles-start-entrance`` (tile);
- and the core's ``core-error-game-over``, ``core-error-not-your-turn``,
  ``core-error-illegal-action``.

Categories are passed as their values (``"sea-life"``; colours via
``Category.colour``: ``"red"``, ``"yellow"``, ``"grey"``, ``"orange"``, ``"blue"``),
sides and orientations as letters (``"n"``, ``"e"``, ``"s"``, ``"w"``).
"""

from accessible_games.core.match import Match
from accessible_games.games.ozoolemio.rules.actions import Action, Bid, Place
from accessible_games.games.ozoolemio.rules.bots import GreedyBot, make_bot
from accessible_games.games.ozoolemio.rules.game import GAME, OZooLeMio
from accessible_games.games.ozoolemio.rules.geometry import Cell, Side, cell_name, parse_cell
from accessible_games.games.ozoolemio.rules.state import (
    AuctionResult, OzooState, OzooView, Phase, PlayerState, RoundScore, Variant,
)
from accessible_games.games.ozoolemio.rules.tiles import (
    Category, Half, Tile, TileSet, TileSetError,
)
from accessible_games.games.ozoolemio.rules.tileset import load_tileset, tileset_option
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo, legal_placements

OzooMatch = Match[OzooState, Action, OzooView]
"""An O Zoo le Mio game in progress: the match layer over these rules."""

__all__ = [
    "OzooMatch",
    "GAME", "Action", "AuctionResult", "Bid", "Category", "Cell", "GreedyBot", "Half",
    "OZooLeMio", "OzooState", "OzooView", "Phase", "Place", "Placement", "PlayerState", "RoundScore",
    "Side",
    "Tile", "TileSet", "TileSetError", "Variant", "Zoo", "cell_name", "legal_placements",
    "load_tileset", "make_bot", "parse_cell", "tileset_option",
]
