"""Zooloretto scenarios, the position: a small table written with the tile codes.

The position (``position``) names only what differs from a fresh table; every key but
``players`` is optional.  Seats, enclosures, stall spaces and trucks are 0-based, as in
the game's actions (``serial``); JSON object keys are those numbers written as text.

- ``players`` (2 to 5) and ``seed`` (default 1): the fresh table is
  ``GAME.new_game`` with that seed; it decides the species left out.
- ``expansions``: names of the mini-expansions in play (default none).
- ``learner``: the seat of the player at the keyboard (default 0).
- ``zoos``: by seat, what each player holds:

  - ``coins`` (default 2); ``savings`` (0 to 3, the field of the coin on the savings
    book) and ``gorilla_coin`` (true: the coin invested on the gorilla enclosure);
  - ``added``: enclosures beyond the zoo board, in order, by kind: ``"expansion"``
    (an expansion board) or ``"special-<species>"`` (a specialised enclosure);
  - ``enclosures``: by index (0 the 5-space, 1 the 4-space, 2 the 6-space, then the
    added ones), each with ``animals`` (in placing order), ``stalls`` (one entry per
    stall space, ``null`` for a free one; the restaurant's code on both of its two
    adjacent spaces) and ``fixtures`` (pavilions, enclosure construction sites);
  - ``barn``, ``petting`` (offspring in the petting zoo), ``bonus`` (a bonus
    enclosure board, ``"bonus-polar-bear"``) and ``bred`` (fertile animals that have
    already had their offspring): lists of tile codes.

- ``trucks``: by truck, the face-up tiles on it; ``taken``: by truck, the seat that took
  it this round (a taken truck is empty).
- ``stack``: tiles laid on top of the main stack, the first drawn first.

Tiles are the codes of ``games/zooloretto/tiles.py`` (``"camel-male1"``, ``"stall-food2"``,
``"zebra-offspring1"``, ``"site-enclosure1"``, ``"stall-restaurant1"``).  ``build_state``
takes each named tile out of the supply it waits in on the fresh table (the stacks, the
offspring, the mini-expansions' pieces on the table), so every tile is in exactly one
place; the end stack keeps its 15 tiles.  The bank pays the coins the position gives.
The player of the move's first step is to act, at the start of a turn (round 1); a seat
that took a truck is out of the round, and the taker nearest before that player counts
as the last taker.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.games.zooloretto.rules.expansions import petting_zoo
from accessible_games.games.zooloretto.rules.expansions import savings_book
from accessible_games.games.zooloretto.rules.expansions.catalogue import NAMES
from accessible_games.games.zooloretto.rules.game import GAME
from accessible_games.games.zooloretto.rules.state import (
    BANK_COINS, END_STACK_SIZE, MAX_PLAYERS, MIN_PLAYERS, START_COINS, Phase, PlayerState,
    Truck, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import (
    RESTAURANT, SPECIAL_BOARDS, Species, Tile, TileKind, parse_tile,
)
from accessible_games.games.zooloretto.rules.zoo import (
    BASE_LAYOUT, EXPANSION, SPECIALISED, Enclosure,
)
from accessible_games.scenarios import (
    Scenario, check_keys, fail, parse_numbered, parse_steps, parse_whole,
)

DEFAULT_SEED = 1
POSITION_KEYS = frozenset({"players", "seed", "expansions", "learner", "zoos", "trucks",
                           "taken", "stack"})
ZOO_KEYS = frozenset({"coins", "savings", "gorilla_coin", "added", "enclosures", "barn",
                      "petting", "bonus", "bred"})
ENCLOSURE_KEYS = frozenset({"animals", "stalls", "fixtures"})
LAST_SAVINGS_FIELD = savings_book.LAST_FIELD - 1
"""The highest field a saved coin can wait on (on field 4 it is paid out)."""


def read_tile(scenario: Scenario, where: str, code: Any) -> Tile:
    """Return the tile of a tile code, or raise ScenarioError."""
    if not isinstance(code, str):
        raise fail(scenario, f"{where}: tiles are written as codes")
    try:
        tile = parse_tile(code)
    except ValueError:
        raise fail(scenario, f"{where}: {code!r} is not a tile code") from None
    return tile


def read_tiles(scenario: Scenario, where: str, value: Any) -> tuple[Tile, ...]:
    """Return a list of tile codes as tiles, or raise ScenarioError."""
    if not isinstance(value, list):
        raise fail(scenario, f"{where} must be a list of tile codes")
    return tuple(read_tile(scenario, where, code) for code in value)


def read_stalls(scenario: Scenario, where: str, value: Any) -> tuple[Tile | None, ...]:
    """Return the stall spaces of an enclosure: a tile code or null for each."""
    if not isinstance(value, list):
        raise fail(scenario, f"{where} must list each stall space (null when free)")
    return tuple(None if code is None else read_tile(scenario, where, code) for code in value)


@dataclass
class _Supply:
    """The pieces of the fresh table that a position may take, and what it took."""

    stack: list[Tile]
    offspring: list[Tile]
    boards: list[Tile]
    used: set[Tile] = field(default_factory=set)

    def take(self, scenario: Scenario, where: str, tile: Tile, from_stack: bool = False) -> Tile:
        """Take ``tile`` from where it waits; ``from_stack``: only from the stacks."""
        if tile in self.used:
            raise fail(scenario, f"{where}: {tile.code} appears twice")
        pools = [self.stack] if from_stack else [self.stack, self.offspring, self.boards]
        for pool in pools:
            if tile in pool:
                pool.remove(tile)
                self.used.add(tile)
                return tile
        raise fail(scenario, f"{where}: {tile.code} is not in play there "
                    "(a species left out, a missing expansion, or not a tile for that place)")


def _players(scenario: Scenario) -> int:
    return parse_whole(scenario, "position.players", scenario.position.get("players"),
                   MIN_PLAYERS, MAX_PLAYERS)


def learner_of(scenario: Scenario) -> PlayerId:
    """Return the seat of the player at the keyboard (``position.learner``, default 0).

    Raises:
        ScenarioError: not a seat at the table.
    """
    return parse_whole(scenario, "position.learner", scenario.position.get("learner", 0), 0,
                       _players(scenario) - 1)


def _fresh(scenario: Scenario) -> ZoolorettoState:
    """Return the fresh table of the position: players, seed and expansions."""
    position = check_keys(scenario, "position", scenario.position, POSITION_KEYS)
    players = _players(scenario)
    seed = parse_whole(scenario, "position.seed", position.get("seed", DEFAULT_SEED))
    names = position.get("expansions", [])
    if not isinstance(names, list) or not all(isinstance(n, str) and n in NAMES
                                              for n in names) or len(set(names)) != len(names):
        raise fail(scenario, f"position.expansions must name expansions of {NAMES}, once each")
    specs = [PlayerSpec(f"p{seat + 1}") for seat in range(players)]
    return GAME.new_game(specs, {"expansions": list(names)}, seed).state


def _added(scenario: Scenario, where: str, value: Any, supply: _Supply,
           state: ZoolorettoState) -> tuple[Enclosure, ...]:
    """Return the enclosures added beyond the board, taking specialised boards from the table."""
    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
        raise fail(scenario, f"{where} must list enclosure kinds")
    added: list[Enclosure] = []
    for kind in value:
        if kind == EXPANSION.kind:
            added.append(Enclosure.empty(EXPANSION))
            continue
        species = kind.removeprefix("special-")
        if not kind.startswith("special-") or species not in {s.value for s in Species}:
            raise fail(scenario, f"{where}: {kind!r} is not an enclosure kind")
        if Species(species) in state.removed_species:
            raise fail(scenario, f"{where}: {species} is left out of this game")
        board = next(t for t in SPECIAL_BOARDS if t.key == species)
        supply.take(scenario, where, board)
        added.append(Enclosure.empty(SPECIALISED[Species(species)]))
    if sum(1 for k in value if k == EXPANSION.kind) > state.max_expansions():
        raise fail(scenario, f"{where}: at most {state.max_expansions()} expansion boards")
    return tuple(added)


def _enclosure(scenario: Scenario, where: str, empty: Enclosure, data: Any,
               supply: _Supply) -> Enclosure:
    """Return one enclosure of the position, its tiles taken from the supply."""
    data = check_keys(scenario, where, data, ENCLOSURE_KEYS)
    animals = read_tiles(scenario, f"{where}.animals", data.get("animals", []))
    fixtures = read_tiles(scenario, f"{where}.fixtures", data.get("fixtures", []))
    stalls = read_stalls(scenario, f"{where}.stalls", data.get("stalls", list(empty.stalls)))
    if len(stalls) != empty.spec.stall_spaces:
        raise fail(scenario, f"{where}.stalls: {empty.spec.stall_spaces} stall spaces")
    if not all(t.is_animal for t in animals) or len({t.species for t in animals}) > 1:
        raise fail(scenario, f"{where}.animals must be animals of one species")
    allowed = empty.spec.species
    if allowed is not None and any(t.species != allowed for t in animals):
        raise fail(scenario, f"{where}.animals: only {allowed.value} live here")
    if not all(t.kind is TileKind.PAVILION or (t.is_site and t.key == "enclosure")
               for t in fixtures):
        raise fail(scenario, f"{where}.fixtures hold only pavilions and enclosure sites")
    if fixtures and allowed is not None:
        raise fail(scenario, f"{where}.fixtures: none in a specialised enclosure")
    if len(animals) + len(fixtures) > empty.spec.capacity:
        raise fail(scenario, f"{where}: more than {empty.spec.capacity} spaces used")
    if RESTAURANT in stalls:
        first = stalls.index(RESTAURANT)
        if stalls.count(RESTAURANT) != 2 or stalls[first + 1:first + 2] != (RESTAURANT,):
            raise fail(scenario, f"{where}.stalls: the restaurant takes two adjacent "
                        "stall spaces")
    for slot, stall in enumerate(stalls):
        if stall is None or (stall == RESTAURANT and slot and stalls[slot - 1] == RESTAURANT):
            continue
        if not (stall.is_stall or (stall.is_site and stall.key == "stall")):
            raise fail(scenario, f"{where}.stalls: {stall.code} is not a stall")
        supply.take(scenario, f"{where}.stalls", stall)
    for tile in animals + fixtures:
        supply.take(scenario, where, tile)
    return Enclosure(empty.spec, animals, stalls, fixtures)


def _zoo(scenario: Scenario, seat: PlayerId, data: Any, supply: _Supply,
         state: ZoolorettoState) -> PlayerState:
    """Return one player's belongings in the position."""
    where = f"position.zoos.{seat}"
    data = check_keys(scenario, where, data, ZOO_KEYS)
    names = state.expansions
    enclosures = tuple(Enclosure.empty(spec) for spec in BASE_LAYOUT)
    added = _added(scenario, f"{where}.added", data.get("added", []), supply, state)
    enclosures += added
    given = parse_numbered(scenario, f"{where}.enclosures", data.get("enclosures", {}),
                           len(enclosures))
    built = list(enclosures)
    for index, pen in sorted(given.items()):
        built[index] = _enclosure(scenario, f"{where}.enclosures.{index}", enclosures[index],
                                  pen, supply)
    barn = read_tiles(scenario, f"{where}.barn", data.get("barn", []))
    if not all(t.is_animal or (t.is_stall and t != RESTAURANT)
               or (t.is_site and t.key == "barn") for t in barn):
        raise fail(scenario, f"{where}.barn holds animals, stalls and barn sites only")
    petting = read_tiles(scenario, f"{where}.petting", data.get("petting", []))
    if petting and "petting-zoo" not in names:
        raise fail(scenario, f"{where}.petting needs the petting-zoo expansion")
    if len(petting) > petting_zoo.PETTING_ZOO_SPACES or not all(t.is_offspring
                                                                for t in petting):
        raise fail(scenario, f"{where}.petting holds at most 2 offspring")
    boards = read_tiles(scenario, f"{where}.bonus", data.get("bonus", []))
    if len(boards) > 1 or not all(t.kind is TileKind.BONUS for t in boards):
        raise fail(scenario, f"{where}.bonus holds at most one bonus enclosure")
    for tile in barn + petting + boards:
        supply.take(scenario, where, tile)
    player = PlayerState(enclosures=tuple(built), barn=(), petting=petting,
                         bonus_boards=boards)
    player = player.with_barn(barn)
    bred = read_tiles(scenario, f"{where}.bred", data.get("bred", []))
    if not all(t.is_fertile and t in player.tiles() for t in bred):
        raise fail(scenario, f"{where}.bred: fertile animals of this zoo only")
    coins = parse_whole(scenario, f"{where}.coins", data.get("coins", START_COINS))
    savings = parse_whole(scenario, f"{where}.savings", data.get("savings", 0), 0,
                          LAST_SAVINGS_FIELD)
    if savings and "savings-book" not in names:
        raise fail(scenario, f"{where}.savings needs the savings-book expansion")
    gorilla = data.get("gorilla_coin", False)
    if type(gorilla) is not bool or (gorilla and not player.has_bonus("gorilla")):
        raise fail(scenario, f"{where}.gorilla_coin: true only beside the gorilla enclosure")
    return replace(player, coins=coins, savings=savings, gorilla_coin=gorilla,
                   bred=frozenset(bred), expansions=sum(1 for e in added
                                                        if e.spec is EXPANSION))


