"""Reading one line from the player: plain ``input()`` + readline, or prompt_toolkit line mode.

Both modes only ever append whole lines: no redraws, colour or full-screen UI.
``read`` returns the typed text, returns ``BACK`` when the player pressed
Escape, and raises EOFError (Ctrl-D, closed input) or KeyboardInterrupt (Ctrl-C).
In plain mode GNU readline takes a lone Escape as the start of a key sequence, so
there Escape then Enter means ``BACK`` (``ESCAPE_MACROS``), and Escape then a digit
types the digit (``READLINE_SETTINGS``).

Whatever arrives, the line returned is text the shell can answer and repeat: bytes
that are not UTF-8 are read as U+FFFD, the replacement character (and repeated back as a
question mark by ``printable``: "Unknown command: ?irafa." tells a player whose terminal
sends another encoding which letter was lost, and the prompt's own answer still fits),
control characters are dropped and the line is cut at ``MAX_LINE`` (``_clean``).  The
prompt is printed through ``printable`` like every other line.

A long line costs readline the square of its length (it redraws the whole line after
each batch of keys, and after a NUL byte after each key), so in plain mode readline gives
the line back once it holds ``MAX_LINE`` bytes (``READLINE_MOST``), and the rest of that
line is read in bulk and dropped (``_drop_rest_of_line``) with whatever came in the same
read behind it.  Rich mode reads the terminal in bulk and leaves out the typed text that
no line could hold (``BulkReader``).  Either way a pasted megabyte costs a tenth of a
second of CPU, and the app answers it once.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import sys
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from accessible_games.shell.output import printable

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

TYPED_AFTER_ESCAPE = "0123456789-* pnPN"
"""Keys that readline would take, after Escape (or with Alt), as an editing command that
garbles the line or freezes the app: a digit or ``-`` starts a repeat count (``(arg: 2)``
eats the next command; Escape 999999999 then a key inserts it a billion times), ``*``
inserts every completion, a space sets the mark, and ``p`` or ``n`` starts a search of the
history behind a lone ":" that takes what is typed and the next Enter (the line is not
read).  In plain mode they are simply typed, as a player who pressed Escape and then the
number of the entry they wanted, or the command, expects."""

READLINE_SETTINGS: tuple[str, ...] = (
    "set enable-bracketed-paste off", "set enable-meta-key off", "set bell-style none",
    "tab: complete",
    *(f'"\\e{key}": "{key}"' for key in TYPED_AFTER_ESCAPE),
    r'"\C-@": " "',
)
"""The bindings plain mode gives GNU readline after the user's own inputrc: no bracketed
paste or meta-key sequences written to the terminal, no bell, Tab completes, the keys of
``TYPED_AFTER_ESCAPE`` typed, and Ctrl-Space (NUL, set-mark: a marked long line is slow to
redraw) types a space."""

ACTIVE_REGION_OFF = "set enable-active-region off"
"""Readline 8.1 and later highlight the marked region at each redraw: off (an older
readline does not know the setting and would complain of it)."""

READLINE_MOST = MAX_LINE
"""Bytes GNU readline holds before it gives the line back unfinished (its
``rl_num_chars_to_read``): a line that reaches it is longer than anything we accept."""

LINE_ENDS = (b"\r", b"\n", b"\x04")
"""The keys that end the rest of a line too long for readline: Enter (either byte) or
Ctrl-D."""

READ_MOST = 1 << 20
"""Characters rich mode reads from the terminal at once, at most (prompt_toolkit reads
1,024, and redraws the line after each read)."""

_CONTROL_RUN = re.compile("((?:\x1b\\[[0-?]*[ -/]*[@-~]?|[\x00-\x1f\x7f-\x9f])+)")
"""Keys that are not typed text (Enter, Backspace, Escape and the key sequences it starts,
Ctrl and the C1 controls): what separates runs of typed characters."""

_CONTROLS = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f]")
_SURROGATES = re.compile("[\ud800-\udfff]")


class LineInput(Protocol):
    """Reads one line after printing a prompt."""

    mode: str

    def read(self, prompt: str) -> str:
        """Return one line of input (without the newline)."""
        ...


def _clean(text: str) -> str:
    """Return the line cut to a sane length, with Escape turned into ``BACK``: a line
    that ends with Escape (the last key pressed before Enter), or holds nothing else but
    the remains of key sequences.  Bytes that were not UTF-8 (lone surrogates) become
    U+FFFD, a tab a space, and other control characters are dropped."""
    text = _SURROGATES.sub("\ufffd", text[:MAX_LINE])
    if text.endswith(BACK) or (
            BACK in text and not text.replace(BACK, "").strip("[ABCD~0123456789;O\r\n ")):
        return BACK
    return _CONTROLS.sub("", text.replace("\t", " "))


def readable_stdin() -> None:
    """Make standard input read bytes that are not UTF-8 as lone surrogates instead of
    raising (under a UTF-8 locale Python decodes strictly, and ``input()`` follows the
    stream): ``_clean`` makes them U+FFFD, and the line's bytes can be counted as readline
    counted them."""
    reconfigure = getattr(sys.stdin, "reconfigure", None)
    if reconfigure is not None:
        try:
            reconfigure(errors="surrogateescape")
        except (OSError, ValueError):  # pragma: no cover - a closed or detached stream
            pass


class PlainInput:
    """``input()`` with the standard readline module for history and tab completion."""

    mode = "plain"

    def __init__(self, words: WordSource) -> None:
        self._words = words
        self._matches: list[str] = []
        self._bounded = False
        readable_stdin()
        try:
            import readline
        except ImportError:
            return
        configure_readline(readline)
        self._bounded = bound_readline(readline)
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
        line = input(printable(prompt))
        if self._bounded and len(_raw(line)) >= READLINE_MOST and _through_readline():
            _drop_rest_of_line(sys.stdin.fileno())
        return _clean(line)


def _through_readline() -> bool:
    """Return whether ``input()`` reads through readline (both ends are a terminal)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def _raw(line: str) -> bytes:
    """Return the bytes ``line`` was read from (``readable_stdin``)."""
    return line.encode(sys.stdin.encoding or "utf-8", "surrogateescape")


