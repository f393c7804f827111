"""The Beasty Bar rules reference: what only Beasty Bar has (strengths, card codes, the
advanced variant's points, its own prefixes and garbage words).

The checks every rules book shares are in test_rules_books.py.
"""

from __future__ import annotations

import re

import pytest

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import (
    RulesReader, find_topic, topic_paragraphs, topic_title,
)
from accessible_games.registry import rules_book

GAME = "beasty-bar"
STRENGTHS = {
    "lion": 12, "hippo": 11, "crocodile": 10, "snake": 9, "giraffe": 8, "zebra": 7,
    "seal": 6, "chameleon": 5, "monkey": 4, "kangaroo": 3, "parrot": 2, "skunk": 1,
}


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def test_find_topic_by_own_prefixes() -> None:
    assert find_topic(rules_book(GAME), "kang") == "kangaroo"
    assert find_topic(rules_book(GAME), "hroš") == "hippo"
    assert find_topic(rules_book(GAME), "hros") == "hippo"
    assert find_topic(rules_book(GAME), "lach") == "seal"
    assert find_topic(rules_book(GAME), "pri") == "setup"


def test_find_topic_numbers_and_codes() -> None:
    for animal, strength in STRENGTHS.items():
        assert find_topic(rules_book(GAME), str(strength)) == animal
    assert find_topic(rules_book(GAME), "1") == "skunk"
    assert find_topic(rules_book(GAME), "12") == "lion"
    assert find_topic(rules_book(GAME), "R12") == "lion"
    assert find_topic(rules_book(GAME), "r10o") == "crocodile"
    assert find_topic(rules_book(GAME), "13") is None
    assert find_topic(rules_book(GAME), "0") is None
    assert RulesReader(_strict("cs"), rules_book(GAME)).ask("1").startswith("Skunk, síla 1")


@pytest.mark.parametrize("text", ["l", "lionx", "z"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(rules_book(GAME), text) is None


@pytest.mark.parametrize("prefix", ["op", "hr", "ga", "se", "st", "za", "po"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(rules_book(GAME), prefix) is None


@pytest.mark.parametrize("animal", list(STRENGTHS))
def test_animal_topic_states_strength_as_digit(animal: str) -> None:
    digit = re.compile(rf"(?<!\d){STRENGTHS[animal]}(?!\d)")
    for lang in LANGUAGES:
        l10n = _strict(lang)
        assert digit.search(topic_title(l10n, rules_book(GAME), animal)), (lang, animal)
        assert digit.search(topic_paragraphs(l10n, rules_book(GAME), animal)[0]), (lang, animal)


def test_advanced_points_listed() -> None:
    points = {"lion": 2, "hippo": 2, "crocodile": 3, "snake": 2, "giraffe": 3, "zebra": 4,
              "seal": 2, "chameleon": 3, "monkey": 3, "kangaroo": 4, "parrot": 4, "skunk": 4}
    text = " ".join(topic_paragraphs(_strict("en"), rules_book(GAME), "advanced"))
    for animal, value in points.items():
        assert f"{animal} {value}" in text, animal
