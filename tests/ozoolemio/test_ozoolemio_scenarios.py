"""The O Zoo le Mio scenario files: the rulebook's worked examples as data, played through
the rules with the real tile set.

Each example lives in accessible_games/scenarios/o-zoo-le-mio/<name>.json, the same files
the tutorials play: a table built by replaying the tiles laid so far through the rules
(``accessible_games.games.ozoolemio.scenario``), a move of sealed bids and a placement, and
the outcome the rules must give.  These tests check that every required example is
there and holds, that the built table is a consistent game (the property tests'
invariants), that every learner step is a real choice, and that the examples show what
their explanations say; test_ozoolemio_scenarios_refused checks that broken files are refused.

The tests of the rules core with tiles made up for the purpose (test_ozoolemio_attraction,
test_ozoolemio_zoo, test_ozoolemio_rounds) stay as they are; these repeat the same
examples with the tiles of data/tiles.json, as a learner meets them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.games.ozoolemio.rules import GAME, Phase, Place
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.attraction import Standing
from accessible_games.games.ozoolemio.rules.geometry import Side, parse_cell
from accessible_games.games.ozoolemio.rules.regions import best_region_stars
from accessible_games.games.ozoolemio.rules.transitions import reveal_count
from accessible_games.games.ozoolemio.rules.state import TOTAL_COINS, Variant
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Category
from accessible_games.scenarios import Scenario
from accessible_games.scenarios.library import (
    adapter_for, load_scenario, load_scenarios, play_scenario, scenario_names,
)
from accessible_games.games.ozoolemio.scenario import QUESTION_WORDS, WHO_QUESTIONS
from accessible_games.games.ozoolemio.queries import OZOO_COMMANDS, SHARED_COMMANDS
from tests.ozoolemio.invariants import check_invariants
from tests.scenario_files import folder

GAME_ID = "o-zoo-le-mio"
ROOT = Path(__file__).resolve().parents[2]
FOLDER = folder(GAME_ID)
NAMES = scenario_names(GAME_ID)
"""The files' names; each test loads what it needs, so a broken file fails only its tests."""
ADAPTER = adapter_for(GAME_ID)
RED = CATEGORIES.index(Category.BIRDS)

REQUIRED_EXAMPLES = {
    "auction tie: the higher flag wins and drops to the bottom": "auction-tie",
    "all bids zero: the tile goes free to the top flag": "zero-bids",
    "placing: paths continue, grass against grass is refused": "placing-a-tile",
    "the rulebook's example: reaching the leaders later takes one from each":
        "reaching-the-leaders",
    "trees: most trees get 2 figures, ties to the later": "most-trees",
    "a closed loop earns a bench": "one-loop",
    "one tile closing two loops earns two benches": "two-loops-at-once",
    "a big loop made of two small ones counts twice, not three times":
        "big-loop-counts-once",
    "round scoring times the round number, then income": "round-scoring",
    "the tree variant reveals until 3 tiles show trees": "tree-variant-reveal",
}
"""The examples the tutorials must teach, by what they teach."""

TOPICS_TAUGHT = {
    "auction-tie": "auction", "zero-bids": "auction", "placing-a-tile": "placing",
    "reaching-the-leaders": "visitors", "most-trees": "trees", "one-loop": "benches",
    "two-loops-at-once": "benches", "big-loop-counts-once": "benches",
    "round-scoring": "scoring", "tree-variant-reveal": "variant",
}
"""A rules topic each required example must name, so the learner can look the rule up."""


def by_name(name: str) -> Scenario:
    return load_scenario(GAME_ID, name)


# -- every example is there and holds ---------------------------------------------------

def test_every_required_example_has_its_scenario() -> None:
    scenarios = load_scenarios(GAME_ID)
    assert set(REQUIRED_EXAMPLES.values()) <= set(NAMES)
    assert 9 <= len(scenarios) <= 12
    for name, topic in TOPICS_TAUGHT.items():
        assert topic in by_name(name).teaches, name
    assert all(by_name(name).source == "rulebook" for name in REQUIRED_EXAMPLES.values())
    assert [s.order for s in scenarios] == sorted({s.order for s in scenarios})
    assert all(s.order % 10 == 0 for s in scenarios)


