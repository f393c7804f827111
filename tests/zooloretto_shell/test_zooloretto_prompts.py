"""The point of decision in Zooloretto: prompts that name the decision, lists a Braille
reader can walk, bots' turns in few lines, and no line over 200 characters.

Every kind of decision is staged at a table of players with 20-character names, in both
languages; its prompt (the text before the cursor) must name the decision, end with a
colon and fit a 40-cell Braille display.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from accessible_games.games.zooloretto.rules.state import Phase, PlaceTask, Source
from accessible_games.games.zooloretto.rules.tiles import parse_tile
from accessible_games.games.zooloretto.runs import PACK_MOST, RunWords
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import PROMPT_MOST
from accessible_games.shell.settings import Settings
from tests.zooloretto_shell.test_zooloretto_expansion_session import (
    Game, Stage, pen, placing, turn, with_player,
)
from tests.zooloretto_shell.test_zooloretto_session import rich_turn

T = parse_tile
LONG_HUMAN = PlayerSpec("Bartoloměj Štěpánkův")
LONG_BOT = PlayerSpec("Bot Zelenomodrý Velk", "greedy")
LONG_TABLE = [LONG_HUMAN, LONG_BOT]
assert len(LONG_HUMAN.name) == len(LONG_BOT.name) == 20


def first_prompt(stage: Stage, lang: str, expansions: tuple[str, ...] = (),
                 script: tuple[str, ...] = (), read: int = 0) -> str:
    """Return the prompt of read ``read`` (from 0) of a game staged at the long table."""
    g = Game.play(list(script), expansions=expansions, lang=lang, players=LONG_TABLE,
                  stage=stage, settings=Settings(bot_delay=0, reindeer_all_year=True))
    prompt: str = g.reader.prompts[read]
    return prompt.rstrip()


def loading(code: str) -> Stage:
    def stage(state: Any) -> Any:
        return replace(state, current=0, phase=Phase.LOAD_TRUCK, drawn=T(code))
    return stage


def choosing(state: Any) -> Any:
    return replace(state, current=0, phase=Phase.CHOOSE_TILE,
                   hand=(T("camel-male1"), T("stall-food2"), T("coin-1")))


def task(code: str, source: Source, **fields: Any) -> Stage:
    def stage(state: Any) -> Any:
        state = pen(state, 0, 0, ["elephant-female1", "elephant-male1"])
        return replace(state, current=0, phase=Phase.PLACE_TILE,
                       task=PlaceTask(T(code), source, **fields))
    return stage


def selling(state: Any) -> Any:
    state = with_player(state, 1, barn=(T("camel-plain2"),))
    return task("camel-plain2", Source.PURCHASE, seller=1)(state)


def moving_stall(state: Any) -> Any:
    pens = list(state.players[0].enclosures)
    pens[0] = pens[0].with_stall(0, T("stall-food1"))
    state = with_player(state, 0, enclosures=tuple(pens))
    return replace(state, current=0, phase=Phase.PLACE_TILE,
                   task=PlaceTask(T("stall-food1"), Source.MOVE_STALL, from_space=(0, 0)))


def six_almost_full(state: Any) -> Any:
    state = pen(state, 0, 2, [f"elephant-plain{i}" for i in range(1, 6)])
    return placing("elephant-plain6")(state)


CASES: list[tuple[str, Stage, tuple[str, ...], tuple[str, ...], int, str, str]] = [
    ("turn", turn(6), (), (), 0, "Your turn, 1 to ", "Tvůj tah, 1 až "),
    ("load", loading("chimpanzee-female1"), (), (), 0,
     "Truck for the chimpanzee, 1 to 3:", "Vůz pro samici šimpanze, 1 až 3:"),
    ("load a long name", loading("site-stall1"), ("construction-sites",), (), 0,
     "Truck, 1 to 3:", "Na který vůz, 1 až 3:"),
    ("choose", choosing, (), (), 0, "Next tile, 1 to 3:", "Další destička, 1 až 3:"),
    ("place", placing("camel-plain3"), (), (), 0, "Place for the camel, 1 to ",
     "Kam dát velblouda, 1 až "),
    ("move", task("camel-plain3", Source.MOVE), (), (), 0, "Move the camel to, 1 to ",
     "Kam přesunout velblouda, 1 až "),
    ("move a stall", moving_stall, (), (), 0, "New space for the food stall, 1 to ",
     "Kam přesunout stánek s jídlem, 1 až "),
    ("purchase", selling, (), (), 0, "Place for the purchase, 1 to ",
     "Kam dát nákup, 1 až "),
    ("money actions", rich_turn, (), ("3",), 1, "Money actions, 1 to ",
     "Peněžní akce, 1 až "),
    ("kind of money action", rich_turn, (), ("discard",), 1, "Discard, 1 to ",
     "Odložení, 1 až "),
    ("site", placing("site-enclosure1"), ("construction-sites",), (), 0,
     "Zoo for the site, 1 to 3:", "Zoo pro staveniště pro výběh, 1 až 3:"),
    ("gift", placing("stall-souvenir-shop1", Source.GIFT), ("buildings",), (), 0,
     "Space for the souvenir shop, 1 to ", "Místo pro obchod se suvenýry, 1 až "),
    ("buy", placing("stall-restaurant1", Source.BUY), ("buildings",), (), 0,
     "Place for the restaurant, 1 to ", "Kam postavit restauraci, 1 až "),
    ("born", task("elephant-offspring1", Source.BORN, from_space=(0, 0)), ("petting-zoo",),
     (), 0, "Place for the newborn, 1 to ", "Kam dát mládě slona, 1 až "),
    ("gorilla", placing("camel-plain3", Source.GORILLA), ("gorilla",), (), 0,
     "Gorilla, place for the camel, 1 to ", "Gorila: kam dát velblouda, 1 až "),
    ("bonus", six_almost_full, ("polar-bear", "gorilla", "reindeer"), ("enclosure 3",), 1,
     "Bonus enclosure, 1 to 3:", "Bonusový výběh, 1 až 3:"),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("name", "stage", "expansions", "script", "read", "en", "cs"), CASES,
                         ids=[case[0] for case in CASES])
def test_every_decision_names_itself_in_the_prompt(
        name: str, stage: Stage, expansions: tuple[str, ...], script: tuple[str, ...],
        read: int, en: str, cs: str, lang: str) -> None:
    if lang == "cs" and script == ("enclosure 3",):
        script = ("výběh 3",)
    if lang == "cs" and script == ("discard",):
        script = ("odložit",)
    prompt = first_prompt(stage, lang, expansions, script, read)
    assert prompt != L10n(lang)("shell-prompt-decision", None)
    assert prompt.startswith(en if lang == "en" else cs), prompt
    assert prompt.endswith(":") and len(prompt) <= PROMPT_MOST, prompt


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_group_and_zoo_prompts_fit_with_long_names_and_long_lists(lang: str) -> None:
    narrator = ZoolorettoNarrator(L10n(lang), LONG_TABLE)
    kinds = ("money", "move", "exchange", "purchase", "discard", "expand", "build", "special",
             "hand-off")
    prompts = [narrator.group_prompt(kind, 120) for kind in kinds]
    prompts.append(narrator.owner_group_prompt(1, 120))
    for prompt in prompts:
        assert prompt.endswith(":") and len(prompt) <= PROMPT_MOST, prompt
    assert LONG_BOT.name in prompts[-1]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_privacy_handover_names_the_player_in_the_prompt(lang: str) -> None:
    players = [LONG_HUMAN, PlayerSpec("Petr"), LONG_BOT]
    g = Game.play([""], expansions=("task-cards",), lang=lang, players=players)
    prompt = g.reader.prompts[0].rstrip()
    assert prompt == L10n(lang)("shell-prompt-privacy", {"name": LONG_HUMAN.name})
    assert prompt.endswith(":") and len(prompt) <= PROMPT_MOST


def test_a_long_list_is_one_choice_a_line_and_a_short_one_stays_one_line() -> None:
    narrator = ZoolorettoNarrator(L10n("en"), LONG_TABLE)
    seven = [f"choice {n}" for n in range(1, 8)]
    lines = narrator.group_lines("move", seven)
    assert lines[0] == "Move, 7 choices:"
    assert lines[1:8] == [f"{n}: choice {n}" for n in range(1, 8)]
    assert lines[8] == "Back returns."
    assert narrator.group_lines("move", seven[:3]) == [
        "Move: 1: choice 1; 2: choice 2; 3: choice 3. Back returns."]


# -- bots' turns ----------------------------------------------------------------------------


def bot_takes_a_truck(state: Any) -> Any:
    """Seat 1 (a bot) is to take a truck holding two animals and a coin; Anna waits."""
    trucks = list(state.trucks)
    trucks[0] = replace(trucks[0], tiles=(T("camel-plain1"), T("coin-1"), T("elephant-plain1")))
    return replace(state, current=1, phase=Phase.TURN, trucks=tuple(trucks))


def bot_turn(verbosity: str) -> tuple[list[str], list[str]]:
    """Return what Anna hears of the bot's truck, and the bot's events as full says them."""
    g = Game.play([], players=[PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy")],
                  stage=bot_takes_a_truck, settings=Settings(bot_delay=0, verbosity=verbosity))
    said = g.reply(0)
    bot_lines = [line for line in said if "Bot Green" in line
                 and not line.startswith(("Zooloretto", "Round"))]
    return bot_lines, said


def test_a_bots_truck_is_two_lines_at_normal_fewer_characters_in_brief_all_in_full() -> None:
    normal, _ = bot_turn("normal")
    brief, _ = bot_turn("brief")
    full, _ = bot_turn("full")
    assert 1 <= len(normal) <= 2, normal
    assert normal[0].startswith("Bot Green takes truck 1: camel, coin and elephant")
    assert "has 3 coins now" in normal[0]
    assert len(brief) <= len(normal) and sum(map(len, brief)) < sum(map(len, normal))
    assert len(full) >= 4, "full verbosity says every event on its own line"
    assert any(line.startswith("Coin: Bot Green has") for line in full)


def test_a_bot_draw_and_load_is_one_line_in_both_languages() -> None:
    for lang, expected in (("en", "Bot Green puts the drawn male camel on truck 2."),
                           ("cs", "Bot Green otáčí destičku a dává ji na vůz 2: samec "
                                  "velblouda.")):
        narrator = ZoolorettoNarrator(L10n(lang), [PlayerSpec("Anna"),
                                                   PlayerSpec("Bot Green", "greedy")])
        steps = [(ev.TileDrawn(1, T("camel-male1"), False), None),
                 (ev.TileLoaded(1, T("camel-male1"), 1), None)]
        assert RunWords(narrator).lines(steps, 0) == [expected]


def test_what_changes_your_zoo_is_marked_for_you() -> None:
    narrator = ZoolorettoNarrator(L10n("en"), [PlayerSpec("Anna"),
                                               PlayerSpec("Bot Green", "greedy")])
    steps = [(ev.MoneyPaid(1, "purchase", 2, 3), None),
             (ev.TilePurchased(1, 0, T("camel-plain1"), 4), None)]
    assert RunWords(narrator).lines(steps, 0) == [
        "Bot Green pays 2 coins for a purchase, 3 coins left.",
        "For you: Bot Green buys the camel from your barn; you get 1 coin, now 4."]
    cs = ZoolorettoNarrator(L10n("cs"), narrator.players)
    assert RunWords(cs).lines(steps, 0)[-1] == (
        "Pro tebe: Bot Green kupuje velblouda z tvé stáje; dostáváš jednu minci, teď máš 4.")


# -- whole games ----------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "expansions", "seed"), [
    ("cs", (), 4), ("en", tuple(NAMES), 8), ("cs", tuple(NAMES), 9)])
def test_no_line_of_a_whole_game_passes_200_characters(
        lang: str, expansions: tuple[str, ...], seed: int) -> None:
    g = Game.play([], expansions=expansions, lang=lang, seed=seed, when_done="1",
                  players=[LONG_HUMAN, LONG_BOT, PlayerSpec("Bot Modrý", "greedy")],
                  settings=Settings(bot_delay=0, reindeer_all_year=True))
    assert g.match.is_over()
    long = [line for line in g.lines() if len(line) > PACK_MOST]
    assert not long, long
    assert all(p.rstrip().endswith(":") and len(p.rstrip()) <= PROMPT_MOST
               for p in g.reader.prompts), max(g.reader.prompts, key=len)
