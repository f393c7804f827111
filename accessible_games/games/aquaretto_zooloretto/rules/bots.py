"""Combined bots: random (from core) and a greedy bot built on both games' greedy bots.

The greedy bot sees only its view.  Inside a game's step (placing a truck's
tiles, finishing a money action) it hands the decision to that game's own
greedy bot with that game's sub-view.  At a turn it values trucks and drawn
tiles with each game's ``tile_value`` / ``truck_value`` (Zooloretto's for zoo
tiles, Aquaretto's for water tiles): it takes a truck once it is full or good
enough for that game, loads a good tile on its favourite truck and a bad one
elsewhere, and does a money action when that game's greedy bot would rather do
it than draw a tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.bots import RandomBot, SeededBot, make_bot_of_kind
from accessible_games.core.rng import Rng
from accessible_games.games.aquaretto.rules import bots as water_bots
from accessible_games.games.aquaretto_zooloretto.rules.actions import (
    Action, DrawFrom, LoadTruck, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    AnyTile, CombinedView, Phase, Supply, supply_of, water_tiles, zoo_tiles,
)
from accessible_games.games.delivery import DrawTile
from accessible_games.games.zooloretto.rules import bots as zoo_bots

TAKE_THRESHOLDS: dict[Supply, float] = {Supply.ZOO: zoo_bots.TAKE_THRESHOLD,
                                        Supply.WATER: water_bots.TAKE_THRESHOLD}
"""How much a truck must be worth before the bot takes it before it is full."""
MONEY_SCORE = 0.5
"""The score of a money action that its game's greedy bot prefers to drawing."""


class GreedyBot(SeededBot):
    """Chooses by the heuristics in the module docstring; ties by its seeded dice."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._zoo = zoo_bots.GreedyBot(self._rng.below(2**32))
        self._water = water_bots.GreedyBot(self._rng.below(2**32))

    def dice(self) -> list[Rng]:
        """Return its own generator, then the zoo part's bot's and the water park's."""
        return [self._rng, *self._zoo.dice(), *self._water.dice()]

    def choose(self, view: CombinedView, legal: Sequence[Action]) -> Action:
        """Return the best-looking legal action for ``view.player``."""
        assert view.player is not None
        if view.phase is Phase.ZOO:
            inner = [a.action for a in legal if isinstance(a, ZooStep)]
            return ZooStep(self._zoo.choose(view.zoo, inner))
        if view.phase is Phase.WATER:
            steps = [a.action for a in legal if isinstance(a, WaterStep)]
            return WaterStep(self._water.choose(view.water, steps))
        preferred = self._preferred_money_actions(view, legal)
        scored = [(self._score(view, action, preferred), index)
                  for index, action in enumerate(legal)]
        best = max(score for score, _ in scored)
        return legal[self._rng.choice([i for score, i in scored if score >= best - 1e-9])]

    def _preferred_money_actions(self, view: CombinedView,
                                 legal: Sequence[Action]) -> list[Action]:
        """Return the money action each game's greedy bot would do rather than draw."""
        preferred: list[Action] = []
        zoo_money = [a.action for a in legal if isinstance(a, ZooStep)]
        if zoo_money:
            pick: Any = self._zoo.choose(view.zoo, [DrawTile(), *zoo_money])
            if not isinstance(pick, DrawTile):
                preferred.append(ZooStep(pick))
        water_money = [a.action for a in legal if isinstance(a, WaterStep)]
        if water_money:
            chosen = self._water.choose(view.water, [DrawTile(), *water_money])
            if not isinstance(chosen, DrawTile):
                preferred.append(WaterStep(chosen))
        return preferred

    def _value(self, view: CombinedView, supply: Supply, tiles: tuple[AnyTile, ...]) -> float:
        assert view.player is not None
        if supply is Supply.ZOO:
            return zoo_bots.truck_value(view.zoo.players[view.player], zoo_tiles(tiles))
        return water_bots.truck_value(view.water.players[view.player], water_tiles(tiles))

    def _score(self, view: CombinedView, action: Action, preferred: list[Action]) -> float:
        if isinstance(action, TakeTruck):
            truck = view.trucks[action.truck]
            supply = view.truck_supplies[action.truck]
            assert supply is not None
            value = self._value(view, supply, truck.tiles)
            if truck.free == 0 or value >= TAKE_THRESHOLDS[supply]:
                return 10.0 + value
            return value - 5.0
        if isinstance(action, DrawFrom):
            return 0.0
        if isinstance(action, LoadTruck):
            assert view.drawn is not None
            supply = supply_of(view.drawn)
            good = self._value(view, supply, (view.drawn,))
            current = self._value(view, supply, view.trucks[action.truck].tiles)
            return current + good if good > 0 else -current
        return MONEY_SCORE if action in preferred else -1.0


def make_bot(kind: str, seed: int) -> RandomBot | GreedyBot:
    """Return a bot by kind name ("random" or "greedy").

    Raises:
        ValueError: unknown kind.
    """
    return make_bot_of_kind(kind, seed, GreedyBot)
