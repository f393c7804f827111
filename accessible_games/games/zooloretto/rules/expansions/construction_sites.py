"""Mini-expansion "construction sites": 9 tiles shuffled in, placed into other players' zoos.

- Kinds: 3 enclosure sites (on a free animal space of any enclosure), 3 stall-space
  sites (on a free stall space), 3 barn sites (into the barn).
- Whoever takes a truck with a site places it in another player's zoo, by the
  placing rules of its kind; several may go to one player.  When nobody has room
  of that kind, the site leaves the game.
- A site blocks its space; for the coin bonus and for scoring the space counts as
  empty (``Enclosure.free`` against ``Enclosure.missing``; a stall-space site is not a stall).
- Sites are never moved or exchanged; animals around them may be exchanged.
- Money action hand-off (1 coin): pass up to two sites from one's own zoo to other
  players, by the same placing rules.
- One or more barn sites cost 2 points in all (in the base barn scoring).
"""

from __future__ import annotations

from collections.abc import Sequence

from itertools import combinations
from typing import Any, ClassVar

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction, InvalidAction
from accessible_games.core.events import Event, PlayerId, event
from accessible_games.core.game import JsonValue, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules.expansions import Expansion
from accessible_games.games.zooloretto.rules.expansions.common import (
    can_start, json_int, turn_problem,
)
from accessible_games.games.zooloretto.rules.state import (
    END_STACK_SIZE, Phase, PlaceTask, PlayerState, Source, ZoolorettoState,
)
from accessible_games.games.zooloretto.rules.tiles import SITE_TILES, Tile, parse_tile
from accessible_games.games.zooloretto.rules.zoo import without

HAND_OFF_COST = 1
HAND_OFF_LIMIT = 2


@record
class PlaceSite:
    """Put the site in hand into ``owner``'s zoo: an enclosure (``slot`` None), a stall
    space (``enclosure``, ``slot``), or the barn (both None)."""

    owner: PlayerId
    enclosure: int | None = None
    slot: int | None = None


@record
class RemoveSite:
    """Nobody has room for the site in hand: it leaves the game."""


@record
class HandOffSites:
    """Money action (1 coin): pass one or two of one's own sites to other players."""

    tiles: tuple[Tile, ...]


@event
class SitesShuffledIn(Event):
    """The construction sites were shuffled into the tiles."""

    key: ClassVar[str] = "zooloretto-sites-shuffled-in"
    count: int


@event
class SitePlaced(Event):
    """``player`` put a site into ``owner``'s zoo (where as in ``PlaceSite``)."""

    key: ClassVar[str] = "zooloretto-site-placed"
    player: PlayerId
    owner: PlayerId
    tile: Tile
    enclosure: int | None
    slot: int | None


@event
class SiteRemoved(Event):
    """Nobody had room for a site; it left the game."""

    key: ClassVar[str] = "zooloretto-site-removed"
    player: PlayerId
    tile: Tile


@event
class SitesHandedOff(Event):
    """A player paid to pass sites from their zoo to others; placing them comes next."""

    key: ClassVar[str] = "zooloretto-sites-handed-off"
    player: PlayerId
    tiles: tuple[Tile, ...]
    coins: int


def site_places(state: ZoolorettoState, giver: PlayerId, site: Tile) -> list[PlaceSite]:
    """Return every place for ``site`` in the zoos of the players other than ``giver``."""
    places: list[PlaceSite] = []
    for owner, zoo in enumerate(state.players):
        if owner == giver:
            continue
        if site.key == "enclosure":
            places += [PlaceSite(owner, i) for i, e in enumerate(zoo.enclosures) if e.free > 0]
        elif site.key == "stall":
            places += [PlaceSite(owner, i, j) for i, j in zoo.free_stall_spaces()]
        else:
            places.append(PlaceSite(owner))
    return places


def own_sites(player: PlayerState) -> list[tuple[Tile, tuple[int, ...]]]:
    """Return the player's sites with where each stands: (enclosure,), (enclosure, slot),
    or () for the barn."""
    found: list[tuple[Tile, tuple[int, ...]]] = []
    for i, e in enumerate(player.enclosures):
        found += [(t, (i,)) for t in e.fixtures if t.is_site]
        found += [(t, (i, j)) for j, t in enumerate(e.stalls) if t is not None and t.is_site]
    found += [(t, ()) for t in player.barn if t.is_site]
    return found


def hand_offs(player: PlayerState) -> list[HandOffSites]:
    """Return the hand-offs of one or two sites, one per different choice of places."""
    sites = own_sites(player)
    options: list[HandOffSites] = []
    seen: set[tuple[tuple[str, tuple[int, ...]], ...]] = set()
    for size in range(1, HAND_OFF_LIMIT + 1):
        for group in combinations(sites, size):
            shape = tuple(sorted((t.key, where) for t, where in group))
            if shape not in seen:
                seen.add(shape)
                options.append(HandOffSites(tuple(t for t, _ in group)))
    return options


