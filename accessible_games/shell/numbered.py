"""The numbered list of a decision: entries, groups that open as lists of their own, back.

Every game's prompt ends in a numbered list built from the legal actions.  An
entry is an action or a ``Group`` standing for several actions (one side of
the park, the money actions, the placements at one cell); choosing a group
opens its own list, and ``back`` returns one list up.  Numbers typed after a
group's pick from its list at once: "2 1" is the first entry of group 2.  A
number outside the list is refused with the range that may be typed.

The list keeps the question of the decision (``question``) and a page size
(``page_size``) for the issue that will say long lists page by page; today
every entry is said at once and the game's prompt says the question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.core.records import record
from accessible_games.shell.app import App

MAX_TYPED_DIGITS = 3
"""A typed word of more digits than this is not a list number."""

MENU_DEPTH = 3
"""Lists open inside lists at most this deep ("2 1 3" types an action in a group's group)."""


@record(slots=False)
class Group:
    """A list entry standing for several actions, which open as a list of their own.

    ``kind`` says what the group holds, for its label ("money", a kind of money
    action, a side of the park, "cell", "end", "zoo"); ``owner`` is whose zoo
    it lies in, ``place`` the cell or supply it is about and ``sources`` any
    cells its label names besides.
    """

    kind: str
    actions: tuple[Any, ...]
    owner: int | None = None
    place: Any = None
    sources: tuple[Any, ...] = ()


def number_in(words: Sequence[str], index: int = 0) -> int | None:
    """Return the small whole number at ``words[index]``, or None.

    >>> number_in(["2", "1"], 1), number_in(["two"]), number_in(["1234"])
    (1, None, None)
    """
    if index < len(words) and words[index].isdecimal() \
            and len(words[index]) <= MAX_TYPED_DIGITS:
        return int(words[index])
    return None


def group_actions(group: Group) -> list[Any]:
    """Return a group's own list as it opens unless a game says otherwise: its actions."""
    return list(group.actions)


class NumberedList:
    """The entries of the list said last, the groups opened on the way there, and picking.

    Args:
        app: the shell context, which says a refusal.
        sublist: how a group opens (its actions, unless the game splits them further).
    """

    def __init__(self, app: App, sublist: Callable[[Group], list[Any]] = group_actions) -> None:
        self.app = app
        self.sublist = sublist
        self.items: list[Any] = []
        """The entries said last, numbered from 1."""
        self.path: list[Group] = []
        """The groups opened, the innermost last; empty for the decision's first list."""
        self.question: str | None = None
        """The question of the decision, when the game gives it to the list."""
        self.page_size: int | None = None
        """How many entries a page says (None: all at once)."""

    @property
    def group(self) -> Group | None:
        """Return the group whose list is open, or None at the decision's first list."""
        return self.path[-1] if self.path else None

    def show(self, items: Sequence[Any], question: str | None = None) -> list[Any]:
        """Make ``items`` the entries said now (and ``question`` the decision's); return them."""
        self.items = list(items)
        self.question = question
        return self.items

    def entry(self, number: int) -> Any | None:
        """Return the entry numbered ``number`` (from 1), or None outside the list."""
        return self.items[number - 1] if 1 <= number <= len(self.items) else None

    def refuse(self, number: int) -> None:
        """Say that ``number`` is not in the list, and which numbers are."""
        self.app.tell("shell-number-out-of-range", remember=False, number=number,
                      count=len(self.items))

    def pick(self, number: int, rest: Sequence[str], reopen: Callable[[], None]) -> Any | None:
        """Return the action ``number`` (and the numbers after it) pick, or None.

        A number outside the list is refused; a group opens (``reopen`` says the
        list again) and the next typed number picks from it.
        """
        item = self.entry(number)
        if item is None:
            self.refuse(number)
            return None
        if isinstance(item, Group):
            return self.enter(item, rest, reopen)
        return item

    def enter(self, group: Group, rest: Sequence[str], reopen: Callable[[], None],
              alone: bool = False) -> Any | None:
        """Open ``group`` (``alone``: instead of any open one) and say it; return the action
        a number typed after it picks, or None."""
        if alone:
            self.path = []
        self.path.append(group)
        reopen()
        number = number_in(rest)
        return self.pick(number, rest[1:], reopen) if number is not None else None

    def back(self) -> bool:
        """Close the innermost open group; return False if none was open."""
        if not self.path:
            return False
        self.path.pop()
        return True

    def close(self) -> None:
        """Close every open group: the next prompt starts at the decision's first list."""
        self.path = []

    def typed_for(self, action: Any) -> str | None:
        """Return what to type for ``action`` in the list now: "3", or "2 1" inside a group;
        None when no list holds it."""
        found = self._path_to(self.items, action, 1)
        return " ".join(found) if found else None

    def _path_to(self, items: list[Any], action: Any, depth: int) -> list[str] | None:
        for number, item in enumerate(items, 1):
            if item == action:
                return [str(number)]
            inner = self.sublist(item) if isinstance(item, Group) and depth < MENU_DEPTH \
                else None
            rest = self._path_to(inner, action, depth + 1) if inner else None
            if rest:
                return [str(number), *rest]
        return None


class NumberedChoices:
    """Choosing from a session's numbered list: a number commits an action or opens a group.

    Mixed into a game's session, which provides ``numbers``, ``prompt_turn`` and
    ``try_commit``.
    """

    numbers: NumberedList
    prompt_turn: Callable[[PlayerId], None]
    """Say the question of the decision now and its numbered options (the game's)."""
    try_commit: Callable[[PlayerId, Any], bool]
    """Commit an action if it is legal, else say why not (the session's)."""
    narrator: Any
    """The game's narrator, whose ``option_label`` names an action as the lists do."""
    match: Any

    def choice_words(self, seat: PlayerId, action: Any) -> tuple[str, str | None]:
        """Return how ``seat``'s lists name ``action`` and what to type for it in the list
        said now ("3", or "2 1" inside a group; None if no list holds it)."""
        label: str = self.narrator.option_label(action, self.match.view(seat), seat)
        return label, self.numbers.typed_for(action)

    @property
    def menu(self) -> list[Any]:
        """Return the entries of the list said last."""
        return self.numbers.items

    @menu.setter
    def menu(self, items: list[Any]) -> None:
        self.numbers.items = items

    def choose_number(self, seat: PlayerId, number: int, rest: tuple[str, ...]) -> bool:
        """Pick a numbered option: commit an action, or open a group's own list."""
        action = self.numbers.pick(number, rest, lambda: self.prompt_turn(seat))
        return action is not None and self.try_commit(seat, action)

    def open_group(self, seat: PlayerId, group: Group, rest: tuple[str, ...],
                   alone: bool = False) -> bool:
        """Open a group's own list; numbers typed after the group's pick from it at once."""
        action = self.numbers.enter(group, rest, lambda: self.prompt_turn(seat), alone)
        return action is not None and self.try_commit(seat, action)
