"""Zooloretto setup by player count, from the seeded generator.

- Species left out: 3 with 2 players, 2 with 3, 1 with 4, none with 5 (any
  species; in this app chosen at random).  Their tiles stay in the box.
- All animal tiles of the other species, the 12 stalls and the 12 coin tiles
  are shuffled; 15 of them form the end stack under the disc, the rest the
  main stack.  Offspring (2 per species in play) wait beside the stacks.
- One truck per player; with 2 players three trucks holding 3, 2 and 1 tiles:
  truck 2 is blocked by 1 face-down tile of a removed species, truck 3 by 2.
- Each player: 2 coins; the bank keeps the rest of the 30.  Seat 0 starts.
- Option ``"expansions"``: names of registered mini-expansions to include; an
  expansion may protect species from being left out (task cards).
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Options, PlayerSpec, Transition
import accessible_games.games.delivery as delivery
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules import expansions
from accessible_games.games.zooloretto.rules.state import (
    BANK_COINS, END_STACK_SIZE, MAX_PLAYERS, MIN_PLAYERS, START_COINS, Phase, PlayerState,
    Truck, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import (
    COIN_TILES, SPECIES_ORDER, STALL_TILES, Species, Tile, offspring_tiles, sort_tiles,
    species_tiles,
)

REMOVED_BY_COUNT: dict[int, int] = {2: 3, 3: 2, 4: 1, 5: 0}
"""How many species are left out for each player count."""

def expansion_names(options: Options) -> tuple[str, ...]:
    """Return the expansions requested in ``options``.

    Raises:
        IllegalAction: ``zooloretto-error-unknown-expansion`` (name) if one is not registered.
    """
    names = options.get("expansions", [])
    if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
        raise IllegalAction("zooloretto-error-unknown-expansion", {"name": str(names)})
    for name in names:
        if name not in expansions.REGISTRY:
            raise IllegalAction("zooloretto-error-unknown-expansion", {"name": name})
    return tuple(names)


def new_game(players: Sequence[PlayerSpec], options: Options,
             seed: int) -> Transition[ZoolorettoState]:
    """Return the initial state and the setup events.

    Raises:
        IllegalAction: ``zooloretto-error-player-count`` (min, max) for fewer than 2 or more
            than 5 players; ``zooloretto-error-unknown-expansion`` (name).
    """
    count = len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalAction("zooloretto-error-player-count",
                            {"min": MIN_PLAYERS, "max": MAX_PLAYERS})
    names = expansion_names(options)
    rng = rngmod.seed_state(seed)
    rng, candidates = rngmod.shuffled(rng, tuple(Species))
    protected = {s for name in names for s in expansions.REGISTRY[name].protected_species}
    candidates = tuple(s for s in candidates if s not in protected)
    removed = tuple(sorted(candidates[:REMOVED_BY_COUNT[count]], key=SPECIES_ORDER.__getitem__))
    in_play = [s for s in Species if s not in removed]
    square = [t for s in in_play for t in species_tiles(s)] + list(STALL_TILES) + list(COIN_TILES)
    rng, deck = rngmod.shuffled(rng, square)
    box: tuple[Tile, ...] = tuple(t for s in removed for t in species_tiles(s))
    babies = tuple(t for s in removed for t in offspring_tiles(s))
    trucks: tuple[Truck, ...] = tuple(Truck() for _ in range(delivery.truck_count(count)))
    events: list[Event] = [ev.GameStarted(count, removed, len(trucks), 0)]
    if count == 2:
        rng, trucks, box, blocked = delivery.block_trucks(rng, box)
        events += [ev.TruckBlocked(index, blockers) for index, blockers in blocked]
    events.append(ev.RoundStarted(1, 0))
    state = ZoolorettoState(
        players=tuple(PlayerState() for _ in range(count)), trucks=trucks,
        stack=deck[END_STACK_SIZE:], end_stack=deck[:END_STACK_SIZE],
        offspring=tuple(t for s in in_play for t in offspring_tiles(s)),
        bank=BANK_COINS - START_COINS * count, removed_species=removed,
        box=sort_tiles(box) + babies, discarded=(), cashed=(), current=0, phase=Phase.TURN,
        round=1, turn=1, final_round=False, drawn=None, hand=(), task=None, last_taker=None,
        expansions=names, rng=rng)
    for expansion in expansions.in_play(state):
        step = expansion.setup(state)
        state = step.state
        events += step.events
    return Transition(state, tuple(events))