@pytest.mark.parametrize("name", NAMES)
def test_position_is_a_consistent_table_and_stays_one(name: str) -> None:
    """Coins conserved at 35, every tile in exactly one place, every zoo's paths
    continuous, figures conserved and matching the standings: before the move, after
    each step and at the end.  The table waits for the bids of an open auction."""
    scenario = by_name(name)
    state, learner = ADAPTER.build(scenario)
    check_invariants(state)
    position = scenario.position
    assert ADAPTER.seat_count(state) == position["players"] == state.player_count
    assert state.phase is Phase.BID and GAME.to_move(state) == set(range(state.player_count))
    assert learner == position["learner"]
    assert state.round == position.get("round", 1)
    assert list(state.flags) == position["flags"] and list(state.coins) == position["coins"]
    assert sum(state.coins) + state.bank == TOTAL_COINS
    assert [t.id for t in state.display] == position["display"]
    assert [t.id for t in state.stack[:len(position.get("stack", []))]] == \
        position.get("stack", [])
    laid = [entry.split()[1] for entries in position["laid"] for entry in entries]
    in_zoos = [t.tile.id for p in state.players for t in p.zoo.tiles[1:]]
    assert sorted(in_zoos) == sorted(laid)
    assert state.placements == len(laid) and state.last_auction is None
    assert state.auction == len(position["laid"][-1]) + 1
    for seat, action in ADAPTER.steps(scenario):
        state = GAME.apply(state, seat, action).state
        check_invariants(state)
    assert state.phase is not Phase.PLACE, "the move ends once the tile is laid"


@pytest.mark.parametrize("name", NAMES)
def test_learner_steps_are_real_choices(name: str) -> None:
    """Every step is legal and its seat's to make when it comes; the learner bids (among
    several amounts), wins the auction and lays the tile (among several places)."""
    scenario = by_name(name)
    state, learner = ADAPTER.build(scenario)
    steps = ADAPTER.steps(scenario)
    assert isinstance(steps[-1][1], Place) and steps[-1][0] == learner
    bids = [seat for seat, action in steps if not isinstance(action, Place)]
    assert sorted(bids) == list(range(state.player_count)), "every seat bids once"
    for seat, action in steps:
        assert seat in GAME.to_move(state)
        legal = GAME.legal_actions(state, seat)
        assert action in legal
        if seat == learner:
            assert len(legal) >= 2, GAME.action_to_json(action)
        state = GAME.apply(state, seat, action).state
    assert state.last_auction is not None and state.last_auction.winner == learner


def test_question_words_are_commands_of_the_ozoolemio_session() -> None:
    assert WHO_QUESTIONS <= QUESTION_WORDS <= set(OZOO_COMMANDS) | set(SHARED_COMMANDS)
    asked = {line.split()[0] for s in load_scenarios(GAME_ID) for line in s.read + s.then}
    assert asked <= QUESTION_WORDS


# -- what the examples show, checked beyond the files' own expectations -------------------

def test_the_tie_is_won_on_the_flag_and_the_zero_bids_for_free() -> None:
    before, after, events = play_scenario(by_name("auction-tie"))
    revealed = next(e for e in events if isinstance(e, ev.BidsRevealed))
    assert revealed.tied == (0, 1) and revealed.price == 3 and revealed.winner == 0
    assert before.flags[0] == 2, "the top flag bid less and does not count"
    assert ev.FlagMoved(0, (2, 1, 0)) in events
    before, after, events = play_scenario(by_name("zero-bids"))
    revealed = next(e for e in events if isinstance(e, ev.BidsRevealed))
    assert revealed.bids == (0, 0) and revealed.price == 0 and revealed.tied == (0, 1)
    assert after.bank == before.bank and after.coins == before.coins
    assert ev.FlagMoved(0, (1, 0)) in events


def test_the_refused_placements_are_refused_by_the_game_too() -> None:
    """The placements the placing example calls refused are not in the legal list, and
    the game explains each with the same reason."""
    scenario = by_name("placing-a-tile")
    state, learner = ADAPTER.build(scenario)
    for seat, action in ADAPTER.steps(scenario)[:-1]:
        state = GAME.apply(state, seat, action).state
    assert state.phase is Phase.PLACE and state.placer == learner
    legal = GAME.legal_actions(state, learner)
    for text, reason in scenario.expected["refused"].items():
        cell, facing = text.split()
        place = Place(parse_cell(cell), Side(facing))
        assert place not in legal
        found = GAME.explain(state, learner, place)
        assert found is not None and found.reason == f"ozoolemio-error-{reason}"


