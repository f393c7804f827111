"""Zooloretto game state, the pending placement of multi-step decisions, and the view.

Everything a player owns is public in Zooloretto (zoo, barn, coins); only the
order of the face-down stacks and the identity of the face-down blocking
tiles of the 2-player game are hidden.
"""

from __future__ import annotations

from enum import Enum

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record, replace
from accessible_games.core.rng import RngState
import accessible_games.games.delivery as delivery
from accessible_games.games.zooloretto.rules.tiles import Species, StallType, Tile, sort_tiles
from accessible_games.games.zooloretto.rules.zoo import (
    BASE_LAYOUT, Enclosure, EnclosureSpec, barn_species,
)

START_COINS = 2
BANK_COINS = 30
END_STACK_SIZE = 15
MIN_PLAYERS, MAX_PLAYERS = 2, 5
MOVE_COST = EXCHANGE_COST = 1
PURCHASE_COST = DISCARD_COST = 2
PURCHASE_TO_SELLER = 1
EXPAND_COST = 3
GORILLA_COST = 1


Truck = delivery.Truck[Tile]
"""A Zooloretto delivery truck (see ``delivery``)."""
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
    """Choose where the tile in hand goes."""
    OVER = "over"
    """The game has ended."""


class Source(str, Enum):
    """Where the tile being placed comes from; it decides the options and the cost."""

    TRUCK = "truck"
    MOVE = "move"
    """Money action Move from the barn (1 coin); the tile is still in the barn."""
    MOVE_STALL = "move_stall"
    """Money action Move of a stall to another stall space (1 coin); it is still on its space."""
    PURCHASE = "purchase"
    """Money action Purchase (2 coins); the tile is still in the seller's barn."""
    BORN = "born"
    """Mini-expansion petting zoo: a newborn offspring waits for its place."""
    GIFT = "gift"
    """Mini-expansion: a tile given by the rules (the souvenir shop) waits for its place."""
    BUY = "buy"
    """Mini-expansion money action buying a building; paid when placed."""
    HANDOFF = "handoff"
    """Mini-expansion construction sites: a site handed off from one's own zoo."""
    GORILLA = "gorilla"
    """Mini-expansion gorilla: the tile just drawn goes straight into the zoo for 1 coin."""
    BONUS = "bonus"
    """Mini-expansion bonus enclosures: choose which one to take."""


@record
class PlaceTask:
    """A tile waiting to be placed.

    ``seller`` is set for Purchase; ``from_space`` (enclosure, slot) for a stall being moved,
    and (enclosure, 0) for the parents of a newborn (``Source.BORN``); ``coin_bonus`` says
    whether a newborn filling that enclosure earns coins (not during an Exchange).
    """

    tile: Tile
    source: Source
    seller: PlayerId | None = None
    from_space: tuple[int, int] | None = None
    coin_bonus: bool = True


@record
class PlayerState:
    """One player's belongings, all public.

    Attributes:
        enclosures: the zoo's enclosures in order (board, then expansion boards).
        barn: tiles in the barn, in box order.
        coins: coins in the purse.
        bred: fertile tiles that have already had their offspring.
        expansions: expansion boards added so far.
        petting: offspring in the petting zoo (mini-expansion).
        bonus_boards: bonus enclosures taken (mini-expansions polar bear, gorilla, reindeer).
        gorilla_coin: the coin invested on the gorilla enclosure (it never counts again).
        savings: the field of the coin on the savings book, 0 when there is none.
    """

    enclosures: tuple[Enclosure, ...] = tuple(Enclosure.empty(s) for s in BASE_LAYOUT)
    barn: tuple[Tile, ...] = ()
    coins: int = START_COINS
    bred: frozenset[Tile] = frozenset()
    expansions: int = 0
    petting: tuple[Tile, ...] = ()
    bonus_boards: tuple[Tile, ...] = ()
    gorilla_coin: bool = False
    savings: int = 0

    def barn_species(self) -> tuple[Species, ...]:
        """Return the different species in the barn, in box order."""
        return barn_species(self.barn)

    def barn_stall_types(self) -> tuple[StallType, ...]:
        """Return the different stall types in the barn."""
        present = {t.stall for t in self.barn if t.is_stall}
        return tuple(s for s in StallType if s in present)

    def zoo_stall_types(self) -> tuple[StallType, ...]:
        """Return the different stall types on stall spaces."""
        present = {t.stall for t in self.zoo_stalls()}
        return tuple(s for s in StallType if s in present)

    def zoo_stalls(self) -> tuple[Tile, ...]:
        """Return the stalls on stall spaces, each once (the restaurant takes two spaces)."""
        seen: list[Tile] = []
        for e in self.enclosures:
            for stall in e.stalls:
                if stall is not None and stall.is_stall and stall not in seen:
                    seen.append(stall)
        return tuple(seen)

    def has_bonus(self, name: str) -> bool:
        """Return whether the player holds the bonus enclosure ``name`` (e.g. polar-bear)."""
        return any(t.key == name for t in self.bonus_boards)

    def free_stall_spaces(self) -> tuple[tuple[int, int], ...]:
        """Return every free stall space as (enclosure, slot)."""
        return tuple((i, j) for i, e in enumerate(self.enclosures)
                     for j, s in enumerate(e.stalls) if s is None)

    def with_enclosure(self, index: int, enclosure: Enclosure) -> PlayerState:
        """Return this player with enclosure ``index`` replaced."""
        enclosures = list(self.enclosures)
        enclosures[index] = enclosure
        return replace(self, enclosures=tuple(enclosures))

    def with_barn(self, barn: tuple[Tile, ...] | list[Tile]) -> PlayerState:
        """Return this player with ``barn`` (sorted into box order)."""
        return replace(self, barn=sort_tiles(barn))

    def add_enclosure(self, spec: EnclosureSpec) -> PlayerState:
        """Return this player with a new empty enclosure of ``spec`` at the end."""
        return replace(self, enclosures=self.enclosures + (Enclosure.empty(spec),))

    def tiles(self) -> tuple[Tile, ...]:
        """Return every tile the player holds, each once: animals, fixtures, what stands on
        stall spaces, barn, petting zoo and bonus enclosures."""
        held: list[Tile] = []
        for e in self.enclosures:
            held += e.animals
            held += e.fixtures
            for stall in e.stalls:
                if stall is not None and stall not in held:
                    held.append(stall)
        return tuple(held) + self.barn + self.petting + self.bonus_boards


