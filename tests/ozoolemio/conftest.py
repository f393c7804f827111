"""Helpers shared by the O Zoo le Mio tests, as fixtures: tiles from their text form,
zoos built tile by tile (each placement checked legal), and a driver that lays a tile
for a seat in a real game state, as if that seat had just won it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from types import SimpleNamespace

import pytest

from accessible_games.core.game import PlayerSpec, Transition
from accessible_games.games.ozoolemio.rules import (
    GAME, OzooState, Phase, Place, Side, Tile, parse_cell,
)
from accessible_games.games.ozoolemio.rules.notation import parse_tile
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo, explain_placement, start_zoo

TEST_START = ":ns|:"
"""A start tile for tests: one path from the entrance through M1 to its south side."""


def tile(text: str, tile_id: str = "x") -> Tile:
    """Return a tile from its text form (see ``notation``)."""
    return parse_tile(tile_id, text)


def placement(cell: str, facing: str) -> Placement:
    """Return the placement with the first half on ``cell`` pointing ``facing``."""
    return Placement(parse_cell(cell), Side(facing))


def build(steps: Sequence[tuple[str, str, str]], start: str = TEST_START) -> Zoo:
    """Return a zoo: the start tile, then each (tile text, cell, facing), checked legal."""
    zoo = start_zoo(tile(start, "start"))
    for number, (text, cell, facing) in enumerate(steps, 1):
        laid = tile(text, f"z{number}")
        where = placement(cell, facing)
        reason = explain_placement(zoo, laid, where)
        assert reason is None, (number, reason)
        zoo = zoo.with_tile(laid, where)
    return zoo


def game(players: int = 2, seed: int = 1, options: dict[str, object] | None = None,
         starts: Sequence[str] | None = None) -> OzooState:
    """Return a new game's state; ``starts`` replaces the seats' start tiles."""
    state = GAME.new_game([PlayerSpec(f"p{i}") for i in range(players)], options or {},
                          seed).state
    if starts is not None:
        zoos = [start_zoo(tile(text, f"s{seat}")) for seat, text in enumerate(starts)]
        state = replace(state, players=tuple(replace(p, zoo=z)
                                             for p, z in zip(state.players, zoos)))
    return state


def lay(state: OzooState, seat: int, text: str, cell: str, facing: str,
        tile_id: str | None = None) -> Transition[OzooState]:
    """Return the transition of ``seat`` laying the tile ``text`` as if just won."""
    laid = tile(text, tile_id or f"lay{state.placements + 1}")
    forced = replace(state, phase=Phase.PLACE, placer=seat, in_hand=laid,
                     bids=tuple(None for _ in state.players))
    action = Place(parse_cell(cell), Side(facing))
    assert GAME.explain(forced, seat, action) is None, GAME.explain(forced, seat, action)
    return GAME.apply(forced, seat, action)


@pytest.fixture
def kit() -> SimpleNamespace:
    """The helpers above, by name."""
    helpers: dict[str, Callable[..., object] | str] = {
        "tile": tile, "placement": placement, "build": build, "game": game, "lay": lay,
        "TEST_START": TEST_START}
    return SimpleNamespace(**helpers)
