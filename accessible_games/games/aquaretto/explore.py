"""Exploring a water park cell by cell: the cursor, its moves, and arrow keys in rich mode.

The explorer walks the grid of one player's park from a cursor cell; each
move names the cell it reaches.  The directions are the commands ``north``,
``south``, ``east`` and ``west`` (n, s, e, w; row 1 is at the top, so north
is the row above).  In rich input mode the arrow keys send the same
commands while the line is empty, through a line-mode prompt_toolkit session
of its own (no full-screen UI, nothing redrawn); in plain mode readline keeps
the arrow keys for its history, so there only the commands work.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.geometry import Cell, is_named
from accessible_games.shell.line_input import BACK, MAX_LINE

DIRECTIONS: dict[str, tuple[int, int]] = {
    "north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0),
}
"""Each direction command and the step it makes as (column, row)."""

ARROW_WORDS: dict[str, str] = {"up": "n", "down": "s", "right": "e", "left": "w"}
"""What each arrow key types in explore mode: the direction words of both languages."""

START_CELL: Cell = (2, 3)
"""Where exploring starts unless told: C3, the middle of the printed board."""


@dataclass
class Explorer:
    """The explore cursor: whose park, which cell, and whether explore mode is on."""

    seat: PlayerId = 0
    cursor: Cell = START_CELL
    active: bool = False

    def start(self, seat: PlayerId, cell: Cell | None) -> None:
        """Begin exploring the park of ``seat`` at ``cell`` (the last cursor if None)."""
        if cell is not None:
            self.cursor = cell
        self.seat = seat
        self.active = True

    def step(self, direction: str) -> bool:
        """Move the cursor one cell; return False (and stay) at the edge of the named grid.

        Raises:
            KeyError: ``direction`` is not north, south, east or west.
        """
        column, row = DIRECTIONS[direction]
        target = (self.cursor[0] + column, self.cursor[1] + row)
        self.active = True
        if not is_named(target):
            return False
        self.cursor = target
        return True


class ArrowInput:
    """A prompt_toolkit line reader whose arrow keys type n, s, e or w on an empty line.

    Everything else is the rich mode's reader: history, completion, Escape for
    back.  ``pipe_input`` and ``output`` are for tests.
    """

    mode = "rich"

    def __init__(self, words: Callable[[], Iterable[str]], pipe_input: Any = None,
                 output: Any = None) -> None:
        os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
        from prompt_toolkit import PromptSession
        from prompt_toolkit.application.current import get_app
        from prompt_toolkit.completion import CompleteEvent, Completer, Completion
        from prompt_toolkit.document import Document
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.key_binding.key_processor import KeyPressEvent
        from prompt_toolkit.shortcuts import CompleteStyle

        class _Words(Completer):
            def get_completions(self, document: Document,
                                complete_event: CompleteEvent) -> Iterable[Completion]:
                word = document.get_word_before_cursor(WORD=True).lower()
                for candidate in sorted(set(words())):
                    if candidate.startswith(word):
                        yield Completion(candidate, start_position=-len(word))

        empty = Condition(lambda: not get_app().current_buffer.text)
        bindings = KeyBindings()

        def typing(result: str) -> Callable[[KeyPressEvent], None]:
            def handler(event: KeyPressEvent) -> None:
                event.app.exit(result=result)
            return handler

        for key, word in ARROW_WORDS.items():
            bindings.add(key, filter=empty)(typing(word))
        bindings.add("escape", eager=True)(typing(BACK))
        self._session: PromptSession[str] = PromptSession(
            completer=_Words(), complete_while_typing=False,
            complete_style=CompleteStyle.READLINE_LIKE, key_bindings=bindings,
            enable_system_prompt=False, enable_suspend=False, mouse_support=False,
            color_depth=None, include_default_pygments_style=False,
            input=pipe_input, output=output)

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
