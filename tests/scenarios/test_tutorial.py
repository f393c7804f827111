"""The tutorials, played in-process with a scripted reader, in both languages.

Every Beasty Bar example is played by ``show`` and by typing the move as in a
game; a walk through the whole list follows ``next`` from the first example to
the last.  Expected texts come from the same message ids and the narrator, so a
change of wording does not break these tests, but a wrong answer does.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.beasty_bar.rules.state import GAME
from accessible_games.games.beasty_bar.narration import BeastyBarNarrator
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import Scenario
from accessible_games.scenarios.library import adapter_for, games_with_scenarios, load_scenarios
from accessible_games.shell.app import App
from accessible_games.shell.settings import Settings, autosave_path
from accessible_games.shell.tutorial import TUTORIAL_WORDS, tutorial_vocabulary
from accessible_games.shell.tutorials import run_tutorial
from tests.scenario_files import Sink

SCENARIOS = load_scenarios("beasty-bar")
CASES = [(lang, s) for lang in LANGUAGES for s in SCENARIOS]


class Reader:
    """Returns scripted lines, then end of input."""

    mode = "plain"

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = list(lines)
        self.reads = 0

    def read(self, prompt: str) -> str:
        self.reads += 1
        if self.reads > 500:
            raise RuntimeError("the tutorial never ends")
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


def run(lines: Iterable[str], lang: str = "en", game: str | None = "beasty-bar",
        name: str | None = None) -> tuple[int, list[str]]:
    sink = Sink()
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=Reader(lines))
    app.l10n.strict = True
    code = run_tutorial(app, game, name)
    return code, sink.lines


def _index(lines: list[str], text: str, start: int = 0) -> int:
    for i in range(start, len(lines)):
        if text in lines[i]:
            return i
    raise AssertionError(f"not said: {text!r}")


def _final_queue_line(lang: str, scenario: Scenario) -> str:
    """The queue line the narrator gives for the expected outcome."""
    state, _ = adapter_for("beasty-bar").build(scenario)
    after = dataclasses.replace(state, queue=tuple(scenario.expected["queue"]))
    narrator = BeastyBarNarrator(L10n(lang, strict=True),
                                 tuple(PlayerSpec(str(n)) for n in range(4)), state.colours,
                                 "normal")
    return narrator.queue_line(GAME.view(after, 0))


def _typed(scenario: Scenario) -> str:
    """What a player types for the move: the hand number, then the choices."""
    return " ".join(["1", *(str(c) for c in scenario.move["choices"])])


@pytest.mark.parametrize("lang, scenario", CASES, ids=lambda c: getattr(c, "name", c))
def test_show_plays_and_explains_every_example(lang: str, scenario: Scenario) -> None:
    code, lines = run(["show", "quit"], lang, name=scenario.name)
    l10n = L10n(lang, strict=True)
    assert code == 0
    title = _index(lines, l10n(scenario.messages["title"]))
    setup = _index(lines, l10n(scenario.messages["setup"]), title)
    shown = _index(lines, l10n("tutorial-showing", {"move": "X", "typed": "Y"}).split("X")[0],
                   setup)
    queue = _index(lines, _final_queue_line(lang, scenario), shown)
    _index(lines, l10n(scenario.messages["explanation"]), queue)
    assert lines[-1] == l10n("tutorial-closed")


@pytest.mark.parametrize("lang, scenario", CASES, ids=lambda c: getattr(c, "name", c))
def test_typing_the_move_as_in_a_game(lang: str, scenario: Scenario) -> None:
    code, lines = run([_typed(scenario), "back", "back"], lang, name=scenario.name)
    l10n = L10n(lang, strict=True)
    assert code == 0
    explained = _index(lines, l10n(scenario.messages["explanation"]))
    assert _index(lines, _final_queue_line(lang, scenario)) < explained
    assert not any(l10n("tutorial-showing", {"move": "X", "typed": "Y"}).split("X")[0] in line
                   for line in lines)


@pytest.mark.parametrize("lang, scenario", CASES, ids=lambda c: getattr(c, "name", c))
def test_the_hint_names_the_example_move_and_what_to_type(lang: str, scenario: Scenario) -> None:
    code, lines = run(["hint" if lang == "en" else "rada", _typed(scenario), "back", "back"],
                      lang, name=scenario.name)
    l10n = L10n(lang, strict=True)
    assert code == 0
    hint = l10n("shell-hint", {"choice": "\x01", "typed": "\x02"})
    pattern = re.escape(hint).replace("\x01", ".+").replace("\x02", re.escape(_typed(scenario)))
    said = _index(lines, l10n("shell-hint-example"))
    assert re.fullmatch(pattern, lines[said - 1]), lines[said - 1]
    assert _index(lines, l10n(scenario.messages["explanation"]), said)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_walk_through_every_example_in_order(lang: str) -> None:
    """From the list: example 1, then next (Enter or the word) until the last one."""
    l10n = L10n(lang, strict=True)
    next_word = l10n("tutorial-words-next").split(",")[0]
    answers = ["1"]
    for index in range(len(SCENARIOS)):
        answers.append("show")
        answers.append("" if index % 2 else next_word)
    code, lines = run(answers[:-1] + ["back", "back"], lang)
    assert code == 0
    position = 0
    for scenario in SCENARIOS:
        position = _index(lines, l10n(scenario.messages["explanation"]), position)
    _index(lines, l10n("tutorial-last"), position)


def test_another_legal_move_is_explained_not_played() -> None:
    code, lines = run(["1 1", "q", "show", "back", "back"], name="parrot-removes-zebra")
    l10n = L10n("en", strict=True)
    refused = _index(lines, l10n("tutorial-other-move", {"move": "X"}).split("X")[0])
    scenario = next(s for s in SCENARIOS if s.name == "parrot-removes-zebra")
    state, _ = adapter_for("beasty-bar").build(scenario)
    narrator = BeastyBarNarrator(L10n("en", strict=True),
                                 tuple(PlayerSpec(str(n)) for n in range(4)), state.colours,
                                 "normal")
    assert lines[refused + 1] == narrator.queue_line(GAME.view(state, 0)), "nothing moved"
    _index(lines, l10n(scenario.messages["explanation"]), refused)


def test_questions_why_and_rules_are_free() -> None:
    code, lines = run(["why 1 2", "rules kangaroo", "hand", "help", "1 2", "back", "back"],
                      name="kangaroo-jumps-behind-zebra")
    l10n = L10n("en", strict=True)
    assert code == 0
    why = _index(lines, l10n("shell-why-legal", {"action": "X"}).split("X")[0])
    explained = _index(lines, l10n(
        "scenarios-beasty-bar-kangaroo-jumps-behind-zebra-explanation"))
    assert why < explained


def test_follow_up_can_be_cancelled_and_back_leaves_for_the_list() -> None:
    code, lines = run(["1", "back", "back", "back"], name="crocodile-eats-kangaroo")
    l10n = L10n("en", strict=True)
    cancelled = _index(lines, l10n("shell-cancelled"))
    listed = _index(lines, l10n("tutorial-list-what", {"game": l10n("game-name-beasty-bar")}),
                    cancelled)
    assert lines[-1] == l10n("tutorial-closed") and listed < len(lines) - 1


def test_again_repeats_and_list_returns(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    code, lines = run(["show", "again", "save", "show", "list", "3", "show", "quit"],
                      name="1")
    l10n = L10n("en", strict=True)
    first = SCENARIOS[0]
    assert sum(l10n(first.messages["explanation"]) in line for line in lines) == 2
    _index(lines, l10n("tutorial-no-save"))
    _index(lines, l10n(SCENARIOS[2].messages["explanation"]))
    assert not autosave_path().exists(), "a tutorial never writes the autosave"


def test_unknown_game_or_example() -> None:
    l10n = L10n("en", strict=True)
    code, lines = run([], game="chess")
    assert code == 2 and lines[0].startswith(l10n("tutorial-unknown-game",
                                                  {"game": "chess", "games": ""}).rstrip(". "))
    code, lines = run([], name="no-such")
    assert code == 2 and lines[0] == l10n("tutorial-unknown-name",
                                          {"name": "no-such", "count": len(SCENARIOS)})
    code, lines = run(["back"], game=None)
    assert code == 0 and lines[-1] == l10n("tutorial-closed")
    if len(games_with_scenarios()) > 1:
        games = l10n("tutorial-games", {"count": 1, "items": "X"}).split("X")[0]
        assert lines[0].startswith(games[:12]), "with several games the games are listed"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", games_with_scenarios())
def test_an_unknown_example_lists_numbers_and_titles(game: str, lang: str) -> None:
    scenarios = sorted(load_scenarios(game), key=lambda s: (s.order, s.name))
    code, lines = run([], lang=lang, game=game, name="99")
    l10n = L10n(lang, strict=True)
    titles = [l10n(s.messages["title"]) for s in scenarios]
    assert code == 2
    assert lines[0] == l10n("tutorial-unknown-name", {"name": "99", "count": len(titles)})
    listed = "\n".join(lines[1:])
    for number, title in enumerate(titles, 1):
        assert f"{number}: {title}" in listed or f"{number} {title}" in listed
    assert not any(s.name in listed for s in scenarios if "-" in s.name), "no internal ids"
    assert lines[-1] != l10n("tutorial-closed")


def test_end_of_input_leaves_quietly() -> None:
    code, lines = run(["2"])
    assert code == 0 and lines[-1] == L10n("en", strict=True)("tutorial-closed")


def test_tutorial_words_are_not_taken_by_shell_commands() -> None:
    vocabulary = tutorial_vocabulary()
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=True)
        for key in TUTORIAL_WORDS:
            for word in l10n(f"tutorial-words-{key}").split(","):
                assert vocabulary.lookup(word.strip()) == (f"word:tutorial-{key}", ()), word


def test_every_line_is_clean() -> None:
    """No symbols: only letters, digits and plain punctuation, in both languages."""
    for lang in LANGUAGES:
        _, lines = run(["1"] + ["show", ""] * len(SCENARIOS), lang)
        for line in lines:
            assert re.fullmatch(r"[\w .,:;!?'\"()-]+", line), line
