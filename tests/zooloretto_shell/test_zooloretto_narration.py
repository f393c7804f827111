"""Zooloretto narration in English and Czech: every event, every refusal, the prompts, the
zoo described as a list and the result, with strict localisation (a missing message or
variable fails), from real seeded bot games of 2 to 5 players and from built cases."""

from __future__ import annotations

import inspect
import re
import unicodedata
from dataclasses import replace
from typing import Any

import pytest

import accessible_games.games.zooloretto.rules as zooloretto_package
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.core.game import Outcome, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.zooloretto.rules import (
    GAME, Cancel, ChooseTile, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand,
    MoveFromBarn, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase, Species,
    StallType, ZoolorettoState, ZoolorettoView, make_bot, parse_tile,
)
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.state import PlaceTask, Phase, Source
from accessible_games.games.zooloretto.rules.state import TruckView
from accessible_games.narration.l10n import L10n
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator

LANGS = ("en", "cs")
VERBOSITIES = ("brief", "normal", "full")
PLAYERS = [PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy"), PlayerSpec("Bot Blue", "random"),
           PlayerSpec("Bob"), PlayerSpec("Bot Red", "greedy")]
T = parse_tile


def narrator(lang: str, count: int = 3, verbosity: str = "normal") -> ZoolorettoNarrator:
    return ZoolorettoNarrator(L10n(lang, strict=True), PLAYERS[:count], verbosity)


def bad_characters(line: str) -> list[str]:
    """Return the characters a Braille display or screen reader must never get."""
    return [f"U+{ord(ch):04X}" for ch in line
            if ch in "\u2068\u2069\x1b/+*#" or unicodedata.category(ch) in (
                "Cc", "Cf", "Co", "Cs", "Cn", "So", "Sm")]


def assert_clean(lines: list[str]) -> None:
    for line in lines:
        assert line.strip() and "\n" not in line, repr(line)
        assert not bad_characters(line), (bad_characters(line), line)
        assert "{" not in line and "zooloretto-" not in line, line
        assert "  " not in line and " ," not in line and " ." not in line, line


