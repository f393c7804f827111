"""Aquaretto bots: random, and a greedy bot that judges tiles, trucks and cells by heuristics.

The greedy bot sees only its view.  It values a tile by where it could go:
into a pool (1 point, more when it brings a bonus or an offspring), as a new
pool while the species limit allows, or into the depot (a new depot species
costs 2).  It takes a truck once it is good enough for the stage of the round,
keeps growth room for its pools, avoids the depot, expands when space runs
short, moves depot tiles back into the park, and puts workers where they
score most.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from accessible_games.core.bots import RandomBot, SeededBot, make_bot_of_kind
from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.geometry import (
    BoardSize, Cell, orthogonal, surrounding,
)
from accessible_games.games.aquaretto.rules.park import Park, legal_cells
from accessible_games.games.aquaretto.rules.transitions import COIN_BONUS_SIZES, WORKER_BONUS_SIZES
from accessible_games.games.aquaretto.rules.state import (
    AquarettoView, BoardTask, PlayerState, TileTask, WorkerKind, WorkerSpot,
)
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, TileKind

COIN_VALUE = 0.6
DEPOT_NEW_SPECIES = -2.0
DEPOT_KNOWN_SPECIES = -0.4
NEW_POOL_COST = 0.4
TAKE_THRESHOLD = 2.4
GROWTH_CAP = 4
_PROBES: dict[Species, Tile] = {s: Tile(TileKind.PLAIN, s, 0) for s in Species}


def tile_value(player: PlayerState, tile: Tile, coin_value: float = COIN_VALUE) -> float:
    """Return roughly how many points ``tile`` is worth to ``player`` right now."""
    if tile.species is None:
        return coin_value
    park = player.park
    species = tile.species
    if legal_cells(park, tile):
        size = park.pool_size(species)
        value = 1.0
        if size == 0:
            value -= NEW_POOL_COST
        if size + 1 in COIN_BONUS_SIZES:
            value += coin_value
        if size + 1 in WORKER_BONUS_SIZES:
            value += 1.5
        if tile.is_fertile and tile not in player.bred:
            partner = TileKind.FEMALE if tile.kind is TileKind.MALE else TileKind.MALE
            if any(t.species is species and t.kind is partner and t not in player.bred
                   for _, t in park.tiles):
                value += 1.5
            else:
                value += 0.3
        if tile.has_fish:
            value += 0.3 * player.keepers
        if tile.is_trainable:
            value += 0.2
        return value
    penalty = 0.5 if player.manager else 1.0
    if species in player.depot_species():
        return DEPOT_KNOWN_SPECIES * penalty
    return DEPOT_NEW_SPECIES * penalty


def truck_value(player: PlayerState, tiles: Sequence[Tile]) -> float:
    """Return the summed value of ``tiles`` for ``player``, counting each depot species once."""
    total = 0.0
    depot_species = set(player.depot_species())
    for tile in tiles:
        value = tile_value(player, tile)
        if value <= DEPOT_NEW_SPECIES * 0.5 and tile.species in depot_species:
            value = DEPOT_KNOWN_SPECIES
        if tile.species is not None and value < 0:
            depot_species.add(tile.species)
        total += value
    return total


def park_potential(park: Park, depot: int = 0) -> float:
    """Return how much room the park leaves: growth cells per pool (capped), free species
    slots with room, and trainable tiles next to trainers."""
    return _park_room(park) - depot


@lru_cache(maxsize=4096)
def _park_room(park: Park) -> float:
    """Return ``park_potential`` before the depot (a park is often weighed again: every
    action a bot weighs, and every step of a search's play-outs, asks it of the parks
    the action leaves as they were)."""
    present = park.species_present()
    score = 0.0
    for species in present:
        room = len(legal_cells(park, _PROBES[species]))
        score += min(room, GROWTH_CAP) + (0.0 if room else -2.0)
    open_slots = park.species_limit - len(present)
    if open_slots > 0:
        fresh = next(s for s in Species if s not in present)
        room = len(legal_cells(park, _PROBES[fresh]))
        score += 0.5 * min(room, 6) * min(open_slots, 2) / 2
    return score


class GreedyBot(SeededBot):
    """Chooses by the heuristics described in the module docstring; ties by its seeded dice."""

    def choose(self, view: AquarettoView, legal: Sequence[Action]) -> Action:
        """Return the best-looking legal action for ``view.player``."""
        assert view.player is not None
        me = view.players[view.player]
        scored = [(self._score(view, me, action), index) for index, action in enumerate(legal)]
        best = max(score for score, _ in scored)
        choices = [legal[i] for score, i in scored if score >= best - 1e-9]
        return self._rng.choice(choices)

    def _score(self, view: AquarettoView, me: PlayerState, action: Action) -> float:
        if isinstance(action, Cancel):
            return -100.0
        if isinstance(action, (DrawTile, TakeTruck, MoveDepotTile, DiscardTile, Expand, BuyTile)):
            return self._turn_score(view, me, action)
        if isinstance(action, LoadTruck):
            return self._load_score(view, me, action)
        if isinstance(action, ChooseTile):
            cells = legal_cells(me.park, action.tile)
            first = me.park.pool_size(action.tile.species) if action.tile.species else 0
            return (5.0 if first else 0.0) - len(cells) * 0.1 + (0.0 if cells else -10.0)
        if isinstance(action, PlaceTile):
            task = view.tasks[0]
            assert isinstance(task, TileTask)
            return 10.0 + park_potential(me.park.with_tile(action.cell, task.tile)) \
                + self._trainer_bonus(me, action.cell, task.tile)
        if isinstance(action, PlaceInDepot):
            return -5.0
        if isinstance(action, PlaceWorker):
            return self._worker_score(view, me, action.spot)
        if isinstance(action, PlaceBoard):
            task = view.tasks[0]
            assert isinstance(task, BoardTask)
            return park_potential(me.park.with_expansion(task.size, action.cells))
        return -50.0

    @staticmethod
    def _trainer_bonus(me: PlayerState, cell: Cell, tile: Tile) -> float:
        if not tile.is_trainable:
            return 0.0
        return 1.0 * sum(1 for c in surrounding(cell) if c in me.park.trainers)

    def _turn_score(self, view: AquarettoView, me: PlayerState, action: Action) -> float:
        trucks = [t for t in view.trucks if t.taken_by is None]
        in_round = sum(1 for p in range(len(view.players))
                       if all(t.taken_by != p for t in view.trucks))
        if isinstance(action, TakeTruck):
            truck = view.trucks[action.truck]
            value = truck_value(me, truck.tiles)
            if in_round == 1:
                # Alone: only take when nothing better can come.
                room = any(t.free > 0 for t in trucks) and (view.stack_size or
                                                             view.end_stack_size)
                return value if not room or truck.free == 0 else value - 3.0
            threshold = TAKE_THRESHOLD - 0.6 * (3 - truck.free - truck.blockers)
            spare = len(trucks) - in_round
            if spare <= 0:
                threshold -= 0.8
            return value - threshold + 1.0
        if isinstance(action, DrawTile):
            return 0.9
        if isinstance(action, MoveDepotTile):
            top = me.depot_top
            assert top is not None and top.species is not None
            last = sum(1 for t in me.depot if t.species is top.species) == 1
            return (1.0 + (2.0 if last else 0.0)) - 1.0 + 0.5
        if isinstance(action, BuyTile):
            bought = view.players[action.seller].depot_top
            assert bought is not None
            return tile_value(me, bought) - 2 * COIN_VALUE - 0.2
        if isinstance(action, DiscardTile):
            top = me.depot_top
            assert top is not None
            last = sum(1 for t in me.depot if t.species is top.species) == 1
            return 0.5 if last and me.coins >= 4 else -10.0
        if isinstance(action, Expand):
            present = me.park.species_present()
            room = sum(min(len(legal_cells(me.park, _PROBES[s])), 3) for s in present)
            open_slots = me.park.species_limit - len(present)
            crowded = room <= len(present) + 1 and (open_slots == 0 or room < 3)
            if action.size is BoardSize.LARGE:
                return 2.0 if crowded and open_slots == 0 else (1.5 if crowded else -1.0)
            return 1.6 if crowded else -1.0
        return -1.0

    def _load_score(self, view: AquarettoView, me: PlayerState, action: LoadTruck) -> float:
        assert view.drawn is not None
        value = tile_value(me, view.drawn)
        truck = view.trucks[action.truck]
        current = truck_value(me, truck.tiles)
        if value > 0:
            return current + value + 0.3 * len(truck.tiles)
        return -current - 0.3 * len(truck.tiles)

    def _worker_score(self, view: AquarettoView, me: PlayerState, spot: WorkerSpot) -> float:
        park = me.park
        if spot.kind is WorkerKind.CASHIER:
            return 0.8 * me.coins + 0.5
        if spot.kind is WorkerKind.KEEPER:
            fish = sum(1 for _, t in park.tiles if t.has_fish)
            fish_pools = sum(1 for s in park.species_present() if not s.is_trainable)
            return fish + 1.0 * fish_pools
        if spot.kind is WorkerKind.MANAGER:
            return 1.0 * len(me.depot_species()) + 0.3
        assert spot.cell is not None
        occupants = park.occupants()
        score = -0.5
        for cell in surrounding(spot.cell):
            tile = occupants.get(cell)
            if tile is not None and tile.is_trainable:
                score += 1.0
            elif tile is None and cell in park.fields and any(
                    (t := occupants.get(n)) is not None and t.is_trainable
                    for n in orthogonal(cell)):
                score += 0.4
        return score


def make_bot(kind: str, seed: int) -> RandomBot | GreedyBot:
    """Return a bot by kind name ("random" or "greedy").

    Raises:
        ValueError: unknown kind.
    """
    return make_bot_of_kind(kind, seed, GreedyBot)
