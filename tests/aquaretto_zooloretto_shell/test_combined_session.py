"""The session of Aquaretto and Zooloretto combined, driven in-process with scripted input.

Drawing from a chosen game's stack, the truck rules explained by why (a truck keeps
the game of its first tile, a truck is kept for each game, no truck before both games
have one), every question naming the zoo or the water park, a step in one zoo asked
and answered in that game's own words, money actions behind their own list, back and
cancel, an expansion board by side of the park, and whole games with the final result
of both zoos and their totals, saved and resumed.  Expected texts come from the same
message ids and narrators, so a change of wording breaks nothing but a wrong answer does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.save import load as load_save
from accessible_games.registry import get_game
from accessible_games.games.aquaretto.rules.actions import Cancel as WaterCancel
from accessible_games.games.aquaretto.rules.actions import Expand as WaterExpand
from accessible_games.games.aquaretto.rules.actions import PlaceBoard, PlaceInDepot, PlaceTile
from accessible_games.games.aquaretto.rules.actions import ChooseTile
from accessible_games.games.aquaretto.rules.geometry import BoardSize
from accessible_games.games.aquaretto.rules.park import park_of
from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, CombinedState, DrawFrom, LoadTruck, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.zooloretto.rules.actions import Cancel as ZooCancel
from accessible_games.games.zooloretto.rules.actions import MoveFromBarn, PlaceInBarn
from accessible_games.games.aquaretto_zooloretto.narration import CombinedNarrator
from accessible_games.games.aquaretto_zooloretto.rules.events import GameEnded
from accessible_games.narration.l10n import L10n
from accessible_games.shell.settings import autosave_path
from accessible_games.registry import rules_book
from tests.harness import ANNA, BOB, BOT_BLUE, BOT_GREEN
from tests.harness import Harness as SharedHarness

ZOO, WATER = Supply.ZOO, Supply.WATER
Stage = Callable[[CombinedState], CombinedState]


class Harness(SharedHarness):
    """The shared harness at a combined table (three seats unless told)."""

    game_id = "aquaretto-zooloretto"
    players = (ANNA, BOT_GREEN, BOT_BLUE)

    def narrator(self) -> CombinedNarrator:
        return CombinedNarrator(L10n(self.app.lang), self.match.players)

    def view(self, read_no: int, seat: int | None = 0) -> Any:  # type: ignore[override]
        return GAME.view(self.snaps[read_no].state, seat)

    def asked(self, read_no: int) -> str:
        """Return the prompt read ``read_no + 1`` showed: the question said in reply
        ``read_no``, without the space the reader adds."""
        return self.reader.prompts[read_no].rstrip()

    def error(self, read_no: int, action: Any) -> str:
        """Return the refusal of ``action`` in the state at read ``read_no``."""
        error = GAME.explain(self.snaps[read_no].state, 0, action)
        assert error is not None, action
        return self.narrator().error_line(error)


play = Harness.play


# -- staging -------------------------------------------------------------------------------------

def zoo_trucks(table: SimpleNamespace) -> Stage:
    """Stage: truck 1 carries a camel and truck 2 a panda; the third is empty."""
    def stage(state: CombinedState) -> CombinedState:
        return table.load_trucks(state, {0: (table.zt("camel-male1"),),
                                         1: (table.zt("panda-male1"),)})
    return stage


def both_trucks(table: SimpleNamespace, coins: int = 2) -> Stage:
    """Stage: truck 1 carries a camel (zoo), truck 2 an orca (water park)."""
    def stage(state: CombinedState) -> CombinedState:
        state = table.load_trucks(state, {0: (table.zt("camel-male1"),),
                                          1: (table.wt("orca-male1"),)})
        return table.set_coins(state, 0, coins)
    return stage


# ---------------------------------------------------------------------------
# Drawing and loading
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "line"), [("en", "draw water"), ("cs", "otočit voda"),
                                            ("en", "2"), ("cs", "přidat vodní zoopark")])
def test_draw_from_the_chosen_game(lang: str, line: str) -> None:
    h = play([line], lang=lang)
    assert h.played_after(1)[0] == (0, DrawFrom(WATER))
    first = h.reply(0)
    view = h.view(1)
    labels = [h.narrator().option_label(a, view, 0) for a in GAME.legal_actions(
        h.start_state, 0)]
    assert f"1: {labels[0]}" in first and f"2: {labels[1]}" in first
    assert h.asked(0) == h.text("common-prompt-range", what=h.text(
        "aquaretto-zooloretto-ask-turn"), count=3)
    if lang == "en":
        assert "1: draw a zoo tile, 90 left" in first and h.asked(0) == "Play, 1 to 3:"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_draw_without_naming_a_game_asks_which(lang: str) -> None:
    word = "draw" if lang == "en" else "otočit"
    h = play([word], lang=lang)
    assert h.unchanged(1)
    assert h.reply(1) == [h.text("shell-aquaretto-zooloretto-which-place")]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_truck_is_kept_for_each_game_and_why_says_so(lang: str,
                                                       table: SimpleNamespace) -> None:
    """Trucks 1 and 2 carry zoo tiles: a drawn zoo tile may not go on truck 3."""
    truck = "truck" if lang == "en" else "vůz"
    h = play(["draw zoo", f"why {truck} 3", "truck 3", "why 1", "1"], lang=lang,
             stage=zoo_trucks(table))
    assert h.snaps[2][1].phase is Phase.LOAD_TRUCK
    assert GAME.legal_actions(h.snaps[2][1], 0) == [LoadTruck(0), LoadTruck(1)]
    kept = h.error(2, LoadTruck(2))
    assert h.reply(2) == [kept]
    assert h.reply(3) == [kept] and h.unchanged(3)
    if lang == "en":
        assert kept == ("Truck 3 is kept for water park tiles: each round needs a truck for "
                        "each game, and no other truck can carry them.")
    assert h.reply(4) == [h.text("shell-aquaretto-zooloretto-why-legal",
                                 action=h.narrator().option_label(LoadTruck(0), h.view(4), 0))]
    assert h.played_after(5)[0] == (0, LoadTruck(0))


def test_why_a_number_means_the_list_item_only(table: SimpleNamespace) -> None:
    """Truck 1 carries a camel; a drawn orca may go on truck 2 or 3: "why 1" is about
    item 1 of the list, truck 2, and not about truck 1 too."""
    def stage(state: CombinedState) -> CombinedState:
        state = table.load_trucks(state, {0: (table.zt("camel-male1"),)})
        return table.on_top(state, table.wt("orca-male1"))
    h = play(["draw water", "why 1", "why truck 1"], stage=stage)
    assert GAME.legal_actions(h.snaps[2].state, 0) == [LoadTruck(1), LoadTruck(2)]
    assert h.reply(2) == [h.narrator().why_load_line(h.view(2), 1)]
    assert h.reply(3) == [h.error(3, LoadTruck(0))]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_truck_keeps_the_game_of_its_first_tile(lang: str, table: SimpleNamespace) -> None:
    """Truck 2 carries an orca: a zoo tile may not join it; an empty truck would take the
    zoo tile and become a zoo truck."""
    def stage(state: CombinedState) -> CombinedState:
        state = table.load_trucks(state, {1: (table.wt("orca-male1"),)})
        return table.on_top(state, table.zt("camel-male1"))
    h = play(["draw zoo", "why truck 2", "why 1", "1"], lang=lang, stage=stage)
    other = h.error(2, LoadTruck(1))
    assert h.reply(2) == [other]
    if lang == "en":
        assert other == ("Truck 2 carries water park tiles only this round; a truck never "
                         "mixes the 2 games.")
        assert h.reply(1)[-1] == "Truck for the male camel: 1: truck 1, empty; 2: truck 3, empty."
        assert h.asked(1) == "Truck for the male camel, 1 to 2:"
    assert h.reply(3) == [h.narrator().why_load_line(h.view(3), 0)]
    assert h.played_after(4)[0] == (0, LoadTruck(0))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_no_truck_before_both_games_have_one(lang: str, table: SimpleNamespace) -> None:
    h = play(["why take 1", "take 1", "why take 3"], lang=lang, stage=zoo_trucks(table))
    needs_both = h.error(1, TakeTruck(0))
    prompt = h.reply(0)
    assert needs_both in prompt, "the turn prompt says why no truck is offered"
    assert not any(isinstance(a, TakeTruck) for a in GAME.legal_actions(h.start_state, 0))
    assert h.reply(1) == [needs_both]
    assert h.reply(2) == [needs_both] and h.unchanged(2)
    assert h.reply(3) == [h.error(3, TakeTruck(2))]
    if lang == "en":
        assert needs_both == ("No truck may be taken yet: first 1 truck must carry zoo tiles "
                              "and another water park tiles.")


def test_the_first_take_hint_is_said_once_a_round(table: SimpleNamespace) -> None:
    h = play(["draw zoo", "1"], stage=zoo_trucks(table), players=(ANNA, BOB, BOT_BLUE))
    hint = h.error(1, TakeTruck(0))
    assert sum(line == hint for line in h.lines()) == 1


# ---------------------------------------------------------------------------
# Questions name the zoo or the water park
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_questions_name_their_place(lang: str, table: SimpleNamespace) -> None:
    words = {"en": ["zoo", "barn", "map water", "map zoo", "map", "park", "depot", "pools",
                    "trucks", "scores", "coins", "stacks", "hand", "zoo bot g", "cell 3C"],
             "cs": ["zoo", "stáj", "mapa voda", "mapa zoo", "mapa", "zoopark", "sklad",
                    "nádrže", "vozy", "skóre", "mince", "hromádky", "ruka", "zoo bot g",
                    "pole 3C"]}[lang]
    h = play(words, lang=lang, stage=both_trucks(table))
    n = h.narrator()
    view = h.view(1)
    zoo = n.zoo.zoo_lines(view.zoo, 0)
    park_map = n.water.map_lines(view.water, 0)
    assert h.reply(1) == zoo
    assert h.reply(2) == [n.zoo.barn_line(view.zoo, 0)]
    assert h.reply(3) == park_map
    assert h.reply(4) == zoo
    assert h.reply(5) == zoo + park_map
    assert h.reply(6) == [n.water.park_summary_line(view.water, 0), *park_map[1:]]
    assert h.reply(7) == [n.water.depot_line(view.water, 0)]
    assert h.reply(8) == n.water.pools_lines(view.water, 0)
    assert h.reply(9) == n.trucks_lines(view)
    assert h.reply(10) == n.scores_lines(view)
    assert h.reply(11) == [n.coins_line(view)]
    assert h.reply(12) == [n.stacks_line(view)]
    assert h.reply(13) == [n.hand_line(view)]
    assert h.reply(14) == n.zoo.zoo_lines(view.zoo, 1)
    assert len(h.reply(15)) == 1 and "3C" in h.reply(15)[0]
    assert all(h.unchanged(r) for r in range(1, 16))
    if lang == "en":
        assert h.reply(1)[0].startswith("Your zoo: ")
        assert h.reply(3)[0].startswith("Your park: ")
        assert h.reply(9) == ["Trucks: 1 zoo: male camel; 2 water park: male orca; 3 empty."]
        assert h.reply(10)[1] == "Anna: 0 points, zoo 0 and water park 0."
        assert h.reply(11)[0].startswith("Coins. Anna: 2, Bot Green: 2, Bot Blue: 2. Bank: 54.")
    else:
        assert h.reply(1)[0].startswith("Tvoje zoo: ")
        assert h.reply(9) == ["Vozy: vůz 1 veze pro zoo: samec velblouda; vůz 2 veze pro "
                              "vodní zoopark: samec kosatky; vůz 3 je prázdný."]
        assert h.reply(10)[1] == "Anna: 0 bodů, zoo 0 a vodní zoopark 0."


def test_scores_count_the_manager_and_every_coin_for_cashiers(table: SimpleNamespace) -> None:
    """Points now follow the combined scoring: the manager halves the barn's species
    penalty, cashiers count the one purse."""
    def stage(state: CombinedState) -> CombinedState:
        state = table.with_barn(state, 0, table.zt("camel-male1"), table.zt("panda-male1"))
        players = list(state.water.players)
        players[0] = replace(players[0], manager=True, cashiers=1)
        state = replace(state, water=replace(state.water, players=tuple(players),
                                             workers=state.water.workers - 2))
        return table.set_coins(state, 0, 5)
    h = play(["scores"], stage=stage)
    assert h.reply(1)[1] == "Anna: 3 points, zoo minus 2 and water park 5."
    assert "Anna, zoo minus 2: enclosures 0, stalls 0, barn minus 2." in h.reply(1)


# ---------------------------------------------------------------------------
# A step in one zoo, in that game's own words
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_zoo_truck_is_placed_in_the_zoo(lang: str, table: SimpleNamespace) -> None:
    barn = "barn" if lang == "en" else "stáj"
    h = play(["take 1", "why 9", barn], lang=lang, stage=both_trucks(table))
    assert h.played_after(1)[0] == (0, TakeTruck(0))
    question = h.reply(1)[1:]
    camel = h.narrator().tile(table.zt("camel-male1"), "acc")
    assert question[0].startswith(h.text("aquaretto-zooloretto-zoo-place-what", source="truck",
                                         tile=camel, seller="", count=3))
    assert h.asked(1) == h.text("common-prompt-range", count=4, what=h.text(
        "aquaretto-zooloretto-ask-place", tile=camel))
    assert h.asked(2) == h.asked(1), "a question answered in between asks again"
    assert h.played_after(3)[0] == (0, ZooStep(PlaceInBarn()))
    if lang == "en":
        assert question == ["Zoo, place the male camel, 4 choices:",
                            "1: enclosure 1: empty, 5 spaces", "2: enclosure 2: empty, 4 spaces",
                            "3: enclosure 3: empty, 6 spaces", "4: barn"]
        assert h.asked(1) == "Place for the male camel, 1 to 4:"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_water_truck_is_placed_in_the_park(lang: str, table: SimpleNamespace) -> None:
    why = "why 3C" if lang == "en" else "proč 3C"
    h = play(["take 2", why, "9Z", "3C"], lang=lang, stage=both_trucks(table))
    assert h.played_after(1)[0] == (0, TakeTruck(1))
    question = h.reply(1)[1:]
    n = h.narrator()
    assert question[0] == h.text("common-list-count", count=20, what=h.text(
        "aquaretto-zooloretto-water-place-what", tile=n.water.tile(table.wt("orca-male1"), "acc"),
        count=19, grouped="no"))
    assert question[1:] == [f"{number}: {label}" for number, label in enumerate(
        [n.step_label(a, h.view(2), 0) for a in GAME.legal_actions(h.snaps[2].state, 0)], 1)]
    assert h.reply(2) == [n.water.why_place_line(h.view(2).water, 0, table.wt("orca-male1"),
                                                 (2, 3))]
    assert h.unchanged(3)
    assert h.played_after(4)[0] == (0, WaterStep(PlaceTile((2, 3))))
    if lang == "en":
        assert question[:3] == ["Water park, place the male orca, 20 choices:", "1: 1B", "2: 1C"]
        assert question[-1] == "20: depot" and h.asked(1) == "Place for the orca, 1 to 20:"


@pytest.mark.parametrize(("lang", "word"), [("en", "depot"), ("cs", "sklad")])
def test_depot_places_the_tile_in_hand(lang: str, word: str, table: SimpleNamespace) -> None:
    h = play(["take 2", word], lang=lang, stage=both_trucks(table))
    assert h.played_after(2)[0] == (0, WaterStep(PlaceInDepot()))


def test_barn_in_a_zoo_move_says_why_not(table: SimpleNamespace) -> None:
    """Moving a barn animal into the zoo: barn names the place and is refused with the
    reason, not answered with the barn's contents."""
    h = play(["zoo move", "1", "barn"], stage=rich(table))
    assert h.snaps[3].state.phase is Phase.ZOO
    assert ZooStep(PlaceInBarn()) not in GAME.legal_actions(h.snaps[3].state, 0)
    assert h.reply(3) == [h.error(3, ZooStep(PlaceInBarn()))] and h.unchanged(3)


