"""O Zoo le Mio's rules book and animals: what the rules lookup and the encyclopedia need."""

from __future__ import annotations

from accessible_games.narration.rules import RulesBook

GAME_ID = "o-zoo-le-mio"

TOPICS: tuple[str, ...] = (
    "overview", "components", "tile-set", "setup", "round", "auction", "placing", "cells",
    "visitors", "trees", "benches", "scoring", "income", "end", "variant",
)
"""The rules topics, in reading order (no 2-player rules: the overview says so)."""

RULES_BOOK = RulesBook(GAME_ID, TOPICS, {"2": "overview"})

ANIMALS: tuple[str, ...] = ("monkey", "birds", "mammals", "reptiles", "sea-life")
"""The encyclopedia entries of the animal categories (the monkeys share the monkey's)."""

ANIMAL_KEYS: dict[str, str] = {"monkeys": "monkey"}
"""The monkeys share the monkey entry, so that "opice" names one entry only."""
