"""Aquaretto tiles: species, symbols, the animal, offspring and coin tiles, and their codes.

Every tile has its own identity so that tests can check it is in exactly one
place.  A tile code is the species, the kind and a number: ``"orca-male1"``,
``"penguin-fish4"``, ``"dolphin-lightning2"``, ``"turtle-plain1"``,
``"hippo-offspring2"``; coin tiles are ``"coin-1"`` to ``"coin-10"``.
"""

from __future__ import annotations

from enum import Enum

from accessible_games.core.errors import InvalidAction
from accessible_games.core.records import record


class Species(str, Enum):
    """The eight species; the value is used in tile codes, JSON and Fluent selectors."""

    DOLPHIN = "dolphin"
    ORCA = "orca"
    SEA_LION = "sea-lion"
    POLAR_BEAR = "polar-bear"
    PENGUIN = "penguin"
    TURTLE = "turtle"
    CROCODILE = "crocodile"
    HIPPO = "hippo"

    @property
    def is_trainable(self) -> bool:
        """Return whether a trainer scores for this species (dolphin, orca, sea lion)."""
        return self in TRAINABLE


TRAINABLE: frozenset[Species] = frozenset({Species.DOLPHIN, Species.ORCA, Species.SEA_LION})
"""The species trainers score for; they carry lightning instead of fish, and are never removed."""

REMOVABLE: tuple[Species, ...] = tuple(s for s in Species if s not in TRAINABLE)
"""The species that may be left out with fewer than 5 players."""

SPECIES_ORDER: dict[Species, int] = {s: i for i, s in enumerate(Species)}


class TileKind(str, Enum):
    """What a tile is: an animal with its one symbol (or none), an offspring, or a coin."""

    MALE = "male"
    FEMALE = "female"
    FISH = "fish"
    LIGHTNING = "lightning"
    PLAIN = "plain"
    OFFSPRING = "offspring"
    COIN = "coin"


@record(order=True)
class Tile:
    """One tile.  ``species`` is None only for coin tiles; ``number`` tells copies apart."""

    kind: TileKind
    species: Species | None
    number: int

    @property
    def is_coin(self) -> bool:
        """Return whether this is a coin tile (it goes to the purse, never into the park)."""
        return self.kind is TileKind.COIN

    @property
    def is_animal(self) -> bool:
        """Return whether the tile shows an animal (square animal tile or offspring)."""
        return self.species is not None

    @property
    def is_offspring(self) -> bool:
        """Return whether this is a round offspring tile."""
        return self.kind is TileKind.OFFSPRING

    @property
    def is_fertile(self) -> bool:
        """Return whether the tile shows a fertile male or female."""
        return self.kind is TileKind.MALE or self.kind is TileKind.FEMALE

    @property
    def has_fish(self) -> bool:
        """Return whether the tile carries the fish symbol (keepers score for it)."""
        return self.kind is TileKind.FISH

    @property
    def has_lightning(self) -> bool:
        """Return whether the tile carries lightning (trainers do not score for it)."""
        return self.kind is TileKind.LIGHTNING

    @property
    def is_trainable(self) -> bool:
        """Return whether a trainer next to this tile scores a point for it."""
        return self.species is not None and self.species in TRAINABLE and not self.has_lightning

    @property
    def code(self) -> str:
        """Return the tile code, e.g. ``"orca-male1"``.

        >>> Tile(TileKind.FISH, Species.POLAR_BEAR, 3).code
        'polar-bear-fish3'
        """
        if self.species is None:
            return f"coin-{self.number}"
        return f"{self.species.value}-{self.kind.value}{self.number}"


COIN_TILE_COUNT = 10
TILES_PER_SPECIES = 11
OFFSPRING_PER_SPECIES = 2


def species_tiles(species: Species) -> tuple[Tile, ...]:
    """Return the 11 square tiles of ``species``: 2 male, 2 female, then 6 fish + 1 plain
    (polar bear, penguin, turtle, crocodile, hippo) or 2 lightning + 5 plain (the others).

    >>> [t.code for t in species_tiles(Species.ORCA)][:5]
    ['orca-male1', 'orca-male2', 'orca-female1', 'orca-female2', 'orca-lightning1']
    """
    tiles = [Tile(TileKind.MALE, species, 1), Tile(TileKind.MALE, species, 2),
             Tile(TileKind.FEMALE, species, 1), Tile(TileKind.FEMALE, species, 2)]
    if species in TRAINABLE:
        tiles += [Tile(TileKind.LIGHTNING, species, n) for n in (1, 2)]
        tiles += [Tile(TileKind.PLAIN, species, n) for n in range(1, 6)]
    else:
        tiles += [Tile(TileKind.FISH, species, n) for n in range(1, 7)]
        tiles.append(Tile(TileKind.PLAIN, species, 1))
    return tuple(tiles)


def offspring_tiles(species: Species) -> tuple[Tile, ...]:
    """Return the two round offspring tiles of ``species``."""
    return tuple(Tile(TileKind.OFFSPRING, species, n) for n in range(1, OFFSPRING_PER_SPECIES + 1))


COIN_TILES: tuple[Tile, ...] = tuple(Tile(TileKind.COIN, None, n)
                                     for n in range(1, COIN_TILE_COUNT + 1))
"""The ten coin tiles shuffled into the stacks."""

ALL_SQUARE_TILES: tuple[Tile, ...] = tuple(t for s in Species for t in species_tiles(s))
"""All 88 square animal tiles of the box."""

_BY_CODE: dict[str, Tile] = {t.code: t for t in (
    *ALL_SQUARE_TILES, *COIN_TILES, *(t for s in Species for t in offspring_tiles(s)))}


def parse_tile(code: str) -> Tile:
    """Return the tile with ``code`` (as made by ``Tile.code``).

    Raises:
        InvalidAction: no tile has this code.

    >>> parse_tile("sea-lion-female2")
    Tile(kind=<TileKind.FEMALE: 'female'>, species=<Species.SEA_LION: 'sea-lion'>, number=2)
    """
    tile = _BY_CODE.get(code) if isinstance(code, str) else None
    if tile is None:
        raise InvalidAction("aquaretto-error-unknown-tile", {"code": str(code)[:30]})
    return tile


def is_tile_code(code: object) -> bool:
    """Return whether ``code`` names a tile."""
    return isinstance(code, str) and code in _BY_CODE


def tile_sort_key(tile: Tile) -> tuple[int, str, int]:
    """Return a key listing tiles by species (box order), then kind, then number."""
    species = SPECIES_ORDER[tile.species] if tile.species is not None else len(SPECIES_ORDER)
    return (species, tile.kind.value, tile.number)

