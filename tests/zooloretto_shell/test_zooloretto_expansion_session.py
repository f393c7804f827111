"""The mini-expansions at the keyboard, driven in-process with a scripted reader.

Each expansion's questions (a newborn's place, the souvenir shop, the restaurant and a
pavilion, a construction site in another zoo, handing sites off, a bonus enclosure, the
gorilla, the savings book, a specialised enclosure), their place in the numbered menus,
why, the task card's privacy in hot-seat play, the table and task questions, the combine
warning, the main menu's multi-select and the reindeer's date gate.  Expected texts come
from the narrator and the message ids, so wording changes do not break these tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from accessible_games.cli import main
from accessible_games.core.game import PlayerSpec
from accessible_games.core.save import load as load_save
from accessible_games.registry import GAME_IDS, get_game
from accessible_games.games.zooloretto.rules import (
    GAME, Cancel, LoadTruck, PlaceInEnclosure, PlaceOnStallSpace, Species,
    ZoolorettoState, parse_tile,
)
from accessible_games.games.zooloretto.rules.expansions.bonus import TakeBonusEnclosure
from accessible_games.games.zooloretto.rules.expansions.buildings import (
    BuyPavilion, BuyRestaurant, PlacePavilion, PlaceRestaurant,
)
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from accessible_games.games.zooloretto.rules.expansions.construction_sites import (
    HandOffSites, PlaceSite,
)
from accessible_games.games.zooloretto.rules.expansions.gorilla import UseGorilla
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import PlaceInPettingZoo
from accessible_games.games.zooloretto.rules.expansions.savings_book import SaveCoin
from accessible_games.games.zooloretto.rules.expansions.specialised import BuySpecialEnclosure
from accessible_games.games.zooloretto.rules.expansions.task_cards import TaskCardDealt
from accessible_games.games.zooloretto.rules.state import Phase, PlaceTask, Source
from accessible_games.games.zooloretto.rules.tiles import BONUS_BOARDS, RESTAURANT
from accessible_games.narration.l10n import L10n
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.games.zooloretto import expansion_setup as gate
from accessible_games.shell.app import App
from accessible_games.shell.line_input import BACK
from accessible_games.shell.menu import main_menu
from accessible_games.shell.settings import Settings, autosave_path
from accessible_games.shell.numbered import Group as MenuGroup
from accessible_games.games.zooloretto.session import LIST_MAX, ZoolorettoSession, top_menu
from tests.harness import ANNA, BOB, Harness, RecordingSink, ScriptReader

T = parse_tile
BOTS = [PlayerSpec(f"Bot {c}", "greedy") for c in ("Green", "Blue", "Red", "Yellow")]
Stage = Callable[[ZoolorettoState], ZoolorettoState]


class Game(Harness):
    """The shared harness at a Zooloretto table with the given expansions."""

    game_id = "zooloretto"

    def __init__(self, script: Iterable[str] = (), expansions: Sequence[str] = (),
                 lang: str = "en", players: Sequence[PlayerSpec] = (ANNA, BOTS[0]),
                 seed: int = 5, stage: Stage | None = None, when_done: str = "eof",
                 settings: Settings | None = None) -> None:
        super().__init__(script, lang=lang, players=players, seed=seed, when_done=when_done,
                         stage=stage, options={"expansions": list(expansions)},
                         settings=settings)
        self.start = self.start_state

    def actions(self) -> list[Any]:
        return [action for seat, action in self.match.history if seat == 0]

    def narrator(self) -> ZoolorettoNarrator:
        return ZoolorettoNarrator(L10n(self.app.lang), self.match.players)

    def text(self, msg_id: str, **args: Any) -> str:
        return L10n(self.app.lang)(msg_id, args)


play = Game.play


# -- staging -------------------------------------------------------------------------------------

def in_play(state: ZoolorettoState) -> list[Species]:
    return [s for s in Species if s not in state.removed_species]


def with_player(state: ZoolorettoState, seat: int = 0, **changes: Any) -> ZoolorettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def pen(state: ZoolorettoState, seat: int, index: int, codes: Sequence[str]) -> ZoolorettoState:
    pens = list(state.players[seat].enclosures)
    pens[index] = pens[index].with_animals(tuple(T(c) for c in codes))
    return with_player(state, seat, enclosures=tuple(pens))


def placing(code: str, source: Source = Source.TRUCK) -> Stage:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        return replace(state, current=0, phase=Phase.PLACE_TILE, task=PlaceTask(T(code), source))
    return stage


def a_pair(state: ZoolorettoState) -> ZoolorettoState:
    """Seat 0 is about to put a male next to a female of the first species in play."""
    species = in_play(state)[0].value
    state = pen(state, 0, 0, [f"{species}-female1"])
    return placing(f"{species}-male1")(state)


def turn(coins: int = 6) -> Stage:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        return with_player(replace(state, current=0, phase=Phase.TURN), 0, coins=coins)
    return stage


def menu_number(game: Game, action: Any) -> str:
    """Return the number of ``action`` in the turn's first list (a group opens first)."""
    legal = GAME.legal_actions(game.match.state, 0)
    for number, item in enumerate(top_menu(game.match.state.phase, legal), 1):
        if item == action:
            return str(number)
        if isinstance(item, MenuGroup) and action in item.actions:
            return f"{number} {item.actions.index(action) + 1}"
    raise AssertionError(f"{action} not offered")


