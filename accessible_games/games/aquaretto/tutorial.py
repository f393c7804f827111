"""An Aquaretto example at the keyboard: several decisions, typed as in a game, or shown.

The example plays through the game's own session (``tutorial_steps``).
"""

from __future__ import annotations


from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import Cancel
from accessible_games.games.aquaretto.scenario import AquarettoAdapter
from accessible_games.games.aquaretto.session import AquarettoSession
from accessible_games.shell.tutorial import BackToList
from accessible_games.shell.tutorial_steps import StepTutorial


class AquarettoTutorial(StepTutorial, AquarettoSession):
    """An Aquaretto example through the Aquaretto session."""

    adapter = AquarettoAdapter()

    def close_lists(self) -> None:
        """End exploring and close a list of board placements."""
        self.explorer.active = False
        self.numbers.close()

    def back(self, seat: PlayerId) -> bool:
        """Back ends exploring or closes a list; otherwise it leaves the example (a money
        action the example began is not cancelled: that would undo its own step).

        Raises:
            BackToList: nothing to close, and cancelling is not the example's next step.
        """
        if not self.explorer.active and self.numbers.group is None \
                and not self.is_next(Cancel()):
            raise BackToList
        return super().back(seat)
