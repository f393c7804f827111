"""Bots: the protocol every bot follows, and the random bot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from accessible_games.core.rng import Rng

A = TypeVar("A")


class Bot(Protocol):
    """A bot chooses one of the legal actions, seeing only its own player's view."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """Return one element of ``legal``."""
        ...


class RandomBot:
    """Chooses uniformly among the legal actions; seeded, so reproducible."""

    def __init__(self, seed: int) -> None:
        self._rng = Rng(seed)

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        """Return a uniformly chosen legal action."""
        return self._rng.choice(legal)
