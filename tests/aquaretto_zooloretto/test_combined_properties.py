"""Invariants over seeded random and greedy combined games with 2-5 players (hypothesis):
both games' invariants at once after every action, coins conserved, save-load-replay,
apply never mutating its input, views hiding only the stacks' order and the blockers."""

from __future__ import annotations

import copy
import dataclasses
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core import rng as rngmod
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import from_json, to_json
from accessible_games.games.aquaretto_zooloretto.rules import GAME, CombinedState, Phase, make_bot
from accessible_games.games.aquaretto_zooloretto.rules.inventory import (
    ALL_WATER_ANIMALS, ALL_ZOO_TILES, water_tile_places, zoo_tile_places,
)
from accessible_games.games.aquaretto_zooloretto.rules.serial import state_from_json

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)
PLAYERS = st.integers(min_value=2, max_value=5)
OPTIONS = st.sampled_from([{}, {"expansions": ["savings-book"]}])
HIDDEN_FIELDS = {"stack", "end_stack", "box", "rng"}
FIXTURE_OK = [HealthCheck.function_scoped_fixture]


def game_lookup(game_id: str) -> Any:
    return GAME if game_id == GAME.game_id else None


@dataclass(frozen=True)
class Step:
    before: CombinedState
    player: int
    action: Any
    after: CombinedState
    events: tuple[Any, ...]


def playout(seed: int, players: int, action_seed: int, options: dict[str, Any],
            greedy: bool = False) -> Iterator[Step]:
    """Play a whole game (``greedy``: the even seats play the greedy bot, the others the
    random bot); yield every step."""
    bots = [make_bot("greedy" if greedy and seat % 2 == 0 else "random", action_seed + seat)
            for seat in range(players)]
    state: CombinedState = GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)],
                                         options, seed).state
    while GAME.to_move(state):
        (player,) = GAME.to_move(state)
        legal = GAME.legal_actions(state, player)
        assert legal, (state.phase, player)
        action = bots[player].choose(GAME.view(state, player), legal)
        transition = GAME.apply(state, player, action)
        yield Step(state, player, action, transition.state, transition.events)
        state = transition.state


@settings(max_examples=14, deadline=None, suppress_health_check=FIXTURE_OK)
@given(SEEDS, PLAYERS, SEEDS, OPTIONS, st.booleans())
def test_both_games_invariants_hold_after_every_action(kit: SimpleNamespace, seed: int,
                                                       players: int, action_seed: int,
                                                       options: dict[str, Any],
                                                       greedy: bool) -> None:
    """Every tile of both games in exactly one place, one purse and one bank conserved and
    mirrored, zoos and parks valid, a truck for each game kept; each chosen action is
    explained as legal; the game ends after both end stacks, with details adding up."""
    last = None
    for step in playout(seed, players, action_seed, options, greedy):
        assert GAME.explain(step.before, step.player, step.action) is None
        kit.check_invariants(step.after)
        last = step.after
    assert last is not None and last.phase is Phase.OVER
    assert len(last.end_reached) == 2 or not (last.zoo.stack or last.water.stack)
    outcome = GAME.outcome(last)
    assert outcome is not None and 1 in outcome.places
    for seat in range(players):
        assert outcome.details["zoo"][seat] + outcome.details["water"][seat] == \
            outcome.scores[seat]
        zoo = sum(v[seat] for k, v in outcome.details.items() if k.startswith("zoo-"))
        water = sum(v[seat] for k, v in outcome.details.items() if k.startswith("water-"))
        assert (zoo, water) == (outcome.details["zoo"][seat], outcome.details["water"][seat])


@settings(max_examples=6, deadline=None)
@given(SEEDS, PLAYERS, SEEDS, OPTIONS, st.floats(min_value=0.0, max_value=1.0))
def test_save_load_replay_gives_an_equal_state(seed: int, players: int, action_seed: int,
                                               options: dict[str, Any], cut: float) -> None:
    """core.save to_json, a real JSON round trip, then from_json replays to an equal state,
    at a random point of the game and at its end."""
    steps = list(playout(seed, players, action_seed, options))
    specs = [PlayerSpec(f"P{i}", None if i == 0 else "random") for i in range(players)]
    match = Match.start(GAME, specs, options, seed)
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


