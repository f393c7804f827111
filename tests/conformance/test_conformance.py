"""One conformance suite for every game of the registry: seeded playouts of each game,
variant and representative option set, by the game's own bots, until the game ends.

For every table: someone can act until the end, and the outcome's places follow the
scores; every legal action applies and ``apply`` never changes its input; actions
survive their JSON round trip; save, load and replay give an equal state; views differ
only in what their player may not know, and sampled states are consistent with them;
every event narrates in both languages; ``explain`` agrees with ``legal_actions``; one
seed per game and variant pins the final scores.  Each game's own invariants come from
its hooks (``hooks.py``).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from accessible_games import registry
from accessible_games.registry import entry
from accessible_games.core import rng as rngmod
from accessible_games.core.events import events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import load, save
from accessible_games.narration.l10n import L10n
from tests.conformance.hooks import HOOKS, Hooks
from tests.conformance.playout import Case, Playout, play, played

ALL_ZOO = list(registry.known_expansions("zooloretto"))

CASES: tuple[Case, ...] = (
    Case("beasty-bar", "basic", 2, {"variant": "basic"}, seed=1, golden=(1, 1)),
    Case("beasty-bar", "basic", 3, {"variant": "basic"}, seed=2, bots="mixed"),
    Case("beasty-bar", "basic", 4, {"variant": "basic"}, seed=3),
    Case("beasty-bar", "advanced", 2, {"variant": "advanced"}, seed=4, bots="greedy"),
    Case("beasty-bar", "advanced", 3, {"variant": "advanced"}, seed=5, golden=(3, 16, 6)),
    Case("beasty-bar", "advanced", 4, {"variant": "advanced"}, seed=6, bots="mixed"),
    Case("aquaretto", "base", 2, seed=1, bots="mixed", golden=(26, 3)),
    Case("aquaretto", "base", 3, seed=2),
    Case("aquaretto", "base", 4, seed=3, bots="greedy"),
    Case("aquaretto", "base", 5, seed=4, bots="mixed"),
    Case("zooloretto", "base", 2, seed=1, golden=(2, 1)),
    Case("zooloretto", "base", 5, seed=4),
    Case("zooloretto", "all-expansions", 2, {"expansions": ALL_ZOO}, seed=5, bots="mixed",
         golden=(14, 2)),
    Case("zooloretto", "all-expansions", 5, {"expansions": ALL_ZOO}, seed=7, bots="greedy"),
    Case("zooloretto", "task-cards", 3, {"expansions": ["task-cards"]}, seed=8, bots="mixed"),
    Case("zooloretto", "buildings", 4, {"expansions": ["buildings"]}, seed=9, bots="mixed"),
    Case("zooloretto", "construction-sites", 2, {"expansions": ["construction-sites"]},
         seed=10, bots="greedy"),
    Case("zooloretto", "savings-book", 3, {"expansions": ["savings-book"]}, seed=11),
    Case("zooloretto", "specialised-petting", 4,
         {"expansions": ["petting-zoo", "specialised-enclosures"]}, seed=12, bots="mixed"),
    Case("zooloretto", "bonus-enclosures", 2,
         {"expansions": ["gorilla", "polar-bear", "reindeer"]}, seed=13, bots="mixed"),
    Case("o-zoo-le-mio", "standard", 2, {"variant": "standard"}, seed=1, golden=(137, 139)),
    Case("o-zoo-le-mio", "standard", 3, {"variant": "standard"}, seed=2, bots="mixed"),
    Case("o-zoo-le-mio", "standard", 4, {"variant": "standard"}, seed=3, bots="greedy"),
    Case("o-zoo-le-mio", "trees", 2, {"variant": "trees"}, seed=4, bots="greedy"),
    Case("o-zoo-le-mio", "trees", 3, {"variant": "trees"}, seed=5, golden=(95, 133, 71)),
    Case("o-zoo-le-mio", "trees", 4, {"variant": "trees"}, seed=6, bots="mixed"),
    Case("aquaretto-zooloretto", "base", 2, seed=1, bots="mixed", golden=(15, 1)),
    Case("aquaretto-zooloretto", "base", 5, seed=3),
    Case("aquaretto-zooloretto", "savings-book", 2, {"expansions": ["savings-book"]}, seed=4,
         golden=(5, 7)),
)
"""Every game of the registry, each variant, representative option sets and player
counts across each game's range; ``golden`` pins the final scores of one seed per game
and variant."""

IDS = [case.case_id for case in CASES]
LANGS = ("en", "cs")
SAMPLED_PER_STEP = 1
"""Legal actions besides the chosen one applied at every step."""
EVERY_ACTION_EVERY = 40
"""At every this many steps, every legal action is applied."""
VIEW_EVERY = 15
"""At every this many states, every seat's view is checked and sampled."""
LEFTOVER = re.compile(r"[{}]|\b[a-z0-9]+(?:-[a-z0-9]+){2,}\b")
"""A brace, or something that looks like a Fluent id (three kebab-case words or more)."""


def hooks_of(case: Case) -> Hooks:
    """The game's own checks."""
    return HOOKS[case.game_id]()


