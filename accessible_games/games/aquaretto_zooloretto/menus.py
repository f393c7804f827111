"""The numbered lists of Aquaretto and Zooloretto combined, built from the legal actions.

A turn lists the draws and the trucks first, then each zoo's money actions
behind one entry (a single one stands as itself), so that the turn's list stays
short although both zoos offer money actions nearly every turn; many zoo money
actions open by kind (``LIST_MAX``, as in Zooloretto).  An
Aquaretto expansion board with many placements is asked by side of the park
first, exactly as in Aquaretto (``board_menu``); a water park tile with more
than ``GROUP_OVER`` cells to go to, by row of the park (``tile_menu``).  Only the legal actions and
the narrators' labels go in, so nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import Cancel as WaterCancel
from accessible_games.games.aquaretto.rules.actions import PlaceBoard, PlaceTile
from accessible_games.games.aquaretto.rules.state import BoardTask
from accessible_games.games.aquaretto_zooloretto.rules import Supply, WaterStep, ZooStep
from accessible_games.games.zooloretto.rules.actions import Cancel as ZooCancel
from accessible_games.games.aquaretto_zooloretto.questions import CombinedQuestions, Question
from accessible_games.games.aquaretto.session import BOARD_LIST_MAX, side_groups
from accessible_games.games.zooloretto.queries import MONEY_KINDS
from accessible_games.games.zooloretto.session import LIST_MAX
from accessible_games.narration.lists import GROUP_OVER
from accessible_games.shell.numbered import Group

__all__ = ["CANCELS", "board_menu", "group_menu", "tile_menu", "top_menu"]

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


def tile_menu(legal: Sequence[Any], chosen: Group | None) -> tuple[list[Any], bool]:
    """Return the entries for placing a water park tile and whether its cells are grouped:
    the ``chosen`` row's cells, all choices, or (beyond ``GROUP_OVER`` choices) one entry
    per row of the park, the depot or cancel after them."""
    if chosen is not None:
        return list(chosen.actions), False
    if len(legal) <= GROUP_OVER:
        return list(legal), False
    cells = [a for a in legal if isinstance(a.action, PlaceTile)]
    rows = sorted({a.action.cell[1] for a in cells})
    groups = [Group("row", tuple(sorted((a for a in cells if a.action.cell[1] == row),
                                        key=lambda a: a.action.cell[0])), place=row)
              for row in rows]
    return [*groups, *(a for a in legal if a not in cells)], True


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
