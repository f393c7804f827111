"""Attractiveness after every tile (rulebook "Nastavení atraktivity ZOO"): visitor figures
by each colour's best region (2 first, 1 second, 1 for a sole contender), tree figures the
same way, and ties going to the region or zoo that reached the value LATER."""

from __future__ import annotations

from types import SimpleNamespace

from accessible_games.games.ozoolemio.rules import OzooState
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.attraction import Standing, figures, ranking
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Category

RED = CATEGORIES.index(Category.BIRDS)


def red(state: OzooState) -> tuple[int, ...]:
    return state.visitors[RED]


def three_players(kit: SimpleNamespace) -> OzooState:
    state: OzooState = kit.game(3, starts=[kit.TEST_START] * 3)
    return state


def test_figures_first_two_second_one_sole_one() -> None:
    assert figures([Standing(4, 1), Standing(0, 0), Standing(0, 0)]) == (1, 0, 0)
    assert figures([Standing(4, 1), Standing(6, 2), Standing(1, 3)]) == (1, 2, 0)
    assert figures([Standing(0, 0), Standing(0, 0)]) == (0, 0)


def test_a_tie_goes_to_the_value_reached_later() -> None:
    assert ranking([Standing(5, 9), Standing(5, 4), Standing(7, 1)]) == (2, 0, 1)
    assert figures([Standing(5, 4), Standing(5, 9)]) == (1, 2)


def test_the_rulebook_example_reaching_the_leaders_takes_one_from_each(
        kit: SimpleNamespace) -> None:
    """A has red 5 (2 figures), B red 3 (1 figure); C reaches red 5 with a new tile and
    takes one figure from each: C 2, A 1, B 0."""
    state = three_players(kit)
    state = kit.lay(state, 0, "R2:nes|Y1:ws", "M2", "e").state
    assert red(state) == (1, 0, 0)
    state = kit.lay(state, 0, "R3:ne|G1:wn", "M3", "e").state
    assert state.players[0].visitors[RED] == Standing(5, 2)
    state = kit.lay(state, 1, "R3:nes|Y1:ws", "M2", "e").state
    assert red(state) == (2, 1, 0)
    state = kit.lay(state, 2, "R2:nes|Y1:ws", "M2", "e").state
    assert red(state) == (2, 1, 0)
    transition = kit.lay(state, 2, "R3:ne|G1:wn", "M3", "e")
    assert red(transition.state) == (1, 0, 2)
    assert ev.VisitorsMoved(Category.BIRDS, (2, 1, 0), (1, 0, 2)) in transition.events


def test_an_earlier_equal_value_does_not_take_the_figures(kit: SimpleNamespace) -> None:
    """The issue's wording suggested the opposite; the rulebook says the later region wins,
    so the first to reach a value loses the tie to whoever matches it afterwards."""
    state = three_players(kit)
    state = kit.lay(state, 0, "R3:nes|Y1:ws", "M2", "e").state
    state = kit.lay(state, 1, "R3:nes|Y1:ws", "M2", "e").state
    assert red(state) == (1, 2, 0)


def test_a_second_region_reaching_the_same_value_counts_as_reached_later(
        kit: SimpleNamespace) -> None:
    """Read region by region: seat 0's new red 3 on N3 (only diagonal to its red 3 on M2,
    so a separate region) is reached after seat 1's red 3, and wins the tie back."""
    state = three_players(kit)
    state = kit.lay(state, 0, "R3:nes|Y1:ws", "M2", "e").state
    state = kit.lay(state, 1, "R3:nes|Y1:ws", "M2", "e").state
    assert red(state) == (1, 2, 0)
    state = kit.lay(state, 0, "G1:ne|R3:wn", "M3", "e").state
    assert state.players[0].visitors[RED] == Standing(3, 3)
    assert red(state) == (2, 1, 0)


def test_a_tile_adding_less_than_the_best_changes_nothing(kit: SimpleNamespace) -> None:
    state = three_players(kit)
    state = kit.lay(state, 0, "R3:nes|Y1:ws", "M2", "e").state
    state = kit.lay(state, 1, "R2:nes|Y1:ws", "M2", "e").state
    assert red(state) == (2, 1, 0)
    transition = kit.lay(state, 1, "G1:ne|R1:wn", "M3", "e")
    assert red(transition.state) == (2, 1, 0)
    assert transition.state.players[1].visitors[RED] == Standing(2, 2)
    assert not any(isinstance(e, ev.VisitorsMoved) and e.category is Category.BIRDS
                   for e in transition.events)


def test_trees_most_two_second_one_ties_to_the_later(kit: SimpleNamespace) -> None:
    state = three_players(kit)
    state = kit.lay(state, 0, "R1t:nes|Y1:ws", "M2", "e").state
    assert state.tree_figures == (1, 0, 0)
    transition = kit.lay(state, 1, "R1:nes|Y1t:ws", "M2", "e")
    assert transition.state.tree_figures == (1, 2, 0)
    assert ev.TreeFiguresMoved((1, 0, 0), (1, 2, 0)) in transition.events
    state = kit.lay(transition.state, 2, "R1tt:nes|Y1:ws", "M2", "e").state
    assert state.tree_figures == (0, 1, 2)
    state = kit.lay(state, 1, "G1:ne|O1:wn", "M3", "e").state
    assert state.tree_figures == (0, 1, 2) and state.players[1].trees == Standing(1, 2)


def test_figures_never_exceed_three_per_colour(kit: SimpleNamespace) -> None:
    state = three_players(kit)
    for seat in range(3):
        state = kit.lay(state, seat, "R1t:nes|Y1:ws", "M2", "e").state
        assert all(sum(colour) <= 3 for colour in state.visitors)
        assert sum(state.tree_figures) <= 3