@record
class ZoolorettoState:
    """The whole table.

    Attributes:
        players: each seat's belongings.
        trucks: the delivery trucks.
        stack: the face-down main stack, top first (hidden order).
        end_stack: the 15 tiles under the wooden disc, top first (hidden order).
        offspring: offspring tiles still in the supply.
        bank: coins in the bank.
        removed_species: species left out with fewer than 5 players.
        box: tiles never in play (removed species not on a truck as blockers).
        discarded: tiles removed during the game (Discard, 2-player leftovers).
        cashed: coin tiles turned into coins.
        current: the seat to act.
        phase: what ``current`` must decide.
        round: the round number, from 1.
        turn: the number of turns begun so far.
        final_round: a tile from the end stack has been drawn.
        drawn: the tile just drawn, to be loaded on a truck.
        hand: tiles of the taken truck not yet placed.
        task: the placement being decided, if any.
        last_taker: who took a truck last this round (starts the next round).
        expansions: names of the mini-expansions in play (see ``expansions``).
        rng: the seeded generator's state.
        supply: the mini-expansions' tiles and boards waiting on the table.
        task_cards: each seat's secret task card (mini-expansion), empty when not in play.
        pending: placements the rules require next, after ``task`` (first first).
        passes_turn: False only inside ``rules.apply_step`` (a game composing Zooloretto,
            which passes turns and ends rounds itself): the turn then stops at
            ``Phase.TURN`` instead of passing.  Never False at rest, so never saved.
    """

    players: tuple[PlayerState, ...]
    trucks: tuple[Truck, ...]
    stack: tuple[Tile, ...]
    end_stack: tuple[Tile, ...]
    offspring: tuple[Tile, ...]
    bank: int
    removed_species: tuple[Species, ...]
    box: tuple[Tile, ...]
    discarded: tuple[Tile, ...]
    cashed: tuple[Tile, ...]
    current: PlayerId
    phase: Phase
    round: int
    turn: int
    final_round: bool
    drawn: Tile | None
    hand: tuple[Tile, ...]
    task: PlaceTask | None
    last_taker: PlayerId | None
    expansions: tuple[str, ...]
    rng: RngState
    supply: tuple[Tile, ...] = ()
    task_cards: tuple[int, ...] = ()
    pending: tuple[PlaceTask, ...] = ()
    passes_turn: bool = True

    @property
    def player_count(self) -> int:
        """Return the number of seats."""
        return len(self.players)

    def in_round(self, player: PlayerId) -> bool:
        """Return whether ``player`` has not taken a truck this round."""
        return delivery.in_round(self.trucks, player)

    def max_expansions(self) -> int:
        """Return how many expansion boards one player may add: 1, or 2 with 2 players."""
        return 2 if self.player_count == 2 else 1


@record
class ZoolorettoView:
    """What a player (or a spectator, ``player`` None) may know: everything but the order
    of the stacks and the face-down blockers."""

    player: PlayerId | None
    players: tuple[PlayerState, ...]
    trucks: tuple[TruckView, ...]
    stack_size: int
    end_stack_size: int
    offspring: tuple[Tile, ...]
    bank: int
    removed_species: tuple[Species, ...]
    discarded: tuple[Tile, ...]
    cashed: tuple[Tile, ...]
    current: PlayerId
    phase: Phase
    round: int
    turn: int
    final_round: bool
    drawn: Tile | None
    hand: tuple[Tile, ...]
    task: PlaceTask | None
    last_taker: PlayerId | None
    expansions: tuple[str, ...]
    supply: tuple[Tile, ...] = ()
    task_card: int | None = None
    """The viewer's own secret task card, if task cards are in play."""
    pending: tuple[PlaceTask, ...] = ()
