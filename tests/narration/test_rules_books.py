"""Every rules book (Beasty Bar, Aquaretto, Zooloretto, O Zoo le Mio, Aquaretto and Zooloretto
combined): complete in both languages, findable, short plain paragraphs in our own words, the
app's decisions labelled, Czech that never needs the player's gender, and a reader that walks
every topic.

The checks here hold for every book; what differs between books is data in ``BOOKS``.  What
only one game has (its key facts, its own prefixes and garbage words, strengths, task cards,
tile-set figures and so on) stays in that game's own test file.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.games.aquaretto.book import TOPICS as AQUARETTO_TOPICS
from accessible_games.games.aquaretto_zooloretto.book import TOPICS as AQUARETTO_ZOOLORETTO_TOPICS
from accessible_games.games.beasty_bar.book import TOPICS
from accessible_games.games.ozoolemio.book import TOPICS as OZOOLEMIO_TOPICS
from accessible_games.games.zooloretto.book import TOPICS as ZOOLORETTO_TOPICS
from accessible_games.narration.rules import (
    RulesReader, find_topic, normalise, topic_list, topic_paragraphs, topic_title,
)
from accessible_games.registry import rules_book

RULEBOOKS = Path(__file__).resolve().parents[2].parent / "shared" / "rules"
MAX_PARAGRAPH = 400
NGRAM = 8
MIN_PREFIXES_CHECKED = 30
SYMBOLS = re.compile(r"[*#@&%$<>\[\]{}|~^_=+/\\\u2212\u2013\u2014\u2068\u2069\u00d7]")
ARITHMETIC = re.compile(r"\d\s*[x×*+]\s*\d")
"""No "x", "times" written as a sign, or "plus" as a sign: Braille turns them into noise."""
DECISION = {"en": "in this app", "cs": "v této aplikaci"}
NUMBER_WORDS = {
    "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
                     r"fifteen|sixteen|nineteen|twenty|thirty|sixty)\b", re.IGNORECASE),
    "cs": re.compile(r"\b(dvě|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|dvanáct|"
                     r"třináct|patnáct|šestnáct|devatenáct|dvacet|třicet|šedesát)\b",
                     re.IGNORECASE),
}
CZECH_NUMERALS: dict[str, str] = {
    form: str(value)
    for value, forms in enumerate((
        "nula nuly nulu", "jeden jedna jedno jednu jednoho jedné jednomu jednom jedním jednou",
        "dva dvě dvou dvěma dvakrát", "tři tří třem třemi třech třikrát",
        "čtyři čtyř čtyřem čtyřmi čtyřech čtyřikrát", "pět pěti pětkrát", "šest šesti šestkrát",
        "sedm sedmi sedmkrát", "osm osmi osmkrát", "devět devíti devětkrát", "deset deseti desetkrát",
        "jedenáct jedenácti", "dvanáct dvanácti dvanáctkrát", "třináct třinácti", "čtrnáct čtrnácti",
        "patnáct patnácti", "šestnáct šestnácti", "sedmnáct sedmnácti", "osmnáct osmnácti",
        "devatenáct devatenácti", "dvacet dvaceti"))
    for form in forms.split()} | {
    form: str(value)
    for value, stem in enumerate(("", "prvn", "druh", "třet", "čtvrt", "pát", "šest", "sedm",
                                  "osm", "devát", "desát"))
    for ending in ("í", "ý", "á", "é", "ého", "ém", "ím", "ou")
    if stem and (form := stem + ending) not in ("druhý", "druhá", "druhé", "druhou")}
"""Czech numerals up to twenty in their cases, and ordinals up to ten, as the rules prose
writes them ("druhý" and its feminine and neuter are left out: they also mean "the other")."""
CZECH_NUMERALS |= {
    prefix + "místn" + ending: str(value)
    for value, prefix in enumerate(("", "jedno", "dvou", "tří", "čtyř", "pěti", "šesti"))
    for ending in ("ý", "á", "é", "ého", "ém", "ým", "ou")
    if prefix}
"""... and "pětimístný" (5-space) and its kin."""
TOPIC_LIST_OPENINGS = ("Témata pravidel", "Rules topics")
"""The paragraph that lists the topics is 1 long sentence of names, not counted in sentences."""
PARTICIPLE = re.compile(r"\w+l[aoy]?")
TWO_PLAYERS = ("2", "2 players", "two players", "2 hráči", "2 hraci", "dva hráči")
GARBAGE = ("", "   ", "xyzzy", "q", "!!")
"""Texts no book finds a topic for; each game's own test adds the words it must not know."""


