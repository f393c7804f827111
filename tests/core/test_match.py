"""The match layer asks the rules once per state and checks actions by value."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.game import Options, Outcome, PlayerSpec, Transition
from accessible_games.core.match import Match

Take = list[int]
"""An action of the toy game: a list (unhashable on purpose) of how many to take."""


class TakeAway:
    """A toy game: two players take 1 or 2 from a pile of 5 in turn; counts every call."""

    game_id = "take-away"

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()

    def new_game(self, players: Sequence[PlayerSpec], options: Options,
                 seed: int) -> Transition[tuple[int, PlayerId]]:
        return Transition((5, 0), ())

    def to_move(self, state: tuple[int, PlayerId]) -> frozenset[PlayerId]:
        self.calls["to_move"] += 1
        return frozenset((state[1],)) if state[0] else frozenset()

    def legal_actions(self, state: tuple[int, PlayerId], player: PlayerId) -> list[Take]:
        self.calls["legal_actions"] += 1
        if not state[0] or player != state[1]:
            return []
        return [[take] for take in (1, 2) if take <= state[0]]

    def apply(self, state: tuple[int, PlayerId], player: PlayerId,
              action: Take) -> Transition[tuple[int, PlayerId]]:
        return Transition((state[0] - action[0], 1 - player), ())

    def explain(self, state: tuple[int, PlayerId], player: PlayerId,
                action: Take) -> IllegalAction | None:
        return IllegalAction("take-away-too-many")

    def view(self, state: tuple[int, PlayerId], player: PlayerId | None) -> Any:
        return state

    def outcome(self, state: tuple[int, PlayerId]) -> Outcome | None:
        return None


def start() -> tuple[TakeAway, Match[Any, Take, Any]]:
    game = TakeAway()
    match: Match[Any, Take, Any] = Match.start(game, [PlayerSpec("a"), PlayerSpec("b")], {}, 1)
    return game, match


def test_legal_actions_are_asked_once_per_state() -> None:
    """The caller's list and the check in ``act`` come from one question to the rules."""
    game, match = start()
    legal = match.legal_actions(0)
    assert match.legal_actions(0) is legal and match.to_move() == {0}
    match.act(0, legal[0])
    assert game.calls == {"legal_actions": 1, "to_move": 1}
    assert match.legal_actions(1) == [[1], [2]]
    assert game.calls["legal_actions"] == 2


def test_a_new_state_asks_again_even_when_set_from_outside() -> None:
    """A state put in place directly (as tests and the tutorial do) is not mistaken for
    the old one."""
    game, match = start()
    assert match.legal_actions(0) == [[1], [2]]
    match.state = (1, 0)
    assert match.legal_actions(0) == [[1]]
    match.state = (0, 0)
    assert match.is_over() and match.legal_actions(0) == []


def test_an_action_listed_for_an_older_state_is_checked_again() -> None:
    """Taking 2 was listed with 5 on the pile; with 1 left the same object is refused."""
    _, match = start()
    take_two = match.legal_actions(0)[1]
    match.state = (1, 0)
    with pytest.raises(IllegalAction) as info:
        match.act(0, take_two)
    assert info.value.reason == "take-away-too-many" and match.history == []


def test_an_equal_action_typed_anew_is_legal_even_unhashable() -> None:
    """An action equal to a listed one but not the same object (a player typed it)."""
    _, match = start()
    match.act(0, [2])
    assert match.state == (3, 1) and match.history == [(0, [2])]
    assert match.is_legal(1, [1]) and not match.is_legal(1, [3])


def test_an_illegal_action_gets_the_rules_reason_and_changes_nothing() -> None:
    """Not listed: the rules explain; out of turn and after the end: the core's reasons."""
    _, match = start()
    with pytest.raises(IllegalAction) as info:
        match.act(0, [3])
    assert info.value.reason == "take-away-too-many"
    with pytest.raises(IllegalAction) as info:
        match.act(1, [1])
    assert info.value.reason == "core-error-not-your-turn"
    assert match.state == (5, 0) and match.history == []
    match.state = (0, 1)
    with pytest.raises(IllegalAction) as info:
        match.act(1, [1])
    assert info.value.reason == "core-error-game-over"


def test_hashable_actions_are_checked_by_value() -> None:
    """Beasty Bar's plays: a copy of a legal play is legal, an unlisted one is refused."""
    from accessible_games.games.beasty_bar.rules import GAME, Play

    match = Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")], {}, 3)
    player = min(match.to_move())
    listed = match.legal_actions(player)[0]
    assert isinstance(listed, Play)
    copy = Play(listed.card, listed.choices)
    assert copy is not listed and match.is_legal(player, copy)
    assert not match.is_legal(player, Play("R1", (9,)))
    match.act(player, copy)
    assert match.history == [(player, copy)]
