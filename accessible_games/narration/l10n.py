"""English and Czech messages from Fluent files, behind one small wrapper.

The files ``locales/<lang>/*.ftl`` hold each language's messages, formatted without
isolation marks (noise for speech and Braille).  A message is parsed the first time it
is asked for (with the terms and messages it refers to), so the start-up parses the
messages of its first screen and a game only those it says: parsing whole files was
most of the time before the first prompt.  ``fluent_format`` formats them; a
``FluentBundle`` of fluent.runtime is made only for what it does not cover (its import
and locale data were a third of the start-up).  A missing message or variable is an
error in tests (``strict``) and falls back to English, then to the id, for players.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fluent.syntax import FluentParser, ast

from accessible_games.narration.fluent_format import Entry, format_pattern

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

LANGUAGES: tuple[str, ...] = ("en", "cs")
DEFAULT_LANGUAGE = "en"


def locales_dir() -> Path:
    """Return the folder holding ``en/`` and ``cs/`` (installed with the package)."""
    packaged = Path(__file__).resolve().parent.parent / "locales"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent.parent / "locales"


class MissingMessage(LookupError):
    """A message id or one of its variables is missing (raised only when strict)."""


_ENTRY = re.compile(r"\n(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=")
"""A message or term definition at the start of a line (after a line end): its id."""
_ENTRY_END = re.compile(r"\n(?=[^ \r\n}])")
"""Where an entry ends: a line that starts with neither a space (the entry's next line or
attribute), a line end (a blank line inside it), nor ``}`` (a select expression closed at
the start of a line): a comment or the next entry."""
_SIMPLE = re.compile(r"(-?)([a-zA-Z][a-zA-Z0-9_-]*) *= *([^{}\n]*)\n"
                     r"((?: +\.[a-zA-Z][a-zA-Z0-9_-]* *= *[^{}\n]*\n)*)\s*\Z")
"""An entry of plain text: its first line and one line per attribute, no placeable."""
_ATTRIBUTE = re.compile(r" +\.([a-zA-Z][a-zA-Z0-9_-]*) *= *([^{}\n]*)\n")
"""One attribute line of a plain entry: its name and text."""
_REFERENCE = re.compile(r"\{\s*(-?[a-zA-Z][a-zA-Z0-9_-]*)")
"""A placeable naming a term or another message (or a function, which no file defines)."""


class _Messages:
    """One language's messages, each parsed when first needed, and their ``FluentBundle``.

    Every file is read and the start of each entry indexed at once (a quick scan);
    parsing, the slow part, waits until the message is asked for, and then takes the
    entry's own lines (with the terms and messages they refer to).  An entry is the first
    of its id in the files in name order, as a bundle of whole files keeps it.  Messages
    are formatted from their trees (``fluent_format``); the bundle, with fluent.runtime
    and the language's Babel data, is made only for what that gives up on.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._parser = FluentParser(with_spans=False)
        self._starts: dict[str, tuple[str, int]] = {}
        self._entries: dict[str, Entry] = {}
        self._added: set[str] = set()
        self._bundle: FluentBundle | None = None
        for path in sorted((locales_dir() / lang).glob("*.ftl")):
            text = "\n" + path.read_text(encoding="utf-8")
            for found in _ENTRY.finditer(text):
                self._starts.setdefault(found.group(1), (text, found.start(1)))

    @property
    def bundle(self) -> FluentBundle:
        """Return the bundle of every entry parsed so far (and of those parsed later)."""
        if self._bundle is None:
            from fluent.runtime import FluentBundle  # noqa: PLC0415 - a tenth of a second
            self._bundle = FluentBundle([self.lang], use_isolating=False)
            self._bundle.add_resource(ast.Resource(list(self._entries.values())))
        return self._bundle

    def source(self, entry_id: str) -> str | None:
        """Return the lines of the entry ``entry_id`` (a term's id starts with ``-``), or
        None if no file defines it."""
        place = self._starts.get(entry_id)
        if place is None:
            return None
        text, start = place
        end = _ENTRY_END.search(text, start)
        return text[start:end.start() + 1 if end is not None else len(text)]

    def entry(self, entry_id: str) -> Entry | None:
        """Return the parsed entry ``entry_id`` (a term's id starts with ``-``), with the
        terms and messages it refers to parsed too; None if no file has it (or it is not
        valid Fluent)."""
        if entry_id not in self._added:
            self._add(entry_id)
        return self._entries.get(entry_id)

    def _add(self, entry_id: str) -> None:
        self._added.add(entry_id)
        source = self.source(entry_id)
        if source is None:
            return
        simple = _simple_entry(source)
        resource = ast.Resource([simple]) if simple is not None else self._parser.parse(source)
        for item in resource.body:
            if isinstance(item, ast.Message):
                self._entries.setdefault(item.id.name, item)
            elif isinstance(item, ast.Term):
                self._entries.setdefault(f"-{item.id.name}", item)
        if self._bundle is not None:
            self._bundle.add_resource(resource)
        if simple is None:
            for name in set(_REFERENCE.findall(source)):
                if name not in self._added:
                    self._add(name)


