"""O Zoo le Mio placements typed and explained: cells, groups of the list, and why.

A placement is typed as two cells, the left half's first ("4M 5M"), or as a
cell and the direction its right half lies in ("4M east"); one cell names
every placement covering it.  While bidding, the same forms ask about the tile
on auction in the player's own zoo, before it is won.  ``why`` explains a bid,
a numbered entry of the placement list, a placement or a cell with the rules
core's own reasons, or says what a legal placement would bring.  A long list of
placements is grouped by the empty cells where paths of the zoo end
(``end_groups``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.ozoolemio.rules import OzooMatch
from accessible_games.core.errors import GameError
from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.actions import Bid, Place
from accessible_games.games.ozoolemio.rules.geometry import Cell, Side, cell_name, parse_cell
from accessible_games.games.ozoolemio.rules.paths import open_ends
from accessible_games.games.ozoolemio.rules.state import Phase
from accessible_games.games.ozoolemio.rules.tiles import Tile
from accessible_games.games.ozoolemio.rules.zoo import (
    Placement, Zoo, explain_placement, legal_placements,
)
from accessible_games.games.ozoolemio.narration import OzooNarrator
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed
from accessible_games.shell.numbered import Group, NumberedList

DIRECTION_SIDES: dict[str, Side] = {"north": Side.NORTH, "east": Side.EAST,
                                    "south": Side.SOUTH, "west": Side.WEST}
"""The direction commands as sides: where a tile's right half lies from its left."""

MAX_REASONS = 3
"""At most this many different reasons are told when no placement covers a cell."""


def cells_in(words: Sequence[str]) -> list[Cell] | None:
    """Return the cells every word names, or None if any word is not a cell.

    >>> cells_in(["2M", "n2"]), cells_in(["2M", "zoo"])
    ([(0, 2), (1, 2)], None)
    """
    found: list[Cell] = []
    for word in words:
        try:
            found.append(parse_cell(word))
        except GameError:
            return None
    return found


def side_between(first: Cell, second: Cell) -> Side | None:
    """Return the side of ``first`` that ``second`` lies on, or None if they do not touch."""
    for side in Side:
        if side.step(first) == second:
            return side
    return None


def end_groups(zoo: Zoo, legal: Sequence[Place]) -> list[Group]:
    """Return the placements grouped by the empty cells where paths of the zoo end, in
    reading order (``kind`` "end", ``place`` the cell, ``sources`` the cells the paths
    come from); a placement covering two such cells is in both groups."""
    sources: dict[Cell, list[Cell]] = {}
    for cell, side in open_ends(zoo):
        sources.setdefault(side.step(cell), []).append(cell)
    groups = []
    for target in sorted(sources, key=lambda c: (c[1], c[0])):
        covering = tuple(a for a in legal if target in a.placement.cells)
        if covering:
            groups.append(Group("end", covering, place=target, sources=tuple(sources[target])))
    return groups


