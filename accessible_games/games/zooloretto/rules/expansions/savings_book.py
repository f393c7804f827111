"""Mini-expansion "savings book": a new turn action that earns 1 coin of interest.

Instead of the usual actions a player may put 1 coin from their purse on field 1
of their savings book (one coin at a time).  At each round end, the last one
included, the coin moves up a field; on field 4 it comes back with 1 coin of
interest from the bank.  It cannot be taken off earlier.  At the end it counts
for ties.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from typing import Any, ClassVar

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.expansions.common import (
    can_start, pay_bank, turn_problem,
)
from accessible_games.games.zooloretto.rules.state import ZoolorettoState

SAVE_COST = 1
LAST_FIELD = 4
INTEREST = 1


@record
class SaveCoin:
    """Put 1 coin on field 1 of one's savings book; the turn ends."""


@event
class CoinSaved(Event):
    """A player put a coin on their savings book."""

    key: ClassVar[str] = "zooloretto-coin-saved"
    player: PlayerId
    coins: int


@event
class SavingsMoved(Event):
    """At a round end a saved coin moved up to ``field``."""

    key: ClassVar[str] = "zooloretto-savings-moved"
    player: PlayerId
    field: int


@event
class SavingsPaidOut(Event):
    """A saved coin reached field 4 and came back with ``interest``."""

    key: ClassVar[str] = "zooloretto-savings-paid-out"
    player: PlayerId
    interest: int
    coins: int


class SavingsBook(Expansion):
    """One coin at a time, 3 rounds, 1 coin of interest."""

    name = "savings-book"

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Offer saving while the book is empty."""
        if can_start(state, player, SAVE_COST) and not state.players[player].savings:
            return (SaveCoin(),)
        return ()

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Put the coin on field 1."""
        if not isinstance(action, SaveCoin):
            return None
        me = state.players[player]
        me = replace(me, coins=me.coins - SAVE_COST, savings=1)
        events: list[Event] = [CoinSaved(player, me.coins)]
        state = rules.with_player(state, player, me)
        return Transition(rules.finish(state, events), tuple(events))

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why saving is not possible now."""
        if not isinstance(action, SaveCoin):
            return None
        problem = turn_problem(state, player, SAVE_COST)
        if problem is not None:
            return problem
        return IllegalAction("zooloretto-error-savings-busy",
                             {"field": state.players[player].savings})

    def end_of_round(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Move every saved coin up; pay out those reaching field 4."""
        events: list[Event] = []
        for seat, me in enumerate(state.players):
            if not me.savings:
                continue
            field = me.savings + 1
            if field < LAST_FIELD:
                state = rules.with_player(state, seat, replace(me, savings=field))
                events.append(SavingsMoved(seat, field))
                continue
            state = rules.with_player(state, seat, replace(me, savings=0,
                                                           coins=me.coins + SAVE_COST))
            state, interest = pay_bank(state, seat, INTEREST)
            events.append(SavingsPaidOut(seat, interest, state.players[seat].coins))
        return Transition(state, tuple(events))

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """A saved coin counts for ties."""
        me = state.players[player]
        return {"coins": me.coins + (SAVE_COST if me.savings else 0)}

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write this expansion's action."""
        return {"action": "save"} if isinstance(action, SaveCoin) else None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read this expansion's action."""
        if isinstance(data, dict) and data.get("action") == "save":
            return SaveCoin()
        return None


SAVINGS_BOOK = SavingsBook()
