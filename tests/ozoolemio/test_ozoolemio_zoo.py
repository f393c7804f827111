"""Building a zoo (rulebook "Budování ZOO"): paths continue across every touching edge,
no grass-only contact, whole-edge contact, no overlaps; star regions (diagonal contact
does not join); path loops and benches."""

from __future__ import annotations

from types import SimpleNamespace

from accessible_games.games.ozoolemio.rules.geometry import ORIENTATIONS, cell_name, parse_cell
from accessible_games.games.ozoolemio.rules.paths import broken_edges, loops, open_ends
from accessible_games.games.ozoolemio.rules.regions import best_region_stars, region_at, regions
from accessible_games.games.ozoolemio.rules.tiles import Category
from accessible_games.games.ozoolemio.rules.tileset import default_tileset
from accessible_games.games.ozoolemio.rules.zoo import (
    Placement, explain_placement, legal_placements, start_zoo,
)

# The test start tile (kit.TEST_START): 1M has a path from the entrance to its south side,
# 1N is grass.  A straight path tile (laid pointing south on 2M-3M it runs north-south):
DOWN = "R1:ew|Y1:ew"


def reason(kit: SimpleNamespace, text: str, cell: str, facing: str,
           steps: list[tuple[str, str, str]] | None = None) -> str | None:
    zoo = kit.build(steps or [])
    found = explain_placement(zoo, kit.tile(text), kit.placement(cell, facing))
    return None if found is None else found.reason


def test_a_tile_continuing_the_path_fits(kit: SimpleNamespace) -> None:
    assert reason(kit, DOWN, "2M", "s") is None
    assert reason(kit, "R1:ne|Y1:w", "2M", "e") is None


def test_no_overlap_and_not_on_the_pavilion(kit: SimpleNamespace) -> None:
    assert reason(kit, DOWN, "1M", "s") == "ozoolemio-error-occupied"
    assert reason(kit, DOWN, "0L", "e") == "ozoolemio-error-pavilion"
    assert reason(kit, DOWN, "-1M", "s") == "ozoolemio-error-pavilion"


def test_a_tile_must_touch_the_zoo_along_a_whole_edge(kit: SimpleNamespace) -> None:
    """Touching only at a corner (2O meets 1N at a point) is no contact."""
    assert reason(kit, "R1:ns|Y1:ns", "2O", "e") == "ozoolemio-error-not-touching"
    assert reason(kit, DOWN, "5R", "e") == "ozoolemio-error-not-touching"


def test_a_path_of_the_zoo_must_continue_on_the_new_tile(kit: SimpleNamespace) -> None:
    """1M's path leads south; a tile with grass at the top of 2M breaks it."""
    found = explain_placement(kit.build([]), kit.tile("R1:es|Y1:ws"),
                              kit.placement("2M", "e"))
    assert found is not None and found.reason == "ozoolemio-error-path-not-continued"
    assert found.args_map == {"cell": "2M", "neighbour": "1M"}


def test_a_path_of_the_new_tile_must_continue_in_the_zoo(kit: SimpleNamespace) -> None:
    """The tile's path from 2N leads up into 1N, which is grass."""
    found = explain_placement(kit.build([]), kit.tile("R1:ne|Y1:wn"),
                              kit.placement("2M", "e"))
    assert found is not None and found.reason == "ozoolemio-error-path-meets-grass"
    assert found.args_map == {"cell": "2N", "neighbour": "1N"}


def test_grass_against_grass_alone_is_not_enough(kit: SimpleNamespace) -> None:
    """2N-2O touches only 1N's grass; a path must join the new tile to the zoo."""
    assert reason(kit, "R1:es|Y1:ws", "2N", "e") == "ozoolemio-error-grass-only"


def test_grass_meeting_grass_beside_a_joined_path_is_fine(kit: SimpleNamespace) -> None:
    assert reason(kit, "R1:nes|Y1:ws", "2M", "e") is None


