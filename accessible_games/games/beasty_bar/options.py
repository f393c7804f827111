"""Beasty Bar's question in the new-game menu: the basic game or the advanced variant."""

from __future__ import annotations

from accessible_games.core.game import JsonValue
from accessible_games.shell.app import App
from accessible_games.shell.settings_menu import pick_number


def ask_options(app: App) -> dict[str, JsonValue] | None:
    """Ask which variant to play (Enter: the basic game); None for back."""
    app.tell("shell-ask-variant", "prompt")
    variant = pick_number(app, 2, app.text("shell-prompt-variant"), default=1)
    if variant is None:
        return None
    return {"variant": "advanced" if variant == 2 else "basic"}
