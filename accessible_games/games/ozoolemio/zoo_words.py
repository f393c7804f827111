"""O Zoo le Mio zoo descriptions: rows, one cell, regions, figures, scores and placements.

``OzooZooWords`` describes the zoos of a view in the player's language: a zoo
row by row, one cell (for ``cell`` and explore mode), each category's best
region, who holds the visitor and tree figures, each player's figures, the
scores, and the placements of a tile with what each would bring.  What a
placement would bring is computed by the rules core's own functions
(``preview``); nothing here decides a rule, prints or remembers anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules.attraction import (
    figures, tree_standing_after, visitor_figures, visitor_standings_after,
)
from accessible_games.games.ozoolemio.rules.geometry import (
    PAVILION, Cell, cell_name, column_name, in_reading_order, neighbours,
)
from accessible_games.games.ozoolemio.rules.paths import loops, open_ends
from accessible_games.games.ozoolemio.rules.regions import region_at, regions
from accessible_games.games.ozoolemio.rules.state import OzooView, Phase, RoundScore
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Category, Tile
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo, legal_placements, squares_of
from accessible_games.games.ozoolemio.words import OzooWords, capitalise, yes
from accessible_games.narration.lists import item_lines


@record
class Preview:
    """What laying a tile at a legal placement would bring to its zoo.

    Attributes:
        regions: for each animal half, its category and the stars of its region after.
        joins: the zoo's cells whose paths the tile meets, in reading order.
        benches: new path loops (benches) it closes.
        visitors, visitors_now: the visitor figures the player would hold, and holds now.
        trees, trees_now: the tree figures the player would hold, and holds now.
        open_ends: path ends leading to empty cells afterwards.
    """

    regions: tuple[tuple[Category, int], ...]
    joins: tuple[Cell, ...]
    benches: int
    visitors: int
    visitors_now: int
    trees: int
    trees_now: int
    open_ends: int


def joined_cells(zoo: Zoo, cells: Sequence[Cell]) -> tuple[Cell, ...]:
    """Return the cells next to ``cells`` (a tile lying in ``zoo``) whose paths it meets."""
    grid = zoo.grid()
    found = set()
    for cell in cells:
        square = grid[cell]
        for side, other in neighbours(cell):
            if other not in cells and other in grid and side in square.exits:
                found.add(other)
    return in_reading_order(found)


def preview(view: OzooView, seat: PlayerId, tile: Tile, placement: Placement) -> Preview:
    """Return what ``tile`` laid at the legal ``placement`` would bring to ``seat``'s zoo."""
    me = view.players[seat]
    after = me.zoo.with_tile(tile, placement)
    found = []
    for cell, square in squares_of(tile, placement):
        region = region_at(after, cell)
        if square.category is not None and region is not None:
            found.append((square.category, region.stars))
    now = view.placements + 1
    standings = [list(p.visitors) for p in view.players]
    standings[seat] = list(visitor_standings_after(after, me.visitors, placement, now))
    held = visitor_figures(standings)
    trees = [p.trees for p in view.players]
    trees[seat] = tree_standing_after(after, me.trees, now)
    return Preview(
        regions=tuple(found), joins=joined_cells(after, placement.cells),
        benches=loops(after) - loops(me.zoo),
        visitors=sum(colour[seat] for colour in held),
        visitors_now=sum(colour[seat] for colour in view.visitors),
        trees=figures(trees)[seat], trees_now=view.tree_figures[seat],
        open_ends=len(open_ends(after)))


def laid_cells(zoo: Zoo) -> dict[Cell, tuple[Cell, Tile]]:
    """Return, for each covered cell, the cell of the same tile's other half and the tile."""
    found: dict[Cell, tuple[Cell, Tile]] = {}
    for laid in zoo.tiles:
        first, second = laid.placement.cells
        found[first] = (second, laid.tile)
        found[second] = (first, laid.tile)
    return found


