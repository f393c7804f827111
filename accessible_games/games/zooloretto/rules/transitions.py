"""Zooloretto transitions: ``apply`` and the steps it is made of.

Every function takes a state and returns a new one with the events; nothing
is mutated.  Placement into an enclosure earns the coin bonus when it fills
the last space and then lets an unused fertile pair have an offspring; an
Exchange does neither coin bonus (not even for its offspring).  A parent
that has had its offspring stays used wherever it goes, even when bought.

``apply_step`` is ``apply`` without passing the turn, and ``end_of_round_hooks`` /
``game_end_hooks`` run the expansions' round-end and game-end steps: seams for a
game composing Zooloretto (the combined Aquaretto-Zooloretto), which passes turns
and ends rounds itself.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Transition
from accessible_games.core.records import replace
import accessible_games.games.delivery as delivery
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules import expansions
from accessible_games.games.zooloretto.rules.actions import (
    Cancel, ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck,
    MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.legal import can_draw, takeable_trucks
from accessible_games.games.zooloretto.rules.scoring import (
    BASE_CATEGORIES, ScoreSheet, score_sheet,
)
from accessible_games.games.zooloretto.rules.state import (
    DISCARD_COST, EXCHANGE_COST, EXPAND_COST, GORILLA_COST, MOVE_COST, PURCHASE_COST, PURCHASE_TO_SELLER,
    Phase, PlaceTask, PlayerState, Source, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import Tile, TileKind
from accessible_games.games.zooloretto.rules.zoo import EXPANSION, barn_group, without

Events = list[Event]


def with_player(state: ZoolorettoState, seat: PlayerId, player: PlayerState,
                **changes: Any) -> ZoolorettoState:
    """Return the state with ``seat``'s belongings replaced by ``player`` and the other
    fields in ``changes`` changed, in one copy."""
    return replace(state, players=_seated(state.players, seat, player), **changes)


def _seated(players: tuple[PlayerState, ...], seat: PlayerId,
            player: PlayerState) -> tuple[PlayerState, ...]:
    """Return ``players`` with ``seat``'s belongings replaced by ``player``."""
    return players[:seat] + (player,) + players[seat + 1:]


def pay(state: ZoolorettoState, seat: PlayerId, cost: int, action: str,
        events: Events) -> ZoolorettoState:
    """Return the state after ``seat`` paid ``cost`` coins to the bank for ``action``."""
    me = state.players[seat]
    events.append(ev.MoneyPaid(seat, action, cost, me.coins - cost))
    return with_player(state, seat, replace(me, coins=me.coins - cost), bank=state.bank + cost)


def coin_bonus(state: ZoolorettoState, seat: PlayerId, enclosure: int,
               events: Events) -> ZoolorettoState:
    """Return the state after the coin bonus of the just-filled ``enclosure`` (bank permitting)."""
    me = state.players[seat]
    earned = min(me.enclosures[enclosure].spec.coins, state.bank)
    if earned <= 0:
        return state
    events.append(ev.CoinBonus(seat, enclosure, earned, me.coins + earned))
    return with_player(state, seat, replace(me, coins=me.coins + earned),
                       bank=state.bank - earned)


def breed(state: ZoolorettoState, seat: PlayerId, enclosure: int, bonus: bool,
          events: Events) -> ZoolorettoState:
    """Return the state after every unused fertile pair in ``enclosure`` had its offspring.

    The offspring joins the enclosure, or the barn if it is full; ``bonus`` says whether
    filling the enclosure earns coins (not during an Exchange).  When an expansion lets
    the player choose where a newborn goes, it waits in ``state.pending`` and breeding
    in this enclosure goes on once it is placed (``place_newborn``).
    """
    while True:
        me = state.players[seat]
        pen = me.enclosures[enclosure]
        species = pen.species
        unused = [t for t in pen.animals if t not in me.bred]
        male = next((t for t in unused if t.kind is TileKind.MALE), None)
        female = next((t for t in unused if t.kind is TileKind.FEMALE), None)
        baby = next((t for t in state.offspring if t.species == species), None)
        if male is None or female is None or baby is None:
            return state
        me = replace(me, bred=me.bred | {male, female})
        state = replace(state, offspring=without(state.offspring, baby))
        choosers = expansions.with_hook(state, "offers_offspring_choice")
        if any(x.offers_offspring_choice(state, seat) for x in choosers):
            state = with_player(state, seat, me)
            events.append(ev.OffspringArrived(seat, baby, enclosure))
            task = PlaceTask(baby, Source.BORN, from_space=(enclosure, 0), coin_bonus=bonus)
            return replace(state, pending=state.pending + (task,))
        if pen.is_full:
            me = me.with_barn(me.barn + (baby,))
            state = with_player(state, seat, me)
            events.append(ev.OffspringBorn(seat, baby, enclosure, True))
            continue
        me = me.with_enclosure(enclosure, pen.with_animals(pen.animals + (baby,)))
        state = with_player(state, seat, me)
        events.append(ev.OffspringBorn(seat, baby, enclosure, False))
        if bonus and me.enclosures[enclosure].is_complete:
            state = coin_bonus(state, seat, enclosure, events)


