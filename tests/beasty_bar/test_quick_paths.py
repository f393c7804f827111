"""The quick paths of the rules give what the plain ones would.

``apply`` and ``new_game`` build states from a dictionary of fields rather than through
the dataclass, hands take the drawn card in place, ``outcome`` counts without nested
generators and the events of most animals are shared objects: each must give exactly
what the straightforward way gives.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.core.rng import Rng
from accessible_games.games.beasty_bar.rules import GAME, BeastyBarState, Phase, Variant
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import (
    ALL_CARDS, CARD_POINTS, COLOUR_OF, STRENGTH, by_strength,
)


@pytest.mark.parametrize(("shared", "kind", "fields"), [
    (ev.zebra_joins, ev.ZebraJoins, ("G7",)),
    (ev.blocked_by_zebra, ev.BlockedByZebra, ("R11", "B7")),
    (ev.lion_meets_lion, ev.LionMeetsLion, ("Y12", "G12")),
    (ev.giraffe_jumps, ev.GiraffeJumps, ("B8", "R3", True)),
    (ev.chameleon_copies, ev.ChameleonCopies, ("R5", "G2")),
    (ev.kangaroo_jumps, ev.KangarooJumps, ("G3", ("R7", "B1"))),
    (ev.parrot_scares, ev.ParrotScares, ("Y2", "R12")),
])
def test_shared_events_equal_those_built_anew(shared: Callable[..., Event],
                                              kind: type[Event],
                                              fields: tuple[object, ...]) -> None:
    """Each shared constructor gives the event its class builds, one object for equal
    fields and another for different ones."""
    assert shared(*fields) == kind(*fields)
    assert shared(*fields) is shared(*fields)
    assert type(shared(*fields)) is kind
    if kind is ev.GiraffeJumps:
        assert shared("B8", "R3", False) != shared(*fields)


def _states(players: int, seed: int) -> list[BeastyBarState]:
    """Return every state of one random game."""
    specs = [PlayerSpec(f"P{seat}") for seat in range(players)]
    state: BeastyBarState = GAME.new_game(specs, {}, seed).state
    chooser = Rng(seed)
    states = [state]
    while movers := GAME.to_move(state):
        player = min(movers)
        state = GAME.apply(state, player, chooser.choice(GAME.legal_actions(state, player))).state
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4])
def test_states_built_from_fields_are_the_dataclass_states(players: int) -> None:
    """Every state of a game equals the one its fields make through ``__init__``, hashes
    alike, has no attribute beyond its fields and takes ``dataclasses.replace``; every
    hand stays strongest first."""
    names = [field.name for field in dataclasses.fields(BeastyBarState)]
    for seed in range(20):
        for state in _states(players, seed):
            rebuilt = BeastyBarState(**{name: getattr(state, name) for name in names})
            assert state == rebuilt and hash(state) == hash(rebuilt)
            assert list(vars(state)) == names
            assert dataclasses.replace(state, turn=state.turn + 1).turn == state.turn + 1
            assert all(hand == by_strength(hand) for hand in state.hands)
            with pytest.raises(dataclasses.FrozenInstanceError):
                state.turn = 0  # type: ignore[misc]


def _outcome_counted_afresh(state: BeastyBarState) -> tuple[tuple[int, ...], tuple[int, ...],
                                                           str]:
    """Return scores, places and tie-break worked out the long way."""
    seats = range(len(state.colours))
    mine = [[card for card in state.bar if COLOUR_OF[card] is state.colours[seat]]
            for seat in seats]
    advanced = state.variant is Variant.ADVANCED
    scores = [sum(CARD_POINTS[c] for c in cards) if advanced else len(cards) for cards in mine]
    strengths = [sum(STRENGTH[c] for c in cards) for cards in mine]
    places = tuple(1 + sum(1 for other in seats
                           if (-scores[other], strengths[other]) < (-scores[seat], strengths[seat]))
                   for seat in seats)
    top = [seat for seat in seats if scores[seat] == max(scores)]
    winners = [seat for seat in top if places[seat] == 1]
    tie_break = "none" if len(top) == 1 else "strength" if len(winners) == 1 else "shared"
    return tuple(scores), places, tie_break


def test_outcome_counts_as_the_long_way_does() -> None:
    """Random bars of two to four colours, both variants, ties included."""
    dice = random.Random(18)
    base: BeastyBarState = GAME.new_game([PlayerSpec("a")] * 4, {}, 1).state
    results = set()
    for _ in range(3000):
        players = dice.randint(2, 4)
        colours = base.colours[:players]
        cards = [card for card in ALL_CARDS if COLOUR_OF[card] in colours]
        state = dataclasses.replace(
            base, colours=colours, phase=Phase.OVER,
            variant=dice.choice((Variant.BASIC, Variant.ADVANCED)),
            bar=tuple(dice.sample(cards, dice.randint(0, 12))))
        outcome = GAME.outcome(state)
        assert outcome is not None
        scores, places, tie_break = _outcome_counted_afresh(state)
        assert (outcome.scores, outcome.places, outcome.tie_break) == (scores, places, tie_break)
        results.add(tie_break)
    assert results == {"none", "strength", "shared"}
