"""Aquaretto setup by player count, from the seeded generator.

- Species left out: 3 with 2 players, 2 with 3, 1 with 4, none with 5; never
  dolphin, orca or sea lion.  Their animal and offspring tiles stay in the box.
- All square tiles of the other species and the 10 coin tiles are shuffled;
  15 of them form the end stack under the disc, the rest the main stacks.
- Offspring (2 per species in play) wait face up beside the stacks.
- One truck per player; with 2 players three trucks, two of them blocked by
  face-down tiles of the removed species: truck 2 by 1 tile, truck 3 by 2.
- Each player: 1 coin, 2 small and 2 large expansion boards; the bank keeps
  the other coins of the 30.  Seat 0 starts.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Options, PlayerSpec, Transition
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.state import (
    BANK_COINS, END_STACK_SIZE, MAX_PLAYERS, MIN_PLAYERS, START_COINS, WORKER_FIGURES,
    AquarettoState, Phase, PlayerState, Truck,
)
from accessible_games.games.aquaretto.rules.tiles import (
    COIN_TILES, REMOVABLE, SPECIES_ORDER, Species, Tile, offspring_tiles, species_tiles,
)

REMOVED_BY_COUNT: dict[int, int] = {2: 3, 3: 2, 4: 1, 5: 0}
"""How many species are left out for each player count."""

def new_game(players: Sequence[PlayerSpec], options: Options,
             seed: int) -> Transition[AquarettoState]:
    """Return the initial state and the setup events.

    Raises:
        IllegalAction: fewer than 2 or more than 5 players
            (``aquaretto-error-player-count`` with min, max).
    """
    count = len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalAction("aquaretto-error-player-count",
                            {"min": MIN_PLAYERS, "max": MAX_PLAYERS})
    rng = rngmod.seed_state(seed)
    rng, candidates = rngmod.shuffled(rng, REMOVABLE)
    removed = tuple(sorted(candidates[:REMOVED_BY_COUNT[count]], key=SPECIES_ORDER.__getitem__))
    in_play = [s for s in Species if s not in removed]
    square = [t for s in in_play for t in species_tiles(s)] + list(COIN_TILES)
    rng, deck = rngmod.shuffled(rng, square)
    box: tuple[Tile, ...] = tuple(t for s in removed for t in species_tiles(s))
    babies = tuple(t for s in removed for t in offspring_tiles(s))
    trucks: tuple[Truck, ...] = tuple(Truck() for _ in range(delivery.truck_count(count)))
    events: list[Event] = [ev.GameStarted(count, removed, len(trucks), 0)]
    if count == 2:
        rng, trucks, box, blocked = delivery.block_trucks(rng, box)
        events += [ev.TruckBlocked(index, blockers) for index, blockers in blocked]
    box = tuple(sorted(box)) + babies
    events.append(ev.RoundStarted(1, 0))
    state = AquarettoState(
        players=tuple(PlayerState() for _ in range(count)), trucks=trucks,
        stack=deck[END_STACK_SIZE:], end_stack=deck[:END_STACK_SIZE],
        offspring=tuple(t for s in in_play for t in offspring_tiles(s)),
        bank=BANK_COINS - START_COINS * count, workers=WORKER_FIGURES,
        removed_species=removed, box=box, discarded=(), current=0, phase=Phase.TURN,
        round=1, turn=1, final_round=False, drawn=None, hand=(), tasks=(), rng=rng)
    return Transition(state, tuple(events))
