"""The delivery trucks and rounds that Aquaretto and Zooloretto share."""

from __future__ import annotations

from accessible_games.core import rng as rngmod
import accessible_games.games.delivery as delivery
from accessible_games.games.delivery import Truck


def test_two_player_trucks_are_cut_to_three_two_and_one_places() -> None:
    rng, trucks, box, blocked = delivery.block_trucks(rngmod.seed_state(1), list("abcdefgh"))
    assert [t.free for t in trucks] == [3, 2, 1]
    assert blocked == ((1, 1), (2, 2))
    used = [b for t in trucks for b in t.blockers]
    assert sorted(used + list(box)) == list("abcdefgh") and len(box) == 5


def test_loading_taking_and_clearing_a_round() -> None:
    trucks: tuple[Truck[str], ...] = (Truck(), Truck(blockers=("x",)), Truck())
    trucks = delivery.load(trucks, 1, "a")
    trucks = delivery.load(trucks, 2, "b")
    assert delivery.loadable_trucks(trucks) == (0, 1, 2)
    assert delivery.takeable_trucks(trucks) == (1, 2)
    trucks = delivery.take(trucks, 1, player=0)
    assert trucks[1] == Truck((), ("x",), 0) and not delivery.in_round(trucks, 0)
    assert delivery.next_in_round(trucks, 2, 3) == 1
    cleared, leftovers = delivery.clear_trucks(trucks)
    assert leftovers == ((2, ("b",)),)
    assert cleared == (Truck(), Truck(blockers=("x",)), Truck())


def test_nobody_left_in_the_round() -> None:
    trucks = (Truck[str](taken_by=1), Truck[str](taken_by=0))
    assert delivery.next_in_round(trucks, 0, 2) is None
    assert not delivery.can_draw(True, trucks)


def test_ranking_by_points_then_coins_with_shared_places() -> None:
    assert delivery.rank([9, 7], [0, 5]) == ((1, 2), "none")
    assert delivery.rank([9, 9], [1, 5]) == ((2, 1), "coins")
    assert delivery.rank([9, 9, 3], [2, 2, 9]) == ((1, 1, 3), "shared")


def test_truck_json_round_trip() -> None:
    truck = Truck(("a", "b"), ("c",), 2)
    data = delivery.truck_to_json(truck, str.upper)
    assert data == {"tiles": ["A", "B"], "blockers": ["C"], "taken_by": 2}
    assert delivery.truck_from_json(data, lambda codes: tuple(c.lower() for c in codes)) == truck
