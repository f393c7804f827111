"""Playing Beasty Bar at the keyboard: turns, follow-up choices, bots, hot-seat privacy.

The session owns the match while it runs.  It never decides a rule: legal
plays come from the rules core, and every refusal is the core's own reason,
said through the narrator.  Questions never use up a turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_games.games.beasty_bar.rules import Action, BeastyBarMatch, BeastyBarState, BeastyBarView
from accessible_games.games.beasty_bar.book import ANIMALS, RULES_BOOK
from accessible_games.games.beasty_bar.rules.bots import make_bot
from accessible_games.core.errors import GameError, IllegalAction
from accessible_games.core.events import Event, PlayerId, events_for
from accessible_games.games.beasty_bar.rules.cards import STRENGTH, Card
from accessible_games.games.beasty_bar.rules.events import GameEnded
from accessible_games.games.beasty_bar.rules.notation import parse_move
from accessible_games.games.beasty_bar.rules.resolve import choice_options, play_into
from accessible_games.games.beasty_bar.rules.state import Phase, Play, SetAside
from accessible_games.games.beasty_bar.narration import BeastyBarNarrator, narrator_for
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import numbered_text, range_prompt
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed, Vocabulary, echo, words_of
from accessible_games.shell.line_input import BACK
from accessible_games.shell.queries import QueryMixin
from accessible_games.shell.session import GameSession
from accessible_games.speech.base import Kind


def numbered(l10n: L10n, options: list[tuple[int, str]]) -> str:
    """Return follow-up options as one numbered list; the number to type is the index.

    Parrot and kangaroo labels already start with their value, which equals the
    index, so that number is said once, as the entry's number.
    """
    return numbered_text(l10n, [label.removeprefix(f"{index} ")
                                for index, (_, label) in enumerate(options, 1)])


@dataclass
class Pending:
    """A play being put together: the card, and the follow-up choices so far."""

    card: Card
    prefix: tuple[int, ...] = ()


def animal_words() -> dict[str, list[str]]:
    """Return every animal's words in both languages, by meaning ("animal-12")."""
    from accessible_games.narration.l10n import LANGUAGES, L10n
    words: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=False)
        for strength in range(1, 13):
            key = f"animal-{strength}"
            words.setdefault(key, []).extend(
                words_of(l10n, f"beasty-bar-animal-{strength}", "words"))
    return words


def animal_vocabulary() -> Vocabulary:
    """Return the shell's words plus every animal's words, in both languages."""
    return Vocabulary(animal_words())


