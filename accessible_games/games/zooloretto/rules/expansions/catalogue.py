"""Every mini-expansion, registered in the order of the rulebook.

``NAMES`` is what ``--expansion`` accepts.  Polar bear, gorilla and reindeer
are each their own expansion and share the bonus-enclosure mechanism.
"""

from __future__ import annotations

from accessible_games.games.zooloretto.rules.expansions import REGISTRY, register
from accessible_games.games.zooloretto.rules.expansions.buildings import BUILDINGS
from accessible_games.games.zooloretto.rules.expansions.construction_sites import (
    CONSTRUCTION_SITES,
)
from accessible_games.games.zooloretto.rules.expansions.gorilla import GORILLA
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import PETTING_ZOO
from accessible_games.games.zooloretto.rules.expansions.polar_bear import POLAR_BEAR
from accessible_games.games.zooloretto.rules.expansions.reindeer import REINDEER
from accessible_games.games.zooloretto.rules.expansions.savings_book import SAVINGS_BOOK
from accessible_games.games.zooloretto.rules.expansions.specialised import SPECIALISED_ENCLOSURES
from accessible_games.games.zooloretto.rules.expansions.task_cards import TASK_CARDS

for _expansion in (BUILDINGS, PETTING_ZOO, SPECIALISED_ENCLOSURES, POLAR_BEAR,
                   CONSTRUCTION_SITES, TASK_CARDS, GORILLA, SAVINGS_BOOK, REINDEER):
    register(_expansion)

NAMES: tuple[str, ...] = tuple(REGISTRY)
"""Every expansion's name, in the rulebook's order."""

SEASONAL: frozenset[str] = frozenset({"reindeer"})
"""Expansions the shell offers only in season (the reindeer, at Christmas)."""
