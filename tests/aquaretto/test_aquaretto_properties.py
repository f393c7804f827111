"""Invariants over seeded random Aquaretto games with 2-5 players (hypothesis).

Each example starts a game from a seed and plays it to the end with random legal actions
picked by a seeded ``Rng``, so a failure shrinks to a small reproducible tuple
(seed, players, action seed).
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
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import from_json, to_json
from accessible_games.games.aquaretto.rules import GAME, AquarettoState, Phase
from accessible_games.games.aquaretto.rules.bots import GreedyBot
from accessible_games.games.aquaretto.rules.park import park_problems
from accessible_games.games.aquaretto.rules.serial import state_from_json
from accessible_games.games.aquaretto.rules.state import Source, TileTask
from accessible_games.games.aquaretto.rules.tiles import (
    ALL_SQUARE_TILES, COIN_TILES, Species, Tile, offspring_tiles,
)

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)
PLAYERS = st.integers(min_value=2, max_value=5)
HIDDEN_FIELDS = {"stack", "end_stack", "box", "rng"}
ALL_ANIMALS = Counter(ALL_SQUARE_TILES + tuple(t for s in Species for t in offspring_tiles(s)))
TOTAL_COINS = 30 + len(COIN_TILES)


def game_lookup(game_id: str) -> Any:
    return GAME if game_id == GAME.game_id else None


@dataclass(frozen=True)
class Step:
    """One applied action: the state before, who acted, what, and the state after."""

    before: AquarettoState
    player: int
    action: Any
    after: AquarettoState
    events: tuple[Any, ...]


def new_state(seed: int, players: int) -> AquarettoState:
    state: AquarettoState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)], {},
                                          seed).state
    return state


def playout(seed: int, players: int, action_seed: int, greedy: bool = False) -> Iterator[Step]:
    """Play a whole game with random legal actions (``greedy``: the even seats play the
    greedy bot, which reaches big pools, workers and offspring far more often); yield every
    step."""
    chooser = Rng(action_seed)
    bots = {seat: GreedyBot(action_seed + seat) for seat in range(0, players, 2)} if greedy else {}
    state = new_state(seed, players)
    while True:
        movers = sorted(GAME.to_move(state))
        if not movers:
            return
        player = chooser.choice(movers)
        legal = GAME.legal_actions(state, player)
        assert legal, (state.phase, player)
        bot = bots.get(player)
        action = bot.choose(GAME.view(state, player), legal) if bot else chooser.choice(legal)
        transition = GAME.apply(state, player, action)
        yield Step(state, player, action, transition.state, transition.events)
        state = transition.state


def tile_places(state: AquarettoState) -> list[Tile]:
    """Every tile lying somewhere; Move/Buy tasks point at a tile still in a depot."""
    tiles = [*state.stack, *state.end_stack, *state.offspring, *state.box, *state.discarded,
             *state.hand]
    if state.drawn is not None:
        tiles.append(state.drawn)
    for truck in state.trucks:
        tiles += truck.tiles + truck.blockers
    for task in state.tasks:
        if isinstance(task, TileTask) and task.source in (Source.TRUCK, Source.OFFSPRING):
            tiles.append(task.tile)
    for player in state.players:
        tiles += [t for _, t in player.park.tiles]
        tiles += player.depot
    return tiles


def check_invariants(state: AquarettoState) -> None:
    places = Counter(tile_places(state))
    animals = Counter({t: n for t, n in places.items() if not t.is_coin})
    coins = Counter({t: n for t, n in places.items() if t.is_coin})
    assert animals == ALL_ANIMALS, "every animal and offspring tile in exactly one place"
    assert all(n == 1 for n in coins.values()), "a coin tile at most once (else in a purse)"
    purses = sum(p.coins for p in state.players)
    assert state.bank >= 0 and all(p.coins >= 0 for p in state.players)
    assert state.bank + purses + sum(coins.values()) == TOTAL_COINS, "coins are conserved"
    placed_workers = 0
    for player in state.players:
        park = player.park
        assert park_problems(park) == ()
        assert 0 <= player.cashiers <= 2 and 0 <= player.keepers <= 2
        assert park.trainers <= park.fields
        placed_workers += player.cashiers + player.keepers + player.manager + len(park.trainers)
        assert len(park.fields) == 19 + sum(len(e.cells) for e in park.expansions)
        assert player.small_boards + sum(1 for e in park.expansions if e.size.value == "small") == 2
        assert player.large_boards + sum(1 for e in park.expansions if e.size.value == "large") == 2
        assert all(t.is_fertile for t in player.bred)
        assert player.bred <= {t for _, t in park.tiles}
        assert not any(t.is_coin for t in player.depot)
    assert state.workers + placed_workers == 16, "worker figures are conserved"
    assert all(t.free >= 0 for t in state.trucks)
    assert len(state.end_stack) <= 15
    assert state.final_round or len(state.end_stack) == 15


@settings(max_examples=60, deadline=None)
@given(SEEDS, PLAYERS, SEEDS, st.booleans())
def test_invariants_hold_after_every_action(seed: int, players: int, action_seed: int,
                                            greedy: bool) -> None:
    """Every tile in exactly one place, coins and workers conserved, every park valid (one
    connected pool per species, no edge contact between species, species within the limit,
    trainers on free fields), workers within limits; each chosen action is explained as
    legal; the game ends with an outcome whose details add up to the scores."""
    state = new_state(seed, players)
    check_invariants(state)
    last = state
    for step in playout(seed, players, action_seed, greedy):
        assert GAME.explain(step.before, step.player, step.action) is None
        check_invariants(step.after)
        last = step.after
    assert last.phase is Phase.OVER
    outcome = GAME.outcome(last)
    assert outcome is not None and 1 in outcome.places
    for seat in range(players):
        parts = ("animals", "cashiers", "keepers", "trainers", "depot")
        assert sum(outcome.details[p][seat] for p in parts) == outcome.scores[seat]


@settings(max_examples=25, deadline=None)
@given(SEEDS, PLAYERS, SEEDS, st.floats(min_value=0.0, max_value=1.0))
def test_save_load_replay_gives_an_equal_state(seed: int, players: int, action_seed: int,
                                               cut: float) -> None:
    """core.save to_json, a real JSON round trip, then from_json replays to an equal state,
    at a random point of the game and at its end."""
    steps = list(playout(seed, players, action_seed))
    specs = [PlayerSpec(f"P{i}", None if i == 0 else "random") for i in range(players)]
    match = Match.start(GAME, specs, {}, seed)
    stop = int(cut * len(steps))
    for index, step in enumerate(steps):
        if index == stop:
            _check_round_trip(match)
        match.act(step.player, step.action)
    _check_round_trip(match)
    assert match.is_over()


def _check_round_trip(match: Match) -> None:
    text = json.dumps(to_json(match, {"lang": "cs"}))
    loaded = from_json(json.loads(text), game_lookup)
    assert loaded.state == match.state
    assert loaded.history == match.history
    assert state_from_json(json.loads(json.dumps(GAME.state_to_json(match.state)))) == match.state


@settings(max_examples=25, deadline=None)
@given(SEEDS, PLAYERS, SEEDS)
def test_apply_never_mutates_its_input_and_actions_round_trip(seed: int, players: int,
                                                              action_seed: int) -> None:
    """apply leaves its input equal to a deep copy and to its JSON; applying again gives the
    same transition; every legal action survives action_to_json / action_from_json."""
    for step in playout(seed, players, action_seed):
        snapshot = copy.deepcopy(step.before)
        text = json.dumps(GAME.state_to_json(step.before))
        again = GAME.apply(step.before, step.player, step.action)
        assert step.before == snapshot
        assert json.dumps(GAME.state_to_json(step.before)) == text
        assert again.state == step.after and again.events == step.events
        for action in GAME.legal_actions(step.before, step.player):
            data = json.loads(json.dumps(GAME.action_to_json(action)))
            assert GAME.action_from_json(data) == action


@settings(max_examples=25, deadline=None)
@given(SEEDS, PLAYERS, SEEDS, SEEDS)
def test_views_hide_stack_order_and_blockers(seed: int, players: int, action_seed: int,
                                             shuffle_seed: int) -> None:
    """A view has no stack, box or rng field; reshuffling the stacks and swapping the
    face-down blockers for other removed tiles changes no view; a sampled state gives the
    same view and the same legal actions; events never name a tile still hidden."""
    rng = rngmod.seed_state(shuffle_seed)
    for index, step in enumerate(playout(seed, players, action_seed)):
        state = step.after
        hidden = set(state.stack) | set(state.end_stack) | set(state.box)
        hidden |= {b for t in state.trucks for b in t.blockers}
        for event in step.events:
            named = {v for v in event.field_values().values() if isinstance(v, Tile)}
            named |= {t for v in event.field_values().values() if isinstance(v, tuple)
                      for t in v if isinstance(t, Tile)}
            assert not named & hidden, event
        if index % 5:
            continue
        rng, other = _reshuffled(state, rng)
        for player in [None, *range(players)]:
            view = GAME.view(state, player)
            assert not {f.name for f in dataclasses.fields(view)} & HIDDEN_FIELDS
            assert GAME.view(other, player) == view
            rng, sample_seed = rngmod.next_u64(rng)
            sampled = GAME.sample_state(view, sample_seed)
            assert GAME.view(sampled, player) == view
            assert Counter(t for t in tile_places(sampled) if not t.is_coin) == ALL_ANIMALS
            assert GAME.to_move(sampled) == GAME.to_move(state)
            if player is not None:
                assert GAME.legal_actions(sampled, player) == GAME.legal_actions(state, player)


def _reshuffled(state: AquarettoState, rng: int) -> tuple[int, AquarettoState]:
    rng, mixed = rngmod.shuffled(rng, state.stack + state.end_stack)
    blockers = tuple(b for t in state.trucks for b in t.blockers)
    rng, box = rngmod.shuffled(rng, tuple(t for t in state.box if not t.is_offspring) + blockers)
    trucks, used = [], 0
    for truck in state.trucks:
        count = len(truck.blockers)
        trucks.append(dataclasses.replace(truck, blockers=box[used:used + count]))
        used += count
    babies = tuple(t for t in state.box if t.is_offspring)
    other = dataclasses.replace(
        state, stack=mixed[:len(state.stack)], end_stack=mixed[len(state.stack):],
        trucks=tuple(trucks), box=tuple(sorted(box[used:])) + babies, rng=rng)
    return rng, other
