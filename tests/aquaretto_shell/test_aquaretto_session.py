"""The Aquaretto session at the keyboard, driven in-process with a scripted reader.

Legal cells and refusals against the rules core, the park questions, exploring,
money actions and their cancelling, boards, workers, truck tiles in the chosen
order, bad input, whole games answered with 1, saving, resuming and hot seat.
Expected texts are computed from the same message ids and from the narrator, so
a change of wording in the .ftl files does not break these tests, but a wrong
answer does.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import PlayerSpec
from accessible_games.core.save import load as load_save
from accessible_games.registry import get_game
from accessible_games.games.aquaretto.rules import (
    GAME, AquarettoState, BoardSize, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand,
    MoveDepotTile, MoveWorker, Phase, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker,
    TakeTruck, WorkerKind, WorkerSpot, cell_name, explain_cell, legal_cells, parse_cell,
    parse_tile,
)
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.park import Park, park_of
from accessible_games.games.aquaretto.rules.scoring import score_sheet
from accessible_games.games.aquaretto.rules.state import Source, TileTask, WorkerTask
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.games.aquaretto.session import (
    AquarettoSession, board_side, decision_entries,
)
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import Settings, autosave_path
from tests.harness import ANNA, BOB, BOT_BLUE, BOT_GREEN, PETR, RecordingSink, ScriptReader
from tests.harness import Harness as SharedHarness

T, C = parse_tile, parse_cell
Stage = Callable[[AquarettoState], AquarettoState]


class Harness(SharedHarness):
    """The shared harness at an Aquaretto table."""

    game_id = "aquaretto"

    def narrator(self, verbosity: str = "normal") -> AquarettoNarrator:
        return AquarettoNarrator(L10n(self.app.lang), self.match.players, verbosity)

    def state_at(self, read_no: int) -> AquarettoState:
        state: AquarettoState = self.snaps[read_no].state
        return state


play = Harness.play


# -- staging -------------------------------------------------------------------------------------

def with_player(state: AquarettoState, seat: int = 0, **changes: Any) -> AquarettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


PARK = park_of({"1C": "dolphin-plain1", "2C": "dolphin-plain2", "4E": "penguin-fish1"})
"""Dolphins at 1C and 2C, a penguin at 4E: the orca may start a pool, away from both."""


def placing(code: str = "orca-plain1", park: Park = PARK, source: Source = Source.TRUCK,
            hand: Sequence[str] = (), seller: int | None = None, **me: Any) -> Stage:
    """Stage: seat 0 is placing ``code`` from ``source`` into ``park``."""
    def stage(state: AquarettoState) -> AquarettoState:
        state = with_player(state, 0, park=park, **me)
        return replace(state, current=0, phase=Phase.PLACE_TILE,
                       tasks=(TileTask(T(code), source, seller),),
                       hand=tuple(T(c) for c in hand))
    return stage


def rich_turn(state: AquarettoState) -> AquarettoState:
    """Stage: seat 0 at the start of a turn with coins, a depot, a cashier; Bot Green's depot
    holds a dolphin."""
    state = with_player(state, 0, park=PARK, coins=5, depot=(T("hippo-male1"), T("orca-plain1")),
                        cashiers=1)
    return with_player(state, 1, depot=(T("dolphin-plain3"),))


# ---------------------------------------------------------------------------
# Placing a tile: legal cells, why, refusals
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_legal_cell_list_matches_the_core(lang: str) -> None:
    h = play(lang=lang, stage=placing())
    cells = legal_cells(PARK, T("orca-plain1"))
    assert cells, "the staged orca has legal cells"
    legal = GAME.legal_actions(h.start_state, 0)
    assert [a.cell for a in legal if isinstance(a, PlaceTile)] == list(cells)
    prompt = h.reply(0)[-len(legal) - 1:]
    assert prompt == h.narrator().prompt_lines(h.view(0, 1), 0, legal)
    assert prompt[1:-1] == [f"{n}: {cell_name(c)}" for n, c in enumerate(cells, 1)], \
        "more than 6 cells: one a line, each with its number and a colon"
    depot = {"en": "depot", "cs": "sklad"}[lang]
    assert prompt[-1] == f"{len(cells) + 1}: {depot}"


def test_the_placing_prompt_reads_like_the_design() -> None:
    h = play(stage=placing())
    assert h.reply(0)[-11:] == ["Place the orca, 10 choices:", "1: 2A", "2: 2E", "3: 3A",
                                "4: 3B", "5: 3D", "6: 4B", "7: 4C", "8: 5C", "9: 5D",
                                "10: depot"]
    assert h.reader.prompts[0].rstrip() == "Place the orca, 1 to 10:"


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("line", "cell"), [("1", None), ("3A", "3A"), ("a3", "3A")])
def test_a_number_or_a_cell_places_the_tile(lang: str, line: str, cell: str | None) -> None:
    h = play([line], lang=lang, stage=placing())
    target = legal_cells(PARK, T("orca-plain1"))[0] if cell is None else C(cell)
    assert h.played_after(1)[0] == (0, PlaceTile(target))
    placed = ev.TilePlaced(0, T("orca-plain1"), target, 1)
    assert h.narrator().event_lines(placed, 0, h.view(0))[0] in h.reply(1)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("cell", "reason"), [
    ("3C", "aquaretto-error-touches-other-species"), ("2C", "aquaretto-error-occupied"),
    ("2F", "aquaretto-error-not-a-field"), ("1A", "aquaretto-error-not-a-field"),
    ("4D", "aquaretto-error-touches-other-species"),
])
def test_why_cell_gives_the_core_reason(lang: str, cell: str, reason: str) -> None:
    h = play([f"why {cell}", cell.lower(), "proč " + cell], lang=lang, stage=placing())
    error = explain_cell(PARK, T("orca-plain1"), C(cell))
    assert error is not None and error.reason == reason
    expected = [h.narrator().error_line(error)]
    assert h.reply(1) == expected, "why 3C gives the reason"
    assert h.reply(2) == expected, "typing 3C is refused with the same reason"
    assert h.reply(3) == expected
    assert h.unchanged(1, 4)


def test_why_c3_is_the_sample_sentence() -> None:
    h = play(["why 3C"], stage=placing())
    assert h.reply(1) == ["3C is next to your dolphin pool at 2C; pools of different species "
                          "must not touch. Choose another cell."]


@pytest.mark.parametrize(("code", "cell", "reason"), [
    ("dolphin-plain3", "3E", "aquaretto-error-not-adjacent-to-pool"),
    ("hippo-plain1", "3A", "aquaretto-error-species-limit"),
])
def test_why_pool_rules(code: str, cell: str, reason: str) -> None:
    hippo = code.startswith("hippo")
    park = PARK.with_tile(C("2A"), T("crocodile-plain1")) if hippo else PARK
    # A truck tile with no legal cell goes to the depot by itself: a bought one is asked.
    source, seller = (Source.PURCHASE, 1) if hippo else (Source.TRUCK, None)
    h = play([f"why {cell}"], stage=placing(code, park=park, source=source, seller=seller))
    error = explain_cell(park, T(code), C(cell))
    assert error is not None and error.reason == reason
    assert h.reply(1) == [h.narrator().error_line(error)]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_why_a_legal_cell_says_what_it_would_do(lang: str) -> None:
    park = park_of({"1C": "orca-male1", "2C": "orca-plain1", "2D": "orca-plain2",
                    "3D": "orca-plain3"})
    h = play(["why 3C", "why 1"], lang=lang, stage=placing("orca-female1", park=park))
    n = h.narrator()
    assert h.reply(1) == [n.why_place_line(h.view(0), 0, T("orca-female1"), C("3C"))]
    assert h.unchanged(1, 3)
    if lang == "en":
        assert h.reply(1) == ["3C is legal: the female orca joins the orca pool, 5 tiles then. "
                              "Bonus: a worker. An offspring is born."]


def test_why_at_a_turn_explains_actions() -> None:
    h = play(["why 1", "why take 3", "why 2B", "why", "why xyzzy", "why discard"])
    assert h.reply(1) == [h.text("shell-aquaretto-why-legal",
                                 action=h.narrator().option_label(DrawTile(), h.view(0), 0))]
    error = GAME.explain(h.start_state, 0, TakeTruck(2))
    assert error is not None
    assert h.reply(2) == [h.narrator().error_line(error)]
    assert h.reply(3) == [h.text("shell-aquaretto-why-cell-not-now")]
    assert h.reply(4) == [h.text("shell-aquaretto-why-usage")]
    assert h.reply(5) == [h.text("shell-aquaretto-why-usage")]
    error = GAME.explain(h.start_state, 0, DiscardTile())
    assert error is not None and error.reason == "aquaretto-error-not-enough-coins"
    assert h.reply(6) == [h.narrator().error_line(error)]
    assert h.unchanged(1, 7)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_depot_word_puts_a_truck_tile_in_the_depot(lang: str) -> None:
    word = {"en": "depot", "cs": "sklad"}[lang]
    h = play([word], lang=lang, stage=placing())
    assert h.played_after(1) and h.played_after(1)[0] == (0, PlaceInDepot())


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("source", [Source.PURCHASE, Source.DEPOT, Source.OFFSPRING])
def test_depot_word_while_placing_is_the_place_not_a_question(lang: str, source: Source) -> None:
    """A tile that may not go to the depot: the word is refused with the core's reason,
    never answered with the depot's contents."""
    word = {"en": "depot", "cs": "sklad"}[lang]
    seller = 1 if source is Source.PURCHASE else None
    h = play([word], lang=lang, stage=placing(source=source, seller=seller,
                                              depot=(T("hippo-male1"),)))
    error = GAME.explain(h.start_state, 0, PlaceInDepot())
    assert error is not None and error.reason == "aquaretto-error-depot-not-allowed"
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.narrator().depot_line(h.view(0), 0) not in h.reply(1)
    assert h.unchanged(1, 2)


