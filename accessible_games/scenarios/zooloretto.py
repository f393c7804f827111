"""Zooloretto scenarios: a small table written with the tile codes, a move in steps.

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
``"zebra-offspring1"``, ``"site-enclosure1"``, ``"stall-restaurant1"``).  ``build`` takes
each named tile out of the supply it waits in on the fresh table (the stacks, the
offspring, the mini-expansions' pieces on the table), so every tile is in exactly one
place; the end stack keeps its 15 tiles.  The bank pays the coins the position gives.
The player of the move's first step is to act, at the start of a turn (round 1); a seat
that took a truck is out of the round, and the taker nearest before that player counts
as the last taker.

The move is a list of steps (``parse_steps``): ``{"action": ...}`` in the JSON form of
``GAME.action_to_json``, with ``"seat"`` for another player's scripted step.

The expectation (``expected``) names only what the example is about; seats and
enclosures by number as above:

- ``coins``, ``savings``: by seat, a number;
- ``points``: by seat, categories of the score if the game ended now (through
  ``rules.score_sheets``): ``total``, ``enclosures``, ``stalls``, ``barn``, ``coins``, and
  the expansions' categories (``souvenir-shop``, ``reindeer``, ``task-card``);
- ``enclosures``: by seat, then by enclosure: any of ``animals``, ``stalls``,
  ``fixtures`` (as in the position) and ``points`` (``scoring.enclosure_points``);
- ``barn``, ``petting``, ``bonus``: by seat, the tiles there (any order);
- ``events``: event keys without ``zooloretto-`` that must happen during the move
  (``"coin-bonus"``, ``"offspring-born"``); ``no_events``: keys that must not.

``teaches`` names topics of the Zooloretto rules book (``ZOOLORETTO_TOPICS``); ``read``
and ``then`` hold the questions of ``shell/zooloretto_queries.py`` (``zoo``, ``trucks``,
``scores`` ...), optionally followed by a player number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.games.zooloretto import events as ev
from accessible_games.games.zooloretto import rules
from accessible_games.games.zooloretto.expansions import bonus as bonus_module
from accessible_games.games.zooloretto.expansions import (
    buildings, construction_sites, petting_zoo, savings_book, specialised, task_cards,
)
from accessible_games.games.zooloretto.expansions.catalogue import NAMES
from accessible_games.games.zooloretto.game import GAME
from accessible_games.games.zooloretto.scoring import enclosure_points
from accessible_games.games.zooloretto.state import (
    BANK_COINS, END_STACK_SIZE, MAX_PLAYERS, MIN_PLAYERS, START_COINS, Phase, PlayerState,
    Truck, ZoolorettoState,
)
from accessible_games.games.zooloretto.tiles import (
    RESTAURANT, SPECIAL_BOARDS, Species, Tile, TileKind, parse_tile,
)
from accessible_games.games.zooloretto.zoo import BASE_LAYOUT, EXPANSION, SPECIALISED, Enclosure
from accessible_games.narration.rules import ZOOLORETTO_TOPICS
from accessible_games.scenarios import Scenario, ScenarioError, Step, parse_steps

DEFAULT_SEED = 1
POSITION_KEYS = frozenset({"players", "seed", "expansions", "learner", "zoos", "trucks",
                           "taken", "stack"})
ZOO_KEYS = frozenset({"coins", "savings", "gorilla_coin", "added", "enclosures", "barn",
                      "petting", "bonus", "bred"})
ENCLOSURE_KEYS = frozenset({"animals", "stalls", "fixtures"})
EXPECTED_KEYS = frozenset({"coins", "savings", "points", "enclosures", "barn", "petting",
                           "bonus", "events", "no_events"})
EXPECTED_ENCLOSURE_KEYS = ENCLOSURE_KEYS | {"points"}
POINT_CATEGORIES = frozenset({"total", "enclosures", "stalls", "barn", "coins",
                              "souvenir-shop", "reindeer", "task-card"})
"""What ``expected.points`` may name: the total, the base categories, the expansions'."""
QUESTIONS = frozenset({"zoo", "barn", "trucks", "coins", "task", "hand", "table", "scores",
                       "turn", "players"})
