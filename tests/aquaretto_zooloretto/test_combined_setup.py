"""Setup of the combined game (rulebook "Varianta pro kombinovanou hru", Příprava hry):
trucks, 2 coins each, one bank, each game's species left out, separate stacks and end
stacks, a zoo and a water park each, and which Zooloretto mini-expansions may join."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules.geometry import BoardSize
from accessible_games.games.aquaretto.rules.tiles import TRAINABLE
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, DrawFrom, Phase, Supply, WaterStep,
)
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.aquaretto.rules.actions import Expand
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.zooloretto.rules.zoo import BASE_LAYOUT


@pytest.mark.parametrize(("players", "removed"), [(2, 3), (3, 2), (4, 1), (5, 0)])
def test_each_game_is_set_up_for_the_player_count(kit: SimpleNamespace, players: int,
                                                  removed: int) -> None:
    """One truck per player (3 with 2 players); 2 coins each and the rest of both boxes'
    60 coins in one bank; each game leaves out its species by player count (Aquaretto never
    dolphin, orca or sea lion); separate stacks and separate 15-tile end stacks; each
    player a zoo and a water park with 2 small and 2 large boards."""
    state = kit.new_state(players)
    assert len(state.trucks) == (3 if players == 2 else players)
    assert state.coins == (2,) * players and state.bank == 60 - 2 * players
    assert len(state.zoo.removed_species) == len(state.water.removed_species) == removed
    assert not set(state.water.removed_species) & TRAINABLE
    assert len(state.zoo.end_stack) == len(state.water.end_stack) == 15
    assert all(isinstance(t, ZooTile) for t in state.zoo.stack + state.zoo.end_stack)
    assert all(isinstance(t, WaterTile) for t in state.water.stack + state.water.end_stack)
    for seat in range(players):
        assert tuple(e.spec for e in state.zoo.players[seat].enclosures) == BASE_LAYOUT
        water = state.water.players[seat]
        assert (water.small_boards, water.large_boards, water.depot) == (2, 2, ())
    assert state.zoo.max_expansions() == (2 if players == 2 else 1)
    assert state.phase is Phase.TURN and state.current == 0 and state.round == 1
    kit.check_invariants(state)


def test_two_players_three_trucks_blocked_by_removed_zooloretto_tiles(
        kit: SimpleNamespace) -> None:
    """2 players: three trucks holding 3, 2 and 1 tiles, blocked for the whole game by
    face-down tiles of the species removed from Zooloretto (our choice; Aquaretto's removed
    tiles stay in its box)."""
    transition = GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {}, 5)
    state = transition.state
    assert [t.free for t in state.trucks] == [3, 2, 1]
    removed = {s.value for s in state.zoo.removed_species}
    blockers = [b for t in state.trucks for b in t.blockers]
    assert len(blockers) == 3 and all(b.key in removed for b in blockers)
    assert len([t for t in state.water.box if not t.is_offspring]) == 3 * 11
    assert [type(e) for e in transition.events] == [ev.GameStarted, ev.TruckBlocked,
                                                    ev.TruckBlocked, ev.RoundStarted]
    assert transition.events[0] == ev.GameStarted(2, state.zoo.removed_species,
                                                  state.water.removed_species, 3, 0, 2)
    assert transition.events[-1] == ev.RoundStarted(1, 0, (Supply.ZOO, Supply.WATER))


def test_first_turn_offers_both_stacks_and_the_affordable_money_actions(
        kit: SimpleNamespace) -> None:
    """A turn: draw from either game's stacks, or one money action; with 2 coins an
    Aquaretto board is affordable, a Zooloretto expansion board (3 coins) is not."""
    state = kit.new_state()
    assert GAME.legal_actions(state, 0) == [
        DrawFrom(Supply.ZOO), DrawFrom(Supply.WATER), WaterStep(Expand(BoardSize.SMALL)),
        WaterStep(Expand(BoardSize.LARGE))]
    assert GAME.legal_actions(state, 1) == []


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players: int) -> None:
    with pytest.raises(IllegalAction) as error:
        GAME.new_game([PlayerSpec(f"P{i}") for i in range(players)], {}, 1)
    assert error.value.reason == "aquaretto-zooloretto-error-player-count"
    assert error.value.args_map == {"min": 2, "max": 5}


def test_the_savings_book_may_join(kit: SimpleNamespace) -> None:
    """The savings book is the one mini-expansion whose combined use the rulebooks describe."""
    state = kit.new_state(options={"expansions": ["savings-book"]})
    assert state.zoo.expansions == ("savings-book",)


@pytest.mark.parametrize("name", [n for n in NAMES if n != "savings-book"])
def test_other_mini_expansions_are_refused(name: str) -> None:
    with pytest.raises(IllegalAction) as error:
        GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {"expansions": [name]}, 1)
    assert error.value.reason == "aquaretto-zooloretto-error-expansion-unsupported"
    assert error.value.args_map == {"name": name}


def test_unknown_expansions_are_refused_as_in_zooloretto() -> None:
    with pytest.raises(IllegalAction) as error:
        GAME.new_game([PlayerSpec("A"), PlayerSpec("B")], {"expansions": ["dragons"]}, 1)
    assert error.value.reason == "zooloretto-error-unknown-expansion"


def test_the_same_seed_sets_the_same_table() -> None:
    specs = [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")]
    assert GAME.new_game(specs, {}, 9) == GAME.new_game(specs, {}, 9)
    assert GAME.new_game(specs, {}, 9).state != GAME.new_game(specs, {}, 10).state
