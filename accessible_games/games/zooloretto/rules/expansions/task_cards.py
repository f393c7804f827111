"""Mini-expansion "task cards": one secret card per player, shown at the end.

A card names a species for plus 3 (points per complete enclosure of it), one for
plus 2, and one for 0 (no barn penalty for it).  With fewer than 5 players only
flamingo, kangaroo and leopard may be left out, so the card species are always
in play.  The card texts are not in the rulebook: these five are this app's
reconstruction, over camel, elephant, chimpanzee, panda and zebra, so that each
species is once plus 3, once plus 2 and once 0 (card N: species N, N+1, N+2 in
that order, wrapping round).
"""

from __future__ import annotations

from collections.abc import Mapping

from typing import ClassVar

from accessible_games.core import rng as rngmod
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.scoring import BARN_PENALTY
from accessible_games.games.zooloretto.rules.state import ZoolorettoState
from accessible_games.games.zooloretto.rules.tiles import TASK_CARD_COUNT, Species

CARD_SPECIES: tuple[Species, ...] = (Species.CAMEL, Species.ELEPHANT, Species.CHIMPANZEE,
                                     Species.PANDA, Species.ZEBRA)
PLUS_THREE, PLUS_TWO = 3, 2


@record
class TaskCard:
    """One task card: the species for plus 3, for plus 2, and for 0."""

    plus_three: Species
    plus_two: Species
    zero: Species


CARDS: tuple[TaskCard, ...] = tuple(
    TaskCard(CARD_SPECIES[n], CARD_SPECIES[(n + 1) % 5], CARD_SPECIES[(n + 2) % 5])
    for n in range(TASK_CARD_COUNT))
"""The five cards (our reconstruction), numbered from 0."""


@event
class TaskCardDealt(Event):
    """A player looked at their secret task card (only they hear which)."""

    key: ClassVar[str] = "zooloretto-task-card-dealt"
    player: PlayerId
    card: int

    def audience(self) -> frozenset[PlayerId] | None:
        """Only the card's owner."""
        return frozenset((self.player,))

    def redacted(self) -> Event | None:
        """The others hear that a card was dealt."""
        return TaskCardHidden(self.player)


@event
class TaskCardHidden(Event):
    """A player received a secret task card."""

    key: ClassVar[str] = "zooloretto-task-card-hidden"
    player: PlayerId


@event
class TaskCardsRevealed(Event):
    """At the end everybody shows their task card (by seat)."""

    key: ClassVar[str] = "zooloretto-task-cards-revealed"
    cards: tuple[int, ...]


def task_points(state: ZoolorettoState, player: PlayerId) -> int:
    """Return what ``player``'s card adds: plus 3 and plus 2 per complete enclosure of its
    species, and back the barn penalty of its 0 species (half with the polar bear)."""
    card = CARDS[state.task_cards[player]]
    me = state.players[player]
    points = 0
    for e in me.enclosures:
        if e.animals and e.is_complete:
            points += {card.plus_three: PLUS_THREE, card.plus_two: PLUS_TWO}.get(
                e.species or card.zero, 0)
    if card.zero in me.barn_species():
        points += BARN_PENALTY // 2 if me.has_bonus("polar-bear") else BARN_PENALTY
    return points


class TaskCards(Expansion):
    """Secret task cards."""

    name = "task-cards"
    protected_species = frozenset(CARD_SPECIES)

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Deal one card to each player; the rest go back to the box."""
        rng, mixed = rngmod.shuffled(state.rng, tuple(range(TASK_CARD_COUNT)))
        cards = tuple(mixed[:state.player_count])
        events = tuple(TaskCardDealt(seat, card) for seat, card in enumerate(cards))
        return Transition(replace(state, rng=rng, task_cards=cards), events)

    def game_end(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Show every card."""
        return Transition(state, (TaskCardsRevealed(state.task_cards),))

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """The card's points."""
        return {"task-card": task_points(state, player)}


TASK_CARDS = TaskCards()
