"""How a list is laid out for a Braille reader and a listener: one line, or one entry a line.

A short list reads best in one sentence ("Choose: 1 take, 2 pass."); a long one
is a count line ("Money actions, 12 choices:") and then one entry a line, each
numbered entry starting with its number and a colon ("3: buy the dolphin"), so
that a 40-cell display shows one whole entry at a time and two numbers never
run together ("1 0 seconds" is heard as "10 seconds").  Which form a list takes
is decided here, once, for every game and menu.  Nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.narration.l10n import L10n

INLINE_MOST = 6
"""A list of more entries than this is said one entry a line."""

LINE_MOST = 120
"""A list whose one-line sentence would be longer than this is said one entry a line."""

GROUP_OVER = 20
"""A list of more entries than this should be grouped (by side, cell, kind) before it is said."""

PROMPT_MOST = 38
"""The most characters of a prompt's words, colon included: with the space after them and
the cursor's cell, a prompt fits a 40-cell Braille display, which follows the cursor."""


def one_per_line(count: int, sentence: str) -> bool:
    """Return whether a list of ``count`` entries, said as ``sentence``, goes one a line.

    >>> one_per_line(3, "Choose: 1 take, 2 pass, 3 expand."), one_per_line(7, "")
    (False, True)
    """
    return count > INLINE_MOST or len(sentence) > LINE_MOST


def numbered_lines(l10n: L10n, labels: Sequence[str], start: int = 1) -> list[str]:
    """Return one line a numbered entry: "1: lion", "2: parrot"."""
    return [l10n("common-list-numbered-line", {"number": number, "label": label})
            for number, label in enumerate(labels, start)]


def numbered_text(l10n: L10n, labels: Sequence[str], start: int = 1) -> str:
    """Return numbered entries in one line, "1: lion, 2: parrot": the colon keeps a number
    from running into a label that starts with one ("1: 0 seconds")."""
    return ", ".join(l10n("common-list-numbered", {"number": number, "label": label})
                     for number, label in enumerate(labels, start))


def count_line(l10n: L10n, what: str, count: int) -> str:
    """Return the line before a list said one entry a line: "Money actions, 12 choices:"."""
    return l10n("common-list-count", {"what": what, "count": count})


def choice_lines(l10n: L10n, what: str, labels: Sequence[str], sentence: str,
                 after: Sequence[str] = ()) -> list[str]:
    """Return a list to choose from as the player reads it best.

    Args:
        l10n: the language.
        what: what the list holds, for the count line of a long list ("Money actions").
        labels: the entries, numbered from 1 in this order.
        sentence: the whole list in one sentence, said when the list is short.
        after: lines said after a long list (what the one sentence added, such as
            "Or back to cancel.").
    """
    if not one_per_line(len(labels), sentence):
        return [sentence]
    return [count_line(l10n, what, len(labels)), *numbered_lines(l10n, labels), *after]


def item_lines(heading: str, items: Sequence[str], sentence: str) -> list[str]:
    """Return an answer that lists things (not to choose from): ``sentence`` when short,
    else ``heading`` and one item a line."""
    if not one_per_line(len(items), sentence):
        return [sentence]
    return [heading, *items]


def range_prompt(l10n: L10n, what: str, count: int) -> str:
    """Return the prompt of a choice from a numbered list: "Play, 1 to 4:"."""
    return l10n("common-prompt-range", {"what": what, "count": count})
