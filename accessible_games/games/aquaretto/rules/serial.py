"""JSON forms of Aquaretto actions and states (saves hold both).

Tiles are written by code (``"orca-male1"``), cells by name (``"3C"``) and
worker positions as ``"cashier"``, ``"keeper"``, ``"manager"`` or
``"trainer:3C"``.  Reading is strict: anything unexpected raises ValueError.

>>> from accessible_games.games.aquaretto.rules.actions import PlaceTile
>>> action_to_json(PlaceTile((2, 3)))
{'action': 'place', 'cell': '3C'}
>>> action_from_json({'action': 'worker', 'spot': 'trainer:3Z'})
PlaceWorker(spot=WorkerSpot(kind=<WorkerKind.TRAINER: 'trainer'>, cell=(-1, 3)))
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.game import JsonValue
from accessible_games.games.delivery import truck_from_json, truck_to_json
from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    MoveWorker, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.geometry import (
    BoardSize, Cell, board_size_of, cell_name, in_reading_order, parse_cell,
)
from accessible_games.games.aquaretto.rules.park import Expansion, Park
from accessible_games.games.aquaretto.rules.state import (
    AquarettoState, BoardTask, Phase, PlayerState, Source, Task, TileTask, WorkerKind,
    WorkerSpot, WorkerTask,
)
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, parse_tile

_SIMPLE: dict[str, Action] = {"draw": DrawTile(), "depot": PlaceInDepot(),
                              "move-depot-tile": MoveDepotTile(), "discard": DiscardTile(),
                              "cancel": Cancel()}
_SIMPLE_NAMES: dict[type, str] = {type(a): name for name, a in _SIMPLE.items()}


def spot_code(spot: WorkerSpot) -> str:
    """Return ``"cashier"``, ``"keeper"``, ``"manager"`` or ``"trainer:3C"``."""
    if spot.cell is None:
        return spot.kind.value
    return f"{spot.kind.value}:{cell_name(spot.cell)}"


def parse_spot(code: object) -> WorkerSpot:
    """Return the worker position written as ``code``.

    Raises:
        ValueError: not a worker position.
    """
    if not isinstance(code, str):
        raise ValueError("worker position must be text")
    kind_text, _, cell_text = code.partition(":")
    kind = WorkerKind(kind_text)
    if kind is WorkerKind.TRAINER:
        return WorkerSpot(kind, parse_cell(cell_text))
    if cell_text:
        raise ValueError("only a trainer stands on a cell")
    return WorkerSpot(kind)


def action_to_json(action: Action) -> JsonValue:
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
    if isinstance(action, PlaceTile):
        return {"action": "place", "cell": cell_name(action.cell)}
    if isinstance(action, PlaceWorker):
        return {"action": "worker", "spot": spot_code(action.spot)}
    if isinstance(action, MoveWorker):
        return {"action": "move-worker", "spot": spot_code(action.spot)}
    if isinstance(action, BuyTile):
        return {"action": "buy", "seller": action.seller}
    if isinstance(action, Expand):
        return {"action": "expand", "size": action.size.value}
    assert isinstance(action, PlaceBoard)
    return {"action": "board", "cells": [cell_name(c) for c in in_reading_order(action.cells)]}


def _int(value: object) -> int:
    if type(value) is not int or not 0 <= value < 16:
        raise ValueError("expected a small whole number")
    return value


def action_from_json(data: JsonValue) -> Action:
    """Return the action stored as ``data``.

    Raises:
        ValueError: the data is not an Aquaretto action.
    """
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError("not an Aquaretto action")
    name = data["action"]
    keys = set(data) - {"action"}
    if name in _SIMPLE and not keys:
        return _SIMPLE[name]
    expected = {"load": {"truck"}, "take": {"truck"}, "choose": {"tile"}, "place": {"cell"},
                "worker": {"spot"}, "move-worker": {"spot"}, "buy": {"seller"},
                "expand": {"size"}, "board": {"cells"}}.get(name)
    if expected is None or keys != expected:
        raise ValueError("not an Aquaretto action")
    if name == "load":
        return LoadTruck(_int(data["truck"]))
    if name == "take":
        return TakeTruck(_int(data["truck"]))
    if name == "choose":
        return ChooseTile(parse_tile(data["tile"]))
    if name == "place":
        return PlaceTile(parse_cell(data["cell"]))
    if name == "worker":
        return PlaceWorker(parse_spot(data["spot"]))
    if name == "move-worker":
        return MoveWorker(parse_spot(data["spot"]))
    if name == "buy":
        return BuyTile(_int(data["seller"]))
    if name == "expand":
        return Expand(BoardSize(data["size"]))
    cells = data["cells"]
    if not isinstance(cells, list) or not 3 <= len(cells) <= 4:
        raise ValueError("a board covers 3 or 4 cells")
    board = frozenset(parse_cell(c) for c in cells)
    if board_size_of(board) is None:
        raise ValueError("not the shape of an expansion board")
    return PlaceBoard(board)


# -- states --------------------------------------------------------------------------------------

def _code(tile: Tile) -> str:
    return tile.code


def _codes(tiles: tuple[Tile, ...]) -> list[str]:
    return [t.code for t in tiles]


def _names(cells: Any) -> list[str]:
    return [cell_name(c) for c in in_reading_order(cells)]


def _park_to_json(park: Park) -> JsonValue:
    return {"fields": _names(park.fields),
            "tiles": [[cell_name(c), t.code] for c, t in park.tiles],
            "trainers": _names(park.trainers),
            "expansions": [{"size": e.size.value, "cells": _names(e.cells)}
                           for e in park.expansions]}


def _player_to_json(player: PlayerState) -> JsonValue:
    return {"park": _park_to_json(player.park), "depot": _codes(player.depot),
            "coins": player.coins, "cashiers": player.cashiers, "keepers": player.keepers,
            "manager": player.manager, "bred": sorted(t.code for t in player.bred),
            "small_boards": player.small_boards, "large_boards": player.large_boards}


def _task_to_json(task: Task) -> JsonValue:
    if isinstance(task, TileTask):
        return {"task": "tile", "tile": task.tile.code, "source": task.source.value,
                "seller": task.seller}
    if isinstance(task, WorkerTask):
        return {"task": "worker",
                "moving": None if task.moving is None else spot_code(task.moving)}
    return {"task": "board", "size": task.size.value}


def state_to_json(state: AquarettoState) -> JsonValue:
    """Return the full state as a JSON value (the save's snapshot)."""
    return {
        "players": [_player_to_json(p) for p in state.players],
        "trucks": [truck_to_json(t, _code) for t in state.trucks],
        "stack": _codes(state.stack), "end_stack": _codes(state.end_stack),
        "offspring": _codes(state.offspring), "bank": state.bank, "workers": state.workers,
        "removed_species": [s.value for s in state.removed_species],
        "box": _codes(state.box), "discarded": _codes(state.discarded),
        "current": state.current, "phase": state.phase.value, "round": state.round,
        "turn": state.turn, "final_round": state.final_round,
        "drawn": None if state.drawn is None else state.drawn.code,
        "hand": _codes(state.hand), "tasks": [_task_to_json(t) for t in state.tasks],
        "rng": state.rng,
    }


def _tiles(codes: Any) -> tuple[Tile, ...]:
    if not isinstance(codes, list):
        raise ValueError("expected a list of tiles")
    return tuple(parse_tile(c) for c in codes)


def _cells(names: Any) -> tuple[Cell, ...]:
    if not isinstance(names, list):
        raise ValueError("expected a list of cells")
    return tuple(parse_cell(n) for n in names)


def _park_from_json(data: Any) -> Park:
    tiles = tuple((parse_cell(c), parse_tile(t)) for c, t in data["tiles"])
    expansions = tuple(Expansion(BoardSize(e["size"]), _cells(e["cells"]))
                       for e in data["expansions"])
    return Park(frozenset(_cells(data["fields"])), tiles, frozenset(_cells(data["trainers"])),
                expansions)


def _player_from_json(data: Any) -> PlayerState:
    return PlayerState(park=_park_from_json(data["park"]), depot=_tiles(data["depot"]),
                       coins=int(data["coins"]), cashiers=int(data["cashiers"]),
                       keepers=int(data["keepers"]), manager=bool(data["manager"]),
                       bred=frozenset(_tiles(data["bred"])),
                       small_boards=int(data["small_boards"]),
                       large_boards=int(data["large_boards"]))


def _task_from_json(data: Any) -> Task:
    if data["task"] == "tile":
        return TileTask(parse_tile(data["tile"]), Source(data["source"]), data["seller"])
    if data["task"] == "worker":
        moving = data["moving"]
        return WorkerTask(None if moving is None else parse_spot(moving))
    if data["task"] == "board":
        return BoardTask(BoardSize(data["size"]))
    raise ValueError("unknown task")


def state_from_json(data: JsonValue) -> AquarettoState:
    """Return the state written by ``state_to_json``.

    Raises:
        ValueError: the data is not such a state (KeyError and TypeError are
            turned into ValueError too).
    """
    try:
        return AquarettoState(
            players=tuple(_player_from_json(p) for p in data["players"]),
            trucks=tuple(truck_from_json(t, _tiles) for t in data["trucks"]),
            stack=_tiles(data["stack"]), end_stack=_tiles(data["end_stack"]),
            offspring=_tiles(data["offspring"]), bank=int(data["bank"]),
            workers=int(data["workers"]),
            removed_species=tuple(Species(s) for s in data["removed_species"]),
            box=_tiles(data["box"]), discarded=_tiles(data["discarded"]),
            current=int(data["current"]), phase=Phase(data["phase"]), round=int(data["round"]),
            turn=int(data["turn"]), final_round=bool(data["final_round"]),
            drawn=None if data["drawn"] is None else parse_tile(data["drawn"]),
            hand=_tiles(data["hand"]), tasks=tuple(_task_from_json(t) for t in data["tasks"]),
            rng=int(data["rng"]))
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"not an Aquaretto state: {error}") from None
