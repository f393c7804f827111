"""Water park geometry: cell names in every direction, adjacency, legal cells and why not,
expansion board placements, and the speed of listing legal cells."""

from __future__ import annotations

import time

import pytest

from accessible_games.core.errors import InvalidAction
from accessible_games.games.aquaretto.rules import (
    BASE_FIELDS, BoardSize, Park, Species, Tile, TileKind, cell_name, explain_board, explain_cell,
    legal_board_placements, legal_cells, parse_cell, trainer_cells,
)
from accessible_games.games.aquaretto.rules.geometry import (
    MAX_COLUMN, MAX_ROW, MIN_COLUMN, MIN_ROW, SHAPES, board_size_of, in_reading_order, orthogonal,
    surrounding,
)
from accessible_games.games.aquaretto.rules.park import park_of


def names(cells: tuple[tuple[int, int], ...] | frozenset[tuple[int, int]]) -> list[str]:
    return [cell_name(c) for c in in_reading_order(cells)]


def plain(species: Species, number: int = 1) -> Tile:
    return Tile(TileKind.PLAIN, species, number)


ORCA, DOLPHIN, HIPPO = plain(Species.ORCA), plain(Species.DOLPHIN), plain(Species.HIPPO)


# -- the board and its names --------------------------------------------------------------------

def test_base_board_has_the_19_fields_of_the_drawing() -> None:
    """RULES-FACTS: rows 1-5 of columns A-E, without 1A, 1E, 4A, 5A, 5B, 5E."""
    assert len(BASE_FIELDS) == 19
    assert names(BASE_FIELDS) == [
        "1B", "1C", "1D",
        "2A", "2B", "2C", "2D", "2E",
        "3A", "3B", "3C", "3D", "3E",
        "4B", "4C", "4D", "4E",
        "5C", "5D"]


@pytest.mark.parametrize(("cell", "name"), [
    ((0, 1), "1A"), ((4, 5), "5E"), ((5, 3), "3F"), ((12, 3), "3M"), ((-1, 3), "3Z"),
    ((-2, 3), "3Y"), ((-8, 3), "3S"), ((2, 0), "0C"), ((2, -1), "-1C"), ((2, -7), "-7C"),
    ((2, 6), "6C"), ((2, 13), "13C"), ((-8, -7), "-7S"), ((12, 13), "13M"),
])
def test_cell_names_in_every_direction(cell: tuple[int, int], name: str) -> None:
    """Right of E the alphabet goes on (F..M), left of A it counts back from Z (Z..S),
    rows above 1 are 0, -1, ..., rows below 5 are 6, 7, ..."""
    assert cell_name(cell) == name
    assert parse_cell(name) == cell
    assert parse_cell(name.lower()) == cell
    assert parse_cell(f" {name} ") == cell


@pytest.mark.parametrize("text", [
    "C3", "c3", "c 3", "C  3", " c3 ", "3C", "3c", "3 c", "3 C", " 3c ",
])
def test_a_cell_is_typed_in_either_order_any_case_with_spaces(text: str) -> None:
    """Row first is the name the game says; the older column-first order still works."""
    assert parse_cell(text) == (2, 3)


@pytest.mark.parametrize("text", ["C-1", "c-1", "c -1", "-1C",
                                  "-1c", "-1 c", " -1 C "])
def test_a_cell_above_the_board_is_typed_in_either_order(text: str) -> None:
    assert parse_cell(text) == (2, -1)
    assert cell_name(parse_cell(text)) == "-1C"


def test_every_named_cell_round_trips_and_names_are_unique() -> None:
    cells = [(c, r) for c in range(MIN_COLUMN, MAX_COLUMN + 1)
             for r in range(MIN_ROW, MAX_ROW + 1)]
    all_names = [cell_name(c) for c in cells]
    assert len(set(all_names)) == len(cells)
    assert all(parse_cell(n) == c for n, c in zip(all_names, cells))
    assert all(parse_cell(n[-1] + n[:-1]) == c for n, c in zip(all_names, cells))
    assert all(n[-1].isalpha() and n[:-1].lstrip("-").isdecimal() for n in all_names)


