"""Beasty Bar cards: colours, animals, strengths, points and card codes.

A card code is a colour letter (G, Y, B, R) followed by the animal's strength
1-12: ``"R12"`` is the red lion, ``"G5"`` the green chameleon.  Strength is
unique per species, so the number alone names the animal.
"""

from __future__ import annotations

from enum import Enum, IntEnum

Card = str
"""A card code such as ``"R12"``."""


class Colour(str, Enum):
    """A player's colour; the value is the letter used in card codes."""

    GREEN = "G"
    YELLOW = "Y"
    BLUE = "B"
    RED = "R"


SEAT_COLOURS: tuple[Colour, ...] = (Colour.RED, Colour.GREEN, Colour.BLUE, Colour.YELLOW)
"""Colours handed out in seat order (the first human gets red)."""


class Animal(IntEnum):
    """The twelve species; the value is the strength printed on the card."""

    SKUNK = 1
    PARROT = 2
    KANGAROO = 3
    MONKEY = 4
    CHAMELEON = 5
    SEAL = 6
    ZEBRA = 7
    GIRAFFE = 8
    SNAKE = 9
    CROCODILE = 10
    HIPPO = 11
    LION = 12

    @property
    def is_recurring(self) -> bool:
        """Return whether the card carries the recurring mark "O"."""
        return self in RECURRING

    @property
    def points(self) -> int:
        """Return the card's points in the advanced variant."""
        return POINTS[self]


RECURRING = frozenset({Animal.HIPPO, Animal.CROCODILE, Animal.GIRAFFE, Animal.ZEBRA})

POINTS: dict[Animal, int] = {
    Animal.LION: 2, Animal.HIPPO: 2, Animal.CROCODILE: 3, Animal.SNAKE: 2,
    Animal.GIRAFFE: 3, Animal.ZEBRA: 4, Animal.SEAL: 2, Animal.CHAMELEON: 3,
    Animal.MONKEY: 3, Animal.KANGAROO: 4, Animal.PARROT: 4, Animal.SKUNK: 4,
}

ALL_CARDS: tuple[Card, ...] = tuple(f"{c.value}{a.value}" for c in Colour for a in Animal)
STRENGTH: dict[Card, int] = {card: int(card[1:]) for card in ALL_CARDS}
COLOUR_OF: dict[Card, Colour] = {card: Colour(card[0]) for card in ALL_CARDS}
CARD_POINTS: dict[Card, int] = {card: POINTS[Animal(STRENGTH[card])] for card in ALL_CARDS}
"""Each card's points in the advanced variant."""
_CARDS_OF: dict[Colour, tuple[Card, ...]] = {
    colour: tuple(f"{colour.value}{a.value}" for a in sorted(Animal, reverse=True))
    for colour in Colour}


def is_card(code: object) -> bool:
    """Return whether ``code`` is a valid card code."""
    return isinstance(code, str) and code in STRENGTH


def animal_of(card: Card) -> Animal:
    """Return the animal on ``card``."""
    return Animal(STRENGTH[card])


def card(colour: Colour, animal: Animal) -> Card:
    """Return the code of the card of ``animal`` in ``colour``."""
    return f"{colour.value}{animal.value}"


def cards_of(colour: Colour) -> tuple[Card, ...]:
    """Return the colour's twelve cards, strongest first."""
    return _CARDS_OF[colour]


def by_strength(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """Return the cards strongest first; equal strengths keep their order."""
    return tuple(sorted(cards, key=STRENGTH.__getitem__, reverse=True))
