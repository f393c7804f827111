"""Zooloretto legal actions, in a fixed order, and why an action is not legal.

Reasons (Fluent ids with their args) are listed in the package docstring.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
import accessible_games.games.delivery as delivery
from accessible_games.games.zooloretto.rules import expansions
from accessible_games.games.zooloretto.rules.actions import (
    Cancel, ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck,
    MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.state import (
    DISCARD_COST, EXCHANGE_COST, EXPAND_COST, MOVE_COST, PURCHASE_COST, Phase, PlayerState,
    Source, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import Species, StallType, Tile
from accessible_games.games.zooloretto.rules.zoo import Enclosure


_DRAW_TILE, _PLACE_IN_BARN, _CANCEL, _EXPAND = DrawTile(), PlaceInBarn(), Cancel(), Expand()
_take_truck = cache(TakeTruck)
_load_truck = cache(LoadTruck)
_place_in_enclosure = cache(PlaceInEnclosure)
_place_on_stall_space = cache(PlaceOnStallSpace)
_move_stall = cache(MoveStall)
_exchange_enclosures = cache(ExchangeEnclosures)
_exchange_barn = cache(ExchangeBarn)
"""Actions are immutable values: the lists share one instance of each instead of building
a new dataclass for every entry on every call."""


def can_draw(state: ZoolorettoState) -> bool:
    """Return whether a tile can be drawn: tiles left and an untaken truck with room."""
    return delivery.can_draw(bool(state.stack or state.end_stack), state.trucks)


def takeable_trucks(state: ZoolorettoState) -> tuple[int, ...]:
    """Return the untaken trucks holding at least one face-up tile."""
    return delivery.takeable_trucks(state.trucks)


def has_place_in_zoo(player: PlayerState, tile: Tile) -> bool:
    """Return whether ``tile`` fits somewhere in the zoo (not the barn)."""
    if tile.is_stall:
        return bool(player.free_stall_spaces())
    return any(e.can_take(tile) for e in player.enclosures)


def zoo_room(player: PlayerState) -> Callable[[Tile], bool]:
    """Return ``has_place_in_zoo`` for ``player``, worked out once per species (an animal
    fits where another of its species would) and once for stalls."""
    answers: dict[tuple[bool, Species | None], bool] = {}

    def fits(tile: Tile) -> bool:
        key = (tile.is_stall, tile.species)
        if key not in answers:
            answers[key] = has_place_in_zoo(player, tile)
        return answers[key]
    return fits


def is_movable_stall(tile: Tile | None) -> bool:
    """Return whether ``tile`` on a stall space is a stall that Move may take: not the
    restaurant (fixed) and not a construction site."""
    return tile is not None and tile.is_stall and tile.stall is not StallType.RESTAURANT


def can_exchange(player: PlayerState, first: int, second: int) -> bool:
    """Return whether the animals of enclosures ``first`` and ``second`` can be swapped
    (the quick question; ``exchange_problem`` says why not)."""
    count = len(player.enclosures)
    if first == second or not (0 <= first < count and 0 <= second < count):
        return False
    a, b = player.enclosures[first], player.enclosures[second]
    return (bool(a.animals) and bool(b.animals) and a.species != b.species
            and _fits(a.animals, b) and _fits(b.animals, a))


def exchange_problem(player: PlayerState, first: int, second: int) -> IllegalAction | None:
    """Return why the animals of enclosures ``first`` and ``second`` cannot be swapped."""
    if can_exchange(player, first, second):
        return None
    count = len(player.enclosures)
    for index in (first, second):
        if not 0 <= index < count:
            return IllegalAction("zooloretto-error-no-such-enclosure",
                                 {"enclosure": index + 1, "enclosures": count})
    a, b = player.enclosures[first], player.enclosures[second]
    if first == second or not a.animals or not b.animals:
        return IllegalAction("zooloretto-error-exchange-empty-side")
    if a.species == b.species:
        return IllegalAction("zooloretto-error-exchange-same-species",
                             {"species": str(a.species.value if a.species else "")})
    return IllegalAction("zooloretto-error-exchange-does-not-fit")


def _fits(group: tuple[Tile, ...], target: Enclosure) -> bool:
    """Return whether ``group`` (one species) could live in ``target`` after an exchange:
    enough spaces beside its fixtures, and the species a specialised enclosure allows."""
    allowed = target.spec.species
    return (len(group) <= target.spec.capacity - len(target.fixtures)
            and (allowed is None or all(t.species == allowed for t in group)))


def can_exchange_barn(player: PlayerState, species: Species, enclosure: int) -> bool:
    """Return whether the barn's ``species`` can be swapped with enclosure's animals (the
    quick question; ``barn_exchange_problem`` says why not)."""
    if not 0 <= enclosure < len(player.enclosures):
        return False
    group = sum(1 for t in player.barn if t.species == species)
    return _takes_barn_group(player.enclosures[enclosure], species, group)


def _takes_barn_group(target: Enclosure, species: Species, group: int) -> bool:
    """Return whether ``target``'s animals can be swapped with ``group`` animals of
    ``species`` from the barn."""
    return (bool(target.animals) and target.species != species
            and 0 < group <= target.spec.capacity - len(target.fixtures)
            and target.spec.species in (None, species))


def barn_exchange_problem(player: PlayerState, species: Species,
                          enclosure: int) -> IllegalAction | None:
    """Return why the barn's ``species`` cannot be swapped with enclosure's animals."""
    if can_exchange_barn(player, species, enclosure):
        return None
    count = len(player.enclosures)
    if not 0 <= enclosure < count:
        return IllegalAction("zooloretto-error-no-such-enclosure",
                             {"enclosure": enclosure + 1, "enclosures": count})
    target = player.enclosures[enclosure]
    if not target.animals or species not in player.barn_species():
        return IllegalAction("zooloretto-error-exchange-empty-side")
    if target.species == species:
        return IllegalAction("zooloretto-error-exchange-same-species",
                             {"species": species.value})
    return IllegalAction("zooloretto-error-exchange-does-not-fit")


def _money_actions(state: ZoolorettoState, player: PlayerId) -> list[Any]:
    me = state.players[player]
    fits = zoo_room(me)
    actions: list[Any] = []
    if me.coins >= MOVE_COST:
        actions += [MoveFromBarn(t) for t in me.barn if fits(t)]
        free = me.free_stall_spaces()
        if free:
            actions += [_move_stall(i, j) for i, e in enumerate(me.enclosures)
                        for j, s in enumerate(e.stalls) if is_movable_stall(s)]
    if me.coins >= EXCHANGE_COST:
        peopled = [i for i, e in enumerate(me.enclosures) if e.animals]
        actions += [_exchange_enclosures(a, b) for n, a in enumerate(peopled)
                    for b in peopled[n + 1:] if can_exchange(me, a, b)]
        if me.barn:
            groups = Counter(t.species for t in me.barn)
            actions += [_exchange_barn(s, i) for s in me.barn_species() for i in peopled
                        if _takes_barn_group(me.enclosures[i], s, groups[s])]
    if me.coins >= PURCHASE_COST:
        for seat, other in enumerate(state.players):
            if seat != player:
                actions += [Purchase(seat, t) for t in other.barn if fits(t)]
    if me.coins >= DISCARD_COST:
        actions += [Discard(t) for t in me.barn]
    if me.coins >= EXPAND_COST and me.expansions < state.max_expansions():
        actions.append(_EXPAND)
    return actions


def placements(state: ZoolorettoState) -> list[Any]:
    """Return the placements of the pending task's tile (and Cancel for money actions).

    An expansion decides the places of its own tasks; a newborn waiting for a choice
    may join its parents (the barn if their enclosure is full)."""
    task = state.task
    assert task is not None
    for expansion in expansions.with_hook(state, "placements"):
        own = expansion.placements(state, task)
        if own is not None:
            return own
    me = state.players[state.current]
    actions: list[Any] = []
    if task.source is Source.BORN:
        assert task.from_space is not None
        parents = task.from_space[0]
        if me.enclosures[parents].free > 0:
            return [_place_in_enclosure(parents)]
        return [_PLACE_IN_BARN]
    if task.tile.is_stall:
        actions += [_place_on_stall_space(i, j) for i, j in me.free_stall_spaces()]
    else:
        actions += [_place_in_enclosure(i) for i, e in enumerate(me.enclosures)
                    if e.can_take(task.tile)]
    if task.source is Source.TRUCK:
        actions.append(_PLACE_IN_BARN)
    else:
        actions.append(_CANCEL)
    return actions


def legal_actions(state: ZoolorettoState, player: PlayerId) -> list[Any]:
    """Return every legal action of ``player`` now, in a fixed order."""
    if state.phase is Phase.OVER or player != state.current:
        return []
    actions: list[Any] = []
    if state.phase is Phase.TURN:
        if can_draw(state):
            actions.append(_DRAW_TILE)
        actions += [_take_truck(i) for i in takeable_trucks(state)]
        actions += _money_actions(state, player)
    elif state.phase is Phase.LOAD_TRUCK:
        actions += [_load_truck(i) for i in delivery.loadable_trucks(state.trucks)]
    elif state.phase is Phase.CHOOSE_TILE:
        actions += [ChooseTile(t) for t in state.hand]
    elif state.phase is Phase.PLACE_TILE:
        actions += placements(state)
    for expansion in expansions.with_hook(state, "legal_actions"):
        actions += expansion.legal_actions(state, player)
    return actions


_PHASE_OF: dict[type, Phase] = {
    DrawTile: Phase.TURN, TakeTruck: Phase.TURN, MoveFromBarn: Phase.TURN,
    MoveStall: Phase.TURN, ExchangeEnclosures: Phase.TURN, ExchangeBarn: Phase.TURN,
    Purchase: Phase.TURN, Discard: Phase.TURN, Expand: Phase.TURN,
    LoadTruck: Phase.LOAD_TRUCK, ChooseTile: Phase.CHOOSE_TILE,
    PlaceInEnclosure: Phase.PLACE_TILE, PlaceOnStallSpace: Phase.PLACE_TILE,
    PlaceInBarn: Phase.PLACE_TILE, Cancel: Phase.PLACE_TILE,
}

_COST_OF: dict[type, int] = {
    MoveFromBarn: MOVE_COST, MoveStall: MOVE_COST, ExchangeEnclosures: EXCHANGE_COST,
    ExchangeBarn: EXCHANGE_COST, Purchase: PURCHASE_COST, Discard: DISCARD_COST,
    Expand: EXPAND_COST,
}


def _explain_truck(state: ZoolorettoState, action: TakeTruck | LoadTruck) -> IllegalAction:
    count = len(state.trucks)
    if not 0 <= action.truck < count:
        return IllegalAction("zooloretto-error-no-such-truck",
                             {"truck": action.truck + 1, "trucks": count})
    truck = state.trucks[action.truck]
    if truck.taken_by is not None:
        return IllegalAction("zooloretto-error-truck-taken",
                             {"truck": action.truck + 1, "player": truck.taken_by})
    if isinstance(action, TakeTruck):
        return IllegalAction("zooloretto-error-truck-empty", {"truck": action.truck + 1})
    return IllegalAction("zooloretto-error-truck-full", {"truck": action.truck + 1})


def _explain_placement(state: ZoolorettoState, action: Any) -> IllegalAction:
    task = state.task
    assert task is not None
    me = state.players[state.current]
    tile = task.tile
    if isinstance(action, PlaceInBarn):
        return IllegalAction("zooloretto-error-barn-not-allowed", {"source": task.source.value})
    if isinstance(action, Cancel):
        return IllegalAction("zooloretto-error-nothing-to-cancel")
    if isinstance(action, PlaceOnStallSpace):
        if not tile.is_stall:
            return IllegalAction("zooloretto-error-not-a-stall", {"tile": tile.code})
        if (not 0 <= action.enclosure < len(me.enclosures)
                or not 0 <= action.slot < len(me.enclosures[action.enclosure].stalls)):
            return IllegalAction("zooloretto-error-no-such-stall-space",
                                 {"enclosure": action.enclosure + 1, "slot": action.slot + 1})
        return IllegalAction("zooloretto-error-stall-space-taken",
                             {"enclosure": action.enclosure + 1, "slot": action.slot + 1})
    assert isinstance(action, PlaceInEnclosure)
    if not tile.is_animal:
        return IllegalAction("zooloretto-error-not-an-animal", {"tile": tile.code})
    if not 0 <= action.enclosure < len(me.enclosures):
        return IllegalAction("zooloretto-error-no-such-enclosure",
                             {"enclosure": action.enclosure + 1,
                              "enclosures": len(me.enclosures)})
    target = me.enclosures[action.enclosure]
    if task.source is Source.BORN:
        return IllegalAction("zooloretto-error-newborn-with-parents")
    if target.is_full:
        return IllegalAction("zooloretto-error-enclosure-full",
                             {"enclosure": action.enclosure + 1})
    allowed = target.spec.species
    if allowed is not None and allowed != tile.species:
        return IllegalAction("zooloretto-error-special-species",
                             {"enclosure": action.enclosure + 1, "species": allowed.value})
    species = target.species
    return IllegalAction("zooloretto-error-other-species",
                         {"enclosure": action.enclosure + 1,
                          "species": species.value if species else ""})


def _explain_money(state: ZoolorettoState, player: PlayerId, action: Any) -> IllegalAction:
    me = state.players[player]
    if isinstance(action, ExchangeEnclosures):
        return exchange_problem(me, action.first, action.second) or IllegalAction(
            "core-error-illegal-action")
    if isinstance(action, ExchangeBarn):
        return barn_exchange_problem(me, action.species, action.enclosure) or IllegalAction(
            "core-error-illegal-action")
    if isinstance(action, Expand):
        return IllegalAction("zooloretto-error-no-expansions-left",
                             {"limit": state.max_expansions()})
    if isinstance(action, Purchase):
        if action.seller == player:
            return IllegalAction("zooloretto-error-buy-from-self")
        if not 0 <= action.seller < state.player_count:
            return IllegalAction("zooloretto-error-no-such-player", {"player": action.seller})
        if action.tile not in state.players[action.seller].barn:
            return IllegalAction("zooloretto-error-not-in-barn",
                                 {"tile": action.tile.code, "player": action.seller,
                                  "own": "no"})
        return IllegalAction("zooloretto-error-no-room", {"tile": action.tile.code})
    if isinstance(action, MoveStall):
        if not me.free_stall_spaces():
            return IllegalAction("zooloretto-error-no-room", {"tile": "stall"})
        return IllegalAction("zooloretto-error-no-stall-there",
                             {"enclosure": action.enclosure + 1, "slot": action.slot + 1})
    assert isinstance(action, (MoveFromBarn, Discard))
    if action.tile not in me.barn:
        return IllegalAction("zooloretto-error-not-in-barn",
                             {"tile": action.tile.code, "player": player, "own": "yes"})
    return IllegalAction("zooloretto-error-no-room", {"tile": action.tile.code})


def explain(state: ZoolorettoState, player: PlayerId, action: Any) -> IllegalAction | None:
    """Return why ``action`` is not legal for ``player`` now, or None if it is."""
    if action in legal_actions(state, player):
        return None
    if state.phase is Phase.OVER:
        return IllegalAction("core-error-game-over")
    if player != state.current:
        return IllegalAction("core-error-not-your-turn")
    for expansion in expansions.in_play(state):
        reason = expansion.explain(state, player, action)
        if reason is not None:
            return reason
    phase = _PHASE_OF.get(type(action))
    if phase is None:
        return IllegalAction("core-error-illegal-action")
    if phase is not state.phase:
        return IllegalAction("zooloretto-error-not-now", {"phase": state.phase.value})
    if isinstance(action, DrawTile):
        if not (state.stack or state.end_stack):
            return IllegalAction("zooloretto-error-no-tiles-left")
        return IllegalAction("zooloretto-error-trucks-full")
    if isinstance(action, (TakeTruck, LoadTruck)):
        return _explain_truck(state, action)
    if isinstance(action, ChooseTile):
        return IllegalAction("zooloretto-error-not-in-hand", {"tile": action.tile.code})
    if phase is Phase.PLACE_TILE:
        return _explain_placement(state, action)
    cost = _COST_OF[type(action)]
    coins = state.players[player].coins
    if coins < cost:
        return IllegalAction("zooloretto-error-not-enough-coins", {"cost": cost, "coins": coins})
    return _explain_money(state, player, action)