@dataclass(frozen=True)
class Book:
    """One rules book and what its checks need to know of it.

    Attributes:
        game: the game id, also the prefix of the rules messages.
        topics: the topics in reading order, as rules.py registers them.
        count: how many topics the book has.
        file: the rules file's name in each locale folder.
        rulebook: the published Czech rulebook under shared/rules, for the copied-run check.
        labelled: topics that must state an app decision ("in this app").
        must_have: topics the book must have.
        must_lack: topics the book must not have.
        glossary: Czech words (from shared/GLOSSARY.md) that must reach a topic.
        two_players: the topic "2" and "2 players" open (None: "2" means something else).
        asks: (text, topic) pairs that ``RulesReader.ask`` must open in Czech.
        not_a_topic: a topic of another book that this book's reader refuses.
        max_sentences: most sentences in a paragraph (None: not limited).
        not_a_sentence_end: what ends no sentence when sentences are counted.
        same_digits: each paragraph carries the same numbers in both languages (Czech may
            write them as words).
        gender_words: Czech words that would give the player a gender.
        not_participles: words next to "jsi" that look like a past participle but are none.
    """

    game: str
    topics: tuple[str, ...]
    count: int
    file: str
    rulebook: str
    labelled: tuple[str, ...]
    must_have: frozenset[str] = frozenset()
    must_lack: frozenset[str] = frozenset()
    glossary: frozenset[str] = frozenset()
    two_players: str | None = "two-players"
    asks: tuple[tuple[str, str], ...] = ()
    not_a_topic: str = "lion"
    max_sentences: int | None = None
    not_a_sentence_end: str = r"\d\."
    same_digits: bool = True
    gender_words: frozenset[str] = frozenset({"rád", "ráda"})
    not_participles: frozenset[str] = frozenset()


