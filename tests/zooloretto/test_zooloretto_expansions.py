"""Zooloretto mini-expansions, rule by rule, through the public Game API: the rulebook's
examples first, then each expansion (buildings, petting zoo, specialised enclosures, the
bonus enclosures polar bear, gorilla and reindeer, savings book, task cards, construction
sites), then combinations, the base game's FAQ points that must still hold, and setup
with the combination warnings.

Situations are built with ``dataclasses.replace`` on a fresh table; every action goes
through ``GAME.legal_actions`` (checked legal) and ``GAME.apply``.  Seed 1 leaves camel,
elephant, chimpanzee, panda and zebra in play with 2 and 3 players.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.events import Event, events_for
from accessible_games.core.game import Outcome, PlayerSpec, Transition
from accessible_games.games.zooloretto.rules import GAME
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.actions import (
    Cancel, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck, MoveFromBarn,
    MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase, TakeTruck,
)
from accessible_games.games.zooloretto.rules.expansions import combine_warnings
from accessible_games.games.zooloretto.rules.expansions.bonus import (
    BonusEnclosureTaken, TakeBonusEnclosure,
)
from accessible_games.games.zooloretto.rules.expansions.buildings import (
    BuyPavilion, BuyRestaurant, PavilionBuilt, PlacePavilion, PlaceRestaurant,
    RestaurantBuilt, SouvenirShopGiven,
)
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from accessible_games.games.zooloretto.rules.expansions.construction_sites import (
    HandOffSites, PlaceSite, RemoveSite, SitePlaced, SiteRemoved, SitesHandedOff,
)
from accessible_games.games.zooloretto.rules.expansions.gorilla import UseGorilla
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import (
    PettingZooPlaced, PlaceInPettingZoo,
)
from accessible_games.games.zooloretto.rules.expansions.savings_book import (
    CoinSaved, SaveCoin, SavingsMoved, SavingsPaidOut,
)
from accessible_games.games.zooloretto.rules.expansions.specialised import (
    BuySpecialEnclosure, SpecialEnclosureBought,
)
from accessible_games.games.zooloretto.rules.expansions.task_cards import (
    CARD_SPECIES, CARDS, TaskCard, TaskCardDealt, TaskCardHidden, TaskCardsRevealed,
)
from accessible_games.games.zooloretto.rules.state import (
    Phase, PlaceTask, Source, Truck, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import (
    BONUS_BOARDS, PAVILIONS, RESTAURANT, SITE_TILES, SOUVENIR_SHOP, SPECIAL_BOARDS, Species,
    StallType, Tile, TileKind,
)
from accessible_games.games.zooloretto.rules.zoo import EXPANSION, SPECIALISED, Enclosure

CAMEL, ELEPHANT, CHIMPANZEE = Species.CAMEL, Species.ELEPHANT, Species.CHIMPANZEE
PANDA, ZEBRA = Species.PANDA, Species.ZEBRA
FLAMINGO, KANGAROO, LEOPARD = Species.FLAMINGO, Species.KANGAROO, Species.LEOPARD
FOOD, DRINKS, ICE_CREAM = StallType.FOOD, StallType.DRINKS, StallType.ICE_CREAM
PAVILION, PAVILION2 = PAVILIONS
COIN = Tile("coin", TileKind.COIN, 1)
SEED = 1
"""Leaves kangaroo and leopard out with 3 players, flamingo too with 2."""
BONUS_NAMES = ("polar-bear", "gorilla", "reindeer")


# Helpers -------------------------------------------------------------------------------------

def table(*names: str, players: int = 3, seed: int = SEED) -> ZoolorettoState:
    """A fresh game with the mini-expansions ``names``."""
    specs = [PlayerSpec(f"p{i}") for i in range(players)]
    return GAME.new_game(specs, {"expansions": list(names)}, seed).state


def tile(species: Species, kind: TileKind, number: int = 1) -> Tile:
    return Tile(species.value, kind, number)


def male(species: Species, number: int = 1) -> Tile:
    return tile(species, TileKind.MALE, number)


def female(species: Species, number: int = 1) -> Tile:
    return tile(species, TileKind.FEMALE, number)


def baby(species: Species, number: int = 1) -> Tile:
    return tile(species, TileKind.OFFSPRING, number)


def plain(species: Species, count: int, first: int = 1) -> tuple[Tile, ...]:
    return tuple(tile(species, TileKind.PLAIN, n) for n in range(first, first + count))


def stall(kind: StallType, number: int = 1) -> Tile:
    return Tile(kind.value, TileKind.STALL, number)


def site(kind: str, number: int = 1) -> Tile:
    """A construction site: ``kind`` is enclosure, stall or barn."""
    return Tile(kind, TileKind.SITE, number)


def with_player(state: ZoolorettoState, seat: int, **changes: Any) -> ZoolorettoState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def with_pen(state: ZoolorettoState, seat: int, index: int, animals: tuple[Tile, ...] = (),
             stalls: tuple[Tile | None, ...] | None = None,
             fixtures: tuple[Tile, ...] | None = None) -> ZoolorettoState:
    """The state with ``seat``'s enclosure ``index`` holding ``animals`` (stall slots and
    fixtures kept unless given)."""
    me = state.players[seat]
    pen = me.enclosures[index]
    pen = replace(pen, animals=animals, stalls=pen.stalls if stalls is None else stalls,
                  fixtures=pen.fixtures if fixtures is None else fixtures)
    return with_player(state, seat, enclosures=me.with_enclosure(index, pen).enclosures)


def with_bonus(state: ZoolorettoState, seat: int, name: str) -> ZoolorettoState:
    """The state with ``seat`` holding the bonus enclosure ``name``, no longer on the table."""
    board = BONUS_BOARDS[name]
    state = replace(state, supply=tuple(t for t in state.supply if t != board))
    return with_player(state, seat, bonus_boards=(board,))


def legal(state: ZoolorettoState, player: int | None = None) -> list[Any]:
    return GAME.legal_actions(state, state.current if player is None else player)


def act(state: ZoolorettoState, action: Any,
        player: int | None = None) -> Transition[ZoolorettoState]:
    """Apply ``action`` after checking it is legal and explained as legal."""
    seat = state.current if player is None else player
    assert action in GAME.legal_actions(state, seat), (action, GAME.explain(state, seat, action))
    assert GAME.explain(state, seat, action) is None
    return GAME.apply(state, seat, action)


def reason(state: ZoolorettoState, action: Any, player: int | None = None) -> str | None:
    """The Fluent id of why ``action`` is illegal now (None if legal)."""
    seat = state.current if player is None else player
    problem = GAME.explain(state, seat, action)
    if problem is None:
        return None
    assert action not in GAME.legal_actions(state, seat)
    return problem.reason


def placing(state: ZoolorettoState, tiles: tuple[Tile, ...], truck: int = 0) -> ZoolorettoState:
    """Put ``tiles`` on ``truck`` and let the current player take it."""
    trucks = list(state.trucks)
    trucks[truck] = replace(trucks[truck], tiles=tiles)
    return act(replace(state, trucks=tuple(trucks)), TakeTruck(truck)).state


def turn_of(state: ZoolorettoState, seat: int = 0) -> ZoolorettoState:
    """The state with ``seat`` to start a turn and every truck back and empty."""
    return replace(state, current=seat, phase=Phase.TURN, trucks=tuple(
        Truck(blockers=t.blockers) for t in state.trucks))


def of_type(events: tuple[Event, ...], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def final(state: ZoolorettoState) -> Outcome:
    """The outcome if the game ended now."""
    outcome = GAME.outcome(replace(state, phase=Phase.OVER))
    assert outcome is not None
    return outcome


def detail(state: ZoolorettoState, name: str, seat: int = 0) -> int:
    """One category of ``seat``'s final score (0 when nobody has it)."""
    return final(state).details.get(name, (0,) * state.player_count)[seat]


