"""Turns, trucks, rounds, the end stack and the 2-player variant, as the rulebook describes
them (sections "Průběh hry" A/B/C, "Konec kola", "Konec hry", FAQ and "Varianta pro 2
hráče")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules import (
    GAME, AquarettoState, BoardSize, Cancel, DrawTile, Expand, LoadTruck, MoveDepotTile, Phase,
    PlaceBoard, PlaceInDepot, PlaceTile, TakeTruck, parse_cell, parse_tile,
)
from accessible_games.games.aquaretto.rules import events as ev

T = parse_tile


def new_state(players: int = 3, seed: int = 11) -> AquarettoState:
    state: AquarettoState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)], {},
                                          seed).state
    return state


def load(state: AquarettoState, codes: Iterable[str], truck: int = 0) -> AquarettoState:
    trucks = list(state.trucks)
    trucks[truck] = replace(trucks[truck], tiles=tuple(T(c) for c in codes))
    return replace(state, trucks=tuple(trucks))


def act(state: AquarettoState, *actions: Any) -> tuple[AquarettoState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        player = state.current
        assert GAME.explain(state, player, action) is None, (action, GAME.explain(state, player,
                                                                                  action))
        transition = GAME.apply(state, player, action)
        state = transition.state
        events.extend(transition.events)
    return state, events


def take_and_dump(state: AquarettoState, truck: int) -> tuple[AquarettoState, list[Event]]:
    """The current player takes ``truck`` and puts every tile in the depot."""
    state, events = act(state, TakeTruck(truck))
    while state.phase not in (Phase.TURN, Phase.OVER):
        legal = GAME.legal_actions(state, state.current)
        state, more = act(state, PlaceInDepot() if PlaceInDepot() in legal else legal[0])
        events += more
    return state, events


def reason(state: AquarettoState, action: Any, player: int | None = None) -> str | None:
    found = GAME.explain(state, state.current if player is None else player, action)
    return None if found is None else found.reason


def test_first_turn_offers_draw_and_affordable_money_actions() -> None:
    """A turn is A (add a tile to a truck), B (take a truck with at least one tile) or C (a
    money action).  At the start the trucks are empty, so no truck may be taken; with 1 coin
    a small expansion board is affordable."""
    state = new_state()
    assert GAME.legal_actions(state, 0) == [DrawTile(), Expand(BoardSize.SMALL)]
    assert reason(state, TakeTruck(0)) == "aquaretto-error-truck-empty"
    assert reason(state, Expand(BoardSize.LARGE)) == "aquaretto-error-not-enough-coins"
    assert reason(state, PlaceTile(parse_cell("C3"))) == "aquaretto-error-not-now"
    assert reason(state, DrawTile(), player=1) == "core-error-not-your-turn"
    assert GAME.legal_actions(state, 1) == []


def test_draw_then_load_any_truck_then_the_next_player() -> None:
    """A: the player turns the top tile of a stack face up and puts it on any free place of
    any truck; that ends his turn.  The tile comes from the main stacks, not the end stack."""
    state = new_state()
    top = state.stack[0]
    state, events = act(state, DrawTile())
    assert events == [ev.TileDrawn(0, top, False)]
    assert state.phase is Phase.LOAD_TRUCK and state.drawn == top
    assert GAME.legal_actions(state, 0) == [LoadTruck(0), LoadTruck(1), LoadTruck(2)]
    state, events = act(state, LoadTruck(2))
    assert state.trucks[2].tiles == (top,) and state.current == 1
    assert len(state.end_stack) == 15


def test_trucks_hold_three_and_full_trucks_rule_out_drawing() -> None:
    """A truck holds at most 3 tiles; when every truck is full the player must choose B or C."""
    state = new_state()
    for index in range(3):
        state = load(state, ["orca-plain1", "orca-plain2", "orca-plain3"], truck=index)
    assert DrawTile() not in GAME.legal_actions(state, 0)
    assert reason(state, DrawTile()) == "aquaretto-error-trucks-full"
    state = load(state, ["orca-plain1", "orca-plain2"], truck=1)
    state, _ = act(state, DrawTile())
    assert len(state.trucks[1].tiles) == 3
    assert state.current == 1, "the only truck with room is loaded without asking"


def test_taking_a_truck_leaves_the_round_and_no_money_action_after_it() -> None:
    """B: the player takes a truck with its tiles, places them at once and leaves the round;
    FAQ: no money actions after having left.  Players who left are skipped."""
    state = load(new_state(), ["orca-plain1"], truck=1)
    state, events = act(state, TakeTruck(1), PlaceTile(parse_cell("C3")))
    assert isinstance(events[0], ev.TruckTaken) and state.trucks[1].taken_by == 0
    assert not state.in_round(0) and state.current == 1
    assert GAME.legal_actions(state, 0) == []
    state, _ = act(state, DrawTile(), LoadTruck(0))
    assert state.current == 2
    state, _ = act(state, DrawTile(), LoadTruck(0))
    assert state.current == 1, "seat 0 has left the round and is skipped"


def test_faq_the_last_player_keeps_acting_until_taking_the_last_truck() -> None:
    """End of round note and FAQ: when everyone else has left, the last player may still do as
    many actions as he can (several money actions, more tiles on a truck that is not full);
    only taking the last truck ends the round, and the last taker starts the next round."""
    state = load(load(new_state(), ["orca-plain1"], truck=0), ["hippo-fish1"], truck=1)
    state = replace(state, trucks=(replace(state.trucks[0], taken_by=0),
                                   replace(state.trucks[1], taken_by=1), state.trucks[2]),
                    current=2)
    players = list(state.players)
    players[2] = replace(players[2], coins=5, depot=(T("orca-plain2"), T("dolphin-plain1")))
    state = replace(state, players=tuple(players))
    state, _ = act(state, MoveDepotTile(), PlaceTile(parse_cell("C3")))
    assert state.current == 2 and state.phase is Phase.TURN
    state, _ = act(state, Expand(BoardSize.SMALL))
    assert state.phase is Phase.PLACE_BOARD
    options = GAME.legal_actions(state, 2)
    assert options[-1] == Cancel()
    state, _ = act(state, options[0])
    assert state.current == 2 and state.players[2].coins == 3
    state, _ = act(state, DrawTile())
    assert state.current == 2 and len(state.trucks[2].tiles) == 1
    state, events = act(state, TakeTruck(2))
    while state.round == 1:
        state, more = act(state, GAME.legal_actions(state, 2)[-1])
        events += more
    assert any(isinstance(e, ev.RoundEnded) for e in events)
    assert ev.RoundStarted(2, 2) in events
    assert state.current == 2 and state.phase is Phase.TURN
    assert all(t.tiles == () and t.taken_by is None for t in state.trucks)


def test_cancel_backs_out_of_a_money_action_without_paying() -> None:
    """Money actions are paid when carried out; backing out of a half-chosen one costs
    nothing and the same player goes on."""
    state = new_state()
    state, events = act(state, Expand(BoardSize.SMALL), Cancel())
    assert events == [] and state.current == 0 and state.phase is Phase.TURN
    assert state.players[0].coins == 1 and state.tasks == ()
    assert reason(state, Cancel()) == "aquaretto-error-nothing-to-cancel"


def test_end_stack_only_after_the_main_stacks_and_the_round_is_finished() -> None:
    """Important: tiles under the disc may be taken only when all other stacks are used up.
    End of the game: when a player reveals the first tile under the disc, the round is still
    played to its end; once everyone has taken a truck the game ends and is scored."""
    state = new_state()
    last = state.stack[-1]
    state = replace(state, stack=(last,))
    state, events = act(state, DrawTile(), LoadTruck(0))
    assert events[0] == ev.TileDrawn(0, last, False) and not state.final_round
    first_end = state.end_stack[0]
    state, events = act(state, DrawTile())
    assert events == [ev.TileDrawn(1, first_end, True), ev.EndStackReached(1)]
    assert state.final_round and len(state.end_stack) == 14
    state, _ = act(state, LoadTruck(1))
    taker = state.current
    players = list(state.players)
    players[taker] = replace(players[taker], coins=5, depot=(T("orca-plain1"),))
    state = replace(state, players=tuple(players))
    state, events = take_and_dump(state, 0)
    assert state.phase is not Phase.OVER and not any(isinstance(e, ev.GameEnded) for e in events)
    # FAQ: "May I still do money actions after leaving the last round?"  No.
    assert GAME.legal_actions(state, taker) == []
    assert reason(state, MoveDepotTile(), player=taker) == "core-error-not-your-turn"
    state, events = act(state, DrawTile())
    assert not any(isinstance(e, ev.EndStackReached) for e in events), "announced once"
    while state.phase is not Phase.OVER:
        legal = GAME.legal_actions(state, state.current)
        takes = [a for a in legal if isinstance(a, TakeTruck)]
        choice = takes[0] if takes and state.phase is Phase.TURN else (
            PlaceInDepot() if PlaceInDepot() in legal else legal[0])
        state, events = act(state, choice)
    assert isinstance(events[-1], ev.GameEnded)
    assert GAME.to_move(state) == frozenset() and GAME.outcome(state) is not None
    assert reason(state, DrawTile()) == "core-error-game-over"


def test_two_player_variant_trucks_blockers_and_leftovers() -> None:
    """2 players: 3 trucks; three removed-species tiles block places face down, 1 on one truck
    and 2 on another.  Only a truck with a face-up tile may be taken, and only the face-up
    tiles are taken; face-down tiles stay for the whole game.  When both players have a truck,
    face-up tiles on the third truck leave the game."""
    state = new_state(players=2)
    assert [t.free for t in state.trucks] == [3, 2, 1]
    assert [len(t.blockers) for t in state.trucks] == [0, 1, 2]
    assert all(b.species in state.removed_species for t in state.trucks for b in t.blockers)
    view = GAME.view(state, 0)
    assert [t.blockers for t in view.trucks] == [0, 1, 2]
    assert reason(state, TakeTruck(2)) == "aquaretto-error-truck-empty"
    state, _ = act(state, DrawTile(), LoadTruck(2))
    assert GAME.legal_actions(state, 1)[:2] == [DrawTile(), TakeTruck(2)]
    state, _ = act(state, DrawTile(), LoadTruck(1))
    blockers = state.trucks[2].blockers
    face_up = state.trucks[2].tiles
    state, events = take_and_dump(state, 2)
    assert events[0] == ev.TruckTaken(0, 2, face_up)
    assert state.trucks[2].blockers == blockers
    leftover = state.trucks[1].tiles
    assert state.current == 1
    state, _ = act(state, DrawTile(), LoadTruck(0))
    state, events = take_and_dump(state, 0)
    assert ev.LeftoverTilesRemoved(1, leftover) in events
    assert set(leftover) <= set(state.discarded)
    assert [len(t.blockers) for t in state.trucks] == [0, 1, 2]
    assert all(t.tiles == () for t in state.trucks)
    assert state.current == 1, "the last truck-taker starts the next round"


def test_place_board_during_money_action_lists_every_placement() -> None:
    """Expand: the board is placed beside the park (sharing a field edge), in any rotation."""
    state = new_state()
    state, _ = act(state, Expand(BoardSize.SMALL))
    boards = [a for a in GAME.legal_actions(state, 0) if isinstance(a, PlaceBoard)]
    assert len(boards) > 20 and len(set(boards)) == len(boards)
    wrong = PlaceBoard(frozenset({parse_cell("C3"), parse_cell("C4"), parse_cell("D4")}))
    assert reason(state, wrong) == "aquaretto-error-board-overlaps"