def test_depot_with_a_name_is_a_question() -> None:
    h = play(["depot me", "depot bot"], stage=placing(depot=(T("hippo-male1"),)))
    assert h.reply(1) == [h.narrator().depot_line(h.view(0), 0)]
    assert h.reply(2) == [h.narrator().depot_line(h.view(0), 1)]
    assert h.unchanged(1, 3)


# ---------------------------------------------------------------------------
# Questions and exploring: the right lines, and the turn is not used
# ---------------------------------------------------------------------------


def expected_answer(h: Harness, command: str) -> list[str]:
    n, view = h.narrator(), h.view(0)
    answers: dict[str, list[str]] = {
        "map": n.map_lines(view, 0), "pools": n.pools_lines(view, 0),
        "depot": [n.depot_line(view, 0)], "trucks": [n.trucks_line(view)],
        "stacks": [n.stacks_line(view)],
        "park-bot": [n.park_summary_line(view, 1), *n.map_lines(view, 1)[1:]],
        "map-bot": n.map_lines(view, 1), "pools-bot": n.pools_lines(view, 1),
        "depot-bot": [n.depot_line(view, 1)],
        "coins": [n.coins_line(view)], "scores": n.scores_lines(view),
        "hand": [n.hand_line(view)], "turn": [n.turn_line(view, 0)],
        "players": [n.players_line(view)], "table": n.table_lines(view),
        "cell": [n.cell_line(view, 0, C("2C"))],
        "help": [h.text("shell-aquaretto-help-1"), h.text("shell-aquaretto-help-2"),
                 h.text("shell-aquaretto-help-3", arrows="no"), h.text("shell-aquaretto-help-4")],
    }
    return answers[command]


