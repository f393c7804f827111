"""Narration of Aquaretto and Zooloretto combined in English and Czech, with strict
localisation (a missing message or variable fails): every event of the combined game,
every refusal, the games' own events passing through, option labels and prompts of
real seeded bot games, the table and the result, and Czech agreement."""

from __future__ import annotations

import inspect
import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Outcome, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto.rules.state import BoardTask
from accessible_games.games.aquaretto.rules.tiles import Species as WaterSpecies
from accessible_games.games.aquaretto.rules.tiles import parse_tile as wt
from accessible_games.games.aquaretto_zooloretto.rules import GAME, Phase, Supply, make_bot
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.tiles import Species as ZooSpecies
from accessible_games.games.zooloretto.rules.tiles import parse_tile as zt
from accessible_games.games.aquaretto_zooloretto.narration import CombinedNarrator
from accessible_games.narration.l10n import L10n

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "accessible_games" / "games" / "aquaretto_zooloretto" / "rules"
LANGS = ("en", "cs")
VERBOSITIES = ("brief", "normal", "full")
PLAYERS = (PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"), PlayerSpec("Bob"),
           PlayerSpec("Bot Blue", "random"), PlayerSpec("Bot Red", "greedy"))
ZOO, WATER = Supply.ZOO, Supply.WATER


def narrator(lang: str, count: int = 3, verbosity: str = "normal") -> CombinedNarrator:
    return CombinedNarrator(L10n(lang, strict=True), PLAYERS[:count], verbosity)


def assert_clean(lines: list[str]) -> None:
    for line in lines:
        assert line.strip() and "\n" not in line, repr(line)
        assert "{" not in line and "aquaretto-" not in line and "zooloretto-" not in line, line
        bad = [ch for ch in line if ch in "\u2068\u2069\x1b" or unicodedata.category(ch) in
               ("Cc", "Cf", "Co", "Cs", "Cn", "So", "Sm")]
        assert not bad, (bad, line)
        # A cell name above the printed board ("-1B") keeps its minus: espeak-ng speaks it.
        assert not re.search(r"(^|\s)-\d+(?![\dA-Z])", line), ("a minus sign instead of a word",
                                                              line)


def sample_events() -> list[Event]:
    """Every event of the combined game, with the variants its message chooses between."""
    camel, orca = zt("camel-male1"), wt("orca-male1")
    return [
        ev.GameStarted(3, (ZooSpecies.CAMEL, ZooSpecies.PANDA), (WaterSpecies.HIPPO,), 3, 0, 2),
        ev.GameStarted(5, (), (), 5, 2, 2),
        ev.TruckBlocked(1, 1), ev.TruckBlocked(2, 2),
        ev.RoundStarted(1, 0, (ZOO, WATER)), ev.RoundStarted(4, 1, (WATER,)),
        ev.RoundStarted(5, 2, (ZOO,)),
        ev.TileDrawn(0, ZOO, camel, False), ev.TileDrawn(1, WATER, orca, True),
        ev.SupplyEnding(0, ZOO), ev.SupplyEnding(1, WATER),
        ev.FinalRound(2, ZOO), ev.FinalRound(0, WATER),
        ev.TileLoaded(0, ZOO, camel, 1), ev.TileLoaded(2, WATER, orca, 0),
        ev.TruckSupplyFixed(0, ZOO), ev.TruckSupplyFixed(2, WATER),
        ev.LeftoversRemoved(2, ZOO, (camel, zt("coin-1"))), ev.LeftoversRemoved(1, WATER, (orca,)),
        ev.RoundEnded(3),
        ev.SupplyRemoved(ZOO, 12, WATER), ev.SupplyRemoved(WATER, 1, ZOO),
        ev.SupplyRemoved(WATER, 0, ZOO), ev.SupplyRemoved(ZOO, 3, WATER),
        ev.GameEnded((30, 25, 25), (1, 2, 2), "none", (12, 20, -2), (18, 5, 27)),
        ev.GameEnded((20, 20, 3), (1, 2, 3), "coins", (10, 10, 3), (10, 10, 0)),
        ev.GameEnded((20, 20, -1), (1, 1, 3), "shared", (10, 10, -3), (10, 10, 2)),
    ]


