"""Bonus enclosures (polar bear, gorilla, reindeer), given for filling the 6-space enclosure.

Whoever first completes their 6-space enclosure takes a bonus enclosure; with
several in play they choose which, and the next player to complete theirs takes
one of the rest.  A player holds at most one.  Nothing is ever put into one.
Each bonus expansion is its own module; this one holds what they share.
"""

from __future__ import annotations

from collections.abc import Sequence

from typing import Any, ClassVar

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.expansions.common import (
    add_to_supply, take_from_supply,
)
from accessible_games.games.zooloretto.rules.state import Phase, PlaceTask, Source, ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import BONUS_BOARDS, Tile, TileKind
from accessible_games.games.zooloretto.rules.zoo import SIX_INDEX


@record
class TakeBonusEnclosure:
    """Choose the bonus enclosure ``name`` (polar-bear, gorilla, reindeer)."""

    name: str


@event
class BonusEnclosureTaken(Event):
    """A player completed the 6-space enclosure and took a bonus enclosure."""

    key: ClassVar[str] = "zooloretto-bonus-enclosure-taken"
    player: PlayerId
    name: str


def on_table(state: ZoolorettoState) -> tuple[Tile, ...]:
    """Return the bonus enclosures still on the table."""
    return tuple(t for t in state.supply if t.kind is TileKind.BONUS)


def _choosing(state: ZoolorettoState) -> bool:
    tasks = state.pending + ((state.task,) if state.task is not None else ())
    return any(t.source is Source.BONUS for t in tasks)


def give(state: ZoolorettoState, player: PlayerId, board: Tile) -> Transition[ZoolorettoState]:
    """Return the state after ``player`` took ``board`` from the table."""
    state = take_from_supply(state, board)
    me = state.players[player]
    state = rules.with_player(state, player, replace(me, bonus_boards=me.bonus_boards + (board,)))
    return Transition(state, (BonusEnclosureTaken(player, board.key),))


class BonusEnclosure(Expansion):
    """One bonus enclosure; subclasses name it and add what its owner gains."""

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Lay the board on the table."""
        return Transition(add_to_supply(state, (BONUS_BOARDS[self.name],)), ())

    def react(self, state: ZoolorettoState, player: PlayerId,
              events: tuple[Event, ...]) -> Transition[ZoolorettoState]:
        """Give a bonus enclosure (or ask which) when ``player``'s 6-space is complete."""
        me = state.players[player]
        if me.bonus_boards or not me.enclosures[SIX_INDEX].is_complete:
            return Transition(state, ())
        boards = on_table(state)
        if not boards or _choosing(state):
            return Transition(state, ())
        if len(boards) == 1:
            return give(state, player, boards[0])
        return Transition(replace(state, pending=state.pending
                                  + (PlaceTask(boards[0], Source.BONUS),)), ())

    def placements(self, state: ZoolorettoState, task: PlaceTask) -> list[Any] | None:
        """The choice among the bonus enclosures on the table."""
        if task.source is not Source.BONUS:
            return None
        return [TakeBonusEnclosure(t.key) for t in on_table(state)]

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Take the chosen bonus enclosure."""
        if not isinstance(action, TakeBonusEnclosure) or action.name != self.name:
            return None
        step = give(replace(state, task=None), player, BONUS_BOARDS[self.name])
        events = list(step.events)
        return Transition(rules.finish(step.state, events), tuple(events))

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why this bonus enclosure cannot be chosen now."""
        if not isinstance(action, TakeBonusEnclosure) or action.name != self.name:
            return None
        task = state.task
        if state.phase is not Phase.PLACE_TILE or task is None or task.source is not Source.BONUS:
            return IllegalAction("zooloretto-error-not-now", {"phase": state.phase.value})
        return IllegalAction("zooloretto-error-bonus-gone", {"name": self.name})

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write the choice of this bonus enclosure."""
        if isinstance(action, TakeBonusEnclosure) and action.name == self.name:
            return {"action": "bonus", "name": self.name}
        return None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read the choice of this bonus enclosure."""
        if isinstance(data, dict) and data.get("action") == "bonus" \
                and data.get("name") == self.name:
            return TakeBonusEnclosure(self.name)
        return None


def holders(state: ZoolorettoState, name: str) -> Sequence[PlayerId]:
    """Return the seats holding the bonus enclosure ``name``."""
    return [seat for seat, p in enumerate(state.players) if p.has_bonus(name)]