def _trucks(scenario: Scenario, state: ZoolorettoState,
            supply: _Supply) -> tuple[tuple[Truck, ...], dict[int, PlayerId]]:
    """Return the trucks with their tiles, and who took which."""
    position = scenario.position
    trucks = list(state.trucks)
    loads = parse_numbered(scenario, "position.trucks", position.get("trucks", {}),
                           len(trucks))
    for index, codes in sorted(loads.items()):
        where = f"position.trucks.{index}"
        tiles = read_tiles(scenario, where, codes)
        for tile in tiles:
            supply.take(scenario, where, tile, from_stack=True)
        truck = replace(trucks[index], tiles=tiles)
        if truck.free < 0:
            raise fail(scenario, f"{where}: more tiles than places")
        trucks[index] = truck
    takers: dict[int, PlayerId] = {}
    taken = parse_numbered(scenario, "position.taken", position.get("taken", {}), len(trucks))
    for index, value in sorted(taken.items()):
        seat = parse_whole(scenario, f"position.taken.{index}", value, 0,
                           state.player_count - 1)
        if trucks[index].tiles:
            raise fail(scenario, f"position.taken.{index}: a taken truck is empty")
        takers[index] = seat
        trucks[index] = replace(trucks[index], taken_by=seat)
    if len(set(takers.values())) != len(takers):
        raise fail(scenario, "position.taken: one truck per player")
    return tuple(trucks), takers