def play_round(state: ZoolorettoState) -> Transition[ZoolorettoState]:
    """Every player still in the round takes a truck holding one zebra and puts it in
    the barn, until the round (or the game) ends; returns all the events."""
    spare = iter(plain(ZEBRA, 7))
    trucks = tuple(replace(t, tiles=(next(spare),)) if t.taken_by is None and t.free else t
                   for t in state.trucks)
    state = replace(state, trucks=trucks)
    events: list[Event] = []
    while not of_type(tuple(events), ev.RoundEnded):
        truck = next(i for i, t in enumerate(state.trucks) if t.taken_by is None and t.tiles)
        for action in (TakeTruck(truck), PlaceInBarn()):
            step = act(state, action)
            state = step.state
            events += step.events
    return Transition(state, tuple(events))


# Rulebook examples ---------------------------------------------------------------------------

def test_example_construction_site_third_elephant_earns_no_coin_and_scores_four() -> None:
    # Construction sites, example: Claus has 2 elephants and a site in the 4-space
    # enclosure and adds another elephant: no coin bonus, and only 4 points at the end.
    state = with_pen(table("construction-sites"), 0, 1, plain(ELEPHANT, 2),
                     fixtures=(site("enclosure"),))
    result = act(placing(state, plain(ELEPHANT, 1, 3)), PlaceInEnclosure(1))
    assert not of_type(result.events, ev.CoinBonus)
    me = result.state.players[0]
    assert me.coins == 2 and me.enclosures[1].animals == plain(ELEPHANT, 3)
    assert me.enclosures[1].fixtures == (site("enclosure"),)
    assert detail(result.state, "enclosures") == 4


def test_example_restaurant_two_players_ten_stall_points() -> None:
    # Buildings, restaurant: "with 2 players one can even score 10 points for stalls":
    # two expansion boards give 6 stall spaces, the restaurant takes 2, 4 stalls the rest.
    state = with_player(table("buildings", players=2), 0, coins=9)
    for _ in range(2):
        state = turn_of(act(state, Expand()).state)
    assert len(state.players[0].free_stall_spaces()) == 6
    state = act(state, BuyRestaurant()).state
    assert legal(state) == [PlaceRestaurant(1, 0), Cancel()]
    state = act(state, PlaceRestaurant(1, 0)).state
    state = with_pen(state, 0, 0, stalls=(stall(FOOD),))
    state = with_pen(state, 0, 2, stalls=(stall(FOOD, 2),))
    state = with_pen(state, 0, 3, stalls=(stall(DRINKS),))
    state = with_pen(state, 0, 4, stalls=(stall(ICE_CREAM),))
    assert state.players[0].free_stall_spaces() == ()
    assert detail(state, "stalls") == 10


# Buildings: the restaurant -------------------------------------------------------------------

def test_restaurant_costs_three_coins_paid_only_when_placed() -> None:
    state = with_player(table("buildings"), 0, coins=3)
    buying = act(state, BuyRestaurant()).state
    assert buying.phase is Phase.PLACE_TILE and buying.players[0].coins == 3
    backed = act(buying, Cancel()).state
    assert backed.phase is Phase.TURN and backed.current == 0
    assert backed.players[0].coins == 3 and RESTAURANT in backed.supply
    result = act(buying, PlaceRestaurant(1, 0))
    me = result.state.players[0]
    assert me.coins == 0 and result.state.bank == state.bank + 3
    assert me.enclosures[1].stalls == (RESTAURANT, RESTAURANT)
    assert RESTAURANT not in result.state.supply
    assert ev.MoneyPaid(0, "restaurant", 3, 0) in result.events
    assert RestaurantBuilt(0, 1, 0) in result.events and result.state.current == 1
    poor = with_player(state, 0, coins=2)
    assert reason(poor, BuyRestaurant()) == "zooloretto-error-not-enough-coins"


def test_restaurant_needs_two_adjacent_free_stall_spaces_of_one_enclosure() -> None:
    state = with_player(table("buildings"), 0, coins=5)
    buying = act(state, BuyRestaurant()).state
    assert legal(buying) == [PlaceRestaurant(1, 0), Cancel()]
    assert reason(buying, PlaceRestaurant(0, 0)) == "zooloretto-error-no-room-for-building"
    blocked = with_pen(state, 0, 1, stalls=(None, stall(FOOD)))
    assert blocked.players[0].free_stall_spaces() == ((0, 0), (1, 0), (2, 0))
    assert reason(blocked, BuyRestaurant()) == "zooloretto-error-no-room-for-building"


def test_restaurant_is_never_moved() -> None:
    state = with_player(table("buildings"), 0, coins=5)
    state = with_pen(state, 0, 1, stalls=(RESTAURANT, RESTAURANT))
    state = with_pen(state, 0, 0, stalls=(stall(FOOD),))
    state = replace(state, supply=tuple(t for t in state.supply if t != RESTAURANT))
    actions = legal(state)
    assert MoveStall(0, 0) in actions
    assert MoveStall(1, 0) not in actions and MoveStall(1, 1) not in actions
    assert reason(state, MoveStall(1, 0)) == "zooloretto-error-no-stall-there"
    assert reason(state, BuyRestaurant()) == "zooloretto-error-building-gone"


def test_restaurant_owner_scores_two_per_stall_whatever_the_type_restaurant_once() -> None:
    state = table("buildings")
    for seat in (0, 1):
        state = with_pen(state, seat, 0, stalls=(stall(FOOD, 1 + seat),))
        state = with_pen(state, seat, 2, stalls=(stall(FOOD, 3) if seat else stall(DRINKS),))
    state = with_pen(state, 0, 1, stalls=(RESTAURANT, RESTAURANT))
    assert detail(state, "stalls", 0) == 2 * 3
    assert detail(state, "stalls", 1) == 2


def test_enclosure_beside_the_restaurant_scores_one_per_animal_with_two_empty() -> None:
    state = with_pen(table("buildings"), 0, 1, plain(CAMEL, 2), stalls=(RESTAURANT, RESTAURANT))
    state = with_pen(state, 1, 1, plain(PANDA, 2))
    assert detail(state, "enclosures", 0) == 2
    assert detail(state, "enclosures", 1) == 0


def test_restaurant_owner_still_loses_two_per_stall_type_in_the_barn() -> None:
    state = with_pen(table("buildings"), 0, 1, stalls=(RESTAURANT, RESTAURANT))
    state = with_player(state, 0, barn=(stall(FOOD), stall(FOOD, 2), stall(DRINKS)))
    assert detail(state, "barn") == -4


# Buildings: the souvenir shop ----------------------------------------------------------------