def outcome_for(event: ev.GameEnded) -> Outcome:
    """An outcome matching ``event``, with every category the scoring gives."""
    count = len(event.scores)
    details: dict[str, tuple[int, ...]] = {
        "zoo-enclosures": tuple(max(p, 0) for p in event.zoo), "zoo-stalls": (0,) * count,
        "zoo-barn": tuple(min(p, 0) for p in event.zoo),
        "water-animals": tuple(max(p, 0) for p in event.water), "water-cashiers": (0,) * count,
        "water-keepers": (0,) * count, "water-trainers": (0,) * count,
        "water-depot": tuple(min(p, 0) for p in event.water), "zoo": event.zoo,
        "water": event.water,
        "coins": (5, 3, 5)[:count]}
    return Outcome(event.scores, event.places, event.tie_break, details)


def test_every_event_class_is_sampled() -> None:
    classes = {cls for _, cls in inspect.getmembers(ev, inspect.isclass)
               if issubclass(cls, Event) and cls.__module__ == ev.__name__}
    assert classes == {type(e) for e in sample_events()}
    assert all(cls.key.startswith("aquaretto-zooloretto-") for cls in classes)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_every_event_renders(lang: str, verbosity: str) -> None:
    view = GAME.view(GAME.new_game(list(PLAYERS[:3]), {"expansions": ["savings-book"]},
                                   1).state, 0)
    for event in sample_events():
        for listener in (0, 1, None):
            n = narrator(lang, 3, verbosity)
            lines = n.event_lines(event, listener, view)
            if isinstance(event, ev.GameEnded):
                lines += n.event_lines(event, listener, None, outcome_for(event))
                lines += n.event_lines(event, listener, None, None)
            assert lines, event
            assert_clean(lines)


def test_english_event_lines() -> None:
    n = narrator("en")
    said = {e: n.event_lines(e, 0) for e in sample_events()}
    lines = [line for group in said.values() for line in group]
    assert lines[:4] == [
        "Aquaretto and Zooloretto: 3 trucks, 2 coins each.",
        "3 players: Anna (you), Bot Green (bot) and Bob.",
        "Zoo: left out: camel and panda.", "Water park: left out: hippo."]
    for expected in (
            "Zoo: every species plays.", "Round 4. Bot Green starts. Water park tiles only.",
            "You draw a zoo tile: male camel.",
            "Bot Green draws a water park tile from under the disc: male orca.",
            "You put the male camel on truck 2.",
            "Truck 1 carries zoo tiles only this round.",
            "Nobody took truck 3, so its tiles leave the game: male camel and coin.",
            "Zoo tiles out: the last 12 tiles leave the game unseen.",
            "From now on only water park tiles, on any truck, and a truck may be taken at any "
            "time.",
            "Last round: the zoo end stack is reached too.",
            "Game over. Final points. Anna: 20, Bot Green: 20, Bob: minus 1.",
            "Bob: minus 1 point, zoo minus 3 and water park 2."):
        assert expected in lines, expected


def test_czech_agreement() -> None:
    n = narrator("cs")
    lines = [line for e in sample_events() for line in n.event_lines(e, 0)]
    for expected in (
            "Aquaretto a Zooloretto: 3 vozy, každý hráč dostává dvě mince.",
            "3 hráči: Anna (ty), Bot Green (bot) a Bob.",
            "Zoo: mimo hru jsou velbloud a panda.", "Vodní zoopark: mimo hru je hroch.",
            "Otáčíš destičku pro zoo: samec velblouda.",
            "Dáváš samce velblouda na vůz 2.",
            "Bob dává samce kosatky na vůz 1.",
            "Vůz 3 veze v tomto kole jen destičky pro vodní zoopark.",
            "Destičky pro zoo končí: posledních 12 destiček jde neotočených mimo hru.",
            "Destičky pro zoo končí: poslední 3 destičky jdou neotočené mimo hru.",
            "Dál jen destičky pro vodní zoopark, na kterýkoli vůz, a vůz si lze vzít kdykoli.",
            "Bob: minus 1 bod, zoo minus 3 a vodní zoopark 2.",
            "Anna: 30 bodů, zoo 12 a vodní zoopark 18."):
        assert expected in lines, expected


