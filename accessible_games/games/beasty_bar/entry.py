"""Beasty Bar declares itself: id, players, variants, rules book, animals, factories."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessible_games.core.bots import Bot
from accessible_games.core.game import Game, JsonValue
from accessible_games.narration.l10n import L10n
from accessible_games.entry import GameEntry
from accessible_games.games.beasty_bar.book import ANIMAL_KEYS, ANIMALS, GAME_ID, RULES_BOOK

if TYPE_CHECKING:
    from accessible_games.narration.narrator import Narrator
    from accessible_games.core.match import AnyMatch
    from accessible_games.scenarios import Adapter, Scenario
    from accessible_games.shell.app import App
    from accessible_games.shell.session import AnySession
    from accessible_games.shell.tutorial import Tutorial


def _game() -> Game[Any, Any, Any]:
    from accessible_games.games.beasty_bar.rules import GAME
    return GAME


def _bot(kind: str, seed: int) -> Bot:
    from accessible_games.games.beasty_bar.rules.bots import make_bot
    return make_bot(kind, seed)


def _narrator(l10n: L10n, match: AnyMatch, verbosity: str) -> Narrator[Any]:
    from accessible_games.games.beasty_bar.narration import narrator_for
    return narrator_for(l10n, match, verbosity)


def _session(app: App, match: AnyMatch, resumed: bool) -> AnySession:
    from accessible_games.games.beasty_bar.session import BeastyBarSession
    return BeastyBarSession(app, match, resumed=resumed)


def _ask_options(app: App) -> dict[str, JsonValue] | None:
    from accessible_games.games.beasty_bar.options import ask_options
    return ask_options(app)


def _scenarios() -> Adapter:
    from accessible_games.games.beasty_bar.scenario import BeastyBarAdapter
    return BeastyBarAdapter()


def _tutorial(app: App, scenario: Scenario, number: int, count: int) -> Tutorial:
    from accessible_games.games.beasty_bar.tutorial import TutorialSession
    return TutorialSession(app, scenario, number, count)


ENTRY = GameEntry(
    game_id=GAME_ID,
    package=__name__.rpartition(".")[0],
    players=(2, 4),
    rules_book=RULES_BOOK,
    load_game=_game,
    make_bot=_bot,
    make_session=_session,
    make_narrator=_narrator,
    variants=("basic", "advanced"),
    animals=ANIMALS,
    animal_keys=ANIMAL_KEYS,
    takes_first=True,
    ask_options=_ask_options,
    load_scenarios=_scenarios,
    make_tutorial=_tutorial,
)
"""Beasty Bar, as the registry lists it."""
