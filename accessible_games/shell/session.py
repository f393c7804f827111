"""What every game session at the keyboard shares: seats, bots, saving and leaving.

A game's session (``BeastyBarSession``, ``AquarettoSession``) adds its own turn
loop, prompts and questions on top of ``GameSession``.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.errors import SaveError
from accessible_games.core.events import PlayerId
from accessible_games.core.match import Match
from accessible_games.core.save import save as save_match
from accessible_games.games import make_bot
from accessible_games.shell.app import App
from accessible_games.shell.settings import autosave_path

BOT_SEED_FACTOR = 31
"""A bot's own seed is the game's seed times this, plus its seat."""


class Quit(Exception):
    """The player left; the game is saved."""


class GameSession:
    """The plumbing of one game at the keyboard: who sits where, the bots, the autosave.

    Args:
        app: the shell context (language, settings, output, input).
        match: the match to play, new or loaded from the autosave.
        resumed: True when the match was loaded from the autosave.
    """

    def __init__(self, app: App, match: Match, resumed: bool = False) -> None:
        self.app = app
        self.match = match
        self.resumed = resumed
        self.humans = [seat for seat, spec in enumerate(match.players) if not spec.is_bot]
        self.bots: dict[PlayerId, Any] = {
            seat: make_bot(match.game.game_id, spec.bot or "greedy",
                           match.seed * BOT_SEED_FACTOR + seat)
            for seat, spec in enumerate(match.players) if spec.is_bot}
        self._save_failed = False
        super().__init__()

    def finish(self) -> None:
        """The game is over and its result was said: the autosave is no longer needed."""
        try:
            autosave_path().unlink(missing_ok=True)
        except OSError:
            pass

    def autosave(self) -> None:
        """Write the save after every action; a failure is said once per game."""
        try:
            save_match(autosave_path(), self.match, {"language": self.app.lang})
        except OSError:
            if not self._save_failed:
                self._save_failed = True
                self.app.tell("shell-autosave-failed")

    def save_now(self) -> None:
        """Save on request and say how to come back."""
        try:
            save_match(autosave_path(), self.match, {"language": self.app.lang})
        except (OSError, SaveError):
            self.app.tell("shell-autosave-failed", remember=False)
            return
        self.app.tell("shell-saved", remember=False)

    def leave(self) -> None:
        """Save and say how to come back."""
        self.autosave()
        self.app.tell("shell-saved-resume-hint", "alert")

    def read_line(self) -> str:
        """Read a line; end of input saves the game and leaves.

        Raises:
            Quit: end of input (Ctrl-D, closed stream).
        """
        try:
            return self.app.read()
        except EOFError:
            self.leave()
            raise Quit from None
