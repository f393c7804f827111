"""Invariants over seeded random and greedy Zooloretto games with 2-5 players, JSON round
trips, views, and the mini-expansion hooks (exercised by a test-only expansion)."""

from __future__ import annotations

import copy
import dataclasses
import json
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from accessible_games.core import rng as rngmod
from accessible_games.core.events import Event
from accessible_games.core.game import JsonValue, PlayerSpec, Transition
from accessible_games.core.match import Match
from accessible_games.core.save import from_json, to_json
from accessible_games.games.zooloretto.rules import expansions
from accessible_games.games.zooloretto.rules import GAME, ZoolorettoState, make_bot
from accessible_games.games.zooloretto.rules.actions import PlaceInBarn, TakeTruck
from accessible_games.games.zooloretto.rules.serial import state_from_json
from accessible_games.games.zooloretto.rules.state import Phase, Source
from accessible_games.games.zooloretto.rules.tiles import Tile, all_tiles

ALL = Counter(all_tiles())
TOTAL_COINS = 30


def tile_places(state: ZoolorettoState) -> Counter[Tile]:
    """Every tile wherever it is; a tile waiting for Move/Purchase is still at its origin."""
    places: Counter[Tile] = Counter()
    places.update(state.stack + state.end_stack + state.offspring + state.box
                  + state.discarded + state.cashed + state.hand)
    for truck in state.trucks:
        places.update(truck.tiles + truck.blockers)
    for player in state.players:
        places.update(player.tiles())
    if state.drawn is not None:
        places[state.drawn] += 1
    if state.task is not None and state.task.source is Source.TRUCK:
        places[state.task.tile] += 1
    return places


def check_invariants(state: ZoolorettoState) -> None:
    assert tile_places(state) == ALL
    assert state.bank + sum(p.coins for p in state.players) == TOTAL_COINS + len(state.cashed)
    assert state.bank >= 0 and all(p.coins >= 0 for p in state.players)
    for player in state.players:
        for pen in player.enclosures:
            assert len({t.species for t in pen.animals}) <= 1
            assert len(pen.animals) <= pen.spec.capacity
            assert all(t.is_animal for t in pen.animals)
            assert all(s is None or s.is_stall for s in pen.stalls)
        assert not any(t.is_coin for t in player.barn)
        assert player.expansions <= state.max_expansions()
        assert all(t.is_fertile for t in player.bred)
    for truck in state.trucks:
        assert truck.free >= 0


@dataclass
class Played:
    match: Match
    states: list[ZoolorettoState]


def play(players: int, seed: int, kind: str) -> Played:
    match = Match.start(GAME, [PlayerSpec(f"p{i}", kind) for i in range(players)], {}, seed)
    bots = [make_bot(kind, seed * 7 + i) for i in range(players)]
    states = [match.state]
    while not match.is_over():
        (seat,) = match.to_move()
        legal = match.legal_actions(seat)
        assert legal, "someone must be able to act"
        action = bots[seat].choose(match.view(seat), legal)
        before = copy.deepcopy(match.state)
        transition = GAME.apply(match.state, seat, action)
        assert match.state == before, "apply mutated its input"
        match.act(seat, action)
        assert match.state == transition.state
        states.append(match.state)
        assert len(states) < 3000
    return Played(match, states)


GAMES = [(players, seed, kind) for players in range(2, 6) for seed in range(4)
         for kind in ("random", "greedy")]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}p-seed{g[1]}-{g[2]}")
def played(request: pytest.FixtureRequest) -> Iterator[Played]:
    players, seed, kind = request.param
    yield play(players, seed, kind)


def test_every_tile_and_coin_accounted_for_and_single_species(played: Played) -> None:
    for state in played.states:
        check_invariants(state)


def test_game_ends_with_an_outcome(played: Played) -> None:
    state = played.match.state
    assert state.phase is Phase.OVER and state.final_round
    outcome = played.match.outcome()
    assert outcome is not None and min(outcome.places) == 1
    assert set(outcome.details) == {"enclosures", "stalls", "barn", "coins"}
    assert outcome.details["coins"] == tuple(p.coins for p in state.players)


def test_save_load_replay_equal(played: Played) -> None:
    data = json.loads(json.dumps(to_json(played.match)))
    loaded = from_json(data, lambda g: GAME)
    assert loaded.state == played.match.state
    assert loaded.history == played.match.history


def test_state_json_round_trip(played: Played) -> None:
    for state in played.states[::7] + played.states[-1:]:
        data = json.loads(json.dumps(GAME.state_to_json(state)))
        assert state_from_json(data) == state


def test_views_hide_only_the_stacks_and_blockers(played: Played) -> None:
    for state in played.states[::11]:
        for seat in (None, *range(state.player_count)):
            view = GAME.view(state, seat)
            names = {f.name for f in dataclasses.fields(view)}
            assert not names & {"stack", "end_stack", "box", "rng"}
            assert view.stack_size == len(state.stack)
            assert all(tv.blockers == len(t.blockers)
                       for tv, t in zip(view.trucks, state.trucks))
            sampled = GAME.sample_state(view, rngmod.seed_state(5))
            assert tile_places(sampled) == tile_places(state)
            assert GAME.view(sampled, seat) == view