# ---------------------------------------------------------------------------
# Each expansion's questions
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_newborn_may_go_to_the_petting_zoo(lang: str) -> None:
    g = play(["1", "2"], expansions=["petting-zoo"], lang=lang, stage=a_pair)
    born = g.match.history[1:]
    assert [a for _, a in g.match.history[:2]] == [PlaceInEnclosure(0), PlaceInPettingZoo()]
    assert born
    prompt = g.reply(1)[-1]
    newborn = g.text("zooloretto-prompt-place-expansion", source="born", tile="", count=2,
                     options="").split(" ")[0]
    assert prompt.startswith(newborn), prompt
    assert g.narrator().option_label(PlaceInPettingZoo(), GAME.view(g.start, 0), 0) in prompt
    assert len(g.match.state.players[0].petting) == 1


def test_the_first_offspring_brings_the_souvenir_shop_to_a_stall_space() -> None:
    g = play(["1", "1"], expansions=["buildings"], stage=a_pair)
    assert [a for _, a in g.match.history[:2]] == [PlaceInEnclosure(0), PlaceOnStallSpace(0, 0)]
    assert any("First offspring: you get the souvenir shop" in line for line in g.reply(1))
    assert g.reply(1)[-5:-3] == ["Space for the souvenir shop, 4 choices:",
                                 "1: stall space at enclosure 1, 3 elephants"]
    assert g.reader.prompts[1].rstrip() == "Space for the souvenir shop, 1 to 4:"
    assert g.match.state.players[0].enclosures[0].stalls[0] == T("stall-souvenir-shop1")


def test_buy_the_restaurant_then_build_it_or_back_out() -> None:
    probe = Game(expansions=["buildings"], stage=turn(3))
    number = menu_number(probe, BuyRestaurant())
    g = play([*number.split(" ")[:1], *number.split(" ")[1:], BACK, number, "1", "zoo"],
             expansions=["buildings"], stage=turn(3))
    mine = g.actions()
    assert mine[:4] == [BuyRestaurant(), Cancel(), BuyRestaurant(), PlaceRestaurant(1, 0)]
    me = g.match.state.players[0]
    assert me.coins == 0 and me.enclosures[1].stalls == (RESTAURANT, RESTAURANT)
    assert "Build the restaurant: 1: enclosure 2, stall spaces 1 and 2: no animals; 2: cancel." \
        in g.lines()
    assert "Both stall spaces: the restaurant." in " ".join(g.lines())


def test_buy_a_pavilion_and_place_it() -> None:
    probe = Game(expansions=["buildings"], stage=turn(3))
    g = play([*menu_number(probe, BuyPavilion()).split(" "), "2"], expansions=["buildings"],
             stage=turn(3))
    assert g.actions()[:2] == [BuyPavilion(), PlacePavilion(1)]
    assert g.match.state.players[0].enclosures[1].size == 3


def test_the_new_money_actions_wait_in_the_money_list() -> None:
    g = Game(expansions=["buildings", "specialised-enclosures", "savings-book"], stage=turn(6))
    legal = GAME.legal_actions(g.match.state, 0)
    menu = top_menu(Phase.TURN, legal)
    assert SaveCoin() in menu, "saving is a turn choice of its own"
    money = [item for item in menu if isinstance(item, MenuGroup)]
    assert len(money) == 1 and BuyRestaurant() in money[0].actions
    assert any(isinstance(a, BuySpecialEnclosure) for a in money[0].actions)


