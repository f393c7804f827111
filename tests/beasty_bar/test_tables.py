"""The tables the engine works from give what the rules say, case by case.

Legal plays come from tables built once, and the recurring phase is skipped when
no hippo, crocodile or giraffe has anything ahead to act on; both must give exactly
what working everything out each time gives.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.beasty_bar.rules import GAME, Play, choice_options
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules import resolve
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, Card
from accessible_games.games.beasty_bar.rules.plays import legal_plays
from accessible_games.games.beasty_bar.rules.resolve import play_into


def _cases(count: int, seed: int) -> list[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Return random hands (strongest first, a chameleon in about a third) and queues."""
    dice = random.Random(seed)
    cases = []
    for _ in range(count):
        cards = dice.sample(ALL_CARDS, 8)
        hand = tuple(sorted(cards[:dice.randint(1, 4)], key=lambda c: -int(c[1:])))
        cases.append((hand, tuple(cards[4:4 + dice.randint(0, 4)])))
    return cases


def test_legal_plays_are_every_card_with_every_choice_in_order() -> None:
    """Hand order, then each card's choice options in order; asked twice, the same."""
    for hand, queue in _cases(3000, seed=1):
        expected = [Play(card, choices) for card in hand
                    for choices in choice_options(list(queue), card)]
        assert legal_plays(hand, queue) == expected
        assert legal_plays(hand, queue) == expected


def test_a_returned_list_is_the_callers_own() -> None:
    """Changing the list given back does not change the next answer."""
    for hand in (("R12", "R9", "R4", "R2"), ("R12", "R9", "R5", "R2")):
        first = legal_plays(hand, ("G7", "Y3"))
        expected = list(first)
        first.clear()
        assert legal_plays(hand, ("G7", "Y3")) == expected != []


def test_legal_actions_of_a_game_in_play_are_the_tables() -> None:
    """Through the Game protocol: the player to move gets the table's plays."""
    state = GAME.new_game([PlayerSpec("a"), PlayerSpec("b")], {}, 3).state
    player = state.current
    assert GAME.legal_actions(state, player) == legal_plays(state.hands[player], state.queue)
    assert GAME.legal_actions(state, 1 - player) == []


def _played(queue: tuple[Card, ...], card: Card,
            choices: tuple[int, ...]) -> tuple[list[Card], list[Card], list[Card], list[Event]]:
    work, log = list(queue), []
    entered, out = play_into(work, card, choices, log)
    return work, entered, out, log


def test_skipping_a_recurring_phase_that_would_change_nothing_changes_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every play gives the same queue, bar, THAT'S IT and events as when the recurring
    phase always runs."""
    dice = random.Random(5)
    cases = []
    for _ in range(4000):
        cards = dice.sample(ALL_CARDS, 5)
        queue, card = tuple(cards[:dice.randint(0, 4)]), cards[4]
        cases.append((queue, card, dice.choice(choice_options(list(queue), card))))
    quick = [_played(*case) for case in cases]
    every_pair = frozenset((ahead, behind) for ahead in ALL_CARDS for behind in ALL_CARDS)
    monkeypatch.setattr(resolve, "_ACTS_ON", every_pair)
    assert [_played(*case) for case in cases] == quick
    assert any(recurring for *_, log in quick for recurring in log
               if getattr(recurring, "recurring", False))


def test_shared_events_equal_those_built_anew() -> None:
    """The shared constructors give the events the classes build, one object each."""
    assert ev.card_played(1, "R2") == ev.CardPlayed(1, "R2")
    assert ev.card_played(1, "R2") is ev.card_played(1, "R2")
    assert ev.card_drawn(0, "G7", 3) == ev.CardDrawn(0, "G7", 3) != ev.card_drawn(0, "G7", 2)
    assert ev.no_effect("Y12").is_visible_to(None) and ev.card_drawn(0, "G7", 3).audience() == {0}
