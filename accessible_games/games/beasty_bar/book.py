"""Beasty Bar's rules book and animals: what the rules lookup and the encyclopedia need."""

from __future__ import annotations

from accessible_games.narration.rules import RulesBook

GAME_ID = "beasty-bar"

TOPICS: tuple[str, ...] = (
    "overview", "setup", "turn",
    "lion", "hippo", "crocodile", "snake", "giraffe", "zebra",
    "seal", "chameleon", "monkey", "kangaroo", "parrot", "skunk",
    "recurring", "gate", "end", "scoring", "advanced", "notation",
)
"""The rules topics, in reading order."""

_ANIMALS_BY_STRENGTH: tuple[str, ...] = (
    "skunk", "parrot", "kangaroo", "monkey", "chameleon", "seal",
    "zebra", "giraffe", "snake", "crocodile", "hippo", "lion",
)
_RECURRING = frozenset({"hippo", "crocodile", "giraffe", "zebra"})


def _aliases() -> dict[str, str]:
    """Return exact-only aliases: strengths ("12") and card codes ("r12", "r10o")."""
    aliases: dict[str, str] = {}
    for strength, animal in enumerate(_ANIMALS_BY_STRENGTH, 1):
        aliases[str(strength)] = animal
        for colour in "gybr":
            aliases[f"{colour}{strength}"] = animal
            if animal in _RECURRING:
                aliases[f"{colour}{strength}o"] = animal
    return aliases


RULES_BOOK = RulesBook(GAME_ID, TOPICS, _aliases())

ANIMALS: tuple[str, ...] = (
    "lion", "hippo", "crocodile", "snake", "giraffe", "zebra", "sea-lion", "chameleon",
    "monkey", "kangaroo", "parrot", "skunk",
)
"""The encyclopedia entries of the twelve animals, by strength from the lion down."""

ANIMAL_KEYS: dict[str, str] = {"seal": "sea-lion"}
"""The seal is the Czech edition's lachtan: the sea lion of Aquaretto."""
