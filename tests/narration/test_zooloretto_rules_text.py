"""The Zooloretto rules reference: complete in both languages, findable, in our own words."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.narration.rules import (
    AQUARETTO_TOPICS, TOPICS, ZOOLORETTO_TOPICS, RulesReader, find_topic, normalise, topic_list,
    topic_paragraphs, topic_title, topics,
)

GAME = "zooloretto"
RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" \
    / "zooloretto-expansions.cs.txt"
MAX_PARAGRAPH = 400
MAX_SENTENCES = 2
NGRAM = 8
SYMBOLS = re.compile(r"[*#@&%$<>\[\]{}|~^_=+/\\\u2212\u2013\u2014\u2068\u2069]")
DECISION = {"en": "in this app", "cs": "v této aplikaci"}
EXPANSIONS = ("buildings", "petting-zoo", "specialised-enclosures", "polar-bear",
              "construction-sites", "task-cards", "gorilla", "savings-book", "reindeer")


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _words(lang: str, topic: str) -> list[str]:
    text = _strict(lang)(f"{GAME}-rules-{topic}-words")
    return [w.strip() for w in text.split(",") if w.strip()]


def _all_paragraphs() -> list[tuple[str, str, int, str]]:
    found = []
    for lang in LANGUAGES:
        for topic in ZOOLORETTO_TOPICS:
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
    assert topics(GAME) == ZOOLORETTO_TOPICS
    assert len(ZOOLORETTO_TOPICS) == len(set(ZOOLORETTO_TOPICS)) == 24
    assert ZOOLORETTO_TOPICS[0] == "overview"
    assert set(EXPANSIONS) | {"combining", "two-players", "money-actions", "faq"} \
        <= set(ZOOLORETTO_TOPICS)


@pytest.mark.parametrize("topic", ZOOLORETTO_TOPICS)
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
        assert len(names) == len(ZOOLORETTO_TOPICS), (lang, names)
        assert [find_topic(GAME, n) for n in names] == list(ZOOLORETTO_TOPICS), lang
        assert ", ".join(names) == topic_list(_strict(lang), GAME)
        assert str(len(ZOOLORETTO_TOPICS)) in line.split(":", 1)[0]
        last = topic_paragraphs(_strict(lang), GAME, "overview")[-1]
        assert topic_list(_strict(lang), GAME) in last


def test_no_word_names_two_topics() -> None:
    owner: dict[str, str] = {}
    for topic in ZOOLORETTO_TOPICS:
        for lang in LANGUAGES:
            for word in [*_words(lang, topic), topic]:
                key = normalise(word)
                assert owner.setdefault(key, topic) == topic, (word, topic, owner[key])


def test_words_are_in_their_own_language() -> None:
    for topic in ZOOLORETTO_TOPICS:
        for word in _words("en", topic):
            assert word.isascii(), (topic, word)
    czech = {w for t in ZOOLORETTO_TOPICS for w in _words("cs", t)}
    assert {"výběh", "stáj", "prodejní stánky", "mláďata", "přesun", "výměna", "nákup",
            "odložení", "rozšíření", "restaurace", "obchod se suvenýry", "pavilón",
            "zoo pro mazlíčky", "specializované výběhy", "lední medvěd", "staveniště",
            "karty úkolů", "gorila", "vkladní knížka", "sob"} <= czech


@pytest.mark.parametrize("topic", ZOOLORETTO_TOPICS)
def test_find_topic_by_every_word_in_both_languages(topic: str) -> None:
    assert find_topic(GAME, topic) == topic
    assert find_topic(GAME, topic.upper()) == topic
    for lang in LANGUAGES:
        for word in _words(lang, topic):
            assert find_topic(GAME, word) == topic, (lang, word)
            assert find_topic(GAME, _strip_accents(word)) == topic, (lang, word)
            assert find_topic(GAME, f"  {word.upper()} ") == topic, (lang, word)


def test_find_topic_by_unique_prefix() -> None:
    words = {normalise(w): t for t in ZOOLORETTO_TOPICS for lang in LANGUAGES
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
    assert find_topic(GAME, "gorila") == "gorilla"
    assert find_topic(GAME, "gor") == "gorilla"
    assert find_topic(GAME, "medv") == "polar-bear"
    assert find_topic(GAME, "lední") == "polar-bear"
    assert find_topic(GAME, "rest") == "buildings"
    assert find_topic(GAME, "suven") == "buildings"
    assert find_topic(GAME, "pavil") == "buildings"
    assert find_topic(GAME, "mazl") == "petting-zoo"
    assert find_topic(GAME, "specializ") == "specialised-enclosures"
    assert find_topic(GAME, "stave") == "construction-sites"
    assert find_topic(GAME, "úkol") == "task-cards"
    assert find_topic(GAME, "vklad") == "savings-book"
    assert find_topic(GAME, "sob") == "reindeer"
    assert find_topic(GAME, "vánoce") == "reindeer"
    assert find_topic(GAME, "komb") == "combining"
    assert find_topic(GAME, "výměna") == "money-actions"
    assert find_topic(GAME, "exch") == "money-actions"
    assert find_topic(GAME, "stáj") == "zoo"
    assert find_topic(GAME, "zoo") == "zoo"
    assert find_topic(GAME, "mlad") == "offspring"
    assert find_topic(GAME, "hodn") == "scoring"
    assert find_topic(GAME, "shoda") == "ties"
    assert find_topic(GAME, "disc") == "setup"
    assert find_topic(GAME, "disca") == "money-actions"


def test_find_topic_two_players() -> None:
    for text in ("2", "2 players", "two players", "two-players", "2 hráči", "2 hraci", "dva hráči"):
        assert find_topic(GAME, text) == "two-players", text
    assert find_topic(GAME, "3") is None


@pytest.mark.parametrize("text", ["", "   ", "xyzzy", "q", "m", "zoox", "!!", "lion",
                                  "cashier", "hroch", "3", "dolphin"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(GAME, text) is None


@pytest.mark.parametrize("prefix", ["co", "zo", "st", "so", "pe", "ex"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(GAME, prefix) is None


def test_other_books_unaffected() -> None:
    assert topics("beasty-bar") == TOPICS
    assert topics("aquaretto") == AQUARETTO_TOPICS
    assert find_topic("beasty-bar", "kang") == "kangaroo"
    assert find_topic("aquaretto", "cvič") == "trainer"
    assert find_topic("aquaretto", "gorila") is None
    assert find_topic("beasty-bar", "stáj") is None
    assert find_topic(GAME, "cvičitel") is None


def test_paragraphs_are_short_plain_and_use_digits() -> None:
    number_words = {
        "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                         r"fifteen|sixteen|twenty|thirty)\b", re.IGNORECASE),
        "cs": re.compile(r"\b(dvě|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|"
                         r"dvanáct|patnáct|šestnáct|dvacet|třicet)\b", re.IGNORECASE),
    }
    for lang, topic, n, text in _all_paragraphs():
        where = (lang, topic, n)
        assert len(text) <= MAX_PARAGRAPH, (where, len(text))
        assert "\n" not in text, where
        assert not SYMBOLS.search(text), where
        assert text.isascii() or lang == "cs", where
        assert not number_words[lang].search(text), (where, text)
        if not text.startswith(("Témata pravidel", "Rules topics")):
            # A short answer ("No.") and a date ("24.") are not sentences of their own.
            plain = re.sub(r"\b(Yes|No|Ano|Ne)\.|\d\.", "", text)
            sentences = re.findall(r"[.?!](?:\s|$)", plain)
            assert len(sentences) <= MAX_SENTENCES, (where, text)
    for lang in LANGUAGES:
        for topic in ZOOLORETTO_TOPICS:
            title = topic_title(_strict(lang), GAME, topic)
            assert not number_words[lang].search(title), (lang, title)


def test_each_decision_is_labelled_in_both_languages() -> None:
    for lang, mark in DECISION.items():
        labelled = {t for lg, t, _, text in _all_paragraphs() if lg == lang
                    and mark in text.casefold()}
        for topic in ("components", "setup", "coins", "buildings", "petting-zoo",
                      "specialised-enclosures", "task-cards", "savings-book", "reindeer",
                      "combining"):
            assert topic in labelled, (lang, topic)


def test_paragraph_structure_matches_between_languages() -> None:
    """The same paragraphs carry the app's decisions and the same digits in both languages."""
    for topic in ZOOLORETTO_TOPICS:
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
        zoo = _topic_text(lang, "zoo")
        for figure in ("5", "4", "6", "8", "10", "9"):
            assert re.search(rf"\b{figure}\b", zoo), (lang, figure)
        components = _topic_text(lang, "components")
        for figure in ("11", "16", "12", "30"):
            assert figure in components, (lang, figure)
        setup = _topic_text(lang, "setup")
        assert "15" in setup, lang
        money = _topic_text(lang, "money-actions")
        for cost in ("1", "2", "3"):
            assert re.search(rf"\b{cost}\b", money), (lang, cost)
        two = _topic_text(lang, "two-players")
        assert re.search(r"\b3, 2\b.*\b1\b", two), lang
        reindeer = _topic_text(lang, "reindeer")
        assert "24" in reindeer and "26" in reindeer, lang


