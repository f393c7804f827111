"""Both languages' words are accepted, and where they clash the language in use wins (I1, I2)."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from accessible_games.shell.commands import Vocabulary, Word, set_input_language, shown


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test sets the language it needs; the next one starts from English again."""
    yield
    set_input_language("en")


class Directions(Vocabulary):
    """A vocabulary built as the games build theirs, with Czech s, j, v, z and English n, s,
    e, w (the letters the explore help names)."""

    WORDS = {"en": {"north": "n, north", "south": "s, south", "east": "e, east",
                    "west": "w, west"},
             "cs": {"north": "s, sever", "south": "j, jih", "east": "v, východ",
                    "west": "z, západ"}}

    def __init__(self) -> None:
        self._words = {}
        self._display = []
        for lang, commands in self.WORDS.items():
            book = SimpleNamespace(lang=lang)
            for command, words in commands.items():
                for word in words.split(","):
                    self._add(Word(word), f"command:{command}", book)  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "typed", "direction"), [
    ("cs", "s", "north"), ("cs", "j", "south"), ("cs", "v", "east"), ("cs", "z", "west"),
    ("cs", "n", "north"), ("cs", "e", "east"), ("cs", "w", "west"), ("cs", "sever", "north"),
    ("en", "s", "south"), ("en", "n", "north"), ("en", "e", "east"), ("en", "w", "west"),
    ("en", "jih", "south"), ("cs", "south", "south"),
])
def test_a_clashing_letter_means_what_the_language_in_use_says(lang: str, typed: str,
                                                               direction: str) -> None:
    set_input_language(lang)
    assert Directions().parse(typed).value == direction


def test_a_vocabulary_may_be_told_its_language() -> None:
    set_input_language("en")
    words = Directions()
    words.language = "cs"
    assert words.parse("s").value == "north"


@pytest.mark.parametrize(("lang", "meaning"), [("cs", "cell"), ("en", "flags")])
def test_o_zoo_le_mio_pole_is_the_cell_in_czech_and_the_flag_pole_in_english(
        lang: str, meaning: str) -> None:
    """I1: the Czech help says "pole a jméno pole"; the English "pole" (flags) no longer
    beats it because it was registered first."""
    from accessible_games.games.ozoolemio.queries import OzooVocabulary
    set_input_language(lang)
    parsed = OzooVocabulary().parse("pole 1M")
    assert (parsed.kind, parsed.value, parsed.rest) == ("command", meaning, ("1M",))


def test_the_app_sets_the_language_whose_words_win() -> None:
    from accessible_games.shell.app import App
    from accessible_games.shell.settings import Settings
    from tests.harness import ScriptReader
    app = App(Settings(), "cs", "plain", reader=ScriptReader([]))
    assert Directions().parse("s").value == "north"
    app.update_settings = lambda **changes: None  # type: ignore[method-assign]
    app.restart_speech = lambda: None  # type: ignore[method-assign]
    app.set_language("en")
    assert Directions().parse("s").value == "south"


def test_the_arrow_keys_type_words_that_mean_the_same_in_both_languages() -> None:
    from accessible_games.shell.explorer import ARROW_WORDS
    for lang in ("en", "cs"):
        set_input_language(lang)
        assert {key: Directions().parse(word).value for key, word in ARROW_WORDS.items()} == {
            "up": "north", "down": "south", "right": "east", "left": "west"}


def test_words_keep_their_written_form() -> None:
    word = Word("  proč ")
    assert word == "proc" and shown(word) == "proč" and shown(Word(word)) == "proč"
    assert shown("plain") == "plain"


def test_the_ambiguity_candidates_are_written_with_diacritics() -> None:
    """E4: the shell's words "pravidla, proč", never the folded "proc"."""
    set_input_language("cs")
    assert Vocabulary().parse("pr").candidates == ("pravidla", "proč")