QUERY_WORDS: list[tuple[str, str, str]] = [
    ("en", "map", "map"), ("cs", "mapa", "map"), ("en", "pools", "pools"),
    ("cs", "nádrže", "pools"), ("cs", "nadrze", "pools"), ("en", "pool", "pools"),
    ("en", "depot", "depot"), ("cs", "sklad", "depot"), ("en", "trucks", "trucks"),
    ("cs", "vozy", "trucks"), ("en", "stacks", "stacks"), ("cs", "hromádky", "stacks"),
    ("en", "park Bot Green", "park-bot"),
    ("en", "park bot", "park-bot"), ("cs", "zoopark Bot Green", "park-bot"),
    ("en", "park 2", "park-bot"), ("en", "map bot green", "map-bot"),
    ("en", "pools Bot", "pools-bot"), ("cs", "sklad bot", "depot-bot"),
    ("en", "coins", "coins"), ("cs", "mince", "coins"), ("en", "money", "coins"),
    ("en", "scores", "scores"), ("cs", "skóre", "scores"), ("en", "hand", "hand"),
    ("cs", "ruka", "hand"), ("en", "turn", "turn"), ("cs", "tah", "turn"),
    ("en", "players", "players"), ("cs", "hráči", "players"), ("en", "table", "table"),
    ("cs", "stůl", "table"), ("en", "cell 2C", "cell"), ("cs", "pole c2", "cell"),
    ("en", "2C", "cell"), ("en", "help", "help"), ("cs", "pomoc", "help"), ("en", "?", "help"),
]


@pytest.mark.parametrize(("lang", "line", "command"), QUERY_WORDS,
                         ids=[f"{lang}-{line}" for lang, line, _ in QUERY_WORDS])
def test_questions_answer_and_keep_the_turn(lang: str, line: str, command: str) -> None:
    h = play([line], lang=lang, stage=rich_turn)
    assert h.reply(1) == expected_answer(h, command)
    assert h.unchanged(1, 2)
    assert h.match.history == [] and h.match.state == h.start_state


def test_the_staged_park_is_what_the_map_reads() -> None:
    h = play(["map", "pools", "depot"], stage=rich_turn)
    assert "1C to 2C dolphin" in h.reply(1)[1] + h.reply(1)[2] or \
        "1C dolphin" in h.reply(1)[1]
    assert h.reply(1)[2] == "Row 2: 2A to 2B empty, 2C dolphin, 2D to 2E empty."
    assert h.reply(2)[1].startswith("Dolphin pool, 2 tiles: 1C and 2C.")
    assert h.reply(3) == ["Your depot, 2 tiles, top first: orca, male hippo. 2 species, "
                          "minus 4 at the end."]


def test_a_player_nobody_has_gets_one_line() -> None:
    h = play(["park Zorro", "map Zorro"])
    expected = [h.text("shell-aquaretto-no-such-player", name="Zorro",
                       players="Anna, Bot Green")]
    assert h.reply(1) == expected and h.reply(2) == expected
    assert h.unchanged(1, 3)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_explore_walks_the_grid_and_never_uses_a_turn(lang: str) -> None:
    words = {"en": ["explore", "n", "e", "s", "s", "w", "west", "back"],
             "cs": ["průzkum", "s", "v", "j", "dolů", "z", "západ", "zpět"]}[lang]  # s is sever
    h = play(words, lang=lang, stage=placing())
    n, view = h.narrator(), h.view(0)
    orca = T("orca-plain1")

    def cell(name: str) -> list[str]:
        return [n.cell_line(view, 0, C(name), orca)]

    assert h.reply(1) == [h.text("shell-aquaretto-explore-start", you="yes", name="Anna",
                                 arrows="no"), *cell("3C")]
    assert h.reply(2) == cell("2C")
    assert h.reply(3) == cell("2D")
    assert h.reply(4) == cell("3D")
    assert h.reply(5) == cell("4D")
    assert h.reply(6) == cell("4C")
    assert h.reply(7) == cell("4B")
    assert h.reply(8) == [h.text("shell-aquaretto-explore-end")]
    assert h.unchanged(1, 9)
    if lang == "en":
        assert h.reply(2) == ["2C: dolphin, dolphin pool of 2."]
        assert h.reply(4) == ["3D: empty field, legal for the orca."]
        assert h.reply(7) == ["4B: empty field, legal for the orca."]


def test_explore_names_empty_fields_and_cells_off_the_park() -> None:
    h = play(["explore 2E", "e", "explore 1A bot", "n"], stage=rich_turn)
    assert h.reply(1)[1] == "2E: empty field."
    assert h.reply(2) == [h.text("shell-aquaretto-explore-edge", cell="2E")]
    assert h.reply(3)[0] == h.text("shell-aquaretto-explore-start", you="no", name="Bot Green",
                                   arrows="no")
    assert h.reply(3)[1] == "1A: not a field."
    assert h.reply(4) == ["0A: not a field."]


def test_explore_stops_at_the_edge_of_the_named_grid() -> None:
    h = play(["explore -7C", "n", "s"])
    assert h.reply(2) == [h.text("shell-aquaretto-explore-edge", cell="-7C")]
    assert h.reply(3) == ["-6C: not a field."]


def test_directions_start_exploring_by_themselves() -> None:
    h = play(["n", "back", "back"])
    assert h.reply(1) == [h.narrator().cell_line(h.view(0), 0, C("2C"))]
    assert h.reply(2) == [h.text("shell-aquaretto-explore-end")]
    assert h.reply(3) == [h.text("shell-nothing-to-cancel")]


