"""O Zoo le Mio words: categories, stars, paths, halves, tiles, cells, lists and refusals.

``OzooWords`` names things in the player's language.  Every word comes from
``locales/<lang>/ozoolemio.ftl``; nothing here prints, remembers or changes
anything.

Conventions shared with the .ftl files:

- A category is the message ``ozoolemio-category-<value>`` (the animals, in
  the plural: "birds", "ptáci"); its colour is passed as ``$colour`` (red,
  yellow, grey, orange, blue) to the messages that agree with it ("2 red
  stars", "2 červené hvězdičky", "Červení návštěvníci").
- Sides are ``ozoolemio-side-<n|e|s|w>`` (north, east, south, west).  A
  tile lying as drawn points east: its left half is the first, its right
  half the second, and the left half's east side is the joint.
- A path is told by its shape (``$kind``: dead-end, straight, bend,
  junction, crossing) and the sides it leaves by.
- ``$you`` is ``"yes"``/``"no"``.  With two or more humans at one keyboard
  (``hot_seat``) a public line never says "you": it names the player
  (``audience``); only a line private to one seat does.  Czech sentences use the
  present tense and name players in the nominative only, so no sentence needs a player's gender
  or a declined name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.geometry import (
    Cell, Side, cell_name, clockwise_index, reading_key,
)
from accessible_games.games.ozoolemio.rules.tiles import Category, Half, Path, Tile
from accessible_games.games.ozoolemio.rules.zoo import Square
from accessible_games.narration.l10n import L10n
from accessible_games.narration.words import VERBOSITIES, Words, capitalise, clean_echo, yes

__all__ = ["VERBOSITIES", "OzooWords", "capitalise", "clean_echo", "path_kind", "sorted_sides",
           "tileset_error_text", "yes"]

def path_kind(path: Path) -> str:
    """Return the shape of a path: dead-end, straight, bend, junction or crossing.

    >>> path_kind(frozenset({Side.NORTH, Side.SOUTH})), path_kind(frozenset({Side.EAST}))
    ('straight', 'dead-end')
    """
    if len(path) == 1:
        return "dead-end"
    if len(path) == 2:
        first, second = path
        return "straight" if first.opposite is second else "bend"
    return "junction" if len(path) == 3 else "crossing"


def sorted_sides(sides: frozenset[Side]) -> list[Side]:
    """Return the sides clockwise from the north."""
    return sorted(sides, key=clockwise_index)


class OzooWords(Words):
    """Names categories, paths, halves, tiles, cells and players.

    Args:
        l10n: the language to speak.
        players: the seats' names and bot kinds, in seat order.
        verbosity: "brief", "normal" or "full" (brief: no paths, short lines).

    Raises:
        ValueError: unknown verbosity.
    """

    # -- players and lists -------------------------------------------------------

    def player_name(self, seat: PlayerId) -> str:
        """Return the display name of the player in ``seat`` (its number if unknown)."""
        if 0 <= seat < len(self.players):
            return self.players[seat].name
        return str(seat + 1)

    def by_seat(self, values: Sequence[int], seats: Sequence[PlayerId] | None = None) -> str:
        """Return "Anna 3, Bob 2": each player's name and number, in seat order."""
        order = range(len(values)) if seats is None else seats
        return self._list([self._msg("ozoolemio-player-number", name=self.player_name(s),
                                     number=values[s]) for s in order], final_and=False)

    def cells(self, cells: Sequence[Cell]) -> str:
        """Return cell names in reading order, joined with "and" (Czech: commas only)."""
        return self._cell_list([cell_name(c) for c in sorted(set(cells), key=reading_key)])

    # -- categories, stars and sides -----------------------------------------------

    def category(self, category: Category | None, form: str | None = None) -> str:
        """Return the animals' name ("birds"), or its ``form`` ("gen": after "region
        of"); the start tile's halves are "start tile"."""
        if category is None:
            return self._msg("ozoolemio-start-half")
        return self._msg(f"ozoolemio-category-{category.value}", form)

    def stars(self, count: int, category: Category) -> str:
        """Return "2 red stars" / "2 červené hvězdičky", the colour agreeing."""
        return self._msg("ozoolemio-stars", count=count, colour=category.colour)

    def colour_visitors(self, category: Category) -> str:
        """Return the visitor figures of a colour as a heading: "Red visitors, birds"."""
        return self._msg("ozoolemio-visitors-of", colour=category.colour,
                         category=self.category(category))

    def side(self, side: Side) -> str:
        """Return a side's name: north, east, south, west."""
        return self._msg(f"ozoolemio-side-{side.value}")

    def sides(self, sides: frozenset[Side]) -> str:
        """Return side names clockwise from the north, joined with "and"."""
        return self._list([self.side(s) for s in sorted_sides(sides)])

    # -- paths, halves and tiles -------------------------------------------------

    def path(self, path: Path) -> str:
        """Return one path by its shape and exits: "bend north to east"."""
        kind = path_kind(path)
        ends = sorted_sides(path)
        if kind == "straight" and Side.EAST in path:
            ends = [Side.WEST, Side.EAST]
        return self._msg("ozoolemio-path", kind=kind, sides=self.sides(path),
                         to=self._msg(f"ozoolemio-side-{ends[-1].value}", "to"),
                         **{"from": self._msg(f"ozoolemio-side-{ends[0].value}", "from")})

    def paths(self, paths: Sequence[Path]) -> str:
        """Return a half's paths ("no path" for grass only)."""
        if not paths:
            return self._msg("ozoolemio-path-none")
        return self._list([self.path(p) for p in paths])

    def half_text(self, category: Category | None, stars: int, trees: int,
                  paths: Sequence[Path]) -> str:
        """Return what lies on a half: animals, stars (their colour, the category's, only
        at full verbosity), trees and (unless brief) paths."""
        if category is None:
            animals = self.category(None)
        else:
            said = self.stars(stars, category) if self.verbosity == "full" \
                else self._msg("ozoolemio-stars-plain", count=stars)
            animals = self._msg("ozoolemio-animals", category=self.category(category),
                                stars=said, trees=trees)
        if self.verbosity == "brief":
            return animals
        return self._msg("ozoolemio-half", animals=animals, paths=self.paths(paths))

    def half(self, half: Half) -> str:
        """Return a tile's half as drawn."""
        return self.half_text(half.category, half.stars, half.trees, half.paths)

    def square(self, square: Square) -> str:
        """Return a half lying in a zoo, paths turned as laid."""
        return self.half_text(square.category, square.stars, square.trees, square.paths)

    def tile_label(self, tile: Tile) -> str:
        """Return a tile in short: "birds 2 stars and sea life 1 star, 1 tree"."""
        first, second = tile.halves
        return self._msg("ozoolemio-tile-label", first=self.category(first.category),
                         first_stars=first.stars, second=self.category(second.category),
                         second_stars=second.stars, trees=tile.trees)

    def tile_halves(self, tile: Tile) -> list[str]:
        """Return the tile as drawn, pointing east: one line for each half."""
        return [self._msg("ozoolemio-tile-half", position=position, half=self.half(half))
                for position, half in zip(("left", "right"), tile.halves)]

    def tile_lines(self, tile: Tile, heading: str) -> list[str]:
        """Return ``heading`` and, unless brief, each half of the tile on its own line."""
        if self.verbosity == "brief":
            return [heading]
        return [heading, *self.tile_halves(tile)]

    # -- refusals ----------------------------------------------------------------

    def error_args(self, error: GameError) -> dict[str, Any]:
        """Return the variables of a refusal's message, names and typed text cleaned, and
        ``$where`` naming the tile and half of a tile-file problem."""
        args: dict[str, Any] = {}
        for name, value in error.args_map.items():
            if name == "category":
                args[name] = self._category_value(value)
            elif name == "side":
                args[name] = self.side(Side(value)) if value in {s.value for s in Side} \
                    else clean_echo(value)
            elif name == "phase":
                args[name] = str(value) if value in ("bid", "place", "over") else "over"
            elif name == "list":
                args[name] = "start" if value == "start_tiles" else "zoo"
            elif isinstance(value, str):
                args[name] = clean_echo(value)
            else:
                args[name] = value
        if error.reason.startswith("ozoolemio-error-tiles-") and "tile" in error.args_map:
            args["where"] = self._where(error.args_map)
            args["tile"] = clean_echo(error.args_map["tile"])
        return args

    def _category_value(self, value: object) -> str:
        """Return a category named in a refusal, in words if it is one."""
        try:
            return self.category(Category(str(value)))
        except ValueError:
            return clean_echo(value)

    def _where(self, args: dict[str, Any]) -> str:
        """Return where in a tile file a problem lies: the document, a tile or a half."""
        tile = clean_echo(args.get("tile", ""))
        half = args.get("half", 0)
        kind = "document" if not tile else "half" if half in (1, 2) else "tile"
        return self._msg("ozoolemio-tiles-where", kind=kind, tile=tile,
                         half=half if isinstance(half, int) else 0,
                         list="start" if args.get("list") == "start_tiles" else "zoo")

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for ``error``, its arguments named in words."""
        return capitalise(self.l10n(error.reason, self.error_args(error)))


def tileset_error_text(l10n: L10n, error: GameError) -> str:
    """Return the one sentence that tells what is wrong with a tile file (or any refusal)."""
    return OzooWords(l10n, ()).error_line(error)
