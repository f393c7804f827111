"""The O Zoo le Mio rules reference: what only O Zoo le Mio has (its key facts checked against
the rules core, the tile-set figures, cell names, arithmetic in words, the overview's 2-player
note, its own prefixes and garbage words, the CLI printer).

The checks every rules book shares are in test_rules_books.py.
"""

from __future__ import annotations

import re

import pytest

from accessible_games.games.ozoolemio.rules.attraction import (
    FIGURES_PER_COLOUR, FIRST_FIGURES, SECOND_FIGURES, SOLE_FIGURES, TREE_FIGURES,
)
from accessible_games.games.ozoolemio.rules.geometry import (
    PAVILION, START_CELLS, cell_name, parse_cell,
)
from accessible_games.games.ozoolemio.rules.state import (
    MAX_PLAYERS, MIN_PLAYERS, ROUNDS, START_COINS, TILES_PER_ROUND, TOTAL_COINS,
    VARIANT_MIN_TREE_TILES, VARIANT_TREE_TILES,
)
from accessible_games.games.ozoolemio.rules.tiles import TileSet
from accessible_games.games.ozoolemio.rules.tileset import default_tileset
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import find_topic, topic_lines, topic_paragraphs, topic_title
from accessible_games.registry import rules_book

GAME = "o-zoo-le-mio"
"""The game id, which is also the prefix of the rules messages (rules.py builds the ids)."""


def _strict(lang: str) -> L10n:
    return L10n(lang, strict=True)


def _topic_text(lang: str, topic: str) -> str:
    return " ".join(topic_paragraphs(_strict(lang), rules_book(GAME), topic))


def test_find_topic_by_own_prefixes() -> None:
    assert find_topic(rules_book(GAME), "draž") == "auction"
    assert find_topic(rules_book(GAME), "auct") == "auction"
    assert find_topic(rules_book(GAME), "vlaj") == "auction"
    assert find_topic(rules_book(GAME), "lavič") == "benches"
    assert find_topic(rules_book(GAME), "smyč") == "benches"
    assert find_topic(rules_book(GAME), "návšt") == "visitors"
    assert find_topic(rules_book(GAME), "hvězd") == "visitors"
    assert find_topic(rules_book(GAME), "strom") == "trees"
    assert find_topic(rules_book(GAME), "stromová") == "variant"
    assert find_topic(rules_book(GAME), "var") == "variant"
    assert find_topic(rules_book(GAME), "přik") == "placing"
    assert find_topic(rules_book(GAME), "sada") == "tile-set"
    assert find_topic(rules_book(GAME), "tile set") == "tile-set"
    assert find_topic(rules_book(GAME), "rekon") == "tile-set"
    assert find_topic(rules_book(GAME), "souř") == "cells"
    assert find_topic(rules_book(GAME), "příj") == "income"
    assert find_topic(rules_book(GAME), "mince") == "income"
    assert find_topic(rules_book(GAME), "kolo") == "round"
    assert find_topic(rules_book(GAME), "shoda") == "end"
    assert find_topic(rules_book(GAME), "pavil") == "setup"


def test_the_overview_gives_the_2_player_note() -> None:
    """"2" opens the overview (test_rules_books.py), which says there are no 2-player rules."""
    for lang in LANGUAGES:
        assert any(p.startswith(("2 players:", "Dva hráči:"))
                   for p in topic_paragraphs(_strict(lang), rules_book(GAME), "overview")), lang


@pytest.mark.parametrize("text", ["m", "lion", "gorila", "cashier", "hroch", "3", "dolphin",
                                  "stáj"])
def test_find_topic_rejects_garbage(text: str) -> None:
    assert find_topic(rules_book(GAME), text) is None


@pytest.mark.parametrize("prefix", ["pl", "st", "tr", "ce", "po", "ko", "pr"])
def test_find_topic_rejects_ambiguous_prefix(prefix: str) -> None:
    assert find_topic(rules_book(GAME), prefix) is None


def test_other_books_unaffected() -> None:
    assert find_topic(rules_book("beasty-bar"), "kang") == "kangaroo"
    assert find_topic(rules_book("zooloretto"), "gorila") == "gorilla"
    assert find_topic(rules_book("zooloretto"), "2") == "two-players"
    assert find_topic(rules_book("zooloretto"), "lavičky") is None
    assert find_topic(rules_book("aquaretto"), "dražba") is None
    assert find_topic(rules_book(GAME), "cvičitel") is None


