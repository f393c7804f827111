"""Which Aquaretto actions are legal now, in a fixed order, and why others are not.

Orders: a turn lists ``DrawTile``, ``TakeTruck`` by truck, then the money
actions (Move a depot tile, Move each worker, Buy from each player, Discard,
Expand small, Expand large).  Placements list cells in reading order, then the
depot or ``Cancel`` where allowed.  Worker positions list cashier, keeper,
manager, then trainer fields in reading order.
"""

from __future__ import annotations

from functools import cache

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    MoveWorker, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.geometry import (
    BoardSize, Cell, cell_name, explain_board, legal_board_placements,
)
from accessible_games.games.aquaretto.rules.park import explain_cell, legal_cells, trainer_cells
from accessible_games.games.aquaretto.rules.state import (
    BUY_COST, DISCARD_COST, MAX_CASHIERS, MAX_KEEPERS, MOVE_COST, AquarettoState, BoardTask,
    Phase, PlayerState, Source, TileTask, WorkerKind, WorkerSpot, WorkerTask,
)

WORKER_LIMITS: dict[WorkerKind, int] = {WorkerKind.CASHIER: MAX_CASHIERS,
                                        WorkerKind.KEEPER: MAX_KEEPERS, WorkerKind.MANAGER: 1}
"""How many workers of each desk job a player may have (trainers: any number)."""

# The actions offered, each built once (they are frozen): building them anew for every list
# was a good part of the time spent listing legal actions.
_DRAW, _MOVE_DEPOT, _DISCARD = DrawTile(), MoveDepotTile(), DiscardTile()
_IN_DEPOT, _CANCEL = PlaceInDepot(), Cancel()
_take_truck, _load_truck, _place_tile = cache(TakeTruck), cache(LoadTruck), cache(PlaceTile)
_buy_tile, _expand = cache(BuyTile), cache(Expand)

_DESKS = (WorkerKind.CASHIER, WorkerKind.KEEPER, WorkerKind.MANAGER)
"""The desk jobs, in the order their positions are listed."""


def loadable_trucks(state: AquarettoState) -> tuple[int, ...]:
    """Return the trucks not taken this round that have an empty place."""
    return delivery.loadable_trucks(state.trucks)


def takeable_trucks(state: AquarettoState) -> tuple[int, ...]:
    """Return the trucks not taken this round that hold at least one face-up tile."""
    return delivery.takeable_trucks(state.trucks)


def can_draw(state: AquarettoState) -> bool:
    """Return whether a tile can be drawn and loaded now."""
    return delivery.can_draw(bool(state.stack or state.end_stack), state.trucks)


def _count(player: PlayerState, kind: WorkerKind) -> int:
    if kind is WorkerKind.CASHIER:
        return player.cashiers
    if kind is WorkerKind.KEEPER:
        return player.keepers
    if kind is WorkerKind.MANAGER:
        return int(player.manager)
    return len(player.park.trainers)


def new_worker_spots(player: PlayerState) -> tuple[WorkerSpot, ...]:
    """Return where a newly earned worker may go: open desks, the bench, free fields."""
    return worker_destinations(player, None)


def worker_destinations(player: PlayerState, source: WorkerSpot | None) -> tuple[WorkerSpot, ...]:
    """Return where a worker may go: a new one (``source`` None) or one leaving ``source``.

    Moving to the same kind of desk would change nothing, so it is not listed.
    """
    spots = [WorkerSpot(kind) for kind in _DESKS
             if (source is None or source.kind is not kind)
             and _count(player, kind) < WORKER_LIMITS[kind]]
    spots += [WorkerSpot(WorkerKind.TRAINER, cell) for cell in trainer_cells(player.park)]
    return tuple(spots)


def _can_move(player: PlayerState, spot: WorkerSpot) -> bool:
    """Return whether the worker on ``spot`` has somewhere to go (``worker_destinations``
    is not empty), without listing the places."""
    for kind in _DESKS:
        if spot.kind is not kind and _count(player, kind) < WORKER_LIMITS[kind]:
            return True
    park = player.park
    return not park.fields.issubset(park.trainers.union(cell for cell, _ in park.tiles))


