"""The water park: its fields, the animal tiles on them, trainers, and where a tile may go.

Pure functions over an immutable ``Park``.  A pool is all tiles of one species;
each species has at most one pool, so a tile of a species already in the park
must join its pool (share an edge with it).  Tiles of different species never
share an edge (touching at a corner is fine).  A new species may start a pool
only while the park holds fewer species than its limit: 3, plus 1 per large
expansion board.  A field with a trainer is not free.
"""

from __future__ import annotations

from bisect import bisect
from collections.abc import Iterable, Mapping

from accessible_games.core.errors import IllegalAction
from accessible_games.core.records import record
from accessible_games.games.aquaretto.rules.geometry import (
    BASE_FIELDS, NEIGHBOURS, BoardSize, Cell, cell_name, in_reading_order, orthogonal,
    parse_cell, reading_key,
)
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, parse_tile

BASE_SPECIES_LIMIT = 3


@record
class Expansion:
    """An expansion board added to the park, with the cells it covers (reading order)."""

    size: BoardSize
    cells: tuple[Cell, ...]


def _tile_reading_key(placed: tuple[Cell, Tile]) -> tuple[int, int]:
    """Return the reading key of a placed tile's cell (``Park.tiles`` is in this order)."""
    return reading_key(placed[0])


@record
class Park:
    """A player's water park.

    Attributes:
        fields: every field of the base board and the added expansion boards.
        tiles: the animal tiles on the park, as (cell, tile) in reading order.
        trainers: the fields where a trainer stands.
        expansions: the expansion boards added, in the order they were added.
    """

    fields: frozenset[Cell] = BASE_FIELDS
    tiles: tuple[tuple[Cell, Tile], ...] = ()
    trainers: frozenset[Cell] = frozenset()
    expansions: tuple[Expansion, ...] = ()

    @property
    def species_limit(self) -> int:
        """Return how many species the park may hold: 3 + 1 per large expansion board."""
        return BASE_SPECIES_LIMIT + sum(1 for e in self.expansions if e.size is BoardSize.LARGE)

    def tile_at(self, cell: Cell) -> Tile | None:
        """Return the tile on ``cell``, or None."""
        for where, tile in self.tiles:
            if where == cell:
                return tile
        return None

    def occupants(self) -> dict[Cell, Tile]:
        """Return the tiles by cell."""
        return dict(self.tiles)

    def species_present(self) -> tuple[Species, ...]:
        """Return the species with a pool in the park, in box order."""
        present = {t.species for _, t in self.tiles}
        return tuple(s for s in Species if s in present)

    def pool(self, species: Species) -> tuple[Cell, ...]:
        """Return the cells of the pool of ``species`` (empty if none), in reading order."""
        return tuple(c for c, t in self.tiles if t.species is species)

    def pool_size(self, species: Species) -> int:
        """Return the number of tiles in the pool of ``species``."""
        return sum(1 for _, t in self.tiles if t.species is species)

    def is_free(self, cell: Cell) -> bool:
        """Return whether ``cell`` is a field with neither a tile nor a trainer."""
        return (cell in self.fields and cell not in self.trainers
                and all(where != cell for where, _ in self.tiles))

    def with_tile(self, cell: Cell, tile: Tile) -> Park:
        """Return the park with ``tile`` on ``cell`` (the caller has checked it is legal)."""
        at = bisect(self.tiles, reading_key(cell), key=_tile_reading_key)
        tiles = self.tiles[:at] + ((cell, tile),) + self.tiles[at:]
        return Park(self.fields, tiles, self.trainers, self.expansions)

    def with_trainers(self, trainers: frozenset[Cell]) -> Park:
        """Return the park with the trainers on ``trainers``."""
        return Park(self.fields, self.tiles, trainers, self.expansions)

    def with_expansion(self, size: BoardSize, cells: frozenset[Cell]) -> Park:
        """Return the park grown by a board of ``size`` covering ``cells``."""
        board = Expansion(size, in_reading_order(cells))
        return Park(self.fields | cells, self.tiles, self.trainers, self.expansions + (board,))


def legal_cells(park: Park, tile: Tile) -> tuple[Cell, ...]:
    """Return every cell where ``tile`` may go in ``park``, in reading order.

    Coin tiles never go into the park, so they have no legal cell.

    >>> from accessible_games.games.aquaretto.rules.tiles import TileKind
    >>> orca = Tile(TileKind.PLAIN, Species.ORCA, 1)
    >>> park = Park().with_tile((2, 2), Tile(TileKind.PLAIN, Species.DOLPHIN, 1))
    >>> [cell_name(c) for c in legal_cells(park.with_tile((2, 4), orca), orca)]
    ['4B', '4D', '5C']
    """
    species = tile.species
    if species is None:
        return ()
    occupied: list[Cell] = []
    own: list[Cell] = []
    blocked: set[Cell] = set()  # the cells next to a tile of another species
    for cell, there in park.tiles:
        occupied.append(cell)
        if there.species is species:
            own.append(cell)
        else:
            blocked.update(NEIGHBOURS[cell])
    fields = park.fields
    candidates: set[Cell] | frozenset[Cell]
    if own:
        candidates = fields.intersection([n for cell in own for n in NEIGHBOURS[cell]])
    elif len({t.species for _, t in park.tiles}) >= park.species_limit:
        return ()
    else:
        candidates = fields
    return in_reading_order(candidates.difference(occupied, park.trainers, blocked))


