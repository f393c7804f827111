"""Scenario files: every one loads and validates, its messages exist in both languages,
its outcome holds through the rules, no other choice of the learner passes its
expectation, malformed files give ScenarioError and nothing else, and together the
Beasty Bar files teach every animal.

The per-file tests take the file's name and load it inside the test, so one broken file
fails its own tests instead of the collection of the whole module."""

from __future__ import annotations

import copy
import doctest
import functools
import json
import re
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib
import unicodedata
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

import accessible_games.scenarios as scenarios_module
from accessible_games.core.events import Event
from accessible_games.games.beasty_bar.rules.cards import Animal
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import ScenarioError, Step, check_questions, parse_scenario
from accessible_games.scenarios.library import (
    adapter_for, games_with_scenarios, load_scenario, load_scenarios, outcome_differences,
    play_scenario, scenario_names,
)
from tests.scenario_files import folder, raw

ROOT = Path(__file__).resolve().parents[2]
NAMES = [(game, name) for game in games_with_scenarios() for name in scenario_names(game)]
"""Every scenario file as (game id, name)."""
IDS = [f"{game}/{name}" for game, name in NAMES]
CLEAN_LINE = re.compile(r"[\w .,:;!?'\"()-]+")
"""What every line a tutorial says may hold: letters, digits, plain punctuation."""


@functools.cache
def l10n_of(lang: str) -> L10n:
    """The strict localisation of ``lang``, made once."""
    return L10n(lang, strict=True)


def test_beasty_bar_ships_scenarios() -> None:
    assert "beasty-bar" in games_with_scenarios()
    assert len(load_scenarios("beasty-bar")) >= 17


@pytest.mark.parametrize(("game_id", "name"), NAMES, ids=IDS)
def test_messages_exist_in_every_language(game_id: str, name: str) -> None:
    scenario = load_scenario(game_id, name)
    for lang in LANGUAGES:
        l10n = l10n_of(lang)
        for role, msg_id in scenario.messages.items():
            assert msg_id == f"scenarios-{game_id}-{name}-{role}"
            assert l10n.has(msg_id), f"{lang}: {msg_id}"
            text = l10n(msg_id)
            assert CLEAN_LINE.fullmatch(text), (lang, msg_id, text)
            if role == "title":
                assert "," not in text, "titles are read in a comma-separated list"


@pytest.mark.parametrize(("game_id", "name"), NAMES, ids=IDS)
def test_stated_outcome_holds(game_id: str, name: str) -> None:
    assert outcome_differences(load_scenario(game_id, name)) == []


@pytest.mark.parametrize(("game_id", "name"), NAMES, ids=IDS)
def test_ours_are_marked_and_rulebook_ones_cite_the_rulebook(game_id: str, name: str) -> None:
    scenario = load_scenario(game_id, name)
    assert scenario.source in ("rulebook", "ours")
    assert scenario.reference


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


def test_files_are_canonical_json() -> None:
    """The files are written the way the docs show: two-space indent, UTF-8, newline at end."""
    paths = [(game, path) for game in games_with_scenarios()
             for path in folder(game).glob("*.json")]
    assert len(paths) == len(NAMES)
    for game, path in paths:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        assert text == json.dumps(data, ensure_ascii=False, indent=2) + "\n", path
        assert (data["game"], data["name"]) == (game, path.stem), path


def test_pyproject_ships_the_files() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    assert "scenarios/*.json" in setuptools["package-data"]["*"]


# -- every learner step is pinned by the expectation ------------------------------------

def _replay(game: Any, state: Any, steps: Sequence[Step]) -> tuple[Any, list[Event]] | None:
    """Return the state and events after ``steps``, or None if one is illegal when it comes."""
    events: list[Event] = []
    for seat, action in steps:
        if seat not in game.to_move(state) or action not in game.legal_actions(state, seat):
            return None
        transition = game.apply(state, seat, action)
        state = transition.state
        events.extend(transition.events)
    return state, events


