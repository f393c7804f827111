"""Fixtures for the shell tests of Aquaretto and Zooloretto combined: a private home folder
for every test (the pty fixtures live in tests/conftest.py), and ``table``, small helpers
that arrange a combined table without losing a tile or a coin."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto.rules.tiles import parse_tile as parse_water
from accessible_games.games.aquaretto_zooloretto.rules import GAME, CombinedState
from accessible_games.games.aquaretto_zooloretto.rules.purse import mirrored
from accessible_games.games.aquaretto_zooloretto.rules.state import AnyTile, supply_of
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.zooloretto.rules.tiles import parse_tile as parse_zoo


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings and the autosave go to a private folder; missing messages fail loudly."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


def new_state(players: int = 3, seed: int = 5,
              options: dict[str, Any] | None = None) -> CombinedState:
    """Return a new game's state."""
    state: CombinedState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)],
                                         options or {}, seed).state
    return state


def take_out(state: CombinedState, tiles: Iterable[AnyTile]) -> CombinedState:
    """Return the state with ``tiles`` taken from their game's stacks or box."""
    for tile in tiles:
        sub: Any = state.zoo if isinstance(tile, ZooTile) else state.water
        assert tile in sub.stack + sub.end_stack + sub.box, tile
        sub = replace(sub, stack=tuple(t for t in sub.stack if t != tile),
                      end_stack=tuple(t for t in sub.end_stack if t != tile),
                      box=tuple(t for t in sub.box if t != tile))
        state = replace(state, zoo=sub) if isinstance(tile, ZooTile) \
            else replace(state, water=sub)
    return state


def on_top(state: CombinedState, *tiles: AnyTile) -> CombinedState:
    """Return the state with ``tiles`` on top of their game's main stack, in this order."""
    state = take_out(state, tiles)
    zoo = tuple(t for t in tiles if isinstance(t, ZooTile))
    water = tuple(t for t in tiles if isinstance(t, WaterTile))
    return replace(state, zoo=replace(state.zoo, stack=zoo + state.zoo.stack),
                   water=replace(state.water, stack=water + state.water.stack))


def load_trucks(state: CombinedState, loads: dict[int, tuple[AnyTile, ...]]) -> CombinedState:
    """Return the state with truck ``i`` holding ``loads[i]`` (taken from the stacks)."""
    trucks, supplies = list(state.trucks), list(state.truck_supplies)
    for index, tiles in loads.items():
        state = take_out(state, tiles)
        trucks[index] = replace(trucks[index], tiles=tiles)
        supplies[index] = supply_of(tiles[0]) if tiles else None
    return replace(state, trucks=tuple(trucks), truck_supplies=tuple(supplies))


def set_coins(state: CombinedState, seat: int, coins: int) -> CombinedState:
    """Return the state with ``seat`` holding ``coins``, the difference from the bank."""
    delta = coins - state.coins[seat]
    purses = state.coins[:seat] + (coins,) + state.coins[seat + 1:]
    return mirrored(replace(state, coins=purses, bank=state.bank - delta))


def with_barn(state: CombinedState, seat: int, *tiles: ZooTile) -> CombinedState:
    """Return the state with ``tiles`` (taken from the stacks) in ``seat``'s barn."""
    state = take_out(state, tiles)
    players = list(state.zoo.players)
    players[seat] = players[seat].with_barn(players[seat].barn + tiles)
    return replace(state, zoo=replace(state.zoo, players=tuple(players)))


def with_depot(state: CombinedState, seat: int, *tiles: WaterTile) -> CombinedState:
    """Return the state with ``tiles`` (taken from the stacks) on ``seat``'s depot."""
    state = take_out(state, tiles)
    players = list(state.water.players)
    players[seat] = replace(players[seat], depot=players[seat].depot + tiles)
    return replace(state, water=replace(state.water, players=tuple(players)))


@pytest.fixture
def table() -> SimpleNamespace:
    """The staging helpers above, by name, with tile parsers ``zt`` and ``wt``."""
    return SimpleNamespace(zt=parse_zoo, wt=parse_water, new_state=new_state,
                           take_out=take_out, on_top=on_top, load_trucks=load_trucks,
                           set_coins=set_coins, with_barn=with_barn, with_depot=with_depot)
