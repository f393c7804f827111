"""The Zooloretto session at the keyboard, driven in-process with a scripted reader.

Legal places and refusals against the rules core, why, the zoo questions, money actions
behind their own list and their cancelling, typed words, bad input, whole games answered
with 1, saving, resuming and hot seat.  Expected texts are computed from the same message
ids and from the narrator, so a change of wording in the .ftl files does not break these
tests, but a wrong answer does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.save import load as load_save
from accessible_games.registry import get_game
from accessible_games.games.zooloretto.rules import (
    GAME, Cancel, ChooseTile, Discard, DrawTile, Expand, LoadTruck, MoveFromBarn, Phase,
    PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase, TakeTruck, ZoolorettoState,
    parse_tile,
)
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.state import PlaceTask, Source, Truck
from accessible_games.narration.l10n import L10n
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.shell.app import App
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import Settings, autosave_path
from accessible_games.shell.numbered import Group as MenuGroup
from accessible_games.games.zooloretto.session import (
    LIST_MAX, MONEY_INLINE_MAX, ZoolorettoSession, group_menu, top_menu,
)
from tests.harness import ANNA, BOB, BOT_BLUE, BOT_GREEN, RecordingSink, ScriptReader
from tests.harness import Harness as SharedHarness

T = parse_tile
Stage = Callable[[ZoolorettoState], ZoolorettoState]


class Harness(SharedHarness):
    """The shared harness at a Zooloretto table."""

    game_id = "zooloretto"

    def narrator(self, verbosity: str = "normal") -> ZoolorettoNarrator:
        return ZoolorettoNarrator(L10n(self.app.lang), self.match.players, verbosity)

    def state_at(self, read_no: int) -> ZoolorettoState:
        state: ZoolorettoState = self.snaps[read_no].state
        return state

    def prompt(self, read_no: int) -> str:
        """Return the prompt shown after ``reply(read_no)``, at the next read."""
        prompt: str = self.reader.prompts[read_no]
        return prompt.rstrip()


play = Harness.play


# -- staging -------------------------------------------------------------------------------------

def with_player(state: ZoolorettoState, seat: int = 0, **changes: Any) -> ZoolorettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def zoo(state: ZoolorettoState, seat: int = 0, **pens: Sequence[str]) -> ZoolorettoState:
    """Return ``state`` with animals in the enclosures named e0, e1, e2 of ``seat``."""
    me = state.players[seat]
    enclosures = list(me.enclosures)
    for name, codes in pens.items():
        index = int(name[1:])
        enclosures[index] = enclosures[index].with_animals(tuple(T(c) for c in codes))
    return with_player(state, seat, enclosures=tuple(enclosures))


CAMELS = ("camel-plain1", "camel-plain2")
ZEBRAS = ("zebra-plain1", "zebra-plain2", "zebra-plain3")


def placing(code: str = "camel-plain3", source: Source = Source.TRUCK,
            hand: Sequence[str] = (), seller: int | None = None, **me: Any) -> Stage:
    """Stage: seat 0 places ``code``; 2 camels live in enclosure 1, 3 zebras in enclosure 2."""
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        state = zoo(state, e0=CAMELS, e1=ZEBRAS)
        state = with_player(state, 0, **me) if me else state
        return replace(state, current=0, phase=Phase.PLACE_TILE,
                       task=PlaceTask(T(code), source, seller),
                       hand=tuple(T(c) for c in hand))
    return stage


def rich_turn(state: ZoolorettoState) -> ZoolorettoState:
    """Stage: seat 0 at the start of a turn with 6 coins, camels and zebras, a barn with a
    camel, a panda and a food stall; Bot Green's barn holds a leopard and an elephant."""
    state = zoo(state, e0=CAMELS, e1=ZEBRAS)
    state = with_player(state, 0, coins=6, barn=(T("camel-plain5"), T("panda-plain1"),
                                                 T("stall-food1")))
    state = with_player(state, 1, barn=(T("leopard-plain1"), T("elephant-plain1")))
    trucks = list(state.trucks)
    trucks[0] = Truck(tiles=(T("flamingo-plain1"),))
    return replace(state, trucks=tuple(trucks))