def test_a_specialised_enclosure_is_bought_from_its_own_list() -> None:
    probe = Game(expansions=["specialised-enclosures"], stage=turn(2))
    species = in_play(probe.match.state)[0]
    g = play([*menu_number(probe, BuySpecialEnclosure(species)).split(" "), "zoo"],
             expansions=["specialised-enclosures"], stage=turn(2))
    assert g.actions()[0] == BuySpecialEnclosure(species)
    me = g.match.state.players[0]
    assert me.enclosures[-1].spec.species == species and me.coins == 0
    assert any(line.startswith("Enclosure 4, specialised for") for line in g.lines())


def test_the_savings_book_is_a_turn_choice() -> None:
    probe = Game(expansions=["savings-book"], stage=turn(3))
    g = play([menu_number(probe, SaveCoin()), "zoo"], expansions=["savings-book"], stage=turn(3))
    assert g.actions()[0] == SaveCoin()
    assert g.match.state.players[0].savings == 1
    assert any(line.startswith("Your savings book: a coin on field 1;") for line in g.lines())


def sites_everywhere(code: str) -> Stage:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        return placing(code)(state)
    return stage


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_sixteen_site_places_are_one_list_one_a_line(lang: str) -> None:
    players = [ANNA, *BOTS]
    g = play(["why 1", "16"], expansions=["construction-sites"], lang=lang,
             players=players, stage=sites_everywhere("site-stall1"))
    legal = GAME.legal_actions(g.start, 0)
    assert 6 < len(legal) <= LIST_MAX
    assert top_menu(Phase.PLACE_TILE, legal) == legal
    what = {"en": "Zoo for the construction site for a stall space",
            "cs": "Zoo pro staveniště pro stánkové místo"}[lang]
    assert g.reply(0)[-17] == g.text("common-list-count", what=what, count=16)
    assert [line.split(":")[0] for line in g.reply(0)[-16:]] == [str(n) for n in range(1, 17)]
    assert g.reader.prompts[0].rstrip() == {"en": "Zoo for the site, 1 to 16:",
                                            "cs": "Zoo pro staveniště, 1 až 16:"}[lang]
    assert g.actions()[0] == legal[15]


def test_more_than_twenty_site_places_are_grouped_by_zoo() -> None:
    places = [PlaceSite(owner, enclosure, slot) for owner in (1, 2, 3, 4)
              for enclosure, slot in ((0, 0), (1, 0), (1, 1), (2, 0), (3, 0), (3, 1))]
    assert len(places) > LIST_MAX
    menu = top_menu(Phase.PLACE_TILE, places)
    assert [item.owner for item in menu] == [1, 2, 3, 4]
    assert all(isinstance(item, MenuGroup) and len(item.actions) == 6 for item in menu)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_places_in_one_zoo_name_their_zoo(lang: str) -> None:
    g = Game(expansions=["construction-sites"], lang=lang, players=[ANNA, *BOTS],
             stage=sites_everywhere("site-stall1"))
    n = g.narrator()
    labels = [f"place {i}" for i in range(1, 8)]
    lines = n.owner_group_lines(1, labels)
    assert lines[0] == g.text("common-list-count", what=g.text("zooloretto-group-owner-what",
                                                               name="Bot Green"), count=7)
    assert lines[1] == "1: place 1" and lines[-1] == g.text("zooloretto-back")
    assert n.owner_group_prompt(1, 7) == {"en": "Bot Green's zoo, 1 to 7:",
                                          "cs": "Zoo: Bot Green, 1 až 7:"}[lang]


def test_a_few_site_places_are_one_list() -> None:
    g = play(["2"], expansions=["construction-sites"], stage=sites_everywhere("site-enclosure1"))
    assert g.reply(0)[-4:] == ["Zoo for the construction site for an enclosure, 3 choices:",
                               "1: enclosure 1 in Bot Green's zoo: empty, 5 spaces",
                               "2: enclosure 2 in Bot Green's zoo: empty, 4 spaces",
                               "3: enclosure 3 in Bot Green's zoo: empty, 6 spaces"]
    assert g.reader.prompts[0].rstrip() == "Zoo for the site, 1 to 3:"
    assert g.actions()[0] == PlaceSite(1, 1)


