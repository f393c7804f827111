"""An O Zoo le Mio example at the keyboard: bids and placements, typed as in a game, or shown.

The example plays through the game's own session (``tutorial_steps``).
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.actions import Bid, Place
from accessible_games.games.ozoolemio.rules.state import Phase
from accessible_games.games.ozoolemio.scenario import OzooAdapter
from accessible_games.games.ozoolemio.session import OzooSession
from accessible_games.shell.tutorial import BackToList
from accessible_games.shell.tutorial_steps import StepTutorial


class OzooTutorial(StepTutorial, OzooSession):
    """An O Zoo le Mio example through the O Zoo le Mio session."""

    adapter = OzooAdapter()

    def learner_turn(self, seat: PlayerId) -> None:
        """Ask the learner for the sealed bid, or where the tile won goes."""
        if self.match.view(None).phase is Phase.BID:
            self.human_bid(seat)
        else:
            self.human_place(seat)

    def step_label(self, seat: PlayerId, action: Any) -> str:
        """Return a bid as "bid 3" and a placement as the lists name it."""
        if isinstance(action, Bid):
            return self.app.text("tutorial-step-bid", amount=action.amount)
        view = self.match.view(seat)
        assert isinstance(action, Place) and view.in_hand is not None
        label: str = self.narrator.placement_label(view, seat, view.in_hand, action.placement)
        return label

    def typed_for(self, action: Any) -> str | None:
        """A bid is typed as its amount; a placement by its number in the list."""
        if isinstance(action, Bid):
            return str(action.amount)
        return super().typed_for(action)

    def close_lists(self) -> None:
        """End exploring and close a group of placements."""
        self.explorer.active = False
        self.numbers.close()

    def back(self, seat: PlayerId) -> None:
        """Back leaves the example when there is nothing to back out of.

        Raises:
            BackToList: no exploring and no group of placements open.
        """
        if not self.explorer.active and self.numbers.group is None:
            raise BackToList
        super().back(seat)
