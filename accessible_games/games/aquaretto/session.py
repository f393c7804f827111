"""Playing Aquaretto at the keyboard: turns, placements, money actions, bots, exploring.

The session owns the match while it runs.  It never decides a rule: every
option is one of the core's legal actions, in the core's order, and every
refusal is the core's own reason, said through the narrator.  Each decision
of a multi-step turn (the truck for a drawn tile, which truck tile next,
where it goes, a worker, an expansion board) is one prompt with a numbered
list; money actions can be backed out of with ``back`` or Escape wherever
the core offers Cancel.  Every read shows the decision's own prompt ("Truck for
the orca, 1 to 3:"), or the explorer's while exploring.  A bot's events wait
until its turn is over and are then told together, in a line or two (except in
full verbosity).  Questions never use up a turn.

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
from accessible_games.games.aquaretto.rules.actions import (
    MONEY_ACTIONS, Action, Cancel, ChooseTile, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker,
)
from accessible_games.games.aquaretto.rules.events import GameEnded, TileToDepot
from accessible_games.games.aquaretto.rules.park import legal_cells
from accessible_games.games.aquaretto.rules.geometry import Cell, cell_name
from accessible_games.games.aquaretto.rules.state import BoardTask, Phase, WorkerKind
from accessible_games.games.aquaretto.narration import AquarettoNarrator, narrator_for
from accessible_games.shell.app import App
from accessible_games.games.aquaretto.explore import park_explorer
from accessible_games.shell.explorer import ExploringInput, make_arrow_input
from accessible_games.games.aquaretto.queries import (
    AquarettoQueries, AquarettoVocabulary, cells_in,
)
from accessible_games.narration.lists import GROUP_OVER
from accessible_games.shell.numbered import Group, NumberedChoices, NumberedList
from accessible_games.shell.session import GameSession, Quit
from accessible_games.shell.commands import Parsed, echo
from accessible_games.shell.line_input import BACK
from accessible_games.speech.base import Kind

__all__ = ["AquarettoSession", "Quit", "board_side", "decision_entries"]

BOARD_LIST_MAX = 12
"""Up to this many board placements are listed at once; more are grouped by side first."""

MONEY_INLINE_MAX = 2
"""Up to this many money actions are listed with the turn's other choices; more wait
behind one "money actions" entry, so that the turn's list fits one line."""

CELL_LIST_MAX = 12
"""Up to this many legal cells for a tile are listed at once; more are grouped by row."""

_WORD_KINDS: dict[str, str] = {"take": "take", "truck": "take", "buy": "buy", "move": "move",
                               "expand": "expand"}
"""The action words that alone name a kind of action, and that kind."""

SIDES: tuple[str, ...] = ("above", "right", "below", "left")
"""The sides of the park, in the order a side menu lists them."""

_MIDDLE: tuple[float, float] = (2.0, 3.0)
"""The middle of the printed board (3C), from which a placement's side is judged."""


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


