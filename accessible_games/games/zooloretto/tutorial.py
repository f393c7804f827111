"""A Zooloretto example at the keyboard: several decisions, typed as in a game, or shown.

The example plays through the game's own session (``tutorial_steps``).
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.games.zooloretto.rules.actions import Cancel
from accessible_games.games.zooloretto.scenario import ZoolorettoAdapter
from accessible_games.games.zooloretto.session import ZoolorettoSession
from accessible_games.scenarios import Scenario
from accessible_games.shell.app import App
from accessible_games.shell.tutorial import BackToList, tutorial_match
from accessible_games.shell.tutorial_steps import StepTutorial


class ZoolorettoTutorial(StepTutorial):
    """A Zooloretto example through the Zooloretto session."""

    adapter = ZoolorettoAdapter()

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario, self.adapter)
        self.game = ZoolorettoSession(app, match)
        super().__init__(app, scenario, self.game, self.game.numbers, seat, number, count)

    def close_lists(self) -> None:
        """Close every open list."""
        self.numbers.close()

    def before_back(self, seat: PlayerId) -> None:
        """Back closes an open list; otherwise it leaves the example (a money action the
        example began is not cancelled: that would undo its own step).

        Raises:
            BackToList: no list open, and cancelling is not the example's next step.
        """
        if self.numbers.group is None and not self.is_next(Cancel()):
            raise BackToList
