"""O Zoo le Mio's own invariants, checked on every state of the conformance playouts and
by the worked-example tests: coins conserved, every tile in exactly one place, every zoo's
paths continuous, figures conserved and matching the standings."""

from __future__ import annotations

from collections import Counter

from accessible_games.games.ozoolemio.rules import OzooState, Phase
from accessible_games.games.ozoolemio.rules.attraction import figures, visitor_figures
from accessible_games.games.ozoolemio.rules.paths import broken_edges, loops
from accessible_games.games.ozoolemio.rules.regions import best_region_stars
from accessible_games.games.ozoolemio.rules.state import TOTAL_COINS
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Tile


def tile_places(state: OzooState) -> Counter[Tile]:
    """Every tile wherever it is."""
    places: Counter[Tile] = Counter(state.stack + state.display + state.set_aside)
    if state.in_hand is not None:
        places[state.in_hand] += 1
    for player in state.players:
        places.update(laid.tile for laid in player.zoo.tiles[1:])
    return places


def check_invariants(state: OzooState) -> None:
    """Coins conserved, tiles in one place, paths continuous, figures and the score
    sheet matching the zoos."""
    assert sum(state.coins) + state.bank == TOTAL_COINS
    assert state.bank >= 0 and min(state.coins) >= 0
    assert tile_places(state) == Counter(state.tileset.tiles)
    for seat, player in enumerate(state.players):
        zoo = player.zoo
        assert zoo.tiles[0].tile == state.tileset.start_tiles[seat]
        assert len(zoo.grid()) == 2 * len(zoo.tiles)
        assert broken_edges(zoo) == ()
        assert player.benches == loops(zoo)
        assert [s.value for s in player.visitors] == [best_region_stars(zoo, c)
                                                      for c in CATEGORIES]
        assert player.trees.value == zoo.trees
        assert [entry.round for entry in player.rounds] == list(
            range(1, state.round + (state.phase is Phase.OVER)))
        assert player.visitor_points == sum(e.visitors * e.multiplier for e in player.rounds)
        assert player.tree_points == sum(e.trees * e.multiplier for e in player.rounds)
        assert player.bench_points == sum(e.benches * e.multiplier for e in player.rounds)
    assert state.visitors == visitor_figures([p.visitors for p in state.players])
    assert state.tree_figures == figures([p.trees for p in state.players])
    assert all(sum(colour) <= 3 for colour in state.visitors) and sum(state.tree_figures) <= 3
    assert (state.phase is Phase.PLACE) == (state.in_hand is not None)
