"""Formats parsed Fluent patterns as fluent.runtime does, for the Fluent our files use.

Importing fluent.runtime, with the Babel locale data a bundle loads, was a third of the
app's CPU time before its first prompt (issue 18).  Our messages use only text,
variables (strings and whole numbers), message and term references (a term with
string or number arguments), attributes, and select expressions on numbers (plural
categories) and strings.  This module formats exactly those from the syntax tree.  On
anything else it gives up and returns None, and the caller asks fluent.runtime, which
formats it (or reports the error) as it always did.  That covers a missing variable or
message, another type of value, a function, a cycle, and a part too long.  A test
compares the two on every message of both languages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from fluent.syntax import ast

Entry = ast.Message | ast.Term
Lookup = Callable[[str], Entry | None]
"""Finds a parsed message, or a term by its id with the ``-``; None if there is none."""
Value = str | int
"""What an expression gives: a string, or a whole number still to be formatted."""

MAX_PART_LENGTH = 2500
"""fluent.runtime refuses a longer text element or placeable (the whole message fails)."""
MAX_PARTS = 1000
"""fluent.runtime refuses a message of more parts than this, references included."""


def _english_plural(number: int) -> str:
    return "one" if abs(number) == 1 else "other"


def _czech_plural(number: int) -> str:
    size = abs(number)
    return "one" if size == 1 else "few" if 2 <= size <= 4 else "other"


PLURAL_CATEGORY: dict[str, Callable[[int], str]] = {"en": _english_plural,
                                                    "cs": _czech_plural}
"""The CLDR plural category of a whole number, by language."""
FRACTION_CATEGORY: dict[str, str] = {"en": "other", "cs": "many"}
"""The plural category of a number written with a decimal point (a key such as
``[0.5]``), by language."""
GROUP_SEPARATOR: dict[str, str] = {"en": ",", "cs": "\N{NO-BREAK SPACE}"}
"""What stands between groups of three digits, by language."""


class _GiveUp(Exception):
    """The pattern needs fluent.runtime."""


def format_pattern(pattern: ast.Pattern, args: Mapping[str, Any], lang: str,
                   lookup: Lookup) -> str | None:
    """Return ``pattern`` formatted with ``args`` in ``lang``, or None where only
    fluent.runtime can say what it gives."""
    if lang not in PLURAL_CATEGORY:
        return None
    try:
        return _Formatter(lang, lookup).pattern(pattern, args)
    except _GiveUp:
        return None


class _Formatter:
    """One message's formatting: its language, its lookup and the parts counted so far."""

    def __init__(self, lang: str, lookup: Lookup) -> None:
        self.plural = PLURAL_CATEGORY[lang]
        self.fraction = FRACTION_CATEGORY[lang]
        self.separator = GROUP_SEPARATOR[lang]
        self.lookup = lookup
        self.parts = 0
        self.active: set[int] = set()

    def pattern(self, pattern: ast.Pattern, args: Mapping[str, Any]) -> str:
        """Return the text of a pattern: its elements, each placeable formatted."""
        key = id(pattern)
        elements = pattern.elements
        if key in self.active or self.parts + len(elements) > MAX_PARTS:
            raise _GiveUp
        self.active.add(key)
        texts = []
        for element in elements:
            if isinstance(element, ast.TextElement):
                text = element.value
            else:
                value = self.expression(element.expression, args)
                text = value if isinstance(value, str) else self.number(value)
            if len(text) > MAX_PART_LENGTH:
                raise _GiveUp
            texts.append(text)
        self.parts += len(elements)
        self.active.discard(key)
        return "".join(texts)

    def number(self, value: int) -> str:
        """Return a whole number as the language writes it: digits in groups of three."""
        digits = f"{abs(value):,}".replace(",", self.separator)
        return "-" + digits if value < 0 else digits

    def expression(self, expression: ast.BaseNode, args: Mapping[str, Any]) -> Value:
        """Return the value of one expression."""
        if isinstance(expression, ast.VariableReference):
            value = args.get(expression.id.name, _GiveUp)
            if type(value) is str or type(value) is int:
                return value
            raise _GiveUp  # missing, or a type fluent.runtime formats its own way
        if isinstance(expression, ast.SelectExpression):
            return self.select(expression, args)
        if isinstance(expression, ast.MessageReference):
            return self.pattern(self.referred(expression.id.name, expression.attribute,
                                              ast.Message), args)
        if isinstance(expression, ast.TermReference):
            return self.term(expression, args)
        if isinstance(expression, ast.StringLiteral):
            return str(expression.parse()["value"])
        if isinstance(expression, ast.NumberLiteral):
            return self.whole(expression)
        if isinstance(expression, ast.Placeable):
            inner = self.expression(expression.expression, args)
            return inner if isinstance(inner, str) else self.number(inner)
        raise _GiveUp  # a function call

    def whole(self, literal: ast.NumberLiteral) -> int:
        """Return a number literal that is a whole number."""
        if "." in literal.value:
            raise _GiveUp
        return int(literal.value)

    def referred(self, name: str, attribute: ast.Identifier | None,
                 kind: type[Entry]) -> ast.Pattern:
        """Return the value, or the attribute, of the message or term named."""
        entry = self.lookup(name if kind is ast.Message else f"-{name}")
        if not isinstance(entry, kind):
            raise _GiveUp
        if attribute is None:
            found = entry.value
        else:
            found = next((item.value for item in entry.attributes
                          if item.id.name == attribute.name), None)
        if found is None:
            raise _GiveUp
        return found

    def term(self, reference: ast.TermReference, args: Mapping[str, Any]) -> str:
        """Return a term formatted with its own named arguments only (never the message's)."""
        own: dict[str, Value] = {}
        if reference.arguments is not None:
            if reference.arguments.positional:
                raise _GiveUp  # fluent.runtime ignores them, and says so
            own = {named.name.name: self.expression(named.value, args)
                   for named in reference.arguments.named}
        return self.pattern(self.referred(reference.id.name, reference.attribute, ast.Term),
                            own)

    def select(self, expression: ast.SelectExpression, args: Mapping[str, Any]) -> str:
        """Return the variant whose key matches the selector, else the default one."""
        selector = self.expression(expression.selector, args)
        default = None
        for variant in expression.variants:
            if variant.default:
                default = variant
            key: Value | float = variant.key.name if isinstance(variant.key, ast.Identifier) \
                else float(variant.key.value) if "." in variant.key.value \
                else int(variant.key.value)
            if self.matches(selector, key):
                return self.pattern(variant.value, args)
        if default is None:
            raise _GiveUp
        return self.pattern(default.value, args)

    def matches(self, selector: Value, key: Value | float) -> bool:
        """Return whether a variant's key matches: equal numbers or strings, or a number
        and the name of its plural category."""
        if isinstance(selector, int) and isinstance(key, str):
            return self.plural(selector) == key
        if isinstance(selector, str) and isinstance(key, float):
            return self.fraction == selector
        if isinstance(selector, str) and isinstance(key, int):
            return self.plural(key) == selector
        return selector == key