def test_why_a_site_may_not_go_into_your_own_zoo() -> None:
    g = play(["enclosure 1"], expansions=["construction-sites"],
             stage=sites_everywhere("site-enclosure1"))
    assert g.reply(1) == [g.narrator().error_line(GAME.explain(g.start, 0, PlaceInEnclosure(0)))]


def test_hand_off_a_site_then_place_it() -> None:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        pens = list(state.players[0].enclosures)
        pens[0] = pens[0].with_fixture(T("site-enclosure1"))
        return turn(2)(with_player(state, 0, enclosures=tuple(pens)))
    probe = Game(expansions=["construction-sites"], stage=stage)
    hand_off = HandOffSites((T("site-enclosure1"),))
    g = play([*menu_number(probe, hand_off).split(" "), "1"], expansions=["construction-sites"],
             stage=stage)
    assert g.actions()[:2] == [hand_off, PlaceSite(1, 0)]
    assert g.match.state.players[0].enclosures[0].fixtures == ()
    assert "hand off the construction site in enclosure 1, 1 coin" in " ".join(g.lines())


def six_almost_full(state: ZoolorettoState) -> ZoolorettoState:
    species = in_play(state)[0].value
    state = pen(state, 0, 2, [f"{species}-plain{i}" for i in range(1, 6)])
    return placing(f"{species}-plain6")(state)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_completing_the_six_asks_which_bonus_enclosure(lang: str) -> None:
    word = {"en": "enclosure", "cs": "výběh"}[lang]
    g = play([f"{word} 3", "2"], expansions=["polar-bear", "gorilla", "reindeer"], lang=lang,
             stage=six_almost_full, settings=Settings(bot_delay=0, reindeer_all_year=True))
    assert g.actions()[:2] == [PlaceInEnclosure(2), TakeBonusEnclosure("gorilla")]
    n = g.narrator()
    labels = [n.option_label(TakeBonusEnclosure(b), g.session.view(), 0)
              for b in ("polar-bear", "gorilla", "reindeer")]
    assert g.reply(1)[-4:] == [
        g.text("common-list-count", what=g.text("zooloretto-decision", kind="bonus", tile="",
                                                seller=""), count=3),
        *[g.text("common-list-numbered-line", number=i, label=label)
          for i, label in enumerate(labels, 1)]]
    assert g.reader.prompts[1].rstrip() == {"en": "Bonus enclosure, 1 to 3:",
                                            "cs": "Bonusový výběh, 1 až 3:"}[lang]
    assert g.match.state.players[0].has_bonus("gorilla")


def gorilla_drawn(state: ZoolorettoState) -> ZoolorettoState:
    state = with_player(state, 0, bonus_boards=(BONUS_BOARDS["gorilla"],), coins=2)
    tile = T(f"{in_play(state)[0].value}-plain1")
    return replace(state, current=0, phase=Phase.LOAD_TRUCK, drawn=tile)


def test_the_gorilla_sits_next_to_loading_and_can_be_cancelled() -> None:
    probe = Game(expansions=["gorilla"], stage=gorilla_drawn)
    number = menu_number(probe, UseGorilla())
    g = play([number, "back", number, "1"], expansions=["gorilla"], stage=gorilla_drawn)
    legal = GAME.legal_actions(g.start, 0)
    assert legal[-1] == UseGorilla() and isinstance(legal[0], LoadTruck)
    assert g.actions()[:4] == [UseGorilla(), Cancel(), UseGorilla(), PlaceInEnclosure(0)]
    me = g.match.state.players[0]
    assert me.gorilla_coin and me.coins == 1
    assert g.reply(1)[0].startswith("Gorilla, place for the ")
    assert g.reply(1)[-1] == "4: cancel"
    assert g.reader.prompts[1].startswith("Gorilla, place")


# ---------------------------------------------------------------------------
# Task cards: private to their owner
# ---------------------------------------------------------------------------


def card_line(g: Game, seat: int) -> str:
    card = g.start.task_cards[seat]
    return g.narrator().event_lines(TaskCardDealt(seat, card), seat)[0]