def test_first_breeder_gets_the_souvenir_shop_on_a_stall_space_of_their_choice() -> None:
    state = with_pen(table("buildings"), 0, 2, (male(CAMEL),))
    result = act(placing(state, (female(CAMEL),)), PlaceInEnclosure(2))
    assert ev.OffspringBorn(0, baby(CAMEL), 2, False) in result.events
    assert SouvenirShopGiven(0, False) in result.events
    state = result.state
    assert state.task == PlaceTask(SOUVENIR_SHOP, Source.GIFT) and state.current == 0
    assert legal(state) == [PlaceOnStallSpace(0, 0), PlaceOnStallSpace(1, 0),
                            PlaceOnStallSpace(1, 1), PlaceOnStallSpace(2, 0)]
    assert reason(state, PlaceInBarn()) == "zooloretto-error-barn-not-allowed"
    assert reason(state, Cancel()) == "zooloretto-error-nothing-to-cancel"
    state = act(state, PlaceOnStallSpace(1, 1)).state
    assert state.players[0].enclosures[1].stalls == (None, SOUVENIR_SHOP)
    assert SOUVENIR_SHOP not in state.supply and state.current == 1


def test_second_breeder_gets_nothing() -> None:
    state = with_pen(table("buildings"), 0, 2, (male(CAMEL),))
    state = act(act(placing(state, (female(CAMEL),)), PlaceInEnclosure(2)).state,
                PlaceOnStallSpace(0, 0)).state
    state = with_pen(state, 1, 2, (male(CAMEL, 2),))
    result = act(placing(state, (female(CAMEL, 2),), truck=1), PlaceInEnclosure(2))
    assert ev.OffspringBorn(1, baby(CAMEL, 2), 2, False) in result.events
    assert not of_type(result.events, SouvenirShopGiven)
    assert result.state.task is None and result.state.current == 2
    assert SOUVENIR_SHOP not in result.state.players[1].tiles()


def test_souvenir_shop_goes_to_the_barn_without_a_free_stall_space() -> None:
    state = with_pen(table("buildings"), 0, 2, (male(CAMEL),), stalls=(stall(FOOD),))
    state = with_pen(state, 0, 0, stalls=(stall(FOOD, 2),))
    state = with_pen(state, 0, 1, stalls=(stall(DRINKS), stall(DRINKS, 2)))
    result = act(placing(state, (female(CAMEL),)), PlaceInEnclosure(2))
    assert SouvenirShopGiven(0, True) in result.events
    assert SOUVENIR_SHOP in result.state.players[0].barn
    assert result.state.task is None and result.state.current == 1


def test_souvenir_shop_on_a_stall_space_scores_per_offspring_and_as_a_stall_type() -> None:
    state = with_pen(table("buildings"), 0, 2, (male(CAMEL), female(CAMEL), baby(CAMEL)),
                     stalls=(SOUVENIR_SHOP,))
    state = with_pen(state, 0, 0, (baby(PANDA),) + plain(PANDA, 1), stalls=(stall(FOOD),))
    state = with_player(state, 0, barn=(baby(ZEBRA),))
    assert detail(state, "souvenir-shop") == 2
    assert detail(state, "stalls") == 2 * 2


def test_souvenir_shop_in_the_barn_scores_nothing_and_costs_two() -> None:
    state = with_pen(table("buildings"), 0, 2, (male(CAMEL), female(CAMEL), baby(CAMEL)))
    state = with_player(state, 0, barn=(SOUVENIR_SHOP,))
    assert detail(state, "souvenir-shop") == 0
    assert detail(state, "barn") == -2 and detail(state, "stalls") == 0


# Buildings: pavilions ------------------------------------------------------------------------

def test_pavilion_costs_three_and_goes_on_a_free_space_of_a_non_specialised_enclosure() -> None:
    state = with_player(table("buildings", "specialised-enclosures"), 0, coins=4)
    state = with_player(state, 0, enclosures=state.players[0].enclosures
                        + (Enclosure.empty(SPECIALISED[CAMEL]),))
    state = with_pen(state, 0, 0, plain(CAMEL, 5))
    buying = act(state, BuyPavilion()).state
    assert legal(buying) == [PlacePavilion(1), PlacePavilion(2), Cancel()]
    assert reason(buying, PlacePavilion(3)) == "zooloretto-error-no-room-for-building"
    backed = act(buying, Cancel()).state
    assert backed.players[0].coins == 4 and PAVILION in backed.supply
    result = act(buying, PlacePavilion(1))
    assert PavilionBuilt(0, 1, 3, 1) in result.events
    assert ev.MoneyPaid(0, "pavilion", 3, 1) in result.events
    assert result.state.players[0].enclosures[1].fixtures == (PAVILION,)
    assert PAVILION not in result.state.supply and result.state.current == 1


def test_pavilion_enclosure_needs_one_animal_less_for_coins_and_points() -> None:
    state = with_pen(table("buildings"), 0, 1, plain(CAMEL, 2), fixtures=(PAVILION,))
    result = act(placing(state, plain(CAMEL, 1, 3)), PlaceInEnclosure(1))
    assert ev.CoinBonus(0, 1, 1, 3) in result.events
    assert detail(result.state, "enclosures") == 5
    more = placing(turn_of(result.state), plain(CAMEL, 1, 4))
    assert reason(more, PlaceInEnclosure(1)) == "zooloretto-error-enclosure-full"


def test_both_pavilions_may_go_into_one_enclosure() -> None:
    state = with_pen(table("buildings"), 0, 1, fixtures=(PAVILION,))
    state = replace(state, supply=tuple(t for t in state.supply if t != PAVILION))
    state = with_player(state, 0, coins=3)
    buying = act(state, BuyPavilion()).state
    assert PlacePavilion(1) in legal(buying)
    state = act(buying, PlacePavilion(1)).state
    pen = state.players[0].enclosures[1]
    assert pen.fixtures == (PAVILION, PAVILION2) and pen.size == 2
    state = with_player(turn_of(state), 0, coins=3)
    assert reason(state, BuyPavilion()) == "zooloretto-error-building-gone"
    assert detail(with_pen(state, 0, 1, plain(CAMEL, 2)), "enclosures") == 5


def test_exchanging_animals_leaves_the_pavilion() -> None:
    state = with_pen(table("buildings"), 0, 1, plain(CAMEL, 3), fixtures=(PAVILION,))
    state = with_pen(state, 0, 0, plain(PANDA, 2))
    me = act(state, ExchangeEnclosures(0, 1)).state.players[0]
    assert me.enclosures[1].animals == plain(PANDA, 2)
    assert me.enclosures[1].fixtures == (PAVILION,)
    assert me.enclosures[0].animals == plain(CAMEL, 3) and me.enclosures[0].fixtures == ()


def test_pavilion_is_not_a_stall() -> None:
    state = with_pen(table("buildings"), 0, 2, plain(CAMEL, 3), fixtures=(PAVILION,))
    assert detail(state, "enclosures") == 0 and detail(state, "stalls") == 0
    assert detail(with_pen(state, 0, 2, plain(CAMEL, 4)), "enclosures") == 6


# Petting zoo ---------------------------------------------------------------------------------

