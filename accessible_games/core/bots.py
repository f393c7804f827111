"""Bots: the protocol every bot follows, and the random bot."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from accessible_games.core.rng import Rng

A = TypeVar("A")
G = TypeVar("G")

BOT_KINDS: tuple[str, ...] = ("greedy", "random")
"""The bot kinds every game offers."""


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


def make_bot_of_kind(kind: str, seed: int, greedy: Callable[[int], G]) -> RandomBot | G:
    """Return a random bot, or the game's own greedy bot made by ``greedy(seed)``.

    Raises:
        ValueError: unknown kind.
    """
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        return greedy(seed)
    raise ValueError(f"unknown bot kind {kind!r}")