def place_animal(state: ZoolorettoState, seat: PlayerId, tile: Tile, enclosure: int,
                 events: Events, bonus: bool = True, **changes: Any) -> ZoolorettoState:
    """Return the state after ``tile`` went into ``enclosure``: coin bonus (if ``bonus``),
    then offspring; ``changes`` (other fields) are made in the same copy as the animal."""
    me = state.players[seat]
    pen = me.enclosures[enclosure]
    pen = pen.with_animals(pen.animals + (tile,))
    state = with_player(state, seat, me.with_enclosure(enclosure, pen), **changes)
    events.append(ev.AnimalPlaced(seat, tile, enclosure))
    if bonus and pen.is_complete:
        state = coin_bonus(state, seat, enclosure, events)
    return breed(state, seat, enclosure, bonus, events)


def place_newborn(state: ZoolorettoState, task: PlaceTask, action: Any,
                  events: Events) -> ZoolorettoState:
    """Return the state after a waiting newborn joined its parents (``PlaceInEnclosure``) or
    went to the barn; breeding in the parents' enclosure then goes on."""
    assert task.from_space is not None
    seat, parents = state.current, task.from_space[0]
    if isinstance(action, PlaceInEnclosure):
        return place_animal(state, seat, task.tile, parents, events, task.coin_bonus)
    me = state.players[seat]
    state = with_player(state, seat, me.with_barn(me.barn + (task.tile,)))
    events.append(ev.PutInBarn(seat, task.tile))
    return breed(state, seat, parents, task.coin_bonus, events)


def finish(state: ZoolorettoState, events: Events) -> ZoolorettoState:
    """Return the state after a completed step: the expansions react to ``events``, then
    the next required placement, the next truck tile, or the next player."""
    for expansion in expansions.with_hook(state, "react"):
        step = expansion.react(state, state.current, tuple(events))
        state = step.state
        events += step.events
    if state.pending:
        return replace(state, task=state.pending[0], pending=state.pending[1:],
                       phase=Phase.PLACE_TILE)
    return _next_from_hand(state, events)


def _take_from_origin(state: ZoolorettoState, task: PlaceTask,
                      events: Events) -> ZoolorettoState:
    """Remove the task's tile from where it waits, and pay for a money action."""
    seat = state.current
    if task.source is Source.MOVE:
        me = state.players[seat]
        state = with_player(state, seat, replace(me, barn=without(me.barn, task.tile)))
        return pay(state, seat, MOVE_COST, "move", events)
    if task.source is Source.MOVE_STALL:
        assert task.from_space is not None
        enclosure, slot = task.from_space
        me = state.players[seat]
        state = with_player(state, seat, me.with_enclosure(
            enclosure, me.enclosures[enclosure].with_stall(slot, None)))
        return pay(state, seat, MOVE_COST, "move", events)
    if task.source is Source.PURCHASE:
        assert task.seller is not None
        seller = state.players[task.seller]
        used = task.tile in seller.bred
        seller = replace(seller, barn=without(seller.barn, task.tile),
                         coins=seller.coins + PURCHASE_TO_SELLER,
                         bred=seller.bred - {task.tile})
        state = with_player(state, task.seller, seller)
        if used:
            me = state.players[seat]
            state = with_player(state, seat, replace(me, bred=me.bred | {task.tile}))
        state = pay(state, seat, PURCHASE_COST, "purchase", events)
        state = replace(state, bank=state.bank - PURCHASE_TO_SELLER)
        events.append(ev.TilePurchased(seat, task.seller, task.tile, seller.coins))
    if task.source is Source.GORILLA:
        me = state.players[seat]
        state = with_player(state, seat, replace(me, coins=me.coins - GORILLA_COST,
                                                  gorilla_coin=True))
        events.append(ev.MoneyPaid(seat, "gorilla", GORILLA_COST, me.coins - GORILLA_COST))
    return state


