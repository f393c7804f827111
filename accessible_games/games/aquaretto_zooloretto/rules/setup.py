"""Setup of the combined game: each game set up by its own rules, then the shared table.

- Each game is set up by its own ``setup`` for the player count (seeded from the
  combined seed): its species left out (Zooloretto: any 3/2/1/0, Aquaretto: never
  dolphin, orca or sea lion), its stacks shuffled separately with a separate end
  stack of 15, its offspring; each player's zoo (with the Zooloretto expansion-board
  rule) and water park (2 small and 2 large boards, depot).
- Trucks: one per player, three with 2 players.  With 2 players the trucks are
  blocked (capacities 3, 2, 1) by face-down tiles of the removed *Zooloretto*
  species, as Zooloretto's own setup draws them; Aquaretto's blockers go back to
  its box.  (Either game's removed tiles would do; blockers never count as a game's
  tiles on a truck.)
- Each player gets 2 coins; the bank holds the rest of both boxes' 60 coins.
- Option ``"expansions"``: only Zooloretto mini-expansions whose combined-game use
  the rulebooks describe (``SUPPORTED_EXPANSIONS``: the savings book, whose saved
  coin counts for the cashiers); any other is refused.  Seat 0 starts.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Options, PlayerSpec, Transition
from accessible_games.core.records import replace
from accessible_games.games.aquaretto.rules import setup as water_setup
from accessible_games.games.aquaretto.rules.state import AquarettoState
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.aquaretto_zooloretto.rules.purse import mirrored
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    BANK_COINS, MAX_PLAYERS, MIN_PLAYERS, START_COINS, CombinedState, Phase, Truck,
)
from accessible_games.games.aquaretto_zooloretto.rules.trucks import played_supplies
from accessible_games.games.zooloretto.rules import setup as zoo_setup

SUPPORTED_EXPANSIONS: frozenset[str] = frozenset({"savings-book"})
"""Zooloretto mini-expansions allowed in the combined game."""


def expansion_names(options: Options) -> tuple[str, ...]:
    """Return the Zooloretto mini-expansions requested in ``options``.

    Raises:
        IllegalAction: ``zooloretto-error-unknown-expansion`` (name) for a name that is
            no expansion; ``aquaretto-zooloretto-error-expansion-unsupported`` (name) for
            one the combined game does not support.
    """
    names = zoo_setup.expansion_names(options)
    for name in names:
        if name not in SUPPORTED_EXPANSIONS:
            raise IllegalAction("aquaretto-zooloretto-error-expansion-unsupported",
                                {"name": name})
    return names


def _unblocked(water: AquarettoState) -> AquarettoState:
    """Return Aquaretto's sub-state with its 2-player blockers back in its box, no trucks."""
    blockers = [b for t in water.trucks for b in t.blockers]
    animals = sorted([t for t in water.box if not t.is_offspring] + blockers)
    babies = tuple(t for t in water.box if t.is_offspring)
    return replace(water, trucks=(), box=tuple(animals) + babies)


def new_game(players: Sequence[PlayerSpec], options: Options,
             seed: int) -> Transition[CombinedState]:
    """Return the initial state and the setup events.

    Raises:
        IllegalAction: ``aquaretto-zooloretto-error-player-count`` (min, max), or an
            expansion reason (see ``expansion_names``).
    """
    count = len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalAction("aquaretto-zooloretto-error-player-count",
                            {"min": MIN_PLAYERS, "max": MAX_PLAYERS})
    names = expansion_names(options)
    rng = rngmod.seed_state(seed)
    rng, zoo_seed = rngmod.next_u64(rng)
    rng, water_seed = rngmod.next_u64(rng)
    zoo = zoo_setup.new_game(players, {"expansions": list(names)}, zoo_seed).state
    water = water_setup.new_game(players, {}, water_seed).state
    trucks = tuple(Truck(blockers=t.blockers) for t in zoo.trucks)
    events: list[Event] = [ev.GameStarted(count, zoo.removed_species, water.removed_species,
                                          len(trucks), 0, START_COINS)]
    events += [ev.TruckBlocked(i, len(t.blockers)) for i, t in enumerate(trucks) if t.blockers]
    state = CombinedState(
        zoo=replace(zoo, trucks=()), water=_unblocked(water), trucks=trucks,
        truck_supplies=(None,) * len(trucks), bank=BANK_COINS - START_COINS * count,
        coins=(START_COINS,) * count, current=0, phase=Phase.TURN, round=1, turn=1,
        drawn=None, last_taker=None, end_reached=(), retired=(), rng=rng)
    events.append(ev.RoundStarted(1, 0, played_supplies(state)))
    return Transition(mirrored(state), tuple(events))
