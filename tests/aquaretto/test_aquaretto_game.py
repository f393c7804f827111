"""The Game protocol around the rules: setup errors, events, views, JSON, explanations for
every kind of refusal, the empty bank and worker supply, and the bots."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.bots import RandomBot
from accessible_games.core.errors import IllegalAction, InvalidAction
from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.aquaretto.rules import (
    GAME, AquarettoState, BoardSize, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand,
    LoadTruck, MoveDepotTile, MoveWorker, Phase, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker,
    Species, TakeTruck, WorkerKind, WorkerSpot, parse_cell, parse_tile,
)
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.bots import GreedyBot, make_bot
from accessible_games.games.aquaretto.rules.geometry import legal_board_placements
from accessible_games.games.aquaretto.rules.park import park_of
from accessible_games.games.aquaretto.rules.serial import state_from_json

T, C = parse_tile, parse_cell


def new_state(players: int = 3, seed: int = 5) -> AquarettoState:
    state: AquarettoState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)], {},
                                          seed).state
    return state


def set_player(state: AquarettoState, seat: int, **changes: Any) -> AquarettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def reason(state: AquarettoState, action: Any) -> tuple[str, dict[str, Any]] | None:
    found = GAME.explain(state, state.current, action)
    return None if found is None else (found.reason, found.args_map)


@pytest.mark.parametrize("players", [0, 1, 6])
def test_two_to_five_players(players: int) -> None:
    with pytest.raises(IllegalAction) as error:
        GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)], {}, 1)
    assert error.value.reason == "aquaretto-error-player-count"
    assert error.value.args_map == {"min": 2, "max": 5}


def test_setup_events_and_seed_determinism() -> None:
    one = GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {}, 42)
    two = GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {}, 42)
    assert one == two
    assert isinstance(one.events[0], ev.GameStarted)
    assert one.events[0].removed == one.state.removed_species and one.events[0].trucks == 3
    assert [e for e in one.events if isinstance(e, ev.TruckBlocked)] == [
        ev.TruckBlocked(1, 1), ev.TruckBlocked(2, 2)]
    assert one.events[-1] == ev.RoundStarted(1, 0)
    other = GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {}, 43).state
    assert other.stack != one.state.stack


def test_every_event_has_one_unique_key_and_is_public() -> None:
    classes = [c for _, c in inspect.getmembers(ev, inspect.isclass)
               if issubclass(c, Event) and c is not Event]
    keys = [c.key for c in classes]
    assert len(keys) == len(set(keys)) == len(classes) >= 25
    assert all(k.startswith("aquaretto-") and k == k.lower() for k in keys)
    assert all(c.__doc__ for c in classes)
    assert ev.TileDrawn(0, T("orca-male1"), False).audience() is None


def test_view_shows_everything_public_and_the_same_to_everyone() -> None:
    state = new_state(players=2)
    state, _ = run(state, DrawTile())
    view = GAME.view(state, 1)
    assert view.drawn == state.drawn and view.phase is Phase.LOAD_TRUCK
    assert view.stack_size == len(state.stack) and view.end_stack_size == 15
    assert [t.blockers for t in view.trucks] == [0, 1, 2]
    assert view.players == state.players
    assert dataclasses.replace(GAME.view(state, None), player=1) == view


def run(state: AquarettoState, *actions: Any) -> tuple[AquarettoState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        assert GAME.explain(state, state.current, action) is None, reason(state, action)
        transition = GAME.apply(state, state.current, action)
        state = transition.state
        events += transition.events
    return state, events


@pytest.mark.parametrize("data", [
    None, [], {}, {"action": "fly"}, {"action": "draw", "x": 1}, {"action": "load"},
    {"action": "load", "truck": "1"}, {"action": "load", "truck": -1},
    {"action": "load", "truck": True}, {"action": "place", "cell": "Q9"},
    {"action": "choose", "tile": "unicorn-male1"}, {"action": "worker", "spot": "boss"},
    {"action": "worker", "spot": "cashier:C3"}, {"action": "expand", "size": "huge"},
    {"action": "board", "cells": ["1F", "2F", "3F"]}, {"action": "board", "cells": "1F"},
    {"action": "buy", "seller": 1.0},
])
def test_action_from_json_refuses_anything_else(data: Any) -> None:
    with pytest.raises(ValueError):
        GAME.action_from_json(data)


def test_action_json_examples() -> None:
    samples = [DrawTile(), LoadTruck(2), TakeTruck(0), ChooseTile(T("penguin-fish3")),
               PlaceTile(C("-1Z")), PlaceInDepot(), PlaceWorker(WorkerSpot(WorkerKind.MANAGER)),
               PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("13M"))), MoveDepotTile(),
               MoveWorker(WorkerSpot(WorkerKind.KEEPER)), BuyTile(3), DiscardTile(),
               Expand(BoardSize.LARGE), PlaceBoard(frozenset(C(c) for c in ("2F", "3F", "3G"))),
               Cancel()]
    for action in samples:
        assert GAME.action_from_json(GAME.action_to_json(action)) == action
    assert GAME.action_to_json(PlaceBoard(frozenset(C(c) for c in ("3G", "2F", "3F")))) == {
        "action": "board", "cells": ["2F", "3F", "3G"]}


def test_state_json_round_trip_and_refusal() -> None:
    state = new_state(players=2)
    assert state_from_json(GAME.state_to_json(state)) == state
    with pytest.raises(ValueError):
        state_from_json({"players": []})
    with pytest.raises(InvalidAction):
        state_from_json({**GAME.state_to_json(state), "stack": ["coin-99"]})


def test_refusals_for_trucks_hand_and_money_actions() -> None:
    state = new_state()
    assert reason(state, TakeTruck(7)) == ("aquaretto-error-no-such-truck",
                                           {"truck": 8, "trucks": 3})
    state = replace(state, trucks=(replace(state.trucks[0], taken_by=2, tiles=()),
                                   *state.trucks[1:]))
    assert reason(state, TakeTruck(0)) == ("aquaretto-error-truck-taken",
                                           {"truck": 1, "player": 2})
    assert reason(state, BuyTile(0)) == ("aquaretto-error-not-enough-coins",
                                         {"cost": 2, "coins": 1})
    state = set_player(state, 0, coins=5)
    assert reason(state, BuyTile(0)) == ("aquaretto-error-buy-from-self", {})
    assert reason(state, BuyTile(9)) == ("aquaretto-error-no-such-player", {"player": 9})
    assert reason(state, BuyTile(1)) == ("aquaretto-error-depot-empty", {"player": 1})
    assert reason(state, DiscardTile()) == ("aquaretto-error-depot-empty", {"player": 0})
    full = park_of({"3C": "orca-plain1", "1B": "dolphin-plain1", "4E": "hippo-fish1"})
    state = set_player(state, 0, park=full, depot=(T("penguin-fish1"),))
    assert reason(state, MoveDepotTile()) == ("aquaretto-error-no-room",
                                              {"tile": "penguin-fish1"})
    assert reason(state, MoveWorker(WorkerSpot(WorkerKind.CASHIER))) == (
        "aquaretto-error-no-such-worker", {"kind": "cashier", "cell": ""})
    assert reason(state, PlaceTile(C("3C"))) == ("aquaretto-error-not-now", {"phase": "turn"})
    assert reason(state, Cancel()) == ("aquaretto-error-nothing-to-cancel", {})
    state = replace(state, stack=(), end_stack=())
    assert reason(state, DrawTile()) == ("aquaretto-error-no-tiles-left", {})


def test_refusals_for_workers() -> None:
    park = park_of({"2A": "orca-plain1", "2B": "orca-plain2", "3A": "orca-plain3",
                    "3B": "orca-plain4"})
    state = set_player(new_state(), 0, park=park, cashiers=2, coins=3)
    trucks = (replace(new_state().trucks[0], tiles=(T("orca-plain5"),)),
              *new_state().trucks[1:])
    state, _ = run(replace(state, trucks=trucks), TakeTruck(0), PlaceTile(C("2C")))
    assert state.phase is Phase.PLACE_WORKER
    assert reason(state, PlaceWorker(WorkerSpot(WorkerKind.CASHIER))) == (
        "aquaretto-error-worker-limit", {"kind": "cashier", "limit": 2})
    assert reason(state, PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("2B")))) == (
        "aquaretto-error-occupied", {"cell": "2B", "species": "orca"})
    assert reason(state, PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("1A")))) == (
        "aquaretto-error-not-a-field", {"cell": "1A"})
    state, _ = run(state, PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("3E"))))
    assert reason(state, PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("3E")))) is not None
    state = replace(state, current=0)
    state, _ = run(state, MoveWorker(WorkerSpot(WorkerKind.TRAINER, C("3E"))))
    assert reason(state, PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("3E")))) == (
        "aquaretto-error-trainer-there", {"cell": "3E"})
    state, _ = run(state, Cancel())
    state, _ = run(state, MoveWorker(WorkerSpot(WorkerKind.CASHIER)))
    assert reason(state, PlaceWorker(WorkerSpot(WorkerKind.CASHIER))) == (
        "aquaretto-error-worker-limit", {"kind": "cashier", "limit": 2})


def test_empty_bank_and_empty_worker_supply() -> None:
    """The bank's 30 coins and the 16 worker figures can run out; a bonus then lapses."""
    park = park_of({"1C": "orca-plain1", "1D": "orca-plain2", "3A": "hippo-fish1",
                    "3B": "hippo-fish2", "4B": "hippo-fish3", "4C": "hippo-fish4"})
    state = set_player(new_state(players=5), 0, park=park)
    trucks = (replace(state.trucks[0], tiles=(T("orca-plain3"), T("hippo-fish5"))),
              *state.trucks[1:])
    state = replace(state, trucks=trucks, bank=0, workers=0)
    state, events = run(state, TakeTruck(0), ChooseTile(T("orca-plain3")), PlaceTile(C("2C")),
                        PlaceTile(C("5C")))
    assert ev.BonusCoinBankEmpty(0, Species.ORCA, 3) in events
    assert ev.WorkerSupplyEmpty(0) in events
    assert state.players[0].coins == 1 and state.workers == 0


