"""A player's zoo: enclosures with their stall spaces, the barn, and placement rules.

Enclosures are numbered from 0 in the order of the zoo board: the 5-space
enclosure, the 4-space one, the 6-space one, then expansion boards.  Each
enclosure owns its stall spaces ("slots"), so "a stall next to it" means a
stall on one of its own slots.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from accessible_games.games.zooloretto.tiles import Species, Tile, sort_tiles


@dataclass(frozen=True, slots=True)
class EnclosureSpec:
    """What an enclosure is: size, stall spaces, coin bonus when filled, points.

    Attributes:
        kind: a stable name used in JSON (``"five"``, ``"four"``, ``"six"``, ``"expansion"``).
        capacity: animal spaces.
        stall_spaces: vending stall spaces next to it.
        coins: coins earned whenever an animal fills its last space.
        full_points: points when full.
        short_points: points when exactly one space is empty.
    """

    kind: str
    capacity: int
    stall_spaces: int
    coins: int
    full_points: int
    short_points: int


FIVE = EnclosureSpec("five", 5, 1, 2, 8, 5)
FOUR = EnclosureSpec("four", 4, 2, 1, 5, 4)
SIX = EnclosureSpec("six", 6, 1, 0, 10, 6)
EXPANSION = EnclosureSpec("expansion", 5, 1, 1, 9, 5)
BASE_LAYOUT: tuple[EnclosureSpec, ...] = (FIVE, FOUR, SIX)
"""The zoo board's enclosures in order."""

SPECS: dict[str, EnclosureSpec] = {s.kind: s for s in (FIVE, FOUR, SIX, EXPANSION)}
"""Enclosure kinds by name; expansions may add their own."""


@dataclass(frozen=True, slots=True)
class Enclosure:
    """One enclosure: its spec, its animals (placing order) and its stall slots."""

    spec: EnclosureSpec
    animals: tuple[Tile, ...] = ()
    stalls: tuple[Tile | None, ...] = ()

    @classmethod
    def empty(cls, spec: EnclosureSpec) -> Enclosure:
        """Return an empty enclosure of ``spec`` with free stall slots."""
        return cls(spec, (), (None,) * spec.stall_spaces)

    @property
    def species(self) -> Species | None:
        """Return the species living here, or None if empty."""
        return self.animals[0].species if self.animals else None

    @property
    def free(self) -> int:
        """Return the number of empty animal spaces."""
        return self.spec.capacity - len(self.animals)

    @property
    def is_full(self) -> bool:
        """Return whether every animal space is taken."""
        return self.free <= 0

    def can_take(self, tile: Tile) -> bool:
        """Return whether ``tile`` (an animal) may go in: room, and empty or same species."""
        return (tile.is_animal and self.free > 0
                and (not self.animals or self.species == tile.species))

    def has_stall(self) -> bool:
        """Return whether at least one stall stands next to it."""
        return any(s is not None for s in self.stalls)

    def with_animals(self, animals: tuple[Tile, ...]) -> Enclosure:
        """Return this enclosure holding ``animals``."""
        return replace(self, animals=animals)

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