class BeastyBarSession(GameSession[BeastyBarState, Action, BeastyBarView], QueryMixin):
    """One Beasty Bar game at the keyboard, from the first event to the result."""

    bot_factory = staticmethod(make_bot)
    rules_book = RULES_BOOK
    animals = ANIMALS

    paced_phase = Phase.PLAY
    narrator: BeastyBarNarrator
    queue_after_play = False
    """Whether the queue is said after every play, as full verbosity does (a tutorial
    shows it after the example's move); otherwise the next turn's prompt says it."""

    def __init__(self, app: App, match: BeastyBarMatch, resumed: bool = False) -> None:
        super().__init__(app, match, resumed)
        app.use_vocabulary(animal_vocabulary())
        self.keyboard: PlayerId | None = self.humans[0] if len(self.humans) == 1 else None
        app.announcer.viewer = self.keyboard
        self.menu: list[Any] = []
        self.pending: Pending | None = None
        self.narrator = self._make_narrator()

    def _make_narrator(self) -> BeastyBarNarrator:
        return narrator_for(self.app.l10n, self.match, self.app.settings.verbosity)

    # -- the loop --------------------------------------------------------------

    def resume_summary(self) -> None:
        """Sum up the resumed game as every game does; when a human plays next, the turn
        prompt that follows says the queue, so the summary's table leaves it out."""
        table = self.match.view(None)
        if table.phase is not Phase.PLAY or table.current not in self.humans:
            super().resume_summary()
            return
        narrator = self.narrator
        self.narrator = narrator.leaving_queue_out()
        try:
            super().resume_summary()
        finally:
            self.narrator = narrator

    def resumed_turn(self, view: BeastyBarView) -> int:
        """Return the turn said when the saved game resumes, counted from 1."""
        return view.turn + 1

    def step(self) -> None:
        """Let a bot decide first (they set aside at once in the advanced variant), then
        the first human asked."""
        movers = self.match.to_move()
        bot_movers = sorted(p for p in movers if p in self.bots)
        if bot_movers:
            self.bot_turn(bot_movers[0])
        else:
            self.human_decision(min(movers))

    def narrate(self, events: tuple[Event, ...], queue_follows: bool = False) -> None:
        """Say the events as the player at the keyboard may hear them (``queue_follows``:
        the queue is said right after them)."""
        view = self.view()
        kind: Kind = "final" if any(isinstance(e, GameEnded) for e in events) else "event"
        self.app.announcer.new_block()
        for line, private in self.narrator.act_lines(events_for(events, self.keyboard),
                                                     self.keyboard, view, queue_follows):
            self.app.announcer.extend_block([line], kind,
                                            owner=self.keyboard if private else None)

    def tell_move(self, player: PlayerId, action: Any, events: tuple[Event, ...]) -> None:
        """Narrate a move just applied.

        The queue is said once after a play: by the next turn prompt when a human plays
        next, else by a status line in full verbosity (or a tutorial); a seal or snake
        then leaves the order to that line.
        """
        table = self.match.view(None)
        human_next = table.current in self.humans and table.current == self.keyboard
        status = isinstance(action, Play) and table.phase is Phase.PLAY and not human_next \
            and (self.queue_after_play or self.app.settings.verbosity == "full")
        prompted = isinstance(action, Play) and table.phase is Phase.PLAY \
            and table.current in self.humans
        self.narrate(events, queue_follows=status or prompted)
        if status:
            self.app.announcer.extend_block([self.narrator.queue_line(self.view())], "status")

    def view(self) -> Any:
        """Return the view of the player at the keyboard (a spectator's if nobody confirmed)."""
        return self.match.view(self.keyboard)

    # -- humans ----------------------------------------------------------------

    def ensure_private(self, seat: PlayerId) -> None:
        """Before a hand is read in hot-seat play, wait until only its owner listens."""
        self.hand_keyboard(seat)

    def human_turn(self, seat: PlayerId) -> None:
        """Prompt ``seat`` and read commands until an action is committed."""
        if len(self.humans) > 1:
            self.ensure_private(seat)
        self.pending = None
        self.app.announcer.new_block()
        self.prompt_turn(seat)
        while not self.decide(seat, self.app.vocabulary.parse(self.read_line())):
            pass

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say whose turn it is, the essentials and the numbered options."""
        view = self.match.view(seat)
        if view.phase is Phase.SET_ASIDE:
            self.prompt_set_aside(seat)
            return
        self.ask(range_prompt(self.app.l10n, self.app.text("beasty-bar-prompt-play"),
                              len(view.hand)))
        if self.hooks.prompt(seat):
            return
        self.menu = list(view.hand)
        self.app.say(self.narrator.turn_prompt_lines(view, seat), "prompt", owner=seat)

    def prompt_set_aside(self, seat: PlayerId) -> None:
        """Advanced variant: list the animals still to set aside, each with its points."""
        view = self.match.view(seat)
        self.menu = list(view.hand)
        self.app.say(self.narrator.set_aside_prompt_lines(view), "prompt", owner=seat)
        self.ask(range_prompt(self.app.l10n, self.app.text("beasty-bar-prompt-set-aside"),
                              len(self.menu)))

    def handle(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Carry out one typed line; return True if an action was committed."""
        if parsed.kind == "empty":
            self.app.tell("shell-empty-line", remember=False)
            return False
        if parsed.kind == "ambiguous":
            self.app.tell("shell-ambiguous", remember=False, word=echo(str(parsed.value)),
                          candidates=", ".join(parsed.candidates[:8]))
            return False
        if parsed.kind == "unknown":
            return self.handle_unknown(seat, parsed)
        if parsed.kind == "command":
            if parsed.value == "back":
                self.cancel(seat)
                return False
            self.query(seat, str(parsed.value), parsed.rest)
            return False
        if parsed.raw == BACK:
            self.cancel(seat)
            return False
        if self.match.view(None).phase is Phase.SET_ASIDE:
            return self.pick_set_aside(seat, parsed)
        return self.pick_play(seat, parsed)

    def handle_unknown(self, seat: PlayerId, parsed: Parsed) -> bool:
        """A card code ("R2 1") is a move; anything else is explained."""
        if parsed.raw == BACK:
            self.cancel(seat)
            return False
        try:
            move = parse_move(parsed.raw)
        except GameError:
            self.app.tell("shell-unknown-command", remember=False, word=echo(str(parsed.value)))
            return False
        if self.match.view(None).phase is not Phase.PLAY:
            self.app.tell("shell-beasty-bar-set-aside-first", remember=False)
            return False
        return self.try_play(seat, move.card, move.choices)

    def cancel(self, seat: PlayerId) -> None:
        """Escape or back: drop the play being put together, nothing was committed."""
        self.hooks.before_back(seat)
        if self.pending is None:
            self.app.tell("shell-nothing-to-cancel", remember=False)
            return
        self.pending = None
        self.app.tell("shell-cancelled", remember=False)
        self.prompt_turn(seat)

    def choice_words(self, seat: PlayerId, action: Action) -> tuple[str, str | None]:
        """Return a play as one line, choices included, and what to type for it: the
        card's number in the hand, then the number of each follow-up answer."""
        view = self.match.view(seat)
        typed = str(view.hand.index(action.card) + 1)
        if isinstance(action, SetAside):
            return self.app.text("beasty-bar-action-set-aside",
                                 card=self.narrator.card(action.card, "acc")), typed
        return (self.narrator.action_label(action, view.queue),
                " ".join([typed, *(str(choice) for choice in action.choices)]))

    # -- set aside (advanced) ----------------------------------------------------

    def pick_set_aside(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Set one animal aside at once (the next pick is a new decision); an animal named
        that is already aside is said so."""
        if parsed.kind == "word":
            strength = int(str(parsed.value).split("-")[1])
            for aside in self.match.view(seat).own_set_aside:
                if STRENGTH[aside] == strength:
                    self.app.tell("beasty-bar-already-set-aside", remember=False,
                                  card=self.narrator.card(aside))
                    return False
        card = self.card_from(parsed, self.menu)
        if card is None:
            return False
        self.act(seat, SetAside(card))
        return True

    def card_from(self, parsed: Parsed, cards: list[Card]) -> Card | None:
        """Return the card a number or animal word names among ``cards``, or say why not."""
        if parsed.kind == "number":
            number = int(parsed.value)
            if not 1 <= number <= len(cards):
                self.app.tell("shell-number-out-of-range", remember=False,
                              number=number, count=len(cards))
                return None
            return cards[number - 1]
        strength = int(str(parsed.value).split("-")[1])
        for card in cards:
            if STRENGTH[card] == strength:
                return card
        self.app.tell("beasty-bar-animal-not-in-hand", remember=False,
                      animal=self.narrator.animal_name(strength, "acc"))
        return None

    # -- playing a card ----------------------------------------------------------

    def pick_play(self, seat: PlayerId, parsed: Parsed) -> bool:
        """A number or an animal: choose a card, or answer the follow-up question."""
        if self.pending is not None and parsed.kind == "number":
            return self.answer_follow_up(seat, int(parsed.value), parsed.rest)
        card = self.card_from(parsed, list(self.match.view(seat).hand))
        if card is None:
            return False
        extra = []
        for word in parsed.rest:
            if not word.isdecimal() or len(word) > 2:
                self.app.tell("shell-beasty-bar-choice-not-number", remember=False)
                return False
            extra.append(int(word))
        return self.try_play(seat, card, tuple(extra))

    def try_play(self, seat: PlayerId, card: Card, choices: tuple[int, ...]) -> bool:
        """Commit the play if complete and legal, ask the next question if incomplete."""
        view = self.match.view(seat)
        if card not in view.hand:
            self.app.tell("shell-beasty-bar-card-not-yours", remember=False,
                          card=self.narrator.card(card))
            return False
        options = choice_options(view.queue, card)
        if choices not in options and any(o[:len(choices)] == choices for o in options):
            choices = self.take_only_choices(view.queue, card, choices, tell=True)
        if choices in options:
            self.pending = None
            self.act(seat, Play(card, choices))
            return True
        if any(o[:len(choices)] == choices for o in options):
            self.pending = Pending(card, choices)
            self.ask_follow_up()
            return False
        error = self.match.explain(seat, Play(card, choices))
        self.app.say(self.narrator.error_line(error or IllegalAction("core-error-illegal-action")),
                     "result", remember=False)
        return False

    def take_only_choices(self, queue: tuple[Card, ...], card: Card, choices: tuple[int, ...],
                          tell: bool) -> tuple[int, ...]:
        """Return ``choices`` (a start of some legal play of ``card``) with every next
        follow-up answer added while the question has only one; with ``tell``, say each
        answer so taken in a line."""
        while True:
            _, menu = self.narrator.choice_menu(queue, card, choices)
            if len(menu) != 1:
                return choices
            value = menu[0][0]
            if tell:
                self.app.say(self.narrator.only_choice_line(queue, card, choices, value),
                             "result")
            choices += (value,)

    def ask_follow_up(self) -> None:
        """Say the next follow-up question and its numbered options."""
        assert self.pending is not None
        queue = self.match.view(None).queue
        question, options = self.narrator.choice_menu(queue, self.pending.card,
                                                      self.pending.prefix)
        self.menu = [value for value, _ in options]
        self.app.say([question, self.app.text("shell-choose-or-back",
                                              options=numbered(self.app.l10n, options))],
                     "prompt")
        kind = self.narrator.choice_kind(queue, self.pending.card, self.pending.prefix)
        self.ask(range_prompt(self.app.l10n, self.app.text(f"beasty-bar-prompt-{kind}"),
                              len(options)))

    def answer_follow_up(self, seat: PlayerId, number: int, rest: tuple[str, ...]) -> bool:
        """Pick a numbered follow-up option (more numbers may follow on the same line)."""
        assert self.pending is not None
        if not 1 <= number <= len(self.menu):
            self.app.tell("shell-number-out-of-range", remember=False,
                          number=number, count=len(self.menu))
            return False
        choices = self.pending.prefix + (int(self.menu[number - 1]),)
        extra = tuple(int(w) for w in rest if w.isdecimal() and len(w) <= 2)
        return self.try_play(seat, self.pending.card, choices + extra)

    # -- questions -------------------------------------------------------------

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Answer a question about the table (queue, bar, out, scores, cards, players,
        turn, table, hand); the questions every game shares go to ``QueryMixin``."""
        view = self.view()
        narrator = self.narrator
        simple = {
            "queue": lambda: narrator.queue_line(view),
            "bar": lambda: narrator.bar_line(view),
            "out": lambda: narrator.thats_it_line(view),
            "scores": lambda: narrator.scores_line(view),
            "cards": lambda: narrator.cards_line(view),
            "players": lambda: narrator.players_line(view),
            "turn": lambda: narrator.turn_line(view, self.keyboard),
        }
        if command in simple:
            self.app.say(simple[command](), "result", remember=False)
        elif command == "table":
            self.app.say(narrator.table_lines(view), "result", remember=False)
        elif command == "hand":
            if self.keyboard is None:
                self.app.tell("shell-hand-hidden", remember=False)
            else:
                self.app.say(narrator.hand_line(view), "result", remember=False)
        else:
            super().query(seat, command, rest)

    # -- why -------------------------------------------------------------------

    def why(self, seat: PlayerId | None, words: tuple[str, ...]) -> None:
        """Explain why a play is not legal, what it still needs, or what it would do."""
        view = self.match.view(seat)
        if seat is None or view.phase is not Phase.PLAY or seat != view.current:
            self.app.tell("shell-why-not-now", remember=False)
            return
        if not words:
            self.app.tell("shell-why-usage", remember=False)
            return
        parsed = self.app.vocabulary.parse(" ".join(words))
        hand = list(view.hand)
        card: Card | None = None
        choices: tuple[int, ...] = ()
        try:
            if parsed.kind == "number" and 1 <= int(parsed.value) <= len(hand):
                card = hand[int(parsed.value) - 1]
            elif parsed.kind == "word":
                strength = int(str(parsed.value).split("-")[1])
                card = next((c for c in hand if STRENGTH[c] == strength), None)
                if card is None:
                    self.app.tell("beasty-bar-animal-not-in-hand", remember=False,
                                  animal=self.narrator.animal_name(strength, "acc"))
                    return
            else:
                move = parse_move(" ".join(words))
                card, choices = move.card, move.choices
            if card is not None and parsed.kind in ("number", "word"):
                choices = tuple(int(w) for w in parsed.rest if w.isdecimal() and len(w) <= 2)
        except GameError:
            card = None
        if card is None:
            self.app.tell("shell-why-usage", remember=False)
            return
        options = choice_options(view.queue, card)
        if card in hand and choices not in options and \
                any(o[:len(choices)] == choices for o in options):
            choices = self.take_only_choices(view.queue, card, choices, tell=False)
        if card in hand and choices not in options and \
                any(o[:len(choices)] == choices for o in options):
            question, menu = self.narrator.choice_menu(view.queue, card, choices)
            self.app.tell("shell-why-needs-more", remember=False, question=question,
                          options=numbered(self.app.l10n, menu))
            return
        error = self.match.explain(seat, Play(card, choices))
        if error is not None:
            self.app.say(self.narrator.error_line(error), "result", remember=False)
            return
        log: list[Event] = []
        play_into(list(view.queue), card, choices, log)
        lines = [line for event in log for line in self.narrator.event_lines(event, seat)]
        self.app.tell("shell-why-legal", remember=False,
                      action=self.narrator.action_label(Play(card, choices), view.queue))
        self.app.say(lines, "result", remember=False)