# ---------------------------------------------------------------------------
# Money actions, cancelling, boards, workers, tiles in the chosen order
# ---------------------------------------------------------------------------


def test_money_actions_are_numbered_with_their_costs() -> None:
    h = play([], stage=rich_turn)
    legal = GAME.legal_actions(h.start_state, 0)
    assert legal == [DrawTile(), MoveDepotTile(), MoveWorker(WorkerSpot(WorkerKind.CASHIER)),
                     BuyTile(1), DiscardTile(), Expand(BoardSize.SMALL), Expand(BoardSize.LARGE)]
    prompt = h.reply(0)[-2:]
    assert prompt == h.narrator().prompt_lines(h.view(0, 1), 0,
                                               decision_entries(Phase.TURN, legal))
    assert prompt[0] == ("Your turn, Anna. 5 coins. Trucks: 1 empty; 2 empty, 1 blocked; "
                         "3 empty, 2 blocked.")
    assert prompt[1] == "Choose: 1: add a tile to a truck; 2: money actions, 6 choices."
    assert h.reader.prompts[0].rstrip() == "Action, 1 to 2:"
    h = play(["2"], stage=rich_turn)
    assert h.reply(1) == ["Money actions, 6 choices:",
                          "1: move orca from your depot to the park, 1 coin",
                          "2: move your cashier, 1 coin",
                          "3: buy dolphin from Bot Green's depot, 2 coins",
                          "4: discard orca from your depot, 2 coins",
                          "5: add a small board, 1 coin",
                          "6: add a large board, 2 coins",
                          "Back returns to the whole list."]
    assert h.reader.prompts[1].rstrip() == "Money action, 1 to 6:"


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("script", [["2 1", "back"], ["move depot", BACK], ["2 1", "cancel"],
                                    ["2 3", "zpět"], ["buy bot", BACK], ["2 2", "back"],
                                    ["2 5", "back"], ["expand large", BACK]])
def test_back_or_escape_cancels_a_money_action(lang: str, script: list[str]) -> None:
    h = play(script, lang=lang, stage=rich_turn)
    assert [a for _, a in h.match.history][-1] == Cancel()
    assert h.match.state.phase is Phase.TURN
    assert h.match.state.players == h.start_state.players, "nothing was paid or moved"
    assert h.text("shell-aquaretto-cancelled") in h.reply(2)
    assert h.reply(2)[-1] == h.narrator().prompt_lines(h.view(0), 0, decision_entries(
        Phase.TURN, GAME.legal_actions(h.match.state, 0)))[-1], "the turn is asked again"


def test_cancel_is_offered_by_number_too() -> None:
    h = play(["2 1"], stage=rich_turn)
    prompt = h.reply(1)[-1]
    count = len(legal_cells(PARK, T("orca-plain1")))
    assert prompt == f"{count + 1}: cancel"
    h = play(["2 1", str(count + 1)], stage=rich_turn)
    assert h.match.history[-1] == (0, Cancel())


def test_buy_then_place_pays_the_seller() -> None:
    h = play(["buy bot green", "2B"], stage=rich_turn)
    assert h.match.history[:2] == [(0, BuyTile(1)), (0, PlaceTile(C("2B")))]
    bought = ev.TileBought(0, 1, T("dolphin-plain3"), C("2B"), 3, 3, 2)
    assert h.narrator().event_lines(bought, 0, h.view(0))[0] in h.reply(2)
    bonus = ev.BonusCoin(0, T("dolphin-plain3").species, 3, 4)  # type: ignore[arg-type]
    assert h.narrator().event_lines(bonus, 0)[0] in h.reply(2)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_back_in_a_committed_step_says_it_cannot_be_cancelled(lang: str) -> None:
    h = play(["back", BACK], lang=lang, stage=placing())
    assert h.reply(1) == [h.text("shell-aquaretto-cannot-cancel")]
    assert h.reply(2) == [h.text("shell-aquaretto-cannot-cancel")]
    assert h.unchanged(1, 3)


def loaded(*trucks: Sequence[str], coins: int = 1) -> Stage:
    """Stage: seat 0's turn with the trucks holding ``trucks`` (codes) and ``coins``."""
    def stage(state: AquarettoState) -> AquarettoState:
        state = with_player(state, 0, park=PARK, coins=coins)
        filled = tuple(replace(t, tiles=tuple(T(c) for c in codes))
                       for t, codes in zip(state.trucks, [*trucks, *[()] * len(state.trucks)]))
        return replace(state, current=0, phase=Phase.TURN, tasks=(), trucks=filled)
    return stage


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_word_that_picks_nothing_says_why(lang: str) -> None:
    """take, buy, move and expand alone: none allowed says why (the core's reason when it
    is the same for all, as for coins), several allowed says which, with their numbers."""
    words = {"en": ["take", "buy", "move", "expand"],
             "cs": ["vzít", "koupit", "přesunout", "rozšířit"]}[lang]
    h = play(words[:3], lang=lang, stage=loaded(coins=1))
    n = h.narrator()
    assert h.reply(1) == [h.text("shell-aquaretto-none-allowed", what="take")]
    coins = GAME.explain(h.start_state, 0, BuyTile(1))
    assert coins is not None and coins.reason == "aquaretto-error-not-enough-coins"
    assert h.reply(2) == [n.error_line(coins)]
    depot = GAME.explain(h.start_state, 0, MoveDepotTile())
    assert depot is not None and h.reply(3) == [n.error_line(depot)]
    assert h.text("shell-aquaretto-word-not-now") not in h.lines()
    assert h.unchanged(1, 4)
    poor = play(words[3:], lang=lang, stage=loaded(["orca-plain1"], coins=0))
    small = GAME.explain(poor.start_state, 0, Expand(BoardSize.SMALL))
    assert small is not None and small.reason == "aquaretto-error-not-enough-coins"
    assert poor.reply(1) == [n.error_line(small)]
    assert poor.unchanged(1, 2)
    two = play(words[:1], lang=lang, stage=loaded(["orca-plain1"], ["dolphin-plain3"]))
    view = two.view(0, 1)
    labels = [two.text("shell-aquaretto-which-entry", typed=str(number),
                       action=n.option_label(TakeTruck(truck), view, 0))
              for number, truck in ((2, 0), (3, 1))]
    assert two.reply(1) == [two.text("shell-aquaretto-which", options="; ".join(labels))]
    assert two.unchanged(1, 2)


