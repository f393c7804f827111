"""The hooks through which Zooloretto's mini-expansions plug into the base rules.

An expansion is an object following ``ZoolorettoExpansion`` (``Expansion`` gives
every hook a neutral default), registered in ``REGISTRY`` under its name by
``catalogue``; a game includes it when its name is in the option
``"expansions"`` (a list of names).  The base rules call the hooks of the
expansions in play, in the order given:

- ``protected_species``: species that must not be left out at setup;
- ``setup``: after the base setup (add tiles, boards, cards), with its events;
- ``legal_actions``: extra actions of ``player`` now (any phase), after the base ones;
- ``placements``: the places for the pending task's tile when it is the expansion's
  (None: the base rules decide);
- ``apply``: carry out one of its own actions (None: not mine);
- ``explain``: why one of its own actions is not legal now (None: not mine, or legal);
- ``offers_offspring_choice``: whether a newborn must wait for the player to choose
  its place (the petting zoo) instead of joining its parents at once;
- ``react``: after every completed step (a placement, an exchange, a money action)
  with that step's events: give what the rules give (a souvenir shop, a bonus
  enclosure), possibly queueing placements in ``state.pending``;
- ``end_of_round``: after the round's trucks are settled, before the next round;
- ``game_end``: when the game is over, before the final result;
- ``score``: points by category for one player; the names ``enclosures``, ``stalls``,
  ``barn`` and ``coins`` replace the base game's value, any other name adds a category;
- ``action_to_json`` / ``action_from_json``: its own actions in saves (None: not mine).

Steps that expansions need from the base rules (paying, placing, finishing a
step) live in ``rules``; expansions import it, never the other way round.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import JsonValue, Transition
from accessible_games.games.zooloretto.rules.state import PlaceTask, ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import Species


class ZoolorettoExpansion(Protocol):
    """A mini-expansion: named hooks into setup, actions, placement, rounds and scoring."""

    name: str
    protected_species: frozenset[Species]
    combine_warning: bool
    """The rulebook advises against combining it with other expansions."""

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state after this expansion's setup, and its events."""
        ...

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Return this expansion's extra legal actions of ``player`` now."""
        ...

    def placements(self, state: ZoolorettoState, task: PlaceTask) -> list[Any] | None:
        """Return the places for ``task`` if this expansion decides them, else None."""
        ...

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Return the result of one of this expansion's actions, or None if not its own."""
        ...

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Return why one of this expansion's actions is illegal now, else None."""
        ...

    def offers_offspring_choice(self, state: ZoolorettoState, player: PlayerId) -> bool:
        """Return whether ``player`` chooses where a newborn goes."""
        ...

    def react(self, state: ZoolorettoState, player: PlayerId,
              events: tuple[Event, ...]) -> Transition[ZoolorettoState]:
        """Return the state after reacting to a completed step of ``player``."""
        ...

    def end_of_round(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state after this expansion's end-of-round step."""
        ...

    def game_end(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state after this expansion's step at the end of the game."""
        ...

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """Return points of ``player`` by category name (see the module docstring)."""
        ...

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Return one of this expansion's actions as JSON, or None if not its own."""
        ...

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Return the action stored as ``data`` if it is this expansion's, else None."""
        ...


class Expansion:
    """Neutral defaults for every hook; an expansion overrides what it needs."""

    name = ""
    protected_species: frozenset[Species] = frozenset()
    combine_warning = False

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state unchanged."""
        return Transition(state, ())

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Return no extra actions."""
        return ()

    def placements(self, state: ZoolorettoState, task: PlaceTask) -> list[Any] | None:
        """Leave the places to the base rules."""
        return None

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Own no actions."""
        return None

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Own no actions."""
        return None

    def offers_offspring_choice(self, state: ZoolorettoState, player: PlayerId) -> bool:
        """Offer no choice."""
        return False

    def react(self, state: ZoolorettoState, player: PlayerId,
              events: tuple[Event, ...]) -> Transition[ZoolorettoState]:
        """Return the state unchanged."""
        return Transition(state, ())

    def end_of_round(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state unchanged."""
        return Transition(state, ())

    def game_end(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Return the state unchanged."""
        return Transition(state, ())

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """Return no points."""
        return {}

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Own no actions."""
        return None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Own no actions."""
        return None


REGISTRY: dict[str, ZoolorettoExpansion] = {}
"""Expansions by name, in the order of the rulebook (filled by ``catalogue``)."""


def register(expansion: ZoolorettoExpansion) -> None:
    """Add ``expansion`` to the registry under its name."""
    REGISTRY[expansion.name] = expansion


def in_play(state: ZoolorettoState) -> tuple[ZoolorettoExpansion, ...]:
    """Return the expansions named in ``state.expansions``, in that order.

    Raises:
        KeyError: a name is not registered (setup refuses such games first).
    """
    return tuple(map(REGISTRY.__getitem__, state.expansions))


_HOOKED: dict[tuple[tuple[ZoolorettoExpansion, ...], str], tuple[ZoolorettoExpansion, ...]] = {}
"""The expansions that implement a hook, by the expansions in play and the hook's name."""


def with_hook(state: ZoolorettoState, hook: str) -> tuple[ZoolorettoExpansion, ...]:
    """Return the expansions in play, in order, whose ``hook`` is their own rather than
    ``Expansion``'s neutral default (calling the default would change nothing).

    Raises:
        KeyError: a name is not registered (setup refuses such games first).
    """
    playing = in_play(state)
    found = _HOOKED.get((playing, hook))
    if found is None:
        default = getattr(Expansion, hook)
        found = tuple(x for x in playing if getattr(type(x), hook, None) is not default)
        _HOOKED[playing, hook] = found
    return found


def combine_warnings(names: Sequence[str]) -> tuple[str, ...]:
    """Return the chosen expansions the rulebook advises not to combine with others
    (empty when at most one expansion is chosen)."""
    if len(names) < 2:
        return ()
    return tuple(n for n in names if n in REGISTRY and REGISTRY[n].combine_warning)