def test_water_tiles_that_all_go_to_the_depot_are_not_asked(table: SimpleNamespace) -> None:
    """The park holds 3 species, the limit; truck 2 carries 2 tiles of a fourth: no "which
    tile next", one line says both go to the depot, in the truck's order."""
    def stage(state: CombinedState) -> CombinedState:
        water = state.water
        fourth = next(t for t in water.stack if t.species.value not in
                      ("dolphin", "orca", "sea-lion") and not t.is_coin)
        pair = (fourth, next(t for t in water.stack if t.species == fourth.species
                             and t != fourth))
        state = table.load_trucks(both_trucks(table)(state), {1: pair})
        park_tiles = (table.wt("dolphin-plain1"), table.wt("orca-plain1"),
                      table.wt("sea-lion-plain1"))
        state = table.take_out(state, park_tiles)
        park = park_of(dict(zip(("2A", "1C", "2E"), (t.code for t in park_tiles))))
        players = list(state.water.players)
        players[0] = replace(players[0], park=park)
        return replace(state, water=replace(state.water, players=tuple(players)))
    h = play(["take 2"], stage=stage)
    tiles = h.start_state.trucks[1].tiles
    assert h.match.state.water.players[0].depot[:2] == tiles
    line = h.narrator().all_to_depot_line(0, 0, tiles, 2)
    assert h.reply(1).count(line) == 1
    assert not [text for text in h.reply(1) if "Which tile next" in text]
    assert h.reply(1)[0].startswith("You take truck 2")
    assert line.startswith("Water park: all to your depot, as no cell of your park is legal")
    assert h.played_after(1)[:2] == [(0, TakeTruck(1)), (0, WaterStep(ChooseTile(tiles[0])))]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_zoo_tile_with_only_the_barn_goes_there_unasked(lang: str,
                                                          table: SimpleNamespace) -> None:
    """Pandas, zebras and leopards fill the zoo's 3 enclosures' species: the camel of
    truck 1 has no place there, so it goes to the barn unasked, in one line saying why."""
    def stage(state: CombinedState) -> CombinedState:
        state = both_trucks(table)(state)
        animals = [table.zt(code) for code in ("panda-plain1", "zebra-plain1",
                                               "leopard-plain1")]
        state = table.take_out(state, animals)
        me = state.zoo.players[0]
        enclosures = tuple(e.with_animals((a,)) for e, a in zip(me.enclosures, animals))
        players = list(state.zoo.players)
        players[0] = replace(me, enclosures=enclosures)
        return replace(state, zoo=replace(state.zoo, players=tuple(players)))
    h = play(["take 1"], lang=lang, stage=stage)
    assert h.played_after(1)[:2] == [(0, TakeTruck(0)), (0, ZooStep(PlaceInBarn()))]
    assert h.match.state.zoo.players[0].barn == (table.zt("camel-male1"),)
    place = h.text("aquaretto-zooloretto-zoo-place-what", source="truck", tile="|",
                   seller="", count=0).split("|")[0]
    assert not [text for text in h.reply(1) if text.startswith(place)], "no one-answer question"
    line = {"en": "You put the male camel in your barn: it has no place in your zoo.",
            "cs": "Dáváš samce velblouda do stáje: ve tvé zoo nemá místo."}[lang]
    assert h.reply(1).count(line) == 1