def money_actions(state: AquarettoState, player: PlayerId) -> list[Action]:
    """Return the money actions ``player`` can afford and carry out now."""
    me = state.players[player]
    actions: list[Action] = []
    coins = me.coins
    top = me.depot_top
    if coins >= MOVE_COST:
        if top is not None and legal_cells(me.park, top):
            actions.append(_MOVE_DEPOT)
        actions += [MoveWorker(spot) for spot in dict.fromkeys(me.worker_spots())
                    if _can_move(me, spot)]
    if coins >= BUY_COST:
        for seller, other in enumerate(state.players):
            their = other.depot_top
            if seller != player and their is not None and legal_cells(me.park, their):
                actions.append(_buy_tile(seller))
    if coins >= DISCARD_COST and top is not None:
        actions.append(_DISCARD)
    for size in BoardSize:
        if coins >= size.cost and me.boards_left(size) > 0 \
                and legal_board_placements(me.park.fields, size):
            actions.append(_expand(size))
    return actions


def legal_actions(state: AquarettoState, player: PlayerId) -> list[Action]:
    """Return every legal action of ``player`` now, in the orders given above."""
    if state.phase is Phase.OVER or player != state.current:
        return []
    me = state.players[player]
    phase = state.phase
    if phase is Phase.TURN:
        actions: list[Action] = [_DRAW] if can_draw(state) else []
        actions += [_take_truck(i) for i in takeable_trucks(state)]
        return actions + money_actions(state, player)
    if phase is Phase.LOAD_TRUCK:
        return [_load_truck(i) for i in loadable_trucks(state)]
    if phase is Phase.CHOOSE_TILE:
        return [ChooseTile(t) for t in dict.fromkeys(state.hand)]
    task = state.tasks[0]
    if phase is Phase.PLACE_TILE:
        assert isinstance(task, TileTask)
        cells = legal_cells(me.park, task.tile)
        actions = [_place_tile(c) for c in cells]
        if task.source is Source.TRUCK or (task.source is Source.OFFSPRING and not cells):
            actions.append(_IN_DEPOT)
        elif task.source in (Source.DEPOT, Source.PURCHASE):
            actions.append(_CANCEL)
        return actions
    if phase is Phase.PLACE_WORKER:
        assert isinstance(task, WorkerTask)
        actions = [PlaceWorker(s) for s in worker_destinations(me, task.moving)]
        return actions + [_CANCEL] if task.moving is not None else actions
    assert isinstance(task, BoardTask)
    boards: list[Action] = [PlaceBoard(c) for c in legal_board_placements(me.park.fields, task.size)]
    return boards + [_CANCEL]


def explain(state: AquarettoState, player: PlayerId, action: Action) -> IllegalAction | None:
    """Return why ``action`` is not legal for ``player`` now, or None if it is.

    Beyond the core reasons (game over, not your turn), the reason ids are
    listed in the package docstring.
    """
    if state.phase is Phase.OVER:
        return IllegalAction("core-error-game-over")
    if player != state.current:
        return IllegalAction("core-error-not-your-turn")
    if action in legal_actions(state, player):
        return None
    reason = _reason(state, player, action)
    return reason or IllegalAction("core-error-illegal-action")


_PHASE_OF: dict[type, Phase] = {
    DrawTile: Phase.TURN, TakeTruck: Phase.TURN, MoveDepotTile: Phase.TURN,
    MoveWorker: Phase.TURN, BuyTile: Phase.TURN, DiscardTile: Phase.TURN, Expand: Phase.TURN,
    LoadTruck: Phase.LOAD_TRUCK, ChooseTile: Phase.CHOOSE_TILE, PlaceTile: Phase.PLACE_TILE,
    PlaceInDepot: Phase.PLACE_TILE, PlaceWorker: Phase.PLACE_WORKER,
    PlaceBoard: Phase.PLACE_BOARD,
}


def _reason(state: AquarettoState, player: PlayerId, action: Action) -> IllegalAction | None:
    me = state.players[player]
    if isinstance(action, Cancel):
        return IllegalAction("aquaretto-error-nothing-to-cancel")
    phase = _PHASE_OF.get(type(action))
    if phase is None:
        return None
    if phase is not state.phase:
        return IllegalAction("aquaretto-error-not-now", {"phase": state.phase.value})
    if isinstance(action, DrawTile):
        if not (state.stack or state.end_stack):
            return IllegalAction("aquaretto-error-no-tiles-left")
        return IllegalAction("aquaretto-error-trucks-full")
    if isinstance(action, (LoadTruck, TakeTruck)):
        return _truck_reason(state, action)
    if isinstance(action, ChooseTile):
        return IllegalAction("aquaretto-error-not-in-hand", {"tile": action.tile.code})
    if isinstance(action, (PlaceTile, PlaceInDepot)):
        task = state.tasks[0]
        assert isinstance(task, TileTask)
        if isinstance(action, PlaceInDepot):
            return IllegalAction("aquaretto-error-depot-not-allowed", {"source": task.source.value})
        return explain_cell(me.park, task.tile, action.cell)
    if isinstance(action, PlaceWorker):
        return _worker_reason(me, action.spot)
    if isinstance(action, PlaceBoard):
        task = state.tasks[0]
        assert isinstance(task, BoardTask)
        return explain_board(me.park.fields, task.size, action.cells)
    return _money_reason(state, player, action)


