"""Why, in Zooloretto: what placing the tile in hand would do, and refusals in words.

``ZoolorettoWhy`` answers "why enclosure 2?" for a legal placement (how full
the enclosure would be, whether it would be complete and pay coins, whether a
pair would breed, the points it would score; a stall's new type; the barn's
penalty) and turns a refusal from the rules core into the player's sentence,
its species, tiles and players named in words.  Every word comes from
``locales/<lang>/zooloretto.ftl``; nothing here prints or changes anything.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from accessible_games.core.errors import GameError
from accessible_games.core.events import PlayerId
from accessible_games.games.zooloretto.rules.actions import (
    PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace,
)
from accessible_games.games.zooloretto.rules.scoring import enclosure_points, score_sheet
from accessible_games.games.zooloretto.rules.state import ZoolorettoView
from accessible_games.games.zooloretto.rules.tiles import Species, Tile, TileKind, parse_tile
from accessible_games.games.zooloretto.words import (
    ZoolorettoWords, capacity, capitalise, clean_echo, missing, yes,
)

__all__ = ["ZoolorettoWhy"]


class ZoolorettoWhy(ZoolorettoWords):
    """Says what a placement would do and why an action is refused (built like ``Words``)."""

    def why_place_line(self, view: ZoolorettoView, seat: PlayerId, action: Any) -> str | None:
        """Return what a legal placement of the tile in hand would do, or None if ``action``
        is not a placement (or nothing is being placed)."""
        task = view.task
        if task is None:
            return None
        me = view.players[seat]
        tile = task.tile
        if isinstance(action, PlaceInEnclosure):
            pen = me.enclosures[action.enclosure]
            after = pen.with_animals(pen.animals + (tile,))
            fills = missing(pen) == 1
            return self._msg("zooloretto-why-enclosure", enclosure=action.enclosure + 1,
                             tile=self.tile(tile, "acc"), count=len(after.animals),
                             size=capacity(pen), fills=yes(fills),
                             coins=min(pen.spec.coins, view.bank) if fills else 0,
                             breed=yes(self._would_breed(view, seat, tile, action.enclosure)),
                             points=enclosure_points(after))
        if isinstance(action, PlaceOnStallSpace):
            pen = me.enclosures[action.enclosure]
            return self._msg("zooloretto-why-stall-space", enclosure=action.enclosure + 1,
                             new=yes(tile.stall not in me.zoo_stall_types()),
                             helps=yes(bool(pen.animals) and not pen.has_stall()
                                       and missing(pen) >= 2))
        if isinstance(action, PlaceInBarn):
            before = score_sheet(me).barn
            after_barn = score_sheet(replace(me, barn=me.barn + (tile,))).barn
            return self._msg("zooloretto-why-barn", tile=self.tile(tile),
                             penalty=before - after_barn)
        return None

    def _would_breed(self, view: ZoolorettoView, seat: PlayerId, tile: Tile,
                     enclosure: int) -> bool:
        """Return whether ``tile`` would complete an unused pair in ``enclosure``."""
        me = view.players[seat]
        if not tile.is_fertile or tile in me.bred:
            return False
        partner = TileKind.FEMALE if tile.kind is TileKind.MALE else TileKind.MALE
        pen = me.enclosures[enclosure]
        return any(t.species == tile.species and t.kind is partner and t not in me.bred
                   for t in pen.animals) and any(t.species == tile.species
                                                 for t in view.offspring)

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for ``error``, its arguments named in words."""
        args: dict[str, Any] = {}
        for name, value in error.args_map.items():
            if name == "species":
                args.update(self._species_args(value))
            elif name == "tile":
                args.update(self._tile_args(value))
            elif name in ("player", "seller") and isinstance(value, int):
                known = 0 <= value < len(self.players)
                args[name] = self.player_name(value) if known else str(value + 1)
            elif name in ("text", "code", "name"):
                args[name] = clean_echo(value)
            else:
                args[name] = value
        return capitalise(self.l10n(error.reason, args))

    def _species_args(self, value: object) -> dict[str, str]:
        """Return the forms of a species named in an error (typed text echoed as it is)."""
        if value in {s.value for s in Species}:
            species = Species(str(value))
            return {"species": self.species(species), "species_acc": self.species(species, "acc"),
                    "species_plural": self.species(species, "few"),
                    "species_accpl": self.species(species, "accpl")}
        text = clean_echo(value)
        return {"species": text, "species_acc": text, "species_plural": text,
                "species_accpl": text}

    def _tile_args(self, value: object) -> dict[str, str]:
        """Return the forms of a tile named in an error by its code."""
        try:
            tile = parse_tile(str(value))
        except GameError:
            if value == "stall":
                return {"tile": self.stall(None), "tile_acc": self.stall(None, "acc")}
            return {"tile": clean_echo(value), "tile_acc": clean_echo(value)}
        return {"tile": self.tile(tile), "tile_acc": self.tile(tile, "acc")}
