"""Invariants over seeded random and greedy games with 2-4 players, standard and tree
variant: coins conserved, every tile in exactly one place, every zoo's paths continuous,
figures conserved and matching the standings, bids never visible to another player before
the reveal, apply never mutating its input, JSON and save-load-replay round trips, views
and sampled states."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, fields

import pytest

from accessible_games.core import rng as rngmod
from accessible_games.core.events import Event, events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import from_json, to_json
from accessible_games.games.ozoolemio.rules import GAME, Bid, OzooState, Phase, make_bot
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.attraction import figures, visitor_figures
from accessible_games.games.ozoolemio.rules.paths import broken_edges, loops
from accessible_games.games.ozoolemio.rules.regions import best_region_stars
from accessible_games.games.ozoolemio.rules.serial import state_from_json
from accessible_games.games.ozoolemio.rules.state import TOTAL_COINS
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Tile


def tile_places(state: OzooState) -> Counter[Tile]:
    places: Counter[Tile] = Counter(state.stack + state.display + state.set_aside)
    if state.in_hand is not None:
        places[state.in_hand] += 1
    for player in state.players:
        places.update(laid.tile for laid in player.zoo.tiles[1:])
    return places


def check_invariants(state: OzooState) -> None:
    assert sum(state.coins) + state.bank == TOTAL_COINS
    assert state.bank >= 0 and min(state.coins) >= 0
    assert tile_places(state) == Counter(state.tileset.tiles)
    for seat, player in enumerate(state.players):
        zoo = player.zoo
        assert zoo.tiles[0].tile == state.tileset.start_tiles[seat]
        assert len(zoo.grid()) == 2 * len(zoo.tiles)
        assert broken_edges(zoo) == ()
        assert player.benches == loops(zoo)
        assert [s.value for s in player.visitors] == [best_region_stars(zoo, c)
                                                      for c in CATEGORIES]
        assert player.trees.value == zoo.trees
        assert [entry.round for entry in player.rounds] == list(
            range(1, state.round + (state.phase is Phase.OVER)))
        assert player.visitor_points == sum(e.visitors * e.multiplier for e in player.rounds)
        assert player.tree_points == sum(e.trees * e.multiplier for e in player.rounds)
        assert player.bench_points == sum(e.benches * e.multiplier for e in player.rounds)
    assert state.visitors == visitor_figures([p.visitors for p in state.players])
    assert state.tree_figures == figures([p.trees for p in state.players])
    assert all(sum(colour) <= 3 for colour in state.visitors) and sum(state.tree_figures) <= 3
    assert (state.phase is Phase.PLACE) == (state.in_hand is not None)


@dataclass
class Played:
    match: Match
    states: list[OzooState]
    steps: list[tuple[int, object, tuple[Event, ...]]]


def play(players: int, variant: str, kind: str, seed: int) -> Played:
    match = Match.start(GAME, [PlayerSpec(f"p{i}", kind) for i in range(players)],
                        {"variant": variant}, seed)
    bots = [make_bot(kind, seed * 7 + i) for i in range(players)]
    order = Rng(seed)
    states: list[OzooState] = [match.state]
    steps: list[tuple[int, object, tuple[Event, ...]]] = []
    while not match.is_over():
        seat = order.choice(sorted(match.to_move()))
        legal = match.legal_actions(seat)
        assert legal, "everyone asked must be able to act"
        action = bots[seat].choose(match.view(seat), legal)
        before = GAME.state_to_json(match.state)
        transition = GAME.apply(match.state, seat, action)
        assert GAME.state_to_json(match.state) == before, "apply mutated its input"
        events = match.act(seat, action)
        assert match.state == transition.state and events == transition.events
        states.append(match.state)
        steps.append((seat, action, events))
        assert len(states) < 1000
    return Played(match, states, steps)


GAMES = [(players, variant, kind, seed) for players in (2, 3, 4)
         for variant in ("standard", "trees") for kind in ("random", "greedy") for seed in (0, 1)]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}p-{g[1]}-{g[2]}-seed{g[3]}")
def played(request: pytest.FixtureRequest) -> Iterator[Played]:
    yield play(*request.param)


def test_invariants_hold_in_every_state(played: Played) -> None:
    for state in played.states:
        check_invariants(state)


def test_the_game_ends_with_an_outcome(played: Played) -> None:
    state = played.match.state
    assert state.phase is Phase.OVER and state.round == 5 and not state.stack
    outcome = played.match.outcome()
    assert outcome is not None and min(outcome.places) == 1
    assert set(outcome.details) == {"visitors", "trees", "benches", "coins"}
    assert outcome.scores == tuple(sum(outcome.details[k][s] for k in
                                       ("visitors", "trees", "benches"))
                                   for s in range(state.player_count))
    placed = sum(p.zoo.auctioned_tiles for p in state.players)
    assert placed + len(state.set_aside) == 25


def test_the_score_sheet_has_five_rounds_that_add_up_to_the_score(played: Played) -> None:
    state = played.match.state
    scored = [e for _, _, events in played.steps for e in events
              if isinstance(e, ev.RoundScored)]
    for seat, player in enumerate(state.players):
        assert len(player.rounds) == 5
        for number, entry in enumerate(player.rounds, 1):
            assert entry.round == entry.multiplier == number
            assert entry.points == (entry.visitors + entry.trees + entry.benches) * number
        assert sum(entry.points for entry in player.rounds) == player.score
        assert [(e.round, e.visitors, e.trees, e.benches, e.points)
                for e in scored if e.player == seat] == [
            (e.round, e.visitors, e.trees, e.benches, e.points) for e in player.rounds]
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert all(len(p["rounds"]) == 5 for p in data["players"])
    assert state_from_json(data) == state
    for seat in (None, *range(state.player_count)):
        view = GAME.view(state, seat)
        assert view.players == state.players
        sampled = GAME.sample_state(view, rngmod.seed_state(3))
        assert [p.rounds for p in sampled.players] == [p.rounds for p in state.players]


def test_bids_are_never_visible_to_another_player_before_the_reveal(played: Played) -> None:
    for index, (seat, action, events) in enumerate(played.steps):
        if not isinstance(action, Bid):
            continue
        before, after = played.states[index], played.states[index + 1]
        revealed = any(isinstance(e, ev.BidsRevealed) for e in events)
        for other in (None, *range(before.player_count)):
            if other == seat:
                continue
            heard = events_for(events, other)
            assert not any(isinstance(e, ev.BidPlaced) for e in heard)
            if not revealed:
                assert heard == (ev.BidHidden(seat),)
                assert GAME.view(after, other).bid == (None if other is None
                                                       else after.bids[other])
                changed = GAME.apply(before, seat, Bid(0)).state
                assert GAME.view(changed, other) == GAME.view(after, other)


def test_save_load_replay_equal(played: Played) -> None:
    data = json.loads(json.dumps(to_json(played.match)))
    loaded = from_json(data, lambda g: GAME)
    assert loaded.state == played.match.state
    assert loaded.history == played.match.history


def test_state_and_action_json_round_trip(played: Played) -> None:
    for state in played.states[::9] + played.states[-1:]:
        data = json.loads(json.dumps(GAME.state_to_json(state)))
        assert state_from_json(data) == state
    for _, action, _ in played.steps[::5]:
        data = json.loads(json.dumps(GAME.action_to_json(action)))  # type: ignore[arg-type]
        assert GAME.action_from_json(data) == action


def test_views_hide_what_they_must_and_samples_match_them(played: Played) -> None:
    for state in played.states[::13]:
        for seat in (None, *range(state.player_count)):
            view = GAME.view(state, seat)
            names = {f.name for f in fields(view)}
            assert not names & {"stack", "bids", "rng"}
            assert view.stack_size == len(state.stack)
            sampled = GAME.sample_state(view, rngmod.seed_state(11))
            check_invariants(sampled)
            assert GAME.view(sampled, seat) == view


def test_every_legal_action_applies_and_explains_as_legal() -> None:
    played = play(3, "standard", "random", 4)
    for state in played.states[1:40:3]:
        for seat in GAME.to_move(state):
            for action in GAME.legal_actions(state, seat)[:20]:
                assert GAME.explain(state, seat, action) is None
                check_invariants(GAME.apply(state, seat, action).state)


def test_same_seed_same_game() -> None:
    assert play(3, "trees", "greedy", 9).states == play(3, "trees", "greedy", 9).states
