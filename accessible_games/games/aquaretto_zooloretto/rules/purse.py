"""One purse per player and one bank for both games: keeping the sub-states in step.

The combined state's ``coins`` and ``bank`` are the source of truth.  Each
sub-state keeps its own copy (its players' ``coins`` and its ``bank``), because
each game's rules pay and earn through them.  So:

- at rest both sub-states mirror the combined purses, bank, current player,
  round and turn (``mirrored``);
- a step delegated to one game runs on that game's sub-state, which is already
  in step; afterwards ``settled`` reads the purses and the bank back from that
  sub-state and mirrors them into the other one (``read_back`` only reads them,
  for a caller that mirrors later, when the turn passes).

Only one game acts at a time, so no payment is ever lost or counted twice.
A coin saved on the savings book (Zooloretto mini-expansion) is still the
player's: it counts for the cashiers and for ties (``owned_coins``).
"""

from __future__ import annotations

from typing import Any, TypeVar

from accessible_games.core.events import PlayerId
from accessible_games.core.records import replace
from accessible_games.games.aquaretto.rules.state import AquarettoState
from accessible_games.games.aquaretto_zooloretto.rules.state import CombinedState, Supply
from accessible_games.games.zooloretto.rules.expansions.savings_book import SAVE_COST
from accessible_games.games.zooloretto.rules.state import ZoolorettoState

Sub = TypeVar("Sub", ZoolorettoState, AquarettoState)


def _in_step(sub: Sub, coins: tuple[int, ...], bank: int, current: PlayerId, round_: int,
             turn: int) -> Sub:
    """Return ``sub`` mirroring these purses, bank, current player, round and turn (``sub``
    itself when it already does); the players whose purse differs are copied."""
    if (sub.bank == bank and sub.current == current and sub.round == round_
            and sub.turn == turn and all(p.coins == c for p, c in zip(sub.players, coins))):
        return sub
    players = tuple(p if p.coins == c else replace(p, coins=c)
                    for p, c in zip(sub.players, coins))
    return replace(sub, players=players, bank=bank, current=current, round=round_, turn=turn)


def mirrored(state: CombinedState, **changes: Any) -> CombinedState:
    """Return the state with ``changes`` (fields of ``CombinedState``), both sub-states
    mirroring its purses, bank, current player, round and turn, in one copy."""
    get = changes.get
    mirror = (get("coins", state.coins), get("bank", state.bank), get("current", state.current),
              get("round", state.round), get("turn", state.turn))
    zoo_now = _in_step(get("zoo", state.zoo), *mirror)
    water_now = _in_step(get("water", state.water), *mirror)
    if zoo_now is not state.zoo:
        changes["zoo"] = zoo_now
    if water_now is not state.water:
        changes["water"] = water_now
    return replace(state, **changes) if changes else state


def read_back(source: Supply, sub: ZoolorettoState | AquarettoState) -> dict[str, Any]:
    """Return the changes to the combined state after a step of the ``source`` game that
    left its sub-state as ``sub``: the sub-state, and the purses and the bank read back
    from it (the other sub-state is not in step until ``mirrored``)."""
    field = "zoo" if source is Supply.ZOO else "water"
    return {field: sub, "coins": tuple(p.coins for p in sub.players), "bank": sub.bank}


def settled(state: CombinedState, source: Supply, sub: ZoolorettoState | AquarettoState,
            **changes: Any) -> CombinedState:
    """Return the state after a step of the ``source`` game that left its sub-state as
    ``sub``: the purses and the bank read back from it, then mirrored into both, with the
    other ``changes``, in one copy."""
    return mirrored(state, **read_back(source, sub), **changes)


def saved_coins(state: CombinedState, seat: PlayerId) -> int:
    """Return the coins ``seat`` has on the savings book (0 or 1)."""
    return SAVE_COST if state.zoo.players[seat].savings else 0


def owned_coins(state: CombinedState, seat: PlayerId) -> int:
    """Return every coin ``seat`` still owns: the purse and a coin on the savings book."""
    return state.coins[seat] + saved_coins(state, seat)
