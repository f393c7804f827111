"""Checks over every Fluent file in locales/: syntax, parity between languages, clean text.

Parity rules (en is the reference, every file present in both en and cs is compared):

- the same message and term ids;
- the same attributes on each message;
- the same *placed* variables in each pattern (the value and each attribute):
  a variable printed in one language must be printed in the other. A variable
  used only to choose a form (a selector such as ``$gender`` or ``$case``) may
  appear in one language only, since each language needs its own grammar.
"""

from __future__ import annotations

import inspect
import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from accessible_games.core.events import Event
from accessible_games.games.beasty_bar.rules import events as beasty_bar_events
from accessible_games.narration.l10n import L10n

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
SOURCE = ROOT / "accessible_games"
LANGS = ("en", "cs")

ALLOWED_PUNCTUATION = set(".,:;!?'\"()- \n")
"""Besides letters and digits, the only characters a message may contain."""

KNOWN_EXCEPTIONS: dict[str, set[str]] = {
    # Command-line help names the prompt_toolkit library; it is never narrated.
    "cli-help-rich": {"_"},
}
"""Messages allowed a few more characters, each for a stated reason. Keep it short."""


def _ftl_files() -> list[Path]:
    return sorted(LOCALES.glob("*/*.ftl"))


def _parse(path: Path) -> ast.Resource:
    return parse(path.read_text(encoding="utf-8"))


def _entries(resource: ast.Resource) -> dict[str, ast.Message | ast.Term]:
    found: dict[str, ast.Message | ast.Term] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            found[entry.id.name] = entry
        elif isinstance(entry, ast.Term):
            found["-" + entry.id.name] = entry
    return found


class _Variables(Visitor):
    """Collects the variables of one pattern: placed ones and selector-only ones."""

    def __init__(self) -> None:
        super().__init__()
        self.placed: set[str] = set()
        self.selectors: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        else:
            self.visit(node.selector)
        for variant in node.variants:
            self.visit(variant)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.placed.add(node.id.name)


def _patterns(entry: ast.Message | ast.Term) -> dict[str, ast.Pattern | None]:
    patterns: dict[str, ast.Pattern | None] = {"": entry.value}
    for attribute in entry.attributes:
        patterns["." + attribute.id.name] = attribute.value
    return patterns


def _placed_variables(pattern: ast.Pattern | None) -> set[str]:
    collector = _Variables()
    if pattern is not None:
        collector.visit(pattern)
    return collector.placed