def test_one_human_hears_their_card_without_a_question() -> None:
    g = play(["task"], expansions=["task-cards"])
    assert card_line(g, 0) in g.reply(0)
    assert g.text("shell-privacy-ask", name="Anna") not in g.lines()
    assert g.reply(1) == g.narrator().task_lines(g.session.view())
    assert card_line(g, 1) not in g.lines()
    assert g.narrator().event_lines(TaskCardDealt(1, g.start.task_cards[1]), 0)[0] in g.reply(0)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_two_humans_confirm_before_hearing_their_cards(lang: str) -> None:
    g = Game(["", "task", "1", "1"], expansions=["task-cards"], lang=lang,
             players=[ANNA, BOB, BOTS[0]], when_done="")
    g.reader.limit = 12
    with pytest.raises(RuntimeError):
        g.run()
    anna, bob = card_line(g, 0), card_line(g, 1)
    before = g.reply(0)
    assert anna not in before and bob not in before
    assert before[-1] == g.text("shell-privacy-ask", name="Anna")
    assert anna in g.reply(1) and bob not in g.reply(1)
    assert g.reply(2) == [anna.split(". ")[0].split(",")[0] and
                          g.narrator().task_lines(g.match.view(0))[0]]
    lines = g.lines()
    ask_bob = lines.index(g.text("shell-privacy-ask", name="Bob"))
    assert bob in lines[ask_bob:] and bob not in lines[:ask_bob]


def test_the_task_question_without_task_cards() -> None:
    g = play(["task", "úkol"])
    assert g.reply(1) == [g.text("shell-zooloretto-task-none")] == g.reply(2)


def test_repeat_and_history_keep_a_card_private_in_hot_seat() -> None:
    g = Game([""], expansions=["task-cards"], players=[ANNA, BOB], when_done="")
    g.reader.limit = 40
    with pytest.raises(RuntimeError):
        g.run()
    bob = card_line(g, 1)
    g.session.keyboard = 0
    g.app.announcer.viewer = 0
    assert bob not in g.app.announcer.transcript


# ---------------------------------------------------------------------------
# Table, warnings, start and resume
# ---------------------------------------------------------------------------


def test_table_tells_the_buildings_and_enclosures_for_sale() -> None:
    g = play(["table"], expansions=["buildings", "specialised-enclosures", "polar-bear"])
    n = g.narrator()
    assert g.reply(1) == n.table_lines(g.session.view())
    assert len(g.reply(1)) == 6


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_buildings_with_another_expansion_get_one_warning(lang: str) -> None:
    g = play(expansions=["buildings", "petting-zoo", "gorilla"], lang=lang)
    names = ", ".join(g.text("zooloretto-expansion-name", name=n)
                      for n in ("buildings", "petting-zoo"))
    assert g.lines()[0] == g.text("shell-zooloretto-combine-warning", names=names)
    assert g.lines()[2] == g.narrator().expansions_line(["buildings", "petting-zoo", "gorilla"])


def test_buildings_alone_get_no_warning() -> None:
    g = play(expansions=["buildings"])
    assert g.lines()[0].startswith("Zooloretto, 2 players")


def test_resume_sums_up_the_expansions_and_the_card() -> None:
    g = play(["1", "quit"], expansions=["task-cards", "savings-book"])
    match, _ = load_save(autosave_path(), get_game)
    reader = ScriptReader(["zoo"])
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), "en", "plain", sink=sink, reader=reader)
    ZoolorettoSession(app, match, resumed=True).run()
    said = [s.text for s in sink.said]
    names = ", ".join(g.text("zooloretto-expansion-name", name=n)
                      for n in ("task-cards", "savings-book"))
    assert said[0] == g.text("shell-resumed", game=g.text("game-name-zooloretto"),
                             turn=match.state.turn, count=2, names=names)
    assert g.narrator().expansions_line(["task-cards", "savings-book"]) not in said, "once"
    assert g.narrator().task_lines(match.view(0))[0] in said


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_answering_1_everywhere_finishes_a_game_with_every_expansion(lang: str) -> None:
    g = play(expansions=list(NAMES), lang=lang, players=[ANNA, BOTS[0]], seed=8,
             when_done="1")
    assert g.exit == 0 and g.match.is_over()
    assert [s.kind for s in g.sink.said][-1] == "final"


# ---------------------------------------------------------------------------
# Choosing the expansions: the menu and the reindeer's date gate
# ---------------------------------------------------------------------------


