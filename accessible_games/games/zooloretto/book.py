"""Zooloretto's rules book and animals: what the rules lookup and the encyclopedia need."""

from __future__ import annotations

from accessible_games.narration.rules import RulesBook

GAME_ID = "zooloretto"

TOPICS: tuple[str, ...] = (
    "overview", "components", "setup", "zoo", "turn", "placing", "offspring", "coins",
    "money-actions", "two-players", "end", "scoring", "ties", "faq",
    "buildings", "petting-zoo", "specialised-enclosures", "polar-bear", "construction-sites",
    "task-cards", "gorilla", "savings-book", "reindeer", "combining",
)
"""The rules topics, in reading order: the base game, then the 9 mini-expansions."""

RULES_BOOK = RulesBook(GAME_ID, TOPICS, {"2": "two-players"})

ANIMALS: tuple[str, ...] = (
    "zebra", "kangaroo", "polar-bear", "camel", "elephant", "flamingo", "leopard",
    "chimpanzee", "panda", "gorilla", "reindeer",
)
"""The encyclopedia entries of the zoo's animals, the expansions' too."""
