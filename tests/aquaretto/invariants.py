"""Aquaretto's own invariants, checked on every state of the conformance playouts and by
the worked-example tests: every tile in exactly one place, coins and workers conserved,
every park valid."""

from __future__ import annotations

from collections import Counter

from accessible_games.games.aquaretto.rules import AquarettoState
from accessible_games.games.aquaretto.rules.park import park_problems
from accessible_games.games.aquaretto.rules.state import Source, TileTask
from accessible_games.games.aquaretto.rules.tiles import (
    ALL_SQUARE_TILES, COIN_TILES, Species, Tile, offspring_tiles,
)

HIDDEN_FIELDS = {"stack", "end_stack", "box", "rng"}
ALL_ANIMALS = Counter(ALL_SQUARE_TILES + tuple(t for s in Species for t in offspring_tiles(s)))
TOTAL_COINS = 30 + len(COIN_TILES)


def tile_places(state: AquarettoState) -> list[Tile]:
    """Every tile lying somewhere; Move/Buy tasks point at a tile still in a depot."""
    tiles = [*state.stack, *state.end_stack, *state.offspring, *state.box, *state.discarded,
             *state.hand]
    if state.drawn is not None:
        tiles.append(state.drawn)
    for truck in state.trucks:
        tiles += truck.tiles + truck.blockers
    for task in state.tasks:
        if isinstance(task, TileTask) and task.source in (Source.TRUCK, Source.OFFSPRING):
            tiles.append(task.tile)
    for player in state.players:
        tiles += [t for _, t in player.park.tiles]
        tiles += player.depot
    return tiles


def check_invariants(state: AquarettoState) -> None:
    """Every tile in one place, coins and workers conserved, every park valid (one
    connected pool per species, no edge contact between species, species within the
    limit, trainers on free fields), workers and boards within limits."""
    places = Counter(tile_places(state))
    animals = Counter({t: n for t, n in places.items() if not t.is_coin})
    coins = Counter({t: n for t, n in places.items() if t.is_coin})
    assert animals == ALL_ANIMALS, "every animal and offspring tile in exactly one place"
    assert all(n == 1 for n in coins.values()), "a coin tile at most once (else in a purse)"
    purses = sum(p.coins for p in state.players)
    assert state.bank >= 0 and all(p.coins >= 0 for p in state.players)
    assert state.bank + purses + sum(coins.values()) == TOTAL_COINS, "coins are conserved"
    placed_workers = 0
    for player in state.players:
        park = player.park
        assert park_problems(park) == ()
        assert 0 <= player.cashiers <= 2 and 0 <= player.keepers <= 2
        assert park.trainers <= park.fields
        placed_workers += player.cashiers + player.keepers + player.manager + len(park.trainers)
        assert len(park.fields) == 19 + sum(len(e.cells) for e in park.expansions)
        assert player.small_boards + sum(1 for e in park.expansions if e.size.value == "small") == 2
        assert player.large_boards + sum(1 for e in park.expansions if e.size.value == "large") == 2
        assert all(t.is_fertile for t in player.bred)
        assert player.bred <= {t for _, t in park.tiles}
        assert not any(t.is_coin for t in player.depot)
    assert state.workers + placed_workers == 16, "worker figures are conserved"
    assert all(t.free >= 0 for t in state.trucks)
    assert len(state.end_stack) <= 15
    assert state.final_round or len(state.end_stack) == 15
