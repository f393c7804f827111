"""Mini-expansion "petting zoo": every player has one, with room for 2 offspring.

When an offspring is born, its owner chooses at once: the petting zoo, or its
parents' enclosure (the barn when that is full).  That is the only way in; Move
and Exchange never touch it.  The first offspring there earns 1 coin, the second
2 coins.  Its tiles score nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from typing import Any, ClassVar

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.expansions.common import pay_bank
from accessible_games.games.zooloretto.rules.state import Phase, Source, ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import Tile

PETTING_ZOO_SPACES = 2
PETTING_ZOO_COINS: tuple[int, ...] = (1, 2)
"""Coins for the first and the second offspring placed there."""


@record
class PlaceInPettingZoo:
    """Put the newborn waiting for its place into the petting zoo."""


@event
class PettingZooPlaced(Event):
    """A newborn went into the petting zoo; ``earned`` coins from the bank."""

    key: ClassVar[str] = "zooloretto-petting-zoo-placed"
    player: PlayerId
    tile: Tile
    earned: int
    coins: int


def _newborn_waiting(state: ZoolorettoState) -> bool:
    task = state.task
    return state.phase is Phase.PLACE_TILE and task is not None and task.source is Source.BORN


class PettingZoo(Expansion):
    """The petting zoo for offspring."""

    name = "petting-zoo"
    combine_warning = True

    def offers_offspring_choice(self, state: ZoolorettoState, player: PlayerId) -> bool:
        """A newborn waits for a choice while the petting zoo has room."""
        return len(state.players[player].petting) < PETTING_ZOO_SPACES

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Offer the petting zoo to a waiting newborn."""
        if (_newborn_waiting(state) and player == state.current
                and len(state.players[player].petting) < PETTING_ZOO_SPACES):
            return (PlaceInPettingZoo(),)
        return ()

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Put the newborn in the petting zoo, pay its coins, let breeding go on."""
        if not isinstance(action, PlaceInPettingZoo):
            return None
        task = state.task
        assert task is not None and task.from_space is not None
        events: list[Event] = []
        me = state.players[player]
        earned_due = PETTING_ZOO_COINS[len(me.petting)]
        state = rules.with_player(replace(state, task=None), player,
                                  replace(me, petting=me.petting + (task.tile,)))
        state, earned = pay_bank(state, player, earned_due)
        events.append(PettingZooPlaced(player, task.tile, earned,
                                       state.players[player].coins))
        state = rules.breed(state, player, task.from_space[0], task.coin_bonus, events)
        return Transition(rules.finish(state, events), tuple(events))

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why the petting zoo cannot take a tile now."""
        if not isinstance(action, PlaceInPettingZoo):
            return None
        if not _newborn_waiting(state):
            return IllegalAction("zooloretto-error-petting-zoo-newborns-only")
        return IllegalAction("zooloretto-error-petting-zoo-full",
                             {"spaces": PETTING_ZOO_SPACES})

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write this expansion's action."""
        return {"action": "petting-zoo"} if isinstance(action, PlaceInPettingZoo) else None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read this expansion's action."""
        if isinstance(data, dict) and data.get("action") == "petting-zoo":
            return PlaceInPettingZoo()
        return None


PETTING_ZOO = PettingZoo()
