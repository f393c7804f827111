"""The Aquaretto rules reference: complete in both languages, findable, in our own words."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.narration.rules import (
    AQUARETTO_TOPICS, TOPICS, RulesReader, find_topic, normalise, topic_list, topic_paragraphs,
    topic_title, topics,
)

GAME = "aquaretto"
RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "aquaretto.cs.txt"
MAX_PARAGRAPH = 400
NGRAM = 8
SYMBOLS = re.compile(r"[*#@&%$<>\[\]{}|~^_=+/\\]")
DECISION = {"en": "in this app", "cs": "v této aplikaci"}


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _words(lang: str, topic: str) -> list[str]:
    text = _strict(lang)(f"{GAME}-rules-{topic}-words")
    return [w.strip() for w in text.split(",") if w.strip()]


def _all_paragraphs() -> list[tuple[str, str, int, str]]:
    found = []
    for lang in LANGUAGES:
        for topic in AQUARETTO_TOPICS:
            for n, text in enumerate(topic_paragraphs(_strict(lang), GAME, topic), 1):
                found.append((lang, topic, n, text))
    return found


def _topic_text(lang: str, topic: str) -> str:
    return " ".join(topic_paragraphs(_strict(lang), GAME, topic))


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
        assert not junk, (lang, [(j.content or "")[:80] for j in junk])


def test_topics_registry() -> None:
    assert topics(GAME) == AQUARETTO_TOPICS
    assert len(AQUARETTO_TOPICS) == len(set(AQUARETTO_TOPICS)) == 21
    assert AQUARETTO_TOPICS[0] == "overview"
    assert {"cells", "faq", "two-players", "move", "manager"} <= set(AQUARETTO_TOPICS)


@pytest.mark.parametrize("topic", AQUARETTO_TOPICS)
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
        assert len(names) == len(AQUARETTO_TOPICS), (lang, names)
        assert [find_topic(GAME, n) for n in names] == list(AQUARETTO_TOPICS), lang
        assert ", ".join(names) == topic_list(_strict(lang), GAME)
        last = topic_paragraphs(_strict(lang), GAME, "overview")[-1]
        assert topic_list(_strict(lang), GAME) in last


def test_no_word_names_two_topics() -> None:
    owner: dict[str, str] = {}
    for topic in AQUARETTO_TOPICS:
        for lang in LANGUAGES:
            for word in [*_words(lang, topic), topic]:
                key = normalise(word)
                assert owner.setdefault(key, topic) == topic, (word, topic, owner[key])


def test_words_are_in_their_own_language() -> None:
    for topic in AQUARETTO_TOPICS:
        for word in _words("en", topic):
            assert word.isascii(), (topic, word)
    czech = {w for t in AQUARETTO_TOPICS for w in _words("cs", t)}
    assert {"nádrže", "sklad", "pokladní", "ošetřovatel", "cvičitel", "manažer", "přesun",
            "nákup", "odložení", "rozšíření", "mláďata", "přepravní vůz"} <= czech


@pytest.mark.parametrize("topic", AQUARETTO_TOPICS)
def test_find_topic_by_every_word_in_both_languages(topic: str) -> None:
    assert find_topic(GAME, topic) == topic
    assert find_topic(GAME, topic.upper()) == topic
    for lang in LANGUAGES:
        for word in _words(lang, topic):
            assert find_topic(GAME, word) == topic, (lang, word)
            assert find_topic(GAME, _strip_accents(word)) == topic, (lang, word)
            assert find_topic(GAME, f"  {word.upper()} ") == topic, (lang, word)


def test_find_topic_by_unique_prefix() -> None:
    words = {normalise(w): t for t in AQUARETTO_TOPICS for lang in LANGUAGES
             for w in [*_words(lang, t), t]}
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
    assert find_topic(GAME, "mo") == "move"
    assert find_topic(GAME, "man") == "manager"
    assert find_topic(GAME, "pres") == "move"
    assert find_topic(GAME, "přes") == "move"
    assert find_topic(GAME, "pokl") == "cashier"
    assert find_topic(GAME, "cvič") == "trainer"
    assert find_topic(GAME, "cvic") == "trainer"
    assert find_topic(GAME, "ošetř") == "keeper"
    assert find_topic(GAME, "nádr") == "pools"
    assert find_topic(GAME, "mlad") == "offspring"
    assert find_topic(GAME, "rozs") == "expand"
    assert find_topic(GAME, "odlo") == "discard"
    assert find_topic(GAME, "nák") == "buy"
    assert find_topic(GAME, "hodn") == "scoring"
    assert find_topic(GAME, "disc") == "end"
    assert find_topic(GAME, "disca") == "discard"


def test_find_topic_two_players() -> None:
    for text in ("2", "2 players", "two players", "two-players", "2 hráči", "2 hraci", "dva hráči"):
        assert find_topic(GAME, text) == "two-players", text
    assert find_topic(GAME, "3") is None


@pytest.mark.parametrize("text", ["", "   ", "xyzzy", "q", "m", "poolx", "!!", "lion",
                                  "kangaroo", "hroch", "3"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(GAME, text) is None


@pytest.mark.parametrize("prefix", ["ma", "po", "tr", "pr", "ko", "de"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(GAME, prefix) is None


def test_beasty_bar_finder_unaffected() -> None:
    assert topics("beasty-bar") == TOPICS
    assert find_topic("beasty-bar", "kang") == "kangaroo"
    assert find_topic("beasty-bar", "hroš") == "hippo"
    assert find_topic("beasty-bar", "pri") == "setup"
    assert find_topic("beasty-bar", "1") == "skunk"
    assert find_topic("beasty-bar", "R12") == "lion"
    assert find_topic("beasty-bar", "2") == "parrot"
    assert find_topic("beasty-bar", "cvičitel") is None
    assert find_topic("beasty-bar", "trucks") is None
    assert find_topic("beasty-bar", "overview") == "overview"
    assert find_topic(GAME, "overview") == "overview"


def test_paragraphs_are_short_plain_and_use_digits() -> None:
    number_words = {
        "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                         r"fifteen|sixteen|nineteen|thirty)\b", re.IGNORECASE),
        "cs": re.compile(r"\b(dvě|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|"
                         r"dvanáct|patnáct|šestnáct|devatenáct|třicet)\b", re.IGNORECASE),
    }
    for lang, topic, n, text in _all_paragraphs():
        where = (lang, topic, n)
        assert len(text) <= MAX_PARAGRAPH, (where, len(text))
        assert "\n" not in text, where
        assert not SYMBOLS.search(text), where
        assert text.isascii() or lang == "cs", where
        assert not number_words[lang].search(text), (where, text)
    for lang in LANGUAGES:
        for topic in AQUARETTO_TOPICS:
            title = topic_title(_strict(lang), GAME, topic)
            assert not number_words[lang].search(title), (lang, title)


def test_each_decision_is_labelled_in_both_languages() -> None:
    for lang, mark in DECISION.items():
        labelled = {t for lg, t, _, text in _all_paragraphs() if lg == lang
                    and mark in text.casefold()}
        for topic in ("setup", "turn", "trucks", "placement", "offspring", "bonuses", "move",
                      "buy", "expand", "two-players"):
            assert topic in labelled, (lang, topic)


def test_paragraph_structure_matches_between_languages() -> None:
    """The same paragraphs carry the app's decisions and the same digits in both languages."""
    for topic in AQUARETTO_TOPICS:
        en = topic_paragraphs(_strict("en"), GAME, topic)
        cs = topic_paragraphs(_strict("cs"), GAME, topic)
        for n, (en_text, cs_text) in enumerate(zip(en, cs, strict=True), 1):
            where = (topic, n)
            assert (DECISION["en"] in en_text.casefold()) == \
                (DECISION["cs"] in cs_text.casefold()), where
            assert sorted(re.findall(r"-?\d+", en_text)) == \
                sorted(re.findall(r"-?\d+", cs_text)), where


