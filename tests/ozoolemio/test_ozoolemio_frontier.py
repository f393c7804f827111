"""What a zoo keeps about itself (its grid, the free cells its paths lead to, the
placements of each tile) gives what the rules say, in zoos from seeded games: legal
placements are exactly those ``explain_placement`` accepts, in listing order, whether
the zoo grew tile by tile, was rebuilt from its tiles or copied; the region at a cell
and the loops are those found by going over the whole zoo."""

from __future__ import annotations

import copy
import pickle
from types import SimpleNamespace

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.rng import Rng
from accessible_games.games.ozoolemio.rules import GAME, Phase, Tile, Zoo
from accessible_games.games.ozoolemio.rules.geometry import ORIENTATIONS
from accessible_games.games.ozoolemio.rules.paths import links, loops
from accessible_games.games.ozoolemio.rules.regions import region_at, regions
from accessible_games.games.ozoolemio.rules.zoo import (
    Placement, explain_placement, legal_placements,
)


def _laid(players: int, variant: str, seed: int) -> list[tuple[Zoo, Tile]]:
    """Return each zoo that had a tile to lay in a seeded random game, with the tile."""
    state = GAME.new_game([PlayerSpec(f"p{i}") for i in range(players)],
                          {"variant": variant}, seed).state
    rng, found = Rng(seed), []
    while movers := GAME.to_move(state):
        if state.phase is Phase.PLACE and state.placer is not None and state.in_hand:
            found.append((state.players[state.placer].zoo, state.in_hand))
        player = min(movers)
        state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player))).state
    return found


CASES = [case for players, variant, seed in ((2, "standard", 1), (3, "trees", 2),
                                             (4, "standard", 3))
         for case in _laid(players, variant, seed)]


def _every_accepted(zoo: Zoo, tile: Tile) -> list[Placement]:
    """Return every placement explain_placement accepts, in listing order."""
    columns = [column for column, _ in zoo.grid()]
    rows = [row for _, row in zoo.grid()]
    return [Placement((column, row), facing)
            for row in range(min(rows) - 2, max(rows) + 3)
            for column in range(min(columns) - 2, max(columns) + 3)
            for facing in ORIENTATIONS
            if explain_placement(zoo, tile, Placement((column, row), facing)) is None]


@pytest.mark.parametrize("index", range(0, len(CASES), 3))
def test_legal_placements_are_every_accepted_one_in_order(index: int) -> None:
    zoo, tile = CASES[index]
    expected = _every_accepted(zoo, tile)
    assert list(legal_placements(zoo, tile)) == expected
    assert list(legal_placements(Zoo(zoo.tiles), tile)) == expected


def test_a_copied_or_rebuilt_zoo_is_the_same_zoo() -> None:
    """A deep copy, a pickled copy and a zoo rebuilt from the tiles equal the grown zoo
    and give its grid and placements (the copies keep the tiles, nothing else)."""
    for zoo, tile in CASES[::7]:
        placements = legal_placements(zoo, tile)
        for other in (copy.deepcopy(zoo), pickle.loads(pickle.dumps(zoo)), Zoo(zoo.tiles)):
            assert other == zoo and dict(other.grid()) == dict(zoo.grid())
            assert legal_placements(other, tile) == placements


def test_the_region_at_a_cell_is_the_one_found_over_the_whole_zoo() -> None:
    for zoo, _ in CASES[::5]:
        for cell, square in zoo.grid().items():
            found = region_at(zoo, cell)
            if square.category is None:
                assert found is None
                continue
            assert found == next(r for r in regions(zoo, square.category) if cell in r.cells)


def _loops_over_links(zoo: Zoo) -> int:
    """Count the loops going over the links in reading order (the count's definition)."""
    parent: dict[object, object] = {}

    def root(node: object) -> object:
        while parent.get(node, node) != node:
            node = parent[node]
        return node

    cycles = 0
    for first, second in links(zoo):
        a, b = root(first), root(second)
        cycles += a == b
        if a != b:
            parent[a] = b
    return cycles


def test_loops_are_those_counted_over_the_links(kit: SimpleNamespace) -> None:
    """In the seeded games' zoos and in two rings of paths (one tile closing two)."""
    rings = kit.build([("R1:nes|Y1:esw", "2M", "e"), ("G1:es|O1:sw", "2O", "s"),
                       ("B1:ne|R2:nwe", "3M", "e")])
    counted = [(loops(zoo), _loops_over_links(zoo)) for zoo, _ in CASES]
    assert all(mine == theirs for mine, theirs in counted)
    assert loops(rings) == _loops_over_links(rings) == 2
