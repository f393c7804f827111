"""Our formatter says what fluent.runtime says, for every message and attribute of both
languages, with strings and numbers of every kind its selectors ask about; where
fluent.runtime reports an error, ours gives up (and the app asks fluent.runtime)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from accessible_games.narration import l10n as l10n_module
from accessible_games.narration.fluent_format import GROUP_SEPARATOR, format_pattern
from accessible_games.narration.l10n import LANGUAGES, L10n, locales_dir

NUMBERS = (0, 1, 2, 3, 4, 5, 11, 21, 22, 101, 999, 1000, 1234, 1234567, -1, -3, -1234)
"""Whole numbers of every plural category of both languages, and grouped ones."""
OTHER_VALUES = ("x", "one", "few", "other", "", 2.5, True, None)
"""Strings (also ones named like plural categories), and types ours leaves to fluent."""


@lru_cache(maxsize=None)
def _whole(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    parser = FluentParser(with_spans=False)
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        bundle.add_resource(parser.parse(path.read_text(encoding="utf-8")))
    return bundle


def _nodes(node: Any) -> Iterator[ast.BaseNode]:
    """Yield ``node`` and every node under it."""
    if isinstance(node, ast.BaseNode):
        yield node
        for value in vars(node).values():
            yield from _nodes(value)
    elif isinstance(node, list):
        for item in node:
            yield from _nodes(item)


def _variables(pattern: ast.Pattern, bundle: FluentBundle, seen: set[int]) -> dict[str, set[Any]]:
    """Return the variables a pattern reads (through the messages it refers to, not
    terms, which have their own), each with the select keys it is compared with."""
    found: dict[str, set[Any]] = {}
    if id(pattern) in seen:
        return found
    seen.add(id(pattern))
    for node in _nodes(pattern):
        if isinstance(node, ast.VariableReference):
            found.setdefault(node.id.name, set())
        elif isinstance(node, ast.SelectExpression) and isinstance(node.selector,
                                                                   ast.VariableReference):
            keys = found.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(key.name if isinstance(key, ast.Identifier) else float(key.value)
                         if "." in key.value else int(key.value))
        elif isinstance(node, ast.MessageReference):
            message = bundle._messages.get(node.id.name)  # noqa: SLF001 - the parsed files
            if isinstance(message, ast.Message):
                for inner in [message.value, *(a.value for a in message.attributes)]:
                    if inner is not None:
                        for name, keys in _variables(inner, bundle, seen).items():
                            found.setdefault(name, set()).update(keys)
    return found


def _argument_sets(variables: dict[str, set[Any]]) -> list[dict[str, Any]]:
    """Return argument sets that give each variable each of its candidate values (the
    others rotating through theirs), and one set without the first variable."""
    if not variables:
        return [{}]
    candidates = {name: sorted(keys, key=repr) + list(NUMBERS) + list(OTHER_VALUES)
                  for name, keys in sorted(variables.items())}
    rounds = max(map(len, candidates.values()))
    sets = [{name: values[(turn + shift) % len(values)]
             for shift, (name, values) in enumerate(candidates.items())}
            for turn in range(rounds)]
    sets.append(dict(list(sets[0].items())[1:]))
    return sets


def _patterns(message: ast.Message) -> Iterator[tuple[str | None, ast.Pattern]]:
    if message.value is not None:
        yield None, message.value
    for attribute in message.attributes:
        yield attribute.id.name, attribute.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_formats_as_fluent_runtime_formats_it(lang: str) -> None:
    whole = _whole(lang)
    lazy = l10n_module._Messages(lang)  # noqa: SLF001 - entries parsed one by one, as the app does
    compared = given_up = 0
    wrong: list[str] = []
    for msg_id, message in whole._messages.items():  # noqa: SLF001
        for attribute, pattern in _patterns(message):
            compiled = whole.get_message(msg_id)
            reference = compiled.attributes[attribute] if attribute else compiled.value
            own_entry = lazy.entry(msg_id)
            assert isinstance(own_entry, ast.Message)
            own_pattern = next(p for a, p in _patterns(own_entry) if a == attribute)
            for args in _argument_sets(_variables(pattern, whole, set())):
                expected, errors = whole.format_pattern(reference, args)
                got = format_pattern(own_pattern, args, lang, lazy.entry)
                if errors:
                    given_up += got is None
                    if got is not None:
                        wrong.append(f"{msg_id}.{attribute} {args}: {got!r}, fluent errs")
                elif got is not None:
                    compared += 1
                    if got != expected:
                        wrong.append(f"{msg_id}.{attribute} {args}: {got!r} != {expected!r}")
                elif all(type(value) in (str, int) for value in args.values()):
                    wrong.append(f"{msg_id}.{attribute} {args}: given up on strings and numbers")
    assert not wrong, wrong[:5]
    assert compared > 5000 and given_up > 500, (compared, given_up)


@pytest.mark.parametrize(("lang", "expected"), [("en", "1,234,567"), ("cs", "1 234 567")])
def test_numbers_are_grouped_as_the_language_writes_them(lang: str, expected: str) -> None:
    source = ast.Pattern([ast.Placeable(ast.VariableReference(ast.Identifier("n")))])
    got = format_pattern(source, {"n": 1234567}, lang, lambda _: None)
    assert got == expected.replace(" ", GROUP_SEPARATOR[lang])


def test_a_message_ours_leaves_to_fluent_runtime_still_formats() -> None:
    """A float is fluent.runtime's to format: the message still comes out, from the
    bundle, with nothing missing."""
    text = L10n("en", strict=True)("shell-privacy-enter", {"name": 2.5})
    assert text == "Press Enter to continue, 2.5."


def test_a_cycle_or_a_function_gives_up() -> None:
    parser = FluentParser(with_spans=False)
    entries = {entry.id.name: entry for entry in parser.parse(
        "a = { b }\nb = { a }\nc = { NUMBER($n) }\n").body
        if isinstance(entry, ast.Message)}
    for name in ("a", "c"):
        value = entries[name].value
        assert value is not None
        assert format_pattern(value, {"n": 1}, "en", entries.get) is None
