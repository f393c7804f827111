"""Playing Aquaretto at the keyboard: turns, placements, money actions, bots, exploring.

The session owns the match while it runs.  It never decides a rule: every
option is one of the core's legal actions, in the core's order, and every
refusal is the core's own reason, said through the narrator.  Each decision
of a multi-step turn (the truck for a drawn tile, which truck tile next,
where it goes, a worker, an expansion board) is one prompt with a numbered
list; money actions can be backed out of with ``back`` or Escape wherever
the core offers Cancel.  Questions never use up a turn.

Aquaretto has no hidden hands, so hot-seat play needs no privacy check: the
keyboard simply passes to the human whose decision it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.aquaretto.rules import AquarettoMatch, AquarettoState, AquarettoView
from accessible_games.games.aquaretto.book import ANIMALS, RULES_BOOK
from accessible_games.games.aquaretto.rules.bots import make_bot
from accessible_games.core.events import Event, PlayerId, events_for
from accessible_games.games.aquaretto.rules.actions import Action, Cancel, PlaceBoard, PlaceInDepot
from accessible_games.games.aquaretto.rules.events import GameEnded
from accessible_games.games.aquaretto.rules.geometry import Cell, cell_name
from accessible_games.games.aquaretto.rules.state import BoardTask, Phase
from accessible_games.games.aquaretto.narration import AquarettoNarrator, narrator_for
from accessible_games.shell.app import App
from accessible_games.games.aquaretto.explore import park_explorer
from accessible_games.shell.explorer import ExploringInput, make_arrow_input
from accessible_games.games.aquaretto.queries import (
    AquarettoQueries, AquarettoVocabulary, cells_in,
)
from accessible_games.shell.numbered import Group, NumberedChoices, NumberedList
from accessible_games.shell.session import GameSession, Quit
from accessible_games.shell.commands import Parsed, echo
from accessible_games.shell.line_input import BACK
from accessible_games.speech.base import Kind

__all__ = ["AquarettoSession", "Quit", "board_side"]

BOARD_LIST_MAX = 12
"""Up to this many board placements are listed at once; more are grouped by side first."""

SIDES: tuple[str, ...] = ("above", "right", "below", "left")
"""The sides of the park, in the order a side menu lists them."""

_MIDDLE: tuple[float, float] = (2.0, 3.0)
"""The middle of the printed board (C3), from which a placement's side is judged."""


def board_side(cells: frozenset[Cell]) -> str:
    """Return on which side of the printed board a placement lies: above, right, below, left.

    >>> board_side(frozenset({(5, 2), (5, 3), (6, 3)}))
    'right'
    """
    column = sum(c for c, _ in cells) / len(cells) - _MIDDLE[0]
    row = sum(r for _, r in cells) / len(cells) - _MIDDLE[1]
    if abs(row) >= abs(column):
        return "above" if row < 0 else "below"
    return "left" if column < 0 else "right"


def side_groups(placements: Sequence[PlaceBoard]) -> list[Group]:
    """Return the board placements grouped by the side of the park they lie on (``SIDES``
    order, empty sides left out)."""
    groups = [Group(side, tuple(p for p in placements if board_side(p.cells) == side))
              for side in SIDES]
    return [g for g in groups if g.actions]


