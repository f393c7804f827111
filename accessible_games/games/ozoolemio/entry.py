"""O Zoo le Mio declares itself: id, players, variants, tile file, rules book, animals,
factories."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessible_games.core.bots import Bot
from accessible_games.core.errors import GameError
from accessible_games.core.game import Game, JsonValue
from accessible_games.entry import GameEntry, OptionError, OptionRequest
from accessible_games.games.ozoolemio.book import ANIMAL_KEYS, ANIMALS, GAME_ID, RULES_BOOK
from accessible_games.narration.l10n import L10n

if TYPE_CHECKING:
    from accessible_games.narration.narrator import Narrator
    from accessible_games.core.match import AnyMatch
    from accessible_games.scenarios import Adapter, Scenario
    from accessible_games.shell.app import App
    from accessible_games.shell.session import AnySession
    from accessible_games.shell.tutorial import Tutorial


def _game() -> Game[Any, Any, Any]:
    from accessible_games.games.ozoolemio.rules import GAME
    return GAME


def _bot(kind: str, seed: int) -> Bot:
    from accessible_games.games.ozoolemio.rules.bots import make_bot
    return make_bot(kind, seed)


def _narrator(l10n: L10n, match: AnyMatch, verbosity: str) -> Narrator[Any]:
    from accessible_games.games.ozoolemio.narration import narrator_for
    return narrator_for(l10n, match, verbosity)


def _session(app: App, match: AnyMatch, resumed: bool) -> AnySession:
    from accessible_games.games.ozoolemio.session import OzooSession
    return OzooSession(app, match, resumed=resumed)


def _check_options(options: dict[str, JsonValue], request: OptionRequest,
                   l10n: L10n) -> OptionError | None:
    from accessible_games.games.ozoolemio.options import ozoolemio_options
    return ozoolemio_options(options, request.tiles, l10n)


def _ask_options(app: App) -> dict[str, JsonValue] | None:
    from accessible_games.games.ozoolemio.options import ask_options
    return ask_options(app)


def _error_text(l10n: L10n, error: GameError) -> str | None:
    if not error.reason.startswith("ozoolemio-"):
        return None
    from accessible_games.games.ozoolemio.words import tileset_error_text
    return tileset_error_text(l10n, error)


def _scenarios() -> Adapter:
    from accessible_games.games.ozoolemio.scenario import OzooAdapter
    return OzooAdapter()


def _tutorial(app: App, scenario: Scenario, number: int, count: int) -> Tutorial:
    from accessible_games.games.ozoolemio.tutorial import OzooTutorial
    return OzooTutorial(app, scenario, number, count)


ENTRY = GameEntry(
    game_id=GAME_ID,
    package=__name__.rpartition(".")[0],
    players=(2, 4),
    rules_book=RULES_BOOK,
    load_game=_game,
    make_bot=_bot,
    make_session=_session,
    make_narrator=_narrator,
    variants=("standard", "trees"),
    animals=ANIMALS,
    animal_keys=ANIMAL_KEYS,
    takes_tiles=True,
    check_options=_check_options,
    ask_options=_ask_options,
    error_text=_error_text,
    load_scenarios=_scenarios,
    make_tutorial=_tutorial,
)
"""O Zoo le Mio, as the registry lists it."""
