"""The combined game's rules book: only what it changes (its animals are the two games')."""

from __future__ import annotations

from accessible_games.narration.rules import RulesBook

GAME_ID = "aquaretto-zooloretto"

TOPICS: tuple[str, ...] = (
    "overview", "setup", "turn", "trucks", "taking", "placing", "money", "end", "scoring",
    "two-players", "expansions", "commands",
)
"""The rules topics, in reading order."""

RULES_BOOK = RulesBook(GAME_ID, TOPICS, {"2": "two-players"})
