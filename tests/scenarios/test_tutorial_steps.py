"""The tutorials of the games of several decisions, played in-process, in both languages.

Every Aquaretto, Zooloretto and O Zoo le Mio example is played twice: by ``show``
at every decision, and by typing what the numbered lists offer (the numbers the
session's own menus give, so the whole path from a typed line to the rules is
used).  Both must reach the outcome the scenario states and end with its
explanation.  Expected texts come from message ids, so a change of wording
does not break these tests, but a wrong answer does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from accessible_games.games.ozoolemio.rules.actions import Bid
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import Scenario
from accessible_games.scenarios.library import (
    adapter_for, games_with_scenarios, load_scenario, load_scenarios, scenario_names,
)
from accessible_games.shell.app import App
from accessible_games.shell.session import Quit
from accessible_games.shell.settings import Settings, autosave_path
from accessible_games.shell.tutorial import TUTORIAL_WORDS, tutorial_word
from accessible_games.shell.tutorials import run_tutorial, tutorial_session
from tests.scenario_files import Sink

STEP_GAMES = [game for game in games_with_scenarios() if game != "beasty-bar"]
FILES = [f"{game}/{name}" for game in STEP_GAMES for name in scenario_names(game)]
"""Every example as "game/name"; each test loads its own, so a broken file fails only its
tests."""
CASES = [(lang, file) for lang in LANGUAGES for file in FILES]
CLEAN = re.compile(r"[\w .,:;!?'\"()-]+")


def _load(file: str) -> Scenario:
    """Return the checked example "game/name"."""
    game, name = file.split("/")
    return load_scenario(game, name)


class LiveReader:
    """Answers each read with ``answer(session)``; None ends the input."""

    mode = "plain"

    def __init__(self, answer: Callable[[Any], str | None]) -> None:
        self.answer = answer
        self.session: Any = None
        self.reads = 0

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.reads > 300:
            raise RuntimeError("the example never ends")
        line = self.answer(self.session)
        if line is None:
            raise EOFError
        return line


def play_one(lang: str, scenario: Scenario,
             answer: Callable[[Any], str | None]) -> tuple[Any, list[str]]:
    """Play one example through its session; return the session and every line said."""
    sink, reader = Sink(), LiveReader(answer)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    app.l10n.strict = True
    session = tutorial_session(app, scenario, 1, 1)
    reader.session = session
    session.play()
    return session, sink.lines


def _prefix(l10n: L10n, msg_id: str, **args: Any) -> str:
    """The fixed start of a message, before its first variable."""
    marked = {key: "\x00" for key in args}
    return l10n(msg_id, marked).split("\x00")[0]


def _index(lines: list[str], text: str, start: int = 0) -> int:
    for i in range(start, len(lines)):
        if text in lines[i]:
            return i
    raise AssertionError(f"not said: {text!r}")


def _final_state(scenario: Scenario) -> Any:
    from accessible_games.scenarios.library import play_scenario
    return play_scenario(scenario)[1]


def test_every_game_with_several_decisions_has_examples() -> None:
    assert set(STEP_GAMES) == {"aquaretto", "zooloretto", "o-zoo-le-mio"}
    for game in STEP_GAMES:
        assert len(load_scenarios(game)) >= 6, game


@pytest.mark.parametrize("lang, file", CASES)
def test_show_makes_every_decision_and_explains(lang: str, file: str) -> None:
    scenario = _load(file)
    session, lines = play_one(lang, scenario, lambda s: "show")
    l10n = L10n(lang, strict=True)
    adapter = adapter_for(scenario.game_id)
    learner = sum(1 for seat, _ in adapter.steps(scenario) if seat == session.seat)
    title = _index(lines, l10n(scenario.messages["title"]))
    _index(lines, l10n(scenario.messages["setup"]), title)
    shown = [i for i, line in enumerate(lines)
             if line.startswith(_prefix(l10n, "tutorial-showing-step", move="x"))]
    assert len(shown) == learner
    explained = _index(lines, l10n(scenario.messages["explanation"]), shown[-1])
    assert explained == len(lines) - 1
    assert session.match.state == _final_state(scenario)
    for line in lines:
        assert CLEAN.fullmatch(line), line


@pytest.mark.parametrize("lang, file", CASES)
def test_typing_what_the_lists_offer(lang: str, file: str) -> None:
    scenario = _load(file)
    """Each of the learner's decisions is typed as a player would: its number in the
    list said (or the bid), never through show."""
    typed: list[str] = []

    def answer(session: Any) -> str | None:
        seat, action = session.steps[session.done]
        line = session.session.choice_words(seat, action)[1]
        assert line is not None, f"step {session.done + 1} is in no list"
        typed.append(line)
        return str(line)

    session, lines = play_one(lang, scenario, answer)
    l10n = L10n(lang, strict=True)
    assert session.done == len(session.steps)
    assert session.match.state == _final_state(scenario)
    _index(lines, l10n(scenario.messages["explanation"]))
    assert not any(line.startswith(_prefix(l10n, "tutorial-showing-step", move="x"))
                   for line in lines)
    assert not any(_prefix(l10n, "tutorial-other-step", move="x") in line for line in lines)


@pytest.mark.parametrize("lang, file", CASES)
def test_typing_what_the_hint_says_makes_every_step(lang: str, file: str) -> None:
    """At each of the learner's decisions ``hint`` names the example's step and what to
    type for it; typing that makes the step."""
    scenario = _load(file)
    l10n = L10n(lang, strict=True)
    pattern = re.compile(re.escape(l10n("shell-hint", {"choice": "\x01", "typed": "\x02"}))
                         .replace("\x01", "(.+)").replace("\x02", "([^()]+)") + "$")
    hints: list[tuple[str, str | None]] = []
    asked = [False]

    def answer(session: Any) -> str | None:
        asked[0] = not asked[0]
        if asked[0]:
            return "hint" if lang == "en" else "rada"
        found = [m for line in session.app.announcer.sink.lines if (m := pattern.match(line))]
        assert found, "no hint said"
        seat, action = session.steps[session.done]
        hints.append((found[-1].group(1), found[-1].group(2)))
        assert hints[-1] == session.session.choice_words(seat, action), \
            "the hint names the example's step and what to type for it"
        return hints[-1][1]

    session, lines = play_one(lang, scenario, answer)
    assert session.done == len(session.steps)
    assert session.match.state == _final_state(scenario)
    assert hints and len(hints) == session.learner_steps()
    assert l10n("shell-hint-example") in lines
    assert not any(_prefix(l10n, "tutorial-other-step", move="x") in line for line in lines)


def _other_choice(session: Any) -> str | None:
    """Return what to type for a legal decision now that is not the example's: another
    number in the list, or another bid."""
    seat, expected = session.steps[session.done]
    legal = session.match.legal_actions(seat)
    if isinstance(expected, Bid):
        return next((str(a.amount) for a in legal if a != expected), None)
    for number, item in enumerate(session.game.menu, 1):
        if item != expected and item in legal:
            return str(number)
    return None


@pytest.mark.parametrize("file", FILES)
def test_another_legal_decision_is_explained_not_made(file: str) -> None:
    scenario = _load(file)
    tried: list[Any] = []

    def answer(session: Any) -> str | None:
        if not tried:
            other = _other_choice(session)
            if other is not None:
                tried.append(other)
                return other
        return "show"

    session, lines = play_one("en", scenario, answer)
    if not tried:
        pytest.skip("no decision of the example has a legal alternative")
    l10n = L10n("en", strict=True)
    refused = _index(lines, _prefix(l10n, "tutorial-other-step", move="x"))
    _index(lines, l10n(scenario.messages["explanation"]), refused)
    assert session.match.state == _final_state(scenario), "the refused decision changed nothing"


@pytest.mark.parametrize("file", FILES)
def test_questions_of_the_file_are_commands_of_the_game(file: str) -> None:
    scenario = _load(file)
    session, _ = play_one("en", scenario, lambda s: "show")
    for question in (*scenario.read, *scenario.then):
        parsed = session.app.vocabulary.parse(question)
        assert parsed.kind == "command", (question, parsed)


@pytest.mark.parametrize("game", STEP_GAMES)
def test_tutorial_words_come_first_in_every_game(game: str) -> None:
    session, _ = play_one("en", load_scenarios(game)[0], lambda s: "show")
    vocabulary = session.app.vocabulary
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=True)
        for key in TUTORIAL_WORDS:
            for word in l10n(f"tutorial-words-{key}").split(","):
                assert tutorial_word(vocabulary.parse(word.strip())) == key, (game, word)


def run(lines: list[str], lang: str = "en", game: str | None = None,
        name: str | None = None) -> tuple[int, list[str]]:
    sink = Sink()
    queue = list(lines)
    reader = LiveReader(lambda s: queue.pop(0) if queue else None)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    app.l10n.strict = True
    return run_tutorial(app, game, name), sink.lines


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", STEP_GAMES)
def test_walk_through_every_example_of_a_game(game: str, lang: str, tmp_path: Any,
                                              monkeypatch: Any) -> None:
    """From the list of games: the game, example 1, show until explained, Enter for the
    next, to the last example; then back twice leaves.  Nothing is saved."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    l10n = L10n(lang, strict=True)
    scenarios = load_scenarios(game)
    games = games_with_scenarios()
    answers = [str(games.index(game) + 1), "1"]
    for index, scenario in enumerate(scenarios):
        steps = adapter_for(game).steps(scenario)
        learner = adapter_for(game).build(scenario)[1]
        answers += ["show"] * sum(1 for seat, _ in steps if seat == learner)
        answers.append("" if index + 1 < len(scenarios) else "back")
    code, lines = run(answers + ["back"], lang)
    assert code == 0
    position = 0
    for scenario in scenarios:
        position = _index(lines, l10n(scenario.messages["explanation"]), position)
    _index(lines, l10n("tutorial-last"), position)
    assert lines[-1] == l10n("tutorial-closed")
    assert not autosave_path().exists()