# ---------------------------------------------------------------------------
# Placing a tile: legal places, why, refusals
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_legal_places_are_the_core_legal_actions_numbered(lang: str) -> None:
    h = play(lang=lang, stage=placing())
    legal = GAME.legal_actions(h.start_state, 0)
    assert legal == [PlaceInEnclosure(0), PlaceInEnclosure(2), PlaceInBarn()]
    assert h.reply(0)[-1] == h.narrator().prompt_lines(h.view(0, 1), 0, legal)[0]
    if lang == "en":
        assert h.reply(0)[-1] == ("Place the camel: 1: enclosure 1: 2 camels, 3 free; "
                                  "2: enclosure 3: empty, 6 spaces; 3: barn.")


@pytest.mark.parametrize(("line", "action"), [
    ("1", PlaceInEnclosure(0)), ("2", PlaceInEnclosure(2)), ("3", PlaceInBarn()),
    ("enclosure 3", PlaceInEnclosure(2)), ("výběh 1", PlaceInEnclosure(0)),
])
def test_a_number_or_a_place_word_places_the_tile(line: str, action: Any) -> None:
    h = play([line], stage=placing())
    assert h.played_after(1)[0] == (0, action)


@pytest.mark.parametrize("word", ["barn", "stáj", "staj"])
def test_barn_alone_places_the_tile_while_placing(word: str) -> None:
    """While a tile is placed the barn is the place, as in "why barn"; the question about
    a barn still works with a player's name."""
    h = play(["barn bot green", word], stage=placing())
    assert h.reply(1) == [h.narrator().barn_line(h.view(0), 1)] and h.unchanged(1)
    assert h.played_after(2)[0] == (0, PlaceInBarn())


def test_barn_in_a_move_from_the_barn_says_why_not() -> None:
    """Moving a barn tile into the zoo: the barn is no place for it, and barn says why."""
    h = play(["barn"], stage=placing(source=Source.MOVE, barn=(T("camel-plain3"),)))
    error = GAME.explain(h.start_state, 0, PlaceInBarn())
    assert error is not None
    assert h.reply(1) == [h.narrator().error_line(error)] and h.unchanged(1)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_why_a_place_not_offered_gives_the_core_reason(lang: str) -> None:
    word = {"en": "enclosure", "cs": "výběh"}[lang]
    why = {"en": "why", "cs": "proč"}[lang]
    h = play([f"{why} {word} 2", f"{word} 2"], lang=lang, stage=placing())
    error = GAME.explain(h.start_state, 0, PlaceInEnclosure(1))
    assert error is not None and error.reason == "zooloretto-error-other-species"
    expected = [h.narrator().error_line(error)]
    assert h.reply(1) == expected, "why enclosure 2 gives the reason"
    assert h.reply(2) == expected, "placing there is refused with the same reason"
    assert h.unchanged(1, 3)
    if lang == "en":
        assert expected[0].startswith("Enclosure 2 holds zebras;")


def test_why_2_means_list_item_2_only_and_why_enclosure_2_the_place() -> None:
    """Item 2 of the list is enclosure 3: "why 2" tells of it alone, not of enclosure 2."""
    h = play(["why 2", "why enclosure 2"], stage=placing())
    error = GAME.explain(h.start_state, 0, PlaceInEnclosure(1))
    assert error is not None and error.reason == "zooloretto-error-other-species"
    n = h.narrator()
    assert h.reply(1) == [n.why_place_line(h.view(0), 0, PlaceInEnclosure(2))]
    assert h.reply(2) == [n.error_line(error)]
    assert h.reply(2)[0] == ("Enclosure 2 holds zebras; an animal goes only into an empty "
                             "enclosure or one with its own species, or into the barn.")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_drawn_tile_with_one_truck_left_goes_there_unasked(lang: str) -> None:
    """Trucks 1 and 2 are full: the drawn zebra goes on truck 3 without a question, in one
    line that says why."""
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        trucks = list(state.trucks)
        for index in (0, 1):
            trucks[index] = Truck(tiles=tuple(T(f"camel-plain{index * 3 + n}")
                                              for n in range(1, 4)))
        return replace(state, current=0, phase=Phase.LOAD_TRUCK, trucks=tuple(trucks),
                       drawn=T("zebra-plain1"))
    h = play(lang=lang, stage=stage)
    assert GAME.legal_actions(h.start_state, 0) == [LoadTruck(2)]
    assert h.match.history[0] == (0, LoadTruck(2))
    said = [s.text for s in h.said_before(1)]
    question = {"en": "on which truck?", "cs": "Na který vůz"}[lang]
    assert not [line for line in said if question in line], "no question with one answer"
    loaded = {"en": "You put the zebra on truck 3, the only truck with room.",
              "cs": "Dáváš zebru na vůz 3, jediný vůz s volným místem."}[lang]
    assert loaded in said


