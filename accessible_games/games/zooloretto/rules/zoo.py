"""A player's zoo: enclosures with their stall spaces, the barn, and placement rules.

Enclosures are numbered from 0 in the order of the zoo board: the 5-space
enclosure, the 4-space one, the 6-space one, then expansion boards (and the
mini-expansions' specialised enclosures, in the order bought).  Each
enclosure owns its stall spaces ("slots"), so "a stall next to it" means a
stall on one of its own slots.

Mini-expansions put fixed tiles on animal spaces ("fixtures"): a pavilion
makes the enclosure one space smaller; a construction site blocks a space
that still counts as empty for the coin bonus and for scoring.  So an
enclosure has ``free`` spaces (an animal may still take them) and ``missing``
ones (to be complete), which differ only when a site stands there.
"""

from __future__ import annotations

from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules.tiles import Species, Tile, TileKind, sort_tiles


@record
class EnclosureSpec:
    """What an enclosure is: size, stall spaces, coin bonus when filled, points.

    Attributes:
        kind: a stable name used in JSON (``"five"``, ``"four"``, ``"six"``, ``"expansion"``).
        capacity: animal spaces.
        stall_spaces: vending stall spaces next to it.
        coins: coins earned whenever an animal fills its last space.
        full_points: points when full.
        short_points: points when exactly one space is empty.
        species: the only species it takes (specialised enclosures), or None.
    """

    kind: str
    capacity: int
    stall_spaces: int
    coins: int
    full_points: int
    short_points: int
    species: Species | None = None

    @property
    def is_base(self) -> bool:
        """Return whether it is one of the base game's enclosures (board or expansion board)."""
        return self.kind in BASE_KINDS


FIVE = EnclosureSpec("five", 5, 1, 2, 8, 5)
FOUR = EnclosureSpec("four", 4, 2, 1, 5, 4)
SIX = EnclosureSpec("six", 6, 1, 0, 10, 6)
EXPANSION = EnclosureSpec("expansion", 5, 1, 1, 9, 5)
BASE_KINDS = frozenset({"five", "four", "six", "expansion"})
BASE_LAYOUT: tuple[EnclosureSpec, ...] = (FIVE, FOUR, SIX)
"""The zoo board's enclosures in order."""

SIX_INDEX = 2
"""Where the 6-space enclosure is in every zoo."""
SPECIALISED: dict[Species, EnclosureSpec] = {
    s: EnclosureSpec(f"special-{s.value}", 2, 0, 0, 2, 1, s) for s in Species}
"""Mini-expansion: a 2-space enclosure for one species, no stall space, no coins; in this
app each animal in it scores 1 point (the rulebook gives no table)."""
SPECS: dict[str, EnclosureSpec] = {s.kind: s for s in (FIVE, FOUR, SIX, EXPANSION,
                                                        *SPECIALISED.values())}
"""Enclosure kinds by name."""


@record
class Enclosure:
    """One enclosure: its spec, its animals (placing order), its stall slots, and the fixed
    tiles (pavilions, construction sites) on animal spaces."""

    spec: EnclosureSpec
    animals: tuple[Tile, ...] = ()
    stalls: tuple[Tile | None, ...] = ()
    fixtures: tuple[Tile, ...] = ()

    @classmethod
    def empty(cls, spec: EnclosureSpec) -> Enclosure:
        """Return an empty enclosure of ``spec`` with free stall slots."""
        return cls(spec, (), (None,) * spec.stall_spaces)

    @property
    def species(self) -> Species | None:
        """Return the species living here, or None if empty."""
        return self.animals[0].species if self.animals else None

    @property
    def size(self) -> int:
        """Return the animals needed to complete it: capacity minus pavilions."""
        return self.spec.capacity - sum(1 for t in self.fixtures if t.kind is TileKind.PAVILION)

    @property
    def free(self) -> int:
        """Return the spaces an animal may still take (fixtures block theirs)."""
        return self.spec.capacity - len(self.animals) - len(self.fixtures)

    @property
    def missing(self) -> int:
        """Return the spaces missing to complete it; a site's space counts as empty."""
        return self.size - len(self.animals)

    @property
    def is_full(self) -> bool:
        """Return whether no animal can be added."""
        return self.free <= 0

    @property
    def is_complete(self) -> bool:
        """Return whether it holds all the animals it needs (for coins and points)."""
        return self.missing <= 0

    def can_take(self, tile: Tile) -> bool:
        """Return whether ``tile`` (an animal) may go in: room, the species it allows,
        and empty or the same species."""
        species = tile.species
        return (species is not None and self.free > 0
                and (self.spec.species is None or self.spec.species == species)
                and (not self.animals or self.animals[0].species == species))

    def has_stall(self) -> bool:
        """Return whether at least one stall (not a construction site) stands next to it."""
        return any(s is not None and s.is_stall for s in self.stalls)

    def with_animals(self, animals: tuple[Tile, ...]) -> Enclosure:
        """Return this enclosure holding ``animals``."""
        return replace(self, animals=animals)

    def with_fixture(self, tile: Tile) -> Enclosure:
        """Return this enclosure with ``tile`` fixed on a free animal space."""
        return replace(self, fixtures=self.fixtures + (tile,))

    def with_stall(self, slot: int, stall: Tile | None) -> Enclosure:
        """Return this enclosure with ``stall`` (or nothing) on ``slot``."""
        stalls = list(self.stalls)
        stalls[slot] = stall
        return replace(self, stalls=tuple(stalls))


def barn_species(barn: tuple[Tile, ...]) -> tuple[Species, ...]:
    """Return the different species in the barn, in box order."""
    present = {t.species for t in barn if t.is_animal}
    return tuple(s for s in Species if s in present)


def barn_group(barn: tuple[Tile, ...], species: Species) -> tuple[Tile, ...]:
    """Return every animal of ``species`` in the barn, in box order."""
    return sort_tiles([t for t in barn if t.species == species])


def without(tiles: tuple[Tile, ...], gone: tuple[Tile, ...] | Tile) -> tuple[Tile, ...]:
    """Return ``tiles`` minus ``gone`` (one tile or several)."""
    drop = {gone} if isinstance(gone, Tile) else set(gone)
    return tuple(t for t in tiles if t not in drop)