@pytest.mark.parametrize("game", STEP_GAMES)
def test_back_with_nothing_to_cancel_returns_to_the_list(game: str) -> None:
    l10n = L10n("en", strict=True)
    code, lines = run(["back", "back"], game=game, name="1")
    assert code == 0
    title = _index(lines, l10n(load_scenarios(game)[0].messages["title"]))
    _index(lines, _prefix(l10n, "tutorial-list", game="x", count=1, items="y"), title)
    assert lines[-1] == l10n("tutorial-closed")


@pytest.mark.parametrize("game", STEP_GAMES)
def test_save_and_help_during_an_example(game: str) -> None:
    l10n = L10n("en", strict=True)
    code, lines = run(["save", "help", "quit"], game=game, name="1")
    assert code == 0
    _index(lines, l10n("tutorial-no-save"))
    assert lines[-1] == l10n("tutorial-closed")


def _money_example(game: str) -> Scenario:
    """An example whose second step is the learner's, inside a money action."""
    for scenario in load_scenarios(game):
        steps = adapter_for(game).steps(scenario)
        kinds = [type(action).__name__ for _, action in steps]
        if game == "aquaretto" and kinds[:1] in (["MoveDepotTile"], ["BuyTile"], ["Expand"]):
            return scenario
        if game == "zooloretto" and kinds[:1] and kinds[0] in ("Exchange", "Purchase", "Move",
                                                                "Expand", "BuyRestaurant"):
            return scenario
    raise AssertionError(f"{game} has no example beginning with a money action")


