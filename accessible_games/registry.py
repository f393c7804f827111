"""Every game, listed once: the registry the command line, menus, self-play, tutorials,
rules lookup, encyclopedia, benchmarks and tests read.

A game joins by declaring a ``GameEntry`` in its own package (``games/<game>/entry.py``)
and adding one line to the list below.  An unknown id is an error, never a fall-through.
"""

from __future__ import annotations

import time
from typing import Any

from accessible_games.core.bots import Bot
from accessible_games.core.search import STRONG, THINKING_SECONDS, Budget
from accessible_games.core.search import make_bot as make_bot_of_kind
from accessible_games.core.search import search_budget as budget_for
from accessible_games.core.errors import GameError
from accessible_games.core.game import Game
from accessible_games.entry import GameEntry
from accessible_games.games.aquaretto.entry import ENTRY as AQUARETTO
from accessible_games.games.aquaretto_zooloretto.entry import ENTRY as AQUARETTO_ZOOLORETTO
from accessible_games.games.beasty_bar.entry import ENTRY as BEASTY_BAR
from accessible_games.games.ozoolemio.entry import ENTRY as OZOOLEMIO
from accessible_games.games.zooloretto.entry import ENTRY as ZOOLORETTO
from accessible_games.narration.l10n import L10n
from accessible_games.narration.rules import RulesBook

ENTRIES: tuple[GameEntry, ...] = (BEASTY_BAR, AQUARETTO, ZOOLORETTO, OZOOLEMIO,
                                  AQUARETTO_ZOOLORETTO)
"""Every game, in menu order."""

_BY_ID: dict[str, GameEntry] = {entry.game_id: entry for entry in ENTRIES}

GAME_IDS: tuple[str, ...] = tuple(entry.game_id for entry in ENTRIES)
"""Every game id, in menu order."""


class UnknownGame(ValueError):
    """No game has this id (developer text; the command line offers only known ids)."""


def entry(game_id: str) -> GameEntry:
    """Return the entry of ``game_id``.

    Raises:
        UnknownGame: no game has that id.
    """
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r}") from None


def get_game(game_id: str) -> Game[Any, Any, Any] | None:
    """Return the rules of ``game_id``, or None if there is no such game (a save names
    its game, and an unknown one is refused with a sentence, not an error)."""
    found = _BY_ID.get(game_id)
    return found.load_game() if found is not None else None


def search_budget(game_id: str, seconds: float = THINKING_SECONDS) -> Budget:
    """Return the strong bot's budget for about ``seconds`` of thinking in ``game_id``
    (``core.search.search_budget``).

    Raises:
        UnknownGame: no game has that id.
    """
    return budget_for(entry(game_id).load_game(), seconds)


def make_bot(game_id: str, kind: str, seed: int, budget: Budget | None = None) -> Bot:
    """Return a bot of ``kind`` ("random", "greedy" or "strong") for the game ``game_id``;
    a strong bot searches with ``budget`` (by default ``search_budget(game_id)``), its
    rollouts played by the game's greedy bots, its safety stop on the process's CPU clock.

    Raises:
        UnknownGame: no game has that id.
        ValueError: unknown bot kind.
    """
    game = entry(game_id)
    if kind != STRONG:
        return game.make_bot(kind, seed)
    rules = game.load_game()
    return make_bot_of_kind(kind, seed, rules, game.make_bot, budget or budget_for(rules),
                            time.process_time)


def player_range(game_id: str) -> tuple[int, int]:
    """Return the smallest and largest number of players of ``game_id``."""
    return entry(game_id).players


def known_expansions(game_id: str) -> tuple[str, ...]:
    """Return the names of the expansions ``game_id`` can include, sorted (none for most)."""
    return entry(game_id).expansions()


def variants_of(game_id: str) -> tuple[str, ...]:
    """Return the variants of ``game_id``, the default first (none for most)."""
    return entry(game_id).variants


ALL_VARIANTS: tuple[str, ...] = tuple(dict.fromkeys(
    variant for game in ENTRIES for variant in game.variants))
"""Every game's variants, for the command line's choices."""


def games_with_scenarios() -> tuple[str, ...]:
    """Return the ids of the games that ship worked examples, in menu order."""
    return tuple(game.game_id for game in ENTRIES if game.load_scenarios is not None)


def animals_of(game_id: str) -> tuple[str, ...]:
    """Return the encyclopedia entries of ``game_id``'s animals; empty for an unknown game."""
    found = _BY_ID.get(game_id)
    return found.animals if found is not None else ()


def games_of(entry_id: str) -> tuple[str, ...]:
    """Return the ids of the games an encyclopedia entry appears in, in menu order."""
    return tuple(game.game_id for game in ENTRIES if entry_id in game.animals)


def entry_for(game_id: str, key: str) -> str | None:
    """Return the encyclopedia entry of a game's own animal key, or None if that game has
    no such animal.

    ``key`` is the game's name for the animal: the lower-case name of a Beasty Bar
    ``Animal`` ("seal"), the value of an Aquaretto or Zooloretto ``Species``
    ("turtle"), a Zooloretto bonus enclosure ("gorilla") or an O Zoo le Mio
    ``Category`` ("sea-life").
    """
    found = _BY_ID.get(game_id)
    if found is None:
        return None
    entry_id = found.animal_keys.get(key, key)
    return entry_id if entry_id in found.animals else None


def error_text(l10n: L10n, error: GameError) -> str:
    """Return a refused setup as one sentence in ``l10n``'s language: the game's own
    wording where its errors need one (a tile file's problem), else the message."""
    for game in ENTRIES:
        text = game.error_text(l10n, error) if game.error_text is not None else None
        if text is not None:
            return text
    return l10n(error.reason, error.args_map)


def rules_book(game_id: str) -> RulesBook:
    """Return the rules book of ``game_id``.

    Raises:
        UnknownGame: no game has that id.
    """
    return entry(game_id).rules_book
