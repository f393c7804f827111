"""Beasty Bar's questions in the new-game menu: the basic game or the advanced variant, and
who starts."""

from __future__ import annotations

from accessible_games.core.game import JsonValue
from accessible_games.shell.app import App
from accessible_games.shell.settings_menu import pick_number


def ask_options(app: App) -> dict[str, JsonValue] | None:
    """Ask which variant to play (Enter: the basic game) and who starts; back at the
    second question asks the first again; None for back at the first."""
    while True:
        app.tell("shell-ask-variant", "prompt")
        variant = pick_number(app, 2, app.text("shell-prompt-variant"), default=1)
        if variant is None:
            return None
        first = ask_first(app)
        if first is not None:
            return {"variant": "advanced" if variant == 2 else "basic", **first}


def ask_first(app: App) -> dict[str, JsonValue] | None:
    """Ask who starts: drawn by lot (no option: the rules core draws from the seed) or
    player 1, the first name given; None for back."""
    app.tell("beasty-bar-ask-first", "prompt")
    first = pick_number(app, 2, app.text("beasty-bar-prompt-first"), default=1)
    if first is None:
        return None
    return {"first": 1} if first == 2 else {}
