"""What every tutorial example at the keyboard shares, whichever its game.

``shell.tutorials.run_tutorial`` lists a game's scenarios; the
chosen one sets up its position, says its title and setting-up sentence, reads
the table, and waits for the move, typed as in a real game.  The usual
questions, ``why`` and ``rules`` work; ``show`` plays the move (in the games of
several decisions, the next decision).  Then the move is narrated like any
other, the example's explanation follows, and the next example is offered.
Nothing is saved: the player's autosave is untouched.

This module holds what every example shares (``TutorialHooks``, the ``Tutorial``
protocol); each game's package holds its own example session (its entry's
``make_tutorial``), the games of several decisions on ``tutorial_steps``.
"""

from __future__ import annotations

from typing import Protocol

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import Adapter, Scenario
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed, Vocabulary, words_of
from accessible_games.shell.line_input import BACK
from accessible_games.shell.session import AnySession, SessionHooks

TUTORIAL_WORDS = ("show", "next", "again", "list")
"""The tutorial's own commands; their words are ``tutorial-words-<key>`` in every language."""
WORD_PREFIX = "tutorial-"


class Tutorial(Protocol):
    """One example at the keyboard, as the tutorial list plays it."""

    def play(self) -> None:
        """Introduce the example, let the learner make the move, then explain it.

        Raises:
            BackToList: the player typed back with nothing to cancel.
            Quit: the player quit or input ended.
        """
        ...

    def after(self, has_next: bool, next_title: str) -> str:
        """Offer the next example; return "next", "again" or "list"."""
        ...


class BackToList(Exception):
    """The player typed back with nothing to cancel: leave this example for the list."""


def tutorial_words() -> dict[str, list[str]]:
    """Return the tutorial's words in every language, by meaning ("tutorial-show")."""
    words: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=False)
        for key in TUTORIAL_WORDS:
            words.setdefault(WORD_PREFIX + key, []).extend(
                words_of(l10n, f"tutorial-words-{key}"))
    return words


def add_tutorial_words(vocabulary: Vocabulary) -> None:
    """Let ``vocabulary`` (a game's) also take the tutorial's words, ahead of its own."""
    for key, words in tutorial_words().items():
        vocabulary.add_words(key, words)


def tutorial_vocabulary() -> Vocabulary:
    """Return the shell's words and the tutorial's."""
    return Vocabulary(tutorial_words())


def tutorial_word(parsed: Parsed) -> str | None:
    """Return the tutorial command a parsed line names ("show", "next"...), if any."""
    if parsed.kind == "word" and str(parsed.value).startswith(WORD_PREFIX):
        return str(parsed.value)[len(WORD_PREFIX):]
    return None


def tutorial_match(app: App, scenario: Scenario, adapter: Adapter) -> tuple[AnyMatch, PlayerId]:
    """Return a match at the scenario's position and the learner's seat.

    The learner is called by the tutorial's own name (Alex); the others by their
    seat number, and they sit as bots, so nobody is asked to confirm being alone at
    the keyboard.  No bot ever chooses: the other seats' steps, if any, are the
    scenario's own.
    """
    state, seat = adapter.build(scenario)
    players = tuple(
        PlayerSpec(app.text("tutorial-learner-name")) if n == seat else
        PlayerSpec(app.text("tutorial-other-player", number=n + 1), "greedy")
        for n in range(adapter.seat_count(state)))
    match = Match(game=adapter.game, players=players, options={}, seed=0, state=state,
                  setup_events=())
    return match, seat


class TutorialHooks(SessionHooks):
    """What every example at the keyboard shares: it wraps the game's own session and
    steps in at its hooks; it is never saved, it asks the scenario's questions for the
    learner, and it offers the next example.

    Args:
        app: the shell context.
        scenario: the example to play.
        session: the game's session at the example's position; its hooks become these.
        seat: the learner's seat.
        number: the example's place in the list (from 1), and ``count`` the list's length.
    """

    saves = False
    """A tutorial leaves the player's autosave alone."""

    def __init__(self, app: App, scenario: Scenario, session: AnySession, seat: PlayerId,
                 number: int, count: int) -> None:
        self.app = app
        self.scenario = scenario
        self.session = session
        session.hooks = self
        self.seat = seat
        self.number, self.count = number, count

    @property
    def match(self) -> AnyMatch:
        """Return the example's match (the session's)."""
        return self.session.match

    def refuse_save(self) -> None:
        """Say that tutorials are not saved."""
        self.app.tell("tutorial-no-save", remember=False)

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Ask the session a question for ``seat``."""
        self.session.query(seat, command, rest)

    def read_line(self) -> str:
        """Read a line through the session (end of input leaves).

        Raises:
            Quit: end of input.
        """
        return self.session.read_line()

    # -- the example -----------------------------------------------------------------

    def say_title(self, count: int) -> None:
        """Say the example's number and title, its setting-up sentence, and the
        scenario's questions before the move."""
        messages = self.scenario.messages
        self.app.announcer.new_block()
        self.app.say([self.app.text("tutorial-title", number=self.number, count=count,
                                    title=self.app.text(messages["title"])),
                      self.app.text(messages["setup"])], "event")
        self.ask_questions(self.scenario.read)

    def ask_questions(self, questions: tuple[str, ...]) -> None:
        """Ask questions for the learner as if typed ("park", "scores")."""
        for question in questions:
            parsed = self.app.vocabulary.parse(question)
            self.query(self.seat, str(parsed.value), parsed.rest)

    def explain(self) -> None:
        """Ask the questions that follow the move, then say the example's explanation."""
        self.ask_questions(self.scenario.then)
        self.app.tell("tutorial-explanation",
                      explanation=self.app.text(self.scenario.messages["explanation"]))

    def after(self, has_next: bool, next_title: str) -> str:
        """Offer the next example; return "next", "again" or "list".

        Questions about the table still work here.

        Raises:
            Quit: the player quit or input ended.
        """
        while True:
            if has_next:
                self.app.tell("tutorial-next", "prompt", number=self.number + 1,
                              title=next_title)
                self.session.ask(self.app.text("tutorial-prompt-next", number=self.number + 1))
            else:
                self.app.tell("tutorial-last", "prompt")
                self.session.ask(self.app.text("tutorial-prompt-last"))
            line = self.read_line()
            parsed = self.app.vocabulary.parse(line)
            word = tutorial_word(parsed)
            if parsed.kind == "empty" and has_next:
                return "next"
            if word in ("next", "again", "list") and (word != "next" or has_next):
                return str(word)
            if line == BACK or (parsed.kind == "command" and parsed.value == "back"):
                return "list"
            if parsed.kind == "command":
                self.query(self.seat, str(parsed.value), parsed.rest)
                continue
            self.app.tell("tutorial-after-usage", remember=False)
