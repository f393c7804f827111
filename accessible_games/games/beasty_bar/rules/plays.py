"""Beasty Bar actions, and the legal plays of a hand from tables built once.

A card's plays depend only on how many animals wait, except the chameleon's,
which depend on what kind of animal waits at each place (a parrot, a kangaroo,
another chameleon or any other); the plays of a whole hand without a chameleon
are kept by hand, for each queue length.  Play objects are shared: an action is a
value, and the match layer finds a listed one by identity.
"""

from __future__ import annotations

from accessible_games.core.records import record
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, STRENGTH, Animal, Card
from accessible_games.games.beasty_bar.rules.resolve import QUEUE_LIMIT, choice_options


@record
class Play:
    """Play ``card`` from the hand, with the follow-up ``choices`` (see resolve_play)."""

    card: Card
    choices: tuple[int, ...] = ()


@record
class SetAside:
    """Advanced variant, before play: leave ``card`` out of this game."""

    card: Card


Action = Play | SetAside

_PLAYS: dict[tuple[Card, tuple[int, ...]], Play] = {}


def _play(card: Card, choices: tuple[int, ...]) -> Play:
    """Return the shared Play object of ``card`` with ``choices``."""
    key = (card, choices)
    found = _PLAYS.get(key)
    if found is None:
        found = _PLAYS[key] = Play(card, choices)
    return found


_CHAMELEONS = frozenset(card for card in ALL_CARDS if STRENGTH[card] == Animal.CHAMELEON)

_BY_QUEUE_LENGTH: dict[Card, tuple[tuple[Play, ...], ...]] = {
    card: tuple(tuple(_play(card, c) for c in choice_options(("G7",) * length, card))
                for length in range(QUEUE_LIMIT))
    for card in ALL_CARDS if card not in _CHAMELEONS
}
"""Every card but the chameleon: its plays onto a queue of each length.

(The stand-in queue only fixes the length; a parrot, kangaroo or other animal
does not care who waits.)"""

_KIND: dict[Card, int] = {
    card: STRENGTH[card] if STRENGTH[card] in (Animal.PARROT, Animal.KANGAROO,
                                               Animal.CHAMELEON) else 0
    for card in ALL_CARDS}
"""What the chameleon's choices depend on in an animal: its strength if it is a parrot,
kangaroo or chameleon, else 0."""

_CHAMELEON_PLAYS: dict[tuple[Card, tuple[int, ...]], tuple[Play, ...]] = {}
"""A chameleon's plays by the kinds of the animals waiting, as met (at most 341 a card)."""

_HAND_PLAYS: dict[tuple[Card, ...], list[tuple[Play, ...] | None] | None] = {}
"""For each hand met, its plays by queue length as met (at most 561 hands of each
colour, times five lengths); None for a hand with a chameleon."""


def _chameleon_plays(card: Card, queue: tuple[Card, ...]) -> tuple[Play, ...]:
    """Return the plays of the chameleon ``card`` onto ``queue``, in choice order."""
    key = (card, tuple(map(_KIND.__getitem__, queue)))
    plays = _CHAMELEON_PLAYS.get(key)
    if plays is None:
        plays = _CHAMELEON_PLAYS[key] = tuple(_play(card, c)
                                              for c in choice_options(queue, card))
    return plays


def legal_plays(hand: tuple[Card, ...], queue: tuple[Card, ...]) -> list[Action]:
    """Return every play of ``hand`` onto ``queue``: hand order, then choice order."""
    length = len(queue)
    try:
        by_length = _HAND_PLAYS[hand]
    except KeyError:
        by_length = _HAND_PLAYS[hand] = (None if not _CHAMELEONS.isdisjoint(hand)
                                         else [None] * QUEUE_LIMIT)
    if by_length is not None:
        plays = by_length[length]
        if plays is None:
            plays = by_length[length] = tuple(play for card in hand
                                              for play in _BY_QUEUE_LENGTH[card][length])
        return list(plays)
    found: list[Action] = []
    for card in hand:
        found += _chameleon_plays(card, queue) if card in _CHAMELEONS \
            else _BY_QUEUE_LENGTH[card][length]
    return found
