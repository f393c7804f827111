"""The O Zoo le Mio rules reference: complete in both languages, findable, in our own words."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from accessible_games.games.ozoolemio.attraction import (
    FIGURES_PER_COLOUR, FIRST_FIGURES, SECOND_FIGURES, SOLE_FIGURES, TREE_FIGURES,
)
from accessible_games.games.ozoolemio.geometry import PAVILION, START_CELLS, cell_name, parse_cell
from accessible_games.games.ozoolemio.state import (
    MAX_PLAYERS, MIN_PLAYERS, ROUNDS, START_COINS, TILES_PER_ROUND, TOTAL_COINS,
    VARIANT_MIN_TREE_TILES, VARIANT_TREE_TILES,
)
from accessible_games.games.ozoolemio.tiles import TileSet
from accessible_games.games.ozoolemio.tileset import default_tileset
from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir
from accessible_games.narration.rules import (
    AQUARETTO_TOPICS, OZOOLEMIO_TOPICS, TOPICS, ZOOLORETTO_TOPICS, RulesReader, find_topic,
    normalise, topic_list, topic_paragraphs, topic_title, topics,
)

GAME = "o-zoo-le-mio"
"""The game id, which is also the prefix of the rules messages (rules.py builds the ids)."""
FILE = "ozoolemio-rules.ftl"
RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "o-zoo-le-mio.cs.txt"
MAX_PARAGRAPH = 400
MAX_SENTENCES = 2
NGRAM = 8
SYMBOLS = re.compile(r"[*#@&%$<>\[\]{}|~^_=+/\\\u2212\u2013\u2014\u2068\u2069\u00d7]")
DECISION = {"en": "in this app", "cs": "v této aplikaci"}


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _words(lang: str, topic: str) -> list[str]:
    text = _strict(lang)(f"{GAME}-rules-{topic}-words")
    return [w.strip() for w in text.split(",") if w.strip()]


def _all_paragraphs() -> list[tuple[str, str, int, str]]:
    found = []
    for lang in LANGUAGES:
        for topic in OZOOLEMIO_TOPICS:
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
        path = locales_dir() / lang / FILE
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, (lang, [(j.content or "")[:80] for j in junk])
        ids = [e.id.name for e in resource.body if isinstance(e, (ast.Message, ast.Term))]
        # Terms keep their name without the leading hyphen here.
        assert ids and all(i.startswith(f"{GAME}-rules-") for i in ids), lang


def test_topics_registry() -> None:
    assert topics(GAME) == OZOOLEMIO_TOPICS
    assert len(OZOOLEMIO_TOPICS) == len(set(OZOOLEMIO_TOPICS)) == 15
    assert OZOOLEMIO_TOPICS[0] == "overview"
    assert {"tile-set", "auction", "placing", "cells", "visitors", "trees", "benches",
            "income", "variant"} <= set(OZOOLEMIO_TOPICS)
    # The rulebook has no 2-player rules, so there is no such topic: the overview says so.
    assert "two-players" not in OZOOLEMIO_TOPICS


@pytest.mark.parametrize("topic", OZOOLEMIO_TOPICS)
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
        assert len(names) == len(OZOOLEMIO_TOPICS), (lang, names)
        assert [find_topic(GAME, n) for n in names] == list(OZOOLEMIO_TOPICS), lang
        assert ", ".join(names) == topic_list(_strict(lang), GAME)
        assert str(len(OZOOLEMIO_TOPICS)) in line.split(":", 1)[0]
        last = topic_paragraphs(_strict(lang), GAME, "overview")[-1]
        assert topic_list(_strict(lang), GAME) in last


def test_no_word_names_two_topics() -> None:
    owner: dict[str, str] = {}
    for topic in OZOOLEMIO_TOPICS:
        for lang in LANGUAGES:
            for word in [*_words(lang, topic), topic]:
                key = normalise(word)
                assert owner.setdefault(key, topic) == topic, (word, topic, owner[key])


def test_words_are_in_their_own_language() -> None:
    for topic in OZOOLEMIO_TOPICS:
        for word in _words("en", topic):
            assert word.isascii(), (topic, word)
    czech = {w for t in OZOOLEMIO_TOPICS for w in _words("cs", t)}
    # The glossary's words (shared/GLOSSARY.md, O Zoo le Mio).
    assert {"díly", "počáteční díl", "dražba", "nabídka", "vlajka", "stožár", "návštěvníci",
            "stromy", "lavičky", "hvězdičky", "oblast", "smyčka", "atraktivita"} <= czech


@pytest.mark.parametrize("topic", OZOOLEMIO_TOPICS)
def test_find_topic_by_every_word_in_both_languages(topic: str) -> None:
    assert find_topic(GAME, topic) == topic
    assert find_topic(GAME, topic.upper()) == topic
    for lang in LANGUAGES:
        for word in _words(lang, topic):
            assert find_topic(GAME, word) == topic, (lang, word)
            assert find_topic(GAME, _strip_accents(word)) == topic, (lang, word)
            assert find_topic(GAME, f"  {word.upper()} ") == topic, (lang, word)


def test_find_topic_by_unique_prefix() -> None:
    words = {normalise(w): t for t in OZOOLEMIO_TOPICS for lang in LANGUAGES
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
    assert find_topic(GAME, "draž") == "auction"
    assert find_topic(GAME, "auct") == "auction"
    assert find_topic(GAME, "vlaj") == "auction"
    assert find_topic(GAME, "lavič") == "benches"
    assert find_topic(GAME, "smyč") == "benches"
    assert find_topic(GAME, "návšt") == "visitors"
    assert find_topic(GAME, "hvězd") == "visitors"
    assert find_topic(GAME, "strom") == "trees"
    assert find_topic(GAME, "stromová") == "variant"
    assert find_topic(GAME, "var") == "variant"
    assert find_topic(GAME, "přik") == "placing"
    assert find_topic(GAME, "sada") == "tile-set"
    assert find_topic(GAME, "tile set") == "tile-set"
    assert find_topic(GAME, "rekon") == "tile-set"
    assert find_topic(GAME, "souř") == "cells"
    assert find_topic(GAME, "příj") == "income"
    assert find_topic(GAME, "mince") == "income"
    assert find_topic(GAME, "kolo") == "round"
    assert find_topic(GAME, "shoda") == "end"
    assert find_topic(GAME, "pavil") == "setup"


def test_find_topic_two_players_opens_the_overview() -> None:
    for text in ("2", "2 players", "two players", "2 hráči", "2 hraci", "dva hráči"):
        assert find_topic(GAME, text) == "overview", text
    assert find_topic(GAME, "3") is None
    for lang in LANGUAGES:
        assert any(p.startswith(("2 players:", "2 hráči:"))
                   for p in topic_paragraphs(_strict(lang), GAME, "overview")), lang


@pytest.mark.parametrize("text", ["", "   ", "xyzzy", "q", "m", "!!", "lion", "gorila",
                                  "cashier", "hroch", "3", "dolphin", "stáj"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(GAME, text) is None


@pytest.mark.parametrize("prefix", ["pl", "st", "tr", "ce", "po", "ko", "pr"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(GAME, prefix) is None


def test_other_books_unaffected() -> None:
    assert topics("beasty-bar") == TOPICS
    assert topics("aquaretto") == AQUARETTO_TOPICS
    assert topics("zooloretto") == ZOOLORETTO_TOPICS
    assert find_topic("beasty-bar", "kang") == "kangaroo"
    assert find_topic("zooloretto", "gorila") == "gorilla"
    assert find_topic("zooloretto", "2") == "two-players"
    assert find_topic("zooloretto", "lavičky") is None
    assert find_topic("aquaretto", "dražba") is None
    assert find_topic(GAME, "cvičitel") is None


def test_paragraphs_are_short_plain_and_use_digits() -> None:
    number_words = {
        "en": re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                         r"thirteen|fifteen|twenty|thirty)\b", re.IGNORECASE),
        "cs": re.compile(r"\b(dvě|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset|jedenáct|"
                         r"dvanáct|třináct|patnáct|dvacet|třicet)\b", re.IGNORECASE),
    }
    for lang, topic, n, text in _all_paragraphs():
        where = (lang, topic, n)
        assert len(text) <= MAX_PARAGRAPH, (where, len(text))
        assert "\n" not in text, where
        assert not SYMBOLS.search(text), where
        assert text.isascii() or lang == "cs", where
        assert not number_words[lang].search(text), (where, text)
        if not text.startswith(("Témata pravidel", "Rules topics")):
            # An ordinal ("5. kolo") and a file name ("ozoolemio-tiles.md") end no sentence.
            plain = re.sub(r"\d\.", "", text)
            sentences = re.findall(r"[.?!](?:\s|$)", plain)
            assert len(sentences) <= MAX_SENTENCES, (where, text)
    for lang in LANGUAGES:
        for topic in OZOOLEMIO_TOPICS:
            title = topic_title(_strict(lang), GAME, topic)
            assert not number_words[lang].search(title), (lang, title)


def test_arithmetic_is_said_in_words() -> None:
    """No "x", "times" written as a sign, or "plus" as a sign: Braille turns them into noise."""
    for lang, topic, n, text in _all_paragraphs():
        assert not re.search(r"\d\s*[x×*+]\s*\d", text), (lang, topic, n, text)
    assert "6 times 4 is 24" in _topic_text("en", "scoring")
    assert "6 krát 4 je 24" in _topic_text("cs", "scoring")


def test_each_decision_is_labelled_in_both_languages() -> None:
    for lang, mark in DECISION.items():
        labelled = {t for lg, t, _, text in _all_paragraphs() if lg == lang
                    and mark in text.casefold()}
        for topic in ("overview", "tile-set", "setup", "auction", "placing", "visitors",
                      "income", "end"):
            assert topic in labelled, (lang, topic)


def test_paragraph_structure_matches_between_languages() -> None:
    """The same paragraphs carry the app's decisions and the same digits in both languages."""
    for topic in OZOOLEMIO_TOPICS:
        en = topic_paragraphs(_strict("en"), GAME, topic)
        cs = topic_paragraphs(_strict("cs"), GAME, topic)
        for n, (en_text, cs_text) in enumerate(zip(en, cs, strict=True), 1):
            where = (topic, n)
            assert (DECISION["en"] in en_text.casefold()) == \
                (DECISION["cs"] in cs_text.casefold()), where
            assert sorted(re.findall(r"-?\d+", en_text)) == \
                sorted(re.findall(r"-?\d+", cs_text)), where


