"""The base of every game's vocabulary: the language, the players, messages and lists.

``Words`` holds what each game's words class shares: the ``L10n`` to speak,
the seats' names, the verbosity, and the helpers that format one message, a
status line (its ``.short`` form in brief verbosity), lists joined with
commas, "and" or semicolons, and numbered lists to choose from.  The list
messages are ``common-list-*`` in ``locales/<lang>/common.ftl``.  Nothing here
prints, remembers or changes anything.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any, ClassVar

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.narration.l10n import L10n

__all__ = ["ECHO_LENGTH", "LONG_TEXT", "VERBOSITIES", "Words", "capitalise", "clean_echo", "yes"]

VERBOSITIES: tuple[str, ...] = ("brief", "normal", "full")
"""Verbosity levels: brief (compact status lines), normal, full (more detail)."""

ECHO_LENGTH = 20
"""At most this many characters of typed text are repeated back."""

LONG_TEXT = 500
"""Variables longer than this bypass Fluent's limit of 1000 characters per placeable."""


def yes(flag: bool) -> str:
    """Return the selector value ``"yes"`` or ``"no"``."""
    return "yes" if flag else "no"


def capitalise(text: str) -> str:
    """Return ``text`` with its first letter in upper case (for a sentence start)."""
    return text[:1].upper() + text[1:]


def clean_echo(text: object) -> str:
    """Return typed text safe to repeat back: no control or format characters, cut short."""
    kept = "".join(c for c in str(text) if not unicodedata.category(c).startswith("C"))
    return kept.strip()[:ECHO_LENGTH]


class Words:
    """Formats messages, status lines and lists for one language and one table of players.

    Args:
        l10n: the language to speak.
        players: the seats' names and bot kinds, in seat order.
        verbosity: "brief", "normal" or "full".

    Raises:
        ValueError: unknown verbosity.
    """

    LONG_MARK: ClassVar[str | None] = None
    """A private-use character marking long variables (see ``_msg``); None: no marking."""

    NUMBERED_SEMICOLONS: ClassVar[bool] = False
    """Whether ``numbered`` joins its entries with semicolons unless told otherwise."""

    def __init__(self, l10n: L10n, players: Sequence[PlayerSpec],
                 verbosity: str = "normal") -> None:
        if verbosity not in VERBOSITIES:
            raise ValueError(f"unknown verbosity {verbosity!r}")
        self.l10n = l10n
        self.players = tuple(players)
        self.verbosity = verbosity
        self.hot_seat = sum(1 for spec in self.players if not spec.is_bot) > 1
        """Whether two or more humans share the keyboard (a game's words may decide
        otherwise, as Beasty Bar's narrator of a lone table does)."""

    # -- who is "you" ------------------------------------------------------------

    def one_listener(self) -> None:
        """Speak to one player alone, whatever the table: every other human plays at
        their own computer (a table of the game server), so "you" is the listener."""
        self.hot_seat = False

    def audience(self, listener: PlayerId | None) -> PlayerId | None:
        """Return whom a line everyone at the table hears may call "you": ``listener``
        when one human plays, nobody (None) when several share the keyboard (hot seat),
        so that such a line names every player."""
        return None if self.hot_seat else listener

    # -- messages ----------------------------------------------------------------

    def _msg(self, msg_id: str, attribute: str | None = None, **args: Any) -> str:
        """Return one formatted message (or attribute) with ``args`` as variables.

        With a ``LONG_MARK``, a variable longer than ``LONG_TEXT`` (a long
        numbered list) goes in as a mark and is put in place afterwards, since
        Fluent refuses a placeable longer than 1000 characters.
        """
        long: dict[str, str] = {}
        if self.LONG_MARK is not None:
            for name, value in args.items():
                if isinstance(value, str) and len(value) > LONG_TEXT:
                    mark = f"{self.LONG_MARK}{len(long)}{self.LONG_MARK}"
                    long[mark] = value
                    args[name] = mark
        text = self.l10n.attr(msg_id, attribute, args)
        for mark, value in long.items():
            text = text.replace(mark, value)
        return text

    def _status(self, msg_id: str, **args: Any) -> str:
        """Return a status message: its ``.short`` form in brief verbosity."""
        short = self.verbosity == "brief" and self.l10n.has(msg_id, "short")
        return self._msg(msg_id, "short" if short else None, **args)

    def player_name(self, seat: PlayerId) -> str:
        """Return the display name of the player in ``seat``."""
        return self.players[seat].name

    # -- lists -------------------------------------------------------------------

    def _list(self, items: Sequence[str], final_and: bool = True) -> str:
        """Return the items joined with commas, and "and" before the last if ``final_and``."""
        if not items:
            return ""
        text = items[0]
        for index, item in enumerate(items[1:], 1):
            last = final_and and index == len(items) - 1
            text = self._msg("common-list-and" if last else "common-list-comma",
                             head=text, item=item)
        return text

    def _cell_list(self, names: Sequence[str], final_and: bool = True) -> str:
        """Return cell names joined as a list whose every name ends its clause by ear: in
        Czech no "a" before the last ("3K, 4K, 5K"), for espeak-ng reads "3K a" as the
        word *k*; English keeps "3K, 4K and 5K"."""
        if not final_and or len(names) < 2:
            return self._list(names, final_and)
        return self._msg("common-list-cells-last", head=self._list(names[:-1], False),
                         item=names[-1])

    def _semicolons(self, items: Sequence[str]) -> str:
        """Return entries that hold commas themselves, joined with semicolons."""
        if not items:
            return ""
        text = items[0]
        for item in items[1:]:
            text = self._msg("common-list-semicolon", head=text, item=item)
        return text

    def numbered(self, labels: Sequence[str], semicolons: bool | None = None,
                 start: int = 1) -> str:
        """Return "1: lion, 2: parrot" (or "1: barn; 2: enclosure 1"): a list to choose from.

        ``semicolons`` None takes the class's ``NUMBERED_SEMICOLONS``.
        """
        entries = [self._msg("common-list-numbered", number=n, label=label)
                   for n, label in enumerate(labels, start)]
        if self.NUMBERED_SEMICOLONS if semicolons is None else semicolons:
            return self._semicolons(entries)
        return self._list(entries, final_and=False)

    def _names(self, seats: Sequence[PlayerId]) -> str:
        """Return the players' names joined with "and"."""
        return self._list([self.player_name(s) for s in seats])

    def _places(self, places: Sequence[int]) -> str:
        """Return "1: Anna, 2: Bob, 2: Cecil": every seat with its place, best place first."""
        order = sorted(range(len(places)), key=lambda seat: (places[seat], seat))
        return self._list([self._msg("common-list-numbered", number=places[seat],
                                     label=self.player_name(seat)) for seat in order], False)
