"""Naming a player in a question: "zoo Bob", "park 2", "map me".

A player is named by their name, a unique prefix of it, their seat number
(from 1), the word "me", or a part of the name found anywhere in it ("Green" for
"Bot Green"); no words mean the home seat (the keyboard's, else the mover's).
Words that fit several names are answered with those names.  Names are compared
folded (case and accents), so "zuzana" finds "Zuzana" in either language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessible_games.core.events import PlayerId
from accessible_games.core.match import AnyMatch
from accessible_games.shell.app import App
from accessible_games.shell.commands import echo, fold


def _folded(text: str) -> str:
    """Return ``text`` folded, with its white space made single spaces."""
    return " ".join(fold(text).split())


class PlayerNames:
    """Turns typed words into a seat for a game's questions (mixed into its queries, which
    provide what is declared here)."""

    app: App
    match: AnyMatch
    """The game's match (its seats name the players)."""
    no_such_player: str
    """The message said when the words name nobody (``$name`` typed, ``$players``)."""
    home_seat: Callable[[], PlayerId]
    """Whose places a question means unless told (the game's queries say)."""

    def names_me(self, text: str) -> bool:
        """Return whether the typed ``text`` is the word "me" in either language."""
        parsed = self.app.vocabulary.parse(text)
        return parsed.kind == "word" and parsed.value == "me" and not parsed.rest

    def seat_from(self, words: Sequence[str]) -> PlayerId | None:
        """Return the player the words name (name, unique prefix, seat number, "me", or a
        part found anywhere in one name: "Green" finds "Bot Green"); the home seat if none
        are given.  Says why and returns None if nobody matches, or which names match if
        several do."""
        text = " ".join(words)
        folded = _folded(text)
        if not folded:
            return self.home_seat()
        names = [_folded(p.name) for p in self.match.players]
        if folded.isdecimal() and 1 <= int(folded[:3]) <= len(names):
            return int(folded) - 1
        if folded in names:
            return names.index(folded)
        starts = [seat for seat, name in enumerate(names) if name.startswith(folded)]
        if len(starts) == 1:
            return starts[0]
        if self.names_me(text):
            return self.home_seat()
        found = starts or [seat for seat, name in enumerate(names) if folded in name]
        if len(found) == 1:
            return found[0]
        if found:
            self.app.tell("shell-ambiguous", remember=False, word=echo(text),
                          candidates=", ".join(self.match.players[s].name for s in found))
        else:
            self.app.tell(self.no_such_player, remember=False, name=echo(text),
                          players=", ".join(p.name for p in self.match.players))
        return None