def test_newborn_waits_for_the_choice_parents_enclosure_or_petting_zoo() -> None:
    state = with_pen(table("petting-zoo"), 0, 2, (male(CAMEL),))
    result = act(placing(state, (female(CAMEL),)), PlaceInEnclosure(2))
    assert ev.OffspringArrived(0, baby(CAMEL), 2) in result.events
    assert not of_type(result.events, ev.OffspringBorn)
    state = result.state
    assert state.task == PlaceTask(baby(CAMEL), Source.BORN, from_space=(2, 0))
    assert legal(state) == [PlaceInEnclosure(2), PlaceInPettingZoo()]
    assert reason(state, PlaceInEnclosure(0)) == "zooloretto-error-newborn-with-parents"
    assert reason(state, PlaceInBarn()) == "zooloretto-error-barn-not-allowed"
    state = act(state, PlaceInEnclosure(2)).state
    assert state.players[0].enclosures[2].animals == (male(CAMEL), female(CAMEL), baby(CAMEL))
    assert state.players[0].petting == () and state.current == 1


def test_newborn_of_a_full_enclosure_chooses_barn_or_petting_zoo() -> None:
    state = with_pen(table("petting-zoo"), 0, 1, (male(CAMEL),) + plain(CAMEL, 2))
    result = act(placing(state, (female(CAMEL),)), PlaceInEnclosure(1))
    assert ev.CoinBonus(0, 1, 1, 3) in result.events
    assert legal(result.state) == [PlaceInBarn(), PlaceInPettingZoo()]
    state = act(result.state, PlaceInBarn()).state
    assert state.players[0].barn == (baby(CAMEL),)


def test_petting_zoo_pays_one_then_two_coins_and_has_no_third_space() -> None:
    state = table("petting-zoo")
    coins = 2
    for species, earned in ((CAMEL, 1), (PANDA, 2)):
        state = with_pen(turn_of(state), 0, 2, (male(species),))
        state = act(placing(state, (female(species),)), PlaceInEnclosure(2)).state
        result = act(state, PlaceInPettingZoo())
        coins += earned
        assert PettingZooPlaced(0, baby(species), earned, coins) in result.events
        state = result.state
        assert state.players[0].coins == coins and state.current == 1
    assert state.players[0].petting == (baby(CAMEL), baby(PANDA))
    state = with_pen(turn_of(state), 0, 2, (male(ZEBRA),))
    result = act(placing(state, (female(ZEBRA),)), PlaceInEnclosure(2))
    assert ev.OffspringBorn(0, baby(ZEBRA), 2, False) in result.events
    assert not of_type(result.events, ev.OffspringArrived)
    assert result.state.task is None and result.state.current == 1
    assert reason(turn_of(result.state), PlaceInPettingZoo()) == (
        "zooloretto-error-petting-zoo-newborns-only")


def test_move_and_exchange_never_touch_the_petting_zoo() -> None:
    state = with_player(table("petting-zoo"), 0, coins=9, petting=(baby(CAMEL), baby(PANDA)))
    state = with_player(state, 1, petting=(baby(ZEBRA),))
    state = with_pen(state, 0, 0, plain(CAMEL, 2))
    actions = legal(state)
    assert not any(isinstance(a, (MoveFromBarn, Purchase, ExchangeBarn)) for a in actions)
    assert [a for a in actions if isinstance(a, ExchangeEnclosures)] == []
    assert reason(state, Purchase(1, baby(ZEBRA))) == "zooloretto-error-not-in-barn"
    assert reason(state, MoveFromBarn(baby(CAMEL))) == "zooloretto-error-not-in-barn"
    assert reason(state, PlaceInPettingZoo()) == "zooloretto-error-petting-zoo-newborns-only"


def test_petting_zoo_tiles_score_nothing() -> None:
    state = table("petting-zoo")
    full = with_player(state, 0, petting=(baby(CAMEL), baby(PANDA)))
    assert final(full).scores == final(state).scores == (0, 0, 0)
    assert final(full).details == final(state).details


def test_newborn_filling_its_enclosure_earns_coins_but_not_during_an_exchange() -> None:
    state = with_pen(table("petting-zoo"), 0, 0, (male(CAMEL),) + plain(CAMEL, 2))
    state = act(placing(state, (female(CAMEL),)), PlaceInEnclosure(0)).state
    assert state.task is not None and state.task.coin_bonus
    result = act(state, PlaceInEnclosure(0))
    assert ev.CoinBonus(0, 0, 2, 4) in result.events
    state = with_pen(table("petting-zoo"), 0, 0, plain(PANDA, 1))
    state = with_player(state, 0, barn=(male(CAMEL), female(CAMEL)) + plain(CAMEL, 2))
    state = act(state, ExchangeBarn(CAMEL, 0)).state
    assert state.task == PlaceTask(baby(CAMEL), Source.BORN, from_space=(0, 0),
                                   coin_bonus=False)
    result = act(state, PlaceInEnclosure(0))
    assert result.state.players[0].enclosures[0].is_complete
    assert not of_type(result.events, ev.CoinBonus) and result.state.players[0].coins == 1


# Specialised enclosures ----------------------------------------------------------------------

def test_specialised_enclosure_costs_two_and_adds_a_two_space_enclosure() -> None:
    state = table("specialised-enclosures")
    offered = [a for a in legal(state) if isinstance(a, BuySpecialEnclosure)]
    assert offered == [BuySpecialEnclosure(s) for s in Species
                       if s not in state.removed_species]
    assert reason(state, BuySpecialEnclosure(KANGAROO)) == "zooloretto-error-special-gone"
    result = act(state, BuySpecialEnclosure(CAMEL))
    assert SpecialEnclosureBought(0, CAMEL, 3, 0) in result.events
    assert ev.MoneyPaid(0, "special", 2, 0) in result.events
    me = result.state.players[0]
    assert me.coins == 0 and me.enclosures[3] == Enclosure.empty(SPECIALISED[CAMEL])
    assert me.enclosures[3].spec.capacity == 2 and me.enclosures[3].stalls == ()
    rich = with_player(turn_of(result.state), 0, coins=2)
    assert BuySpecialEnclosure(CAMEL) not in legal(rich)
    assert reason(rich, BuySpecialEnclosure(CAMEL)) == "zooloretto-error-special-gone"


def test_specialised_enclosure_takes_only_its_species() -> None:
    state = with_player(table("specialised-enclosures"), 0, coins=2)
    state = turn_of(act(state, BuySpecialEnclosure(CAMEL)).state)
    panda = placing(state, plain(PANDA, 1))
    assert PlaceInEnclosure(3) not in legal(panda)
    assert reason(panda, PlaceInEnclosure(3)) == "zooloretto-error-special-species"
    state = with_pen(state, 0, 3, plain(CAMEL, 1))
    result = act(placing(state, plain(CAMEL, 1, 2)), PlaceInEnclosure(3))
    assert not of_type(result.events, ev.CoinBonus)
    third = placing(turn_of(result.state), plain(CAMEL, 1, 3))
    assert reason(third, PlaceInEnclosure(3)) == "zooloretto-error-enclosure-full"


def test_specialised_enclosure_scores_one_point_per_animal() -> None:
    state = table("specialised-enclosures")
    state = with_player(state, 0, enclosures=state.players[0].enclosures
                        + (Enclosure.empty(SPECIALISED[CAMEL]),))
    assert detail(with_pen(state, 0, 3, plain(CAMEL, 1)), "enclosures") == 1
    assert detail(with_pen(state, 0, 3, plain(CAMEL, 2)), "enclosures") == 2


