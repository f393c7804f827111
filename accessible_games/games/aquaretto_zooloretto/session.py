"""Playing Aquaretto and Zooloretto combined at the keyboard.

The session owns the match while it runs and never decides a rule: every
option is one of the core's legal actions, in the core's order, and every
refusal is the core's own reason, said through the narrator.  A turn lists
the draws (from the zoo's or the water park's stacks), the trucks that may be
taken, then each zoo's money actions, each behind one entry when there are
many.  A step in one zoo (the taken truck's tiles, a money action's
placement, an expansion board) is asked by that game's own prompt, the place
named first; Aquaretto's board placements are grouped by side of the park
when there are many, as in Aquaretto.  ``back`` or Escape returns one list
up, ends exploring, or cancels a money action wherever the core offers
Cancel.  Questions never use up a turn.

Nothing in the combined game is private (task cards are not played), so
hot-seat play needs no privacy check.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.aquaretto_zooloretto.rules import Action, CombinedMatch, CombinedState, CombinedView
from accessible_games.games.aquaretto_zooloretto.book import RULES_BOOK
from accessible_games.games.aquaretto_zooloretto.rules import make_bot
from accessible_games.core.events import Event, PlayerId, events_for
from accessible_games.games.aquaretto.rules.actions import Cancel as WaterCancel
from accessible_games.games.aquaretto.rules.actions import (
    ChooseTile, PlaceBoard, PlaceInDepot, PlaceTile,
)
from accessible_games.games.aquaretto.rules.events import TileToDepot
from accessible_games.games.aquaretto.rules.park import legal_cells
from accessible_games.games.aquaretto.rules.geometry import Cell, cell_name
from accessible_games.games.aquaretto.rules.state import BoardTask
from accessible_games.games.aquaretto.rules.state import Phase as WaterPhase
from accessible_games.games.aquaretto_zooloretto.rules import (
    DrawFrom, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.events import GameEnded
from accessible_games.games.aquaretto_zooloretto.questions import Question
from accessible_games.games.zooloretto.rules.actions import (
    PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace,
)
from accessible_games.games.zooloretto.rules.events import PutInBarn
from accessible_games.games.zooloretto.rules.state import Phase as ZooPhase
from accessible_games.games.aquaretto_zooloretto.narration import CombinedNarrator, narrator_for
from accessible_games.shell.app import App
from accessible_games.games.aquaretto.explore import park_explorer
from accessible_games.shell.explorer import ExploringInput, make_arrow_input
from accessible_games.games.aquaretto.queries import cells_in
from accessible_games.games.aquaretto_zooloretto.menus import (
    CANCELS, board_menu, cell_of, cells_menu, group_menu, top_menu,
)
from accessible_games.games.aquaretto_zooloretto.queries import (
    AMBIGUOUS, CombinedQueries, CombinedVocabulary, WaterDesk, ZooDesk,
)
from accessible_games.shell.commands import Parsed, echo
from accessible_games.shell.line_input import BACK
from accessible_games.shell.numbered import Group, NumberedChoices, NumberedList
from accessible_games.shell.session import GameSession, Quit
from accessible_games.speech.base import Kind

__all__ = ["CombinedSession", "Quit"]


def _places(legal: Sequence[Any]) -> int:
    """Return how many of a step's choices are places in the zoo or cells of the park."""
    return sum(isinstance(a, (ZooStep, WaterStep))
               and isinstance(a.action, (PlaceInEnclosure, PlaceOnStallSpace, PlaceTile))
               for a in legal)


def _trucks_unlisted(view: CombinedView, items: Sequence[Any]) -> bool:
    """Return whether a truck with tiles that nobody took is not in the turn's list, so
    that the trucks must be said before it."""
    return any(truck.tiles and truck.taken_by is None and TakeTruck(index) not in items
               for index, truck in enumerate(view.trucks))


