"""One purse per player and one bank for both games: keeping the sub-states in step.

The combined state's ``coins`` and ``bank`` are the source of truth.  Each
sub-state keeps its own copy (its players' ``coins`` and its ``bank``), because
each game's rules pay and earn through them.  So:

- at rest both sub-states mirror the combined purses, bank, current player,
  round and turn (``mirrored``);
- a step delegated to one game runs on that game's sub-state, which is already
  in step; afterwards ``settled`` reads the purses and the bank back from that
  sub-state and mirrors them into the other one.

Only one game acts at a time, so no payment is ever lost or counted twice.
A coin saved on the savings book (Zooloretto mini-expansion) is still the
player's: it counts for the cashiers and for ties (``owned_coins``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.state import AquarettoState
from accessible_games.games.aquaretto.rules.state import PlayerState as WaterPlayer
from accessible_games.games.aquaretto_zooloretto.rules.state import CombinedState, Supply
from accessible_games.games.zooloretto.rules.expansions.savings_book import SAVE_COST
from accessible_games.games.zooloretto.rules.state import PlayerState as ZooPlayer
from accessible_games.games.zooloretto.rules.state import ZoolorettoState


def _in_step(sub: ZoolorettoState | AquarettoState, coins: Iterable[int],
             state: CombinedState) -> bool:
    """Return whether ``sub`` (its purses ``coins``) already mirrors the combined purses,
    bank, current player, round and turn."""
    return (sub.bank == state.bank and sub.current == state.current
            and sub.round == state.round and sub.turn == state.turn
            and tuple(coins) == state.coins)


def _zoo_in_step(state: CombinedState) -> ZoolorettoState:
    zoo = state.zoo
    if _in_step(zoo, (p.coins for p in zoo.players), state):
        return zoo
    players: tuple[ZooPlayer, ...] = tuple(
        p if p.coins == c else replace(p, coins=c) for p, c in zip(zoo.players, state.coins))
    return replace(zoo, players=players, bank=state.bank, current=state.current,
                   round=state.round, turn=state.turn)


def _water_in_step(state: CombinedState) -> AquarettoState:
    water = state.water
    if _in_step(water, (p.coins for p in water.players), state):
        return water
    players: tuple[WaterPlayer, ...] = tuple(
        p if p.coins == c else replace(p, coins=c) for p, c in zip(water.players, state.coins))
    return replace(water, players=players, bank=state.bank, current=state.current,
                   round=state.round, turn=state.turn)


def mirrored(state: CombinedState) -> CombinedState:
    """Return the state with both sub-states mirroring the combined purses, bank, current
    player, round and turn."""
    zoo, water = _zoo_in_step(state), _water_in_step(state)
    if zoo is state.zoo and water is state.water:
        return state
    return replace(state, zoo=zoo, water=water)


def settled(state: CombinedState, source: Supply) -> CombinedState:
    """Return the state after a step of the ``source`` game: the purses and the bank read
    back from that sub-state, then mirrored into both."""
    sub = state.zoo if source is Supply.ZOO else state.water
    coins = tuple(p.coins for p in sub.players)
    return mirrored(replace(state, coins=coins, bank=sub.bank))


def saved_coins(state: CombinedState, seat: PlayerId) -> int:
    """Return the coins ``seat`` has on the savings book (0 or 1)."""
    return SAVE_COST if state.zoo.players[seat].savings else 0


def owned_coins(state: CombinedState, seat: PlayerId) -> int:
    """Return every coin ``seat`` still owns: the purse and a coin on the savings book."""
    return state.coins[seat] + saved_coins(state, seat)
