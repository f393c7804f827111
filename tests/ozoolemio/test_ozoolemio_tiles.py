"""The tile set: our shipped set meets every known fact and is balanced; tile files are
checked strictly and every problem is named with a Fluent reason and the tile."""

from __future__ import annotations

import copy
import json
from collections import Counter
from dataclasses import replace
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.ozoolemio.rules import GAME, TileSetError, load_tileset, tileset_option
from accessible_games.games.ozoolemio.rules.geometry import Side
from accessible_games.games.ozoolemio.rules.tiles import (
    CATEGORIES, parse_tileset, tileset_to_json,
)
from accessible_games.games.ozoolemio.rules.tileset import (
    MAX_FILE_BYTES, default_tileset, tileset_name,
)

SET = default_tileset()
DOC: dict[str, Any] = tileset_to_json(SET)


def test_the_default_set_has_25_tiles_and_4_start_tiles() -> None:
    assert len(SET.tiles) == 25 and len(SET.start_tiles) == 4
    assert len({t.id for t in SET.tiles + SET.start_tiles}) == 29


def test_every_half_has_one_category_and_1_to_3_stars_and_halves_differ() -> None:
    for tile in SET.tiles:
        first, second = tile.halves
        assert first.category is not None and second.category is not None
        assert first.category is not second.category
        assert all(1 <= h.stars <= 3 for h in tile.halves)
        assert any(h.paths for h in tile.halves)


def test_the_set_is_balanced_across_the_colours() -> None:
    """10 halves, 20 stars (three 1s, four 2s, three 3s) and 3 tree halves per colour;
    each pair of colours meets on 2 or 3 tiles."""
    for category in CATEGORIES:
        halves = [h for t in SET.tiles for h in t.halves if h.category is category]
        assert len(halves) == 10
        assert Counter(h.stars for h in halves) == {1: 3, 2: 4, 3: 3}
        assert sum(h.trees for h in halves) == 3
    pairs = Counter(frozenset(h.category for h in t.halves) for t in SET.tiles)
    assert len(pairs) == 10 and set(pairs.values()) == {2, 3}


def test_trees_are_on_13_tiles_enough_for_the_variant() -> None:
    assert SET.tree_tiles == 13 >= 12
    assert sum(t.trees for t in SET.tiles) == 15
    tree_stars = [t.stars for t in SET.tiles if t.has_trees]
    other_stars = [t.stars for t in SET.tiles if not t.has_trees]
    assert sum(tree_stars) / len(tree_stars) < sum(other_stars) / len(other_stars)


def test_paths_come_in_many_shapes() -> None:
    shapes = Counter(tuple(sorted(len(p) for p in h.paths)) for t in SET.tiles for h in t.halves)
    assert {(1,), (2,), (3,), (4,), (2, 2), (1, 2)} <= set(shapes)
    inner = sum(1 for t in SET.tiles if Side.EAST in t.halves[0].exits)
    assert 15 <= inner < 25


def test_start_tiles_show_only_paths_with_two_ends_next_to_the_entrance() -> None:
    for tile in SET.start_tiles:
        assert all(h.category is None and h.stars == 0 and h.trees == 0 for h in tile.halves)
        assert all(len(p) == 2 for h in tile.halves for p in h.paths)
        assert sum(Side.NORTH in h.exits for h in tile.halves) == 1
        outer = sum(len(h.exits) for h in tile.halves) - 2 * (Side.EAST in tile.halves[0].exits)
        assert outer == 4, tile.id


def test_a_document_reads_back_equal() -> None:
    assert parse_tileset(json.loads(json.dumps(DOC))) == SET


def test_a_players_file_loads_named_by_its_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(DOC), encoding="utf-8")
    mine = replace(SET, name="mine.json")
    assert load_tileset(path) == mine and load_tileset(str(path)) == mine
    assert load_tileset(None) is load_tileset()
    assert tileset_name(mine) == "mine.json" and tileset_name(SET) is None