class OzooZooWords(OzooWords):
    """Describes zoos, regions, figures, scores and placements (see the module docstring)."""

    # -- a zoo row by row ----------------------------------------------------------

    def zoo_title(self, view: OzooView, seat: PlayerId) -> str:
        """Return a zoo's heading: owner, tiles, extent, benches, trees and open path ends."""
        player = view.players[seat]
        grid = player.zoo.grid()
        columns = [c for c, _ in grid]
        rows = [r for _, r in grid]
        return self._status(
            "ozoolemio-zoo-title", name=self.player_name(seat), you=yes(seat == view.player),
            tiles=len(player.zoo.tiles), first_row=min(rows), last_row=max(rows),
            rows=max(rows) - min(rows) + 1, columns=max(columns) - min(columns) + 1,
            first_column=column_name(min(columns)), last_column=column_name(max(columns)),
            benches=player.benches, trees=player.zoo.trees,
            ends=len(open_ends(player.zoo)))

    def zoo_lines(self, view: OzooView, seat: PlayerId) -> list[str]:
        """Return a zoo: its heading, then each row, top to bottom: one line, or when long
        a row heading and one half a line."""
        grid = view.players[seat].zoo.grid()
        lines = [self.zoo_title(view, seat)]
        pavilion = min(PAVILION)
        for row in sorted({r for _, r in grid}):
            cells = [c for c in in_reading_order(grid) if c[1] == row]
            keyed = [(c[0], self._msg("ozoolemio-row-entry", cell=cell_name(c),
                                      half=self.square(grid[c]))) for c in cells]
            if row == pavilion[1]:
                keyed.append((pavilion[0], self._msg("ozoolemio-row-pavilion")))
            entries = [text for _, text in sorted(keyed, key=lambda item: item[0])]
            lines += item_lines(self._msg("ozoolemio-row-heading", row=row, count=len(cells)),
                                entries, self._msg("ozoolemio-row", row=row, count=len(cells),
                                                   cells=self._semicolons(entries)))
        return lines

    # -- one cell ------------------------------------------------------------------

    def cell_line(self, view: OzooView, seat: PlayerId, cell: Cell,
                  tile: Tile | None = None) -> str:
        """Return one cell of ``seat``'s zoo: what lies there, its tile's other half and its
        region; an empty cell tells which paths lead in and, for ``tile`` (in hand or on
        auction), how many of its placements cover it."""
        zoo = view.players[seat].zoo
        grid = zoo.grid()
        name = cell_name(cell)
        if cell in PAVILION:
            return self._msg("ozoolemio-cell-pavilion", cell=name)
        square = grid.get(cell)
        if square is not None:
            other, _ = laid_cells(zoo)[cell]
            region = region_at(zoo, cell)
            return self._msg("ozoolemio-cell", cell=name, half=self.square(square),
                             other=cell_name(other),
                             partner=self.category(grid[other].category),
                             stars=region.stars if region is not None else 0,
                             category=self.category(square.category, "gen"))
        leading = in_reading_order(other for side, other in neighbours(cell)
                                   if other in grid and side.opposite in grid[other].exits)
        covering = [p for p in legal_placements(zoo, tile) if cell in p.cells] \
            if tile is not None else []
        return self._msg("ozoolemio-cell-empty", cell=name, paths=len(leading),
                         sources=self.cells(leading), tile=yes(tile is not None),
                         count=len(covering))

    # -- regions, figures, scores ----------------------------------------------------

    def regions_lines(self, view: OzooView, seat: PlayerId) -> list[str]:
        """Return the best region of each category in ``seat``'s zoo, one line each."""
        zoo = view.players[seat].zoo
        lines = [self._status("ozoolemio-regions-title", name=self.player_name(seat),
                              you=yes(seat == view.player))]
        for category in CATEGORIES:
            found = regions(zoo, category)
            if not found:
                lines.append(capitalise(self._msg("ozoolemio-region-none",
                                                  category=self.category(category))))
                continue
            best = found[0]
            cells = self.cells(best.cells) if self.verbosity != "brief" else ""
            lines.append(capitalise(self._msg(
                "ozoolemio-region-best", category=self.category(category),
                stars=self.stars(best.stars, category), cells=cells, count=len(found),
                brief=yes(self.verbosity == "brief"))))
        return lines

    def standings_lines(self, view: OzooView) -> list[str]:
        """Return, for each colour and for the trees, who holds the figures and each
        player's best value (the attractiveness)."""
        lines = []
        for index, category in enumerate(CATEGORIES):
            values = [p.visitors[index].value for p in view.players]
            held = view.visitors[index]
            order = sorted(range(len(values)),
                           key=lambda s: (-values[s], -view.players[s].visitors[index].reached))
            entries = [self._msg("ozoolemio-standing-entry", name=self.player_name(s),
                                 figures=held[s], value=values[s], kind="stars")
                       for s in order]
            lines.append(self._msg("ozoolemio-standing", who=self.colour_visitors(category),
                                   entries=self._semicolons(entries)))
        values = [p.trees.value for p in view.players]
        order = sorted(range(len(values)),
                       key=lambda s: (-values[s], -view.players[s].trees.reached))
        entries = [self._msg("ozoolemio-standing-entry", name=self.player_name(s),
                             figures=view.tree_figures[s], value=values[s], kind="trees")
                   for s in order]
        lines.append(self._msg("ozoolemio-standing", who=self._msg("ozoolemio-tree-figures"),
                               entries=self._semicolons(entries)))
        return lines

    def figures_line(self, view: OzooView, seat: PlayerId) -> str:
        """Return what ``seat`` would score now: visitors by colour, tree figures, benches."""
        colours = [self._msg("ozoolemio-colour-number", colour=category.colour,
                             number=view.visitors[index][seat])
                   for index, category in enumerate(CATEGORIES) if view.visitors[index][seat]]
        visitors = sum(colour[seat] for colour in view.visitors)
        trees = view.tree_figures[seat]
        benches = view.players[seat].benches
        return self._msg("ozoolemio-figures", name=self.player_name(seat), visitors=visitors,
                         colours=self._list(colours), trees=trees, benches=benches,
                         round=view.round, points=(visitors + trees + benches) * view.round)

    def figures_lines(self, view: OzooView) -> list[str]:
        """Return every player's figures and benches, one line each."""
        return [self.figures_line(view, seat) for seat in range(len(view.players))]

    def scores_lines(self, view: OzooView) -> list[str]:
        """Return the score sheet, one line per player (points, then each round's figures,
        benches and multiplier), and, while the game goes on, what the current round
        would add if it ended now."""
        players = view.players
        if any(p.rounds for p in players):
            lines = [line for seat, p in enumerate(players)
                     for line in self.score_sheet_lines(p.score, p.rounds, seat)]
        elif any(p.score for p in players):
            lines = [self._status("ozoolemio-scores",
                                  scores=self.by_seat([p.score for p in players]))]
        else:
            lines = [self._status("ozoolemio-scores-none")]
        if view.phase is not Phase.OVER:
            now = [(sum(colour[s] for colour in view.visitors) + view.tree_figures[s]
                    + players[s].benches) * view.round for s in range(len(players))]
            lines.append(self._status("ozoolemio-scores-round", round=view.round,
                                      scores=self.by_seat(now)))
        return lines

    def score_sheet_lines(self, total: int, rounds: Sequence[RoundScore],
                          seat: PlayerId) -> list[str]:
        """Return one player's score sheet: "Anna: 6 points. Round 1: 3 visitors, 2 trees,
        1 bench, times 1, 6 points." on one line when short, else a heading and one round
        a line."""
        sentences = [self._status("ozoolemio-scores-entry", round=entry.round,
                                  visitors=entry.visitors, trees=entry.trees,
                                  benches=entry.benches, multiplier=entry.multiplier,
                                  points=entry.points) for entry in rounds]
        text = sentences[0] if sentences else ""
        for sentence in sentences[1:]:
            text = self._msg("ozoolemio-sentences", first=text, second=sentence)
        name = self.player_name(seat)
        return item_lines(self._status("ozoolemio-scores-heading", name=name, total=total),
                          sentences, self._status("ozoolemio-scores-player", name=name,
                                                  total=total, rounds=text))

    # -- placements ----------------------------------------------------------------

    def placement_cells(self, tile: Tile, placement: Placement) -> str:
        """Return where a tile's halves go: "birds on 2M, sea life on 2N"."""
        first, second = placement.cells
        return self._msg("ozoolemio-placement-cells",
                         first=self.category(tile.halves[0].category), first_cell=cell_name(first),
                         second=self.category(tile.halves[1].category),
                         second_cell=cell_name(second))

    def placement_label(self, view: OzooView, seat: PlayerId, tile: Tile,
                        placement: Placement) -> str:
        """Return how a list names a placement: its cells, the paths it joins and (unless
        brief) the regions its halves would make (normal: only their stars) and the loops
        it would close."""
        cells = self.placement_cells(tile, placement)
        if self.verbosity == "brief":
            return cells
        seen = preview(view, seat, tile, placement)
        if self.verbosity == "normal":
            return self._msg("ozoolemio-placement-short", cells=cells,
                             joins=self.cells(seen.joins), benches=seen.benches,
                             stars=self._list([str(n) for _, n in seen.regions]))
        regions_text = self._list([self._msg("ozoolemio-region-after",
                                             category=self.category(c, "gen"), stars=n)
                                   for c, n in seen.regions])
        return self._msg("ozoolemio-placement-label", cells=cells, joins=self.cells(seen.joins),
                         regions=regions_text, benches=seen.benches)

    def end_label(self, cell: Cell, sources: Sequence[Cell], count: int) -> str:
        """Return an empty cell where paths of the zoo end, as a menu group: "4M, path
        from 3M, 6 placements"."""
        return self._msg("ozoolemio-path-end", cell=cell_name(cell),
                         sources=self.cells(sources), count=count)

    def why_place_lines(self, view: OzooView, seat: PlayerId, tile: Tile,
                        placement: Placement, number: int | None) -> list[str]:
        """Return what laying ``tile`` at the legal ``placement`` would do, on 4 lines."""
        seen = preview(view, seat, tile, placement)
        regions_text = self._list([self._msg("ozoolemio-region-after",
                                             category=self.category(c, "gen"), stars=n)
                                   for c, n in seen.regions])
        return [
            self._msg("ozoolemio-why-place", number=number if number is not None else 0,
                      cells=self.placement_cells(tile, placement),
                      joins=self.cells(seen.joins)),
            self._msg("ozoolemio-why-regions", regions=regions_text),
            self._msg("ozoolemio-why-figures", visitors=seen.visitors, visitors_now=seen.visitors_now,
                      trees=seen.trees, trees_now=seen.trees_now),
            self._msg("ozoolemio-why-paths", benches=seen.benches, ends=seen.open_ends),
        ]

