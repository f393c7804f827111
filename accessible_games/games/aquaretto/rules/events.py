"""Everything that can happen in Aquaretto, one event per Fluent message.

All events are public: Aquaretto has no hidden hands.  Tiles drawn are turned
face up for everyone; the order of the stacks and the face-down blockers of the
2-player game never appear in an event.  Cells are ``(column, row)``; the
narrator names them with ``geometry.cell_name``.  ``coins`` fields give the
player's purse after the event.  ``truck`` fields are 0-based indexes, like
seats (truck 1 is index 0).
"""

from __future__ import annotations

from typing import ClassVar

from accessible_games.core.events import Event, PlayerId, event
from accessible_games.games.aquaretto.rules.geometry import BoardSize, Cell
from accessible_games.games.aquaretto.rules.state import WorkerKind
from accessible_games.games.aquaretto.rules.tiles import Species, Tile


@event
class GameStarted(Event):
    """The table is set: how many players, which species are left out, trucks, who starts."""

    key: ClassVar[str] = "aquaretto-game-started"
    players: int
    removed: tuple[Species, ...]
    trucks: int
    first: PlayerId


@event
class TruckBlocked(Event):
    """2 players: face-down tiles block places on a truck for the whole game."""

    key: ClassVar[str] = "aquaretto-truck-blocked"
    truck: int
    blockers: int


@event
class RoundStarted(Event):
    """A new round begins with empty trucks."""

    key: ClassVar[str] = "aquaretto-round-started"
    round: int
    starter: PlayerId


@event
class TileDrawn(Event):
    """A player turned a tile face up (``end_stack``: from under the disc)."""

    key: ClassVar[str] = "aquaretto-tile-drawn"
    player: PlayerId
    tile: Tile
    end_stack: bool


@event
class EndStackReached(Event):
    """The first tile from under the disc was revealed: this round is the last."""

    key: ClassVar[str] = "aquaretto-end-stack-reached"
    player: PlayerId


@event
class TileLoaded(Event):
    """A player put the drawn tile on a truck."""

    key: ClassVar[str] = "aquaretto-tile-loaded"
    player: PlayerId
    tile: Tile
    truck: int


@event
class TruckTaken(Event):
    """A player took a truck with these face-up tiles and left the round."""

    key: ClassVar[str] = "aquaretto-truck-taken"
    player: PlayerId
    truck: int
    tiles: tuple[Tile, ...]


@event
class CoinTileTaken(Event):
    """A coin tile from the truck went to the player's purse."""

    key: ClassVar[str] = "aquaretto-coin-tile-taken"
    player: PlayerId
    coins: int


@event
class TilePlaced(Event):
    """A tile from a truck went into the park; ``pool_size`` counts its pool after it."""

    key: ClassVar[str] = "aquaretto-tile-placed"
    player: PlayerId
    tile: Tile
    cell: Cell
    pool_size: int


@event
class TileToDepot(Event):
    """A tile from a truck went on top of the depot.

    ``reason`` says why: "chosen" (the player put it there), or, when the tile had to
    go there because no cell of the park was legal for it, "species-limit" (its
    species has no pool and the park already holds ``limit`` species) or "no-cell"
    (no free field fits it).
    """

    key: ClassVar[str] = "aquaretto-tile-to-depot"
    player: PlayerId
    tile: Tile
    depot_size: int
    reason: str = "chosen"
    limit: int = 0


@event
class OffspringBorn(Event):
    """A fertile male and female met in a pool: an offspring is born."""

    key: ClassVar[str] = "aquaretto-offspring-born"
    player: PlayerId
    species: Species
    male: Tile
    female: Tile


@event
class OffspringPlaced(Event):
    """The offspring joined its pool."""

    key: ClassVar[str] = "aquaretto-offspring-placed"
    player: PlayerId
    tile: Tile
    cell: Cell
    pool_size: int


@event
class OffspringToDepot(Event):
    """The pool could not grow, so the offspring went to the depot."""

    key: ClassVar[str] = "aquaretto-offspring-to-depot"
    player: PlayerId
    tile: Tile
    depot_size: int


@event
class BonusCoin(Event):
    """A pool reached 3, 6, 9 or 12 tiles: 1 coin from the bank."""

    key: ClassVar[str] = "aquaretto-bonus-coin"
    player: PlayerId
    species: Species
    pool_size: int
    coins: int


@event
class BonusCoinBankEmpty(Event):
    """A pool reached a coin bonus, but the bank has no coin left."""

    key: ClassVar[str] = "aquaretto-bonus-coin-bank-empty"
    player: PlayerId
    species: Species
    pool_size: int


@event
class WorkerEarned(Event):
    """A pool reached 5 or 10 tiles: a worker to place at once."""

    key: ClassVar[str] = "aquaretto-worker-earned"
    player: PlayerId
    species: Species
    pool_size: int


@event
class WorkerPlaced(Event):
    """A new worker took a position (``cell`` only for a trainer)."""

    key: ClassVar[str] = "aquaretto-worker-placed"
    player: PlayerId
    kind: WorkerKind
    cell: Cell | None


@event
class WorkerNoPlace(Event):
    """A worker was earned but no position was open: it stays in the supply."""

    key: ClassVar[str] = "aquaretto-worker-no-place"
    player: PlayerId


@event
class WorkerSupplyEmpty(Event):
    """A worker was earned but all 16 figures are in use."""

    key: ClassVar[str] = "aquaretto-worker-supply-empty"
    player: PlayerId


@event
class DepotTileMoved(Event):
    """Money action Move: the top depot tile went into the park for 1 coin."""

    key: ClassVar[str] = "aquaretto-depot-tile-moved"
    player: PlayerId
    tile: Tile
    cell: Cell
    pool_size: int
    coins: int


@event
class WorkerMoved(Event):
    """Money action Move: a worker changed position for 1 coin."""

    key: ClassVar[str] = "aquaretto-worker-moved"
    player: PlayerId
    from_kind: WorkerKind
    from_cell: Cell | None
    to_kind: WorkerKind
    to_cell: Cell | None
    coins: int


@event
class TileBought(Event):
    """Money action Buy: another player's top depot tile went into the park for 2 coins,
    1 of them to the seller."""

    key: ClassVar[str] = "aquaretto-tile-bought"
    player: PlayerId
    seller: PlayerId
    tile: Tile
    cell: Cell
    pool_size: int
    coins: int
    seller_coins: int


@event
class DepotTileDiscarded(Event):
    """Money action Discard: the top depot tile left the game for 2 coins."""

    key: ClassVar[str] = "aquaretto-depot-tile-discarded"
    player: PlayerId
    tile: Tile
    coins: int


@event
class ParkExpanded(Event):
    """Money action Expand: a board added these fields; ``species_limit`` is the new limit."""

    key: ClassVar[str] = "aquaretto-park-expanded"
    player: PlayerId
    size: BoardSize
    cells: tuple[Cell, ...]
    species_limit: int
    coins: int


@event
class LeftoverTilesRemoved(Event):
    """2 players: face-up tiles on the untaken truck leave the game at round end."""

    key: ClassVar[str] = "aquaretto-leftover-tiles-removed"
    truck: int
    tiles: tuple[Tile, ...]


@event
class RoundEnded(Event):
    """Every player has taken a truck."""

    key: ClassVar[str] = "aquaretto-round-ended"
    round: int


@event
class GameEnded(Event):
    """The last round is over; the parks are scored."""

    key: ClassVar[str] = "aquaretto-game-ended"
    scores: tuple[int, ...]
    places: tuple[int, ...]
    tie_break: str
