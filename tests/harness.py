"""One keyboard-session harness for every game's shell tests, driven in-process.

``Harness`` builds an App with a scripted reader (``ScriptReader``) and a recording
sink (``RecordingSink``), a Match of any game of the registry, and that game's session
(``make_session`` from its entry).  A test script is a list of lines (or callables
returning the line when it is read); ``run`` plays the session to its end and checks
that every line said is clean (``assert_clean``).  A game's test module binds its
game id and defaults in a small subclass and adds what is its own (a narrator, a
staging helper).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from accessible_games import registry
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.shell.app import App
from accessible_games.shell.settings import Settings

CTRL_C = "<ctrl-c>"
"""A script item that makes the reader raise KeyboardInterrupt."""
CTRL_D = "<ctrl-d>"
"""A script item that makes the reader raise EOFError."""

GAME_OVER_PROMPTS = frozenset(L10n(lang)("shell-prompt-game-over") + " " for lang in LANGUAGES)
"""The prompt after a game's result, as the reader gets it (in either language)."""

ANNA = PlayerSpec("Anna")
BOB = PlayerSpec("Bob")
PETR = PlayerSpec("Petr")
BOT_GREEN = PlayerSpec("Bot Green", "greedy")
BOT_BLUE = PlayerSpec("Bot Blue", "greedy")

ScriptItem = str | Callable[[], str]
Stage = Callable[[Any], Any]
"""Returns the state a test starts from, made from the dealt one."""


class ScriptReader:
    """A line reader that returns scripted lines.

    Script items are strings or callables returning the string (called at the
    moment of reading).  ``CTRL_C``/``CTRL_D`` raise KeyboardInterrupt/EOFError.
    When the script runs out, ``when_done`` decides: "eof" raises EOFError, any other
    string is typed again and again, and a callable is asked for the line; but at the
    prompt after a game's end Enter is pressed.
    """

    mode = "plain"

    def __init__(self, script: Iterable[ScriptItem], when_done: str | Callable[[], str] = "eof",
                 limit: int = 4000) -> None:
        self.script = list(script)
        self.position = 0
        self.when_done = when_done
        self.limit = limit
        self.reads = 0
        self.prompts: list[str] = []
        self.typed: dict[int, str] = {}
        self.on_read: Callable[[int], None] | None = None

    def read(self, prompt: str) -> str:
        """Return the next scripted line (after noting the prompt and the table)."""
        self.reads += 1
        self.prompts.append(prompt)
        if self.on_read is not None:
            self.on_read(self.reads)
        if self.reads > self.limit:
            raise RuntimeError("the script ran too long: the session never ends")
        if self.position < len(self.script):
            item = self.script[self.position]
            self.position += 1
            line = item() if callable(item) else item
        elif prompt in GAME_OVER_PROMPTS:
            line = ""
        elif self.when_done == "eof":
            line = CTRL_D
        elif callable(self.when_done):
            line = self.when_done()
        else:
            line = str(self.when_done)
        if line == CTRL_C:
            raise KeyboardInterrupt
        if line == CTRL_D:
            raise EOFError
        self.typed[self.reads] = line
        return line


@dataclass
class Said:
    """One line handed to the sink, with the read it answers and the table then."""

    text: str
    kind: str
    interrupt: bool
    read_no: int
    state: Any
    keyboard: int | None


class RecordingSink:
    """The speech sink: records every line, the read it answers and the table then."""

    def __init__(self, reader: ScriptReader | None = None) -> None:
        self.said: list[Said] = []
        self.stops = 0
        self.reader = reader
        self.session: Any = None

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        """Record one line."""
        session = self.session
        self.said.append(Said(text, kind, interrupt, self.reader.reads if self.reader else 0,
                              session.match.state if session else None,
                              session.keyboard if session else None))

    def stop(self) -> None:
        """Count a request to stop speaking."""
        self.stops += 1


class Snapshot(NamedTuple):
    """The game just before a read: history length, state and (if kept) the transcript."""

    history: int
    state: Any
    transcript: list[str] | None = None


_SYMBOL_RANGES = ((0x2190, 0x21FF), (0x2300, 0x23FF), (0x2500, 0x27BF), (0x2B00, 0x2BFF),
                  (0x1F000, 0x1FAFF), (0xFE00, 0xFE0F))
_BAD_CATEGORIES = ("Cc", "Cf", "Co", "Cs", "Cn", "So")


def bad_characters(line: str, maths: bool = False) -> list[str]:
    """Return the characters a Braille display or screen reader must never get (with
    ``maths``, mathematical symbols too)."""
    categories = _BAD_CATEGORIES + (("Sm",) if maths else ())
    found = []
    for ch in line:
        if ch in "\u2068\u2069\x1b" or unicodedata.category(ch) in categories \
                or any(low <= ord(ch) <= high for low, high in _SYMBOL_RANGES):
            found.append(f"U+{ord(ch):04X}")
    return found


