"""Everything that can happen in Beasty Bar, one event per Fluent message."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import ClassVar, ParamSpec, TypeVar, cast

from accessible_games.core.events import Event, PlayerId, event
from accessible_games.games.beasty_bar.rules.cards import Card

P = ParamSpec("P")
E = TypeVar("E", bound=Event)


@event
class GameStarted(Event):
    """The table is ready: how many players, which variant, who starts."""

    key: ClassVar[str] = "beasty-bar-game-started"
    players: int
    variant: str
    first: PlayerId


@event
class SetAsideBegins(Event):
    """Advanced variant: every player now picks 4 animals to leave out."""

    key: ClassVar[str] = "beasty-bar-set-aside-begins"


@event
class CardSetAside(Event):
    """A player put one of their animals aside (only they hear which)."""

    key: ClassVar[str] = "beasty-bar-card-set-aside"
    player: PlayerId
    card: Card
    remaining: int

    def audience(self) -> frozenset[PlayerId] | None:
        return frozenset({self.player})


@event
class SetAsideDone(Event):
    """A player has finished setting their 4 animals aside."""

    key: ClassVar[str] = "beasty-bar-set-aside-done"
    player: PlayerId


@event
class HandDealt(Event):
    """A player's starting hand, heard by that player only."""

    key: ClassVar[str] = "beasty-bar-hand-dealt"
    player: PlayerId
    cards: tuple[Card, ...]

    def audience(self) -> frozenset[PlayerId] | None:
        return frozenset({self.player})


@event
class PlayBegins(Event):
    """Hands are dealt and the first player is about to play."""

    key: ClassVar[str] = "beasty-bar-play-begins"
    first: PlayerId


@event
class CardPlayed(Event):
    """A player put an animal at the end of the queue."""

    key: ClassVar[str] = "beasty-bar-card-played"
    player: PlayerId
    card: Card


@event
class NoEffect(Event):
    """The animal just played found nothing to act on."""

    key: ClassVar[str] = "beasty-bar-no-effect"
    card: Card


@event
class ZebraJoins(Event):
    """A zebra was played: it has no action, but no hippo or crocodile can pass it."""

    key: ClassVar[str] = "beasty-bar-zebra-joins"
    card: Card


@event
class BlockedByZebra(Event):
    """A hippo or crocodile just played (or a chameleon as one) stands behind a zebra:
    it cannot pass it and stays where it is."""

    key: ClassVar[str] = "beasty-bar-blocked-by-zebra"
    card: Card
    zebra: Card


@event
class LionTakesFront(Event):
    """A lone lion scared the monkeys away and went to the front."""

    key: ClassVar[str] = "beasty-bar-lion-takes-front"
    card: Card
    scared: tuple[Card, ...]


@event
class LionMeetsLion(Event):
    """A second lion arrived; it goes straight to THAT'S IT."""

    key: ClassVar[str] = "beasty-bar-lion-meets-lion"
    card: Card
    other: Card


@event
class HippoPushes(Event):
    """A hippo pushed past weaker animals towards the gate."""

    key: ClassVar[str] = "beasty-bar-hippo-pushes"
    card: Card
    passed: tuple[Card, ...]
    recurring: bool


@event
class CrocodileEats(Event):
    """A crocodile ate the weaker animals in front of it."""

    key: ClassVar[str] = "beasty-bar-crocodile-eats"
    card: Card
    eaten: tuple[Card, ...]
    recurring: bool


@event
class SnakeSorts(Event):
    """A snake sorted the queue by strength."""

    key: ClassVar[str] = "beasty-bar-snake-sorts"
    card: Card
    queue: tuple[Card, ...]


@event
class GiraffeJumps(Event):
    """A giraffe stepped past the weaker animal in front of it."""

    key: ClassVar[str] = "beasty-bar-giraffe-jumps"
    card: Card
    over: Card
    recurring: bool


@event
class SealTurns(Event):
    """A seal swapped the gate and the exit: the queue is reversed."""

    key: ClassVar[str] = "beasty-bar-seal-turns"
    card: Card
    queue: tuple[Card, ...]


@event
class ChameleonCopies(Event):
    """A chameleon takes on another animal's action for this play."""

    key: ClassVar[str] = "beasty-bar-chameleon-copies"
    card: Card
    target: Card


@event
class MonkeysRiot(Event):
    """A monkey gang chased hippos and crocodiles away and took the front."""

    key: ClassVar[str] = "beasty-bar-monkeys-riot"
    card: Card
    expelled: tuple[Card, ...]
    monkeys: tuple[Card, ...]


@event
class KangarooJumps(Event):
    """A kangaroo jumped over one or two animals."""

    key: ClassVar[str] = "beasty-bar-kangaroo-jumps"
    card: Card
    over: tuple[Card, ...]


@event
class ParrotScares(Event):
    """A parrot sent one animal to THAT'S IT."""

    key: ClassVar[str] = "beasty-bar-parrot-scares"
    card: Card
    victim: Card


@event
class SkunkStinks(Event):
    """A skunk drove out the two strongest species."""

    key: ClassVar[str] = "beasty-bar-skunk-stinks"
    card: Card
    expelled: tuple[Card, ...]


@event
class GateOpens(Event):
    """Five animals waited: two entered the bar and the last was kicked out."""

    key: ClassVar[str] = "beasty-bar-gate-opens"
    entered: tuple[Card, ...]
    kicked: Card


@event
class CardDrawnHidden(Event):
    """Someone drew a card; what it is stays with them."""

    key: ClassVar[str] = "beasty-bar-card-drawn-hidden"
    player: PlayerId


@event
class CardDrawn(Event):
    """A player drew a card, heard by that player only."""

    key: ClassVar[str] = "beasty-bar-card-drawn"
    player: PlayerId
    card: Card
    pile_left: int

    def audience(self) -> frozenset[PlayerId] | None:
        return frozenset({self.player})

    def redacted(self) -> Event | None:
        return CardDrawnHidden(self.player)


@event
class GameEnded(Event):
    """No player has cards left; the bar is counted."""

    key: ClassVar[str] = "beasty-bar-game-ended"
    scores: tuple[int, ...]
    places: tuple[int, ...]
    tie_break: str


def _shared(kind: Callable[P, E]) -> Callable[P, E]:
    """Return ``kind`` as a constructor that makes one object for equal events."""
    return cast(Callable[P, E], lru_cache(maxsize=None)(kind))


# Events are values, and these come with nearly every play in a few hundred versions
# (a seat and a card, and the cards left in the pile), or in a few thousand at most (an
# animal and the one or two it acts on): the rules share one object for each instead of
# building it anew.  Events that carry a whole queue or what a crocodile ate come in too
# many versions to keep.
card_played = _shared(CardPlayed)
card_drawn = _shared(CardDrawn)
no_effect = _shared(NoEffect)
zebra_joins = _shared(ZebraJoins)
blocked_by_zebra = _shared(BlockedByZebra)
lion_meets_lion = _shared(LionMeetsLion)
giraffe_jumps = _shared(GiraffeJumps)
chameleon_copies = _shared(ChameleonCopies)
kangaroo_jumps = _shared(KangarooJumps)
parrot_scares = _shared(ParrotScares)
