"""The new-game questions of the main menu (issue 16, item 8): Enter takes each question's
stated default, back goes one question back, and the expansions list takes names."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.shell.menu import new_game
from accessible_games.shell.settings import Settings
from accessible_games.shell.settings_menu import pick_number
from tests.harness import RecordingSink, ScriptReader

BEASTY, ZOO, OZOO, COMBINED = "1", "3", "4", "5"
"""The games' numbers in the menu's list."""


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    monkeypatch.setattr("accessible_games.games.zooloretto.expansion_setup.today",
                        lambda: date(2024, 7, 1))  # the reindeer is out of season


class Setup:
    """The new-game questions run on a script; the game they would start is kept."""

    def __init__(self, script: list[str], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
        self.reader = ScriptReader(script)
        self.sink = RecordingSink(self.reader)
        self.app = App(Settings(bot_delay=0), lang, "plain", sink=self.sink, reader=self.reader)
        self.l10n = L10n(lang)
        self.started: list[tuple[str, list[PlayerSpec], dict[str, Any]]] = []

        def start_game(app: App, game_id: str, players: list[PlayerSpec],
                       options: dict[str, Any], seed: int | None) -> int:
            self.started.append((game_id, players, options))
            return 0
        monkeypatch.setattr("accessible_games.shell.sessions.start_game", start_game)
        new_game(self.app)

    def prompt(self, msg_id: str, **args: Any) -> str:
        return self.l10n(msg_id, args) + " "

    def number_prompt(self, what_id: str, low: int, high: int, default: int) -> str:
        return self.prompt("shell-prompt-number", what=self.l10n(what_id), low=low, high=high,
                           default=default)

    @property
    def said(self) -> list[str]:
        return [s.text for s in self.sink.said]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game", "game_id", "options"), [
    (BEASTY, "beasty-bar", {"variant": "basic"}),
    (OZOO, "o-zoo-le-mio", {"variant": "standard"}),
    (ZOO, "zooloretto", {}),
    (COMBINED, "aquaretto-zooloretto", {})])
def test_enter_at_every_question_starts_the_game_with_the_defaults(
        game: str, game_id: str, options: dict[str, Any], lang: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = Setup([game, "", "", "", "", "", ""], lang, monkeypatch)
    assert len(s.started) == 1
    started_id, players, chosen = s.started[0]
    assert started_id == game_id and chosen == options
    assert [p.bot for p in players] == [None, "greedy", "greedy"]
    assert players[0].name == s.l10n("shell-default-name", {"number": 1})


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("game", [BEASTY, OZOO, COMBINED])
def test_a_variant_prompt_says_what_enter_takes(game: str, lang: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    s = Setup([game, "", "", "", "", "", ""], lang, monkeypatch)
    what = "shell-prompt-expansions-choice" if game == COMBINED else "shell-prompt-variant"
    assert s.reader.prompts[5] == s.number_prompt(what, 1, 2, 1)


def test_back_goes_one_question_back_at_every_question(monkeypatch: pytest.MonkeyPatch) -> None:
    script = [BEASTY, "2", "back",      # bots: back to the players
              "3", "1", "back",         # the bots' strength: back to the bots
              "2", "3", "back",         # strong bots; first name: back to the strength
              "", "Anna", "back",       # Enter keeps strong; variant: back to the name
              "Eva", "2",               # the advanced game
              "back", "2", ""]          # who starts: back to the variant, then Enter
    s = Setup(script, "en", monkeypatch)
    players = s.number_prompt("shell-prompt-players", 2, 4, 3)
    bots = s.number_prompt("shell-prompt-bots", 0, 3, 2)
    name = s.prompt("shell-prompt-name", number=1)
    variant = s.number_prompt("shell-prompt-variant", 1, 2, 1)
    first = s.number_prompt("beasty-bar-prompt-first", 1, 2, 1)
    normal, strong = (s.number_prompt("shell-prompt-bot-kind", 1, 3, n) for n in (2, 3))
    assert s.reader.prompts[1:] == [
        players, s.number_prompt("shell-prompt-bots", 0, 2, 1), players, bots, normal,
        bots, normal, name, strong, name, variant, name, variant, first, variant, first]
    assert s.started == [("beasty-bar", [PlayerSpec("Eva"), PlayerSpec(
        "Bot Green", "strong"), PlayerSpec("Bot Blue", "strong")], {"variant": "advanced"})]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_bots_strength_is_asked_with_its_kinds_named_and_taken_by_word(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The strength question names easy, normal and strong; a word of one chooses it; no
    bots, no question."""
    word = {"en": "easy", "cs": "snadn"}[lang]
    s = Setup([BEASTY, "", "", word, "", "", ""], lang, monkeypatch)
    labels = [s.l10n(f"shell-value-bot-kind-{kind}") for kind in ("random", "greedy", "strong")]
    asked = s.l10n("shell-ask-bot-kind", {"options": ", ".join(
        f"{n}: {label}" for n, label in enumerate(labels, 1)), "default": 2})
    assert asked in s.said or all(label in " ".join(s.said) for label in labels)
    assert [p.bot for p in s.started[0][1]] == [None, "random", "random"]
    alone = Setup([BEASTY, "2", "0", "", "", "", ""], lang, monkeypatch)
    assert [p.bot for p in alone.started[0][1]] == [None, None]
    assert s.number_prompt("shell-prompt-bot-kind", 1, 3, 2) not in alone.reader.prompts