@pytest.mark.parametrize(("game_id", "name"), NAMES, ids=IDS)
def test_no_other_learner_choice_passes_the_expectation(game_id: str, name: str) -> None:
    """Replace one learner step by another legal choice and play the rest of the move:
    either a later step is then illegal, or the outcome differs from ``expected``.  So a
    file cannot contradict the step its setting-up sentence asks for unnoticed, and the
    expectation says what makes the asked move the right one."""
    scenario = load_scenario(game_id, name)
    adapter = adapter_for(game_id)
    game = adapter.game
    before, learner = adapter.build(scenario)
    steps = adapter.steps(scenario)
    state, events, passing = before, list[Event](), []
    for index, (seat, action) in enumerate(steps):
        if seat == learner:
            for other in game.legal_actions(state, seat):
                if other == action:
                    continue
                first = game.apply(state, seat, other)
                rest = _replay(game, first.state, steps[index + 1:])
                if rest is not None and not adapter.differences(
                        scenario, before, rest[0], [*events, *first.events, *rest[1]]):
                    passing.append((index + 1, game.action_to_json(other)))
        transition = game.apply(state, seat, action)
        state = transition.state
        events.extend(transition.events)
    assert passing == [], "other choices (step, action) that pass the expectation"


# -- malformed files give ScenarioError, nothing else -----------------------------------

WRONG_KINDS: list[Any] = [[], {}, "x", -1, None, 1.5]
"""Values of the wrong kind put in place of each value of a file."""


def _paths(value: Any, path: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    """Yield the path of ``value`` and of every value inside it."""
    yield path
    items = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from _paths(item, path + (key,))


def _mutation_sites(game_id: str) -> list[tuple[str, tuple[Any, ...]]]:
    """Return (file, path) for every kind of value in the game's position, expected and
    move: each path shape (list indices alike) once, in the first file that has it."""
    sites: dict[tuple[Any, ...], tuple[str, tuple[Any, ...]]] = {}
    for name in scenario_names(game_id):
        data = raw(game_id, name)
        for key in ("position", "expected", "move"):
            for path in _paths(data[key], (key,)):
                shape = tuple("#" if isinstance(p, int) else p for p in path)
                sites.setdefault(shape, (name, path))
    return list(sites.values())


def _replaced(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(data)
    target: Any = changed
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return changed


@pytest.mark.parametrize("game_id", games_with_scenarios())
def test_malformed_values_are_refused_with_scenario_errors_only(game_id: str) -> None:
    """Every value of the files, replaced by one of the wrong kind: loading (and, when it
    loads, comparing the outcome) raises nothing but ScenarioError."""
    crashes = []
    adapter = adapter_for(game_id)
    for name, path in _mutation_sites(game_id):
        for wrong in WRONG_KINDS:
            try:
                scenario = parse_scenario(_replaced(raw(game_id, name), path, wrong))
                adapter.check(scenario)
                outcome_differences(scenario)
            except ScenarioError:
                continue
            except Exception as error:  # any other exception is the bug looked for
                crashes.append(f"{name} {path} = {wrong!r}: {type(error).__name__} {error}")
    assert crashes == []


# -- the shared checks ------------------------------------------------------------------

def test_an_illegal_step_is_refused_with_the_rules_reason() -> None:
    data = raw("aquaretto", "two-tiles-one-coin")
    data["move"][2]["action"] = {"action": "place", "cell": "C2"}
    with pytest.raises(ScenarioError, match=r"step 3 .* aquaretto-error-occupied"):
        play_scenario(parse_scenario(data))
    data = raw("zooloretto", "construction-site-third-elephant")
    data["move"][1]["seat"] = 1
    with pytest.raises(ScenarioError, match=r"step 2 .* core-error-not-your-turn"):
        play_scenario(parse_scenario(data))


@pytest.mark.parametrize(("line", "fits"), [
    ("zoo", True), ("zoo 2", True), ("zoo me", True), ("scores", True), ("why L2 east", True),
    ("why", False), ("zoo 3", False), ("zoo 0", False), ("zoo 1 2", False),
    ("scores 1", False), ("trucks 3 4", False), ("dance", False), ("zoo everybody", False),
])
def test_questions_are_a_word_and_an_optional_player(line: str, fits: bool) -> None:
    scenario = parse_scenario(raw("zooloretto", "construction-site-third-elephant") |
                              {"read": [line]})

    def check() -> None:
        check_questions(scenario, {"zoo", "scores", "trucks", "why"}, 2, {"zoo"},
                        {"why": lambda rest: rest == ["L2", "east"]})

    if fits:
        check()
    else:
        with pytest.raises(ScenarioError):
            check()


def test_the_helpers_examples_hold() -> None:
    result = doctest.testmod(scenarios_module, report=False)
    assert result.attempted and not result.failed


# -- Beasty Bar: validation refuses bad files -------------------------------------------

def _broken(change: Any) -> dict[str, Any]:
    data = raw("beasty-bar", "turn-steps")
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
    lambda d: d["expected"].update(jumped="B4"),
    lambda d: d["expected"].update(luck=[]),
])
def test_beasty_bar_fields_are_checked(change: Any) -> None:
    scenario = parse_scenario(_broken(change))
    with pytest.raises(ScenarioError):
        adapter_for("beasty-bar").check(scenario)
        play_scenario(scenario)


