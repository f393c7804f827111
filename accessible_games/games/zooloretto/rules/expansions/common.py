"""Small helpers shared by the mini-expansion modules."""

from __future__ import annotations

from typing import Any

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.records import replace
from accessible_games.games.zooloretto.rules.state import Phase, ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import Tile


def can_start(state: ZoolorettoState, player: PlayerId, cost: int) -> bool:
    """Return whether ``player`` may start a turn action costing ``cost`` now (the quick
    question legal actions ask; ``turn_problem`` says why not)."""
    return state.phase is Phase.TURN and state.players[player].coins >= cost


def turn_problem(state: ZoolorettoState, player: PlayerId, cost: int) -> IllegalAction | None:
    """Return why ``player`` cannot start a turn action costing ``cost`` now, else None."""
    if can_start(state, player, cost):
        return None
    if state.phase is not Phase.TURN:
        return IllegalAction("zooloretto-error-not-now", {"phase": state.phase.value})
    coins = state.players[player].coins
    return IllegalAction("zooloretto-error-not-enough-coins", {"cost": cost, "coins": coins})


def take_from_supply(state: ZoolorettoState, tile: Tile) -> ZoolorettoState:
    """Return the state with ``tile`` taken from the table's supply."""
    return replace(state, supply=tuple(t for t in state.supply if t != tile))


def add_to_supply(state: ZoolorettoState, tiles: tuple[Tile, ...]) -> ZoolorettoState:
    """Return the state with ``tiles`` laid out on the table."""
    return replace(state, supply=state.supply + tiles)


def pay_bank(state: ZoolorettoState, seat: PlayerId, amount: int) -> tuple[ZoolorettoState, int]:
    """Return the state after the bank paid ``seat`` up to ``amount`` coins, and the sum paid."""
    earned = min(amount, state.bank)
    me = state.players[seat]
    players = list(state.players)
    players[seat] = replace(me, coins=me.coins + earned)
    return replace(state, players=tuple(players), bank=state.bank - earned), earned


def json_int(data: dict[str, Any], key: str) -> int:
    """Return the integer ``data[key]``; raises ValueError when it is not one."""
    value = data.get(key)
    if type(value) is not int:
        raise ValueError(f"{key} must be an integer")
    return value