def state_json(game: Any, state: Any) -> str:
    """A state's JSON text, to compare states before and after."""
    return json.dumps(game.state_to_json(state), sort_keys=True)


@pytest.fixture(params=CASES, ids=IDS)
def playout(request: pytest.FixtureRequest) -> Playout:
    """The seeded playout of one table."""
    case: Case = request.param
    return played(case)


def test_every_game_of_the_registry_is_played_in_each_variant_and_player_count() -> None:
    for game in registry.ENTRIES:
        cases = [c for c in CASES if c.game_id == game.game_id]
        assert game.game_id in HOOKS
        low, high = game.players
        assert {c.players for c in cases} >= {low, high}
        for variant in game.variants:
            assert any(c.options.get("variant") == variant for c in cases), variant
        for name in registry.known_expansions(game.game_id):
            assert any(name in c.options.get("expansions", []) for c in cases), name  # type: ignore[operator]
        for variant in game.variants or (None,):
            assert any(c.golden is not None and c.options.get("variant") == variant
                       for c in cases), (game.game_id, variant)


def test_someone_can_act_until_the_end(playout: Playout) -> None:
    """Someone must decide in every state but the last, the outcome comes only at the end,
    its places follow the scores, and the game's own invariants hold in every state."""
    game, hooks = playout.game, hooks_of(playout.case)
    for state in playout.states[:-1]:
        assert game.to_move(state)
        assert game.outcome(state) is None
    for state in playout.states:
        hooks.state(state)
    assert not game.to_move(playout.states[-1])
    outcome = playout.outcome
    players = playout.case.players
    assert len(outcome.scores) == len(outcome.places) == players
    assert min(outcome.places) == 1 and outcome.winners
    assert all(1 <= place <= players for place in outcome.places)
    for a in range(players):
        for b in range(players):
            if outcome.scores[a] > outcome.scores[b]:
                assert outcome.places[a] < outcome.places[b], outcome
            if outcome.places[a] == outcome.places[b]:
                assert outcome.scores[a] == outcome.scores[b], outcome
            if outcome.places[a] < outcome.places[b]:
                assert outcome.scores[a] >= outcome.scores[b], outcome
    hooks.end(playout)
    for step in playout.steps:
        hooks.step(step)


def test_every_legal_action_applies_and_apply_never_changes_its_input(
        playout: Playout) -> None:
    """At every step the chosen action and a few others (at some steps every one, each
    leading to a state that keeps the game's invariants) apply, are explained as legal,
    change the state, leave their input equal to a deep copy and to its JSON, and
    applying again gives the same transition."""
    game, hooks = playout.game, hooks_of(playout.case)
    chooser = Rng(playout.case.seed + 1000)
    for index, step in enumerate(playout.steps):
        state, seat = step.before, step.player
        text = state_json(game, state)
        snapshot = copy.deepcopy(state) if index % 10 == 0 else None
        returned = game.legal_actions(state, seat)
        legal = list(returned)
        assert step.action in legal
        again = game.apply(state, seat, step.action)
        assert again.state == step.after and again.events == step.events
        every = index % EVERY_ACTION_EVERY == 0
        others = legal if every else [chooser.choice(legal) for _ in range(SAMPLED_PER_STEP)]
        for action in others:
            assert game.explain(state, seat, action) is None, action
            after = game.apply(state, seat, action).state
            assert after != state
            if every:
                hooks.state(after)
        assert state_json(game, state) == text, "apply changed its input"
        assert list(returned) == legal, "apply changed the list of legal actions"
        assert list(game.legal_actions(state, seat)) == legal
        if snapshot is not None:
            assert state == snapshot, "apply changed its input"


def test_actions_survive_their_json_round_trip(playout: Playout) -> None:
    game = playout.game
    for index, step in enumerate(playout.steps):
        actions = game.legal_actions(step.before, step.player) if index % 3 == 0 \
            else [step.action]
        for action in actions:
            data = json.loads(json.dumps(game.action_to_json(action)))
            assert game.action_from_json(data) == action


def test_explain_refuses_what_is_not_legal_now(playout: Playout) -> None:
    """``explain`` says why for actions legal earlier (or for another seat) but not now."""
    game = playout.game
    refused = 0
    earlier: list[Any] = []
    for index, step in enumerate(playout.steps):
        state, seat = step.before, step.player
        legal = game.legal_actions(state, seat)
        candidates = list(earlier)
        for other in game.to_move(state):
            if other != seat:
                candidates += list(game.legal_actions(state, other))[:5]
        checked = 0
        for action in candidates:
            if action in legal or checked >= 4:
                continue
            checked += 1
            assert game.explain(state, seat, action) is not None, (index, action)
            refused += 1
        earlier = list(legal)[:8]
    assert refused > 0


