"""Invariants over random seeded Beasty Bar games (hypothesis).

Each example deals a game from a seed, then plays it to the end with random
legal actions picked by a seeded ``Rng``, so a failure shrinks to a small,
reproducible (seed, players, variant, action seed) tuple.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core import rng as rngmod
from accessible_games.core.events import events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import from_json, to_json
from accessible_games.registry import get_game
from accessible_games.games.beasty_bar.rules import (
    GAME, BeastyBarState, BeastyBarView, Phase, Play,
)
from accessible_games.games.beasty_bar.rules.cards import STRENGTH, cards_of

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)
PLAYERS = st.integers(min_value=2, max_value=4)
VARIANTS = st.sampled_from(["basic", "advanced"])
PRIVATE_FIELDS = {"hands", "piles", "set_aside", "rng"}


@dataclass(frozen=True)
class Step:
    """One applied action: the state before, who acted, what, and the state after."""

    before: BeastyBarState
    player: int
    action: Any
    after: BeastyBarState


def new_state(seed: int, players: int, variant: str) -> BeastyBarState:
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    state: BeastyBarState = GAME.new_game(specs, {"variant": variant}, seed).state
    return state


def playout(seed: int, players: int, variant: str, action_seed: int) -> Iterator[Step]:
    """Play a whole game with random legal actions; yield every step."""
    chooser = Rng(action_seed)
    state = new_state(seed, players, variant)
    while True:
        movers = sorted(GAME.to_move(state))
        if not movers:
            return
        player = chooser.choice(movers)
        action = chooser.choice(GAME.legal_actions(state, player))
        after = GAME.apply(state, player, action).state
        yield Step(state, player, action, after)
        state = after


def all_places(state: BeastyBarState) -> list[str]:
    cards: list[str] = []
    for group in (state.hands, state.piles, state.set_aside):
        for cards_of_seat in group:
            cards.extend(cards_of_seat)
    cards.extend(state.queue)
    cards.extend(state.bar)
    cards.extend(state.thats_it)
    return cards


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


def game_args() -> Any:
    return st.tuples(SEEDS, PLAYERS, VARIANTS, SEEDS)


@settings(max_examples=200, deadline=None)
@given(game_args())
def test_every_card_in_exactly_one_place_and_queue_short(args: tuple[int, int, str, int]) -> None:
    """After every action each of the players' 48/36/24 cards is in exactly one
    place, and between turns at most 4 animals wait."""
    seed, players, variant, action_seed = args
    state = new_state(seed, players, variant)
    expected = Counter(c for colour in state.colours for c in cards_of(colour))
    assert Counter(all_places(state)) == expected
    for step in playout(*args):
        assert Counter(all_places(step.after)) == expected
        assert len(step.after.queue) <= 4
        assert len(set(step.after.queue)) == len(step.after.queue)


@settings(max_examples=200, deadline=None)
@given(game_args())
def test_each_player_plays_all_their_cards(args: tuple[int, int, str, int]) -> None:
    """Basic: each player plays exactly 12 cards; advanced: 8 (4 set aside).
    Every legal action is explained as legal, and the game ends with an outcome."""
    seed, players, variant, action_seed = args
    plays: Counter[int] = Counter()
    last = None
    for step in playout(*args):
        assert GAME.explain(step.before, step.player, step.action) is None
        if isinstance(step.action, Play):
            plays[step.player] += 1
            assert step.before.current == step.player
        last = step.after
    per_player = 12 if variant == "basic" else 8
    assert plays == Counter({p: per_player for p in range(players)})
    assert last is not None and last.phase is Phase.OVER
    outcome = GAME.outcome(last)
    assert outcome is not None
    assert all(len(a) == (0 if variant == "basic" else 4) for a in last.set_aside)
    assert 1 in outcome.places


@settings(max_examples=100, deadline=None)
@given(game_args(), st.floats(min_value=0.0, max_value=1.0))
def test_save_load_replay_gives_an_equal_state(args: tuple[int, int, str, int],
                                               cut: float) -> None:
    """to_json, a real JSON round trip, then from_json replays to an equal state,
    at a random point of the game and at its end."""
    seed, players, variant, action_seed = args
    steps = list(playout(*args))
    specs = [PlayerSpec(f"P{i}", None if i == 0 else "random") for i in range(players)]
    match = Match.start(GAME, specs, {"variant": variant}, seed)
    stop = int(cut * len(steps))
    for index, step in enumerate(steps):
        if index == stop:
            _check_round_trip(match)
        match.act(step.player, step.action)
    _check_round_trip(match)
    assert match.is_over()


def _check_round_trip(match: Match) -> None:
    text = json.dumps(to_json(match, {"lang": "cs"}))
    loaded = from_json(json.loads(text), get_game)
    assert loaded.state == match.state
    assert loaded.history == match.history
    assert loaded.players == match.players
    assert loaded.seed == match.seed and loaded.options == match.options
    assert GAME.state_to_json(loaded.state) == GAME.state_to_json(match.state)


@settings(max_examples=150, deadline=None)
@given(game_args())
def test_apply_never_mutates_its_input(args: tuple[int, int, str, int]) -> None:
    """apply leaves the state it was given equal to a deep copy and to its JSON,
    and applying again from that untouched input gives the same transition."""
    seed, players, variant, action_seed = args
    chooser = Rng(action_seed)
    state = new_state(seed, players, variant)
    while GAME.to_move(state):
        player = chooser.choice(sorted(GAME.to_move(state)))
        legal = GAME.legal_actions(state, player)
        action = chooser.choice(legal)
        snapshot = copy.deepcopy(state)
        snapshot_json = json.dumps(GAME.state_to_json(state))
        legal_copy = list(legal)
        transition = GAME.apply(state, player, action)
        assert state == snapshot
        assert json.dumps(GAME.state_to_json(state)) == snapshot_json
        assert list(legal) == legal_copy
        assert transition.state != state
        assert GAME.apply(state, player, action) == transition
        state = transition.state


@settings(max_examples=100, deadline=None)
@given(game_args())
def test_view_hides_other_players_cards(args: tuple[int, int, str, int]) -> None:
    """A view holds the public table plus the player's own cards, nothing hidden
    of anyone else; the own pile is listed without its order."""
    seed, players, variant, action_seed = args
    for step in playout(*args):
        state = step.after
        for player in [None, *range(players)]:
            view = GAME.view(state, player)
            _check_view(state, player, view)


def _check_view(state: BeastyBarState, player: int | None, view: BeastyBarView) -> None:
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
    hidden: set[str] = set()
    for seat in range(state.player_count):
        if seat != player:
            hidden |= set(state.hands[seat]) | set(state.piles[seat]) | set(state.set_aside[seat])
    for field in dataclasses.fields(view):
        value = getattr(view, field.name)
        assert not cards_in(value) & hidden, field.name
    assert not own & hidden


@settings(max_examples=80, deadline=None)
@given(game_args(), SEEDS)
def test_views_ignore_other_players_hidden_cards(args: tuple[int, int, str, int],
                                                 deal_seed: int) -> None:
    """Two states that differ only in the other players' hidden cards (redealt
    among their hand, pile and set-aside) give the same view."""
    seed, players, variant, action_seed = args
    redeal_rng = rngmod.seed_state(deal_seed)
    for index, step in enumerate(playout(*args)):
        if index % 3:
            continue
        state = step.after
        for player in range(players):
            other = _redeal_others(state, player, redeal_rng)
            redeal_rng = rngmod.next_u64(redeal_rng)[0]
            assert GAME.view(other, player) == GAME.view(state, player)
            assert GAME.view(other, None) == GAME.view(state, None)


def _redeal_others(state: BeastyBarState, keep: int, seed: int) -> BeastyBarState:
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


@settings(max_examples=80, deadline=None)
@given(game_args(), SEEDS)
def test_sample_state_is_consistent_with_the_view(args: tuple[int, int, str, int],
                                                  sample_seed: int) -> None:
    """A sampled state gives the same view back, holds every card once, and its
    legal actions for the viewer are the viewer's real ones."""
    seed, players, variant, action_seed = args
    state = new_state(seed, players, variant)
    expected = Counter(c for colour in state.colours for c in cards_of(colour))
    steps = [state, *(s.after for s in playout(*args))]
    for index, state in enumerate(steps):
        if index % 4:
            continue
        for player in [None, *range(players)]:
            view = GAME.view(state, player)
            sampled = GAME.sample_state(view, rngmod.seed_state(sample_seed + index))
            assert GAME.view(sampled, player) == view
            assert Counter(all_places(sampled)) == expected
            assert GAME.to_move(sampled) == GAME.to_move(state)
            if player is not None:
                assert GAME.legal_actions(sampled, player) == GAME.legal_actions(state, player)


@settings(max_examples=100, deadline=None)
@given(game_args())
def test_events_as_heard_never_name_hidden_cards(args: tuple[int, int, str, int]) -> None:
    """Events filtered for a player (or a spectator) never name a card that is,
    after the action, hidden from them: drawn and dealt cards, set-aside cards."""
    seed, players, variant, action_seed = args
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    transition = GAME.new_game(specs, {"variant": variant}, seed)
    checks = [(transition.state, transition.events)]
    chooser = Rng(action_seed)
    state = transition.state
    while GAME.to_move(state):
        player = chooser.choice(sorted(GAME.to_move(state)))
        transition = GAME.apply(state, player, chooser.choice(GAME.legal_actions(state, player)))
        state = transition.state
        checks.append((state, transition.events))
    for after, events in checks:
        for viewer in [None, *range(players)]:
            hidden: set[str] = set()
            for seat in range(players):
                if seat != viewer:
                    hidden |= (set(after.hands[seat]) | set(after.piles[seat])
                               | set(after.set_aside[seat]))
            for event in events_for(events, viewer):
                named = cards_in(tuple(event.field_values().values()))
                assert not named & hidden, (viewer, event)