def test_trucks_are_not_taken_inside_a_step(table: SimpleNamespace) -> None:
    h = play(["take 2", "why take 1"], stage=both_trucks(table))
    assert h.reply(2) == [h.text("aquaretto-zooloretto-error-trucks-are-shared")]


# ---------------------------------------------------------------------------
# Money actions
# ---------------------------------------------------------------------------


def rich(table: SimpleNamespace) -> Stage:
    """Stage: 8 coins, a camel and a panda in the barn: many zoo money actions."""
    def stage(state: CombinedState) -> CombinedState:
        state = both_trucks(table, coins=8)(state)
        return table.with_barn(state, 0, table.zt("camel-female1"), table.zt("panda-male1"))
    return stage


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_money_actions_wait_behind_one_entry_per_zoo(lang: str, table: SimpleNamespace) -> None:
    h = play([], lang=lang, stage=rich(table))
    legal = GAME.legal_actions(h.start_state, 0)
    zoo_money = [a for a in legal if isinstance(a, ZooStep)]
    water_money = [a for a in legal if isinstance(a, WaterStep)]
    assert len(zoo_money) > 3 and water_money
    n = h.narrator()
    listed = h.reply(0)
    assert f"5: {n.group_label(ZOO, 'money', len(zoo_money))}" in listed
    assert f"6: {n.group_label(WATER, 'money', len(water_money))}" in listed
    if lang == "en":
        assert listed[-2:] == [f"5: zoo: money actions, {len(zoo_money)} choices",
                               "6: water park: money actions, 2 choices"]