class _Text(Visitor):
    """Collects every piece of literal text in a pattern."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.pieces.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.pieces.append(node.value)


def _bad_characters(text: str) -> set[str]:
    return {ch for ch in text
            if not (ch.isalpha() or ch.isdigit() or ch in ALLOWED_PUNCTUATION)}


@pytest.mark.parametrize("path", _ftl_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_junk(path: Path) -> None:
    """A syntax error turns an entry into Junk, which Fluent silently drops."""
    junk = [entry for entry in _parse(path).body if isinstance(entry, ast.Junk)]
    details = []
    for j in junk:
        message = j.annotations[0].message if j.annotations else ""
        details.append(f"{message}: {(j.content or '')[:80]!r}")
    assert not junk, f"{path}: {details}"


@pytest.mark.parametrize("path", _ftl_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_clean_text(path: Path) -> None:
    """No isolation marks, emoji or symbols: Braille tables turn them into noise."""
    problems = []
    for msg_id, entry in _entries(_parse(path)).items():
        for name, pattern in _patterns(entry).items():
            if pattern is None:
                continue
            collector = _Text()
            collector.visit(pattern)
            text = "".join(collector.pieces)
            bad = _bad_characters(text) - KNOWN_EXCEPTIONS.get(msg_id, set())
            if bad:
                shown = ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in sorted(bad))
                problems.append(f"{msg_id}{name}: {shown}")
    assert not problems, f"{path}: {problems}"


def test_isolation_marks_absent_in_raw_files() -> None:
    for path in _ftl_files():
        text = path.read_text(encoding="utf-8")
        assert "\u2068" not in text and "\u2069" not in text, path


def test_character_rule_itself() -> None:
    assert not _bad_characters("Červený lev jde do čela fronty, síla 12 (O): ano; ne! \"x\" 'y'?")
    assert _bad_characters("Lion \u2192 bar") == {"\u2192"}
    assert _bad_characters("\u2068Anna\u2069") == {"\u2068", "\u2069"}
    assert _bad_characters("lion \U0001f981") == {"\U0001f981"}
    assert _bad_characters("a / b * c") == {"/", "*"}


def _pairs() -> list[tuple[Path, Path]]:
    pairs = []
    for en_path in sorted((LOCALES / "en").glob("*.ftl")):
        cs_path = LOCALES / "cs" / en_path.name
        if cs_path.exists():
            pairs.append((en_path, cs_path))
    return pairs


@pytest.mark.parametrize("en_path, cs_path", _pairs(), ids=lambda p: p.name)
def test_parity(en_path: Path, cs_path: Path) -> None:
    """Same ids, same attributes, same placed variables in en and cs."""
    en, cs = _entries(_parse(en_path)), _entries(_parse(cs_path))
    assert sorted(set(en) - set(cs)) == [], f"missing in cs/{cs_path.name}"
    assert sorted(set(cs) - set(en)) == [], f"missing in en/{en_path.name}"
    problems = []
    for msg_id in sorted(en):
        en_patterns, cs_patterns = _patterns(en[msg_id]), _patterns(cs[msg_id])
        if set(en_patterns) != set(cs_patterns):
            problems.append(f"{msg_id}: attributes {sorted(en_patterns)} vs {sorted(cs_patterns)}")
            continue
        for name in en_patterns:
            if (en_patterns[name] is None) != (cs_patterns[name] is None):
                problems.append(f"{msg_id}{name}: value present in one language only")
            en_vars = _placed_variables(en_patterns[name])
            cs_vars = _placed_variables(cs_patterns[name])
            if en_vars != cs_vars:
                problems.append(f"{msg_id}{name}: variables en {sorted(en_vars)} "
                                f"cs {sorted(cs_vars)}")
    assert not problems, problems


def test_beasty_bar_file_in_both_languages() -> None:
    for lang in LANGS:
        assert (LOCALES / lang / "beasty-bar.ftl").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_no_id_defined_twice(lang: str) -> None:
    """A second definition would silently replace the first one in the bundle."""
    seen: dict[str, str] = {}
    twice = []
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for msg_id in _entries(_parse(path)):
            if msg_id in seen:
                twice.append(f"{msg_id} in {seen[msg_id]} and {path.name}")
            seen[msg_id] = path.name
    assert not twice, twice


def _event_classes() -> list[type[Event]]:
    return [cls for _, cls in inspect.getmembers(beasty_bar_events, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event
            and cls.__module__ == beasty_bar_events.__name__]


def test_event_classes_found() -> None:
    assert len(_event_classes()) >= 20


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    missing = [cls.key for cls in _event_classes() if not l10n.has(cls.key)]
    assert not missing, missing


ERROR_ID = re.compile(r"""["'](beasty-bar-error-[a-z0-9-]+)["']""")


def _error_reasons() -> set[str]:
    reasons: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        reasons.update(ERROR_ID.findall(path.read_text(encoding="utf-8")))
    return reasons


def test_error_reasons_found() -> None:
    assert "beasty-bar-error-parrot-needs-victim" in _error_reasons()


@pytest.mark.parametrize("lang", LANGS)
def test_every_error_reason_has_a_message(lang: str) -> None:
    l10n = L10n(lang, strict=True)
    missing = sorted(r for r in _error_reasons() if not l10n.has(r))
    assert not missing, missing
