"""Mini-expansion "polar bear": a bonus enclosure for the first complete 6-space enclosure.

Its owner loses only half the barn points (the barn's penalties are always even).
"""

from __future__ import annotations

from collections.abc import Mapping

from accessible_games.core.events import PlayerId
from accessible_games.games.zooloretto.rules.expansions.bonus import BonusEnclosure
from accessible_games.games.zooloretto.rules.scoring import barn_points
from accessible_games.games.zooloretto.rules.state import ZoolorettoState


class PolarBear(BonusEnclosure):
    """Halves its owner's barn penalty."""

    name = "polar-bear"

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """Replace the owner's barn points by half of them."""
        me = state.players[player]
        if not me.has_bonus(self.name):
            return {}
        return {"barn": -(-barn_points(me) // 2)}


POLAR_BEAR = PolarBear()
