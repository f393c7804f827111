"""The numbered lists of Aquaretto and Zooloretto combined, built from the legal actions.

A turn lists the draws and the trucks first, then each zoo's money actions,
each behind one entry when there are more than ``MONEY_INLINE_MAX`` (as in
Zooloretto); many zoo money actions open by kind (``LIST_MAX``).  An
Aquaretto expansion board with many placements is asked by side of the park
first, exactly as in Aquaretto (``board_menu``).  Only the legal actions and
the narrators' labels go in, so nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import Cancel as WaterCancel
from accessible_games.games.aquaretto.rules.actions import PlaceBoard
from accessible_games.games.aquaretto.rules.state import BoardTask
from accessible_games.games.aquaretto_zooloretto.rules import Supply, WaterStep, ZooStep
from accessible_games.games.zooloretto.rules.actions import Cancel as ZooCancel
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.games.aquaretto.session import BOARD_LIST_MAX, side_groups
from accessible_games.games.zooloretto.queries import MONEY_KINDS
from accessible_games.games.zooloretto.session import LIST_MAX, MONEY_INLINE_MAX
from accessible_games.shell.numbered import Group

__all__ = ["CANCELS", "board_menu", "group_menu", "top_menu"]

CANCELS = (ZooStep(ZooCancel()), WaterStep(WaterCancel()))
"""Cancelling a money action in either zoo."""


def top_menu(legal: Sequence[Any]) -> list[Any]:
    """Return the entries of a turn's first list: a zoo's money actions go behind one
    group when there are more than ``MONEY_INLINE_MAX``.

    >>> top_menu(["a", "b"])
    ['a', 'b']
    """
    items = [a for a in legal if not isinstance(a, (ZooStep, WaterStep))]
    for supply, kind in ((Supply.ZOO, ZooStep), (Supply.WATER, WaterStep)):
        money = tuple(a for a in legal if isinstance(a, kind))
        if len(money) > MONEY_INLINE_MAX:
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


def board_menu(water: AquarettoNarrator, view: Any, seat: PlayerId, task: BoardTask,
               legal: Sequence[Any], chosen: Group | None) -> tuple[list[Any], str]:
    """Return the menu and the question for an expansion board: the placements of the
    ``chosen`` group, all placements, or first the sides of the park when there are many
    (Aquaretto's own questions; the caller names the water park)."""
    placements = [a.action for a in legal if isinstance(a.action, PlaceBoard)]
    if chosen is not None:
        labels = [water.option_label(p, view.water, seat) for p in chosen.actions]
        return ([WaterStep(p) for p in chosen.actions],
                water.board_line(task.size, labels, len(labels), part=True))
    if len(placements) <= BOARD_LIST_MAX:
        labels = [water.option_label(a.action, view.water, seat) for a in legal]
        return list(legal), water.board_line(task.size, labels, len(placements))
    groups = side_groups(placements)
    cancel = [a for a in legal if a in CANCELS]
    return [*groups, *cancel], water.board_sides_line(
        task.size, len(placements), [(g.kind, len(g.actions)) for g in groups], bool(cancel))
