"""Playing O Zoo le Mio at the keyboard: sealed bids, laying tiles, bots, hot-seat privacy.

The session owns the match while it runs.  It never decides a rule: every
bid and placement is one of the core's legal actions, and every refusal is
the core's own reason, said through the narrator.  Questions never use up a
decision.

Bidding asks several players at once (the core's ``to_move``): the bots bid
first, silently, from their own views; then each human in seat order.  With
two or more humans at one keyboard, each confirms being alone before the bid
prompt (coins and bids are private), and nobody hears that another has bid.
The reveal then tells every bid together.  A player without coins is not
asked: the only bid, 0, is made and said privately.

Laying a tile is public: the winner hears the placements numbered, a count
line and one a line, or, when there are many, first the empty cells where
paths of the zoo end (each with its count) and then the placements at the
chosen cell; back or Escape returns to that list.  A typed cell lists the
placements covering it; two cells ("4M 5M") or a cell and a direction ("4M
east") name one placement.

Every read shows a prompt naming its decision and range ("Bid, 0 to 8 coins:",
"Placement, 1 to 9:", "Path end, 1 to 5:", "Placement at 1K, 1 to 3:"), the
hot-seat handover "Petr, press Enter:", and while exploring the cursor's cell
("Explore 2M: n, s, e, w or back:").
"""

from __future__ import annotations

from typing import Any

from accessible_games.games.ozoolemio.rules import OzooMatch, OzooState, OzooView
from accessible_games.games.ozoolemio.book import ANIMALS, RULES_BOOK
from accessible_games.games.ozoolemio.rules.bots import make_bot
from accessible_games.core.events import Event, PlayerId, events_for
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.actions import Action, Bid, Place
from accessible_games.games.ozoolemio.rules.geometry import Cell, cell_name
from accessible_games.games.ozoolemio.rules.state import Phase
from accessible_games.games.ozoolemio.rules.zoo import legal_placements
from accessible_games.games.ozoolemio.narration import OzooNarrator, narrator_for
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed, echo
from accessible_games.shell.line_input import BACK
from accessible_games.shell.numbered import Group, NumberedChoices, NumberedList
from accessible_games.games.ozoolemio.explore import zoo_explorer
from accessible_games.shell.explorer import ExploringInput, make_arrow_input
from accessible_games.games.ozoolemio.queries import (
    OzooQueries, OzooVocabulary, end_groups, parsed_amount,
)
from accessible_games.shell.session import GameSession, Quit
from accessible_games.speech.base import Kind

__all__ = ["LIST_MAX", "OzooSession", "Quit"]

LIST_MAX = 12
"""Up to this many placements are listed at once; more are grouped by where paths end."""