def test_save_load_replay_gives_an_equal_state(playout: Playout, tmp_path: Path) -> None:
    """A save written half-way and at the end loads (by replaying its history) to an
    equal match; replaying the history through a new Match passes through every state."""
    case, game, hooks = playout.case, playout.game, hooks_of(playout.case)
    specs = [PlayerSpec(p.name, p.bot) for p in playout.match.players]
    match = Match.start(game, specs, case.options, case.seed)
    assert match.state == playout.states[0]
    assert match.setup_events == playout.setup_events
    half = len(playout.steps) // 2
    for index, step in enumerate(playout.steps):
        if index == half:
            _check_saved(match, tmp_path / "half.json")
        match.act(step.player, step.action)
        assert match.state == playout.states[index + 1]
    assert match.history == playout.match.history
    _check_saved(match, tmp_path / "end.json")
    if hooks.state_from_json is not None:
        for state in playout.states[::10] + playout.states[-1:]:
            data = json.loads(json.dumps(game.state_to_json(state)))
            assert hooks.state_from_json(data) == state


def _check_saved(match: Match, path: Path) -> None:
    save(path, match, {"lang": "cs"})
    loaded, meta = load(path, registry.get_game)
    assert meta == {"lang": "cs"}
    assert loaded.state == match.state
    assert loaded.history == match.history
    assert loaded.players == match.players
    assert loaded.seed == match.seed and loaded.options == match.options
    assert loaded.game.state_to_json(loaded.state) == match.game.state_to_json(match.state)


def _field_names(view: Any, hooks: Hooks) -> set[str]:
    names = {f.name for f in dataclasses.fields(view)}
    for sub in hooks.sub_views:
        names |= {f.name for f in dataclasses.fields(getattr(view, sub))}
    return names


def test_views_differ_only_in_private_fields(playout: Playout) -> None:
    """For every seat and a spectator: no view has a hidden field; a state sampled from a
    seat's view, or the game's own twin of the state, gives that seat (and a spectator)
    the same view; the sample has the same movers and legal actions."""
    game, hooks = playout.game, hooks_of(playout.case)
    rng = rngmod.seed_state(playout.case.seed + 77)
    states = playout.states
    for index in (*range(0, len(states), VIEW_EVERY), len(states) - 1):
        state = states[index]
        public = game.view(state, None)
        for seat in (None, *range(playout.case.players)):
            view = game.view(state, seat)
            assert not _field_names(view, hooks) & hooks.hidden_fields
            hooks.view(state, seat, view)
            rng, sample_seed = rngmod.next_u64(rng)
            sampled = game.sample_state(view, rngmod.seed_state(sample_seed))
            assert game.view(sampled, seat) == view
            assert game.view(sampled, None) == public
            assert game.to_move(sampled) == game.to_move(state)
            hooks.sampled(state, sampled)
            if seat is not None:
                assert game.legal_actions(sampled, seat) == game.legal_actions(state, seat)
                if hooks.twin is not None:
                    rng, twin_seed = rngmod.next_u64(rng)
                    twin = hooks.twin(state, seat, twin_seed)
                    assert game.view(twin, seat) == view
                    assert game.view(twin, None) == public


def narrator_for(playout: Playout, lang: str) -> Any:
    """The game's narrator, as its entry makes it (and its session does)."""
    return entry(playout.case.game_id).make_narrator(L10n(lang, strict=True), playout.match,
                                                      "normal")


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_narrates_in_both_languages(playout: Playout, lang: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Every event gives whole lines, with no message id or brace left over (strict L10n:
    a missing message or variable raises); each step is heard by one listener in turn
    (a spectator, then each seat), the setup and the end by all of them."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    game = playout.game
    narrator = narrator_for(playout, lang)
    beasty = playout.case.game_id == "beasty-bar"
    batches = [(playout.states[0], playout.setup_events)]
    batches += [(step.after, step.events) for step in playout.steps]
    outcome_at_end = playout.outcome
    told = 0
    for index, (state, events) in enumerate(batches):
        last = index == len(batches) - 1
        listeners = (None, *range(playout.case.players))
        for listener in listeners if index == 0 or last else (listeners[index % len(listeners)],):
            view = game.view(state, listener)
            for event in events_for(events, listener):
                if beasty:
                    lines = narrator.event_lines(event, listener, view)
                else:
                    lines = narrator.event_lines(event, listener, view,
                                                 outcome_at_end if last else None)
                for line in lines:
                    assert isinstance(line, str) and line.strip(), event
                    assert not LEFTOVER.search(line), (event, line)
                told += 1
    assert told >= len(playout.steps)


GOLDEN = [case for case in CASES if case.golden is not None]


@pytest.mark.parametrize("case", GOLDEN, ids=[c.case_id for c in GOLDEN])
def test_golden_seeded_games_pin_the_final_scores(case: Case) -> None:
    """The final scores of one seed per game and variant, and the same seed and bots
    play the same game again, state by state."""
    first = played(case)
    assert first.outcome.scores == case.golden
    assert play(case).states == first.states


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_same_seed_deals_the_same_game(game_id: str) -> None:
    game = registry.get_game(game_id)
    assert game is not None
    low, _ = registry.player_range(game_id)
    specs = [PlayerSpec(f"P{i}") for i in range(low)]
    assert game.new_game(specs, {}, 5) == game.new_game(specs, {}, 5)
    assert game.new_game(specs, {}, 5).state != game.new_game(specs, {}, 6).state
