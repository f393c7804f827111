"""An O Zoo le Mio example at the keyboard: bids and placements, typed as in a game, or shown.

The example plays through the game's own session (``tutorial_steps``).
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.state import Phase
from accessible_games.games.ozoolemio.scenario import OzooAdapter
from accessible_games.games.ozoolemio.session import OzooSession
from accessible_games.scenarios import Scenario
from accessible_games.shell.app import App
from accessible_games.shell.tutorial import BackToList, tutorial_match
from accessible_games.shell.tutorial_steps import StepTutorial


class OzooTutorial(StepTutorial):
    """An O Zoo le Mio example through the O Zoo le Mio session."""

    adapter = OzooAdapter()

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario, self.adapter)
        self.game = OzooSession(app, match)
        super().__init__(app, scenario, self.game, self.game.numbers, seat, number, count)

    def learner_turn(self, seat: PlayerId) -> None:
        """Ask the learner for the sealed bid, or where the tile won goes."""
        if self.match.view(None).phase is Phase.BID:
            self.game.human_bid(seat)
        else:
            self.game.human_place(seat)

    def close_lists(self) -> None:
        """End exploring and close a group of placements."""
        self.game.explorer.active = False
        self.numbers.close()

    def before_back(self, seat: PlayerId) -> None:
        """Back leaves the example when there is nothing to back out of.

        Raises:
            BackToList: no exploring and no group of placements open.
        """
        if not self.game.explorer.active and self.numbers.group is None:
            raise BackToList