def test_a_small_board_many_placements_by_side_then_by_number() -> None:
    h = play(["expand small", "2", "back", "2F", "1"], stage=rich_turn)
    placements = [a for a in GAME.legal_actions(h.state_at(2), 0) if isinstance(a, PlaceBoard)]
    assert len(placements) == 48
    groups = [(side, sum(1 for p in placements if board_side(p.cells) == side))
              for side in ("above", "right", "below", "left")]
    sides = h.reply(1)
    assert sides == h.narrator().board_sides_lines(BoardSize.SMALL, 48, groups, True)
    assert sides[0] == ("Place the small board, 48 placements. Choose a side, or type a cell "
                        "it should cover.")
    assert sides[1] == "Sides, 5 choices:"
    assert sides[2].startswith("1: above the park, ") and sides[2].endswith(" placements")
    assert sides[-1] == "5: cancel"
    assert h.reader.prompts[1].rstrip() == "Small board, side, 1 to 5:"
    right = [p for p in placements if board_side(p.cells) == "right"]
    listed = h.reply(2)
    assert listed[0] == f"Place the small board, {len(right)} choices:"
    assert listed[1].startswith("1: covering ")
    assert listed[-1] == "Back returns to the whole list."
    assert len(listed) == len(right) + 2, "each placement on a line of its own"
    assert h.reader.prompts[2].rstrip() == f"Small board right, 1 to {len(right)}:"
    assert h.reply(3) == sides, "back leaves the side list"
    covering = [p for p in placements if C("2F") in p.cells]
    assert h.reply(4)[0] == f"Place the small board, {len(covering)} choices:"
    assert h.reader.prompts[4].rstrip() == f"Small board on 2F, 1 to {len(covering)}:"
    assert h.played_after(5)[0] == (0, covering[0])
    expanded = [line for line in h.reply(5) if "new fields" in line]
    assert expanded and "2F" in expanded[0]


def test_a_board_placement_typed_as_cells() -> None:
    h = play(["expand large", "2F 2G 3F 3G"], stage=rich_turn)
    assert h.played_after(2)[0] == (0, PlaceBoard(frozenset(C(c) for c in ("2F", "2G", "3F",
                                                                            "3G"))))
    assert any(line.startswith("You add a large board for 2 coins: new fields 2F, 2G, 3F "
                               "and 3G.") for line in h.reply(2))


def test_a_cell_no_board_covers() -> None:
    h = play(["expand small", "3C"], stage=rich_turn)
    assert h.reply(2) == [h.text("shell-aquaretto-board-none-covers", cell="3C")]
    assert h.unchanged(2, 3)


def worker_stage(state: AquarettoState) -> AquarettoState:
    state = with_player(state, 0, park=PARK, coins=2)
    return replace(state, current=0, phase=Phase.PLACE_WORKER, tasks=(WorkerTask(),))


@pytest.mark.parametrize(("line", "spot"), [
    ("1", WorkerSpot(WorkerKind.CASHIER)), ("cashier", WorkerSpot(WorkerKind.CASHIER)),
    ("ošetřovatel", WorkerSpot(WorkerKind.KEEPER)), ("manager", WorkerSpot(WorkerKind.MANAGER)),
    ("trainer 2B", WorkerSpot(WorkerKind.TRAINER, C("2B"))),
    ("3B", WorkerSpot(WorkerKind.TRAINER, C("3B"))),
])
def test_workers_list_their_places_and_take_one(line: str, spot: WorkerSpot) -> None:
    h = play([line], stage=worker_stage)
    legal = GAME.legal_actions(h.start_state, 0)
    lines = h.narrator().prompt_lines(h.view(0, 1), 0, legal)
    assert h.reply(0)[-len(lines):] == lines
    assert lines[:5] == ["Place the new worker, 19 choices:", "1: cashier, 2 points",
                         "2: keeper, 1 point", "3: manager, 0 points", "4: trainer on 1B, 2 points"]
    assert h.reader.prompts[0].rstrip() == "New worker, 1 to 19:"
    assert h.played_after(1)[0] == (0, PlaceWorker(spot))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_worker_choices_show_their_points_and_why_tells_the_rule(lang: str) -> None:
    """Each place in the worker list carries the points the worker would score there if the
    game ended now, which is what the score gains by placing it; why N says the points and
    the rule."""
    why = {"en": "why", "cs": "proč"}[lang]
    legal = GAME.legal_actions(worker_stage(Harness().match.state), 0)
    script = [f"{why} {number}" for number in range(1, len(legal) + 1)]
    h = play(script, lang=lang, stage=worker_stage)
    n, view = h.narrator(), h.view(0, 1)
    before = score_sheet(h.start_state.players[0]).total
    for number, action in enumerate(legal, 1):
        assert isinstance(action, PlaceWorker)
        after = GAME.apply(h.start_state, 0, action).state.players[0]
        points = score_sheet(after).total - before
        assert points == n.worker_points(view, 0, action.spot)
        label = n.option_label(action, view, 0)
        assert label == h.text("aquaretto-worker-option", worker=n.worker(action.spot),
                               points=points)
        assert any(line.endswith(f"{number}: {label}") for line in h.reply(0))
        assert h.reply(number) == [n.why_worker_line(view, 0, action.spot)]
        assert label in h.reply(number)[0]
    trainer = WorkerSpot(WorkerKind.TRAINER, C("2B"))
    assert n.worker_points(view, 0, trainer) == 2
    assert h.unchanged(1, len(legal) + 1)


