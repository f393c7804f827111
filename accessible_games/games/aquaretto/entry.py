"""Aquaretto declares itself: id, players, rules book, animals, factories."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessible_games.core.bots import Bot
from accessible_games.core.game import Game
from accessible_games.narration.l10n import L10n
from accessible_games.entry import GameEntry
from accessible_games.games.aquaretto.book import ANIMAL_KEYS, ANIMALS, GAME_ID, RULES_BOOK

if TYPE_CHECKING:
    from accessible_games.narration.narrator import Narrator
    from accessible_games.core.match import AnyMatch
    from accessible_games.scenarios import Adapter, Scenario
    from accessible_games.shell.app import App
    from accessible_games.shell.session import AnySession
    from accessible_games.shell.tutorial import Tutorial


def _game() -> Game[Any, Any, Any]:
    from accessible_games.games.aquaretto.rules import GAME
    return GAME


def _bot(kind: str, seed: int) -> Bot:
    from accessible_games.games.aquaretto.rules.bots import make_bot
    return make_bot(kind, seed)


def _narrator(l10n: L10n, match: AnyMatch, verbosity: str) -> Narrator[Any]:
    from accessible_games.games.aquaretto.narration import narrator_for
    return narrator_for(l10n, match, verbosity)


def _session(app: App, match: AnyMatch, resumed: bool) -> AnySession:
    from accessible_games.games.aquaretto.session import AquarettoSession
    return AquarettoSession(app, match, resumed=resumed)


def _scenarios() -> Adapter:
    from accessible_games.games.aquaretto.scenario import AquarettoAdapter
    return AquarettoAdapter()


def _tutorial(app: App, scenario: Scenario, number: int, count: int) -> Tutorial:
    from accessible_games.games.aquaretto.tutorial import AquarettoTutorial
    return AquarettoTutorial(app, scenario, number, count)


ENTRY = GameEntry(
    game_id=GAME_ID,
    package=__name__.rpartition(".")[0],
    players=(2, 5),
    rules_book=RULES_BOOK,
    load_game=_game,
    make_bot=_bot,
    make_session=_session,
    make_narrator=_narrator,
    animals=ANIMALS,
    animal_keys=ANIMAL_KEYS,
    load_scenarios=_scenarios,
    make_tutorial=_tutorial,
)
"""Aquaretto, as the registry lists it."""
