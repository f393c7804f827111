"""The match layer: checks every action once, applies it and records the history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import A, Game, JsonValue, Outcome, PlayerSpec, S, V


@dataclass
class Match(Generic[S, A, V]):
    """One game in progress: the rules, the seats, the state and every action so far.

    ``act`` is the only way the state changes.  It checks "the game is not
    over, this player may act, the action is legal" and raises IllegalAction
    with a localisable reason otherwise, leaving everything unchanged.
    """

    game: Game[S, A, V]
    players: tuple[PlayerSpec, ...]
    options: dict[str, JsonValue]
    seed: int
    state: S
    setup_events: tuple[Event, ...]
    history: list[tuple[PlayerId, A]] = field(default_factory=list)

    @classmethod
    def start(cls, game: Game[S, A, V], players: Sequence[PlayerSpec],
              options: dict[str, JsonValue], seed: int) -> Match[S, A, V]:
        """Return a new match; its setup events are in ``setup_events``."""
        transition = game.new_game(players, options, seed)
        return cls(game=game, players=tuple(players), options=dict(options), seed=seed,
                   state=transition.state, setup_events=transition.events)

    def to_move(self) -> frozenset[PlayerId]:
        """Return who must decide now."""
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        """Return whether the game has ended."""
        return not self.game.to_move(self.state)

    def outcome(self) -> Outcome | None:
        """Return the result, once the game is over."""
        return self.game.outcome(self.state)

    def explain(self, player: PlayerId, action: A) -> IllegalAction | None:
        """Return why ``player`` may not do ``action`` now, or None if they may."""
        return self.game.explain(self.state, player, action)

    def legal_actions(self, player: PlayerId) -> Sequence[A]:
        """Return the legal actions of ``player`` now."""
        return self.game.legal_actions(self.state, player)

    def check(self, player: PlayerId, action: A) -> None:
        """Raise IllegalAction if ``player`` may not do ``action`` now."""
        movers = self.game.to_move(self.state)
        if not movers:
            raise IllegalAction("core-error-game-over")
        if player not in movers:
            raise IllegalAction("core-error-not-your-turn")
        if action not in self.game.legal_actions(self.state, player):
            reason = self.game.explain(self.state, player, action)
            raise reason or IllegalAction("core-error-illegal-action")

    def act(self, player: PlayerId, action: A) -> tuple[Event, ...]:
        """Apply ``action`` for ``player`` after checking it; return the events.

        Raises:
            IllegalAction: the action is not allowed now; nothing changed.
        """
        self.check(player, action)
        transition = self.game.apply(self.state, player, action)
        self.state = transition.state
        self.history.append((player, action))
        return transition.events

    def view(self, player: PlayerId | None) -> V:
        """Return what ``player`` may know."""
        return self.game.view(self.state, player)


AnyMatch = Match[Any, Any, Any]
"""A match of whichever game: what saves and the registry hold, across games."""
