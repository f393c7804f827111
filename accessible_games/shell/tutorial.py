"""Tutorials: the rulebooks' worked examples, played at the keyboard one at a time.

``run_tutorial`` lists a game's scenarios (``accessible_games.scenarios``); the
chosen one sets up its position, says its title and setting-up sentence, reads
the table, and waits for the move, typed as in a real game.  The usual
questions, ``why`` and ``rules`` work; ``show`` plays the move (in the games of
several decisions, the next decision).  Then the move is narrated like any
other, the example's explanation follows, and the next example is offered.
Nothing is saved: the player's autosave is untouched.

This module holds the lists and what every example shares (``TutorialMixin``);
Beasty Bar's examples play in ``tutorial_beasty_bar``, the other games' in
``tutorial_steps``.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import (
    Scenario, ScenarioError, adapter_for, games_with_scenarios, load_scenario, scenario_names,
)
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed, Vocabulary, echo, fold, words_of
from accessible_games.shell.line_input import BACK
from accessible_games.shell.session import Quit

TUTORIAL_WORDS = ("show", "next", "again", "list")
"""The tutorial's own commands; their words are ``tutorial-words-<key>`` in every language."""
WORD_PREFIX = "tutorial-"


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
    """Return the shell's words, the Beasty Bar animals' and the tutorial's."""
    words = tutorial_words()
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=False)
        for strength in range(1, 13):
            words.setdefault(f"animal-{strength}", []).extend(
                words_of(l10n, f"beasty-bar-animal-{strength}", "words"))
    return Vocabulary(words)


def tutorial_word(parsed: Parsed) -> str | None:
    """Return the tutorial command a parsed line names ("show", "next"...), if any."""
    if parsed.kind == "word" and str(parsed.value).startswith(WORD_PREFIX):
        return str(parsed.value)[len(WORD_PREFIX):]
    return None


def tutorial_match(app: App, scenario: Scenario) -> tuple[Match, PlayerId]:
    """Return a match at the scenario's position and the learner's seat.

    The learner is called by the tutorial's own name (Alex); the others by their
    seat number, and they sit as bots, so nobody is asked to confirm being alone at
    the keyboard.  No bot ever chooses: the other seats' steps, if any, are the
    scenario's own.
    """
    adapter = adapter_for(scenario.game_id)
    state, seat = adapter.build(scenario)
    players = tuple(
        PlayerSpec(app.text("tutorial-learner-name")) if n == seat else
        PlayerSpec(app.text("tutorial-other-player", number=n + 1), "greedy")
        for n in range(adapter.seat_count(state)))
    match = Match(game=adapter.game, players=players, options={}, seed=0, state=state,
                  setup_events=())
    return match, seat


class TutorialMixin:
    """What every example at the keyboard shares: it is never saved, it asks the
    scenario's questions for the learner, and it offers the next example.

    Mixed in ahead of a game's session, which provides ``query`` and ``read_line``.
    """

    app: App
    scenario: Scenario
    seat: PlayerId
    number: int
    query: Any
    read_line: Any

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


def tutorial_session(app: App, scenario: Scenario, number: int, count: int) -> Any:
    """Return the session that plays ``scenario`` at the keyboard, for its game."""
    if scenario.game_id == "beasty-bar":
        from accessible_games.shell.tutorial_beasty_bar import TutorialSession
        return TutorialSession(app, scenario, number, count)
    from accessible_games.shell.tutorial_steps import step_tutorial
    return step_tutorial(app, scenario, number, count)


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
        session = tutorial_session(app, scenarios[index], index + 1, count)
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


def loadable_scenarios(app: App, game_id: str) -> list[Scenario]:
    """Return the game's scenarios in teaching order, leaving out (and saying so once)
    any file that does not load, so one damaged file never closes the tutorials."""
    found, broken = [], 0
    for name in scenario_names(game_id):
        try:
            found.append(load_scenario(game_id, name))
        except ScenarioError:
            broken += 1
    if broken:
        app.tell("tutorial-examples-skipped", count=broken)
    return sorted(found, key=lambda s: (s.order, s.name))


def run_tutorial(app: App, game_id: str | None = None, name: str | None = None) -> int:
    """Run the tutorials: choose a game and an example, or start at the one named.

    Args:
        app: the shell context.
        game_id: the game ("beasty-bar"); None asks (or takes the only one).
        name: an example's name or number in the list; None lists them.

    Returns:
        0 when the player leaves; 2 when the game or the example is unknown.
    """
    saved = app.vocabulary
    try:
        return _run_tutorial(app, game_id, name)
    finally:
        app.use_vocabulary(saved)


def _run_tutorial(app: App, game_id: str | None, name: str | None) -> int:
    """Run the tutorials with the tutorial's words; the caller restores the vocabulary."""
    app.use_vocabulary(tutorial_vocabulary())
    games = games_with_scenarios()
    if game_id is None:
        if len(games) == 1:
            game_id = games[0]
        else:
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
        known = app.l10n.has(f"game-name-{game_id}")
        app.tell("tutorial-unknown-game",
                 game=app.text(f"game-name-{game_id}") if known else echo(game_id),
                 games=", ".join(app.text(f"game-name-{g}") for g in games))
        return 2
    scenarios = loadable_scenarios(app, game_id)
    index = None
    if name is not None:
        index = _find(scenarios, name)
        if index is None:
            app.tell("tutorial-unknown-name", name=echo(name),
                     names=", ".join(s.name for s in scenarios))
            return 2
    if scenarios:
        try:
            _play_examples(app, game_id, scenarios, index)
        except Quit:
            pass
    app.tell("tutorial-closed")
    return 0
