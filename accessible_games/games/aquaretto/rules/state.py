"""Aquaretto game state, the pending tasks of multi-step decisions, and the player's view.

Everything a player owns is public in Aquaretto (park, depot, coins, workers);
only the order of the face-down stacks and the identity of the face-down
blocking tiles of the 2-player game are hidden.
"""

from __future__ import annotations

from enum import Enum

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.core.rng import RngState
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules.geometry import BoardSize, Cell, in_reading_order
from accessible_games.games.aquaretto.rules.park import Park
from accessible_games.games.aquaretto.rules.tiles import Species, Tile

START_COINS = 1
BANK_COINS = 30
WORKER_FIGURES = 16
END_STACK_SIZE = 15
SMALL_BOARDS = LARGE_BOARDS = 2
MAX_CASHIERS = MAX_KEEPERS = 2
MIN_PLAYERS, MAX_PLAYERS = 2, 5
MOVE_COST = 1
BUY_COST = DISCARD_COST = 2


Truck = delivery.Truck[Tile]
"""An Aquaretto delivery truck (see ``delivery``)."""
TruckView = delivery.TruckView[Tile]
"""A truck as everyone sees it."""


class Phase(str, Enum):
    """What the current player must decide now."""

    TURN = "turn"
    """Add a tile to a truck, take a truck, or do one money action."""
    LOAD_TRUCK = "load_truck"
    """Put the tile just drawn on a truck."""
    CHOOSE_TILE = "choose_tile"
    """Choose which tile of the taken truck to place next."""
    PLACE_TILE = "place_tile"
    """Choose where the tile in hand goes (a cell, or the depot where allowed)."""
    PLACE_WORKER = "place_worker"
    """Choose where a new worker (bonus) or a moving worker goes."""
    PLACE_BOARD = "place_board"
    """Choose where the expansion board goes."""
    OVER = "over"
    """The game has ended."""


class Source(str, Enum):
    """Where the tile being placed comes from; it decides the depot and cancel options."""

    TRUCK = "truck"
    OFFSPRING = "offspring"
    DEPOT = "depot"
    """The money action Move: the top tile of one's own depot, 1 coin."""
    PURCHASE = "purchase"
    """The money action Buy: another player's depot top, 2 coins."""


class WorkerKind(str, Enum):
    """The four jobs of a worker."""

    CASHIER = "cashier"
    KEEPER = "keeper"
    TRAINER = "trainer"
    MANAGER = "manager"


@record
class WorkerSpot:
    """A position for a worker: a cash desk, a feeding station, the manager's bench, or a
    field (trainers only; ``cell`` is None for the others)."""

    kind: WorkerKind
    cell: Cell | None = None


@record
class TileTask:
    """A tile waiting to be placed.  For Move and Buy it is still on top of its depot."""

    tile: Tile
    source: Source
    seller: PlayerId | None = None


@record
class WorkerTask:
    """A worker to place: a new one earned as a bonus (``moving`` None) or one being moved."""

    moving: WorkerSpot | None = None


@record
class BoardTask:
    """The money action Expand: a board of ``size`` to place."""

    size: BoardSize


Task = TileTask | WorkerTask | BoardTask


@record
class PlayerState:
    """One player's belongings, all public.

    Attributes:
        park: the water park with its tiles, trainers and expansion boards.
        depot: the depot stack, bottom first; the top tile is the last.
        coins: coins in the purse (coin tiles count as coins).
        cashiers, keepers, manager: workers on the board's desks and bench.
        bred: fertile tiles that have already had their offspring.
        small_boards, large_boards: expansion boards not yet added.
    """

    park: Park = Park()
    depot: tuple[Tile, ...] = ()
    coins: int = START_COINS
    cashiers: int = 0
    keepers: int = 0
    manager: bool = False
    bred: frozenset[Tile] = frozenset()
    small_boards: int = SMALL_BOARDS
    large_boards: int = LARGE_BOARDS

    @property
    def depot_top(self) -> Tile | None:
        """Return the top tile of the depot, or None if it is empty."""
        return self.depot[-1] if self.depot else None

    def boards_left(self, size: BoardSize) -> int:
        """Return how many boards of ``size`` the player can still add."""
        return self.small_boards if size is BoardSize.SMALL else self.large_boards

    def depot_species(self) -> tuple[Species, ...]:
        """Return the different species in the depot, in box order."""
        present = {t.species for t in self.depot}
        return tuple(s for s in Species if s in present)

    def worker_spots(self) -> tuple[WorkerSpot, ...]:
        """Return where this player's workers stand: cashiers, keepers, manager, trainers."""
        spots = [WorkerSpot(WorkerKind.CASHIER)] * self.cashiers
        spots += [WorkerSpot(WorkerKind.KEEPER)] * self.keepers
        if self.manager:
            spots.append(WorkerSpot(WorkerKind.MANAGER))
        spots += [WorkerSpot(WorkerKind.TRAINER, c) for c in in_reading_order(self.park.trainers)]
        return tuple(spots)


@record
class AquarettoState:
    """The whole table.

    Attributes:
        players: each seat's belongings.
        trucks: the delivery trucks on the table.
        stack: the face-down main stacks as one pile, top first (hidden order).
        end_stack: the 15 tiles under the wooden disc, top first (hidden order).
        offspring: the offspring tiles still in the supply.
        bank: coins in the bank.
        workers: worker figures still in the supply.
        removed_species: species left out for fewer than 5 players.
        box: tiles of removed species that are not on a truck (never in play).
        discarded: tiles removed from play during the game (discarded depot tiles,
            face-up tiles left on the untaken 2-player truck).
        current: the seat to act.
        phase: what ``current`` must decide.
        round: the round number, from 1.
        turn: the number of turns begun so far.
        final_round: a tile from the end stack has been revealed.
        drawn: the tile just drawn, to be loaded on a truck.
        hand: tiles of the taken truck not yet placed, in loading order.
        tasks: pending placements; the first is being decided.
        rng: the seeded generator's state.
    """

    players: tuple[PlayerState, ...]
    trucks: tuple[Truck, ...]
    stack: tuple[Tile, ...]
    end_stack: tuple[Tile, ...]
    offspring: tuple[Tile, ...]
    bank: int
    workers: int
    removed_species: tuple[Species, ...]
    box: tuple[Tile, ...]
    discarded: tuple[Tile, ...]
    current: PlayerId
    phase: Phase
    round: int
    turn: int
    final_round: bool
    drawn: Tile | None
    hand: tuple[Tile, ...]
    tasks: tuple[Task, ...]
    rng: RngState

    @property
    def player_count(self) -> int:
        """Return the number of seats."""
        return len(self.players)

    def in_round(self, player: PlayerId) -> bool:
        """Return whether ``player`` has not taken a truck this round."""
        return delivery.in_round(self.trucks, player)


@record
class AquarettoView:
    """What a player (or a spectator, ``player`` None) may know: everything but the order
    of the stacks and the face-down blockers; the stacks appear only as sizes."""

    player: PlayerId | None
    players: tuple[PlayerState, ...]
    trucks: tuple[TruckView, ...]
    stack_size: int
    end_stack_size: int
    offspring: tuple[Tile, ...]
    bank: int
    workers: int
    removed_species: tuple[Species, ...]
    discarded: tuple[Tile, ...]
    current: PlayerId
    phase: Phase
    round: int
    turn: int
    final_round: bool
    drawn: Tile | None
    hand: tuple[Tile, ...]
    tasks: tuple[Task, ...]
