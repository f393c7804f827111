"""Zooloretto base game: the rules core (tiles, zoo, state, rules, scoring, bots).

Public entry points: ``GAME`` (the Game protocol), the state and view types,
the actions, ``score_sheet``/``enclosure_points``, ``make_bot``, and the
mini-expansion hooks in ``expansions`` (protocol and an empty registry).

Reasons of IllegalAction / InvalidAction (Fluent ids, with their args;
trucks and enclosures numbered from 1, slots from 1, players as seats):

- setup: ``zooloretto-error-player-count`` (min, max),
  ``zooloretto-error-unknown-expansion`` (name);
- trucks and stacks: ``zooloretto-error-no-tiles-left``, ``zooloretto-error-trucks-full``,
  ``zooloretto-error-no-such-truck`` (truck, trucks), ``zooloretto-error-truck-taken``
  (truck, player), ``zooloretto-error-truck-full`` (truck), ``zooloretto-error-truck-empty``
  (truck), ``zooloretto-error-not-in-hand`` (tile);
- placing: ``zooloretto-error-no-such-enclosure`` (enclosure, enclosures),
  ``zooloretto-error-enclosure-full`` (enclosure), ``zooloretto-error-other-species``
  (enclosure, species), ``zooloretto-error-not-an-animal`` (tile),
  ``zooloretto-error-not-a-stall`` (tile), ``zooloretto-error-no-such-stall-space``
  (enclosure, slot), ``zooloretto-error-stall-space-taken`` (enclosure, slot),
  ``zooloretto-error-barn-not-allowed`` (source), ``zooloretto-error-nothing-to-cancel``;
- money actions: ``zooloretto-error-not-enough-coins`` (cost, coins),
  ``zooloretto-error-not-in-barn`` (tile, player, own: yes or no),
  ``zooloretto-error-no-room`` (tile),
  ``zooloretto-error-no-stall-there`` (enclosure, slot), ``zooloretto-error-buy-from-self``,
  ``zooloretto-error-no-such-player`` (player), ``zooloretto-error-exchange-empty-side``,
  ``zooloretto-error-exchange-same-species`` (species),
  ``zooloretto-error-exchange-does-not-fit``, ``zooloretto-error-no-expansions-left`` (limit);
- other: ``zooloretto-error-not-now`` (phase), ``zooloretto-error-unknown-tile`` (code);
  and the core's ``core-error-game-over``, ``core-error-not-your-turn``,
  ``core-error-illegal-action``.
"""

from typing import Any

from accessible_games.core.match import Match
from accessible_games.games.zooloretto.rules.actions import (
    Action, Cancel, ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand,
    LoadTruck, MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace,
    Purchase, TakeTruck,
)
from accessible_games.games.zooloretto.rules.bots import GreedyBot, make_bot
from accessible_games.games.zooloretto.rules.game import GAME, Zooloretto
from accessible_games.games.zooloretto.rules.scoring import (
    ScoreSheet, enclosure_points, score_sheet,
)
from accessible_games.games.zooloretto.rules.state import (
    Phase, PlaceTask, PlayerState, Source, Truck, TruckView, ZoolorettoState, ZoolorettoView,
)
from accessible_games.games.zooloretto.rules.tiles import (
    Species, StallType, Tile, TileKind, parse_tile,
)
from accessible_games.games.zooloretto.rules.zoo import Enclosure, EnclosureSpec

ZoolorettoMatch = Match[ZoolorettoState, Any, ZoolorettoView]
"""A Zooloretto game in progress (the expansions add actions of their own: any action)."""

__all__ = [
    "ZoolorettoMatch",
    "GAME", "Action", "Cancel", "ChooseTile", "Discard", "DrawTile", "Enclosure",
    "EnclosureSpec", "ExchangeBarn", "ExchangeEnclosures", "Expand", "GreedyBot", "LoadTruck",
    "MoveFromBarn", "MoveStall", "Phase", "PlaceInBarn", "PlaceInEnclosure",
    "PlaceOnStallSpace", "PlaceTask", "PlayerState", "Purchase", "ScoreSheet", "Source",
    "Species", "StallType", "TakeTruck", "Tile", "TileKind", "Truck", "TruckView",
    "Zooloretto", "ZoolorettoState", "ZoolorettoView", "enclosure_points", "make_bot",
    "parse_tile", "score_sheet",
]
