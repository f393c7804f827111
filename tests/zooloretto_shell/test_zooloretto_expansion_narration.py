"""The mini-expansions narrated in English and Czech with strict localisation: every new event
and refusal, the option labels and prompts of every new action and task, the zoo described with
pavilions, construction sites, the restaurant, the petting zoo, bonus enclosures and the savings
book, the table, the task card only for its owner, the new score categories, Czech agreement,
and whole bot games with every expansion."""

from __future__ import annotations

import inspect
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import accessible_games.games.zooloretto.rules as zooloretto_package
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.zooloretto.rules import (
    GAME, Cancel, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Species, ZoolorettoState,
    ZoolorettoView, make_bot, parse_tile,
)
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.expansions import bonus
from accessible_games.games.zooloretto.rules.expansions import buildings
from accessible_games.games.zooloretto.rules.expansions import catalogue
from accessible_games.games.zooloretto.rules.expansions import construction_sites
from accessible_games.games.zooloretto.rules.expansions import petting_zoo
from accessible_games.games.zooloretto.rules.expansions import savings_book
from accessible_games.games.zooloretto.rules.expansions import specialised
from accessible_games.games.zooloretto.rules.expansions import task_cards
from accessible_games.games.zooloretto.rules.expansions.bonus import TakeBonusEnclosure
from accessible_games.games.zooloretto.rules.expansions.buildings import (
    BuyPavilion, BuyRestaurant, PlacePavilion, PlaceRestaurant,
)
from accessible_games.games.zooloretto.rules.expansions.construction_sites import (
    HandOffSites, PlaceSite, RemoveSite,
)
from accessible_games.games.zooloretto.rules.expansions.gorilla import UseGorilla
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import PlaceInPettingZoo
from accessible_games.games.zooloretto.rules.expansions.savings_book import SaveCoin
from accessible_games.games.zooloretto.rules.expansions.specialised import BuySpecialEnclosure
from accessible_games.games.zooloretto.rules.state import Phase, PlaceTask, Source
from accessible_games.games.zooloretto.rules.tiles import (
    BONUS_BOARDS, PAVILIONS, RESTAURANT,
)
from accessible_games.games.zooloretto.rules.zoo import SPECIALISED
from accessible_games.narration.l10n import L10n
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.games.zooloretto.expansion_words import EXPANSION_ACTIONS

LANGS = ("en", "cs")
PLAYERS = [PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"), PlayerSpec("Bot Blue", "random"),
           PlayerSpec("Bob"), PlayerSpec("Bot Red", "greedy")]
T = parse_tile
ALL = list(catalogue.NAMES)
SOURCE = Path(zooloretto_package.__file__).parent


def narrator(lang: str, count: int = 3, verbosity: str = "normal") -> ZoolorettoNarrator:
    return ZoolorettoNarrator(L10n(lang, strict=True), PLAYERS[:count], verbosity)


def assert_clean(lines: list[str]) -> None:
    for line in lines:
        assert line.strip() and "\n" not in line, repr(line)
        assert not set(line) & set("\u2068\u2069\x1b/+*#{}"), line
        assert "zooloretto-" not in line and "  " not in line, line
        assert " ," not in line and " ." not in line and " ;" not in line, line


# -- every new event and refusal has a message ----------------------------------------------------

EXPANSION_MODULES = (bonus, buildings, construction_sites, petting_zoo, savings_book, specialised,
                     task_cards)


def expansion_events() -> list[type[Event]]:
    found = [cls for module in EXPANSION_MODULES for _, cls in inspect.getmembers(module)
             if inspect.isclass(cls) and issubclass(cls, Event) and cls is not Event
             and cls.__module__ == module.__name__]
    return found + [ev.OffspringArrived]