def bound_readline(readline: Any) -> bool:
    """Make GNU readline give a line back once it holds ``READLINE_MOST`` bytes; return
    whether it will (not with libedit, nor where the library cannot be reached)."""
    if "libedit" in (readline.__doc__ or ""):
        return False
    try:
        library = ctypes.CDLL(readline.__file__)
        ctypes.c_int.in_dll(library, "rl_num_chars_to_read").value = READLINE_MOST
    except (AttributeError, OSError, ValueError):
        return False
    return True


def _drop_rest_of_line(fd: int) -> None:
    """Read what follows of a line readline gave back unfinished, in bulk and without
    echo, up to the key that ends it (``LINE_ENDS``) or the end of input, and drop it
    with whatever came behind it in the same read.  Ctrl-C still interrupts; a terminal
    that went away ends the reading quietly."""
    import termios
    try:
        saved = termios.tcgetattr(fd)
    except termios.error:
        return
    quiet = list(saved)
    quiet[0] &= ~termios.ICRNL
    quiet[3] &= ~(termios.ICANON | termios.ECHO)
    quiet[6] = list(saved[6])
    quiet[6][termios.VMIN], quiet[6][termios.VTIME] = 1, 0
    try:
        termios.tcsetattr(fd, termios.TCSANOW, quiet)
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk or any(end in chunk for end in LINE_ENDS):
                return
    except (OSError, termios.error):  # the terminal went away: the next read ends input
        return
    finally:
        try:
            termios.tcsetattr(fd, termios.TCSANOW, saved)
        except termios.error:
            pass


def configure_readline(readline: Any) -> None:
    """Give the imported ``readline`` module plain mode's settings, after the inputrc it
    read itself at its import (``INPUTRC``, else ``~/.inputrc``, else ``/etc/inputrc``):
    no file is written, and a folder that cannot be read is readline's to skip."""
    if "libedit" in (readline.__doc__ or ""):
        readline.parse_and_bind("tab: complete")
        return
    settings = [*READLINE_SETTINGS, *ESCAPE_MACROS]
    if getattr(readline, "_READLINE_VERSION", 0) >= 0x0801:
        settings.append(ACTIVE_REGION_OFF)
    for setting in settings:
        readline.parse_and_bind(setting)


def line_session(words: WordSource, bindings: Any, pipe_input: Any = None,
                 output: Any = None) -> Any:
    """Return a prompt_toolkit ``PromptSession`` in line mode only, completing ``words``
    readline-like on Tab, with the key ``bindings`` (``pipe_input``, ``output``: tests)."""
    os.environ.setdefault("PROMPT_TOOLKIT_NO_CPR", "1")
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import CompleteEvent, Completer, Completion
    from prompt_toolkit.document import Document
    from prompt_toolkit.key_binding import merge_key_bindings
    from prompt_toolkit.shortcuts import CompleteStyle

    class _Words(Completer):
        def get_completions(self, document: Document,
                            complete_event: CompleteEvent) -> Iterable[Completion]:
            word = document.get_word_before_cursor(WORD=True).lower()
            for candidate in sorted(set(words())):
                if candidate.startswith(word):
                    yield Completion(candidate, start_position=-len(word))

    if pipe_input is None:
        from prompt_toolkit.input import create_input
        pipe_input = create_input()
    bulk_reading(pipe_input)
    session: PromptSession[str] = PromptSession(
        completer=_Words(), complete_while_typing=False,
        complete_style=CompleteStyle.READLINE_LIKE,
        key_bindings=merge_key_bindings([_typing_bindings(), bindings]),
        enable_system_prompt=False, enable_suspend=False, mouse_support=False,
        color_depth=None, include_default_pygments_style=False,
        input=pipe_input, output=output)
    return session


def bulk_reading(source: Any) -> None:
    """Make a prompt_toolkit terminal input read in bulk (``BulkReader``); an input that
    reads otherwise (Windows' console) is left as it is."""
    reader = getattr(source, "stdin_reader", None)
    if reader is not None and not isinstance(reader, BulkReader):
        source.stdin_reader = BulkReader(reader)


