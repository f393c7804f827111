"""The seams the combined game uses in each game's rules: ``apply_step`` is ``apply``
without passing the turn or ending the round, and Zooloretto's round-end hooks; the games'
own ``apply`` is unchanged (their own test suites cover it)."""

from __future__ import annotations

import doctest
from dataclasses import replace

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules import GAME as WATER_GAME
from accessible_games.games.aquaretto.rules import AquarettoState
from accessible_games.games.aquaretto.rules import transitions as water_rules
from accessible_games.games.aquaretto.rules import BoardSize, Expand, PlaceInDepot, TakeTruck
from accessible_games.games.aquaretto.rules.tiles import parse_tile as wt
from accessible_games.games.aquaretto_zooloretto.rules import serial
from accessible_games.games.zooloretto.rules import GAME as ZOO_GAME
from accessible_games.games.zooloretto.rules import Phase as ZooPhase
from accessible_games.games.zooloretto.rules import ZoolorettoState
from accessible_games.games.zooloretto.rules import events as zoo_ev
from accessible_games.games.zooloretto.rules import transitions as zoo_rules
from accessible_games.games.zooloretto.rules.actions import TakeTruck as ZooTake
from accessible_games.games.zooloretto.rules.expansions import savings_book
from accessible_games.games.zooloretto.rules.tiles import parse_tile as zt


def zoo_table(options: dict[str, object] | None = None) -> ZoolorettoState:
    state: ZoolorettoState = ZOO_GAME.new_game([PlayerSpec("A"), PlayerSpec("B")],
                                               options or {}, 3).state
    return state


def water_table() -> AquarettoState:
    state: AquarettoState = WATER_GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {}, 3).state
    return state


def test_zooloretto_apply_step_stops_where_the_turn_would_pass() -> None:
    """The last truck of the round: ``apply`` ends the round, ``apply_step`` stops at the
    turn with the same player and no round events."""
    state = zoo_table()
    trucks = list(state.trucks)
    trucks[0] = replace(trucks[0], tiles=(zt("coin-1"),))
    trucks[1] = replace(trucks[1], taken_by=1)
    state = replace(state, trucks=tuple(trucks), stack=tuple(t for t in state.stack
                                                              if t != zt("coin-1")))
    full = ZOO_GAME.apply(state, 0, ZooTake(0))
    assert any(isinstance(e, zoo_ev.RoundEnded) for e in full.events)
    step = zoo_rules.apply_step(state, 0, ZooTake(0))
    assert step.events == full.events[:len(step.events)]
    assert not any(isinstance(e, zoo_ev.RoundEnded) for e in step.events)
    assert step.state.phase is ZooPhase.TURN and step.state.current == 0
    assert step.state.round == 1 and step.state.passes_turn


def test_zooloretto_apply_step_runs_expansion_actions_without_passing() -> None:
    state = zoo_table({"expansions": ["savings-book"]})
    step = zoo_rules.apply_step(state, 0, savings_book.SaveCoin())
    assert step.events == (savings_book.CoinSaved(0, 1),)
    assert step.state.current == 0 and step.state.players[0].savings == 1
    assert ZOO_GAME.apply(state, 0, savings_book.SaveCoin()).state.current == 1


def test_zooloretto_round_end_hooks_are_the_expansions_steps() -> None:
    state = replace(zoo_table({"expansions": ["savings-book"]}), final_round=False)
    players = list(state.players)
    players[0] = replace(players[0], savings=3, coins=1)
    state = replace(state, players=tuple(players), bank=state.bank + 1)
    events: list[Event] = []
    after = zoo_rules.end_of_round_hooks(state, events)
    assert after.players[0].savings == 0 and after.players[0].coins == 3
    assert events == [savings_book.SavingsPaidOut(0, 1, 3)]
    assert zoo_rules.game_end_hooks(after, []) == after


def test_aquaretto_apply_step_stops_where_the_turn_would_pass() -> None:
    state = water_table()
    step = water_rules.apply_step(state, 0, Expand(BoardSize.SMALL))
    assert step.state.phase.value == "place_board"
    legal = WATER_GAME.legal_actions(step.state, 0)
    done = water_rules.apply_step(step.state, 0, legal[0])
    assert done.state.current == 0 and done.state.phase.value == "turn"
    assert WATER_GAME.apply(step.state, 0, legal[0]).state.current == 1
    trucks = list(state.trucks)
    trucks[0] = replace(trucks[0], tiles=(wt("orca-male1"),))
    trucks[1] = replace(trucks[1], taken_by=1)
    state = replace(state, trucks=tuple(trucks))
    taken = water_rules.apply_step(state, 0, TakeTruck(0))
    assert taken.state.phase.value == "place_tile"
    placed = water_rules.apply_step(taken.state, 0, PlaceInDepot())
    assert placed.state.current == 0 and placed.state.round == 1
    assert WATER_GAME.apply(taken.state, 0, PlaceInDepot()).state.round == 2


def test_the_combined_serialiser_examples_run() -> None:
    """The docstring examples of the combined game's JSON forms pass."""
    result = doctest.testmod(serial, report=False)
    assert result.failed == 0 and result.attempted > 0