def test_a_moving_cashier_counts_the_coin_the_move_costs() -> None:
    """Moving a worker to the cash desk: the move's coin is paid first."""
    def stage(state: AquarettoState) -> AquarettoState:
        state = with_player(state, 0, park=PARK.with_trainers(frozenset({C("2B")})), coins=4)
        return replace(state, current=0, phase=Phase.PLACE_WORKER,
                       tasks=(WorkerTask(WorkerSpot(WorkerKind.TRAINER, C("2B"))),))
    h = play([], stage=stage)
    n, view = h.narrator(), h.view(0)
    assert n.worker_points(view, 0, WorkerSpot(WorkerKind.CASHIER)) == 3
    assert "1: cashier, 3 points" in h.reply(0)


def test_a_worker_on_a_tile_is_refused_with_the_reason() -> None:
    h = play(["2C", "trainer 1C"], stage=worker_stage)
    error = GAME.explain(h.start_state, 0, PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("2C"))))
    assert error is not None
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.unchanged(1, 3)


def choosing(state: AquarettoState) -> AquarettoState:
    state = with_player(state, 0, park=PARK)
    return replace(state, current=0, phase=Phase.CHOOSE_TILE, tasks=(),
                   hand=(T("orca-plain1"), T("sea-lion-male1"), T("dolphin-plain3")))


@pytest.mark.parametrize(("line", "code"), [("1", "orca-plain1"), ("sea lion", "sea-lion-male1"),
                                            ("lachtan", "sea-lion-male1"),
                                            ("delfín", "dolphin-plain3")])
def test_truck_tiles_are_placed_in_the_chosen_order(line: str, code: str) -> None:
    h = play([line], stage=choosing)
    assert h.reply(0)[-1] == "Which tile next? 1: orca, 2: male sea lion, 3: dolphin."
    assert h.played_after(1)[0] == (0, ChooseTile(T(code)))
    tile = h.narrator().tile(T(code), 'acc')
    assert any(line.startswith(f"Place the {tile}") for line in h.reply(1))


FULL_PARK = park_of({"1A": "dolphin-plain1", "1C": "orca-plain1", "1E": "penguin-fish1"})
"""Three species, the limit: a hippo or a turtle has no legal cell."""


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_truck_tiles_that_all_go_to_the_depot_are_not_asked(lang: str) -> None:
    """No cell is legal for any tile of the truck: no "which tile next" question, one line
    says they all go to the depot, in the truck's order."""
    hand = ("hippo-plain1", "turtle-fish1", "hippo-male1")

    def stage(state: AquarettoState) -> AquarettoState:
        state = with_player(state, 0, park=FULL_PARK)
        return replace(state, current=0, phase=Phase.CHOOSE_TILE, tasks=(),
                       hand=tuple(T(c) for c in hand))
    h = play(["turn"], lang=lang, stage=stage)
    assert h.match.state.players[0].depot == tuple(T(c) for c in hand)
    n = h.narrator()
    line = n.all_to_depot_line(0, 0, [T(c) for c in hand], 3)
    assert line in h.reply(0)
    assert h.reply(0).count(line) == 1
    which = n.prompt_lines(h.game.view(h.start_state, 0), 0,
                           GAME.legal_actions(h.start_state, 0))
    assert not set(which) & set(h.lines())
    assert not [s for s in h.sink.said if s.read_no == 0 and "depot" in s.text
                and s.text != line and lang == "en"]


def test_a_single_choice_is_made_for_the_player_in_one_line() -> None:
    """Every truck but one taken, nothing to draw, no coins: the one truck is taken at once
    with a line saying so."""
    def stage(state: AquarettoState) -> AquarettoState:
        state = with_player(state, 0, park=PARK, coins=0)
        trucks = (replace(state.trucks[0], tiles=(T("orca-plain1"), T("orca-plain2"),
                                                  T("dolphin-plain3"))),
                  *(replace(t, taken_by=seat) for seat, t in enumerate(state.trucks[1:], 1)))
        return replace(state, current=0, phase=Phase.TURN, tasks=(), trucks=trucks)
    h = play([], players=[ANNA, BOT_GREEN, BOT_BLUE], stage=stage)
    assert GAME.legal_actions(h.start_state, 0) == [TakeTruck(0)]
    assert h.match.history[0] == (0, TakeTruck(0))
    label = h.narrator().option_label(TakeTruck(0), h.game.view(h.start_state, 0), 0)
    texts = [said.text for said in h.said_before(1)]
    only = h.text("shell-aquaretto-only-choice", action=label)
    assert texts.count(only) == 1
    assert not [line for line in texts if line.startswith(h.text("aquaretto-prompt-turn",
                                                                 options="")[:6])]


def test_a_species_not_on_the_truck() -> None:
    h = play(["hippo", "orca"], stage=choosing)
    error = GAME.explain(h.start_state, 0, ChooseTile(T("hippo-plain1")))
    assert error is not None
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.played_after(2)[0] == (0, ChooseTile(T("orca-plain1")))


def test_load_truck_by_number_or_truck_word() -> None:
    h = play(["1", "truck 2"])
    assert h.match.history[:2] == [(0, DrawTile()), (0, h.match.history[1][1])]
    assert h.match.history[1][1].truck == 1