BOOKS = (
    Book(
        "beasty-bar", TOPICS, 21, "beasty-bar-rules.ftl", "beasty-bar-braille-edition.cs.txt",
        labelled=("lion", "hippo", "crocodile", "giraffe", "seal", "chameleon", "monkey",
                  "kangaroo", "parrot", "skunk", "recurring", "end", "scoring"),
        must_lack=frozenset({"commands"}),
        # "2" is the parrot's strength (test_rules_text.py checks the strengths).
        two_players=None,
        asks=(("1", "skunk"),),
        not_a_topic="commands",
        # Some paragraphs say "2 to 4 players" in English and "2 až 4 hráče" with "1" left out
        # in Czech, so only the decisions, not the numbers, are compared paragraph by paragraph.
        same_digits=False,
    ),
    Book(
        "aquaretto", AQUARETTO_TOPICS, 21, "aquaretto-rules.ftl", "aquaretto.cs.txt",
        labelled=("setup", "turn", "trucks", "placement", "offspring", "bonuses", "move", "buy",
                  "expand", "two-players"),
        must_have=frozenset({"cells", "faq", "two-players", "move", "manager"}),
        glossary=frozenset({"nádrže", "sklad", "pokladní", "ošetřovatel", "cvičitel", "manažer",
                            "přesun", "nákup", "odložení", "rozšíření", "mláďata",
                            "přepravní vůz"}),
        asks=(("cvic", "trainer"), ("2", "two-players")),
        # A tile or a worker may still do something "sám" or "sama": that is its gender, not
        # the player's.  "Dál" next to "jsi" is an adverb, not a participle.
        not_participles=frozenset({"dál"}),
    ),
    Book(
        "zooloretto", ZOOLORETTO_TOPICS, 24, "zooloretto-rules.ftl",
        "zooloretto-expansions.cs.txt",
        labelled=("components", "setup", "coins", "buildings", "petting-zoo",
                  "specialised-enclosures", "task-cards", "savings-book", "reindeer",
                  "combining"),
        must_have=frozenset({"buildings", "petting-zoo", "specialised-enclosures", "polar-bear",
                             "construction-sites", "task-cards", "gorilla", "savings-book",
                             "reindeer", "combining", "two-players", "money-actions", "faq"}),
        glossary=frozenset({"výběh", "stáj", "prodejní stánky", "mláďata", "přesun", "výměna",
                            "nákup", "odložení", "rozšíření", "restaurace",
                            "obchod se suvenýry", "pavilón", "zoo pro mazlíčky",
                            "specializované výběhy", "lední medvěd", "staveniště",
                            "karty úkolů", "gorila", "vkladní knížka", "sob"}),
        asks=(("gorila", "gorilla"), ("2", "two-players")),
        max_sentences=2,
        # A short answer ("No.") and a date ("24.") are not sentences of their own.
        not_a_sentence_end=r"\b(Yes|No|Ano|Ne)\.|\d\.",
        # A coin may still move "sama": that is its gender, not the player's (the default
        # gender words leave "sám" and "sama" alone).
    ),
    Book(
        "o-zoo-le-mio", OZOOLEMIO_TOPICS, 15, "ozoolemio-rules.ftl", "o-zoo-le-mio.cs.txt",
        labelled=("overview", "tile-set", "setup", "auction", "placing", "visitors", "income",
                  "end"),
        must_have=frozenset({"tile-set", "auction", "placing", "cells", "visitors", "trees",
                             "benches", "income", "variant"}),
        # The rulebook has no 2-player rules, so there is no such topic: the overview says so.
        must_lack=frozenset({"two-players"}),
        glossary=frozenset({"díly", "počáteční díl", "dražba", "nabídka", "vlajka", "stožár",
                            "návštěvníci", "stromy", "lavičky", "hvězdičky", "oblast", "smyčka",
                            "atraktivita"}),
        two_players="overview",
        asks=(("lavičky", "benches"), ("2", "overview")),
        not_a_topic="two-players",
        max_sentences=2,
        # An ordinal ("5. kolo") and a file name ("ozoolemio-tiles.md") end no sentence.
        not_a_sentence_end=r"\d\.",
        gender_words=frozenset({"rád", "ráda", "sám", "sama"}),
    ),
    Book(
        "aquaretto-zooloretto", AQUARETTO_ZOOLORETTO_TOPICS, 12, "aquaretto-zooloretto-rules.ftl",
        "aquaretto.cs.txt",
        labelled=("setup", "turn", "end", "scoring", "two-players", "expansions", "commands"),
        asks=(("2", "two-players"),),
    ),
)
BOOK_PARAMS = [pytest.param(book, id=book.game) for book in BOOKS]
TOPIC_PARAMS = [pytest.param(book, topic, id=f"{book.game}-{topic}")
                for book in BOOKS for topic in book.topics]
LANG_PARAMS = [pytest.param(book, lang, id=f"{book.game}-{lang}")
               for book in BOOKS for lang in LANGUAGES]


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _words(book: Book, lang: str, topic: str) -> list[str]:
    text = _strict(lang)(f"{book.game}-rules-{topic}-words")
    return [w.strip() for w in text.split(",") if w.strip()]