def test_explain_agrees_with_legal_actions_in_random_games() -> None:
    """For many candidate actions in every phase of a few games, explain is None exactly
    when the action is in the legal list."""
    chooser = Rng(3)
    for seed, players in ((1, 2), (2, 4), (3, 5)):
        state = new_state(players, seed)
        steps = 0
        while GAME.to_move(state) and steps < 400:
            player = state.current
            legal = GAME.legal_actions(state, player)
            for action in _candidates(state):
                assert (GAME.explain(state, player, action) is None) == (action in legal), action
            state = GAME.apply(state, player, chooser.choice(legal)).state
            steps += 1


def _candidates(state: AquarettoState) -> list[Any]:
    me = state.players[state.current]
    cells = [(c, r) for c in range(-1, 7) for r in range(0, 7)]
    candidates: list[Any] = [DrawTile(), MoveDepotTile(), DiscardTile(), Cancel(), PlaceInDepot()]
    candidates += [TakeTruck(i) for i in range(6)] + [LoadTruck(i) for i in range(6)]
    candidates += [BuyTile(i) for i in range(5)] + [Expand(s) for s in BoardSize]
    candidates += [PlaceTile(c) for c in cells]
    candidates += [ChooseTile(t) for t in state.hand] + [ChooseTile(T("coin-1"))]
    kinds = [WorkerSpot(k) for k in (WorkerKind.CASHIER, WorkerKind.KEEPER, WorkerKind.MANAGER)]
    kinds += [WorkerSpot(WorkerKind.TRAINER, c) for c in cells[::3]]
    candidates += [PlaceWorker(s) for s in kinds] + [MoveWorker(s) for s in kinds]
    for size in BoardSize:
        candidates += [PlaceBoard(b) for b in legal_board_placements(me.park.fields, size)[:5]]
    return candidates


def test_match_layer_refuses_illegal_actions_with_reasons() -> None:
    match = Match.start(GAME, [PlayerSpec("A"), PlayerSpec("B")], {}, 9)
    with pytest.raises(IllegalAction) as error:
        match.act(0, TakeTruck(0))
    assert error.value.reason == "aquaretto-error-truck-empty"
    with pytest.raises(IllegalAction):
        match.act(1, DrawTile())
    match.act(0, DrawTile())
    assert match.state.phase is Phase.LOAD_TRUCK


def test_make_bot_kinds() -> None:
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    with pytest.raises(ValueError):
        make_bot("clever", 1)


