"""What a game declares about itself, once, inside its own package: ``GameEntry``.

Each game's ``entry.py`` builds one ``GameEntry``; ``accessible_games.registry``
lists them.  An entry holds plain facts (id, player range, variants, rules book,
animals) and factories that import the game's heavier parts only when asked, so
that listing the games stays cheap.  Everything outside a game's package reaches
the game through its entry: the command line, the menus, self-play, tutorials,
the rules lookup, the encyclopedia, benchmarks and tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from accessible_games.core.bots import Bot
from accessible_games.core.errors import GameError
from accessible_games.core.game import Game, JsonValue
from accessible_games.core.records import record
from accessible_games.narration.l10n import L10n
from accessible_games.narration.rules import RulesBook

if TYPE_CHECKING:
    from accessible_games.narration.narrator import Narrator
    from accessible_games.core.match import AnyMatch
    from accessible_games.scenarios import Adapter, Scenario
    from accessible_games.shell.app import App
    from accessible_games.shell.session import AnySession
    from accessible_games.shell.tutorial import Tutorial

OptionError = tuple[str, dict[str, Any]]
"""A refused option: the message id to say and its variables."""


@record(slots=False)
class OptionRequest:
    """What the player asked for on the command line, beyond seats and seed."""

    variant: str | None = None
    tiles: str | None = None
    expansions: tuple[str, ...] = ()


def _no_expansions() -> tuple[str, ...]:
    return ()


@record(slots=False)
class GameEntry:
    """One game, as the rest of the app sees it.

    Attributes:
        game_id: the id used on the command line, in saves and as the prefix of the
            game's Fluent ids; its name is ``game-name-<id>``.
        package: the game's package, where its worked examples lie (``scenarios/``).
        players: the smallest and largest number of players.
        rules_book: the game's spoken rules topics.
        load_game: return the rules (the Game protocol).
        make_bot: return a bot of a kind ("greedy", "random") with its own seed (the
            strong bot is the registry's: ``registry.make_bot``).
        make_session: return the keyboard session of a match (new or resumed).
        make_narrator: return the narrator of a match in a language, at a verbosity.
        variants: the values of the option ``variant``, the default first; empty if the
            game has none.
        animals: the encyclopedia entries of the game's animals, in the game's order.
        animal_keys: the game's own name of an animal where it differs from its entry.
        expansions: return the names the option ``expansions`` may hold, sorted.
        takes_tiles: whether the game takes a tile file (``--tiles``).
        takes_first: whether the player may choose who starts: the option ``first``, the
            1-based seat (``--first``).
        check_options: add to and check the options a player asked for; return a
            refusal, or None when they are good.
        check_start: refuse to start with these options on this machine (a seasonal
            expansion out of season); return the message id, or None.
        ask_options: ask the game's own questions in the new-game menu; None is back.
        error_text: say a refused setup in the player's language, where the game's
            errors need more than their message id and variables; None otherwise.
        load_scenarios: return the adapter of the game's worked examples; None if the
            game has none.
        make_tutorial: return the keyboard session that plays one example.
    """

    game_id: str
    package: str
    players: tuple[int, int]
    rules_book: RulesBook
    load_game: Callable[[], Game[Any, Any, Any]]
    make_bot: Callable[[str, int], Bot]
    make_session: Callable[[App, AnyMatch, bool], AnySession]
    make_narrator: Callable[[L10n, AnyMatch, str], Narrator[Any]]
    variants: tuple[str, ...] = ()
    animals: tuple[str, ...] = ()
    animal_keys: Mapping[str, str] = field(default_factory=dict)
    expansions: Callable[[], tuple[str, ...]] = _no_expansions
    takes_tiles: bool = False
    takes_first: bool = False
    check_options: Callable[[dict[str, JsonValue], OptionRequest, L10n],
                            OptionError | None] | None = None
    check_start: Callable[[App, Mapping[str, JsonValue]], str | None] | None = None
    ask_options: Callable[[App], dict[str, JsonValue] | None] | None = None
    error_text: Callable[[L10n, GameError], str | None] | None = None
    load_scenarios: Callable[[], Adapter] | None = None
    make_tutorial: Callable[[App, Scenario, int, int], Tutorial] | None = None

    @property
    def name_id(self) -> str:
        """Return the Fluent id of the game's name."""
        return f"game-name-{self.game_id}"