def _has(text: str, number: int) -> bool:
    return re.search(rf"(?<![\d-]){number}(?!\d)", text) is not None


def _trees(tiles: TileSet) -> int:
    return sum(tile.trees for tile in tiles.tiles)


def test_key_facts_match_the_rules_core() -> None:
    tiles = default_tileset()
    for lang in LANGUAGES:
        overview = _topic_text(lang, "overview")
        for number in (MIN_PLAYERS, MAX_PLAYERS, ROUNDS):
            assert _has(overview, number), (lang, number)
        components = _topic_text(lang, "components")
        for number in (len(tiles.tiles), len(tiles.start_tiles), TOTAL_COINS, 15,
                       FIGURES_PER_COLOUR, TREE_FIGURES):
            assert _has(components, number), (lang, number)
        setup = _topic_text(lang, "setup")
        assert _has(setup, START_COINS) and _has(setup, TOTAL_COINS), lang
        assert _has(_topic_text(lang, "round"), TILES_PER_ROUND), lang
        tile_set = _topic_text(lang, "tile-set")
        assert _has(tile_set, tiles.tree_tiles) and _has(tile_set, _trees(tiles)), lang
        assert "--tiles" in tile_set and "ozoolemio-tiles.md" in tile_set, lang
        visitors = _topic_text(lang, "visitors")
        trees = _topic_text(lang, "trees")
        for number in (FIGURES_PER_COLOUR, FIRST_FIGURES, SECOND_FIGURES, SOLE_FIGURES):
            assert _has(visitors, number) and _has(trees, number), (lang, number)
        variant = _topic_text(lang, "variant")
        for number in (VARIANT_TREE_TILES, VARIANT_MIN_TREE_TILES, tiles.tree_tiles, ROUNDS):
            assert _has(variant, number), (lang, number)
        assert _has(_topic_text(lang, "auction"), 0), lang


