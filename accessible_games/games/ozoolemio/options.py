"""O Zoo le Mio's options: the variant and a player's tile file from the command line, the
variant and the tile file asked in the new-game menu.

The tile file is read here, before any game starts, by the rules core's one
reader (``load_tileset``); the whole tile set then travels in the option
``"tiles"``, so a save replays with the same tiles even if the file is gone.
The core's own ``read_options`` checks the result (an unknown variant, or the
tree variant with too few tiles showing trees), so a bad file is refused with
one sentence before the game begins.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.game import JsonValue
from accessible_games.games.ozoolemio.rules.setup import read_options
from accessible_games.games.ozoolemio.rules.tileset import load_tileset, tileset_option
from accessible_games.narration.l10n import L10n
from accessible_games.games.ozoolemio.words import OzooWords, tileset_error_text
from accessible_games.shell.app import App
from accessible_games.shell.line_input import BACK
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
    return ask_tile_file(app, {"variant": "trees" if rules == 2 else "standard"})


def ask_tile_file(app: App, options: dict[str, JsonValue]) -> dict[str, JsonValue] | None:
    """Ask which tiles to play with, after the variant: Enter for the standard set, or the
    path of a tile file; a file that cannot be played (for this variant) is refused with
    one sentence and the question comes again; back returns to the variant question.

    Raises:
        EOFError: end of input.
    """
    app.tell("shell-ozoolemio-ask-tiles", "prompt")
    while True:
        line = app.read(app.text("shell-ozoolemio-prompt-tiles")).strip()
        if line == "":
            return options
        if line == BACK or app.vocabulary.parse(line).value == "back":
            return ask_options(app)
        chosen = dict(options)
        try:
            chosen["tiles"] = tileset_option(load_tileset(Path(_unquoted(line)).expanduser()))
            read_options(chosen)
        except GameError as error:
            app.say(tileset_error_text(app.l10n, error), "result", remember=False)
            continue
        return chosen


def _unquoted(text: str) -> str:
    """Return a typed path without the quotes a terminal adds to a dropped file."""
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text
