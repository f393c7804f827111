"""Which combined actions are legal now, in a fixed order, and why others are not.

A turn lists ``DrawFrom`` (zoo, then water), ``TakeTruck`` by truck, then the
Zooloretto money actions (and the savings book) as ``ZooStep``, then the
Aquaretto money actions as ``WaterStep``, each in its game's own order.  While
a game's step is under way only that game's next decisions are listed.
Reasons are listed in the package docstring.
"""

from __future__ import annotations

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules import legal as water_legal
from accessible_games.games.aquaretto_zooloretto.rules.actions import (
    Action, DrawFrom, LoadTruck, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.state import CombinedState, Phase, supply_of
from accessible_games.games.aquaretto_zooloretto.rules.trucks import (
    drawable, has_tiles, loadable_for, may_take_any, takeable,
)
from accessible_games.games.delivery import DrawTile
from accessible_games.games.zooloretto.rules import legal as zoo_legal

SHARED_TRUCK_ACTIONS = (DrawTile, LoadTruck, TakeTruck)
"""Truck actions are the combined game's own; wrapped in one game's step they are refused."""


def legal_actions(state: CombinedState, player: PlayerId) -> list[Action]:
    """Return every legal action of ``player`` now, in the order given above."""
    if state.phase is Phase.OVER or player != state.current:
        return []
    if state.phase is Phase.TURN:
        actions: list[Action] = [DrawFrom(s) for s in drawable(state)]
        actions += [TakeTruck(i) for i in takeable(state)]
        actions += [ZooStep(a) for a in zoo_legal.legal_actions(state.zoo, player)]
        return actions + [WaterStep(a) for a in water_legal.legal_actions(state.water, player)]
    if state.phase is Phase.LOAD_TRUCK:
        assert state.drawn is not None
        return [LoadTruck(i) for i in loadable_for(state, supply_of(state.drawn))]
    if state.phase is Phase.ZOO:
        return [ZooStep(a) for a in zoo_legal.legal_actions(state.zoo, player)]
    return [WaterStep(a) for a in water_legal.legal_actions(state.water, player)]


def explain(state: CombinedState, player: PlayerId, action: Action) -> IllegalAction | None:
    """Return why ``action`` is not legal for ``player`` now, or None if it is."""
    if state.phase is Phase.OVER:
        return IllegalAction("core-error-game-over")
    if player != state.current:
        return IllegalAction("core-error-not-your-turn")
    if action in legal_actions(state, player):
        return None
    if isinstance(action, (ZooStep, WaterStep)):
        return _step_reason(state, player, action)
    if not isinstance(action, (DrawFrom, LoadTruck, TakeTruck)):
        return IllegalAction("core-error-illegal-action")
    wanted = Phase.LOAD_TRUCK if isinstance(action, LoadTruck) else Phase.TURN
    if state.phase is not wanted:
        return IllegalAction("aquaretto-zooloretto-error-not-now", {"phase": state.phase.value})
    if isinstance(action, DrawFrom):
        return _draw_reason(state, action)
    return _truck_reason(state, action)


def _step_reason(state: CombinedState, player: PlayerId,
                 step: ZooStep | WaterStep) -> IllegalAction:
    if isinstance(step.action, SHARED_TRUCK_ACTIONS):
        return IllegalAction("aquaretto-zooloretto-error-trucks-are-shared")
    own = Phase.ZOO if isinstance(step, ZooStep) else Phase.WATER
    if state.phase not in (Phase.TURN, own):
        return IllegalAction("aquaretto-zooloretto-error-not-now", {"phase": state.phase.value})
    if isinstance(step, ZooStep):
        reason = zoo_legal.explain(state.zoo, player, step.action)
    else:
        reason = water_legal.explain(state.water, player, step.action)
    return reason or IllegalAction("core-error-illegal-action")


def _draw_reason(state: CombinedState, action: DrawFrom) -> IllegalAction:
    supply = action.supply
    if supply in state.retired:
        return IllegalAction("aquaretto-zooloretto-error-supply-closed", {"supply": supply.value})
    if not has_tiles(state, supply):
        return IllegalAction("aquaretto-zooloretto-error-no-tiles-left", {"supply": supply.value})
    return IllegalAction("aquaretto-zooloretto-error-no-truck-for", {"supply": supply.value})


def _truck_reason(state: CombinedState, action: LoadTruck | TakeTruck) -> IllegalAction:
    index = action.truck
    if not 0 <= index < len(state.trucks):
        return IllegalAction("aquaretto-zooloretto-error-no-such-truck",
                             {"truck": index + 1, "trucks": len(state.trucks)})
    truck = state.trucks[index]
    if truck.taken_by is not None:
        return IllegalAction("aquaretto-zooloretto-error-truck-taken",
                             {"truck": index + 1, "player": truck.taken_by})
    if isinstance(action, TakeTruck):
        if not truck.tiles:
            return IllegalAction("aquaretto-zooloretto-error-truck-empty", {"truck": index + 1})
        assert not may_take_any(state)
        return IllegalAction("aquaretto-zooloretto-error-take-needs-both")
    if truck.free <= 0:
        return IllegalAction("aquaretto-zooloretto-error-truck-full", {"truck": index + 1})
    assert state.drawn is not None
    carries = state.truck_supplies[index]
    if carries is not None:
        return IllegalAction("aquaretto-zooloretto-error-truck-other-supply",
                             {"truck": index + 1, "supply": carries.value})
    return IllegalAction("aquaretto-zooloretto-error-truck-kept-for",
                         {"truck": index + 1, "supply": supply_of(state.drawn).other.value})