def test_exchange_into_a_specialised_enclosure_keeps_its_species() -> None:
    state = table("specialised-enclosures")
    state = with_player(state, 0, enclosures=state.players[0].enclosures
                        + (Enclosure.empty(SPECIALISED[CAMEL]),))
    state = with_pen(state, 0, 3, plain(CAMEL, 1))
    state = with_pen(state, 0, 0, plain(PANDA, 1))
    assert reason(state, ExchangeEnclosures(0, 3)) == "zooloretto-error-exchange-does-not-fit"
    state = with_player(state, 0, barn=plain(PANDA, 1, 2))
    assert reason(state, ExchangeBarn(PANDA, 3)) == "zooloretto-error-exchange-does-not-fit"


# Polar bear ----------------------------------------------------------------------------------

def test_first_to_complete_the_six_space_takes_the_polar_bear() -> None:
    state = with_pen(table("polar-bear"), 0, 2, plain(CAMEL, 5))
    result = act(placing(state, plain(CAMEL, 1, 6)), PlaceInEnclosure(2))
    assert BonusEnclosureTaken(0, "polar-bear") in result.events
    assert result.state.players[0].bonus_boards == (BONUS_BOARDS["polar-bear"],)
    assert result.state.supply == () and result.state.current == 1
    state = with_pen(result.state, 1, 2, plain(PANDA, 5))
    result = act(placing(state, plain(PANDA, 1, 6), truck=1), PlaceInEnclosure(2))
    assert not of_type(result.events, BonusEnclosureTaken)
    assert result.state.players[1].bonus_boards == ()


def test_six_space_with_a_site_is_not_complete_for_the_polar_bear() -> None:
    state = with_pen(table("polar-bear", "construction-sites"), 0, 2, plain(CAMEL, 4),
                     fixtures=(site("enclosure"),))
    result = act(placing(state, plain(CAMEL, 1, 5)), PlaceInEnclosure(2))
    assert not of_type(result.events, BonusEnclosureTaken)
    assert BONUS_BOARDS["polar-bear"] in result.state.supply


def test_polar_bear_halves_the_barn_points() -> None:
    barn = plain(CAMEL, 1) + plain(PANDA, 1) + (stall(FOOD),)
    state = with_player(with_player(table("polar-bear"), 0, barn=barn), 1, barn=barn)
    state = with_bonus(state, 0, "polar-bear")
    assert detail(state, "barn", 0) == -3 and detail(state, "barn", 1) == -6


# Bonus enclosures together; the gorilla ------------------------------------------------------

def test_first_completer_chooses_a_bonus_enclosure_the_next_takes_from_the_rest() -> None:
    state = table(*BONUS_NAMES)
    for seat, species in enumerate((CAMEL, PANDA, ZEBRA)):
        state = with_pen(state, seat, 2, plain(species, 5))
    state = act(placing(state, plain(CAMEL, 1, 6)), PlaceInEnclosure(2)).state
    assert state.task == PlaceTask(BONUS_BOARDS["polar-bear"], Source.BONUS)
    assert state.current == 0
    assert legal(state) == [TakeBonusEnclosure(n) for n in BONUS_NAMES]
    result = act(state, TakeBonusEnclosure("gorilla"))
    assert BonusEnclosureTaken(0, "gorilla") in result.events
    state = result.state
    assert state.current == 1 and state.players[0].bonus_boards == (BONUS_BOARDS["gorilla"],)
    assert reason(state, TakeBonusEnclosure("gorilla")) == "zooloretto-error-not-now"
    state = act(placing(state, plain(PANDA, 1, 6), truck=1), PlaceInEnclosure(2)).state
    assert legal(state) == [TakeBonusEnclosure("polar-bear"), TakeBonusEnclosure("reindeer")]
    assert reason(state, TakeBonusEnclosure("gorilla")) == "zooloretto-error-bonus-gone"
    state = act(state, TakeBonusEnclosure("reindeer")).state
    result = act(placing(state, plain(ZEBRA, 1, 6), truck=2), PlaceInEnclosure(2))
    assert BonusEnclosureTaken(2, "polar-bear") in result.events
    assert result.state.task is None
    assert [p.bonus_boards for p in result.state.players] == [
        (BONUS_BOARDS["gorilla"],), (BONUS_BOARDS["reindeer"],), (BONUS_BOARDS["polar-bear"],)]


def test_nobody_gets_two_bonus_enclosures() -> None:
    state = with_bonus(table(*BONUS_NAMES), 0, "gorilla")
    state = with_pen(state, 0, 2, plain(CAMEL, 5))
    result = act(placing(state, plain(CAMEL, 1, 6)), PlaceInEnclosure(2))
    assert not of_type(result.events, BonusEnclosureTaken)
    assert result.state.task is None and result.state.current == 1
    assert result.state.players[0].bonus_boards == (BONUS_BOARDS["gorilla"],)
    assert set(result.state.supply) == {BONUS_BOARDS["polar-bear"], BONUS_BOARDS["reindeer"]}


def test_gorilla_places_the_drawn_tile_straight_into_the_zoo_for_one_coin_once() -> None:
    state = with_bonus(table("gorilla"), 0, "gorilla")
    drawn = plain(CAMEL, 1)[0]
    state = replace(state, stack=(drawn,) + state.stack)
    loading = act(state, DrawTile()).state
    assert UseGorilla() in legal(loading) and LoadTruck(0) in legal(loading)
    placing_now = act(loading, UseGorilla()).state
    assert placing_now.task == PlaceTask(drawn, Source.GORILLA) and placing_now.drawn is None
    assert legal(placing_now) == [PlaceInEnclosure(0), PlaceInEnclosure(1),
                                  PlaceInEnclosure(2), Cancel()]
    assert reason(placing_now, PlaceInBarn()) == "zooloretto-error-barn-not-allowed"
    backed = act(placing_now, Cancel()).state
    assert backed.phase is Phase.LOAD_TRUCK and backed.drawn == drawn
    assert backed.players[0].coins == 2 and not backed.players[0].gorilla_coin
    result = act(placing_now, PlaceInEnclosure(0))
    me = result.state.players[0]
    assert me.enclosures[0].animals == (drawn,) and me.coins == 1 and me.gorilla_coin
    assert ev.MoneyPaid(0, "gorilla", 1, 1) in result.events
    assert result.state.bank == state.bank
    assert all(not t.tiles for t in result.state.trucks) and result.state.current == 1
    again = act(turn_of(result.state), DrawTile()).state
    assert UseGorilla() not in legal(again)
    assert reason(again, UseGorilla()) == "zooloretto-error-gorilla-used"


def test_gorilla_takes_a_drawn_stall_but_not_a_coin_tile_or_a_site() -> None:
    state = with_bonus(table("gorilla", "construction-sites"), 0, "gorilla")
    state = with_pen(state, 0, 1, stalls=(stall(FOOD), None))
    for drawn in (site("stall"), COIN):
        loading = act(replace(state, stack=(drawn,) + state.stack), DrawTile()).state
        assert UseGorilla() not in legal(loading)
        assert reason(loading, UseGorilla()) == "zooloretto-error-no-room"
    loading = act(replace(state, stack=(stall(DRINKS),) + state.stack), DrawTile()).state
    placing_now = act(loading, UseGorilla()).state
    assert legal(placing_now) == [PlaceOnStallSpace(0, 0), PlaceOnStallSpace(1, 1),
                                  PlaceOnStallSpace(2, 0), Cancel()]
    me = act(placing_now, PlaceOnStallSpace(1, 1)).state.players[0]
    assert me.enclosures[1].stalls == (stall(FOOD), stall(DRINKS)) and me.gorilla_coin


