"""Combined transitions: the shared trucks here, everything else delegated to each game.

- ``DrawFrom`` / ``LoadTruck``: the combined game's own (stacks stay in the sub-states).
- ``TakeTruck``: the truck's tiles are handed to its game's rules as that game's own
  truck with the same index (``apply_step`` of that game), so coin tiles, the order
  of the tiles and every placement follow that game's rules and events.
- ``ZooStep`` / ``WaterStep``: run by that game's ``apply_step``, which stops where the
  game would pass the turn; the combined game then passes it (or, after a Cancel,
  lets the player choose again).

After each delegated step the purses and the bank are read back and mirrored
(``purse.settled``).  Rounds end here: leftovers leave, Zooloretto's
end-of-round hooks run (the savings book), a game whose end stack was reached
loses its remaining stack tiles, and the game ends after the round in which the
second end stack was reached.
"""

from __future__ import annotations

from typing import Any, TypeVar

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Transition
from accessible_games.core.records import replace
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules import transitions as water_rules
from accessible_games.games.aquaretto.rules.actions import Cancel as WaterCancel
from accessible_games.games.aquaretto.rules.state import AquarettoState
from accessible_games.games.aquaretto.rules.state import Phase as WaterPhase
from accessible_games.games.aquaretto.rules.state import Truck as WaterTruck
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.aquaretto_zooloretto.rules.actions import (
    Action, DrawFrom, LoadTruck, TakeTruck, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.purse import mirrored, read_back, settled
from accessible_games.games.aquaretto_zooloretto.rules.scoring import outcome_of
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    AnyTile, CombinedState, Phase, Supply, supply_of, water_tiles, zoo_tiles,
)
from accessible_games.games.aquaretto_zooloretto.rules.trucks import (
    drawable, has_tiles, loadable_for, played_supplies, takeable,
)
from accessible_games.games.zooloretto.rules import transitions as zoo_rules
from accessible_games.games.zooloretto.rules.actions import Cancel as ZooCancel
from accessible_games.games.zooloretto.rules.state import Phase as ZooPhase
from accessible_games.games.zooloretto.rules.state import Truck as ZooTruck
from accessible_games.games.zooloretto.rules.state import ZoolorettoState

Events = list[Event]
Sub = TypeVar("Sub", ZoolorettoState, AquarettoState)


def apply(state: CombinedState, player: PlayerId, action: Action) -> Transition[CombinedState]:
    """Return the state after ``player`` does ``action`` (the match layer checked it is legal)."""
    events: Events = []
    if isinstance(action, DrawFrom):
        state = _draw(state, player, action.supply, events)
    elif isinstance(action, LoadTruck):
        assert state.drawn is not None
        state = _load(state, player, action.truck, state.drawn, events)
    elif isinstance(action, TakeTruck):
        state = _take(state, player, action.truck, events)
    elif isinstance(action, ZooStep):
        state = _zoo_step(state, player, action.action, events)
    else:
        state = _water_step(state, player, action.action, events)
    return Transition(state, tuple(events))


# -- the shared trucks ---------------------------------------------------------------------------

def _pop_top(sub: Sub) -> tuple[Sub, AnyTile, bool]:
    """Return the sub-state without its top stack tile, the tile, and whether it came from
    the end stack (then that game's final round flag is set, for its own view)."""
    if sub.stack:
        return replace(sub, stack=sub.stack[1:]), sub.stack[0], False
    return replace(sub, end_stack=sub.end_stack[1:], final_round=True), sub.end_stack[0], True