class OzooPlacements:
    """Typed placements and ``why``; the session provides the match, narrator and menu."""

    app: App
    match: OzooMatch
    narrator: OzooNarrator
    menu: list[Any]
    numbers: NumberedList

    def tile_for(self, seat: PlayerId) -> Tile | None:
        """Return the tile ``seat`` lays now, else the tile on auction, else None."""
        state = self.match.state
        if state.phase is Phase.PLACE and state.placer == seat:
            tile: Tile | None = state.in_hand
            return tile
        if state.phase is Phase.BID and state.display:
            auctioned: Tile = state.display[0]
            return auctioned
        return None

    def placement_from(self, words: Sequence[str]) -> tuple[str, Any]:
        """Return what typed words name: ("placement", Placement), ("cell", Cell), ("apart",
        the two cells) or ("none", None).

        Two cells name the left half's cell first; a cell and a direction name the
        left half's cell and where the right half lies.
        """
        if not words or len(words) > 2:
            return "none", None
        first = cells_in(words[:1])
        if first is None:
            return "none", None
        if len(words) == 1:
            return "cell", first[0]
        second = cells_in(words[1:])
        if second is not None:
            side = side_between(first[0], second[0])
            if side is None:
                return "apart", (first[0], second[0])
            return "placement", Placement(first[0], side)
        parsed = self.app.vocabulary.parse(words[1])
        if parsed.kind == "command" and parsed.value in DIRECTION_SIDES and not parsed.rest:
            return "placement", Placement(first[0], DIRECTION_SIDES[str(parsed.value)])
        return "none", None

    # -- why -------------------------------------------------------------------

    def why(self, seat: PlayerId | None, words: tuple[str, ...]) -> None:
        """Explain a bid, a numbered choice or a placement, with the core's own reasons."""
        app = self.app
        if seat is None or self.match.is_over() or seat not in self.match.to_move():
            app.tell("shell-ozoolemio-why-not-now", remember=False)
            return
        phase = self.match.view(None).phase
        if phase is Phase.BID and len(words) == 1 and _amount(words[0]) is not None:
            self.why_bid(seat, _amount(words[0]) or 0)
            return
        if phase is Phase.PLACE and len(words) == 1 and words[0].isdecimal() \
                and len(words[0]) <= 3:
            self.why_number(seat, int(words[0]))
            return
        kind, value = self.placement_from(words)
        if kind == "placement":
            self.why_placement(seat, value)
        elif kind == "cell":
            self.why_cell(seat, value)
        elif kind == "apart":
            app.tell("shell-ozoolemio-apart", remember=False, first=cell_name(value[0]),
                     second=cell_name(value[1]))
        else:
            app.tell("shell-ozoolemio-why-usage", remember=False)

    def why_bid(self, seat: PlayerId, amount: int) -> None:
        """Say whether a bid of ``amount`` is allowed, and what would be left."""
        error = self.match.game.explain(self.match.state, seat, Bid(amount))
        if error is not None:
            self.app.say(self.narrator.error_line(error), "result", remember=False, owner=seat)
            return
        coins = self.match.view(seat).coins or 0
        self.app.tell("shell-ozoolemio-why-bid", remember=False, amount=amount,
                      left=coins - amount)

    def why_number(self, seat: PlayerId, number: int) -> None:
        """Explain a numbered entry of the placement list: a placement or a group."""
        item = self.numbers.entry(number)
        if item is None:
            self.numbers.refuse(number)
            return
        if isinstance(item, Group):
            self.app.tell("shell-ozoolemio-why-group", remember=False, number=number,
                          cell=cell_name(item.place), count=len(item.actions))
            return
        self.why_placement(seat, item.placement, number)

    def _reason(self, seat: PlayerId, placement: Placement) -> GameError | None:
        """Return why the tile may not go at ``placement`` (in hand, or on auction)."""
        state = self.match.state
        if state.phase is Phase.PLACE:
            return self.match.game.explain(state, seat, Place(placement.cell, placement.facing))
        tile = self.tile_for(seat)
        assert tile is not None
        return explain_placement(state.players[seat].zoo, tile, placement)

    def why_placement(self, seat: PlayerId, placement: Placement,
                      number: int | None = None) -> None:
        """Say why a placement is refused, or what it would bring."""
        tile = self.tile_for(seat)
        if tile is None:
            self.app.tell("shell-ozoolemio-no-tile", remember=False)
            return
        error = self._reason(seat, placement)
        if error is not None:
            self.app.say(self.narrator.error_line(error), "result", remember=False)
            return
        if number is None:
            action = Place(placement.cell, placement.facing)
            number = self.menu.index(action) + 1 if action in self.menu else 0
        view = self.match.view(seat)
        self.app.say(self.narrator.why_place_lines(view, seat, tile, placement, number),
                     "result", remember=False)

    def why_cell(self, seat: PlayerId, cell: Cell) -> None:
        """Say how many placements cover ``cell``, or the reasons none can."""
        tile = self.tile_for(seat)
        if tile is None:
            self.app.tell("shell-ozoolemio-no-tile", remember=False)
            return
        zoo = self.match.view(seat).players[seat].zoo
        covering = [p for p in legal_placements(zoo, tile) if cell in p.cells]
        if covering:
            self.app.tell("shell-ozoolemio-why-cell", remember=False, cell=cell_name(cell),
                          count=len(covering))
            return
        reasons: list[str] = []
        for side in Side:
            for placement in (Placement(cell, side), Placement(side.step(cell), side.opposite)):
                error = self._reason(seat, placement)
                text = self.narrator.error_line(error) if error is not None else ""
                if text and text not in reasons:
                    reasons.append(text)
        self.app.say([self.app.text("shell-ozoolemio-none-covers", cell=cell_name(cell)),
                      *reasons[:MAX_REASONS]], "result", remember=False)


def _amount(word: str) -> int | None:
    """Return the bid a typed word names ("3", "-1"), or None."""
    digits = word[1:] if word.startswith("-") else word
    if not digits.isdecimal() or len(digits) > 3:
        return None
    return -int(digits) if word.startswith("-") else int(digits)


def parsed_amount(parsed: Parsed) -> int | None:
    """Return the bid a typed line names, or None: a number, or a negative number."""
    if parsed.kind == "number" and not parsed.rest:
        return int(parsed.value)
    words = parsed.raw.split()
    return _amount(words[0]) if len(words) == 1 else None
