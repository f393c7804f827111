"""What every game's narrator offers the shared shell: the ``Narrator`` protocol.

A game's narrator turns its events and views into sentences; the shell's shared loop
(``shell.session.GameSession``) and questions need only these three, whatever the game.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from accessible_games.core.errors import GameError

V_contra = TypeVar("V_contra", contravariant=True)


class Narrator(Protocol[V_contra]):
    """Sentences about one game's table, for the player at the keyboard."""

    def players_line(self, view: V_contra) -> str:
        """Return one line naming the players, their colours and who is a bot."""
        ...

    def table_lines(self, view: V_contra) -> list[str]:
        """Return the table as whole lines, the most important first."""
        ...

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for a refused action or setup."""
        ...

    def one_listener(self) -> None:
        """Speak to one player alone: other humans play at their own computers."""
        ...