def test_back_at_the_players_returns_to_the_games_and_from_there_to_the_menu(
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = Setup([ZOO, "back", OZOO, "", "", "", "", "2", ""], "en", monkeypatch)
    game_prompt = s.l10n("common-prompt-range", {"what": s.l10n("shell-prompt-game"),
                                                "count": 5}) + " "
    assert s.reader.prompts[:3] == [game_prompt, s.number_prompt(
        "shell-prompt-players", 2, 5, 3), game_prompt]
    assert s.started[0][0] == "o-zoo-le-mio" and s.started[0][2] == {"variant": "trees"}
    nothing = Setup(["back"], "en", monkeypatch)
    assert nothing.started == [] and len(nothing.reader.prompts) == 1


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_back_at_the_expansions_returns_to_the_question_before(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    s = Setup([ZOO, "", "", "", "Anna", "1", "back", "Eva", ""], lang, monkeypatch)
    expansions = s.prompt("shell-prompt-expansions", count=8)
    assert s.reader.prompts[5] == s.reader.prompts[8] == expansions
    assert s.reader.prompts[7] == s.prompt("shell-prompt-name", number=1)
    assert s.started[0][1][0] == PlayerSpec("Eva")
    assert s.started[0][2] == {}, "the choice starts afresh"


@pytest.mark.parametrize(("typed", "chosen"), [
    (["task"], ["task-cards"]), (["úkol"], ["task-cards"]), (["ukolu"], ["task-cards"]),
    (["polar-bear", "Lední medvěd", "gorila"], ["gorilla"]),
    (["task cards", "savings"], ["task-cards", "savings-book"]),
    (["3 new buildings", "stavenist"], ["buildings", "construction-sites"])])
def test_the_expansions_list_takes_names_in_either_language(
        typed: list[str], chosen: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    s = Setup([ZOO, "", "", "", "", *typed, ""], "en", monkeypatch)
    assert s.started[0][2] == {"expansions": chosen}
    refusal = s.l10n("shell-zooloretto-expansions-invalid", {"count": 8})
    assert refusal not in s.said


def test_an_unknown_name_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Setup([ZOO, "", "", "", "", "dragon", "s", "reindeer", ""], "en", monkeypatch)
    assert s.started[0][2] == {}
    refusal = s.l10n("shell-zooloretto-expansions-invalid", {"count": 8})
    assert s.said.count(refusal) == 3, "nor the reindeer, out of season"


def test_pick_number_takes_its_default_only_when_given() -> None:
    reader = ScriptReader(["", "", "back"])
    app = App(Settings(), "en", "plain", sink=RecordingSink(reader), reader=reader)
    assert pick_number(app, 3, "Variant", default=2) == 2
    assert pick_number(app, 3, "Variant") is None
    assert pick_number(app, 3, "Variant", default=2) is None
    assert reader.prompts[0] == "Variant, 1 to 3, Enter 2: "
    assert reader.prompts[1] == "Variant, 1 to 3: "