def _all_paragraphs(book: Book, langs: tuple[str, ...] = LANGUAGES
                    ) -> list[tuple[str, str, int, str]]:
    return [(lang, topic, n, text) for lang in langs for topic in book.topics
            for n, text in enumerate(topic_paragraphs(_strict(lang), rules_book(book.game), topic), 1)]


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", _strip_accents(text.casefold()))


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_rules_files_parse_without_junk(book: Book) -> None:
    for lang in LANGUAGES:
        path = locales_dir() / lang / book.file
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, (lang, [(j.content or "")[:80] for j in junk])
        ids = [e.id.name for e in resource.body if isinstance(e, (ast.Message, ast.Term))]
        # Terms keep their name without the leading hyphen here.
        assert ids and all(i.startswith(f"{book.game}-rules-") for i in ids), lang


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_topics_registry(book: Book) -> None:
    assert rules_book(book.game).topics == book.topics
    assert len(book.topics) == len(set(book.topics)) == book.count
    assert book.topics[0] == "overview"
    assert book.must_have <= set(book.topics)
    assert not book.must_lack & set(book.topics)


def test_an_unknown_game_has_no_book() -> None:
    from accessible_games.registry import UnknownGame
    with pytest.raises(UnknownGame):
        rules_book("no-such-game")


@pytest.mark.parametrize(("book", "topic"), TOPIC_PARAMS)
def test_every_topic_has_title_and_same_paragraph_count(book: Book, topic: str) -> None:
    counts = {}
    for lang in LANGUAGES:
        l10n = _strict(lang)
        assert topic_title(l10n, rules_book(book.game), topic).strip()
        paragraphs = topic_paragraphs(l10n, rules_book(book.game), topic)
        assert paragraphs, (lang, topic)
        assert all(p.strip() for p in paragraphs)
        counts[lang] = len(paragraphs)
        assert _words(book, lang, topic), (lang, topic)
    assert len(set(counts.values())) == 1, counts


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_navigation_lines_exist(book: Book) -> None:
    for lang in LANGUAGES:
        l10n = _strict(lang)
        for part in ("topics", "more", "end-of-topic"):
            assert l10n(f"{book.game}-rules-{part}").strip()
        line = l10n(f"{book.game}-rules-unknown-topic", topic="xyzzy")
        assert "xyzzy" in line


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_topic_list_names_every_topic_once(book: Book) -> None:
    for lang in LANGUAGES:
        l10n = _strict(lang)
        line = l10n(f"{book.game}-rules-topics")
        listed = line.split(":", 1)[1].split(".")[0]
        names = [n.strip() for n in listed.split(",")]
        assert len(names) == len(book.topics), (lang, names)
        assert [find_topic(rules_book(book.game), n) for n in names] == list(book.topics), lang
        assert ", ".join(names) == topic_list(l10n, rules_book(book.game))
        assert str(len(book.topics)) in line.split(":", 1)[0]
        last = topic_paragraphs(l10n, rules_book(book.game), "overview")[-1]
        assert topic_list(l10n, rules_book(book.game)) in last


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_no_word_names_two_topics(book: Book) -> None:
    owner: dict[str, str] = {}
    for topic in book.topics:
        for lang in LANGUAGES:
            for word in [*_words(book, lang, topic), topic]:
                key = normalise(word)
                assert owner.setdefault(key, topic) == topic, (word, topic, owner[key])


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_words_are_in_their_own_language(book: Book) -> None:
    for topic in book.topics:
        for word in _words(book, "en", topic):
            assert word.isascii(), (topic, word)
    czech = {w for t in book.topics for w in _words(book, "cs", t)}
    assert book.glossary <= czech, book.glossary - czech


