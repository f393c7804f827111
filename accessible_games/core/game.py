"""The Game protocol that every game implements, and its plain value types."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from typing import Any, Generic, Protocol, TypeVar

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.records import record
from accessible_games.core.rng import RngState

S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")

JsonValue = Any
"""A value made of dicts, lists, strings, numbers, booleans and None."""

Options = Mapping[str, JsonValue]
"""Game options by name, e.g. ``{"variant": "advanced"}``; JSON-friendly values only."""


@record
class PlayerSpec:
    """Who sits in a seat: a display name and, for a bot, its kind ("random", "greedy")."""

    name: str
    bot: str | None = None

    @property
    def is_bot(self) -> bool:
        """Return whether a bot plays this seat."""
        return self.bot is not None


@record(init=False)
class Transition(Generic[S]):
    """A new state and the events that led to it."""

    state: S
    events: tuple[Event, ...]

    def __init__(self, state: S, events: tuple[Event, ...]) -> None:
        # Every action of every game makes one: its two slots are written through their
        # descriptors, a third cheaper than the frozen dataclass's object.__setattr__.
        _set_transition_state(self, state)
        _set_transition_events(self, events)


_set_transition_state = Transition.__dict__["state"].__set__
_set_transition_events = Transition.__dict__["events"].__set__


@record
class Outcome:
    """The end of a game.

    Attributes:
        scores: each player's score, by seat.
        places: each player's place by seat, 1 = first; shared places repeat.
        tie_break: a Fluent-friendly name of what decided among equal scores
            ("none" if scores alone decided, "shared" if players stayed tied).
        details: per-game figures the narrator reads (e.g. strength sums).
    """

    scores: tuple[int, ...]
    places: tuple[int, ...]
    tie_break: str
    details: Mapping[str, tuple[int, ...]]

    @property
    def winners(self) -> tuple[PlayerId, ...]:
        """Return the seats in first place."""
        return tuple(p for p, place in enumerate(self.places) if place == 1)


class Game(Protocol[S, A, V]):
    """What every game module offers; the match layer, bots and shell use only this."""

    game_id: str
    search_rate: int
    """The strong bot's search iterations per second of thinking: about what this machine
    runs in a CPU second early in a 2-player game (``benchmarks/bot_strength.py`` prints
    the iterations and seconds of its decisions)."""

    def new_game(self, players: Sequence[PlayerSpec], options: Options, seed: int) -> Transition[S]:
        """Return the initial state and the setup events."""
        ...

    def to_move(self, state: S) -> frozenset[PlayerId]:
        """Return who must decide now; empty when the game is over."""
        ...

    def legal_actions(self, state: S, player: PlayerId) -> Sequence[A]:
        """Return every legal action of ``player``, complete and in a fixed order."""
        ...

    def apply(self, state: S, player: PlayerId, action: A) -> Transition[S]:
        """Return the next state and events; never mutates ``state``.

        The caller has already checked that the action is legal.
        """
        ...

    def explain(self, state: S, player: PlayerId, action: A) -> IllegalAction | None:
        """Return why ``action`` is not legal for ``player`` now, or None if it is."""
        ...

    def view(self, state: S, player: PlayerId | None) -> V:
        """Return what ``player`` may know (None: a spectator)."""
        ...

    def sample_state(self, view: V, rng: RngState) -> S:
        """Return a full state consistent with ``view``, for search bots."""
        ...

    def outcome(self, state: S) -> Outcome | None:
        """Return the result once the game is over, else None."""
        ...

    def action_to_json(self, action: A) -> JsonValue:
        """Return the action as a JSON value."""
        ...

    def action_from_json(self, data: JsonValue) -> A:
        """Return the action stored as ``data``; raises ValueError if malformed."""
        ...

    def state_to_json(self, state: S) -> JsonValue:
        """Return the full state as a JSON value."""
        ...
