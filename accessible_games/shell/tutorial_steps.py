"""Examples of several decisions at the keyboard: Aquaretto, Zooloretto, O Zoo le Mio.

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
from accessible_games.games.aquaretto.actions import Cancel as AquarettoCancel
from accessible_games.games.ozoolemio.actions import Bid, Place
from accessible_games.games.ozoolemio.state import Phase as OzooPhase
from accessible_games.games.zooloretto.actions import Cancel as ZoolorettoCancel
from accessible_games.scenarios import Scenario, Step, adapter_for
from accessible_games.shell.app import App
from accessible_games.shell.aquaretto_session import AquarettoSession
from accessible_games.shell.commands import Parsed
from accessible_games.shell.ozoolemio_session import OzooSession
from accessible_games.shell.tutorial import (
    BackToList, TutorialMixin, add_tutorial_words, tutorial_match, tutorial_word,
)
from accessible_games.shell.zooloretto_queries import MenuGroup
from accessible_games.shell.zooloretto_session import ZoolorettoSession, group_menu

MENU_DEPTH = 3
"""Lists open inside lists at most this deep ("2 1 3" types a placement in a group)."""


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
    menu: list[Any]
    narrator: Any

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        match, seat = tutorial_match(app, scenario)
        super().__init__(app, match)  # type: ignore[call-arg]  # the game's session
        add_tutorial_words(app.vocabulary)
        self.scenario = scenario
        self.seat: PlayerId = seat
        self.steps: list[Step] = adapter_for(scenario.game_id).steps(scenario)
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

    def submenu(self, item: Any) -> list[Any] | None:
        """Return the list a menu entry opens (a group of placements), or None."""
        placements = getattr(item, "placements", None)
        return list(placements) if placements is not None else None

    def typed_for(self, action: Any) -> str | None:
        """Return what to type for ``action`` in the list now: "3", or "2 1" inside a
        group; None when no list holds it."""
        path = self._menu_path(self.menu, action, 1)
        return " ".join(path) if path else None

    def _menu_path(self, items: list[Any], action: Any, depth: int) -> list[str] | None:
        for number, item in enumerate(items, 1):
            if item == action:
                return [str(number)]
            inner = self.submenu(item) if depth < MENU_DEPTH else None
            rest = self._menu_path(inner, action, depth + 1) if inner else None
            if rest:
                return [str(number), *rest]
        return None

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


class AquarettoTutorial(StepTutorial, AquarettoSession):
    """An Aquaretto example through the Aquaretto session."""

    def close_lists(self) -> None:
        """End exploring and close a list of board placements."""
        self.explorer.active = False
        self.board_group = None

    def back(self, seat: PlayerId) -> bool:
        """Back ends exploring or closes a list; otherwise it leaves the example (a money
        action the example began is not cancelled: that would undo its own step).

        Raises:
            BackToList: nothing to close, and cancelling is not the example's next step.
        """
        if not self.explorer.active and self.board_group is None \
                and not self.is_next(AquarettoCancel()):
            raise BackToList
        return super().back(seat)


class ZoolorettoTutorial(StepTutorial, ZoolorettoSession):
    """A Zooloretto example through the Zooloretto session."""

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
        if not self.path and not self.is_next(ZoolorettoCancel()):
            raise BackToList
        return super().back(seat)


class OzooTutorial(StepTutorial, OzooSession):
    """An O Zoo le Mio example through the O Zoo le Mio session."""

    def learner_turn(self, seat: PlayerId) -> None:
        """Ask the learner for the sealed bid, or where the tile won goes."""
        if self.match.state.phase is OzooPhase.BID:
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
        self.group = None

    def back(self, seat: PlayerId) -> None:
        """Back leaves the example when there is nothing to back out of.

        Raises:
            BackToList: no exploring and no group of placements open.
        """
        if not self.explorer.active and self.group is None:
            raise BackToList
        super().back(seat)


_TUTORIALS: dict[str, type[StepTutorial]] = {
    "aquaretto": AquarettoTutorial,
    "zooloretto": ZoolorettoTutorial,
    "o-zoo-le-mio": OzooTutorial,
}


def step_tutorial(app: App, scenario: Scenario, number: int, count: int) -> StepTutorial:
    """Return the session that plays ``scenario`` of a game of several decisions."""
    return _TUTORIALS[scenario.game_id](app, scenario, number, count)