def test_the_rulebook_example_reaching_the_leaders_takes_one_from_each() -> None:
    """A (seat 1) has red 5 and 2 figures, B (seat 2) red 3 and 1 figure; C, the learner,
    reaches red 5 with a new tile later and takes one figure from each: C 2, A 1, B 0."""
    before, after, events = play_scenario(by_name("reaching-the-leaders"))
    assert before.visitors[RED] == (0, 2, 1)
    assert [p.visitors[RED].value for p in before.players] == [2, 5, 3]
    assert after.visitors[RED] == (2, 1, 0)
    assert after.players[0].visitors[RED] == Standing(5, before.placements + 1)
    assert after.players[0].visitors[RED].reached > after.players[1].visitors[RED].reached
    assert ev.VisitorsMoved(Category.BIRDS, (0, 2, 1), (2, 1, 0)) in events


def test_trees_go_to_the_zoo_that_reached_the_number_later() -> None:
    before, after, events = play_scenario(by_name("most-trees"))
    assert before.tree_figures == (1, 2)
    assert [p.trees.value for p in after.players] == [2, 2]
    assert after.players[0].trees.reached > after.players[1].trees.reached
    assert ev.TreeFiguresMoved((1, 2), (2, 1)) in events


@pytest.mark.parametrize("name, before_benches, new", [
    ("one-loop", 0, 1), ("two-loops-at-once", 0, 2), ("big-loop-counts-once", 1, 1),
])
def test_benches_count_the_new_small_loops(name: str, before_benches: int, new: int) -> None:
    before, after, events = play_scenario(by_name(name))
    assert before.players[0].benches == before_benches
    assert ev.BenchesPlaced(0, new, before_benches + new) in events


def test_the_big_loop_example_continues_the_one_loop_example() -> None:
    """The zoo before the big loop is the one loop example's zoo after its move."""
    _, after, _ = play_scenario(by_name("one-loop"))
    before, _ = ADAPTER.build(by_name("big-loop-counts-once"))
    assert after.players[0].zoo == before.players[0].zoo


def test_the_round_ends_scored_times_two_with_income() -> None:
    before, after, events = play_scenario(by_name("round-scoring"))
    assert before.round == 2 and len(before.display) == 1
    scored = [e for e in events if isinstance(e, ev.RoundScored)]
    assert scored == [ev.RoundScored(0, 2, 6, 0, 2, 16, 22),
                      ev.RoundScored(1, 2, 5, 1, 0, 12, 17)]
    assert ev.IncomePaid(0, 4, 4) in events and ev.IncomePaid(1, 6, 6) in events
    assert after.round == 3 and len(after.display) == 5 and after.phase is Phase.BID
    assert [p.score for p in before.players] == [6, 5]


def test_the_variant_reveals_tiles_until_three_show_trees() -> None:
    before, after, events = play_scenario(by_name("tree-variant-reveal"))
    assert before.variant is Variant.TREES and before.auction == 3
    revealed = [e for e in events if isinstance(e, ev.TilesRevealed)]
    assert len(revealed) == 1 and revealed[0].round == 2
    tiles = revealed[0].tiles
    assert len(tiles) == 6 == reveal_count(tiles + after.stack, 2, Variant.TREES)
    assert sum(t.has_trees for t in tiles) == 3 and tiles[-1].has_trees
    assert sum(t.has_trees for t in tiles[:5]) == 2


def test_a_corner_joins_nothing_but_an_edge_would() -> None:
    """The explanation's claim: the same tile with its birds on N3 would make red 5."""
    scenario = by_name("corner-is-not-a-region")
    before, after, _ = play_scenario(scenario)
    assert best_region_stars(after.players[0].zoo, Category.BIRDS) == 3
    assert after.visitors[RED] == before.visitors[RED] == (1, 2)
    state = before
    for seat, action in ADAPTER.steps(scenario)[:-1]:
        state = GAME.apply(state, seat, action).state
    below = GAME.apply(state, 0, Place(parse_cell("N3"), Side.SOUTH)).state
    assert best_region_stars(below.players[0].zoo, Category.BIRDS) == 5
    assert below.visitors[RED] == (2, 1)