def test_gorilla_only_for_its_owner_while_loading() -> None:
    state = with_bonus(table("gorilla"), 1, "gorilla")
    assert reason(state, UseGorilla(), 0) == "zooloretto-error-gorilla-not-yours"
    loading = act(state, DrawTile()).state
    assert UseGorilla() not in legal(loading)
    owner = turn_of(state, 1)
    assert reason(owner, UseGorilla()) == "zooloretto-error-not-now"
    assert reason(with_player(act(owner, DrawTile()).state, 1, coins=0),
                  UseGorilla()) == "zooloretto-error-not-enough-coins"


def test_gorilla_coin_does_not_count_for_ties() -> None:
    state = with_bonus(table("gorilla"), 0, "gorilla")
    state = with_player(with_player(state, 0, coins=1, gorilla_coin=True), 2, coins=0)
    outcome = final(state)
    assert outcome.scores == (0, 0, 0) and outcome.details["coins"] == (1, 2, 0)
    assert outcome.places == (2, 1, 3) and outcome.tie_break == "coins"


# Savings book --------------------------------------------------------------------------------

def test_save_coin_puts_one_coin_on_field_one_and_ends_the_turn() -> None:
    state = table("savings-book")
    result = act(state, SaveCoin())
    assert CoinSaved(0, 1) in result.events
    me = result.state.players[0]
    assert me.coins == 1 and me.savings == 1 and result.state.bank == state.bank
    assert result.state.current == 1
    assert reason(turn_of(result.state), SaveCoin()) == "zooloretto-error-savings-busy"
    assert reason(with_player(state, 0, coins=0), SaveCoin()) == (
        "zooloretto-error-not-enough-coins")


def test_saved_coin_moves_each_round_end_and_returns_with_interest_at_field_four() -> None:
    state = with_player(table("savings-book"), 0, coins=0, savings=1)
    bank = state.bank
    for field in (2, 3):
        result = play_round(state)
        assert SavingsMoved(0, field) in result.events
        state = result.state
        assert state.players[0].savings == field and state.players[0].coins == 0
    result = play_round(state)
    assert SavingsPaidOut(0, 1, 2) in result.events
    me = result.state.players[0]
    assert me.savings == 0 and me.coins == 2 and result.state.bank == bank - 1
    assert SaveCoin() in legal(turn_of(result.state))


def test_savings_pay_out_in_the_last_round_too() -> None:
    state = replace(with_player(table("savings-book"), 0, savings=3), final_round=True)
    result = play_round(state)
    kinds = [type(e) for e in result.events]
    assert result.state.phase is Phase.OVER
    assert kinds.index(SavingsPaidOut) < kinds.index(ev.GameEnded)
    assert result.state.players[0].coins == 4
    outcome = GAME.outcome(result.state)
    assert outcome is not None and outcome.details["coins"][0] == 4


def test_saved_coin_counts_for_ties() -> None:
    state = with_player(table("savings-book"), 0, coins=1, savings=2)
    state = with_player(with_player(state, 1, coins=1), 2, coins=0)
    outcome = final(state)
    assert outcome.details["coins"] == (2, 1, 0)
    assert outcome.places == (1, 2, 3) and outcome.tie_break == "coins"


# Reindeer ------------------------------------------------------------------------------------

def test_reindeer_scores_empty_base_spaces_not_pavilions_and_sites_as_empty() -> None:
    state = table("reindeer", "buildings", "construction-sites", "specialised-enclosures")
    state = with_bonus(state, 0, "reindeer")
    state = with_player(state, 0, enclosures=state.players[0].enclosures
                        + (Enclosure.empty(EXPANSION), Enclosure.empty(SPECIALISED[CAMEL])))
    state = with_pen(state, 0, 0, plain(CAMEL, 3), fixtures=(site("enclosure"),))
    state = with_pen(state, 0, 1, plain(PANDA, 1), fixtures=(PAVILION,))
    state = with_pen(state, 0, 2, plain(ZEBRA, 6))
    assert final(state).details["reindeer"] == (2 + 2 + 0 + 5, 0, 0)


def test_reindeer_is_taken_for_the_first_complete_six_space() -> None:
    state = with_pen(table("reindeer"), 0, 2, plain(CAMEL, 5))
    result = act(placing(state, plain(CAMEL, 1, 6)), PlaceInEnclosure(2))
    assert BonusEnclosureTaken(0, "reindeer") in result.events
    assert detail(result.state, "reindeer") == 5 + 4


# Task cards ----------------------------------------------------------------------------------

def test_task_cards_use_each_species_once_in_each_role() -> None:
    assert len(CARDS) == 5
    assert CARDS[0] == TaskCard(CAMEL, ELEPHANT, CHIMPANZEE)
    assert CARDS[4] == TaskCard(ZEBRA, CAMEL, ELEPHANT)
    for role in ("plus_three", "plus_two", "zero"):
        assert sorted(getattr(c, role) for c in CARDS) == sorted(CARD_SPECIES)
    assert all(len({c.plus_three, c.plus_two, c.zero}) == 3 for c in CARDS)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_task_cards_leave_out_only_flamingo_kangaroo_and_leopard(players: int) -> None:
    for seed in range(40):
        state = table("task-cards", players=players, seed=seed)
        assert set(state.removed_species) <= {FLAMINGO, KANGAROO, LEOPARD}
        assert len(state.removed_species) == {2: 3, 3: 2, 4: 1, 5: 0}[players]
        assert len(state.task_cards) == players == len(set(state.task_cards))
        assert all(0 <= c < 5 for c in state.task_cards)


def test_task_card_points_per_complete_enclosure_and_no_penalty_for_the_zero_species() -> None:
    state = replace(table("task-cards"), task_cards=(0, 1, 2))
    state = with_pen(state, 0, 0, plain(CAMEL, 5))
    state = with_pen(state, 0, 1, plain(CAMEL, 2, 6) + (male(CAMEL),))
    state = with_pen(state, 0, 2, plain(ELEPHANT, 6))
    state = with_player(state, 0, barn=plain(CHIMPANZEE, 2) + plain(PANDA, 1))
    state = with_pen(state, 1, 2, plain(CAMEL, 6))
    outcome = final(state)
    assert outcome.details["task-card"] == (3 + 2 + 2, 0, 0)
    assert outcome.details["barn"][0] == -4
    assert outcome.scores[0] == 8 + 4 + 10 - 4 + 7


def test_task_card_zero_species_refund_is_halved_with_the_polar_bear() -> None:
    state = replace(table("task-cards", "polar-bear"), task_cards=(0, 1, 2))
    state = with_bonus(state, 0, "polar-bear")
    state = with_player(state, 0, barn=plain(CHIMPANZEE, 1) + plain(PANDA, 1))
    outcome = final(state)
    assert outcome.details["barn"][0] == -2 and outcome.details["task-card"][0] == 1
    assert outcome.scores[0] == -1


