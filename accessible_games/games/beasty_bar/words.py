"""Beasty Bar words: animals, colours, cards, players and lists in the player's language.

``BeastyBarWords`` is the vocabulary the narrator builds its sentences from;
every word comes from ``locales/<lang>/beasty-bar.ftl``.  See the narrator's
module docstring for the message conventions.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.games.beasty_bar.rules.cards import (
    COLOUR_OF, RECURRING, STRENGTH, Animal, Card, Colour, is_card,
)
from accessible_games.games.beasty_bar.rules.notation import compact_label
from accessible_games.games.beasty_bar.rules.state import Variant
from accessible_games.narration.l10n import L10n
from accessible_games.narration.words import VERBOSITIES, Words, capitalise, yes

__all__ = ["CASES", "COLOUR_IDS", "VERBOSITIES", "BeastyBarWords", "capitalise", "yes"]

CASES: tuple[str, ...] = ("nom", "acc", "gen", "ins")
"""Grammatical cases the animal messages provide as attributes."""

COLOUR_IDS: dict[Colour, str] = {
    Colour.GREEN: "beasty-bar-colour-green", Colour.YELLOW: "beasty-bar-colour-yellow",
    Colour.BLUE: "beasty-bar-colour-blue", Colour.RED: "beasty-bar-colour-red",
}


class BeastyBarWords(Words):
    """Names cards, animals and players, and joins them into lists, in one language.

    Args:
        l10n: the language to speak.
        players: the seats' names and bot kinds, in seat order.
        colours: the seats' colours, in seat order (the state's ``colours``).
        verbosity: "brief", "normal" (the default) or "full" (strengths, recurring).
        variant: the variant played, if known; only the end-of-game result
            uses it, when no view is given (a view's own variant wins). Unknown,
            the result speaks of "scores" rather than animals or points.
        hot_seat: several humans share the keyboard: a line everyone hears names
            every player and never says "you" (the listener's own private lines,
            such as the hand and a drawn card, still do).

    Raises:
        ValueError: unknown verbosity, or players and colours of different lengths.
    """

    def __init__(self, l10n: L10n, players: Sequence[PlayerSpec], colours: Sequence[Colour],
                 verbosity: str = "normal", *, variant: Variant | None = None,
                 hot_seat: bool = False) -> None:
        super().__init__(l10n, players, verbosity)
        if len(players) != len(colours):
            raise ValueError("one colour per player is needed")
        self.colours = tuple(colours)
        self.variant = variant
        self.hot_seat = hot_seat

    def _you(self, seat: PlayerId, listener: PlayerId | None) -> str:
        """Return the ``$you`` of a line everyone hears about ``seat``: "yes" only when the
        listener is that player and plays alone at the keyboard."""
        return yes(seat == listener and not self.hot_seat)

    # -- words -------------------------------------------------------------------

    def animal_name(self, animal: Animal | int, case: str = "nom") -> str:
        """Return the name of a species given by its strength ("lion"; Czech "lva" for acc)."""
        if case not in CASES:
            raise ValueError(f"unknown case {case!r}")
        return self._msg(f"beasty-bar-animal-{int(Animal(animal))}", case)

    def animal(self, card: Card, case: str = "nom") -> str:
        """Return the animal on ``card`` without its colour ("lion")."""
        if not is_card(card):
            raise ValueError(f"not a card: {card!r}")
        return self.animal_name(STRENGTH[card], case)

    def gender(self, card: Card) -> str:
        """Return the grammatical gender of the animal on ``card`` (m-anim, f or n)."""
        return self._msg(f"beasty-bar-animal-{STRENGTH[card]}", "gender")

    def card(self, card: Card, case: str = "nom") -> str:
        """Return the card's colour and animal ("red lion"; Czech "červeného lva" for acc)."""
        animal = self.animal(card, case)
        colour = self._msg(COLOUR_IDS[COLOUR_OF[card]], gender=self.gender(card), case=case)
        return self._msg("beasty-bar-card", colour=colour, animal=animal)

    def _seat_of(self, card: Card) -> PlayerId:
        """Return the seat whose colour ``card`` has."""
        return self.colours.index(COLOUR_OF[card])

    def _subject(self, card: Card, with_colour: bool = False) -> str:
        """Return the acting animal as a sentence start: "Crocodile", or "Green crocodile"."""
        return capitalise(self.card(card) if with_colour else self.animal(card))

    def _full(self, label: str, card: Card) -> str:
        """Return ``label`` with the card's strength and recurring mark (full verbosity)."""
        return self._msg("beasty-bar-label-full", label=label, strength=STRENGTH[card],
                         recurring=yes(Animal(STRENGTH[card]) in RECURRING))

    def _label(self, card: Card, colour: bool = True) -> str:
        """Return the card as a status list shows it in the current verbosity.

        Brief lists show a card as its code ("R10O") where the language's
        ``beasty-bar-brief-cards`` says ``codes``, or as colour and animal in words
        ("červený krokodýl") where it says ``words``: a Czech voice reads the English
        colour letters as nothing a Czech player knows.
        """
        if self.verbosity == "brief":
            if not colour:
                return self.animal(card)
            if self._msg("beasty-bar-brief-cards") == "words":
                return self.card(card)
            return compact_label(card)
        label = self.card(card) if colour else self.animal(card)
        return self._full(label, card) if self.verbosity == "full" else label

    # -- lists -------------------------------------------------------------------

    def _cards(self, cards: Sequence[Card], case: str = "nom") -> str:
        """Return the cards by colour and animal, joined with "and"."""
        return self._list([self.card(c, case) for c in cards])