def test_a_group_opens_and_back_returns(table: SimpleNamespace) -> None:
    h = play(["5", "back", "zoo move", "back", "move", "back", "why 5", "5 2"],
             stage=rich(table))
    n = h.narrator()
    view = h.view(1)
    money = [a for a in GAME.legal_actions(h.start_state, 0) if isinstance(a, ZooStep)]
    labels = [n.step_label(a, view, 0) for a in money]
    question = n.group_question(ZOO, "money", labels)
    assert h.reply(1) == list(question.lines) and h.asked(1) == question.prompt
    assert h.reply(1)[:2] == ["Zoo, money actions, 5 choices:",
                              "1: move the female camel from the barn, 1 coin"]
    assert h.reply(1)[-1] == "Back returns to the list before."
    assert h.asked(1) == "Zoo, money actions, 1 to 5:"
    assert h.reply(2)[-1] == h.reply(0)[-1] and h.asked(2) == h.asked(0)
    assert h.reply(3)[0] == "Zoo, move, 2 choices:" and h.asked(3) == "Zoo, move, 1 to 2:"
    assert h.reply(5) == h.reply(3), "move fits only the zoo here: no water park move"
    assert h.reply(7) == [h.text("shell-aquaretto-zooloretto-why-group",
                                 group=n.group_label(ZOO, "money", len(money)))]
    assert all(h.unchanged(r) for r in range(1, 8))
    assert h.played_after(8)[0] == (0, ZooStep(MoveFromBarn(table.zt("panda-male1"))))


