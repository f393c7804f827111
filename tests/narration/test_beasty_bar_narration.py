"""Beasty Bar narration: Czech agreement, plurals, every event in both languages, privacy."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from accessible_games.core.bots import RandomBot
from accessible_games.core.errors import GameError, IllegalAction
from accessible_games.core.events import Event, PlayerId, events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, Colour
from accessible_games.games.beasty_bar.rules.notation import parse_card, parse_move
from accessible_games.games.beasty_bar.rules.resolve import choice_options, resolve_play
from accessible_games.games.beasty_bar.rules.state import (
    GAME, BeastyBarView, Phase, Play, SetAside, Variant,
)
from accessible_games.games.beasty_bar.narration import BeastyBarNarrator
from accessible_games.narration.l10n import L10n

LANGS = ("en", "cs")
RGB = (Colour.RED, Colour.GREEN, Colour.BLUE)
NAMES = ("Anna", "Petr", "Eva", "Jan")
CARD_CODE = re.compile(r"\b[GYBR]\d{1,2}O?\b")
SYMBOL = re.compile(r"[^\w\s.,:;!?'\"()-]")


def narrator(lang: str, count: int = 3, verbosity: str = "normal",
             bots: bool = False) -> BeastyBarNarrator:
    players = [PlayerSpec(NAMES[0])] + [
        PlayerSpec(f"Bot {n}", "random") if bots else PlayerSpec(n) for n in NAMES[1:count]]
    colours = (Colour.RED, Colour.GREEN, Colour.BLUE, Colour.YELLOW)[:count]
    return BeastyBarNarrator(L10n(lang, strict=True), players, colours, verbosity)


def make_view(*, queue: tuple[str, ...] = (), bar: tuple[str, ...] = (),
              thats_it: tuple[str, ...] = (), hand: tuple[str, ...] = (),
              player: PlayerId | None = 0, variant: Variant = Variant.BASIC,
              colours: tuple[Colour, ...] = RGB, phase: Phase = Phase.PLAY,
              current: PlayerId = 0) -> BeastyBarView:
    count = len(colours)
    return BeastyBarView(
        player=player, variant=variant, colours=colours, queue=queue, bar=bar,
        thats_it=thats_it, current=current, phase=phase, turn=5, hand=hand,
        own_set_aside=(), own_pile=(), hand_sizes=(4,) * count, pile_sizes=(6,) * count,
        set_aside_sizes=(0,) * count)


# -- Czech agreement -----------------------------------------------------------

# Built from GLOSSARY.md: the Czech noun, its accusative, and its gender.
CZECH_NOUNS: dict[int, tuple[str, str, str]] = {
    12: ("lev", "lva", "m"), 11: ("hrošice", "hrošici", "f"),
    10: ("krokodýl", "krokodýla", "m"), 9: ("had", "hada", "m"),
    8: ("žirafa", "žirafu", "f"), 7: ("zebra", "zebru", "f"),
    6: ("lachtan", "lachtana", "m"), 5: ("chameleon", "chameleona", "m"),
    4: ("opice", "opici", "f"), 3: ("klokan", "klokana", "m"),
    2: ("papoušek", "papouška", "m"), 1: ("skunk", "skunka", "m"),
}
CZECH_STEMS = {"G": "zelen", "Y": "žlut", "B": "modr", "R": "červen"}
CZECH_ENDINGS = {("m", "nom"): "ý", ("m", "acc"): "ého", ("f", "nom"): "á", ("f", "acc"): "ou"}
ENGLISH_COLOURS = {"G": "green", "Y": "yellow", "B": "blue", "R": "red"}
ENGLISH_NOUNS = {12: "lion", 11: "hippo", 10: "crocodile", 9: "snake", 8: "giraffe",
                 7: "zebra", 6: "seal", 5: "chameleon", 4: "monkey", 3: "kangaroo",
                 2: "parrot", 1: "skunk"}


def expected_czech(card: str, case: str) -> str:
    nom, acc, gender = CZECH_NOUNS[int(card[1:])]
    ending = CZECH_ENDINGS[(gender, case)]
    return f"{CZECH_STEMS[card[0]]}{ending} {nom if case == 'nom' else acc}"


@pytest.mark.parametrize("card", ALL_CARDS)
@pytest.mark.parametrize("case", ["nom", "acc"])
def test_czech_card_agreement(card: str, case: str) -> None:
    assert narrator("cs").card(card, case) == expected_czech(card, case)


def test_czech_examples() -> None:
    cs = narrator("cs")
    assert cs.card("R12") == "červený lev"
    assert cs.card("G8") == "zelená žirafa"
    assert cs.card("B6", "acc") == "modrého lachtana"
    assert cs.card("Y4", "acc") == "žlutou opici"
    assert cs.card("R12", "gen") == "červeného lva"
    assert cs.card("G7", "gen") == "zelené zebry"
    assert cs.card("B10", "ins") == "modrým krokodýlem"
    assert cs.card("Y11", "ins") == "žlutou hrošicí"


@pytest.mark.parametrize("card", ALL_CARDS)
def test_english_cards(card: str) -> None:
    expected = f"{ENGLISH_COLOURS[card[0]]} {ENGLISH_NOUNS[int(card[1:])]}"
    en = narrator("en")
    assert en.card(card) == expected
    assert en.card(card, "acc") == expected


def test_unknown_case_or_card_is_an_error() -> None:
    with pytest.raises(ValueError):
        narrator("en").card("R12", "dat")
    with pytest.raises(ValueError):
        narrator("en").card("R13")


def test_czech_verbs_agree_with_the_actor() -> None:
    cs = narrator("cs")
    assert cs.event_lines(ev.CrocodileEats("G10", ("B7",), False), 0) == [
        "Krokodýl sežral modrou zebru."]
    assert cs.event_lines(ev.GiraffeJumps("R8", "B6", False), 0) == [
        "Žirafa předběhla modrého lachtana."]
    assert cs.event_lines(ev.GiraffeJumps("R5", "B3", False), 0) == [
        "Chameleon předběhl modrého klokana."]
    assert cs.event_lines(ev.HippoPushes("Y11", ("B6",), True), 0) == [
        "Žlutá hrošice znovu předběhla modrého lachtana."]
    assert cs.event_lines(ev.ParrotScares("R2", "G10"), 0) == [
        "Papoušek vyhnal zeleného krokodýla na TO JE KONEC."]


# -- plurals -------------------------------------------------------------------

MONKEYS = ("G4", "B4", "Y4", "G4", "B4")
PREY = ("B7", "G6", "Y3", "B2", "G1")


@pytest.mark.parametrize("lang, count, expected", [
    ("en", 1, "Lion scares away the green monkey and goes to the front of the queue."),
    ("en", 2, "Lion scares away 2 monkeys to That's it: green monkey and blue monkey."),
    ("en", 5, "Lion scares away 5 monkeys to That's it:"),
    ("cs", 1, "Lev vyděsil zelenou opici a ta utekla na TO JE KONEC. Lev jde do čela fronty."),
    ("cs", 2, "Lev vyděsil dvě opice, utekly na TO JE KONEC: zelená opice a modrá opice."),
    ("cs", 3, "Lev vyděsil 3 opice, utekly na TO JE KONEC: zelená opice, modrá opice a "),
    ("cs", 5, "Lev vyděsil 5 opic, utekly na TO JE KONEC:"),
])
def test_lion_plurals(lang: str, count: int, expected: str) -> None:
    line, = narrator(lang).event_lines(ev.LionTakesFront("R12", MONKEYS[:count]), None)
    assert line.startswith(expected)


@pytest.mark.parametrize("lang, count, expected", [
    ("en", 1, "Crocodile eats the blue zebra."),
    ("en", 2, "Crocodile eats 2 animals: blue zebra and green seal."),
    ("en", 5, "Crocodile eats 5 animals: "),
    ("cs", 1, "Krokodýl sežral modrou zebru."),
    ("cs", 2, "Krokodýl sežral dvě zvířata: modrou zebru a zeleného lachtana."),
    ("cs", 5, "Krokodýl sežral 5 zvířat: "),
])
def test_crocodile_plurals(lang: str, count: int, expected: str) -> None:
    line, = narrator(lang).event_lines(ev.CrocodileEats("R10", PREY[:count], False), None)
    assert line.startswith(expected)


@pytest.mark.parametrize("lang, count, expected", [
    ("en", 1, "Queue, 1 animal: 1: blue zebra."),
    ("en", 2, "Queue, 2 animals, gate first: 1: blue zebra, 2: green seal."),
    ("en", 5, "Queue, 5 animals, gate first: "),
    ("cs", 1, "Fronta, jedno zvíře: 1: modrá zebra."),
    ("cs", 2, "Fronta, dvě zvířata od Nebeské brány: 1: modrá zebra, 2: zelený lachtan."),
    ("cs", 5, "Fronta, 5 zvířat od Nebeské brány: "),
])
def test_queue_plurals(lang: str, count: int, expected: str) -> None:
    assert narrator(lang).queue_line(make_view(queue=PREY[:count])).startswith(expected)


def test_empty_queue_and_ux_example() -> None:
    en = narrator("en")
    view = make_view(queue=("G10", "B7"), hand=("R12", "R2", "R3", "R7"))
    assert en.queue_line(make_view()) == "Queue empty."
    assert en.hand_line(view) == "Hand: 1: lion, 2: parrot, 3: kangaroo, 4: zebra."
    assert en.turn_line(view, 0) == "Your turn, Anna."
    assert narrator("cs").turn_line(view, None) == "Na tahu: Anna."
    assert narrator("cs").hand_line(view) == "V ruce: 1: lev, 2: papoušek, 3: klokan, 4: zebra."
    assert en.turn_prompt_lines(view, 0) == [
        "Your turn, Anna.", "Queue, 2 animals, gate first: 1: green crocodile, 2: blue zebra.",
        "Hand: 1: lion, 2: parrot, 3: kangaroo, 4: zebra."]
    assert en.turn_prompt_lines(view, 1) == ["Anna's turn."]


# -- the end of the game ---------------------------------------------------------

TIE_BAR = ("R1", "R2", "R7", "R10", "G12", "G9", "G3", "G1", "B4", "B5")


def test_tie_break_by_strength_in_words() -> None:
    event = ev.GameEnded(scores=(4, 4, 2), places=(1, 2, 3), tie_break="strength")
    view = make_view(bar=TIE_BAR, phase=Phase.OVER)
    en = narrator("en").event_lines(event, 1, view)
    assert en[0] == "Game over. Animals in the bar: Anna: 4, Petr: 4, Eva: 2."
    assert en[1] == ("Anna: 4 animals in the bar: red skunk, red parrot, red zebra "
                     "and red crocodile.")
    assert en[-2] == "Places: 1: Anna, 2: Petr, 3: Eva."
    assert en[-1] == ("Anna and Petr both have 4 animals; Anna wins with the lower "
                      "strength total, 20 against 25.")
    cs = narrator("cs").event_lines(event, 1, view)
    assert cs[0] == "Konec hry. Zvířata v baru: Anna: 4, Petr: 4, Eva: 2."
    # N: no digit after "proti" (a voice reads "proti 25" as "proti dvacet pět")
    assert cs[-1] == ("Anna a Petr mají shodně 4 zvířata; vyhrává Anna, protože má nižší "
                      "součet síly: 20, ostatní mají 25.")


def test_shared_win_and_advanced_points() -> None:
    bar = ("R12", "R1", "G11", "G2")
    event = ev.GameEnded(scores=(6, 6), places=(1, 1), tie_break="shared")
    view = make_view(bar=bar, colours=RGB[:2], phase=Phase.OVER, variant=Variant.ADVANCED)
    en = narrator("en", 2).event_lines(event, 0, view)
    assert en[0] == "Game over. Points: Anna: 6, Petr: 6."
    assert en[1] == "Anna: 6 points from 2 animals: red lion (2 points) and red skunk (4 points)."
    assert en[-1] == ("Shared win: Anna and Petr have 6 points each and the same strength "
                      "total, 13.")
    cs = narrator("cs", 2).event_lines(event, 0, view)
    assert cs[1] == (
        "Anna: 6 bodů za dvě zvířata: červený lev (2 body) a červený skunk (4 body).")


def test_result_without_view_still_names_the_winner() -> None:
    event = ev.GameEnded(scores=(5, 4), places=(1, 2), tie_break="none")
    assert narrator("en", 2).event_lines(event, 0) == [
        "Game over. Scores: Anna: 5, Petr: 4.", "You win, Anna."]
    assert narrator("cs", 2).event_lines(event, 1) == ["Konec hry. Skóre: Anna: 5, Petr: 4.",
                                                       "Vyhrává Anna."]
    told = BeastyBarNarrator(L10n("en", strict=True), [PlayerSpec("Anna"), PlayerSpec("Petr")],
                             RGB[:2], variant=Variant.ADVANCED)
    assert told.event_lines(event, None)[0] == "Game over. Points: Anna: 5, Petr: 4."
    strength = ev.GameEnded(scores=(5, 5), places=(1, 2), tie_break="strength")
    assert told.event_lines(strength, 1)[-1] == "Anna wins on the lower strength total."


# -- real games ------------------------------------------------------------------


@dataclass
class Played:
    """One random game: its seats, and every batch of events with the views after it."""

    players: list[PlayerSpec]
    colours: tuple[Colour, ...]
    batches: list[tuple[tuple[Event, ...], dict[PlayerId | None, BeastyBarView]]] = \
        field(default_factory=list)
    choices: list[tuple[tuple[str, ...], Play]] = field(default_factory=list)


def _random_games() -> Iterator[Played]:
    seed = 0
    for variant in ("basic", "advanced"):
        for count in (2, 3, 4):
            for _ in range(4):
                seed += 1
                players = [PlayerSpec(NAMES[0])] + [
                    PlayerSpec(f"Bot {n}", "random") for n in NAMES[1:count]]
                match = Match.start(GAME, players, {"variant": variant}, seed)
                seats: list[PlayerId | None] = [*range(count), None]
                played = Played(players, match.state.colours)
                played.batches.append((match.setup_events,
                                       {p: match.view(p) for p in seats}))
                bot = RandomBot(seed)
                while not match.is_over():
                    player = min(match.to_move())
                    legal = match.legal_actions(player)
                    action = bot.choose(match.view(player), legal)
                    if isinstance(action, Play):
                        played.choices.append((match.state.queue, action))
                    events = match.act(player, action)
                    played.batches.append((events, {p: match.view(p) for p in seats}))
                yield played


GAMES = list(_random_games())


def _check_line(line: str, verbosity: str) -> None:
    assert line and line == line.strip()
    assert "beasty-bar-" not in line and "{" not in line
    assert not SYMBOL.search(line), line
    if verbosity != "brief":
        assert not CARD_CODE.search(line), line


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_narrates_in_real_games(lang: str) -> None:
    seen: set[type[Event]] = set()
    for played in GAMES:
        n = BeastyBarNarrator(L10n(lang, strict=True), played.players, played.colours)
        for events, views in played.batches:
            for listener, view in views.items():
                for event in events_for(events, listener):
                    seen.add(type(event))
                    lines = n.event_lines(event, listener, view)
                    assert lines, event
                    for line in lines:
                        _check_line(line, "normal")
                    if isinstance(event, ev.GameEnded):
                        assert len(lines) >= 3
    kinds = {cls for _, cls in inspect.getmembers(ev, inspect.isclass)
             if issubclass(cls, Event) and cls.__module__ == ev.__name__}
    assert kinds - seen == set(), sorted(k.__name__ for k in kinds - seen)


@pytest.mark.parametrize(("lang", "verbosity"), [
    ("en", "brief"), ("cs", "normal"), ("en", "full"), ("cs", "full")])
def test_descriptions_in_real_games(lang: str, verbosity: str) -> None:
    for played in GAMES[::6]:
        n = BeastyBarNarrator(L10n(lang, strict=True), played.players, played.colours,
                              verbosity)
        for _, views in played.batches:
            for listener, view in views.items():
                lines = [n.queue_line(view), n.bar_line(view), n.thats_it_line(view),
                         n.hand_line(view), n.scores_line(view), n.cards_line(view),
                         n.players_line(view), n.turn_line(view, listener),
                         *n.turn_prompt_lines(view, listener), *n.table_lines(view)]
                if view.phase is Phase.SET_ASIDE:
                    lines += n.set_aside_prompt_lines(view)
                for line in lines:
                    _check_line(line, verbosity)


@pytest.mark.parametrize("lang", LANGS)
def test_choices_and_action_labels_in_real_games(lang: str) -> None:
    for played in GAMES[::2]:
        n = BeastyBarNarrator(L10n(lang, strict=True), played.players, played.colours)
        for queue, action in played.choices:
            for depth in range(len(action.choices) + 1):
                prefix = action.choices[:depth]
                question, options = n.choice_menu(queue, action.card, prefix)
                expected = sorted({o[depth] for o in choice_options(queue, action.card)
                                   if len(o) > depth and o[:depth] == prefix})
                assert [value for value, _ in options] == expected
                assert bool(question) == bool(options)
                for line in [question, *(label for _, label in options)]:
                    if line:
                        _check_line(line, "normal")
            _check_line(n.action_label(action, queue), "normal")


def test_lion_meets_lion_narrates() -> None:
    queue, _, _ = resolve_play(["G12"], "R12")
    assert queue == ["G12"]
    assert narrator("en").event_lines(ev.LionMeetsLion("R12", "G12"), 0) == [
        "Lion meets the green lion already in the queue and goes straight to That's it."]
    assert narrator("cs").event_lines(ev.LionMeetsLion("R12", "G12"), 0) == [
        "Lev narazil ve frontě na zeleného lva a jde rovnou na TO JE KONEC."]


# -- privacy ---------------------------------------------------------------------


def test_drawn_card_is_told_only_to_its_owner() -> None:
    players = [PlayerSpec("Anna"), PlayerSpec("Petr")]
    match = Match.start(GAME, players, {"variant": "basic", "first": 1}, 11)
    events = match.act(0, match.legal_actions(0)[0])
    drawn = next(e for e in events if isinstance(e, ev.CardDrawn))
    for lang in LANGS:
        n = BeastyBarNarrator(L10n(lang, strict=True), players, match.state.colours)
        name = n.card(drawn.card, "acc")
        owner = [line for e in events_for(events, 0) for line in n.event_lines(e, 0)]
        assert any(name in line for line in owner)
        for listener in (1, None):
            heard = [line for e in events_for(events, listener)
                     for line in n.event_lines(e, listener)]
            assert not any(name in line for line in heard)
            assert any("Anna" in line and (" draws " in line or " dobírá " in line)
                       for line in heard)
            # Even an unfiltered private event is redacted for others.
            assert n.event_lines(drawn, listener) == n.event_lines(ev.CardDrawnHidden(0),
                                                                   listener)


def test_private_wording() -> None:
    en = narrator("en")
    assert en.event_lines(ev.CardDrawn(0, "R12", 3), 0) == [
        "You draw the red lion. 3 cards left in your pile."]
    assert en.event_lines(ev.CardDrawnHidden(0), 1) == ["Anna draws a card."]
    assert en.event_lines(ev.CardPlayed(0, "R3"), 0) == ["You play the red kangaroo."]
    assert en.event_lines(ev.CardPlayed(1, "G10"), 0) == ["Petr plays the green crocodile."]
    assert narrator("cs").event_lines(ev.CardPlayed(0, "R12"), 0) == ["Hraješ červeného lva."]
    assert narrator("cs").event_lines(ev.CardPlayed(1, "G8"), 0) == ["Petr hraje zelenou žirafu."]
    assert en.event_lines(ev.HandDealt(0, ("R12", "R2")), 1) == []


# -- brief lines -------------------------------------------------------------------


TYPICAL = [
    make_view(queue=("G10", "B7", "R2"), bar=("R12", "G3"), thats_it=("B6",),
              hand=("R12", "R2", "R3", "R7")),
    make_view(queue=("G10", "B7", "R2", "Y12"), bar=("R12", "G3", "B1", "Y8"),
              thats_it=("B6", "G1", "R5"), hand=("R11", "R9", "R8", "R4"),
              colours=(Colour.RED, Colour.GREEN, Colour.BLUE, Colour.YELLOW), current=2),
    make_view(variant=Variant.ADVANCED, colours=RGB[:2], hand=("R10", "R6", "R1")),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("view", TYPICAL)
def test_brief_status_lines_fit_a_braille_line(lang: str, view: BeastyBarView) -> None:
    """Brief lines fit a 40-cell Braille line; with four players the name: number pairs
    may pass it by a few cells.  Czech card lists are words ("zelený krokodýl"), which a
    Czech voice reads, so they only have to be shorter than the normal line."""
    n = narrator(lang, len(view.colours), "brief")
    normal = narrator(lang, len(view.colours))
    most = 40 if len(view.colours) < 4 else 45
    lines = [n.bar_line(view), n.hand_line(view), n.scores_line(view), n.cards_line(view),
             n.turn_line(view, 0), n.turn_line(view, None)]
    card_lists = [(n.queue_line(view), normal.queue_line(view)),
                  (n.thats_it_line(view), normal.thats_it_line(view))]
    if lang == "en":
        lines += [brief for brief, _ in card_lists]
    else:
        for brief, full in card_lists:
            assert len(brief) < len(full), brief
    for line in lines:
        assert len(line) <= most, line


def test_brief_uses_compact_labels_in_english_and_words_in_czech() -> None:
    view = TYPICAL[0]
    assert narrator("en", 3, "brief").queue_line(view) == "Queue 3: G10O, B7O, R2"
    assert narrator("cs", 3, "brief").bar_line(view) == "Bar 2: Anna: 1, Petr: 1, Eva: 0"
    # E3: a Czech voice reads "G10O, B7O" as English letters; brief Czech names the cards
    queue = narrator("cs", 3, "brief").queue_line(view)
    assert queue == "Fronta 3: zelený krokodýl, modrá zebra, červený papoušek"
    assert "G10" not in queue and "B7" not in queue
    thats_it = narrator("cs", 3, "brief").thats_it_line(view)
    assert thats_it == "TO JE KONEC 1: modrý lachtan"


def test_full_adds_strength_and_recurring() -> None:
    line = narrator("en", 3, "full").queue_line(TYPICAL[0])
    assert "1: green crocodile (strength 10, recurring)" in line
    assert "3: red parrot (strength 2)" in line
    bar = narrator("cs", 3, "full").bar_line(TYPICAL[0])
    assert bar == "V baru dvě zvířata: Anna: 1 (červený lev), Petr: 1 (zelený klokan), Eva: 0."


# -- choice menus, action labels, errors ------------------------------------------------


def test_choice_menus() -> None:
    en = narrator("en")
    queue = ("G10", "B7")
    assert en.choice_menu(queue, "R2", ()) == (
        "Parrot: which animal to scare away?", [(1, "1 green crocodile"), (2, "2 blue zebra")])
    assert en.choice_menu(queue, "R3", ()) == (
        "Kangaroo: jump over 1 or 2 animals?",
        [(1, "over the blue zebra"), (2, "over the green crocodile and blue zebra")])
    question, options = en.choice_menu(("G10", "B5", "Y2"), "R5", ())
    assert question == "Chameleon: which animal to copy?"
    assert options == [(1, "copy the green crocodile at 1"), (3, "copy the yellow parrot at 3")]
    assert en.choice_menu(("G10", "B5", "Y2"), "R5", (3,)) == (
        "Chameleon: which animal to scare away?",
        [(1, "1 green crocodile"), (2, "2 blue chameleon"), (3, "3 yellow parrot")])
    assert en.choice_menu(queue, "R12", ()) == ("", [])
    assert en.choice_menu((), "R2", ()) == ("", [])
    assert en.choice_menu(queue, "R2", (1,)) == ("", [])
    cs = narrator("cs")
    assert cs.choice_menu(queue, "R3", ())[1][0] == (1, "přes modrou zebru")
    assert cs.choice_menu(queue, "R5", ())[1] == [(1, "napodobit zeleného krokodýla na místě 1"),
                                                   (2, "napodobit modrou zebru na místě 2")]


def test_action_labels() -> None:
    en = narrator("en")
    queue = ("G10", "B3", "Y2")
    assert en.action_label(Play("R12"), queue) == "play the red lion"
    assert en.action_label(Play("R2", (1,)), queue) == (
        "play the red parrot and scare away the green crocodile at 1")
    assert en.action_label(Play("R3", (2,)), queue) == (
        "play the red kangaroo and jump over the blue kangaroo and yellow parrot")
    assert en.action_label(Play("R5", (1,)), queue) == (
        "play the red chameleon and copy the green crocodile at 1")
    assert en.action_label(Play("R5", (3, 1)), queue) == (
        "play the red chameleon, copy the yellow parrot at 3 and scare away the green "
        "crocodile at 1")
    assert en.action_label(Play("R5", (2, 1)), queue) == (
        "play the red chameleon, copy the blue kangaroo at 2 and jump over the yellow parrot")
    assert en.action_label(Play("R2", (7,)), queue) == "play the red parrot with the choices 7"
    assert narrator("cs").action_label(Play("R2", (1,)), queue) == (
        "zahrát červeného papouška a vyhnat zeleného krokodýla z místa 1")
    # no digit after "o" ("skočit o 2" is heard "o dva"): the animals jumped over tell the length
    assert narrator("cs").action_label(Play("R3", (2,)), queue) == (
        "zahrát červeného klokana a přeskočit modrého klokana a žlutého papouška")


def _real_errors() -> list[GameError]:
    errors: list[GameError] = []

    def catch(call: object) -> None:
        try:
            call()  # type: ignore[operator]
        except GameError as error:
            errors.append(error)
        else:
            raise AssertionError("expected an error")

    catch(lambda: GAME.new_game([PlayerSpec("Anna")], {}, 1))
    catch(lambda: GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {"variant": "x"}, 1))
    catch(lambda: parse_card("Q99"))
    catch(lambda: parse_move(""))
    catch(lambda: resolve_play(["G1", "G1"], "R2"))
    catch(lambda: resolve_play(["G1", "G2", "G3", "G4", "G5"], "R2"))
    catch(lambda: resolve_play(["G1"], "G1"))
    catch(lambda: resolve_play(["G1"], "R2", [3]))
    catch(lambda: resolve_play(["G1", "G3"], "R2"))
    catch(lambda: resolve_play(["G1"], "R3", [2]))
    catch(lambda: resolve_play(["G5"], "R5", [1]))
    catch(lambda: resolve_play(["G1"], "R5"))
    catch(lambda: resolve_play(["G1"], "R12", [1]))
    players = [PlayerSpec("A"), PlayerSpec("B")]
    basic = GAME.new_game(players, {}, 3).state
    advanced = GAME.new_game(players, {"variant": "advanced"}, 3).state
    for state, action in ((basic, SetAside("R12")), (basic, Play("G12")),
                          (advanced, Play("R12"))):
        error = GAME.explain(state, 0, action)
        assert error is not None
        errors.append(error)
    return errors


@pytest.mark.parametrize("lang", LANGS)
def test_error_lines(lang: str) -> None:
    n = narrator(lang, 2)
    reasons = set()
    for error in _real_errors():
        reasons.add(error.reason)
        line = n.error_line(error)
        assert line and not SYMBOL.search(line), line
    assert len(reasons) >= 14
    not_in_hand = IllegalAction("beasty-bar-error-not-in-hand", {"card": "G12"})
    expected = {"en": "Not in your hand: green lion; choose one of the cards you hold.",
                "cs": "Tuto kartu nemáš v ruce: zelený lev; vyber některou z karet, které držíš."}
    assert n.error_line(not_in_hand) == expected[lang]


# -- Czech by ear (issue 17): a voice reads a digit as a masculine nominative -----------


def test_czech_one_and_two_are_words_before_feminine_and_neuter_nouns() -> None:
    cs = narrator("cs")
    assert cs.event_lines(ev.CardDrawn(0, "R7", 1), 0) == [
        "Dobíráš si červenou zebru. V balíčku ti zbývá jedna karta."]
    assert cs.event_lines(ev.CardDrawn(0, "R7", 2), 0) == [
        "Dobíráš si červenou zebru. V balíčku ti zbývají dvě karty."]
    assert cs.event_lines(ev.CardSetAside(0, "R7", 2), 0) == [
        "Odloženo: červená zebra. Zbývají ještě dvě."]
    assert cs.event_lines(ev.HandDealt(0, ("R7", "R1")), 0) == [
        "V ruce máš dvě karty: zebra a skunk."]
    assert cs.event_lines(ev.HippoPushes("R11", ("B7", "G6"), False), None) == [
        "Hrošice předběhla dvě zvířata: modrou zebru a zeleného lachtana."]
    lines = [*cs.event_lines(ev.CardDrawn(0, "R7", 1), 0),
             cs.queue_line(make_view(queue=("G6",))),
             cs.queue_line(make_view(queue=("G6", "B7")))]
    for line in lines:
        assert " 1 karta" not in line and "1 zvíře" not in line and "2 zvířata" not in line, line


def test_czech_cards_left_read_as_sentences_and_name_number_pairs_have_a_colon() -> None:
    """Review S4: "Zbývající karty: Hráč 1 12 (4 v ruce, 8 v balíčku)" ran the digits
    together; each player's entry is now a sentence, the entries joined by semicolons."""
    view = make_view(colours=RGB[:2])
    assert narrator("cs", 2).cards_line(view) == (
        "Zbývající karty: Anna má 10 karet, 4 v ruce a 6 v balíčku; "
        "Petr má 10 karet, 4 v ruce a 6 v balíčku.")
    assert narrator("cs", 2, "brief").cards_line(view) == "Karty: Anna: 10, Petr: 10"
    assert narrator("en", 2).cards_line(view) == (
        "Cards left: Anna: 10 (4 in hand, 6 in pile); Petr: 10 (4 in hand, 6 in pile).")
    players = [PlayerSpec("Hráč 1"), PlayerSpec("Hráč 2")]
    numbered = BeastyBarNarrator(L10n("cs", strict=True), players, RGB[:2])
    assert numbered.bar_line(make_view(colours=RGB[:2], bar=("R12",))) == (
        "V baru jedno zvíře: Hráč 1: 1, Hráč 2: 0.")


def test_czech_kangaroo_question_and_errors_say_one_or_two_in_words() -> None:
    cs = narrator("cs")
    question, _ = cs.choice_menu(("G10", "B3"), "R3", ())
    assert question == "Klokan: přeskočit jedno, nebo dvě zvířata?"
    assert "od 1 do" not in cs.l10n("beasty-bar-error-bad-position", {"position": 7, "count": 3})
