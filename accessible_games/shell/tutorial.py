"""Tutorials: the rulebooks' worked examples, played at the keyboard one at a time.

``run_tutorial`` lists a game's scenarios (``accessible_games.scenarios``); the
chosen one sets up its position, says its title and setting-up sentence, reads
the queue and the hand, and waits for the move, typed as in a real game.  The
usual questions, ``why`` and ``rules`` work; ``show`` plays the move.  Then the
play is narrated like any other, the example's explanation follows, and the
next example is offered.  Nothing is saved: the player's autosave is untouched.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.beasty_bar.resolve import choice_options
from accessible_games.games.beasty_bar.state import Play
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import (
    Scenario, adapter_for, games_with_scenarios, load_scenarios,
)
from accessible_games.shell.app import App
from accessible_games.shell.beasty_bar_session import BeastyBarSession
from accessible_games.shell.commands import Parsed, Vocabulary, echo, fold, words_of
from accessible_games.shell.line_input import BACK
from accessible_games.shell.session import Quit

TUTORIAL_WORDS = ("show", "next", "again", "list")
"""The tutorial's own commands; their words are ``tutorial-words-<key>`` in every language."""
WORD_PREFIX = "tutorial-"
OTHER_SEATS_FROM = 2
"""The other seats are called "Player 2" and on."""


class BackToList(Exception):
    """The player typed back with nothing to cancel: leave this example for the list."""


def tutorial_vocabulary() -> Vocabulary:
    """Return the shell's words, the animals' (as ``animal_vocabulary``) and the tutorial's."""
    words: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=False)
        for key in TUTORIAL_WORDS:
            words.setdefault(WORD_PREFIX + key, []).extend(
                words_of(l10n, f"tutorial-words-{key}"))
        for strength in range(1, 13):
            words.setdefault(f"animal-{strength}", []).extend(
                words_of(l10n, f"beasty-bar-animal-{strength}", "words"))
    return Vocabulary(words)


def tutorial_word(parsed: Parsed) -> str | None:
    """Return the tutorial command a parsed line names ("show", "next"...), if any."""
    if parsed.kind == "word" and str(parsed.value).startswith(WORD_PREFIX):
        return str(parsed.value)[len(WORD_PREFIX):]
    return None


class TutorialSession(BeastyBarSession):
    """One Beasty Bar example: the position, the move to make, and what it teaches.

    Args:
        app: the shell context.
        scenario: the example to play.
        number: its place in the list (from 1), and ``count`` the list's length.
    """

    def __init__(self, app: App, scenario: Scenario, number: int, count: int) -> None:
        adapter = adapter_for(scenario.game_id)
        state, seat = adapter.build(scenario)
        players = [PlayerSpec(app.text("tutorial-learner-name"))] + [
            PlayerSpec(app.text("tutorial-other-player", number=n), "greedy")
            for n in range(OTHER_SEATS_FROM, len(state.colours) + 1)]
        match = Match(game=adapter.game, players=tuple(players),
                      options={"variant": state.variant.value}, seed=0, state=state,
                      setup_events=())
        super().__init__(app, match)
        app.use_vocabulary(tutorial_vocabulary())
        self.scenario = scenario
        self.seat: PlayerId = seat
        self.expected: Play = adapter.action(scenario)
        self.number, self.count = number, count

    # -- a tutorial is never saved -------------------------------------------------

    def autosave(self) -> None:
        """Do nothing: a tutorial leaves the player's autosave alone."""

    def save_now(self) -> None:
        """Say that tutorials are not saved."""
        self.app.tell("tutorial-no-save", remember=False)

    def leave(self) -> None:
        """Do nothing: there is nothing to save."""

    def finish(self) -> None:
        """Do nothing: there is no autosave to remove."""

    # -- the example -----------------------------------------------------------------

    def introduce(self) -> None:
        """Say the title, the setting-up sentence, the queue, the hand and what to do."""
        messages = self.scenario.messages
        self.app.announcer.new_block()
        self.app.say([self.app.text("tutorial-title", number=self.number, count=self.count,
                                    title=self.app.text(messages["title"])),
                      self.app.text(messages["setup"])], "event")
        view = self.view()
        if view.bar or view.thats_it:
            self.app.say([self.narrator.bar_line(view), self.narrator.thats_it_line(view)],
                         "event")
        self.prompt_turn(self.seat)
        self.app.tell("tutorial-ask", "prompt")

    def prompt_turn(self, seat: PlayerId) -> None:
        """Say the queue and the hand (the numbers to type are the hand's)."""
        view = self.match.view(seat)
        self.menu = list(view.hand)
        self.app.say([self.narrator.queue_line(view), self.narrator.hand_line(view)],
                     "prompt", owner=seat)

    def play(self) -> None:
        """Introduce the example and read lines until the move is made, then explain it.

        Raises:
            BackToList: the player typed back with nothing to cancel.
            Quit: the player quit or input ended.
        """
        self.introduce()
        while True:
            parsed = self.app.vocabulary.parse(self.read_line())
            word = tutorial_word(parsed)
            if word == "show":
                self.show()
                break
            if word is not None:
                self.app.tell("tutorial-ask", remember=False)
                continue
            if self.handle(self.seat, parsed):
                break
        self.app.tell("tutorial-explanation",
                      explanation=self.app.text(self.scenario.messages["explanation"]))

    def show(self) -> None:
        """Play the example's move for the player, saying how to type it."""
        self.pending = None
        hand = list(self.match.state.hands[self.seat])
        typed = " ".join(str(n) for n in (hand.index(self.expected.card) + 1,
                                          *self.expected.choices))
        self.app.tell("tutorial-showing", "event",
                      move=self.narrator.action_label(self.expected, self.match.state.queue),
                      typed=typed)
        self.act(self.seat, self.expected)

    def cancel(self, seat: PlayerId) -> None:
        """Back drops a half-made play; with nothing to drop it leaves the example.

        Raises:
            BackToList: nothing was being put together.
        """
        if self.pending is None:
            raise BackToList
        super().cancel(seat)

    def try_play(self, seat: PlayerId, card: str, choices: tuple[int, ...]) -> bool:
        """Commit the example's move; another legal move is explained, not played."""
        state = self.match.state
        move = Play(card, choices)
        if card in state.hands[seat] and choices in choice_options(state.queue, card) \
                and move != self.expected:
            self.pending = None
            self.app.tell("tutorial-other-move", remember=False,
                          move=self.narrator.action_label(self.expected, state.queue))
            return False
        return super().try_play(seat, card, choices)

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
            else:
                self.app.tell("tutorial-last", "prompt")
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


