"""A real screen reader for the end-to-end test: the command runs in gnome-terminal (a VTE terminal,
the kind Orca reads) under Xvfb, with Orca and a virtual 40-cell Braille display (BRLTTY's ``tt``
driver drawing its cells into a tmux pane, which Orca reaches through BrlAPI).  xdotool types the
keys; between keys the driver waits until the app has printed its next prompt and the Braille display
shows it, rather than sleeping for fixed times.  Afterwards Orca's debug log says what it spoke
(``SPEECH OUTPUT: '...'``) and what the display showed (``VISIBLE: '...', cursor=N``).

The app starts when Return is pressed in the focused terminal, as from a shell, and its output reaches
the terminal through ``tee_bursts.py`` in one write per turn (see there why); the terminal is tall
enough not to scroll during a short game.

Nothing is spoken aloud: Orca is given no speech server (``SPEECHD_CMD`` points at ``false``), and it
still logs every utterance it would have sent.  Each run gets its own X display (``Xvfb -displayfd``),
BrlAPI socket, tmux server, D-Bus session and home folder, and runs ``ONE_AT_A_TIME`` with others.

The parsing and matching half (``parse_orca_log``, ``app_lines``, ``match_speech``, ``braille_at_prompts``)
is plain text work and is what the test asserts on.
"""

from __future__ import annotations

import contextlib
import difflib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

HERE = Path(__file__).resolve().parent
SESSION_SCRIPT = HERE / "session.sh"
TEE_BURSTS = HERE / "tee_bursts.py"

#: The commands the stack needs; the test skips when one is missing.
TOOLS = ("orca", "gnome-terminal", "Xvfb", "brltty", "xdotool", "tmux", "dbus-run-session",
         "dbus-update-activation-environment", "openbox")
#: The Debian packages that provide them (for the skip message).
PACKAGES = "orca gnome-terminal xvfb dbus-x11 at-spi2-core openbox xdotool brltty tmux"
BRLAPI_SOCKETS = Path("/var/lib/BrlAPI")
CELLS = 40
#: The terminal's size, and a screen big enough to hold it (see TERMINAL_GEOMETRY below).
TERMINAL_COLUMNS, TERMINAL_ROWS = 160, 200
SCREEN = "2048x4600x24"
ONE_AT_A_TIME = Path(tempfile.gettempdir()) / "accessible-games-screen-reader.lock"

#: Terminal control sequences, in case the app ever prints one in plain mode.
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\r")


def unavailable() -> str | None:
    """Why the stack cannot run here (not Linux, a command of ``TOOLS`` missing, no BrlAPI socket
    folder), or None."""
    if not sys.platform.startswith("linux"):
        return "needs Linux"
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        return f"needs {', '.join(missing)} (Debian packages: {PACKAGES})"
    try:
        BRLAPI_SOCKETS.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"needs the BrlAPI socket folder {BRLAPI_SOCKETS} ({error})"
    if not os.access(BRLAPI_SOCKETS, os.W_OK):
        return f"needs to write BrlAPI sockets in {BRLAPI_SOCKETS}"
    return None


def normalise(text: str) -> str:
    """Whitespace collapsed to single spaces, ends stripped.

    >>> normalise("  Hand:\\t1 lion,\\n 2 seal. ")
    'Hand: 1 lion, 2 seal.'
    """
    return " ".join(text.split())


def has_word(text: str) -> bool:
    """Whether the text holds a word of three or more letters (any alphabet).

    >>> has_word("> "), has_word("1 to 4: "), has_word("Hraj, 1 až 4: ")
    (False, False, True)
    """
    return re.search(r"[^\W\d_]{3,}", text) is not None


# ---------------------------------------------------------------------------------------------
# Orca's debug log


@dataclass(frozen=True)
class Utterance:
    """One ``SPEECH OUTPUT``: its text and the event Orca was handling when it spoke."""

    text: str
    event: str  # e.g. "OBJECT EVENT object:text-changed:insert", "ATSPI_KEY_PRESSED_EVENT: '1' (10)", ""
    position: int  # offset in the log, for ordering

    @property
    def from_terminal_text(self) -> bool:
        """Spoken because text appeared in the terminal (not key echo, focus or Orca's own message)."""
        return self.event.startswith("OBJECT EVENT object:text-changed:insert")


