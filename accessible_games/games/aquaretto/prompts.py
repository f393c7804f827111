"""Aquaretto's questions: the numbered lists of each decision and the prompt before the cursor.

``AquarettoPrompts`` names every option of a numbered list and says the
question of each step (a turn, the truck for a drawn tile, the next truck
tile, a cell, a worker's place, an expansion board).  A short list is one
sentence; a long one is a count line and one option a line
(``narration.lists``), so a Braille display shows one whole option at a time.
The prompt before the cursor names the decision and the range in at most 40
characters ("Truck for the orca, 1 to 3:").  Nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeGuard, cast

from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    MoveWorker, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.geometry import BoardSize, cell_name
from accessible_games.games.aquaretto.rules.state import (
    BUY_COST, DISCARD_COST, MOVE_COST, AquarettoView, BoardTask, Phase, TileTask, WorkerSpot,
    WorkerTask,
)
from accessible_games.games.aquaretto.rules.scoring import worker_points
from accessible_games.games.aquaretto.rules.tiles import Tile, TileKind
from accessible_games.games.aquaretto.words import AquarettoWords, capitalise, yes
from accessible_games.core.events import PlayerId
from accessible_games.narration.lists import choice_lines, item_lines, range_prompt

__all__ = ["AquarettoPrompts", "Entry", "Grouped"]


class Grouped(Protocol):
    """A list entry standing for several actions (the shell's ``Group``): ``kind`` is a
    side of the park, "row", "trainer" or "cell"; ``place`` the row or cell it is about."""

    @property
    def kind(self) -> str:
        """Return what the group holds."""
        ...

    @property
    def actions(self) -> tuple[Any, ...]:
        """Return the actions its own list holds."""
        ...

    @property
    def place(self) -> Any:
        """Return the row or cell the group is about (None for a side)."""
        ...


Entry = Action | Grouped
"""One entry of a numbered list: an action, or a group that opens its own list."""


def is_group(entry: object) -> TypeGuard[Grouped]:
    """Return whether a list entry is a group (it holds actions of its own)."""
    return hasattr(entry, "actions") and hasattr(entry, "kind")


def plain(tile: Tile) -> Tile:
    """Return the tile as a prompt names it: its species alone (a coin stays a coin)."""
    return tile if tile.species is None else Tile(TileKind.PLAIN, tile.species, 0)


class AquarettoPrompts(AquarettoWords):
    """The options, questions and prompts of every Aquaretto decision.

    Built like ``AquarettoWords`` (language, players, verbosity).
    """

    # -- the entries of a list -----------------------------------------------------

    def option_label(self, action: Action, view: AquarettoView, seat: PlayerId) -> str:
        """Return how a numbered list names ``action`` of ``seat``."""
        me = view.players[seat]
        match action:
            case DrawTile():
                return self._status("aquaretto-action-draw")
            case TakeTruck():
                return self._status("aquaretto-action-take", truck=action.truck + 1)
            case MoveDepotTile() | DiscardTile():
                top = me.depot_top
                tile = self.tile(top, "acc") if top is not None else ""
                if isinstance(action, MoveDepotTile):
                    return self._status("aquaretto-action-move-depot", tile=tile, cost=MOVE_COST)
                return self._status("aquaretto-action-discard", tile=tile, cost=DISCARD_COST)
            case MoveWorker():
                return self._status("aquaretto-action-move-worker",
                                 worker=self.worker(action.spot, "acc"), cost=MOVE_COST)
            case BuyTile():
                their = view.players[action.seller].depot_top
                return self._status("aquaretto-action-buy",
                                 tile=self.tile(their, "acc") if their is not None else "",
                                 player=self.player_name(action.seller), cost=BUY_COST)
            case Expand():
                return self._status("aquaretto-action-expand", board=self.board(action.size, "acc"),
                                    size=action.size.value, cost=action.size.cost)
            case LoadTruck():
                truck = view.trucks[action.truck]
                return self._status("aquaretto-action-load", truck=action.truck + 1,
                                 count=len(truck.tiles), tiles=self.tiles(truck.tiles))
            case ChooseTile():
                return self.tile(action.tile)
            case PlaceTile():
                return cell_name(action.cell)
            case PlaceInDepot():
                return self._status("aquaretto-action-depot")
            case PlaceWorker():
                return self._msg("aquaretto-worker-option", worker=self.worker(action.spot),
                                 points=self.worker_points(view, seat, action.spot))
            case PlaceBoard():
                return self._status("aquaretto-action-board", cells=self.cells(tuple(action.cells)))
            case Cancel():
                return self._status("aquaretto-action-cancel")
        raise ValueError(f"not an Aquaretto action: {action!r}")

    def worker_points(self, view: AquarettoView, seat: PlayerId, spot: WorkerSpot) -> int:
        """Return what ``seat``'s worker placed now at ``spot`` would score if the game ended
        then (a moving worker's cost paid first)."""
        task = view.tasks[0] if view.tasks else None
        moving = isinstance(task, WorkerTask) and task.moving is not None
        return worker_points(view.players[seat], spot, MOVE_COST if moving else 0)

    def group_label(self, group: Grouped) -> str:
        """Return how a list names a group: the money actions, a side of the park, a row of
        cells, the trainers."""
        if group.kind == "row":
            return self._msg("aquaretto-group-row", row=group.place, cells=self._list(
                [cell_name(a.cell) for a in group.actions]))
        if group.kind in ("trainer", "money"):
            return self._msg(f"aquaretto-group-{group.kind}", count=len(group.actions))
        return self._msg("aquaretto-board-side", side=group.kind, count=len(group.actions))

    def entry_label(self, entry: Entry, view: AquarettoView, seat: PlayerId) -> str:
        """Return how a list names an entry, action or group."""
        if is_group(entry):
            return self.group_label(entry)
        return self.option_label(cast(Action, entry), view, seat)

    # -- the question of each step -------------------------------------------------

    def turn_line(self, view: AquarettoView, listener: PlayerId | None) -> str:
        """Return whose turn it is: "Your turn, Anna. 3 coins." / "Na tahu: Anna."."""
        if view.phase is Phase.OVER:
            return self._msg("aquaretto-turn-over")
        coins = view.players[listener].coins if listener is not None else 0
        return self._status("aquaretto-turn", player=self.player_name(view.current),
                            you=yes(view.current == listener), coins=coins,
                            final=yes(view.final_round))


    def turn_status_lines(self, view: AquarettoView, seat: PlayerId,
                          trucks: bool = True) -> list[str]:
        """Return what a turn starts with: whose turn and the trucks (in full verbosity the
        round and the stacks too, on lines of their own; in brief only the trucks not yet
        taken); the turn and a short trucks line share one line.  ``trucks`` False leaves
        the trucks out (just heard, as the resume summary reads them)."""
        turn = self.turn_line(view, seat)
        if not trucks:
            return [turn]
        lines = self.trucks_lines(view, untaken=self.verbosity == "brief")
        if self.verbosity == "full":
            return [turn, self.stacks_line(view), *lines]
        if len(lines) == 1:
            return [self._status("aquaretto-turn-and-trucks", turn=turn, trucks=lines[0])]
        return [turn, *lines]

    def trucks_lines(self, view: AquarettoView, untaken: bool = False) -> list[str]:
        """Return the trucks (``untaken``: only those not yet taken this round): one line,
        or a heading and one truck a line when long."""
        entries = [self.truck_entry(n, t) for n, t in enumerate(view.trucks, 1)
                   if not (untaken and t.taken_by is not None)]
        sentence = self._status("aquaretto-trucks", trucks=self._semicolons(entries))
        return item_lines(self._msg("aquaretto-trucks-heading"),
                          [capitalise(self._status("aquaretto-truck-line", entry=e))
                           for e in entries],
                          sentence)

    def prompt_lines(self, view: AquarettoView, seat: PlayerId,
                     options: Sequence[Entry], trucks: bool = True) -> list[str]:
        """Return the question for ``seat``'s decision now, with ``options`` numbered: one
        sentence when short, else a count line and one option a line.

        A turn starts with whose turn and the trucks (``turn_status_lines``; ``trucks``
        False: without them).  Options
        may be groups (rows of cells, the trainers), which open their own lists.
        Expansion boards are asked by ``board_lines`` and ``board_sides_lines``.
        """
        labels = [self.entry_label(a, view, seat) for a in options]
        phase = view.phase
        task = view.tasks[0] if view.tasks else None
        if phase is Phase.TURN:
            sentence = self._status("aquaretto-prompt-turn", options=self.numbered(labels, True))
            return [*self.turn_status_lines(view, seat, trucks),
                    *choice_lines(self.l10n, self._msg("aquaretto-list-turn"), labels, sentence)]
        if phase is Phase.LOAD_TRUCK and view.drawn is not None:
            tile = self.tile(view.drawn, "acc")
            sentence = self._status("aquaretto-prompt-load", tile=tile,
                                 options=self.numbered(labels, True))
            return choice_lines(self.l10n, self._msg("aquaretto-list-load", tile=tile), labels,
                                sentence)
        if phase is Phase.CHOOSE_TILE:
            sentence = self._status("aquaretto-prompt-choose", options=self.numbered(labels))
            return choice_lines(self.l10n, self._msg("aquaretto-list-choose"), labels, sentence)
        if phase is Phase.PLACE_TILE and isinstance(task, TileTask):
            return self._place_lines(task.tile, options, labels)
        if phase is Phase.PLACE_WORKER and isinstance(task, WorkerTask):
            moving = self.worker(task.moving, "acc") if task.moving is not None else "new"
            sentence = self._msg("aquaretto-prompt-worker", moving=moving,
                                 options=self.numbered(labels, True))
            return choice_lines(self.l10n, self._msg("aquaretto-list-worker", moving=moving),
                                labels, sentence)
        if phase is Phase.PLACE_BOARD and isinstance(task, BoardTask):
            placements = sum(1 for a in options if isinstance(a, PlaceBoard))
            return self.board_lines(task.size, labels, placements)
        return [self.turn_line(view, seat)]

    def all_to_depot_line(self, seat: PlayerId, listener: PlayerId | None,
                          tiles: Sequence[Tile], count: int) -> str:
        """Return that ``seat``'s truck ``tiles`` all went to the depot, no cell being legal
        for any of them, so that no question was asked; ``count`` tiles are there now."""
        return self._msg("aquaretto-all-to-depot", you=yes(seat == listener),
                         player=self.player_name(seat), tiles=self.tiles(tiles), count=count)

    def _place_lines(self, tile: Tile, options: Sequence[Entry],
                     labels: Sequence[str]) -> list[str]:
        """Return the question where ``tile`` goes: its legal cells (or rows of them, when
        there are many), then the depot or cancel."""
        rows = [o for o in options if is_group(o)]
        cells = [label for o, label in zip(options, labels) if isinstance(o, PlaceTile)]
        last = options[-1] if options else None
        extra = "depot" if isinstance(last, PlaceInDepot) else \
            "cancel" if isinstance(last, Cancel) else "none"
        name = self.tile(tile, "acc")
        if not rows:
            sentence = self._status("aquaretto-prompt-place", tile=name, count=len(cells),
                                 cells=self.numbered(cells), extra=extra, number=len(cells) + 1)
            return choice_lines(self.l10n, self._msg("aquaretto-list-place", tile=name), labels,
                                sentence)
        count = sum(len(g.actions) for g in rows)
        sentence = self._msg("aquaretto-prompt-place-rows", tile=name, count=count,
                             options=self.numbered(labels, True))
        lines = choice_lines(self.l10n, self._msg("aquaretto-list-rows"), labels, sentence)
        if len(lines) == 1:
            return lines
        return [self._status("aquaretto-place-rows-intro", tile=name, count=count), *lines]

    def group_lines(self, view: AquarettoView, seat: PlayerId, group: Grouped,
                    labels: Sequence[str]) -> list[str]:
        """Return the list of a group opened from a decision's list: the money actions, the
        cells of one row, or the trainers' places (back returns to the whole list)."""
        task = view.tasks[0] if view.tasks else None
        if group.kind == "row" and isinstance(task, TileTask):
            name = self.tile(task.tile, "acc")
            what = self._msg("aquaretto-list-place-row", tile=name, row=group.place)
            sentence = self._status("aquaretto-prompt-place-row", tile=name, row=group.place,
                                 options=self.numbered(labels))
        else:
            what = self._msg(f"aquaretto-list-{group.kind}")
            sentence = self._msg(f"aquaretto-prompt-{group.kind}",
                                 options=self.numbered(labels, True))
        return choice_lines(self.l10n, what, labels, sentence,
                            after=[self._msg("aquaretto-back-to-all")])

    # -- expansion boards ------------------------------------------------------------

    def board_line(self, size: BoardSize, labels: Sequence[str], count: int,
                   part: bool = False) -> str:
        """Return the question for an expansion board in one sentence: ``count`` placements,
        all ``labels`` (placements, and cancel if offered) numbered; ``part`` when only
        some placements are listed (back then returns to all of them)."""
        return self._msg("aquaretto-prompt-board", board=self.board(size, "acc"),
                         count=count, options=self.numbered(labels, True), back=yes(part))

    def board_lines(self, size: BoardSize, labels: Sequence[str], count: int,
                    part: bool = False) -> list[str]:
        """Return the question for an expansion board as ``board_line``, or, when long, a
        count line and one placement a line."""
        after = [self._msg("aquaretto-back-to-all")] if part else []
        return choice_lines(self.l10n, self._msg("aquaretto-list-board",
                                                 board=self.board(size, "acc")),
                            labels, self.board_line(size, labels, count, part), after)

    def _side_labels(self, sides: Sequence[tuple[str, int]], cancel: bool) -> list[str]:
        """Return the entries of the sides list: each side with its placements, then cancel."""
        labels = [self._msg("aquaretto-board-side", side=side, count=n) for side, n in sides]
        return labels + [self._msg("aquaretto-action-cancel")] if cancel else labels

    def board_sides_line(self, size: BoardSize, count: int, sides: Sequence[tuple[str, int]],
                         cancel: bool) -> str:
        """Return the question choosing a side of the park first, for many placements."""
        return self._msg("aquaretto-prompt-board-sides", board=self.board(size, "acc"),
                         count=count, options=self.numbered(self._side_labels(sides, cancel),
                                                            True))

    def board_sides_lines(self, size: BoardSize, count: int, sides: Sequence[tuple[str, int]],
                          cancel: bool) -> list[str]:
        """Return the sides question as ``board_sides_line``, or, when long, what is asked,
        then the sides one a line."""
        labels = self._side_labels(sides, cancel)
        sentence = self.board_sides_line(size, count, sides, cancel)
        lines = choice_lines(self.l10n, self._msg("aquaretto-list-sides"), labels, sentence)
        if len(lines) == 1:
            return lines
        return [self._status("aquaretto-board-sides-intro", board=self.board(size, "acc"),
                          count=count), *lines]

    # -- the prompt before the cursor -------------------------------------------------

    def decision_prompt(self, view: AquarettoView, count: int,
                        group: Grouped | None = None) -> str:
        """Return the prompt of the decision now, a choice of ``count`` numbered entries
        (of ``group``'s list when one is open): "Truck for the orca, 1 to 3:"."""
        task = view.tasks[0] if view.tasks else None
        phase = view.phase
        what: str
        if group is not None and group.kind == "row":
            what = self._msg("aquaretto-ask-row", row=group.place)
        elif group is not None and group.kind in ("trainer", "money"):
            what = self._msg(f"aquaretto-ask-{group.kind}")
        elif phase is Phase.LOAD_TRUCK and view.drawn is not None:
            what = self._msg("aquaretto-ask-load", tile=self.tile(plain(view.drawn), "acc"))
        elif phase is Phase.CHOOSE_TILE:
            what = self._msg("aquaretto-ask-choose")
        elif phase is Phase.PLACE_TILE and isinstance(task, TileTask):
            what = self._msg("aquaretto-ask-place", tile=self.tile(plain(task.tile), "acc"))
        elif phase is Phase.PLACE_WORKER and isinstance(task, WorkerTask):
            what = self._msg("aquaretto-ask-worker", moving="new" if task.moving is None
                             else self.worker(task.moving, "acc"))
        elif phase is Phase.PLACE_BOARD and isinstance(task, BoardTask):
            what = self._board_ask(task.size, group)
        else:
            what = self._msg("aquaretto-ask-turn")
        return range_prompt(self.l10n, what, count)

    def _board_ask(self, size: BoardSize, group: Grouped | None) -> str:
        """Return what the prompt of a board's list names: the board, a side, or a cell."""
        place: Any = group.place if group is not None else None
        kind = "all" if group is None else "cell" if group.kind == "cell" else "side"
        side = group.kind if group is not None and kind == "side" else "none"
        cell = cell_name(place) if kind == "cell" and isinstance(place, tuple) else ""
        return self._msg("aquaretto-ask-board", size=size.value, kind=kind, side=side,
                         cell=cell)

    def sides_prompt(self, size: BoardSize, count: int) -> str:
        """Return the prompt of the sides list of a board: "Side for the small board, 1 to 5:"."""
        return range_prompt(self.l10n, self._msg("aquaretto-ask-board", size=size.value,
                                                 kind="sides", side="none", cell=""), count)

    def explore_prompt(self) -> str:
        """Return the prompt while exploring a park: the directions and back."""
        return self._msg("aquaretto-ask-explore")