@pytest.mark.parametrize("game", ["aquaretto", "zooloretto"])
def test_back_inside_a_money_action_leaves_the_example_without_undoing_it(game: str) -> None:
    """Cancelling would undo the example's own step: back leaves for the list instead."""
    scenario = _money_example(game)
    l10n = L10n("en", strict=True)
    code, lines = run(["show", "back", "back"], game=game, name=scenario.name)
    assert code == 0
    shown = _index(lines, _prefix(l10n, "tutorial-showing-step", move="x"))
    _index(lines, _prefix(l10n, "tutorial-list", game="x", count=1, items="y"), shown)
    assert not any(_prefix(l10n, "tutorial-other-step", move="x") in line for line in lines)


@pytest.mark.parametrize("game", ["aquaretto", "o-zoo-le-mio"])
def test_show_ends_exploring(game: str) -> None:
    answers = ["explore", "show"]

    def answer(session: Any) -> str | None:
        if answers == ["show"]:
            assert session.game.explorer.active, "explore began exploring"
        if answers:
            return answers.pop(0)
        assert not session.game.explorer.active, "show ended exploring"
        raise EOFError

    with pytest.raises(Quit):
        play_one("en", load_scenarios(game)[0], answer)


def test_the_vocabulary_is_restored_after_the_tutorials() -> None:
    sink = Sink()
    app = App(Settings(bot_delay=0), "en", "plain", sink=sink,
              reader=LiveReader(lambda s: None))
    before = app.vocabulary
    assert run_tutorial(app) == 0
    assert app.vocabulary is before
    assert tutorial_word(app.vocabulary.parse("show")) is None


def test_a_damaged_example_file_is_left_out_with_one_sentence(monkeypatch: Any) -> None:
    import accessible_games.shell.tutorials as tutorial
    from accessible_games.scenarios import ScenarioError
    from accessible_games.scenarios.library import load_scenario

    def damaged(game_id: str, name: str) -> Scenario:
        if name == "one-loop":
            raise ScenarioError("damaged")
        return load_scenario(game_id, name)

    monkeypatch.setattr(tutorial, "load_scenario", damaged)
    l10n = L10n("en", strict=True)
    code, lines = run(["back"], game="o-zoo-le-mio")
    assert code == 0
    assert lines[0] == l10n("tutorial-examples-skipped", {"count": 1})
    count = len(load_scenarios("o-zoo-le-mio")) - 1
    assert lines[1] == l10n("common-list-count", {
        "what": l10n("tutorial-list-what", {"game": l10n("game-name-o-zoo-le-mio")}),
        "count": count})


def test_a_game_without_examples_is_named_by_its_name() -> None:
    l10n = L10n("en", strict=True)
    code, lines = run([], game="aquaretto-zooloretto")
    assert code == 2
    assert lines[0].startswith(l10n("tutorial-unknown-game", {
        "game": l10n("game-name-aquaretto-zooloretto"), "games": "x"}).split("x")[0][:40])
    assert l10n("game-name-aquaretto-zooloretto") in lines[0]
