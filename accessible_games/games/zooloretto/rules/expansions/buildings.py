"""Mini-expansion "three new buildings": the restaurant, the souvenir shop, two pavilions.

- Restaurant: bought for 3 coins (a money action), placed on two adjacent free stall
  spaces of one enclosure, never moved.  Its owner scores 2 points for every stall
  on a stall space whatever its type, the restaurant included (once).
- Souvenir shop: the first player whose animal has an offspring must take it, onto a
  free stall space (their choice), or into the barn when none is free.  On a stall
  space at the end: 1 more point per offspring in the owner's enclosures.
- Pavilion: bought for 3 coins, fixed on a free animal space of an enclosure, which
  then needs one animal less to be complete.  Not a stall.

Both buildings stand on stall spaces as stalls of their own type, so the enclosure
beside them scores 1 point per animal even with two or more spaces empty.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from typing import Any, ClassVar

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.actions import Cancel, PlaceOnStallSpace
from accessible_games.games.zooloretto.rules.events import OffspringArrived, OffspringBorn
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.expansions.common import (
    add_to_supply, can_start, json_int, take_from_supply, turn_problem,
)
from accessible_games.games.zooloretto.rules.state import (
    Phase, PlaceTask, PlayerState, Source, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import (
    PAVILIONS, RESTAURANT, SOUVENIR_SHOP, TileKind,
)

BUILDING_COST = 3
RESTAURANT_STALL_POINTS = 2


@record
class BuyRestaurant:
    """Money action (3 coins, paid when placed): the restaurant; where comes next."""


@record
class PlaceRestaurant:
    """Put the restaurant on stall spaces ``slot`` and ``slot`` + 1 of ``enclosure``."""

    enclosure: int
    slot: int


@record
class BuyPavilion:
    """Money action (3 coins, paid when placed): a pavilion; where comes next."""


@record
class PlacePavilion:
    """Put the pavilion on a free animal space of ``enclosure``."""

    enclosure: int


@event
class RestaurantBuilt(Event):
    """A player built the restaurant beside an enclosure."""

    key: ClassVar[str] = "zooloretto-restaurant-built"
    player: PlayerId
    enclosure: int
    coins: int


@event
class PavilionBuilt(Event):
    """A player built a pavilion in an enclosure, which now needs one animal less."""

    key: ClassVar[str] = "zooloretto-pavilion-built"
    player: PlayerId
    enclosure: int
    size: int
    coins: int


@event
class SouvenirShopGiven(Event):
    """The first player with an offspring gets the souvenir shop (``in_barn``: no free
    stall space, so it went to the barn)."""

    key: ClassVar[str] = "zooloretto-souvenir-shop-given"
    player: PlayerId
    in_barn: bool


def restaurant_spaces(player: PlayerState) -> list[PlaceRestaurant]:
    """Return every pair of adjacent free stall spaces (first slot named)."""
    return [PlaceRestaurant(i, j) for i, e in enumerate(player.enclosures)
            for j in range(len(e.stalls) - 1) if e.stalls[j] is None and e.stalls[j + 1] is None]


def pavilion_spaces(player: PlayerState) -> list[PlacePavilion]:
    """Return the enclosures with a free animal space a pavilion may take (not the
    specialised ones)."""
    return [PlacePavilion(i) for i, e in enumerate(player.enclosures)
            if e.free > 0 and e.spec.species is None]


def _free_pavilion(state: ZoolorettoState) -> Any:
    return next((t for t in state.supply if t.kind is TileKind.PAVILION), None)


class Buildings(Expansion):
    """Restaurant, souvenir shop and pavilions."""

    name = "buildings"
    combine_warning = True

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Lay the four buildings on the table."""
        return Transition(add_to_supply(state, (RESTAURANT, SOUVENIR_SHOP) + PAVILIONS), ())

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Offer buying the restaurant or a pavilion at the start of a turn."""
        if not can_start(state, player, BUILDING_COST):
            return ()
        me = state.players[player]
        actions: list[Any] = []
        if RESTAURANT in state.supply and restaurant_spaces(me):
            actions.append(BuyRestaurant())
        if _free_pavilion(state) is not None and pavilion_spaces(me):
            actions.append(BuyPavilion())
        return actions

    def placements(self, state: ZoolorettoState, task: PlaceTask) -> list[Any] | None:
        """Places for a bought building (and Cancel), or for the souvenir shop given."""
        me = state.players[state.current]
        if task.source is Source.BUY and task.tile == RESTAURANT:
            return [*restaurant_spaces(me), Cancel()]
        if task.source is Source.BUY and task.tile.kind is TileKind.PAVILION:
            return [*pavilion_spaces(me), Cancel()]
        if task.source is Source.GIFT and task.tile == SOUVENIR_SHOP:
            return [PlaceOnStallSpace(i, j) for i, j in me.free_stall_spaces()]
        return None

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Buy and place the restaurant or a pavilion."""
        events: list[Event] = []
        if isinstance(action, BuyRestaurant):
            state = replace(state, task=PlaceTask(RESTAURANT, Source.BUY),
                            phase=Phase.PLACE_TILE)
        elif isinstance(action, BuyPavilion):
            state = replace(state, task=PlaceTask(_free_pavilion(state), Source.BUY),
                            phase=Phase.PLACE_TILE)
        elif isinstance(action, PlaceRestaurant):
            state = rules.pay(replace(state, task=None), player, BUILDING_COST, "restaurant",
                              events)
            state = take_from_supply(state, RESTAURANT)
            me = state.players[player]
            pen = me.enclosures[action.enclosure]
            pen = pen.with_stall(action.slot, RESTAURANT).with_stall(action.slot + 1,
                                                                     RESTAURANT)
            state = rules.with_player(state, player, me.with_enclosure(action.enclosure, pen))
            events.append(RestaurantBuilt(player, action.enclosure, me.coins))
            state = rules.finish(state, events)
        elif isinstance(action, PlacePavilion):
            task = state.task
            assert task is not None
            state = rules.pay(replace(state, task=None), player, BUILDING_COST, "pavilion",
                              events)
            state = take_from_supply(state, task.tile)
            me = state.players[player]
            pen = me.enclosures[action.enclosure].with_fixture(task.tile)
            state = rules.with_player(state, player, me.with_enclosure(action.enclosure, pen))
            events.append(PavilionBuilt(player, action.enclosure, pen.size, me.coins))
            state = rules.finish(state, events)
        else:
            return None
        return Transition(state, tuple(events))

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why buying or placing a building is not possible now."""
        if isinstance(action, (BuyRestaurant, BuyPavilion)):
            problem = turn_problem(state, player, BUILDING_COST)
            if problem is not None:
                return problem
            building = "restaurant" if isinstance(action, BuyRestaurant) else "pavilion"
            gone = (RESTAURANT not in state.supply if building == "restaurant"
                    else _free_pavilion(state) is None)
            if gone:
                return IllegalAction("zooloretto-error-building-gone", {"building": building})
            return IllegalAction("zooloretto-error-no-room-for-building", {"building": building})
        if isinstance(action, (PlaceRestaurant, PlacePavilion)):
            task = state.task
            building = "restaurant" if isinstance(action, PlaceRestaurant) else "pavilion"
            if (state.phase is not Phase.PLACE_TILE or task is None
                    or task.source is not Source.BUY):
                return IllegalAction("zooloretto-error-not-now", {"phase": state.phase.value})
            return IllegalAction("zooloretto-error-no-room-for-building",
                                 {"building": building})
        return None

    def react(self, state: ZoolorettoState, player: PlayerId,
              events: tuple[Event, ...]) -> Transition[ZoolorettoState]:
        """Give the souvenir shop to the first player whose animal had an offspring."""
        born = any(isinstance(e, (OffspringBorn, OffspringArrived)) for e in events)
        if not born or SOUVENIR_SHOP not in state.supply:
            return Transition(state, ())
        state = take_from_supply(state, SOUVENIR_SHOP)
        me = state.players[player]
        if not me.free_stall_spaces():
            state = rules.with_player(state, player, me.with_barn(me.barn + (SOUVENIR_SHOP,)))
            return Transition(state, (SouvenirShopGiven(player, True),))
        state = replace(state, pending=state.pending + (PlaceTask(SOUVENIR_SHOP, Source.GIFT),))
        return Transition(state, (SouvenirShopGiven(player, False),))

    def score(self, state: ZoolorettoState, player: PlayerId) -> Mapping[str, int]:
        """The restaurant's owner: 2 points per stall on a stall space; the souvenir shop
        on a stall space: 1 point per offspring in the enclosures."""
        me = state.players[player]
        stalls = me.zoo_stalls()
        points: dict[str, int] = {}
        if RESTAURANT in stalls:
            points["stalls"] = RESTAURANT_STALL_POINTS * len(stalls)
        if SOUVENIR_SHOP in stalls:
            points["souvenir-shop"] = sum(1 for e in me.enclosures for t in e.animals
                                          if t.is_offspring)
        return points

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write this expansion's actions."""
        if isinstance(action, BuyRestaurant):
            return {"action": "buy-restaurant"}
        if isinstance(action, BuyPavilion):
            return {"action": "buy-pavilion"}
        if isinstance(action, PlaceRestaurant):
            return {"action": "place-restaurant", "enclosure": action.enclosure,
                    "slot": action.slot}
        if isinstance(action, PlacePavilion):
            return {"action": "place-pavilion", "enclosure": action.enclosure}
        return None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read this expansion's actions."""
        if not isinstance(data, dict):
            return None
        name = data.get("action")
        if name == "buy-restaurant":
            return BuyRestaurant()
        if name == "buy-pavilion":
            return BuyPavilion()
        if name == "place-restaurant":
            return PlaceRestaurant(json_int(data, "enclosure"), json_int(data, "slot"))
        if name == "place-pavilion":
            return PlacePavilion(json_int(data, "enclosure"))
        return None


BUILDINGS = Buildings()
