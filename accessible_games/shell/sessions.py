"""Starting and resuming a game at the keyboard, whichever game it is."""

from __future__ import annotations

import time
from typing import Any

from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games import get_game
from accessible_games.shell.app import App


def play_match(app: App, match: Match, resumed: bool = False) -> int:
    """Play ``match`` at the keyboard until it ends or the player leaves; return 0."""
    session: Any
    if match.game.game_id == "aquaretto":
        from accessible_games.shell.aquaretto_session import AquarettoSession
        session = AquarettoSession(app, match, resumed=resumed)
    elif match.game.game_id == "zooloretto":
        from accessible_games.shell.zooloretto_session import ZoolorettoSession
        session = ZoolorettoSession(app, match, resumed=resumed)
    elif match.game.game_id == "aquaretto-zooloretto":
        from accessible_games.shell.aquaretto_zooloretto_session import CombinedSession
        session = CombinedSession(app, match, resumed=resumed)
    elif match.game.game_id == "o-zoo-le-mio":
        from accessible_games.shell.ozoolemio_session import OzooSession
        session = OzooSession(app, match, resumed=resumed)
    else:
        from accessible_games.shell.beasty_bar_session import BeastyBarSession
        session = BeastyBarSession(app, match, resumed=resumed)
    if not resumed:
        session.autosave()
    result: int = session.run()
    return result


def start_game(app: App, game_id: str, players: list[PlayerSpec],
               options: dict[str, JsonValue], seed: int | None) -> int:
    """Start a new game of ``game_id`` (a time-based seed if none) and play it.

    Raises:
        GameError: the game refuses the players or options.
        ValueError: unknown game.
    """
    game = get_game(game_id)
    if game is None:
        raise ValueError(f"unknown game {game_id!r}")
    if seed is None:
        seed = time.time_ns() % 2**32
    return play_match(app, Match.start(game, players, options, seed))
