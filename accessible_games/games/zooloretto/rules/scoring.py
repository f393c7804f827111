"""Zooloretto final scoring, one function per rule, and the outcome with ties.

- An enclosure scores its high value when full, its low value when exactly one
  space is empty; with two or more empty spaces 1 point per animal if at least
  one stall stands next to it (on one of its own stall spaces), else nothing.
- +2 per different stall type on stall spaces.
- -2 per species and -2 per stall type in the barn.
- Coins are not points; they break ties (more coins wins), else a shared win.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from accessible_games.core.game import Outcome
from accessible_games.core.records import record
from accessible_games.games.delivery import rank
from accessible_games.games.zooloretto.rules.state import PlayerState
from accessible_games.games.zooloretto.rules.zoo import Enclosure

STALL_TYPE_POINTS = 2
BARN_PENALTY = 2
BASE_CATEGORIES = ("enclosures", "stalls", "barn", "coins")
"""The base game's categories; an expansion's score may replace any of them."""


def enclosure_points(enclosure: Enclosure) -> int:
    """Return one enclosure's points (full, one short, or per animal with a stall)."""
    count = len(enclosure.animals)
    if count == 0:
        return 0
    if enclosure.missing <= 0:
        return enclosure.spec.full_points
    if enclosure.missing == 1:
        return enclosure.spec.short_points
    return count if enclosure.has_stall() else 0


def enclosures_points(player: PlayerState) -> int:
    """Return the points of all the player's enclosures."""
    return sum(enclosure_points(e) for e in player.enclosures)


def stall_points(player: PlayerState) -> int:
    """Return +2 per different stall type on the player's stall spaces."""
    return STALL_TYPE_POINTS * len(player.zoo_stall_types())


def barn_points(player: PlayerState) -> int:
    """Return -2 per species and -2 per stall type in the barn, and -2 for any number of
    construction sites there (mini-expansion)."""
    sites = any(t.is_site for t in player.barn)
    return -BARN_PENALTY * (len(player.barn_species()) + len(player.barn_stall_types())
                            + int(sites))


@record
class ScoreSheet:
    """One player's points by category; ``coins`` only break ties."""

    enclosures: int
    stalls: int
    barn: int
    coins: int
    extra: Mapping[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        """Return the final score (coins excluded)."""
        return self.enclosures + self.stalls + self.barn + sum(self.extra.values())


def score_sheet(player: PlayerState, extra: Mapping[str, int] | None = None) -> ScoreSheet:
    """Return the player's points by category; ``extra`` holds expansions' categories."""
    return ScoreSheet(enclosures=enclosures_points(player), stalls=stall_points(player),
                      barn=barn_points(player), coins=player.coins, extra=dict(extra or {}))


def outcome_of(sheets: list[ScoreSheet]) -> Outcome:
    """Return scores, places and tie-break of the final score sheets.

    ``details`` holds each category by seat: enclosures, stalls, barn (negative or 0),
    coins, then any expansion categories.
    """
    scores = tuple(s.total for s in sheets)
    places, tie_break = rank(scores, [s.coins for s in sheets])
    details: dict[str, tuple[int, ...]] = {
        name: tuple(getattr(s, name) for s in sheets)
        for name in ("enclosures", "stalls", "barn", "coins")}
    for name in sorted({k for s in sheets for k in s.extra}):
        details[name] = tuple(s.extra.get(name, 0) for s in sheets)
    return Outcome(scores=scores, places=places, tie_break=tie_break, details=details)