@settings(max_examples=4, deadline=None)
@given(SEEDS, PLAYERS, SEEDS, OPTIONS)
def test_apply_never_mutates_its_input_and_actions_round_trip(seed: int, players: int,
                                                              action_seed: int,
                                                              options: dict[str, Any]) -> None:
    """apply leaves its input equal to a deep copy and to its JSON; applying again gives the
    same transition; every legal action survives action_to_json / action_from_json."""
    for index, step in enumerate(playout(seed, players, action_seed, options, greedy=True)):
        if index % 3:
            continue
        snapshot = copy.deepcopy(step.before)
        text = json.dumps(GAME.state_to_json(step.before))
        again = GAME.apply(step.before, step.player, step.action)
        assert step.before == snapshot
        assert json.dumps(GAME.state_to_json(step.before)) == text
        assert again.state == step.after and again.events == step.events
        for action in GAME.legal_actions(step.before, step.player):
            data = json.loads(json.dumps(GAME.action_to_json(action)))
            assert GAME.action_from_json(data) == action


@settings(max_examples=4, deadline=None)
@given(SEEDS, PLAYERS, SEEDS, SEEDS, OPTIONS)
def test_views_hide_only_stack_order_and_blockers(seed: int, players: int, action_seed: int,
                                                  shuffle_seed: int,
                                                  options: dict[str, Any]) -> None:
    """No view field holds a stack, box or rng; reshuffling both games' stacks and swapping
    the blockers changes no view; a sampled state gives the same view, the same legal
    actions and every tile in one place; no event names a tile still hidden."""
    rng = rngmod.seed_state(shuffle_seed)
    for index, step in enumerate(playout(seed, players, action_seed, options)):
        state = step.after
        hidden = set(state.zoo.stack + state.zoo.end_stack + state.zoo.box)
        hidden |= set(state.water.stack + state.water.end_stack + state.water.box)
        hidden |= {b for t in state.trucks for b in t.blockers}
        for event in step.events:
            values = event.field_values().values()
            named = {v for v in values if not isinstance(v, (tuple, int, str))}
            named |= {t for v in values if isinstance(v, tuple) for t in v}
            assert not {t for t in named if t in hidden}, event
        if index % 40:
            continue
        rng, other = _reshuffled(state, rng)
        for player in [None, *range(players)]:
            view = GAME.view(state, player)
            assert not {f.name for f in dataclasses.fields(view)} & HIDDEN_FIELDS
            assert not {f.name for f in dataclasses.fields(view.zoo)} & HIDDEN_FIELDS
            assert not {f.name for f in dataclasses.fields(view.water)} & HIDDEN_FIELDS
            assert GAME.view(other, player) == view
            rng, sample_seed = rngmod.next_u64(rng)
            sampled = GAME.sample_state(view, sample_seed)
            assert GAME.view(sampled, player) == view
            assert zoo_tile_places(sampled) == ALL_ZOO_TILES
            water = water_tile_places(sampled)
            assert Counter({t: n for t, n in water.items() if not t.is_coin}) == \
                ALL_WATER_ANIMALS
            assert sum(1 for t in water if t.is_coin) == sum(
                1 for t in water_tile_places(state) if t.is_coin)
            if player is not None:
                assert GAME.legal_actions(sampled, player) == GAME.legal_actions(state, player)


def _reshuffled(state: CombinedState, rng: int) -> tuple[int, CombinedState]:
    """Return the state with both games' stacks reshuffled and the blockers swapped for
    other tiles of the removed Zooloretto species."""
    zoo, water = state.zoo, state.water
    rng, zoo_mixed = rngmod.shuffled(rng, zoo.stack + zoo.end_stack)
    rng, water_mixed = rngmod.shuffled(rng, water.stack + water.end_stack)
    removed = {s.value for s in zoo.removed_species}
    spare = tuple(t for t in zoo.box if not t.is_offspring and t.key in removed)
    blockers = tuple(b for t in state.trucks for b in t.blockers)
    rng, pool = rngmod.shuffled(rng, spare + blockers)
    trucks, used = [], 0
    for truck in state.trucks:
        count = len(truck.blockers)
        trucks.append(dataclasses.replace(truck, blockers=pool[used:used + count]))
        used += count
    rest = tuple(t for t in zoo.box if t not in spare) + pool[used:]
    zoo = dataclasses.replace(zoo, stack=zoo_mixed[:len(zoo.stack)],
                              end_stack=zoo_mixed[len(zoo.stack):], box=rest)
    water = dataclasses.replace(water, stack=water_mixed[:len(water.stack)],
                                end_stack=water_mixed[len(water.stack):])
    return rng, dataclasses.replace(state, zoo=zoo, water=water, trucks=tuple(trucks))


def test_a_playout_is_a_function_of_seed_and_actions() -> None:
    """Two playouts from the same seeds are equal, step by step."""
    first = [s.after for s in playout(3, 3, 4, {})]
    second = [s.after for s in playout(3, 3, 4, {})]
    assert first == second
    assert Rng(1).below(10) == Rng(1).below(10)
