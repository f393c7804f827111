"""Zooloretto words and table descriptions: species, tiles, stalls, zoos, barns, trucks.

``ZoolorettoWords`` names things in the player's language and describes the
table as lists, never as a picture: trucks, coins, each enclosure with its
size, animals, empty spaces, stall spaces and what filling it would pay, the
barn by species and stall type with its penalty now, and the points if the
game ended now (the zoo itself in ``zoo_words``).  Every word comes from
``locales/<lang>/zooloretto.ftl``.

Conventions shared with the .ftl files:

- Species are messages ``zooloretto-species-<value>`` with case attributes
  (``.nom``, ``.acc``, ``.gen``, ``.ins``), count forms (``.one``, ``.few``,
  ``.many``; ``.accpl`` the plural object) and ``.gender``; stall types are
  ``zooloretto-stall-<value>`` with the same case and count forms and
  ``.type``.  A tile is ``zooloretto-tile``, told its ``$kind`` and ``$case``.
- Enclosures, trucks and stall spaces are numbered from 1 in every message.
- The mini-expansions' tiles (pavilion, construction site, specialised and
  bonus enclosure boards) are ``zooloretto-tile-<kind>`` with case attributes,
  told the tile's ``$key`` and, for a species, ``$species`` (plural object).

The view is read through the small functions at the top of this module
(``capacity``, ``room``, ``missing``), so new fields of the state
(fixtures, new enclosure kinds) change one place.  Nothing here prints,
remembers or changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.zooloretto.rules.state import (
    PlayerState, Source, TruckView, ZoolorettoView,
)
from accessible_games.games.zooloretto.rules.tiles import Species, StallType, Tile, TileKind
from accessible_games.games.zooloretto.rules.zoo import Enclosure
from accessible_games.narration.lists import item_lines
from accessible_games.narration.words import VERBOSITIES, Words, capitalise, clean_echo, yes

__all__ = ["CASES", "CATEGORY_ORDER", "VERBOSITIES", "ZoolorettoWords", "capacity",
           "capitalise", "clean_echo", "missing", "room", "waiting_partner", "yes"]

CASES: tuple[str, ...] = ("nom", "acc", "gen", "ins")
"""Grammatical cases the species, stall and tile messages provide."""

BASE_TILE_KINDS = frozenset({"male", "female", "plain", "offspring", "stall", "coin"})
"""Tile kinds ``zooloretto-tile`` names itself; others use ``zooloretto-tile-<kind>``."""

CATEGORY_ORDER: tuple[str, ...] = ("enclosures", "stalls", "barn")
"""Score categories said first, in this order; others follow by name, coins last."""


# -- reading the view ------------------------------------------------------------


def capacity(enclosure: Enclosure) -> int:
    """Return the animals an enclosure needs to be complete."""
    return enclosure.size


def room(enclosure: Enclosure) -> int:
    """Return the spaces an animal may still take."""
    return enclosure.free


def missing(enclosure: Enclosure) -> int:
    """Return the spaces missing for the enclosure to be complete (scoring counts these)."""
    return enclosure.missing


def waiting_partner(player: PlayerState, enclosure: Enclosure) -> str:
    """Return "male" or "female" when one fertile animal there still waits for a partner,
    else "none"."""
    unused = [t for t in enclosure.animals if t.is_fertile and t not in player.bred]
    males = any(t.kind is TileKind.MALE for t in unused)
    females = any(t.kind is TileKind.FEMALE for t in unused)
    if males and not females:
        return "male"
    if females and not males:
        return "female"
    return "none"


class ZoolorettoWords(Words):
    """Names species, tiles, stalls and players, and describes zoos, barns and trucks.

    Built like ``Words``: language, players, verbosity.
    """

    LONG_MARK = "\ue000"
    NUMBERED_SEMICOLONS = True

    # -- words -------------------------------------------------------------------

    def species(self, species: Species, form: str = "nom") -> str:
        """Return the species in a case or count form (nom, acc, gen, ins, one, few, many,
        accpl)."""
        return self._msg(f"zooloretto-species-{species.value}", form)

    def gender(self, species: Species) -> str:
        """Return the species' grammatical gender (m-anim, f, n)."""
        return self._msg(f"zooloretto-species-{species.value}", "gender")

    def stall(self, stall: StallType | None, form: str = "nom") -> str:
        """Return a stall type's name in a case or count form; any stall if None."""
        if stall is None:
            return self._msg("zooloretto-stall-any", form if form in CASES else "nom")
        return self._msg(f"zooloretto-stall-{stall.value}", form)

    def stall_type(self, stall: StallType) -> str:
        """Return the stall type alone, as in a list of types ("food", "drinks")."""
        return self._msg(f"zooloretto-stall-{stall.value}", "type")

    def tile(self, tile: Tile, case: str = "nom") -> str:
        """Return the tile: "male camel", "food stall"; Czech "samce velblouda" for acc."""
        if case not in CASES:
            raise ValueError(f"unknown case {case!r}")
        kind = tile.kind.value
        if kind not in BASE_TILE_KINDS:
            msg_id = f"zooloretto-tile-{kind}"
            if self.l10n.has(msg_id):
                named = tile.key in {s.value for s in Species}
                return self._msg(msg_id, case if self.l10n.has(msg_id, case) else None,
                                 key=tile.key, number=tile.number,
                                 species=self.species(Species(tile.key), "accpl") if named
                                 else "")
            return self._msg("zooloretto-tile", kind="other", case=case, animal="", of="",
                             stall="", code=clean_echo(tile.code))
        args: dict[str, Any] = {"kind": kind, "case": case, "animal": "", "of": "",
                                "stall": "", "code": ""}
        species = tile.species
        if species is not None:
            args.update(animal=self.species(species, case), of=self.species(species, "gen"))
        if tile.is_stall:
            args.update(stall=self.stall(tile.stall, case))
        return self._msg("zooloretto-tile", **args)

    def tiles(self, tiles: Sequence[Tile], case: str = "nom") -> str:
        """Return the tiles listed, joined with "and"."""
        return self._list([self.tile(t, case) for t in tiles])

    def count(self, what: Species | StallType, number: int, case: str = "nom") -> str:
        """Return a count with its noun: "3 camels", Czech "3 velbloudi", "5 zeber"."""
        accusative = case == "acc"
        if isinstance(what, Species):
            forms = ("acc", "accpl", "many") if accusative else ("one", "few", "many")
            one, few, many = (self.species(what, f) for f in forms)
            gender = self.gender(what)
        else:
            forms = ("acc", "few", "many") if accusative else ("one", "few", "many")
            one, few, many = (self.stall(what, f) for f in forms)
            gender = self.stall(what, "gender")
        return self._msg("zooloretto-count", count=number, one=one, few=few, many=many,
                         gender=gender, case="acc" if accusative else "nom")

    # -- lists -------------------------------------------------------------------

    def animals(self, enclosure: Enclosure, case: str = "nom") -> str:
        """Return what lives in an enclosure: "3 camels", or "no animals"."""
        species = enclosure.species
        if species is None:
            return self._msg("zooloretto-no-animals")
        return self.count(species, len(enclosure.animals), case)

    def contents(self, tiles: Sequence[Tile]) -> str:
        """Return tiles grouped by species and stall type: "2 camels, 1 food stall"."""
        entries = [self.count(s, sum(1 for t in tiles if t.species is s))
                   for s in Species if any(t.species is s for t in tiles)]
        entries += [self.count(s, sum(1 for t in tiles if t.stall is s))
                    for s in StallType if any(t.stall is s for t in tiles)]
        sites = sum(1 for t in tiles if t.is_site)
        if sites:
            entries.append(self._msg("zooloretto-sites-count", count=sites))
        entries += [self.tile(t) for t in tiles
                    if not (t.is_animal or t.is_stall or t.is_site)]
        return self._list(entries, final_and=False)

    # -- the table ---------------------------------------------------------------

    def truck_entry(self, number: int, truck: TruckView) -> str:
        """Return one truck: its number and face-up tiles, empty, full or taken."""
        if truck.taken_by is not None:
            state = "taken"
        elif not truck.tiles:
            state = "empty"
        else:
            state = "full" if truck.free <= 0 else "loaded"
        player = self.player_name(truck.taken_by) if truck.taken_by is not None else ""
        entry = self._msg("zooloretto-truck-entry", number=number, state=state, player=player,
                          tiles=self.tiles(truck.tiles, "acc"))
        if truck.blockers and truck.taken_by is None:
            entry = self._msg("zooloretto-truck-with-blockers", entry=entry,
                              blockers=truck.blockers)
        return entry

    def trucks_line(self, view: ZoolorettoView) -> str:
        """Return every truck: "Trucks: 1 carries camel, coin; 2 empty; 3 taken by Bob."."""
        entries = [self.truck_entry(n, t) for n, t in enumerate(view.trucks, 1)]
        return self._status("zooloretto-trucks", trucks=self._semicolons(entries))

    def trucks_lines(self, view: ZoolorettoView) -> list[str]:
        """Return every truck in one line when short, else a heading and one truck a line
        ("Truck 1 carries camel and coin.")."""
        entries = [self.truck_entry(n, t) for n, t in enumerate(view.trucks, 1)]
        return item_lines(self._msg("zooloretto-trucks-heading", count=len(entries)),
                          [self._msg("zooloretto-truck-line", entry=capitalise(e))
                           for e in entries],
                          self.trucks_line(view))

    def stacks_line(self, view: ZoolorettoView) -> str:
        """Return the round and how many tiles are left in the stack and under the disc."""
        return self._status("zooloretto-stacks", round=view.round, stack=view.stack_size,
                            end=view.end_stack_size)

    def coins_line(self, view: ZoolorettoView) -> str:
        """Return every player's coins and the bank: "Coins: Ann has 3, Bob has 1. Bank: 14."
        (brief: "Coins: Ann: 3, Bob: 1")."""
        seats = range(len(view.players))
        entries = [self._msg("zooloretto-player-coins", name=self.player_name(seat),
                             coins=view.players[seat].coins) for seat in seats]
        short = [self._msg("zooloretto-player-number", name=self.player_name(seat),
                           number=view.players[seat].coins) for seat in seats]
        return self._status("zooloretto-coins", players=self._list(entries, False),
                            short=self._list(short, False), bank=view.bank)

    def players_line(self, view: ZoolorettoView) -> str:
        """Return the players in seat order; bots are marked, and the viewer too unless
        several humans share the keyboard."""
        entries = []
        me = self.audience(view.player)
        for seat, spec in enumerate(self.players):
            kind = "bot" if spec.is_bot else "you" if seat == me else "other"
            entries.append(self._msg("zooloretto-player-entry", name=spec.name, kind=kind))
        return self._msg("zooloretto-players", count=len(entries), players=self._list(entries))

    def hand_line(self, view: ZoolorettoView) -> str:
        """Return the tile being placed or loaded and the taken truck's tiles still to place."""
        if view.task is not None and view.task.source is Source.BONUS:
            return self._status("zooloretto-hand-bonus")
        if view.task is not None:
            return self._status("zooloretto-hand-placing", tile=self.tile(view.task.tile),
                                count=len(view.hand), tiles=self.tiles(view.hand))
        if view.hand:
            return self._status("zooloretto-hand-waiting", count=len(view.hand),
                                tiles=self.tiles(view.hand))
        if view.drawn is not None:
            return self._status("zooloretto-hand-drawn", tile=self.tile(view.drawn))
        return self._status("zooloretto-hand-empty")