@dataclass(frozen=True)
class Window:
    """One ``VISIBLE`` Braille window: the cells' text and the cursor's cell (1-based, 0 for none)."""

    text: str
    cursor: int
    position: int


@dataclass(frozen=True)
class OrcaLog:
    utterances: list[Utterance]
    windows: list[Window]
    key_presses: list[tuple[int, str]]  # (offset, key name)
    display_size: tuple[int, int] | None
    shutdown_at: int | None

    @property
    def end(self) -> int:
        return self.shutdown_at if self.shutdown_at is not None else sys.maxsize


_BLOCK = re.compile(r"^(vvvvv|\^\^\^\^\^) PROCESS (.*?) (?:vvvvv|\^\^\^\^\^)$", re.M)
# speech.py logs "SPEECH OUTPUT: '<text>'" then an optional " voice=<name>" and the voice (ACSS) as a
# dict, a list of dicts, or None; continuation lines of a multi-line text are indented by the width of
# the time stamp ("16:53:50.174695 - ", 18 characters).
_SPEECH = re.compile(r"SPEECH OUTPUT: '((?:(?!\n\d\d:\d\d:\d\d\.\d+ - |\n(?:vvvvv|\^\^\^\^\^) ).)*?)'"
                     r"(?: voice=\w+)? ?(?=\[?\{'|None)", re.S)
_VISIBLE = re.compile(r"VISIBLE:  '(.*)', cursor=(\d+)$", re.M)
_KEY = re.compile(r"^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: '(.*?)' \(\d+\) vvvvv$", re.M)
_SIZE = re.compile(r"BRAILLE: Display size: \((\d+),(\d+)\)")
_SHUTDOWN = re.compile(r"ORCA: Shutting down")
_CONTINUATION = re.compile(r"\n {18}")


def parse_orca_log(log: str) -> OrcaLog:
    """Read utterances, Braille windows, key presses and the display size from an Orca debug log.

    >>> log = '''vvvvv PROCESS OBJECT EVENT object:text-changed:insert vvvvv
    ... 16:53:50.172818 -      VISIBLE:  '> ', cursor=3
    ... 16:53:50.174695 - SPEECH OUTPUT: 'You play the red crocodile.
    ...                   > '[{'established': False}]
    ... ^^^^^ PROCESS OBJECT EVENT object:text-changed:insert ^^^^^
    ... vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'Return' (36) vvvvv
    ... 16:53:50.116942 - SPEECH OUTPUT: 'return ' {'established': False}
    ... ^^^^^ PROCESS ATSPI_KEY_PRESSED_EVENT: 'Return' (36) ^^^^^'''
    >>> parsed = parse_orca_log(log)
    >>> [(u.text, u.from_terminal_text) for u in parsed.utterances]
    [('You play the red crocodile.\\n> ', True), ('return ', False)]
    >>> parsed.windows[0].text, [key for _, key in parsed.key_presses]
    ('> ', ['Return'])
    """
    blocks = [(m.start(), m.group(1) == "vvvvv", m.group(2)) for m in _BLOCK.finditer(log)]

    def event_at(position: int) -> str:
        current = ""
        for start, opening, name in blocks:
            if start > position:
                break
            current = name if opening else ""
        return current

    utterances = [Utterance(_CONTINUATION.sub("\n", m.group(1)), event_at(m.start()), m.start())
                  for m in _SPEECH.finditer(log)]
    windows = [Window(m.group(1), int(m.group(2)), m.start()) for m in _VISIBLE.finditer(log)]
    keys = [(m.start(), m.group(1)) for m in _KEY.finditer(log)]
    size = _SIZE.search(log)
    shutdown = _SHUTDOWN.search(log)
    return OrcaLog(utterances, windows, keys,
                   (int(size.group(1)), int(size.group(2))) if size else None,
                   shutdown.start() if shutdown else None)


# ---------------------------------------------------------------------------------------------
# What the app printed, and what of it was spoken


@dataclass(frozen=True)
class AppLine:
    text: str  # normalised
    prompt: bool  # the text before the cursor at a wait for input


