"""The Czech Aquaretto rulebook, rule by rule: every worked example and FAQ answer.

Each docstring says in English which passage of aquaretto.cs.txt the test checks.
States are built from a real new game, then pieces are set with ``replace``;
every action goes through ``explain`` (must be legal) and ``apply``.
Tile codes: species-kind-number, e.g. ``orca-male1``, ``penguin-fish3``.

The worked examples that the tutorials teach start from their scenario files
(accessible_games/scenarios/aquaretto/<name>.json, see ``scenario_play``), so the
tests and the tutorials share one position; test_aquaretto_scenarios.py checks
those files as a whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules import (
    GAME, AquarettoState, BoardSize, BuyTile, ChooseTile, DiscardTile, Expand,
    MoveDepotTile, MoveWorker, Phase, PlaceBoard, PlaceInDepot, PlaceTile,
    PlaceWorker, PlayerState, Species, TakeTruck, WorkerKind, WorkerSpot, cell_name,
    legal_cells, parse_cell, parse_tile, score_sheet,
)
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.park import park_of, park_problems
from accessible_games.games.aquaretto.rules.scoring import outcome_of, trainer_points
from accessible_games.games.aquaretto.rules.tiles import TRAINABLE
from accessible_games.scenarios.library import load_scenario, play_scenario

T = parse_tile
C = parse_cell


def new_state(players: int = 5, seed: int = 7) -> AquarettoState:
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    state: AquarettoState = GAME.new_game(specs, {}, seed).state
    return state


def set_player(state: AquarettoState, seat: int, **changes: Any) -> AquarettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def load(state: AquarettoState, codes: Iterable[str], truck: int = 0) -> AquarettoState:
    trucks = list(state.trucks)
    trucks[truck] = replace(trucks[truck], tiles=tuple(T(c) for c in codes))
    return replace(state, trucks=tuple(trucks))


def act(state: AquarettoState, action: Any) -> tuple[AquarettoState, tuple[Event, ...]]:
    player = state.current
    assert GAME.explain(state, player, action) is None, GAME.explain(state, player, action)
    transition = GAME.apply(state, player, action)
    return transition.state, transition.events


def run(state: AquarettoState, *actions: Any) -> tuple[AquarettoState, list[Event]]:
    events: list[Event] = []
    for action in actions:
        state, new = act(state, action)
        events.extend(new)
    return state, events


def scenario_play(name: str) -> tuple[AquarettoState, AquarettoState, list[Event]]:
    """Play the scenario file ``name`` (the tutorials' example) through the rules: the
    state before the move, the state after its last step, and every step's events."""
    before, after, events = play_scenario(load_scenario("aquaretto", name))
    return before, after, list(events)


def tiles_by_cell(park: Any) -> dict[str, str]:
    return {cell_name(c): t.code for c, t in park.tiles}


def of_type(events: Sequence[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def cells(*names: str) -> list[tuple[int, int]]:
    return [C(n) for n in names]


# -- setup -----------------------------------------------------------------------------------------

def test_setup_by_player_count() -> None:
    """Setup: 3 players remove 2 species, 4 players 1, 5 players none, the 2-player variant 3;
    never dolphins, orcas or sea lions.  All square tiles are shuffled, 15 go under the disc;
    offspring lie face up; as many trucks as players (3 with 2 players); each player has a
    park, 2 large and 2 small boards and 1 coin; the rest of the 30 coins is the bank."""
    for players, removed in ((2, 3), (3, 2), (4, 1), (5, 0)):
        seen: set[tuple[Species, ...]] = set()
        for seed in range(12):
            state = new_state(players, seed)
            seen.add(state.removed_species)
            assert len(state.removed_species) == removed
            assert not set(state.removed_species) & TRAINABLE
            species = 8 - removed
            assert len(state.end_stack) == 15
            assert len(state.stack) + len(state.end_stack) == 11 * species + 10
            assert len(state.offspring) == 2 * species
            assert all(t.species not in state.removed_species for t in state.stack)
            assert len(state.trucks) == (3 if players == 2 else players)
            assert state.bank == 30 - players and state.workers == 16
            for player in state.players:
                assert (player.coins, player.small_boards, player.large_boards) == (1, 2, 2)
                assert len(player.park.fields) == 19 and not player.park.tiles
        assert len(seen) > 1 or removed == 0, "the removed species come from the seeded dice"


# -- placing tiles ---------------------------------------------------------------------------------

def test_klaus_founds_an_orca_pool_away_from_his_dolphins() -> None:
    """Example (page 2): Klaus has a pool of 3 dolphins and starts an orca pool; the fields
    marked x next to the dolphins are forbidden, because every pool keeps at least one field
    away from the others.  Tiles touching only at corners do not count as neighbours.
    The position is the scenario file klaus-orca-pool."""
    before, after, _ = scenario_play("klaus-orca-pool")
    park = before.players[0].park
    assert tiles_by_cell(park) == {"2B": "dolphin-plain1", "2C": "dolphin-plain2",
                                   "3B": "dolphin-plain3"}
    orca = T("orca-plain1")
    assert before.trucks[0].tiles == (orca,)
    legal = {cell_name(c) for c in legal_cells(park, orca)}
    for x in ("1B", "1C", "2A", "2D", "3A", "3C", "4B"):
        assert x not in legal
    # Touching a dolphin only at a corner is fine.
    assert {"1D", "3D", "4C"} <= legal
    assert legal == {"1D", "2E", "3D", "3E", "4C", "4D", "4E", "5C", "5D"}
    # The scenario's move: the orca on 3D, at a corner of the dolphin on 2C.
    assert after.players[0].park.tile_at(C("3D")) == orca
    assert park_problems(after.players[0].park) == ()


def test_faq_one_pool_per_species_and_one_species_per_pool() -> None:
    """FAQ: "Can I have several pools of one species?" No.  "Animals of different species in
    one pool?" No.  A second dolphin must join the dolphin pool; an orca may never be placed
    edge to edge with it."""
    park = park_of({"3C": "dolphin-plain1"})
    assert all(any(n == C("3C") for n in _orth(c))
               for c in legal_cells(park, T("dolphin-plain2")))
    assert not any(any(n == C("3C") for n in _orth(c)) for c in legal_cells(park, T("orca-plain1")))


def _orth(cell: tuple[int, int]) -> list[tuple[int, int]]:
    col, row = cell
    return [(col, row - 1), (col - 1, row), (col + 1, row), (col, row + 1)]


def test_depot_takes_any_tile_even_with_room_and_keeps_its_order() -> None:
    """Placing in the depot: a player who cannot or does not want to place a tile in the park
    puts it on the depot stack; any number of tiles of any species; the species limit does not
    apply there; the order cannot be changed (only the top tile is used later)."""
    state = new_state()
    state = load(state, ["orca-plain1", "penguin-fish1", "hippo-fish1"])
    state, _ = run(state, TakeTruck(0))
    assert state.phase is Phase.CHOOSE_TILE
    order = ["hippo-fish1", "orca-plain1", "penguin-fish1"]
    for code in order[:2]:
        state, events = run(state, ChooseTile(T(code)), PlaceInDepot())
        assert of_type(events, ev.TileToDepot)[0].tile == T(code)
    # The last tile is placed without a choice of tile, still with a choice of where.
    assert GAME.legal_actions(state, state.current)[-1] == PlaceInDepot()
    state, _ = run(state, PlaceInDepot())
    depot = state.players[0].depot
    assert depot == tuple(T(c) for c in order)
    assert state.players[0].depot_top == T("penguin-fish1")


def test_a_tile_with_no_legal_cell_goes_to_the_depot_with_the_reason() -> None:
    """A truck tile no cell takes goes to the depot by itself; the event says why: no new
    pool at the species limit, or no free field next to its pool.  A tile put there by
    choice says so."""
    full = park_of({"1A": "dolphin-plain1", "1C": "orca-plain1", "1E": "penguin-fish1"})
    state = set_player(new_state(), 0, park=full)
    state, events = run(load(state, ["hippo-plain1"]), TakeTruck(0))
    [hippo] = of_type(events, ev.TileToDepot)
    assert (hippo.tile, hippo.reason, hippo.limit) == (T("hippo-plain1"), "species-limit", 3)
    boxed = park_of({"1A": "orca-plain1", "1B": "dolphin-plain1", "2A": "dolphin-plain2"})
    state = set_player(new_state(), 0, park=boxed)
    state, events = run(load(state, ["orca-plain2"]), TakeTruck(0))
    assert [(e.tile, e.reason) for e in of_type(events, ev.TileToDepot)] == \
        [(T("orca-plain2"), "no-cell")]
    state, events = run(load(new_state(), ["orca-plain1"]), TakeTruck(0), PlaceInDepot())
    assert [e.reason for e in of_type(events, ev.TileToDepot)] == ["chosen"]


def test_coin_tiles_go_straight_into_the_purse() -> None:
    """Coin tiles: the player puts a coin tile with his coins; it is worth one coin."""
    state = load(new_state(), ["coin-3", "orca-plain1", "coin-4"])
    state, events = run(state, TakeTruck(0))
    assert state.players[0].coins == 3
    assert [e.coins for e in of_type(events, ev.CoinTileTaken)] == [2, 3]
    assert state.hand == () and state.phase is Phase.PLACE_TILE


# -- pool bonuses ----------------------------------------------------------------------------------

def test_bonus_coin_at_3_6_9_and_worker_at_5() -> None:
    """Growing a pool: a pool of 3, 6, 9 or 12 tiles earns 1 coin; of 5 or 10 tiles 1 worker,
    placed at once on one of the four kinds of position (cashier, keeper, manager, trainer)."""
    state = new_state()
    codes = ["turtle-male1", "turtle-male2"] + [f"turtle-fish{n}" for n in range(1, 7)] + [
        "turtle-plain1"]
    names = ["2B", "2C", "2D", "3B", "3C", "3D", "4B", "4C", "4D"]
    coins: list[int] = []
    workers: list[int] = []
    for code, name in zip(codes, names):
        state = replace(state, current=0, trucks=tuple(replace(t, taken_by=None, tiles=())
                                                       for t in state.trucks))
        state, events = run(load(state, [code]), TakeTruck(0), PlaceTile(C(name)))
        coins += [e.pool_size for e in of_type(events, ev.BonusCoin)]
        workers += [e.pool_size for e in of_type(events, ev.WorkerEarned)]
        if of_type(events, ev.WorkerEarned):
            assert state.phase is Phase.PLACE_WORKER and state.current == 0
            kinds = [a.spot.kind for a in GAME.legal_actions(state, 0)]
            assert kinds[:3] == [WorkerKind.CASHIER, WorkerKind.KEEPER, WorkerKind.MANAGER]
            assert kinds[3:] == [WorkerKind.TRAINER] * (19 - 5)
            state, events = run(state, PlaceWorker(WorkerSpot(WorkerKind.KEEPER)))
            assert of_type(events, ev.WorkerPlaced)[0].kind is WorkerKind.KEEPER
    assert coins == [3, 6, 9]
    assert workers == [5]
    assert state.players[0].keepers == 1 and state.players[0].coins == 4
    assert state.workers == 15


def test_two_tiles_joining_together_still_pay_the_bonus_once() -> None:
    """Bonuses: a player gets the bonus even when a pool grows by several tiles at once;
    putting the 3rd and 4th tile into a pool together still earns 1 coin (not 0, not 2).
    The position and move are the scenario file two-tiles-one-coin."""
    before, state, events = scenario_play("two-tiles-one-coin")
    assert before.players[0].park.pool_size(Species.ORCA) == 2
    assert before.players[0].coins == 1
    assert [t.species for t in before.trucks[0].tiles] == [Species.ORCA, Species.ORCA]
    assert len(of_type(events, ev.TruckTaken)) == 1, "both tiles come in one turn"
    assert [e.pool_size for e in of_type(events, ev.TilePlaced)] == [3, 4]
    assert [e.pool_size for e in of_type(events, ev.BonusCoin)] == [3]
    assert state.players[0].coins == 2


def test_tile_and_offspring_together_cross_two_thresholds() -> None:
    """Bonuses with offspring: the female makes the pool 5 (a worker), her offspring makes it
    6 (a coin): both bonuses are paid, each once."""
    state = new_state()
    park = park_of({"2B": "dolphin-male1", "2C": "dolphin-plain1", "3B": "dolphin-plain2",
                    "3C": "dolphin-plain3"})
    state = set_player(load(state, ["dolphin-female1"]), 0, park=park)
    state, events = run(state, TakeTruck(0), PlaceTile(C("2D")))
    assert len(of_type(events, ev.OffspringBorn)) == 1
    assert [e.pool_size for e in of_type(events, ev.WorkerEarned)] == [5]
    assert state.phase is Phase.PLACE_TILE  # the offspring first: several cells to choose
    state, events = run(state, PlaceTile(C("3D")))
    assert [e.pool_size for e in of_type(events, ev.BonusCoin)] == [6]
    assert state.phase is Phase.PLACE_WORKER


def test_twelfth_tile_only_with_offspring() -> None:
    """Note on bonuses: a pool gets its 12th tile only with offspring (11 tiles per species);
    the 12th tile earns a coin like the 3rd, 6th and 9th."""
    names = ["1B", "1C", "1D", "2A", "2B", "2C", "2D", "2E", "3A", "3B"]
    codes = ["penguin-male1"] + [f"penguin-fish{n}" for n in range(1, 7)] + [
        "penguin-plain1", "penguin-male2", "penguin-female2"]
    park = park_of(dict(zip(names, codes)))
    state = set_player(load(new_state(), ["penguin-female1"]), 0,
                       park=park, bred=frozenset({T("penguin-male2"), T("penguin-female2")}))
    state, events = run(state, TakeTruck(0), PlaceTile(C("3C")))
    assert [e.pool_size for e in of_type(events, ev.BonusCoin)] == []
    state, events = run(state, PlaceTile(C("3D")))
    assert of_type(events, ev.OffspringPlaced)[0].pool_size == 12
    assert [e.pool_size for e in of_type(events, ev.BonusCoin)] == [12]


def test_worker_limits_and_no_place_means_no_worker() -> None:
    """Workers: at most 2 cashiers, 2 keepers, 1 manager; trainers on any free field.  The
    rulebook does not say what happens when no position is open; in this app the worker
    stays in the supply (WorkerNoPlace)."""
    pool = ["2A", "2B", "3A", "3B"]
    park = park_of({c: f"orca-plain{i + 1}" for i, c in enumerate(pool)})
    free = [c for c in park.fields if park.tile_at(c) is None and c != C("2C")]
    park = park.with_trainers(frozenset(free))
    state = set_player(load(new_state(), ["orca-plain5"]), 0, park=park, cashiers=2, keepers=2,
                       manager=True)
    state, events = run(state, TakeTruck(0), PlaceTile(C("2C")))
    assert of_type(events, ev.WorkerEarned) and of_type(events, ev.WorkerNoPlace)
    assert state.workers == 16 and state.current == 1


# -- offspring ------------------------------------------------------------------------------------

def test_offspring_born_at_once_even_when_the_pair_is_apart() -> None:
    """Offspring: when a fertile male or female gets a matching partner in the same pool, an
    offspring is born at once; they need not lie next to each other."""
    park = park_of({"2B": "orca-male1", "2C": "orca-plain1", "2D": "orca-plain2"})
    state = set_player(load(new_state(), ["orca-female1"]), 0, park=park)
    state, events = run(state, TakeTruck(0), PlaceTile(C("2E")))
    born = of_type(events, ev.OffspringBorn)
    assert born == [ev.OffspringBorn(0, Species.ORCA, T("orca-male1"), T("orca-female1"))]
    assert state.players[0].bred == {T("orca-male1"), T("orca-female1")}
    assert T("orca-offspring1") not in state.offspring


def test_a_third_fertile_animal_waits_for_its_partner() -> None:
    """Offspring note: no offspring when a pair is already in the pool and a third fertile
    animal joins; only when that animal's partner arrives is another offspring born.
    The first move is the scenario file third-fertile-waits."""
    before, state, events = scenario_play("third-fertile-waits")
    assert tiles_by_cell(before.players[0].park) == {
        "2B": "orca-male1", "2C": "orca-female1", "2D": "orca-offspring1"}
    assert before.players[0].bred == {T("orca-male1"), T("orca-female1")}
    assert T("orca-offspring1") not in before.offspring
    assert T("orca-offspring2") in before.offspring, "an offspring was there to be born"
    assert before.trucks[0].tiles == (T("orca-male2"),)
    assert not of_type(events, ev.OffspringBorn)
    assert state.players[0].park.tile_at(C("2E")) == T("orca-male2")
    assert state.players[0].bred == {T("orca-male1"), T("orca-female1")}
    female = T("orca-female2")
    state = replace(state, current=0, trucks=tuple(replace(t, taken_by=None)
                                                   for t in state.trucks),
                    stack=tuple(t for t in state.stack if t != female),
                    end_stack=tuple(t for t in state.end_stack if t != female))
    state, events = run(load(state, ["orca-female2"], truck=1), TakeTruck(1), PlaceTile(C("3C")))
    assert of_type(events, ev.OffspringBorn) == [
        ev.OffspringBorn(0, Species.ORCA, T("orca-male2"), T("orca-female2"))]


def test_no_offspring_in_the_depot_or_on_a_truck() -> None:
    """Offspring are born only in a pool, never in the depot or on a truck: a male and a
    female taken together breed only once both are in the pool, and not in the depot."""
    state = load(new_state(), ["hippo-male1", "hippo-female1"])
    state, events = run(state, TakeTruck(0))
    assert not of_type(events, ev.OffspringBorn)
    state, events = run(state, ChooseTile(T("hippo-male1")), PlaceInDepot(), PlaceInDepot())
    assert not of_type(events, ev.OffspringBorn)
    assert state.players[0].depot == (T("hippo-male1"), T("hippo-female1"))


def test_offspring_of_a_tile_moved_from_the_depot() -> None:
    """Money actions follow the placing rules too: moving the depot's top female into the
    pool of her male partner (1 coin) makes them breed."""
    park = park_of({"3C": "crocodile-male1"})
    state = set_player(new_state(), 0, park=park,
                       depot=(T("crocodile-female1"),), coins=2)
    state, events = run(state, MoveDepotTile(), PlaceTile(C("4C")))
    assert of_type(events, ev.DepotTileMoved)[0].coins == 1
    assert of_type(events, ev.OffspringBorn)


def test_offspring_goes_to_the_depot_when_the_pool_cannot_grow() -> None:
    """Offspring: if the pool cannot be extended, the offspring must go to the depot.  Here
    the turtle pool 1B-C1 is boxed in by trainers on 2B, 2C and 1D and the board's edge."""
    park = park_of({"1B": "turtle-male1"}, trainers=["2B", "2C", "1D"])
    state = set_player(load(new_state(), ["turtle-female1"]), 0, park=park)
    assert [cell_name(c) for c in legal_cells(park, T("turtle-female1"))] == ["1C"]
    state, events = run(state, TakeTruck(0), PlaceTile(C("1C")))
    assert of_type(events, ev.OffspringBorn)
    assert of_type(events, ev.OffspringToDepot) == [
        ev.OffspringToDepot(0, T("turtle-offspring1"), 1)]
    assert state.players[0].depot == (T("turtle-offspring1"),)


def test_offspring_cell_is_the_players_choice_but_never_the_depot() -> None:
    """Offspring join their pool; with several possible cells the player chooses, and the
    depot is not offered while the pool can grow."""
    park = park_of({"3C": "penguin-male1"})
    state = set_player(load(new_state(), ["penguin-female1"]), 0,
                       park=park)
    state, _ = run(state, TakeTruck(0), PlaceTile(C("4C")))
    legal = GAME.legal_actions(state, 0)
    assert PlaceInDepot() not in legal
    assert [cell_name(a.cell) for a in legal] == ["2C", "3B", "3D", "4B", "4D", "5C"]
    reason = GAME.explain(state, 0, PlaceInDepot())
    assert reason is not None and reason.reason == "aquaretto-error-depot-not-allowed"
    state, events = run(state, PlaceTile(C("5C")))
    assert of_type(events, ev.OffspringPlaced)[0].cell == C("5C")


def test_each_fertile_animal_breeds_only_once() -> None:
    """Offspring: every male and every female can have offspring only once; a used pair and a
    new female produce one more offspring, not two."""
    park = park_of({"2B": "sea-lion-male1", "2C": "sea-lion-female1", "2D": "sea-lion-offspring1",
                    "3B": "sea-lion-male2"})
    state = set_player(load(new_state(), ["sea-lion-female2"]), 0, park=park,
                       bred=frozenset({T("sea-lion-male1"), T("sea-lion-female1")}))
    state = replace(state, offspring=tuple(t for t in state.offspring
                                           if t != T("sea-lion-offspring1")))
    state, events = run(state, TakeTruck(0), PlaceTile(C("2E")))
    assert of_type(events, ev.OffspringBorn) == [
        ev.OffspringBorn(0, Species.SEA_LION, T("sea-lion-male2"), T("sea-lion-female2"))]


# -- money actions --------------------------------------------------------------------------------

def test_buy_pays_one_coin_to_the_seller_and_one_to_the_bank() -> None:
    """Buy: for 2 coins the player buys the top tile of another player's depot and places it
    in his park; 1 coin to that player, 1 to the bank; the seller cannot refuse (the move
    has no step of the seller's).  The position and move are the scenario file
    buy-from-depot (2 players: the seller is seat 1)."""
    before, state, events = scenario_play("buy-from-depot")
    assert before.players[0].coins == 3 and before.players[1].coins == 0
    assert before.players[1].depot == (T("orca-plain1"), T("dolphin-plain1"))
    assert BuyTile(1) in GAME.legal_actions(before, 0)
    bought = of_type(events, ev.TileBought)[0]
    assert (bought.tile, bought.seller, bought.coins, bought.seller_coins) == (
        T("dolphin-plain1"), 1, 1, 1)
    assert state.players[0].park.tile_at(C("4C")) == T("dolphin-plain1")
    assert state.bank == before.bank + 1
    assert state.players[1].depot == (T("orca-plain1"),)
    assert state.turn == before.turn + 1 and state.phase is Phase.TURN
    assert state.current == 1, "one money action is the whole turn"


def test_discard_removes_the_top_depot_tile_for_two_coins() -> None:
    """Discard: the player removes the top tile of his own depot from the game; both coins go
    to the bank."""
    state = set_player(new_state(), 0, coins=2, depot=(T("orca-plain1"), T("hippo-fish1")))
    bank = state.bank
    state, events = run(state, DiscardTile())
    assert state.players[0].depot == (T("orca-plain1"),) and state.players[0].coins == 0
    assert state.bank == bank + 2 and T("hippo-fish1") in state.discarded
    assert of_type(events, ev.DepotTileDiscarded)


def test_move_takes_only_the_top_depot_tile_into_the_park() -> None:
    """Move (1 coin): the top animal tile of the depot goes into the park; the tile below
    stays; it must go into the park (not back into the depot)."""
    state = set_player(new_state(), 0, coins=1, depot=(T("orca-plain1"), T("dolphin-plain1")))
    state, _ = run(state, MoveDepotTile())
    assert state.tasks[0].tile == T("dolphin-plain1")
    assert PlaceInDepot() not in GAME.legal_actions(state, 0)
    state, _ = run(state, PlaceTile(C("2B")))
    assert state.players[0].depot == (T("orca-plain1"),) and state.players[0].coins == 0


def test_expand_large_adds_a_species_small_does_not() -> None:
    """Expand: a large board costs 2 coins, adds 4 fields and allows 1 more species; a small
    board costs 1 coin and adds 3 fields but no new pool; boards are placed next to the park;
    a new pool need not be on the new board."""
    state = set_player(new_state(), 0, coins=3)
    state, events = run(state, Expand(BoardSize.SMALL),
                        PlaceBoard(frozenset(cells("2F", "3F", "3G"))))
    me = state.players[0]
    assert (me.coins, me.small_boards, me.park.species_limit, len(me.park.fields)) == (2, 1, 3, 22)
    state = replace(state, current=0)
    state, events = run(state, Expand(BoardSize.LARGE),
                        PlaceBoard(frozenset(cells("2Z", "3Z", "2Y", "3Y"))))
    me = state.players[0]
    assert (me.coins, me.large_boards, me.park.species_limit, len(me.park.fields)) == (0, 1, 4, 26)
    assert of_type(events, ev.ParkExpanded)[0].species_limit == 4


def test_expand_needs_a_board_left_and_the_money() -> None:
    """Each player has only 2 small and 2 large boards; money actions need enough coins."""
    state = set_player(new_state(), 0, coins=1, small_boards=0)
    legal = GAME.legal_actions(state, 0)
    assert Expand(BoardSize.SMALL) not in legal and Expand(BoardSize.LARGE) not in legal
    reason = GAME.explain(state, 0, Expand(BoardSize.SMALL))
    assert reason is not None and reason.reason == "aquaretto-error-no-boards-left"
    reason = GAME.explain(state, 0, Expand(BoardSize.LARGE))
    assert reason is not None and reason.reason == "aquaretto-error-not-enough-coins"
    assert reason.args_map == {"cost": 2, "coins": 1}


def test_faq_move_turns_the_manager_into_a_trainer() -> None:
    """FAQ: "Can the Move action make my manager a trainer?"  Yes: for 1 coin the manager
    leaves the bench for a free field.  A trainer may also move from field to field."""
    state = set_player(new_state(), 0, coins=2, manager=True)
    assert MoveWorker(WorkerSpot(WorkerKind.MANAGER)) in GAME.legal_actions(state, 0)
    state, events = run(state, MoveWorker(WorkerSpot(WorkerKind.MANAGER)),
                        PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("3C"))))
    me = state.players[0]
    assert not me.manager and me.park.trainers == {C("3C")} and me.coins == 1
    assert of_type(events, ev.WorkerMoved)
    state = replace(state, current=0)
    state, _ = run(state, MoveWorker(WorkerSpot(WorkerKind.TRAINER, C("3C"))),
                   PlaceWorker(WorkerSpot(WorkerKind.TRAINER, C("4D"))))
    assert state.players[0].park.trainers == {C("4D")} and state.players[0].coins == 0


# -- scoring ---------------------------------------------------------------------------------------

def test_trainer_example_three_and_five_points() -> None:
    """Trainer example: the left trainer earns 3 (2 orcas top left, 1 dolphin bottom left),
    the right one 5 (4 orcas, 1 dolphin); the two orcas and the dolphin count for both; the
    lightning dolphin and the male dolphin at the very bottom (next to no trainer) earn
    nothing.  The picture (page 4) laid out on our board is the scenario file
    trainer-three-and-five: trainers on 3B (left) and 3C (right, the manager moved there);
    orcas 2B, 2C, 2D, 3D; dolphins 4B, 4C (lightning) and the male 5C."""
    _, after, _ = scenario_play("trainer-three-and-five")
    player = after.players[0]
    assert tiles_by_cell(player.park) == {
        "2B": "orca-plain1", "2C": "orca-plain2", "2D": "orca-plain3", "3D": "orca-plain4",
        "4B": "dolphin-plain1", "4C": "dolphin-lightning1", "5C": "dolphin-male1"}
    assert player.park.trainers == {C("3B"), C("3C")}
    assert park_problems(player.park) == ()
    left = replace(player.park, trainers=frozenset({C("3B")}))
    right = replace(player.park, trainers=frozenset({C("3C")}))
    assert trainer_points(left) == 3
    assert trainer_points(right) == 5
    assert score_sheet(player).trainers == 8


def test_faq_two_trainers_next_to_one_dolphin_score_twice() -> None:
    """FAQ: "Two trainers on two fields next to one dolphin: 2 extra points?"  Yes."""
    park = park_of({"3C": "dolphin-plain1"}, trainers=["2B", "4D"])
    assert score_sheet(PlayerState(park=park)).trainers == 2


SCORING_TILES = {
    # 6 dolphins
    "1B": "dolphin-plain1", "1C": "dolphin-plain2", "2A": "dolphin-plain3",
    "2B": "dolphin-plain4", "3A": "dolphin-plain5", "3B": "dolphin-male1",
    # 5 sea lions, (c) the lightning one on 4D
    "2D": "sea-lion-plain1", "2E": "sea-lion-plain2", "3D": "sea-lion-plain3",
    "3E": "sea-lion-plain4", "4D": "sea-lion-lightning1",
    # 6 polar bears, 4 with fish
    "5C": "polar-bear-fish1", "6B": "polar-bear-fish2", "6C": "polar-bear-fish3",
    "6D": "polar-bear-fish4", "7C": "polar-bear-plain1", "7D": "polar-bear-male1",
    # 2 hippos, 1 with fish
    "2G": "hippo-fish1", "3G": "hippo-plain1",
}
"""The scoring picture (page 6) on our board with a large board at 2F-G3, a large one at
6C-D7 and a small one at 6B, 7B, 7A (the picture's exact layout is not in the text)."""


def test_scoring_example_totals_30_points() -> None:
    """Scoring example: 6 dolphins 6, 6 polar bears 6, 5 sea lions 5, 2 hippos 2; trainer A
    gets 6 for four dolphins and two sea lions, trainer B 4 for two dolphins and two sea
    lions; sea lion (c) cannot be trained; the keeper gets 5 for the fish tiles (d); no
    cashier, so the 2 coins score 0; no manager, so 2 species in the depot cost 4.  Total 30.
    The park is the scenario file scoring-thirty-points after its move, the last of the game
    (the second hippo goes to 3G); its depot holds an orca and a polar bear, the 2 species
    (e) the picture does not name."""
    _, after, events = scenario_play("scoring-thirty-points")
    player = after.players[0]
    assert tiles_by_cell(player.park) == SCORING_TILES
    assert [(e.size, set(e.cells)) for e in player.park.expansions] == [
        (BoardSize.LARGE, set(cells("2F", "2G", "3F", "3G"))),
        (BoardSize.LARGE, set(cells("6C", "6D", "7C", "7D"))),
        (BoardSize.SMALL, set(cells("6B", "7B", "7A")))]
    assert player.park.trainers == {C("2C"), C("3C")}
    assert (player.keepers, player.cashiers, player.manager, player.coins) == (1, 0, False, 2)
    assert player.depot_species() == (Species.ORCA, Species.POLAR_BEAR)
    assert park_problems(player.park) == ()
    assert player.park.species_limit == 5
    assert of_type(events, ev.GameEnded)[0].scores[0] == 30
    assert trainer_points(replace(player.park, trainers=frozenset({C("2C")}))) == 6
    assert trainer_points(replace(player.park, trainers=frozenset({C("3C")}))) == 4
    sheet = score_sheet(player)
    assert (sheet.animals, sheet.trainers, sheet.keepers, sheet.cashiers, sheet.depot) == (
        19, 10, 5, 0, -4)
    assert sheet.total == 30


def test_depot_example_three_turtles_cost_two_and_a_manager_halves_it() -> None:
    """Example: Klaus has 3 turtles in his depot and no manager: 2 minus points (per species,
    not per tile).  With a manager each species in the depot costs only 1."""
    turtles = (T("turtle-fish1"), T("turtle-fish2"), T("turtle-plain1"))
    assert score_sheet(PlayerState(depot=turtles)).depot == -2
    assert score_sheet(PlayerState(depot=turtles, manager=True)).depot == -1
    mixed = turtles + (T("orca-plain1"),)
    assert score_sheet(PlayerState(depot=mixed, manager=True)).depot == -2


def test_cashiers_and_keepers_score_once_or_twice() -> None:
    """Cashier: 1 point per coin, with two cashiers 2 per coin.  Keeper: 1 point per fish
    tile in the park, with two keepers 2 per tile."""
    park = park_of({"3C": "penguin-fish1", "4C": "penguin-fish2", "2C": "penguin-male1"})
    assert score_sheet(PlayerState(park=park, coins=4, cashiers=1)).cashiers == 4
    assert score_sheet(PlayerState(park=park, coins=4, cashiers=2)).cashiers == 8
    assert score_sheet(PlayerState(park=park, keepers=1)).keepers == 2
    assert score_sheet(PlayerState(park=park, keepers=2)).keepers == 4


def test_ties_go_to_coins_then_are_shared() -> None:
    """Winner: most points; on a tie more coins; still tied, the players share the win."""
    rich = PlayerState(coins=5)
    poor = PlayerState(coins=1)
    result = outcome_of((poor, rich, poor))
    assert result.places == (2, 1, 2) and result.tie_break == "coins"
    assert result.details["coins"] == (1, 5, 1)
    shared = outcome_of((rich, rich))
    assert shared.places == (1, 1) and shared.tie_break == "shared"