class OzooSession(ExploringInput, GameSession[OzooState, Action, OzooView], NumberedChoices,
                  OzooQueries):
    """One O Zoo le Mio game at the keyboard, from the first event to the result.

    Args:
        app: the shell context (language, settings, output, input).
        match: the match to play, new or loaded from the autosave.
        resumed: True when the match was loaded: the session then sums up
            the table instead of narrating the setup again.
    """

    bot_factory = staticmethod(make_bot)
    rules_book = RULES_BOOK
    animals = ANIMALS

    list_max = LIST_MAX
    paced_phase = Phase.PLACE
    narrator: OzooNarrator

    def __init__(self, app: App, match: OzooMatch, resumed: bool = False) -> None:
        super().__init__(app, match, resumed)
        self.words = OzooVocabulary()
        app.use_vocabulary(self.words)
        self.keyboard: PlayerId | None = self.humans[0] if len(self.humans) == 1 else None
        app.announcer.viewer = self.keyboard
        self.numbers = NumberedList(app)
        self.explorer = zoo_explorer(self.zoo_cells, self.keyboard or 0)
        self.arrows = make_arrow_input(getattr(app.reader, "mode", "plain"),
                                       lambda: self.app.vocabulary.completions())
        self.narrator = self._make_narrator()
        self.deciding = self.asking
        """The prompt of the decision being read ("Bid, 0 to 8 coins:"), said again after
        exploring."""

    def zoo_cells(self, seat: PlayerId) -> Any:
        """Return the cells of the zoo of ``seat`` now, as the explorer walks them."""
        return self.match.view(seat).players[seat].zoo.grid()

    def _make_narrator(self) -> OzooNarrator:
        return narrator_for(self.app.l10n, self.match, self.app.settings.verbosity)

    # -- the loop --------------------------------------------------------------

    def resume_summary(self) -> None:
        """Sum up a resumed game: the game and variant, the players, and the table (the
        round and auction first, then the tiles, the tile set, the flags and the coins)."""
        view = self.view()
        self.app.say(self.narrator.resumed_line(view, self.game_title()))
        self.app.say(self.narrator.players_line(view))
        self.app.say(self.narrator.table_lines(view))

    def step(self) -> None:
        """Let the next mover decide: a bot bids silently before any human is asked."""
        movers = sorted(self.match.to_move())
        bots = [seat for seat in movers if seat in self.bots]
        if bots:
            self.bot_turn(bots[0])
        else:
            self.human_decision(movers[0])

    def human_decision(self, seat: PlayerId) -> None:
        """Read ``seat``'s sealed bid or placement, as the phase asks."""
        if self.match.view(None).phase is Phase.BID:
            self.human_bid(seat)
        else:
            self.human_place(seat)

    def narrate(self, events: tuple[Event, ...], quiet: tuple[type[Event], ...] = ()) -> None:
        """Say the events as the player at the keyboard may hear them, but those of the
        ``quiet`` kinds; nobody hears that another player has bid (the reveal tells every
        bid)."""
        kind: Kind = "final" if any(isinstance(e, ev.GameEnded) for e in events) else "event"
        heard = [e for e in events_for(events, self.keyboard)
                 if not isinstance(e, (ev.BidHidden, *quiet))]
        self.app.announcer.new_block()
        for told in self.narrator.act_lines(heard, self.keyboard, self.view(),
                                            self.match.outcome()):
            self.app.announcer.extend_block(told.lines, kind,
                                            owner=self.keyboard if told.private else None)

    def act(self, player: PlayerId, action: Action,
            quiet: tuple[type[Event], ...] = ()) -> None:
        """Apply an action (already known legal), narrate it (but the ``quiet`` kinds of
        event), a human's autosaved first."""
        self.tell_move(player, action, self.apply(player, action), quiet)

    def tell_move(self, player: PlayerId, action: Action, events: tuple[Event, ...],
                  quiet: tuple[type[Event], ...] = ()) -> None:
        """Narrate a move just applied (but its events of the ``quiet`` kinds)."""
        self.narrate(events, quiet)

    # -- the keyboard ----------------------------------------------------------

    def ensure_private(self, seat: PlayerId) -> None:
        """Before private information is said in hot-seat play, wait until only ``seat``
        listens."""
        self.hand_keyboard(seat)

    def hand_over(self, seat: PlayerId) -> None:
        """Give the keyboard to ``seat`` for a public decision: in hot seat nothing
        private is said until that player confirms being alone (see ``coins``)."""
        if len(self.humans) > 1 and self.keyboard != seat:
            self.keyboard = None
            self.app.announcer.viewer = None

    # -- bidding ---------------------------------------------------------------

    def human_bid(self, seat: PlayerId) -> None:
        """Ask ``seat`` for a sealed bid, privately, until one is made."""
        if len(self.humans) > 1:
            self.ensure_private(seat)
        legal = self.match.legal_actions(seat)
        if len(legal) == 1:
            self.app.say(self.narrator.no_coins_line(seat), "prompt", owner=seat)
            self.act(seat, legal[0], quiet=(ev.BidPlaced,))
            return
        self.prompt_turn(seat)
        while not self.decide(seat, self.app.vocabulary.parse(self.read_decision())):
            pass

    # -- laying a tile ---------------------------------------------------------

    def human_place(self, seat: PlayerId) -> None:
        """Ask ``seat`` where the tile won goes, until it is laid."""
        self.hand_over(seat)
        self.numbers.close()
        self.app.announcer.new_block()
        self.prompt_turn(seat)
        while not self.decide(seat, self.app.vocabulary.parse(self.read_decision())):
            pass

    def read_decision(self) -> str:
        """Read one line of the decision after its prompt; while exploring, the prompt
        names the cursor's cell and the moves instead."""
        if self.explorer.active:
            self.ask(self.narrator.explore_ask(cell_name(self.explorer.cursor)))
        else:
            self.ask(self.deciding)
        return self.read_line()

    def choice_words(self, seat: PlayerId, action: Action) -> tuple[str, str | None]:
        """Return a bid as "bid 3", typed as its amount; a placement as the lists name it,
        typed by its number in the list said now (None if no list holds it)."""
        if isinstance(action, Bid):
            return self.app.text("tutorial-step-bid", amount=action.amount), str(action.amount)
        view = self.match.view(seat)
        assert isinstance(action, Place) and view.in_hand is not None
        return (self.narrator.placement_label(view, seat, view.in_hand, action.placement),
                self.numbers.typed_for(action))

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the question of the decision now, and make its prompt the one read: the bid,
        the placements numbered, the path ends (when many), or one group's placements."""
        view = self.match.view(seat)
        narrator = self.narrator
        if view.phase is Phase.BID:
            tile = view.on_auction
            fits = len(legal_placements(view.players[seat].zoo, tile)) if tile else 0
            self.numbers.show([])
            self.app.say(narrator.bid_lines(seat, fits), "prompt", owner=seat)
            self.deciding = narrator.bid_ask(view.coins or 0)
            return
        legal = [a for a in self.match.legal_actions(seat) if isinstance(a, Place)]
        tile = view.in_hand
        assert tile is not None
        group = self.numbers.group
        if group is None and len(legal) > LIST_MAX:
            groups = self.numbers.show(end_groups(view.players[seat].zoo, legal))
            labels = [narrator.end_label(g.place, g.sources, len(g.actions)) for g in groups]
            self.app.say(narrator.ends_lines(len(legal), labels, seat), "prompt")
            self.deciding = narrator.ends_ask(len(labels))
            return
        self.numbers.show(group.actions if group is not None else legal)
        labels = [narrator.placement_label(view, seat, tile, item.placement)
                  for item in self.menu if isinstance(item, Place)]
        if group is not None:
            place = cell_name(group.place)
            self.app.say(narrator.group_lines(place, group.kind, labels), "prompt")
            self.deciding = narrator.group_ask(place, group.kind, len(labels))
        else:
            self.app.say(narrator.placement_lines(labels, seat), "prompt")
            self.deciding = narrator.placement_ask(len(labels))

    # -- typed lines -----------------------------------------------------------

    def handle(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Carry out one typed line; return True if a decision was committed."""
        if parsed.raw == BACK or (parsed.kind == "command" and parsed.value == "back"):
            self.back(seat)
            return False
        if parsed.kind == "empty":
            self.app.tell("shell-ozoolemio-empty-bid" if self.bidding() else "shell-empty-line",
                          remember=False)
            return False
        if self.bidding():
            amount = parsed_amount(parsed)
            if amount is not None:
                return self.try_commit(seat, Bid(amount))
        elif parsed.kind == "number":
            return self.choose_number(seat, int(parsed.value), parsed.rest)
        if parsed.kind == "command":
            self.query(seat, str(parsed.value), parsed.rest)
            return False
        kind, value = self.placement_from(parsed.raw.split())
        if kind == "placement" and not self.bidding():
            return self.try_commit(seat, Place(value.cell, value.facing))
        if kind == "placement" or kind == "cell":
            return self.typed_cell(seat, value.cells[0] if kind == "placement" else value)
        if kind == "apart":
            self.app.tell("shell-ozoolemio-apart", remember=False, first=cell_name(value[0]),
                          second=cell_name(value[1]))
        elif parsed.kind == "ambiguous":
            self.app.tell("shell-ambiguous", remember=False, word=echo(str(parsed.value)),
                          candidates=", ".join(parsed.candidates[:8]))
        elif parsed.kind == "unknown":
            self.app.tell("shell-unknown-command", remember=False, word=echo(str(parsed.value)))
        else:
            self.app.tell("shell-ozoolemio-word-not-now", remember=False)
        return False

    def bidding(self) -> bool:
        """Return whether the table is bidding now."""
        phase: Phase = self.match.view(None).phase
        return phase is Phase.BID

    def typed_cell(self, seat: PlayerId, cell: Cell) -> bool:
        """A typed cell: while laying, list the placements covering it; while bidding,
        say what lies there (and how many placements of the tile on auction cover it)."""
        if self.bidding():
            self.say_cell(seat, cell)
            return False
        covering = tuple(a for a in self.match.legal_actions(seat)
                         if isinstance(a, Place) and cell in a.placement.cells)
        if not covering:
            self.why_cell(seat, cell)
            return False
        return self.open_group(seat, Group("cell", covering, place=cell), (), alone=True)

    def commit(self, seat: PlayerId, action: Action) -> bool:
        """Lay the tile or seal the bid; exploring and any group of placements end with it."""
        self.explorer.active = False
        self.numbers.close()
        self.act(seat, action)
        return True

    def back(self, seat: PlayerId) -> None:
        """Escape or back: end exploring, or return from a group to the full list."""
        self.hooks.before_back(seat)
        if self.explorer.active:
            self.explorer.active = False
            self.app.tell("shell-ozoolemio-explore-end", remember=False)
        elif self.numbers.back():
            self.prompt_turn(seat)
        else:
            self.app.tell("shell-ozoolemio-cannot-cancel" if not self.bidding()
                          else "shell-ozoolemio-bid-no-back", remember=False)

    def view(self) -> Any:
        """Return the view of the player at the keyboard (a spectator's if nobody)."""
        return self.match.view(self.keyboard)