BUILT: list[Event] = [
    ev.OffspringArrived(0, T("camel-offspring1"), 0), ev.OffspringArrived(1, T("zebra-offspring2"), 2),
    buildings.RestaurantBuilt(0, 1, 2), buildings.RestaurantBuilt(1, 1, 0),
    buildings.PavilionBuilt(0, 0, 4, 1), buildings.PavilionBuilt(1, 2, 1, 0),
    buildings.PavilionBuilt(2, 2, 5, 0),
    buildings.SouvenirShopGiven(0, False), buildings.SouvenirShopGiven(0, True),
    buildings.SouvenirShopGiven(1, False), buildings.SouvenirShopGiven(1, True),
    petting_zoo.PettingZooPlaced(0, T("zebra-offspring1"), 1, 3),
    petting_zoo.PettingZooPlaced(1, T("panda-offspring1"), 2, 5),
    petting_zoo.PettingZooPlaced(0, T("camel-offspring2"), 0, 0),
    specialised.SpecialEnclosureBought(0, Species.ZEBRA, 3, 1),
    specialised.SpecialEnclosureBought(1, Species.CAMEL, 4, 0),
    *[bonus.BonusEnclosureTaken(seat, name) for seat in (0, 1)
      for name in ("polar-bear", "gorilla", "reindeer")],
    construction_sites.SitesShuffledIn(9), construction_sites.SitesShuffledIn(1),
    construction_sites.SitePlaced(0, 1, T("site-enclosure1"), 2, None),
    construction_sites.SitePlaced(1, 0, T("site-stall2"), 1, 1),
    construction_sites.SitePlaced(1, 0, T("site-stall2"), 0, 0),
    construction_sites.SitePlaced(2, 1, T("site-barn3"), None, None),
    construction_sites.SiteRemoved(0, T("site-stall1")),
    construction_sites.SitesHandedOff(0, (T("site-enclosure1"),), 2),
    construction_sites.SitesHandedOff(1, (T("site-enclosure1"), T("site-barn2")), 0),
    task_cards.TaskCardDealt(0, 0), task_cards.TaskCardDealt(1, 4), task_cards.TaskCardHidden(1),
    task_cards.TaskCardHidden(0), task_cards.TaskCardsRevealed((0, 3, 4)),
    savings_book.CoinSaved(0, 1), savings_book.CoinSaved(1, 5), savings_book.SavingsMoved(1, 3),
    savings_book.SavingsMoved(0, 2), savings_book.SavingsPaidOut(0, 1, 4),
    savings_book.SavingsPaidOut(1, 0, 2),
    *[ev.MoneyPaid(0, action, 1, 2) for action in ("restaurant", "pavilion", "special",
                                                   "hand-off", "gorilla")],
]


def test_built_events_cover_every_new_event() -> None:
    assert {cls for cls in expansion_events()} == {type(e) for e in BUILT} - {ev.MoneyPaid}


@pytest.mark.parametrize("lang", LANGS)
def test_every_new_event_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    assert [cls.key for cls in expansion_events() if not l10n.has(cls.key)] == []