def no_place(source: Source = Source.TRUCK, **me: Any) -> Stage:
    """Stage: seat 0 places a panda from ``source``; camels, zebras and a leopard fill the
    enclosures' species, so no enclosure takes it (nor the kangaroo waiting in hand)."""
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        state = placing("panda-plain1", source, hand=("kangaroo-plain1",), **me)(state)
        return zoo(state, e2=("leopard-plain1",))
    return stage


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_tile_with_only_the_barn_goes_there_unasked(lang: str) -> None:
    """The barn is the panda's only place: it goes there without a question, in one line
    that says why."""
    h = play(lang=lang, stage=no_place())
    assert GAME.legal_actions(h.start_state, 0) == [PlaceInBarn()]
    assert h.match.history[0] == (0, PlaceInBarn())
    said = [s.text for s in h.said_before(1)]
    question = h.text("zooloretto-prompt-place", source="other", tile="|", count=0,
                      options="").split("|")[0]
    assert not [line for line in said if line.startswith(question)], "no one-answer question"
    line = {"en": "You put the panda in your barn: it has no place in your zoo.",
            "cs": "Dáváš pandu do stáje: ve tvé zoo nemá místo."}[lang]
    assert said.count(line) == 1
    assert not [text for text in said if text.endswith(h.text(
        "zooloretto-put-in-barn", you="yes", player="Anna", tile=h.narrator().tile(
            T("panda-plain1"), "acc")))], "the barn line is said once, with its reason"


def test_a_move_with_no_place_is_still_asked_for_its_cancel() -> None:
    """Moving a barn tile with no place in the zoo leaves only Cancel: that is asked,
    never chosen for the player."""
    h = play(["back"], stage=no_place(Source.MOVE, barn=(T("panda-plain1"),)))
    assert GAME.legal_actions(h.start_state, 0) == [Cancel()]
    assert h.played_after(1)[0] == (0, Cancel())


def test_why_truck_1_names_the_truck_and_why_1_the_list_item() -> None:
    """Loading a drawn tile with truck 1 full: list item 1 is truck 2, "why truck 1" the
    full truck."""
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        trucks = list(state.trucks)
        trucks[0] = Truck(tiles=(T("camel-plain1"), T("camel-plain2"), T("camel-plain3")))
        return replace(state, current=0, phase=Phase.LOAD_TRUCK, trucks=tuple(trucks),
                       drawn=T("zebra-plain1"))
    h = play(["why 1", "why truck 1"], stage=stage)
    legal = GAME.legal_actions(h.start_state, 0)
    assert legal[0] == LoadTruck(1)
    error = GAME.explain(h.start_state, 0, LoadTruck(0))
    assert error is not None
    n = h.narrator()
    assert h.reply(1) == [h.text("shell-zooloretto-why-legal",
                                 action=n.option_label(LoadTruck(1), h.view(0), 0))]
    assert h.reply(2) == [n.error_line(error)]


def test_why_a_number_says_what_the_place_would_bring() -> None:
    h = play(["why 1", "why 3", "why barn", "why 9", "why"], stage=placing())
    n = h.narrator()
    assert h.reply(1) == [n.why_place_line(h.view(0), 0, PlaceInEnclosure(0))]
    assert h.reply(2) == [n.why_place_line(h.view(0), 0, PlaceInBarn())]
    assert h.reply(3) == h.reply(2)
    assert h.reply(4) == [h.text("shell-zooloretto-why-usage")]
    assert h.reply(5) == [h.text("shell-zooloretto-why-usage")]
    assert h.unchanged(1, 6)


