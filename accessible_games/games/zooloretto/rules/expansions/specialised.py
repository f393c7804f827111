"""Mini-expansion "specialised enclosures": 8 boards, one per species, 2 coins each.

A specialised enclosure has 2 spaces for its species only, no stall space and no
coin bonus.  The rulebook gives no points for it; in this app every animal in one
scores 1 point (its spec: 2 full, 1 one short).  Only species in play are offered.
"""

from __future__ import annotations

from collections.abc import Sequence

from typing import Any, ClassVar

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.expansions.common import (
    add_to_supply, can_start, take_from_supply, turn_problem,
)
from accessible_games.games.zooloretto.rules.state import ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import SPECIAL_BOARDS, Species, Tile, TileKind
from accessible_games.games.zooloretto.rules.zoo import SPECIALISED

SPECIAL_COST = 2


@record
class BuySpecialEnclosure:
    """Money action (2 coins): the specialised enclosure of ``species``."""

    species: Species


@event
class SpecialEnclosureBought(Event):
    """A player bought a specialised enclosure; it is their enclosure ``enclosure``."""

    key: ClassVar[str] = "zooloretto-special-enclosure-bought"
    player: PlayerId
    species: Species
    enclosure: int
    coins: int


def board_of(species: Species) -> Tile:
    """Return the specialised enclosure board of ``species``."""
    return next(t for t in SPECIAL_BOARDS if t.key == species.value)


def on_offer(state: ZoolorettoState) -> tuple[Species, ...]:
    """Return the species whose specialised enclosure is on the table and in play."""
    return tuple(Species(t.key) for t in state.supply
                 if t.kind is TileKind.SPECIAL and Species(t.key) not in state.removed_species)


class SpecialisedEnclosures(Expansion):
    """Eight 2-space enclosures, one per species."""

    name = "specialised-enclosures"

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Lay the eight boards on the table."""
        return Transition(add_to_supply(state, SPECIAL_BOARDS), ())

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Offer each specialised enclosure still on the table."""
        if not can_start(state, player, SPECIAL_COST):
            return ()
        return tuple(BuySpecialEnclosure(s) for s in on_offer(state))

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Pay and add the enclosure at the end of the zoo."""
        if not isinstance(action, BuySpecialEnclosure):
            return None
        events: list[Event] = []
        state = rules.pay(state, player, SPECIAL_COST, "special", events)
        state = take_from_supply(state, board_of(action.species))
        me = state.players[player].add_enclosure(SPECIALISED[action.species])
        state = rules.with_player(state, player, me)
        events.append(SpecialEnclosureBought(player, action.species, len(me.enclosures) - 1,
                                             me.coins))
        return Transition(rules.finish(state, events), tuple(events))

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why a specialised enclosure cannot be bought now."""
        if not isinstance(action, BuySpecialEnclosure):
            return None
        problem = turn_problem(state, player, SPECIAL_COST)
        if problem is not None:
            return problem
        return IllegalAction("zooloretto-error-special-gone", {"species": action.species.value})

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write this expansion's action."""
        if isinstance(action, BuySpecialEnclosure):
            return {"action": "buy-special", "species": action.species.value}
        return None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read this expansion's action."""
        if isinstance(data, dict) and data.get("action") == "buy-special":
            return BuySpecialEnclosure(Species(data.get("species")))
        return None


SPECIALISED_ENCLOSURES = SpecialisedEnclosures()
