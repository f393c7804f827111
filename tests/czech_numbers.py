"""Where a Czech voice would say a number in the wrong gender or case.

A speech synthesizer reads a digit as the masculine nominative: "1" is *jeden*, "2" is
*dva*, whatever follows.  Czech numerals agree with their noun ("jednu minci", "dvě
mláďata") and decline after most prepositions ("se dvěma hvězdičkami").  So a Czech line
may show a digit only where *jeden*, *dva*, *tři* ... read right:

- ``1`` and ``2`` only before a word that takes the masculine nominative numeral
  (:data:`AFTER_ONE`, :data:`AFTER_TWO`: "1 bod", "2 body", "1 z 5" ...) or a masculine
  singular adjective ("vůz 2 prázdný", where 2 is a label);
- no number right after a preposition that governs the genitive, dative, locative or
  instrumental (:data:`DECLINING`: "s 1", "o 2", "z 5");
- no number before a noun in one of those cases (:data:`OBLIQUE_ENDINGS`: "3 polích").

:func:`problems` checks one line; :func:`message_problems` renders every Czech message
with counts 0 to 5, 21 and 22 and checks each result.  ``python -m tests.czech_numbers
[FILE.ftl ...]`` prints what it finds.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast, visitor

LOCALES = Path(__file__).resolve().parent.parent / "locales"
COUNTS: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 21, 22)

DECLINING: frozenset[str] = frozenset("""
    s se z ze u k ke ku o po v ve od ode do bez beze při mezi před přede nad nade pod pode
    kromě podle vedle díky kvůli proti během
""".split())
"""Prepositions after which a numeral declines (none of them takes only the accusative)."""

OBLIQUE_ENDINGS: tuple[str, ...] = ("ách", "ích", "ech", "ům", "ami", "emi", "ými", "ími")
"""Endings of plural nouns and adjectives in the locative, dative or instrumental."""

AFTER_ANY: frozenset[str] = frozenset("""
    a i nebo až či ani ze z za je jsou není nejsou má mají bere berou veze vezou leží už
    se si proti plus minus krát rozhodne neodpověděl nenabídne nejde eva hraje hrají
""".split())
"""Words a numeral does not agree with (a number used as a label, or before a verb)."""

AFTER_ONE: frozenset[str] = frozenset("""
    bod vůz tah druh hráč bot robot samec výběh stánek krok sloupec řádek kus den díl
    strom návštěvník příklad kilometr
""".split()) | AFTER_ANY
"""Words before which the digit 1 (*jeden*) reads right: masculine nominative or
inanimate accusative forms, and :data:`AFTER_ANY`."""

AFTER_TWO: frozenset[str] = frozenset("""
    body vozy tahy druhy hráči hráče boti samci samce výběhy stánky kroky sloupce řádky
    kusy dny díly stromy návštěvníci příklady krokodýli
""".split()) | AFTER_ANY
"""Words before which the digit 2 (*dva*) reads right: masculine nominative or
accusative plural forms, and :data:`AFTER_ANY`."""

_ADJECTIVE_ENDINGS: tuple[str, ...] = ("ý", "á", "é", "í", "ou")

LABELS: frozenset[str] = frozenset("""
    hráč hráče hráči hráčem hráčů vůz vozu vozem výběh výběhu výběhem kolo kola kole kolem
    místo místa místě pole poli příklad příkladu dražba dražby dražbě řada řady řadě
    nádrž nádrže nádrži sklad krok tah tahu fronta fronty možnost možnosti vůz
