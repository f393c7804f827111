"""Event classes made with ``@event`` compare, hash and show themselves exactly as a
frozen dataclass does, stay frozen and slotted, and every game's events are made so."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from typing import ClassVar

import pytest

import accessible_games.games
from accessible_games.core.events import Event, event


@event
class Moved(Event):
    key: ClassVar[str] = "test-moved"
    player: int
    cells: tuple[str, ...]


@event
class Passed(Event):
    key: ClassVar[str] = "test-passed"
    player: int
    cells: tuple[str, ...]


@event
class Nothing(Event):
    key: ClassVar[str] = "test-nothing"


@dataclasses.dataclass(frozen=True, slots=True)
class PlainMoved:
    player: int
    cells: tuple[str, ...]


def test_equality_and_hash_follow_the_fields_and_the_class() -> None:
    first, same, other = Moved(1, ("3C",)), Moved(1, ("3C",)), Moved(2, ("3C",))
    assert first == same and hash(first) == hash(same)
    assert first != other
    assert first != Passed(1, ("3C",)), "equal fields of another event are another event"
    assert Nothing() == Nothing() and Nothing() != Moved(1, ())
    assert hash(first) == hash(PlainMoved(1, ("3C",))), "the hash a dataclass gives"
    assert len({first, same, other}) == 2


def test_repr_is_a_dataclass_repr() -> None:
    plain = repr(PlainMoved(1, ("3C", "-1B")))
    assert repr(Moved(1, ("3C", "-1B"))) == plain.replace("PlainMoved", "Moved")
    assert repr(Nothing()) == "Nothing()"


def test_events_are_frozen_and_slotted() -> None:
    moved = Moved(1, ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        moved.player = 2  # type: ignore[misc]
    assert not hasattr(moved, "__dict__")
    assert [f.name for f in dataclasses.fields(moved)] == ["player", "cells"]


def _game_events() -> list[type[Event]]:
    for found in pkgutil.walk_packages(accessible_games.games.__path__,
                                       "accessible_games.games."):
        if ".rules" in found.name:
            importlib.import_module(found.name)
    kinds: list[type[Event]] = []
    pending = list(Event.__subclasses__())
    while pending:
        kind = pending.pop()
        pending.extend(kind.__subclasses__())
        if kind.__module__.startswith("accessible_games.games.") and "__slots__" in vars(kind):
            kinds.append(kind)
    return kinds


def test_every_game_event_uses_the_shared_methods() -> None:
    kinds = _game_events()
    assert len(kinds) > 100
    for kind in kinds:
        assert dataclasses.is_dataclass(kind), kind
        for method in ("__eq__", "__hash__", "__repr__"):
            assert getattr(kind, method) is getattr(Event, method), (kind, method)
