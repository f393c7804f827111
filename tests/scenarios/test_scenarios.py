"""Scenario files: every one loads and validates, its messages exist in both languages,
its outcome holds through the rules, and together they teach every animal."""

from __future__ import annotations

import copy
import json
import re
import tomllib
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from accessible_games.games.beasty_bar.cards import Animal
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import (
    ScenarioError, adapter_for, games_with_scenarios, load_scenario, load_scenarios,
    outcome_differences, parse_scenario, scenario_names,
)

ROOT = Path(__file__).resolve().parents[2]
ALL = [s for game in games_with_scenarios() for s in load_scenarios(game)]


def test_beasty_bar_ships_scenarios() -> None:
    assert "beasty-bar" in games_with_scenarios()
    assert len(load_scenarios("beasty-bar")) >= 17


@pytest.mark.parametrize("scenario", ALL, ids=lambda s: f"{s.game_id}/{s.name}")
def test_messages_exist_in_every_language(scenario: Any) -> None:
    for lang in LANGUAGES:
        l10n = L10n(lang, strict=True)
        for role, msg_id in scenario.messages.items():
            assert l10n.has(msg_id), f"{lang}: {msg_id}"
            text = l10n(msg_id)
            assert text.strip(), msg_id
            if role == "title":
                assert "," not in text, "titles are read in a comma-separated list"


@pytest.mark.parametrize("scenario", ALL, ids=lambda s: f"{s.game_id}/{s.name}")
def test_stated_outcome_holds(scenario: Any) -> None:
    assert outcome_differences(scenario) == []


def test_orders_and_names_are_unique() -> None:
    for game in games_with_scenarios():
        scenarios = load_scenarios(game)
        assert len({s.order for s in scenarios}) == len(scenarios)
        assert [s.name for s in scenarios] != [] and \
            sorted(s.name for s in scenarios) == scenario_names(game)


def test_beasty_bar_scenarios_teach_all_twelve_animals() -> None:
    taught = {word for s in load_scenarios("beasty-bar") for word in s.teaches}
    assert taught == {animal.name.lower() for animal in Animal}
    played = {Animal(int(s.move["play"][1:])).name.lower() for s in load_scenarios("beasty-bar")}
    # Every animal with an action of its own is played at least once; the zebra has none.
    assert {a.name.lower() for a in Animal} - played == {"zebra"}


def test_ours_are_marked_and_rulebook_ones_cite_the_rulebook() -> None:
    for scenario in ALL:
        assert scenario.source in ("rulebook", "ours")
        assert scenario.reference


def test_files_are_canonical_json() -> None:
    """The files are written the way the docs show: two-space indent, UTF-8, newline at end."""
    folder = ROOT / "accessible_games" / "scenarios"
    for path in folder.glob("*/*.json"):
        text = path.read_text(encoding="utf-8")
        assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=2) + "\n", path


def test_pyproject_ships_the_files() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    assert "accessible_games.scenarios" in setuptools["packages"]
    assert "*/*.json" in setuptools["package-data"]["accessible_games.scenarios"]


# -- validation refuses bad files ------------------------------------------------------

def _raw(name: str = "turn-steps") -> dict[str, Any]:
    path = ROOT / "accessible_games" / "scenarios" / "beasty-bar" / f"{name}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(_raw())
    change(data)
    return data


@pytest.mark.parametrize("change", [
    lambda d: d.pop("move"),
    lambda d: d.update(extra=1),
    lambda d: d.update(format=2),
    lambda d: d.update(source="internet"),
    lambda d: d.update(order="1"),
    lambda d: d.update(teaches="giraffe"),
    lambda d: d["messages"].pop("setup"),
    lambda d: d["messages"].update(title="beasty-bar-lion"),
    lambda d: d.update(position=[]),
])
def test_common_fields_are_checked(change: Any) -> None:
    with pytest.raises(ScenarioError):
        parse_scenario(_broken(change))