def test_legal_placements_are_exactly_those_explain_accepts() -> None:
    tiles = default_tileset()
    zoo = start_zoo(tiles.start_tiles[2])
    for tile in tiles.tiles[:8]:
        legal = set(legal_placements(zoo, tile))
        brute = {Placement((c, r), f) for c in range(-10, 12) for r in range(-8, 10)
                 for f in ORIENTATIONS
                 if explain_placement(zoo, tile, Placement((c, r), f)) is None}
        assert legal == brute
        if legal:
            zoo = zoo.with_tile(tile, sorted(legal, key=lambda p: (p.cell[1], p.cell[0]))[0])
    assert broken_edges(zoo) == ()


def test_placements_are_listed_in_reading_order_then_orientation(kit: SimpleNamespace) -> None:
    listed = legal_placements(kit.build([]), kit.tile("R1:nesw|Y1:nesw"))
    keys = [(p.cell[1], p.cell[0], ORIENTATIONS.index(p.facing)) for p in listed]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


# -- regions ---------------------------------------------------------------------------------------

def test_regions_join_along_edges_not_at_corners(kit: SimpleNamespace) -> None:
    """Red on 2M and on 3N touch only at a corner: two regions.  Red on 3M joins 2M."""
    zoo = kit.build([("R2:nes|Y1:ws", "2M", "e"), ("G1:ne|R3:wn", "3M", "e")])
    red = regions(zoo, Category.BIRDS)
    assert [(r.stars, [cell_name(c) for c in r.cells]) for r in red] == [(3, ["3N"]),
                                                                        (2, ["2M"])]
    assert best_region_stars(zoo, Category.BIRDS) == 3
    joined = kit.build([("R2:nes|Y1:ws", "2M", "e"), ("R3:ne|G1:wn", "3M", "e")])
    assert best_region_stars(joined, Category.BIRDS) == 5
    region = region_at(joined, parse_cell("3M"))
    assert region is not None and len(region.cells) == 2
    assert region_at(joined, parse_cell("1N")) is None and region_at(joined, (9, 9)) is None


# -- loops -----------------------------------------------------------------------------------------

RING = [("R1:nes|Y1:ws", "2M", "e"), ("G1:ne|O1:nw", "3M", "e")]
"""2M-2N-3N-3M form a ring of paths: one loop."""
TWO_LOOPS = [("R1:nes|Y1:esw", "2M", "e"), ("G1:es|O1:sw", "2O", "s"),
             ("B1:ne|R2:nwe", "3M", "e")]
"""The last tile (3M-3N) closes two small loops at once (2M-2N-3N-3M and 2N-2O-3O-3N)."""


def test_one_loop_earns_one_bench(kit: SimpleNamespace) -> None:
    assert loops(kit.build(RING[:1])) == 0
    assert loops(kit.build(RING)) == 1


def test_one_tile_closing_two_loops_earns_two(kit: SimpleNamespace) -> None:
    assert loops(kit.build(TWO_LOOPS[:2])) == 0
    assert loops(kit.build(TWO_LOOPS)) == 2


def test_a_big_loop_made_of_two_small_ones_counts_twice_not_three_times(
        kit: SimpleNamespace) -> None:
    """2M-2N-2O-3O-3N-3M around both small loops is a loop too, but made of them."""
    zoo = kit.build(TWO_LOOPS)
    assert loops(zoo) == 2
    cells = {cell_name(c) for c in zoo.grid()}
    assert {"2M", "2N", "2O", "3M", "3N", "3O"} <= cells


def test_open_ends_are_where_the_zoo_can_grow(kit: SimpleNamespace) -> None:
    """The entrance's side of 1M leads into the pavilion, not to a free cell."""
    ends = open_ends(kit.build(RING[:1]))
    assert [(cell_name(c), s.value) for c, s in ends] == [("2M", "s"), ("2N", "s")]
    assert open_ends(kit.build(RING)) == ()
    assert open_ends(kit.build([], start=":n|:")) == ()