@pytest.mark.parametrize("text", ["N3", "3N", "R1", "1r", "14A", "A14", "-8A", "A-8", "-8T", "T-8",
                                  "", "C", "3", "CC3", "3CC", "C 3 3", "3 C 3", "C3C", "3C3",
                                  "Ä3", "3Ä", "C3x", "x3C", "C--1", "--1C", "1-C", "- 1C", "C3.",
                                  "-1", "3 C 3 C"])
def test_bad_cell_names_are_refused(text: str) -> None:
    with pytest.raises(InvalidAction) as error:
        parse_cell(text)
    assert error.value.reason == "aquaretto-error-cell-syntax"


def test_unnamed_columns_have_no_name() -> None:
    with pytest.raises(ValueError):
        cell_name((13, 1))
    with pytest.raises(ValueError):
        cell_name((-9, 1))


def test_orthogonal_and_surrounding_neighbours() -> None:
    """Orthogonal neighbours share an edge; the 8 surrounding fields add the corners."""
    assert names(orthogonal(parse_cell("3C"))) == ["2C", "3B", "3D", "4C"]
    assert names(surrounding(parse_cell("3C"))) == ["2B", "2C", "2D", "3B", "3D", "4B", "4C",
                                                   "4D"]
    assert names(orthogonal(parse_cell("1A"))) == ["0A", "1Z", "1B", "2A"]


# -- legal cells ----------------------------------------------------------------------------------

def test_empty_park_accepts_any_species_anywhere_in_reading_order() -> None:
    assert legal_cells(Park(), ORCA) == in_reading_order(BASE_FIELDS)


def test_a_tile_must_join_its_species_pool() -> None:
    """One pool per species: the second orca must share an edge with the first."""
    park = park_of({"3C": "orca-plain1"})
    assert names(legal_cells(park, ORCA)) == ["2C", "3B", "3D", "4C"]


def test_different_species_never_share_an_edge_but_may_touch_corners() -> None:
    park = park_of({"3C": "orca-plain1"})
    cells = names(legal_cells(park, DOLPHIN))
    for touching in ("2C", "3B", "3D", "4C"):
        assert touching not in cells
    for corner in ("2B", "2D", "4B", "4D"):
        assert corner in cells


def test_species_limit_three_plus_one_per_large_board() -> None:
    """Three species fill the limit; a large expansion board allows a fourth, a small one not."""
    park = park_of({"1B": "orca-plain1", "1D": "dolphin-plain1", "4B": "penguin-plain1"})
    assert legal_cells(park, HIPPO) == ()
    reason = explain_cell(park, HIPPO, parse_cell("3E"))
    assert reason is not None and reason.reason == "aquaretto-error-species-limit"
    assert reason.args_map == {"species": "hippo", "limit": 3}
    small = park.with_expansion(BoardSize.SMALL, frozenset(parse_cell(c) for c in ("2F", "3F",
                                                                                  "3G")))
    assert legal_cells(small, HIPPO) == ()
    large = park.with_expansion(BoardSize.LARGE, frozenset(parse_cell(c) for c in ("2F", "2G",
                                                                                  "3F", "3G")))
    assert large.species_limit == 4
    assert "3G" in names(legal_cells(large, HIPPO))
    assert "3E" in names(legal_cells(large, HIPPO))


def test_trainer_fields_are_not_free() -> None:
    park = park_of({"3C": "orca-plain1"}, trainers=["2C"])
    assert "2C" not in names(legal_cells(park, ORCA))
    reason = explain_cell(park, ORCA, parse_cell("2C"))
    assert reason is not None and reason.reason == "aquaretto-error-trainer-there"
    assert "2C" not in names(trainer_cells(park)) and "3C" not in names(trainer_cells(park))
    assert len(trainer_cells(park)) == 17


def test_coin_tiles_have_no_cell() -> None:
    coin = Tile(TileKind.COIN, None, 1)
    assert legal_cells(Park(), coin) == ()
    reason = explain_cell(Park(), coin, parse_cell("3C"))
    assert reason is not None and reason.reason == "aquaretto-error-not-an-animal"