def test_a_stall_lists_the_free_stall_spaces() -> None:
    h = play(["why space 2 2", "space 2 2"], stage=placing("stall-drinks1"))
    legal = GAME.legal_actions(h.start_state, 0)
    assert legal == [PlaceOnStallSpace(0, 0), PlaceOnStallSpace(1, 0), PlaceOnStallSpace(1, 1),
                     PlaceOnStallSpace(2, 0), PlaceInBarn()]
    assert h.reply(0)[-6:-3] == ["Place for the drinks stall, 5 choices:",
                                 "1: stall space at enclosure 1, 2 camels",
                                 "2: stall space 1 at enclosure 2, 3 zebras"], \
        "a list of 5 whose sentence passes 120 characters is said one choice a line"
    assert h.reply(0)[-1] == "5: barn"
    assert h.prompt(0) == "Place for the drinks stall, 1 to 5:"
    assert h.reply(1) == [h.narrator().why_place_line(h.view(0, 1), 0, PlaceOnStallSpace(1, 1))]
    assert h.played_after(2)[0] == (0, PlaceOnStallSpace(1, 1))


def test_an_occupied_stall_space_is_refused() -> None:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        state = placing("stall-drinks1")(state)
        pens = list(state.players[0].enclosures)
        pens[0] = pens[0].with_stall(0, T("stall-food1"))
        return with_player(state, 0, enclosures=tuple(pens))
    h = play(["space 1"], stage=stage)
    error = GAME.explain(h.start_state, 0, PlaceOnStallSpace(0, 0))
    assert error is not None and error.reason == "zooloretto-error-stall-space-taken"
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.unchanged(1, 2)


@pytest.mark.parametrize(("line", "code"), [("1", "zebra-male1"), ("2", "stall-food2"),
                                            ("food", "stall-food2"), ("zebra", "zebra-male1"),
                                            ("zebra", "zebra-male1")])
def test_truck_tiles_are_placed_in_the_chosen_order(line: str, code: str) -> None:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        return replace(state, current=0, phase=Phase.CHOOSE_TILE,
                       hand=(T("zebra-male1"), T("stall-food2")))
    h = play([line], stage=stage)
    assert h.played_after(1)[0] == (0, ChooseTile(T(code)))


def test_load_truck_by_number_or_truck_word() -> None:
    def stage(state: ZoolorettoState) -> ZoolorettoState:
        return replace(state, current=0, phase=Phase.LOAD_TRUCK, drawn=T("camel-male1"))
    for line, truck in (("2", 1), ("truck 3", 2), ("vůz 1", 0)):
        h = play([line], stage=stage)
        assert h.played_after(1)[0] == (0, LoadTruck(truck))


# ---------------------------------------------------------------------------
# Money actions: their own list, back, cancel
# ---------------------------------------------------------------------------


def test_many_money_actions_wait_behind_one_entry() -> None:
    h = play(stage=rich_turn)
    legal = GAME.legal_actions(h.start_state, 0)
    money = [a for a in legal if not isinstance(a, (DrawTile, TakeTruck))]
    assert len(money) > MONEY_INLINE_MAX
    menu = top_menu(Phase.TURN, legal)
    assert menu[:2] == [DrawTile(), TakeTruck(0)]
    assert menu[2] == MenuGroup("money", tuple(money))
    prompt = h.reply(0)[-1]
    assert prompt.startswith("Choose: 1: add a tile to a truck; 2: take truck 1: flamingo; ")
    assert prompt.endswith(f"3: {h.narrator().group_label('money', len(money))}.")