@pytest.mark.parametrize("change", [
    lambda d: d["position"].update(queue=["Y11", "B4", "R8", "G2", "Y1"]),
    lambda d: d["position"].update(queue=["Y11", "Y11"]),
    lambda d: d["position"].update(queue=["X3"]),
    lambda d: d["position"].update(queue=["r8"]),
    lambda d: d["position"].update(hand=["R8"]),
    lambda d: d["position"].update(hand=["Y8", "B1"]),
    lambda d: d["position"].update(variant="expert"),
    lambda d: d["position"].update(bar=["Y11"]),
    lambda d: d.update(move={"set_aside": "Y8"}),
    lambda d: d.update(move={"play": "Y8", "choices": [1]}),
    lambda d: d.update(move="Y8"),
    lambda d: d.update(teaches=["dragon"]),
    lambda d: d["expected"].pop("entered"),
    lambda d: d["expected"].update(queue=["Q1"]),
])
def test_beasty_bar_fields_are_checked(change: Any) -> None:
    scenario = parse_scenario(_broken(change))
    with pytest.raises(ScenarioError):
        adapter_for("beasty-bar").check(scenario)


def test_a_wrong_expectation_is_reported_not_hidden() -> None:
    scenario = parse_scenario(_broken(lambda d: d["expected"].update(thats_it=[])))
    assert outcome_differences(scenario) == ["thats_it: expected [], got ['G2']"]


def test_unknown_files_and_games_are_refused() -> None:
    with pytest.raises(ScenarioError):
        load_scenario("beasty-bar", "no-such-example")
    with pytest.raises(ScenarioError):
        load_scenario("beasty-bar", "../beasty-bar/turn-steps")
    with pytest.raises(ScenarioError):
        adapter_for("chess")
    assert scenario_names("chess") == []


def test_the_position_is_a_whole_table() -> None:
    """Every card sits in exactly one place per colour and the learner moves first."""
    for scenario in load_scenarios("beasty-bar"):
        state, seat = adapter_for("beasty-bar").build(scenario)
        assert seat == 0 and state.current == 0
        for index, colour in enumerate(state.colours):
            cards = state.hands[index] + state.piles[index] + state.queue + state.bar + \
                state.thats_it
            own = [c for c in cards if c[0] == colour.value]
            assert len(own) == len(set(own))
        assert all(state.hands[1:]), "the other seats hold cards, so the game goes on"


# -- own words -------------------------------------------------------------------------

RULEBOOKS = {
    "beasty-bar": "beasty-bar-braille-edition.cs.txt",
    "aquaretto": "aquaretto.cs.txt",
    "zooloretto": "zooloretto-expansions.cs.txt",
    "o-zoo-le-mio": "o-zoo-le-mio.cs.txt",
}
"""Each game's Czech rulebook, in shared/rules beside the project."""
NGRAM = 8


def _tokens(text: str) -> list[str]:
    folded = unicodedata.normalize("NFKD", text.casefold())
    return re.findall(r"\w+", "".join(c for c in folded if not unicodedata.combining(c)))


@pytest.mark.parametrize("game", sorted(RULEBOOKS))
def test_texts_are_our_own_words_no_eight_word_run_from_the_rulebook(game: str) -> None:
    path = ROOT.parent / "shared" / "rules" / RULEBOOKS[game]
    if not path.is_file():
        pytest.skip("the rulebooks are not beside the project")
    book = _tokens(path.read_text(encoding="utf-8"))
    grams = {tuple(book[i:i + NGRAM]) for i in range(len(book) - NGRAM + 1)}
    l10n = L10n("cs", strict=True)
    for scenario in load_scenarios(game):
        for msg_id in scenario.messages.values():
            words = _tokens(l10n(msg_id))
            for i in range(len(words) - NGRAM + 1):
                assert tuple(words[i:i + NGRAM]) not in grams, (msg_id, words[i:i + NGRAM])


NUMBER_WORDS = {
    "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b",
                     re.IGNORECASE),
    "cs": re.compile(r"\b(dva|dvě|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|dvanáct)\b",
                     re.IGNORECASE),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_use_digits_and_titles_do_not_start_with_one(lang: str) -> None:
    """Counts are digits (Braille reads them in one cell); a title starting with a digit
    would blur into its number in the numbered list of examples."""
    l10n = L10n(lang, strict=True)
    for scenario in ALL:
        for role, msg_id in scenario.messages.items():
            text = l10n(msg_id)
            assert not NUMBER_WORDS[lang].search(text), (msg_id, text)
            if role == "title":
                assert not text[0].isdigit(), msg_id
