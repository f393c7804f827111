"""Playing Zooloretto at the keyboard: turns, placements, money actions, bots.

The session owns the match while it runs.  It never decides a rule: every
option is one of the core's legal actions, in the core's order, labelled by
the narrator, and every refusal is the core's own reason.  Each decision of a
multi-step turn (the truck for a drawn tile, which truck tile next, where it
goes) is one prompt with a numbered list.  When a turn offers many money
actions they wait behind one entry, "money actions", whose list may group
them again by kind; ``back`` or Escape returns one list up, or cancels a
Move or Purchase wherever the core offers Cancel.  Questions never use up a
turn.

The menu is built only from ``legal_actions`` and ``option_label``, so actions
and phases added later appear by themselves once the narrator can name them.
The mini-expansions' money actions (buildings, specialised enclosures, handing
off construction sites) join the money actions' list; a long list of places
for a construction site is grouped by the zoo they are in.

Only the task cards are private.  With two or more humans at one keyboard
and task cards in play, ``hand_over`` asks each human to confirm they are
alone before their turn, and a private event (their task card) waits until
then; with one human nothing is asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.zooloretto.rules import ZoolorettoMatch, ZoolorettoState, ZoolorettoView
from accessible_games.games.zooloretto.book import ANIMALS, RULES_BOOK
from accessible_games.games.zooloretto.rules.bots import make_bot
from accessible_games.core.events import Event, PlayerId, events_for
from accessible_games.games.zooloretto.rules.actions import Cancel, LoadTruck, PlaceInBarn
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.events import GameEnded
from accessible_games.games.zooloretto.rules.expansions.construction_sites import PlaceSite
from accessible_games.games.zooloretto.rules.state import Phase
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator, narrator_for
from accessible_games.games.zooloretto.runs import RunWords, Step
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed, echo
from accessible_games.shell.line_input import BACK
from accessible_games.shell.session import GameSession, Quit
from accessible_games.games.zooloretto.expansion_setup import say_combine_warning, site_owners
from accessible_games.games.zooloretto.queries import (
    MONEY_KINDS, MenuItem, ZoolorettoQueries, ZoolorettoVocabulary,
)
from accessible_games.shell.numbered import Group, NumberedChoices, NumberedList
from accessible_games.narration.lists import GROUP_OVER
from accessible_games.speech.base import Kind

__all__ = ["LIST_MAX", "MONEY_INLINE_MAX", "Quit", "ZoolorettoSession", "top_menu",
           "group_menu"]

MONEY_INLINE_MAX = 3
"""Up to this many money actions are listed with the turn's other choices; more wait
behind one "money actions" entry."""

LIST_MAX = GROUP_OVER
"""A list with more entries than this is grouped: money actions by kind, the places of a
construction site by zoo."""


MONEY_INLINE_BRIEF = 1
"""In brief verbosity up to this many money actions are listed with the turn's other
choices."""


def top_menu(phase: Phase, legal: Sequence[Any],
             inline_most: int = MONEY_INLINE_MAX) -> list[MenuItem]:
    """Return the entries of a decision's first list: at a turn's start the money actions
    go behind one group when there are more than ``inline_most``.

    >>> top_menu(Phase.LOAD_TRUCK, ["a", "b"])
    ['a', 'b']
    """
    if phase is Phase.PLACE_TILE:
        return site_menu(legal)
    if phase is not Phase.TURN:
        return list(legal)
    money = tuple(a for a in legal if type(a) in MONEY_KINDS)
    if len(money) <= inline_most:
        return list(legal)
    return [a for a in legal if type(a) not in MONEY_KINDS] + [Group("money", money)]


def site_menu(legal: Sequence[Any]) -> list[MenuItem]:
    """Return the places of a construction site, grouped by zoo when there are more than
    ``LIST_MAX`` (a zoo with a single place stands as itself).

    >>> site_menu(["a"])
    ['a']
    """
    sites = [a for a in legal if isinstance(a, PlaceSite)]
    if len(sites) <= LIST_MAX:
        return list(legal)
    items: list[MenuItem] = []
    for owner in site_owners(sites):
        places = tuple(a for a in sites if a.owner == owner)
        items.append(places[0] if len(places) == 1 else Group("zoo", places, owner))
    return items + [a for a in legal if not isinstance(a, PlaceSite)]


def group_menu(group: Group) -> list[MenuItem]:
    """Return the entries of a group's own list: its actions, or, when there are many,
    one entry per kind of money action (a kind with a single action stands as itself)."""
    if len(group.actions) <= LIST_MAX or group.kind != "money":
        return list(group.actions)
    items: list[MenuItem] = []
    seen: list[str] = []
    for action in group.actions:
        kind = MONEY_KINDS[type(action)]
        if kind in seen:
            continue
        seen.append(kind)
        same = tuple(a for a in group.actions if MONEY_KINDS[type(a)] == kind)
        items.append(same[0] if len(same) == 1 else Group(kind, same))
    return items


class ZoolorettoSession(GameSession[ZoolorettoState, Any, ZoolorettoView], NumberedChoices,
                        ZoolorettoQueries):
    """One Zooloretto game at the keyboard, from the first event to the result.

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
    narrator: ZoolorettoNarrator

    def __init__(self, app: App, match: ZoolorettoMatch, resumed: bool = False) -> None:
        super().__init__(app, match, resumed)
        self.words = ZoolorettoVocabulary()
        app.use_vocabulary(self.words)
        self.private = "task-cards" in match.view(None).expansions and len(self.humans) > 1
        """Hot seat with secrets: each human confirms being alone before their turn."""
        self.keyboard: PlayerId | None = (self.humans[0] if self.humans and not self.private
                                          else None)
        app.announcer.viewer = self.keyboard
        self.waiting: dict[PlayerId, list[str]] = {}
        """Private lines kept for a human until they confirm they are at the keyboard."""
        self.numbers = NumberedList(app, group_menu)
        self.narrator = self._make_narrator()
        self.actor: PlayerId | None = None
        """Who made the decision applied last (None: the setup)."""
        self.table_heard = False
        """The round, stack and trucks were just read (by the resume summary): the next
        question leaves them out."""
        self.held: list[tuple[Step, bool]] = []
        """What the keyboard heard of a bot's turn still under way, each event with the
        view after it and whether it is private; said together when the turn ends."""

    def _make_narrator(self) -> ZoolorettoNarrator:
        return narrator_for(self.app.l10n, self.match, self.app.settings.verbosity)

    # -- the loop --------------------------------------------------------------

    def opening(self) -> None:
        """Warn about expansions that should not be combined, then narrate the setup."""
        say_combine_warning(self.app, self.match.view(None).expansions)
        self.narrate(self.match.setup_events)

    def resume_summary(self) -> None:
        """Sum up a resumed game: the turn and expansions, the players, the table, and
        each human's task card (at once, or when they confirm they are alone)."""
        view = self.view()
        self.app.say(self.resumed_line(view.turn))
        self.app.say(self.narrator.players_line(view))
        self.app.say(self.narrator.table_lines(view))
        self.table_heard = True
        for seat in self.humans:
            lines = self.narrator.task_lines(self.match.view(seat))
            if lines is not None:
                self.waiting.setdefault(seat, []).extend(lines)
        self.say_waiting()

    def tell_move(self, player: PlayerId, action: Any, events: tuple[Event, ...]) -> None:
        """Narrate a move just applied (by ``player``: see ``actor``)."""
        self.actor = player
        super().tell_move(player, action, events)

    def narrate(self, events: tuple[Event, ...]) -> None:
        """Say the events as the player at the keyboard hears them; a private event of
        another human waits until that human confirms being alone at the keyboard.

        In normal and brief verbosity a bot's turn is said once it ends, its events
        together (``RunWords``)."""
        view = self.view()
        self.table_heard = self.table_heard and not events
        for event in events:
            for seat in sorted(event.audience() or ()):
                if seat != self.keyboard and seat in self.humans:
                    self.waiting.setdefault(seat, []).extend(
                        self.narrator.event_lines(event, seat, self.match.view(seat),
                                                  self.match.outcome()))
        self.held += [((heard, view), heard.audience() is not None)
                      for heard in events_for(events, self.keyboard)]
        if not self._bot_turn_goes_on():
            self.say_held()

    def _bot_turn_goes_on(self) -> bool:
        """Return whether the bot that acted last decides again in this turn (and its
        events wait to be said together)."""
        return (self.app.settings.verbosity != "full" and self.actor in self.bots
                and not self.match.is_over() and self.actor in self.match.to_move())

    def say_held(self) -> None:
        """Say the events held back, in order: each run of public events together (with
        several humans at the keyboard naming every player, never "you"), a private
        event on its own, marked for the keyboard."""
        held, self.held = self.held, []
        if not held:
            return
        kind: Kind = "final" if any(isinstance(step[0], GameEnded) for step, _ in held) \
            else "event"
        runs = RunWords(self.narrator)
        everyone = self.narrator.audience(self.keyboard)
        self.app.announcer.new_block()
        public: list[Step] = []
        for step, private in held:
            if not private:
                public.append(step)
                continue
            self.app.announcer.extend_block(runs.lines(public, everyone), kind)
            public = []
            self.app.announcer.extend_block(
                self.narrator.event_lines(step[0], self.keyboard, step[1],
                                          self.match.outcome()), kind, owner=self.keyboard)
        self.app.announcer.extend_block(runs.lines(public, everyone), kind)

    def say_waiting(self) -> None:
        """Say the private lines kept for the human now at the keyboard."""
        if self.keyboard is None:
            return
        lines = self.waiting.pop(self.keyboard, [])
        if lines:
            self.app.say(lines, "event", owner=self.keyboard)

    # -- humans ----------------------------------------------------------------

    def hand_over(self, seat: PlayerId) -> None:
        """Give the keyboard to ``seat``; with secrets in hot-seat play, first wait until
        only that human listens, then say what was kept for them."""
        if self.private:
            self.hand_keyboard(seat)
        self.keyboard = seat
        self.app.announcer.viewer = seat
        self.say_waiting()

    def human_turn(self, seat: PlayerId) -> None:
        """Prompt ``seat`` and read lines until one decision is committed; a drawn tile
        that fits on one truck only goes there unasked (its line says so), and a tile
        with no place in the zoo into the barn (``answer_alone``)."""
        self.say_held()
        self.hand_over(seat)
        self.numbers.close()
        self.app.announcer.new_block()
        legal = self.match.legal_actions(seat)
        if len(legal) == 1 and isinstance(legal[0], LoadTruck):
            self.commit(seat, legal[0])
            return
        if self.answer_alone(seat):
            return
        self.prompt_turn(seat)
        while not self.decide(seat, self.app.vocabulary.parse(self.read_line())):
            pass

    def answer_alone(self, seat: PlayerId) -> bool:
        """Put the tile in hand in the barn unasked when that is the step's only legal
        action (no enclosure or stall space takes it, and nothing to cancel), saying so in
        one line, then what follows; return whether it did."""
        state = self.match.state
        if state.phase is not Phase.PLACE_TILE or state.task is None \
                or self.match.legal_actions(seat) != [PlaceInBarn()]:
            return False
        tile = state.task.tile
        self.actor = seat
        self.hooks.before_act(seat, PlaceInBarn())
        events = self.match.act(seat, PlaceInBarn())
        self.autosave()
        put = ev.PutInBarn(seat, tile)
        self.app.say(self.narrator.only_barn_line(seat, self.narrator.audience(self.keyboard),
                                                  tile), "event")
        self.narrate(tuple(e for e in events if e != put))
        return True

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the question of the decision now and its numbered options, and make the
        prompt name the decision ("Truck for the camel, 1 to 3:")."""
        view = self.match.view(seat)
        narrator = self.narrator
        group = self.numbers.group
        heard, self.table_heard = self.table_heard, False
        if group is not None:
            self.numbers.show(group_menu(group))
            labels = self._labels(view, seat)
            if group.owner is not None:
                lines = narrator.owner_group_lines(group.owner, labels)
                prompt = narrator.owner_group_prompt(group.owner, len(labels))
            else:
                lines = narrator.group_lines(group.kind, labels)
                prompt = narrator.group_prompt(group.kind, len(labels))
        else:
            legal = list(self.match.legal_actions(seat))
            brief = self.app.settings.verbosity == "brief"
            self.numbers.show(top_menu(view.phase, legal,
                                       MONEY_INLINE_BRIEF if brief else MONEY_INLINE_MAX))
            lines = narrator.decision_lines(view, seat, self.menu, self._labels(view, seat),
                                            heard)
            prompt = narrator.decision_prompt(view, self.menu)
        self.app.say(lines, "prompt")
        self.ask(prompt)

    def _labels(self, view: Any, seat: PlayerId) -> list[str]:
        """Return how the current menu names its entries."""
        return [self.group_label(item) if isinstance(item, Group)
                else self.narrator.option_label(item, view, seat) for item in self.menu]

    def handle(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Carry out one typed line; return True if a decision was committed."""
        if parsed.raw == BACK or (parsed.kind == "command" and parsed.value == "back"):
            return self.back(seat)
        if parsed.kind == "empty":
            self.app.tell("shell-empty-line", remember=False)
            return False
        if parsed.kind == "number":
            return self.choose_number(seat, int(parsed.value), parsed.rest)
        if self.names_barn_place(parsed):
            return self.try_commit(seat, PlaceInBarn())
        if parsed.kind == "command":
            self.query(seat, str(parsed.value), parsed.rest)
            return False
        item = self.action_from(seat, parsed)
        if isinstance(item, Group):
            return self.open_group(seat, item, parsed.rest)
        if item is not None:
            return self.try_commit(seat, item)
        if parsed.kind == "ambiguous":
            self.app.tell("shell-ambiguous", remember=False, word=echo(str(parsed.value)),
                          candidates=", ".join(parsed.candidates[:8]))
        elif parsed.kind == "unknown":
            self.app.tell("shell-unknown-command", remember=False, word=echo(str(parsed.value)))
        elif (reason := self.nothing_to_line(seat, parsed)) is not None:
            self.app.say(reason, "result", remember=False)
        else:
            self.app.tell("shell-zooloretto-word-not-now", remember=False)
        return False

    def commit(self, seat: PlayerId, action: Any) -> bool:
        """Apply a legal decision; any open list closes with it."""
        self.numbers.close()
        self.act(seat, action)
        return True

    def back(self, seat: PlayerId) -> bool:
        """Escape or back: return one list up, or cancel a money action where allowed."""
        self.hooks.before_back(seat)
        if self.numbers.back():
            self.prompt_turn(seat)
            return False
        if self.match.is_legal(seat, Cancel()):
            return self.commit(seat, Cancel())
        phase = self.match.view(None).phase
        self.app.tell("shell-nothing-to-cancel" if phase is Phase.TURN
                      else "shell-zooloretto-cannot-cancel", remember=False)
        return False