def test_a_water_word_opens_its_own_list(table: SimpleNamespace) -> None:
    h = play(["park expand", "1"], stage=rich(table))
    assert h.reply(1) == ["Water park, expand: 1: add a small board, 1 coin; 2: add a large "
                          "board, 2 coins. Back returns to the list before."]
    assert h.asked(1) == "Water park, expand, 1 to 2:"
    assert h.played_after(2)[0] == (0, WaterStep(WaterExpand(BoardSize.SMALL)))


def test_a_zoo_move_is_cancelled_with_back(table: SimpleNamespace) -> None:
    h = play(["zoo move", "1", "back"], stage=rich(table))
    move = h.played_after(2)[0]
    assert move[1] == ZooStep(MoveFromBarn(table.zt("camel-female1")))
    assert h.played_after(3)[0] == (0, ZooStep(ZooCancel()))
    state = h.snaps[4][1]
    assert state.phase is Phase.TURN and state.current == 0 and state.coins[0] == 8


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_money_word_with_nothing_possible_says_why(lang: str) -> None:
    """At the first turn no barn and no depot has tiles: each money word says why there is
    nothing to do, in each zoo it fits (zoo move, park buy: that one only), as Zooloretto
    and Aquaretto say it; why says the same; nothing is played."""
    words = {"en": ["buy", "exchange", "zoo move", "park buy", "why buy"],
             "cs": ["koupit", "výměna", "zoo přesun", "park koupit", "proč koupit"]}[lang]
    h = play(words, lang=lang)
    assert h.start_state.phase is Phase.TURN
    assert not any(p.barn for p in h.start_state.zoo.players)
    def zoo(kind: str) -> str:
        return h.text("shell-zooloretto-nothing-to", kind=kind, empty="yes")
    water_buy = h.text("shell-aquaretto-none-allowed", what="buy")
    assert h.reply(1) == [zoo("purchase"), water_buy]
    assert h.reply(2) == [zoo("exchange")]
    assert h.reply(3) == [zoo("move")]
    assert h.reply(4) == [water_buy]
    assert h.reply(5) == [zoo("purchase"), water_buy]
    assert h.unchanged(1, 6)
    if lang == "en":
        assert h.reply(1)[0] == "Nothing to buy: no other barn has tiles."