def decision_entries(phase: Phase, legal: Sequence[Action]) -> list[Any]:
    """Return a decision's list: its legal actions, or, when there are many, the money
    actions behind one entry (more than ``MONEY_INLINE_MAX``), the cells by
    row (beyond ``CELL_LIST_MAX`` cells for a tile) or the trainers' places together
    (beyond ``GROUP_OVER`` places for a worker), which open as lists of their own."""
    money = tuple(a for a in legal if isinstance(a, MONEY_ACTIONS))
    if phase is Phase.TURN and len(money) > MONEY_INLINE_MAX:
        return [*(a for a in legal if a not in money), Group("money", money)]
    cells = [a for a in legal if isinstance(a, PlaceTile)]
    if phase is Phase.PLACE_TILE and len(cells) > CELL_LIST_MAX:
        rows = sorted({a.cell[1] for a in cells})
        others: list[Any] = [a for a in legal if not isinstance(a, PlaceTile)]
        return [*(Group("row", tuple(a for a in cells if a.cell[1] == row), place=row)
                  for row in rows), *others]
    trainers = tuple(a for a in legal if isinstance(a, PlaceWorker)
                     and a.spot.kind is WorkerKind.TRAINER)
    if phase is Phase.PLACE_WORKER and len(legal) > GROUP_OVER and trainers:
        return [*(a for a in legal if a not in trainers), Group("trainer", trainers)]
    return list(legal)


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
        self.explorer = park_explorer(self.keyboard or 0, self.park_fields)
        self.arrows = make_arrow_input(getattr(app.reader, "mode", "plain"),
                                       lambda: self.app.vocabulary.completions())
        self.narrator = self._make_narrator()
        self.bot_moving: PlayerId | None = None
        """The bot whose turn is being played: its events wait in ``pending``."""
        self.pending: tuple[Event, ...] = ()
        self.trucks_heard: Any = None
        """The trucks as the resume summary read them, until the first turn's prompt: it
        leaves them out if they are still so, instead of reading them twice."""

    def resume_summary(self) -> None:
        """Sum up a resumed game (the shared summary reads the trucks with the table)."""
        super().resume_summary()
        self.trucks_heard = self.match.state.trucks

    def resumed_turn(self, view: AquarettoView) -> int:
        """Return the turn said when the saved game resumes."""
        return view.turn

    def _make_narrator(self) -> AquarettoNarrator:
        return narrator_for(self.app.l10n, self.match, self.app.settings.verbosity)

    # -- narration -------------------------------------------------------------

    def narrate(self, events: tuple[Event, ...]) -> None:
        """Say the events as the player at the keyboard hears them; a bot's events wait
        until its turn is over, and are then told together."""
        if self.bot_moving is not None:
            self.pending += events
            return
        self._tell(events)

    def _tell(self, events: tuple[Event, ...]) -> None:
        """Say ``events`` (one act, or a bot's whole turn) in one block; with several humans
        at the keyboard everyone hears them, so they name each player and say no "you"."""
        view = self.view()
        kind: Kind = "final" if any(isinstance(e, GameEnded) for e in events) else "event"
        self.app.announcer.new_block()
        self.app.announcer.extend_block(
            self.narrator.turn_lines(events_for(events, self.keyboard),
                                     self.narrator.audience(self.keyboard), view,
                                     self.match.outcome()), kind)

    def bot_turn(self, seat: PlayerId) -> None:
        """Let a bot make its next decision; once its turn is over, tell the whole turn
        (in full verbosity each decision's events are told at once, as they happen)."""
        if self.app.settings.verbosity == "full":
            super().bot_turn(seat)
            return
        turn = self.match.view(None).turn
        self.bot_moving = seat
        try:
            super().bot_turn(seat)
        finally:
            self.bot_moving = None
        if self.match.is_over() or self.match.view(None).turn != turn \
                or seat not in self.match.to_move():
            events, self.pending = self.pending, ()
            self._tell(events)

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
        if self.answer_alone(seat):
            return
        self.prompt_turn(seat)
        while not self.decide(seat, self.app.vocabulary.parse(self.read_line())):
            pass

    def answer_alone(self, seat: PlayerId) -> bool:
        """Answer for ``seat`` a question with one real answer, in one line saying so: the
        truck's tiles when no cell is legal for any of them (all go to the depot, in the
        truck's order), or a list's only choice (but never a cancel).  Return whether it
        did."""
        state = self.match.state
        park = state.players[seat].park
        if state.phase is Phase.CHOOSE_TILE and not any(legal_cells(park, t) for t in state.hand):
            self._all_to_depot(seat)
            return True
        legal = self.match.legal_actions(seat)
        if len(legal) != 1 or isinstance(legal[0], Cancel):
            return False
        self.app.tell("shell-aquaretto-only-choice",
                      action=self.narrator.option_label(legal[0], self.match.view(seat), seat))
        return self.commit(seat, legal[0])

    def _all_to_depot(self, seat: PlayerId) -> None:
        """Put every tile of the taken truck in the depot and say so in one line, then tell
        what follows (the turn passing, the round ending)."""
        tiles = self.match.state.hand
        events: tuple[Event, ...] = ()
        while self.match.state.phase is Phase.CHOOSE_TILE and self.match.state.current == seat:
            action = ChooseTile(self.match.state.hand[0])
            self.hooks.before_act(seat, action)
            events += self.match.act(seat, action)
        self.autosave()
        depot = [e for e in events if isinstance(e, TileToDepot) and e.player == seat]
        count = depot[-1].depot_size if depot else len(self.match.state.players[seat].depot)
        self.app.announcer.new_block()
        self.app.say(self.narrator.all_to_depot_line(seat, self.narrator.audience(self.keyboard),
                                                     tiles, count))
        rest = tuple(e for e in events if e not in depot)
        if rest:
            self._tell(rest)

    def read_line(self) -> str:
        """Read a line after the decision's prompt, or the explorer's while exploring."""
        decision = self.asking
        if self.explorer.active:
            self.ask(self.narrator.explore_prompt())
        try:
            return super().read_line()
        finally:
            self.asking = decision

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the question of the decision now and its numbered options, and make its
        prompt the text before the cursor."""
        view = self.match.view(seat)
        legal = list(self.match.legal_actions(seat))
        task = view.tasks[0] if view.tasks else None
        narrator = self.narrator
        group = self.numbers.group
        heard, self.trucks_heard = self.trucks_heard, None
        if view.phase is Phase.PLACE_BOARD and isinstance(task, BoardTask):
            lines = self._board_prompt(view, seat, task, legal)
        elif group is not None:
            self.numbers.show(group.actions)
            labels = [narrator.option_label(a, view, seat) for a in group.actions]
            lines = narrator.group_lines(view, seat, group, labels)
            self.ask(narrator.decision_prompt(view, len(group.actions), group))
        else:
            entries = self.numbers.show(decision_entries(view.phase, legal))
            heard = view.phase is Phase.TURN and heard == self.match.state.trucks
            lines = narrator.prompt_lines(view, seat, entries, trucks=not heard)
            self.ask(narrator.decision_prompt(view, len(entries)))
        self.app.say(lines, "prompt")

    def _board_prompt(self, view: Any, seat: PlayerId, task: BoardTask,
                      legal: Sequence[Action]) -> list[str]:
        """Build the board menu and its prompt: the placements, or first the sides of the
        park when there are many."""
        placements = [a for a in legal if isinstance(a, PlaceBoard)]
        narrator = self.narrator
        chosen = self.numbers.group
        if chosen is not None:
            self.numbers.show(chosen.actions)
            self.ask(narrator.decision_prompt(view, len(chosen.actions), chosen))
            labels = [narrator.option_label(a, view, seat) for a in chosen.actions]
            return narrator.board_lines(task.size, labels, len(labels), part=True)
        if len(placements) <= BOARD_LIST_MAX:
            self.numbers.show(legal)
            self.ask(narrator.decision_prompt(view, len(legal)))
            labels = [narrator.option_label(a, view, seat) for a in legal]
            return narrator.board_lines(task.size, labels, len(placements))
        groups = side_groups(placements)
        cancel = [a for a in legal if isinstance(a, Cancel)]
        entries = self.numbers.show([*groups, *cancel])
        self.ask(narrator.sides_prompt(task.size, len(entries)))
        return narrator.board_sides_lines(task.size, len(placements),
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
        if parsed.kind == "command":
            if parsed.value == "depot" and not parsed.rest \
                    and self.match.view(None).phase is Phase.PLACE_TILE:
                return self.try_commit(seat, PlaceInDepot())
            self.query(seat, str(parsed.value), parsed.rest)
            return False
        cells = cells_in(parsed.raw.split())
        if cells is not None and len(cells) == 1 \
                and self.match.view(None).phase is Phase.PLACE_BOARD:
            return self.board_cell(seat, cells[0])
        action = self.action_from(seat, parsed)
        if action is not None:
            return self.try_commit(seat, action)
        if parsed.kind == "word" and not parsed.rest \
                and self.refuse_word(seat, str(parsed.value)):
            return False
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

    def refuse_word(self, seat: PlayerId, word: str) -> bool:
        """Say why a word naming a kind of action (take, buy, move, expand) alone picks
        nothing: several of that kind are allowed (which, with their list numbers), or none
        (the core's reason when every one of them has the same, else why none fits).
        Return False if ``word`` names no such kind."""
        kind = _WORD_KINDS.get(word)
        if kind is None:
            return False
        candidates = self._candidates(seat, kind)
        legal = self.match.legal_actions(seat)
        allowed = [a for a in candidates if a in legal]
        view = self.match.view(seat)
        if len(allowed) > 1:
            options = []
            for action in allowed:
                label = self.narrator.option_label(action, view, seat)
                typed = self.numbers.typed_for(action)
                options.append(label if typed is None else self.app.text(
                    "shell-aquaretto-which-entry", typed=typed, action=label))
            self.app.tell("shell-aquaretto-which", remember=False, options="; ".join(options))
            return True
        self.app.say(self.none_allowed_line(seat, kind), "result", remember=False)
        return True

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
        if self.match.is_legal(seat, Cancel()):
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
        return self.open_group(seat, Group("cell", covering, place=cell), (), alone=True)