def _place(state: ZoolorettoState, action: Any, events: Events) -> ZoolorettoState:
    task = state.task
    assert task is not None
    seat = state.current
    if task.source is Source.BORN:
        return finish(place_newborn(replace(state, task=None), task, action, events), events)
    state = _take_from_origin(state, task, events)
    if isinstance(action, PlaceInEnclosure):
        state = place_animal(state, seat, task.tile, action.enclosure, events, task=None)
    elif isinstance(action, PlaceOnStallSpace):
        me = state.players[seat]
        state = with_player(state, seat, me.with_enclosure(
            action.enclosure, me.enclosures[action.enclosure].with_stall(action.slot,
                                                                         task.tile)),
                            task=None)
        events.append(ev.StallPlaced(seat, task.tile, action.enclosure, action.slot))
    else:
        me = state.players[seat]
        state = with_player(state, seat, me.with_barn(me.barn + (task.tile,)), task=None)
        events.append(ev.PutInBarn(seat, task.tile))
    return finish(state, events)


def _next_from_hand(state: ZoolorettoState, events: Events, **changes: Any) -> ZoolorettoState:
    """Return the state asking for the next truck tile, or ending the turn when none is left;
    ``changes`` (fields the step changed) are made in the same copy."""
    hand = changes.get("hand", state.hand)
    if not hand:
        changes["phase"] = Phase.TURN
        return end_turn(state, events, **changes)
    if len(hand) == 1:
        changes.update(hand=(), task=PlaceTask(hand[0], Source.TRUCK), phase=Phase.PLACE_TILE)
        return replace(state, **changes)
    return replace(state, **changes, phase=Phase.CHOOSE_TILE)


def end_turn(state: ZoolorettoState, events: Events, **changes: Any) -> ZoolorettoState:
    """Return the state with the next player still in the round to act, or the round over
    (inside ``apply_step``: the state at ``Phase.TURN`` with the same player); ``changes``
    (fields the turn's last step changed) are made in the same copy."""
    if not state.passes_turn:
        changes["phase"] = Phase.TURN
        return replace(state, **changes)
    seat = delivery.next_in_round(changes.get("trucks", state.trucks), state.current,
                                  state.player_count)
    if seat is None:
        return end_round(replace(state, **changes), events)
    changes.update(current=seat, phase=Phase.TURN, turn=state.turn + 1)
    state = replace(state, **changes)
    if can_draw(state) or takeable_trucks(state):
        return state
    return end_round(state, events)


def end_round(state: ZoolorettoState, events: Events) -> ZoolorettoState:
    """Return the state after the round: leftovers removed, next round or game over."""
    trucks, leftovers = delivery.clear_trucks(state.trucks)
    discarded = list(state.discarded)
    for index, tiles in leftovers:
        discarded += tiles
        events.append(ev.LeftoversRemoved(index, tiles))
    state = replace(state, discarded=tuple(discarded), trucks=trucks)
    events.append(ev.RoundEnded(state.round))
    state = end_of_round_hooks(state, events)
    if state.final_round or not (state.stack or state.end_stack):
        state = game_end_hooks(replace(state, phase=Phase.OVER), events)
        totals = tuple(sheet.total for sheet in score_sheets(state))
        best = max(totals)
        events.append(ev.GameEnded(totals, tuple(i for i, s in enumerate(totals) if s == best)))
        return state
    starter = state.last_taker if state.last_taker is not None else state.current
    state = replace(state, round=state.round + 1, current=starter, phase=Phase.TURN,
                    turn=state.turn + 1, last_taker=None)
    events.append(ev.RoundStarted(state.round, starter))
    return state


