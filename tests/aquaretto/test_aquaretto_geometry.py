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
    """RULES-FACTS: rows 1-5 of columns A-E, without A1, E1, A4, A5, B5, E5."""
    assert len(BASE_FIELDS) == 19
    assert names(BASE_FIELDS) == [
        "B1", "C1", "D1",
        "A2", "B2", "C2", "D2", "E2",
        "A3", "B3", "C3", "D3", "E3",
        "B4", "C4", "D4", "E4",
        "C5", "D5"]


@pytest.mark.parametrize(("cell", "name"), [
    ((0, 1), "A1"), ((4, 5), "E5"), ((5, 3), "F3"), ((12, 3), "M3"), ((-1, 3), "Z3"),
    ((-2, 3), "Y3"), ((-8, 3), "S3"), ((2, 0), "C0"), ((2, -1), "C-1"), ((2, -7), "C-7"),
    ((2, 6), "C6"), ((2, 13), "C13"), ((-8, -7), "S-7"), ((12, 13), "M13"),
])
def test_cell_names_in_every_direction(cell: tuple[int, int], name: str) -> None:
    """Right of E the alphabet goes on (F..M), left of A it counts back from Z (Z..S),
    rows above 1 are 0, -1, ..., rows below 5 are 6, 7, ..."""
    assert cell_name(cell) == name
    assert parse_cell(name) == cell
    assert parse_cell(name.lower()) == cell
    assert parse_cell(f" {name} ") == cell


def test_every_named_cell_round_trips_and_names_are_unique() -> None:
    cells = [(c, r) for c in range(MIN_COLUMN, MAX_COLUMN + 1)
             for r in range(MIN_ROW, MAX_ROW + 1)]
    all_names = [cell_name(c) for c in cells]
    assert len(set(all_names)) == len(cells)
    assert all(parse_cell(n) == c for n, c in zip(all_names, cells))


@pytest.mark.parametrize("text", ["N3", "R1", "A14", "A-8", "T-8", "", "C", "CC3", "3C", "C 3 3",
                                  "Ä3", "C3x", "C--1"])
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
    assert names(orthogonal(parse_cell("C3"))) == ["C2", "B3", "D3", "C4"]
    assert names(surrounding(parse_cell("C3"))) == ["B2", "C2", "D2", "B3", "D3", "B4", "C4",
                                                   "D4"]
    assert names(orthogonal(parse_cell("A1"))) == ["A0", "Z1", "B1", "A2"]


# -- legal cells ----------------------------------------------------------------------------------

def test_empty_park_accepts_any_species_anywhere_in_reading_order() -> None:
    assert legal_cells(Park(), ORCA) == in_reading_order(BASE_FIELDS)


def test_a_tile_must_join_its_species_pool() -> None:
    """One pool per species: the second orca must share an edge with the first."""
    park = park_of({"C3": "orca-plain1"})
    assert names(legal_cells(park, ORCA)) == ["C2", "B3", "D3", "C4"]


def test_different_species_never_share_an_edge_but_may_touch_corners() -> None:
    park = park_of({"C3": "orca-plain1"})
    cells = names(legal_cells(park, DOLPHIN))
    for touching in ("C2", "B3", "D3", "C4"):
        assert touching not in cells
    for corner in ("B2", "D2", "B4", "D4"):
        assert corner in cells


def test_species_limit_three_plus_one_per_large_board() -> None:
    """Three species fill the limit; a large expansion board allows a fourth, a small one not."""
    park = park_of({"B1": "orca-plain1", "D1": "dolphin-plain1", "B4": "penguin-plain1"})
    assert legal_cells(park, HIPPO) == ()
    reason = explain_cell(park, HIPPO, parse_cell("E3"))
    assert reason is not None and reason.reason == "aquaretto-error-species-limit"
    assert reason.args_map == {"species": "hippo", "limit": 3}
    small = park.with_expansion(BoardSize.SMALL, frozenset(parse_cell(c) for c in ("F2", "F3",
                                                                                  "G3")))
    assert legal_cells(small, HIPPO) == ()
    large = park.with_expansion(BoardSize.LARGE, frozenset(parse_cell(c) for c in ("F2", "G2",
                                                                                  "F3", "G3")))
    assert large.species_limit == 4
    assert "G3" in names(legal_cells(large, HIPPO))
    assert "E3" in names(legal_cells(large, HIPPO))


def test_trainer_fields_are_not_free() -> None:
    park = park_of({"C3": "orca-plain1"}, trainers=["C2"])
    assert "C2" not in names(legal_cells(park, ORCA))
    reason = explain_cell(park, ORCA, parse_cell("C2"))
    assert reason is not None and reason.reason == "aquaretto-error-trainer-there"
    assert "C2" not in names(trainer_cells(park)) and "C3" not in names(trainer_cells(park))
    assert len(trainer_cells(park)) == 17


def test_coin_tiles_have_no_cell() -> None:
    coin = Tile(TileKind.COIN, None, 1)
    assert legal_cells(Park(), coin) == ()
    reason = explain_cell(Park(), coin, parse_cell("C3"))
    assert reason is not None and reason.reason == "aquaretto-error-not-an-animal"


