"""O Zoo le Mio game state and the player's view.

Public: every zoo, the figures, benches and points, the flag pole, the face-up
tiles of the round, the bank, who has bid.  Private: each player's coins
(kept in the pavilion, rulebook "Příprava") and sealed bids until all are
revealed.  Hidden from everyone: the order of the face-down tiles.
"""

from __future__ import annotations

from enum import Enum

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.core.rng import RngState
from accessible_games.games.ozoolemio.rules.attraction import Standing
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Tile, TileSet
from accessible_games.games.ozoolemio.rules.zoo import Zoo

MIN_PLAYERS, MAX_PLAYERS = 2, 4
START_COINS = 8
TOTAL_COINS = 35
ROUNDS = 5
TILES_PER_ROUND = 5
VARIANT_TREE_TILES = 3
"""The variant reveals tiles in rounds 1-4 until this many show trees."""
VARIANT_MIN_TREE_TILES = (ROUNDS - 1) * VARIANT_TREE_TILES
"""The variant needs at least 12 tiles with trees."""


class Phase(str, Enum):
    """What the table waits for."""

    BID = "bid"
    """Everyone who has not bid yet seals a bid for the tile on auction."""
    PLACE = "place"
    """The auction's winner lays the tile in the zoo."""
    OVER = "over"
    """The fifth round has been scored."""


class Variant(str, Enum):
    """The rules played: standard (5 tiles a round) or trees (until 3 show trees)."""

    STANDARD = "standard"
    TREES = "trees"


@record
class RoundScore:
    """One line of a player's score sheet: what a round's end scored.

    Attributes:
        round: the round number, which is also the multiplier.
        visitors: the visitor figures held at the round's end.
        trees: the tree figures held.
        benches: the benches in the zoo.

    >>> RoundScore(3, visitors=2, trees=1, benches=1).points
    12
    """

    round: int
    visitors: int
    trees: int
    benches: int

    @property
    def multiplier(self) -> int:
        """Return what the figures and benches are multiplied by: the round number."""
        return self.round

    @property
    def points(self) -> int:
        """Return (visitors + trees + benches) times the round number."""
        return (self.visitors + self.trees + self.benches) * self.multiplier


@record(slots=False)
class PlayerState:
    """One player's public belongings.

    Attributes:
        zoo: the tiles laid, start tile first.
        visitors: the best region value of each colour (box order) and when reached.
        trees: the number of trees and when the zoo reached it.
        benches: benches (one per independent path loop).
        visitor_points, tree_points, bench_points: points scored so far from
            the visitor figures, the tree figures and the benches (each times
            the round number).
        rounds: the score sheet, one entry per round scored so far, in order.

    (No slots, like ``OzooState``: ``records.replace`` copies the instance dictionary.)
    """

    zoo: Zoo
    visitors: tuple[Standing, ...] = tuple(Standing() for _ in CATEGORIES)
    trees: Standing = Standing()
    benches: int = 0
    visitor_points: int = 0
    tree_points: int = 0
    bench_points: int = 0
    rounds: tuple[RoundScore, ...] = ()

    @property
    def score(self) -> int:
        """Return the points scored so far."""
        return self.visitor_points + self.tree_points + self.bench_points


@record
class AuctionResult:
    """A finished auction, public after the reveal: the tile, every bid by seat, the winner
    and whether a tie on the flag pole decided it."""

    tile: Tile
    bids: tuple[int, ...]
    winner: PlayerId
    tie: bool


@record(slots=False)
class OzooState:
    """The whole table.

    Attributes:
        tileset: the tiles of this game (zoo and start tiles).
        variant: the rules variant.
        players: each seat's public belongings.
        coins: each seat's coins (private).
        bank: coins in the bank.
        flags: the flag pole, top first (seats).
        stack: the face-down tiles, top first (hidden order).
        display: the face-up tiles of this round not yet auctioned, in order;
            the first is on auction while bidding.
        bids: each seat's sealed bid for the current auction, None if not yet bid.
        phase: what the table waits for.
        placer: the seat laying ``in_hand`` (phase PLACE), else None.
        in_hand: the tile won and being laid, else None.
        round: the round number, 1-5.
        auction: the number of the current auction in this round, from 1.
        placements: tiles laid so far by everyone (start tiles excluded); the
            attractiveness tie rule compares these numbers.
        visitors: visitor figures held, by colour (box order) and seat.
        tree_figures: tree figures held, by seat.
        set_aside: tiles won that fitted nowhere in the winner's zoo.
        last_auction: the latest finished auction, or None.
        rng: the seeded generator's state.

    (No slots: ``records.replace`` copies the instance dictionary at once, where
    twenty slots would be written one by one, and the rules replace the state three
    or four times per action.)
    """

    tileset: TileSet
    variant: Variant
    players: tuple[PlayerState, ...]
    coins: tuple[int, ...]
    bank: int
    flags: tuple[PlayerId, ...]
    stack: tuple[Tile, ...]
    display: tuple[Tile, ...]
    bids: tuple[int | None, ...]
    phase: Phase
    placer: PlayerId | None
    in_hand: Tile | None
    round: int
    auction: int
    placements: int
    visitors: tuple[tuple[int, ...], ...]
    tree_figures: tuple[int, ...]
    set_aside: tuple[Tile, ...]
    last_auction: AuctionResult | None
    rng: RngState

    @property
    def player_count(self) -> int:
        """Return the number of seats."""
        return len(self.players)


@record
class OzooView:
    """What a player (or a spectator, ``player`` None) may know.

    It lacks the other players' coins and sealed bids and the order of the
    face-down tiles; ``coins`` and ``bid`` are the viewer's own (None for a
    spectator, ``bid`` None until the viewer has bid).
    """

    player: PlayerId | None
    tileset: TileSet
    variant: Variant
    players: tuple[PlayerState, ...]
    coins: int | None
    bid: int | None
    has_bid: tuple[bool, ...]
    bank: int
    flags: tuple[PlayerId, ...]
    stack_size: int
    display: tuple[Tile, ...]
    phase: Phase
    placer: PlayerId | None
    in_hand: Tile | None
    round: int
    auction: int
    placements: int
    visitors: tuple[tuple[int, ...], ...]
    tree_figures: tuple[int, ...]
    set_aside: tuple[Tile, ...]
    last_auction: AuctionResult | None

    @property
    def on_auction(self) -> Tile | None:
        """Return the tile being auctioned, or None outside bidding."""
        return self.display[0] if self.phase is Phase.BID and self.display else None
