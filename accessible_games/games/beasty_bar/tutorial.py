"""Beasty Bar's examples at the keyboard: one play, typed as in a game, or shown.

The example's position is a Beasty Bar table (``scenario``); the
learner hears the queue and the hand, plays the card with its choices (a parrot's
victim, a kangaroo's jump), and hears the play narrated and explained.
"""

from __future__ import annotations

from accessible_games.core.events import PlayerId
from accessible_games.games.beasty_bar.rules.resolve import choice_options
from accessible_games.games.beasty_bar.rules.state import Play
from accessible_games.scenarios import Scenario
from accessible_games.games.beasty_bar.scenario import BeastyBarAdapter, action_of
from accessible_games.shell.app import App
from accessible_games.games.beasty_bar.session import BeastyBarSession, animal_words
from accessible_games.shell.commands import Vocabulary
from accessible_games.shell.tutorial import (
    BackToList, TutorialMixin, tutorial_match, tutorial_word, tutorial_words,
)


def tutorial_vocabulary() -> Vocabulary:
    """Return the shell's words, the tutorial's and the Beasty Bar animals'."""
    return Vocabulary({**tutorial_words(), **animal_words()})


class TutorialSession(TutorialMixin, BeastyBarSession):
    """One Beasty Bar example: the position, the move to make, and what it teaches.

    Args:
        app: the shell context.
        scenario: the example to play.
        number: its place in the list (from 1), and ``count`` the list's length.
    """

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario, BeastyBarAdapter())
        super().__init__(app, match)
        app.use_vocabulary(tutorial_vocabulary())
        self.scenario = scenario
        self.seat: PlayerId = seat
        self.expected: Play = action_of(scenario)
        self.number, self.count = number, count

    # -- the example -----------------------------------------------------------------

    def introduce(self) -> None:
        """Say the title, the setting-up sentence, the queue, the hand and what to do."""
        self.say_title(self.count)
        view = self.view()
        if view.bar or view.thats_it:
            self.app.say([self.narrator.bar_line(view), self.narrator.thats_it_line(view)],
                         "event")
        self.prompt_turn(self.seat)
        self.app.tell("tutorial-ask", "prompt")

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the queue and the hand (the numbers to type are the hand's)."""
        view = self.match.view(seat)
        self.menu = list(view.hand)
        self.app.say([self.narrator.queue_line(view), self.narrator.hand_line(view)],
                     "prompt", owner=seat)

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
            if self.handle(self.seat, parsed):
                break
        self.explain()

    def show(self) -> None:
        """Play the example's move for the player, saying how to type it."""
        self.pending = None
        view = self.match.view(self.seat)
        hand = list(view.hand)
        typed = " ".join(str(n) for n in (hand.index(self.expected.card) + 1,
                                          *self.expected.choices))
        self.app.tell("tutorial-showing", "event",
                      move=self.narrator.action_label(self.expected, view.queue),
                      typed=typed)
        self.act(self.seat, self.expected)

    def cancel(self, seat: PlayerId) -> None:
        """Back drops a half-made play; with nothing to drop it leaves the example.

        Raises:
            BackToList: nothing was being put together.
        """
        if self.pending is None:
            raise BackToList
        super().cancel(seat)

    def try_play(self, seat: PlayerId, card: str, choices: tuple[int, ...]) -> bool:
        """Commit the example's move; another legal move is explained, not played."""
        view = self.match.view(seat)
        move = Play(card, choices)
        if card in view.hand and choices in choice_options(view.queue, card) \
                and move != self.expected:
            self.pending = None
            self.app.tell("tutorial-other-move", remember=False,
                          move=self.narrator.action_label(self.expected, view.queue))
            return False
        return super().try_play(seat, card, choices)
