"""Fluent bundles for English and Czech, behind one small wrapper.

The files ``locales/<lang>/*.ftl`` make one ``FluentBundle`` per language with
``use_isolating=False`` (isolation marks are noise for speech and Braille).  A file
is parsed the first time one of its messages is asked for (with the files of the
terms and messages it refers to), so a game parses its own messages and not every
other game's: parsing is most of the time before the first prompt.  A missing
message or variable is an error in tests (``strict``) and falls back to English,
then to the id, for players.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

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


_ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)
"""A message or term definition at the start of a line: its id."""
_REFERENCE = re.compile(r"\{\s*(-?[a-zA-Z][a-zA-Z0-9_-]*)")
"""A placeable naming a term or another message (or a function, which no file defines)."""


class _Messages:
    """One language's messages: a ``FluentBundle`` that parses a file when first needed.

    Every file is read and its ids indexed at once (a quick scan); parsing, the slow
    part, waits until a message of the file is asked for.
    """

    def __init__(self, lang: str) -> None:
        self.bundle = FluentBundle([lang], use_isolating=False)
        self._texts: dict[Path, str] = {}
        self._where: dict[str, Path] = {}
        self._parsed: set[Path] = set()
        for path in sorted((locales_dir() / lang).glob("*.ftl")):
            text = path.read_text(encoding="utf-8")
            self._texts[path] = text
            for entry_id in _ENTRY.findall(text):
                self._where.setdefault(entry_id, path)

    def _parse(self, path: Path) -> None:
        """Add the file to the bundle, after the files of what it refers to."""
        if path in self._parsed:
            return
        self._parsed.add(path)
        text = self._texts[path]
        for name in set(_REFERENCE.findall(text)):
            where = self._where.get(name)
            if where is not None:
                self._parse(where)
        self.bundle.add_resource(FluentResource(text))

    def has(self, msg_id: str) -> bool:
        """Return whether a file has the message ``msg_id`` (parsing that file if need be)."""
        path = self._where.get(msg_id)
        if path is None:
            return False
        self._parse(path)
        return self.bundle.has_message(msg_id)


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
        messages = _bundle(self.lang)
        if not messages.has(msg_id):
            return False
        return attribute is None or attribute in messages.bundle.get_message(msg_id).attributes

    def __call__(self, msg_id: str, args: Mapping[str, Any] | None = None, /,
                 **kwargs: Any) -> str:
        """Return the formatted message ``msg_id`` with variables from ``args`` and ``kwargs``."""
        return self.attr(msg_id, None, args, **kwargs)

    def attr(self, msg_id: str, attribute: str | None, args: Mapping[str, Any] | None = None,
             /, **kwargs: Any) -> str:
        """Return the message's value, or one of its attributes (``.gender``, ``.acc``)."""
        variables = {**(args or {}), **kwargs}
        for lang in (self.lang, DEFAULT_LANGUAGE):
            messages = _bundle(lang)
            bundle = messages.bundle
            if not messages.has(msg_id):
                if self.strict:
                    raise MissingMessage(f"{lang}: no message {msg_id}")
                continue
            message = bundle.get_message(msg_id)
            pattern = message.attributes.get(attribute) if attribute else message.value
            if pattern is None:
                if self.strict:
                    raise MissingMessage(f"{lang}: no {msg_id}.{attribute}")
                continue
            text, errors = bundle.format_pattern(pattern, variables)
            if errors and self.strict:
                raise MissingMessage(f"{lang}: {msg_id}: {errors}")
            return str(text)
        return msg_id
