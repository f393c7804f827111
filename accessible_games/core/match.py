"""The match layer: checks every action once, applies it and records the history."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import A, Game, JsonValue, Outcome, PlayerSpec, S, V


def _is_listed(action: object, actions: Iterable[object]) -> bool:
    """Return whether ``action`` is one of the very objects in ``actions`` (by identity:
    a plain loop costs less than ``any(map(is_, ...))`` over the few actions of most
    decisions)."""
    for listed in actions:
        if listed is action:
            return True
    return False


@dataclass
class Match(Generic[S, A, V]):
    """One game in progress: the rules, the seats, the state and every action so far.

    ``act`` is the only way the state changes.  It checks "the game is not
    over, this player may act, the action is legal" and raises IllegalAction
    with a localisable reason otherwise, leaving everything unchanged.

    Who moves and the legal actions are asked of the rules once per state: the
    caller's ``legal_actions`` and the check in ``act`` share one list, so callers
    must not modify it.  The answers are kept with the state object they describe
    and dropped when ``state`` is another object (set by ``act`` or from outside).
    """

    game: Game[S, A, V]
    players: tuple[PlayerSpec, ...]
    options: dict[str, JsonValue]
    seed: int
    state: S
    setup_events: tuple[Event, ...]
    history: list[tuple[PlayerId, A]] = field(default_factory=list)
    _known: object = field(default=None, init=False, repr=False, compare=False)
    """The state that the answers below are about."""
    _movers: frozenset[PlayerId] | None = field(default=None, init=False, repr=False,
                                               compare=False)
    _actions: dict[PlayerId, Sequence[A]] = field(default_factory=dict, init=False,
                                                  repr=False, compare=False)
    _members: dict[PlayerId, Collection[A]] | None = field(default=None, init=False,
                                                           repr=False, compare=False)
    """Legal actions as a frozenset (the list itself when they cannot be hashed), built
    only to check an action that is not one of the listed objects."""
    observer: Callable[[PlayerId, A, tuple[Event, ...]], None] | None = field(
        default=None, repr=False, compare=False)
    """Told of every action applied, with its events, after the state changed: a table of
    the server narrates each move to every seat this way, whichever seat applied it."""

    @classmethod
    def start(cls, game: Game[S, A, V], players: Sequence[PlayerSpec],
              options: dict[str, JsonValue], seed: int) -> Match[S, A, V]:
        """Return a new match; its setup events are in ``setup_events``."""
        transition = game.new_game(players, options, seed)
        return cls(game=game, players=tuple(players), options=dict(options), seed=seed,
                   state=transition.state, setup_events=transition.events)

    def _renew(self) -> None:
        """Forget the answers about an older state."""
        self._known = self.state
        self._movers = None
        self._actions = {}
        self._members = None

    def to_move(self) -> frozenset[PlayerId]:
        """Return who must decide now."""
        if self._known is not self.state:
            self._renew()
        movers = self._movers
        if movers is None:
            movers = self._movers = self.game.to_move(self.state)
        return movers

    def is_over(self) -> bool:
        """Return whether the game has ended."""
        return not self.to_move()

    def outcome(self) -> Outcome | None:
        """Return the result, once the game is over."""
        return self.game.outcome(self.state)

    def explain(self, player: PlayerId, action: A) -> IllegalAction | None:
        """Return why ``player`` may not do ``action`` now, or None if they may."""
        return self.game.explain(self.state, player, action)

    def legal_actions(self, player: PlayerId) -> Sequence[A]:
        """Return the legal actions of ``player`` now (the same list until the state
        changes; do not modify it)."""
        if self._known is not self.state:
            self._renew()
        actions = self._actions.get(player)
        if actions is None:
            actions = self._actions[player] = self.game.legal_actions(self.state, player)
        return actions

    def is_legal(self, player: PlayerId, action: A) -> bool:
        """Return whether ``action`` is among the legal actions of ``player`` now.

        An action picked from ``legal_actions`` is found by identity, without
        comparing; any other is looked up in a set built once per state.
        """
        actions = self.legal_actions(player)
        if _is_listed(action, actions):
            return True
        if self._members is None:
            self._members = {}
        members = self._members.get(player)
        if members is None:
            try:
                members = frozenset(actions)
            except TypeError:
                members = actions
            self._members[player] = members
        try:
            return action in members
        except TypeError:
            return action in actions

    def check(self, player: PlayerId, action: A) -> None:
        """Raise IllegalAction if ``player`` may not do ``action`` now."""
        movers = self.to_move()
        if not movers:
            raise IllegalAction("core-error-game-over")
        if player not in movers:
            raise IllegalAction("core-error-not-your-turn")
        if not self.is_legal(player, action):
            reason = self.game.explain(self.state, player, action)
            raise reason or IllegalAction("core-error-illegal-action")

    def act(self, player: PlayerId, action: A) -> tuple[Event, ...]:
        """Apply ``action`` for ``player`` after checking it; return the events.

        Raises:
            IllegalAction: the action is not allowed now; nothing changed.
        """
        movers = self._movers
        if self._known is not self.state or movers is None or player not in movers \
                or not _is_listed(action, self._actions.get(player, ())):
            self.check(player, action)  # not the very object just listed to a player to move
        transition = self.game.apply(self.state, player, action)
        self.state = transition.state
        self.history.append((player, action))
        if self.observer is not None:
            self.observer(player, action, transition.events)
        return transition.events

    def view(self, player: PlayerId | None) -> V:
        """Return what ``player`` may know."""
        return self.game.view(self.state, player)


AnyMatch = Match[Any, Any, Any]
"""A match of whichever game: what saves and the registry hold, across games."""
