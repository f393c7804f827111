"""Zoo geometry: stable cell names in every direction (negative rows and columns too),
sides, orientations and the doctests of the rules modules."""

from __future__ import annotations

import doctest
import importlib

import pytest

from accessible_games.core.errors import InvalidAction
from accessible_games.games.ozoolemio.rules.geometry import (
    ORIENTATIONS, PAVILION, START_CELLS, Side, cell_name, column_name, in_reading_order,
    neighbours, parse_cell,
)

MODULES = ["geometry", "tiles", "zoo", "paths", "attraction", "auction", "scoring", "serial",
           "notation"]


def test_start_tile_and_pavilion_cells() -> None:
    assert [cell_name(c) for c in START_CELLS] == ["1M", "1N"]
    assert sorted(cell_name(c) for c in PAVILION) == ["0M", "0N"]


def test_columns_to_the_right_continue_like_a_spreadsheet() -> None:
    assert [column_name(c) for c in range(0, 16)] == [
        "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z", "AA", "AB"]
    assert column_name(14 + 26) == "BA"


def test_columns_to_the_left_count_back_from_the_two_letter_end() -> None:
    assert [column_name(c) for c in range(-1, -16, -1)] == [
        "L", "K", "J", "I", "H", "G", "F", "E", "D", "C", "B", "A", "ZZ", "ZY", "ZX"]
    assert column_name(-12 - 26) == "ZA" and column_name(-12 - 27) == "YZ"


def test_rows_grow_downwards_and_go_negative_above() -> None:
    assert cell_name((0, 2)) == "2M" and cell_name((0, 0)) == "0M"
    assert cell_name((3, -2)) == "-2P"


def test_names_never_collide_within_the_widest_possible_zoo() -> None:
    """A zoo has at most 52 halves, so at most 52 columns in any direction from M."""
    columns = range(-53, 54)
    names = [column_name(c) for c in columns]
    assert len(set(names)) == len(names)
    for column in columns:
        for row in (-30, -1, 0, 1, 30):
            assert parse_cell(cell_name((column, row))) == (column, row)


@pytest.mark.parametrize(("text", "cell"), [("m1", (0, 1)), (" zz 2 ", (-13, 2)),
                                             ("-3AA", (14, -3)), ("a0", (-12, 0))])
def test_parse_cell_is_forgiving_about_case_and_spaces(text: str, cell: tuple[int, int]) -> None:
    assert parse_cell(text) == cell


@pytest.mark.parametrize("text", ["", "M", "1", "MMM1", "M1.5", "Ä1", "M--1", "x" * 40])
def test_parse_cell_refuses_what_is_not_a_cell(text: str) -> None:
    with pytest.raises(InvalidAction) as error:
        parse_cell(text)
    assert error.value.reason == "ozoolemio-error-cell-syntax"


def test_sides_turn_clockwise_and_face_each_other() -> None:
    assert [s.turned(1) for s in Side] == [Side.EAST, Side.SOUTH, Side.WEST, Side.NORTH]
    assert all(s.opposite.opposite is s and s.opposite is not s for s in Side)
    assert [s.quarter_turns for s in ORIENTATIONS] == [0, 1, 2, 3]
    assert [cell_name(c) for _, c in neighbours((0, 1))] == ["0M", "1N", "2M", "1L"]


def test_reading_order_is_row_by_row() -> None:
    cells = [parse_cell(n) for n in ("2N", "1M", "2L", "1ZZ")]
    assert [cell_name(c) for c in in_reading_order(cells)] == ["1ZZ", "1M", "2L", "2N"]


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests_pass(name: str) -> None:
    module = importlib.import_module(f"accessible_games.games.ozoolemio.rules.{name}")
    result = doctest.testmod(module, verbose=False, report=False)
    assert result.failed == 0 and result.attempted > 0