@pytest.mark.parametrize(("book", "topic"), TOPIC_PARAMS)
def test_find_topic_by_every_word_in_both_languages(book: Book, topic: str) -> None:
    assert find_topic(rules_book(book.game), topic) == topic
    assert find_topic(rules_book(book.game), topic.upper()) == topic
    for lang in LANGUAGES:
        for word in _words(book, lang, topic):
            assert find_topic(rules_book(book.game), word) == topic, (lang, word)
            assert find_topic(rules_book(book.game), _strip_accents(word)) == topic, (lang, word)
            assert find_topic(rules_book(book.game), f"  {word.upper()} ") == topic, (lang, word)


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_find_topic_by_unique_prefix(book: Book) -> None:
    words = {normalise(w): t for t in book.topics for lang in LANGUAGES
             for w in [*_words(book, lang, t), t]}
    checked = 0
    for word, topic in words.items():
        for length in range(2, len(word)):
            prefix = word[:length].strip()
            owners = {t for w, t in words.items() if w.startswith(prefix)}
            if prefix in words or len(prefix) < 2:
                continue
            if owners == {topic}:
                assert find_topic(rules_book(book.game), prefix) == topic, (prefix, topic)
                checked += 1
                break
    assert checked >= MIN_PREFIXES_CHECKED


@pytest.mark.parametrize("book", [pytest.param(b, id=b.game) for b in BOOKS if b.two_players])
def test_find_topic_two_players(book: Book) -> None:
    for text in TWO_PLAYERS:
        assert find_topic(rules_book(book.game), text) == book.two_players, text
    assert find_topic(rules_book(book.game), "3") is None


@pytest.mark.parametrize(("book", "text"), [
    pytest.param(book, text, id=f"{book.game}-{text!r}") for book in BOOKS for text in GARBAGE])
def test_find_topic_rejects_garbage(book: Book, text: str) -> None:
    assert find_topic(rules_book(book.game), text) is None


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_paragraphs_are_short_plain_and_use_digits(book: Book) -> None:
    for lang, topic, n, text in _all_paragraphs(book):
        where = (lang, topic, n)
        assert len(text) <= MAX_PARAGRAPH, (where, len(text))
        assert "\n" not in text, where
        assert not SYMBOLS.search(text), where
        assert text.isascii() or lang == "cs", where
        # Czech prose writes small numbers in words, as a voice must read them (issue 17)
        assert lang == "cs" or not NUMBER_WORDS[lang].search(text), (where, text)
        if book.max_sentences is not None and not text.startswith(TOPIC_LIST_OPENINGS):
            plain = re.sub(book.not_a_sentence_end, "", text)
            sentences = re.findall(r"[.?!](?:\s|$)", plain)
            assert len(sentences) <= book.max_sentences, (where, text)
    for lang in LANGUAGES:
        for topic in book.topics:
            title = topic_title(_strict(lang), rules_book(book.game), topic)
            assert lang == "cs" or not NUMBER_WORDS[lang].search(title), (lang, title)


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_arithmetic_is_said_in_words(book: Book) -> None:
    for lang, topic, n, text in _all_paragraphs(book):
        assert not ARITHMETIC.search(text), (lang, topic, n, text)


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_each_decision_is_labelled_in_both_languages(book: Book) -> None:
    for lang, mark in DECISION.items():
        labelled = {t for _, t, _, text in _all_paragraphs(book, (lang,))
                    if mark in text.casefold()}
        for topic in book.labelled:
            assert topic in labelled, (lang, topic)


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_paragraph_structure_matches_between_languages(book: Book) -> None:
    """The same paragraphs carry the app's decisions and the same numbers in both languages:
    each English number is in the Czech paragraph, as a digit or (prose) a word."""
    for topic in book.topics:
        en = topic_paragraphs(_strict("en"), rules_book(book.game), topic)
        cs = topic_paragraphs(_strict("cs"), rules_book(book.game), topic)
        for n, (en_text, cs_text) in enumerate(zip(en, cs, strict=True), 1):
            where = (topic, n)
            assert (DECISION["en"] in en_text.casefold()) == \
                (DECISION["cs"] in cs_text.casefold()), where
            if book.same_digits:
                en_numbers = Counter(re.findall(r"-?\d+", en_text))
                cs_digits = Counter(re.findall(r"-?\d+", cs_text))
                cs_words = Counter(CZECH_NUMERALS[word] for word in
                                   re.findall(r"\w+", cs_text.casefold()) if word in CZECH_NUMERALS)
                assert not en_numbers - (cs_digits + cs_words), where
                assert not cs_digits - en_numbers, where


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_czech_avoids_the_players_gender(book: Book) -> None:
    """Czech speaks to the player informally and never needs the player's gender: no past
    participle next to "jsi" (vzal jsi, jsi musela, byly jsi), none of the book's gender words
    ("rád", "ráda"; in some books also "sám", "sama")."""
    for _, topic, n, text in _all_paragraphs(book, ("cs",)):
        words = re.findall(r"\w+", text.casefold())
        assert not book.gender_words & set(words), (topic, n)
        for i, word in enumerate(words):
            if word != "jsi":
                continue
            for other in words[max(i - 1, 0):i] + words[i + 1:i + 2]:
                assert other in book.not_participles or not PARTICIPLE.fullmatch(other), \
                    (topic, n, other)


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_czech_uses_the_informal_imperative(book: Book) -> None:
    text = " ".join(t for _, _, _, t in _all_paragraphs(book, ("cs",))).casefold()
    assert "napiš" in text
    assert not re.search(r"\b(napište|vy|vaše|váš)\b", text)


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_own_words_no_eight_word_run_from_the_rulebook(book: Book) -> None:
    rulebook = RULEBOOKS / book.rulebook
    if not rulebook.is_file():
        pytest.skip("the rulebook is not beside the project")
    text = rulebook.read_text(encoding="utf-8")
    book_tokens = _tokens(text)
    grams = {tuple(book_tokens[i:i + NGRAM]) for i in range(len(book_tokens) - NGRAM + 1)}
    for lang, topic, n, paragraph in _all_paragraphs(book):
        words = _tokens(paragraph)
        for i in range(len(words) - NGRAM + 1):
            run = tuple(words[i:i + NGRAM])
            assert run not in grams, ((lang, topic, n), " ".join(run))


