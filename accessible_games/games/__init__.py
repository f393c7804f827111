"""The games, looked up by id."""

from __future__ import annotations

from typing import Any

from accessible_games.core.bots import Bot
from accessible_games.core.game import Game


def get_game(game_id: str) -> Game[Any, Any, Any] | None:
    """Return the game with ``game_id`` ("beasty-bar", "aquaretto"), or None if there is none."""
    if game_id == "beasty-bar":
        from accessible_games.games.beasty_bar import GAME
        return GAME
    if game_id == "aquaretto":
        from accessible_games.games.aquaretto import GAME as AQUARETTO
        return AQUARETTO
    return None


GAME_IDS: tuple[str, ...] = ("beasty-bar", "aquaretto")
"""Every game id, in menu order."""

PLAYER_RANGE: dict[str, tuple[int, int]] = {"beasty-bar": (2, 4), "aquaretto": (2, 5)}
"""The smallest and largest number of players of each game."""


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
    raise ValueError(f"unknown game {game_id!r}")
