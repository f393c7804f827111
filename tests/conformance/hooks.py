"""Each game's own checks, which the conformance suite calls on its seeded playouts.

A game's ``Hooks`` say what is particular to it: its invariants on every state, what
must hold of each step and at the end, what its views must show, another state its
players cannot tell apart from the real one, and its own state JSON reader.  The
suite itself checks only what every game shares.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from accessible_games.core import rng as rngmod
from accessible_games.core.events import Event, events_for

if TYPE_CHECKING:
    from tests.conformance.playout import Playout, Step


def _nothing(*_: Any) -> None:
    return None


@dataclass(frozen=True)
class Hooks:
    """One game's own checks (each may be left as doing nothing).

    Attributes:
        state: the invariants of any state.
        step: what must hold of one applied action (before, player, action, after, events).
        end: what must hold of a whole played game.
        view: what a view must show of its state (state, player, view).
        sampled: what a state sampled from a view must hold (original, sampled).
        twin: another state that ``player`` cannot tell from this one (state, player,
            rng state); None if the game has no such helper beyond ``sample_state``.
        hidden_fields: names no view (or sub-view) may have.
        sub_views: the attribute names of the view's nested views.
        state_from_json: the game's own reader of ``state_to_json`` (None: it has none).
    """

    state_from_json: Callable[[Any], Any] | None = None
    state: Callable[[Any], None] = _nothing
    step: Callable[[Step], None] = _nothing
    end: Callable[[Playout], None] = _nothing
    view: Callable[[Any, int | None, Any], None] = _nothing
    sampled: Callable[[Any, Any], None] = _nothing
    twin: Callable[[Any, int, int], Any] | None = None
    hidden_fields: frozenset[str] = frozenset({"rng"})
    sub_views: tuple[str, ...] = field(default=())


# -- Beasty Bar -----------------------------------------------------------------------

def _beasty_step(step: Step) -> None:
    from accessible_games.games.beasty_bar.rules import Play
    if isinstance(step.action, Play):
        assert step.before.current == step.player
    for viewer in [None, *range(step.after.player_count)]:
        _beasty_step_events(step.after, viewer, step.events)


def _beasty_end(played: Playout) -> None:
    """Basic: each player plays exactly 12 cards; advanced: 8 (4 set aside)."""
    from accessible_games.games.beasty_bar.rules import Phase, Play
    last = played.states[-1]
    players = last.player_count
    plays = Counter(s.player for s in played.steps if isinstance(s.action, Play))
    per_player = 12 if last.variant == "basic" else 8
    assert plays == Counter({p: per_player for p in range(players)})
    assert last.phase is Phase.OVER
    assert all(len(a) == (0 if last.variant == "basic" else 4) for a in last.set_aside)
    for viewer in [None, *range(players)]:
        _beasty_step_events(played.states[0], viewer, played.setup_events)


def _beasty_step_events(after: Any, viewer: int | None, events: tuple[Event, ...]) -> None:
    """Events as ``viewer`` hears them never name a card hidden from them afterwards."""
    from tests.beasty_bar.invariants import cards_in, hidden_from
    hidden = hidden_from(after, viewer)
    for event in events_for(events, viewer):
        assert not cards_in(tuple(event.field_values().values())) & hidden, (viewer, event)


def _beasty_sampled(state: Any, sampled: Any) -> None:
    from tests.beasty_bar.invariants import all_cards, all_places
    assert Counter(all_places(sampled)) == all_cards(state)


def _beasty() -> Hooks:
    from tests.beasty_bar.invariants import check_invariants, check_view, redeal_others
    return Hooks(state=check_invariants,
                 step=_beasty_step, end=_beasty_end, view=check_view,
                 sampled=_beasty_sampled, twin=redeal_others,
                 hidden_fields=frozenset({"hands", "piles", "set_aside", "rng"}))


# -- Aquaretto ------------------------------------------------------------------------

def _water_tiles_named(event: Event, tile_type: type) -> set[Any]:
    values = event.field_values().values()
    named = {v for v in values if isinstance(v, tile_type)}
    named |= {t for v in values if isinstance(v, tuple) for t in v if isinstance(t, tile_type)}
    return named


def _aquaretto_step(step: Step) -> None:
    """No event names a tile still hidden (stacks, box, face-down blockers)."""
    from accessible_games.games.aquaretto.rules.tiles import Tile
    state = step.after
    hidden = set(state.stack) | set(state.end_stack) | set(state.box)
    hidden |= {b for t in state.trucks for b in t.blockers}
    for event in step.events:
        assert not _water_tiles_named(event, Tile) & hidden, event


def _aquaretto_end(played: Playout) -> None:
    """The game ends over, with details adding up to the scores."""
    from accessible_games.games.aquaretto.rules import Phase
    last = played.states[-1]
    assert last.phase is Phase.OVER
    outcome = played.outcome
    for seat in range(len(last.players)):
        parts = ("animals", "cashiers", "keepers", "trainers", "depot")
        assert sum(outcome.details[p][seat] for p in parts) == outcome.scores[seat]


def _aquaretto_sampled(state: Any, sampled: Any) -> None:
    from tests.aquaretto.invariants import ALL_ANIMALS, tile_places
    assert Counter(t for t in tile_places(sampled) if not t.is_coin) == ALL_ANIMALS


def _aquaretto_twin(state: Any, player: int, rng: int) -> Any:
    """The stacks reshuffled and the face-down blockers swapped for other removed tiles."""
    rng, mixed = rngmod.shuffled(rng, state.stack + state.end_stack)
    blockers = tuple(b for t in state.trucks for b in t.blockers)
    rng, box = rngmod.shuffled(rng, tuple(t for t in state.box if not t.is_offspring) + blockers)
    trucks, used = [], 0
    for truck in state.trucks:
        count = len(truck.blockers)
        trucks.append(dataclasses.replace(truck, blockers=box[used:used + count]))
        used += count
    babies = tuple(t for t in state.box if t.is_offspring)
    return dataclasses.replace(
        state, stack=mixed[:len(state.stack)], end_stack=mixed[len(state.stack):],
        trucks=tuple(trucks), box=tuple(sorted(box[used:])) + babies, rng=rng)


def _aquaretto() -> Hooks:
    from accessible_games.games.aquaretto.rules.serial import state_from_json
    from tests.aquaretto.invariants import HIDDEN_FIELDS, check_invariants
    return Hooks(state_from_json=state_from_json, state=check_invariants,
                 step=_aquaretto_step, end=_aquaretto_end, sampled=_aquaretto_sampled,
                 twin=_aquaretto_twin, hidden_fields=frozenset(HIDDEN_FIELDS))


# -- Zooloretto -----------------------------------------------------------------------

def _zooloretto_state(state: Any) -> None:
    from tests.zooloretto.invariants import check_base_invariants, check_invariants
    check_invariants(state)
    if not state.expansions:
        check_base_invariants(state)


def _zooloretto_step(step: Step) -> None:
    """Pavilions and sites never move but by a hand-off."""
    from accessible_games.games.zooloretto.rules.expansions.construction_sites import (
        HandOffSites,
    )
    from tests.zooloretto.invariants import fixed_places
    if not isinstance(step.action, HandOffSites):
        assert fixed_places(step.before) <= fixed_places(step.after)


def _zooloretto_end(played: Playout) -> None:
    """Over after the final round; every category scored; task cards secret."""
    from accessible_games.games.zooloretto.rules.expansions.task_cards import (
        TaskCardDealt, TaskCardHidden,
    )
    from accessible_games.games.zooloretto.rules.state import Phase
    state = played.states[-1]
    outcome = played.outcome
    assert state.phase is Phase.OVER and state.final_round
    assert outcome.details["coins"] == tuple(p.coins for p in state.players)
    for seat in range(state.player_count):
        assert outcome.scores[seat] == sum(
            values[seat] for name, values in outcome.details.items() if name != "coins")
    if not state.expansions:
        assert set(outcome.details) == {"enclosures", "stalls", "barn", "coins"}
    if "task-cards" not in state.expansions:
        return
    game = played.game
    for seat in range(state.player_count):
        heard = events_for(played.setup_events, seat)
        own = [e for e in heard if isinstance(e, TaskCardDealt)]
        assert [e.player for e in own] == [seat]
        assert sum(isinstance(e, TaskCardHidden) for e in heard) == state.player_count - 1
        for mid in played.states[::17]:
            view = game.view(mid, seat)
            assert view.task_card == mid.task_cards[seat]
            assert str(mid.task_cards) not in repr(view) or state.player_count == 1
    assert game.view(state, None).task_card is None


def _zooloretto_view(state: Any, seat: int | None, view: Any) -> None:
    assert view.stack_size == len(state.stack)
    assert all(tv.blockers == len(t.blockers) for tv, t in zip(view.trucks, state.trucks))


def _zooloretto_sampled(state: Any, sampled: Any) -> None:
    from tests.zooloretto.invariants import tile_places
    assert tile_places(sampled) == tile_places(state)


def _zooloretto() -> Hooks:
    from accessible_games.games.zooloretto.rules.serial import state_from_json
    return Hooks(state_from_json=state_from_json, state=_zooloretto_state,
                 step=_zooloretto_step, end=_zooloretto_end, view=_zooloretto_view,
                 sampled=_zooloretto_sampled,
                 hidden_fields=frozenset({"stack", "end_stack", "box", "rng"}))


# -- O Zoo le Mio ---------------------------------------------------------------------

def _ozoo_step(step: Step) -> None:
    """A bid is never visible to another player before the reveal."""
    from accessible_games.games.ozoolemio.rules import GAME, Bid
    from accessible_games.games.ozoolemio.rules import events as ev
    if not isinstance(step.action, Bid):
        return
    before, after, seat = step.before, step.after, step.player
    revealed = any(isinstance(e, ev.BidsRevealed) for e in step.events)
    for other in (None, *range(before.player_count)):
        if other == seat:
            continue
        heard = events_for(step.events, other)
        assert not any(isinstance(e, ev.BidPlaced) for e in heard)
        if not revealed:
            assert heard == (ev.BidHidden(seat),)
            assert GAME.view(after, other).bid == (None if other is None
                                                   else after.bids[other])
            changed = GAME.apply(before, seat, Bid(0)).state
            assert GAME.view(changed, other) == GAME.view(after, other)


def _ozoo_end(played: Playout) -> None:
    """Five rounds scored, the score sheet adding up, every tile placed or set aside."""
    from accessible_games.games.ozoolemio.rules import Phase
    from accessible_games.games.ozoolemio.rules import events as ev
    from accessible_games.games.ozoolemio.rules.serial import state_from_json
    state = played.states[-1]
    game = played.game
    outcome = played.outcome
    assert state.phase is Phase.OVER and state.round == 5 and not state.stack
    assert set(outcome.details) == {"visitors", "trees", "benches", "coins"}
    assert outcome.scores == tuple(sum(outcome.details[k][s] for k in
                                       ("visitors", "trees", "benches"))
                                   for s in range(state.player_count))
    placed = sum(p.zoo.auctioned_tiles for p in state.players)
    assert placed + len(state.set_aside) == 25
    scored = [e for s in played.steps for e in s.events if isinstance(e, ev.RoundScored)]
    for seat, player in enumerate(state.players):
        assert len(player.rounds) == 5
        for number, entry in enumerate(player.rounds, 1):
            assert entry.round == entry.multiplier == number
            assert entry.points == (entry.visitors + entry.trees + entry.benches) * number
        assert sum(entry.points for entry in player.rounds) == player.score
        assert [(e.round, e.visitors, e.trees, e.benches, e.points)
                for e in scored if e.player == seat] == [
            (e.round, e.visitors, e.trees, e.benches, e.points) for e in player.rounds]
    data = json.loads(json.dumps(game.state_to_json(state)))
    assert all(len(p["rounds"]) == 5 for p in data["players"])
    assert state_from_json(data) == state
    for seat in (None, *range(state.player_count)):
        view = game.view(state, seat)
        assert view.players == state.players
        sampled = game.sample_state(view, rngmod.seed_state(3))
        assert [p.rounds for p in sampled.players] == [p.rounds for p in state.players]


def _ozoo_view(state: Any, seat: int | None, view: Any) -> None:
    assert view.stack_size == len(state.stack)


def _ozoo_sampled(state: Any, sampled: Any) -> None:
    from tests.ozoolemio.invariants import check_invariants
    check_invariants(sampled)


def _ozoo() -> Hooks:
    from accessible_games.games.ozoolemio.rules.serial import state_from_json
    from tests.ozoolemio.invariants import check_invariants
    return Hooks(state_from_json=state_from_json, state=check_invariants, step=_ozoo_step,
                 end=_ozoo_end, view=_ozoo_view, sampled=_ozoo_sampled,
                 hidden_fields=frozenset({"stack", "bids", "rng"}))


# -- Aquaretto + Zooloretto -----------------------------------------------------------

def _combined_step(step: Step) -> None:
    """No event names a tile still hidden (both games' stacks and boxes, the blockers)."""
    state = step.after
    hidden = set(state.zoo.stack + state.zoo.end_stack + state.zoo.box)
    hidden |= set(state.water.stack + state.water.end_stack + state.water.box)
    hidden |= {b for t in state.trucks for b in t.blockers}
    for event in step.events:
        values = event.field_values().values()
        named = {v for v in values if not isinstance(v, (tuple, int, str))}
        named |= {t for v in values if isinstance(v, tuple) for t in v}
        assert not {t for t in named if t in hidden}, event


def _combined_end(played: Playout) -> None:
    """The game ends after both end stacks, with details adding up."""
    from accessible_games.games.aquaretto_zooloretto.rules import Phase
    last = played.states[-1]
    outcome = played.outcome
    assert last.phase is Phase.OVER
    assert len(last.end_reached) == 2 or not (last.zoo.stack or last.water.stack)
    for seat in range(len(outcome.scores)):
        assert outcome.details["zoo"][seat] + outcome.details["water"][seat] == \
            outcome.scores[seat]
        zoo = sum(v[seat] for k, v in outcome.details.items() if k.startswith("zoo-"))
        water = sum(v[seat] for k, v in outcome.details.items() if k.startswith("water-"))
        assert (zoo, water) == (outcome.details["zoo"][seat], outcome.details["water"][seat])


def _combined_sampled(state: Any, sampled: Any) -> None:
    from accessible_games.games.aquaretto_zooloretto.rules.inventory import (
        ALL_WATER_ANIMALS, ALL_ZOO_TILES, water_tile_places, zoo_tile_places,
    )
    assert zoo_tile_places(sampled) == ALL_ZOO_TILES
    water = water_tile_places(sampled)
    assert Counter({t: n for t, n in water.items() if not t.is_coin}) == ALL_WATER_ANIMALS
    assert sum(1 for t in water if t.is_coin) == sum(
        1 for t in water_tile_places(state) if t.is_coin)


def _combined_twin(state: Any, player: int, rng: int) -> Any:
    """Both games' stacks reshuffled and the blockers swapped for other tiles of the
    removed Zooloretto species."""
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
    return dataclasses.replace(state, zoo=zoo, water=water, trucks=tuple(trucks))


def _combined() -> Hooks:
    from accessible_games.games.aquaretto_zooloretto.rules.serial import state_from_json
    from tests.aquaretto_zooloretto.invariants import check_invariants
    return Hooks(state_from_json=state_from_json, state=check_invariants,
                 step=_combined_step, end=_combined_end, sampled=_combined_sampled,
                 twin=_combined_twin, hidden_fields=frozenset({"stack", "end_stack", "box",
                                                                "rng"}),
                 sub_views=("zoo", "water"))


HOOKS: dict[str, Callable[[], Hooks]] = {
    "beasty-bar": _beasty,
    "aquaretto": _aquaretto,
    "zooloretto": _zooloretto,
    "o-zoo-le-mio": _ozoo,
    "aquaretto-zooloretto": _combined,
}
"""Each game's own checks, by game id (every game of the registry has an entry)."""