def test_expand_fits_both_zoos_and_asks_which(table: SimpleNamespace) -> None:
    h = play(["expand", "park expand small", "back"], stage=rich(table))
    assert h.reply(1) == [h.text("shell-aquaretto-zooloretto-which-place")]
    assert h.played_after(2)[0] == (0, WaterStep(WaterExpand(BoardSize.SMALL)))
    assert h.played_after(3)[0] == (0, WaterStep(WaterCancel()))
    assert h.text("shell-aquaretto-cancelled") in h.reply(3)


def test_a_board_is_placed_side_by_side(table: SimpleNamespace) -> None:
    """Many placements are offered by side of the park first; back returns to the sides;
    a typed cell lists the placements covering it."""
    script = ["park expand small", "1", "back", lambda: cell_of_first_placement(h), "1"]
    h = Harness(script, stage=rich(table))
    h.run()
    sides = h.reply(1)
    assert sides[0].startswith("Water park, place the small board, ")
    assert sides[0].endswith(", by side, 5 choices:")
    assert sides[1].startswith("1: above the park, ") and sides[-2:] == [
        "5: cancel", "Or type a cell the board should cover."]
    assert h.asked(1) == "Side for the board, 1 to 5:"
    assert h.reply(2)[0].startswith("Water park, place the small board")
    assert h.reply(2)[-1] == "Back returns to the choice of side."
    assert h.asked(2).startswith("Board placement, 1 to ")
    assert h.reply(3) == sides and h.asked(3) == h.asked(1)
    assert h.reply(4)[0].startswith("Water park, place the small board")
    played = h.played_after(5)
    assert isinstance(played[0][1], WaterStep) and isinstance(played[0][1].action, PlaceBoard)