""".split())
"""Nouns a number labels ("hráč 2 nabídne", "kolo 2 hned"): what follows is not counted."""

_NUMBER = re.compile(r"(?<![\w.,\-])(-?\d+(?:,\d+)?)(?![\w\-]|[.,]\d)")
_WORD_AFTER = re.compile(r"\s+([^\W\d_]+)")
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\s+$")


def problems(text: str) -> list[str]:
    """Return what a Czech voice would read wrong in ``text``: one phrase per finding."""
    found = []
    for match in _NUMBER.finditer(text):
        number = match.group(1)
        before = _WORD_BEFORE.search(text, 0, match.start())
        after = _WORD_AFTER.match(text, match.end())
        next_word = after.group(1).lower() if after else ""
        if before and before.group(1).lower() in DECLINING:
            found.append(f"{before.group(1)} {number}: a number after a declining preposition")
        elif next_word.endswith(OBLIQUE_ENDINGS):
            found.append(f"{number} {next_word}: a number before an oblique case")
        elif number in ("1", "2") and next_word and not (
                before and before.group(1).lower() in LABELS):
            agreeing = AFTER_ONE if number == "1" else AFTER_TWO
            noun = next_word
            if noun.endswith("ý"):
                continue  # masculine singular: 1 agrees; after 2 the number is a label
            if noun not in agreeing and noun.endswith(_ADJECTIVE_ENDINGS):
                following = _WORD_AFTER.match(text, after.end())
                noun = following.group(1).lower() if following else noun
            if noun not in agreeing:
                numeral = "jeden" if number == "1" else "dva"
                found.append(f"{number} {next_word}: {numeral} does not agree with it")
    return found


@dataclass(frozen=True)
class Finding:
    """One rendered Czech message with what a voice would read wrong in it."""

    message: str
    text: str
    problems: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.message}: {'; '.join(self.problems)}\n    {self.text}"


_PLURAL_KEYS = frozenset({"zero", "one", "two", "few", "many", "other"})

ALWAYS_NUMBERS: frozenset[str] = frozenset("""
    count coins cost number points score total limit left amount rounds round value stars
    visitors penalty earned bank min max low high room seconds interest tiles_count minus
    bonus price owed remaining capacity multiplier extra needed of empty over final fills
    supply seller_coins size ms mean rate
""".split())
"""Variables that always hold a number, also where no selector says so."""


class _Variables(visitor.Visitor):
    """The variables of one message: which ones a plural or number selector reads."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.numeric: set[str] = set()
        self.keys: dict[str, list[str]] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        selector = node.selector
        if isinstance(selector, ast.VariableReference):
            name = selector.id.name
            for variant in node.variants:
                key = variant.key
                if isinstance(key, ast.NumberLiteral) or (
                        isinstance(key, ast.Identifier) and key.name in _PLURAL_KEYS):
                    self.numeric.add(name)
                elif isinstance(key, ast.Identifier):
                    self.keys.setdefault(name, []).append(key.name)
        self.generic_visit(node)


def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def _renders(bundle: FluentBundle, entry: ast.Message) -> Iterator[tuple[str, str]]:
    """Yield ``(id, text)`` for the message and each attribute, with counts 0-5, 21, 22."""
    message = bundle.get_message(entry.id.name)
    patterns = [(entry.id.name, message.value)] + [
        (f"{entry.id.name}.{name}", pattern) for name, pattern in message.attributes.items()]
    found = _Variables()
    found.visit(entry)
    numeric = found.numeric | (found.names & ALWAYS_NUMBERS)
    strings = {name: found.keys.get(name, ["Eva"]) for name in found.names - numeric}
    for msg_id, pattern in patterns:
        if pattern is None:
            continue
        for count in COUNTS if numeric else (0,):
            base = {name: count for name in numeric} | {
                name: keys[-1] for name, keys in strings.items()}
            variants = [base] + [base | {name: key} for name, keys in strings.items()
                                 for key in keys[:-1]]
            for variables in variants:
                text, _errors = bundle.format_pattern(pattern, variables)
                yield msg_id, str(text)


def message_problems(files: Iterable[Path] | None = None) -> list[Finding]:
    """Return every Czech message (of ``files``, or all) that a voice would read wrong."""
    bundle = _bundle("cs")
    paths = sorted(files) if files else sorted((LOCALES / "cs").glob("*.ftl"))
    findings: dict[tuple[str, str], Finding] = {}
    for path in paths:
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            for msg_id, text in _renders(bundle, entry):
                found = problems(text)
                if found and (msg_id, text) not in findings:
                    findings[(msg_id, text)] = Finding(msg_id, text, tuple(found))
    return list(findings.values())


def main(argv: list[str]) -> int:
    """Print the findings for the given .ftl files (all Czech files without arguments)."""
    files = [Path(arg).resolve() for arg in argv] or None
    findings = message_problems(files)
    for finding in findings:
        print(finding)
    print(f"{len(findings)} findings in {len({f.message for f in findings})} messages")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
