"""JSON forms of the combined game's actions and states (saves hold both).

A game's own step is written by that game's serialiser inside ``"step"``; the
sub-states likewise.  Tile codes of the two games overlap (both have
``"coin-1"``), so every tile outside a sub-state is written with its supply:
a truck's tiles under the truck's ``"supply"``, the drawn tile as
``{"supply": ..., "tile": ...}``; blockers are always Zooloretto tiles.
Reading is strict: anything unexpected raises ValueError.

>>> from accessible_games.games.aquaretto_zooloretto.rules.state import Supply
>>> action_to_json(DrawFrom(Supply.WATER))
{'action': 'draw', 'supply': 'water'}
>>> action_from_json({'action': 'zoo', 'step': {'action': 'expand'}})
ZooStep(action=Expand())
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.game import JsonValue
from accessible_games.games.aquaretto.rules import serial as water_serial
from accessible_games.games.aquaretto.rules.tiles import parse_tile as parse_water_tile
from accessible_games.games.aquaretto_zooloretto.rules.actions import (
    Action, DrawFrom, LoadTruck, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    AnyTile, CombinedState, Phase, Supply, Truck, supply_of,
)
from accessible_games.games.zooloretto.rules import serial as zoo_serial
from accessible_games.games.zooloretto.rules.tiles import parse_tile as parse_zoo_tile


def action_to_json(action: Action) -> JsonValue:
    """Return the action as a JSON object with an ``"action"`` name."""
    if isinstance(action, DrawFrom):
        return {"action": "draw", "supply": action.supply.value}
    if isinstance(action, LoadTruck):
        return {"action": "load", "truck": action.truck}
    if isinstance(action, TakeTruck):
        return {"action": "take", "truck": action.truck}
    if isinstance(action, ZooStep):
        return {"action": "zoo", "step": zoo_serial.action_to_json(action.action)}
    return {"action": "water", "step": water_serial.action_to_json(action.action)}


def _small_int(value: object) -> int:
    if type(value) is not int or not 0 <= value < 16:
        raise ValueError("expected a small whole number")
    return value


def action_from_json(data: JsonValue) -> Action:
    """Return the action stored as ``data``.

    Raises:
        ValueError: the data is not an action of the combined game.
    """
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError("not an Aquaretto-Zooloretto action")
    name = data["action"]
    keys = set(data) - {"action"}
    expected = {"draw": {"supply"}, "load": {"truck"}, "take": {"truck"}, "zoo": {"step"},
                "water": {"step"}}.get(name)
    if expected is None or keys != expected:
        raise ValueError("not an Aquaretto-Zooloretto action")
    if name == "draw":
        return DrawFrom(Supply(data["supply"]))
    if name == "load":
        return LoadTruck(_small_int(data["truck"]))
    if name == "take":
        return TakeTruck(_small_int(data["truck"]))
    if name == "zoo":
        return ZooStep(zoo_serial.action_from_json(data["step"]))
    return WaterStep(water_serial.action_from_json(data["step"]))


# -- states --------------------------------------------------------------------------------------

def _tile(supply: Supply, code: object) -> AnyTile:
    if not isinstance(code, str):
        raise ValueError("a tile must be written as its code")
    return parse_zoo_tile(code) if supply is Supply.ZOO else parse_water_tile(code)


def _tiles(supply: Supply, codes: object) -> tuple[AnyTile, ...]:
    if not isinstance(codes, list):
        raise ValueError("expected a list of tiles")
    return tuple(_tile(supply, c) for c in codes)


def _supply(value: object) -> Supply | None:
    return None if value is None else Supply(value)


def _truck_to_json(truck: Truck, supply: Supply | None) -> JsonValue:
    return {"supply": None if supply is None else supply.value,
            "tiles": [t.code for t in truck.tiles], "blockers": [t.code for t in truck.blockers],
            "taken_by": truck.taken_by}


def _truck_from_json(data: Any) -> tuple[Truck, Supply | None]:
    if not isinstance(data, dict):
        raise ValueError("truck")
    supply = _supply(data.get("supply"))
    tiles = _tiles(supply or Supply.ZOO, data.get("tiles"))
    if supply is None and tiles:
        raise ValueError("a truck with tiles carries one game's tiles")
    taken = data.get("taken_by")
    if taken is not None and type(taken) is not int:
        raise ValueError("taken_by")
    return Truck(tiles, _tiles(Supply.ZOO, data.get("blockers")), taken), supply


def state_to_json(state: CombinedState) -> JsonValue:
    """Return the full state as a JSON value (the save's snapshot)."""
    drawn = state.drawn
    return {
        "zoo": zoo_serial.state_to_json(state.zoo),
        "water": water_serial.state_to_json(state.water),
        "trucks": [_truck_to_json(t, s) for t, s in zip(state.trucks, state.truck_supplies)],
        "bank": state.bank, "coins": list(state.coins), "current": state.current,
        "phase": state.phase.value, "round": state.round, "turn": state.turn,
        "drawn": None if drawn is None else {"supply": supply_of(drawn).value,
                                             "tile": drawn.code},
        "last_taker": state.last_taker,
        "end_reached": [s.value for s in state.end_reached],
        "retired": [s.value for s in state.retired], "rng": state.rng,
    }


def _int(value: object) -> int:
    if type(value) is not int:
        raise ValueError("expected a whole number")
    return value


def state_from_json(data: JsonValue) -> CombinedState:
    """Return the state written by ``state_to_json``.

    Raises:
        ValueError: the data is not such a state.
    """
    try:
        trucks = [_truck_from_json(t) for t in data["trucks"]]
        drawn = data["drawn"]
        last = data["last_taker"]
        return CombinedState(
            zoo=zoo_serial.state_from_json(data["zoo"]),
            water=water_serial.state_from_json(data["water"]),
            trucks=tuple(t for t, _ in trucks), truck_supplies=tuple(s for _, s in trucks),
            bank=_int(data["bank"]), coins=tuple(_int(c) for c in data["coins"]),
            current=_int(data["current"]), phase=Phase(data["phase"]),
            round=_int(data["round"]), turn=_int(data["turn"]),
            drawn=None if drawn is None else _tile(Supply(drawn["supply"]), drawn["tile"]),
            last_taker=None if last is None else _int(last),
            end_reached=tuple(Supply(s) for s in data["end_reached"]),
            retired=tuple(Supply(s) for s in data["retired"]), rng=_int(data["rng"]))
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"not an Aquaretto-Zooloretto state: {error}") from None
