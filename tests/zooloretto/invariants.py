"""Zooloretto's own invariants, checked on every state of the conformance playouts and by
the worked-example tests: every tile and coin accounted for, enclosures hold one species,
pavilions and sites never move but by a hand-off."""

from __future__ import annotations

from collections import Counter

from accessible_games.games.zooloretto.rules import ZoolorettoState
from accessible_games.games.zooloretto.rules.state import Source
from accessible_games.games.zooloretto.rules.tiles import (
    BONUS_BOARDS, PAVILIONS, RESTAURANT, SITE_TILES, SOUVENIR_SHOP, SPECIAL_BOARDS, Tile,
    TileKind, all_tiles,
)

TOTAL_COINS = 30
ALL = Counter(all_tiles())
WAITING_AT_ORIGIN = {Source.MOVE, Source.MOVE_STALL, Source.PURCHASE, Source.BUY, Source.BONUS}
"""Task sources whose tile still stands where it came from until it is placed."""


def box_of(names: tuple[str, ...]) -> Counter[Tile]:
    """Every tile and board a game with ``names`` uses."""
    tiles = list(all_tiles())
    if "buildings" in names:
        tiles += [RESTAURANT, SOUVENIR_SHOP, *PAVILIONS]
    if "construction-sites" in names:
        tiles += SITE_TILES
    if "specialised-enclosures" in names:
        tiles += SPECIAL_BOARDS
    tiles += [BONUS_BOARDS[n] for n in names if n in BONUS_BOARDS]
    return Counter(tiles)


def tile_places(state: ZoolorettoState) -> Counter[Tile]:
    """Every tile wherever it is; a tile waiting at its origin is counted there."""
    places: Counter[Tile] = Counter()
    places.update(state.stack + state.end_stack + state.offspring + state.box
                  + state.discarded + state.cashed + state.hand + state.supply)
    places.update(t.tile for t in state.pending if t.source not in WAITING_AT_ORIGIN)
    for truck in state.trucks:
        places.update(truck.tiles + truck.blockers)
    for player in state.players:
        places.update(player.tiles())
        places.update(next(b for b in SPECIAL_BOARDS if b.key == e.spec.species.value)
                      for e in player.enclosures if e.spec.species is not None)
    if state.drawn is not None:
        places[state.drawn] += 1
    if state.task is not None and state.task.source not in WAITING_AT_ORIGIN:
        places[state.task.tile] += 1
    return places


def base_tile_places(state: ZoolorettoState) -> Counter[Tile]:
    """Every tile of the base game wherever it is; a tile waiting for Move/Purchase is
    still at its origin."""
    places: Counter[Tile] = Counter()
    places.update(state.stack + state.end_stack + state.offspring + state.box
                  + state.discarded + state.cashed + state.hand)
    for truck in state.trucks:
        places.update(truck.tiles + truck.blockers)
    for player in state.players:
        places.update(player.tiles())
    if state.drawn is not None:
        places[state.drawn] += 1
    if state.task is not None and state.task.source is Source.TRUCK:
        places[state.task.tile] += 1
    return places


def fixed_places(state: ZoolorettoState) -> set[tuple[int, int, Tile]]:
    """Where every pavilion, enclosure site and stall-space site stands: (seat, enclosure)."""
    return {(seat, i, t) for seat, p in enumerate(state.players)
            for i, e in enumerate(p.enclosures)
            for t in e.fixtures + tuple(s for s in e.stalls if s is not None and s.is_site)}


def check_invariants(state: ZoolorettoState) -> None:
    """Every tile and coin accounted for (with any expansions), one species per
    enclosure, within capacity, no coin in a barn."""
    assert tile_places(state) == box_of(state.expansions)
    held = sum(p.coins + (1 if p.savings else 0) + int(p.gorilla_coin) for p in state.players)
    assert state.bank + held == TOTAL_COINS + len(state.cashed)
    assert state.bank >= 0 and all(p.coins >= 0 for p in state.players)
    for player in state.players:
        assert len(player.petting) <= 2 and all(t.is_offspring for t in player.petting)
        assert len(player.bonus_boards) <= 1
        for pen in player.enclosures:
            assert len({t.species for t in pen.animals}) <= 1
            assert len(pen.animals) + len(pen.fixtures) <= pen.spec.capacity
            assert all(t.is_animal for t in pen.animals)
            assert pen.spec.species is None or all(t.species == pen.spec.species
                                                   for t in pen.animals)
            assert all(t.kind in (TileKind.PAVILION, TileKind.SITE) for t in pen.fixtures)
            assert all(s is None or s.is_stall or s.is_site for s in pen.stalls)
        assert not any(t.is_coin for t in player.barn)


def check_base_invariants(state: ZoolorettoState) -> None:
    """The base game's invariants (no expansions): every base tile in one place, coins
    conserved, plain enclosures and stalls, expansion boards and offspring within bounds."""
    assert base_tile_places(state) == ALL
    assert state.bank + sum(p.coins for p in state.players) == TOTAL_COINS + len(state.cashed)
    assert state.bank >= 0 and all(p.coins >= 0 for p in state.players)
    for player in state.players:
        for pen in player.enclosures:
            assert len({t.species for t in pen.animals}) <= 1
            assert len(pen.animals) <= pen.spec.capacity
            assert all(t.is_animal for t in pen.animals)
            assert all(s is None or s.is_stall for s in pen.stalls)
        assert not any(t.is_coin for t in player.barn)
        assert player.expansions <= state.max_expansions()
        assert all(t.is_fertile for t in player.bred)
    for truck in state.trucks:
        assert truck.free >= 0
