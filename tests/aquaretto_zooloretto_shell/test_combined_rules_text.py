"""The rules reference of Aquaretto and Zooloretto combined: complete in both languages,
findable, short plain paragraphs in our own words, the app's decisions labelled, and the
facts of the variant stated."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.narration.rules import (
    AQUARETTO_ZOOLORETTO_TOPICS as TOPICS, RulesReader, find_topic, normalise, topic_list,
    topic_paragraphs, topic_title, topics,
)

GAME = "aquaretto-zooloretto"
RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "aquaretto.cs.txt"
MAX_PARAGRAPH = 400
NGRAM = 8
SYMBOLS = re.compile(r"[*#@&%$<>\[\]{}|~^_=+/\\]")
DECISION = {"en": "in this app", "cs": "v této aplikaci"}
NUMBER_WORDS = {
    "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
                     r"sixty)\b", re.IGNORECASE),
    "cs": re.compile(r"\b(dvě|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|patnáct|šedesát)\b",
                     re.IGNORECASE),
}


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _words(lang: str, topic: str) -> list[str]:
    text = _strict(lang)(f"{GAME}-rules-{topic}-words")
    return [w.strip() for w in text.split(",") if w.strip()]


def _all_paragraphs() -> list[tuple[str, str, int, str]]:
    return [(lang, topic, n, text) for lang in LANGUAGES for topic in TOPICS
            for n, text in enumerate(topic_paragraphs(_strict(lang), GAME, topic), 1)]


def _text(lang: str, topic: str) -> str:
    return " ".join(topic_paragraphs(_strict(lang), GAME, topic))


def _tokens(text: str) -> list[str]:
    plain = unicodedata.normalize("NFKD", text.casefold())
    return re.findall(r"\w+", "".join(ch for ch in plain if not unicodedata.combining(ch)))


def test_files_parse_and_the_book_is_registered() -> None:
    for lang in LANGUAGES:
        path = locales_dir() / lang / f"{GAME}-rules.ftl"
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        assert not [e for e in resource.body if isinstance(e, ast.Junk)], lang
    assert topics(GAME) == TOPICS and TOPICS[0] == "overview"
    assert len(set(TOPICS)) == len(TOPICS) == 12


@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_has_a_title_words_and_the_same_paragraph_count(topic: str) -> None:
    counts = set()
    for lang in LANGUAGES:
        assert topic_title(_strict(lang), GAME, topic).strip()
        paragraphs = topic_paragraphs(_strict(lang), GAME, topic)
        assert paragraphs and all(p.strip() for p in paragraphs), (lang, topic)
        assert _words(lang, topic), (lang, topic)
        counts.add(len(paragraphs))
    assert len(counts) == 1, (topic, counts)


def test_the_topic_list_names_every_topic_once() -> None:
    for lang in LANGUAGES:
        listed = _strict(lang)(f"{GAME}-rules-topics").split(":", 1)[1].split(".")[0]
        names = [n.strip() for n in listed.split(",")]
        assert [find_topic(GAME, n) for n in names] == list(TOPICS), lang
        assert ", ".join(names) == topic_list(_strict(lang), GAME)
        assert topic_list(_strict(lang), GAME) in topic_paragraphs(_strict(lang), GAME,
                                                                   "overview")[-1]


def test_every_word_finds_its_own_topic_only() -> None:
    owner: dict[str, str] = {}
    for topic in TOPICS:
        assert find_topic(GAME, topic) == topic
        for lang in LANGUAGES:
            for word in _words(lang, topic):
                assert owner.setdefault(normalise(word), topic) == topic, (word, topic)
                assert find_topic(GAME, word) == topic, (lang, word)
    for text, topic in (("2", "two-players"), ("dva hráči", "two-players"),
                        ("vkladní", "expansions"),
                        ("manažer", "scoring"), ("pokladni", "scoring"), ("nakl", "trucks"),
                        ("first truck", "taking"), ("braní", "taking"), ("kotouč", "end")):
        assert find_topic(GAME, text) == topic, text
    for garbage in ("", "xyzzy", "3", "lion"):
        assert find_topic(GAME, garbage) is None, garbage


def test_paragraphs_are_short_plain_and_use_digits() -> None:
    for lang, topic, n, text in _all_paragraphs():
        where = (lang, topic, n)
        assert len(text) <= MAX_PARAGRAPH, (where, len(text))
        assert "\n" not in text and not SYMBOLS.search(text), where
        assert text.isascii() or lang == "cs", where
        assert not NUMBER_WORDS[lang].search(text), (where, text)


def test_decisions_are_labelled_and_digits_match_between_languages() -> None:
    labelled = {lang: {t for lg, t, _, text in _all_paragraphs()
                       if lg == lang and DECISION[lang] in text.casefold()}
                for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert {"setup", "turn", "end", "scoring", "two-players", "expansions",
                "commands"} <= labelled[lang], lang
    for topic in TOPICS:
        en = topic_paragraphs(_strict("en"), GAME, topic)
        cs = topic_paragraphs(_strict("cs"), GAME, topic)
        for n, (en_text, cs_text) in enumerate(zip(en, cs, strict=True), 1):
            assert (DECISION["en"] in en_text.casefold()) == \
                (DECISION["cs"] in cs_text.casefold()), (topic, n)
            assert sorted(re.findall(r"\d+", en_text)) == sorted(re.findall(r"\d+", cs_text)), \
                (topic, n)


def test_the_variant_and_the_apps_decisions_are_stated() -> None:
    for lang, words in (("en", ("savings book", "manager", "cashier", "only 2", "60",
                                "15", "3 trucks")),
                        ("cs", ("vkladní knížka", "manažer", "pokladní", "jen se 2", "60", "15",
                                "3 vozy"))):
        text = " ".join(" ".join(topic_paragraphs(_strict(lang), GAME, t)) for t in TOPICS)
        for word in words:
            assert word in text, (lang, word)
    assert "only the savings book" in _text("en", "expansions")
    assert "1 point instead of 2" in _text("en", "scoring")
    assert "1 truck carries zoo tiles and another carries water park tiles" in \
        _text("en", "taking")


def test_own_words_no_eight_word_run_from_the_rulebook() -> None:
    if not RULEBOOK.is_file():
        pytest.skip("the rulebook is not beside the project")
    book = _tokens(RULEBOOK.read_text(encoding="utf-8"))
    grams = {tuple(book[i:i + NGRAM]) for i in range(len(book) - NGRAM + 1)}
    for lang, topic, n, text in _all_paragraphs():
        words = _tokens(text)
        for i in range(len(words) - NGRAM + 1):
            assert tuple(words[i:i + NGRAM]) not in grams, ((lang, topic, n),
                                                            words[i:i + NGRAM])


def test_czech_avoids_the_players_gender() -> None:
    participles = re.compile(r"\b(\w+l[aoy]?) jsi\b|\bjsi (\w+l[aoy]?)\b|\brád[a]?\b")
    for lang, topic, n, text in _all_paragraphs():
        if lang == "cs":
            assert not participles.search(text), (topic, n, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reader_walks_every_topic(lang: str) -> None:
    l10n = _strict(lang)
    reader = RulesReader(l10n, GAME)
    for topic in TOPICS:
        paragraphs = topic_paragraphs(l10n, GAME, topic)
        opened = reader.open(topic).split("\n")
        assert opened[:2] == [topic_title(l10n, GAME, topic), paragraphs[0]]
        for paragraph in paragraphs[1:]:
            assert reader.more() == paragraph
        assert reader.more() == l10n(f"{GAME}-rules-end-of-topic")
    assert "xyzzy" in reader.ask("xyzzy")