def test_a_wrong_expectation_is_reported_not_hidden() -> None:
    scenario = parse_scenario(_broken(lambda d: d["expected"].update(thats_it=[])))
    assert outcome_differences(scenario) == ['thats_it: expected [], got ["G2"]']
    data = raw("beasty-bar", "hippo-pushes-kangaroo-back")
    data["move"]["choices"] = [1]
    assert outcome_differences(parse_scenario(data)) == [
        'jumped: expected ["G11", "Y11"], got ["Y11"]']


def test_unknown_files_and_games_are_refused() -> None:
    with pytest.raises(ScenarioError):
        load_scenario("beasty-bar", "no-such-example")
    with pytest.raises(ScenarioError):
        load_scenario("beasty-bar", "../beasty-bar/turn-steps")
    with pytest.raises(ScenarioError):
        adapter_for("chess")
    assert scenario_names("chess") == []


@pytest.mark.parametrize("name", scenario_names("beasty-bar"))
def test_the_position_is_a_whole_table(name: str) -> None:
    """Every card sits in exactly one place per colour and the learner moves first."""
    state, seat = adapter_for("beasty-bar").build(load_scenario("beasty-bar", name))
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
    "cs": re.compile(r"\b(dva|dvě|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|"
                     r"dvanáct)\b",
                     re.IGNORECASE),
}


CZECH_COUNT_DIGIT = re.compile(
    r"(?<![\w,])[12] (?=(mince|minci|mincí|destičk|zvíř|mláď|nádrž|hvězdič|lavič|figurk|"
    r"vlajk|opic|zebr|hrošic|karet|karty|kartu|místa|pole|polí|druh(?!á)|bod|stánk|velbloud|"
    r"delfín|kosatk|lachtan|šimpanz|zatáčk|smyčk|okruh|strom|návštěvník|půlk|sloni|"
    r"cvičitel|ošetřovatel|výběh|vozy))")
"""A digit 1 or 2 counting a noun in Czech prose (not a label such as "vůz 2")."""


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game_id", "name"), NAMES, ids=IDS)
def test_texts_use_digits_and_titles_do_not_start_with_one(lang: str, game_id: str,
                                                          name: str) -> None:
    """English counts are digits (Braille reads them in one cell); Czech prose writes
    small numbers in words, since a voice reads a digit as a masculine nominative ("2
    mince" is heard "dva mince"; issue 17), so no digit 1 or 2 stands before a word it
    counts.  A title starting with a digit would blur into its number in the numbered
    list of examples."""
    l10n = l10n_of(lang)
    for role, msg_id in load_scenario(game_id, name).messages.items():
        text = l10n(msg_id)
        if lang == "cs":
            assert not CZECH_COUNT_DIGIT.search(text), (msg_id, CZECH_COUNT_DIGIT.search(text))
        else:
            assert not NUMBER_WORDS[lang].search(text), (msg_id, text)
        if role == "title":
            assert not text[0].isdigit(), msg_id