def test_result_lines_name_both_zoos_and_the_total() -> None:
    n = narrator("en")
    event = sample_events()[-3]
    assert isinstance(event, ev.GameEnded)
    lines = n.event_lines(event, 0, None, outcome_for(event))
    assert lines[:4] == ["Game over. Final points. Anna: 30, Bot Green: 25, Bob: 25.",
                         "Anna: 30 points, zoo 12 and water park 18.",
                         "Bot Green: 25 points, zoo 20 and water park 5.",
                         "Bob: 25 points, zoo minus 2 and water park 27."]
    assert "Anna, zoo 12: enclosures 12, stalls 0, barn 0." in lines
    assert "Bob, water park 27: animals 27, cashiers 0, keepers 0, trainers 0, depot 0." \
        in lines
    assert lines[-2:] == ["Places: 1: Anna, 2: Bot Green, 2: Bob.", "You win, Anna."]
    coins = sample_events()[-2]
    assert isinstance(coins, ev.GameEnded)
    assert n.event_lines(coins, 1, None, outcome_for(coins))[-1] == \
        "Anna and Bot Green both have 20 points; Anna wins with more coins, 5 against 3."
    shared = sample_events()[-1]
    assert isinstance(shared, ev.GameEnded)
    assert n.event_lines(shared, 1, None, outcome_for(shared))[-1] == \
        "Shared win: Anna and Bot Green, 20 points and 5 coins each."
    brief = narrator("en", 3, "brief").event_lines(event, 0, None, outcome_for(event))
    assert len(brief) == 1 + 3 + 2, "brief verbosity leaves out the categories"


ERROR_ID = re.compile(r"aquaretto-zooloretto-error-[a-z-]+")
ERROR_ARGS: dict[str, list[dict[str, Any]]] = {
    "aquaretto-zooloretto-error-player-count": [{"min": 2, "max": 5}],
    "aquaretto-zooloretto-error-expansion-unsupported": [{"name": "petting-zoo"},
                                                         {"name": "no such thing"}],
    "aquaretto-zooloretto-error-supply-closed": [{"supply": "zoo"}, {"supply": "water"}],
    "aquaretto-zooloretto-error-no-tiles-left": [{"supply": "zoo"}, {"supply": "water"}],
    "aquaretto-zooloretto-error-no-truck-for": [{"supply": "zoo"}, {"supply": "water"}],
    "aquaretto-zooloretto-error-no-such-truck": [{"truck": 7, "trucks": 3}],
    "aquaretto-zooloretto-error-truck-taken": [{"truck": 2, "player": 1},
                                               {"truck": 2, "player": 9}],
    "aquaretto-zooloretto-error-truck-full": [{"truck": 1}],
    "aquaretto-zooloretto-error-truck-empty": [{"truck": 3}],
    "aquaretto-zooloretto-error-truck-other-supply": [{"truck": 2, "supply": "zoo"},
                                                      {"truck": 2, "supply": "water"}],
    "aquaretto-zooloretto-error-truck-kept-for": [{"truck": 3, "supply": "zoo"},
                                                  {"truck": 3, "supply": "water"}],
    "aquaretto-zooloretto-error-take-needs-both": [{}],
    "aquaretto-zooloretto-error-trucks-are-shared": [{}],
    "aquaretto-zooloretto-error-not-now": [{"phase": p.value} for p in Phase],
}


