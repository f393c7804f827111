"""The games, looked up by id."""

from __future__ import annotations

from typing import Any

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
"""Every playable game id, in menu order."""
