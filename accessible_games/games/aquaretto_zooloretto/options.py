"""The combined game's options: the savings book (asked in the menu), and a clear refusal of
the Zooloretto mini-expansions it does not support."""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.game import JsonValue
from accessible_games.entry import OptionError
from accessible_games.games.aquaretto_zooloretto.rules.setup import SUPPORTED_EXPANSIONS
from accessible_games.games.zooloretto.rules.expansions import REGISTRY as ZOOLORETTO_EXPANSIONS
from accessible_games.shell.app import App
from accessible_games.shell.commands import echo
from accessible_games.shell.settings_menu import pick_number


def check_expansions(names: Sequence[str]) -> OptionError | None:
    """Refuse the first unsupported name if it is a Zooloretto mini-expansion (a name
    nobody knows is left to the generic refusal, which lists the known ones)."""
    for name in names:
        if name not in SUPPORTED_EXPANSIONS:
            if name in ZOOLORETTO_EXPANSIONS:
                return "aquaretto-zooloretto-error-expansion-unsupported", {"name": echo(name)}
            return None
    return None


def ask_options(app: App) -> dict[str, JsonValue] | None:
    """Ask whether to play with the savings book (Enter: without); None for back."""
    app.tell("shell-aquaretto-zooloretto-ask-savings-book", "prompt")
    savings = pick_number(app, 2, app.text("shell-prompt-expansions-choice"), default=1)
    if savings is None:
        return None
    return {"expansions": ["savings-book"]} if savings == 2 else {}
