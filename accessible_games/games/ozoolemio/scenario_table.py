"""O Zoo le Mio scenarios, the position: a table in the middle of a round.

Position (``players``, ``learner``, ``flags``, ``coins``, ``laid`` and
``display`` are required):

- ``players``: 2 to 4 seats; ``learner``: the seat at the keyboard.
- ``seed`` (default 0): the seed of ``GAME.new_game``; it decides the order of
  the face-down tiles the position does not name.
- ``variant``: ``"standard"`` (default) or ``"trees"``.
- ``round`` (default 1): the round being played.
- ``flags``: the flag pole, top first, every seat once.
- ``coins``: every seat's coins, by seat; the bank holds the rest of the 35.
- ``laid``: one list per round so far (exactly ``round`` lists), each holding
  the tiles laid in that round in the order they were laid, written
  ``"SEAT TILE CELL FACING"``: ``"0 t06 2M e"`` is seat 0 laying tile t06 of
  ``data/tiles.json`` with its first half on 2M and its second half to the east
  (``Place`` in ``serial``'s cell and side letters; a cell is written row first,
  or column first, ``"M2"``, as in the files written before row-first names).
- ``display``: the face-up tiles of the round not yet auctioned, the one on
  auction first (at least one).
- ``stack`` (default none): the top of the face-down stack, top first.

The state is built through the rules themselves.  A new game with the seed is
set up; the tiles are stacked so that the rules reveal, round after round,
exactly the tiles ``laid`` lists for that round (for the current round: those
laid, then ``display``), followed by ``stack`` and then every other tile in the
seed's order.  Each tile is laid with ``GAME.apply`` in a state where its
player has just won it, so placements are checked, figures, benches and the
"reached later" record of every value come from the rules, and the last tile of
a finished round scores that round, pays income and reveals the next round
(with the variant's rule, so a round of the variant must list exactly the tiles
up to its third tile with trees).  Finally the flags and coins are set as
given.  Every tile is thus in one place, the coins add up to 35, and the next
auction is open: the move begins with the bids.

The checks (``ScenarioError`` with a developer message): unknown or missing
keys, values of the wrong kind, a seat that is not at the table, flags that are
not every seat once, more than 35 coins, unknown tile ids (or start tiles), a
tile named twice, a round whose reveal is not the tiles named, a tile laid where
the rules refuse it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.games.ozoolemio.rules.actions import Place
from accessible_games.games.ozoolemio.rules.game import GAME
from accessible_games.games.ozoolemio.rules.geometry import (
    Side, cell_name, column_first_name, parse_cell,
)
from accessible_games.games.ozoolemio.rules.transitions import start_round
from accessible_games.games.ozoolemio.rules.state import (
    MAX_PLAYERS, MIN_PLAYERS, ROUNDS, TOTAL_COINS, OzooState, Phase, Variant,
)
from accessible_games.games.ozoolemio.rules.tiles import Tile
from accessible_games.games.ozoolemio.rules.zoo import Placement
from accessible_games.scenarios import Scenario, check_keys, fail, parse_whole

REQUIRED_POSITION = frozenset({"players", "learner", "flags", "coins", "laid", "display"})
POSITION_KEYS = REQUIRED_POSITION | {"seed", "variant", "round", "stack"}

Laid = tuple[PlayerId, Tile, Placement]
"""One tile laid before the move: its player, the tile and where it lies."""


class Position:
    """A scenario's position, read and checked (not yet built).

    Raises:
        ScenarioError: a key is missing or unknown, or a value of the wrong kind.
    """

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        data = check_keys(scenario, "position", scenario.position, POSITION_KEYS,
                          REQUIRED_POSITION)
        self.players = parse_whole(scenario, "players", data["players"], MIN_PLAYERS,
                                   MAX_PLAYERS)
        self.learner = self.seat(data["learner"], "learner")
        self.seed = parse_whole(scenario, "seed", data.get("seed", 0))
        variant = data.get("variant", Variant.STANDARD.value)
        found = next((v for v in Variant if v.value == variant), None)
        if found is None:
            raise fail(scenario, f"unknown variant {variant!r}")
        self.variant = found
        self.round = parse_whole(scenario, "round", data.get("round", 1), 1, ROUNDS)
        self.flags = self.seats(data["flags"], "flags")
        if sorted(self.flags) != list(range(self.players)):
            raise fail(scenario, "flags must hold every seat once")
        coins = data["coins"]
        if not isinstance(coins, list) or len(coins) != self.players or \
                not all(type(c) is int and c >= 0 for c in coins) or sum(coins) > TOTAL_COINS:
            raise fail(scenario, f"coins: one whole number per seat, {TOTAL_COINS} at most")
        self.coins: tuple[int, ...] = tuple(coins)
        self.table = new_table(self.players, self.variant, self.seed)
        self.zoo_tiles = {tile.id: tile for tile in self.table.tileset.tiles}
        self.laid = self.rounds(data["laid"])
        self.display = self.tiles(data["display"], "display")
        if not self.display:
            raise fail(scenario, "display must hold the tile on auction")
        self.stack = self.tiles(data.get("stack", []), "stack")
        named = [tile.id for entries in self.laid for _, tile, _ in entries] + \
            [tile.id for tile in self.display + self.stack]
        twice = sorted({tile for tile in named if named.count(tile) > 1})
        if twice:
            raise fail(scenario, f"tiles named twice: {twice}")

    def seat(self, value: Any, where: str) -> PlayerId:
        """Return a seat number, checked against the number of players."""
        if type(value) is not int or not 0 <= value < self.players:
            raise fail(self.scenario, f"{where}: {value!r} is not a seat")
        return value

    def seats(self, value: Any, where: str) -> tuple[PlayerId, ...]:
        """Return a list of seat numbers."""
        if not isinstance(value, list):
            raise fail(self.scenario, f"{where} must be a list of seats")
        return tuple(self.seat(item, where) for item in value)

    def tile(self, value: Any, where: str) -> Tile:
        """Return the zoo tile with the id ``value`` (start tiles are not named)."""
        if not isinstance(value, str) or value not in self.zoo_tiles:
            raise fail(self.scenario, f"{where}: {value!r} is not a tile id")
        return self.zoo_tiles[value]

    def tiles(self, value: Any, where: str) -> tuple[Tile, ...]:
        """Return a list of zoo tiles by id."""
        if not isinstance(value, list):
            raise fail(self.scenario, f"{where} must be a list of tile ids")
        return tuple(self.tile(item, where) for item in value)

    def rounds(self, value: Any) -> tuple[tuple[Laid, ...], ...]:
        """Return the tiles laid, round by round: (seat, tile, placement)."""
        if not isinstance(value, list) or len(value) != self.round or \
                not all(isinstance(entries, list) for entries in value):
            raise fail(self.scenario, f"laid must hold {self.round} lists, one per round")
        return tuple(tuple(self.entry(text) for text in entries) for entries in value)

    def entry(self, text: Any) -> Laid:
        """Return one laid tile written "SEAT TILE CELL FACING", checked for form."""
        parts = text.split(" ") if isinstance(text, str) else []
        if len(parts) != 4 or not parts[0].isascii() or not parts[0].isdecimal():
            raise fail(self.scenario, f"laid: {text!r} is not \"SEAT TILE CELL FACING\"")
        seat = self.seat(int(parts[0]), f"laid {text!r}")
        tile = self.tile(parts[1], f"laid {text!r}")
        return seat, tile, read_placement(self.scenario, f"{parts[2]} {parts[3]}",
                                          f"laid {text!r}")


def new_table(players: int, variant: Variant, seed: int) -> OzooState:
    """Return a new game of ``players`` with the variant and the seed."""
    specs = [PlayerSpec(f"p{seat + 1}") for seat in range(players)]
    return GAME.new_game(specs, {"variant": variant.value}, seed).state


def read_placement(scenario: Scenario, text: Any, where: str) -> Placement:
    """Return the placement written as a canonical cell name and a side letter ("2M e",
    or column first "M2 e").

    Raises:
        ScenarioError: not such a text.
    """
    parts = text.split(" ") if isinstance(text, str) else []
    try:
        cell = parse_cell(parts[0]) if len(parts) == 2 else None
        side = Side(parts[1]) if cell is not None else None
    except (GameError, ValueError):
        cell = side = None
    if cell is None or side is None or parts[0] not in (cell_name(cell), column_first_name(cell)):
        raise fail(scenario, f"{where}: {text!r} is not \"CELL FACING\", a cell and a side letter")
    return Placement(cell, side)


def placement_text(placement: Placement) -> str:
    """Return a placement as the files write it: "2M e"."""
    return f"{cell_name(placement.cell)} {placement.facing.value}"


def build_state(position: Position) -> OzooState:
    """Return the position's state, built by replaying its tiles through the rules.

    Raises:
        ScenarioError: a round would reveal other tiles, or a tile lies where the rules
            refuse it.
    """
    scenario = position.scenario
    state = position.table
    rounds = [[tile for _, tile, _ in entries] for entries in position.laid]
    rounds[-1] += list(position.display)
    named = [tile for tiles in rounds for tile in tiles] + list(position.stack)
    rest = [tile for tile in state.display + state.stack if tile not in named]
    events: list[Event] = []
    state = replace(state, stack=tuple(named + rest), display=(), round=0, auction=0)
    state = start_round(state, 1, events)
    for number, (entries, tiles) in enumerate(zip(position.laid, rounds), 1):
        if state.round != number or [t.id for t in state.display] != [t.id for t in tiles]:
            raise fail(scenario, f"round {number} reveals "
                                 f"{[t.id for t in state.display]}, not the tiles named")
        for seat, tile, placement in entries:
            state = _lay(scenario, state, seat, tile, placement)
    return replace(state, coins=position.coins, bank=TOTAL_COINS - sum(position.coins),
                   flags=position.flags)


def _lay(scenario: Scenario, state: OzooState, seat: PlayerId, tile: Tile,
         placement: Placement) -> OzooState:
    """Return the state after ``seat`` lays ``tile``, the one on auction, as if just won."""
    assert state.display and state.display[0] == tile
    won = replace(state, phase=Phase.PLACE, placer=seat, in_hand=tile,
                  display=state.display[1:], bids=tuple(None for _ in state.players))
    action = Place(placement.cell, placement.facing)
    reason = GAME.explain(won, seat, action)
    if reason is not None:
        raise fail(scenario, f"laid {seat} {tile.id} {placement_text(placement)}: "
                             f"{reason.reason}")
    return GAME.apply(won, seat, action).state
