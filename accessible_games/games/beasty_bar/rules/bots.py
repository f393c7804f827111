"""Beasty Bar bots: the greedy bot looks one play ahead on the public queue."""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.bots import RandomBot, SeededBot, make_bot_of_kind
from accessible_games.games.beasty_bar.rules.cards import (
    CARD_POINTS, COLOUR_OF, POINTS, STRENGTH, Animal, Card,
)
from accessible_games.games.beasty_bar.rules.resolve import play_into
from accessible_games.games.beasty_bar.rules.state import (
    Action, BeastyBarView, Play, SetAside, Variant,
)

ENTER_WEIGHT = 10.0
LOSS_WEIGHT = 6.0
OPPONENT_ENTER_WEIGHT = 8.0
OPPONENT_OUT_WEIGHT = 4.0
KEEP_STRONG_WEIGHT = 0.05

# How much a card is worth keeping for play (advanced variant set-aside).
_USEFULNESS: dict[Animal, int] = {
    Animal.LION: 5, Animal.HIPPO: 4, Animal.CROCODILE: 6, Animal.SNAKE: 3,
    Animal.GIRAFFE: 4, Animal.ZEBRA: 3, Animal.SEAL: 2, Animal.CHAMELEON: 3,
    Animal.MONKEY: 2, Animal.KANGAROO: 4, Animal.PARROT: 6, Animal.SKUNK: 4,
}


class GreedyBot(SeededBot):
    """Plays the card whose immediate result is best for its own colour.

    Own animals into the bar count most, opponents' animals out of the queue
    count for it, and own animals close to the gate are worth a little.  Among
    equal plays it keeps its stronger cards; exact ties go to its seeded dice.
    """

    def choose(self, view: BeastyBarView, legal: Sequence[Action]) -> Action:
        """Return the best-looking legal action for ``view.player``."""
        if isinstance(legal[0], SetAside):
            return min(legal, key=lambda a: (_USEFULNESS[Animal(STRENGTH[a.card])]
                                             + POINTS[Animal(STRENGTH[a.card])], a.card))
        assert view.player is not None
        colour = view.colours[view.player]
        best: list[Action] = []
        best_score = float("-inf")
        for action in legal:
            assert isinstance(action, Play)
            score = self._score(view, colour, action)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return self._rng.choice(best)

    def _score(self, view: BeastyBarView, colour: object, action: Play) -> float:
        queue = list(view.queue)
        entered, out = play_into(queue, action.card, action.choices, None)
        advanced = view.variant is Variant.ADVANCED

        def value(card: Card) -> float:
            return float(CARD_POINTS[card]) if advanced else 1.0

        score = 0.0
        for card in entered:
            mine = COLOUR_OF[card] == colour
            score += ENTER_WEIGHT * value(card) if mine else -OPPONENT_ENTER_WEIGHT * value(card)
        for card in out:
            mine = COLOUR_OF[card] == colour
            score += -LOSS_WEIGHT * value(card) if mine else OPPONENT_OUT_WEIGHT * value(card)
        for index, card in enumerate(queue):
            closeness = (5 - index) / 5
            score += closeness if COLOUR_OF[card] == colour else -0.5 * closeness
        score -= KEEP_STRONG_WEIGHT * STRENGTH[action.card]
        return score


def make_bot(kind: str, seed: int) -> RandomBot | GreedyBot:
    """Return a bot by kind name ("random" or "greedy").

    Raises:
        ValueError: unknown kind.
    """
    return make_bot_of_kind(kind, seed, GreedyBot)
