"""Zooloretto tiles: species, stall types, the animal, offspring, stall and coin tiles.

Every tile has its own identity so that tests can check it is in exactly one
place.  A tile code is the kind's key, the kind and a number: ``"camel-male1"``,
``"panda-plain7"``, ``"zebra-offspring2"``, ``"stall-food3"``, ``"coin-12"``.

>>> parse_tile("camel-female2").species
<Species.CAMEL: 'camel'>
>>> parse_tile("stall-drinks1").stall
<StallType.DRINKS: 'drinks'>
"""

from __future__ import annotations

from enum import Enum

from accessible_games.core.errors import InvalidAction
from accessible_games.core.records import record


class Species(str, Enum):
    """The eight species; the value is used in tile codes, JSON and Fluent selectors."""

    CAMEL = "camel"
    ELEPHANT = "elephant"
    FLAMINGO = "flamingo"
    KANGAROO = "kangaroo"
    LEOPARD = "leopard"
    CHIMPANZEE = "chimpanzee"
    PANDA = "panda"
    ZEBRA = "zebra"


class StallType(str, Enum):
    """The vending stall types: the base game's four (in this app: food, drinks, ice cream,
    balloons), and the two buildings of the mini-expansion that are stalls of their own type."""

    FOOD = "food"
    DRINKS = "drinks"
    ICE_CREAM = "ice-cream"
    BALLOONS = "balloons"
    RESTAURANT = "restaurant"
    SOUVENIR_SHOP = "souvenir-shop"


BASE_STALL_TYPES: tuple[StallType, ...] = (StallType.FOOD, StallType.DRINKS,
                                           StallType.ICE_CREAM, StallType.BALLOONS)
"""The four stall types of the base game, 3 tiles each."""


class TileKind(str, Enum):
    """What a tile is."""

    MALE = "male"
    FEMALE = "female"
    PLAIN = "plain"
    OFFSPRING = "offspring"
    STALL = "stall"
    COIN = "coin"
    PAVILION = "pavilion"
    """Mini-expansion: fixed on an enclosure space, the enclosure needs one animal less."""
    SITE = "site"
    """Mini-expansion construction site; its key says what it blocks: enclosure, stall, barn."""
    SPECIAL = "special"
    """Mini-expansion specialised enclosure board; its key is the species it takes."""
    BONUS = "bonus"
    """Mini-expansion bonus enclosure: polar-bear, gorilla or reindeer."""


ANIMAL_KINDS: frozenset[TileKind] = frozenset({TileKind.MALE, TileKind.FEMALE, TileKind.PLAIN,
                                               TileKind.OFFSPRING})
"""The kinds of animal tiles (offspring included)."""


SPECIES_ORDER: dict[Species, int] = {s: i for i, s in enumerate(Species)}
STALL_ORDER: dict[StallType, int] = {s: i for i, s in enumerate(StallType)}
_SPECIES_OF_KEY: dict[str, Species] = {s.value: s for s in Species}
_STALL_OF_KEY: dict[str, StallType] = {s.value: s for s in StallType}
"""The enum member of each key, looked up instead of built on every call."""
MALES = FEMALES = 2
PLAINS = 7
OFFSPRING_PER_SPECIES = 2
STALLS_PER_TYPE = 3
COIN_TILE_COUNT = 12


@record(order=True)
class Tile:
    """One tile: ``key`` is the species or stall type value (``"coin"`` for coin tiles),
    ``number`` tells copies apart."""

    key: str
    kind: TileKind
    number: int

    @property
    def code(self) -> str:
        """Return the tile's code, e.g. ``"camel-male1"`` or ``"coin-3"``."""
        if self.kind is TileKind.COIN:
            return f"coin-{self.number}"
        if self.kind is TileKind.STALL:
            return f"stall-{self.key}{self.number}"
        if self.kind is TileKind.PAVILION:
            return f"pavilion-{self.number}"
        if self.kind is TileKind.SITE:
            return f"site-{self.key}{self.number}"
        if self.kind in (TileKind.SPECIAL, TileKind.BONUS):
            return f"{self.kind.value}-{self.key}"
        return f"{self.key}-{self.kind.value}{self.number}"

    @property
    def is_animal(self) -> bool:
        """Return whether the tile is an animal (offspring included)."""
        return self.kind in ANIMAL_KINDS

    @property
    def is_stall(self) -> bool:
        """Return whether the tile is a vending stall."""
        return self.kind is TileKind.STALL

    @property
    def is_coin(self) -> bool:
        """Return whether the tile is a coin tile."""
        return self.kind is TileKind.COIN

    @property
    def is_fertile(self) -> bool:
        """Return whether the tile is a male or a female."""
        return self.kind in (TileKind.MALE, TileKind.FEMALE)

    @property
    def is_offspring(self) -> bool:
        """Return whether the tile is an offspring."""
        return self.kind is TileKind.OFFSPRING

    @property
    def is_site(self) -> bool:
        """Return whether the tile is a construction site (mini-expansion)."""
        return self.kind is TileKind.SITE

    @property
    def species(self) -> Species | None:
        """Return the animal's species, or None for stalls and coins."""
        return _SPECIES_OF_KEY[self.key] if self.kind in ANIMAL_KINDS else None

    @property
    def stall(self) -> StallType | None:
        """Return the stall's type, or None for other tiles."""
        return _STALL_OF_KEY[self.key] if self.kind is TileKind.STALL else None


