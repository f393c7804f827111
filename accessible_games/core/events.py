"""The base of every game event.

An event is a frozen dataclass that names exactly one Fluent message (``key``)
and carries typed fields.  Most events are public.  A private event says who
may hear it (``audience``) and what everyone else hears instead (``redacted``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

PlayerId = int
"""A seat number, 0-based, in turn order."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; narrated by the message named ``key``."""

    key: ClassVar[str] = "event"

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
