"""The combined game's actions.

The trucks are shared, so their actions are the combined game's own:
``DrawFrom`` (turn up the top tile of one game's stacks), ``LoadTruck`` and
``TakeTruck`` (from ``games.delivery``, truck indexes 0-based).  Everything
else is one game's own step, labelled by its game: ``ZooStep`` wraps a
Zooloretto action (a money action, choosing and placing a truck tile, the
savings book), ``WaterStep`` an Aquaretto action.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.records import record
from accessible_games.games.aquaretto.rules.actions import Action as WaterAction
from accessible_games.games.aquaretto_zooloretto.rules.state import Supply
from accessible_games.games.delivery import LoadTruck as LoadTruck
from accessible_games.games.delivery import TakeTruck as TakeTruck


@record
class DrawFrom:
    """Turn up the top tile of ``supply``'s stacks (its end stack only when its main stack is
    empty); the tile goes on a truck next."""

    supply: Supply


@record
class ZooStep:
    """A Zooloretto action in the player's zoo (any ``zooloretto`` action, including a
    mini-expansion's)."""

    action: Any


@record
class WaterStep:
    """An Aquaretto action in the player's water park."""

    action: WaterAction


Action = DrawFrom | LoadTruck | TakeTruck | ZooStep | WaterStep
"""Any action of the combined game."""
