"""Examples of several decisions at the keyboard (Aquaretto, Zooloretto, O Zoo le Mio).

A scenario's move is a list of steps (``scenarios.parse_steps``).  The example
plays through the game's own session, which it wraps and steps into only at the
session's hooks (``shell.session.SessionHooks``), so the learner hears the same prompts,
numbered lists and narration as in a game, and every question works.  Each of
the learner's steps is made as in a game, or shown with ``show``; another legal
decision is explained and not made.  The other seats' steps, if any (a sealed
bid, a truck taken), are played for them and narrated like a bot's.  After the
last step come the scenario's closing questions and its explanation.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.scenarios import Adapter, Scenario, Step
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed
from accessible_games.shell.numbered import NumberedList
from accessible_games.shell.session import AnySession
from accessible_games.shell.tutorial import TutorialHooks, add_tutorial_words, tutorial_word

class StepRefused(Exception):
    """The learner chose a legal decision other than the example's; nothing changed."""


class StepTutorial(TutorialHooks):
    """One example of several decisions, played through the game's own session, whose
    hooks it answers: it refuses another decision than the example's, takes ``show``
    first, and (in each game's subclass) decides what ``back`` leaves.

    Args:
        app: the shell context.
        scenario: the example to play.
        session: the game's session at the example's position (``tutorial_match``).
        numbers: that session's numbered list, which a step shown closes.
        seat: the learner's seat.
        number: its place in the list (from 1), and ``count`` the list's length.
    """

    adapter: Adapter
    """The game's scenario adapter (each game's tutorial sets its own)."""

    def __init__(self, app: App, scenario: Scenario, session: AnySession,
                 numbers: NumberedList, seat: PlayerId, number: int, count: int) -> None:
        super().__init__(app, scenario, session, seat, number, count)
        add_tutorial_words(app.vocabulary)
        self.numbers = numbers
        self.steps: list[Step] = self.adapter.steps(scenario)
        self.done = 0
        """How many of the steps have been made."""

    # -- what each game's tutorial may refine --------------------------------------------

    def learner_turn(self, seat: PlayerId) -> None:
        """Prompt the learner and read lines until one decision is committed."""
        self.session.human_turn(seat)

    def step_label(self, seat: PlayerId, action: Any) -> str:
        """Return how the game's lists name ``action`` (the session's ``choice_words``)."""
        return self.session.choice_words(seat, action)[0]

    def close_lists(self) -> None:
        """Close any sub-list or exploring the learner opened (the session's own state)."""

    def is_next(self, action: Any) -> bool:
        """Return whether ``action`` is the example's next step."""
        return self.done < len(self.steps) and self.steps[self.done][1] == action

    # -- the example ---------------------------------------------------------------------

    def play(self) -> None:
        """Introduce the example, make its steps (the learner's at the keyboard), then
        explain it.

        Raises:
            BackToList: the player typed back with nothing to cancel.
            Quit: the player quit or input ended.
        """
        self.say_title(self.count)
        self.app.tell("tutorial-ask-steps", "prompt", count=self.learner_steps())
        while self.done < len(self.steps):
            seat, action = self.steps[self.done]
            if seat != self.seat:
                self.session.act(seat, action)
                continue
            try:
                self.learner_turn(seat)
            except StepRefused:
                pass
        self.explain()

    def learner_steps(self) -> int:
        """Return how many of the steps are the learner's."""
        return sum(1 for seat, _ in self.steps if seat == self.seat)

    # -- the session's hooks -------------------------------------------------------------

    def before_act(self, player: PlayerId, action: Any) -> None:
        """Let the example's next step through; refuse another decision of the learner's.

        Raises:
            StepRefused: the learner chose a decision the example does not ask for.
        """
        seat, expected = self.steps[self.done]
        if (player, action) != (seat, expected):
            self.app.tell("tutorial-other-step", remember=False,
                          move=self.step_label(seat, expected))
            raise StepRefused
        self.done += 1

    def hinted(self, seat: PlayerId) -> Any | None:
        """A hint names the example's next step, when it is the learner's."""
        if self.done < len(self.steps) and self.steps[self.done][0] == seat:
            return self.steps[self.done][1]
        return None

    def take_line(self, seat: PlayerId, parsed: Parsed) -> bool | None:
        """Take the tutorial's words first: ``show`` makes the next step."""
        word = tutorial_word(parsed)
        if word == "show":
            self.show()
            return True
        if word is not None:
            self.app.tell("tutorial-ask-steps", remember=False, count=self.learner_steps())
            return False
        return None

    def show(self) -> None:
        """Make the learner's next step for them, saying how to type it."""
        seat, action = self.steps[self.done]
        label, typed = self.session.choice_words(seat, action)
        if typed is None:
            self.app.tell("tutorial-showing-step", "event", move=label)
        else:
            self.app.tell("tutorial-showing-typed", "event", move=label, typed=typed)
        self.close_lists()
        self.session.act(seat, action)