class CombinedSession(ExploringInput, GameSession[CombinedState, Action, CombinedView],
                      NumberedChoices, CombinedQueries):
    """One game of Aquaretto and Zooloretto combined at the keyboard.

    Args:
        app: the shell context (language, settings, output, input).
        match: the match to play, new or loaded from the autosave.
        resumed: True when the match was loaded: the session then sums up the table
            instead of narrating the setup again.
    """

    bot_factory = staticmethod(make_bot)
    rules_book = RULES_BOOK

    paced_phase = Phase.TURN
    narrator: CombinedNarrator

    def __init__(self, app: App, match: CombinedMatch, resumed: bool = False) -> None:
        super().__init__(app, match, resumed)
        self.keyboard: PlayerId | None = self.humans[0] if self.humans else None
        app.announcer.viewer = self.keyboard
        self.numbers = NumberedList(app, group_menu)
        self.hinted_round = 0
        self.trucks_heard = False
        """The trucks were just read (by the resume summary): the next turn's question
        leaves them out."""
        self.held: tuple[Event, ...] = ()
        """A bot's draw, said once the bot has loaded the tile (see ``act``)."""
        """The round whose first-take restriction was last said in a prompt."""
        self.explorer = park_explorer(self.keyboard or 0,
                                      lambda seat: self.water_desk.park_fields(seat))
        self.arrows = make_arrow_input(getattr(app.reader, "mode", "plain"),
                                       lambda: self.app.vocabulary.completions())
        self.narrator = self._make_narrator()
        self.zoo_desk = ZooDesk(app, match, self.narrator.zoo)
        self.water_desk = WaterDesk(app, match, self.narrator.water, self.explorer, self.arrows)
        self.words = CombinedVocabulary(self.zoo_desk.words, self.water_desk.words)
        app.use_vocabulary(self.words)

    def resume_summary(self) -> None:
        """Sum up a resumed game (the trucks among the table); the first question then
        does not read the trucks again."""
        super().resume_summary()
        self.trucks_heard = True

    def resumed_turn(self, view: CombinedView) -> int:
        """Return the turn said when the saved game resumes."""
        return view.turn

    def _make_narrator(self) -> CombinedNarrator:
        return narrator_for(self.app.l10n, self.match, self.app.settings.verbosity)

    def refresh_language(self) -> None:
        """Rebuild what depends on the language or verbosity after a settings change."""
        self.narrator = self._make_narrator()
        self.zoo_desk.narrator = self.narrator.zoo
        self.water_desk.narrator = self.narrator.water

    # -- narration -------------------------------------------------------------

    def narrate(self, events: tuple[Event, ...]) -> None:
        """Say the events as the player at the keyboard hears them; with several humans
        at the keyboard every player is named, never "you"."""
        view = self.view()
        outcome = self.match.outcome()
        kind: Kind = "final" if any(isinstance(e, GameEnded) for e in events) else "event"
        self.trucks_heard = False
        self.app.announcer.new_block()
        self.app.announcer.extend_block(self.narrator.events_lines(
            events_for(events, self.keyboard), self.narrator.audience(self.keyboard), view,
            outcome), kind)

    def tell_move(self, player: PlayerId, action: Any, events: tuple[Event, ...]) -> None:
        """Narrate a move just applied.

        A bot's draw is said with its loading, in one line: its events wait in
        ``held`` until the bot has put the tile on a truck.
        """
        events = self.held + events
        self.held = ()
        if player in self.bots and isinstance(action, DrawFrom) \
                and self.match.view(None).phase is Phase.LOAD_TRUCK:
            self.held = events
            return
        self.narrate(events)

    # -- humans ----------------------------------------------------------------

    def hand_over(self, seat: PlayerId) -> None:
        """Give the keyboard to ``seat``: nothing here is private, so no check."""
        self.keyboard = seat
        self.app.announcer.viewer = seat

    def human_turn(self, seat: PlayerId) -> None:
        """Prompt ``seat`` and read lines until one decision is committed; a truck's water
        park tiles that all go to the depot are not asked one by one (see
        ``all_to_depot``), nor a zoo tile that may only go to the barn (``barn_alone``)."""
        self.hand_over(seat)
        self.numbers.close()
        self.app.announcer.new_block()
        if self.all_to_depot(seat) or self.barn_alone(seat):
            return
        self.prompt_turn(seat)
        while not self.decide(seat, self.words.parse(self.read_line())):
            pass

    def all_to_depot(self, seat: PlayerId) -> bool:
        """When no cell of the park is legal for any water park tile of the taken truck,
        put them all in the depot in the truck's order, say so in one line, then what
        follows; return whether it did ("which tile next" would change nothing)."""
        state = self.match.state
        water = state.water
        if state.phase is not Phase.WATER or water.phase is not WaterPhase.CHOOSE_TILE \
                or any(legal_cells(water.players[seat].park, t) for t in water.hand):
            return False
        tiles = water.hand
        events: tuple[Event, ...] = ()
        while (now := self.match.state).phase is Phase.WATER and now.current == seat \
                and now.water.phase is WaterPhase.CHOOSE_TILE:
            action = WaterStep(ChooseTile(now.water.hand[0]))
            self.hooks.before_act(seat, action)
            events += self.match.act(seat, action)
        self.autosave()
        depot = [e for e in events if isinstance(e, TileToDepot) and e.player == seat]
        count = len(self.match.state.water.players[seat].depot)
        self.app.announcer.new_block()
        self.app.say(self.narrator.all_to_depot_line(seat, self.narrator.audience(self.keyboard),
                                                     tiles, count))
        rest = tuple(e for e in events if e not in depot)
        if rest:
            self.narrate(rest)
        return True

    def barn_alone(self, seat: PlayerId) -> bool:
        """When the zoo tile in hand may go only into the barn (no enclosure or stall
        space takes it, and nothing to cancel), put it there unasked and say so in one
        line, then what follows; return whether it did."""
        state = self.match.state
        zoo = state.zoo
        action = ZooStep(PlaceInBarn())
        if state.phase is not Phase.ZOO or zoo.phase is not ZooPhase.PLACE_TILE \
                or zoo.task is None or self.match.legal_actions(seat) != [action]:
            return False
        tile = zoo.task.tile
        self.hooks.before_act(seat, action)
        events = self.match.act(seat, action)
        self.autosave()
        put = PutInBarn(seat, tile)
        self.app.announcer.new_block()
        self.app.say(self.narrator.zoo.only_barn_line(
            seat, self.narrator.audience(self.keyboard), tile))
        rest = tuple(e for e in events if e != put)
        if rest:
            self.narrate(rest)
        return True

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the question of the decision now and its numbered options, and make its
        prompt the text before the cursor."""
        question = self._question(self.match.view(seat), seat,
                                  list(self.match.legal_actions(seat)))
        self.app.say(list(question.lines), "prompt")
        self.ask(question.prompt)

    def _question(self, view: CombinedView, seat: PlayerId, legal: list[Any]) -> Question:
        """Show the entries of the decision now (or of the group open) and return how it
        is asked."""
        narrator = self.narrator
        group = self.numbers.group
        heard, self.trucks_heard = self.trucks_heard, False
        water = view.water
        task = water.tasks[0] if water.tasks else None
        if view.phase is Phase.WATER and water.phase is WaterPhase.PLACE_BOARD \
                and isinstance(task, BoardTask):
            return self._board_question(view, seat, task, legal)
        if view.phase is Phase.WATER and water.phase in (WaterPhase.PLACE_TILE,
                                                         WaterPhase.PLACE_WORKER):
            items, grouped = cells_menu(legal, group)
            self.numbers.show(items)
            return narrator.step_question(view, self._labels(view, seat),
                                          _places(legal), grouped)
        if group is not None:
            self.numbers.show(group_menu(group))
            return narrator.group_question(group.place, group.kind, self._labels(view, seat))
        if view.phase is Phase.TURN:
            items = self.numbers.show(top_menu(legal))
            return narrator.turn_question(view, seat, self._labels(view, seat),
                                          self._take_hint(seat, legal),
                                          _trucks_unlisted(view, items) and not heard)
        self.numbers.show(legal)
        if view.phase is Phase.LOAD_TRUCK:
            return narrator.load_question(view, self._labels(view, seat))
        return narrator.step_question(view, self._labels(view, seat), _places(legal))

    def _labels(self, view: CombinedView, seat: PlayerId) -> list[str]:
        """Return how the current menu names its entries: in a step of one zoo or inside
        a group's list, whose question names the place, without the place."""
        narrator = self.narrator
        inside = bool(self.numbers.path) or view.phase in (Phase.ZOO, Phase.WATER)
        labels = []
        for item in self.menu:
            if isinstance(item, Group) and item.kind == "row":
                labels.append(narrator.cell_row_label(
                    [cell_name(cell) for a in item.actions if (cell := cell_of(a))]))
            elif isinstance(item, Group):
                labels.append(narrator.group_label(None if inside else item.place, item.kind,
                                                   len(item.actions)))
            elif inside and isinstance(item, (ZooStep, WaterStep)):
                labels.append(narrator.step_label(item, view, seat))
            else:
                labels.append(narrator.option_label(item, view, seat))
        return labels

    def read_line(self) -> str:
        """Read a line after the decision's prompt, or while exploring the park after the
        explorer's own ("Explore 3C: n, s, e, w or back:")."""
        asking = self.asking
        if self.explorer.active:
            self.ask(self.app.text("shell-aquaretto-zooloretto-prompt-explore",
                                   cell=cell_name(self.explorer.cursor)))
        try:
            return super().read_line()
        finally:
            self.asking = asking

    def _take_hint(self, seat: PlayerId, legal: Sequence[Any]) -> str | None:
        """Return, once a round, why no truck may be taken yet though one is loaded."""
        state = self.match.state
        loaded = [i for i, t in enumerate(state.trucks) if t.tiles and t.taken_by is None]
        if not loaded or any(isinstance(a, TakeTruck) for a in legal) \
                or self.hinted_round == state.round:
            return None
        error = self.match.game.explain(state, seat, TakeTruck(loaded[0]))
        if error is None or error.reason != "aquaretto-zooloretto-error-take-needs-both":
            return None
        self.hinted_round = state.round
        return self.narrator.error_line(error)

    def _board_question(self, view: CombinedView, seat: PlayerId, task: BoardTask,
                        legal: Sequence[Any]) -> Question:
        """Build the board menu as Aquaretto does (see ``board_menu``)."""
        items, question = board_menu(self.narrator, view, seat, task, legal,
                                     self.numbers.group)
        self.numbers.show(items)
        return question

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
            return self.handle_command(seat, parsed, legal)
        cells = cells_in(parsed.raw.split())
        state = self.match.state
        if cells is not None and len(cells) == 1 and state.phase is Phase.WATER \
                and state.water.phase is WaterPhase.PLACE_BOARD:
            return self.board_cell(seat, cells[0])
        return self.take_item(seat, parsed, self.action_from(seat, parsed), cells)

    def handle_command(self, seat: PlayerId, parsed: Parsed, legal: Sequence[Any]) -> bool:
        """A command: barn or depot place the tile in hand when they may, and in a
        placement step of their own place say why not; "zoo move" and "park expand" name
        an action in one zoo; anything else is a question."""
        command, rest = str(parsed.value), parsed.rest
        places: dict[str, Action] = {"barn": ZooStep(PlaceInBarn()),
                                     "depot": WaterStep(PlaceInDepot())}
        if not rest and command in places and (places[command] in legal
                                               or self._placing_in(command)):
            return self.try_commit(seat, places[command])
        if command in ("zoo", "park") and rest:
            inner = self.words.parse(" ".join(rest))
            only = Supply.ZOO if command == "zoo" else Supply.WATER
            item = self.action_from(seat, inner, only) if inner.kind == "word" else None
            if item is not None:
                return self.take_item(seat, inner, item, None)
            if reasons := self.nothing_to_lines(seat, inner, only):
                self.app.say(reasons, "result", remember=False)
                return False
        self.query(seat, command, rest)
        return False

    def _placing_in(self, place: str) -> bool:
        """Return whether a tile of the place ``place`` names (barn: the zoo, depot: the
        water park) is being placed now."""
        state = self.match.state
        if place == "barn":
            return state.phase is Phase.ZOO and state.zoo.phase is ZooPhase.PLACE_TILE
        return state.phase is Phase.WATER and state.water.phase is WaterPhase.PLACE_TILE

    def take_item(self, seat: PlayerId, parsed: Parsed, item: Any,
                  cells: list[Cell] | None) -> bool:
        """Commit or open what a typed line named; otherwise say why nothing happened."""
        if item is AMBIGUOUS:
            self.app.tell("shell-aquaretto-zooloretto-which-place", remember=False)
        elif isinstance(item, Group):
            return self.open_group(seat, item, parsed.rest)
        elif item is not None:
            return self.try_commit(seat, item)
        elif cells is not None and len(cells) == 1:
            self.sync_desks()
            self.water_desk.say_cell(self.home_seat(), cells[0])
        elif parsed.kind == "ambiguous":
            self.app.tell("shell-ambiguous", remember=False, word=echo(str(parsed.value)),
                          candidates=", ".join(parsed.candidates[:8]))
        elif parsed.kind == "unknown":
            self.app.tell("shell-unknown-command", remember=False, word=echo(str(parsed.value)))
        elif reasons := self.nothing_to_lines(seat, parsed):
            self.app.say(reasons, "result", remember=False)
        else:
            self.app.tell("shell-aquaretto-zooloretto-word-not-now", remember=False)
        return False

    def commit(self, seat: PlayerId, action: Any) -> bool:
        """Apply a legal decision; exploring and any open list end with it."""
        self.explorer.active = False
        self.numbers.close()
        self.act(seat, action)
        if action == WaterStep(WaterCancel()):
            self.app.tell("shell-aquaretto-cancelled")
        return True

    def back(self, seat: PlayerId) -> bool:
        """Escape or back: end exploring, return one list up, or cancel a money action."""
        self.hooks.before_back(seat)
        if self.explorer.active:
            self.explorer.active = False
            self.app.tell("shell-aquaretto-explore-end", remember=False)
            return False
        if self.numbers.back():
            self.prompt_turn(seat)
            return False
        legal = self.match.legal_actions(seat)
        for cancel in CANCELS:
            if cancel in legal:
                return self.commit(seat, cancel)
        self.app.tell("shell-nothing-to-cancel" if self.match.view(None).phase is Phase.TURN
                      else "shell-aquaretto-zooloretto-cannot-cancel", remember=False)
        return False

    def board_cell(self, seat: PlayerId, cell: Cell) -> bool:
        """While placing a board, a typed cell lists the placements that cover it."""
        covering = tuple(a.action for a in self.match.legal_actions(seat)
                         if isinstance(a, WaterStep) and isinstance(a.action, PlaceBoard)
                         and cell in a.action.cells)
        if not covering:
            self.app.tell("shell-aquaretto-board-none-covers", remember=False,
                          cell=cell_name(cell))
            return False
        return self.open_group(seat, Group("cell", covering), (), alone=True)