class BulkReader:
    """prompt_toolkit's reader of the terminal, reading all that is waiting at once (up to
    ``READ_MOST``), and leaving out of a run of typed characters all that passes
    ``MAX_LINE``: a line never holds more, and each character left in would cost the
    key parser and the key bindings their time one by one (a pasted megabyte took 10 s of
    CPU).  Keys other than typed text are never left out, nor is anything reordered."""

    def __init__(self, reader: Any) -> None:
        self._reader = reader
        self._run = 0

    @property
    def closed(self) -> bool:
        """Return whether the terminal's input has ended."""
        return bool(self._reader.closed)

    def read(self, count: int = 1024) -> str:
        """Return what the terminal has sent, the runs of typed text cut at ``MAX_LINE``."""
        parts: list[str] = []
        total = 0
        while total < READ_MOST:
            text: str = self._reader.read(READ_MOST - total)
            if not text:
                break
            parts.append(text)
            total += len(text)
        text, self._run = cap_runs("".join(parts), self._run)
        return text


def cap_runs(text: str, carried: int) -> tuple[str, int]:
    """Return ``text`` with each run of typed characters cut at ``MAX_LINE`` (its first
    run continuing one of ``carried`` characters), and the length of its last run.

    >>> cap_runs("ab\\rcd", MAX_LINE - 1)
    ('a\\rcd', 2)
    """
    parts = _CONTROL_RUN.split(text)
    run = carried
    for index in range(0, len(parts), 2):
        if index:
            run = 0
        room = max(0, MAX_LINE - run)
        run = min(MAX_LINE, run + len(parts[index]))
        parts[index] = parts[index][:room]
    return "".join(parts), run


def _typing_bindings() -> Any:
    """Return prompt_toolkit key bindings that type text in bulk and never past
    ``MAX_LINE``: a key typed takes every plain character queued behind it at once (a paste
    into a terminal that does not bracket it arrives as one key per character, and
    inserting them one by one costs the square of the line's length), and a bracketed
    paste types its first line, then Enter, then the rest as typed ahead.  What would
    pass ``MAX_LINE`` is dropped, and what looks like a mouse report is ignored."""
    from prompt_toolkit.filters import emacs_insert_mode, vi_insert_mode
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.key_binding.key_processor import KeyPress, KeyPressEvent
    from prompt_toolkit.keys import Keys

    bindings = KeyBindings()

    def insert(event: KeyPressEvent, text: str) -> None:
        buffer = event.current_buffer
        room = MAX_LINE - len(buffer.text)
        if room > 0 and text:
            buffer.insert_text(text[:room])

    @bindings.add(Keys.Any, filter=vi_insert_mode | emacs_insert_mode)
    def _type(event: KeyPressEvent) -> None:
        queue = event.app.key_processor.input_queue
        typed = [event.data * max(1, min(event.arg, MAX_LINE))]
        while queue and _plain_key(queue[0]):
            typed.append(queue.popleft().data)
        insert(event, "".join(typed))

    @bindings.add(Keys.Vt100MouseEvent)
    @bindings.add(Keys.ScrollUp)
    @bindings.add(Keys.ScrollDown)
    @bindings.add(Keys.WindowsMouseEvent)
    def _no_mouse(event: KeyPressEvent) -> None:
        """Mouse support is off: what looks like a mouse report (a typed colour sequence
        such as Escape [31m, which prompt_toolkit's own binding fails to read) is
        ignored."""

    @bindings.add(Keys.BracketedPaste)
    def _paste(event: KeyPressEvent) -> None:
        first, end, rest = event.data.replace("\r\n", "\n").replace("\r", "\n").partition("\n")
        insert(event, first)
        if end:
            follow = [KeyPress(Keys.ControlM, "\r")]
            if rest:
                follow.append(KeyPress(Keys.BracketedPaste, rest))
            event.app.key_processor.feed_multiple(follow, first=True)

    return bindings


def _plain_key(key_press: Any) -> bool:
    """Return whether a prompt_toolkit key press is one printable character."""
    key = key_press.key
    return len(key) == 1 and key == key_press.data and key.isprintable()


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
        return _clean(self._session.prompt(printable(prompt)))

    async def read_async(self, prompt: str) -> str:
        """Return one line as ``read`` does, the asyncio loop running meanwhile (the
        network client: lines printed under ``patch_stdout`` keep the input line).  A
        SIGINT from outside is left to the caller's handler (the Ctrl-C key still raises
        KeyboardInterrupt)."""
        return _clean(await self._session.prompt_async(printable(prompt), handle_sigint=False))

    def change_prompt(self, prompt: str) -> None:
        """Show ``prompt`` instead of the current one while a line is read."""
        self._session.message = printable(prompt)
        self._session.app.invalidate()


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
    return "plain" if importlib.util.find_spec("readline") is not None else "rich"


def make_input(requested: str, words: WordSource) -> LineInput:
    """Return the line reader for ``requested``; falls back to plain if rich cannot start."""
    if choose_mode(requested) == "rich":
        try:
            return RichInput(words)
        except Exception:  # prompt_toolkit could not start on this console
            pass
    return PlainInput(words)
