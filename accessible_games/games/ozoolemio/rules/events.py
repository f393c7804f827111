"""Everything that can happen in O Zoo le Mio, one event per Fluent message.

Events are public except a player's own bid and coin count: ``BidPlaced``
reaches only the bidder and everyone else hears ``BidHidden``;
``CoinsLeft`` reaches only its owner and nobody else hears anything.  Tiles
are the tile objects (the narrator reads their halves); cells are
``(column, row)`` (named by ``geometry.cell_name``); colours are categories in
box order; "figures" tuples are by seat.
"""

from __future__ import annotations

from typing import ClassVar

from accessible_games.core.events import Event, PlayerId, event
from accessible_games.games.ozoolemio.rules.geometry import Cell, Side
from accessible_games.games.ozoolemio.rules.state import Variant
from accessible_games.games.ozoolemio.rules.tiles import Category, Tile


@event
class GameStarted(Event):
    """The table is set: players, the flag pole (top first), the variant, zoo tiles, and
    the tile set: None for the standard set, else the player's set's name (its file's)."""

    key: ClassVar[str] = "ozoolemio-game-started"
    players: int
    flags: tuple[PlayerId, ...]
    variant: Variant
    tiles: int
    tile_set: str | None = None


@event
class RoundStarted(Event):
    """A new round begins."""

    key: ClassVar[str] = "ozoolemio-round-started"
    round: int


@event
class TilesRevealed(Event):
    """The round's tiles were turned face up; they are auctioned in this order."""

    key: ClassVar[str] = "ozoolemio-tiles-revealed"
    round: int
    tiles: tuple[Tile, ...]
    left: int


@event
class AuctionStarted(Event):
    """Bidding opens on ``tile``, auction ``number`` of ``of`` this round."""

    key: ClassVar[str] = "ozoolemio-auction-started"
    tile: Tile
    number: int
    of: int


@event
class BidHidden(Event):
    """What the others hear of a sealed bid: only that ``player`` has bid."""

    key: ClassVar[str] = "ozoolemio-bid-hidden"
    player: PlayerId


@event
class BidPlaced(Event):
    """``player`` sealed ``amount`` coins in the hand (heard by that player only)."""

    key: ClassVar[str] = "ozoolemio-bid-placed"
    player: PlayerId
    amount: int

    def audience(self) -> frozenset[PlayerId] | None:
        """Return the bidder alone."""
        return frozenset((self.player,))

    def redacted(self) -> Event | None:
        """Return what the others hear: that the player has bid."""
        return BidHidden(self.player)


@event
class BidsRevealed(Event):
    """All hands open: every bid by seat, the winner and the price paid to the bank;
    ``tied`` lists the seats with the equal highest bid in flag order (empty without a tie)."""

    key: ClassVar[str] = "ozoolemio-bids-revealed"
    tile: Tile
    bids: tuple[int, ...]
    winner: PlayerId
    price: int
    tied: tuple[PlayerId, ...]


@event
class FlagMoved(Event):
    """A tie was won on the flag pole: the winner's flag moved to the bottom."""

    key: ClassVar[str] = "ozoolemio-flag-moved"
    player: PlayerId
    flags: tuple[PlayerId, ...]


@event
class CoinsLeft(Event):
    """``player`` now has ``coins`` coins (heard by that player only)."""

    key: ClassVar[str] = "ozoolemio-coins-left"
    player: PlayerId
    coins: int

    def audience(self) -> frozenset[PlayerId] | None:
        """Return the owner alone."""
        return frozenset((self.player,))


@event
class TilePlaced(Event):
    """``player`` laid ``tile``: first half on ``cell``, second on side ``facing``
    (``cells`` gives both)."""

    key: ClassVar[str] = "ozoolemio-tile-placed"
    player: PlayerId
    tile: Tile
    cell: Cell
    facing: Side
    cells: tuple[Cell, Cell]


@event
class TileSetAside(Event):
    """The tile won fits nowhere in the winner's zoo; it leaves the game (paid all the same)."""

    key: ClassVar[str] = "ozoolemio-tile-set-aside"
    player: PlayerId
    tile: Tile


@event
class VisitorsMoved(Event):
    """The visitor figures of one colour changed hands (figures by seat before and after)."""

    key: ClassVar[str] = "ozoolemio-visitors-moved"
    category: Category
    before: tuple[int, ...]
    after: tuple[int, ...]


@event
class TreeFiguresMoved(Event):
    """The tree figures changed hands (figures by seat before and after)."""

    key: ClassVar[str] = "ozoolemio-tree-figures-moved"
    before: tuple[int, ...]
    after: tuple[int, ...]


@event
class BenchesPlaced(Event):
    """The tile closed ``count`` new path loops: that many benches; ``total`` in the zoo."""

    key: ClassVar[str] = "ozoolemio-benches-placed"
    player: PlayerId
    count: int
    total: int


@event
class RoundScored(Event):
    """Round end: ``player``'s visitor and tree figures and benches, times the round,
    make ``points``; ``total`` is the score so far."""

    key: ClassVar[str] = "ozoolemio-round-scored"
    player: PlayerId
    round: int
    visitors: int
    trees: int
    benches: int
    points: int
    total: int


@event
class IncomePaid(Event):
    """Round end: ``player`` received ``amount`` coins, 1 per auctioned tile in the zoo
    (``owed``; less only when the bank ran short)."""

    key: ClassVar[str] = "ozoolemio-income-paid"
    player: PlayerId
    amount: int
    owed: int


@event
class GameEnded(Event):
    """The fifth round is scored: final scores, places and the tie-break used."""

    key: ClassVar[str] = "ozoolemio-game-ended"
    scores: tuple[int, ...]
    places: tuple[int, ...]
    tie_break: str