@pytest.mark.parametrize(("book", "lang"), LANG_PARAMS)
def test_reader_walks_every_topic(book: Book, lang: str) -> None:
    l10n = _strict(lang)
    reader = RulesReader(l10n, rules_book(book.game))
    assert reader.more() is None
    for topic in book.topics:
        paragraphs = topic_paragraphs(l10n, rules_book(book.game), topic)
        opened = reader.open(topic).split("\n")
        assert opened[0] == topic_title(l10n, rules_book(book.game), topic)
        assert opened[1] == paragraphs[0]
        if len(paragraphs) > 1:
            assert opened[2] == l10n(f"{book.game}-rules-more")
        assert reader.topic == topic
        for paragraph in paragraphs[1:]:
            assert reader.more() == paragraph
        assert reader.more() == l10n(f"{book.game}-rules-end-of-topic")
        assert reader.topic is None
        assert reader.more() is None


@pytest.mark.parametrize("book", BOOK_PARAMS)
def test_reader_ask(book: Book) -> None:
    l10n = _strict("cs")
    reader = RulesReader(l10n, rules_book(book.game))
    assert reader.ask("") == l10n(f"{book.game}-rules-topics")
    assert book.asks
    for text, topic in book.asks:
        assert reader.ask(text).startswith(topic_title(l10n, rules_book(book.game), topic)), text
        assert reader.topic == topic, text
    unknown = reader.ask("xyzzy\x1b[2J" + "a" * 100)
    assert "xyzzy" in unknown and "\x1b" not in unknown and "a" * 40 not in unknown
    assert book.not_a_topic not in book.topics
    with pytest.raises(KeyError):
        reader.open(book.not_a_topic)
