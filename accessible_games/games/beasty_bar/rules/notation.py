"""Text notation for cards and moves.

A move is the card code followed by its choices, separated by spaces:
``"R2 1"`` plays the red parrot against the animal at position 1,
``"G5 3 2"`` plays the green chameleon copying the kangaroo at position 3
and jumping 2.  The compact label echoes the Braille edition's marks: colour
letter, strength, and ``O`` for a recurring animal (``"R10O"``).
"""

from __future__ import annotations

from accessible_games.core.errors import InvalidAction
from accessible_games.games.beasty_bar.rules.cards import RECURRING, STRENGTH, Animal, Card
from accessible_games.games.beasty_bar.rules.state import Play

RECURRING_MARK = "O"
MAX_MOVE_LENGTH = 40


def compact_label(card: Card) -> str:
    """Return the Braille-style label: ``"R10O"`` for the red crocodile, ``"R2"`` for the parrot.

    >>> compact_label("G10"), compact_label("G2")
    ('G10O', 'G2')
    """
    mark = RECURRING_MARK if Animal(STRENGTH[card]) in RECURRING else ""
    return f"{card}{mark}"


def parse_card(text: str) -> Card:
    """Return the card code in ``text`` (case-insensitive; a trailing ``O`` mark is allowed).

    Raises:
        InvalidAction: ``text`` is not a card code.

    >>> parse_card("r10o")
    'R10'
    """
    code = text.strip().upper()
    if code.endswith(RECURRING_MARK) and code[:-1] in STRENGTH:
        code = code[:-1]
    if code not in STRENGTH:
        raise InvalidAction("beasty-bar-error-unknown-card", {"code": text.strip()[:12]})
    return code


def parse_move(text: str) -> Play:
    """Return the Play written as ``text``, e.g. ``"R2 1"``.

    Raises:
        InvalidAction: the text is not a card code followed by whole numbers.
    """
    if len(text) > MAX_MOVE_LENGTH:
        raise InvalidAction("beasty-bar-error-move-syntax")
    parts = text.split()
    if not parts:
        raise InvalidAction("beasty-bar-error-move-syntax")
    card = parse_card(parts[0])
    if not all(p.isascii() and p.isdecimal() and len(p) <= 2 for p in parts[1:]) or len(parts) > 3:
        raise InvalidAction("beasty-bar-error-move-syntax")
    return Play(card, tuple(int(p) for p in parts[1:]))


def format_move(move: Play) -> str:
    """Return the notation of ``move``.

    >>> format_move(Play("G5", (3, 2)))
    'G5 3 2'
    """
    return " ".join([move.card, *(str(c) for c in move.choices)])
