"""JSON forms of O Zoo le Mio actions and states (saves hold both).

Cells are written by name (``"2M"``), orientations by side letter
(``"e"``), tiles by their id in the tile set, which the state carries whole.
Reading is strict: anything unexpected raises ValueError.  A player's score
sheet (``rounds``) came later and is written only once a round is scored, so a
save from before it (and any state before the first round's end) reads and
writes as before: no key is an empty sheet.

>>> action_to_json(Place((0, 2), Side.SOUTH))
{'action': 'place', 'cell': '2M', 'facing': 's'}
>>> action_from_json({'action': 'bid', 'amount': 3})
Bid(amount=3)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from accessible_games.core.errors import GameError
from accessible_games.core.game import JsonValue
from accessible_games.games.ozoolemio.rules.actions import Action, Bid, Place
from accessible_games.games.ozoolemio.rules.attraction import Standing
from accessible_games.games.ozoolemio.rules.geometry import Side, cell_name, parse_cell
from accessible_games.games.ozoolemio.rules.state import (
    MAX_PLAYERS, ROUNDS, TOTAL_COINS, AuctionResult, OzooState, Phase, PlayerState, RoundScore,
    Variant,
)
from accessible_games.games.ozoolemio.rules.tiles import (
    CATEGORIES, Tile, TileSet, parse_tileset, tileset_to_json,
)
from accessible_games.games.ozoolemio.rules.zoo import LaidTile, Placement, Zoo

T = TypeVar("T")
_BIG = 1 << 64


def action_to_json(action: Action) -> JsonValue:
    """Return the action as a JSON object with an ``"action"`` name."""
    if isinstance(action, Bid):
        return {"action": "bid", "amount": action.amount}
    return {"action": "place", "cell": cell_name(action.cell), "facing": action.facing.value}


def _int(value: object, low: int = 0, high: int = _BIG) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError("expected a whole number in range")
    return value


def _keys(data: object, expected: set[str]) -> dict[str, Any]:
    if not isinstance(data, dict) or set(data) != expected:
        raise ValueError(f"expected an object with {sorted(expected)}")
    return data


def _list(data: object, read: Callable[[Any], T], size: int | None = None) -> tuple[T, ...]:
    if not isinstance(data, list) or (size is not None and len(data) != size):
        raise ValueError("expected a list")
    return tuple(read(item) for item in data)


def _cell(text: object) -> tuple[int, int]:
    if not isinstance(text, str):
        raise ValueError("expected a cell name")
    try:
        return parse_cell(text)
    except GameError as error:
        raise ValueError(str(error)) from None


def action_from_json(data: JsonValue) -> Action:
    """Return the action stored as ``data``.

    Raises:
        ValueError: the data is not an O Zoo le Mio action.
    """
    if isinstance(data, dict) and data.get("action") == "bid":
        return Bid(_int(_keys(data, {"action", "amount"})["amount"], 0, TOTAL_COINS))
    if isinstance(data, dict) and data.get("action") == "place":
        data = _keys(data, {"action", "cell", "facing"})
        return Place(_cell(data["cell"]), _side(data["facing"]))
    raise ValueError("not an O Zoo le Mio action")


def _side(text: object) -> Side:
    if not isinstance(text, str):
        raise ValueError("expected a side letter")
    return Side(text)


# -- states --------------------------------------------------------------------------------------

def _standing_to_json(standing: Standing) -> JsonValue:
    return [standing.value, standing.reached]


def _player_to_json(player: PlayerState) -> JsonValue:
    data: dict[str, JsonValue] = {
        "zoo": [[laid.tile.id, cell_name(laid.placement.cell), laid.placement.facing.value]
                for laid in player.zoo.tiles],
        "visitors": [_standing_to_json(s) for s in player.visitors],
        "trees": _standing_to_json(player.trees), "benches": player.benches,
        "visitor_points": player.visitor_points, "tree_points": player.tree_points,
        "bench_points": player.bench_points}
    if player.rounds:
        data["rounds"] = [_round_to_json(entry) for entry in player.rounds]
    return data


def _round_to_json(entry: RoundScore) -> JsonValue:
    return {"round": entry.round, "visitors": entry.visitors, "trees": entry.trees,
            "benches": entry.benches}


def _round(data: object) -> RoundScore:
    data = _keys(data, {"round", "visitors", "trees", "benches"})
    return RoundScore(_int(data["round"], 1, ROUNDS), _int(data["visitors"]),
                      _int(data["trees"]), _int(data["benches"]))


def _rounds(data: object) -> tuple[RoundScore, ...]:
    """Return a score sheet; its rounds must be numbered 1, 2, 3 and so on."""
    rounds = _list(data, _round)
    if [entry.round for entry in rounds] != list(range(1, len(rounds) + 1)):
        raise ValueError("rounds out of order")
    return rounds


def _ids(tiles: tuple[Tile, ...]) -> list[str]:
    return [t.id for t in tiles]


def state_to_json(state: OzooState) -> JsonValue:
    """Return the full state as a JSON value (the save's snapshot)."""
    last = state.last_auction
    return {
        "tileset": tileset_to_json(state.tileset), "variant": state.variant.value,
        "players": [_player_to_json(p) for p in state.players], "coins": list(state.coins),
        "bank": state.bank, "flags": list(state.flags), "stack": _ids(state.stack),
        "display": _ids(state.display), "bids": list(state.bids), "phase": state.phase.value,
        "placer": state.placer, "in_hand": None if state.in_hand is None else state.in_hand.id,
        "round": state.round, "auction": state.auction, "placements": state.placements,
        "visitors": [list(v) for v in state.visitors],
        "tree_figures": list(state.tree_figures), "set_aside": _ids(state.set_aside),
        "last_auction": None if last is None else {
            "tile": last.tile.id, "bids": list(last.bids), "winner": last.winner,
            "tie": last.tie},
        "rng": state.rng,
    }


class _Reader:
    """Reads the parts of a state that refer to its tile set."""

    def __init__(self, tileset: TileSet, players: int) -> None:
        self.tileset = tileset
        self.players = players

    def tile(self, tile_id: object) -> Tile:
        if not isinstance(tile_id, str):
            raise ValueError("expected a tile id")
        return self.tileset.tile(tile_id)

    def tiles(self, data: object) -> tuple[Tile, ...]:
        return _list(data, self.tile)

    def seat(self, value: object) -> int:
        return _int(value, 0, self.players - 1)

    def maybe_seat(self, value: object) -> int | None:
        return None if value is None else self.seat(value)

    def laid(self, data: object) -> LaidTile:
        tile_id, cell, facing = _list(data, lambda x: x, 3)
        return LaidTile(self.tile(tile_id), Placement(_cell(cell), _side(facing)))

    def player(self, data: object) -> PlayerState:
        keys = {"zoo", "visitors", "trees", "benches", "visitor_points", "tree_points",
                "bench_points"}
        if isinstance(data, dict) and "rounds" in data:
            keys.add("rounds")
        data = _keys(data, keys)
        return PlayerState(
            zoo=Zoo(_list(data["zoo"], self.laid)),
            visitors=_list(data["visitors"], _standing, len(CATEGORIES)),
            trees=_standing(data["trees"]), benches=_int(data["benches"]),
            visitor_points=_int(data["visitor_points"]), tree_points=_int(data["tree_points"]),
            bench_points=_int(data["bench_points"]),
            rounds=_rounds(data.get("rounds", [])))

    def auction(self, data: object) -> AuctionResult | None:
        if data is None:
            return None
        data = _keys(data, {"tile", "bids", "winner", "tie"})
        if not isinstance(data["tie"], bool):
            raise ValueError("tie")
        return AuctionResult(self.tile(data["tile"]), _list(data["bids"], _int, self.players),
                             self.seat(data["winner"]), data["tie"])


def _standing(data: object) -> Standing:
    value, reached = _list(data, _int, 2)
    return Standing(value, reached)


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("expected text")
    return value


def _maybe_int(value: object) -> int | None:
    return None if value is None else _int(value)


def state_from_json(data: JsonValue) -> OzooState:
    """Return the state written by ``state_to_json``.

    Raises:
        ValueError: the data is not such a state (a bad tile set too).
    """
    data = _keys(data, {"tileset", "variant", "players", "coins", "bank", "flags", "stack",
                        "display", "bids", "phase", "placer", "in_hand", "round", "auction",
                        "placements", "visitors", "tree_figures", "set_aside", "last_auction",
                        "rng"})
    try:
        tileset = parse_tileset(data["tileset"])
    except GameError as error:
        raise ValueError(str(error)) from None
    players = data["players"]
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise ValueError("players")
    try:
        return _state(data, tileset, _Reader(tileset, len(players)))
    except TypeError as error:
        raise ValueError(f"not an O Zoo le Mio state: {error}") from None


def _state(data: dict[str, Any], tileset: TileSet, read: _Reader) -> OzooState:
    count = read.players
    in_hand = data["in_hand"]
    return OzooState(
        tileset=tileset, variant=Variant(data["variant"]),
        players=_list(data["players"], read.player), coins=_list(data["coins"], _int, count),
        bank=_int(data["bank"]), flags=_list(data["flags"], read.seat, count),
        stack=read.tiles(data["stack"]), display=read.tiles(data["display"]),
        bids=_list(data["bids"], _maybe_int, count), phase=Phase(_text(data["phase"])),
        placer=read.maybe_seat(data["placer"]),
        in_hand=None if in_hand is None else read.tile(in_hand),
        round=_int(data["round"]), auction=_int(data["auction"]),
        placements=_int(data["placements"]),
        visitors=_list(data["visitors"], lambda v: _list(v, _int, count), len(CATEGORIES)),
        tree_figures=_list(data["tree_figures"], _int, count),
        set_aside=read.tiles(data["set_aside"]), last_auction=read.auction(data["last_auction"]),
        rng=_int(data["rng"], 0, _BIG - 1))
