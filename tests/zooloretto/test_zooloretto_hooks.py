"""Zooloretto's mini-expansion hooks, exercised by a test-only expansion: setup, its own
legal actions and their JSON, apply, react, end of round and scoring; and the registry
of the nine expansions."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.events import Event, event
from accessible_games.core.game import JsonValue, PlayerSpec, Transition
from accessible_games.core.match import Match
from accessible_games.core.records import record
from accessible_games.core.save import from_json, to_json
from accessible_games.games.zooloretto.rules import GAME, ZoolorettoState, expansions, make_bot
from accessible_games.games.zooloretto.rules.actions import PlaceInBarn, TakeTruck
from accessible_games.games.zooloretto.rules.state import Phase
from accessible_games.games.zooloretto.rules.tiles import all_tiles

@record
class Bonus:
    """The test expansion's own action."""


@event
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
