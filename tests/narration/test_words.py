"""The shared vocabulary base: lists, numbered lists, places and long variables, in both languages."""

from __future__ import annotations

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.narration.l10n import L10n
from accessible_games.narration.words import Words, capitalise, clean_echo, yes

PLAYERS = [PlayerSpec("Anna"), PlayerSpec("Bob"), PlayerSpec("Cecil")]


def words(lang: str, verbosity: str = "normal") -> Words:
    return Words(L10n(lang, strict=True), PLAYERS, verbosity)


class _Marked(Words):
    LONG_MARK = "\ue000"
    NUMBERED_SEMICOLONS = True


@pytest.mark.parametrize(("lang", "joined"), [("en", "a, b and c"), ("cs", "a, b a c")])
def test_list_joins_with_and_before_the_last(lang: str, joined: str) -> None:
    w = words(lang)
    assert w._list(["a", "b", "c"]) == joined
    assert w._list(["a", "b", "c"], final_and=False) == "a, b, c"
    assert w._list(["a"]) == "a"
    assert w._list([]) == ""


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_semicolons_and_numbered(lang: str) -> None:
    w = words(lang)
    assert w._semicolons(["a, b", "c"]) == "a, b; c"
    assert w._semicolons([]) == ""
    assert w.numbered(["lion", "parrot"]) == "1: lion, 2: parrot"
    assert w.numbered(["lion", "parrot"], True, start=3) == "3: lion; 4: parrot"
    assert _Marked(L10n(lang, strict=True), PLAYERS).numbered(["x", "y"]) == "1: x; 2: y"


@pytest.mark.parametrize(("lang", "names"), [("en", "Anna and Cecil"), ("cs", "Anna a Cecil")])
def test_names_and_places(lang: str, names: str) -> None:
    w = words(lang)
    assert w._names([0, 2]) == names
    assert w._places([2, 1, 2]) == "1: Bob, 2: Anna, 2: Cecil"
    assert w.player_name(1) == "Bob"


def test_long_variables_pass_whole_only_with_a_mark() -> None:
    long = ", ".join(f"entry {n}" for n in range(300))
    marked = _Marked(L10n("en", strict=True), PLAYERS)
    assert marked._msg("common-list-comma", head=long, item=long) == f"{long}, {long}"


def test_brief_status_without_a_short_form_says_the_value() -> None:
    assert words("en", "brief")._status("common-list-numbered", number=1, label="x") == "1: x"


def test_unknown_verbosity_is_refused() -> None:
    with pytest.raises(ValueError):
        words("en", "loud")


def test_small_helpers() -> None:
    assert (yes(True), yes(False)) == ("yes", "no")
    assert capitalise("lion enters.") == "Lion enters."
    assert clean_echo("  ab\x1bc\u200e  ") == "abc"
    assert len(clean_echo("x" * 50)) == 20
