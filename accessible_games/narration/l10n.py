"""Fluent bundles for English and Czech, behind one small wrapper.

Every file ``locales/<lang>/*.ftl`` is loaded into one ``FluentBundle`` per
language with ``use_isolating=False`` (isolation marks are noise for speech and
Braille).  A missing message or variable is an error in tests (``strict``) and
falls back to English, then to the id, for players.
"""

from __future__ import annotations

import os
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


@lru_cache(maxsize=None)
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    folder = locales_dir() / lang
    for path in sorted(folder.glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


class L10n:
    """Formats messages in one language; ``strict`` raises instead of falling back."""

    def __init__(self, lang: str, strict: bool | None = None) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self.strict = bool(os.environ.get("ACCESSIBLE_GAMES_STRICT_L10N")) if strict is None \
            else strict

    def has(self, msg_id: str, attribute: str | None = None) -> bool:
        """Return whether the message (and attribute) exists in this language."""
        bundle = _bundle(self.lang)
        if not bundle.has_message(msg_id):
            return False
        return attribute is None or attribute in bundle.get_message(msg_id).attributes

    def __call__(self, msg_id: str, args: Mapping[str, Any] | None = None, /,
                 **kwargs: Any) -> str:
        """Return the formatted message ``msg_id`` with variables from ``args`` and ``kwargs``."""
        return self.attr(msg_id, None, args, **kwargs)

    def attr(self, msg_id: str, attribute: str | None, args: Mapping[str, Any] | None = None,
             /, **kwargs: Any) -> str:
        """Return the message's value, or one of its attributes (``.gender``, ``.acc``)."""
        variables = {**(args or {}), **kwargs}
        for lang in (self.lang, DEFAULT_LANGUAGE):
            bundle = _bundle(lang)
            if not bundle.has_message(msg_id):
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
