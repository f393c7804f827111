"""Our own small seeded random number generator, the only source of chance.

The generator is SplitMix64: its whole state is one 64-bit integer, so it is a
plain value that fits in a frozen game state and in a JSON save.  Python's
``random`` module is deliberately not used: CPython promises only that
``random()`` itself is stable across versions, not ``shuffle`` or ``randrange``.
The functions here are pure: they take a state and return a new state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

RngState = int
"""The whole state of the generator: an integer in [0, 2**64)."""

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1, _MIX2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_SPAN = 1 << 64


def seed_state(seed: int) -> RngState:
    """Return the generator state for a user-facing seed (any integer)."""
    return seed & _MASK


def next_u64(state: RngState) -> tuple[RngState, int]:
    """Return the next state and a uniformly random 64-bit integer."""
    state = (state + _GOLDEN) & _MASK
    z = ((state ^ (state >> 30)) * _MIX1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
    return state, z ^ (z >> 31)


def below(state: RngState, n: int) -> tuple[RngState, int]:
    """Return the next state and a uniform integer in [0, n), without bias.

    (``next_u64`` is written out here and in ``shuffled``: they are the generator's
    hot loop, and a call per draw was most of their time.)

    Raises:
        ValueError: if ``n`` is not positive.
    """
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _SPAN - _SPAN % n
    while True:
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        z ^= z >> 31
        if z < limit:
            return state, z % n


def shuffled(state: RngState, items: Sequence[T]) -> tuple[RngState, tuple[T, ...]]:
    """Return the next state and the items in a uniformly random order (Fisher-Yates)."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        n = i + 1
        limit = _SPAN - _SPAN % n
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        result[i], result[j] = result[j], result[i]
    return state, tuple(result)


def choice(state: RngState, items: Sequence[T]) -> tuple[RngState, T]:
    """Return the next state and one of the items, chosen uniformly.

    Raises:
        ValueError: if ``items`` is empty.
    """
    if not items:
        raise ValueError("choice() needs at least one item")
    state, index = below(state, len(items))
    return state, items[index]


class Rng:
    """A mutable convenience wrapper for bots and tools; rules code uses the functions."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state: RngState = seed_state(seed)

    def below(self, n: int) -> int:
        """Return a uniform integer in [0, n)."""
        self.state, value = below(self.state, n)
        return value

    def choice(self, items: Sequence[T]) -> T:
        """Return one of the items, chosen uniformly (as ``choice``, one call fewer:
        bots and benchmarks pick an action with it at every decision).

        Raises:
            ValueError: if ``items`` is empty.
        """
        if not items:
            raise ValueError("choice() needs at least one item")
        self.state, index = below(self.state, len(items))
        return items[index]

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """Return the items in a uniformly random order."""
        self.state, value = shuffled(self.state, items)
        return value
