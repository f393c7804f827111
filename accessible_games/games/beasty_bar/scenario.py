"""Beasty Bar scenarios: positions written as card codes, one play to make.

The position names the queue (gate first), and optionally the bar, THAT'S IT,
the hand of the player to move (default: just the card to play) and the
variant.  The player to move owns the played card's colour and sits first;
the three other colours sit after, each with up to 4 of its remaining cards
in hand, so the game goes on after the play.  The expected outcome is the
queue afterwards, the animals that entered the bar and those sent to
THAT'S IT during the play, in order; optionally (``jumped``) the animals a
kangaroo jumped over, in queue order, for a play whose outcome alone would not
tell how far it jumped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.games.beasty_bar.rules.cards import (
    COLOUR_OF, SEAT_COLOURS, STRENGTH, Animal, Card, cards_of,
)
from accessible_games.games.beasty_bar.rules.events import KangarooJumps
from accessible_games.games.beasty_bar.rules.notation import parse_card
from accessible_games.games.beasty_bar.rules.resolve import QUEUE_LIMIT
from accessible_games.games.beasty_bar.rules.state import (
    GAME, HAND_SIZE, BeastyBarState, Phase, Play, Variant,
)
from accessible_games.scenarios import (
    Scenario, Step, check_keys, check_teaches, fail, mismatches,
)

POSITION_KEYS = {"variant", "queue", "hand", "bar", "thats_it"}
EXPECTED_KEYS = {"queue", "entered", "thats_it"}
"""What ``expected`` must give."""
OPTIONAL_EXPECTED_KEYS = {"jumped"}
"""What ``expected`` may give besides: the animals a kangaroo jumped over."""
ANIMAL_KEYS = {animal.name.lower() for animal in Animal}
"""The words allowed in ``teaches``: "lion", "hippo", ... "skunk"."""


def _cards(scenario: Scenario, where: str, value: Any) -> tuple[Card, ...]:
    """Return a list of canonical card codes, or raise ScenarioError."""
    if not isinstance(value, list):
        raise fail(scenario, f"{where} must be a list of card codes")
    cards = []
    for item in value:
        try:
            card = parse_card(item) if isinstance(item, str) else ""
        except GameError:
            card = ""
        if card != item:
            raise fail(scenario, f"{where}: {item!r} is not a card code")
        cards.append(card)
    return tuple(cards)


def _position(scenario: Scenario) -> dict[str, tuple[Card, ...]]:
    """Return the position's card lists (hand filled in), checked."""
    position = check_keys(scenario, "position", scenario.position, POSITION_KEYS, {"queue"})
    play = action_of(scenario)
    lists = {key: _cards(scenario, key, position.get(key, [])) for key in ("queue", "bar",
                                                                           "thats_it")}
    lists["hand"] = _cards(scenario, "hand", position.get("hand", [play.card]))
    every = [card for cards in lists.values() for card in cards]
    if len(set(every)) != len(every):
        raise fail(scenario, "a card appears twice")
    if len(lists["queue"]) >= QUEUE_LIMIT:
        raise fail(scenario, f"the queue holds at most {QUEUE_LIMIT - 1}")
    hand = lists["hand"]
    if play.card not in hand or len(hand) > HAND_SIZE or \
            any(COLOUR_OF[c] != COLOUR_OF[play.card] for c in hand):
        raise fail(scenario, "the hand must hold the played card, in its colour, at most 4 cards")
    return lists


def action_of(scenario: Scenario) -> Play:
    """Return the scenario's move as a Play.

    Raises:
        ScenarioError: the move is not a Beasty Bar play.
    """
    try:
        action = GAME.action_from_json(scenario.move)
    except ValueError:
        raise fail(scenario, "move is not a Beasty Bar action") from None
    if not isinstance(action, Play):
        raise fail(scenario, "the move must be a play")
    return action


class BeastyBarAdapter:
    """Builds and checks Beasty Bar scenarios."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless the position, move and expectation fit Beasty Bar
        (whether the move is legal, ``play_scenario`` finds out)."""
        self._variant(scenario)
        _position(scenario)
        check_teaches(scenario, ANIMAL_KEYS)
        expected = check_keys(scenario, "expected", scenario.expected,
                              EXPECTED_KEYS | OPTIONAL_EXPECTED_KEYS, EXPECTED_KEYS)
        for key, value in expected.items():
            _cards(scenario, f"expected {key}", value)

    @staticmethod
    def _variant(scenario: Scenario) -> Variant:
        try:
            return Variant(scenario.position.get("variant", Variant.BASIC.value))
        except ValueError:
            raise fail(scenario, "unknown variant") from None

    def build(self, scenario: Scenario) -> tuple[BeastyBarState, PlayerId]:
        """Return the position as a state; the player to move sits at seat 0."""
        lists = _position(scenario)
        own = COLOUR_OF[action_of(scenario).card]
        colours = (own,) + tuple(c for c in SEAT_COLOURS if c is not own)
        used = {card for cards in lists.values() for card in cards}
        hands: list[tuple[Card, ...]] = [lists["hand"]]
        piles: list[tuple[Card, ...]] = [()]
        for colour in colours[1:]:
            rest = sorted((c for c in cards_of(colour) if c not in used),
                          key=STRENGTH.__getitem__, reverse=True)
            hands.append(tuple(rest[:HAND_SIZE]))
            piles.append(tuple(rest[HAND_SIZE:]))
        state = BeastyBarState(
            variant=self._variant(scenario), colours=colours, hands=tuple(hands),
            piles=tuple(piles), set_aside=tuple(() for _ in colours), queue=lists["queue"],
            bar=lists["bar"], thats_it=lists["thats_it"], current=0, first=0,
            phase=Phase.PLAY, turn=0, rng=rngmod.seed_state(0))
        return state, 0

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move: one play by the player at seat 0."""
        return [(0, action_of(scenario))]

    def seat_count(self, state: BeastyBarState) -> int:
        """Return the number of colours at the table (always 4 here)."""
        return len(state.colours)

    def differences(self, scenario: Scenario, before: Any, after: Any,
                    events: Sequence[Event]) -> list[str]:
        """Return how the play's result differs from the expected queue, bar and THAT'S IT
        (and the animals jumped over), as "queue: expected [...], got [...]"."""
        actual = {
            "queue": list(after.queue),
            "entered": list(after.bar[len(before.bar):]),
            "thats_it": list(after.thats_it[len(before.thats_it):]),
            "jumped": [card for e in events if isinstance(e, KangarooJumps) for card in e.over],
        }
        return mismatches((key, scenario.expected[key], actual[key])
                          for key in sorted(scenario.expected))
