"""The Zooloretto rules reference: what only Zooloretto has (its key facts, the task cards,
its own prefixes and garbage words, the other books' finders it leaves alone).

The checks every rules book shares are in test_rules_books.py.
"""

from __future__ import annotations

import re

import pytest

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import find_topic, topic_paragraphs
from accessible_games.registry import rules_book

GAME = "zooloretto"


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _topic_text(lang: str, topic: str) -> str:
    return " ".join(topic_paragraphs(_strict(lang), rules_book(GAME), topic))


def test_find_topic_by_own_prefixes() -> None:
    assert find_topic(rules_book(GAME), "gorila") == "gorilla"
    assert find_topic(rules_book(GAME), "gor") == "gorilla"
    assert find_topic(rules_book(GAME), "medv") == "polar-bear"
    assert find_topic(rules_book(GAME), "lední") == "polar-bear"
    assert find_topic(rules_book(GAME), "rest") == "buildings"
    assert find_topic(rules_book(GAME), "suven") == "buildings"
    assert find_topic(rules_book(GAME), "pavil") == "buildings"
    assert find_topic(rules_book(GAME), "mazl") == "petting-zoo"
    assert find_topic(rules_book(GAME), "specializ") == "specialised-enclosures"
    assert find_topic(rules_book(GAME), "stave") == "construction-sites"
    assert find_topic(rules_book(GAME), "úkol") == "task-cards"
    assert find_topic(rules_book(GAME), "vklad") == "savings-book"
    assert find_topic(rules_book(GAME), "sob") == "reindeer"
    assert find_topic(rules_book(GAME), "vánoce") == "reindeer"
    assert find_topic(rules_book(GAME), "komb") == "combining"
    assert find_topic(rules_book(GAME), "výměna") == "money-actions"
    assert find_topic(rules_book(GAME), "exch") == "money-actions"
    assert find_topic(rules_book(GAME), "stáj") == "zoo"
    assert find_topic(rules_book(GAME), "zoo") == "zoo"
    assert find_topic(rules_book(GAME), "mlad") == "offspring"
    assert find_topic(rules_book(GAME), "hodn") == "scoring"
    assert find_topic(rules_book(GAME), "shoda") == "ties"
    assert find_topic(rules_book(GAME), "disc") == "setup"
    assert find_topic(rules_book(GAME), "disca") == "money-actions"