def _text_pattern(text: str) -> ast.Pattern | None:
    """Return the pattern of one line of plain text (as the parser trims it); None if empty."""
    text = text.rstrip(" \r")
    return ast.Pattern([ast.TextElement(text)]) if text else None


def _simple_entry(source: str) -> Entry | None:
    """Return the entry of plain text in ``source`` as the Fluent parser would, without it
    (it takes a third of a millisecond an entry, this a hundredth); None when ``source``
    is not that simple (a placeable, a value over several lines) or not valid."""
    found = _SIMPLE.match(source)
    if found is None:
        return None
    dash, name, text, attribute_lines = found.groups()
    attributes = []
    for key, attribute_text in _ATTRIBUTE.findall(attribute_lines):
        pattern = _text_pattern(attribute_text)
        if pattern is None:
            return None
        attributes.append(ast.Attribute(ast.Identifier(key), pattern))
    value = _text_pattern(text)
    if dash:
        return ast.Term(ast.Identifier(name), value, attributes) if value is not None else None
    return ast.Message(ast.Identifier(name), value, attributes) if value or attributes else None


def _pattern(message: ast.Message, attribute: str | None) -> ast.Pattern | None:
    """Return the message's value, or the pattern of one of its attributes (None if none)."""
    if attribute is None:
        return message.value
    return next((found.value for found in message.attributes if found.id.name == attribute),
                None)


def _plain_text(pattern: ast.Pattern) -> str | None:
    """Return the text of a pattern that is only text (as formatting it would), else None."""
    elements = pattern.elements
    if len(elements) == 1 and isinstance(elements[0], ast.TextElement):
        return elements[0].value
    return None


@lru_cache(maxsize=None)
def _bundle(lang: str) -> _Messages:
    return _Messages(lang)


class L10n:
    """Formats messages in one language; ``strict`` raises instead of falling back."""

    def __init__(self, lang: str, strict: bool | None = None) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self.strict = bool(os.environ.get("ACCESSIBLE_GAMES_STRICT_L10N")) if strict is None \
            else strict

    def has(self, msg_id: str, attribute: str | None = None) -> bool:
        """Return whether the message (and attribute) exists in this language."""
        message = _bundle(self.lang).entry(msg_id)
        return isinstance(message, ast.Message) and (
            attribute is None or _pattern(message, attribute) is not None)

    def __call__(self, msg_id: str, args: Mapping[str, Any] | None = None, /,
                 **kwargs: Any) -> str:
        """Return the formatted message ``msg_id`` with variables from ``args`` and ``kwargs``."""
        return self.attr(msg_id, None, args, **kwargs)

    def attr(self, msg_id: str, attribute: str | None, args: Mapping[str, Any] | None = None,
             /, **kwargs: Any) -> str:
        """Return the message's value, or one of its attributes (``.gender``, ``.acc``)."""
        for lang in (self.lang, DEFAULT_LANGUAGE):
            messages = _bundle(lang)
            message = messages.entry(msg_id)
            if not isinstance(message, ast.Message):
                if self.strict:
                    raise MissingMessage(f"{lang}: no message {msg_id}")
                continue
            pattern = _pattern(message, attribute)
            if pattern is None:
                if self.strict:
                    raise MissingMessage(f"{lang}: no {msg_id}.{attribute}")
                continue
            plain = _plain_text(pattern)
            if plain is not None:
                return plain
            values = {**(args or {}), **kwargs}
            formatted_here = format_pattern(pattern, values, lang, messages.entry)
            if formatted_here is not None:
                return formatted_here
            bundle = messages.bundle
            compiled = bundle.get_message(msg_id)
            formatted = compiled.attributes[attribute] if attribute else compiled.value
            assert formatted is not None  # the bundle compiles the pattern just found
            text, errors = bundle.format_pattern(formatted, values)
            if errors and self.strict:
                raise MissingMessage(f"{lang}: {msg_id}: {errors}")
            return str(text)
        return msg_id