def app_lines(output: str, waits: Sequence[int]) -> list[AppLine]:
    """The app's output cut into lines at its newlines and at the offsets where it waited for input
    (its prompt, the last partial line, is a line of its own there); lines without a letter or digit
    (a bare ``>``) are left out.  ``waits`` are character offsets into ``output``.

    >>> out = "Your turn.\\nHand: 1 lion.\\n> You play the lion.\\nPlay, 1 to 4: "
    >>> [(line.text, line.prompt) for line in app_lines(out, [len("Your turn.\\nHand: 1 lion.\\n> "), len(out)])]
    [('Your turn.', False), ('Hand: 1 lion.', False), ('You play the lion.', False), ('Play, 1 to 4:', True)]
    """
    cuts = sorted({0, len(output), *(w for w in waits if 0 <= w <= len(output))})
    lines: list[AppLine] = []
    for start, stop in zip(cuts, cuts[1:]):
        chunk = output[start:stop]
        pieces = chunk.split("\n")
        for i, piece in enumerate(pieces):
            text = normalise(ANSI.sub("", piece))
            if re.search(r"\w", text):
                lines.append(AppLine(text, prompt=i == len(pieces) - 1 and stop in waits))
    return lines


def spoken_text(utterances: Sequence[Utterance], typed: Sequence[str]) -> list[str]:
    """The lines Orca spoke of the terminal's new text, in order: key echo, focus announcements and
    Orca's own messages are left out, and so is the terminal's echo of what was typed (a single-line
    insertion that is part of a typed key line, which Orca speaks when keys come fast)."""
    lines: list[str] = []
    for utterance in utterances:
        if utterance.from_terminal_text and not is_echo(utterance, typed):
            lines.extend(normalise(line) for line in utterance.text.split("\n") if normalise(line))
    return lines


def is_echo(utterance: Utterance, typed: Sequence[str]) -> bool:
    """Whether a terminal utterance is only the echo of typed keys (one line, part of a typed line).

    >>> is_echo(Utterance("ue", "OBJECT EVENT object:text-changed:insert", 0), ["1", "queue"])
    True
    """
    text = normalise(utterance.text).lower()
    return "\n" not in utterance.text.strip() and any(text in t.lower() for t in typed if t.strip())


@dataclass
class SpeechMatch:
    """How the app's lines were spoken: each line's count (0 = never, or only in part) and the spoken
    text that matched no printed line (a line spoken twice leaves its second copy here)."""

    lines: list[tuple[AppLine, int]]
    unprinted: list[str]

    @property
    def never_spoken(self) -> list[AppLine]:
        return [line for line, count in self.lines if count == 0]

    @property
    def spoken_again(self) -> list[tuple[AppLine, int]]:
        """Lines whose whole text is also in the spoken text that matched no printed line."""
        extra = " | ".join(self.unprinted)
        found = []
        for line, _ in self.lines:
            words = " ".join(_words(line.text))
            if len(words) > 3 and words in extra:
                found.append((line, extra.count(words)))
        return found

    @property
    def exactly_once(self) -> bool:
        return not self.never_spoken and not self.unprinted


def _words(text: str) -> list[str]:
    return [w for w in text.split() if re.search(r"\w", w)]


def match_speech(lines: Sequence[AppLine], spoken: Sequence[str]) -> SpeechMatch:
    """Align the app's lines with the spoken lines word by word, so that Orca may merge several printed
    lines into one utterance or split one over two; a line counts as spoken when every word of it
    matched, in order.  Words without a letter or digit (a prompt's ``>``) are ignored on both sides.

    >>> lines = [AppLine("Your turn.", False), AppLine("Queue empty.", False), AppLine("Hand: 1 lion.", False)]
    >>> m = match_speech(lines, ["Your turn. Queue", "empty.", "Hand: 1 lion.", "Queue empty."])
    >>> [count for _, count in m.lines], m.unprinted, m.exactly_once
    ([1, 1, 1], ['Queue empty.'], False)
    >>> [line.text for line, _ in m.spoken_again]
    ['Queue empty.']
    """
    app_words: list[tuple[int, str]] = [(i, w) for i, line in enumerate(lines) for w in _words(line.text)]
    said_words = [w for text in spoken for w in _words(text)]
    matcher = difflib.SequenceMatcher(None, [w for _, w in app_words], said_words, autojunk=False)
    matched = [False] * len(app_words)
    said_matched = [False] * len(said_words)
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            matched[block.a + k] = True
            said_matched[block.b + k] = True
    counts = []
    for i, line in enumerate(lines):
        flags = [matched[k] for k, (owner, _) in enumerate(app_words) if owner == i]
        counts.append((line, 1 if flags and all(flags) else 0))
    unprinted: list[str] = []
    run: list[str] = []
    for word, ok in zip(said_words, said_matched):
        if ok:
            if run:
                unprinted.append(" ".join(run))
                run = []
        else:
            run.append(word)
    if run:
        unprinted.append(" ".join(run))
    return SpeechMatch(counts, unprinted)