def test_the_reindeer_comes_only_at_christmas() -> None:
    off, on = Settings(), Settings(reindeer_all_year=True)
    assert gate.reindeer_in_season(date(2024, 12, 25))
    assert gate.reindeer_in_season(date(2023, 12, 24)) and gate.reindeer_in_season(date(2023, 12, 26))
    assert not gate.reindeer_in_season(date(2024, 12, 23))
    assert not gate.reindeer_in_season(date(2024, 12, 27))
    assert not gate.reindeer_in_season(date(2024, 7, 25))
    assert "reindeer" in gate.offered_expansions(off, date(2024, 12, 25))
    assert "reindeer" not in gate.offered_expansions(off, date(2024, 7, 1))
    assert "reindeer" in gate.offered_expansions(on, date(2024, 7, 1))
    assert gate.reindeer_refused(off, ["gorilla", "reindeer"], date(2024, 7, 1))
    assert not gate.reindeer_refused(off, ["reindeer"], date(2024, 12, 25))
    assert not gate.reindeer_refused(on, ["reindeer"], date(2024, 7, 1))
    assert not gate.reindeer_refused(off, ["gorilla"], date(2024, 7, 1))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_play_with_the_reindeer_in_july_is_refused_with_a_smile(
        lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(gate, "today", lambda: date(2024, 7, 14))
    status = main(["play", "zooloretto", "--players", "2", "--expansion", "reindeer",
                   "--lang", lang, "--plain", "--bot-delay", "0"])
    out = capsys.readouterr().out.strip().splitlines()
    assert status == 2
    assert out == [L10n(lang, strict=True)("shell-zooloretto-reindeer-not-in-season")]
    setting = L10n(lang)("shell-setting-reindeer-all-year", None)
    assert setting.lower() in out[0]


def run_menu(script: list[str], day: date, monkeypatch: pytest.MonkeyPatch,
             settings: Settings | None = None) -> tuple[list[str], list[str]]:
    """Drive the main menu to a Zooloretto game; return what was said and the expansions
    of the game it saved (the game is left at once with end of input)."""
    monkeypatch.setattr(gate, "today", lambda: day)
    game = str(GAME_IDS.index("zooloretto") + 1)
    reader = ScriptReader(["1", game, "2", "1", "", "", *script])
    sink = RecordingSink(reader)
    app = App(settings or Settings(bot_delay=0, language="en"), "en", "plain", sink=sink,
              reader=reader)
    assert main_menu(app) == 0
    said = [s.text for s in sink.said]
    saved = json.loads(Path(autosave_path()).read_text("utf-8")) if autosave_path().exists() \
        else {}
    return said, list(saved.get("options", {}).get("expansions", []))


def test_the_menu_toggles_expansions_by_number(monkeypatch: pytest.MonkeyPatch) -> None:
    said, chosen = run_menu(["4", "7", "4", "3", "done"], date(2024, 7, 1), monkeypatch)
    start = next(i for i, line in enumerate(said) if line.startswith("Mini-expansions: type"))
    assert said[start + 1] == "Mini-expansions, 8 choices:"
    assert said[start + 9] == "8: savings book"
    assert not any("reindeer" in line for line in said[start:start + 10])
    assert "Chosen: none, the base game." in said
    assert "Chosen: polar bear." in said
    assert "Chosen: polar bear and gorilla." in said or "Chosen: polar bear, gorilla." in said
    assert chosen == ["specialised-enclosures", "gorilla"]
    assert "Mini-expansions in play: specialised enclosures and gorilla." in said


def test_the_menu_offers_the_reindeer_at_christmas(monkeypatch: pytest.MonkeyPatch) -> None:
    said, chosen = run_menu(["9", "99", ""], date(2024, 12, 25), monkeypatch)
    assert "9: reindeer" in said
    assert "Type a number from 1 to 9 or an expansion's name, or press Enter to start." in said
    assert chosen == ["reindeer"]


def test_the_menu_offers_the_reindeer_with_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(bot_delay=0, language="en", reindeer_all_year=True)
    said, chosen = run_menu(["9", ""], date(2024, 7, 1), monkeypatch, settings)
    assert chosen == ["reindeer"]


def test_enter_at_once_plays_the_base_game(monkeypatch: pytest.MonkeyPatch) -> None:
    said, chosen = run_menu([""], date(2024, 7, 1), monkeypatch)
    assert chosen == []
    assert "Mini-expansions in play" not in " ".join(said)
