"""O Zoo le Mio setup (rulebook, "Příprava"), from the seeded generator.

- Each player gets a start tile (seat ``i`` the set's start tile ``i``) on 1M
  and 1N beside the entrance pavilion, and 8 coins; the bank keeps the rest
  of the 35.
- The flags go on the pole in a random order (the rulebook: "např. losem").
- The 25 zoo tiles are shuffled face down; round 1 begins at once.

Options: ``"variant"``: ``"standard"`` (default) or ``"trees"``;
``"tiles"``: a tile-set document (the tile file's JSON, see
``tileset.tileset_option``) to play with instead of the default set.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Options, PlayerSpec, Transition
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.transitions import start_round
from accessible_games.games.ozoolemio.rules.state import (
    MAX_PLAYERS, MIN_PLAYERS, START_COINS, TOTAL_COINS, VARIANT_MIN_TREE_TILES, OzooState,
    Phase, PlayerState, Variant,
)
from accessible_games.games.ozoolemio.rules.tiles import (
    CATEGORIES, TileSet, TileSetError, parse_tileset,
)
from accessible_games.games.ozoolemio.rules.tileset import default_tileset, tileset_name
from accessible_games.games.ozoolemio.rules.zoo import start_zoo

OPTION_NAMES = frozenset({"variant", "tiles"})
"""The options this game understands."""


def read_options(options: Options) -> tuple[Variant, TileSet]:
    """Return the variant and the tile set the options ask for.

    Raises:
        IllegalAction: ``ozoolemio-error-unknown-option`` (option),
            ``ozoolemio-error-unknown-variant`` (variant).
        TileSetError: the ``"tiles"`` document is invalid, or the tree variant
            gets fewer than 12 tiles with trees (``ozoolemio-error-tiles-too-few-trees``
            with needed, found).
    """
    unknown = sorted(str(name) for name in options if name not in OPTION_NAMES)
    if unknown:
        raise IllegalAction("ozoolemio-error-unknown-option", {"option": unknown[0][:20]})
    try:
        variant = Variant(options.get("variant", Variant.STANDARD.value))
    except ValueError:
        raise IllegalAction("ozoolemio-error-unknown-variant",
                            {"variant": str(options.get("variant"))[:20]}) from None
    tileset = parse_tileset(options["tiles"]) if "tiles" in options else default_tileset()
    if variant is Variant.TREES and tileset.tree_tiles < VARIANT_MIN_TREE_TILES:
        raise TileSetError("ozoolemio-error-tiles-too-few-trees",
                           {"needed": VARIANT_MIN_TREE_TILES, "found": tileset.tree_tiles})
    return variant, tileset


def new_game(players: Sequence[PlayerSpec], options: Options,
             seed: int) -> Transition[OzooState]:
    """Return the initial state (round 1's first auction open) and the setup events.

    Raises:
        IllegalAction: fewer than 2 or more than 4 players
            (``ozoolemio-error-player-count`` with min, max), or bad options.
        TileSetError: a bad tile set (see ``read_options``).
    """
    count = len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalAction("ozoolemio-error-player-count",
                            {"min": MIN_PLAYERS, "max": MAX_PLAYERS})
    variant, tileset = read_options(options)
    rng = rngmod.seed_state(seed)
    rng, flags = rngmod.shuffled(rng, tuple(range(count)))
    rng, stack = rngmod.shuffled(rng, tileset.tiles)
    events: list[Event] = [ev.GameStarted(count, flags, variant, len(stack),
                                          tileset_name(tileset))]
    state = OzooState(
        tileset=tileset, variant=variant,
        players=tuple(PlayerState(start_zoo(tileset.start_tiles[seat])) for seat in range(count)),
        coins=(START_COINS,) * count, bank=TOTAL_COINS - START_COINS * count, flags=flags,
        stack=stack, display=(), bids=(None,) * count, phase=Phase.BID, placer=None,
        in_hand=None, round=0, auction=0, placements=0,
        visitors=tuple((0,) * count for _ in CATEGORIES), tree_figures=(0,) * count,
        set_aside=(), last_auction=None, rng=rng)
    state = start_round(state, 1, events)
    return Transition(state, tuple(events))
