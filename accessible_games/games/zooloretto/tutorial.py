"""A Zooloretto example at the keyboard: several decisions, typed as in a game, or shown.

The example plays through the game's own session (``tutorial_steps``).
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.zooloretto.queries import MenuGroup
from accessible_games.games.zooloretto.rules.actions import Cancel
from accessible_games.games.zooloretto.scenario import ZoolorettoAdapter
from accessible_games.games.zooloretto.session import ZoolorettoSession, group_menu
from accessible_games.shell.tutorial import BackToList
from accessible_games.shell.tutorial_steps import StepTutorial


class ZoolorettoTutorial(StepTutorial, ZoolorettoSession):
    """A Zooloretto example through the Zooloretto session."""

    adapter = ZoolorettoAdapter()

    def submenu(self, item: Any) -> list[Any] | None:
        """Return the list a group of the menu opens."""
        return group_menu(item) if isinstance(item, MenuGroup) else None

    def close_lists(self) -> None:
        """Close every open list."""
        self.path = []

    def back(self, seat: PlayerId) -> bool:
        """Back closes an open list; otherwise it leaves the example (a money action the
        example began is not cancelled: that would undo its own step).

        Raises:
            BackToList: no list open, and cancelling is not the example's next step.
        """
        if not self.path and not self.is_next(Cancel()):
            raise BackToList
        return super().back(seat)
