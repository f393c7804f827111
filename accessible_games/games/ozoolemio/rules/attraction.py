"""Attractiveness standings and who holds the visitor and tree figures.

Rulebook, "Nastavení atraktivity ZOO", applied after every tile laid:

- For each colour, the player with the most attractive region takes 2
  visitor figures of that colour and the runner-up 1; if only one player has
  a region of that colour at all, that player takes just 1.  There are 3
  figures per colour.  Trees work the same way with the number of trees in
  the zoo (3 tree figures).
- A tie goes to the region (or zoo) that reached its value LATER: "považuje
  se za atraktivnější ta oblast, která tuto hodnotu atraktivity dosáhla
  později", and the rulebook's example: a player who reaches the same value
  as the figure holders with a new tile takes one figure from each of them.
  (The issue's text said "earlier" in one place; the rulebook is the
  authority.)  We read it region by region: a new tile that grows or joins a
  region of a colour makes that region's value "reached now", even when it
  only equals the player's best older region; a region the tile does not
  touch keeps its time.  Only one zoo changes at a time, so two players never
  reached equal values at the same moment, and the order is always strict.

A ``Standing`` is a player's best value and the placement number when a
region reached it; figures follow from the standings alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.regions import region_at
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Category
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo, squares_of

FIGURES_PER_COLOUR = 3
TREE_FIGURES = 3
FIRST_FIGURES, SECOND_FIGURES, SOLE_FIGURES = 2, 1, 1


@record
class Standing:
    """A player's best value in one contest and when (placement number) it was reached."""

    value: int = 0
    reached: int = 0


def ranking(standings: Sequence[Standing]) -> tuple[PlayerId, ...]:
    """Return the seats with a positive value, most attractive first (ties: reached later)."""
    seats = [seat for seat, s in enumerate(standings) if s.value > 0]
    return tuple(sorted(seats, key=lambda seat: (-standings[seat].value,
                                                 -standings[seat].reached, seat)))


def figures(standings: Sequence[Standing]) -> tuple[int, ...]:
    """Return how many figures each seat holds: 2 first and 1 second, or 1 for a sole
    contender.

    >>> figures([Standing(5, 3), Standing(5, 7), Standing(2, 9)])
    (1, 2, 0)
    >>> figures([Standing(0, 0), Standing(4, 2)])
    (0, 1)
    """
    held = [0] * len(standings)
    order = ranking(standings)
    if len(order) == 1:
        held[order[0]] = SOLE_FIGURES
    elif len(order) >= 2:
        held[order[0]] = FIRST_FIGURES
        held[order[1]] = SECOND_FIGURES
    return tuple(held)


def visitor_standings_after(zoo: Zoo, before: tuple[Standing, ...], placement: Placement,
                            now: int) -> tuple[Standing, ...]:
    """Return the five colour standings of a zoo after its newest tile, laid at
    ``placement`` as placement number ``now`` (``zoo`` already holds it)."""
    laid = zoo.tiles[-1]
    assert laid.placement == placement
    result = list(before)
    for cell, square in squares_of(laid.tile, placement):
        if square.category is None:
            continue
        region = region_at(zoo, cell)
        assert region is not None
        index = CATEGORIES.index(square.category)
        if region.stars >= result[index].value:
            result[index] = Standing(region.stars, now)
    return tuple(result)


def tree_standing_after(zoo: Zoo, before: Standing, now: int) -> Standing:
    """Return the tree standing of a zoo after its newest tile (placement number ``now``)."""
    if zoo.tiles[-1].tile.trees == 0:
        return before
    return Standing(zoo.trees, now)


def visitor_figures(standings: Sequence[Sequence[Standing]]) -> tuple[tuple[int, ...], ...]:
    """Return the visitor figures by colour (box order) and seat, from every seat's five
    colour standings."""
    return tuple(figures([seat[i] for seat in standings]) for i in range(len(CATEGORIES)))


def category_index(category: Category) -> int:
    """Return the position of ``category`` in every per-colour tuple."""
    return CATEGORIES.index(category)
