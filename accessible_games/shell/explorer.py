"""Exploring a grid cell by cell: the cursor, its moves, and arrow keys in rich mode.

The explorer walks the grid of one player (a water park, a zoo) from a cursor
cell; each move names the cell it reaches.  The directions are the commands
``north``, ``south``, ``east`` and ``west`` (row 1 is at the top, so north is
the row above); each language has its letters (English n, s, e, w; Czech s, j, v,
z for sever, jih, východ, západ), and where a letter clashes the language in use
wins (see ``Vocabulary``).  Each game gives only its ``Grid``: where the
cursor starts and how far it may go.  In rich input mode the arrow keys send
the same commands while the line is empty, through a line-mode prompt_toolkit
session of its own (no full-screen UI, nothing redrawn); in plain mode
readline keeps the arrow keys for its history, so there only the commands work.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from accessible_games.core.events import PlayerId
from accessible_games.shell.line_input import BACK, MAX_LINE, line_session

Cell = tuple[int, int]
"""A cell as (column, row), as every game's geometry names it."""

DIRECTIONS: dict[str, tuple[int, int]] = {
    "north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0),
}
"""Each direction command and the step it makes as (column, row)."""

ARROW_WORDS: dict[str, str] = {"up": "north", "down": "south", "right": "east", "left": "west"}
"""What each arrow key types in explore mode: whole direction words, which mean the same in
both languages (a single letter does not: ``s`` is south in English, sever in Czech)."""


class Grid(Protocol):
    """One game's grid as the explorer walks it."""

    start: Cell
    """Where the cursor stands before anything is explored."""

    def restart(self, cursor: Cell) -> Cell:
        """Return where exploring another player's grid begins, from the last cursor."""
        ...

    def may_enter(self, seat: PlayerId, cursor: Cell, target: Cell) -> bool:
        """Return whether the cursor may step from ``cursor`` to ``target`` in ``seat``'s
        grid (False at its edge)."""
        ...


class Explorer:
    """The explore cursor over one game's grid: whose, which cell, and whether explore
    mode is on."""

    def __init__(self, grid: Grid, seat: PlayerId = 0) -> None:
        self.grid = grid
        self.seat = seat
        self.cursor: Cell = grid.start
        self.active = False

    def start(self, seat: PlayerId, cell: Cell | None) -> None:
        """Begin exploring the grid of ``seat`` at ``cell`` (if None, the last cursor, or
        where the grid restarts for another player)."""
        if cell is not None:
            self.cursor = cell
        elif seat != self.seat:
            self.cursor = self.grid.restart(self.cursor)
        self.seat = seat
        self.active = True

    def step(self, direction: str) -> bool:
        """Move the cursor one cell; return False (and stay) at the edge of the grid.

        Raises:
            KeyError: ``direction`` is not north, south, east or west.
        """
        column, row = DIRECTIONS[direction]
        target = (self.cursor[0] + column, self.cursor[1] + row)
        self.active = True
        if not self.grid.may_enter(self.seat, self.cursor, target):
            return False
        self.cursor = target
        return True

    def walk(self, direction: str, home: PlayerId) -> Cell | None:
        """Step towards ``direction`` (first exploring ``home``'s grid if explore mode is
        off); return the cell reached, or None at the edge."""
        if not self.active:
            self.start(home, None)
        return self.cursor if self.step(direction) else None


class ExploringInput:
    """A session's line reading while exploring: arrow keys walk in rich mode.

    Mixed in ahead of the game's session, which provides ``explorer``, ``arrows``
    and ``app``.
    """

    explorer: Explorer
    arrows: Any
    app: Any

    def read_line(self) -> str:
        """Read a line (arrow keys walk the grid while exploring in rich mode); end of
        input saves the game and leaves."""
        reader = self.app.reader
        if self.explorer.active and self.arrows is not None:
            self.app.reader = self.arrows
        try:
            line: str = super().read_line()  # type: ignore[misc]
            return line
        finally:
            self.app.reader = reader


class ArrowInput:
    """A prompt_toolkit line reader whose arrow keys type north, south, east or west on an
    empty line.

    Everything else is the rich mode's reader: history, completion, Escape for
    back.  ``pipe_input`` and ``output`` are for tests.
    """

    mode = "rich"

    def __init__(self, words: Callable[[], Iterable[str]], pipe_input: Any = None,
                 output: Any = None) -> None:
        os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
        from prompt_toolkit.application.current import get_app
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.key_binding.key_processor import KeyPressEvent

        empty = Condition(lambda: not get_app().current_buffer.text)
        bindings = KeyBindings()

        def typing(result: str) -> Callable[[KeyPressEvent], None]:
            def handler(event: KeyPressEvent) -> None:
                event.app.exit(result=result)
            return handler

        for key, word in ARROW_WORDS.items():
            bindings.add(key, filter=empty)(typing(word))
        bindings.add("escape", eager=True)(typing(BACK))
        self._session = line_session(words, bindings, pipe_input, output)

    def read(self, prompt: str) -> str:
        """Return one line; an arrow key on an empty line returns its direction word."""
        text = self._session.prompt(prompt)[:MAX_LINE]
        return BACK if text == BACK else text.replace(BACK, "")


def make_arrow_input(mode: str, words: Callable[[], Iterable[str]]) -> ArrowInput | None:
    """Return an arrow-key reader when the shell reads in rich mode, else None.

    None also when prompt_toolkit cannot start on this console; then the
    direction commands still work.
    """
    if mode != "rich":
        return None
    try:
        return ArrowInput(words)
    except Exception:  # prompt_toolkit could not start on this console
        return None