def cell_of_first_placement(h: Harness) -> str:
    """Return the name of a cell covered by the first legal board placement now."""
    from accessible_games.games.aquaretto.rules.geometry import cell_name
    first = next(a for a in GAME.legal_actions(h.match.state, 0)
                 if isinstance(a, WaterStep) and isinstance(a.action, PlaceBoard))
    assert isinstance(first.action, PlaceBoard)
    return cell_name(sorted(first.action.cells)[0])


# ---------------------------------------------------------------------------
# Bad input, whole games, the result, saving and resuming
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("line", "msg_id"), [
    ("", "shell-empty-line"), ("99", "shell-number-out-of-range"),
    ("xyzzy", "shell-unknown-command"), ("back", "shell-nothing-to-cancel"),
    ("orca", "shell-aquaretto-zooloretto-word-not-now"),
])
def test_bad_input_changes_nothing(line: str, msg_id: str) -> None:
    h = play([line])
    assert h.unchanged(1) and len(h.reply(1)) == 1
    assert h.reply(1)[0].split(" ")[0] == h.text(msg_id, number=99, count=4, word=line,
                                                  candidates="").split(" ")[0]


def test_why_is_for_your_own_turn() -> None:
    h = play(["why 1"], players=(ANNA, BOB))
    assert h.reply(1) == [h.text("shell-aquaretto-zooloretto-why-legal",
                                 action=h.narrator().option_label(DrawFrom(ZOO), h.view(1),
                                                                  0))]


YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)


def test_hot_seat_public_lines_name_the_player_never_you() -> None:
    """Anna and Bob share the keyboard: the opening, players, rounds and every event name
    the player; "you" stays in the prompts, said to the one at the keyboard."""
    h = Harness(["players"], players=(ANNA, BOB), when_done="1", seed=3)
    h.reader.limit = 120
    with pytest.raises(RuntimeError):
        h.session.run()
    public = [s.text for s in h.sink.said if s.kind in ("event", "final")]
    assert h.lines()[1] == "2 players: Anna and Bob."
    assert "Round 1. Anna starts." in public
    assert "Round 1 ends: every player has a truck. Round 2: Bob starts." in public
    assert not [line for line in public if YOU.search(line)]
    assert any(s.kind == "prompt" and s.text.startswith("Your turn, Bob") for s in h.sink.said)
    assert h.reply(1) == ["2 players: Anna and Bob."]


def test_hot_seat_result_names_the_winner() -> None:
    """The result with two humans says "Anna wins", whoever is at the keyboard."""
    h = Harness(players=(ANNA, BOB))
    n = h.session.narrator
    ended = GameEnded(scores=(30, 20), places=(1, 2), tie_break="none", zoo=(15, 10),
                      water=(15, 10))
    lines = n.events_lines([ended], n.audience(0))
    assert not [line for line in lines if YOU.search(line)]
    assert lines[-1] == "Anna wins."