"""The Zooloretto questions of ``shell/zooloretto_queries.py`` a scenario may ask."""
EVENT_PREFIX = "zooloretto-"
LAST_SAVINGS_FIELD = savings_book.LAST_FIELD - 1
"""The highest field a saved coin can wait on (on field 4 it is paid out)."""


def _event_keys() -> frozenset[str]:
    """Return the keys (without ``zooloretto-``) of every Zooloretto event."""
    keys: set[str] = set()
    for module in (ev, buildings, construction_sites, bonus_module, petting_zoo,
                   savings_book, specialised, task_cards):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Event) and \
                    value.key.startswith(EVENT_PREFIX):
                keys.add(value.key.removeprefix(EVENT_PREFIX))
    return frozenset(keys)


EVENT_KEYS = _event_keys()
"""The event names ``expected.events`` and ``expected.no_events`` may use."""


def _fail(scenario: Scenario, text: str) -> ScenarioError:
    return ScenarioError(f"zooloretto/{scenario.name}: {text}")


def _object(scenario: Scenario, where: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(scenario, f"{where} must be an object")
    return value


def _keys(scenario: Scenario, where: str, value: dict[str, Any],
          allowed: frozenset[str]) -> None:
    unknown = set(value) - allowed
    if unknown:
        raise _fail(scenario, f"{where}: unknown keys {sorted(unknown)}")


def _number(scenario: Scenario, where: str, value: Any, low: int = 0,
            high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"{low} to {high}" if high is not None else f"at least {low}"
        raise _fail(scenario, f"{where} must be a whole number, {bound}")
    return value


def _index(scenario: Scenario, where: str, key: str, count: int | None = None) -> int:
    """Return a 0-based number written as an object key ("0", "1" ...)."""
    if not key.isdecimal() or key != str(int(key)) or \
            (count is not None and int(key) >= count):
        limit = f" below {count}" if count is not None else ""
        raise _fail(scenario, f"{where}: {key!r} is not a number{limit}")
    return int(key)


def _tile(scenario: Scenario, where: str, code: Any) -> Tile:
    if not isinstance(code, str):
        raise _fail(scenario, f"{where}: tiles are written as codes")
    try:
        tile = parse_tile(code)
    except ValueError:
        raise _fail(scenario, f"{where}: {code!r} is not a tile code") from None
    return tile


def _tiles(scenario: Scenario, where: str, value: Any) -> tuple[Tile, ...]:
    if not isinstance(value, list):
        raise _fail(scenario, f"{where} must be a list of tile codes")
    return tuple(_tile(scenario, where, code) for code in value)


def _stall_list(scenario: Scenario, where: str, value: Any) -> tuple[Tile | None, ...]:
    if not isinstance(value, list):
        raise _fail(scenario, f"{where} must list each stall space (null when free)")
    return tuple(None if code is None else _tile(scenario, where, code) for code in value)


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
            raise _fail(scenario, f"{where}: {tile.code} appears twice")
        pools = [self.stack] if from_stack else [self.stack, self.offspring, self.boards]
        for pool in pools:
            if tile in pool:
                pool.remove(tile)
                self.used.add(tile)
                return tile
        raise _fail(scenario, f"{where}: {tile.code} is not in play there "
                    "(a species left out, a missing expansion, or not a tile for that place)")


def _players(scenario: Scenario) -> int:
    return _number(scenario, "position.players", scenario.position.get("players"),
                   MIN_PLAYERS, MAX_PLAYERS)


def learner_of(scenario: Scenario) -> PlayerId:
    """Return the seat of the player at the keyboard (``position.learner``, default 0).

    Raises:
        ScenarioError: not a seat at the table.
    """
    return _number(scenario, "position.learner", scenario.position.get("learner", 0), 0,
                   _players(scenario) - 1)


def _fresh(scenario: Scenario) -> ZoolorettoState:
    """Return the fresh table of the position: players, seed and expansions."""
    position = _object(scenario, "position", scenario.position)
    _keys(scenario, "position", position, POSITION_KEYS)
    players = _players(scenario)
    seed = _number(scenario, "position.seed", position.get("seed", DEFAULT_SEED))
    names = position.get("expansions", [])
    if not isinstance(names, list) or not all(isinstance(n, str) and n in NAMES
                                              for n in names) or len(set(names)) != len(names):
        raise _fail(scenario, f"position.expansions must name expansions of {NAMES}, once each")
    specs = [PlayerSpec(f"p{seat + 1}") for seat in range(players)]
    return GAME.new_game(specs, {"expansions": list(names)}, seed).state


def _added(scenario: Scenario, where: str, value: Any, supply: _Supply,
           state: ZoolorettoState) -> tuple[Enclosure, ...]:
    """Return the enclosures added beyond the board, taking specialised boards from the table."""
    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
        raise _fail(scenario, f"{where} must list enclosure kinds")
    added: list[Enclosure] = []
    for kind in value:
        if kind == EXPANSION.kind:
            added.append(Enclosure.empty(EXPANSION))
            continue
        species = kind.removeprefix("special-")
        if not kind.startswith("special-") or species not in {s.value for s in Species}:
            raise _fail(scenario, f"{where}: {kind!r} is not an enclosure kind")
        if Species(species) in state.removed_species:
            raise _fail(scenario, f"{where}: {species} is left out of this game")
        board = next(t for t in SPECIAL_BOARDS if t.key == species)
        supply.take(scenario, where, board)
        added.append(Enclosure.empty(SPECIALISED[Species(species)]))
    if sum(1 for k in value if k == EXPANSION.kind) > state.max_expansions():
        raise _fail(scenario, f"{where}: at most {state.max_expansions()} expansion boards")
    return tuple(added)


def _enclosure(scenario: Scenario, where: str, empty: Enclosure, data: Any,
               supply: _Supply) -> Enclosure:
    """Return one enclosure of the position, its tiles taken from the supply."""
    data = _object(scenario, where, data)
    _keys(scenario, where, data, ENCLOSURE_KEYS)
    animals = _tiles(scenario, f"{where}.animals", data.get("animals", []))
    fixtures = _tiles(scenario, f"{where}.fixtures", data.get("fixtures", []))
    stalls = _stall_list(scenario, f"{where}.stalls", data.get("stalls", list(empty.stalls)))
    if len(stalls) != empty.spec.stall_spaces:
        raise _fail(scenario, f"{where}.stalls: {empty.spec.stall_spaces} stall spaces")
    if not all(t.is_animal for t in animals) or len({t.species for t in animals}) > 1:
        raise _fail(scenario, f"{where}.animals must be animals of one species")
    allowed = empty.spec.species
    if allowed is not None and any(t.species != allowed for t in animals):
        raise _fail(scenario, f"{where}.animals: only {allowed.value} live here")
    if not all(t.kind is TileKind.PAVILION or (t.is_site and t.key == "enclosure")
               for t in fixtures):
        raise _fail(scenario, f"{where}.fixtures hold only pavilions and enclosure sites")
    if fixtures and allowed is not None:
        raise _fail(scenario, f"{where}.fixtures: none in a specialised enclosure")
    if len(animals) + len(fixtures) > empty.spec.capacity:
        raise _fail(scenario, f"{where}: more than {empty.spec.capacity} spaces used")
    if RESTAURANT in stalls:
        first = stalls.index(RESTAURANT)
        if stalls.count(RESTAURANT) != 2 or stalls[first + 1:first + 2] != (RESTAURANT,):
            raise _fail(scenario, f"{where}.stalls: the restaurant takes two adjacent "
                        "stall spaces")
    for slot, stall in enumerate(stalls):
        if stall is None or (stall == RESTAURANT and slot and stalls[slot - 1] == RESTAURANT):
            continue
        if not (stall.is_stall or (stall.is_site and stall.key == "stall")):
            raise _fail(scenario, f"{where}.stalls: {stall.code} is not a stall")
        supply.take(scenario, f"{where}.stalls", stall)
    for tile in animals + fixtures:
        supply.take(scenario, where, tile)
    return Enclosure(empty.spec, animals, stalls, fixtures)


def _zoo(scenario: Scenario, seat: PlayerId, data: Any, supply: _Supply,
         state: ZoolorettoState) -> PlayerState:
    """Return one player's belongings in the position."""
    where = f"position.zoos.{seat}"
    data = _object(scenario, where, data)
    _keys(scenario, where, data, ZOO_KEYS)
    names = state.expansions
    enclosures = tuple(Enclosure.empty(spec) for spec in BASE_LAYOUT)
    added = _added(scenario, f"{where}.added", data.get("added", []), supply, state)
    enclosures += added
    given = _object(scenario, f"{where}.enclosures", data.get("enclosures", {}))
    built = list(enclosures)
    for key in sorted(given, key=lambda k: (len(k), k)):
        index = _index(scenario, f"{where}.enclosures", key, len(enclosures))
        built[index] = _enclosure(scenario, f"{where}.enclosures.{key}", enclosures[index],
                                  given[key], supply)
    barn = _tiles(scenario, f"{where}.barn", data.get("barn", []))
    if not all(t.is_animal or (t.is_stall and t != RESTAURANT)
               or (t.is_site and t.key == "barn") for t in barn):
        raise _fail(scenario, f"{where}.barn holds animals, stalls and barn sites only")
    petting = _tiles(scenario, f"{where}.petting", data.get("petting", []))
    if petting and "petting-zoo" not in names:
        raise _fail(scenario, f"{where}.petting needs the petting-zoo expansion")
    if len(petting) > petting_zoo.PETTING_ZOO_SPACES or not all(t.is_offspring
                                                                for t in petting):
        raise _fail(scenario, f"{where}.petting holds at most 2 offspring")
    boards = _tiles(scenario, f"{where}.bonus", data.get("bonus", []))
    if len(boards) > 1 or not all(t.kind is TileKind.BONUS for t in boards):
        raise _fail(scenario, f"{where}.bonus holds at most one bonus enclosure")
    for tile in barn + petting + boards:
        supply.take(scenario, where, tile)
    player = PlayerState(enclosures=tuple(built), barn=(), petting=petting,
                         bonus_boards=boards)
    player = player.with_barn(barn)
    bred = _tiles(scenario, f"{where}.bred", data.get("bred", []))
    if not all(t.is_fertile and t in player.tiles() for t in bred):
        raise _fail(scenario, f"{where}.bred: fertile animals of this zoo only")
    coins = _number(scenario, f"{where}.coins", data.get("coins", START_COINS))
    savings = _number(scenario, f"{where}.savings", data.get("savings", 0), 0,
                      LAST_SAVINGS_FIELD)
    if savings and "savings-book" not in names:
        raise _fail(scenario, f"{where}.savings needs the savings-book expansion")
    gorilla = data.get("gorilla_coin", False)
    if type(gorilla) is not bool or (gorilla and not player.has_bonus("gorilla")):
        raise _fail(scenario, f"{where}.gorilla_coin: true only beside the gorilla enclosure")
    return replace(player, coins=coins, savings=savings, gorilla_coin=gorilla,
                   bred=frozenset(bred), expansions=sum(1 for e in added
                                                        if e.spec is EXPANSION))


def _trucks(scenario: Scenario, state: ZoolorettoState,
            supply: _Supply) -> tuple[tuple[Truck, ...], dict[int, PlayerId]]:
    """Return the trucks with their tiles, and who took which."""
    position = scenario.position
    trucks = list(state.trucks)
    loads = _object(scenario, "position.trucks", position.get("trucks", {}))
    for key, codes in sorted(loads.items()):
        index = _index(scenario, "position.trucks", key, len(trucks))
        tiles = _tiles(scenario, f"position.trucks.{key}", codes)
        for tile in tiles:
            supply.take(scenario, f"position.trucks.{key}", tile, from_stack=True)
        truck = replace(trucks[index], tiles=tiles)
        if truck.free < 0:
            raise _fail(scenario, f"position.trucks.{key}: more tiles than places")
        trucks[index] = truck
    takers: dict[int, PlayerId] = {}
    taken = _object(scenario, "position.taken", position.get("taken", {}))
    for key, seat in sorted(taken.items()):
        index = _index(scenario, "position.taken", key, len(trucks))
        takers[index] = _number(scenario, f"position.taken.{key}", seat, 0,
                                state.player_count - 1)
        if trucks[index].tiles:
            raise _fail(scenario, f"position.taken.{key}: a taken truck is empty")
        trucks[index] = replace(trucks[index], taken_by=seat)
    if len(set(takers.values())) != len(takers):
        raise _fail(scenario, "position.taken: one truck per player")
    return tuple(trucks), takers


class ZoolorettoAdapter:
    """Builds and checks Zooloretto scenarios."""

    game = GAME

    def check(self, scenario: Scenario) -> None:
        """Raise ScenarioError unless position, move, expectation, teaching topics and
        questions fit Zooloretto, and every step is legal when it comes."""
        unknown = set(scenario.teaches) - set(ZOOLORETTO_TOPICS)
        if unknown or not scenario.teaches:
            raise _fail(scenario, f"teaches must name rules topics, not {sorted(unknown)}")
        for question in scenario.read + scenario.then:
            words = question.split()
            if words[0] not in QUESTIONS or not all(w.isdecimal() for w in words[1:]):
                raise _fail(scenario, f"{question!r} is not a Zooloretto question")
        state, _ = self.build(scenario)
        self._check_expected(scenario, state.player_count)
        for number, (seat, action) in enumerate(self.steps(scenario), 1):
            if seat not in GAME.to_move(state) or action not in GAME.legal_actions(state, seat):
                reason = GAME.explain(state, seat, action)
                why = reason.reason if reason is not None else "not that seat's turn"
                raise _fail(scenario, f"step {number} is not legal: {why}")
            state = GAME.apply(state, seat, action).state

    def _check_expected(self, scenario: Scenario, players: int) -> None:
        """Raise ScenarioError unless ``expected`` has the shape the docstring gives."""
        expected = scenario.expected
        _keys(scenario, "expected", expected, EXPECTED_KEYS)
        if not expected:
            raise _fail(scenario, "expected must name at least one outcome")
        for key in ("coins", "savings", "points", "enclosures", "barn", "petting", "bonus"):
            by_seat = _object(scenario, f"expected.{key}", expected.get(key, {}))
            for seat_key, value in by_seat.items():
                where = f"expected.{key}.{seat_key}"
                _index(scenario, f"expected.{key}", seat_key, players)
                if key in ("coins", "savings"):
                    _number(scenario, where, value)
                elif key == "points":
                    value = _object(scenario, where, value)
                    _keys(scenario, where, value, POINT_CATEGORIES)
                    for name, points in value.items():
                        if type(points) is not int:
                            raise _fail(scenario, f"{where}.{name} must be a whole number")
                elif key == "enclosures":
                    for index, pen in _object(scenario, where, value).items():
                        _index(scenario, where, index)
                        self._check_expected_enclosure(scenario, f"{where}.{index}", pen)
                else:
                    _tiles(scenario, where, value)
        for key in ("events", "no_events"):
            names = expected.get(key, [])
            if not isinstance(names, list) or not all(isinstance(n, str) and n in EVENT_KEYS
                                                      for n in names):
                raise _fail(scenario, f"expected.{key} must list event names without "
                            f"{EVENT_PREFIX!r}, of {sorted(EVENT_KEYS)}")

    @staticmethod
    def _check_expected_enclosure(scenario: Scenario, where: str, pen: Any) -> None:
        pen = _object(scenario, where, pen)
        _keys(scenario, where, pen, EXPECTED_ENCLOSURE_KEYS)
        for key in ("animals", "fixtures"):
            if key in pen:
                _tiles(scenario, f"{where}.{key}", pen[key])
        if "stalls" in pen:
            _stall_list(scenario, f"{where}.stalls", pen["stalls"])
        if "points" in pen:
            _number(scenario, f"{where}.points", pen["points"])

    def build(self, scenario: Scenario) -> tuple[ZoolorettoState, PlayerId]:
        """Return the position as a whole table and the learner's seat; the player of the
        move's first step is to act.

        Raises:
            ScenarioError: the position does not fit the game.
        """
        state = _fresh(scenario)
        learner = learner_of(scenario)
        steps = self.steps(scenario)
        if any(seat >= state.player_count for seat, _ in steps):
            raise _fail(scenario, "a step's seat is not at the table")
        supply = _Supply(stack=list(state.end_stack + state.stack),
                         offspring=list(state.offspring), boards=list(state.supply))
        zoos = _object(scenario, "position.zoos", scenario.position.get("zoos", {}))
        players = list(state.players)
        for key in sorted(zoos):
            seat = _index(scenario, "position.zoos", key, state.player_count)
            players[seat] = _zoo(scenario, seat, zoos[key], supply, state)
        trucks, takers = _trucks(scenario, state, supply)
        top = _tiles(scenario, "position.stack", scenario.position.get("stack", []))
        for tile in top:
            supply.take(scenario, "position.stack", tile, from_stack=True)
        current = steps[0][0]
        if current in takers.values():
            raise _fail(scenario, "the player to act has already taken a truck")
        held = sum(p.coins + (1 if p.savings else 0) + int(p.gorilla_coin) for p in players)
        bank = BANK_COINS + len(state.cashed) - held
        if bank < 0:
            raise _fail(scenario, f"the players hold more than the {BANK_COINS} coins")
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

    def steps(self, scenario: Scenario) -> list[Step]:
        """Return the move as (seat, action) steps; without a seat, the learner's."""
        return parse_steps(scenario, learner_of(scenario), GAME.action_from_json)

    def seat_count(self, state: ZoolorettoState) -> int:
        """Return the number of players at the table."""
        return state.player_count

    def differences(self, scenario: Scenario, before: Any, after: Any) -> list[str]:
        """Return how the outcome after the move differs from ``expected``: one readable
        "what: expected X, got Y" per difference (empty when it holds)."""
        expected = scenario.expected
        found: list[str] = []

        def compare(what: str, wanted: Any, got: Any) -> None:
            if wanted != got:
                found.append(f"{what}: expected {wanted}, got {got}")

        players: Sequence[PlayerState] = after.players
        sheets = rules.score_sheets(after)
        for key in ("coins", "savings"):
            for seat, wanted in sorted(expected.get(key, {}).items()):
                compare(f"{key} {seat}", wanted, getattr(players[int(seat)], key))
        for seat, categories in sorted(expected.get("points", {}).items()):
            sheet = sheets[int(seat)]
            for name, wanted in sorted(categories.items()):
                compare(f"points {seat} {name}", wanted, _category(sheet, name))
        for seat, pens in sorted(expected.get("enclosures", {}).items()):
            enclosures = players[int(seat)].enclosures
            for index, pen in sorted(pens.items()):
                if int(index) >= len(enclosures):
                    found.append(f"enclosure {seat} {index}: expected it, got "
                                 f"{len(enclosures)} enclosures")
                    continue
                actual = _enclosure_json(enclosures[int(index)])
                for name, wanted in sorted(pen.items()):
                    compare(f"enclosure {seat} {index} {name}", wanted, actual[name])
        for key, attribute in (("barn", "barn"), ("petting", "petting"),
                               ("bonus", "bonus_boards")):
            for seat, wanted in sorted(expected.get(key, {}).items()):
                got = [t.code for t in getattr(players[int(seat)], attribute)]
                compare(f"{key} {seat}", sorted(wanted), sorted(got))
        happened = self._event_names(scenario, before)
        for name in expected.get("events", []):
            if name not in happened:
                found.append(f"events: expected {name}, got {sorted(set(happened))}")
        for name in expected.get("no_events", []):
            if name in happened:
                found.append(f"no_events: expected no {name}, got {name}")
        return found

    def _event_names(self, scenario: Scenario, before: ZoolorettoState) -> list[str]:
        """Return the names of the events the move makes from ``before`` (replayed)."""
        state, names = before, []
        for seat, action in self.steps(scenario):
            if action not in GAME.legal_actions(state, seat):
                break
            transition = GAME.apply(state, seat, action)
            state = transition.state
            names += [e.key.removeprefix(EVENT_PREFIX) for e in transition.events]
        return names


def _category(sheet: Any, name: str) -> int:
    """Return one category of a score sheet: the total, a base category, or an extra."""
    if name == "total":
        return int(sheet.total)
    if name in ("enclosures", "stalls", "barn", "coins"):
        return int(getattr(sheet, name))
    extra: Mapping[str, int] = sheet.extra
    return extra.get(name, 0)


def _enclosure_json(enclosure: Enclosure) -> dict[str, Any]:
    """Return an enclosure as the expectation writes it, with its points."""
    return {"animals": [t.code for t in enclosure.animals],
            "stalls": [None if s is None else s.code for s in enclosure.stalls],
            "fixtures": [t.code for t in enclosure.fixtures],
            "points": enclosure_points(enclosure)}