def test_the_money_list_opens_goes_back_and_places() -> None:
    h = play(["3", "back", "3"], stage=rich_turn)
    legal = GAME.legal_actions(h.start_state, 0)
    group = MenuGroup("money", tuple(a for a in legal if type(a) not in (DrawTile, TakeTruck)))
    items = group_menu(group)
    view = h.view(0)
    labels = [h.narrator().group_label(i.kind, len(i.actions)) if isinstance(i, MenuGroup)
              else h.narrator().option_label(i, view, 0) for i in items]
    assert len(labels) > 6
    assert h.reply(1) == h.narrator().group_lines("money", labels)
    assert h.reply(1)[0] == f"Money actions, {len(labels)} choices:"
    assert h.reply(1)[-1] == "Back returns."
    assert h.prompt(1) == f"Money actions, 1 to {len(labels)}:"
    turn = h.narrator().decision_lines(view, 0, top_menu(Phase.TURN, legal), [
        h.narrator().option_label(DrawTile(), view, 0),
        h.narrator().option_label(TakeTruck(0), view, 0),
        h.narrator().group_label("money", len(group.actions))])
    assert h.reply(2) == turn == h.reply(0)[-2:], "back returns to the turn's list"
    assert h.prompt(2) == "Your turn, 1 to 3:"
    assert h.reply(3) == h.reply(1)
    assert h.unchanged(1, 4)


def test_many_money_actions_are_grouped_by_kind() -> None:
    actions = tuple([MoveFromBarn(T(f"camel-plain{i}")) for i in range(1, 6)]
                    + [Discard(T(f"{kind}-plain{i}")) for kind in ("zebra", "flamingo")
                       for i in range(1, 8)]
                    + [Discard(T(f"panda-plain{i}")) for i in range(1, 3)] + [Expand()])
    assert len(actions) > LIST_MAX == 20
    items = group_menu(MenuGroup("money", actions))
    assert items == [MenuGroup("move", actions[:5]), MenuGroup("discard", actions[5:21]),
                     Expand()]
    assert group_menu(MenuGroup("money", actions[:20])) == list(actions[:20]), \
        "20 money actions are one list, one a line"


@pytest.mark.parametrize(("lang", "back"), [("en", "back"), ("en", BACK), ("cs", "zpět")])
def test_move_then_back_cancels_and_nothing_is_paid(lang: str, back: str) -> None:
    word = {"en": "move", "cs": "přesun"}[lang]
    h = play([word, "1", back, "coins"], lang=lang, stage=rich_turn)
    move = MoveFromBarn(T("camel-plain5"))
    assert h.played_after(2) == [(0, move), (0, Cancel())]
    assert h.state_at(4).players[0].coins == 6
    cancelled = h.narrator().event_lines(ev.MoneyActionCancelled(0), 0)
    assert cancelled[0] in h.reply(3)


def test_a_move_placed_pays_and_ends_the_turn() -> None:
    h = play(["move 1", "1"], stage=rich_turn)
    assert h.played_after(1)[:2] == [(0, MoveFromBarn(T("camel-plain5"))),
                                     (0, PlaceInEnclosure(0))]
    assert h.state_at(3).players[0].coins == 5
    assert h.state_at(3).players[0].enclosures[0].animals[-1] == T("camel-plain5")


def test_buy_opens_the_purchases_and_pays_the_seller() -> None:
    h = play(["buy", "1", "1"], stage=rich_turn)
    purchase = Purchase(1, T("leopard-plain1"))
    assert h.played_after(1)[0] == (0, purchase)
    assert h.reply(1)[0].startswith("Buy: 1: buy the leopard from Bot Green, 2 coins;")
    bought = ev.TilePurchased(0, 1, T("leopard-plain1"), 3)
    assert any(h.narrator().event_lines(bought, 0)[0] in line for line in h.reply(3))
    assert h.state_at(4).players[0].enclosures[2].animals == (T("leopard-plain1"),)


def test_back_in_a_committed_step_says_it_cannot_be_cancelled() -> None:
    h = play(["back"], stage=placing())
    assert h.reply(1) == [h.text("shell-zooloretto-cannot-cancel")]
    h = play(["back"], stage=rich_turn)
    assert h.reply(1) == [h.text("shell-nothing-to-cancel")]


