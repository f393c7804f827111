"""The base of every game event.

An event is a frozen dataclass that names exactly one Fluent message (``key``)
and carries typed fields.  Most events are public.  A private event says who
may hear it (``audience``) and what everyone else hears instead (``redacted``).

Every event class is made with ``@event``: a record (a frozen dataclass with slots, see
``core.records``) whose equality, hash and repr are ``Event``'s own, written once here.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, ClassVar, TypeVar

from accessible_games.core.records import dataclass_transform, record

PlayerId = int
"""A seat number, 0-based, in turn order."""

K = TypeVar("K", bound=type)

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""The field names of each event class met, in order."""


def _field_names(kind: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return names


@dataclass_transform(frozen_default=True)
def event(kind: K) -> K:
    """Make ``kind`` an event class: a frozen dataclass with slots, compared, hashed and
    shown by its fields as ``dataclass`` would, through ``Event``'s methods."""
    return record(eq=False, repr=False)(kind)


@record(eq=False, repr=False)
class Event:
    """Something that happened; narrated by the message named ``key``."""

    key: ClassVar[str] = "event"

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _field_names(type(self)))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Event)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}"
                          for name in _field_names(type(self)))
        return f"{type(self).__qualname__}({shown})"

    def audience(self) -> frozenset[PlayerId] | None:
        """Return who may hear this event; None means everyone."""
        return None

    def redacted(self) -> Event | None:
        """Return what players outside the audience hear instead (None: nothing)."""
        return None

    def is_visible_to(self, player: PlayerId | None) -> bool:
        """Return whether ``player`` (None: a spectator) may hear this event as it is."""
        audience = self.audience()
        return audience is None or (player is not None and player in audience)

    def field_values(self) -> dict[str, Any]:
        """Return the event's fields by name."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def events_for(events: tuple[Event, ...], player: PlayerId | None) -> tuple[Event, ...]:
    """Return the events as ``player`` may hear them: private ones redacted or dropped."""
    result: list[Event] = []
    for event in events:
        if event.is_visible_to(player):
            result.append(event)
        else:
            other = event.redacted()
            if other is not None:
                result.append(other)
    return tuple(result)