def test_scoring_says_its_arithmetic_in_words() -> None:
    """No sign between numbers in any book (test_rules_books.py); here the words are used."""
    assert "6 times 4 is 24" in _topic_text("en", "scoring")
    assert "šestkrát čtyři je 24" in _topic_text("cs", "scoring")


CZECH_WORDS: dict[int, tuple[str, ...]] = {
    0: ("nula", "nuly", "nulu"),
    1: ("jeden", "jedna", "jedno", "jednu", "jednoho", "jedné", "jednom", "jednou"),
    2: ("dva", "dvě", "dvou", "dvěma"),
    3: ("tři", "tří", "třech", "třemi"),
    4: ("čtyři", "čtyř", "čtyřech", "čtyřmi", "čtvrtém"),
    5: ("pět", "pěti", "páté", "pátém", "pátého", "pětkrát"),
    8: ("osm", "osmi"),
    10: ("deset", "deseti"),
}
"""Czech prose writes small numbers as words, in the case the sentence needs."""


def _has(text: str, number: int) -> bool:
    if re.search(rf"(?<![\d-]){number}(?!\d)", text) is not None:
        return True
    return any(re.search(rf"\b{word}\b", text, re.IGNORECASE) for word in CZECH_WORDS.get(number, ()))


def test_czech_prose_writes_small_numbers_as_words() -> None:
    """A voice reads a digit as the masculine nominative ("se 2" is *se dva*), so the
    Czech rules say the numbers of the review (issue 17) in words."""
    overview = _topic_text("cs", "overview")
    assert "pro dva až čtyři hráče" in overview and "ve dvou, třech i čtyřech hráčích" in overview
    assert "hvězdiček jedné barvy" in overview and "Po pátém kole" in overview
    assert "ze dvou čtvercových půlek" in _topic_text("cs", "components")
    assert "na deseti půlkách" in _topic_text("cs", "tile-set")
    assert "vyplácí po jedné minci" in _topic_text("cs", "income")
    assert "ze dvou oblastí" in _topic_text("cs", "visitors")
    for old in ("ve 2", "ze 2", "1 barvy", "Po 5.", "po 1 minci", "1 lavičku", "2 sousední"):
        assert not any(old in _topic_text("cs", t) for t in
                       ("overview", "components", "income", "visitors", "benches", "placing")), old


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
    """Every cell the cells topic names means what geometry.py says, written row first as
    the game says it ("1M", "-1M"), never in the older column-first order ("M1")."""
    assert tuple(cell_name(c) for c in START_CELLS) == ("1M", "1N")
    assert {cell_name(c) for c in PAVILION} == {"0M", "0N"}
    assert parse_cell("3ZZ") == (parse_cell("3A")[0] - 1, 3)
    assert parse_cell("1AA") == (parse_cell("1Z")[0] + 1, 1)
    assert parse_cell("1L") == (parse_cell("1M")[0] - 1, 1)
    assert parse_cell("-1M") == (parse_cell("0M")[0], -1)
    assert parse_cell("2 m") == parse_cell("m 2") == parse_cell("2M")
    for lang in LANGUAGES:
        text = _topic_text(lang, "cells")
        for name in ("1M", "1N", "0M", "0N", "3ZZ", "3A", "AA", "-1M", "2M", "2N", "3M"):
            assert re.search(rf"(?<![\w-]){name}\b", text), (lang, name)
        assert not re.findall(r"\b[A-Z]{1,2}-?\d+\b", text), lang
        for name in re.findall(r"(?<![\w-])-?\d+[A-Z]{1,2}\b", text):
            parse_cell(name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_print_rules_prints_a_topic(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The CLI's printer reads the book directly (the game joins GAME_IDS elsewhere)."""
    from accessible_games.cli import print_rules
    l10n = _strict(lang)
    assert print_rules(GAME, ["auction"], lang) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [topic_title(l10n, rules_book(GAME), "auction"),
                     *topic_paragraphs(l10n, rules_book(GAME), "auction")]
    assert print_rules(GAME, [], lang) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == topic_title(l10n, rules_book(GAME), "overview")
    listed = topic_lines(l10n, rules_book(GAME))
    assert lines[-len(listed):] == listed and len(listed) == len(rules_book(GAME).topics) + 1
    assert print_rules(GAME, ["xyzzy"], lang) == 1
    assert "xyzzy" in capsys.readouterr().out