def test_why_on_a_group_and_on_a_money_action() -> None:
    h = play(["why 3", "why expand", "why discard"], stage=rich_turn)
    legal = GAME.legal_actions(h.start_state, 0)
    money = [a for a in legal if type(a) not in (DrawTile, TakeTruck)]
    assert h.reply(1) == [h.text("shell-zooloretto-why-group",
                                 group=h.narrator().group_label("money", len(money)))]
    assert h.reply(2) == [h.text("shell-zooloretto-why-legal",
                                 action=h.narrator().option_label(Expand(), h.view(0), 0))]
    discards = [a for a in legal if isinstance(a, Discard)]
    assert h.reply(3) == [h.text("shell-zooloretto-why-group",
                                 group=h.narrator().group_label("discard", len(discards)))]
    assert h.unchanged(1, 4)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_money_word_with_nothing_possible_says_why(lang: str) -> None:
    """No barn has tiles and no stall stands in a zoo: each money word says why there is
    nothing to do, and why says the same."""
    words = {"en": ["buy", "move", "discard", "exchange", "why buy"],
             "cs": ["koupit", "přesun", "odložit", "výměna", "proč koupit"]}[lang]
    h = play(words, lang=lang, stage=lambda s: with_player(s, 0, coins=4))
    assert h.start_state.phase is Phase.TURN and not any(p.barn for p in h.start_state.players)
    def nothing(kind: str) -> list[str]:
        return [h.text("shell-zooloretto-nothing-to", kind=kind, empty="yes")]
    assert h.reply(1) == nothing("purchase")
    assert h.reply(2) == nothing("move")
    assert h.reply(3) == nothing("discard")
    assert h.reply(4) == nothing("exchange")
    assert h.reply(5) == nothing("purchase")
    assert h.unchanged(1, 6)
    if lang == "en":
        assert h.reply(1) == ["Nothing to buy: no other barn has tiles."]


def test_a_money_word_says_when_coins_are_short_or_nothing_fits() -> None:
    """With 1 coin buying is refused for the coins; with 4, a barn tile that has no place
    in the zoo cannot be bought."""
    def stage(coins: int) -> Stage:
        def staged(state: ZoolorettoState) -> ZoolorettoState:
            state = zoo(state, e0=CAMELS, e1=ZEBRAS, e2=("panda-plain1",))
            state = with_player(state, 0, coins=coins)
            return with_player(state, 1, barn=(T("leopard-plain1"),))
        return staged
    poor = play(["buy"], stage=stage(1))
    assert poor.reply(1) == [poor.narrator().error_line(
        GAME.explain(poor.start_state, 0, Purchase(1, T("leopard-plain1"))))]
    assert poor.reply(1)[0].startswith("This costs 2 coins and you have 1")
    rich = play(["buy"], stage=stage(4))
    assert not any(isinstance(a, Purchase) for a in GAME.legal_actions(rich.start_state, 0))
    assert rich.reply(1) == ["Nothing to buy: no tile of another barn has a place in your zoo."]


def test_why_take_an_empty_truck_gives_the_core_reason() -> None:
    h = play(["why take 2", "take 2"], stage=rich_turn)
    error = GAME.explain(h.start_state, 0, TakeTruck(1))
    assert error is not None and error.reason == "zooloretto-error-truck-empty"
    assert h.reply(1) == [h.narrator().error_line(error)] == h.reply(2)


# ---------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("line", "answer"), [
    ("zoo", lambda n, v: n.zoo_lines(v, 0)), ("zoo bot", lambda n, v: n.zoo_lines(v, 1)),
    ("zoo 2", lambda n, v: n.zoo_lines(v, 1)), ("barn", lambda n, v: [n.barn_line(v, 0)]),
    ("barn bot green", lambda n, v: [n.barn_line(v, 1)]),
    ("trucks", lambda n, v: n.trucks_lines(v)), ("coins", lambda n, v: [n.coins_line(v)]),
    ("score", lambda n, v: n.scores_lines(v)), ("hand", lambda n, v: [n.hand_line(v)]),
    ("players", lambda n, v: [n.players_line(v)]), ("turn", lambda n, v: [n.turn_line(v, 0)]),
    ("table", lambda n, v: n.table_lines(v)), ("stacks", lambda n, v: [n.stacks_line(v)]),
])
def test_questions_answer_and_keep_the_turn(lang: str, line: str,
                                            answer: Callable[[Any, Any], list[str]]) -> None:
    h = play([line], lang=lang, stage=rich_turn)
    assert h.reply(1) == answer(h.narrator(), h.view(0))
    assert h.unchanged(1, 2)


