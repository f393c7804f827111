"""Aquaretto words and table descriptions: species, tiles, workers, parks, depots, trucks.

``AquarettoWords`` names things in the player's language and describes the
table (trucks, coins, scores, a park row by row, its pools, a depot, one
cell).  Every word comes from ``locales/<lang>/aquaretto.ftl``; see the
narrator's module docstring for the message conventions.  Nothing here
prints, remembers or changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.geometry import BoardSize, Cell, cell_name, reading_key
from accessible_games.games.aquaretto.rules.park import Park, legal_cells
from accessible_games.games.aquaretto.rules.transitions import COIN_BONUS_SIZES, WORKER_BONUS_SIZES
from accessible_games.games.aquaretto.rules.scoring import depot_points, score_sheet
from accessible_games.games.aquaretto.rules.state import (
    AquarettoView, PlayerState, TileTask, TruckView, WorkerKind, WorkerSpot,
)
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, TileKind
from accessible_games.narration.lists import one_per_line
from accessible_games.narration.words import VERBOSITIES, Words, capitalise, clean_echo, yes

__all__ = ["BONUS_SIZES", "CASES", "VERBOSITIES", "AquarettoWords", "capitalise", "clean_echo",
           "probe", "yes"]

CASES: tuple[str, ...] = ("nom", "acc", "gen", "ins")
"""Grammatical cases the species and tile messages provide."""

BONUS_SIZES: tuple[int, ...] = tuple(sorted(COIN_BONUS_SIZES | WORKER_BONUS_SIZES))
"""Pool sizes that earn a bonus, smallest first."""

_MARKED = frozenset({TileKind.MALE, TileKind.FEMALE, TileKind.FISH, TileKind.LIGHTNING,
                     TileKind.OFFSPRING})
"""Tile kinds a map names in a run of one species: what breeds, what scores."""


def probe(species: Species) -> Tile:
    """Return a plain tile of ``species`` that stands for any tile of it (legal cells)."""
    return Tile(TileKind.PLAIN, species, 0)


class AquarettoWords(Words):
    """Names species, tiles, workers, boards and players, and describes the table.

    Built like ``Words``: language, players, verbosity.
    """

    # -- words -------------------------------------------------------------------

    def species(self, species: Species, case: str = "nom") -> str:
        """Return the species' name in ``case`` (or "genpl", the form naming a pool)."""
        if case not in CASES and case != "genpl":
            raise ValueError(f"unknown case {case!r}")
        return self._msg(f"aquaretto-species-{species.value}", case)

    def tile(self, tile: Tile, case: str = "nom", whole: bool = False) -> str:
        """Return the tile: "male orca", "penguin with fish"; Czech "samce kosatky" for acc.

        Brief verbosity leaves out the fish and lightning symbols, unless ``whole`` (a
        question about the tile itself).
        """
        if case not in CASES:
            raise ValueError(f"unknown case {case!r}")
        kind = tile.kind.value
        if self.verbosity == "brief" and not whole \
                and tile.kind in (TileKind.FISH, TileKind.LIGHTNING):
            kind = TileKind.PLAIN.value
        if tile.species is None:
            return self._msg("aquaretto-tile", kind=kind, case=case, animal="", of="")
        return self._msg("aquaretto-tile", kind=kind, case=case,
                         animal=self.species(tile.species, case),
                         of=self.species(tile.species, "gen"))

    def tiles(self, tiles: Sequence[Tile], case: str = "nom") -> str:
        """Return the tiles listed, joined with "and"."""
        return self._list([self.tile(t, case) for t in tiles])

    def worker(self, spot: WorkerSpot, case: str = "nom") -> str:
        """Return a worker's position: "cashier", "trainer on 3C" (Czech cases .acc, .gen)."""
        if spot.kind is WorkerKind.TRAINER and spot.cell is not None:
            return self._msg("aquaretto-worker-trainer-at", case, cell=cell_name(spot.cell))
        return self._msg(f"aquaretto-worker-{spot.kind.value}", case)

    def board(self, size: BoardSize, case: str = "nom") -> str:
        """Return an expansion board's name: "small board"; Czech "malou rozšiřující desku"."""
        return self._msg(f"aquaretto-board-{size.value}", case)

    # -- lists -------------------------------------------------------------------

    def cells(self, cells: Sequence[Cell]) -> str:
        """Return cell names in reading order, joined with "and" (Czech: commas only)."""
        return self._cell_list([cell_name(c) for c in sorted(cells, key=reading_key)])

    # -- the table ---------------------------------------------------------------

    def truck_entry(self, number: int, truck: TruckView) -> str:
        """Return one truck: its number and face-up tiles (the sentence names them as what
        it carries, in the accusative; the brief list after a colon), empty, full or taken."""
        if truck.taken_by is not None:
            state = "taken"
        elif not truck.tiles:
            state = "empty"
        else:
            state = "full" if truck.free <= 0 else "loaded"
        player = self.player_name(truck.taken_by) if truck.taken_by is not None else ""
        entry = self._status("aquaretto-truck-entry", number=number, state=state, player=player,
                             tiles=self.tiles(truck.tiles),
                             tiles_acc=self.tiles(truck.tiles, "acc"))
        if truck.blockers and truck.taken_by is None:
            entry = self._msg("aquaretto-truck-with-blockers", entry=entry,
                              blockers=truck.blockers)
        return entry

    def trucks_line(self, view: AquarettoView) -> str:
        """Return every truck: "Trucks: 1: orca, penguin; 2 empty; 3 taken by Bob."."""
        entries = [self.truck_entry(n, t) for n, t in enumerate(view.trucks, 1)]
        return self._status("aquaretto-trucks", trucks=self._semicolons(entries))

    def stacks_line(self, view: AquarettoView) -> str:
        """Return the round and how many tiles are left in the stacks and under the disc."""
        return self._status("aquaretto-stacks", round=view.round, stack=view.stack_size,
                            end=view.end_stack_size)

    def coins_line(self, view: AquarettoView) -> str:
        """Return every player's coins and the bank."""
        entries = [self._msg("aquaretto-player-number", name=self.player_name(seat),
                             number=player.coins) for seat, player in enumerate(view.players)]
        return self._status("aquaretto-coins", players=self._list(entries, False),
                            bank=view.bank)

    def result_line(self, seat: PlayerId, player: PlayerState) -> str:
        """Return one player's points by category, as at the end of the game."""
        sheet = score_sheet(player)
        return self._msg("aquaretto-result-player", name=self.player_name(seat),
                         total=sheet.total, animals=sheet.animals, cashiers=sheet.cashiers,
                         keepers=sheet.keepers, trainers=sheet.trainers, depot=-sheet.depot)

    def scores_lines(self, view: AquarettoView) -> list[str]:
        """Return the points if the game ended now; full verbosity adds the categories."""
        entries = [self._msg("aquaretto-player-number", name=self.player_name(seat),
                             number=score_sheet(player).total)
                   for seat, player in enumerate(view.players)]
        lines = [self._status("aquaretto-scores", scores=self._list(entries, False))]
        if self.verbosity == "full":
            lines += [self.result_line(seat, p) for seat, p in enumerate(view.players)]
        return lines

    def players_line(self, view: AquarettoView) -> str:
        """Return the players in seat order; bots are marked, and the viewer too unless
        several humans share the keyboard."""
        entries = []
        me = self.audience(view.player)
        for seat, spec in enumerate(self.players):
            kind = "bot" if spec.is_bot else "you" if seat == me else "other"
            entries.append(self._msg("aquaretto-player-entry", name=spec.name, kind=kind))
        return self._msg("aquaretto-players", count=len(entries), players=self._list(entries))

    def hand_line(self, view: AquarettoView) -> str:
        """Return the tile being placed and the taken truck's tiles still to place."""
        task = view.tasks[0] if view.tasks else None
        if isinstance(task, TileTask):
            return self._status("aquaretto-hand-placing", tile=self.tile(task.tile),
                                count=len(view.hand), tiles=self.tiles(view.hand))
        if view.hand:
            return self._status("aquaretto-hand-waiting", count=len(view.hand),
                                tiles=self.tiles(view.hand))
        return self._status("aquaretto-hand-empty")

    # -- a park ------------------------------------------------------------------

    def map_lines(self, view: AquarettoView, seat: PlayerId) -> list[str]:
        """Return the park of ``seat``: a heading, then row by row, runs of alike cells joined."""
        park = view.players[seat].park
        lines = [self._status("aquaretto-map-title", name=self.player_name(seat),
                              you=yes(seat == view.player), fields=len(park.fields),
                              species=len(park.species_present()), limit=park.species_limit)]
        rows = sorted({r for _, r in park.fields})
        for row in rows:
            columns = sorted(c for c, r in park.fields if r == row)
            entries: list[str] = []
            start = 0
            for index in range(1, len(columns) + 1):
                if index < len(columns) and columns[index] == columns[index - 1] + 1 \
                        and self._content(park, (columns[index], row)) == \
                        self._content(park, (columns[start], row)):
                    continue
                entries.append(self._map_entry(park, (columns[start], row),
                                               (columns[index - 1], row)))
                start = index
            lines.append(self._status("aquaretto-map-row", row=row,
                                      cells=self._list(entries, False)))
        return lines

    def _content(self, park: Park, cell: Cell) -> tuple[str, str]:
        """Return what a map entry says about a cell; alike neighbours share one entry."""
        tile = park.tile_at(cell)
        if tile is not None and tile.species is not None:
            return ("tile", tile.code if self.verbosity == "full" else tile.species.value)
        return ("trainer", "") if cell in park.trainers else ("empty", "")

    def _map_entry(self, park: Park, first: Cell, last: Cell) -> str:
        """Return one map entry for the run of cells from ``first`` to ``last``: a lone tile
        by its full name ("2B male orca"), a run of one species with what marks its tiles
        ("2B to 2D orca (2B male, 2D lightning)"); brief verbosity names the species only."""
        cells = cell_name(first) if first == last else self._msg(
            "aquaretto-cell-run", first=cell_name(first), last=cell_name(last))
        kind = self._content(park, first)[0]
        tile = park.tile_at(first)
        label = ""
        if tile is not None and tile.species is not None:
            label = self.tile(tile) if self.verbosity == "full" or (
                first == last and self.verbosity == "normal") else self.species(tile.species)
        entry = self._msg("aquaretto-map-entry", cells=cells, kind=kind, label=label)
        if first == last or kind != "tile" or self.verbosity != "normal":
            return entry
        marks = [self._msg("aquaretto-map-mark", cell=cell_name((column, first[1])),
                           kind=marked.kind.value)
                 for column in range(first[0], last[0] + 1)
                 if (marked := park.tile_at((column, first[1]))) is not None
                 and marked.kind in _MARKED]
        if not marks:
            return entry
        return self._msg("aquaretto-map-marked", entry=entry, marks=self._list(marks, False))

    def pools_lines(self, view: AquarettoView, seat: PlayerId) -> list[str]:
        """Return each pool of ``seat``: size, cells, offspring, the next bonus and room to grow."""
        player = view.players[seat]
        park = player.park
        present = park.species_present()
        lines = [self._status("aquaretto-pools-title", name=self.player_name(seat),
                              you=yes(seat == view.player), count=len(present),
                              limit=park.species_limit)]
        for species in present:
            cells = park.pool(species)
            size = len(cells)
            pool_tiles = [park.tile_at(c) for c in cells]
            bred = [t for t in player.bred if t.species is species]
            waiting_male = any(t is not None and t.kind is TileKind.MALE and t not in player.bred
                               for t in pool_tiles)
            waiting_female = any(t is not None and t.kind is TileKind.FEMALE
                                 and t not in player.bred for t in pool_tiles)
            waiting = "male" if waiting_male and not waiting_female else \
                "female" if waiting_female and not waiting_male else "none"
            following = [s for s in BONUS_SIZES if s > size]
            upcoming = following[0] if following else 0
            reward = "worker" if upcoming in WORKER_BONUS_SIZES else "coin"
            room = len(legal_cells(park, probe(species)))
            lines.append(capitalise(self._status(
                "aquaretto-pool", pool=self.species(species, "genpl"), size=size,
                cells=self._cell_list([cell_name(c) for c in cells],
                                      self.verbosity != "brief"),
                offspring=len(bred) // 2, waiting=waiting, next=upcoming, reward=reward,
                room=room)))
        return lines

    def depot_line(self, view: AquarettoView, seat: PlayerId) -> str:
        """Return the depot of ``seat``, top first, with its cost at the end of the game."""
        player = view.players[seat]
        top_first = list(reversed(player.depot))
        return self._status("aquaretto-depot", name=self.player_name(seat),
                            you=yes(seat == view.player), count=len(top_first),
                            tiles=self._list([self.tile(t) for t in top_first], False),
                            species=len(player.depot_species()), penalty=-depot_points(player))

    def depot_lines(self, view: AquarettoView, seat: PlayerId) -> list[str]:
        """Return the depot of ``seat`` as ``depot_line``, or, when long, a heading, one tile
        a line (top first) and what it costs."""
        player = view.players[seat]
        line = self.depot_line(view, seat)
        tiles = [self.tile(t) for t in reversed(player.depot)]
        if not one_per_line(len(tiles), line):
            return [line]
        you = yes(seat == view.player)
        return [self._msg("aquaretto-depot-heading", name=self.player_name(seat), you=you,
                          count=len(tiles)),
                *tiles,
                self._msg("aquaretto-depot-cost", species=len(player.depot_species()),
                          penalty=-depot_points(player))]

    def park_summary_line(self, view: AquarettoView, seat: PlayerId) -> str:
        """Return a park in one line: fields, species, workers, depot size and coins."""
        player = view.players[seat]
        park = player.park
        workers = [self.worker(spot) for spot in player.worker_spots()]
        return self._msg("aquaretto-park-summary", name=self.player_name(seat),
                         you=yes(seat == view.player), fields=len(park.fields),
                         species=len(park.species_present()), limit=park.species_limit,
                         workers=self._list(workers) or self._msg("aquaretto-workers-none"),
                         depot=len(player.depot), coins=player.coins)

    def cell_line(self, view: AquarettoView, seat: PlayerId, cell: Cell,
                  placing: Tile | None = None) -> str:
        """Return one cell of the park of ``seat``: "3C: orca, orca pool of 4.", the tile by
        its whole name (its fish or lightning, its sex) in every verbosity.

        ``placing`` is the tile being placed in this park, if any: an empty
        field then says whether that tile may go there.
        """
        park = view.players[seat].park
        tile = park.tile_at(cell)
        args: dict[str, Any] = {"cell": cell_name(cell), "label": "", "pool": "", "size": 0,
                                "legal": "unknown", "tile": ""}
        if cell not in park.fields:
            kind = "off"
        elif tile is not None and tile.species is not None:
            kind = "tile"
            args.update(label=self.tile(tile, whole=True),
                        pool=self.species(tile.species, "genpl"),
                        size=park.pool_size(tile.species))
        elif cell in park.trainers:
            kind = "trainer"
        else:
            kind = "empty"
            if placing is not None and placing.species is not None:
                args.update(legal=yes(cell in legal_cells(park, placing)),
                            tile=self.tile(placing))
        return self._msg("aquaretto-cell", kind=kind, **args)