@pytest.mark.parametrize("text", ["m", "zoox", "lion", "cashier", "hroch", "3", "dolphin"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(rules_book(GAME), text) is None


@pytest.mark.parametrize("prefix", ["co", "zo", "st", "so", "pe", "ex"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(rules_book(GAME), prefix) is None


def test_other_books_unaffected() -> None:
    assert find_topic(rules_book("beasty-bar"), "kang") == "kangaroo"
    assert find_topic(rules_book("aquaretto"), "cvič") == "trainer"
    assert find_topic(rules_book("aquaretto"), "gorila") is None
    assert find_topic(rules_book("beasty-bar"), "stáj") is None
    assert find_topic(rules_book(GAME), "cvičitel") is None


# Small numbers: digits in English, words in Czech prose (a voice reads a Czech digit as the
# masculine nominative, "2 mince" as *dva mince*).
SMALL = {"en": {n: str(n) for n in range(1, 11)},
         "cs": {1: "jed(?:en|na|no|nu|nou|nom|noho)", 2: "dv(?:a|ě|ou|ěma)", 3: "tř(?:i|ech|emi)",
                4: "čtyři", 5: "pět", 6: "šest", 8: "osm", 9: "devět", 10: "deset"}}


def test_key_facts_are_stated() -> None:
    for lang in LANGUAGES:
        small = SMALL[lang]
        zoo = _topic_text(lang, "zoo")
        for figure in (5, 4, 6, 8, 10, 9):
            assert re.search(rf"\b{small[figure]}\b", zoo), (lang, figure)
        components = _topic_text(lang, "components")
        for figure in ("11", "16", "12", "30"):
            assert figure in components, (lang, figure)
        setup = _topic_text(lang, "setup")
        assert "15" in setup, lang
        money = _topic_text(lang, "money-actions")
        for cost in (1, 2, 3):
            assert re.search(rf"\b{small[cost]}\b", money), (lang, cost)
        two = _topic_text(lang, "two-players")
        assert re.search(rf"\b{small[3]}, {small[2]}\b.*\b{small[1]}\b", two), lang
        reindeer = _topic_text(lang, "reindeer")
        assert "24" in reindeer and "26" in reindeer, lang


def test_czech_rules_write_small_numbers_as_words() -> None:
    """The Czech prose says "dvě mince", "pětimístný", "s jedním chybějícím zvířetem";
    digits stay only for labels (field 4, truck 2, card 1), dates and larger numbers."""
    zoo = _topic_text("cs", "zoo")
    assert "Pětimístný výběh: jedno stánkové místo, po zaplnění dvě mince." in zoo
    assert "s jedním chybějícím zvířetem" in zoo and "5místný" not in zoo
    assert "1 chybějícím" not in zoo
    overview = _topic_text("cs", "overview")
    assert "pro dva až pět hráčů" in overview
    combining = _topic_text("cs", "combining")
    assert "šestimístný" in combining and "6místný" not in combining
    labels = ("pole ", "poli ", "voze ", "Karta ", "téma ")
    for topic in rules_book(GAME).topics:
        # the topic "2 hráči" keeps its name, which reads right
        text = _topic_text("cs", topic).replace("2 hráči", "")
        digits = [m.group() for m in re.finditer(r"(?<![\d.])\b(?:[1-9]|10)\b(?![.\d])", text)
                  if not text[:m.start()].endswith(labels)]
        assert not digits, (topic, digits, text)


def test_task_cards_cycle_through_five_species() -> None:
    """Card N: species N for 3 points, N+1 for 2 points, N+2 spared, wrapping round."""
    species = ["camel", "elephant", "chimpanzee", "panda", "zebra"]
    cards = [p for p in topic_paragraphs(_strict("en"), rules_book(GAME), "task-cards")
             if p.startswith("Card ")]
    assert len(cards) == 5
    for n, text in enumerate(cards):
        assert text.startswith(f"Card {n + 1}:"), text
        three, two, spared = (species[(n + k) % 5] for k in range(3))
        assert f"3 points per full {three} enclosure" in text, text
        assert f"2 points per full {two} enclosure" in text, text
        assert f"{spared}s in the barn cost nothing" in text, text
    czech = [p for p in topic_paragraphs(_strict("cs"), rules_book(GAME), "task-cards")
             if p.startswith("Karta ")]
    assert len(czech) == 5
    for n, text in enumerate(czech):
        assert text.startswith(f"Karta {n + 1}:"), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_petting_zoo_offspring_decisions_are_labelled(lang: str) -> None:
    """The rulebook is silent on how petting-zoo offspring score and whether the souvenir
    shop counts them: both paragraphs that say it are marked as the app's decision."""
    label = {"en": "In this app", "cs": "V této aplikaci"}[lang]
    petting = topic_paragraphs(_strict(lang), rules_book(GAME), "petting-zoo")
    shop = topic_paragraphs(_strict(lang), rules_book(GAME), "buildings")
    words = {"en": ("score nothing", "petting zoo do not count"),
             "cs": ("nedávají žádné body", "ani mláďata v zoo pro mazlíčky")}[lang]
    scoring = [p for p in petting if words[0] in p]
    counted = [p for p in shop if words[1] in p]
    assert len(scoring) == 1 and len(counted) == 1
    assert label.lower() in scoring[0].lower() and label in counted[0]
    assert label.lower() in _topic_text(lang, "turn").lower(), "a lone truck is the app's"