def _truck_reason(state: AquarettoState, action: LoadTruck | TakeTruck) -> IllegalAction:
    index = action.truck
    if not 0 <= index < len(state.trucks):
        return IllegalAction("aquaretto-error-no-such-truck",
                             {"truck": index + 1, "trucks": len(state.trucks)})
    truck = state.trucks[index]
    if truck.taken_by is not None:
        return IllegalAction("aquaretto-error-truck-taken",
                             {"truck": index + 1, "player": truck.taken_by})
    if isinstance(action, LoadTruck):
        return IllegalAction("aquaretto-error-truck-full", {"truck": index + 1})
    return IllegalAction("aquaretto-error-truck-empty", {"truck": index + 1})


def _worker_reason(me: PlayerState, spot: WorkerSpot) -> IllegalAction | None:
    if spot.kind is WorkerKind.TRAINER:
        cell = spot.cell
        if cell is None or cell not in me.park.fields:
            return IllegalAction("aquaretto-error-not-a-field",
                                 {"cell": _cell_text(cell)})
        tile = me.park.tile_at(cell)
        if tile is not None and tile.species is not None:
            return IllegalAction("aquaretto-error-occupied",
                                 {"cell": _cell_text(cell), "species": tile.species.value})
        return IllegalAction("aquaretto-error-trainer-there", {"cell": _cell_text(cell)})
    if _count(me, spot.kind) >= WORKER_LIMITS[spot.kind]:
        return IllegalAction("aquaretto-error-worker-limit",
                             {"kind": spot.kind.value, "limit": WORKER_LIMITS[spot.kind]})
    return IllegalAction("aquaretto-error-worker-already-there", {"kind": spot.kind.value})


def _cell_text(cell: Cell | None) -> str:
    if cell is None:
        return ""
    try:
        return cell_name(cell)
    except ValueError:
        return f"{cell[0]},{cell[1]}"


def _money_reason(state: AquarettoState, player: PlayerId, action: Action) -> IllegalAction | None:
    me = state.players[player]
    cost = {MoveDepotTile: MOVE_COST, MoveWorker: MOVE_COST, BuyTile: BUY_COST,
            DiscardTile: DISCARD_COST}.get(type(action))
    if isinstance(action, Expand):
        cost = action.size.cost
    if cost is not None and me.coins < cost:
        return IllegalAction("aquaretto-error-not-enough-coins", {"cost": cost, "coins": me.coins})
    if isinstance(action, (MoveDepotTile, DiscardTile)):
        top = me.depot_top
        if top is None:
            return IllegalAction("aquaretto-error-depot-empty", {"player": player})
        return IllegalAction("aquaretto-error-no-room", {"tile": top.code})
    if isinstance(action, BuyTile):
        seller = action.seller
        if seller == player:
            return IllegalAction("aquaretto-error-buy-from-self")
        if not 0 <= seller < state.player_count:
            return IllegalAction("aquaretto-error-no-such-player", {"player": seller})
        top = state.players[seller].depot_top
        if top is None:
            return IllegalAction("aquaretto-error-depot-empty", {"player": seller})
        return IllegalAction("aquaretto-error-no-room", {"tile": top.code})
    if isinstance(action, MoveWorker):
        if action.spot not in me.worker_spots():
            return IllegalAction("aquaretto-error-no-such-worker",
                                 {"kind": action.spot.kind.value,
                                  "cell": _cell_text(action.spot.cell)})
        return IllegalAction("aquaretto-error-nowhere-to-move", {"kind": action.spot.kind.value})
    if isinstance(action, Expand):
        if me.boards_left(action.size) == 0:
            return IllegalAction("aquaretto-error-no-boards-left", {"size": action.size.value})
        return IllegalAction("aquaretto-error-no-board-placement", {"size": action.size.value})
    return None
