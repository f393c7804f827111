"""O Zoo le Mio narration in English and Czech: every event, every refusal (tile files
too), the prompts, the table and zoo descriptions and the result, with strict
localisation (a missing message or variable fails), from real seeded bot games of 2 to 4
players in both variants and from built cases; Czech agreement spot checks."""

from __future__ import annotations

import doctest
import inspect
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.errors import GameError, IllegalAction
from accessible_games.core.events import Event, events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.ozoolemio.rules import GAME, Category, Phase, make_bot
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.notation import parse_tile
from accessible_games.games.ozoolemio.rules.state import RoundScore
from accessible_games.games.ozoolemio.rules.tiles import TileSetError, tile_to_json
from accessible_games.games.ozoolemio.rules.tileset import (
    default_tileset, load_tileset, tileset_option,
)
from accessible_games.games.ozoolemio.rules.zoo import legal_placements
from accessible_games.games.ozoolemio import words as ozoolemio_words
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import LINE_MOST
from accessible_games.games.ozoolemio.narration import OzooNarrator
from accessible_games.games.ozoolemio.words import tileset_error_text
from accessible_games.games.ozoolemio import explore as ozoolemio_explore
from accessible_games.games.ozoolemio import placements as ozoolemio_placements

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "accessible_games" / "games" / "ozoolemio" / "rules"
LANGS = ("en", "cs")
VERBOSITIES = ("brief", "normal", "full")
PLAYERS = [PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"), PlayerSpec("Petr"),
           PlayerSpec("Bot Blue", "random")]


def narrator(lang: str, count: int = 3, verbosity: str = "normal") -> OzooNarrator:
    return OzooNarrator(L10n(lang, strict=True), PLAYERS[:count], verbosity)


def assert_clean(lines: list[str]) -> None:
    for line in lines:
        assert line.strip() and "\n" not in line, repr(line)
        assert "{" not in line and not re.search(r"ozoolemio-[a-z]+-", line), line
        assert not re.search(r"[\u2068\u2069\x1b<>*/=+#@~^|]", line), line


