"""Examples of several decisions at the keyboard (Aquaretto, Zooloretto, O Zoo le Mio).

A scenario's move is a list of steps (``scenarios.parse_steps``).  The example
plays through the game's own session, so the learner hears the same prompts,
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
from accessible_games.shell.tutorial import (
    TutorialMixin, add_tutorial_words, tutorial_match, tutorial_word,
)

class StepRefused(Exception):
    """The learner chose a legal decision other than the example's; nothing changed."""


class StepTutorial(TutorialMixin):
    """One example of several decisions, mixed in ahead of the game's session.

    Args:
        app: the shell context.
        scenario: the example to play.
        number: its place in the list (from 1), and ``count`` the list's length.
    """

    match: Any
    numbers: NumberedList
    """The session's numbered list, whose ``typed_for`` says how to type a step."""
    narrator: Any
    adapter: Adapter
    """The game's scenario adapter (each game's tutorial sets its own)."""

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario, self.adapter)
        super().__init__(app, match)  # type: ignore[call-arg]  # the game's session
        add_tutorial_words(app.vocabulary)
        self.scenario = scenario
        self.seat: PlayerId = seat
        self.steps: list[Step] = self.adapter.steps(scenario)
        self.done = 0
        """How many of the steps have been made."""
        self.number, self.count = number, count

    # -- hooks the game's session answers ----------------------------------------------

    def learner_turn(self, seat: PlayerId) -> None:
        """Prompt the learner and read lines until one decision is committed."""
        self.human_turn(seat)  # type: ignore[attr-defined]

    def step_label(self, seat: PlayerId, action: Any) -> str:
        """Return how the game's numbered lists name ``action``."""
        label: str = self.narrator.option_label(action, self.match.view(seat), seat)
        return label

    def close_lists(self) -> None:
        """Close any sub-list or exploring the learner opened (the session's own state)."""

    def is_next(self, action: Any) -> bool:
        """Return whether ``action`` is the example's next step."""
        return self.done < len(self.steps) and self.steps[self.done][1] == action

    def typed_for(self, action: Any) -> str | None:
        """Return what to type for ``action`` in the list now: "3", or "2 1" inside a
        group; None when no list holds it."""
        return self.numbers.typed_for(action)

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
                self.act(seat, action)
                continue
            try:
                self.learner_turn(seat)
            except StepRefused:
                pass
        self.explain()

    def learner_steps(self) -> int:
        """Return how many of the steps are the learner's."""
        return sum(1 for seat, _ in self.steps if seat == self.seat)

    def act(self, player: PlayerId, action: Any, *args: Any, **kwargs: Any) -> None:
        """Make the example's next step; another decision of the learner's is refused.

        Raises:
            StepRefused: the learner chose a decision the example does not ask for.
        """
        seat, expected = self.steps[self.done]
        if (player, action) != (seat, expected):
            self.app.tell("tutorial-other-step", remember=False,
                          move=self.step_label(seat, expected))
            raise StepRefused
        self.done += 1
        super().act(player, action, *args, **kwargs)  # type: ignore[misc]

    def handle(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Take the tutorial's words first: ``show`` makes the next step."""
        word = tutorial_word(parsed)
        if word == "show":
            self.show()
            return True
        if word is not None:
            self.app.tell("tutorial-ask-steps", remember=False, count=self.learner_steps())
            return False
        handled: bool = super().handle(seat, parsed)  # type: ignore[misc]
        return handled

    def show(self) -> None:
        """Make the learner's next step for them, saying how to type it."""
        seat, action = self.steps[self.done]
        label = self.step_label(seat, action)
        typed = self.typed_for(action)
        if typed is None:
            self.app.tell("tutorial-showing-step", "event", move=label)
        else:
            self.app.tell("tutorial-showing-typed", "event", move=label, typed=typed)
        self.close_lists()
        self.act(seat, action)
