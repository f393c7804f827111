"""Aquaretto narration in English and Czech: every event, every refusal, the prompts, the
table descriptions and the result, with strict localisation (a missing message or
variable fails), from real seeded bot games of 2 to 5 players and from built cases."""

from __future__ import annotations

import inspect
import re
import unicodedata
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Outcome, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto.rules import (
    GAME, Species, WorkerKind, parse_cell, parse_tile,
)
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.bots import make_bot
from accessible_games.games.aquaretto.rules.geometry import BoardSize
from accessible_games.games.aquaretto.rules.park import park_of
from accessible_games.games.aquaretto.rules.state import AquarettoState, AquarettoView, PlayerState
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.narration.l10n import L10n

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "accessible_games"
LANGS = ("en", "cs")
VERBOSITIES = ("brief", "normal", "full")
PLAYERS = [PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"), PlayerSpec("Bot Blue", "random"),
           PlayerSpec("Bob"), PlayerSpec("Bot Red", "greedy")]
T, C = parse_tile, parse_cell


def narrator(lang: str, count: int = 3, verbosity: str = "normal") -> AquarettoNarrator:
    return AquarettoNarrator(L10n(lang, strict=True), PLAYERS[:count], verbosity)


def bad_characters(line: str) -> list[str]:
    """Return the characters a Braille display or screen reader must never get."""
    return [f"U+{ord(ch):04X}" for ch in line
            if ch in "\u2068\u2069\x1b" or unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs",
                                                                       "Cn", "So", "Sm")]


def assert_clean(lines: list[str]) -> None:
    for line in lines:
        assert line.strip() and "\n" not in line, repr(line)
        assert not bad_characters(line), (bad_characters(line), line)
        assert "{" not in line and "aquaretto-" not in line, line