LEFTOVER_IDS: dict[str, str] = {
    "o-zoo-le-mio": r"ozoolemio-[a-z]+-",
    "aquaretto-zooloretto": r"aquaretto-zooloretto-",
}
"""What an unformatted message id of a game looks like, where the game's tests check."""
MATHS_FREE = frozenset({"o-zoo-le-mio"})
"""Games whose lines hold no mathematical symbol either."""


def assert_clean(lines: Iterable[str], game_id: str | None = None) -> None:
    """Every line is whole and non-empty, with no forbidden character; for the games of
    ``LEFTOVER_IDS``, no brace or unformatted message id either."""
    maths = game_id in MATHS_FREE
    leftover = LEFTOVER_IDS.get(game_id or "")
    for line in lines:
        assert "\n" not in line, f"a line holds a newline: {line!r}"
        assert line.strip(), "an empty line was said"
        bad = bad_characters(line, maths)
        assert not bad, f"forbidden characters {bad} in {line[:120]!r}"
        if leftover is not None:
            assert "{" not in line and not re.search(leftover, line), line


class Harness:
    """An App with a scripted reader and a recording sink, a Match and its session.

    Subclasses set ``game_id`` (and may change ``players``, the default seats;
    ``keep_transcript``, to snapshot the transcript at every read; ``strict_text``,
    for ``text``).
    """

    game_id: str = ""
    players: tuple[PlayerSpec, ...] = (ANNA, BOT_GREEN)
    keep_transcript = False
    strict_text: bool | None = None

    def __init__(self, script: Iterable[ScriptItem] = (), lang: str = "en",
                 players: Sequence[PlayerSpec] | None = None, seed: int = 5,
                 when_done: str | Callable[[], str] = "eof", stage: Stage | None = None,
                 verbosity: str | None = None, options: dict[str, Any] | None = None,
                 match: Match | None = None, settings: Settings | None = None) -> None:
        self.reader = ScriptReader(script, when_done)
        self.sink = RecordingSink(self.reader)
        if settings is None:
            settings = Settings(bot_delay=0) if verbosity is None else \
                Settings(bot_delay=0, verbosity=verbosity)
        self.app = App(settings, lang, "plain", sink=self.sink, reader=self.reader)
        if match is None:
            game = registry.get_game(self.game_id)
            assert game is not None, self.game_id
            match = Match.start(game, list(players or self.players), dict(options or {}),
                                seed)
            resumed = False
        else:
            resumed = True
        self.match = match
        if stage is not None:
            self.match.state = stage(self.match.state)
        self.start_state = self.match.state
        self.session = registry.entry(self.game_id).make_session(self.app, self.match, resumed)
        self.sink.session = self.session
        self.snaps: dict[int, Snapshot] = {}
        self.reader.on_read = self._snap
        self.exit: int | None = None

    @property
    def game(self) -> Any:
        """The rules of the match."""
        return self.match.game

    def _snap(self, read_no: int) -> None:
        transcript = list(self.app.announcer.transcript) if self.keep_transcript else None
        self.snaps[read_no] = Snapshot(len(self.match.history), self.match.state, transcript)

    def run(self) -> Harness:
        """Run the session to its end; every line said must be clean."""
        self.exit = self.session.run()
        assert_clean(self.lines(), self.game_id)
        return self

    @classmethod
    def play(cls, script: Iterable[ScriptItem] = (), **kwargs: Any) -> Any:
        """Build a harness, run the session to its end and return it."""
        return cls(script, **kwargs).run()

    # -- reading the results ----------------------------------------------------

    def lines(self) -> list[str]:
        """Every line said."""
        return [s.text for s in self.sink.said]

    def reply(self, read_no: int) -> list[str]:
        """Return the lines said after read ``read_no`` and before the next read."""
        return [s.text for s in self.sink.said if s.read_no == read_no]

    def said_before(self, read_no: int) -> list[Said]:
        """Return everything said before the line of read ``read_no`` was typed."""
        return [s for s in self.sink.said if s.read_no < read_no]

    def unchanged(self, first: int, last: int | None = None) -> bool:
        """Return whether nothing happened to the game from read ``first`` to ``last``."""
        last = first + 1 if last is None else last
        a, b = self.snaps[first], self.snaps[last]
        return a.history == b.history and a.state == b.state

    def played_after(self, read_no: int) -> list[tuple[int, Any]]:
        """Return the actions committed from read ``read_no`` on."""
        return self.match.history[self.snaps[read_no].history:]

    def text(self, msg_id: str, **args: Any) -> str:
        """A message in the session's language."""
        return L10n(self.app.lang, strict=self.strict_text)(msg_id, args)

    def view(self, seat: int | None = 0, read_no: int | None = None) -> Any:
        """What ``seat`` knows now, or just before read ``read_no``."""
        state = self.snaps[read_no].state if read_no is not None else self.match.state
        return self.game.view(state, seat)

    def state_at(self, read_no: int) -> Any:
        """The state just before read ``read_no``."""
        return self.snaps[read_no].state
