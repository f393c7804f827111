"""The message files are parsed entry by entry when first needed: a message, the terms
and the messages it refers to work as if every file had been parsed at once."""

from __future__ import annotations

from functools import lru_cache

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from accessible_games.narration import l10n as l10n_module
from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir

IGNORED = ("span", "comment")
"""What parsing one entry cannot give: its place in the file and the comment above it."""


def _fresh(lang: str) -> l10n_module._Messages:
    return l10n_module._Messages(lang)


@lru_cache(maxsize=None)
def _whole(lang: str) -> FluentBundle:
    """Return a bundle of every file of ``lang``, each parsed whole (the reference; the
    tests only read it)."""
    bundle = FluentBundle([lang], use_isolating=False)
    parser = FluentParser(with_spans=False)
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        bundle.add_resource(parser.parse(path.read_text(encoding="utf-8")))
    return bundle


def _entries(bundle: FluentBundle) -> dict[str, ast.Message | ast.Term]:
    """Return a bundle's parsed messages and terms (a term's id with its ``-``)."""
    return {**bundle._messages,  # noqa: SLF001 - what the bundle formats from
            **{f"-{name}": term for name, term in bundle._terms.items()}}  # noqa: SLF001


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_message_parses_its_own_entries_only(lang: str) -> None:
    messages = _fresh(lang)
    assert L10n(lang).has("shell-menu-play") and messages.entry("shell-menu-play")
    assert len(messages._entries) == 1  # noqa: SLF001
    assert messages._bundle is None, "plain text needs no bundle"  # noqa: SLF001
    assert messages.entry("no-such-message") is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_term_is_there_when_its_message_is_formatted(lang: str) -> None:
    text = L10n(lang, strict=True)("aquaretto-rules-topics")
    assert "{" not in text and len(text) > 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entry_by_entry_gives_the_messages_and_terms_of_whole_files(lang: str) -> None:
    """Every message and term, asked for in any order, before and after the bundle is
    made, is the same tree (without places and comments) as parsing every file whole
    gives, and the bundle holds the same."""
    expected = _entries(_whole(lang))
    lazy = _fresh(lang)
    ids = sorted(expected, reverse=True)
    for entry_id in ids[: len(ids) // 2]:
        assert lazy.entry(entry_id) is not None, entry_id
    assert lazy.bundle is lazy.bundle
    for entry_id in ids[len(ids) // 2:]:
        assert lazy.entry(entry_id) is not None, entry_id
    for got in (lazy._entries, _entries(lazy.bundle)):  # noqa: SLF001
        assert sorted(got) == sorted(expected)
        different = [entry_id for entry_id, entry in expected.items()
                     if not got[entry_id].equals(entry, ignored_fields=IGNORED)]
        assert not different, different[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_says_what_a_bundle_of_whole_files_says(lang: str) -> None:
    """Each message's value and attributes, plain text or formatted, with a count."""
    whole = _whole(lang)
    l10n = L10n(lang, strict=False)
    for msg_id in whole._messages:  # noqa: SLF001
        message = whole.get_message(msg_id)
        for name, pattern in [(None, message.value), *message.attributes.items()]:
            if pattern is not None:
                expected = str(whole.format_pattern(pattern, {"count": 2})[0])
                assert l10n.attr(msg_id, name, {"count": 2}) == expected, (msg_id, name)
                assert l10n.has(msg_id, name)
    assert not l10n.has("shell-menu-play", "no-such-attribute")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_entry_is_cut_whole_from_its_file(lang: str) -> None:
    """The lines taken for an id parse to that one entry: no junk, nothing of the next."""
    messages = _fresh(lang)
    parser = FluentParser(with_spans=False)
    for entry_id, entry in _entries(_whole(lang)).items():
        source = messages.source(entry_id)
        assert source is not None, entry_id
        body = parser.parse(source).body
        assert len(body) == 1 and body[0].equals(entry, ignored_fields=IGNORED), source


@pytest.mark.parametrize(("source", "simple"), [
    ("a-b = Plain text.  \n", True), ("-term = Term\n    .gender = feminine\n\n", True),
    ("a-b =\n    .words = one, two\n", True), ("a-b = { -term }\n", False),
    ("a-b =\n    Block text\n", False), ("a-b = Two\n    lines\n", False),
    ("a-b =\n", False), ("-term =\n    .gender = x\n", False), ("a-b = x\n    .c =\n", False),
])
def test_plain_entries_skip_the_parser_and_read_the_same(source: str, simple: bool) -> None:
    """What the shortcut takes, it reads as the parser does; the rest it leaves to it."""
    entry = l10n_module._simple_entry(source)
    assert (entry is not None) is simple
    if entry is not None:
        assert entry.equals(FluentParser(with_spans=False).parse(source).body[0],
                            ignored_fields=IGNORED)


def test_the_index_sees_every_file() -> None:
    messages = _fresh("en")
    for path in (locales_dir() / "en").glob("*.ftl"):
        first = next(line for line in path.read_text(encoding="utf-8").splitlines()
                     if line[:1].isalpha())
        assert messages.source(first.split("=")[0].strip()) is not None, path.name
