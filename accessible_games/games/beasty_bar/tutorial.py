"""Beasty Bar's examples at the keyboard: one play, typed as in a game, or shown.

The example's position is a Beasty Bar table (``scenario``); the learner hears the
queue and the hand, plays the card with its choices (a parrot's victim, a kangaroo's
jump), and hears the play narrated and explained.  The example plays through the
Beasty Bar session, stepping in at its hooks.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.beasty_bar.rules.state import Play
from accessible_games.games.beasty_bar.scenario import BeastyBarAdapter, action_of
from accessible_games.games.beasty_bar.session import BeastyBarSession, animal_words
from accessible_games.scenarios import Scenario
from accessible_games.shell.app import App
from accessible_games.shell.commands import Vocabulary
from accessible_games.shell.tutorial import (
    BackToList, TutorialHooks, tutorial_match, tutorial_word, tutorial_words,
)


class OtherMove(Exception):
    """The learner chose a legal play other than the example's; nothing was played."""


def tutorial_vocabulary() -> Vocabulary:
    """Return the shell's words, the tutorial's and the Beasty Bar animals'."""
    return Vocabulary({**tutorial_words(), **animal_words()})


class TutorialSession(TutorialHooks):
    """One Beasty Bar example: the position, the move to make, and what it teaches.

    Args:
        app: the shell context.
        scenario: the example to play.
        number: its place in the list (from 1), and ``count`` the list's length.
    """

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario, BeastyBarAdapter())
        self.game = BeastyBarSession(app, match)
        self.game.queue_after_play = True
        super().__init__(app, scenario, self.game, seat, number, count)
        app.use_vocabulary(tutorial_vocabulary())
        self.expected: Play = action_of(scenario)

    # -- the example -----------------------------------------------------------------

    def introduce(self) -> None:
        """Say the title, the setting-up sentence, the queue, the hand and what to do."""
        self.say_title(self.count)
        game = self.game
        view = game.view()
        if view.bar or view.thats_it:
            self.app.say([game.narrator.bar_line(view), game.narrator.thats_it_line(view)],
                         "event")
        game.prompt_turn(self.seat)
        self.app.tell("tutorial-ask", "prompt")

    def play(self) -> None:
        """Introduce the example and read lines until the move is made, then explain it.

        Raises:
            BackToList: the player typed back with nothing to cancel.
            Quit: the player quit or input ended.
        """
        self.introduce()
        while True:
            parsed = self.app.vocabulary.parse(self.read_line())
            word = tutorial_word(parsed)
            if word == "show":
                self.show()
                break
            if word is not None:
                self.app.tell("tutorial-ask", remember=False)
                continue
            try:
                if self.game.handle(self.seat, parsed):
                    break
            except OtherMove:
                continue
        self.explain()

    def show(self) -> None:
        """Play the example's move for the player, saying how to type it."""
        game = self.game
        game.pending = None
        label, typed = game.choice_words(self.seat, self.expected)
        self.app.tell("tutorial-showing", "event", move=label, typed=typed)
        game.act(self.seat, self.expected)

    # -- the session's hooks -----------------------------------------------------------

    def prompt(self, seat: PlayerId) -> bool:
        """Say the queue and the hand (the numbers to type are the hand's)."""
        game = self.game
        view = self.match.view(seat)
        game.menu = list(view.hand)
        self.app.say([game.narrator.queue_line(view), game.narrator.hand_line(view)],
                     "prompt", owner=seat)
        return True

    def hinted(self, seat: PlayerId) -> Any | None:
        """A hint names the example's move."""
        return self.expected

    def before_back(self, seat: PlayerId) -> None:
        """Back drops a half-made play; with nothing to drop it leaves the example.

        Raises:
            BackToList: nothing was being put together.
        """
        if self.game.pending is None:
            raise BackToList

    def before_act(self, player: PlayerId, action: Any) -> None:
        """Let the example's move through; another legal play is explained, not made.

        Raises:
            OtherMove: the play is not the example's.
        """
        if action != self.expected:
            self.app.tell("tutorial-other-move", remember=False,
                          move=self.game.narrator.action_label(
                              self.expected, self.match.view(player).queue))
            raise OtherMove
