"""The Aquaretto rules reference: what only Aquaretto has (its key facts, its own prefixes
and garbage words, a Beasty Bar finder it leaves alone).

The checks every rules book shares are in test_rules_books.py.
"""

from __future__ import annotations

import re

import pytest

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import find_topic, topic_paragraphs
from accessible_games.registry import rules_book

GAME = "aquaretto"


def _topic_text(lang: str, topic: str) -> str:
    return " ".join(topic_paragraphs(L10n(lang, strict=True), rules_book(GAME), topic))


def test_find_topic_by_own_prefixes() -> None:
    assert find_topic(rules_book(GAME), "mo") == "move"
    assert find_topic(rules_book(GAME), "man") == "manager"
    assert find_topic(rules_book(GAME), "pres") == "move"
    assert find_topic(rules_book(GAME), "přes") == "move"
    assert find_topic(rules_book(GAME), "pokl") == "cashier"
    assert find_topic(rules_book(GAME), "cvič") == "trainer"
    assert find_topic(rules_book(GAME), "cvic") == "trainer"
    assert find_topic(rules_book(GAME), "ošetř") == "keeper"
    assert find_topic(rules_book(GAME), "nádr") == "pools"
    assert find_topic(rules_book(GAME), "mlad") == "offspring"
    assert find_topic(rules_book(GAME), "rozs") == "expand"
    assert find_topic(rules_book(GAME), "odlo") == "discard"
    assert find_topic(rules_book(GAME), "nák") == "buy"
    assert find_topic(rules_book(GAME), "hodn") == "scoring"
    assert find_topic(rules_book(GAME), "disc") == "end"
    assert find_topic(rules_book(GAME), "disca") == "discard"


@pytest.mark.parametrize("text", ["m", "poolx", "lion", "kangaroo", "hroch", "3"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(rules_book(GAME), text) is None


@pytest.mark.parametrize("prefix", ["ma", "po", "tr", "pr", "ko", "de"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(rules_book(GAME), prefix) is None


def test_beasty_bar_finder_unaffected() -> None:
    assert find_topic(rules_book("beasty-bar"), "kang") == "kangaroo"
    assert find_topic(rules_book("beasty-bar"), "hroš") == "hippo"
    assert find_topic(rules_book("beasty-bar"), "pri") == "setup"
    assert find_topic(rules_book("beasty-bar"), "1") == "skunk"
    assert find_topic(rules_book("beasty-bar"), "R12") == "lion"
    assert find_topic(rules_book("beasty-bar"), "2") == "parrot"
    assert find_topic(rules_book("beasty-bar"), "cvičitel") is None
    assert find_topic(rules_book("beasty-bar"), "trucks") is None
    assert find_topic(rules_book("beasty-bar"), "overview") == "overview"
    assert find_topic(rules_book(GAME), "overview") == "overview"


def test_key_facts_are_stated() -> None:
    for lang in LANGUAGES:
        cells = _topic_text(lang, "cells")
        for name in ("3C", "3Z", "3A", "0C", "1C", "-1C", "F", "Z", "Y", "-1", "6", "7", "19"):
            assert name in cells, (lang, name)
        for old in ("C3", "Z3", "A3", "C0", "C1"):
            assert not re.search(rf"\b{old}\b", cells), (lang, old)
        bonuses = _topic_text(lang, "bonuses")
        for size in ("3, 6, 9", "12"):
            assert size in bonuses, (lang, size)
        expand = _topic_text(lang, "expand")
        assert "1A" in expand and "5E" in expand and "A1" not in expand, lang
    two = _topic_text("en", "two-players")
    assert re.search(r"\b2\b.*\b1\b.*\b3\b.*\b2\b", two)
    assert "5 or 10" in _topic_text("en", "bonuses")
    scoring = _topic_text("en", "scoring")
    assert "2" in scoring and "1" in scoring


def test_czech_prose_writes_small_numbers_as_words() -> None:
    """A voice reads a digit as the masculine nominative (issue 17), so the Czech rules say
    "jednu destičku", "dvě" in words; truck numbers stay digits."""
    two = _topic_text("cs", "two-players")
    assert "vůz 2 veze jednu destičku lícem dolů a vůz 3 veze dvě" in two
    assert "Na vůz 1 se tak vejdou tři destičky" in two
    assert "pět nebo deset destiček" in _topic_text("cs", "bonuses")
    scoring = _topic_text("cs", "scoring")
    assert "stojí dva body" in scoring and "s manažerem jeden bod" in scoring
    assert "2 nádrže 1 druhu" not in _topic_text("cs", "faq")
    assert "Dvě nádrže jednoho druhu?" in _topic_text("cs", "faq")