# ---------------------------------------------------------------------------------------------
# The Braille window at each prompt


@dataclass(frozen=True)
class PromptWindow:
    prompt: str  # the text before the cursor, as printed
    window: str | None  # Orca's last VISIBLE window while the app waited
    pane: str  # what the tt display showed then (tmux capture), for the report

    @property
    def problem(self) -> str | None:
        """Why this window fails to show the decision, or None.

        >>> PromptWindow("> ", "> ", ">").problem
        'the prompt names no decision (no word of three letters or more)'
        >>> PromptWindow("Hraj, 1 až 4: ", "Hraj, 1 až 4: ", "Hraj, 1 až 4:").problem is None
        True
        >>> PromptWindow("Play, 1 to 4: ", "Hand: 1 lion.", "Hand: 1 lion.").problem
        'the window does not hold the prompt'
        """
        prompt = normalise(self.prompt)
        if self.window is None:
            return "Orca showed no Braille window"
        if prompt not in normalise(self.window):
            cells = f" (the prompt is {len(prompt)} cells, the display {CELLS})" if len(prompt) >= CELLS else ""
            return f"the window does not hold the prompt{cells}"
        if not has_word(prompt):
            return "the prompt names no decision (no word of three letters or more)"
        return None


def braille_at_prompts(log: OrcaLog, prompts: Sequence[str], panes: Sequence[str],
                       lines_before: int = 0) -> list[PromptWindow]:
    """Pair each wait for input with the Braille window Orca showed during it: the last ``VISIBLE``
    before the first key of the next typed line (a line ends at its Return), or before Orca shut down
    for the last wait.  The first ``lines_before`` typed lines came before the first prompt (the
    Return that starts the app).

    >>> log = OrcaLog([], [Window("Play: ", 23, 10), Window("Play: 1", 24, 30), Window("Buy: ", 22, 50)],
    ...               [(20, "1"), (40, "Return")], (40, 1), 60)
    >>> [(p.prompt, p.window) for p in braille_at_prompts(log, ["Play: ", "Buy: "], ["", ""])]
    [('Play: ', 'Play: '), ('Buy: ', 'Buy: ')]
    """
    starts: list[int] = []
    expecting = True
    for position, key in log.key_presses:
        if expecting:
            starts.append(position)
            expecting = False
        if key in ("Return", "KP_Enter"):
            expecting = True
    starts = starts[lines_before:]
    bounds = [*starts[:len(prompts) - 1], log.end]
    result = []
    for i, prompt in enumerate(prompts):
        bound = bounds[i] if i < len(bounds) else log.end
        shown = [w.text for w in log.windows if w.position < bound]
        result.append(PromptWindow(prompt, shown[-1] if shown else None, panes[i] if i < len(panes) else ""))
    return result


# ---------------------------------------------------------------------------------------------
# Running it


class StackError(RuntimeError):
    """The stack did not come up, or the app did not reach a prompt in time."""


@dataclass
class Run:
    """One session's files and measurements; ``folder`` holds orca.log, app.out and the rest."""

    folder: Path
    command: list[str]
    keys: list[str]
    prompts: list[str] = field(default_factory=list)  # the partial last line at each wait
    prompt_offsets: list[int] = field(default_factory=list)  # characters of app output at each wait
    panes: list[str] = field(default_factory=list)  # the tt display's text at each wait
    notes: list[str] = field(default_factory=list)
    timeline: list[tuple[str, float]] = field(default_factory=list)  # (step, seconds since the start)
    wall_seconds: float = 0.0
    cpu_seconds: float = 0.0

    @property
    def app_output(self) -> str:
        path = self.folder / "app.out"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    @property
    def orca_log(self) -> OrcaLog:
        path = self.folder / "orca.log"
        return parse_orca_log(path.read_text(encoding="utf-8", errors="replace") if path.exists() else "")


