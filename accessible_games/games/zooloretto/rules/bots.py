"""Zooloretto bots: random (from core) and a greedy one-step heuristic.

The greedy bot sees only its view.  It values a tile by where it could go in
its own zoo, takes a truck once it is worth enough (or when it must), loads a
good tile on its favourite truck and a bad one elsewhere, places animals with
their species, and uses Move to empty its barn when it can.  With the
mini-expansions it puts construction sites where they hurt most, buys a
specialised enclosure for a crowded barn and uses the gorilla on a good tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.bots import RandomBot, SeededBot, make_bot_of_kind
from accessible_games.games.zooloretto.rules.actions import (
    ChooseTile, DrawTile, LoadTruck, MoveFromBarn, PlaceInEnclosure, PlaceOnStallSpace,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.expansions.bonus import TakeBonusEnclosure
from accessible_games.games.zooloretto.rules.expansions.construction_sites import PlaceSite
from accessible_games.games.zooloretto.rules.expansions.gorilla import UseGorilla
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import PlaceInPettingZoo
from accessible_games.games.zooloretto.rules.expansions.specialised import BuySpecialEnclosure
from accessible_games.games.zooloretto.rules.state import PlayerState, ZoolorettoView
from accessible_games.games.zooloretto.rules.tiles import Tile

TAKE_THRESHOLD = 3.0
BARN_VALUE = -1.5


def tile_value(player: PlayerState, tile: Tile) -> float:
    """Return how much ``tile`` helps ``player``: coins 1, a fitting animal up to 2.5,
    a new stall type 2, anything bound for the barn negative."""
    if tile.is_coin:
        return 1.0
    if tile.is_stall:
        if not player.free_stall_spaces():
            return BARN_VALUE
        return 2.0 if tile.stall not in player.zoo_stall_types() else 0.5
    best = BARN_VALUE
    for pen in player.enclosures:
        if pen.can_take(tile):
            best = max(best, 1.0 + 1.5 * len(pen.animals) / pen.spec.capacity
                       if pen.animals else 1.0)
    return best


def truck_value(player: PlayerState, tiles: Sequence[Tile]) -> float:
    """Return the summed value of a truck's tiles to ``player``."""
    return sum(tile_value(player, t) for t in tiles)


class GreedyBot(SeededBot):
    """Picks the action with the best one-step heuristic value; ties broken at random."""

    def choose(self, view: ZoolorettoView, legal: Sequence[Any]) -> Any:
        """Return the legal action with the highest heuristic score."""
        assert view.player is not None
        me = view.players[view.player]
        scored = [(self._score(view, me, a), i) for i, a in enumerate(legal)]
        best = max(s for s, _ in scored)
        return legal[self._rng.choice([i for s, i in scored if s == best])]

    def _score(self, view: ZoolorettoView, me: PlayerState, action: Any) -> float:
        if isinstance(action, TakeTruck):
            truck = view.trucks[action.truck]
            value = truck_value(me, truck.tiles)
            if truck.free == 0 or value >= TAKE_THRESHOLD:
                return 10.0 + value
            return value - 5.0
        if isinstance(action, DrawTile):
            return 0.0
        if isinstance(action, LoadTruck):
            assert view.drawn is not None
            good = tile_value(me, view.drawn)
            current = truck_value(me, view.trucks[action.truck].tiles)
            return current if good > 0 else -current
        if isinstance(action, ChooseTile):
            return tile_value(me, action.tile)
        if isinstance(action, PlaceInEnclosure):
            pen = me.enclosures[action.enclosure]
            return 2.0 + len(pen.animals) - 0.1 * pen.spec.capacity
        if isinstance(action, PlaceOnStallSpace):
            pen = me.enclosures[action.enclosure]
            return 1.0 + len(pen.animals) * 0.1
        if isinstance(action, MoveFromBarn):
            return 0.5 if me.coins >= 2 else -1.0
        return self._expansion_score(view, me, action)

    def _expansion_score(self, view: ZoolorettoView, me: PlayerState, action: Any) -> float:
        """Value the mini-expansions' actions: hurt the others with sites, buy a
        specialised enclosure for a crowded barn, use the gorilla on a good tile."""
        if isinstance(action, PlaceSite):
            target = view.players[action.owner]
            if action.enclosure is None:
                return 0.2 if not any(t.is_site for t in target.barn) else 0.0
            if action.slot is None:
                return 1.0 + 0.3 * len(target.enclosures[action.enclosure].animals)
            return 0.5
        if isinstance(action, UseGorilla):
            assert view.drawn is not None
            return 1.0 if tile_value(me, view.drawn) >= 2.0 else -1.0
        if isinstance(action, BuySpecialEnclosure):
            crowded = sum(1 for t in me.barn if t.species == action.species) >= 2
            return 0.6 if crowded and me.coins >= 3 else -1.0
        if isinstance(action, TakeBonusEnclosure):
            return {"polar-bear": 1.0 + len(me.barn) / 3}.get(action.name, 1.0)
        if isinstance(action, PlaceInPettingZoo):
            return 2.5
        return -1.0


def make_bot(kind: str, seed: int) -> RandomBot | GreedyBot:
    """Return a bot by kind name ("random" or "greedy").

    Raises:
        ValueError: unknown kind.
    """
    return make_bot_of_kind(kind, seed, GreedyBot)
