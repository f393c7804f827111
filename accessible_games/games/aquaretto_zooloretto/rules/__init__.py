"""Aquaretto and Zooloretto combined (the variant at the end of the Aquaretto rulebook).

The rules core is composed from the two games, not copied: the state holds a
``ZoolorettoState`` (zoos, barns, Zooloretto stacks) and an ``AquarettoState``
(water parks, depots, workers, Aquaretto stacks) as sub-states, and adds the
shared trucks, one purse per player, one bank, the turn, the round and the end.
Placements, money actions and the taking of a truck's tiles are delegated to each
game's own ``rules.apply_step`` (its ``apply`` without passing the turn); see
``rules`` for the flow, ``purse`` for how coins stay in step, ``trucks`` for the
truck restrictions and ``scoring`` for the combined score.

Public entry points: ``GAME`` (the Game protocol), ``CombinedState``,
``CombinedView``, ``Phase``, ``Supply``, the actions ``DrawFrom``, ``LoadTruck``,
``TakeTruck``, ``ZooStep``, ``WaterStep``, ``score_sheets`` and ``make_bot``.

Option ``"expansions"``: Zooloretto mini-expansions; only ``"savings-book"`` is
supported (the rulebook says its saved coin counts for the cashiers; it counts for
ties too).  No other mini-expansion says how it works in the combined game, so
each is refused at setup rather than half supported.

Events of the combined game (keys; their fields are in ``events``):

- ``aquaretto-zooloretto-game-started``, ``aquaretto-zooloretto-truck-blocked``,
  ``aquaretto-zooloretto-round-started``, ``aquaretto-zooloretto-round-ended``;
- ``aquaretto-zooloretto-tile-drawn``, ``aquaretto-zooloretto-tile-loaded``,
  ``aquaretto-zooloretto-truck-supply-fixed`` (a truck's first tile fixed its game),
  ``aquaretto-zooloretto-leftovers-removed``;
- ``aquaretto-zooloretto-supply-ending`` (one game's end stack reached),
  ``aquaretto-zooloretto-supply-removed`` (its remaining tiles left at the round end),
  ``aquaretto-zooloretto-final-round`` (the second end stack reached),
  ``aquaretto-zooloretto-game-ended`` (scores, places, tie-break, zoo and water totals).

Delegated steps pass their game's own events through unchanged (``zooloretto-*``,
``aquaretto-*``): ``zooloretto-truck-taken`` / ``aquaretto-truck-taken`` (with the
combined truck index), coin tiles, placements, offspring, bonuses, workers, money
actions, ``zooloretto-coin-saved`` and the savings book's round-end events.  The
sub-games' own setup, draw, load, round and game-end events are never emitted.

Reasons of IllegalAction (Fluent ids, with their args; trucks numbered from 1,
supplies as ``"zoo"`` / ``"water"``, players as seats):

- setup: ``aquaretto-zooloretto-error-player-count`` (min, max),
  ``aquaretto-zooloretto-error-expansion-unsupported`` (name),
  ``zooloretto-error-unknown-expansion`` (name);
- trucks: ``aquaretto-zooloretto-error-supply-closed`` (supply),
  ``aquaretto-zooloretto-error-no-tiles-left`` (supply),
  ``aquaretto-zooloretto-error-no-truck-for`` (supply),
  ``aquaretto-zooloretto-error-no-such-truck`` (truck, trucks),
  ``aquaretto-zooloretto-error-truck-taken`` (truck, player),
  ``aquaretto-zooloretto-error-truck-full`` (truck),
  ``aquaretto-zooloretto-error-truck-empty`` (truck),
  ``aquaretto-zooloretto-error-truck-other-supply`` (truck, supply: what it carries),
  ``aquaretto-zooloretto-error-truck-kept-for`` (truck, supply: the game it is kept for),
  ``aquaretto-zooloretto-error-take-needs-both``,
  ``aquaretto-zooloretto-error-trucks-are-shared`` (a truck action wrapped in one game);
- other: ``aquaretto-zooloretto-error-not-now`` (phase); within a game's step, that
  game's own reasons (``zooloretto-error-*``, ``aquaretto-error-*``, see their
  packages); and the core's ``core-error-game-over``, ``core-error-not-your-turn``,
  ``core-error-illegal-action``.
"""

from accessible_games.core.match import Match
from accessible_games.games.aquaretto_zooloretto.rules.actions import (
    Action, DrawFrom, LoadTruck, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.bots import GreedyBot, make_bot
from accessible_games.games.aquaretto_zooloretto.rules.game import GAME, AquarettoZooloretto
from accessible_games.games.aquaretto_zooloretto.rules.scoring import CombinedSheet, score_sheets
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    CombinedState, CombinedView, Phase, Supply,
)

CombinedMatch = Match[CombinedState, Action, CombinedView]
"""A combined game in progress: the match layer over these rules."""

__all__ = [
    "CombinedMatch",
    "GAME", "Action", "AquarettoZooloretto", "CombinedSheet", "CombinedState", "CombinedView",
    "DrawFrom", "GreedyBot", "LoadTruck", "Phase", "Supply", "TakeTruck", "WaterStep",
    "ZooStep", "make_bot", "score_sheets",
]
