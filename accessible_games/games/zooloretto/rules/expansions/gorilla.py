"""Mini-expansion "gorilla": a bonus enclosure for the first complete 6-space enclosure.

Once per game, when its owner turns up a tile, they may put 1 coin on the
gorilla enclosure and place that tile straight into their zoo (an enclosure or
a stall space) instead of loading it on a truck; the coin stays there and
counts for nothing, not even ties.  Placing is ``Source.GORILLA`` in the base
rules: paid when placed, Cancel returns the tile to be loaded.
"""

from __future__ import annotations

from collections.abc import Sequence

from typing import Any

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules.expansions.bonus import BonusEnclosure
from accessible_games.games.zooloretto.rules.legal import has_place_in_zoo
from accessible_games.games.zooloretto.rules.state import (
    GORILLA_COST, Phase, PlaceTask, Source, ZoolorettoState,
)


@record
class UseGorilla:
    """Put 1 coin on the gorilla enclosure and place the tile just drawn into the zoo."""


class Gorilla(BonusEnclosure):
    """Once per game, a drawn tile straight into the zoo."""

    name = "gorilla"

    def _can_use(self, state: ZoolorettoState, player: PlayerId) -> bool:
        me = state.players[player]
        tile = state.drawn
        return (state.phase is Phase.LOAD_TRUCK and player == state.current
                and tile is not None and me.has_bonus(self.name) and not me.gorilla_coin
                and me.coins >= GORILLA_COST and has_place_in_zoo(me, tile))

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Offer the gorilla while a drawn tile waits to be loaded."""
        return (UseGorilla(),) if self._can_use(state, player) else ()

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Take the drawn tile in hand; where it goes comes next."""
        if isinstance(action, UseGorilla):
            assert state.drawn is not None
            return Transition(replace(state, task=PlaceTask(state.drawn, Source.GORILLA),
                                      drawn=None, phase=Phase.PLACE_TILE), ())
        return super().apply(state, player, action)

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why the gorilla cannot be used now."""
        if not isinstance(action, UseGorilla):
            return super().explain(state, player, action)
        me = state.players[player]
        if not me.has_bonus(self.name):
            return IllegalAction("zooloretto-error-gorilla-not-yours")
        if me.gorilla_coin:
            return IllegalAction("zooloretto-error-gorilla-used")
        if state.phase is not Phase.LOAD_TRUCK or state.drawn is None:
            return IllegalAction("zooloretto-error-not-now", {"phase": state.phase.value})
        if me.coins < GORILLA_COST:
            return IllegalAction("zooloretto-error-not-enough-coins",
                                 {"cost": GORILLA_COST, "coins": me.coins})
        return IllegalAction("zooloretto-error-no-room", {"tile": state.drawn.code})

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write this expansion's actions."""
        if isinstance(action, UseGorilla):
            return {"action": "gorilla"}
        return super().action_to_json(action)

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read this expansion's actions."""
        if isinstance(data, dict) and data.get("action") == "gorilla":
            return UseGorilla()
        return super().action_from_json(data)


GORILLA = Gorilla()
