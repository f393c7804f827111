"""The message files are parsed when first needed: a file's messages, terms and the
messages it refers to work as if every file had been parsed at once."""

from __future__ import annotations


import pytest

from accessible_games.narration import l10n as l10n_module
from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir


def _fresh(lang: str) -> l10n_module._Messages:
    return l10n_module._Messages(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_message_parses_its_own_file_only(lang: str) -> None:
    messages = _fresh(lang)
    assert messages.has("shell-menu-play")
    parsed = {path.name for path in messages._parsed}
    assert "shell.ftl" in parsed
    assert len(parsed) < len(list((locales_dir() / lang).glob("*.ftl"))) / 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_term_of_the_file_is_there_when_its_message_is_formatted(lang: str) -> None:
    text = L10n(lang, strict=True)("aquaretto-rules-topics")
    assert "{" not in text and len(text) > 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_the_same_as_from_one_bundle_of_every_file(lang: str) -> None:
    """Parsing file by file in any order finds the same ids as parsing them all."""
    from fluent.runtime import FluentBundle, FluentResource
    whole = FluentBundle([lang], use_isolating=False)
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        whole.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    lazy = _fresh(lang)
    ids = sorted(whole._messages)  # noqa: SLF001 - the reference bundle's own ids
    for msg_id in reversed(ids):
        assert lazy.has(msg_id), msg_id
    assert not lazy.has("no-such-message")
    for msg_id in ids[::37]:
        message = whole.get_message(msg_id)
        if message.value is None:
            continue
        expected, _ = whole.format_pattern(message.value, {})
        got, _ = lazy.bundle.format_pattern(lazy.bundle.get_message(msg_id).value, {})
        assert got == expected, msg_id


def test_the_index_sees_every_file() -> None:
    assert set(_fresh("en")._texts) == set((locales_dir() / "en").glob("*.ftl"))