def _draw(state: CombinedState, player: PlayerId, supply: Supply,
          events: Events) -> CombinedState:
    if supply is Supply.ZOO:
        zoo, tile, from_end = _pop_top(state.zoo)
        changes: dict[str, Any] = {"zoo": zoo}
    else:
        water, tile, from_end = _pop_top(state.water)
        changes = {"water": water}
    events.append(ev.TileDrawn(player, supply, tile, from_end))
    if from_end and supply not in state.end_reached:
        end_reached = changes["end_reached"] = state.end_reached + (supply,)
        if len(end_reached) == len(Supply):
            events.append(ev.FinalRound(player, supply))
        else:
            events.append(ev.SupplyEnding(player, supply))
    trucks = loadable_for(state, supply)  # drawing changes no truck
    if len(trucks) == 1:
        return _load(state, player, trucks[0], tile, events, **changes)
    return replace(state, drawn=tile, phase=Phase.LOAD_TRUCK, **changes)


def _load(state: CombinedState, player: PlayerId, index: int, tile: AnyTile, events: Events,
          **changes: Any) -> CombinedState:
    """Put ``tile``, just drawn, on truck ``index`` and pass the turn; ``changes``: the
    draw's, when it is loaded as it is drawn (only one truck may take it)."""
    supply = supply_of(tile)
    events.append(ev.TileLoaded(player, supply, tile, index))
    supplies = state.truck_supplies
    if supplies[index] is None:
        supplies = supplies[:index] + (supply,) + supplies[index + 1:]
        if state.restricted:
            events.append(ev.TruckSupplyFixed(index, supply))
    state = replace(state, trucks=delivery.load(state.trucks, index, tile),
                    truck_supplies=supplies, drawn=None, **changes)
    return end_turn(state, events)


def _take(state: CombinedState, player: PlayerId, index: int, events: Events) -> CombinedState:
    """Hand the truck's tiles to its game as that game's truck ``index`` and take it there."""
    tiles = state.trucks[index].tiles
    supply = state.truck_supplies[index]
    taken = {"trucks": delivery.take(state.trucks, index, player), "last_taker": player}
    count = len(state.trucks)
    if supply is Supply.ZOO:
        zoo_trucks = tuple(ZooTruck(zoo_tiles(tiles) if i == index else ()) for i in range(count))
        return _zoo_step(state, player, TakeTruck(index), events, zoo_trucks, taken)
    water_trucks = tuple(WaterTruck(water_tiles(tiles) if i == index else ())
                         for i in range(count))
    return _water_step(state, player, TakeTruck(index), events, water_trucks, taken)


# -- steps delegated to one game -----------------------------------------------------------------
# ``trucks``: for a TakeTruck, the game's own trucks (the taken one holding the tiles), cleared
# after the step; ``taken``: the changes to the combined state that go with it.

def _zoo_step(state: CombinedState, player: PlayerId, action: Any, events: Events,
              trucks: tuple[ZooTruck, ...] = (),
              taken: dict[str, Any] | None = None) -> CombinedState:
    zoo = replace(state.zoo, trucks=trucks) if trucks else state.zoo
    result = zoo_rules.apply_step(zoo, player, action)
    events += result.events
    zoo = result.state
    if trucks:
        zoo = replace(zoo, trucks=(), last_taker=None)
    if zoo.phase is not ZooPhase.TURN:
        return settled(state, Supply.ZOO, zoo, phase=Phase.ZOO, **(taken or {}))
    return _step_done(state, Supply.ZOO, zoo, isinstance(action, ZooCancel), events, taken)


def _water_step(state: CombinedState, player: PlayerId, action: Any, events: Events,
                trucks: tuple[WaterTruck, ...] = (),
                taken: dict[str, Any] | None = None) -> CombinedState:
    water = replace(state.water, trucks=trucks) if trucks else state.water
    result = water_rules.apply_step(water, player, action)
    events += result.events
    water = result.state
    if trucks:
        water = replace(water, trucks=())
    if water.phase is not WaterPhase.TURN:
        return settled(state, Supply.WATER, water, phase=Phase.WATER, **(taken or {}))
    return _step_done(state, Supply.WATER, water, isinstance(action, WaterCancel), events, taken)