def test_tile_set_figures_match_the_shipped_set() -> None:
    tiles = default_tileset()
    halves = [h for t in tiles.tiles for h in t.halves]
    colours = {h.category for h in halves}
    for colour in colours:
        mine = [h for h in halves if h.category is colour]
        assert len(mine) == 10
        assert sum(h.stars for h in mine) == 20
        assert sum(1 for h in mine if h.trees) == 3
    text = _topic_text("en", "tile-set")
    assert "10 halves with 20 stars" in text and "on 3 halves with trees" in text
    assert f"{tiles.tree_tiles} tiles show trees, {_trees(tiles)} trees" in text


def test_cell_names_in_the_text_follow_geometry() -> None:
    """Every cell the cells topic names means what geometry.py says."""
    assert tuple(cell_name(c) for c in START_CELLS) == ("M1", "N1")
    assert {cell_name(c) for c in PAVILION} == {"M0", "N0"}
    assert parse_cell("ZZ3") == (parse_cell("A3")[0] - 1, 3)
    assert parse_cell("AA1") == (parse_cell("Z1")[0] + 1, 1)
    assert parse_cell("L1") == (parse_cell("M1")[0] - 1, 1)
    assert parse_cell("M-1") == (parse_cell("M0")[0], -1)
    assert parse_cell("m 2") == parse_cell("M2")
    for lang in LANGUAGES:
        text = _topic_text(lang, "cells")
        for name in ("M1", "N1", "M0", "N0", "ZZ3", "A3", "AA", "M-1", "M2", "N2", "M3"):
            assert name in text, (lang, name)
        for name in re.findall(r"\b[A-Z]{1,2}-?\d+\b", text):
            parse_cell(name)


