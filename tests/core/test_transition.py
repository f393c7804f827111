"""Transition writes its slots itself: it must still be the frozen dataclass it was."""

from __future__ import annotations

import dataclasses

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import Transition


def test_a_transition_holds_what_it_was_given_and_stays_frozen() -> None:
    """Fields, equality, hash and repr as a frozen dataclass; a field cannot be set."""
    events = (Event(),)
    transition = Transition((1, 2), events)
    assert transition.state == (1, 2) and transition.events is events
    assert transition == Transition((1, 2), events) != Transition((1, 3), events)
    assert hash(transition) == hash(Transition((1, 2), events))
    assert repr(transition) == f"Transition(state=(1, 2), events={events!r})"
    assert [field.name for field in dataclasses.fields(transition)] == ["state", "events"]
    assert dataclasses.replace(transition, events=()).events == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        transition.state = (0, 0)  # type: ignore[misc]