def explain_cell(park: Park, tile: Tile, cell: Cell) -> IllegalAction | None:
    """Return why ``tile`` may not go on ``cell`` of ``park``, or None if it may.

    Reasons, checked in this order (args in brackets, species as their values,
    cells by name):

    - ``aquaretto-error-not-an-animal`` (tile): a coin tile goes to the purse;
    - ``aquaretto-error-not-a-field`` (cell);
    - ``aquaretto-error-occupied`` (cell, species: the tile already there);
    - ``aquaretto-error-trainer-there`` (cell);
    - ``aquaretto-error-species-limit`` (species, limit): a new pool is not allowed;
    - ``aquaretto-error-not-adjacent-to-pool`` (cell, species): the pool exists elsewhere;
    - ``aquaretto-error-touches-other-species`` (cell, species: the tile's,
      other: the neighbour's species, neighbour: the neighbour's cell).
    """
    species = tile.species
    if species is None:
        return IllegalAction("aquaretto-error-not-an-animal", {"tile": tile.code})
    if cell not in park.fields:
        return IllegalAction("aquaretto-error-not-a-field", {"cell": _name(cell)})
    occupied = park.occupants()
    there = occupied.get(cell)
    if there is not None:
        assert there.species is not None
        return IllegalAction("aquaretto-error-occupied",
                             {"cell": cell_name(cell), "species": there.species.value})
    if cell in park.trainers:
        return IllegalAction("aquaretto-error-trainer-there", {"cell": cell_name(cell)})
    present = {t.species for t in occupied.values()}
    if species not in present and len(present) >= park.species_limit:
        return IllegalAction("aquaretto-error-species-limit",
                             {"species": species.value, "limit": park.species_limit})
    if species in present and not any(
            (t := occupied.get(n)) is not None and t.species is species for n in orthogonal(cell)):
        return IllegalAction("aquaretto-error-not-adjacent-to-pool",
                             {"cell": cell_name(cell), "species": species.value})
    for neighbour in in_reading_order(orthogonal(cell)):
        other = occupied.get(neighbour)
        if other is not None and other.species is not species:
            assert other.species is not None
            return IllegalAction("aquaretto-error-touches-other-species",
                                 {"cell": cell_name(cell), "species": species.value,
                                  "other": other.species.value,
                                  "neighbour": cell_name(neighbour)})
    return None


def _name(cell: Cell) -> str:
    try:
        return cell_name(cell)
    except ValueError:
        return f"{cell[0]},{cell[1]}"


def trainer_cells(park: Park) -> tuple[Cell, ...]:
    """Return the free fields where a trainer may stand, in reading order."""
    occupied = {cell for cell, _ in park.tiles}
    return in_reading_order(c for c in park.fields if c not in occupied and c not in park.trainers)


def park_of(tiles: Mapping[str, str], trainers: Iterable[str] = (),
            boards: Iterable[tuple[BoardSize, Iterable[str]]] = ()) -> Park:
    """Return a park built from names: cell name to tile code, trainer cells, and
    expansion boards with their cells (for tests, examples and tools; no rule is checked).

    >>> park = park_of({"2B": "orca-male1", "2C": "orca-plain1"}, trainers=["3B"])
    >>> park.pool_size(Species.ORCA), sorted(park.trainers)
    (2, [(1, 3)])
    """
    park = Park()
    for size, cells in boards:
        park = park.with_expansion(size, frozenset(parse_cell(c) for c in cells))
    for name, code in tiles.items():
        park = park.with_tile(parse_cell(name), parse_tile(code))
    return park.with_trainers(frozenset(parse_cell(c) for c in trainers))


def park_problems(park: Park) -> tuple[str, ...]:
    """Return every way ``park`` breaks the placing rules (empty when valid), as developer
    text: tiles and trainers on fields, one field each, one connected pool per species,
    no edge contact between species, no more species than the limit."""
    problems: list[str] = []
    occupants = park.occupants()
    if len(occupants) != len(park.tiles):
        problems.append("two tiles on one field")
    for cell in occupants:
        if cell not in park.fields:
            problems.append(f"tile off the park at {cell}")
        if cell in park.trainers:
            problems.append(f"trainer on a tile at {cell}")
    problems += [f"trainer off the park at {c}" for c in park.trainers if c not in park.fields]
    present = park.species_present()
    if len(present) > park.species_limit:
        problems.append(f"{len(present)} species, limit {park.species_limit}")
    for cell, tile in occupants.items():
        for n in orthogonal(cell):
            other = occupants.get(n)
            if other is not None and other.species is not tile.species:
                problems.append(f"{tile.code} at {cell} touches {other.code}")
    for species in present:
        pool = set(park.pool(species))
        start = next(iter(pool))
        seen, todo = {start}, [start]
        while todo:
            for n in orthogonal(todo.pop()):
                if n in pool and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if seen != pool:
            problems.append(f"{species.value} is split into several pools")
    return tuple(problems)
