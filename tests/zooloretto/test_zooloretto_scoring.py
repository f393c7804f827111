"""Zooloretto final scoring: each rule, the FAQ points on stalls, and ties."""

from __future__ import annotations

from dataclasses import replace

from accessible_games.games.zooloretto.rules.scoring import (
    barn_points, enclosure_points, outcome_of, score_sheet, stall_points,
)
from accessible_games.games.zooloretto.rules.state import PlayerState
from accessible_games.games.zooloretto.rules.tiles import (
    STALL_TILES, Species, StallType, Tile, TileKind, species_tiles,
)
from accessible_games.games.zooloretto.rules.zoo import (
    EXPANSION, FIVE, FOUR, SIX, Enclosure, EnclosureSpec,
)


def animals(species: Species, count: int) -> tuple[Tile, ...]:
    return species_tiles(species)[:count]


def stall(kind: StallType, number: int = 1) -> Tile:
    return Tile(kind.value, TileKind.STALL, number)


def pen(spec: EnclosureSpec, count: int,
        stalls: tuple[Tile | None, ...] | None = None) -> Enclosure:
    empty = Enclosure.empty(spec)
    return replace(empty, animals=animals(Species.CAMEL, count),
                   stalls=stalls if stalls is not None else empty.stalls)


def test_full_enclosures_score_their_high_value() -> None:
    assert [enclosure_points(pen(s, s.capacity)) for s in (FIVE, FOUR, SIX, EXPANSION)] == [
        8, 5, 10, 9]


def test_one_short_scores_the_low_value() -> None:
    assert [enclosure_points(pen(s, s.capacity - 1)) for s in (FIVE, FOUR, SIX, EXPANSION)] == [
        5, 4, 6, 5]


def test_two_or_more_short_without_a_stall_scores_nothing() -> None:
    assert enclosure_points(pen(SIX, 4)) == 0
    assert enclosure_points(pen(FIVE, 1)) == 0


def test_two_or_more_short_with_a_stall_scores_one_per_animal() -> None:
    assert enclosure_points(pen(SIX, 4, (stall(StallType.FOOD),))) == 4
    assert enclosure_points(pen(FIVE, 2, (stall(StallType.DRINKS),))) == 2


def test_one_stall_is_enough_next_to_the_four_space_enclosure() -> None:
    assert enclosure_points(pen(FOUR, 2, (stall(StallType.FOOD), None))) == 2
    assert enclosure_points(pen(FOUR, 2, (None, stall(StallType.FOOD)))) == 2
    assert enclosure_points(pen(FOUR, 2, (None, None))) == 0


def test_an_empty_enclosure_scores_nothing_even_with_a_stall() -> None:
    assert enclosure_points(pen(FIVE, 0, (stall(StallType.FOOD),))) == 0


def test_two_points_per_different_stall_type_in_the_zoo() -> None:
    player = PlayerState(enclosures=(
        pen(FIVE, 0, (stall(StallType.FOOD, 1),)),
        pen(FOUR, 0, (stall(StallType.FOOD, 2), stall(StallType.DRINKS))),
        pen(SIX, 0, (stall(StallType.BALLOONS),))))
    assert stall_points(player) == 6


def test_a_stall_that_helps_an_enclosure_still_counts_for_variety() -> None:
    player = PlayerState(enclosures=(pen(FIVE, 3, (stall(StallType.FOOD),)), pen(FOUR, 0),
                                     pen(SIX, 0)))
    sheet = score_sheet(player)
    assert sheet.enclosures == 3 and sheet.stalls == 2 and sheet.total == 5


def test_barn_costs_two_per_species_and_two_per_stall_type() -> None:
    barn = (animals(Species.CAMEL, 3) + animals(Species.PANDA, 1)
            + (stall(StallType.FOOD, 1), stall(StallType.FOOD, 2), stall(StallType.DRINKS)))
    assert barn_points(PlayerState(barn=barn)) == -8


def test_coins_are_not_points() -> None:
    assert score_sheet(PlayerState(coins=9)).total == 0


def test_twelve_stalls_in_the_box() -> None:
    assert len(STALL_TILES) == 12


def test_higher_score_wins() -> None:
    result = outcome_of([score_sheet(PlayerState(enclosures=(pen(FIVE, 5),))),
                         score_sheet(PlayerState())])
    assert result.scores == (8, 0) and result.places == (1, 2) and result.tie_break == "none"


def test_tie_broken_by_more_coins() -> None:
    rich = PlayerState(enclosures=(pen(FIVE, 5),), coins=4)
    poor = PlayerState(enclosures=(pen(FIVE, 5),), coins=1)
    result = outcome_of([score_sheet(poor), score_sheet(rich)])
    assert result.places == (2, 1) and result.tie_break == "coins" and result.winners == (1,)


def test_tie_on_coins_too_is_a_shared_win() -> None:
    a = PlayerState(enclosures=(pen(FIVE, 5),), coins=2)
    result = outcome_of([score_sheet(a), score_sheet(a), score_sheet(PlayerState())])
    assert result.places == (1, 1, 3) and result.tie_break == "shared"
    assert result.winners == (0, 1)


def test_outcome_details_by_category() -> None:
    result = outcome_of([score_sheet(PlayerState(coins=3), {"bonus": 2})])
    assert result.details == {"enclosures": (0,), "stalls": (0,), "barn": (0,), "coins": (3,),
                              "bonus": (2,)}
    assert result.scores == (2,)