def end_of_round_hooks(state: ZoolorettoState, events: Events) -> ZoolorettoState:
    """Return the state after every expansion's end-of-round step (the savings book moves
    its coins), its events added to ``events``."""
    for expansion in expansions.in_play(state):
        step = expansion.end_of_round(state)
        state = step.state
        events += step.events
    return state


def game_end_hooks(state: ZoolorettoState, events: Events) -> ZoolorettoState:
    """Return the state after every expansion's step at the end of the game, its events
    added to ``events``."""
    for expansion in expansions.in_play(state):
        step = expansion.game_end(state)
        state = step.state
        events += step.events
    return state


def score_sheets(state: ZoolorettoState) -> list[ScoreSheet]:
    """Return every player's score sheet with the expansions' categories (see
    ``expansions``: base category names replace the base value)."""
    sheets = []
    for seat, player in enumerate(state.players):
        sheet = score_sheet(player)
        base = {name: getattr(sheet, name) for name in BASE_CATEGORIES}
        extra: dict[str, int] = {}
        for expansion in expansions.in_play(state):
            for name, points in expansion.score(state, seat).items():
                if name in base:
                    base[name] = points
                else:
                    extra[name] = extra.get(name, 0) + points
        sheets.append(ScoreSheet(enclosures=base["enclosures"], stalls=base["stalls"],
                                 barn=base["barn"], coins=base["coins"], extra=extra))
    return sheets


def _draw(state: ZoolorettoState, events: Events) -> ZoolorettoState:
    seat = state.current
    if state.stack:
        tile = state.stack[0]
        events.append(ev.TileDrawn(seat, tile, False))
        return replace(state, stack=state.stack[1:], drawn=tile, phase=Phase.LOAD_TRUCK)
    tile = state.end_stack[0]
    events.append(ev.TileDrawn(seat, tile, True))
    if not state.final_round:
        events.append(ev.FinalRoundStarted(seat))
    return replace(state, end_stack=state.end_stack[1:], final_round=True, drawn=tile,
                   phase=Phase.LOAD_TRUCK)


def _load(state: ZoolorettoState, truck: int, events: Events) -> ZoolorettoState:
    assert state.drawn is not None
    only = delivery.loadable_trucks(state.trucks) == (truck,)
    trucks = delivery.load(state.trucks, truck, state.drawn)
    events.append(ev.TileLoaded(state.current, state.drawn, truck, only))
    return end_turn(state, events, trucks=trucks, drawn=None)


def _take(state: ZoolorettoState, truck: int, events: Events) -> ZoolorettoState:
    seat = state.current
    tiles = state.trucks[truck].tiles
    events.append(ev.TruckTaken(seat, truck, tiles))
    changes: dict[str, Any] = {"trucks": delivery.take(state.trucks, truck, seat),
                               "last_taker": seat,
                               "hand": tuple([t for t in tiles if not t.is_coin])}
    coins = [t for t in tiles if t.is_coin]
    if coins:
        me = state.players[seat]
        me = replace(me, coins=me.coins + len(coins))
        changes["players"] = _seated(state.players, seat, me)
        changes["cashed"] = state.cashed + tuple(coins)
        for index, tile in enumerate(coins):
            events.append(ev.CoinTileCashed(seat, tile, me.coins - len(coins) + index + 1))
    return _next_from_hand(state, events, **changes)


def _exchange_enclosures(state: ZoolorettoState, action: ExchangeEnclosures,
                         events: Events) -> ZoolorettoState:
    seat = state.current
    state = pay(state, seat, EXCHANGE_COST, "exchange", events)
    me = state.players[seat]
    a, b = me.enclosures[action.first], me.enclosures[action.second]
    me = me.with_enclosure(action.first, a.with_animals(b.animals))
    me = me.with_enclosure(action.second, b.with_animals(a.animals))
    state = with_player(state, seat, me)
    events.append(ev.EnclosuresExchanged(seat, action.first, action.second))
    state = breed(state, seat, action.first, False, events)
    state = breed(state, seat, action.second, False, events)
    return finish(state, events)