@pytest.mark.parametrize("word", ["stacks", "hromádky", "hromadka"])
def test_stacks_says_the_stack_counts_as_table_does(word: str) -> None:
    h = play([word, "table"], stage=rich_turn)
    assert h.reply(1) == [h.narrator().stacks_line(h.view(0))]
    assert h.reply(1)[0] == h.reply(2)[0]
    assert h.reply(1)[0].startswith("Round 1. Stack: ")


@pytest.mark.parametrize(("line", "seat"), [("stáj", 0), ("zoo já", 0), ("mince", None)])
def test_czech_words_work_in_an_english_game(line: str, seat: int | None) -> None:
    h = play([line], stage=rich_turn)
    n, view = h.narrator(), h.view(0)
    expected = {"stáj": [n.barn_line(view, 0)], "zoo já": n.zoo_lines(view, 0),
                "mince": [n.coins_line(view)]}[line]
    assert h.reply(1) == expected


def test_a_player_nobody_has_gets_one_line() -> None:
    h = play(["zoo zelda"])
    assert h.reply(1) == [h.text("shell-zooloretto-no-such-player", name="zelda",
                                 players="Anna, Bot Green")]


@pytest.mark.parametrize(("line", "msg_id"), [
    ("", "shell-empty-line"), ("xyzzy", "shell-unknown-command"),
    ("99", "shell-number-out-of-range"), ("zebra", "shell-zooloretto-word-not-now"),
])
def test_bad_input_gets_one_line_and_changes_nothing(line: str, msg_id: str) -> None:
    h = play([line])
    assert len(h.reply(1)) == 1
    args = {"word": line, "number": 99, "count": len(GAME.legal_actions(h.start_state, 0))}
    assert h.reply(1) == [h.text(msg_id, **args)]
    assert h.unchanged(1, 2)


def test_help_is_four_lines() -> None:
    h = play(["help"])
    assert h.reply(1) == [h.text(f"shell-zooloretto-help-{n}") for n in range(1, 6)]


# ---------------------------------------------------------------------------
# Whole games, saving, resuming, hot seat
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "count"), [("en", 5)])  # Czech: the golden transcript
def test_answering_1_everywhere_completes_a_whole_game(lang: str, count: int) -> None:
    bots = [BOT_GREEN, BOT_BLUE, PlayerSpec("Bot Red", "random"), PlayerSpec("Bot Y", "greedy")]
    h = play(lang=lang, players=[ANNA, *bots[:count - 1]], seed=count, when_done="1")
    assert h.exit == 0 and h.match.is_over()
    outcome = h.match.outcome()
    assert outcome is not None
    ended = ev.GameEnded(outcome.scores, outcome.winners)
    result = h.narrator().event_lines(ended, 0, h.view(0), outcome)
    assert h.lines()[-len(result):] == result
    assert [s.kind for s in h.sink.said][-1] == "final"
    assert not autosave_path().exists(), "a finished game leaves no autosave"


def test_all_bots_play_a_whole_game_to_the_end() -> None:
    h = play(players=[BOT_GREEN, BOT_BLUE, PlayerSpec("Bot Red", "random")], seed=3)
    assert h.exit == 0 and h.match.is_over() and h.reader.reads == 0


@pytest.mark.parametrize("verbosity", ["brief", "full"])
def test_other_verbosities_play_through(verbosity: str) -> None:
    h = play(["zoo", "barn", "score"], verbosity=verbosity, when_done="1", seed=9)
    assert h.exit == 0 and h.match.is_over()
    assert h.reply(3) == h.narrator(verbosity).scores_lines(h.view(0, 3))