def test_every_legal_action_applies_and_only_those() -> None:
    state = play(3, 11, "random").states[40]
    for seat in range(3):
        for action in GAME.legal_actions(state, seat):
            assert GAME.explain(state, seat, action) is None
            check_invariants(GAME.apply(state, seat, action).state)


def test_actions_json_round_trip() -> None:
    for state in play(4, 3, "random").states[::3]:
        for action in GAME.legal_actions(state, state.current):
            data = json.loads(json.dumps(GAME.action_to_json(action)))
            assert GAME.action_from_json(data) == action


def test_same_seed_same_game() -> None:
    assert play(3, 9, "greedy").states == play(3, 9, "greedy").states


def test_greedy_beats_random_more_often_than_not() -> None:
    wins = 0
    for seed in range(12):
        match = Match.start(GAME, [PlayerSpec("g", "greedy"), PlayerSpec("r", "random")], {},
                            seed)
        bots = [make_bot("greedy", seed), make_bot("random", seed)]
        while not match.is_over():
            (seat,) = match.to_move()
            match.act(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat)))
        outcome = match.outcome()
        assert outcome is not None
        wins += outcome.places[0] == 1
    assert wins >= 8


def test_unknown_bot_kind() -> None:
    with pytest.raises(ValueError):
        make_bot("clever", 1)


# The hooks, exercised by a test-only expansion ------------------------------------------

@dataclass(frozen=True, slots=True)
class Bonus:
    """The test expansion's own action."""


@dataclass(frozen=True, slots=True)
class BonusGiven(Event):
    """The test expansion's own event."""

    player: int


class Recorder(expansions.Expansion):
    """Counts hook calls through the events it returns; scores 1 point per round played."""

    name = "test-recorder"

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        return Transition(replace(state, bank=state.bank - 1), (BonusGiven(-1),))

    def legal_actions(self, state: ZoolorettoState, player: int) -> Sequence[Any]:
        return [Bonus()] if state.phase is Phase.TURN and state.round == 1 else []

    def apply(self, state: ZoolorettoState, player: int,
              action: Any) -> Transition[ZoolorettoState] | None:
        if not isinstance(action, Bonus):
            return None
        return Transition(replace(state, round=2), (BonusGiven(player),))

    def react(self, state: ZoolorettoState, player: int,
              events: tuple[Event, ...]) -> Transition[ZoolorettoState]:
        return Transition(state, (BonusGiven(player),))

    def end_of_round(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        return Transition(state, (BonusGiven(-2),))

    def score(self, state: ZoolorettoState, player: int) -> Mapping[str, int]:
        return {"recorder": state.round}

    def action_to_json(self, action: Any) -> JsonValue | None:
        return {"action": "bonus"} if isinstance(action, Bonus) else None

    def action_from_json(self, data: JsonValue) -> Any | None:
        return Bonus() if data == {"action": "bonus"} else None


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(expansions.REGISTRY, Recorder.name, Recorder())
    yield


def test_registry_holds_the_nine_expansions_in_rulebook_order() -> None:
    assert tuple(expansions.REGISTRY) == (
        "buildings", "petting-zoo", "specialised-enclosures", "polar-bear",
        "construction-sites", "task-cards", "gorilla", "savings-book", "reindeer")


@pytest.mark.usefixtures("recorder")
def test_hooks_are_called() -> None:
    setup = GAME.new_game([PlayerSpec("a"), PlayerSpec("b")],
                          {"expansions": [Recorder.name]}, 3)
    state = setup.state
    assert state.expansions == (Recorder.name,) and BonusGiven(-1) in setup.events
    legal = GAME.legal_actions(state, 0)
    assert legal[-1] == Bonus()
    assert GAME.action_from_json(GAME.action_to_json(Bonus())) == Bonus()
    assert GAME.apply(state, 0, Bonus()).events == (BonusGiven(0),)
    state = replace(state, trucks=(replace(state.trucks[0], tiles=(all_tiles()[0],)),
                                   *state.trucks[1:]))
    state = GAME.apply(state, 0, TakeTruck(0)).state
    assert BonusGiven(0) in GAME.apply(state, 0, PlaceInBarn()).events
    state = replace(state, phase=Phase.OVER)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.details["recorder"] == (1, 1)
    details = outcome.details
    assert outcome.scores[0] == (details["enclosures"][0] + details["stalls"][0]
                                 + details["barn"][0] + 1)


@pytest.mark.usefixtures("recorder")
def test_end_of_round_hook_and_seeded_game_with_expansion() -> None:
    match = Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")],
                        {"expansions": [Recorder.name]}, 4)
    bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
    seen: list[Any] = []
    while not match.is_over():
        (seat,) = match.to_move()
        legal = [a for a in match.legal_actions(seat) if not isinstance(a, Bonus)]
        seen += match.act(seat, bots[seat].choose(match.view(seat), legal))
    assert BonusGiven(-2) in seen
    loaded = from_json(json.loads(json.dumps(to_json(match))), lambda g: GAME)
    assert loaded.state == match.state
