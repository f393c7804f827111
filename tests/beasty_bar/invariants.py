"""Beasty Bar's own invariants, checked on every state of the conformance playouts:
every card in exactly one place, a short queue, views that show the player's own cards
and nothing hidden of anyone else's."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from accessible_games.core import rng as rngmod
from accessible_games.games.beasty_bar.rules import BeastyBarState, BeastyBarView
from accessible_games.games.beasty_bar.rules.cards import STRENGTH, cards_of

PRIVATE_FIELDS = {"hands", "piles", "set_aside", "rng"}


def all_places(state: BeastyBarState) -> list[str]:
    """Every card wherever it is."""
    cards: list[str] = []
    for group in (state.hands, state.piles, state.set_aside):
        for cards_of_seat in group:
            cards.extend(cards_of_seat)
    cards.extend(state.queue)
    cards.extend(state.bar)
    cards.extend(state.thats_it)
    return cards


def all_cards(state: BeastyBarState) -> Counter[str]:
    """The cards of the players' colours, each once."""
    return Counter(c for colour in state.colours for c in cards_of(colour))


def cards_in(value: Any) -> set[str]:
    """Every card code found anywhere inside a (nested) value."""
    if isinstance(value, str):
        return {value} if value in STRENGTH else set()
    if isinstance(value, (tuple, list, frozenset, set)):
        found: set[str] = set()
        for item in value:
            found |= cards_in(item)
        return found
    return set()


def hidden_from(state: BeastyBarState, viewer: int | None) -> set[str]:
    """The cards ``viewer`` may not know about: the others' hands, piles and set-asides."""
    hidden: set[str] = set()
    for seat in range(state.player_count):
        if seat != viewer:
            hidden |= set(state.hands[seat]) | set(state.piles[seat]) | set(state.set_aside[seat])
    return hidden


def check_invariants(state: BeastyBarState) -> None:
    """Each of the players' 48/36/24 cards is in exactly one place, and at most 4 animals
    wait, each once."""
    assert Counter(all_places(state)) == all_cards(state)
    assert len(state.queue) <= 4
    assert len(set(state.queue)) == len(state.queue)


def check_view(state: BeastyBarState, player: int | None, view: BeastyBarView) -> None:
    """A view holds the public table plus the player's own cards, nothing hidden of
    anyone else; the own pile is listed without its order."""
    names = {f.name for f in dataclasses.fields(view)}
    assert not names & PRIVATE_FIELDS
    assert view.player == player
    assert (view.variant, view.colours, view.phase) == (state.variant, state.colours,
                                                        state.phase)
    assert (view.queue, view.bar, view.thats_it) == (state.queue, state.bar, state.thats_it)
    assert (view.current, view.turn) == (state.current, state.turn)
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert view.pile_sizes == tuple(len(p) for p in state.piles)
    assert view.set_aside_sizes == tuple(len(a) for a in state.set_aside)
    if player is None:
        assert view.hand == view.own_set_aside == view.own_pile == ()
        own: set[str] = set()
    else:
        assert view.hand == state.hands[player]
        assert view.own_set_aside == state.set_aside[player]
        assert Counter(view.own_pile) == Counter(state.piles[player])
        # The order is not the pile's: strongest first, whatever the shuffle.
        assert list(view.own_pile) == sorted(view.own_pile, key=STRENGTH.__getitem__,
                                             reverse=True)
        own = set(state.hands[player]) | set(state.set_aside[player]) | set(state.piles[player])
    hidden = hidden_from(state, player)
    for field in dataclasses.fields(view):
        value = getattr(view, field.name)
        assert not cards_in(value) & hidden, field.name
    assert not own & hidden


def redeal_others(state: BeastyBarState, keep: int, seed: int) -> BeastyBarState:
    """Return the state with the other players' hidden cards redealt among their hand,
    pile and set-aside, and the kept player's pile in another order."""
    hands, piles, asides = list(state.hands), list(state.piles), list(state.set_aside)
    rng = seed
    for seat in range(state.player_count):
        if seat == keep:
            continue
        pool = hands[seat] + piles[seat] + asides[seat]
        rng, mixed = rngmod.shuffled(rng, pool)
        h, p = len(hands[seat]), len(piles[seat])
        hands[seat], piles[seat], asides[seat] = mixed[:h], mixed[h:h + p], mixed[h + p:]
    # Another pile order for the kept player too: the view must not show it.
    rng, own_pile = rngmod.shuffled(rng, piles[keep])
    piles[keep] = own_pile
    return dataclasses.replace(state, hands=tuple(hands), piles=tuple(piles),
                               set_aside=tuple(asides), rng=rng)
