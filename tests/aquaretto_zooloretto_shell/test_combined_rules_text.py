"""The rules reference of Aquaretto and Zooloretto combined: what only the variant has (its
own words and the facts of the variant stated).

The checks every rules book shares (complete in both languages, findable, short plain
paragraphs in our own words, the app's decisions labelled) are in
tests/narration/test_rules_books.py.
"""

from __future__ import annotations

from accessible_games.narration.l10n import L10n
from accessible_games.games.aquaretto_zooloretto.book import TOPICS
from accessible_games.narration.rules import find_topic, topic_paragraphs
from accessible_games.registry import rules_book

GAME = "aquaretto-zooloretto"


def _text(lang: str, topic: str) -> str:
    return " ".join(topic_paragraphs(L10n(lang, strict=True), rules_book(GAME), topic))


def test_own_words_find_their_topics() -> None:
    for text, topic in (("vkladní", "expansions"), ("manažer", "scoring"),
                        ("pokladni", "scoring"), ("nakl", "trucks"), ("first truck", "taking"),
                        ("braní", "taking"), ("kotouč", "end")):
        assert find_topic(rules_book(GAME), text) == topic, text
    for garbage in ("3", "lion"):
        assert find_topic(rules_book(GAME), garbage) is None, garbage


def test_the_variant_and_the_apps_decisions_are_stated() -> None:
    for lang, words in (("en", ("savings book", "manager", "cashier", "only 2", "60",
                                "15", "3 trucks")),
                        ("cs", ("vkladní knížka", "manažer", "pokladní", "jen se dvěma", "60", "15",
                                "tři vozy"))):
        text = " ".join(_text(lang, t) for t in TOPICS)
        for word in words:
            assert word in text, (lang, word)
    assert "only the savings book" in _text("en", "expansions")
    assert "1 point instead of 2" in _text("en", "scoring")
    assert "1 truck carries zoo tiles and another carries water park tiles" in \
        _text("en", "taking")