def event_classes() -> list[type[Event]]:
    return [cls for _, cls in inspect.getmembers(ev, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event and cls.__module__ == ev.__name__]


# -- every message exists ------------------------------------------------------------------------

def test_event_classes_found() -> None:
    assert len(event_classes()) >= 23


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    assert [cls.key for cls in event_classes() if not l10n.has(cls.key)] == []


ERROR_ID = re.compile(r"``((?:zooloretto|core)-error-[a-z0-9-]+)``")


def error_reasons() -> set[str]:
    """Return the reasons the package docstring lists."""
    doc = zooloretto_package.__doc__ or ""
    return set(ERROR_ID.findall(doc))


def test_error_reasons_found() -> None:
    reasons = error_reasons()
    assert len(reasons) >= 30
    assert "zooloretto-error-other-species" in reasons


@pytest.mark.parametrize("lang", LANGS)
def test_every_error_reason_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    assert sorted(r for r in error_reasons() if not l10n.has(r)) == []


ERROR_ARGS: dict[str, dict[str, Any]] = {
    "zooloretto-error-player-count": {"min": 2, "max": 5},
    "zooloretto-error-unknown-expansion": {"name": "uni\x1b[1mcorn"},
    "zooloretto-error-no-tiles-left": {},
    "zooloretto-error-trucks-full": {},
    "zooloretto-error-no-such-truck": {"truck": 6, "trucks": 3},
    "zooloretto-error-truck-taken": {"truck": 2, "player": 1},
    "zooloretto-error-truck-full": {"truck": 2},
    "zooloretto-error-truck-empty": {"truck": 2},
    "zooloretto-error-not-in-hand": {"tile": "zebra-male1"},
    "zooloretto-error-no-such-enclosure": {"enclosure": 5, "enclosures": 3},
    "zooloretto-error-enclosure-full": {"enclosure": 2},
    "zooloretto-error-other-species": {"enclosure": 2, "species": "zebra"},
    "zooloretto-error-not-an-animal": {"tile": "stall-food1"},
    "zooloretto-error-not-a-stall": {"tile": "camel-plain1"},
    "zooloretto-error-no-such-stall-space": {"enclosure": 1, "slot": 2},
    "zooloretto-error-stall-space-taken": {"enclosure": 2, "slot": 1},
    "zooloretto-error-barn-not-allowed": {"source": "purchase"},
    "zooloretto-error-nothing-to-cancel": {},
    "zooloretto-error-not-enough-coins": {"cost": 2, "coins": 1},
    "zooloretto-error-not-in-barn": {"tile": "panda-female2", "player": 2, "own": "no"},
    "zooloretto-error-no-room": {"tile": "stall"},
    "zooloretto-error-no-stall-there": {"enclosure": 1, "slot": 1},
    "zooloretto-error-buy-from-self": {},
    "zooloretto-error-no-such-player": {"player": 7},
    "zooloretto-error-exchange-empty-side": {},
    "zooloretto-error-exchange-same-species": {"species": "camel"},
    "zooloretto-error-exchange-does-not-fit": {},
    "zooloretto-error-no-expansions-left": {"limit": 2},
    "zooloretto-error-not-now": {"phase": "place_tile"},
    "zooloretto-error-unknown-tile": {"code": "unicorn"},
    "core-error-game-over": {},
    "core-error-not-your-turn": {},
    "core-error-illegal-action": {},
}


def test_error_args_cover_every_reason() -> None:
    assert error_reasons() <= set(ERROR_ARGS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", sorted(ERROR_ARGS))
def test_every_reason_says_one_clean_sentence(lang: str, reason: str) -> None:
    line = narrator(lang).error_line(IllegalAction(reason, ERROR_ARGS[reason]))
    assert_clean([line])
    assert line[0].isupper() and line.endswith("."), line


@pytest.mark.parametrize("lang", LANGS)
def test_not_now_names_every_phase(lang: str) -> None:
    lines = {narrator(lang).error_line(IllegalAction("zooloretto-error-not-now", {"phase": p}))
             for p in (*(p.value for p in Phase), "something-new")}
    assert len(lines) == len(Phase) + 1


def test_errors_name_species_players_and_tiles_in_words() -> None:
    en, cs = narrator("en"), narrator("cs")
    other = IllegalAction("zooloretto-error-other-species", {"enclosure": 2, "species": "zebra"})
    assert en.error_line(other).startswith("Enclosure 2 holds zebras;")
    assert cs.error_line(other).startswith("Ve výběhu 2 žijí zebry;")
    taken = IllegalAction("zooloretto-error-truck-taken", {"truck": 2, "player": 1})
    assert "Bot Green" in en.error_line(taken) and "Bot Green" in cs.error_line(taken)
    room = IllegalAction("zooloretto-error-no-room", {"tile": "zebra-female2"})
    assert "samici zebry" in cs.error_line(room)
    assert "female zebra" in en.error_line(room)
    stall = IllegalAction("zooloretto-error-no-room", {"tile": "stall"})
    assert "Pro stánek" in cs.error_line(stall)
    same = IllegalAction("zooloretto-error-exchange-same-species", {"species": "camel"})
    assert "velbloudi" in cs.error_line(same)


# -- real games ----------------------------------------------------------------------------------

def play_and_narrate(players: int, lang: str, verbosity: str, seed: int) -> list[str]:
    """Play a seeded bot game; narrate every event, every prompt, every option, the why of
    every placement, and the zoos now and then."""
    specs = PLAYERS[:players]
    match = Match.start(GAME, specs, {}, seed)
    n = ZoolorettoNarrator(L10n(lang, strict=True), specs, verbosity)
    lines = [line for e in match.setup_events for line in n.event_lines(e, 0, match.view(0))]
    bots = [make_bot("random" if seat % 2 else "greedy", seed + seat) for seat in range(players)]
    step = 0
    while not match.is_over():
        seat = match.state.current
        legal = match.legal_actions(seat)
        view: ZoolorettoView = match.view(seat)
        lines += n.prompt_lines(view, seat, legal)
        lines += [n.option_label(a, view, seat) for a in legal]
        lines += [line for a in legal if (line := n.why_place_line(view, seat, a))]
        if step % 20 == 0:
            for other in range(players):
                lines += n.zoo_lines(view, other)
            lines += [n.trucks_line(view), n.coins_line(view), n.hand_line(view),
                      n.players_line(view), n.turn_line(view, 0), n.stacks_line(view)]
            lines += n.scores_lines(view) + n.table_lines(view)
        action = bots[seat].choose(view, legal)
        for event in match.act(seat, action):
            lines += n.event_lines(event, 0, match.view(0), match.outcome())
            lines += n.event_lines(event, None)
        step += 1
    return lines


GAMES = ([(2, "en", "normal"), (3, "cs", "normal"), (4, "en", "normal"), (5, "cs", "normal")]
         + [(3, "cs", "brief"), (3, "en", "full"), (5, "cs", "brief")])
"""Every player count, each language at several; the other verbosities on a few of them."""


@pytest.mark.parametrize(("players", "lang", "verbosity"), GAMES)
def test_whole_bot_games_narrate_in_both_languages(players: int, lang: str,
                                                   verbosity: str) -> None:
    lines = play_and_narrate(players, lang, verbosity, seed=players * 7 + len(verbosity))
    assert_clean(lines)
    over = L10n(lang)("zooloretto-game-ended", {"scores": ""}).split(".")[0]
    assert any(line.startswith(over) for line in lines)


BUILT_EVENTS: list[Event] = [
    ev.GameStarted(5, (), 5, 1), ev.GameStarted(2, (Species.PANDA, Species.ZEBRA,
                                                   Species.CAMEL), 3, 0),
    ev.GameStarted(4, (Species.LEOPARD,), 4, 0),
    ev.TruckBlocked(1, 1), ev.TruckBlocked(2, 2), ev.RoundStarted(4, 2),
    ev.TileDrawn(0, T("camel-male1"), False), ev.TileDrawn(1, T("stall-food3"), True),
    ev.FinalRoundStarted(1), ev.TileLoaded(0, T("panda-female2"), 2),
    ev.TruckTaken(1, 0, (T("coin-2"), T("zebra-plain1"))),
    ev.CoinTileCashed(0, T("coin-2"), 1), ev.CoinTileCashed(1, T("coin-3"), 5),
    ev.AnimalPlaced(0, T("camel-plain1"), 0), ev.StallPlaced(1, T("stall-ice-cream1"), 1, 1),
    ev.PutInBarn(0, T("stall-balloons2")), ev.PutInBarn(2, T("zebra-offspring1")),
    ev.OffspringBorn(0, T("zebra-offspring1"), 2, False),
    ev.OffspringBorn(1, T("camel-offspring2"), 0, True),
    ev.CoinBonus(0, 0, 2, 4), ev.CoinBonus(1, 1, 1, 1),
    ev.MoneyPaid(0, "move", 1, 2), ev.MoneyPaid(1, "purchase", 2, 0),
    ev.MoneyPaid(0, "expand", 3, 5), ev.MoneyPaid(0, "something-new", 1, 1),
    ev.EnclosuresExchanged(0, 0, 2), ev.BarnExchanged(1, Species.CHIMPANZEE, 1),
    ev.TilePurchased(0, 2, T("flamingo-male2"), 4), ev.TileDiscarded(1, T("leopard-plain3")),
    ev.ZooExpanded(0, 3), ev.MoneyActionCancelled(0),
    ev.LeftoversRemoved(2, (T("elephant-plain2"), T("coin-9"))), ev.RoundEnded(3),
]


def test_built_events_cover_the_base_events() -> None:
    base = {"GameStarted", "TruckBlocked", "RoundStarted", "TileDrawn", "FinalRoundStarted",
            "TileLoaded", "TruckTaken", "CoinTileCashed", "AnimalPlaced", "StallPlaced",
            "PutInBarn", "OffspringBorn", "CoinBonus", "MoneyPaid", "EnclosuresExchanged",
            "BarnExchanged", "TilePurchased", "TileDiscarded", "ZooExpanded",
            "MoneyActionCancelled", "LeftoversRemoved", "RoundEnded"}
    assert base <= {type(e).__name__ for e in BUILT_EVENTS}


@pytest.mark.parametrize("verbosity", VERBOSITIES)
@pytest.mark.parametrize("lang", LANGS)
def test_built_events_narrate_for_player_and_spectator(lang: str, verbosity: str) -> None:
    n = narrator(lang, 3, verbosity)
    view = staged_view()
    for event in BUILT_EVENTS:
        for listener in (0, 1, None):
            for seen in (None, view):
                lines = n.event_lines(event, listener, seen)
                assert len(lines) == 1
                assert_clean(lines)


# -- Czech agreement ---------------------------------------------------------------------------

@pytest.mark.parametrize(("species", "forms"), [
    (Species.CAMEL, {1: "jeden velbloud", 2: "dva velbloudi", 5: "5 velbloudů"}),
    (Species.ZEBRA, {1: "jedna zebra", 2: "dvě zebry", 3: "3 zebry", 6: "6 zeber"}),
    (Species.PANDA, {1: "jedna panda", 2: "dvě pandy", 4: "4 pandy", 5: "5 pand"}),
    (Species.CHIMPANZEE, {1: "jeden šimpanz", 2: "dva šimpanzi", 7: "7 šimpanzů"}),
    (Species.FLAMINGO, {1: "jeden plameňák", 2: "dva plameňáci", 5: "5 plameňáků"}),
])
def test_czech_counts_agree(species: Species, forms: dict[int, str]) -> None:
    """One and two are words agreeing with the noun, so a voice does not say "jeden zebra"."""
    cs = narrator("cs")
    assert {n: cs.count(species, n) for n in forms} == forms


def test_czech_accusative_counts_and_stalls() -> None:
    cs = narrator("cs")
    assert cs.count(Species.CAMEL, 1, "acc") == "jednoho velblouda"
    assert cs.count(Species.CAMEL, 2, "acc") == "dva velbloudy"
    assert cs.count(Species.ZEBRA, 1, "acc") == "jednu zebru"
    assert cs.count(Species.ZEBRA, 2, "acc") == "dvě zebry"
    assert cs.count(Species.ZEBRA, 5, "acc") == "5 zeber"
    assert cs.count(StallType.FOOD, 1) == "jeden stánek s jídlem"
    assert cs.count(StallType.FOOD, 2) == "dva stánky s jídlem"
    assert cs.count(StallType.ICE_CREAM, 5) == "5 stánků se zmrzlinou"
    assert cs.count(StallType.RESTAURANT, 1) == "jedna restaurace"


def test_czech_cases_and_genders_of_the_species() -> None:
    cs = L10n("cs", strict=True)
    genders = {s: cs.attr(f"zooloretto-species-{s.value}", "gender") for s in Species}
    assert genders == {s: ("f" if s in (Species.PANDA, Species.ZEBRA) else "m-anim")
                       for s in Species}
    n = narrator("cs")
    assert n.tile(T("camel-plain1"), "acc") == "velblouda"
    assert n.tile(T("zebra-plain1"), "acc") == "zebru"
    assert n.tile(T("camel-male1")) == "samec velblouda"
    assert n.tile(T("camel-male1"), "acc") == "samce velblouda"
    assert n.tile(T("zebra-female1"), "acc") == "samici zebry"
    assert n.tile(T("panda-offspring1")) == "mládě pandy"
    assert n.tile(T("stall-drinks1"), "acc") == "stánek s pitím"
    assert n.tile(T("coin-1"), "acc") == "minci"


def test_czech_event_sentences() -> None:
    cs = narrator("cs")
    assert cs.event_lines(ev.CoinTileCashed(0, T("coin-1"), 1), 0) == ["Mince: máš jednu minci."]
    assert cs.event_lines(ev.CoinTileCashed(0, T("coin-1"), 3), 0) == ["Mince: máš 3 mince."]
    assert cs.event_lines(ev.CoinTileCashed(1, T("coin-1"), 5), 0) == \
        ["Mince: Bot Green má 5 mincí."]
    assert cs.event_lines(ev.TileLoaded(0, T("zebra-plain1"), 1), 0) == \
        ["Dáváš zebru na vůz 2."]
    assert cs.event_lines(ev.MoneyPaid(0, "move", 1, 2), 0) == \
        ["Platíš jednu minci za přesun, zbývají dvě mince."]
    assert cs.event_lines(ev.MoneyPaid(1, "purchase", 2, 5), 0) == \
        ["Bot Green platí dvě mince za nákup, zbývá 5 mincí."]
    assert cs.event_lines(ev.CoinBonus(0, 0, 2, 4), 0) == \
        ["Výběh 1 je plný: dostáváš dvě mince, teď máš 4."]
    assert cs.event_lines(ev.BarnExchanged(0, Species.CAMEL, 1), 0) == \
        ["Vyměňuješ velbloudy ze stáje za zvířata z výběhu 2."]


def test_english_event_sentences() -> None:
    en = narrator("en")
    assert en.event_lines(ev.TileDrawn(1, T("camel-male1"), False), 0) == \
        ["Bot Green draws: male camel."]
    assert en.event_lines(ev.StallPlaced(0, T("stall-food1"), 1, 1), 0) == \
        ["You put the food stall at enclosure 2, stall space 2."]
    assert en.event_lines(ev.OffspringBorn(1, T("camel-offspring2"), 0, True), 0) == \
        ["Offspring for Bot Green in enclosure 1: camel offspring; the enclosure is full, "
         "so it goes to the barn."]


# -- the zoo as a list -------------------------------------------------------------------------

def staged_state() -> ZoolorettoState:
    """Anna: 3 camels (a male among them) and a drinks stall at enclosure 1, 4 zebras in
    enclosure 2 (full), the barn with 2 pandas and a food stall; Bot Green: 2 leopards."""
    state = GAME.new_game(PLAYERS[:3], {}, 4).state
    me = state.players[0]
    pens = list(me.enclosures)
    pens[0] = replace(pens[0].with_animals((T("camel-male1"), T("camel-plain1"),
                                            T("camel-plain2"))),
                      stalls=(T("stall-drinks1"),))
    pens[1] = pens[1].with_animals(tuple(T(f"zebra-plain{i}") for i in range(1, 5)))
    me = replace(me, enclosures=tuple(pens), coins=3,
                 barn=(T("panda-plain1"), T("panda-plain2"), T("stall-food1")))
    other = state.players[1]
    other_pens = list(other.enclosures)
    other_pens[2] = other_pens[2].with_animals((T("leopard-plain1"), T("leopard-plain2")))
    other = replace(other, enclosures=tuple(other_pens))
    babies = tuple(T(f"{s.value}-offspring{n}") for s in Species for n in (1, 2))
    return replace(state, players=(me, other, *state.players[2:]), offspring=babies)


def staged_view(seat: int = 0) -> ZoolorettoView:
    view: ZoolorettoView = GAME.view(staged_state(), seat)
    return view


def test_zoo_lines_in_english() -> None:
    lines = narrator("en").zoo_lines(staged_view(), 0)
    assert lines == [
        "Your zoo: 3 enclosures, barn 3, 3 coins, 6 points now.",
        "Enclosure 1, 5 spaces: 3 camels, 2 empty. A male waits for a female. Stall space: "
        "drinks stall. Filling it pays 2 coins. Points: full 8, one short 5, now 3.",
        "Enclosure 2, 4 spaces: 4 zebras, full. Stall spaces: space 1 is free, space 2 is free. "
        "Points: full 5, "
        "one short 4, now 5.",
        "Enclosure 3, 6 spaces: empty. Stall space: free. Filling it pays no coins. Points: "
        "full 10, one short 6, now 0.",
        "Stall types in the zoo: drinks, worth 2 points.",
        "Your barn, 3 tiles: 2 pandas, 1 food stall. It costs 4 points now: 1 species, "
        "1 stall type.",
    ]


def test_zoo_lines_in_czech() -> None:
    lines = narrator("cs").zoo_lines(staged_view(), 0)
    assert lines[0] == "Tvoje zoo: 3 výběhy, ve stáji 3, 3 mince, teď 6 bodů."
    assert lines[1].startswith("Výběh 1, 5 míst: 3 velbloudi, dvě volná. Samec čeká na samici. "
                               "Stánkové místo: stánek s pitím. Zaplnění vynese dvě mince.")
    assert lines[2] == ("Výběh 2, 4 místa: 4 zebry, plný. Stánková místa: místo 1 je volné, místo 2 je volné. "
                        "Body: plný 5, bez jednoho zvířete 4, teď 5."), \
        "a full enclosure does not say what filling it pays"
    assert lines[5] == ("Tvoje stáj, 3 destičky: dvě pandy, jeden stánek s jídlem. Teď tě stojí 4 body: "
                        "1 druh zvířat, 1 druh stánků.")


def test_other_players_zoo_and_barn() -> None:
    en, cs = narrator("en"), narrator("cs")
    view = staged_view()
    assert en.zoo_lines(view, 1)[0].startswith("Zoo of Bot Green: 3 enclosures")
    assert en.zoo_lines(view, 1)[3].startswith("Enclosure 3, 6 spaces: 2 leopards, 4 empty.")
    assert en.barn_line(view, 1) == "Barn of Bot Green is empty."
    assert cs.barn_line(view, 1) == "Stáj, Bot Green: prázdná."


@pytest.mark.parametrize("lang", LANGS)
def test_coins_are_said_apart_from_the_points(lang: str) -> None:
    """The categories add up to the total; the coins follow in a sentence of their own."""
    line = narrator(lang).scores_lines(staged_view())[1]
    assert line == {"en": "Anna: 6 points. Enclosures 8, stalls 2, barn minus 4. "
                          "Coins for a tie-break: 3.",
                    "cs": "Anna: 6 bodů. Výběhy 8, stánky 2, stáj minus 4. "
                          "Mince pro případ shody bodů: 3."}[lang]


def test_score_now_by_category() -> None:
    lines = narrator("en").scores_lines(staged_view())
    assert lines[0] == "Points now: Anna has 6, Bot Green has 0, Bot Blue has 0."
    assert lines[1] == ("Anna: 6 points. Enclosures 8, stalls 2, barn minus 4. "
                        "Coins for a tie-break: 3.")


@pytest.mark.parametrize("lang", LANGS)
def test_brief_status_lines_fit_a_braille_line(lang: str) -> None:
    view = staged_view()
    brief = narrator(lang, 3, "brief")
    lines = [brief.turn_line(view, 0), brief.turn_line(view, 1), brief.stacks_line(view),
             brief.zoo_lines(view, 0)[0], brief.hand_line(view), brief.zoo_lines(view, 0)[4]]
    lines += brief.zoo_lines(view, 0)[1:4]
    for line in lines:
        assert len(line) <= 40, line


# -- options and why ---------------------------------------------------------------------------

def placing_view(code: str, source: Source = Source.TRUCK, seller: int | None = None,
                 coins: int = 3) -> ZoolorettoView:
    state = staged_state()
    me = replace(state.players[0], coins=coins)
    state = replace(state, players=(me, *state.players[1:]), current=0, phase=Phase.PLACE_TILE,
                    task=PlaceTask(T(code), source, seller))
    view: ZoolorettoView = GAME.view(state, 0)
    return view


def test_placement_prompt_lists_the_legal_places() -> None:
    view = placing_view("camel-female1")
    state = replace(staged_state(), current=0, phase=Phase.PLACE_TILE,
                    task=PlaceTask(T("camel-female1"), Source.TRUCK))
    legal = GAME.legal_actions(state, 0)
    assert legal == [PlaceInEnclosure(0), PlaceInEnclosure(2), PlaceInBarn()]
    assert narrator("en").prompt_lines(view, 0, legal) == [
        "Place the female camel: 1: enclosure 1: 3 camels, 2 free; 2: enclosure 3: empty, "
        "6 spaces; 3: barn."]
    assert narrator("cs").prompt_lines(view, 0, legal) == [
        "Kam umístit samici velblouda? 1: výběh 1: 3 velbloudi, dvě volná; 2: výběh 3: prázdný, "
        "6 míst; 3: stáj."]


def test_purchase_and_move_prompts() -> None:
    en = narrator("en")
    bought = placing_view("leopard-plain3", Source.PURCHASE, seller=1)
    assert en.prompt_lines(bought, 0, [PlaceInEnclosure(2), Cancel()]) == [
        "The leopard from Bot Green goes to: 1: enclosure 3: empty, 6 spaces; 2: cancel."]
    moved = placing_view("panda-plain1", Source.MOVE)
    assert en.prompt_lines(moved, 0, [PlaceInEnclosure(2), Cancel()])[0].startswith(
        "Move the panda from your barn to: 1: enclosure 3")


@pytest.mark.parametrize("lang", LANGS)
def test_why_lines_for_each_kind_of_place(lang: str) -> None:
    n = narrator(lang)
    view = placing_view("camel-female1")
    fill = n.why_place_line(view, 0, PlaceInEnclosure(0))
    barn = n.why_place_line(view, 0, PlaceInBarn())
    assert fill is not None and barn is not None
    assert_clean([fill, barn])
    if lang == "en":
        assert fill == ("Enclosure 1 is allowed for the female camel: 4 of 5 then. "
                        "An offspring is born. Points then: 5.")
        assert barn == "The barn is allowed: the female camel costs 2 points at the end unless " \
            "it leaves the barn."
    stall = n.why_place_line(placing_view("stall-food2"), 0, PlaceOnStallSpace(2, 0))
    assert stall is not None
    assert_clean([stall])


def test_money_action_labels() -> None:
    en, cs = narrator("en"), narrator("cs")
    view = staged_view()
    assert en.option_label(MoveFromBarn(T("panda-plain1")), view, 0) == \
        "move the panda from the barn, 1 coin"
    assert en.option_label(ExchangeEnclosures(0, 1), view, 0) == \
        "swap enclosures 1 and 2: 3 camels with 4 zebras, 1 coin"
    assert cs.option_label(ExchangeEnclosures(0, 1), view, 0) == \
        "vyměnit výběhy 1 a 2: 3 velbloudy za 4 zebry, jedna mince"
    assert cs.option_label(ExchangeBarn(Species.PANDA, 0), view, 0) == \
        "vyměnit dvě pandy ze stáje za výběh 1: 3 velbloudy, jedna mince"
    assert en.option_label(Purchase(0, T("panda-plain1")), staged_view(1), 1) == \
        "buy the panda from Anna, 2 coins"
    assert cs.option_label(Expand(), view, 0) == "přidat rozšiřující desku, 5 míst, 3 mince"
    assert en.option_label(DrawTile(), view, 0) == "add a tile to a truck"
    assert cs.option_label(ChooseTile(T("camel-male2")), view, 0) == "samec velblouda"


def test_unknown_actions_are_refused() -> None:
    with pytest.raises(ValueError):
        narrator("en").option_label(object(), staged_view(), 0)


# -- the end of the game ---------------------------------------------------------------------------

def ended(scores: tuple[int, ...], places: tuple[int, ...], tie_break: str,
          coins: tuple[int, ...], extra: dict[str, tuple[int, ...]] | None = None
          ) -> tuple[ev.GameEnded, Outcome]:
    count = len(scores)
    details = {"enclosures": scores, "stalls": (0,) * count, "barn": (0,) * count,
               "coins": coins, **(extra or {})}
    winners = tuple(p for p, place in enumerate(places) if place == 1)
    return (ev.GameEnded(scores, winners),
            Outcome(scores=scores, places=places, tie_break=tie_break, details=details))


@pytest.mark.parametrize("lang", LANGS)
def test_result_with_categories_places_and_winner(lang: str) -> None:
    event, outcome = ended((20, 14, 9), (1, 2, 3), "none", (3, 5, 1))
    lines = narrator(lang).event_lines(event, 0, outcome=outcome)
    assert_clean(lines)
    assert len(lines) == 6
    if lang == "en":
        assert lines[0] == "Game over. Points: Anna has 20, Bot Green has 14, Bot Blue has 9."
        assert lines[1] == ("Anna: 20 points. Enclosures 20, stalls 0, barn 0. "
                            "Coins for a tie-break: 3.")
        assert lines[4] == "Places: 1: Anna, 2: Bot Green, 3: Bot Blue."
        assert lines[5] == "You win, Anna."


@pytest.mark.parametrize("lang", LANGS)
def test_result_tie_breaks(lang: str) -> None:
    n = narrator(lang, 2)
    event, outcome = ended((12, 12), (1, 2), "coins", (5, 3))
    coins = n.event_lines(event, 1, outcome=outcome)
    event, outcome = ended((12, 12), (1, 1), "shared", (4, 4))
    shared = n.event_lines(event, 1, outcome=outcome)
    assert_clean(coins + shared)
    if lang == "en":
        assert coins[-1] == "Anna and Bot Green both have 12 points; Anna wins with more " \
            "coins, 5 against 3."
        assert shared[-1] == "Shared win: Anna and Bot Green, 12 points and 4 coins each."


@pytest.mark.parametrize("lang", LANGS)
def test_unknown_categories_are_named_by_their_id(lang: str) -> None:
    event, outcome = ended((10, 8), (1, 2), "none", (1, 1),
                           extra={"petting-zoo": (3, 0), "stalls": (2, 2)})
    lines = narrator(lang, 2).event_lines(event, 0, outcome=outcome)
    assert "petting-zoo 3" in lines[1] or "Petting" in lines[1] or "zoo" in lines[1].lower()
    assert_clean(lines)


def test_result_without_outcome_uses_the_view() -> None:
    view = staged_view()
    lines = narrator("en").event_lines(ev.GameEnded((6, 0, 0), (0,)), 0, view)
    assert lines[0] == "Game over. Points: Anna has 6, Bot Green has 0, Bot Blue has 0."
    assert lines[1] == ("Anna: 6 points. Enclosures 8, stalls 2, barn minus 4. "
                        "Coins for a tie-break: 3.")


# -- Czech by ear (issue 17): what a voice reads, with numbers that agree -------------------------

def view_with_trucks() -> ZoolorettoView:
    """The staged view with truck 1 taken by Bot Green, truck 2 carrying a male camel and a
    coin, truck 3 empty."""
    view = staged_view()
    return replace(view, trucks=(TruckView((T("zebra-plain1"),), 0, 1),
                                 TruckView((T("camel-male1"), T("coin-1")), 0, None),
                                 TruckView((), 0, None)))


def test_czech_trucks_say_which_truck_and_what_it_carries() -> None:
    """N5: "Vozy: vůz 1 už má Bot Green; vůz 2 veze samce velblouda a minci; vůz 3 je
    prázdný", not "1 už má Bot Zelený; 2 veze: mince; 3 prázdný"."""
    cs = narrator("cs")
    view = view_with_trucks()
    assert cs.trucks_line(view) == ("Vozy: vůz 1 už má Bot Green; vůz 2 veze samce velblouda "
                                    "a minci; vůz 3 je prázdný.")
    full = cs.trucks_lines(replace(view, trucks=view.trucks * 3))
    assert full[1:4] == ["Vůz 1 už má Bot Green.", "Vůz 2 veze samce velblouda a minci.",
                         "Vůz 3 je prázdný."]
    assert narrator("en").trucks_line(view) == \
        "Trucks: 1 taken by Bot Green; 2 carries male camel and coin; 3 empty."


def test_czech_stall_spaces_name_each_space() -> None:
    """G11: "místo 1 je stánek s pitím", not "1 stánek s pitím, 2 stánek se zmrzlinou"."""
    state = staged_state()
    me = state.players[0]
    pens = list(me.enclosures)
    pens[1] = replace(pens[1], stalls=(T("stall-drinks1"), None))
    state = replace(state, players=(replace(me, enclosures=tuple(pens)), *state.players[1:]))
    view = GAME.view(state, 0)
    cs = narrator("cs").zoo_lines(view, 0)[2]
    assert "Stánková místa: místo 1 je stánek s pitím, místo 2 je volné." in cs
    en = narrator("en").zoo_lines(view, 0)[2]
    assert "Stall spaces: drinks stall on space 1, space 2 is free." in en


@pytest.mark.parametrize("lang", LANGS)
def test_player_number_has_a_separator(lang: str) -> None:
    """Point 3: a name and its number are "Anna: 3", so "Hráč 1" and the number do not run
    together ("Hráč 1 1")."""
    assert L10n(lang, strict=True)("zooloretto-player-number", name="Hráč 1", number=1) == \
        "Hráč 1: 1"


def test_czech_coins_and_points_are_sentences() -> None:
    """The coins line says who has how many coins in words that agree ("má jednu minci",
    "dvě mince"); the brief form keeps "Anna: 3"; the points too."""
    view = staged_view()
    players = [replace(p, coins=c) for p, c in zip(view.players, (3, 1, 2), strict=True)]
    view = replace(view, players=tuple(players), bank=1)
    cs = narrator("cs")
    assert cs.coins_line(view) == ("Mince: Anna má 3 mince, Bot Green má jednu minci, Bot Blue "
                                   "má dvě mince. V bance je jedna mince.")
    assert narrator("cs", 3, "brief").coins_line(view) == \
        "Mince: Anna: 3, Bot Green: 1, Bot Blue: 2"
    assert narrator("en").coins_line(view) == \
        "Coins: Anna has 3, Bot Green has 1, Bot Blue has 2. Bank: 1."
    assert cs.scores_lines(view)[0] == "Body teď: Anna má 6, Bot Green má 0, Bot Blue má 0."
    assert narrator("cs", 3, "brief").scores_lines(view)[0] == \
        "Body: Anna: 6, Bot Green: 0, Bot Blue: 0"


def test_czech_stall_types_and_barn_read_as_sentences() -> None:
    """N12: "to jsou 2 body", not "plus 2"; N21: the barn "tě stojí", not "stojí" alone."""
    cs = narrator("cs")
    lines = cs.zoo_lines(staged_view(), 0)
    assert lines[4] == "Druhy stánků v zoo: pití, to jsou 2 body."
    assert "plus" not in lines[4]
    assert "Teď tě stojí 4 body" in lines[5]
    state = staged_state()
    other = replace(state.players[1], barn=(T("zebra-plain1"),))
    view = GAME.view(replace(state, players=(state.players[0], other, *state.players[2:])), 0)
    assert cs.barn_line(view, 1) == ("Stáj, Bot Green, jedna destička: jedna zebra. Teď to "
                                     "stojí 2 body: 1 druh zvířat, 0 druhů stánků.")


def test_czech_group_list_says_how_to_go_back() -> None:
    """N4: "Příkazem zpět se vrátíš k předchozímu seznamu.", not "Zpět vrátí předchozí
    seznam."."""
    cs = L10n("cs", strict=True)
    line = cs("zooloretto-prompt-group", what="Přesun", options="1 stáj")
    assert line == "Přesun: 1 stáj. Příkazem zpět se vrátíš k předchozímu seznamu."
    assert cs("zooloretto-back") == "Příkazem zpět se vrátíš k předchozímu seznamu."


@pytest.mark.parametrize("lang", LANGS)
def test_not_in_barn_names_whose_barn(lang: str) -> None:
    """N16: "Bot Green nemá ve stáji samici pandy", not "samice pandy není ve stáji, kterou
    má Bot Green"; in the player's own barn, "Ve stáji nemáš …"."""
    n = narrator(lang)
    other = n.error_line(IllegalAction("zooloretto-error-not-in-barn",
                                       {"tile": "panda-female2", "player": 1, "own": "no"}))
    own = n.error_line(IllegalAction("zooloretto-error-not-in-barn",
                                     {"tile": "panda-female2", "player": 0, "own": "yes"}))
    if lang == "cs":
        assert other.startswith("Bot Green nemá ve stáji samici pandy;")
        assert own.startswith("Ve stáji nemáš samici pandy;")
        assert "kterou má" not in other + own
    else:
        assert other.startswith("The female panda is not in the barn of Bot Green;")
        assert own.startswith("The female panda is not in your barn;")


def test_the_own_barn_refusal_is_marked_own() -> None:
    """The rules tell the narration whose barn it was: moving or discarding a tile one does
    not have is about one's own barn, buying one is about the seller's."""
    from accessible_games.games.zooloretto.rules.legal import explain
    state = GAME.new_game(PLAYERS[:3], {}, 4).state
    missing = T("panda-female2")
    own = explain(state, 0, MoveFromBarn(missing))
    bought = explain(state, 0, Purchase(1, missing))
    assert own is not None and own.args_map["own"] == "yes"
    assert bought is not None and bought.args_map == {"tile": "panda-female2", "player": 1,
                                                      "own": "no"}


def test_czech_purchase_says_who_sells() -> None:
    """N16: "Kupuješ pandu, prodává Bot Green a dostává jednu minci", not "ze stáje, kterou
    má Bot Green; Bot Green dostává 1 minci"."""
    cs = narrator("cs")
    lines = cs.event_lines(ev.TilePurchased(0, 1, T("panda-plain1"), 4), 0)
    assert lines == ["Kupuješ pandu, prodává Bot Green a dostává jednu minci, teď má 4."]


def test_czech_counts_of_one_and_two_are_words() -> None:
    """S1: the money actions and the enclosures say "jedna mince", "jednu minci", "dvě
    mince", "jedno místo", "dvě mláďata"; no digit 1 or 2 before a feminine or neuter noun."""
    cs = L10n("cs", strict=True)
    assert cs("zooloretto-action-discard", tile="pandu", cost=1) == \
        "odložit pandu ze stáje, jedna mince"
    assert cs("zooloretto-action-discard", tile="pandu", cost=2) == \
        "odložit pandu ze stáje, dvě mince"
    assert cs("zooloretto-error-not-enough-coins", cost=1, coins=0).startswith(
        "Stojí to jednu minci a ty máš 0")
    assert cs("zooloretto-zoo-expanded", you="yes", player="", enclosure=4, size=1) == \
        "Přidáváš rozšiřující desku: nový výběh 4, jedno místo."
    assert cs("zooloretto-error-petting-zoo-full", spaces=2).startswith(
        "Tvoje zoo pro mazlíčky je plné, vejdou se do něj dvě mláďata;")
    assert cs("zooloretto-error-buy-from-self").endswith("za jednu minci přesunout.")
    assert cs("zooloretto-error-player-count", min=2, max=4).startswith(
        "Zooloretto je pro 2 až 4 hráče;")
    for msg_id, args in (("zooloretto-why-enclosure", {"enclosure": 1, "tile": "zebru",
                                                        "count": 2, "size": 4, "fills": "no",
                                                        "coins": 0, "breed": "no",
                                                        "points": 0}),
                         ("zooloretto-error-no-sites-to-hand-off", {"limit": 2})):
        line = cs(msg_id, args)
        assert not re.search(r"\b(?:z|do|od) \d", line), line
        assert not re.search(r"\b[12] (?:najednou|min|míst|zvíř|mlá)", line), line
