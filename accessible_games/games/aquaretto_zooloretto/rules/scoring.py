"""Combined scoring: the water park by Aquaretto's rules, the zoo by Zooloretto's, summed.

Two exceptions of the variant:

- cashiers score for every coin the player still owns (the one purse, plus a
  coin on the savings book when that mini-expansion is played);
- a player with a manager in the water park loses only 1 point per animal
  species in the barn instead of 2 (stall types in the barn still cost 2).

The most points win; a tie goes to more coins owned; still tied, the place is
shared.
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.core.game import Outcome
from accessible_games.core.records import record, replace
from accessible_games.games.aquaretto.rules import scoring as water_scoring
from accessible_games.games.aquaretto.rules.scoring import ScoreSheet as WaterSheet
from accessible_games.games.aquaretto_zooloretto.rules.purse import owned_coins
from accessible_games.games.aquaretto_zooloretto.rules.state import CombinedState
from accessible_games.games.delivery import rank
from accessible_games.games.zooloretto.rules import transitions as zoo_rules
from accessible_games.games.zooloretto.rules.scoring import BARN_PENALTY
from accessible_games.games.zooloretto.rules.scoring import ScoreSheet as ZooSheet
from accessible_games.games.zooloretto.rules.state import PlayerState as ZooPlayer

MANAGER_BARN_PENALTY = 1
"""Points lost per animal species in the barn by a player with a manager."""

WATER_CATEGORIES = ("animals", "cashiers", "keepers", "trainers", "depot")
ZOO_CATEGORIES = ("enclosures", "stalls", "barn")


@record
class CombinedSheet:
    """One player's points: the zoo's sheet, the water park's sheet and the coins owned."""

    zoo: ZooSheet
    water: WaterSheet
    coins: int

    @property
    def total(self) -> int:
        """Return the zoo's and the water park's points together."""
        return self.zoo.total + self.water.total


def manager_relief(player: ZooPlayer, manager: bool) -> int:
    """Return the points a manager saves on the barn: 1 per animal species in it."""
    if not manager:
        return 0
    return (BARN_PENALTY - MANAGER_BARN_PENALTY) * len(player.barn_species())


def water_sheet(state: CombinedState, seat: PlayerId) -> WaterSheet:
    """Return ``seat``'s water park points; cashiers count every coin owned."""
    player = state.water.players[seat]
    return water_scoring.score_sheet(replace(player, coins=owned_coins(state, seat)))


def score_sheets(state: CombinedState) -> list[CombinedSheet]:
    """Return every player's combined score sheet."""
    zoo_sheets = zoo_rules.score_sheets(state.zoo)
    sheets = []
    for seat, zoo_sheet in enumerate(zoo_sheets):
        relief = manager_relief(state.zoo.players[seat], state.water.players[seat].manager)
        sheets.append(CombinedSheet(zoo=replace(zoo_sheet, barn=zoo_sheet.barn + relief),
                                    water=water_sheet(state, seat),
                                    coins=owned_coins(state, seat)))
    return sheets


def outcome_of(state: CombinedState) -> Outcome:
    """Return the scores, places and tie-break of the final zoos and water parks.

    ``details`` holds, by seat: ``zoo-enclosures``, ``zoo-stalls``, ``zoo-barn`` (0 or
    negative) and any Zooloretto mini-expansion category as ``zoo-<name>``;
    ``water-animals``, ``water-cashiers``, ``water-keepers``, ``water-trainers``,
    ``water-depot`` (0 or negative); the totals ``zoo`` and ``water``; and ``coins``
    (owned, the tie-break).
    """
    sheets = score_sheets(state)
    scores = tuple(s.total for s in sheets)
    places, tie_break = rank(scores, [s.coins for s in sheets])
    details: dict[str, tuple[int, ...]] = {}
    for name in ZOO_CATEGORIES:
        details[f"zoo-{name}"] = tuple(getattr(s.zoo, name) for s in sheets)
    for name in sorted({k for s in sheets for k in s.zoo.extra}):
        details[f"zoo-{name}"] = tuple(s.zoo.extra.get(name, 0) for s in sheets)
    for name in WATER_CATEGORIES:
        details[f"water-{name}"] = tuple(getattr(s.water, name) for s in sheets)
    details["zoo"] = tuple(s.zoo.total for s in sheets)
    details["water"] = tuple(s.water.total for s in sheets)
    details["coins"] = tuple(s.coins for s in sheets)
    return Outcome(scores=scores, places=places, tie_break=tie_break, details=details)
