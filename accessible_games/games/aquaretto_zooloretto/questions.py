"""The questions of Aquaretto and Zooloretto combined: what each decision asks, and how.

Every decision of the combined game is a ``Question``: the lines said before the
cursor (whose turn, the list of choices) and the prompt, the text before the
cursor that names the decision and the range ("Play, 1 to 8:", "Place for the
panda, 1 to 5:").  A short list is one sentence ("Truck for the coin: 1 truck
1, empty; 2 truck 2, empty."); a long one is a count line and one entry a line
(``narration.lists``).  The entries come labelled by the caller (each zoo's
own labels, through the two games' narrators); what is asked is said here, from
``locales/<lang>/aquaretto-zooloretto.ftl``, so neither game's own questions
are reused.  Nothing here prints, remembers or changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.games.aquaretto.rules.geometry import BoardSize
from accessible_games.games.aquaretto.rules.state import Phase as WaterPhase
from accessible_games.games.aquaretto.rules.state import TileTask, WorkerTask
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    AnyTile, CombinedView, Phase, Supply,
)
from accessible_games.games.aquaretto_zooloretto.words import CombinedWords, yes
from accessible_games.games.zooloretto.rules.state import Phase as ZooPhase
from accessible_games.narration.lists import PROMPT_MOST, choice_lines, range_prompt

__all__ = ["CombinedQuestions", "Question"]


@record(slots=False)
class Question:
    """One decision as it is asked: the lines said, then the prompt before the cursor."""

    lines: tuple[str, ...]
    prompt: str


class CombinedQuestions(CombinedWords):
    """Asks the combined game's decisions (built like ``CombinedWords``)."""

    # -- building blocks ---------------------------------------------------------------

    def _question(self, what: str, labels: Sequence[str], prompt: str,
                  sentence: str | None = None, before: Sequence[str] = (),
                  after: Sequence[str] = ()) -> Question:
        """Return a decision: the ``before`` lines, then the list of ``labels`` (one
        ``sentence`` when short, else ``what`` with a count and one entry a line, then
        ``after``), and the prompt: ``prompt`` with the range."""
        if sentence is None:
            sentence = " ".join([self._msg("aquaretto-zooloretto-choose", what=what,
                                           options=self.numbered(labels)), *after])
        lines = choice_lines(self.l10n, what, labels, sentence, after)
        return Question((*before, *lines), self._prompt(prompt, len(labels)))

    def _prompt(self, what: str, count: int) -> str:
        """Return the prompt "What, 1 to N:" for a list of ``count`` entries."""
        return range_prompt(self.l10n, what, count)

    def _ask(self, msg_id: str, count: int, names: Sequence[str] = ("",)) -> str:
        """Return what the prompt of ``msg_id`` asks, for a list of ``count`` entries, with
        the first of ``names`` (of the tile, fullest first) that lets the whole prompt fit a
        Braille line; else its ``.short`` form, without a name."""
        for name in names:
            what = self._msg(msg_id, tile=name)
            if len(self._prompt(what, count)) <= PROMPT_MOST:
                return what
        return self._msg(msg_id, "short", tile="")

    def _tile_names(self, tile: AnyTile) -> list[str]:
        """Return the names a prompt may give ``tile`` (accusative), fullest first: a water
        park tile also by its species alone ("sea lion" for "sea lion with lightning")."""
        names = [self.tile(tile, "acc")]
        if isinstance(tile, WaterTile) and tile.species is not None:
            names.append(self.water.species(tile.species, "acc"))
        return names

    # -- the turn ------------------------------------------------------------------------

    def turn_question(self, view: CombinedView, seat: PlayerId, labels: Sequence[str],
                      hint: str | None = None, trucks: bool = False) -> Question:
        """Return the start of a turn: (in full verbosity the stacks,) the trucks when
        ``trucks`` (or in full verbosity), a ``hint`` if given, then whose turn with the
        choices."""
        before: list[str] = []
        if self.verbosity == "full":
            before.append(self.stacks_line(view))
        if trucks or self.verbosity == "full":
            before += self.trucks_lines(view)
        if hint is not None:
            before.append(hint)
        what = self._status("aquaretto-zooloretto-turn-what",
                            player=self.player_name(view.current), coins=view.coins[seat],
                            final=yes(len(view.end_reached) == len(Supply)))
        sentence = self._msg("aquaretto-zooloretto-prompt-turn", what=what,
                             options=self.numbered(labels))
        return self._question(what, labels, self._msg("aquaretto-zooloretto-ask-turn"),
                              sentence, before)

    def group_label(self, supply: Supply | None, kind: str, count: int) -> str:
        """Return a list entry that opens a list of its own: "zoo: money actions, 7
        choices" (without the place inside a zoo's own list, ``supply`` None)."""
        label = self._status("aquaretto-zooloretto-group", kind=kind, count=count)
        return label if supply is None else self.option(supply, label)

    def group_question(self, supply: Supply, kind: str, labels: Sequence[str]) -> Question:
        """Return the question of a group's own list (money actions of one zoo)."""
        what = self._msg("aquaretto-zooloretto-group-what", place=supply.value, kind=kind)
        return self._question(what, labels, what,
                              after=[self._msg("aquaretto-zooloretto-back-returns")])

    def load_question(self, view: CombinedView, labels: Sequence[str]) -> Question:
        """Return the question for the truck of the tile just drawn."""
        assert view.drawn is not None
        what = self._msg("aquaretto-zooloretto-load-what", tile=self.tile(view.drawn, "acc"))
        return self._question(what, labels, self._ask("aquaretto-zooloretto-ask-load",
                                                      len(labels), self._tile_names(view.drawn)))

    # -- a step in one zoo ---------------------------------------------------------------

    def step_question(self, view: CombinedView, labels: Sequence[str], places: int,
                      grouped: bool = False) -> Question:
        """Return the question of a step in one zoo: which tile next, where the tile in
        hand goes (``places`` of the entries are places in the zoo or cells of the park;
        ``grouped``: the cells are listed by row), or where a worker goes (``grouped``: the
        trainers' cells by row)."""
        if view.phase is Phase.ZOO:
            return self._zoo_question(view, labels, places)
        return self._water_question(view, labels, places, grouped)

    def _zoo_question(self, view: CombinedView, labels: Sequence[str],
                      places: int) -> Question:
        """Return the question of a step in the zoo."""
        zoo = view.zoo
        task = zoo.task
        if zoo.phase is ZooPhase.PLACE_TILE and task is not None:
            tile = self.zoo.tile(task.tile, "acc")
            seller = self.player_name(task.seller) if task.seller is not None else ""
            what = self._msg("aquaretto-zooloretto-zoo-place-what", source=task.source.value,
                             tile=tile, seller=seller, count=places)
            return self._question(what, labels, self._ask("aquaretto-zooloretto-ask-place",
                                                          len(labels), [tile]))
        if zoo.phase is ZooPhase.CHOOSE_TILE:
            return self._next_tile(Supply.ZOO, labels)
        return self._other(labels)

    def _water_question(self, view: CombinedView, labels: Sequence[str], places: int,
                        grouped: bool) -> Question:
        """Return the question of a step in the water park (not an expansion board)."""
        water = view.water
        task = water.tasks[0] if water.tasks else None
        if water.phase is WaterPhase.PLACE_TILE and isinstance(task, TileTask):
            what = self._msg("aquaretto-zooloretto-water-place-what",
                             tile=self.water.tile(task.tile, "acc"), count=places,
                             grouped=yes(grouped))
            after = [self._msg("aquaretto-zooloretto-type-cell")] if grouped else []
            prompt = self._ask("aquaretto-zooloretto-ask-place", len(labels),
                               self._tile_names(task.tile)[1:])
            return self._question(what, labels, prompt, after=after)
        if water.phase is WaterPhase.PLACE_WORKER and isinstance(task, WorkerTask):
            moving = self.water.worker(task.moving, "acc") if task.moving is not None \
                else "new"
            what = self._msg("aquaretto-zooloretto-worker-what", moving=moving,
                             grouped=yes(grouped))
            after = [self._msg("aquaretto-zooloretto-type-cell")] if grouped else []
            return self._question(what, labels, self._msg("aquaretto-zooloretto-ask-worker"),
                                  after=after)
        if water.phase is WaterPhase.CHOOSE_TILE:
            return self._next_tile(Supply.WATER, labels)
        return self._other(labels)

    def _next_tile(self, supply: Supply, labels: Sequence[str]) -> Question:
        """Return the question of which of the taken truck's tiles is placed next."""
        what = self._msg("aquaretto-zooloretto-next-what", place=supply.value)
        return self._question(what, labels,
                              self._msg("aquaretto-zooloretto-ask-next", place=supply.value))

    def _other(self, labels: Sequence[str]) -> Question:
        """Return a question of any other kind: just the choices."""
        what = self._msg("aquaretto-zooloretto-other-what")
        return self._question(what, labels, what)

    def cell_row_label(self, cells: Sequence[str]) -> str:
        """Return a list entry opening the legal cells of one row: "3B to 3F, 5 cells"."""
        return self._msg("aquaretto-zooloretto-cell-row", first=cells[0], last=cells[-1],
                         count=len(cells))

    # -- an expansion board ----------------------------------------------------------------

    def board_question(self, size: BoardSize, labels: Sequence[str],
                       part: bool = False) -> Question:
        """Return the question for an expansion board: its placements (and cancel, if
        offered) labelled; ``part`` when they are one side's or one cell's (back then
        returns to all of them)."""
        what = self._msg("aquaretto-zooloretto-board-what", board=self.water.board(size, "acc"))
        after = [self._msg("aquaretto-zooloretto-board-back")] if part else []
        return self._question(what, labels, self._msg("aquaretto-zooloretto-ask-board"),
                              after=after)

    def board_sides_question(self, size: BoardSize, count: int,
                             sides: Sequence[tuple[str, int]],
                             extra: Sequence[str] = ()) -> Question:
        """Return the question choosing a side of the park first, for many placements;
        ``extra`` labels the entries after the sides (cancel)."""
        labels = [*(self._msg("aquaretto-zooloretto-board-side", side=side, count=n)
                    for side, n in sides), *extra]
        what = self._msg("aquaretto-zooloretto-board-sides-what",
                         board=self.water.board(size, "acc"), count=count)
        return self._question(what, labels, self._msg("aquaretto-zooloretto-ask-side"),
                              after=[self._msg("aquaretto-zooloretto-type-cover")])