def test_czech_avoids_the_players_gender() -> None:
    """Czech speaks to the player informally and never needs the player's gender: no past
    participle next to "jsi", no "rád", "ráda", "sám" or "sama"."""
    for lang, topic, n, text in _all_paragraphs():
        if lang != "cs":
            continue
        words = re.findall(r"\w+", text.casefold())
        assert not {"rád", "ráda", "sám", "sama"} & set(words), (topic, n)
        for i, word in enumerate(words):
            if word != "jsi":
                continue
            for other in words[max(i - 1, 0):i] + words[i + 1:i + 2]:
                assert not re.fullmatch(r"\w+l[ao]?", other), (topic, n, other)


def test_czech_uses_the_informal_imperative() -> None:
    text = " ".join(t for lg, _, _, t in _all_paragraphs() if lg == "cs")
    assert "napiš" in text.casefold()
    assert not re.search(r"\b(napište|vy|vaše|váš)\b", text.casefold())


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
    for topic in OZOOLEMIO_TOPICS:
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
    assert reader.ask("lavičky").startswith(topic_title(l10n, GAME, "benches"))
    assert reader.topic == "benches"
    assert reader.ask("2").startswith(topic_title(l10n, GAME, "overview"))
    unknown = reader.ask("xyzzy\x1b[2J" + "a" * 100)
    assert "xyzzy" in unknown and "\x1b" not in unknown and "a" * 40 not in unknown
    with pytest.raises(KeyError):
        reader.open("two-players")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_print_rules_prints_a_topic(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The CLI's printer reads the book directly (the game joins GAME_IDS elsewhere)."""
    from accessible_games.cli import print_rules
    l10n = _strict(lang)
    assert print_rules(GAME, ["auction"], lang) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [topic_title(l10n, GAME, "auction"),
                     *topic_paragraphs(l10n, GAME, "auction")]
    assert print_rules(GAME, [], lang) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == topic_title(l10n, GAME, "overview")
    assert topic_list(l10n, GAME) in lines[-1]
    assert print_rules(GAME, ["xyzzy"], lang) == 1
    assert "xyzzy" in capsys.readouterr().out
