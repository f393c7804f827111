"""Mini-expansion "reindeer": a bonus enclosure for the first complete 6-space enclosure.

Its owner scores 1 point per empty space in the base game's enclosures (the zoo
board and expansion boards; a pavilion's space is not a space, a site's is empty).
The rulebook allows it only at Christmas: the shell, not these rules, decides
when it is offered.
"""

from __future__ import annotations

from collections.abc import Mapping

from accessible_games.core.events import PlayerId
from accessible_games.games.zooloretto.rules.expansions.bonus import BonusEnclosure
from accessible_games.games.zooloretto.rules.state import ZoolorettoState


class Reindeer(BonusEnclosure):
    """1 point per empty base-game space."""

    name = "reindeer"

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """Count the owner's empty spaces in base-game enclosures."""
        me = state.players[player]
        if not me.has_bonus(self.name):
            return {}
        return {"reindeer": sum(max(e.missing, 0) for e in me.enclosures if e.spec.is_base)}


REINDEER = Reindeer()