def result_lines(h: Harness, lang: str) -> None:
    """The last lines: the points, then each player's total with both zoos' shares."""
    outcome = h.match.outcome()
    assert outcome is not None
    n = CombinedNarrator(L10n(lang), h.match.players)
    lines = h.lines()
    for seat in range(len(h.match.players)):
        zoo, water = outcome.details["zoo"][seat], outcome.details["water"][seat]
        assert zoo + water == outcome.scores[seat]
        assert n.total_line(seat, outcome.scores[seat], zoo, water) in lines
    first = h.text("aquaretto-zooloretto-game-ended", scores="")
    assert any(line.startswith(first.rstrip(". ")) for line in lines)


@pytest.mark.parametrize(("lang", "seed"), [("cs", 4)])  # English: the golden transcript
def test_a_whole_game_answering_1_ends_with_both_zoos_and_totals(lang: str, seed: int) -> None:
    h = play(lang=lang, players=(ANNA, BOT_GREEN), seed=seed, when_done="1",
             options={"expansions": ["savings-book"]})
    assert h.exit == 0 and h.match.is_over()
    result_lines(h, lang)
    assert not autosave_path().exists()


def test_quit_then_resume_finishes_the_game() -> None:
    first = play(["1", "1", "1"], players=(ANNA, BOT_GREEN), seed=8)
    assert first.exit == 0 and autosave_path().exists()
    match, _meta = load_save(autosave_path(), get_game)
    assert match.history == first.match.history and match.state == first.match.state
    h = play(match=match, when_done="1")
    assert h.lines()[0] == h.text("shell-resumed", game=h.text("game-name-aquaretto-zooloretto"),
                                  turn=first.match.state.turn, count=0, names="")
    assert h.match.is_over()
    result_lines(h, "en")


def test_a_resumed_game_reads_the_trucks_once(table: SimpleNamespace) -> None:
    """No truck may be taken yet, so a turn's question reads the trucks first; after a
    resume the summary has just read them, and the first question does not again."""
    first = play(["quit"], stage=zoo_trucks(table))
    trucks = first.narrator().trucks_lines(first.view(1))
    assert all(line in first.reply(0) for line in trucks), "a turn reads unlisted trucks"
    h = play(match=first.match)
    said = h.said_before(1)
    assert [s.text for s in said if s.text in trucks] == trucks, "read once, in the summary"
    assert h.reply(0)[-1] == first.reply(0)[-1]


def test_hot_seat_passes_the_keyboard() -> None:
    h = play(["1", "1", "players"], players=(ANNA, BOB))
    assert h.session.keyboard == 1 or h.match.state.current == 1
    assert h.reply(3)[0] == h.narrator().players_line(GAME.view(h.snaps[3][1], 1))


def test_an_illegal_step_is_refused_with_the_core_reason(table: SimpleNamespace) -> None:
    h = play(["take 1", "enclosure 9"], stage=both_trucks(table))
    error = GAME.explain(h.snaps[2][1], 0, ZooStep(__import__(
        "accessible_games.games.zooloretto.rules.actions", fromlist=["PlaceInEnclosure"]
    ).PlaceInEnclosure(8)))
    assert error is not None and isinstance(error, IllegalAction)
    assert h.reply(2) == [h.narrator().error_line(error)] and h.unchanged(2)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_rules_and_help_in_the_game(lang: str) -> None:
    from accessible_games.narration.rules import RulesReader
    words = {"en": ["rules trucks", "more", "help"], "cs": ["pravidla vozy", "dál", "pomoc"]}
    h = play(words[lang], lang=lang)
    reader = RulesReader(L10n(lang), rules_book("aquaretto-zooloretto"))
    assert h.reply(1) == reader.open("trucks").split("\n")
    assert h.reply(2) == [reader.more()]
    assert h.reply(3) == [h.text(f"shell-aquaretto-zooloretto-help-{n}") for n in range(1, 7)]
    assert all(len(line) <= 130 for line in h.reply(3))
    assert all(h.unchanged(r) for r in (1, 2, 3))