# ---------------------------------------------------------------------------
# Bad input: exactly one localised line, and the game unchanged
# ---------------------------------------------------------------------------


def garbage(size: int, seed: int) -> str:
    rng = random.Random(seed)
    controls = [chr(i) for i in range(32) if i not in (10, 13, 27)] + ["\x7f"]
    printable = [chr(i) for i in range(33, 127)] + [" "] * 6
    return "~" + "".join(rng.choice(printable) if rng.random() < 0.8 else rng.choice(controls)
                         for _ in range(size))


BAD_INPUT: list[tuple[str, Callable[[Harness], list[str]]]] = [
    ("xyzzy", lambda h: [h.text("shell-unknown-command", word="xyzzy")]),
    ("99", lambda h: [h.text("shell-number-out-of-range", number=99, count=len(h.session.menu))]),
    ("0", lambda h: [h.text("shell-number-out-of-range", number=0, count=len(h.session.menu))]),
    ("", lambda h: [h.text("shell-empty-line")]),
    ("   \t ", lambda h: [h.text("shell-empty-line")]),
    ("orca", lambda h: [h.text("shell-aquaretto-word-not-now")]),
    ("sea turtle", lambda h: [h.text("shell-aquaretto-word-not-now")]),
    ("cashier", lambda h: [h.text("shell-aquaretto-word-not-now")]),
    ("ex", lambda h: [h.text("shell-ambiguous", word="ex",
                             candidates=", ".join(h.app.vocabulary.parse("ex").candidates))]),
    ("take 9", lambda h: [h.narrator().error_line(IllegalAction(
        "aquaretto-error-no-such-truck", {"truck": 9, "trucks": 2 + 1}))]),
    ("Q5", lambda h: [h.text("shell-unknown-command", word="Q5")]),
    ("²", lambda h: [h.text("shell-unknown-command", word="²")]),
    ("back", lambda h: [h.text("shell-nothing-to-cancel")]),
    (BACK, lambda h: [h.text("shell-nothing-to-cancel")]),
    ("cell", lambda h: [h.text("shell-aquaretto-cell-usage")]),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("line", "expected"), BAD_INPUT, ids=[repr(x) for x, _ in BAD_INPUT])
def test_bad_input_gets_one_line_and_changes_nothing(lang: str, line: str,
                                                     expected: Callable[[Harness], list[str]]
                                                     ) -> None:
    h = play([line, "trucks"], lang=lang)
    assert h.reply(1) == expected(h)
    assert h.unchanged(1, 3)
    assert h.reply(2) == [h.narrator().trucks_line(h.view(0))], "the game goes on"


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("seed", [1, 2])
def test_ten_kilobytes_of_garbage(lang: str, seed: int) -> None:
    h = play([garbage(10_240, seed), "trucks"], lang=lang, stage=placing())
    assert len(h.reply(1)) == 1 and len(h.reply(1)[0]) < 200
    assert h.unchanged(1, 3)


def test_bad_input_while_placing() -> None:
    h = play(["99", "9Z", "xyzzy", "", "n"], stage=placing())
    count = len(GAME.legal_actions(h.start_state, 0))
    assert h.reply(1) == [h.text("shell-number-out-of-range", number=99, count=count)]
    error = explain_cell(PARK, T("orca-plain1"), C("9Z"))
    assert error is not None
    assert h.reply(2) == [h.narrator().error_line(error)]
    assert h.reply(3) == [h.text("shell-unknown-command", word="xyzzy")]
    assert h.reply(4) == [h.text("shell-empty-line")]
    assert h.unchanged(1, 5)


# ---------------------------------------------------------------------------
# Whole games, saving, resuming, hot seat
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "count"), [("en", 2), ("cs", 3), ("en", 4), ("cs", 5)])
def test_answering_1_everywhere_completes_a_whole_game(lang: str, count: int) -> None:
    bots = [BOT_GREEN, BOT_BLUE, PlayerSpec("Bot Red", "random"), PlayerSpec("Bot Y", "greedy")]
    h = play(lang=lang, players=[ANNA, *bots[:count - 1]], seed=count, when_done="1")
    assert h.exit == 0 and h.match.is_over()
    outcome = h.match.outcome()
    assert outcome is not None
    ended = [e for e in [ev.GameEnded(outcome.scores, outcome.places, outcome.tie_break)]]
    result = h.narrator().event_lines(ended[0], 0, h.view(0), outcome)
    assert h.lines()[-len(result):] == result
    assert [s.kind for s in h.sink.said][-1] == "final"
    assert not autosave_path().exists(), "a finished game leaves no autosave"


def test_all_bots_play_a_whole_game_to_the_end() -> None:
    h = play(players=[BOT_GREEN, BOT_BLUE, PlayerSpec("Bot Red", "random")], seed=3)
    assert h.exit == 0 and h.match.is_over() and h.reader.reads == 0


@pytest.mark.parametrize("verbosity", ["brief", "full"])
def test_other_verbosities_play_through(verbosity: str) -> None:
    h = play(["map", "pools", "scores"], verbosity=verbosity, when_done="1", seed=9)
    assert h.exit == 0 and h.match.is_over()
    assert h.reply(3) == h.narrator(verbosity).scores_lines(h.view(0, 3))


@pytest.mark.parametrize(("lang", "word"), [("en", "quit"), ("cs", "konec")])
def test_quit_saves_and_resume_continues(lang: str, word: str) -> None:
    h = play(["1", "1", word], lang=lang, seed=4)
    assert h.exit == 0
    assert h.reply(3) == [h.text("shell-saved-resume-hint")]
    match, _meta = load_save(autosave_path(), get_game)
    assert match.state == h.match.state and match.history == h.match.history
    reader = ScriptReader(["turn"], "eof")
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    assert AquarettoSession(app, match, resumed=True).run() == 0
    said = [s.text for s in sink.said]
    assert said[0] == L10n(lang)("shell-resumed", {
        "game": L10n(lang)("game-name-aquaretto"), "turn": match.state.turn, "count": 0,
        "names": ""})
    narrator = AquarettoNarrator(L10n(lang), match.players)
    assert narrator.turn_line(match.view(0), 0) in said