@pytest.mark.parametrize(("cell", "reason", "args"), [
    ("1A", "aquaretto-error-not-a-field", {"cell": "1A"}),
    ("3F", "aquaretto-error-not-a-field", {"cell": "3F"}),
    ("3C", "aquaretto-error-occupied", {"cell": "3C", "species": "orca"}),
    ("2B", "aquaretto-error-trainer-there", {"cell": "2B"}),
    ("4E", "aquaretto-error-not-adjacent-to-pool", {"cell": "4E", "species": "orca"}),
    ("1C", "aquaretto-error-touches-other-species",
     {"cell": "1C", "species": "orca", "other": "dolphin", "neighbour": "1D"}),
])
def test_explanations_name_the_reason_and_the_cells(cell: str, reason: str,
                                                    args: dict[str, object]) -> None:
    """Why not: the orca pool is 2C-C3, a dolphin stands on 1D, a trainer on 2B."""
    park = park_of({"2C": "orca-plain1", "3C": "orca-plain2", "1D": "dolphin-plain1"},
                   trainers=["2B"])
    found = explain_cell(park, ORCA, parse_cell(cell))
    assert found is not None
    assert (found.reason, found.args_map) == (reason, args)
    assert parse_cell(cell) not in legal_cells(park, ORCA)


def test_explain_agrees_with_legal_cells_everywhere() -> None:
    park = park_of({"2C": "orca-plain1", "3C": "orca-plain2", "1D": "dolphin-plain1",
                    "4B": "hippo-plain1"}, trainers=["2E"])
    for tile in (ORCA, DOLPHIN, HIPPO, plain(Species.PENGUIN), plain(Species.TURTLE)):
        legal = set(legal_cells(park, tile))
        for column in range(-2, 8):
            for row in range(-1, 8):
                assert (explain_cell(park, tile, (column, row)) is None) == ((column, row)
                                                                             in legal)


def test_legal_cells_takes_under_2_ms() -> None:
    """Listing legal cells is fast enough to speak at once, even in a big, busy park."""
    park = park_of(
        {"1B": "orca-plain1", "1C": "orca-plain2", "3A": "dolphin-plain1",
         "3B": "dolphin-plain2", "3D": "hippo-plain1", "4D": "hippo-fish1", "2G": "penguin-plain1"},
        trainers=["2E"],
        boards=[(BoardSize.LARGE, ["2F", "2G", "3F", "3G"]),
                (BoardSize.LARGE, ["6C", "6D", "7C", "7D"]),
                (BoardSize.SMALL, ["2Z", "3Z", "3Y"])])
    tiles = [ORCA, DOLPHIN, HIPPO, plain(Species.PENGUIN), plain(Species.TURTLE)]
    calls = 2000
    start = time.perf_counter()
    for index in range(calls):
        legal_cells(park, tiles[index % len(tiles)])
    per_call = (time.perf_counter() - start) / calls
    assert per_call < 0.002, per_call


# -- expansion boards ------------------------------------------------------------------------------

def test_board_shapes_small_l_in_four_rotations_and_large_square() -> None:
    assert len(SHAPES[BoardSize.SMALL]) == 4 and len(SHAPES[BoardSize.LARGE]) == 1
    assert all(len(s) == 3 for s in SHAPES[BoardSize.SMALL])
    l_shape = frozenset(parse_cell(c) for c in ("2F", "3F", "3G"))
    assert board_size_of(l_shape) is BoardSize.SMALL
    assert board_size_of(frozenset(parse_cell(c) for c in ("2F", "3F", "4F"))) is None


def test_board_placements_share_an_edge_and_never_overlap() -> None:
    for size in BoardSize:
        placements = legal_board_placements(BASE_FIELDS, size)
        assert placements and len(set(placements)) == len(placements)
        for cells in placements:
            assert len(cells) == size.field_count
            assert not cells & BASE_FIELDS
            assert any(n in BASE_FIELDS for c in cells for n in orthogonal(c))
            assert explain_board(BASE_FIELDS, size, cells) is None