def _choose(app: App, prompt_id: str, count: int, **args: Any) -> int | None:
    """Say a numbered list and return the chosen index (from 0), or None to leave.

    Raises:
        Quit: the player quit or input ended.
    """
    while True:
        app.tell(prompt_id, "prompt", count=count, **args)
        try:
            line = app.read()
        except EOFError:
            raise Quit from None
        parsed = app.vocabulary.parse(line)
        if line == BACK or (parsed.kind == "command" and parsed.value == "back"):
            return None
        if parsed.kind == "command" and parsed.value == "quit":
            raise Quit
        if parsed.kind == "number" and 1 <= int(parsed.value) <= count:
            return int(parsed.value) - 1
        app.tell("tutorial-choose-number", remember=False, count=count)


def _numbered(items: list[str]) -> str:
    return ", ".join(f"{n} {item}" for n, item in enumerate(items, 1))


def _find(scenarios: list[Scenario], name: str) -> int | None:
    """Return the index of the scenario called ``name`` (or numbered so), if any."""
    wanted = fold(name)
    if wanted.isdecimal() and len(wanted) <= 3 and 1 <= int(wanted) <= len(scenarios):
        return int(wanted) - 1
    return next((i for i, s in enumerate(scenarios) if s.name == wanted), None)


def _play_examples(app: App, game_id: str, scenarios: list[Scenario],
                   index: int | None) -> None:
    """Run examples from ``index`` (the list first if None) until the player leaves.

    Raises:
        Quit: the player quit or input ended.
    """
    titles = [app.text(s.messages["title"]) for s in scenarios]
    count = len(scenarios)
    while True:
        if index is None:
            index = _choose(app, "tutorial-list", count,
                            game=app.text(f"game-name-{game_id}"), examples=_numbered(titles))
            if index is None:
                return
        session = TutorialSession(app, scenarios[index], index + 1, count)
        try:
            session.play()
        except BackToList:
            index = None
            continue
        has_next = index + 1 < count
        step = session.after(has_next, titles[index + 1] if has_next else "")
        if step == "next":
            index += 1
        elif step == "list":
            index = None


def run_tutorial(app: App, game_id: str | None = None, name: str | None = None) -> int:
    """Run the tutorials: choose a game and an example, or start at the one named.

    Args:
        app: the shell context.
        game_id: the game ("beasty-bar"); None asks (or takes the only one).
        name: an example's name or number in the list; None lists them.

    Returns:
        0 when the player leaves; 2 when the game or the example is unknown.
    """
    games = games_with_scenarios()
    if game_id is None:
        if len(games) == 1:
            game_id = games[0]
        else:
            app.use_vocabulary(tutorial_vocabulary())
            try:
                chosen = _choose(app, "tutorial-games", len(games), games=_numbered(
                    [app.text(f"game-name-{g}") for g in games]))
            except Quit:
                chosen = None
            if chosen is None:
                app.tell("tutorial-closed")
                return 0
            game_id = games[chosen]
    if game_id not in games:
        app.tell("tutorial-unknown-game", game=echo(game_id),
                 games=", ".join(app.text(f"game-name-{g}") for g in games))
        return 2
    scenarios = load_scenarios(game_id)
    index = None
    if name is not None:
        index = _find(scenarios, name)
        if index is None:
            app.tell("tutorial-unknown-name", name=echo(name),
                     names=", ".join(s.name for s in scenarios))
            return 2
    saved = app.vocabulary
    app.use_vocabulary(tutorial_vocabulary())
    try:
        _play_examples(app, game_id, scenarios, index)
    except Quit:
        pass
    finally:
        app.use_vocabulary(saved)
    app.tell("tutorial-closed")
    return 0