class AquarettoSession(ExploringInput, GameSession[AquarettoState, Action, AquarettoView],
                       NumberedChoices, AquarettoQueries):
    """One Aquaretto game at the keyboard, from the first event to the result.

    Args:
        app: the shell context (language, settings, output, input).
        match: the match to play, new or loaded from the autosave.
        resumed: True when the match was loaded: the session then sums up
            the table instead of narrating the setup again.
    """

    bot_factory = staticmethod(make_bot)
    rules_book = RULES_BOOK
    animals = ANIMALS

    paced_phase = Phase.TURN
    narrator: AquarettoNarrator

    def __init__(self, app: App, match: AquarettoMatch, resumed: bool = False) -> None:
        super().__init__(app, match, resumed)
        self.words = AquarettoVocabulary()
        app.use_vocabulary(self.words)
        self.keyboard: PlayerId | None = self.humans[0] if self.humans else None
        app.announcer.viewer = self.keyboard
        self.numbers = NumberedList(app)
        self.explorer = park_explorer(self.keyboard or 0)
        self.arrows = make_arrow_input(getattr(app.reader, "mode", "plain"),
                                       lambda: self.app.vocabulary.completions())
        self.narrator = self._make_narrator()

    def resumed_turn(self, view: AquarettoView) -> int:
        """Return the turn said when the saved game resumes."""
        return view.turn

    def _make_narrator(self) -> AquarettoNarrator:
        return narrator_for(self.app.l10n, self.match, self.app.settings.verbosity)

    # -- narration -------------------------------------------------------------

    def narrate(self, events: tuple[Event, ...]) -> None:
        """Say the events as the player at the keyboard hears them."""
        view = self.view()
        outcome = self.match.outcome()
        kind: Kind = "final" if any(isinstance(e, GameEnded) for e in events) else "event"
        self.app.announcer.new_block()
        for event in events_for(events, self.keyboard):
            self.app.announcer.extend_block(
                self.narrator.event_lines(event, self.keyboard, view, outcome), kind)

    # -- humans ----------------------------------------------------------------

    def hand_over(self, seat: PlayerId) -> None:
        """Give the keyboard to ``seat``: nothing in Aquaretto is private, so no check."""
        self.keyboard = seat
        self.app.announcer.viewer = seat

    def human_turn(self, seat: PlayerId) -> None:
        """Prompt ``seat`` and read lines until one decision is committed."""
        self.hand_over(seat)
        self.numbers.close()
        self.app.announcer.new_block()
        self.prompt_turn(seat)
        while not self.decide(seat, self.app.vocabulary.parse(self.read_line())):
            pass

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the question of the decision now and its numbered options."""
        view = self.match.view(seat)
        legal = list(self.match.legal_actions(seat))
        task = view.tasks[0] if view.tasks else None
        if view.phase is Phase.PLACE_BOARD and isinstance(task, BoardTask):
            lines = [self._board_prompt(view, seat, task, legal)]
        else:
            self.numbers.show(legal)
            lines = self.narrator.prompt_lines(view, seat, legal)
        self.app.say(lines, "prompt")

    def _board_prompt(self, view: Any, seat: PlayerId, task: BoardTask,
                      legal: Sequence[Action]) -> str:
        """Build the board menu: the placements, or first the sides when there are many."""
        placements = [a for a in legal if isinstance(a, PlaceBoard)]
        narrator = self.narrator
        chosen = self.numbers.group
        if chosen is not None:
            self.numbers.show(chosen.actions)
            labels = [narrator.option_label(a, view, seat) for a in chosen.actions]
            return narrator.board_line(task.size, labels, len(labels), part=True)
        if len(placements) <= BOARD_LIST_MAX:
            self.numbers.show(legal)
            labels = [narrator.option_label(a, view, seat) for a in legal]
            return narrator.board_line(task.size, labels, len(placements))
        groups = side_groups(placements)
        cancel = [a for a in legal if isinstance(a, Cancel)]
        self.numbers.show([*groups, *cancel])
        return narrator.board_sides_line(task.size, len(placements),
                                         [(g.kind, len(g.actions)) for g in groups],
                                         bool(cancel))

    def handle(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Carry out one typed line; return True if a decision was committed."""
        if parsed.raw == BACK or (parsed.kind == "command" and parsed.value == "back"):
            return self.back(seat)
        if parsed.kind == "empty":
            self.app.tell("shell-empty-line", remember=False)
            return False
        if parsed.kind == "number":
            return self.choose_number(seat, int(parsed.value), parsed.rest)
        legal = self.match.legal_actions(seat)
        if parsed.kind == "command":
            if parsed.value == "depot" and not parsed.rest and PlaceInDepot() in legal:
                return self.commit(seat, PlaceInDepot())
            self.query(seat, str(parsed.value), parsed.rest)
            return False
        cells = cells_in(parsed.raw.split())
        if cells is not None and len(cells) == 1 \
                and self.match.view(None).phase is Phase.PLACE_BOARD:
            return self.board_cell(seat, cells[0])
        action = self.action_from(seat, parsed)
        if action is not None:
            return self.try_commit(seat, action)
        if cells is not None and len(cells) == 1:
            self.say_cell(self.home_seat(), cells[0])
        elif self.words.species_in(parsed.raw) is not None:
            self.app.tell("shell-aquaretto-word-not-now", remember=False)
        elif parsed.kind == "ambiguous":
            self.app.tell("shell-ambiguous", remember=False, word=echo(str(parsed.value)),
                          candidates=", ".join(parsed.candidates[:8]))
        elif parsed.kind == "unknown":
            self.app.tell("shell-unknown-command", remember=False, word=echo(str(parsed.value)))
        else:
            self.app.tell("shell-aquaretto-word-not-now", remember=False)
        return False

    def commit(self, seat: PlayerId, action: Action) -> bool:
        """Apply a legal decision; exploring and any board sub-menu end with it."""
        self.explorer.active = False
        self.numbers.close()
        self.act(seat, action)
        if isinstance(action, Cancel):
            self.app.tell("shell-aquaretto-cancelled")
        return True

    def back(self, seat: PlayerId) -> bool:
        """Escape or back: end exploring, leave a board sub-menu, or cancel a money action."""
        self.hooks.before_back(seat)
        if self.explorer.active:
            self.explorer.active = False
            self.app.tell("shell-aquaretto-explore-end", remember=False)
            return False
        if self.numbers.back():
            self.prompt_turn(seat)
            return False
        if Cancel() in self.match.legal_actions(seat):
            return self.commit(seat, Cancel())
        phase = self.match.view(None).phase
        self.app.tell("shell-nothing-to-cancel" if phase is Phase.TURN
                      else "shell-aquaretto-cannot-cancel", remember=False)
        return False

    def board_cell(self, seat: PlayerId, cell: Cell) -> bool:
        """While placing a board, a typed cell lists the placements that cover it."""
        covering = tuple(a for a in self.match.legal_actions(seat)
                         if isinstance(a, PlaceBoard) and cell in a.cells)
        if not covering:
            self.app.tell("shell-aquaretto-board-none-covers", remember=False,
                          cell=cell_name(cell))
            return False
        return self.open_group(seat, Group("cell", covering), (), alone=True)