def build_state(scenario: Scenario) -> tuple[ZoolorettoState, PlayerId]:
    """Return the position as a whole table and the learner's seat; the player of the
    move's first step is to act.

    Raises:
        ScenarioError: the position does not fit the game.
    """
    state = _fresh(scenario)
    learner = learner_of(scenario)
    steps = parse_steps(scenario, learner, GAME.action_from_json)
    if any(seat >= state.player_count for seat, _ in steps):
        raise fail(scenario, "a step's seat is not at the table")
    supply = _Supply(stack=list(state.end_stack + state.stack),
                     offspring=list(state.offspring), boards=list(state.supply))
    zoos = parse_numbered(scenario, "position.zoos", scenario.position.get("zoos", {}),
                          state.player_count)
    players = list(state.players)
    for seat, zoo in sorted(zoos.items()):
        players[seat] = _zoo(scenario, seat, zoo, supply, state)
    trucks, takers = _trucks(scenario, state, supply)
    top = read_tiles(scenario, "position.stack", scenario.position.get("stack", []))
    for tile in top:
        supply.take(scenario, "position.stack", tile, from_stack=True)
    current = steps[0][0]
    if current in takers.values():
        raise fail(scenario, "the player to act has already taken a truck")
    held = sum(p.coins + (1 if p.savings else 0) + int(p.gorilla_coin) for p in players)
    bank = BANK_COINS + len(state.cashed) - held
    if bank < 0:
        raise fail(scenario, f"the players hold more than the {BANK_COINS} coins")
    before = [(current - step) % state.player_count
              for step in range(1, state.player_count)]
    last = next((seat for seat in before if seat in takers.values()), None)
    state = replace(
        state, players=tuple(players), trucks=trucks,
        end_stack=tuple(supply.stack[:END_STACK_SIZE]),
        stack=top + tuple(supply.stack[END_STACK_SIZE:]),
        offspring=tuple(supply.offspring), supply=tuple(supply.boards), bank=bank,
        current=current, phase=Phase.TURN, last_taker=last)
    return state, learner
