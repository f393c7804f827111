"""The hooks through which Zooloretto's mini-expansions plug into the base rules.

No expansion is implemented yet: ``REGISTRY`` is empty.  An expansion is an
object following ``ZoolorettoExpansion``, registered under its name; a game
includes it when its name is in the option ``"expansions"`` (a list of names).
The base rules call the hooks of the expansions in play, in the order given:

- ``setup``: after the base setup (add tiles, boards, cards), with its events;
- ``legal_actions``: extra actions of ``player`` now, listed after the base ones;
- ``apply``: carry out one of its own actions (None: not mine);
- ``after_placement``: after a tile was placed in a zoo or barn (``enclosure``
  None means the barn or a stall space), before the turn moves on;
- ``end_of_round``: after the round's trucks are settled, before the next round;
- ``score``: extra points by category name for one player;
- ``action_to_json`` / ``action_from_json``: its own actions in saves (None: not mine).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue, Transition
from accessible_games.games.zooloretto.state import ZoolorettoState
from accessible_games.games.zooloretto.tiles import Tile


class ZoolorettoExpansion(Protocol):
    """A mini-expansion: named hooks into setup, actions, placement, rounds and scoring."""

    name: str

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state after this expansion's setup, and its events."""
        ...

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Return this expansion's extra legal actions of ``player`` now."""
        ...

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Return the result of one of this expansion's actions, or None if not its own."""
        ...

    def after_placement(self, state: ZoolorettoState, player: PlayerId, tile: Tile,
                        enclosure: int | None) -> Transition[ZoolorettoState]:
        """Return the state after reacting to ``tile`` being placed by ``player``."""
        ...

    def end_of_round(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state after this expansion's end-of-round step."""
        ...

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """Return extra points of ``player`` by category name."""
        ...

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Return one of this expansion's actions as JSON, or None if not its own."""
        ...

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Return the action stored as ``data`` if it is this expansion's, else None."""
        ...


REGISTRY: dict[str, ZoolorettoExpansion] = {}
"""Expansions by name; empty until expansions are written."""


def in_play(state: ZoolorettoState) -> tuple[ZoolorettoExpansion, ...]:
    """Return the expansions named in ``state.expansions``, in that order.

    Raises:
        KeyError: a name is not registered (setup refuses such games first).
    """
    return tuple(REGISTRY[name] for name in state.expansions)