@pytest.mark.parametrize(("lang", "word"), [("en", "quit"), ("cs", "konec")])
def test_quit_saves_and_resume_continues(lang: str, word: str) -> None:
    h = play(["1", "1", word], lang=lang, seed=4)
    assert h.exit == 0
    assert h.reply(3) == [h.text("shell-saved-resume-hint")]
    match, _meta = load_save(autosave_path(), get_game)
    assert match.state == h.match.state and match.history == h.match.history
    reader = ScriptReader(["turn"], "1")
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    assert ZoolorettoSession(app, match, resumed=True).run() == 0
    said = [s.text for s in sink.said]
    assert said[0] == L10n(lang)("shell-resumed", {
        "game": L10n(lang)("game-name-zooloretto"), "turn": h.match.state.turn, "count": 0,
        "names": ""})
    assert match.is_over() and not autosave_path().exists()


def test_a_resumed_game_reads_the_trucks_once() -> None:
    """In full verbosity a turn's question reads the round, the stack and the trucks; after
    a resume the summary has just read them, and the first question does not again."""
    first = play(["1", "1", "quit"], seed=4, verbosity="full")
    match, _meta = load_save(autosave_path(), get_game)
    h = play(match=match, verbosity="full")
    n = h.narrator("full")
    view = h.view(0, 1)
    said = [s.text for s in h.said_before(1)]
    assert said.count(n.trucks_line(view)) == 1
    assert said.count(n.stacks_line(view)) == 1
    assert n.turn_line(view, 0) in said
    assert first.exit == 0


def test_every_action_is_autosaved() -> None:
    h = play(["1", "1", "1"], seed=6)
    match, _meta = load_save(autosave_path(), get_game)
    assert match.history == h.match.history and len(match.history) >= 3


def test_hot_seat_passes_the_keyboard_to_each_human() -> None:
    h = Harness(players=[ANNA, BOB, BOT_GREEN], when_done="1", seed=2)
    h.reader.limit = 40
    with pytest.raises(RuntimeError):
        h.session.run()
    prompts = [s.text for s in h.sink.said if s.kind == "prompt"]
    assert any(line.startswith("Your turn, Anna.") for line in prompts)
    assert any(line.startswith("Your turn, Bob.") for line in prompts)


YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_hot_seat_public_lines_name_the_player_never_you(lang: str) -> None:
    """Two humans share the keyboard: the opening, players, round starts, every event and
    the result name the player; only the prompts (for the one at the keyboard) say you."""
    h = play(["players"], lang=lang, players=(ANNA, BOB, BOT_GREEN), seed=2,
             when_done="1" if lang == "en" else "eof")
    n = h.narrator()
    public = [s.text for s in h.sink.said if s.kind in ("event", "final")]
    opening = h.lines()[0]
    if lang == "en":
        assert opening.startswith("Zooloretto, 3 players: Anna, Bob and Bot Green (bot).")
        assert opening.endswith("Anna starts.")
        assert "Round 1. Anna starts." in public
        assert not [line for line in public if YOU.search(line)]
        assert re.fullmatch(r"(Anna|Bob|Bot Green) wins( on coins)?\.", public[-1])
        assert h.reply(1) == ["3 players: Anna, Bob and Bot Green (bot)."]
    else:
        assert opening.startswith("Zooloretto, 3 hráči: Anna, Bob a Bot Green (bot).")
        assert not [line for line in public if re.search(r"\b(tvoj\w*|tvůj|tvá|máš|jsi)\b",
                                                          line, re.IGNORECASE)]
    assert h.reply(1) == [n.players_line(h.view(0, 1))]
    assert h.text("zooloretto-player-entry", name="Anna", kind="you") not in h.reply(1)[0]


def test_one_human_is_still_you() -> None:
    h = play(["players"], players=(ANNA, BOT_GREEN), seed=2)
    assert h.lines()[0].startswith("Zooloretto, 2 players: Anna (you) and Bot Green (bot).")
    assert "(you)" in h.reply(1)[0]


def test_rules_open_the_zooloretto_overview() -> None:
    h = play(["rules"])
    assert h.reply(1)[:2] == [h.text("zooloretto-rules-overview-title"),
                              h.text("zooloretto-rules-overview-1")]
