"""Zooloretto declares itself: id, players, expansions, rules book, animals, factories."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from accessible_games.core.bots import Bot
from accessible_games.core.game import Game, JsonValue
from accessible_games.narration.l10n import L10n
from accessible_games.entry import GameEntry
from accessible_games.games.zooloretto.book import ANIMALS, GAME_ID, RULES_BOOK

if TYPE_CHECKING:
    from accessible_games.narration.narrator import Narrator
    from accessible_games.core.match import AnyMatch
    from accessible_games.scenarios import Adapter, Scenario
    from accessible_games.shell.app import App
    from accessible_games.shell.session import AnySession
    from accessible_games.shell.tutorial import Tutorial


def _game() -> Game[Any, Any, Any]:
    from accessible_games.games.zooloretto.rules import GAME
    return GAME


def _bot(kind: str, seed: int) -> Bot:
    from accessible_games.games.zooloretto.rules.bots import make_bot
    return make_bot(kind, seed)


def _narrator(l10n: L10n, match: AnyMatch, verbosity: str) -> Narrator[Any]:
    from accessible_games.games.zooloretto.narration import narrator_for
    return narrator_for(l10n, match, verbosity)


def _session(app: App, match: AnyMatch, resumed: bool) -> AnySession:
    from accessible_games.games.zooloretto.session import ZoolorettoSession
    return ZoolorettoSession(app, match, resumed=resumed)


def _expansions() -> tuple[str, ...]:
    from accessible_games.games.zooloretto.rules.expansions import REGISTRY
    return tuple(sorted(REGISTRY))


def _check_start(app: App, options: Mapping[str, JsonValue]) -> str | None:
    from accessible_games.games.zooloretto.expansion_setup import check_start
    return check_start(app, options)


def _ask_options(app: App) -> dict[str, JsonValue] | None:
    from accessible_games.games.zooloretto.expansion_setup import ask_options
    return ask_options(app)


def _scenarios() -> Adapter:
    from accessible_games.games.zooloretto.scenario import ZoolorettoAdapter
    return ZoolorettoAdapter()


def _tutorial(app: App, scenario: Scenario, number: int, count: int) -> Tutorial:
    from accessible_games.games.zooloretto.tutorial import ZoolorettoTutorial
    return ZoolorettoTutorial(app, scenario, number, count)


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
    expansions=_expansions,
    check_start=_check_start,
    ask_options=_ask_options,
    load_scenarios=_scenarios,
    make_tutorial=_tutorial,
)
"""Zooloretto, as the registry lists it."""
