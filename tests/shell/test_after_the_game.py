"""A game's last prompt and a resumed game's first line (issue 16, item 12): after the
result the final table still answers until Enter; a resumed game says which game, variant
and expansions; the main menu offers resume only with a saved game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.save import save as save_match
from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.shell.menu import main_menu
from accessible_games.shell.settings import Settings, autosave_path
from tests.harness import ANNA, BOT_GREEN, CTRL_D, Harness, RecordingSink, ScriptReader


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


class Beasty(Harness):
    game_id = "beasty-bar"


def _to_the_end(after: list[str], lang: str = "en") -> tuple[Harness, int]:
    """Play Beasty Bar to its end answering 1, then type ``after`` at the last prompt;
    return the harness and the number of the last prompt's first read."""
    h = Beasty(lang=lang, options={"variant": "basic"}, when_done="1")
    last = h.text("shell-prompt-game-over") + " "
    queue = list(after)
    first: list[int] = []
    read = h.reader.read

    def typed_after_the_game(prompt: str) -> str:
        if prompt == last:
            first.append(h.reader.reads + 1)
            h.reader.script.append(queue.pop(0) if queue else CTRL_D)
        return read(prompt)
    h.reader.read = typed_after_the_game  # type: ignore[method-assign]
    h.run()
    return h, first[0]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_final_table_answers_until_enter(lang: str) -> None:
    questions = ["history 2", "scores", ",", "repeat", "help", "why 1", "1", "save", ""]
    h, first = _to_the_end(questions, lang)
    assert h.match.is_over() and h.exit == 0
    last = h.text("shell-prompt-game-over") + " "
    assert h.reader.prompts[first - 1:] == [last] * len(questions)
    answers = {q: h.reply(first + n) for n, q in enumerate(questions)}
    heard_before = [s.text for s in h.sink.said if s.read_no < first]
    result = [s.text for s in h.sink.said if s.kind == "final"]
    assert heard_before[-len(result):] == result, "the result is said last"
    assert answers["history 2"] == heard_before[-2:]
    assert answers["scores"] and answers["scores"] != answers["history 2"]
    assert answers[","] == [result[-1]], "review starts at the result"
    assert answers["repeat"] == result
    assert len(answers["help"]) == 4
    usage = [h.text("shell-game-over-usage")]
    assert answers["why 1"] == answers["1"] == answers["save"] == usage
    assert answers[""] == [] and not autosave_path().exists(), "nothing is saved"


@pytest.mark.parametrize("leave", ["quit", "konec", "back", CTRL_D])
def test_quit_back_or_end_of_input_leave_without_saving(leave: str) -> None:
    h, first = _to_the_end([leave])
    assert h.exit == 0 and len(h.reader.prompts) == first
    assert h.reply(first) == [] and not autosave_path().exists()


def _resumed(game_id: str, options: dict[str, Any], lang: str) -> str:
    class Game(Harness):
        pass
    Game.game_id = game_id
    started = Game(players=[ANNA, BOT_GREEN], options=options)
    resumed = Game(lang=lang, match=started.match)
    resumed.reader.script = [CTRL_D]
    resumed.session.run()
    return resumed.lines()[0]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "options", "variant", "expansions"), [
    ("beasty-bar", {"variant": "advanced"}, "advanced", []),
    ("beasty-bar", {"variant": "basic"}, "basic", []),
    ("o-zoo-le-mio", {"variant": "trees"}, "trees", []),
    ("aquaretto", {}, None, []),
    ("zooloretto", {"expansions": ["task-cards", "polar-bear"]}, None,
     ["task-cards", "polar-bear"]),
    ("aquaretto-zooloretto", {"expansions": ["savings-book"]}, None, ["savings-book"])])
def test_a_resumed_game_names_the_game_and_its_setup_first(
        game_id: str, options: dict[str, Any], variant: str | None, expansions: list[str],
        lang: str) -> None:
    l10n = L10n(lang)
    first = _resumed(game_id, options, lang)
    name = l10n(f"game-name-{game_id}")
    assert first.startswith(name)
    if variant is not None:
        assert first.startswith(l10n("shell-game-variant", {"game": name, "variant": variant}))
    for expansion in expansions:
        assert l10n("zooloretto-expansion-name", {"name": expansion}) in first


def _menu(lang: str, script: list[str]) -> tuple[list[str], list[str]]:
    reader = ScriptReader(script)
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    assert main_menu(app) == 0
    return reader.prompts, [s.text for s in sink.said]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_menu_offers_resume_only_with_a_saved_game(lang: str) -> None:
    l10n = L10n(lang)
    resume = l10n("shell-menu-resume")
    prompts, said = _menu(lang, ["6"])
    assert not any(resume in line for line in said)
    assert prompts[0] == l10n("common-prompt-range", {"what": l10n("shell-prompt-main-menu"),
                                                      "count": 6}) + " "
    assert said[-1] == l10n("shell-goodbye")
    h = Beasty(options={"variant": "basic"})
    save_match(autosave_path(), h.match, {"language": lang})
    prompts, said = _menu(lang, ["2", CTRL_D])
    assert any(line.endswith(resume) for line in said)
    assert prompts[0].startswith(l10n("shell-prompt-main-menu") + ", 1 ")
    assert "7" in prompts[0]
    assert any(line.startswith(l10n("game-name-beasty-bar")) and str(h.match.state.turn + 1)
               in line for line in said), "2 resumed the saved game"
