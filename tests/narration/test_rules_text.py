"""The Beasty Bar rules reference: complete in both languages, findable, in our own words."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.narration.rules import (
    TOPICS, RulesReader, find_topic, normalise, topic_list, topic_paragraphs, topic_title,
    topics,
)

GAME = "beasty-bar"
RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" \
    / "beasty-bar-braille-edition.cs.txt"
MAX_PARAGRAPH = 400
NGRAM = 8
STRENGTHS = {
    "lion": 12, "hippo": 11, "crocodile": 10, "snake": 9, "giraffe": 8, "zebra": 7,
    "seal": 6, "chameleon": 5, "monkey": 4, "kangaroo": 3, "parrot": 2, "skunk": 1,
}
SYMBOLS = re.compile(r"[*#@&%$<>\[\]{}|~^_=+/\\]")


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _words(lang: str, topic: str) -> list[str]:
    text = _strict(lang)(f"{GAME}-rules-{topic}-words")
    return [w.strip() for w in text.split(",") if w.strip()]


def _all_paragraphs() -> list[tuple[str, str, int, str]]:
    found = []
    for lang in LANGUAGES:
        for topic in TOPICS:
            for n, text in enumerate(topic_paragraphs(_strict(lang), GAME, topic), 1):
                found.append((lang, topic, n, text))
    return found


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", _strip_accents(text.casefold()))


def test_rules_files_parse_without_junk() -> None:
    for lang in LANGUAGES:
        path = locales_dir() / lang / f"{GAME}-rules.ftl"
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, (lang, [j.content[:80] for j in junk])


def test_topics_registry() -> None:
    assert topics(GAME) == TOPICS
    assert len(TOPICS) == len(set(TOPICS)) == 21
    assert "commands" not in TOPICS
    assert topics("no-such-game") == ()
    assert find_topic("no-such-game", "lion") is None


@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_has_title_and_same_paragraph_count(topic: str) -> None:
    counts = {}
    for lang in LANGUAGES:
        l10n = _strict(lang)
        assert topic_title(l10n, GAME, topic).strip()
        paragraphs = topic_paragraphs(l10n, GAME, topic)
        assert paragraphs, (lang, topic)
        assert all(p.strip() for p in paragraphs)
        counts[lang] = len(paragraphs)
        assert _words(lang, topic), (lang, topic)
    assert len(set(counts.values())) == 1, counts


def test_navigation_lines_exist() -> None:
    for lang in LANGUAGES:
        l10n = _strict(lang)
        for part in ("topics", "more", "end-of-topic"):
            assert l10n(f"{GAME}-rules-{part}").strip()
        line = l10n(f"{GAME}-rules-unknown-topic", topic="xyzzy")
        assert "xyzzy" in line


def test_topic_list_names_every_topic_once() -> None:
    for lang in LANGUAGES:
        line = _strict(lang)(f"{GAME}-rules-topics")
        listed = line.split(":", 1)[1].split(".")[0]
        names = [n.strip() for n in listed.split(",")]
        assert len(names) == len(TOPICS), (lang, names)
        assert [find_topic(GAME, n) for n in names] == list(TOPICS), lang
        assert ", ".join(names) == topic_list(_strict(lang), GAME)
        last = topic_paragraphs(_strict(lang), GAME, "overview")[-1]
        assert topic_list(_strict(lang), GAME) in last


def test_no_word_names_two_topics() -> None:
    owner: dict[str, str] = {}
    for topic in TOPICS:
        for lang in LANGUAGES:
            for word in [*_words(lang, topic), topic]:
                key = normalise(word)
                assert owner.setdefault(key, topic) == topic, (word, topic, owner[key])


@pytest.mark.parametrize("topic", TOPICS)
def test_find_topic_by_every_word_in_both_languages(topic: str) -> None:
    assert find_topic(GAME, topic) == topic
    assert find_topic(GAME, topic.upper()) == topic
    for lang in LANGUAGES:
        for word in _words(lang, topic):
            assert find_topic(GAME, word) == topic, (lang, word)
            assert find_topic(GAME, _strip_accents(word)) == topic, (lang, word)
            assert find_topic(GAME, f"  {word.upper()} ") == topic, (lang, word)


def test_find_topic_by_unique_prefix() -> None:
    words = {normalise(w): t for t in TOPICS for lang in LANGUAGES for w in [*_words(lang, t), t]}
    checked = 0
    for word, topic in words.items():
        for length in range(2, len(word)):
            prefix = word[:length].strip()
            owners = {t for w, t in words.items() if w.startswith(prefix)}
            if prefix in words or len(prefix) < 2:
                continue
            if owners == {topic}:
                assert find_topic(GAME, prefix) == topic, (prefix, topic)
                checked += 1
                break
    assert checked >= 30
    assert find_topic(GAME, "kang") == "kangaroo"
    assert find_topic(GAME, "hroš") == "hippo"
    assert find_topic(GAME, "hros") == "hippo"
    assert find_topic(GAME, "lach") == "seal"
    assert find_topic(GAME, "pri") == "setup"


def test_find_topic_numbers_and_codes() -> None:
    for animal, strength in STRENGTHS.items():
        assert find_topic(GAME, str(strength)) == animal
    assert find_topic(GAME, "1") == "skunk"
    assert find_topic(GAME, "12") == "lion"
    assert find_topic(GAME, "R12") == "lion"
    assert find_topic(GAME, "r10o") == "crocodile"
    assert find_topic(GAME, "13") is None
    assert find_topic(GAME, "0") is None


@pytest.mark.parametrize("text", ["", "   ", "xyzzy", "q", "l", "lionx", "!!", "z"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(GAME, text) is None


@pytest.mark.parametrize("prefix", ["op", "hr", "ga", "se", "st", "za", "po"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(GAME, prefix) is None


@pytest.mark.parametrize("animal", list(STRENGTHS))
def test_animal_topic_states_strength_as_digit(animal: str) -> None:
    digit = re.compile(rf"(?<!\d){STRENGTHS[animal]}(?!\d)")
    for lang in LANGUAGES:
        l10n = _strict(lang)
        assert digit.search(topic_title(l10n, GAME, animal)), (lang, animal)
        assert digit.search(topic_paragraphs(l10n, GAME, animal)[0]), (lang, animal)


def test_advanced_points_listed() -> None:
    points = {"lion": 2, "hippo": 2, "crocodile": 3, "snake": 2, "giraffe": 3, "zebra": 4,
              "seal": 2, "chameleon": 3, "monkey": 3, "kangaroo": 4, "parrot": 4, "skunk": 4}
    text = " ".join(topic_paragraphs(_strict("en"), GAME, "advanced"))
    for animal, value in points.items():
        assert f"{animal} {value}" in text, animal


def test_paragraphs_are_short_plain_and_use_digits() -> None:
    number_words = {
        "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b",
                         re.IGNORECASE),
        "cs": re.compile(r"\b(dvě|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|"
                         r"dvanáct)\b", re.IGNORECASE),
    }
    for lang, topic, n, text in _all_paragraphs():
        where = (lang, topic, n)
        assert len(text) <= MAX_PARAGRAPH, (where, len(text))
        assert "\n" not in text, where
        assert not SYMBOLS.search(text), where
        assert text.isascii() or lang == "cs", where
        assert not number_words[lang].search(text), (where, text)


def test_each_decision_is_labelled_in_both_languages() -> None:
    marks = {"en": "in this app", "cs": "v této aplikaci"}
    for lang, mark in marks.items():
        labelled = {t for lg, t, _, text in _all_paragraphs() if lg == lang
                    and mark in text.casefold()}
        for topic in ("lion", "hippo", "crocodile", "giraffe", "seal", "chameleon",
                      "monkey", "kangaroo", "parrot", "skunk", "recurring", "end", "scoring"):
            assert topic in labelled, (lang, topic)


def test_own_words_no_eight_word_run_from_the_rulebook() -> None:
    if not RULEBOOK.is_file():
        pytest.skip("the rulebook is not beside the project")
    book = _tokens(RULEBOOK.read_text(encoding="utf-8"))
    grams = {tuple(book[i:i + NGRAM]) for i in range(len(book) - NGRAM + 1)}
    for lang, topic, n, text in _all_paragraphs():
        words = _tokens(text)
        for i in range(len(words) - NGRAM + 1):
            run = tuple(words[i:i + NGRAM])
            assert run not in grams, ((lang, topic, n), " ".join(run))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reader_walks_every_topic(lang: str) -> None:
    l10n = _strict(lang)
    reader = RulesReader(l10n, GAME)
    assert reader.more() is None
    for topic in TOPICS:
        paragraphs = topic_paragraphs(l10n, GAME, topic)
        opened = reader.open(topic).split("\n")
        assert opened[0] == topic_title(l10n, GAME, topic)
        assert opened[1] == paragraphs[0]
        if len(paragraphs) > 1:
            assert opened[2] == l10n(f"{GAME}-rules-more")
        assert reader.topic == topic
        for paragraph in paragraphs[1:]:
            assert reader.more() == paragraph
        assert reader.more() == l10n(f"{GAME}-rules-end-of-topic")
        assert reader.topic is None
        assert reader.more() is None


def test_reader_ask() -> None:
    reader = RulesReader(_strict("cs"), GAME)
    assert reader.ask("") == _strict("cs")(f"{GAME}-rules-topics")
    assert reader.ask("1").startswith("Skunk, síla 1")
    assert reader.topic == "skunk"
    unknown = reader.ask("xyzzy\x1b[2J" + "a" * 100)
    assert "xyzzy" in unknown and "\x1b" not in unknown and "a" * 40 not in unknown
    with pytest.raises(KeyError):
        reader.open("commands")