def _exchange_barn(state: ZoolorettoState, action: ExchangeBarn,
                   events: Events) -> ZoolorettoState:
    seat = state.current
    state = pay(state, seat, EXCHANGE_COST, "exchange", events)
    me = state.players[seat]
    group = barn_group(me.barn, action.species)
    pen = me.enclosures[action.enclosure]
    me = me.with_barn(without(me.barn, group) + pen.animals)
    me = me.with_enclosure(action.enclosure, pen.with_animals(group))
    state = with_player(state, seat, me)
    events.append(ev.BarnExchanged(seat, action.species, action.enclosure))
    state = breed(state, seat, action.enclosure, False, events)
    return finish(state, events)


def _discard(state: ZoolorettoState, tile: Tile, events: Events) -> ZoolorettoState:
    seat = state.current
    state = pay(state, seat, DISCARD_COST, "discard", events)
    me = state.players[seat]
    state = with_player(state, seat, replace(me, barn=without(me.barn, tile),
                                              bred=me.bred - {tile}))
    state = replace(state, discarded=state.discarded + (tile,))
    events.append(ev.TileDiscarded(seat, tile))
    return finish(state, events)


def _expand(state: ZoolorettoState, events: Events) -> ZoolorettoState:
    seat = state.current
    state = pay(state, seat, EXPAND_COST, "expand", events)
    me = state.players[seat]
    me = replace(me.add_enclosure(EXPANSION), expansions=me.expansions + 1)
    state = with_player(state, seat, me)
    events.append(ev.ZooExpanded(seat, len(me.enclosures) - 1))
    return finish(state, events)


def apply(state: ZoolorettoState, player: PlayerId, action: Any) -> Transition[ZoolorettoState]:
    """Return the state after ``player`` does ``action`` (already checked legal)."""
    events: Events = []
    if isinstance(action, DrawTile):
        state = _draw(state, events)
    elif isinstance(action, LoadTruck):
        state = _load(state, action.truck, events)
    elif isinstance(action, TakeTruck):
        state = _take(state, action.truck, events)
    elif isinstance(action, ChooseTile):
        state = replace(state, hand=without(state.hand, action.tile),
                        task=PlaceTask(action.tile, Source.TRUCK), phase=Phase.PLACE_TILE)
    elif isinstance(action, (PlaceInEnclosure, PlaceOnStallSpace, PlaceInBarn)):
        state = _place(state, action, events)
    elif isinstance(action, Cancel):
        task = state.task
        if task is not None and task.source is Source.GORILLA:
            state = replace(state, task=None, drawn=task.tile, phase=Phase.LOAD_TRUCK)
        else:
            state = replace(state, task=None, phase=Phase.TURN)
        events.append(ev.MoneyActionCancelled(player))
    elif isinstance(action, MoveFromBarn):
        state = replace(state, task=PlaceTask(action.tile, Source.MOVE), phase=Phase.PLACE_TILE)
    elif isinstance(action, MoveStall):
        stall = state.players[player].enclosures[action.enclosure].stalls[action.slot]
        assert stall is not None
        state = replace(state, task=PlaceTask(stall, Source.MOVE_STALL,
                                              from_space=(action.enclosure, action.slot)),
                        phase=Phase.PLACE_TILE)
    elif isinstance(action, Purchase):
        state = replace(state, task=PlaceTask(action.tile, Source.PURCHASE, seller=action.seller),
                        phase=Phase.PLACE_TILE)
    elif isinstance(action, ExchangeEnclosures):
        state = _exchange_enclosures(state, action, events)
    elif isinstance(action, ExchangeBarn):
        state = _exchange_barn(state, action, events)
    elif isinstance(action, Discard):
        state = _discard(state, action.tile, events)
    elif isinstance(action, Expand):
        state = _expand(state, events)
    else:
        for expansion in expansions.in_play(state):
            step = expansion.apply(state, player, action)
            if step is not None:
                return step
        raise ValueError(f"not a Zooloretto action: {action!r}")
    return Transition(state, tuple(events))


def apply_step(state: ZoolorettoState, player: PlayerId,
               action: Any) -> Transition[ZoolorettoState]:
    """Return what ``apply`` returns, except that the turn never passes: where ``apply``
    would pass it (or end the round), the state stops at ``Phase.TURN`` with the same
    player.  For a game that composes Zooloretto and passes turns and ends rounds itself
    (``games.aquaretto_zooloretto``)."""
    result = apply(replace(state, passes_turn=False), player, action)
    return Transition(replace(result.state, passes_turn=True), result.events)