def test_task_card_is_private_and_revealed_at_the_end() -> None:
    specs = [PlayerSpec(f"p{i}") for i in range(3)]
    start = GAME.new_game(specs, {"expansions": ["task-cards"]}, SEED)
    cards = start.state.task_cards
    for seat in range(3):
        heard = events_for(start.events, seat)
        assert of_type(heard, TaskCardDealt) == [TaskCardDealt(seat, cards[seat])]
        assert of_type(heard, TaskCardHidden) == [TaskCardHidden(o) for o in range(3)
                                                  if o != seat]
        view = GAME.view(start.state, seat)
        assert view.task_card == cards[seat] and not hasattr(view, "task_cards")
    assert not of_type(events_for(start.events, None), TaskCardDealt)
    assert GAME.view(start.state, None).task_card is None
    result = play_round(replace(start.state, final_round=True))
    assert result.state.phase is Phase.OVER
    assert TaskCardsRevealed(cards) in result.events


# Construction sites --------------------------------------------------------------------------

def test_sites_are_shuffled_in_and_fifteen_tiles_stay_under_the_disc() -> None:
    state = table("construction-sites")
    assert len(state.end_stack) == 15
    assert sorted(t for t in state.stack + state.end_stack if t.is_site) == sorted(SITE_TILES)
    assert len(state.stack) + len(state.end_stack) == 6 * 11 + 12 + 12 + 9


def test_site_space_counts_as_empty_for_the_coin_bonus_and_scoring() -> None:
    state = with_pen(table("construction-sites"), 0, 0, plain(CAMEL, 3),
                     fixtures=(site("enclosure"),))
    result = act(placing(state, plain(CAMEL, 1, 4)), PlaceInEnclosure(0))
    assert not of_type(result.events, ev.CoinBonus)
    assert result.state.players[0].enclosures[0].is_full
    assert detail(result.state, "enclosures") == 5
    two_empty = with_pen(result.state, 0, 0, plain(CAMEL, 3), stalls=(site("stall"),))
    assert detail(two_empty, "enclosures") == 0 and detail(two_empty, "stalls") == 0


def test_enclosure_site_goes_on_a_free_animal_space_in_another_zoo() -> None:
    state = with_pen(table("construction-sites"), 1, 0, plain(CAMEL, 5))
    state = placing(state, (site("enclosure"),))
    assert legal(state) == [PlaceSite(1, 1), PlaceSite(1, 2),
                            PlaceSite(2, 0), PlaceSite(2, 1), PlaceSite(2, 2)]
    assert reason(state, PlaceSite(0, 0)) == "zooloretto-error-site-own-zoo"
    assert reason(state, PlaceSite(1, 0)) == "zooloretto-error-site-no-room"
    assert reason(state, PlaceInBarn()) == "zooloretto-error-barn-not-allowed"
    assert reason(state, RemoveSite()) == "zooloretto-error-site-has-places"
    result = act(state, PlaceSite(1, 1))
    assert SitePlaced(0, 1, site("enclosure"), 1, None) in result.events
    assert result.state.players[1].enclosures[1].fixtures == (site("enclosure"),)
    assert result.state.current == 1
    state = placing(turn_of(result.state), (site("enclosure", 2),))
    state = act(state, PlaceSite(1, 1)).state
    assert result.state.players[1].enclosures[1].free == 3
    assert state.players[1].enclosures[1].fixtures == (site("enclosure"), site("enclosure", 2))


def test_stall_and_barn_sites_go_on_free_stall_spaces_and_into_barns_of_others() -> None:
    state = with_pen(table("construction-sites"), 2, 1, stalls=(stall(FOOD), None))
    stalls = placing(state, (site("stall"),))
    assert legal(stalls) == [PlaceSite(1, 0, 0), PlaceSite(1, 1, 0), PlaceSite(1, 1, 1),
                             PlaceSite(1, 2, 0), PlaceSite(2, 0, 0), PlaceSite(2, 1, 1),
                             PlaceSite(2, 2, 0)]
    placed = act(stalls, PlaceSite(2, 1, 1)).state
    assert placed.players[2].enclosures[1].stalls == (stall(FOOD), site("stall"))
    assert placed.players[2].free_stall_spaces() == ((0, 0), (2, 0))
    barn = placing(state, (site("barn"),))
    assert legal(barn) == [PlaceSite(1), PlaceSite(2)]
    placed = act(barn, PlaceSite(1)).state
    assert placed.players[1].barn == (site("barn"),)


def test_site_with_no_room_in_other_zoos_leaves_the_game() -> None:
    state = table("construction-sites")
    for seat in (1, 2):
        for index, species in enumerate((CAMEL, PANDA, ZEBRA)):
            pen = state.players[seat].enclosures[index]
            state = with_pen(state, seat, index, plain(species, pen.spec.capacity),
                             stalls=tuple(stall(FOOD, n + 1) for n in range(len(pen.stalls))))
    for kind in ("enclosure", "stall"):
        holding = placing(turn_of(state), (site(kind),))
        assert legal(holding) == [RemoveSite()]
        result = act(holding, RemoveSite())
        assert SiteRemoved(0, site(kind)) in result.events
        assert result.state.discarded == (site(kind),) and result.state.current == 1
        assert site(kind) not in result.state.players[0].tiles()


def test_sites_are_never_moved_or_exchanged_but_animals_beside_them_are() -> None:
    state = with_player(table("construction-sites"), 0, coins=5, barn=(site("barn"),))
    state = with_pen(state, 0, 0, plain(CAMEL, 2), stalls=(site("stall"),),
                     fixtures=(site("enclosure"),))
    state = with_pen(state, 0, 1, plain(PANDA, 3))
    state = with_pen(state, 0, 2, plain(ZEBRA, 5), stalls=(stall(FOOD),))
    actions = legal(state)
    assert MoveStall(2, 0) in actions and MoveStall(0, 0) not in actions
    assert not any(isinstance(a, MoveFromBarn) for a in actions)
    assert reason(state, MoveStall(0, 0)) == "zooloretto-error-no-stall-there"
    assert reason(state, MoveFromBarn(site("barn"))) == "zooloretto-error-no-room"
    assert Purchase(0, site("barn")) not in legal(turn_of(state, 1))
    assert reason(state, ExchangeEnclosures(0, 2)) == "zooloretto-error-exchange-does-not-fit"
    me = act(state, ExchangeEnclosures(0, 1)).state.players[0]
    assert me.enclosures[0].animals == plain(PANDA, 3)
    assert me.enclosures[0].fixtures == (site("enclosure"),)
    assert me.enclosures[0].stalls == (site("stall"),)
    assert me.enclosures[1].animals == plain(CAMEL, 2) and me.enclosures[1].fixtures == ()


def test_hand_off_costs_one_coin_and_passes_one_or_two_sites_to_be_placed() -> None:
    state = with_player(table("construction-sites"), 0, barn=(site("barn"),))
    state = with_pen(state, 0, 0, plain(CAMEL, 2), fixtures=(site("enclosure"),))
    enclosure_site, barn_site = site("enclosure"), site("barn")
    offered = {a for a in legal(state) if isinstance(a, HandOffSites)}
    assert offered == {HandOffSites((enclosure_site,)), HandOffSites((barn_site,)),
                       HandOffSites((enclosure_site, barn_site))}
    result = act(state, HandOffSites((enclosure_site, barn_site)))
    assert ev.MoneyPaid(0, "hand-off", 1, 1) in result.events
    assert result.state.bank == state.bank + 1
    assert SitesHandedOff(0, (enclosure_site, barn_site), 1) in result.events
    state = result.state
    me = state.players[0]
    assert me.coins == 1 and me.barn == () and me.enclosures[0].fixtures == ()
    assert state.task == PlaceTask(enclosure_site, Source.HANDOFF) and state.current == 0
    assert state.pending == (PlaceTask(barn_site, Source.HANDOFF),)
    assert Cancel() not in legal(state) and PlaceSite(0, 0) not in legal(state)
    state = act(state, PlaceSite(1, 2)).state
    assert state.task == PlaceTask(barn_site, Source.HANDOFF) and state.pending == ()
    assert legal(state) == [PlaceSite(1), PlaceSite(2)]
    state = act(state, PlaceSite(2)).state
    assert state.current == 1 and state.phase is Phase.TURN
    assert state.players[1].enclosures[2].fixtures == (enclosure_site,)
    assert state.players[2].barn == (barn_site,)


