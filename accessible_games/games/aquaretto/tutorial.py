"""An Aquaretto example at the keyboard: several decisions, typed as in a game, or shown.

The example plays through the game's own session (``tutorial_steps``).
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import Cancel
from accessible_games.games.aquaretto.scenario import AquarettoAdapter
from accessible_games.games.aquaretto.session import AquarettoSession
from accessible_games.scenarios import Scenario
from accessible_games.shell.app import App
from accessible_games.shell.tutorial import BackToList, tutorial_match
from accessible_games.shell.tutorial_steps import StepTutorial


class AquarettoTutorial(StepTutorial):
    """An Aquaretto example through the Aquaretto session."""

    adapter = AquarettoAdapter()

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario, self.adapter)
        self.game = AquarettoSession(app, match)
        super().__init__(app, scenario, self.game, self.game.numbers, seat, number, count)

    def close_lists(self) -> None:
        """End exploring and close a list of board placements."""
        self.game.explorer.active = False
        self.numbers.close()

    def before_back(self, seat: PlayerId) -> None:
        """Back ends exploring or closes a list; otherwise it leaves the example (a money
        action the example began is not cancelled: that would undo its own step).

        Raises:
            BackToList: nothing to close, and cancelling is not the example's next step.
        """
        if not self.game.explorer.active and self.numbers.group is None \
                and not self.is_next(Cancel()):
            raise BackToList