@pytest.mark.parametrize("verbosity", ["normal", "brief", "full"])
def test_resume_reads_the_trucks_once(verbosity: str) -> None:
    """The summary reads the table with the trucks; the first turn's prompt then says whose
    turn it is without reading them again; a later turn's prompt reads them."""
    first = play(["1", "1"], seed=4)
    h = Harness(["1", "1"], match=first.match, verbosity=verbosity).run()
    n, view = h.narrator(verbosity), h.view(0, 1)
    assert view.phase is Phase.TURN and view.current == 0
    entry = n.truck_entry(1, view.trucks[0])
    summary = " ".join(h.reply(0))
    assert summary.count(entry) == 1
    assert n.turn_line(view, 0) in summary
    later = [s.text for s in h.sink.said if s.kind == "prompt" and s.read_no == 2]
    assert set(n.turn_status_lines(h.view(0, 3), 0)) <= set(later)


def test_ctrl_d_saves_and_exits_0() -> None:
    h = play(["1"])
    assert h.exit == 0 and autosave_path().exists()
    assert h.lines()[-1] == h.text("shell-saved-resume-hint")


def test_hot_seat_passes_the_keyboard_to_each_human() -> None:
    h = Harness(players=[ANNA, BOB, BOT_GREEN], when_done="1", seed=2)
    h.reader.limit = 40
    with pytest.raises(RuntimeError):
        h.session.run()
    prompts = [s.text for s in h.sink.said if s.kind == "prompt"]
    assert "Your turn, Anna. 1 coin." in prompts
    assert any(line.startswith("Your turn, Bob.") for line in prompts)


def test_hot_seat_public_lines_name_the_players_and_never_say_you() -> None:
    """Two humans at one keyboard: the opening, the rounds, every event, players and the
    result name the players; the same game with one human says "you"."""
    h = play(["players"], players=[ANNA, PETR], when_done="1", seed=8)
    assert h.match.is_over()
    n = h.narrator()
    setup = h.match.setup_events
    assert h.lines()[:len(setup)] == n.turn_lines(setup, None, h.view(None))[:len(setup)]
    assert h.lines()[0].endswith("Anna starts.") and "(you)" not in h.lines()[0]
    assert h.reply(1) == [n.players_line(h.view(0))] == ["2 players: Anna and Petr."]
    public = [s.text for s in h.sink.said if s.kind in ("event", "final")]
    assert public and not [line for line in public
                           if re.search(r"\b(you|your)\b", line, re.IGNORECASE)]
    result = n.event_lines(_game_ended(h), None, h.view(None), h.match.outcome())
    assert result and set(result) <= set(public)
    single = play(["players"], players=[ANNA, BOT_GREEN], seed=8)
    assert single.lines()[0].endswith("You start.") and "Anna (you)" in single.lines()[0]
    assert single.reply(1) == [single.narrator().players_line(single.view(0))]
    assert "Anna (you)" in single.reply(1)[0]


def _game_ended(h: Harness) -> ev.GameEnded:
    """Return the match's GameEnded event, made again from its outcome."""
    outcome = h.match.outcome()
    assert outcome is not None
    return ev.GameEnded(outcome.scores, outcome.places, outcome.tie_break)


# ---------------------------------------------------------------------------
# Shared commands inside an Aquaretto game
# ---------------------------------------------------------------------------


def test_settings_mid_game_switch_to_brief_and_the_prompt_follows() -> None:
    h = play(["settings", "2", "1", "", "turn"])
    brief = h.narrator("brief")
    assert h.reply(4)[0] == h.text("shell-settings-closed")
    assert h.reply(4)[1:] == brief.prompt_lines(h.view(0, 4), 0,
                                                GAME.legal_actions(h.state_at(4), 0))
    assert h.reply(5) == [brief.turn_line(h.view(0, 5), 0)]
    assert len(h.reply(5)[0]) <= 40
    assert h.unchanged(1, 6)


def test_settings_mid_game_switch_to_czech() -> None:
    h = play(["settings", "1", "2", "", "map"])
    assert h.app.lang == "cs"
    assert h.reply(5) == h.narrator().map_lines(h.view(0, 5), 0)
    assert h.reply(5)[0].startswith("Tvůj zoopark")


@pytest.mark.parametrize(("lang", "word"), [("en", "save"), ("cs", "uložit")])
def test_save_writes_a_loadable_autosave(lang: str, word: str) -> None:
    h = play(["1", word], lang=lang)
    assert h.reply(2) == [h.text("shell-saved")]
    match, _meta = load_save(autosave_path(), get_game)
    assert match.history == h.match.history


def test_stop_and_repeat_keep_the_turn() -> None:
    h = play(["stop", "repeat", "r"], stage=rich_turn)
    assert h.reply(1) == []
    prompt = h.narrator().prompt_lines(h.view(0), 0, decision_entries(
        Phase.TURN, GAME.legal_actions(h.start_state, 0)))
    assert h.reply(2) == prompt and h.reply(3) == prompt
    assert h.unchanged(1, 4)


def test_rules_open_the_overview_then_read_on() -> None:
    h = play(["rules", "more"])
    overview = [h.text("aquaretto-rules-overview-title"), h.text("aquaretto-rules-overview-1")]
    assert h.reply(1)[:2] == overview
    assert h.reply(2) == [h.text("aquaretto-rules-overview-2")]
    assert h.unchanged(1, 3)