def test_hand_off_takes_at_most_two_sites_and_needs_a_coin() -> None:
    state = with_player(table("construction-sites"), 0,
                        barn=(site("barn"), site("barn", 2), site("barn", 3)))
    offered = [a for a in legal(state) if isinstance(a, HandOffSites)]
    assert offered and all(len(a.tiles) <= 2 for a in offered)
    poor = with_player(state, 0, coins=0)
    assert not any(isinstance(a, HandOffSites) for a in legal(poor))
    assert reason(poor, HandOffSites((site("barn"),))) == "zooloretto-error-not-enough-coins"
    assert reason(table("construction-sites"), HandOffSites((site("barn"),))) == (
        "zooloretto-error-no-sites-to-hand-off")


def test_any_number_of_barn_sites_costs_two_points_in_total() -> None:
    state = table("construction-sites")
    for sites in ((site("barn"),), (site("barn"), site("barn", 2), site("barn", 3))):
        assert detail(with_player(state, 0, barn=sites), "barn") == -2
        assert detail(with_player(state, 0, barn=sites + plain(CAMEL, 1)), "barn") == -4


# Combinations --------------------------------------------------------------------------------

def test_newborn_souvenir_shop_and_bonus_choice_are_asked_in_turn_before_the_turn_ends() -> None:
    state = table("buildings", "petting-zoo", "polar-bear", "gorilla")
    state = with_pen(state, 0, 2, (male(CAMEL),) + plain(CAMEL, 4))
    result = act(placing(state, (female(CAMEL),)), PlaceInEnclosure(2))
    assert [type(e) for e in result.events] == [ev.AnimalPlaced, ev.OffspringArrived,
                                                SouvenirShopGiven]
    state = result.state
    assert legal(state) == [PlaceInBarn(), PlaceInPettingZoo()]
    assert [t.source for t in state.pending] == [Source.GIFT, Source.BONUS]
    state = act(state, PlaceInPettingZoo()).state
    assert state.task == PlaceTask(SOUVENIR_SHOP, Source.GIFT) and state.current == 0
    state = act(state, PlaceOnStallSpace(2, 0)).state
    assert legal(state) == [TakeBonusEnclosure("polar-bear"), TakeBonusEnclosure("gorilla")]
    state = act(state, TakeBonusEnclosure("polar-bear")).state
    me = state.players[0]
    assert state.current == 1 and state.task is None and state.pending == ()
    assert me.petting == (baby(CAMEL),) and me.coins == 3
    assert me.enclosures[2].stalls == (SOUVENIR_SHOP,)
    assert me.bonus_boards == (BONUS_BOARDS["polar-bear"],)


def test_handing_off_a_stall_site_frees_the_space_for_the_restaurant() -> None:
    state = with_player(table("buildings", "construction-sites"), 0, coins=4)
    state = with_pen(state, 0, 1, stalls=(None, site("stall")))
    assert BuyRestaurant() not in legal(state)
    state = act(state, HandOffSites((site("stall"),))).state
    state = turn_of(act(state, PlaceSite(1, 1, 1)).state)
    assert state.players[0].coins == 3
    state = act(act(state, BuyRestaurant()).state, PlaceRestaurant(1, 0)).state
    assert state.players[0].enclosures[1].stalls == (RESTAURANT, RESTAURANT)
    assert state.players[1].enclosures[1].stalls == (None, site("stall"))


# FAQ points with the expansions --------------------------------------------------------------

def test_exchange_needs_animals_on_both_sides_fixtures_are_not_animals() -> None:
    state = table("buildings", "construction-sites")
    state = with_pen(state, 0, 0, plain(CAMEL, 2))
    state = with_pen(state, 0, 1, fixtures=(PAVILION, site("enclosure")))
    assert not any(isinstance(a, ExchangeEnclosures) for a in legal(state))
    assert reason(state, ExchangeEnclosures(0, 1)) == "zooloretto-error-exchange-empty-side"


def test_exchange_earns_no_coin_even_when_its_offspring_completes_the_enclosure() -> None:
    state = with_pen(table(*NAMES), 0, 0, plain(PANDA, 1), fixtures=(PAVILION,))
    state = with_player(state, 0, barn=(male(CAMEL), female(CAMEL), plain(CAMEL, 1)[0]))
    state = replace(state, supply=tuple(t for t in state.supply if t != PAVILION))
    result = act(state, ExchangeBarn(CAMEL, 0))
    assert SouvenirShopGiven(0, False) in result.events
    state = act(result.state, PlaceInEnclosure(0)).state
    assert state.players[0].enclosures[0].is_complete
    assert state.task == PlaceTask(SOUVENIR_SHOP, Source.GIFT)
    state = act(state, PlaceOnStallSpace(0, 0)).state
    assert state.players[0].coins == 1 and state.current == 1


def test_one_stall_is_enough_for_the_four_space_enclosure_a_site_is_none() -> None:
    state = with_pen(table("construction-sites"), 0, 1, plain(CAMEL, 2),
                     stalls=(site("stall"), stall(FOOD)))
    assert detail(state, "enclosures") == 2
    assert detail(with_pen(state, 0, 1, plain(CAMEL, 2), stalls=(site("stall"), None)),
                  "enclosures") == 0


def test_a_stall_beside_an_enclosure_still_counts_for_variety() -> None:
    state = with_pen(table(*NAMES), 0, 0, plain(CAMEL, 3), stalls=(stall(FOOD),))
    outcome = final(state)
    assert outcome.details["enclosures"][0] == 3 and outcome.details["stalls"][0] == 2


# Setup and combination warnings --------------------------------------------------------------

def test_all_expansions_lay_out_their_pieces() -> None:
    state = table(*NAMES)
    assert set(state.supply) == ({RESTAURANT, SOUVENIR_SHOP, *PAVILIONS, *SPECIAL_BOARDS}
                                 | {BONUS_BOARDS[n] for n in BONUS_NAMES})
    assert len(state.task_cards) == 3
    assert sum(t.is_site for t in state.stack + state.end_stack) == 9


def test_buildings_and_petting_zoo_are_flagged_only_when_combined() -> None:
    assert combine_warnings(["buildings"]) == ()
    assert combine_warnings(["petting-zoo"]) == ()
    assert combine_warnings([]) == ()
    assert combine_warnings(["buildings", "savings-book"]) == ("buildings",)
    assert combine_warnings(["gorilla", "petting-zoo", "buildings"]) == (
        "petting-zoo", "buildings")
    assert combine_warnings(["savings-book", "gorilla", "reindeer"]) == ()
    assert combine_warnings(list(NAMES)) == ("buildings", "petting-zoo")
