"""Bots: the protocol every bot follows, the random bot, and a bot's dice as plain values.

A seeded bot remembers nothing between decisions but its generators (``Rng``): its own
and those of the bots it consults.  ``dice_states`` and ``set_dice_states`` read and set
them as integers, so a save can hold them and a resumed bot chooses as it would have.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from accessible_games.core.rng import Rng

A = TypeVar("A")
G = TypeVar("G")

BOT_KINDS: tuple[str, ...] = ("random", "greedy", "strong")
"""The bot kinds every game offers, weakest first (the menus call them easy, normal and
strong): random moves, the game's own greedy bot, and the search bot of ``core.search``
(``core.search.make_bot`` makes it from the game's rules and greedy bot)."""


class Bot(Protocol):
    """A bot chooses one of the legal actions, seeing only its own player's view."""

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """Return one element of ``legal``."""
        ...


class SeededBot:
    """A bot whose only memory between decisions is its seeded generator ``_rng`` (and
    those of the bots it consults, which ``dice`` then adds)."""

    def __init__(self, seed: int) -> None:
        self._rng = Rng(seed)

    def dice(self) -> list[Rng]:
        """Return the generators the bot remembers between decisions, in a fixed order."""
        return [self._rng]


class RandomBot(SeededBot):
    """Chooses uniformly among the legal actions; seeded, so reproducible."""

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        """Return a uniformly chosen legal action."""
        return self._rng.choice(legal)


def dice_states(bot: object) -> list[int]:
    """Return the states of ``bot``'s generators (none for a bot that is not a
    ``SeededBot``, such as a test's scripted one)."""
    return [rng.state for rng in bot.dice()] if isinstance(bot, SeededBot) else []


def set_dice_states(bot: object, states: object) -> bool:
    """Set ``bot``'s generators to ``states`` (from ``dice_states``, read from an untrusted
    save); return False, changing nothing, unless they are as many 64-bit integers."""
    dice = bot.dice() if isinstance(bot, SeededBot) else []
    if not isinstance(states, list) or len(states) != len(dice) \
            or not all(type(s) is int and 0 <= s < 2**64 for s in states):
        return False
    for rng, state in zip(dice, states):
        rng.state = state
    return True


def make_bot_of_kind(kind: str, seed: int, greedy: Callable[[int], G]) -> RandomBot | G:
    """Return a random bot, or the game's own greedy bot made by ``greedy(seed)`` (the
    strong bot is made by ``core.search.make_bot``).

    Raises:
        ValueError: unknown kind, or "strong".
    """
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        return greedy(seed)
    raise ValueError(f"unknown bot kind {kind!r}")