def test_key_facts_are_stated() -> None:
    for lang in LANGUAGES:
        cells = _topic_text(lang, "cells")
        for name in ("C3", "Z3", "A3", "C0", "C1", "F", "Z", "Y", "-1", "6", "7", "19"):
            assert name in cells, (lang, name)
        two = _topic_text(lang, "two-players")
        assert re.search(r"\b2\b.*\b1\b.*\b3\b.*\b2\b", two), lang
        bonuses = _topic_text(lang, "bonuses")
        for size in ("3, 6, 9", "12", "5", "10"):
            assert size in bonuses, (lang, size)
        scoring = _topic_text(lang, "scoring")
        assert "2" in scoring and "1" in scoring
        expand = _topic_text(lang, "expand")
        assert "A1" in expand and "E5" in expand, lang


def test_czech_avoids_the_players_gender() -> None:
    """Czech speaks to the player informally and never needs the player's gender: no past
    participle next to "jsi" (vzal jsi, jsi musela), no "rád" or "ráda".

    A tile or a worker may still do something "sám" or "sama": that is its gender, not the
    player's.
    """
    not_participles = {"dál"}
    for lang, topic, n, text in _all_paragraphs():
        if lang != "cs":
            continue
        words = re.findall(r"\w+", text.casefold())
        assert not {"rád", "ráda"} & set(words), (topic, n)
        for i, word in enumerate(words):
            if word != "jsi":
                continue
            for other in words[max(i - 1, 0):i] + words[i + 1:i + 2]:
                assert other in not_participles or not re.fullmatch(r"\w+l[ao]?", other), \
                    (topic, n, other)


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
    for topic in AQUARETTO_TOPICS:
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
    l10n = _strict("cs")
    reader = RulesReader(l10n, GAME)
    assert reader.ask("") == l10n(f"{GAME}-rules-topics")
    assert reader.ask("cvic").startswith(topic_title(l10n, GAME, "trainer"))
    assert reader.topic == "trainer"
    assert reader.ask("2").startswith(topic_title(l10n, GAME, "two-players"))
    unknown = reader.ask("xyzzy\x1b[2J" + "a" * 100)
    assert "xyzzy" in unknown and "\x1b" not in unknown and "a" * 40 not in unknown
    with pytest.raises(KeyError):
        reader.open("lion")