def event_classes() -> list[type[Event]]:
    return [cls for _, cls in inspect.getmembers(ev, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event and cls.__module__ == ev.__name__]


# -- every message exists ------------------------------------------------------------------------

def test_event_classes_found() -> None:
    assert len(event_classes()) == 17


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    assert [cls.key for cls in event_classes() if not l10n.has(cls.key)] == []


def error_reasons() -> set[str]:
    """Return every refusal the core can give: quoted ids, and the tile file's short
    reasons (``_fail("count", ...)`` means ``ozoolemio-error-tiles-count``)."""
    reasons: set[str] = set()
    for path in CORE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        reasons.update(re.findall(r"""["'](ozoolemio-error-[a-z0-9-]+)["']""", text))
        reasons.update(f"ozoolemio-error-tiles-{r}"
                       for r in re.findall(r"""_fail\(\s*["']([a-z-]+)["']""", text))
    reasons.update(f"ozoolemio-error-tiles-{r}" for r in ("start-animals", "field"))
    return reasons


SAMPLE_ARGS: dict[str, dict[str, Any]] = {
    "ozoolemio-error-player-count": {"min": 2, "max": 4},
    "ozoolemio-error-unknown-option": {"option": "speed"},
    "ozoolemio-error-unknown-variant": {"variant": "forest"},
    "ozoolemio-error-tiles-too-few-trees": {"needed": 12, "found": 3},
    "ozoolemio-error-not-now": {"phase": "place"},
    "ozoolemio-error-already-bid": {"amount": 3},
    "ozoolemio-error-bid-negative": {"amount": -2},
    "ozoolemio-error-bid-too-high": {"amount": 9, "coins": 1},
    "ozoolemio-error-pavilion": {"cell": "0M"},
    "ozoolemio-error-occupied": {"cell": "1M"},
    "ozoolemio-error-path-meets-grass": {"cell": "2M", "neighbour": "2N"},
    "ozoolemio-error-path-not-continued": {"cell": "2M", "neighbour": "1M"},
    "ozoolemio-error-not-touching": {},
    "ozoolemio-error-grass-only": {},
    "ozoolemio-error-cell-syntax": {"text": "Q"},
    "ozoolemio-error-tile-syntax": {"text": "R9"},
    "ozoolemio-error-tiles-unreadable": {"file": "mine.json"},
    "ozoolemio-error-tiles-too-large": {"file": "mine.json", "limit": 200000},
    "ozoolemio-error-tiles-not-json": {"file": "mine.json", "line": 3},
    "ozoolemio-error-tiles-format": {},
    "ozoolemio-error-tiles-version": {"version": "2", "expected": 1},
    "ozoolemio-error-tiles-field": {"tile": "t03", "half": 2, "field": "paths"},
    "ozoolemio-error-tiles-count": {"expected": 25, "found": 24},
    "ozoolemio-error-tiles-start-count": {"expected": 4, "found": 3},
    "ozoolemio-error-tiles-bad-tile": {"tile": "3", "list": "start_tiles"},
    "ozoolemio-error-tiles-bad-id": {"tile": "7", "list": "tiles"},
    "ozoolemio-error-tiles-duplicate-id": {"tile": "t01"},
    "ozoolemio-error-tiles-halves": {"tile": "t01"},
    "ozoolemio-error-tiles-category": {"tile": "t01", "half": 1, "value": "fish"},
    "ozoolemio-error-tiles-same-category": {"tile": "t01", "category": "monkeys"},
    "ozoolemio-error-tiles-stars": {"tile": "t01", "half": 2, "value": 4},
    "ozoolemio-error-tiles-trees": {"tile": "t01", "half": 1, "value": 3},
    "ozoolemio-error-tiles-path-syntax": {"tile": "t01", "half": 1, "path": "nx"},
    "ozoolemio-error-tiles-path-reused": {"tile": "t01", "half": 1, "side": "n"},
    "ozoolemio-error-tiles-paths-cross": {"tile": "t01", "half": 2},
    "ozoolemio-error-tiles-inner-path": {"tile": "t01"},
    "ozoolemio-error-tiles-no-path": {"tile": "t01"},
    "ozoolemio-error-tiles-no-outer-path": {"tile": "t01"},
    "ozoolemio-error-tiles-start-animals": {"tile": "s1", "half": 1, "field": "stars"},
    "ozoolemio-error-tiles-start-branch": {"tile": "s1", "half": 2},
    "ozoolemio-error-tiles-start-entrance": {"tile": "s1"},
}


def test_every_reason_has_sample_arguments() -> None:
    found = error_reasons()
    assert "ozoolemio-error-tiles-count" in found and "ozoolemio-error-bid-too-high" in found
    assert sorted(found - set(SAMPLE_ARGS)) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", sorted(SAMPLE_ARGS))
def test_every_reason_renders(lang: str, reason: str) -> None:
    line = narrator(lang).error_line(IllegalAction(reason, SAMPLE_ARGS[reason]))
    assert_clean([line])
    assert line[0].isupper() or line[0].isdigit()


def test_refusals_name_things_in_words() -> None:
    en, cs = narrator("en"), narrator("cs")
    same = IllegalAction("ozoolemio-error-tiles-same-category",
                         SAMPLE_ARGS["ozoolemio-error-tiles-same-category"])
    assert en.error_line(same) == ("Tile file, tile t01: both halves show monkeys; they must "
                                   "differ.")
    assert cs.error_line(same) == ("Soubor dílů, díl t01: na obou půlkách jsou opice; musí se "
                                   "lišit.")
    field = IllegalAction("ozoolemio-error-tiles-field", {"tile": "", "half": 0,
                                                          "field": "name"})
    assert en.error_line(field) == ("Tile file, top level: the entry name is missing, wrong or "
                                    "not allowed.")
    reused = IllegalAction("ozoolemio-error-tiles-path-reused",
                           SAMPLE_ARGS["ozoolemio-error-tiles-path-reused"])
    assert en.error_line(reused) == "Tile file, tile t01, half 1: 2 paths leave by the north side."
    assert cs.error_line(IllegalAction("ozoolemio-error-bid-too-high",
                                       {"amount": 9, "coins": 1})) == \
        "Nabídka 9 nejde: máš jen jednu minci."


def write_tiles(tmp_path: Path, document: Any) -> Path:
    path = tmp_path / "tiles.json"
    path.write_text(json.dumps(document) if not isinstance(document, str) else document,
                    encoding="utf-8")
    return path


def default_document() -> dict[str, Any]:
    tiles = default_tileset()
    return {"format": "ozoolemio-tiles", "version": 1,
            "tiles": [tile_to_json(t) for t in tiles.tiles],
            "start_tiles": [tile_to_json(t) for t in tiles.start_tiles]}


@pytest.mark.parametrize("lang", LANGS)
def test_real_tile_file_problems_are_one_clear_sentence(tmp_path: Path, lang: str) -> None:
    cases: list[Any] = ["{not json", {"format": "other"}]
    too_many_stars = default_document()
    too_many_stars["tiles"][2]["halves"][1]["stars"] = 5
    cases.append(too_many_stars)
    missing = default_document()
    del missing["tiles"][0]["halves"][0]["paths"]
    cases.append(missing)
    for document in cases:
        with pytest.raises(TileSetError) as caught:
            load_tileset(write_tiles(tmp_path, document))
        text = tileset_error_text(L10n(lang, strict=True), caught.value)
        assert_clean([text])
    with pytest.raises(TileSetError) as caught:
        load_tileset(write_tiles(tmp_path, too_many_stars))
    expected = {"en": "Tile file, tile t03, half 2: 5 stars; a half has 1 to 3.",
                "cs": "Soubor dílů, díl t03, půlka 2: hvězdiček 5; půlka jich má jednu až tři."}
    assert tileset_error_text(L10n(lang, strict=True), caught.value) == expected[lang]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_a_round_with_no_tiles_left_says_it_is_scored_at_once(lang: str,
                                                              verbosity: str) -> None:
    """A tile file's tree variant can leave round 5 without tiles: one clear line, not
    "0 tiles face up, auctioned in this order: ."."""
    n = narrator(lang, verbosity=verbosity)
    told = n.act_lines([ev.RoundStarted(5), ev.TilesRevealed(5, (), 0)], 0)
    expected = L10n(lang, strict=True)("ozoolemio-tiles-none-left", {"round": 5, "rounds": 5})
    lines = [line for t in told for line in t.lines]
    assert lines[-1] == expected and len(lines) == (2 if verbosity == "full" else 1), \
        "said alone (at full verbosity after the round's own heading)"
    if lang == "en":
        assert expected == ("Round 5 of 5: no tiles are left to auction, so the round is "
                            "scored at once.")


@pytest.mark.parametrize("lang", LANGS)
def test_the_tile_set_in_play_is_said_at_the_start_and_in_tiles(tmp_path: Path,
                                                                lang: str) -> None:
    """The standard set, or the player's tile file by its file's name."""
    l10n = L10n(lang, strict=True)
    standard = l10n("ozoolemio-tileset", {"kind": "standard", "name": ""})
    mine = l10n("ozoolemio-tileset", {"kind": "file", "name": "tiles.json"})
    assert standard != mine and "tiles.json" in mine
    players = [PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy")]
    document = default_document()
    document["tiles"][0]["halves"][0]["stars"] = 1
    loaded = load_tileset(write_tiles(tmp_path, document))
    for options, said in (({}, standard), ({"tiles": tileset_option(loaded)}, mine)):
        match = Match.start(GAME, players, options, 4)
        n = OzooNarrator(l10n, players)
        opening = [line for t in n.act_lines(match.setup_events, 0) for line in t.lines]
        assert any(said in line for line in opening)
        assert n.tiles_lines(match.view(0))[-1] == said
    if lang == "en":
        assert (standard, mine) == ("Tiles: the app's standard set.",
                                    "Tiles: from the tile file tiles.json.")


# -- whole games -----------------------------------------------------------------------------------

def played_events(count: int, seed: int, variant: str = "standard"
                  ) -> tuple[Match, list[tuple[tuple[Event, ...], Any]]]:
    """Play a seeded game of greedy and random bots; return the match and, after each
    action, its events with seat 0's view."""
    specs = [PlayerSpec(p.name, "greedy" if i % 2 == 0 else "random")
             for i, p in enumerate(PLAYERS[:count])]
    match = Match.start(GAME, specs, {"variant": variant}, seed)
    bots = [make_bot(spec.bot or "greedy", seed * 7 + i) for i, spec in enumerate(specs)]
    log: list[tuple[tuple[Event, ...], Any]] = [(match.setup_events, match.view(0))]
    while not match.is_over():
        seat = min(match.to_move())
        events = match.act(seat, bots[seat].choose(match.view(seat),
                                                    match.legal_actions(seat)))
        log.append((events, match.view(0)))
    return match, log


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("count", "seed", "variant"), [
    (2, 1, "standard"), (3, 2, "trees"), (4, 3, "standard"), (4, 4, "trees")])
def test_whole_games_narrate_cleanly(lang: str, count: int, seed: int, variant: str) -> None:
    match, log = played_events(count, seed, variant)
    seen: set[str] = set()
    for verbosity in VERBOSITIES:
        n = narrator(lang, count, verbosity)
        for listener in (0, None):
            for events, view in log:
                heard = events_for(events, listener)
                for event in heard:
                    lines = n.event_lines(event, listener, view, match.outcome())
                    assert_clean(lines)
                    seen.add(event.key)
                told = n.act_lines(heard, listener, view, match.outcome())
                assert_clean([line for t in told for line in t.lines])
    assert {"ozoolemio-game-ended", "ozoolemio-bids-revealed",
            "ozoolemio-visitors-moved", "ozoolemio-round-scored"} <= seen


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_the_table_and_every_zoo_describe_cleanly(lang: str, verbosity: str) -> None:
    match, log = played_events(4, 5)
    n = narrator(lang, 4, verbosity)
    for index, (_, view) in enumerate(log):
        if index % 9:
            continue
        lines = n.table_lines(view) + n.standings_lines(view) + n.figures_lines(view)
        lines += n.scores_lines(view) + n.tile_now_lines(view) + [n.players_line(view)]
        for seat in range(4):
            zoo = view.players[seat].zoo
            lines += n.zoo_lines(view, seat) + n.regions_lines(view, seat)
            columns = [c for c, _ in zoo.grid()]
            rows = [r for _, r in zoo.grid()]
            for column in range(min(columns) - 1, max(columns) + 2):
                for row in range(min(rows) - 1, max(rows) + 2):
                    lines.append(n.cell_line(view, seat, (column, row), view.on_auction))
        tile = view.on_auction
        if tile is not None:
            lines += [*n.bid_lines(0, 3), *n.bid_lines(0, 0), n.no_coins_line(0)]
            for placement in legal_placements(view.players[0].zoo, tile)[:6]:
                lines.append(n.placement_label(view, 0, tile, placement))
                lines += n.why_place_lines(view, 0, tile, placement, 1)
        assert_clean(lines)


# -- built cases ---------------------------------------------------------------------------------

BIRDS = Category.BIRDS


@pytest.mark.parametrize(("before", "after", "en", "cs"), [
    ((0, 0), (1, 0), "Anna takes 1 from the supply", "Anna získává jednoho ze zásoby"),
    ((2, 1), (1, 2), "Bot Green takes 1 from Anna", "Bot Green získává jednoho, Anna ztrácí jednoho"),
    ((2, 1, 0), (1, 0, 2), "Petr takes 2: 1 from Anna and 1 from Bot Green",
     "Petr získává dva: Anna ztrácí jednoho a Bot Green ztrácí jednoho"),
    ((1, 0, 0), (1, 0, 2), "Petr takes 2 from the supply", "Petr získává dva ze zásoby"),
    ((1, 0, 0), (0, 2, 1), "Bot Green takes 2: 1 from Anna and 1 from the supply and Petr "
     "takes 1 from the supply", "Bot Green získává dva: Anna ztrácí jednoho a jednoho ze "
     "zásoby a Petr získává jednoho ze zásoby"),
    ((3, 0), (0, 3), "Bot Green takes 3 from Anna", "Bot Green získává 3, Anna ztrácí 3"),
])
def test_figures_changing_hands(before: tuple[int, ...], after: tuple[int, ...], en: str,
                                cs: str) -> None:
    count = len(before)
    assert narrator("en", count).changes(before, after) == en
    assert narrator("cs", count).changes(before, after) == cs
    trees = narrator("cs", count).changes(before, after, "trees")
    assert trees == cs.replace("jednoho", "jednu").replace("dva", "dvě")


def test_the_issue_examples_read_as_designed() -> None:
    n = narrator("en", 3)
    tile = parse_tile("t", "R2t:ns|B1:ew")
    assert n.event_lines(ev.BidsRevealed(tile, (3, 2, 3), 0, 3, (0, 2)), 1) == [
        "Bids: Anna: 3, Bot Green: 2, Petr: 3; Anna wins on the flag, paying 3 coins."]
    moved = ev.VisitorsMoved(BIRDS, (1, 0, 2), (0, 0, 2))
    assert n.event_lines(moved, 0)[0].startswith("Red visitors, birds: ")
    moved = ev.VisitorsMoved(BIRDS, (2, 0, 1), (1, 0, 2))
    assert n.event_lines(moved, 0) == [
        "Red visitors, birds: Petr takes 1 from Anna. Now Petr: 2, Anna: 1."]
    assert narrator("en", 3, "full").tile_halves(parse_tile("t", "R2t:ns|B1:ew"))[0] == \
        "Left half: birds, 2 red stars, 1 tree, straight north to south."
    assert n.tile_halves(parse_tile("t", "R2t:ns|B1:ew"))[0] == \
        "Left half: birds, 2 stars, 1 tree, straight north to south."


@pytest.mark.parametrize(("text", "en", "cs"), [
    ("R1:n|B1:", "dead end north", "slepá cesta na sever"),
    ("R1:ew|B1:w", "straight west to east", "rovná cesta ze západu na východ"),
    ("R1:sw|B1:", "bend south to west", "zatáčka z jihu na západ"),
    ("R1:nes|B1:w", "junction north, east and south", "rozcestí na sever, východ a jih"),
    ("R1:nesw|B1:w", "crossing to all 4 sides", "křižovatka na všechny 4 strany"),
    ("R1:|B1:", "no path", "bez cesty"),
])
def test_path_shapes(text: str, en: str, cs: str) -> None:
    half = parse_tile("t", text).halves[0]
    assert narrator("en").paths(half.paths) == en
    assert narrator("cs").paths(half.paths) == cs


@pytest.mark.parametrize(("count", "colour", "expected"), [
    (1, Category.BIRDS, "jedna červená hvězdička"), (2, Category.BIRDS, "dvě červené hvězdičky"),
    (5, Category.BIRDS, "5 červených hvězdiček"), (3, Category.REPTILES, "3 šedé hvězdičky"),
    (1, Category.MONKEYS, "jedna oranžová hvězdička"),
    (7, Category.SEA_LIFE, "7 modrých hvězdiček"),
])
def test_czech_stars_agree_with_colour_and_count(count: int, colour: Category,
                                                 expected: str) -> None:
    assert narrator("cs").stars(count, colour) == expected


def test_czech_agreement_spot_checks() -> None:
    n = narrator("cs", 4)
    assert n.colour_visitors(Category.SEA_LIFE) == "Modří návštěvníci, mořští živočichové"
    assert n.colour_visitors(Category.MAMMALS) == "Žlutí návštěvníci, savci"
    assert n.tile_label(parse_tile("t", "R1tt:n|G2:")) == \
        "ptáci s jednou hvězdičkou a plazi se dvěma hvězdičkami, 2 stromy"
    assert n.tile_label(parse_tile("t", "O3:n|Y3t:")) == \
        "opice se třemi hvězdičkami a savci se třemi hvězdičkami, 1 strom"
    assert n.event_lines(ev.BenchesPlaced(0, 2, 5), 0) == ["Uzavíráš dvě smyčky: dvě lavičky, "
                                                           "v zoo celkem 5."]
    assert n.event_lines(ev.BenchesPlaced(2, 1, 1), 0) == ["Petr uzavírá jednu smyčku: jedna "
                                                           "lavička, v zoo celkem 1."]
    assert n.event_lines(ev.CoinsLeft(0, 1), 0) == ["Teď máš jednu minci."]
    assert n.event_lines(ev.CoinsLeft(0, 2), 0) == ["Teď máš dvě mince."]
    assert n.event_lines(ev.CoinsLeft(0, 3), 0) == ["Teď máš 3 mince."]
    assert n.event_lines(ev.CoinsLeft(0, 12), 0) == ["Teď máš 12 mincí."]
    assert n.event_lines(ev.BidPlaced(0, 1), 0) == ["Tvoje nabídka: jedna mince, zapečetěná."]
    tile = parse_tile("t", "R1:n|G2:")
    assert n.event_lines(ev.BidsRevealed(tile, (2, 2, 0, 1), 1, 2, (1, 0)), 0) == [
        "Nabídky: Anna: 2, Bot Green: 2, Petr: 0, Bot Blue: 1; díl získává Bot Green díky "
        "vlajce za dvě mince."]
    assert n.event_lines(ev.BidsRevealed(tile, (5, 2, 0, 1), 0, 5, ()), 0) == [
        "Nabídky: Anna: 5, Bot Green: 2, Petr: 0, Bot Blue: 1; díl získáváš za 5 mincí."]
    assert n.event_lines(ev.RoundScored(2, 3, 4, 1, 0, 15, 30), 0) == [
        "Body za kolo 3, Petr: návštěvníci 4, stromy 1, lavičky 0, krát 3: 15 bodů, celkem 30."]


SHEETS = ((RoundScore(1, 1, 2, 5), RoundScore(2, 3, 1, 0), RoundScore(3, 0, 0, 1)),
          (RoundScore(1, 5, 0, 2), RoundScore(2, 2, 4, 1), RoundScore(3, 21, 3, 3)))
"""Two score sheets of three rounds, with counts of 0, 1, 2-4 and 5 or more."""


def sheet_view(over: bool = False, sheets: tuple[tuple[RoundScore, ...], ...] = SHEETS) -> Any:
    """Return a 2-player view in round 4 (or over) whose players hold these sheets."""
    _, log = played_events(2, 1)
    view = log[1][1]
    players = tuple(replace(p, visitor_points=sum(e.visitors * e.round for e in sheet),
                            tree_points=sum(e.trees * e.round for e in sheet),
                            bench_points=sum(e.benches * e.round for e in sheet), rounds=sheet)
                    for p, sheet in zip(view.players, sheets))
    return replace(view, players=players, round=4, phase=Phase.OVER if over else view.phase)


def test_the_score_sheet_reads_in_words_round_by_round() -> None:
    en, cs = narrator("en", 2), narrator("cs", 2)
    assert en.scores_lines(sheet_view(over=True)) == [
        "Anna: 19 points, round by round:",
        "Round 1: 1 visitor, 2 trees, 5 benches, times 1, 8 points.",
        "Round 2: 3 visitors, 1 tree, 0 benches, times 2, 8 points.",
        "Round 3: 0 visitors, 0 trees, 1 bench, times 3, 3 points.",
        "Bot Green: 102 points, round by round:",
        "Round 1: 5 visitors, 0 trees, 2 benches, times 1, 7 points.",
        "Round 2: 2 visitors, 4 trees, 1 bench, times 2, 14 points.",
        "Round 3: 21 visitors, 3 trees, 3 benches, times 3, 81 points."]
    assert cs.scores_lines(sheet_view(over=True)) == [
        "Anna: 19 bodů, po kolech:",
        "Kolo 1: 1 návštěvník, 2 stromy, 5 laviček, krát 1, 8 bodů.",
        "Kolo 2: 3 návštěvníci, 1 strom, 0 laviček, krát 2, 8 bodů.",
        "Kolo 3: 0 návštěvníků, 0 stromů, jedna lavička, krát 3, 3 body.",
        "Bot Green: 102 bodů, po kolech:",
        "Kolo 1: 5 návštěvníků, 0 stromů, dvě lavičky, krát 1, 7 bodů.",
        "Kolo 2: 2 návštěvníci, 4 stromy, jedna lavička, krát 2, 14 bodů.",
        "Kolo 3: 21 návštěvníků, 3 stromy, 3 lavičky, krát 3, 81 bodů."]
    one = ((RoundScore(1, 1, 0, 0),), (RoundScore(1, 0, 1, 1),))
    assert narrator("cs", 2).scores_lines(sheet_view(True, one))[0] == \
        "Anna: 1 bod. Kolo 1: 1 návštěvník, 0 stromů, 0 laviček, krát 1, 1 bod."
    assert narrator("en", 2, "brief").scores_lines(sheet_view(True, one))[1] == \
        "Bot Green: 2. Round 1: 0 plus 1 plus 1, times 1, 2."


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_the_score_sheet_renders_strictly(lang: str, verbosity: str) -> None:
    """Every form of the answer: none scored yet, an older save's totals without a sheet,
    a sheet while playing (then what this round would add) and at the end."""
    n = narrator(lang, 2, verbosity)
    playing = n.scores_lines(sheet_view())
    assert playing[:-1] == n.scores_lines(sheet_view(over=True))
    assert playing[-1].startswith({"en": "Round 4 ", "cs": ("Kolo 4,", "Kdyby teď skončilo kolo 4,")}[lang])
    log_view = played_events(2, 1)[1][1][1]
    assert n.scores_lines(log_view)[0] == n.l10n.attr(
        "ozoolemio-scores-none", "short" if verbosity == "brief" else None, {})
    empty = tuple(replace(p, rounds=()) for p in sheet_view().players)
    older = n.scores_lines(replace(sheet_view(), players=empty))
    assert older[0] == n.l10n.attr("ozoolemio-scores", "short" if verbosity == "brief"
                                   else None, {"scores": n.by_seat([19, 102])})
    for lines in (playing, older, n.scores_lines(log_view)):
        assert_clean(lines)
        assert not any(symbol in line for line in lines for symbol in "\u00d7=")
    starts = [line.split(":")[0] for line in playing[:-1] if line.startswith(("Anna: ",
                                                                              "Bot Green: "))]
    assert starts == ["Anna", "Bot Green"] and playing[0].startswith("Anna: ")
    assert all(len(line) <= LINE_MOST for line in playing)


def test_czech_never_needs_the_players_gender() -> None:
    """Present tense throughout: no past-tense verb forms that would carry a gender."""
    match, log = played_events(4, 8)
    n = narrator("cs", 4)
    gendered = re.compile(r"\b(získal|získala|vyhrál|vyhrála|položil|položila|nabídl|nabídla|"
                          r"zaplatil|zaplatila|uzavřel|uzavřela|dostal|dostala|byl|byla)\b")
    for events, view in log:
        for event in events_for(events, 0):
            for line in n.event_lines(event, 0, view, match.outcome()):
                assert not gendered.search(line), line
                assert not re.search(r"\b(Vy|Vám|Váš|jste)\b", line), line


def test_brief_verbosity_is_shorter() -> None:
    match, log = played_events(2, 6)
    view = log[10][1]
    normal, brief = narrator("en", 2), narrator("en", 2, "brief")
    assert len(" ".join(brief.zoo_lines(view, 0))) < len(" ".join(normal.zoo_lines(view, 0)))
    assert len(brief.turn_line(view, 0)) < len(normal.turn_line(view, 0))


@pytest.mark.parametrize("module", [ozoolemio_words, ozoolemio_explore, ozoolemio_placements])
def test_doctests(module: Any) -> None:
    result = doctest.testmod(module, verbose=False, report=False)
    assert result.failed == 0 and result.attempted > 0


def test_a_spectator_hears_no_private_event() -> None:
    match, log = played_events(2, 9)
    private = (ev.BidPlaced, ev.CoinsLeft)
    for events, _ in log:
        assert not any(isinstance(e, private) for e in events_for(events, None))


def test_errors_from_every_source_render(tmp_path: Path) -> None:
    """GameErrors raised by the core itself (not only built ones) render in both languages."""
    errors: list[GameError] = []
    state = GAME.new_game(PLAYERS[:2], {}, 1).state
    assert state.phase is Phase.BID
    for action in (ozoolemio_placements.Bid(99), ozoolemio_placements.Bid(-1)):
        reason = GAME.explain(state, 0, action)
        assert reason is not None
        errors.append(reason)
    for text in ("zz", "m 9999"):
        try:
            ozoolemio_placements.parse_cell(text)
        except GameError as error:
            errors.append(error)
    for lang in LANGS:
        assert_clean([narrator(lang).error_line(e) for e in errors])
