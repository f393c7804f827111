"""O Zoo le Mio's options: the variant and a player's tile file from the command line, the
variant asked in the new-game menu.

The tile file is read here, before any game starts, by the rules core's one
reader (``load_tileset``); the whole tile set then travels in the option
``"tiles"``, so a save replays with the same tiles even if the file is gone.
The core's own ``read_options`` checks the result (an unknown variant, or the
tree variant with too few tiles showing trees), so a bad file is refused with
one sentence before the game begins.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.game import JsonValue
from accessible_games.games.ozoolemio.rules.setup import read_options
from accessible_games.games.ozoolemio.rules.tileset import load_tileset, tileset_option
from accessible_games.narration.l10n import L10n
from accessible_games.games.ozoolemio.words import OzooWords
from accessible_games.shell.app import App
from accessible_games.shell.settings_menu import pick_number


def ozoolemio_options(options: dict[str, JsonValue], tiles: str | None,
                      l10n: L10n) -> tuple[str, dict[str, Any]] | None:
    """Add the tile file ``tiles`` (if any) to ``options`` and check them with the rules
    core; return the refusal's message id and variables (in ``l10n``'s language), or
    None when the options are good."""
    try:
        if tiles is not None:
            options["tiles"] = tileset_option(load_tileset(tiles))
        read_options(options)
    except GameError as error:
        return error.reason, OzooWords(l10n, ()).error_args(error)
    return None


def ask_options(app: App) -> dict[str, JsonValue] | None:
    """Ask which rules to play, the standard game or the tree variant (Enter: the
    standard game); None for back."""
    app.tell("shell-ozoolemio-ask-variant", "prompt")
    rules = pick_number(app, 2, app.text("shell-prompt-variant"), default=1)
    if rules is None:
        return None
    return {"variant": "trees" if rules == 2 else "standard"}
