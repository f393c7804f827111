"""The numbered lists of Aquaretto and Zooloretto combined, built from the legal actions.

A turn lists the draws and the trucks first, then each zoo's money actions
behind one entry (a single one stands as itself), so that the turn's list stays
short although both zoos offer money actions nearly every turn; many zoo money
actions open by kind (``LIST_MAX``, as in Zooloretto).  An
Aquaretto expansion board with many placements is asked by side of the park
first, exactly as in Aquaretto (``board_menu``); a water park tile or worker
with more than ``GROUP_OVER`` places to go to, by row of the park (``cells_menu``).  Only the legal actions and
the narrators' labels go in, so nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import Cancel as WaterCancel
from accessible_games.games.aquaretto.rules.actions import PlaceBoard, PlaceTile, PlaceWorker
from accessible_games.games.aquaretto.rules.geometry import Cell
from accessible_games.games.aquaretto.rules.state import BoardTask
from accessible_games.games.aquaretto_zooloretto.rules import Supply, WaterStep, ZooStep
from accessible_games.games.zooloretto.rules.actions import Cancel as ZooCancel
from accessible_games.games.aquaretto_zooloretto.questions import CombinedQuestions, Question
from accessible_games.games.aquaretto.session import BOARD_LIST_MAX, side_groups
from accessible_games.games.zooloretto.queries import MONEY_KINDS
from accessible_games.games.zooloretto.session import LIST_MAX
from accessible_games.narration.lists import GROUP_OVER
from accessible_games.shell.numbered import Group

__all__ = ["CANCELS", "board_menu", "cell_of", "cells_menu", "group_menu", "top_menu"]

MONEY_INLINE = 1
"""A zoo's money actions stand in the turn's list themselves up to this many."""
CANCELS = (ZooStep(ZooCancel()), WaterStep(WaterCancel()))
"""Cancelling a money action in either zoo."""


def top_menu(legal: Sequence[Any]) -> list[Any]:
    """Return the entries of a turn's first list: each zoo's money actions go behind one
    group when there are more than ``MONEY_INLINE``.

    >>> top_menu(["a", "b"])
    ['a', 'b']
    """
    items = [a for a in legal if not isinstance(a, (ZooStep, WaterStep))]
    for supply, kind in ((Supply.ZOO, ZooStep), (Supply.WATER, WaterStep)):
        money = tuple(a for a in legal if isinstance(a, kind))
        if len(money) > MONEY_INLINE:
            items.append(Group("money", money, place=supply))
        else:
            items += money
    return items


def group_menu(group: Group) -> list[Any]:
    """Return the entries of a group's own list: its actions, or for many zoo money
    actions one entry per kind (a kind with a single action stands as itself)."""
    if len(group.actions) <= LIST_MAX or group.place is not Supply.ZOO \
            or group.kind != "money":
        return list(group.actions)
    items: list[Any] = []
    seen: list[str] = []
    for action in group.actions:
        kind = MONEY_KINDS.get(type(action.action), "other")
        if kind in seen:
            continue
        seen.append(kind)
        same = tuple(a for a in group.actions
                     if MONEY_KINDS.get(type(a.action), "other") == kind)
        items.append(same[0] if len(same) == 1 else Group(kind, same, place=Supply.ZOO))
    return items


def cell_of(action: Any) -> Cell | None:
    """Return the park cell a water park step puts something on (a tile, a trainer), or
    None."""
    inner = action.action if isinstance(action, WaterStep) else None
    if isinstance(inner, PlaceTile):
        return inner.cell
    if isinstance(inner, PlaceWorker):
        return inner.spot.cell
    return None


def cells_menu(legal: Sequence[Any], chosen: Group | None) -> tuple[list[Any], bool]:
    """Return the entries of a water park step that goes on a cell (a tile, a worker) and
    whether they are grouped: the ``chosen`` row's, all of them, or (beyond ``GROUP_OVER``
    choices) one entry per row of the park for the cells where the first cell stood, the
    others (a worker's other jobs, the depot, cancel) in their places."""
    if chosen is not None:
        return list(chosen.actions), False
    if len(legal) <= GROUP_OVER:
        return list(legal), False
    cells = {a: cell for a in legal if (cell := cell_of(a)) is not None}
    rows = sorted({cell[1] for cell in cells.values()})
    groups = [Group("row", tuple(sorted((a for a, cell in cells.items() if cell[1] == row),
                                        key=lambda a: cells[a][0])), place=row)
              for row in rows]
    first = next(index for index, a in enumerate(legal) if a in cells)
    others = [a for a in legal if a not in cells]
    return [*others[:first], *groups, *others[first:]], True


def board_menu(narrator: CombinedQuestions, view: Any, seat: PlayerId, task: BoardTask,
               legal: Sequence[Any], chosen: Group | None) -> tuple[list[Any], Question]:
    """Return the menu and the question for an expansion board: the placements of the
    ``chosen`` group, all placements, or first the sides of the park when there are many
    (as in Aquaretto)."""
    water = narrator.water
    placements = [a.action for a in legal if isinstance(a.action, PlaceBoard)]
    if chosen is not None:
        labels = [water.option_label(p, view.water, seat) for p in chosen.actions]
        return ([WaterStep(p) for p in chosen.actions],
                narrator.board_question(task.size, labels, part=True))
    if len(placements) <= BOARD_LIST_MAX:
        labels = [water.option_label(a.action, view.water, seat) for a in legal]
        return list(legal), narrator.board_question(task.size, labels)
    groups = side_groups(placements)
    cancel = [a for a in legal if a in CANCELS]
    return [*groups, *cancel], narrator.board_sides_question(
        task.size, len(placements), [(g.kind, len(g.actions)) for g in groups],
        [water.option_label(a.action, view.water, seat) for a in cancel])
