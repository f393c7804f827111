"""The games, looked up by id."""

from __future__ import annotations

from typing import Any

from accessible_games.core.bots import Bot
from accessible_games.core.game import Game


def get_game(game_id: str) -> Game[Any, Any, Any] | None:
    """Return the game with ``game_id`` ("beasty-bar", "aquaretto", "zooloretto",
    "o-zoo-le-mio", "aquaretto-zooloretto"), or None if there is none."""
    if game_id == "beasty-bar":
        from accessible_games.games.beasty_bar import GAME
        return GAME
    if game_id == "aquaretto":
        from accessible_games.games.aquaretto import GAME as AQUARETTO
        return AQUARETTO
    if game_id == "zooloretto":
        from accessible_games.games.zooloretto import GAME as ZOOLORETTO
        return ZOOLORETTO
    if game_id == "o-zoo-le-mio":
        from accessible_games.games.ozoolemio import GAME as OZOOLEMIO
        return OZOOLEMIO
    if game_id == "aquaretto-zooloretto":
        from accessible_games.games.aquaretto_zooloretto import GAME as COMBINED
        return COMBINED
    return None


GAME_IDS: tuple[str, ...] = ("beasty-bar", "aquaretto", "zooloretto", "o-zoo-le-mio",
                             "aquaretto-zooloretto")
"""Every game id, in menu order."""

PLAYER_RANGE: dict[str, tuple[int, int]] = {"beasty-bar": (2, 4), "aquaretto": (2, 5),
                                            "zooloretto": (2, 5), "o-zoo-le-mio": (2, 4),
                                            "aquaretto-zooloretto": (2, 5)}
"""The smallest and largest number of players of each game."""


def known_expansions(game_id: str) -> tuple[str, ...]:
    """Return the names of the expansions ``game_id`` can include, sorted (none for most)."""
    if game_id == "zooloretto":
        from accessible_games.games.zooloretto.expansions import REGISTRY
        return tuple(sorted(REGISTRY))
    if game_id == "aquaretto-zooloretto":
        from accessible_games.games.aquaretto_zooloretto.setup import SUPPORTED_EXPANSIONS
        return tuple(sorted(SUPPORTED_EXPANSIONS))
    return ()


def make_bot(game_id: str, kind: str, seed: int) -> Bot:
    """Return a bot of ``kind`` ("greedy" or "random") for the game ``game_id``.

    Raises:
        ValueError: unknown game or bot kind.
    """
    if game_id == "beasty-bar":
        from accessible_games.games.beasty_bar.bots import make_bot as beasty_bar_bot
        return beasty_bar_bot(kind, seed)
    if game_id == "aquaretto":
        from accessible_games.games.aquaretto.bots import make_bot as aquaretto_bot
        return aquaretto_bot(kind, seed)
    if game_id == "zooloretto":
        from accessible_games.games.zooloretto.bots import make_bot as zooloretto_bot
        return zooloretto_bot(kind, seed)
    if game_id == "o-zoo-le-mio":
        from accessible_games.games.ozoolemio.bots import make_bot as ozoolemio_bot
        return ozoolemio_bot(kind, seed)
    if game_id == "aquaretto-zooloretto":
        from accessible_games.games.aquaretto_zooloretto import make_bot as combined_bot
        return combined_bot(kind, seed)
    raise ValueError(f"unknown game {game_id!r}")
