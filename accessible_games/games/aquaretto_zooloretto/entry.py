"""Aquaretto and Zooloretto combined declares itself: id, players, the one expansion it
supports, rules book, factories (its animals are the two games', so it lists none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessible_games.core.bots import Bot
from accessible_games.core.game import Game, JsonValue
from accessible_games.entry import GameEntry, OptionError, OptionRequest
from accessible_games.games.aquaretto_zooloretto.book import GAME_ID, RULES_BOOK
from accessible_games.narration.l10n import L10n

if TYPE_CHECKING:
    from accessible_games.narration.narrator import Narrator
    from accessible_games.core.match import AnyMatch
    from accessible_games.shell.app import App
    from accessible_games.shell.session import AnySession


def _game() -> Game[Any, Any, Any]:
    from accessible_games.games.aquaretto_zooloretto.rules import GAME
    return GAME


def _bot(kind: str, seed: int) -> Bot:
    from accessible_games.games.aquaretto_zooloretto.rules import make_bot
    return make_bot(kind, seed)


def _narrator(l10n: L10n, match: AnyMatch, verbosity: str) -> Narrator[Any]:
    from accessible_games.games.aquaretto_zooloretto.narration import narrator_for
    return narrator_for(l10n, match, verbosity)


def _session(app: App, match: AnyMatch, resumed: bool) -> AnySession:
    from accessible_games.games.aquaretto_zooloretto.session import CombinedSession
    return CombinedSession(app, match, resumed=resumed)


def _expansions() -> tuple[str, ...]:
    from accessible_games.games.aquaretto_zooloretto.rules.setup import SUPPORTED_EXPANSIONS
    return tuple(sorted(SUPPORTED_EXPANSIONS))


def _check_options(options: dict[str, JsonValue], request: OptionRequest,
                   l10n: L10n) -> OptionError | None:
    from accessible_games.games.aquaretto_zooloretto.options import check_expansions
    return check_expansions(request.expansions)


def _ask_options(app: App) -> dict[str, JsonValue] | None:
    from accessible_games.games.aquaretto_zooloretto.options import ask_options
    return ask_options(app)


ENTRY = GameEntry(
    game_id=GAME_ID,
    package=__name__.rpartition(".")[0],
    players=(2, 5),
    rules_book=RULES_BOOK,
    load_game=_game,
    make_bot=_bot,
    make_session=_session,
    make_narrator=_narrator,
    expansions=_expansions,
    check_options=_check_options,
    ask_options=_ask_options,
)
"""The combined game, as the registry lists it."""
