"""Questions about the table, review, rules, help and settings: none of them uses a turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from accessible_games.core.events import PlayerId
from accessible_games.narration.encyclopedia import EncyclopediaReader
from accessible_games.narration.rules import RulesBook, RulesReader, find_topic
from accessible_games.shell.app import App
from accessible_games.shell.commands import echo
from accessible_games.shell.settings_menu import settings_dialog
from accessible_games.speech import Speech

MAX_HISTORY = 200


class _Pages(Protocol):
    def more(self) -> str | None: ...


class QueryMixin:
    """Answers the free questions of a game session (``query``).

    Mixed into a game's session, which provides what is declared here.
    """

    app: App
    rules_book: RulesBook
    animals: tuple[str, ...]
    why: Callable[[PlayerId | None, tuple[str, ...]], None]
    hint: Callable[[PlayerId], None]
    save_now: Callable[[], None]
    leave: Callable[[], None]
    refresh_language: Callable[[], None]
    prompt_turn: Callable[[PlayerId], None]

    def __init__(self) -> None:
        self.rules_reader: _Pages | None = None
        """What ``more`` continues: the rules topic or the animal last opened."""

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Answer one of the questions and free commands every game shares for ``seat``
        (each game answers its table's questions before it asks this)."""
        app = self.app
        if command == "repeat":
            app.say(app.announcer.last_block or [app.text("shell-nothing-to-repeat")],
                    "result", remember=False)
        elif command in ("older", "newer"):
            self.review(command, rest)
        elif command == "history":
            self.history(rest)
        elif command == "rules":
            self.rules(rest)
        elif command == "about":
            self.about(rest)
        elif command == "more":
            self.more()
        elif command == "why":
            self.why(seat, rest)
        elif command == "hint":
            self.hint(seat)
        elif command == "help":
            app.say([app.text("shell-help-1"), app.text("shell-help-2"),
                     app.text("shell-help-3"), app.text("shell-help-4")], "result",
                    remember=False)
        elif command == "settings":
            try:
                settings_dialog(app)
            except EOFError:
                from accessible_games.shell.session import Quit
                self.leave()
                raise Quit from None
            self.refresh_language()
            self.prompt_turn(seat)
        elif command == "save":
            self.save_now()
        elif command == "quit":
            from accessible_games.shell.session import Quit
            self.leave()
            raise Quit
        elif command == "stop":
            self.stop()

    def stop(self) -> None:
        """Silence speech; when the game only prints lines, say that nothing speaks."""
        app = self.app
        sink = app.announcer.sink
        if isinstance(sink, Speech) and sink.mode == "print":
            app.tell("shell-stop-print", remember=False)
        else:
            app.announcer.stop()

    def review(self, command: str, rest: tuple[str, ...]) -> None:
        """Step back (``,``) or forward (``.``) through what was said."""
        app = self.app
        steps = int(rest[0]) if rest and rest[0].isdecimal() and len(rest[0]) <= 3 else 1
        line = None
        for _ in range(max(1, steps)):
            step = app.announcer.review(-1 if command == "older" else 1)
            if step is None:
                break
            line = step
        if line is None:
            app.tell("shell-review-start" if command == "older" else "shell-review-end",
                     remember=False)
        else:
            app.say(line, "result", remember=False)

    def history(self, rest: tuple[str, ...]) -> None:
        """Say the last N lines of the transcript (10 unless told)."""
        app = self.app
        count = 10
        if rest:
            if not (rest[0].isdecimal() and len(rest[0]) <= 6
                    and 1 <= int(rest[0]) <= MAX_HISTORY):
                app.tell("shell-history-usage", remember=False, most=MAX_HISTORY)
                return
            count = int(rest[0])
        lines = app.announcer.recent(count)
        if not lines:
            app.tell("shell-review-start", remember=False)
            return
        app.say(lines, "result", remember=False)

    def rules(self, rest: tuple[str, ...]) -> None:
        """Open a rules topic (the overview if none), one paragraph at a time."""
        app = self.app
        book = self.rules_book
        topic = "overview"
        if rest:
            found = find_topic(book, " ".join(rest)[:40])
            if found is None:
                from accessible_games.narration.rules import topic_lines
                app.say([app.text("shell-rules-unknown", topic=echo(" ".join(rest))),
                         *topic_lines(app.l10n, book)], "result", remember=False)
                return
            topic = found
        self.rules_reader = RulesReader(app.l10n, book)
        app.say(self.rules_reader.open(topic), "result", remember=False)

    def about(self, rest: tuple[str, ...]) -> None:
        """Open an animal's encyclopedia entry (the list of this game's animals if none),
        one paragraph at a time."""
        app = self.app
        reader = EncyclopediaReader(app.l10n, self.animals)
        answer = reader.ask(" ".join(rest)[:40])
        if reader.entry is not None:
            self.rules_reader = reader
        app.say(answer, "result", remember=False)

    def more(self) -> None:
        """Read the next paragraph of the open rules topic or animal entry."""
        app = self.app
        if self.rules_reader is None:
            app.tell("shell-more-nothing", remember=False)
            return
        paragraph = self.rules_reader.more()
        if paragraph is None:
            app.tell("shell-more-nothing", remember=False)
        else:
            app.say(paragraph, "result", remember=False)
