"""Aquaretto transitions: ``apply`` and the bookkeeping that follows every decision.

After each action ``_continue`` looks at what is still pending, in this order:
a drawn tile to load, the first task (a tile, a worker or a board to place),
the tiles of the taken truck; when nothing is left the turn passes.  A pending
decision with exactly one possible answer is carried out at once (a drawn
tile when only one truck has room, the last tile of a truck, a truck tile that
fits only the depot, an offspring with one cell or none, a new worker with one
position), so players are only asked real questions.

When a tile joins a pool: a pool of 3, 6, 9 or 12 tiles earns 1 coin from the
bank; an unused fertile tile meeting an unused partner of the other sex in
its pool breeds (each tile only once) and the offspring is placed next; a pool
of 5 or 10 tiles earns a worker, placed after the offspring.

``apply_step`` is ``apply`` without passing the turn, for a game composing
Aquaretto (the combined Aquaretto-Zooloretto), which passes turns itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Transition
from accessible_games.core.records import replace
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    MoveWorker, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.geometry import BoardSize, in_reading_order
from accessible_games.games.aquaretto.rules.legal import loadable_trucks, new_worker_spots
from accessible_games.games.aquaretto.rules.park import Park, legal_cells
from accessible_games.games.aquaretto.rules.scoring import outcome_of
from accessible_games.games.aquaretto.rules.state import (
    BUY_COST, DISCARD_COST, MOVE_COST, AquarettoState, BoardTask, Phase, PlayerState, Source,
    Task, TileTask, WorkerKind, WorkerSpot, WorkerTask,
)
from accessible_games.games.aquaretto.rules.tiles import Tile, TileKind

COIN_BONUS_SIZES = frozenset({3, 6, 9, 12})
WORKER_BONUS_SIZES = frozenset({5, 10})

Events = list[Event]


def apply(state: AquarettoState, player: PlayerId, action: Action) -> Transition[AquarettoState]:
    """Return the state after ``player`` does ``action`` (the match layer checked it is legal)."""
    return _apply(state, player, action, pass_turn=True)


def apply_step(state: AquarettoState, player: PlayerId,
               action: Action) -> Transition[AquarettoState]:
    """Return what ``apply`` returns, except that the turn never passes: where ``apply``
    would pass it (or end the round), the state stops at ``Phase.TURN`` with the same
    player.  For a game that composes Aquaretto and passes turns and ends rounds itself
    (``games.aquaretto_zooloretto``)."""
    return _apply(state, player, action, pass_turn=False)


def _apply(state: AquarettoState, player: PlayerId, action: Action,
           pass_turn: bool) -> Transition[AquarettoState]:
    events: Events = []
    new = _HANDLERS[type(action)](state, player, action, events)
    if not isinstance(action, Cancel):
        new = _continue(new, events, pass_turn)
    return Transition(new, tuple(events))


# -- small helpers -------------------------------------------------------------------------------

def _with_player(state: AquarettoState, seat: PlayerId, player: PlayerState,
                 **changes: Any) -> AquarettoState:
    """Return the state with ``player`` in ``seat`` and the other ``changes``, in one copy."""
    players = state.players[:seat] + (player,) + state.players[seat + 1:]
    return replace(state, players=players, **changes)


def _add_worker(player: PlayerState, spot: WorkerSpot) -> PlayerState:
    if spot.kind is WorkerKind.CASHIER:
        return replace(player, cashiers=player.cashiers + 1)
    if spot.kind is WorkerKind.KEEPER:
        return replace(player, keepers=player.keepers + 1)
    if spot.kind is WorkerKind.MANAGER:
        return replace(player, manager=True)
    assert spot.cell is not None
    return replace(player, park=player.park.with_trainers(player.park.trainers | {spot.cell}))


def _remove_worker(player: PlayerState, spot: WorkerSpot) -> PlayerState:
    if spot.kind is WorkerKind.CASHIER:
        return replace(player, cashiers=player.cashiers - 1)
    if spot.kind is WorkerKind.KEEPER:
        return replace(player, keepers=player.keepers - 1)
    if spot.kind is WorkerKind.MANAGER:
        return replace(player, manager=False)
    assert spot.cell is not None
    return replace(player, park=player.park.with_trainers(player.park.trainers - {spot.cell}))


# -- turn actions --------------------------------------------------------------------------------

def _draw(state: AquarettoState, player: PlayerId, action: Any, events: Events) -> AquarettoState:
    from_end = not state.stack
    pile = state.end_stack if from_end else state.stack
    tile = pile[0]
    events.append(ev.TileDrawn(player, tile, from_end))
    final = state.final_round
    if from_end and not final:
        events.append(ev.EndStackReached(player))
        final = True
    # The tile waits to be loaded; ``_continue`` loads it at once when only one truck has room.
    if from_end:
        return replace(state, end_stack=pile[1:], drawn=tile, final_round=final,
                       phase=Phase.LOAD_TRUCK)
    return replace(state, stack=pile[1:], drawn=tile, phase=Phase.LOAD_TRUCK)


def _load(state: AquarettoState, player: PlayerId, action: LoadTruck,
          events: Events) -> AquarettoState:
    tile = state.drawn
    assert tile is not None
    events.append(ev.TileLoaded(player, tile, action.truck))
    return replace(state, trucks=delivery.load(state.trucks, action.truck, tile), drawn=None)


def _take(state: AquarettoState, player: PlayerId, action: TakeTruck,
          events: Events) -> AquarettoState:
    truck = state.trucks[action.truck]
    events.append(ev.TruckTaken(player, action.truck, truck.tiles))
    me = state.players[player]
    coins = me.coins
    for tile in truck.tiles:
        if tile.is_coin:
            coins += 1
            events.append(ev.CoinTileTaken(player, coins))
    if coins != me.coins:
        me = replace(me, coins=coins)
    return _with_player(state, player, me,
                        trucks=delivery.take(state.trucks, action.truck, player),
                        hand=tuple(t for t in truck.tiles if not t.is_coin),
                        phase=Phase.CHOOSE_TILE)


def _choose(state: AquarettoState, player: PlayerId, action: ChooseTile[Tile],
            events: Events) -> AquarettoState:
    hand = list(state.hand)
    hand.remove(action.tile)
    return replace(state, hand=tuple(hand),
                   tasks=(TileTask(action.tile, Source.TRUCK),) + state.tasks,
                   phase=Phase.PLACE_TILE)


# -- placing tiles -------------------------------------------------------------------------------

def _place(state: AquarettoState, player: PlayerId, action: PlaceTile,
           events: Events) -> AquarettoState:
    task = state.tasks[0]
    assert isinstance(task, TileTask) and task.tile.species is not None
    tile, cell = task.tile, action.cell
    me = state.players[player]
    park = me.park.with_tile(cell, tile)
    size = park.pool_size(task.tile.species)
    mine: dict[str, Any] = {"park": park}  # the player's changes, copied once at the end
    bank = state.bank
    if task.source is Source.TRUCK:
        events.append(ev.TilePlaced(player, tile, cell, size))
    elif task.source is Source.OFFSPRING:
        events.append(ev.OffspringPlaced(player, tile, cell, size))
    elif task.source is Source.DEPOT:
        mine.update(depot=me.depot[:-1], coins=me.coins - MOVE_COST)
        bank += MOVE_COST
        events.append(ev.DepotTileMoved(player, tile, cell, size, mine["coins"]))
    else:
        seller = task.seller
        assert seller is not None
        other = state.players[seller]
        other = replace(other, depot=other.depot[:-1], coins=other.coins + 1)
        state = _with_player(state, seller, other)
        mine["coins"] = me.coins - BUY_COST
        bank += BUY_COST - 1
        events.append(ev.TileBought(player, seller, tile, cell, size, mine["coins"],
                                    other.coins))
    return _after_joining(state, player, mine, bank, tile, size, events)


def _after_joining(state: AquarettoState, player: PlayerId, mine: dict[str, Any], bank: int,
                   tile: Tile, size: int, events: Events) -> AquarettoState:
    """Pay the pool's bonuses and breed, then finish the placement of the first task:
    ``mine`` holds the changes to the player's belongings so far (at least the new
    park), ``bank`` the bank; new tasks go before those still pending."""
    species = tile.species
    assert species is not None
    me = state.players[player]
    park: Park = mine["park"]
    if size in COIN_BONUS_SIZES:
        if bank > 0:
            bank -= 1
            mine["coins"] = mine.get("coins", me.coins) + 1
            events.append(ev.BonusCoin(player, species, size, mine["coins"]))
        else:
            events.append(ev.BonusCoinBankEmpty(player, species, size))
    new_tasks: list[Task] = []
    offspring = state.offspring
    if tile.is_fertile and tile not in me.bred:
        partner_kind = TileKind.FEMALE if tile.kind is TileKind.MALE else TileKind.MALE
        partners = sorted(t for _, t in park.tiles
                          if t.species is species and t.kind is partner_kind and t not in me.bred)
        baby = next((t for t in offspring if t.species is species), None)
        if partners and baby is not None:
            partner = partners[0]
            male, female = (tile, partner) if tile.kind is TileKind.MALE else (partner, tile)
            mine["bred"] = me.bred | {tile, partner}
            offspring = tuple(t for t in offspring if t != baby)
            events.append(ev.OffspringBorn(player, species, male, female))
            new_tasks.append(TileTask(baby, Source.OFFSPRING))
    if size in WORKER_BONUS_SIZES:
        events.append(ev.WorkerEarned(player, species, size))
        new_tasks.append(WorkerTask())
    return _with_player(state, player, replace(me, **mine), bank=bank, offspring=offspring,
                        tasks=tuple(new_tasks) + state.tasks[1:])


def _to_depot(state: AquarettoState, player: PlayerId, action: Any,
              events: Events) -> AquarettoState:
    """Put the tile in hand on the depot; ``action`` None: it goes there because no cell
    is legal for it, and the event says why."""
    task = state.tasks[0]
    assert isinstance(task, TileTask)
    me = state.players[player]
    park = me.park
    me = replace(me, depot=me.depot + (task.tile,))
    if task.source is Source.OFFSPRING:
        events.append(ev.OffspringToDepot(player, task.tile, len(me.depot)))
    elif action is not None:
        events.append(ev.TileToDepot(player, task.tile, len(me.depot)))
    else:
        present = park.species_present()
        full = task.tile.species not in present and len(present) >= park.species_limit
        events.append(ev.TileToDepot(player, task.tile, len(me.depot),
                                     "species-limit" if full else "no-cell",
                                     park.species_limit))
    return _with_player(state, player, me, tasks=state.tasks[1:])


def _place_worker(state: AquarettoState, player: PlayerId, action: PlaceWorker,
                  events: Events) -> AquarettoState:
    task = state.tasks[0]
    assert isinstance(task, WorkerTask)
    me = state.players[player]
    spot = action.spot
    if task.moving is None:
        me = _add_worker(me, spot)
        events.append(ev.WorkerPlaced(player, spot.kind, spot.cell))
        state = replace(state, workers=state.workers - 1)
    else:
        me = _add_worker(_remove_worker(me, task.moving), spot)
        me = replace(me, coins=me.coins - MOVE_COST)
        state = replace(state, bank=state.bank + MOVE_COST)
        events.append(ev.WorkerMoved(player, task.moving.kind, task.moving.cell, spot.kind,
                                     spot.cell, me.coins))
    return _with_player(state, player, me, tasks=state.tasks[1:])


# -- money actions -------------------------------------------------------------------------------

def _move_depot(state: AquarettoState, player: PlayerId, action: Any,
                events: Events) -> AquarettoState:
    top = state.players[player].depot_top
    assert top is not None
    return replace(state, tasks=(TileTask(top, Source.DEPOT),), phase=Phase.PLACE_TILE)


def _buy(state: AquarettoState, player: PlayerId, action: BuyTile,
         events: Events) -> AquarettoState:
    top = state.players[action.seller].depot_top
    assert top is not None
    return replace(state, tasks=(TileTask(top, Source.PURCHASE, action.seller),),
                   phase=Phase.PLACE_TILE)


def _move_worker(state: AquarettoState, player: PlayerId, action: MoveWorker,
                 events: Events) -> AquarettoState:
    return replace(state, tasks=(WorkerTask(action.spot),), phase=Phase.PLACE_WORKER)


def _discard(state: AquarettoState, player: PlayerId, action: Any,
             events: Events) -> AquarettoState:
    me = state.players[player]
    tile = me.depot[-1]
    me = replace(me, depot=me.depot[:-1], coins=me.coins - DISCARD_COST)
    events.append(ev.DepotTileDiscarded(player, tile, me.coins))
    return _with_player(state, player, me, bank=state.bank + DISCARD_COST,
                        discarded=state.discarded + (tile,))


def _expand(state: AquarettoState, player: PlayerId, action: Expand,
            events: Events) -> AquarettoState:
    return replace(state, tasks=(BoardTask(action.size),), phase=Phase.PLACE_BOARD)


def _place_board(state: AquarettoState, player: PlayerId, action: PlaceBoard,
                 events: Events) -> AquarettoState:
    task = state.tasks[0]
    assert isinstance(task, BoardTask)
    size = task.size
    me = state.players[player]
    park = me.park.with_expansion(size, action.cells)
    me = replace(me, park=park, coins=me.coins - size.cost,
                 small_boards=me.small_boards - (size is BoardSize.SMALL),
                 large_boards=me.large_boards - (size is BoardSize.LARGE))
    events.append(ev.ParkExpanded(player, size, in_reading_order(action.cells),
                                  park.species_limit, me.coins))
    return _with_player(state, player, me, bank=state.bank + size.cost,
                        tasks=state.tasks[1:])


def _cancel(state: AquarettoState, player: PlayerId, action: Any,
            events: Events) -> AquarettoState:
    return replace(state, tasks=state.tasks[1:], phase=Phase.TURN)


_HANDLERS: dict[type, Callable[[AquarettoState, PlayerId, Any, Events], AquarettoState]] = {
    DrawTile: _draw, LoadTruck: _load, TakeTruck: _take, ChooseTile: _choose, PlaceTile: _place,
    PlaceInDepot: _to_depot, PlaceWorker: _place_worker, MoveDepotTile: _move_depot,
    MoveWorker: _move_worker, BuyTile: _buy, DiscardTile: _discard, Expand: _expand,
    PlaceBoard: _place_board, Cancel: _cancel,
}


# -- what comes next -----------------------------------------------------------------------------

def _continue(state: AquarettoState, events: Events, pass_turn: bool = True) -> AquarettoState:
    """Carry out forced steps, then stop at the next real decision or pass the turn
    (``pass_turn`` False: stop at ``Phase.TURN`` instead).

    Every way out sets the phase, so a handler may already set the phase its action
    most likely leads to, saving a copy of the state when it does.
    """
    while True:
        player = state.current
        if state.drawn is not None:
            trucks = loadable_trucks(state)
            if len(trucks) == 1:
                state = _load(state, player, LoadTruck(trucks[0]), events)
                continue
            return _ask(state, Phase.LOAD_TRUCK)
        if state.tasks:
            task = state.tasks[0]
            me = state.players[player]
            if isinstance(task, TileTask):
                cells = legal_cells(me.park, task.tile)
                forced = task.source is Source.OFFSPRING or (task.source is Source.TRUCK
                                                             and not cells)
                if forced and not cells:
                    state = _to_depot(state, player, None, events)
                    continue
                if forced and len(cells) == 1:
                    state = _place(state, player, PlaceTile(cells[0]), events)
                    continue
                return _ask(state, Phase.PLACE_TILE)
            if isinstance(task, WorkerTask):
                if task.moving is None and _settle_new_worker(state):
                    state = _new_worker(state, player, events)
                    continue
                return _ask(state, Phase.PLACE_WORKER)
            return _ask(state, Phase.PLACE_BOARD)
        if state.hand:
            if len(state.hand) == 1:
                state = _choose(state, player, ChooseTile(state.hand[0]), events)
                continue
            return _ask(state, Phase.CHOOSE_TILE)
        return _end_turn(state, events) if pass_turn else _ask(state, Phase.TURN)


def _ask(state: AquarettoState, phase: Phase) -> AquarettoState:
    """Return the state waiting for a decision of ``phase`` (unchanged if it already is)."""
    return state if state.phase is phase else replace(state, phase=phase)


def _settle_new_worker(state: AquarettoState) -> bool:
    """Return whether the new worker in the first task needs no decision."""
    return state.workers <= 0 or len(new_worker_spots(state.players[state.current])) <= 1


def _new_worker(state: AquarettoState, player: PlayerId, events: Events) -> AquarettoState:
    """Settle a worker earned as a bonus that needs no decision: none left, nowhere, or
    exactly one position."""
    if state.workers <= 0:
        events.append(ev.WorkerSupplyEmpty(player))
        return replace(state, tasks=state.tasks[1:])
    spots = new_worker_spots(state.players[player])
    if not spots:
        events.append(ev.WorkerNoPlace(player))
        return replace(state, tasks=state.tasks[1:])
    return _place_worker(state, player, PlaceWorker(spots[0]), events)


def _end_turn(state: AquarettoState, events: Events) -> AquarettoState:
    """Pass the turn clockwise to the next player still in the round, or end the round."""
    seat = delivery.next_in_round(state.trucks, state.current, state.player_count)
    if seat is not None:
        return replace(state, current=seat, phase=Phase.TURN, turn=state.turn + 1)
    trucks, leftovers = delivery.clear_trucks(state.trucks)
    discarded = state.discarded
    for index, tiles in leftovers:
        events.append(ev.LeftoverTilesRemoved(index, tiles))
        discarded += tiles
    events.append(ev.RoundEnded(state.round))
    if state.final_round:
        over = replace(state, trucks=trucks, discarded=discarded, phase=Phase.OVER)
        result = outcome_of(over.players)
        events.append(ev.GameEnded(result.scores, result.places, result.tie_break))
        return over
    events.append(ev.RoundStarted(state.round + 1, state.current))
    return replace(state, trucks=trucks, discarded=discarded, phase=Phase.TURN,
                   round=state.round + 1, turn=state.turn + 1)