def _step_done(state: CombinedState, source: Supply, sub: ZoolorettoState | AquarettoState,
               cancelled: bool, events: Events, taken: dict[str, Any] | None) -> CombinedState:
    """A step of the ``source`` game is over, leaving its sub-state as ``sub``: after a
    Cancel the player chooses again, else the turn passes (which mirrors the purses)."""
    if cancelled:
        return settled(state, source, sub, phase=Phase.TURN, **(taken or {}))
    return end_turn(replace(state, **read_back(source, sub), **(taken or {})), events)


# -- turns and rounds ----------------------------------------------------------------------------

def end_turn(state: CombinedState, events: Events) -> CombinedState:
    """Return the state with the next player still in the round to act (the last one keeps
    acting), or the round over when everybody has taken a truck or nobody can act."""
    seat = delivery.next_in_round(state.trucks, state.current, state.player_count)
    if seat is None:
        return end_round(state, events)
    # Whether anyone can act does not depend on whose turn it is.
    if drawable(state) or takeable(state):
        return mirrored(state, current=seat, phase=Phase.TURN, turn=state.turn + 1)
    return end_round(replace(state, current=seat, phase=Phase.TURN, turn=state.turn + 1), events)


def end_round(state: CombinedState, events: Events) -> CombinedState:
    """Return the state after the round: leftovers out, Zooloretto's end-of-round hooks,
    a finished game's supply removed; then the next round, or the end of the game."""
    trucks, leftovers = delivery.clear_trucks(state.trucks)
    for index, tiles in leftovers:
        supply = state.truck_supplies[index]
        assert supply is not None
        state = _discard(state, supply, tiles)
        events.append(ev.LeftoversRemoved(index, supply, tiles))
    events.append(ev.RoundEnded(state.round))
    state = mirrored(state, trucks=trucks, truck_supplies=(None,) * len(trucks), drawn=None)
    state = settled(state, Supply.ZOO, zoo_rules.end_of_round_hooks(state.zoo, events))
    if len(state.end_reached) == len(Supply) or not any(
            has_tiles(state, s) for s in played_supplies(state)):
        return _game_over(state, events)
    for supply in state.end_reached:
        if supply not in state.retired:
            state = _retire(state, supply, events)
    starter = state.last_taker if state.last_taker is not None else state.current
    events.append(ev.RoundStarted(state.round + 1, starter, played_supplies(state)))
    return mirrored(state, round=state.round + 1, current=starter, phase=Phase.TURN,
                    turn=state.turn + 1, last_taker=None)


def _discard(state: CombinedState, supply: Supply, tiles: tuple[AnyTile, ...]) -> CombinedState:
    """Return the state with face-up ``tiles`` out of the game (its game's discard pile)."""
    if supply is Supply.ZOO:
        zoo = state.zoo
        return replace(state, zoo=replace(zoo, discarded=zoo.discarded + zoo_tiles(tiles)))
    water = state.water
    return replace(state, water=replace(water, discarded=water.discarded + water_tiles(tiles)))


def _retire(state: CombinedState, supply: Supply, events: Events) -> CombinedState:
    """Return the state with ``supply``'s remaining stack tiles out of the game, unseen
    (into its game's box)."""
    if supply is Supply.ZOO:
        zoo = state.zoo
        left = len(zoo.stack) + len(zoo.end_stack)
        state = replace(state, zoo=replace(zoo, box=zoo.box + zoo.stack + zoo.end_stack,
                                           stack=(), end_stack=()))
    else:
        water = state.water
        left = len(water.stack) + len(water.end_stack)
        state = replace(state, water=replace(water, box=water.box + water.stack + water.end_stack,
                                             stack=(), end_stack=()))
    events.append(ev.SupplyRemoved(supply, left, supply.other))
    return replace(state, retired=state.retired + (supply,))


def _game_over(state: CombinedState, events: Events) -> CombinedState:
    state = settled(state, Supply.ZOO, zoo_rules.game_end_hooks(state.zoo, events),
                    phase=Phase.OVER)
    result = outcome_of(state)
    events.append(ev.GameEnded(result.scores, result.places, result.tie_break,
                               result.details["zoo"], result.details["water"]))
    return state