@pytest.mark.parametrize("verbosity", ["brief", "normal"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_new_event_narrates_for_player_and_spectator(lang: str, verbosity: str) -> None:
    n = narrator(lang, 3, verbosity)
    view = expansion_view()
    for event in BUILT:
        for listener in (0, 1, None):
            for seen in (None, view):
                lines = n.event_lines(event, listener, seen)
                assert lines, (event, listener)
                assert_clean(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_money_paid_names_every_new_action(lang: str) -> None:
    n = narrator(lang)
    other = n.event_lines(ev.MoneyPaid(0, "something-new", 1, 2), 0)[0]
    lines = {n.event_lines(ev.MoneyPaid(0, action, 1, 2), 0)[0]
             for action in ("restaurant", "pavilion", "special", "hand-off", "gorilla")}
    assert len(lines) == 5 and other not in lines


ERROR_ARGS: dict[str, dict[str, Any]] = {
    "zooloretto-error-special-species": {"enclosure": 4, "species": "zebra"},
    "zooloretto-error-newborn-with-parents": {},
    "zooloretto-error-building-gone": {"building": "restaurant"},
    "zooloretto-error-no-room-for-building": {"building": "pavilion"},
    "zooloretto-error-petting-zoo-newborns-only": {},
    "zooloretto-error-petting-zoo-full": {"spaces": 2},
    "zooloretto-error-special-gone": {"species": "camel"},
    "zooloretto-error-bonus-gone": {"name": "polar-bear"},
    "zooloretto-error-gorilla-not-yours": {},
    "zooloretto-error-gorilla-used": {},
    "zooloretto-error-no-sites-to-hand-off": {"limit": 2},
    "zooloretto-error-site-has-places": {},
    "zooloretto-error-site-own-zoo": {},
    "zooloretto-error-site-no-room": {"kind": "stall"},
    "zooloretto-error-savings-busy": {"field": 2},
}
REASON = re.compile(r"""["'](zooloretto-error-[a-z0-9-]+)["']""")


def test_the_expansions_raise_no_reason_without_a_message() -> None:
    base = set(re.findall(r"``(zooloretto-error-[a-z0-9-]+)``", zooloretto_package.__doc__ or ""))
    used = {r for path in SOURCE.rglob("*.py") for r in REASON.findall(path.read_text("utf-8"))}
    assert used - base == set(ERROR_ARGS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", sorted(ERROR_ARGS))
def test_every_new_reason_says_one_clean_sentence(lang: str, reason: str) -> None:
    line = narrator(lang).error_line(IllegalAction(reason, ERROR_ARGS[reason]))
    assert_clean([line])
    assert line[0].isupper() and line.endswith("."), line


@pytest.mark.parametrize("lang", LANGS)
def test_reasons_with_a_selector_say_each_case(lang: str) -> None:
    n = narrator(lang)
    for reason, key, values in (
            ("zooloretto-error-building-gone", "building", ("restaurant", "pavilion")),
            ("zooloretto-error-no-room-for-building", "building", ("restaurant", "pavilion")),
            ("zooloretto-error-bonus-gone", "name", ("polar-bear", "gorilla", "reindeer")),
            ("zooloretto-error-site-no-room", "kind", ("enclosure", "stall", "barn"))):
        lines = {n.error_line(IllegalAction(reason, {key: v})) for v in values}
        assert len(lines) == len(values), reason


def test_errors_name_their_things_in_words() -> None:
    en, cs = narrator("en"), narrator("cs")
    special = IllegalAction("zooloretto-error-special-species", {"enclosure": 4, "species": "zebra"})
    assert en.error_line(special).startswith("Enclosure 4 is only for zebras;")
    assert cs.error_line(special).startswith("Výběh 4 je jen pro zebry;")
    gone = IllegalAction("zooloretto-error-special-gone", {"species": "camel"})
    assert "pro velbloudy" in cs.error_line(gone)
    full = IllegalAction("zooloretto-error-petting-zoo-full", {"spaces": 2})
    assert "dvě mláďata" in cs.error_line(full)


# -- the new score categories ---------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_new_score_categories_have_names(lang: str) -> None:
    n = narrator(lang)
    other = L10n(lang, strict=True)("zooloretto-category-other", {"name": "x", "points": 3})
    for name in ("souvenir-shop", "reindeer", "task-card"):
        assert L10n(lang, strict=True).has(f"zooloretto-category-{name}")
        assert "-" not in n.zoo_words.category(name, 3) and n.zoo_words.category(name, 3) != other
    assert narrator("cs").zoo_words.category("task-card", 5) == "karta úkolu 5"
    assert narrator("en").zoo_words.category("souvenir-shop", 2) == "souvenir shop 2"


# -- a staged table ---------------------------------------------------------------------------------

def expansion_state(names: list[str] | None = None, seed: int = 4) -> ZoolorettoState:
    """Anna (seat 0) with a pavilion in enclosure 1 (3 camels), the restaurant at enclosure 2
    with 3 zebras and a site among them, a stall-space site at enclosure 3, a barn site, a
    petting zoo with 1 offspring, the polar bear, a coin on field 2 of the savings book; Bot
    Green with the elephants' specialised enclosure and the gorilla, its coin spent."""
    state = GAME.new_game(PLAYERS[:3], {"expansions": names if names is not None else ALL},
                          seed).state
    me = state.players[0]
    pens = list(me.enclosures)
    pens[0] = pens[0].with_animals((T("camel-male1"), T("camel-plain1"), T("camel-plain2")))
    pens[0] = pens[0].with_fixture(PAVILIONS[0])
    pens[1] = pens[1].with_animals(tuple(T(f"zebra-plain{i}") for i in (1, 2, 3)))
    pens[1] = pens[1].with_fixture(T("site-enclosure1")).with_stall(0, RESTAURANT)
    pens[1] = pens[1].with_stall(1, RESTAURANT)
    pens[2] = pens[2].with_stall(0, T("site-stall1"))
    me = replace(me, enclosures=tuple(pens), coins=3,
                 barn=(T("panda-plain1"), T("site-barn1"), T("site-barn2")),
                 petting=(T("panda-offspring1"),), bonus_boards=(BONUS_BOARDS["polar-bear"],),
                 savings=2)
    other = state.players[1].add_enclosure(SPECIALISED[Species.ELEPHANT])
    other = replace(other, bonus_boards=(BONUS_BOARDS["gorilla"],), gorilla_coin=True)
    supply = tuple(t for t in state.supply
                   if t not in (RESTAURANT, PAVILIONS[0], BONUS_BOARDS["polar-bear"],
                                BONUS_BOARDS["gorilla"])
                   and t.key != Species.ELEPHANT.value)
    return replace(state, players=(me, other, *state.players[2:]), supply=supply)


def expansion_view(seat: int | None = 0, state: ZoolorettoState | None = None) -> ZoolorettoView:
    view: ZoolorettoView = GAME.view(state or expansion_state(), seat)
    return view


def test_the_zoo_in_english_tells_every_expansion() -> None:
    lines = narrator("en").zoo_lines(expansion_view(), 0)
    assert_clean(lines)
    assert lines[1] == ("Enclosure 1, 5 spaces, 1 under a pavilion, so 4 animals complete it: "
                        "3 camels, 1 empty. A male waits for a female. Stall space: free. "
                        "Filling it pays 2 coins. Points: full 8, one short 5, now 5.")
    assert lines[2] == ("Enclosure 2, 4 spaces, 1 blocked by a construction site that counts "
                        "as empty: 3 zebras, full. Both stall spaces: the restaurant. It can "
                        "never be complete: no coins for filling it, at best 4 points, now 4.")
    assert "Stall space: blocked by a construction site, not a stall." in lines[3]
    assert lines[4] == ("Stall types in the zoo: restaurant, worth 2 points, 2 points for "
                        "every stall thanks to the restaurant.")
    assert lines[5] == ("Your barn, 3 tiles: 1 panda, 2 construction sites. It costs 2 points "
                        "now: 1 species, 0 stall types, construction sites, halved by the polar "
                        "bear.")
    assert lines[6] == ("Your petting zoo: panda offspring, room for 1; the next newborn there "
                        "earns 2 coins.")
    assert lines[7] == "Your bonus enclosure: the polar bear, the barn costs only half."
    assert lines[8].startswith("Your savings book: a coin on field 2;")


def test_the_zoo_in_czech_agrees() -> None:
    lines = narrator("cs").zoo_lines(expansion_view(), 0)
    assert_clean(lines)
    assert lines[1].startswith("Výběh 1, 5 míst, na jednom místě je pavilón, takže ho zaplní "
                               "4 zvířata: 3 velbloudi, jedno volné.")
    assert lines[2].startswith("Výběh 2, 4 místa, na jednom místě je staveniště, to místo se "
                               "počítá "
                               "jako prázdné: 3 zebry, plný. Obě stánková místa: restaurace. "
                               "Úplný nikdy nebude: za zaplnění žádné mince, nejvýš 4 body")
    assert "blokované staveništěm" in lines[3]
    assert lines[5].endswith("1 druh zvířat, 0 druhů stánků, staveniště, díky lednímu medvědovi "
                             "jen polovina.")
    assert lines[6] == ("Tvoje zoo pro mazlíčky: mládě pandy, místo ještě pro jedno mládě; další "
                        "mládě tam vynese dvě mince.")
    assert lines[7] == "Tvůj bonusový výběh: lední medvěd, stáj stojí jen polovinu bodů."


@pytest.mark.parametrize("lang", LANGS)
def test_another_zoo_tells_the_specialised_enclosure_and_the_used_gorilla(lang: str) -> None:
    lines = narrator(lang).zoo_lines(expansion_view(), 1)
    assert_clean(lines)
    if lang == "en":
        assert lines[4].startswith("Enclosure 4, specialised for elephants only, 2 spaces: "
                                   "empty. No stall space. Filling it pays no coins.")
        assert "Bonus enclosure of Bot Green: the gorilla, its coin is used." in lines
    else:
        assert lines[4].startswith("Výběh 4, specializovaný jen pro slony, dvě místa: prázdný.")


@pytest.mark.parametrize("lang", LANGS)
def test_brief_lines_of_the_expansions_are_short(lang: str) -> None:
    brief = narrator(lang, 3, "brief")
    lines = brief.zoo_lines(expansion_view(), 0)
    assert_clean(lines)
    for line in lines[1:4] + lines[6:]:
        assert len(line) <= 40, line


def test_points_now_count_the_expansions_and_keep_task_cards_secret() -> None:
    state = expansion_state()
    state = replace(state, task_cards=(0, 1, 2))
    mine = narrator("en").scores_lines(expansion_view(0, state))
    theirs = narrator("en").scores_lines(expansion_view(1, state))
    assert "task card" in mine[1] and "task card" not in mine[2]
    assert "task card" not in theirs[1] and "task card" in theirs[2]
    assert "barn minus 2" in mine[1], "the polar bear halves the barn"


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_says_what_lies_there(lang: str) -> None:
    lines = narrator(lang).table_lines(expansion_view())
    assert_clean(lines)
    supply = lines[3:]
    assert len(supply) == 3
    if lang == "en":
        assert supply[0] == ("Buildings for sale, 3 coins each: no restaurant, 1 pavilion. The "
                             "souvenir shop goes to the first player with an offspring.")
        assert supply[1].startswith("Specialised enclosures, 2 coins each, ")
        assert "elephants" not in supply[1]
        assert supply[2] == ("Bonus enclosures left for completing the 6-space enclosure: "
                             "reindeer.")
    else:
        assert supply[0].startswith("Budovy na prodej, každá za 3 mince: restaurace už ne, "
                                    "jeden pavilón.")


def test_the_base_game_table_is_unchanged() -> None:
    view = expansion_view(0, expansion_state([]))
    assert len(narrator("en").table_lines(view)) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_the_task_card_is_told_only_to_its_owner(lang: str) -> None:
    state = replace(expansion_state(), task_cards=(2, 0, 4))
    n = narrator(lang)
    mine = n.task_lines(expansion_view(0, state))
    assert mine is not None and len(mine) == 1
    assert_clean(mine)
    assert n.task_lines(expansion_view(None, state)) is None
    theirs = n.task_lines(expansion_view(1, state))
    assert theirs is not None and theirs != mine
    if lang == "en":
        assert mine[0] == ("Task card, for you only: card 3, 3 points for each full enclosure of "
                           "chimpanzees, 2 points for each full enclosure of pandas, and zebras "
                           "in the barn cost nothing.")
    else:
        assert mine[0] == ("Karta úkolu, jen pro tebe: karta 3, 3 body za každý zaplněný výběh "
                           "šimpanzů, 2 body za každý zaplněný výběh pand a za zebry ve stáji se "
                           "body neztrácejí.")


def test_a_private_task_card_is_redacted_for_everyone_else() -> None:
    n = narrator("en")
    dealt = task_cards.TaskCardDealt(0, 0)
    assert n.event_lines(dealt, 1) == ["Anna gets a secret task card."]
    assert n.event_lines(dealt, None) == ["Anna gets a secret task card."]
    assert n.event_lines(dealt, 0)[0].startswith("Task card, for you only: card 1, 3 points for "
                                                 "each full enclosure of camels")


def test_revealed_task_cards_name_each_players_card() -> None:
    lines = narrator("cs").event_lines(task_cards.TaskCardsRevealed((0, 3, 4)), 0)
    assert lines[0] == "Karty úkolů se odkrývají."
    assert lines[1].startswith("Karta úkolu, Anna: karta 1, 3 body za každý zaplněný výběh "
                               "velbloudů, 2 body za každý zaplněný výběh slonů a za šimpanze")
    assert lines[3].startswith("Karta úkolu, Bot Blue: karta 5, 3 body za každý zaplněný výběh "
                               "zeber")


# -- Czech agreement in the events -------------------------------------------------------------

@pytest.mark.parametrize(("event", "line"), [
    (buildings.PavilionBuilt(0, 0, 1, 1), "Stavíš pavilón ve výběhu 1: teď mu k zaplnění stačí "
                                          "jedno zvíře."),
    (buildings.PavilionBuilt(1, 0, 4, 1), "Bot Green staví pavilón ve výběhu 1: teď mu k "
                                          "zaplnění stačí 4 zvířata."),
    (buildings.PavilionBuilt(1, 2, 5, 1), "Bot Green staví pavilón ve výběhu 3: teď mu k "
                                          "zaplnění stačí 5 zvířat."),
    (buildings.RestaurantBuilt(0, 1, 2), "Stavíš restauraci u výběhu 2, na obě jeho stánková "
                                         "místa."),
    (construction_sites.SitesShuffledIn(9), "9 stavenišť je zamícháno mezi destičky."),
    (construction_sites.SitesShuffledIn(3), "3 staveniště jsou zamíchaná mezi destičky."),
    (construction_sites.SitePlaced(1, 0, T("site-enclosure1"), 2, None),
     "Bot Green ti dává staveniště: do výběhu 3, zablokované místo se počítá jako prázdné."),
    (construction_sites.SitePlaced(0, 1, T("site-enclosure1"), 2, None),
     "Staveniště dostává Bot Green, dáváš ho ty: do výběhu 3, zablokované místo se počítá jako "
     "prázdné."),
    (construction_sites.SitesHandedOff(0, (T("site-enclosure1"), T("site-barn2")), 2),
     "Předáváš dvě staveniště: staveniště pro výběh a staveniště pro stáj; teď je umísti do "
     "cizích "
     "zoo."),
    (petting_zoo.PettingZooPlaced(0, T("zebra-offspring1"), 2, 5),
     "Dáváš mládě zebry do své zoo pro mazlíčky: dostáváš dvě mince, teď máš 5."),
    (petting_zoo.PettingZooPlaced(1, T("zebra-offspring1"), 1, 3),
     "Bot Green dává mládě zebry do zoo pro mazlíčky: dostává jednu minci, teď má 3."),
    (specialised.SpecialEnclosureBought(1, Species.PANDA, 3, 0),
     "Bot Green kupuje specializovaný výběh pro pandy: výběh 4."),
    (bonus.BonusEnclosureTaken(0, "reindeer"),
     "Získáváš výběh se sobem: dostaneš 1 bod za každé prázdné místo ve svých výbězích."),
    (bonus.BonusEnclosureTaken(1, "polar-bear"),
     "Bot Green získává výběh s ledním medvědem: stáj ho bude stát jen polovinu bodů."),
    (savings_book.CoinSaved(0, 3), "Dáváš jednu minci na svou vkladní knížku, na pole 1; zbývají "
                                   "3 mince."),
    (savings_book.SavingsPaidOut(1, 1, 5), "Bot Green dostává z vkladní knížky zpět svou minci "
                                           "a jednu minci úroku; teď má 5 mincí."),
    (savings_book.SavingsPaidOut(0, 2, 2), "Vkladní knížka ti vrací minci a dvě mince úroku; "
                                           "teď máš dvě mince."),
    (buildings.SouvenirShopGiven(0, True), "První mládě: dostáváš obchod se suvenýry; žádné "
                                           "stánkové místo není volné, jde do tvé stáje."),
    (ev.MoneyPaid(0, "gorilla", 1, 0), "Platíš jednu minci za použití gorily, zbývá 0 mincí."),
])
def test_czech_event_sentences_agree(event: Event, line: str) -> None:
    assert narrator("cs").event_lines(event, 0, expansion_view()) == [line]


def test_english_event_sentences() -> None:
    en = narrator("en")
    assert en.event_lines(construction_sites.SitePlaced(0, 1, T("site-stall1"), 1, 0), 0,
                          expansion_view()) == [
        "Construction site for Bot Green, from you: on stall space 1 at enclosure 2, where no "
        "stall can stand now."]
    assert en.event_lines(construction_sites.SiteRemoved(1, T("site-barn1")), 0) == [
        "No other zoo has room: the construction site for the barn leaves the game."]
    assert en.event_lines(bonus.BonusEnclosureTaken(1, "gorilla"), 0) == [
        "Bonus enclosure for Bot Green: the gorilla, which once puts a drawn tile straight into "
        "the zoo."]


# -- options and prompts -------------------------------------------------------------------------

def labelled_actions(view: ZoolorettoView) -> list[Any]:
    return [BuyRestaurant(), BuyPavilion(), PlaceRestaurant(1, 0), PlacePavilion(0),
            PlacePavilion(2), PlaceInPettingZoo(), BuySpecialEnclosure(Species.ZEBRA),
            *[TakeBonusEnclosure(n) for n in ("polar-bear", "gorilla", "reindeer")],
            PlaceSite(1, 0), PlaceSite(1, 1, 1), PlaceSite(1, 3, None), PlaceSite(1),
            RemoveSite(), HandOffSites((T("site-enclosure1"),)),
            HandOffSites((T("site-stall1"), T("site-barn1"))), UseGorilla(), SaveCoin()]


def test_every_expansion_action_is_labelled() -> None:
    view = expansion_view()
    assert {type(a) for a in labelled_actions(view)} == set(EXPANSION_ACTIONS)


@pytest.mark.parametrize("lang", LANGS)
def test_expansion_labels_are_clean_and_distinct(lang: str) -> None:
    view = replace(expansion_view(), drawn=T("zebra-male1"))
    labels = [narrator(lang).option_label(a, view, 0) for a in labelled_actions(view)]
    assert_clean(labels)
    assert len(set(labels)) == len(labels)


def test_expansion_labels_in_english() -> None:
    en = narrator("en")
    view = replace(expansion_view(), drawn=T("zebra-male1"))
    label = {type(a).__name__ + str(i): en.option_label(a, view, 0)
             for i, a in enumerate(labelled_actions(view))}
    assert label["BuyRestaurant0"] == "buy the restaurant, 3 coins"
    assert label["PlacePavilion3"] == "enclosure 1: 3 camels, then complete"
    assert label["PlacePavilion4"] == "enclosure 3: empty, then 5 animals complete it"
    assert label["PlaceInPettingZoo5"] == "the petting zoo, 2 coins"
    assert label["BuySpecialEnclosure6"] == ("buy the specialised enclosure for zebras, 2 spaces, "
                                             "2 coins")
    assert label["TakeBonusEnclosure7"] == "the polar bear: halves your barn penalty"
    assert label["PlaceSite10"] == "enclosure 1 in Bot Green's zoo: empty, 5 spaces"
    assert label["PlaceSite13"] == "Bot Green's barn"
    assert label["HandOffSites16"] == ("hand off the construction sites on the stall space at "
                                       "enclosure 3 and in the barn, 1 coin")
    assert label["UseGorilla17"] == "the gorilla: the male zebra straight into your zoo, 1 coin"


def test_expansion_labels_in_czech() -> None:
    cs = narrator("cs")
    view = expansion_view()
    assert cs.option_label(BuyPavilion(), view, 0) == "koupit pavilón, 3 mince"
    assert cs.option_label(PlaceSite(1, 0), view, 0) == "Bot Green, výběh 1: prázdný, 5 míst"
    assert cs.option_label(PlaceSite(1, 1, 1), view, 0) == \
        "Bot Green, stánkové místo 2 u výběhu 2, bez zvířat"
    assert cs.option_label(HandOffSites((T("site-enclosure1"),)), view, 0) == \
        "předat staveniště ve výběhu 2, jedna mince"
    assert cs.option_label(SaveCoin(), view, 0) == \
        "vkladní knížka: uložit jednu minci, vrátí se za 3 kola a úrok bude jedna mince"
    assert cs.option_label(BuySpecialEnclosure(Species.CAMEL), view, 0) == \
        "koupit specializovaný výběh pro velbloudy, dvě místa, dvě mince"


def placing(state: ZoolorettoState, code: str, source: Source,
            from_space: tuple[int, int] | None = None) -> ZoolorettoState:
    return replace(state, current=0, phase=Phase.PLACE_TILE,
                   task=PlaceTask(T(code), source, from_space=from_space))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("code", "source", "from_space"), [
    ("camel-offspring1", Source.BORN, (0, 0)), ("stall-souvenir-shop1", Source.GIFT, None),
    ("stall-restaurant1", Source.BUY, None), ("pavilion-2", Source.BUY, None),
    ("site-enclosure2", Source.TRUCK, None), ("site-barn3", Source.HANDOFF, None),
    ("zebra-plain4", Source.GORILLA, None), ("bonus-reindeer", Source.BONUS, None),
])
def test_every_new_placement_has_its_question(lang: str, code: str, source: Source,
                                              from_space: tuple[int, int] | None) -> None:
    state = placing(expansion_state(), code, source, from_space)
    if source is Source.GORILLA:
        state = replace(state, players=(replace(state.players[0], bonus_boards=(
            BONUS_BOARDS["gorilla"],)), *state.players[1:]))
    legal = GAME.legal_actions(state, 0)
    assert legal, code
    view: ZoolorettoView = GAME.view(state, 0)
    n = narrator(lang)
    lines = n.prompt_lines(view, 0, legal)
    assert_clean(lines)
    listed = n.numbered([n.option_label(a, view, 0) for a in legal])
    assert lines == [n.expansion_words.expansion_prompt_line(view, legal, listed)]
    assert lines[0].endswith(f"{len(legal)}: {n.option_label(legal[-1], view, 0)}.")


def test_placement_questions_in_english() -> None:
    en = narrator("en")
    born = placing(expansion_state(), "camel-offspring1", Source.BORN, (0, 0))
    view: ZoolorettoView = GAME.view(born, 0)
    assert en.prompt_lines(view, 0, [PlaceInEnclosure(0), PlaceInPettingZoo()]) == [
        "Newborn camel offspring: where does it go? 1: enclosure 1: 3 camels, 1 free, fills it; "
        "2: the petting zoo, 2 coins."]
    gift = GAME.view(placing(expansion_state(), "stall-souvenir-shop1", Source.GIFT), 0)
    assert en.prompt_lines(gift, 0, [PlaceOnStallSpace(0, 0)]) == [
        "Souvenir shop: choose a free stall space for it. 1: stall space at enclosure 1, "
        "3 camels."]
    site = GAME.view(placing(expansion_state(), "site-barn1", Source.TRUCK), 0)
    assert en.prompt_lines(site, 0, [RemoveSite()]) == [
        "No other zoo has room for the construction site for the barn: 1: remove it from the "
        "game, no other zoo has room."]
    buy = GAME.view(placing(expansion_state(), "pavilion-2", Source.BUY), 0)
    assert en.prompt_lines(buy, 0, [PlacePavilion(2), Cancel()]) == [
        "Build the pavilion: 1: enclosure 3: empty, then 5 animals complete it; 2: cancel."]


def test_czech_placement_questions() -> None:
    cs = narrator("cs")
    born = GAME.view(placing(expansion_state(), "zebra-offspring1", Source.BORN, (1, 0)), 0)
    assert cs.prompt_lines(born, 0, [PlaceInBarn(), PlaceInPettingZoo()]) == [
        "Nové mládě zebry: kam půjde? 1: stáj; 2: zoo pro mazlíčky, dvě mince."]
    buy = GAME.view(placing(expansion_state(), "stall-restaurant1", Source.BUY), 0)
    assert cs.prompt_lines(buy, 0, [Cancel()])[0].startswith("Kam postavit restauraci?")


@pytest.mark.parametrize("lang", LANGS)
def test_site_owner_groups_are_named(lang: str) -> None:
    n = narrator(lang)
    label = n.owner_group_label(1, 5)
    prompt = n.owner_group_prompt_line(1, ["a", "b"])
    assert_clean([label, prompt])
    assert "Bot Green" in label and "Bot Green" in prompt
    if lang == "cs":
        assert label == "zoo, Bot Green: 5 míst"


@pytest.mark.parametrize("lang", LANGS)
def test_new_money_action_groups_are_named(lang: str) -> None:
    n = narrator(lang)
    other = n.group_label("something-new", 2)
    for kind in ("build", "special", "hand-off"):
        assert n.group_label(kind, 2) != other
        assert_clean([n.group_prompt_line(kind, ["a"])])


@pytest.mark.parametrize("lang", LANGS)
def test_the_expansions_are_announced_at_the_start(lang: str) -> None:
    state = expansion_state(["buildings", "task-cards"])
    started = ev.GameStarted(3, (), 3, 0)
    lines = narrator(lang).event_lines(started, 0, GAME.view(state, 0))
    assert len(lines) == 2
    if lang == "en":
        assert lines[1] == "Mini-expansions in play: 3 new buildings and task cards."
    else:
        assert lines[1] == "Minirozšíření ve hře: tři nové budovy a karty úkolů."
    base = narrator(lang).event_lines(started, 0, GAME.view(expansion_state([]), 0))
    assert len(base) == 1


# -- whole bot games with the expansions ---------------------------------------------------------

def narrate_game(players: int, lang: str, seed: int, names: list[str]) -> list[str]:
    specs = PLAYERS[:players]
    match = Match.start(GAME, specs, {"expansions": names}, seed)
    n = ZoolorettoNarrator(L10n(lang, strict=True), specs, "normal")
    lines = [line for e in match.setup_events for line in n.event_lines(e, 0, match.view(0))]
    bots = [make_bot("random" if seat % 2 else "greedy", seed + seat) for seat in range(players)]
    step = 0
    while not match.is_over():
        seat = match.state.current
        legal = match.legal_actions(seat)
        view: ZoolorettoView = match.view(seat)
        lines += n.prompt_lines(view, seat, legal)
        if step % 25 == 0:
            lines += [line for other in range(players) for line in n.zoo_lines(view, other)]
            lines += n.table_lines(view) + n.scores_lines(view) + (n.task_lines(view) or [])
        for event in match.act(seat, bots[seat].choose(view, legal)):
            lines += n.event_lines(event, 0, match.view(0), match.outcome())
            lines += n.event_lines(event, None)
        step += 1
    return lines


COMPATIBLE = [n for n in ALL if n not in ("buildings", "petting-zoo")]


@pytest.mark.parametrize(("players", "lang", "names"), [
    (2, "en", ALL), (3, "cs", ALL), (5, "en", COMPATIBLE), (4, "cs", COMPATIBLE),
    (3, "en", ["buildings", "petting-zoo"]),
])
def test_whole_bot_games_with_expansions_narrate(players: int, lang: str,
                                                 names: list[str]) -> None:
    lines = narrate_game(players, lang, players * 13, names)
    assert_clean(lines)
    over = L10n(lang)("zooloretto-game-ended", {"scores": ""}).split(".")[0]
    assert any(line.startswith(over) for line in lines)


# -- Czech by ear (issue 17) ------------------------------------------------------------------

CZECH_FILES = ("zooloretto.ftl", "zooloretto-rules.ftl", "shell-zooloretto.ftl")


def test_czech_says_sestimistny_not_a_digit_glued_to_a_word() -> None:
    """S5: "šestimístný výběh" (a voice reads "6místný" as *šest místný*)."""
    locales = Path(__file__).resolve().parents[2] / "locales" / "cs"
    for name in CZECH_FILES:
        text = (locales / name).read_text(encoding="utf-8")
        assert not re.search(r"\d+místn", text), name
    lines = narrator("cs").zoo_lines(expansion_view(0), 2)
    assert "Bonusový výběh, Bot Blue: zatím žádný; jeden si vezme ten, kdo první zaplní " \
        "šestimístný výběh." in lines


def test_czech_expansion_names_start_with_a_word() -> None:
    """S4: in a numbered list "1 3 nové budovy" ran two numbers together."""
    cs = L10n("cs", strict=True)
    assert cs("zooloretto-expansion-name", name="buildings") == "tři nové budovy"
    assert cs("zooloretto-bonus-name", name="polar-bear") == "lední medvěd"


def test_czech_expansion_menu_and_exchange_say_numbers_right() -> None:
    """The expansions menu asks for "číslo 1 až 9" (no digit after "od" and "do"); the
    exchange says "žádné dvě skupiny"; the reindeer comes "ve dnech 24. až 26. prosince"."""
    cs = L10n("cs", strict=True)
    assert cs("shell-zooloretto-expansions-invalid", count=9).startswith(
        "Napiš číslo 1 až 9 nebo název rozšíření")
    assert "žádné dvě skupiny" in cs("shell-zooloretto-nothing-to", kind="exchange", empty="no")
    assert "ve dnech 24. až 26. prosince" in cs("shell-zooloretto-reindeer-not-in-season")