def test_task_cards_cycle_through_five_species() -> None:
    """Card N: species N for 3 points, N+1 for 2 points, N+2 spared, wrapping round."""
    species = ["camel", "elephant", "chimpanzee", "panda", "zebra"]
    cards = [p for p in topic_paragraphs(_strict("en"), GAME, "task-cards")
             if p.startswith("Card ")]
    assert len(cards) == 5
    for n, text in enumerate(cards):
        assert text.startswith(f"Card {n + 1}:"), text
        three, two, spared = (species[(n + k) % 5] for k in range(3))
        assert f"3 points per full {three} enclosure" in text, text
        assert f"2 points per full {two} enclosure" in text, text
        assert f"{spared}s in the barn cost nothing" in text, text
    czech = [p for p in topic_paragraphs(_strict("cs"), GAME, "task-cards")
             if p.startswith("Karta ")]
    assert len(czech) == 5
    for n, text in enumerate(czech):
        assert text.startswith(f"Karta {n + 1}:"), text


def test_czech_avoids_the_players_gender() -> None:
    """Czech speaks to the player informally and never needs the player's gender: no past
    participle next to "jsi", no "rád" or "ráda" (a coin may still move "sama")."""
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
    for topic in ZOOLORETTO_TOPICS:
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
    assert reader.ask("gorila").startswith(topic_title(l10n, GAME, "gorilla"))
    assert reader.topic == "gorilla"
    assert reader.ask("2").startswith(topic_title(l10n, GAME, "two-players"))
    unknown = reader.ask("xyzzy\x1b[2J" + "a" * 100)
    assert "xyzzy" in unknown and "\x1b" not in unknown and "a" * 40 not in unknown
    with pytest.raises(KeyError):
        reader.open("lion")
