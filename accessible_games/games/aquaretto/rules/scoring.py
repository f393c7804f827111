"""Aquaretto scoring: one function per scoring rule, a score sheet per player, the outcome.

- 1 point per animal tile in the park (offspring included);
- cashiers: 1 point per coin for each cashier (1 or 2 per coin);
- keepers: 1 point per fish tile in the park for each keeper;
- trainers: 1 point for each dolphin, orca or sea lion without lightning on the
  8 fields around each trainer (a tile next to two trainers scores twice);
- depot: -2 per species in the depot, -1 per species with a manager.
Ties go to more coins; still tied, the players share the place.
"""

from __future__ import annotations

from accessible_games.core.game import Outcome
from accessible_games.core.records import record
from accessible_games.games.delivery import rank
from accessible_games.games.aquaretto.rules.geometry import Cell, surrounding
from accessible_games.games.aquaretto.rules.park import Park
from accessible_games.games.aquaretto.rules.state import PlayerState, WorkerKind, WorkerSpot

DEPOT_PENALTY = 2
MANAGER_DEPOT_PENALTY = 1


@record
class ScoreSheet:
    """One player's points by category; ``depot`` is zero or negative."""

    animals: int
    cashiers: int
    keepers: int
    trainers: int
    depot: int
    coins: int

    @property
    def total(self) -> int:
        """Return the sum of every category."""
        return self.animals + self.cashiers + self.keepers + self.trainers + self.depot


def animal_points(park: Park) -> int:
    """Return 1 point per animal tile in the park."""
    return len(park.tiles)


def cashier_points(player: PlayerState) -> int:
    """Return each cashier's 1 point per coin."""
    return player.cashiers * player.coins


def fish_tiles(park: Park) -> int:
    """Return the number of tiles with the fish symbol in the park."""
    return sum(1 for _, tile in park.tiles if tile.has_fish)


def keeper_points(player: PlayerState) -> int:
    """Return each keeper's 1 point per fish tile in the park."""
    return player.keepers * fish_tiles(player.park)


def trainer_points(park: Park) -> int:
    """Return 1 point per trainable tile (dolphin, orca, sea lion, not lightning) on the
    8 fields around each trainer; tiles next to two trainers count twice."""
    return sum(trainer_points_at(park, trainer) for trainer in park.trainers)


def trainer_points_at(park: Park, cell: Cell) -> int:
    """Return what one trainer on ``cell`` scores: 1 per trainable tile on the 8 fields
    around it."""
    occupants = park.occupants()
    return sum(1 for around in surrounding(cell)
               if (tile := occupants.get(around)) is not None and tile.is_trainable)


def worker_points(player: PlayerState, spot: WorkerSpot, paying: int = 0) -> int:
    """Return what one more worker at ``spot`` would score if the game ended now, after
    ``paying`` coins (a move's cost): a cashier 1 per coin, a keeper 1 per fish tile, a
    manager the depot points it saves (1 per species there), a trainer 1 per trainable
    tile around its field."""
    if spot.kind is WorkerKind.CASHIER:
        return max(player.coins - paying, 0)
    if spot.kind is WorkerKind.KEEPER:
        return fish_tiles(player.park)
    if spot.kind is WorkerKind.MANAGER:
        return (DEPOT_PENALTY - MANAGER_DEPOT_PENALTY) * len(player.depot_species())
    assert spot.cell is not None
    return trainer_points_at(player.park, spot.cell)


def depot_points(player: PlayerState) -> int:
    """Return -2 per species in the depot, or -1 per species with a manager."""
    penalty = MANAGER_DEPOT_PENALTY if player.manager else DEPOT_PENALTY
    return -penalty * len(player.depot_species())


def score_sheet(player: PlayerState) -> ScoreSheet:
    """Return the player's points by category."""
    return ScoreSheet(animals=animal_points(player.park), cashiers=cashier_points(player),
                      keepers=keeper_points(player), trainers=trainer_points(player.park),
                      depot=depot_points(player), coins=player.coins)


def outcome_of(players: tuple[PlayerState, ...]) -> Outcome:
    """Return the scores, places and tie-break of the final parks.

    ``details`` holds each category by seat: animals, cashiers, keepers,
    trainers, depot (negative) and coins.
    """
    sheets = [score_sheet(p) for p in players]
    scores = tuple(s.total for s in sheets)
    places, tie_break = rank(scores, [s.coins for s in sheets])
    details = {name: tuple(getattr(s, name) for s in sheets)
               for name in ("animals", "cashiers", "keepers", "trainers", "depot", "coins")}
    return Outcome(scores=scores, places=places, tie_break=tie_break, details=details)