def event_classes() -> list[type[Event]]:
    return [cls for _, cls in inspect.getmembers(ev, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event and cls.__module__ == ev.__name__]


# -- every message exists ------------------------------------------------------------------------

def test_event_classes_found() -> None:
    assert len(event_classes()) == 27


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    assert [cls.key for cls in event_classes() if not l10n.has(cls.key)] == []


ERROR_ID = re.compile(r"""["'](aquaretto-error-[a-z0-9-]+)["']""")


def error_reasons() -> set[str]:
    reasons: set[str] = set()
    for path in (SOURCE / "games" / "aquaretto" / "rules").rglob("*.py"):
        reasons.update(ERROR_ID.findall(path.read_text(encoding="utf-8")))
    return reasons


def test_error_reasons_found() -> None:
    assert len(error_reasons()) >= 35
    assert "aquaretto-error-touches-other-species" in error_reasons()


@pytest.mark.parametrize("lang", LANGS)
def test_every_error_reason_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    assert sorted(r for r in error_reasons() if not l10n.has(r)) == []


ERROR_ARGS: dict[str, dict[str, Any]] = {
    "aquaretto-error-not-an-animal": {"tile": "coin-3"},
    "aquaretto-error-not-a-field": {"cell": "2F"},
    "aquaretto-error-occupied": {"cell": "3C", "species": "orca"},
    "aquaretto-error-trainer-there": {"cell": "3C"},
    "aquaretto-error-species-limit": {"species": "sea-lion", "limit": 3},
    "aquaretto-error-not-adjacent-to-pool": {"cell": "5E", "species": "polar-bear"},
    "aquaretto-error-touches-other-species": {"cell": "3C", "species": "orca",
                                              "other": "dolphin", "neighbour": "2C"},
    "aquaretto-error-depot-not-allowed": {"source": "offspring"},
    "aquaretto-error-board-shape": {"size": "small"},
    "aquaretto-error-board-overlaps": {"cell": "3C"},
    "aquaretto-error-board-out-of-range": {"cell": "(20, 1)"},
    "aquaretto-error-board-not-touching": {},
    "aquaretto-error-no-tiles-left": {},
    "aquaretto-error-trucks-full": {},
    "aquaretto-error-no-such-truck": {"truck": 6, "trucks": 3},
    "aquaretto-error-truck-taken": {"truck": 2, "player": 1},
    "aquaretto-error-truck-full": {"truck": 2},
    "aquaretto-error-truck-empty": {"truck": 2},
    "aquaretto-error-not-in-hand": {"tile": "turtle-male1"},
    "aquaretto-error-not-enough-coins": {"cost": 2, "coins": 1},
    "aquaretto-error-depot-empty": {"player": 2},
    "aquaretto-error-no-room": {"tile": "orca-female2"},
    "aquaretto-error-buy-from-self": {},
    "aquaretto-error-no-such-player": {"player": 7},
    "aquaretto-error-no-such-worker": {"kind": "cashier", "cell": ""},
    "aquaretto-error-nowhere-to-move": {"kind": "trainer"},
    "aquaretto-error-no-boards-left": {"size": "large"},
    "aquaretto-error-no-board-placement": {"size": "small"},
    "aquaretto-error-nothing-to-cancel": {},
    "aquaretto-error-worker-limit": {"kind": "keeper", "limit": 2},
    "aquaretto-error-worker-already-there": {"kind": "manager"},
    "aquaretto-error-not-now": {"phase": "place_tile"},
    "aquaretto-error-player-count": {"min": 2, "max": 5},
    "aquaretto-error-cell-syntax": {"text": "Q\x1b[1m9"},
    "aquaretto-error-unknown-tile": {"code": "unicorn"},
}


def test_error_args_cover_every_reason() -> None:
    assert set(ERROR_ARGS) == error_reasons()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", sorted(ERROR_ARGS))
def test_every_reason_says_one_clean_sentence(lang: str, reason: str) -> None:
    line = narrator(lang).error_line(IllegalAction(reason, ERROR_ARGS[reason]))
    assert_clean([line])
    assert (line[0].isupper() or re.match(r"-?\d+[A-Z]\b", line)) and line.endswith(".")
    assert "\x1b" not in line


@pytest.mark.parametrize("lang", LANGS)
def test_not_now_names_every_phase(lang: str) -> None:
    lines = {narrator(lang).error_line(IllegalAction("aquaretto-error-not-now", {"phase": p}))
             for p in ("turn", "load_truck", "choose_tile", "place_tile", "place_worker",
                       "place_board", "over")}
    assert len(lines) == 7


def test_errors_name_species_players_and_tiles_in_words() -> None:
    en, cs = narrator("en"), narrator("cs")
    touch = IllegalAction("aquaretto-error-touches-other-species",
                          ERROR_ARGS["aquaretto-error-touches-other-species"])
    assert "dolphin pool at 2C" in en.error_line(touch)
    assert "na 2C, je tvoje nádrž delfínů" in cs.error_line(touch)
    limit = IllegalAction("aquaretto-error-species-limit", {"species": "orca", "limit": 3})
    assert "Pro kosatku" in cs.error_line(limit)
    taken = IllegalAction("aquaretto-error-truck-taken", {"truck": 2, "player": 1})
    assert "Bot Green" in en.error_line(taken) and "Bot Green" in cs.error_line(taken)
    room = IllegalAction("aquaretto-error-no-room", {"tile": "orca-female2"})
    assert "samici kosatky" in cs.error_line(room)
    assert "female orca" in en.error_line(room)


# -- real games ----------------------------------------------------------------------------------

def play_and_narrate(players: int, lang: str, verbosity: str, seed: int) -> list[str]:
    """Play a seeded bot game; narrate every event, every prompt and the table now and then."""
    specs = PLAYERS[:players]
    match = Match.start(GAME, specs, {}, seed)
    n = AquarettoNarrator(L10n(lang, strict=True), specs, verbosity)
    lines = [line for e in match.setup_events for line in n.event_lines(e, 0, match.view(0))]
    bots = [make_bot("random" if seat % 2 else "greedy", seed + seat) for seat in range(players)]
    step = 0
    while not match.is_over():
        seat = match.state.current
        legal = match.legal_actions(seat)
        view: AquarettoView = match.view(seat)
        lines += n.prompt_lines(view, seat, legal)
        if step % 25 == 0:
            lines += n.map_lines(view, seat) + n.pools_lines(view, seat)
            lines += [n.depot_line(view, seat), n.park_summary_line(view, seat),
                      n.trucks_line(view), n.coins_line(view), n.hand_line(view),
                      n.players_line(view), n.turn_line(view, 0), n.stacks_line(view)]
            lines += n.scores_lines(view)
            lines += [n.cell_line(view, seat, (c, r)) for c in range(-1, 6) for r in (0, 3)]
        action = bots[seat].choose(view, legal)
        for event in match.act(seat, action):
            lines += n.event_lines(event, 0, match.view(0), match.outcome())
            lines += n.event_lines(event, None)
        step += 1
    return lines


@pytest.mark.parametrize("verbosity", VERBOSITIES)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_whole_bot_games_narrate_in_both_languages(players: int, lang: str,
                                                   verbosity: str) -> None:
    lines = play_and_narrate(players, lang, verbosity, seed=players * 7 + len(verbosity))
    assert_clean(lines)
    over = L10n(lang)("aquaretto-game-ended", {"scores": ""}).split(".")[0]
    assert any(line.startswith(over) for line in lines)


def test_every_event_kind_is_met_in_games_or_built_here() -> None:
    """Bots rarely empty the bank or the worker supply; those events are built below."""
    seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in (1, 2):
            match = Match.start(GAME, PLAYERS[:players], {}, seed)
            seen |= {type(e).__name__ for e in match.setup_events}
            bots = [make_bot("greedy", seed + s) for s in range(players)]
            while not match.is_over():
                seat = match.state.current
                action = bots[seat].choose(match.view(seat), match.legal_actions(seat))
                seen |= {type(e).__name__ for e in match.act(seat, action)}
    built = {"BonusCoinBankEmpty", "WorkerNoPlace", "WorkerSupplyEmpty", "WorkerMoved",
             "TileBought", "DepotTileMoved", "DepotTileDiscarded", "OffspringToDepot",
             "LeftoverTilesRemoved", "TruckBlocked"}
    assert {cls.__name__ for cls in event_classes()} <= seen | built


BUILT_EVENTS: list[Event] = [
    ev.GameStarted(5, (), 5, 1), ev.GameStarted(2, (Species.HIPPO, Species.TURTLE,
                                                   Species.PENGUIN), 3, 0),
    ev.GameStarted(4, (Species.CROCODILE,), 4, 0),
    ev.TruckBlocked(1, 1), ev.TruckBlocked(2, 2), ev.RoundStarted(4, 2),
    ev.TileDrawn(0, T("orca-male1"), False), ev.TileDrawn(1, T("turtle-fish3"), True),
    ev.EndStackReached(1), ev.TileLoaded(0, T("polar-bear-female2"), 2),
    ev.TruckTaken(1, 0, (T("coin-2"), T("sea-lion-lightning1"))), ev.CoinTileTaken(0, 1),
    ev.CoinTileTaken(0, 2), ev.CoinTileTaken(1, 5),
    ev.TilePlaced(0, T("orca-plain1"), C("2B"), 1), ev.TilePlaced(1, T("orca-plain2"), C("3B"), 4),
    ev.TileToDepot(0, T("hippo-male1"), 1), ev.TileToDepot(2, T("hippo-male2"), 3),
    ev.TileToDepot(0, T("hippo-male1"), 2, "species-limit", 3),
    ev.TileToDepot(1, T("orca-plain1"), 4, "no-cell"),
    ev.OffspringBorn(0, Species.TURTLE, T("turtle-male1"), T("turtle-female1")),
    ev.OffspringPlaced(0, T("turtle-offspring1"), C("4C"), 3),
    ev.OffspringToDepot(1, T("dolphin-offspring2"), 2),
    ev.BonusCoin(0, Species.DOLPHIN, 3, 4), ev.BonusCoin(1, Species.DOLPHIN, 6, 1),
    ev.BonusCoinBankEmpty(0, Species.CROCODILE, 9), ev.WorkerEarned(0, Species.PENGUIN, 5),
    ev.WorkerPlaced(0, WorkerKind.TRAINER, C("3D")), ev.WorkerPlaced(1, WorkerKind.CASHIER, None),
    ev.WorkerNoPlace(0), ev.WorkerSupplyEmpty(2),
    ev.DepotTileMoved(0, T("penguin-fish1"), C("3A"), 2, 0),
    ev.WorkerMoved(0, WorkerKind.CASHIER, None, WorkerKind.TRAINER, C("3B"), 3),
    ev.WorkerMoved(1, WorkerKind.TRAINER, C("3B"), WorkerKind.MANAGER, None, 0),
    ev.TileBought(0, 2, T("orca-female1"), C("2E"), 1, 1, 4),
    ev.DepotTileDiscarded(1, T("crocodile-plain1"), 2),
    ev.ParkExpanded(0, BoardSize.LARGE, (C("2F"), C("2G"), C("3F"), C("3G")), 4, 3),
    ev.ParkExpanded(2, BoardSize.SMALL, (C("2Z"), C("3Z"), C("3Y")), 3, 0),
    ev.LeftoverTilesRemoved(2, (T("penguin-fish2"), T("coin-9"))), ev.RoundEnded(3),
]


@pytest.mark.parametrize("verbosity", VERBOSITIES)
@pytest.mark.parametrize("lang", LANGS)
def test_built_events_narrate_for_player_and_spectator(lang: str, verbosity: str) -> None:
    n = narrator(lang, 3, verbosity)
    for event in BUILT_EVENTS:
        for listener in (0, 1, None):
            lines = n.event_lines(event, listener)
            assert len(lines) == 1
            assert_clean(lines)


def test_a_forced_depot_placement_says_why() -> None:
    """A tile that went to the depot because no cell takes it says so, in the player's own
    line and in another player's turn line; a chosen one does not."""
    en, cs = narrator("en"), narrator("cs")
    limit = ev.TileToDepot(0, T("hippo-male1"), 2, "species-limit", 3)
    no_cell = ev.TileToDepot(0, T("orca-plain1"), 3, "no-cell")
    assert en.event_lines(limit, 0) == [
        "You put the male hippo in your depot, now 2 tiles: the park already holds 3 species,"
        " so no new pool."]
    assert en.event_lines(no_cell, 1) == [
        "Anna puts the orca in the depot, now 3 tiles: no cell of the park is legal for it."]
    assert cs.event_lines(no_cell, 0) == [
        "Dáváš kosatku do skladu, teď v něm jsou 3 destičky: v zooparku pro ni není žádné"
        " povolené pole."]
    assert cs.event_lines(limit, 0)[0].endswith("zoopark už má 3 druhy, novou nádrž založit nejde.")
    taken = ev.TruckTaken(0, 1, (T("orca-plain1"),))
    assert "no legal cell" in " ".join(en.turn_lines([taken, no_cell], 1))
    chosen = ev.TileToDepot(0, T("orca-plain1"), 3)
    assert en.event_lines(chosen, 0) == ["You put the orca in your depot, now 3 tiles."]
    assert "legal" not in " ".join(en.turn_lines([taken, chosen], 1))


# -- Czech agreement ---------------------------------------------------------------------------

def test_czech_coin_counts_agree() -> None:
    cs = narrator("cs")
    assert cs.event_lines(ev.CoinTileTaken(0, 1), 0) == ["Mince: máš jednu minci."]
    assert cs.event_lines(ev.CoinTileTaken(0, 2), 0) == ["Mince: máš dvě mince."]
    assert cs.event_lines(ev.CoinTileTaken(0, 5), 0) == ["Mince: máš 5 mincí."]
    assert cs.event_lines(ev.CoinTileTaken(1, 3), 0) == ["Mince: Bot Green má 3 mince."]


def test_czech_cases_and_genders_of_the_species() -> None:
    cs = L10n("cs", strict=True)
    genders = {s: cs.attr(f"aquaretto-species-{s.value}", "gender") for s in Species}
    assert genders == {Species.ORCA: "f", Species.TURTLE: "f", Species.DOLPHIN: "m-anim",
                       Species.SEA_LION: "m-anim", Species.POLAR_BEAR: "m-anim",
                       Species.PENGUIN: "m-anim", Species.CROCODILE: "m-anim",
                       Species.HIPPO: "m-anim"}
    n = narrator("cs")
    assert n.tile(T("orca-plain1"), "acc") == "kosatku"
    assert n.tile(T("dolphin-plain1"), "acc") == "delfína"
    assert n.tile(T("turtle-fish1"), "acc") == "mořskou želvu s rybou"
    assert n.tile(T("polar-bear-male1")) == "samec ledního medvěda"
    assert n.tile(T("polar-bear-male1"), "acc") == "samce ledního medvěda"
    assert n.tile(T("orca-female1"), "acc") == "samici kosatky"
    assert n.tile(T("hippo-offspring1")) == "mládě hrocha"
    assert n.tile(T("coin-1"), "acc") == "minci"
    placed = n.event_lines(ev.TilePlaced(0, T("orca-plain1"), C("2B"), 4), 0)[0]
    assert placed == "Dáváš kosatku na 2B. Nádrž kosatek má teď 4 destičky."
    placed = n.event_lines(ev.TilePlaced(1, T("crocodile-plain1"), C("2B"), 7), 0)[0]
    assert placed == "Bot Green dává krokodýla na 2B. Nádrž krokodýlů má teď 7 destiček."


def pool_park_view(offspring: int) -> AquarettoView:
    """A park with one turtle pool and ``offspring`` bred pairs."""
    codes = ["turtle-male1", "turtle-female1", "turtle-male2", "turtle-female2",
             "turtle-fish1", "turtle-fish2", "turtle-fish3", "turtle-fish4", "turtle-fish5",
             "turtle-fish6"]
    cells = ["2B", "2C", "2D", "3B", "3C", "3D", "4B", "4C", "4D", "5C"]
    park = park_of(dict(zip(cells, codes)))
    bred = frozenset(T(c) for c in codes[:2 * offspring]) if offspring <= 2 else \
        frozenset(T(c) for c in codes[:4]) | frozenset(T(f"turtle-offspring{i}") for i in (1, 2))
    state = GAME.new_game(PLAYERS[:2], {}, 1).state
    me = replace(state.players[0], park=park, bred=bred)
    view: AquarettoView = GAME.view(replace(state, players=(me, state.players[1])), 0)
    return view


@pytest.mark.parametrize(("offspring", "expected"), [(1, "Jedno mládě"), (2, "Dvě mláďata"),
                                                      (3, "3 mláďata")])
def test_czech_offspring_counts_agree(offspring: int, expected: str) -> None:
    line = narrator("cs", 2).pools_lines(pool_park_view(offspring), 0)[1]
    assert expected in line


def test_czech_offspring_five() -> None:
    assert "5 mláďat" in L10n("cs", strict=True)("aquaretto-pool", {
        "pool": "kosatek", "size": 12, "cells": "2B", "offspring": 5, "waiting": "none",
        "next": 0, "reward": "coin", "room": 0})
    assert "Jedno mládě" in L10n("cs", strict=True)("aquaretto-pool", {
        "pool": "kosatek", "size": 2, "cells": "2B", "offspring": 1, "waiting": "none",
        "next": 3, "reward": "coin", "room": 2})


# -- the table -------------------------------------------------------------------------------------

def staged_view(lang: str = "en") -> tuple[AquarettoNarrator, AquarettoView]:
    state = GAME.new_game(PLAYERS[:3], {}, 4).state
    park = park_of({"2C": "orca-plain1", "3C": "orca-plain2", "3B": "orca-male1",
                    "2D": "dolphin-plain1"}, trainers=["3D"])
    me = replace(state.players[0], park=park, depot=(T("hippo-male1"), T("penguin-fish1")),
                 coins=3, cashiers=1)
    state = replace(state, players=(me, *state.players[1:]))
    return narrator(lang), GAME.view(state, 0)


def test_map_reads_rows_with_runs_of_empty_fields_collapsed() -> None:
    n, view = staged_view()
    lines = n.map_lines(view, 0)
    assert lines[0] == "Your park: 19 fields, 2 of 3 species."
    assert lines[1] == "Row 1: 1B to 1D empty."
    assert lines[2] == "Row 2: 2A to 2B empty, 2C orca, 2D dolphin, 2E empty."
    assert lines[3] == "Row 3: 3A empty, 3B to 3C orca (3B male), 3D trainer, 3E empty."
    assert lines[5] == "Row 5: 5C to 5D empty."


@pytest.mark.parametrize("lang", LANGS)
def test_map_tells_what_scores_and_breeds_per_tile(lang: str) -> None:
    """A lone tile by its full name; a run of one species names each tile with a symbol or a
    sex (fish, lightning, male, female, offspring) in compact words; plain tiles none."""
    state = GAME.new_game(PLAYERS[:3], {}, 4).state
    park = park_of({"2A": "orca-lightning1", "2B": "orca-plain1", "2C": "orca-female1",
                    "2D": "orca-offspring1", "4B": "penguin-fish1", "4C": "penguin-male1",
                    "5D": "dolphin-male1"})
    state = replace(state, players=(replace(state.players[0], park=park), *state.players[1:]))
    n, view = narrator(lang), GAME.view(state, 0)
    lines = n.map_lines(view, 0)
    mark = {"en": ["lightning", "female", "young", "fish", "male"],
            "cs": ["blesk", "samice", "mládě", "ryba", "samec"]}[lang]
    run = n._msg("aquaretto-cell-run", first="2A", last="2D")
    orca, penguin = n.species(Species.ORCA), n.species(Species.PENGUIN)
    run2 = n._msg("aquaretto-cell-run", first="4B", last="4C")
    if lang == "en":
        assert f"{run} {orca} (2A {mark[0]}, 2C {mark[1]}, 2D {mark[2]})" in lines[2]
        assert f"{run2} {penguin} (4B {mark[3]}, 4C {mark[4]})" in lines[4]
        assert f"5D {n.tile(T('dolphin-male1'))}" in lines[5]
    else:
        # Czech: each cell name ends its clause, so the voice names the letter (issue 17).
        assert f"{orca} na {run}, z toho {mark[0]} na 2A, {mark[1]} na 2C, {mark[2]} na 2D" \
            in lines[2]
        assert f"{penguin} na {run2}, z toho {mark[3]} na 4B, {mark[4]} na 4C" in lines[4]
        assert f"{n.tile(T('dolphin-male1'))} na 5D" in lines[5]
    assert max(len(line) for line in lines) <= 200
    brief = narrator(lang, 3, "brief")
    for cell, code in (("2A", "orca-lightning1"), ("4B", "penguin-fish1"),
                       ("2C", "orca-female1")):
        assert n.tile(T(code)) in brief.cell_line(view, 0, parse_cell(cell))


def test_full_map_names_every_tile() -> None:
    n, view = staged_view()
    full = AquarettoNarrator(n.l10n, n.players, "full")
    assert full.map_lines(view, 0)[3] == \
        "Row 3: 3A empty, 3B male orca, 3C orca, 3D trainer, 3E empty."


def test_pools_depot_cell_and_summary() -> None:
    n, view = staged_view()
    pools = n.pools_lines(view, 0)
    assert pools[0] == "Your pools: 2, 3 species allowed."
    assert pools[1] == ("Dolphin pool, 1 tile: 2D. No offspring yet. Next bonus at 3: a coin. "
                        "Room: 2 cells.")
    assert pools[2].startswith("Orca pool, 3 tiles: 2C, 3B and 3C. No offspring yet, a male "
                               "waits for a female. Next bonus at 5: a worker. Room:")
    assert n.depot_line(view, 0) == ("Your depot, 2 tiles, top first: penguin with fish, "
                                     "male hippo. 2 species, minus 4 at the end.")
    assert n.cell_line(view, 0, C("3C")) == "3C: orca, orca pool of 3."
    assert n.cell_line(view, 0, C("1D")) == "1D: empty field."
    assert n.cell_line(view, 0, C("3D")) == "3D: trainer."
    assert n.cell_line(view, 0, C("2F")) == "2F: not a field."
    assert n.cell_line(view, 0, C("2B"), T("orca-plain3")) == \
        "2B: empty field, legal for the orca."
    assert n.cell_line(view, 0, C("2E"), T("orca-plain3")) == \
        "2E: empty field, not for the orca."
    assert n.park_summary_line(view, 0) == ("Your park: 19 fields, 2 of 3 species. Workers: "
                                            "cashier and trainer on 3D. Depot: 2. Coins: 3.")


@pytest.mark.parametrize("lang", LANGS)
def test_brief_status_lines_fit_a_braille_line(lang: str) -> None:
    n, view = staged_view(lang)
    brief = AquarettoNarrator(n.l10n, n.players, "brief")
    lines = [brief.turn_line(view, 0), brief.turn_line(view, 1), brief.trucks_line(view),
             brief.stacks_line(view), brief.map_lines(view, 0)[0],
             brief.pools_lines(view, 0)[0], brief.hand_line(view),
             brief.depot_line(view, 0)]
    for line in lines:
        assert len(line) <= 40, line


# -- the end of the game ---------------------------------------------------------------------------

def ended(scores: tuple[int, ...], places: tuple[int, ...], tie_break: str,
          coins: tuple[int, ...]) -> tuple[ev.GameEnded, Outcome]:
    count = len(scores)
    details = {"animals": scores, "cashiers": (0,) * count, "keepers": (0,) * count,
               "trainers": (0,) * count, "depot": (0,) * count, "coins": coins}
    return ev.GameEnded(scores, places, tie_break), Outcome(scores, places, tie_break, details)


def test_result_reads_each_breakdown_places_and_winner() -> None:
    state = GAME.new_game(PLAYERS[:3], {}, 4).state
    park = park_of({"2C": "orca-plain1", "3C": "orca-plain2", "2D": "dolphin-plain1"},
                   trainers=["3D"])
    players = (PlayerState(park=park, coins=4, cashiers=1, depot=(T("hippo-male1"),)),
               PlayerState(coins=2), PlayerState(coins=0))
    over: AquarettoState = replace(state, players=players)
    view = GAME.view(over, 0)
    outcome = GAME.outcome(replace(over, phase=over.phase.OVER))
    assert outcome is not None
    event = ev.GameEnded(outcome.scores, outcome.places, outcome.tie_break)
    lines = narrator("en").event_lines(event, 0, view, outcome)
    assert lines[0] == "Game over. Final points. Anna: 8, Bot Green: 0, Bot Blue: 0."
    assert lines[1] == ("Anna: 8 points. Animals 3, cashiers 4, keepers 0, trainers 3, "
                        "depot minus 2.")
    assert lines[2] == "Bot Green: 0 points. Animals 0, cashiers 0, keepers 0, trainers 0, depot 0."
    assert lines[4] == "Places: 1: Anna, 2: Bot Green, 3: Bot Blue."
    assert lines[5] == "You win, Anna."
    assert narrator("cs").event_lines(event, 0, view, outcome)[-1] == \
        "Vyhrává Anna. Gratulujeme."


@pytest.mark.parametrize("lang", LANGS)
def test_tie_broken_by_coins_says_the_coins(lang: str) -> None:
    event, outcome = ended((20, 20, 9), (2, 1, 3), "coins", (3, 5, 0))
    last = narrator(lang).event_lines(event, 0, outcome=outcome)[-1]
    expected = {"en": "Anna and Bot Green both have 20 points; Bot Green wins with more coins, "
                      "5 against 3.",
                "cs": "Anna a Bot Green mají shodně 20 bodů; vyhrává Bot Green, protože má víc "
                      "mincí: 5, ostatní 3."}
    assert last == expected[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_shared_win_says_points_and_coins(lang: str) -> None:
    event, outcome = ended((20, 20), (1, 1), "shared", (2, 2))
    last = narrator(lang, 2).event_lines(event, 0, outcome=outcome)[-1]
    expected = {"en": "Shared win: Anna and Bot Green, 20 points and 2 coins each.",
                "cs": "O vítězství se dělí Anna a Bot Green: každý má 20 bodů a dvě mince."}
    assert last == expected[lang]


def test_unknown_verbosity_is_refused() -> None:
    with pytest.raises(ValueError):
        AquarettoNarrator(L10n("en"), PLAYERS[:2], "chatty")