def test_no_board_covers_the_printed_corners_of_the_base_board() -> None:
    """4A, 5A and 5B are not fields but hold the printed cash desks and feeding stations
    ("bottom left" in the rulebook); 1A, 1E and 5E are artwork.  In this app no expansion
    board covers any part of the printed 1A-E5 board, even where an L would fit."""
    notch = frozenset(parse_cell(c) for c in ("4A", "5A", "5B"))
    assert notch not in legal_board_placements(BASE_FIELDS, BoardSize.SMALL)
    reason = explain_board(BASE_FIELDS, BoardSize.SMALL, notch)
    assert reason is not None and reason.reason == "aquaretto-error-board-overlaps"
    assert reason.args_map == {"cell": "4A"}
    for size in BoardSize:
        for cells in legal_board_placements(BASE_FIELDS, size):
            assert not any(0 <= c <= 4 and 1 <= r <= 5 for c, r in cells)
    # Beside the board, next to a field: fine; next to a corner only: not touching.
    assert frozenset(parse_cell(c) for c in ("4F", "4G", "5F", "5G")) in \
        legal_board_placements(BASE_FIELDS, BoardSize.LARGE)
    assert frozenset(parse_cell(c) for c in ("5F", "5G", "6F", "6G")) not in \
        legal_board_placements(BASE_FIELDS, BoardSize.LARGE)


def test_corner_contact_alone_is_not_enough() -> None:
    """A board touching the park only at a corner does not share a field edge."""
    corner = frozenset(parse_cell(c) for c in ("0F", "0G", "-1F", "-1G"))
    assert corner not in legal_board_placements(BASE_FIELDS, BoardSize.LARGE)
    reason = explain_board(BASE_FIELDS, BoardSize.LARGE, corner)
    assert reason is not None and reason.reason == "aquaretto-error-board-not-touching"


def test_board_explanations() -> None:
    overlap = frozenset(parse_cell(c) for c in ("2E", "2F", "3E", "3F"))
    reason = explain_board(BASE_FIELDS, BoardSize.LARGE, overlap)
    assert reason is not None and reason.reason == "aquaretto-error-board-overlaps"
    assert reason.args_map == {"cell": "2E"}
    wrong = frozenset(parse_cell(c) for c in ("2F", "3F", "3G"))
    reason = explain_board(BASE_FIELDS, BoardSize.LARGE, wrong)
    assert reason is not None and reason.reason == "aquaretto-error-board-shape"


@pytest.mark.parametrize(("direction", "expected"), [
    ((1, 0), ["F", "G", "H", "I", "J", "K", "L", "M"]),
    ((-1, 0), ["Z", "Y", "X", "W", "V", "U", "T", "S"]),
    ((0, 1), ["6", "7", "8", "9", "10", "11", "12", "13"]),
    ((0, -1), ["0", "-1", "-2", "-3", "-4", "-5", "-6", "-7"]),
])
def test_four_boards_in_one_direction_reach_eight_fields_and_stay_named(
        direction: tuple[int, int], expected: list[str]) -> None:
    """Two large and two small boards, each placed as far out as possible, add 8 columns
    (or rows) beyond the base board, all with the names RULES-FACTS gives."""
    park = Park()
    dx, dy = direction
    for size in (BoardSize.LARGE, BoardSize.LARGE, BoardSize.SMALL, BoardSize.SMALL):
        options = legal_board_placements(park.fields, size)
        best = max(options, key=lambda cells: max(c * dx + r * dy for c, r in cells))
        park = park.with_expansion(size, best)
    new = park.fields - BASE_FIELDS
    if dx:
        labels = sorted({cell_name(c)[-1] for c in new}, key=lambda l: dx * parse_cell("1" + l)[0])
    else:
        labels = sorted({cell_name(c)[:-1] for c in new}, key=lambda r: dy * int(r))
    assert labels == expected
    assert park.species_limit == 5
