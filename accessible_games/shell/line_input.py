"""Reading one line from the player: plain ``input()`` + readline, or prompt_toolkit line mode.

Both modes only ever append whole lines: no redraws, colour or full-screen UI.
``read`` returns the typed text, returns ``BACK`` when the player pressed
Escape, and raises EOFError (Ctrl-D, closed input) or KeyboardInterrupt (Ctrl-C).
In plain mode GNU readline takes a lone Escape as the start of a key sequence, so
there Escape then Enter means ``BACK`` (``ESCAPE_MACROS``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol

BACK = "\x1b"
"""What ``read`` returns when the player pressed Escape."""

MAX_LINE = 4096
"""Longer input is cut here; nothing we accept is anywhere near as long."""

WordSource = Callable[[], Iterable[str]]

ESCAPE_MACROS: tuple[str, ...] = (r'"\e\C-m": "\C-e\C-v\e\C-m"', r'"\e\C-j": "\C-e\C-v\e\C-m"')
"""GNU readline bindings of plain mode: Escape then Enter ends the line with a literal
Escape (quoted insert at the end of the line, then Enter), which ``read`` turns into
``BACK``; the line shows it as ``^[``, two printable characters.  Escape twice is left
alone: the system's inputrc starts longer key sequences with it (Alt and an arrow key),
and readline, called back by Python, would wait for one more key."""


class LineInput(Protocol):
    """Reads one line after printing a prompt."""

    mode: str

    def read(self, prompt: str) -> str:
        """Return one line of input (without the newline)."""
        ...


def _clean(text: str) -> str:
    """Return the line cut to a sane length, with Escape turned into ``BACK``: a line
    that ends with Escape (the last key pressed before Enter), or holds nothing else but
    the remains of key sequences."""
    text = text[:MAX_LINE]
    if text.endswith(BACK) or (
            BACK in text and not text.replace(BACK, "").strip("[ABCD~0123456789;O\r\n ")):
        return BACK
    return text.replace(BACK, "")


class PlainInput:
    """``input()`` with the standard readline module for history and tab completion."""

    mode = "plain"

    def __init__(self, words: WordSource) -> None:
        self._words = words
        self._matches: list[str] = []
        try:
            _prepare_inputrc()
            import readline
        except ImportError:
            return
        readline.parse_and_bind("set enable-bracketed-paste off")
        readline.parse_and_bind("tab: complete")
        if "libedit" not in (readline.__doc__ or ""):
            for macro in ESCAPE_MACROS:
                readline.parse_and_bind(macro)
        readline.set_completer_delims(" ")
        readline.set_completer(self._complete)

    def _complete(self, text: str, state: int) -> str | None:
        if state == 0:
            lowered = text.lower()
            self._matches = sorted({w + " " for w in self._words() if w.startswith(lowered)})
        return self._matches[state] if state < len(self._matches) else None

    def read(self, prompt: str) -> str:
        """Return one line; Escape then Enter means ``BACK``."""
        sys.stdout.flush()
        return _clean(input(prompt))


def _prepare_inputrc() -> None:
    """Point readline at an inputrc that keeps the user's own and turns off escape noise."""
    if "INPUTRC" in os.environ and os.environ["INPUTRC"].endswith("accessible-games.inputrc"):
        return
    lines = []
    for source in (os.environ.get("INPUTRC"), str(Path.home() / ".inputrc"), "/etc/inputrc"):
        if source and Path(source).is_file():
            lines.append(f"$include {source}")
            break
    lines += ["set enable-bracketed-paste off", "set enable-meta-key off",
              "set bell-style none"]
    path = Path(tempfile.gettempdir()) / f"{os.getpid()}-accessible-games.inputrc"
    try:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    except OSError:
        return
    os.environ["INPUTRC"] = str(path)


def line_session(words: WordSource, bindings: Any, pipe_input: Any = None,
                 output: Any = None) -> Any:
    """Return a prompt_toolkit ``PromptSession`` in line mode only, completing ``words``
    readline-like on Tab, with the key ``bindings`` (``pipe_input``, ``output``: tests)."""
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import CompleteEvent, Completer, Completion
    from prompt_toolkit.document import Document
    from prompt_toolkit.shortcuts import CompleteStyle

    class _Words(Completer):
        def get_completions(self, document: Document,
                            complete_event: CompleteEvent) -> Iterable[Completion]:
            word = document.get_word_before_cursor(WORD=True).lower()
            for candidate in sorted(set(words())):
                if candidate.startswith(word):
                    yield Completion(candidate, start_position=-len(word))

    session: PromptSession[str] = PromptSession(
        completer=_Words(), complete_while_typing=False,
        complete_style=CompleteStyle.READLINE_LIKE, key_bindings=bindings,
        enable_system_prompt=False, enable_suspend=False, mouse_support=False,
        color_depth=None, include_default_pygments_style=False,
        input=pipe_input, output=output)
    return session


class RichInput:
    """A prompt_toolkit ``PromptSession`` in line mode only: history, completion, Escape."""

    mode = "rich"

    def __init__(self, words: WordSource) -> None:
        os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.key_binding.key_processor import KeyPressEvent

        bindings = KeyBindings()

        @bindings.add("escape", eager=True)
        def _back(event: KeyPressEvent) -> None:
            event.app.exit(result=BACK)

        self._session = line_session(words, bindings)

    def read(self, prompt: str) -> str:
        """Return one line; Escape returns ``BACK`` at once."""
        return _clean(self._session.prompt(prompt))


def choose_mode(requested: str) -> str:
    """Return "plain" or "rich" for a requested mode ("auto", "plain", "rich").

    Plain is forced when stdin or stdout is not a terminal or TERM is dumb.
    """
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return "plain"
    if os.environ.get("TERM", "") in ("dumb", "unknown"):
        return "plain"
    if requested in ("plain", "rich"):
        return requested
    try:
        import readline  # noqa: F401
    except ImportError:
        return "rich"
    return "plain"


def make_input(requested: str, words: WordSource) -> LineInput:
    """Return the line reader for ``requested``; falls back to plain if rich cannot start."""
    if choose_mode(requested) == "rich":
        try:
            return RichInput(words)
        except Exception:  # prompt_toolkit could not start on this console
            pass
    return PlainInput(words)
