"""The games, looked up by id."""

from __future__ import annotations

from typing import Any

from accessible_games.core.game import Game


def get_game(game_id: str) -> Game[Any, Any, Any] | None:
    """Return the game with ``game_id`` ("beasty-bar"), or None if there is none."""
    if game_id == "beasty-bar":
        from accessible_games.games.beasty_bar import GAME
        return GAME
    return None


GAME_IDS: tuple[str, ...] = ("beasty-bar",)
"""Every playable game id, in menu order."""
