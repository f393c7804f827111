"""Aquaretto's rules book and animals: what the rules lookup and the encyclopedia need."""

from __future__ import annotations

from accessible_games.narration.rules import RulesBook

GAME_ID = "aquaretto"

TOPICS: tuple[str, ...] = (
    "overview", "setup", "turn", "trucks", "placement", "pools", "offspring", "bonuses",
    "cashier", "keeper", "trainer", "manager", "move", "buy", "discard", "expand",
    "end", "scoring", "two-players", "cells", "faq",
)
"""The rules topics, in reading order."""

RULES_BOOK = RulesBook(GAME_ID, TOPICS, {"2": "two-players"})

ANIMALS: tuple[str, ...] = (
    "hippo", "crocodile", "sea-lion", "dolphin", "orca", "sea-turtle", "penguin", "polar-bear",
)
"""The encyclopedia entries of the water park's animals."""

ANIMAL_KEYS: dict[str, str] = {"turtle": "sea-turtle"}
"""The species ``turtle`` is the encyclopedia's sea turtle."""
