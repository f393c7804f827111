"""JSON forms of Zooloretto actions and states (saves hold both).

Tiles are written by code (``"camel-male1"``), species and phases by value.
Reading is strict: anything unexpected raises ValueError.

>>> from accessible_games.games.zooloretto.rules.actions import PlaceOnStallSpace
>>> action_to_json(PlaceOnStallSpace(1, 0))
{'action': 'stall', 'enclosure': 1, 'slot': 0}
>>> action_from_json({'action': 'take', 'truck': 2})
TakeTruck(truck=2)
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.errors import InvalidAction
from accessible_games.core.game import JsonValue
from accessible_games.games.delivery import truck_from_json, truck_to_json
from accessible_games.games.zooloretto.rules import expansions
from accessible_games.games.zooloretto.rules.actions import (
    Cancel, ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck,
    MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.state import (
    Phase, PlaceTask, PlayerState, Source, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import Species, Tile, parse_tile
from accessible_games.games.zooloretto.rules.zoo import SPECS, Enclosure

_SIMPLE: dict[str, Any] = {"draw": DrawTile(), "barn": PlaceInBarn(), "expand": Expand(),
                           "cancel": Cancel()}
_SIMPLE_NAMES: dict[type, str] = {type(a): name for name, a in _SIMPLE.items()}


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise ValueError(f"{key} must be an integer")
    return value


def _bool(value: object) -> bool:
    if type(value) is not bool:
        raise ValueError("a flag must be true or false")
    return value


def _tile(code: object) -> Tile:
    if not isinstance(code, str):
        raise ValueError("a tile must be written as its code")
    try:
        return parse_tile(code)
    except InvalidAction as error:
        raise ValueError(str(error)) from None


def _tiles(data: object) -> tuple[Tile, ...]:
    if not isinstance(data, list):
        raise ValueError("tiles must be a list")
    return tuple(_tile(code) for code in data)


def _code(tile: Tile) -> str:
    return tile.code


def _codes(tiles: tuple[Tile, ...]) -> list[str]:
    return [t.code for t in tiles]


def action_to_json(action: Any) -> JsonValue:
    """Return the action as a JSON object with an ``"action"`` name."""
    name = _SIMPLE_NAMES.get(type(action))
    if name is not None:
        return {"action": name}
    if isinstance(action, LoadTruck):
        return {"action": "load", "truck": action.truck}
    if isinstance(action, TakeTruck):
        return {"action": "take", "truck": action.truck}
    if isinstance(action, ChooseTile):
        return {"action": "choose", "tile": action.tile.code}
    if isinstance(action, PlaceInEnclosure):
        return {"action": "enclosure", "enclosure": action.enclosure}
    if isinstance(action, PlaceOnStallSpace):
        return {"action": "stall", "enclosure": action.enclosure, "slot": action.slot}
    if isinstance(action, MoveFromBarn):
        return {"action": "move", "tile": action.tile.code}
    if isinstance(action, MoveStall):
        return {"action": "move-stall", "enclosure": action.enclosure, "slot": action.slot}
    if isinstance(action, ExchangeEnclosures):
        return {"action": "exchange", "first": action.first, "second": action.second}
    if isinstance(action, ExchangeBarn):
        return {"action": "exchange-barn", "species": action.species.value,
                "enclosure": action.enclosure}
    if isinstance(action, Purchase):
        return {"action": "purchase", "seller": action.seller, "tile": action.tile.code}
    if isinstance(action, Discard):
        return {"action": "discard", "tile": action.tile.code}
    for expansion in expansions.REGISTRY.values():
        data = expansion.action_to_json(action)
        if data is not None:
            return data
    raise ValueError(f"not a Zooloretto action: {action!r}")


def action_from_json(data: JsonValue) -> Any:
    """Return the action stored as ``data``.

    Raises:
        ValueError: malformed.
    """
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError("an action must be an object with an 'action' name")
    name = data["action"]
    if name in _SIMPLE:
        return _SIMPLE[name]
    if name == "load":
        return LoadTruck(_int(data, "truck"))
    if name == "take":
        return TakeTruck(_int(data, "truck"))
    if name == "choose":
        return ChooseTile(_tile(data.get("tile")))
    if name == "enclosure":
        return PlaceInEnclosure(_int(data, "enclosure"))
    if name == "stall":
        return PlaceOnStallSpace(_int(data, "enclosure"), _int(data, "slot"))
    if name == "move":
        return MoveFromBarn(_tile(data.get("tile")))
    if name == "move-stall":
        return MoveStall(_int(data, "enclosure"), _int(data, "slot"))
    if name == "exchange":
        return ExchangeEnclosures(_int(data, "first"), _int(data, "second"))
    if name == "exchange-barn":
        return ExchangeBarn(Species(data.get("species")), _int(data, "enclosure"))
    if name == "purchase":
        return Purchase(_int(data, "seller"), _tile(data.get("tile")))
    if name == "discard":
        return Discard(_tile(data.get("tile")))
    for expansion in expansions.REGISTRY.values():
        action = expansion.action_from_json(data)
        if action is not None:
            return action
    raise ValueError(f"unknown action {name!r}")


def _enclosure_to_json(enclosure: Enclosure) -> JsonValue:
    return {"kind": enclosure.spec.kind, "animals": _codes(enclosure.animals),
            "stalls": [None if s is None else s.code for s in enclosure.stalls],
            "fixtures": _codes(enclosure.fixtures)}


def _enclosure_from_json(data: Any) -> Enclosure:
    if not isinstance(data, dict) or data.get("kind") not in SPECS:
        raise ValueError("enclosure")
    spec = SPECS[data["kind"]]
    stalls_data = data.get("stalls")
    if not isinstance(stalls_data, list) or len(stalls_data) != spec.stall_spaces:
        raise ValueError("stall spaces")
    return Enclosure(spec, _tiles(data.get("animals")),
                     tuple(None if s is None else _tile(s) for s in stalls_data),
                     _tiles(data.get("fixtures", [])))


def _player_to_json(player: PlayerState) -> JsonValue:
    return {"enclosures": [_enclosure_to_json(e) for e in player.enclosures],
            "barn": _codes(player.barn), "coins": player.coins,
            "bred": sorted(t.code for t in player.bred), "expansions": player.expansions,
            "petting": _codes(player.petting), "bonus_boards": _codes(player.bonus_boards),
            "gorilla_coin": player.gorilla_coin, "savings": player.savings}


def _player_from_json(data: Any) -> PlayerState:
    if not isinstance(data, dict) or not isinstance(data.get("enclosures"), list):
        raise ValueError("player")
    return PlayerState(enclosures=tuple(_enclosure_from_json(e) for e in data["enclosures"]),
                       barn=_tiles(data.get("barn")), coins=_int(data, "coins"),
                       bred=frozenset(_tiles(data.get("bred"))),
                       expansions=_int(data, "expansions"),
                       petting=_tiles(data.get("petting", [])),
                       bonus_boards=_tiles(data.get("bonus_boards", [])),
                       gorilla_coin=_bool(data.get("gorilla_coin", False)),
                       savings=_int({"savings": data.get("savings", 0)}, "savings"))


def _task_to_json(task: PlaceTask | None) -> JsonValue:
    if task is None:
        return None
    return {"tile": task.tile.code, "source": task.source.value, "seller": task.seller,
            "from_space": None if task.from_space is None else list(task.from_space),
            "coin_bonus": task.coin_bonus}


def _task_from_json(data: Any) -> PlaceTask | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise ValueError("task")
    seller = data.get("seller")
    if seller is not None and type(seller) is not int:
        raise ValueError("seller")
    space = data.get("from_space")
    from_space: tuple[int, int] | None = None
    if space is not None:
        if (not isinstance(space, list) or len(space) != 2
                or not all(type(v) is int for v in space)):
            raise ValueError("from_space")
        from_space = (space[0], space[1])
    return PlaceTask(_tile(data.get("tile")), Source(data.get("source")), seller, from_space,
                     _bool(data.get("coin_bonus", True)))


def state_to_json(state: ZoolorettoState) -> JsonValue:
    """Return the full state as a JSON object."""
    return {
        "players": [_player_to_json(p) for p in state.players],
        "trucks": [truck_to_json(t, _code) for t in state.trucks],
        "stack": _codes(state.stack), "end_stack": _codes(state.end_stack),
        "offspring": _codes(state.offspring), "bank": state.bank,
        "removed_species": [s.value for s in state.removed_species],
        "box": _codes(state.box), "discarded": _codes(state.discarded),
        "cashed": _codes(state.cashed), "current": state.current, "phase": state.phase.value,
        "round": state.round, "turn": state.turn, "final_round": state.final_round,
        "drawn": None if state.drawn is None else state.drawn.code,
        "hand": _codes(state.hand), "task": _task_to_json(state.task),
        "last_taker": state.last_taker, "expansions": list(state.expansions),
        "rng": state.rng, "supply": _codes(state.supply), "task_cards": list(state.task_cards),
        "pending": [_task_to_json(t) for t in state.pending],
    }


def state_from_json(data: JsonValue) -> ZoolorettoState:
    """Return the state written by ``state_to_json``.

    Raises:
        ValueError: malformed.
    """
    if not isinstance(data, dict):
        raise ValueError("state must be an object")
    players, trucks = data.get("players"), data.get("trucks")
    if not isinstance(players, list) or not isinstance(trucks, list):
        raise ValueError("players and trucks must be lists")
    removed = data.get("removed_species")
    names = data.get("expansions")
    last = data.get("last_taker")
    if not isinstance(removed, list) or not isinstance(names, list):
        raise ValueError("removed_species and expansions must be lists")
    if not all(isinstance(n, str) for n in names):
        raise ValueError("expansion names must be text")
    if last is not None and type(last) is not int:
        raise ValueError("last_taker")
    if type(data.get("final_round")) is not bool:
        raise ValueError("final_round")
    drawn = data.get("drawn")
    cards, pending = data.get("task_cards", []), data.get("pending", [])
    if not isinstance(cards, list) or not all(type(c) is int for c in cards):
        raise ValueError("task_cards")
    if not isinstance(pending, list) or None in pending:
        raise ValueError("pending")
    return ZoolorettoState(
        players=tuple(_player_from_json(p) for p in players),
        trucks=tuple(truck_from_json(t, _tiles) for t in trucks),
        stack=_tiles(data.get("stack")), end_stack=_tiles(data.get("end_stack")),
        offspring=_tiles(data.get("offspring")), bank=_int(data, "bank"),
        removed_species=tuple(Species(s) for s in removed), box=_tiles(data.get("box")),
        discarded=_tiles(data.get("discarded")), cashed=_tiles(data.get("cashed")),
        current=_int(data, "current"), phase=Phase(data.get("phase")),
        round=_int(data, "round"), turn=_int(data, "turn"),
        final_round=bool(data["final_round"]),
        drawn=None if drawn is None else _tile(drawn), hand=_tiles(data.get("hand")),
        task=_task_from_json(data.get("task")), last_taker=last, expansions=tuple(names),
        rng=_int(data, "rng"), supply=_tiles(data.get("supply", [])), task_cards=tuple(cards),
        pending=tuple(t for t in (_task_from_json(p) for p in pending) if t is not None))