@pytest.mark.parametrize(("cell", "reason", "args"), [
    ("A1", "aquaretto-error-not-a-field", {"cell": "A1"}),
    ("F3", "aquaretto-error-not-a-field", {"cell": "F3"}),
    ("C3", "aquaretto-error-occupied", {"cell": "C3", "species": "orca"}),
    ("B2", "aquaretto-error-trainer-there", {"cell": "B2"}),
    ("E4", "aquaretto-error-not-adjacent-to-pool", {"cell": "E4", "species": "orca"}),
    ("C1", "aquaretto-error-touches-other-species",
     {"cell": "C1", "species": "orca", "other": "dolphin", "neighbour": "D1"}),
])
def test_explanations_name_the_reason_and_the_cells(cell: str, reason: str,
                                                    args: dict[str, object]) -> None:
    """Why not: the orca pool is C2-C3, a dolphin stands on D1, a trainer on B2."""
    park = park_of({"C2": "orca-plain1", "C3": "orca-plain2", "D1": "dolphin-plain1"},
                   trainers=["B2"])
    found = explain_cell(park, ORCA, parse_cell(cell))
    assert found is not None
    assert (found.reason, found.args_map) == (reason, args)
    assert parse_cell(cell) not in legal_cells(park, ORCA)


def test_explain_agrees_with_legal_cells_everywhere() -> None:
    park = park_of({"C2": "orca-plain1", "C3": "orca-plain2", "D1": "dolphin-plain1",
                    "B4": "hippo-plain1"}, trainers=["E2"])
    for tile in (ORCA, DOLPHIN, HIPPO, plain(Species.PENGUIN), plain(Species.TURTLE)):
        legal = set(legal_cells(park, tile))
        for column in range(-2, 8):
            for row in range(-1, 8):
                assert (explain_cell(park, tile, (column, row)) is None) == ((column, row)
                                                                             in legal)


def test_legal_cells_takes_under_2_ms() -> None:
    """Listing legal cells is fast enough to speak at once, even in a big, busy park."""
    park = park_of(
        {"B1": "orca-plain1", "C1": "orca-plain2", "A3": "dolphin-plain1",
         "B3": "dolphin-plain2", "D3": "hippo-plain1", "D4": "hippo-fish1", "G2": "penguin-plain1"},
        trainers=["E2"],
        boards=[(BoardSize.LARGE, ["F2", "G2", "F3", "G3"]),
                (BoardSize.LARGE, ["C6", "D6", "C7", "D7"]),
                (BoardSize.SMALL, ["Z2", "Z3", "Y3"])])
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
    l_shape = frozenset(parse_cell(c) for c in ("F2", "F3", "G3"))
    assert board_size_of(l_shape) is BoardSize.SMALL
    assert board_size_of(frozenset(parse_cell(c) for c in ("F2", "F3", "F4"))) is None


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
    """A4, A5 and B5 are not fields but hold the printed cash desks and feeding stations
    ("bottom left" in the rulebook); A1, E1 and E5 are artwork.  In this app no expansion
    board covers any part of the printed A1-E5 board, even where an L would fit."""
    notch = frozenset(parse_cell(c) for c in ("A4", "A5", "B5"))
    assert notch not in legal_board_placements(BASE_FIELDS, BoardSize.SMALL)
    reason = explain_board(BASE_FIELDS, BoardSize.SMALL, notch)
    assert reason is not None and reason.reason == "aquaretto-error-board-overlaps"
    assert reason.args_map == {"cell": "A4"}
    for size in BoardSize:
        for cells in legal_board_placements(BASE_FIELDS, size):
            assert not any(0 <= c <= 4 and 1 <= r <= 5 for c, r in cells)
    # Beside the board, next to a field: fine; next to a corner only: not touching.
    assert frozenset(parse_cell(c) for c in ("F4", "G4", "F5", "G5")) in \
        legal_board_placements(BASE_FIELDS, BoardSize.LARGE)
    assert frozenset(parse_cell(c) for c in ("F5", "G5", "F6", "G6")) not in \
        legal_board_placements(BASE_FIELDS, BoardSize.LARGE)


def test_corner_contact_alone_is_not_enough() -> None:
    """A board touching the park only at a corner does not share a field edge."""
    corner = frozenset(parse_cell(c) for c in ("F0", "G0", "F-1", "G-1"))
    assert corner not in legal_board_placements(BASE_FIELDS, BoardSize.LARGE)
    reason = explain_board(BASE_FIELDS, BoardSize.LARGE, corner)
    assert reason is not None and reason.reason == "aquaretto-error-board-not-touching"


def test_board_explanations() -> None:
    overlap = frozenset(parse_cell(c) for c in ("E2", "F2", "E3", "F3"))
    reason = explain_board(BASE_FIELDS, BoardSize.LARGE, overlap)
    assert reason is not None and reason.reason == "aquaretto-error-board-overlaps"
    assert reason.args_map == {"cell": "E2"}
    wrong = frozenset(parse_cell(c) for c in ("F2", "F3", "G3"))
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
        labels = sorted({cell_name(c)[0] for c in new}, key=lambda l: dx * parse_cell(l + "1")[0])
    else:
        labels = sorted({cell_name(c)[1:] for c in new}, key=lambda r: dy * int(r))
    assert labels == expected
    assert park.species_limit == 5