def test_every_refusal_of_the_core_is_listed() -> None:
    used = {m for path in PACKAGE.glob("*.py") for m in ERROR_ID.findall(path.read_text())}
    assert used == set(ERROR_ARGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_renders(lang: str) -> None:
    n = narrator(lang)
    for reason, variants in ERROR_ARGS.items():
        for args in variants:
            line = n.error_line(IllegalAction(reason, args))
            assert_clean([line])
            assert line[0].isupper(), line
    en = narrator("en")
    assert en.error_line(IllegalAction("aquaretto-zooloretto-error-truck-taken",
                                       {"truck": 2, "player": 1})) == \
        "Truck 2 is already taken by Bot Green."
    assert en.error_line(IllegalAction("aquaretto-zooloretto-error-expansion-unsupported",
                                       {"name": "petting-zoo"})) == \
        ("Not in the combined game: petting zoo. Of the mini-expansions only the savings book "
         "is supported.")


def test_the_games_own_refusals_pass_through() -> None:
    state = GAME.new_game(list(PLAYERS[:3]), {}, 2).state
    from accessible_games.games.aquaretto.rules.actions import PlaceTile
    from accessible_games.games.aquaretto_zooloretto.rules import WaterStep, ZooStep
    from accessible_games.games.zooloretto.rules.actions import PlaceInBarn
    for lang in LANGS:
        n = narrator(lang)
        for action in (ZooStep(PlaceInBarn()), WaterStep(PlaceTile((2, 3)))):
            error = GAME.explain(state, 0, action)
            assert error is not None and not error.reason.startswith("aquaretto-zooloretto")
            assert_clean([n.error_line(error)])
        for reason in ("core-error-not-your-turn", "core-error-game-over"):
            assert_clean([n.error_line(IllegalAction(reason))])


def bot_game(count: int, seed: int, options: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Play a seeded bot game; return each decision (state, seat, legal) and its events."""
    match = Match.start(GAME, list(PLAYERS[:count]), options, seed)
    bots = [make_bot("greedy" if s % 2 == 0 else "random", seed * 7 + s) for s in range(count)]
    steps: list[tuple[Any, ...]] = [(None, None, None, match.setup_events, match.state)]
    while not match.is_over():
        seat = match.state.current
        before = match.state
        legal = match.legal_actions(seat)
        events = match.act(seat, bots[seat].choose(match.view(seat), legal))
        steps.append((before, seat, legal, events, match.state))
    return [*steps, (None, None, None, (), match.state, match.outcome())]


@pytest.mark.parametrize(("lang", "count", "seed", "options"), [
    ("en", 2, 1, {"expansions": ["savings-book"]}),
    ("cs", 2, 1, {"expansions": ["savings-book"]}),
    ("cs", 5, 2, {}),  # English with 5 players: the golden transcript's 3 and the session tests
])
def test_seeded_games_narrate_every_event_label_and_prompt(count: int, seed: int,
                                                           options: dict[str, Any],
                                                           lang: str) -> None:
    steps = bot_game(count, seed, options)
    outcome = steps[-1][5]
    n = narrator(lang, count)
    keys: set[str] = set()
    lines: list[str] = []
    prompts: set[str] = set()
    for before, seat, legal, events, after, *_ in steps:
        view = GAME.view(after, 0)
        for event in events:
            keys.add(event.key)
            lines += n.event_lines(event, 0, view, outcome)
        lines += n.events_lines(events, 0, view, outcome)
        if before is None:
            continue
        mine = GAME.view(before, seat)
        labels = [n.option_label(a, mine, seat) for a in legal]
        if before.phase is Phase.TURN:
            question = n.turn_question(mine, seat, labels, trucks=True)
        elif before.phase is Phase.LOAD_TRUCK:
            question = n.load_question(mine, labels)
        elif not (before.phase is Phase.WATER and before.water.tasks
                  and isinstance(before.water.tasks[0], BoardTask)):
            steps_labels = [n.step_label(a, mine, seat) for a in legal]
            question = n.step_question(mine, steps_labels, len(legal))
        else:
            continue
        lines += [*question.lines, n.hand_line(mine), n.turn_line(mine, seat)]
        prompts.add(question.prompt)
    final = GAME.view(steps[-1][4], 0)
    assert all(len(line) <= 200 for line in lines), max(lines, key=len)
    assert all(p.endswith(":") and len(p) <= 40 for p in prompts), max(prompts, key=len)
    final = GAME.view(steps[-1][4], 0)
    for verbosity in VERBOSITIES:
        other = narrator(lang, count, verbosity)
        lines += other.table_lines(final) + other.scores_lines(final) + [other.players_line(final)]
    assert_clean(lines)
    assert {"aquaretto-zooloretto-game-ended", "aquaretto-zooloretto-tile-drawn",
            "zooloretto-truck-taken", "aquaretto-truck-taken"} <= keys