def test_a_file_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """Windows Notepad starts a UTF-8 file with a byte-order mark."""
    path = tmp_path / "notepad.json"
    path.write_text(json.dumps(DOC), encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert load_tileset(path) == replace(SET, name="notepad.json")


def test_a_game_can_use_a_tile_set_given_in_the_options() -> None:
    doc = copy.deepcopy(DOC)
    doc["tiles"][0]["halves"][0]["stars"] = 1
    doc["tiles"][1]["halves"][0]["stars"] = 3
    state = GAME.new_game([PlayerSpec("a"), PlayerSpec("b")], {"tiles": doc}, 4).state
    assert state.tileset == parse_tileset(doc) != SET
    assert tileset_option(SET) == DOC


# -- bad files, each explained --------------------------------------------------------------------

Edit = Callable[[dict[str, Any]], object]


def _half(tile: int, half: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda d: d["tiles"][tile]["halves"][half]


BAD: list[tuple[str, Edit, str, dict[str, Any]]] = [
    ("wrong format", lambda d: d.update(format="zoo"), "format", {}),
    ("wrong version", lambda d: d.update(version=2), "version", {"expected": 1}),
    ("unknown key", lambda d: d.update(colour="red"), "field", {"field": "colour"}),
    ("24 tiles", lambda d: d["tiles"].pop(), "count", {"expected": 25, "found": 24}),
    ("3 start tiles", lambda d: d["start_tiles"].pop(), "start-count",
     {"expected": 4, "found": 3}),
    ("no id", lambda d: d["tiles"][2].pop("id"), "bad-id", {"tile": "3", "list": "tiles"}),
    ("bad id", lambda d: d["start_tiles"][1].update(id="S 2"), "bad-id",
     {"tile": "2", "list": "start_tiles"}),
    ("tile not an object", lambda d: d["tiles"].__setitem__(4, "t05"), "bad-tile",
     {"tile": "5", "list": "tiles"}),
    ("duplicate id", lambda d: d["tiles"][4].update(id="t01"), "duplicate-id", {"tile": "t01"}),
    ("three halves", lambda d: d["tiles"][0]["halves"].append({}), "halves", {"tile": "t01"}),
    ("unknown category", lambda d: _half(5, 1)(d).update(category="fish"), "category",
     {"tile": "t06", "half": 2, "value": "fish"}),
    ("same category", lambda d: _half(0, 1)(d).update(category=_half(0, 0)(d)["category"]),
     "same-category", {"tile": "t01", "category": "sea-life"}),
    ("4 stars", lambda d: _half(3, 0)(d).update(stars=4), "stars",
     {"tile": "t04", "half": 1, "value": 4}),
    ("no stars", lambda d: _half(3, 0)(d).pop("stars"), "field",
     {"tile": "t04", "half": 1, "field": "stars"}),
    ("stars as text", lambda d: _half(3, 0)(d).update(stars="2"), "field",
     {"tile": "t04", "half": 1, "field": "stars"}),
    ("3 trees", lambda d: _half(3, 1)(d).update(trees=3), "trees",
     {"tile": "t04", "half": 2, "value": 3}),
    ("bad side letter", lambda d: _half(8, 0)(d).update(paths=["nx"]), "path-syntax",
     {"tile": "t09", "half": 1, "path": "nx"}),
    ("side twice in a path", lambda d: _half(8, 0)(d).update(paths=["nn"]), "path-syntax",
     {"tile": "t09", "half": 1}),
    ("side in two paths", lambda d: _half(8, 0)(d).update(paths=["ns", "n"]), "path-reused",
     {"tile": "t09", "half": 1, "side": "n"}),
    ("crossing paths", lambda d: _half(8, 0)(d).update(paths=["ns", "ew"]), "paths-cross",
     {"tile": "t09", "half": 1}),
    ("path stops at the inner edge", lambda d: _half(0, 1)(d).update(paths=["n"]),
     "inner-path", {"tile": "t01"}),
    ("grass only", lambda d: [_half(8, h)(d).update(paths=[]) for h in (0, 1)], "no-path",
     {"tile": "t09"}),
    ("no path reaches the outer edge",
     lambda d: [_half(8, h)(d).update(paths=[p]) for h, p in ((0, "e"), (1, "w"))],
     "no-outer-path", {"tile": "t09"}),
    ("start tile with stars", lambda d: d["start_tiles"][0]["halves"][0].update(stars=1),
     "start-animals", {"tile": "s1", "half": 1, "field": "stars"}),
    ("start tile branching", lambda d: d["start_tiles"][0]["halves"][0].update(paths=["nsw"]),
     "start-branch", {"tile": "s1", "half": 1}),
    ("start tile without entrance",
     lambda d: d["start_tiles"][0]["halves"][0].update(paths=["sw"]), "start-entrance",
     {"tile": "s1"}),
]


@pytest.mark.parametrize(("edit", "reason", "args"), [b[1:] for b in BAD],
                         ids=[b[0] for b in BAD])
def test_a_bad_file_is_refused_with_its_reason(tmp_path: Path, edit: Edit, reason: str,
                                               args: dict[str, Any]) -> None:
    doc = copy.deepcopy(DOC)
    edit(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(TileSetError) as error:
        load_tileset(path)
    assert error.value.reason == f"ozoolemio-error-tiles-{reason}"
    assert args.items() <= error.value.args_map.items()


def test_a_file_that_is_not_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "ozoolemio-tiles",\n "version": 1,\n oops}', encoding="utf-8")
    with pytest.raises(TileSetError) as error:
        load_tileset(path)
    assert error.value.reason == "ozoolemio-error-tiles-not-json"
    assert error.value.args_map == {"file": "broken.json", "line": 3}


def test_missing_and_huge_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(TileSetError) as error:
        load_tileset(tmp_path / "none.json")
    assert error.value.reason == "ozoolemio-error-tiles-unreadable"
    huge = tmp_path / "huge.json"
    huge.write_text(" " * (MAX_FILE_BYTES + 1), encoding="utf-8")
    with pytest.raises(TileSetError) as error:
        load_tileset(huge)
    assert error.value.reason == "ozoolemio-error-tiles-too-large"
    digits = tmp_path / "digits.json"
    digits.write_text('{"format": "ozoolemio-tiles", "version": ' + "1" * 5000 + "}",
                      encoding="utf-8")
    with pytest.raises(TileSetError) as error:
        load_tileset(digits)
    assert error.value.reason == "ozoolemio-error-tiles-unreadable"
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(TileSetError) as error:
        load_tileset(binary)
    assert error.value.reason == "ozoolemio-error-tiles-unreadable"


def test_the_tree_variant_needs_12_tree_tiles() -> None:
    doc = copy.deepcopy(DOC)
    with_trees = [t for t in doc["tiles"] if any(h["trees"] for h in t["halves"])]
    for tile in with_trees[11:]:
        for half in tile["halves"]:
            half["trees"] = 0
    players = [PlayerSpec("a"), PlayerSpec("b")]
    GAME.new_game(players, {"tiles": doc}, 1)
    with pytest.raises(TileSetError) as error:
        GAME.new_game(players, {"tiles": doc, "variant": "trees"}, 1)
    assert error.value.reason == "ozoolemio-error-tiles-too-few-trees"
    assert error.value.args_map == {"needed": 12, "found": 11}