def species_tiles(species: Species) -> tuple[Tile, ...]:
    """Return the 11 square tiles of ``species``: 2 male, 2 female, 7 plain."""
    key = species.value
    return (tuple(Tile(key, TileKind.MALE, n) for n in range(1, MALES + 1))
            + tuple(Tile(key, TileKind.FEMALE, n) for n in range(1, FEMALES + 1))
            + tuple(Tile(key, TileKind.PLAIN, n) for n in range(1, PLAINS + 1)))


def offspring_tiles(species: Species) -> tuple[Tile, ...]:
    """Return the 2 offspring tiles of ``species``."""
    return tuple(Tile(species.value, TileKind.OFFSPRING, n)
                 for n in range(1, OFFSPRING_PER_SPECIES + 1))


STALL_TILES: tuple[Tile, ...] = tuple(Tile(s.value, TileKind.STALL, n) for s in BASE_STALL_TYPES
                                      for n in range(1, STALLS_PER_TYPE + 1))
"""The 12 vending stalls, 3 of each type."""

COIN_TILES: tuple[Tile, ...] = tuple(Tile("coin", TileKind.COIN, n)
                                     for n in range(1, COIN_TILE_COUNT + 1))
"""The 12 coin tiles."""


RESTAURANT = Tile(StallType.RESTAURANT.value, TileKind.STALL, 1)
SOUVENIR_SHOP = Tile(StallType.SOUVENIR_SHOP.value, TileKind.STALL, 1)
PAVILIONS: tuple[Tile, ...] = (Tile("pavilion", TileKind.PAVILION, 1),
                               Tile("pavilion", TileKind.PAVILION, 2))
SITE_KINDS: tuple[str, ...] = ("enclosure", "stall", "barn")
"""What a construction site blocks: an enclosure space, a stall space, or (in the barn) points."""
SITE_TILES: tuple[Tile, ...] = tuple(Tile(kind, TileKind.SITE, n) for kind in SITE_KINDS
                                     for n in range(1, 4))
"""The 9 construction sites, 3 of each kind."""
SPECIAL_BOARDS: tuple[Tile, ...] = tuple(Tile(s.value, TileKind.SPECIAL, 1) for s in Species)
"""The 8 specialised enclosures, one per species."""
TASK_CARD_COUNT = 5
"""The task cards of the mini-expansion (their texts are in ``expansions.task_cards``)."""
BONUS_NAMES: tuple[str, ...] = ("polar-bear", "gorilla", "reindeer")
BONUS_BOARDS: dict[str, Tile] = {name: Tile(name, TileKind.BONUS, 1) for name in BONUS_NAMES}
"""The bonus enclosures given for filling the 6-space enclosure, by name."""


def all_tiles() -> tuple[Tile, ...]:
    """Return every tile in the box: animals, offspring, stalls and coin tiles."""
    return (tuple(t for s in Species for t in species_tiles(s) + offspring_tiles(s))
            + STALL_TILES + COIN_TILES)


def expansion_tiles() -> tuple[Tile, ...]:
    """Return the mini-expansions' tiles and boards."""
    return ((RESTAURANT, SOUVENIR_SHOP) + PAVILIONS + SITE_TILES + SPECIAL_BOARDS
            + tuple(BONUS_BOARDS.values()))


_BY_CODE: dict[str, Tile] = {t.code: t for t in all_tiles() + expansion_tiles()}


def parse_tile(code: str) -> Tile:
    """Return the tile named by ``code``.

    Raises:
        InvalidAction: ``zooloretto-error-unknown-tile`` (code) if no tile has that code.
    """
    tile = _BY_CODE.get(code)
    if tile is not None:
        return tile
    raise InvalidAction("zooloretto-error-unknown-tile", {"code": code})


def tile_sort_key(tile: Tile) -> tuple[int, int, str, int]:
    """Return a key that orders tiles as the box does: species, stalls, coins, then the
    mini-expansions' tiles."""
    kind = tile.kind
    if kind in ANIMAL_KINDS:
        return (0, SPECIES_ORDER[_SPECIES_OF_KEY[tile.key]], kind.value, tile.number)
    if kind is TileKind.STALL:
        return (1, STALL_ORDER[_STALL_OF_KEY[tile.key]], "", tile.number)
    if kind is TileKind.COIN:
        return (2, 0, "", tile.number)
    return (3, 0, tile.code, tile.number)


def sort_tiles(tiles: tuple[Tile, ...] | list[Tile]) -> tuple[Tile, ...]:
    """Return ``tiles`` in box order."""
    return tuple(sorted(tiles, key=tile_sort_key))