def _free_brlapi_host() -> int:
    for number in range(40, 100):
        if not (BRLAPI_SOCKETS / str(number)).exists() and not (BRLAPI_SOCKETS / f".{number}").exists():
            return number
    raise StackError(f"no free BrlAPI socket in {BRLAPI_SOCKETS}")


@contextlib.contextmanager
def _one_at_a_time() -> Iterator[None]:
    import fcntl  # POSIX only; the module is imported (for doctests) everywhere

    with open(ONE_AT_A_TIME, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


# Runs the session as a child subreaper: the services D-Bus starts (gnome-terminal-server, the app in it)
# are orphaned when the bus stops and come here to be reaped, so that they have ended when the session
# has, and their CPU time counts in the test's RUSAGE_CHILDREN.
_REAPER = """
import ctypes, os, subprocess, sys, time
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
status = subprocess.call(sys.argv[1:])
deadline = time.monotonic() + 15
while time.monotonic() < deadline:
    try:
        if os.waitpid(-1, os.WNOHANG) == (0, 0):
            time.sleep(0.05)
    except ChildProcessError:
        break
else:
    print("left running:", open("/proc/self/task/%d/children" % os.getpid()).read(), flush=True)
sys.exit(status)
"""


def _poll(condition: Callable[[], T], timeout: float, step: float = 0.05) -> T:
    """Call ``condition`` until it returns something true or ``timeout`` seconds pass; return its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(step)


class Stack:
    """``with Stack(run, env) as stack: stack.play(run.keys)`` brings the stack up, plays, and takes
    it all down again (``env`` is added to the session's environment); then ``analyse(run)``."""

    def __init__(self, run: Run, env: dict[str, str], timeout: float = 30.0) -> None:
        self.run = run
        self.extra_env = env
        self.timeout = timeout  # for each wait (Orca's start, each prompt)
        self.processes: list[subprocess.Popen[bytes]] = []
        self.tmux_socket = run.folder / "tmux.sock"
        self.display = ""
        self.session: subprocess.Popen[bytes] | None = None

    # -- plumbing

    def _start(self, args: Sequence[str], log: str, **kwargs: Any) -> subprocess.Popen[bytes]:
        with open(self.run.folder / log, "wb") as out:
            process = subprocess.Popen(list(args), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                       start_new_session=True, **kwargs)
        self.processes.append(process)
        return process

    def _tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-S", str(self.tmux_socket), *args], capture_output=True, text=True,
                              timeout=10).stdout

    def pane(self) -> str:
        """The text line of the virtual Braille display (the tt driver draws text, then the dots)."""
        lines = self._tmux("capture-pane", "-p", "-t", "brl").splitlines()
        return lines[0].rstrip() if lines else ""

    def _xdotool(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=30,
                              env={**os.environ, "DISPLAY": self.display}).stdout

    def __enter__(self) -> Stack:
        import resource  # POSIX only, like the rest of running it

        self._lock = _one_at_a_time()
        self._lock.__enter__()
        self._rusage = resource.getrusage(resource.RUSAGE_CHILDREN)
        self._cpu = time.process_time()
        self._began = time.monotonic()
        try:
            self._bring_up()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _bring_up(self) -> None:
        folder = self.run.folder
        for stale in ("go", "stop", "app.out", "app.pid", "tty-size", "orca.log", "report.txt"):
            (folder / stale).unlink(missing_ok=True)
        # X: Xvfb picks a free display number and writes it to a pipe.
        read_end, write_end = os.pipe()
        self._start(["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                    "xvfb.log", pass_fds=(write_end,))
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise StackError("Xvfb did not start; see xvfb.log")
        self.display = f":{number}"
        # Braille: a tmux pane is the display's screen; BRLTTY's tt driver draws 40 cells into it.
        self._tmux("new-session", "-d", "-s", "brl", "-x", "60", "-y", "3", "sleep 100000")
        tty = self._tmux("display", "-p", "-t", "brl", "#{pane_tty}").strip()
        if not tty.startswith("/dev/"):
            raise StackError("tmux gave no pane for the Braille display")
        self.brlapi_host = f":{_free_brlapi_host()}"
        (folder / "brltty").mkdir(exist_ok=True)
        self._start(["brltty", "-q", "-n", "-e", "-f", "/dev/null", "-b", "tt", "-B", f"columns={CELLS},lines=1",
                     "-d", f"serial:{tty.removeprefix('/dev/')}", "-x", "no", "-s", "no",
                     "-A", f"auth=none,host={self.brlapi_host}", "-W", str(folder / "brltty"),
                     "-U", str(folder / "brltty"), "-P", str(folder / "brltty" / "pid")], "brltty.log")
        # The session: its own home (fresh Orca settings), runtime folder and D-Bus bus.
        home, runtime = folder / "home", folder / "run"
        home.mkdir(exist_ok=True)
        runtime.mkdir(mode=0o700, exist_ok=True)
        command = " ".join(_quote(a) for a in self.run.command)
        # The app starts when Return is pressed in the focused terminal, as a player starts it from a
        # shell: Orca speaks a terminal's new text only when it has a cause (a key, or text ending at
        # the cursor), and the app's first lines may reach the terminal before its first prompt does.
        (folder / "app.sh").write_text(
            f'stty size > {_quote(str(folder / "tty-size"))}\n'
            f'echo $$ > {_quote(str(folder / "app.pid"))}\n'
            'read -r -s _\n'
            f'{command} 2>&1 | {_quote(sys.executable)} {_quote(str(TEE_BURSTS))} {_quote(str(folder / "app.out"))}\n',
            encoding="utf-8")
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "XDG_RUNTIME_DIR": str(runtime),
            "DISPLAY": self.display,
            "LANG": "C.UTF-8",  # gnome-terminal refuses a locale that is not UTF-8
            "GTK_A11Y": "atspi",
            "NO_AT_BRIDGE": "0",
            "BRLAPI_HOST": self.brlapi_host,
            "BRLAPI_AUTH": "none",
            # No speech server: Orca still logs each utterance, nothing is played or waits for a sound card.
            "SPEECHD_CMD": "/bin/false",
            "SPEECHD_ADDRESS": f"unix_socket:{runtime / 'no-speech-dispatcher'}",
            "PYTHONUNBUFFERED": "1",  # the app's lines reach the terminal as they would on a tty
            # Tall enough not to scroll in a short game: when VTE scrolls, it reports the lines leaving
            # the top as deleted, and an insertion Orca handles late is then read at shifted offsets,
            # so that Orca speaks later lines twice and skips the ones it was told about.
            "TERMINAL_GEOMETRY": f"{TERMINAL_COLUMNS}x{TERMINAL_ROWS}",
            **self.extra_env,
        }
        self.session = self._start([sys.executable, "-c", _REAPER,
                                    "dbus-run-session", "--", "bash", str(SESSION_SCRIPT), str(folder)],
                                   "session.log", env=env)
        # Orca is up when its start message reaches the Braille display.
        if not _poll(lambda: "Screen reader on" in self.pane() or self._session_ended(), self.timeout):
            raise StackError(f"Orca did not show 'Screen reader on.' on the Braille display in {self.timeout:.0f} s")
        if self._session_ended():
            raise StackError("the X session ended early; see session.log and orca.stdout.log")
        self._mark("Orca on the Braille display")
        (folder / "go").touch()
        window = _poll(lambda: self._xdotool("search", "--class", "gnome-terminal").split(), self.timeout)
        if not window:
            raise StackError("no gnome-terminal window appeared; see terminal.log")
        self._xdotool("windowactivate", "--sync", window[-1])
        # Orca announces the focused terminal on the display ("Terminal frame"); let it settle, then start.
        if not _poll(lambda: "Terminal" in self.pane(), self.timeout):
            self.run.notes.append(f"the Braille display never showed the terminal's focus; it showed {self.pane()!r}")
        self._settle(0.4)
        self._mark("terminal focused")
        if not _poll(lambda: (folder / "app.pid").exists(), self.timeout):
            raise StackError("the terminal did not run app.sh; see terminal.log")
        self._xdotool("key", "Return")

    def _settle(self, quiet: float) -> None:
        """Wait until the Braille display (text and dots) has not changed for ``quiet`` seconds."""
        deadline = time.monotonic() + self.timeout
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            now = self._tmux("capture-pane", "-p", "-t", "brl")
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return
            time.sleep(0.05)

    def _shows_end_of(self, line: str) -> bool:
        """Whether the display shows the end of ``line``: it shows the cursor's line, and a line longer
        than the display by its end, where the cursor is."""
        shown = normalise(self.pane())
        return bool(shown) and normalise(ANSI.sub("", line)).endswith(shown)

    def _mark(self, step: str) -> None:
        self.run.timeline.append((step, time.monotonic() - self._began))

    def _session_ended(self) -> bool:
        return self.session is not None and self.session.poll() is not None

    # -- playing

    def _prompt(self, after: int) -> tuple[int, str] | None:
        """The app's output length and its last partial line, if it grew past ``after`` and ends
        without a newline (the app is waiting at a prompt)."""
        path = self.run.folder / "app.out"
        text = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
        if len(text) <= after or text.endswith("\n"):
            return None
        return len(text), text.rsplit("\n", 1)[-1]

    def wait_for_prompt(self, after: int) -> int:
        """Wait until the app prints a prompt (its output stops growing and ends in a partial line) and
        Orca's Braille display has caught up with it; record it and return the output's length."""
        settled: list[tuple[int, str] | None] = [None]

        def prompt_settled() -> tuple[int, str] | None:
            now = self._prompt(after)
            if now is None:
                settled[0] = None
                return None
            if settled[0] == now:
                return now
            settled[0] = now
            time.sleep(0.15)
            return now if self._prompt(after) == now else None

        found = _poll(prompt_settled, self.timeout)
        if not found:
            raise StackError(f"the app printed no prompt within {self.timeout:.0f} s (after {after} characters)")
        length, prompt = found
        if not _poll(lambda: self._shows_end_of(prompt), self.timeout / 2):
            self.run.notes.append(f"the Braille display did not settle on prompt {len(self.run.prompts) + 1} "
                                  f"{prompt!r} within {self.timeout / 2:.0f} s; it showed {self.pane()!r}")
        time.sleep(0.15)  # Orca speaks the new text right after it brailles it
        self.run.prompts.append(prompt)
        self.run.prompt_offsets.append(length)
        self.run.panes.append(self.pane())
        self._mark(f"prompt {len(self.run.prompts)}")
        return length

    def type_line(self, text: str) -> None:
        """Type ``text`` (ASCII: xdotool remaps keys for other letters), wait for its echo after the
        prompt on the Braille display, then press Return."""
        if not text.isascii():
            raise ValueError(f"type ASCII only, not {text!r}")
        self._xdotool("type", "--delay", "40", "--", text)
        prompt = self.run.prompts[-1] if self.run.prompts else ""
        if not _poll(lambda: self._shows_end_of(prompt + text), self.timeout / 2):
            self.run.notes.append(f"the Braille display did not echo {text!r}; it showed {self.pane()!r}")
        self._xdotool("key", "Return")

    def play(self, keys: Sequence[str]) -> None:
        length = self.wait_for_prompt(0)
        for key in keys:
            self.type_line(key)
            length = self.wait_for_prompt(length)

    def __exit__(self, *exc: object) -> None:
        folder = self.run.folder
        try:
            (folder / "stop").touch()
            if self.session is not None:
                try:
                    self.session.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    self.run.notes.append("the X session did not end in 30 s; killed")
            # Each process started here leads its own process group; signal a group only while its
            # leader is still unreaped, so that its number cannot belong to anyone else.
            for process in reversed(self.processes):
                if process.poll() is None:
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.killpg(process.pid, signal.SIGTERM)
            for process in self.processes:
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.killpg(process.pid, signal.SIGKILL)
                    process.wait(timeout=10)
            if self.tmux_socket.exists():
                self._tmux("kill-server")
            self._mark("stopped")
        finally:
            import resource

            used = resource.getrusage(resource.RUSAGE_CHILDREN)
            self.run.wall_seconds = time.monotonic() - self._began
            self.run.cpu_seconds = (used.ru_utime - self._rusage.ru_utime + used.ru_stime - self._rusage.ru_stime
                                    + time.process_time() - self._cpu)
            self._lock.__exit__(None, None, None)


def _quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


# ---------------------------------------------------------------------------------------------
# The report


@dataclass
class Findings:
    run: Run
    log: OrcaLog
    lines: list[AppLine]
    speech: SpeechMatch
    prompts: list[PromptWindow]

    @property
    def wide_windows(self) -> list[str]:
        return [w.text for w in self.log.windows if len(w.text) > CELLS]

    def _kind(self, utterance: Utterance) -> str:
        if not utterance.from_terminal_text:
            return " "
        return "e" if is_echo(utterance, self.run.keys) else "*"

    def speech_report(self) -> str:
        out = []
        for line in self.speech.never_spoken:
            out.append(f"  NEVER SPOKEN{' (prompt)' if line.prompt else ''}: {line.text!r}")
        for text in self.speech.unprinted:
            out.append(f"  SPOKEN, NOT PRINTED (OR SPOKEN AGAIN): {text!r}")
        for line, n in self.speech.spoken_again:
            out.append(f"  SPOKEN {n} MORE TIME(S): {line.text!r}")
        return "\n".join(out)

    def prompt_report(self) -> str:
        out = []
        for i, p in enumerate(self.prompts, 1):
            mark = "ok  " if p.problem is None else "FAIL"
            out.append(f"  {mark} prompt {i}: printed {p.prompt!r}; Braille window {p.window!r}; "
                       f"display {p.pane!r}" + (f" -- {p.problem}" if p.problem else ""))
        return "\n".join(out)

    def text(self) -> str:
        run, log = self.run, self.log
        terminal = [u for u in log.utterances if u.from_terminal_text and not is_echo(u, run.keys)]
        out = [
            f"command: {' '.join(run.command)}",
            f"keys: {run.keys}",
            f"time: {run.wall_seconds:.1f} s wall, {run.cpu_seconds:.1f} s CPU (this process and its children)",
            f"braille display: {log.display_size} cells as Orca reported it",
            "timeline: " + ", ".join(f"{step} {t:.1f} s" for step, t in run.timeline),
            *(f"note: {n}" for n in run.notes),
            "",
            f"UTTERANCES ({len(log.utterances)}; '*' = the terminal's new text, checked against the app's lines; "
            "'e' = the terminal's echo of typed keys)",
            *(f"  {self._kind(u)} {u.text!r}   [{u.event or 'no event'}]" for u in log.utterances),
            "",
            f"BRAILLE WINDOWS ({len(log.windows)})",
            *(f"  [{w.text}] cursor={w.cursor}" for w in log.windows),
            "",
            f"BRAILLE AT EACH PROMPT ({len(self.prompts)})",
            self.prompt_report(),
            "",
            f"APP LINES ({len(self.lines)}), times spoken",
            *(f"  {n} {'prompt ' if line.prompt else ''}{line.text!r}" for line, n in self.speech.lines),
            "",
            "SPEECH DIFFERENCES",
            self.speech_report() or "  none",
            "",
            f"summary: {len(self.lines)} app lines, {len(self.speech.never_spoken)} never spoken, "
            f"{len(self.speech.unprinted)} spoken runs printed by no line, {len(terminal)} terminal utterances, "
            f"{sum(p.problem is not None for p in self.prompts)} of {len(self.prompts)} prompts not shown in Braille, "
            f"{len(self.wide_windows)} Braille windows over {CELLS} cells",
        ]
        return "\n".join(out) + "\n"


def analyse(run: Run) -> Findings:
    """Parse a finished run's files and write ``report.txt`` into its folder."""
    log = run.orca_log
    lines = app_lines(run.app_output, run.prompt_offsets)
    speech = match_speech(lines, spoken_text(log.utterances, run.keys))
    findings = Findings(run, log, lines, speech, braille_at_prompts(log, run.prompts, run.panes, lines_before=1))
    (run.folder / "report.txt").write_text(findings.text(), encoding="utf-8")
    return findings
