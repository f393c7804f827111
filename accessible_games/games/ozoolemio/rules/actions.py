"""O Zoo le Mio actions: a sealed bid, and laying the tile won.

Each player's bid is its own action (several players may be asked at once);
laying a tile names the cell of its first half and the side its second half
lies on.
"""

from __future__ import annotations

from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.geometry import Cell, Side
from accessible_games.games.ozoolemio.rules.zoo import Placement


@record
class Bid:
    """Seal ``amount`` coins in the hand for the tile on auction (0 is allowed)."""

    amount: int


@record
class Place:
    """Lay the tile won with its first half on ``cell`` and its second on side ``facing``."""

    cell: Cell
    facing: Side

    @property
    def placement(self) -> Placement:
        """Return the placement this action names."""
        return Placement(self.cell, self.facing)


Action = Bid | Place
"""Any O Zoo le Mio action."""