def _lift(player: PlayerState, site: Tile) -> PlayerState:
    """Return the player without ``site``, wherever it stands."""
    enclosures = []
    for e in player.enclosures:
        e = replace(e, fixtures=without(e.fixtures, site))
        e = replace(e, stalls=tuple(None if t == site else t for t in e.stalls))
        enclosures.append(e)
    return replace(player, enclosures=tuple(enclosures), barn=without(player.barn, site))


class ConstructionSites(Expansion):
    """Sites that block other players' spaces."""

    name = "construction-sites"

    def setup(self, state: ZoolorettoState) -> Transition[ZoolorettoState]:
        """Shuffle the 9 sites into the tiles; 15 still go under the disc."""
        rng, deck = rngmod.shuffled(state.rng, state.end_stack + state.stack + SITE_TILES)
        state = replace(state, rng=rng, end_stack=deck[:END_STACK_SIZE],
                        stack=deck[END_STACK_SIZE:])
        return Transition(state, (SitesShuffledIn(len(SITE_TILES)),))

    def placements(self, state: ZoolorettoState, task: PlaceTask) -> list[Any] | None:
        """Places for a site in hand in other players' zoos, or its removal."""
        if not task.tile.is_site:
            return None
        places: list[Any] = site_places(state, state.current, task.tile)
        return places or [RemoveSite()]

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> Sequence[Any]:
        """Offer the hand-off at the start of a turn."""
        if not can_start(state, player, HAND_OFF_COST):
            return ()
        return hand_offs(state.players[player])

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState] | None:
        """Place, remove or hand off sites."""
        events: list[Event] = []
        if isinstance(action, PlaceSite):
            task = state.task
            assert task is not None
            state = replace(state, task=None)
            zoo = state.players[action.owner]
            site = task.tile
            if action.enclosure is None:
                zoo = zoo.with_barn(zoo.barn + (site,))
            elif action.slot is None:
                zoo = zoo.with_enclosure(action.enclosure,
                                         zoo.enclosures[action.enclosure].with_fixture(site))
            else:
                zoo = zoo.with_enclosure(action.enclosure, zoo.enclosures[action.enclosure]
                                         .with_stall(action.slot, site))
            state = rules.with_player(state, action.owner, zoo)
            events.append(SitePlaced(player, action.owner, site, action.enclosure,
                                     action.slot))
        elif isinstance(action, RemoveSite):
            task = state.task
            assert task is not None
            state = replace(state, task=None, discarded=state.discarded + (task.tile,))
            events.append(SiteRemoved(player, task.tile))
        elif isinstance(action, HandOffSites):
            state = rules.pay(state, player, HAND_OFF_COST, "hand-off", events)
            me = state.players[player]
            for site in action.tiles:
                me = _lift(me, site)
            state = rules.with_player(state, player, me)
            state = replace(state, pending=state.pending + tuple(
                PlaceTask(site, Source.HANDOFF) for site in action.tiles))
            events.append(SitesHandedOff(player, action.tiles, me.coins))
        else:
            return None
        return Transition(rules.finish(state, events), tuple(events))

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Say why a site cannot go there, or cannot be handed off."""
        if isinstance(action, HandOffSites):
            problem = turn_problem(state, player, HAND_OFF_COST)
            if problem is not None:
                return problem
            return IllegalAction("zooloretto-error-no-sites-to-hand-off",
                                 {"limit": HAND_OFF_LIMIT})
        if isinstance(action, (PlaceSite, RemoveSite)):
            task = state.task
            if state.phase is not Phase.PLACE_TILE or task is None or not task.tile.is_site:
                return IllegalAction("zooloretto-error-not-now", {"phase": state.phase.value})
            if isinstance(action, RemoveSite):
                return IllegalAction("zooloretto-error-site-has-places")
            if action.owner == player:
                return IllegalAction("zooloretto-error-site-own-zoo")
            return IllegalAction("zooloretto-error-site-no-room", {"kind": task.tile.key})
        return None

    def action_to_json(self, action: Any) -> JsonValue | None:
        """Write this expansion's actions."""
        if isinstance(action, PlaceSite):
            return {"action": "place-site", "owner": action.owner,
                    "enclosure": action.enclosure, "slot": action.slot}
        if isinstance(action, RemoveSite):
            return {"action": "remove-site"}
        if isinstance(action, HandOffSites):
            return {"action": "hand-off", "tiles": [t.code for t in action.tiles]}
        return None

    def action_from_json(self, data: JsonValue) -> Any | None:
        """Read this expansion's actions."""
        if not isinstance(data, dict):
            return None
        name = data.get("action")
        if name == "place-site":
            enclosure, slot = data.get("enclosure"), data.get("slot")
            if enclosure is not None and type(enclosure) is not int \
                    or slot is not None and type(slot) is not int:
                raise ValueError("site place")
            return PlaceSite(json_int(data, "owner"), enclosure, slot)
        if name == "remove-site":
            return RemoveSite()
        if name == "hand-off":
            codes = data.get("tiles")
            if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
                raise ValueError("hand-off tiles")
            try:
                return HandOffSites(tuple(parse_tile(c) for c in codes))
            except InvalidAction as error:
                raise ValueError(str(error)) from None
        return None


CONSTRUCTION_SITES = ConstructionSites()
