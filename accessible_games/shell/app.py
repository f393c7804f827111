"""The shell's shared context: language, settings, output and input."""

from __future__ import annotations

import gc
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from accessible_games.narration.l10n import L10n
from accessible_games.shell.commands import Vocabulary, set_input_language
from accessible_games.shell.interrupts import Held
from accessible_games.shell.line_input import LineInput, make_input
from accessible_games.shell.output import Announcer, SpeechSink
from accessible_games.shell.settings import Settings, save_settings
from accessible_games.speech.base import Kind


class App:
    """Everything a screen of the shell needs to talk to the player.

    With ``freeze``, what is loaded before the first read (modules, messages, words), and
    before the first read of each game (its rules, messages and words: a game gives the
    shell its vocabulary once they are loaded), is moved out of the garbage collector's
    walks (``gc.freeze``): a collection then walks only what the game has made since, so
    neither a command nor the exit pauses for it.  Nothing is collected first: only a few
    dozen objects are garbage by the first prompt, and a full collection there costs more
    than all of a game's later ones.  The command line freezes; tests, which make many
    Apps in one process, do not.
    """

    def __init__(self, settings: Settings, lang: str, input_mode: str,
                 sink: SpeechSink | None = None,
                 reader: LineInput | None = None, freeze: bool = False) -> None:
        self.settings = settings
        self._freezes = freeze
        self._freeze_at_read = freeze
        self.l10n = L10n(lang)
        set_input_language(self.l10n.lang)
        self.announcer = Announcer(sink)
        self.vocabulary = Vocabulary()
        self.reader = reader or make_input(input_mode, self._completions)
        self.held = Held()
        """Ctrl-C and the hangup signals held back from a move's save until the next
        read, so that the move is said whole (the game's session holds them)."""
        self.seat: int | None = None
        """The one seat this shell plays for at a table of the game server (the others
        are played at other computers or by the server's bots); None at a keyboard,
        where every human seat of a game is this shell's."""
        self.watching = False
        """Whether this shell watches a table of the game server without a seat: its
        sessions have no human seat and say only what every player hears."""
        self.ctrl_c_message = "shell-ctrl-c-unsaved"
        """What Ctrl-C is answered with: outside a game, that it does not leave; a game's
        session sets the message that also says the game is saved either way."""

    @property
    def lang(self) -> str:
        """Return the current language code."""
        return self.l10n.lang

    def _completions(self) -> Iterable[str]:
        return self.vocabulary.completions()

    def use_vocabulary(self, vocabulary: Vocabulary) -> None:
        """Accept (and complete) the words of a game as well as the shell's."""
        self.vocabulary = vocabulary
        self._freeze_at_read = self._freezes

    def text(self, msg_id: str, **args: Any) -> str:
        """Return the localised message."""
        return self.l10n(msg_id, args)

    def tell(self, msg_id: str, kind: Kind = "result", remember: bool = True,
             **args: Any) -> None:
        """Say one localised message as a whole line."""
        self.announcer.say(self.l10n(msg_id, args), kind, remember=remember)

    def say(self, lines: str | Iterable[str], kind: Kind = "event",
            remember: bool = True, interrupt: bool = False, owner: int | None = None) -> None:
        """Say ready-made lines; ``owner`` marks them private to that seat."""
        self.announcer.say(lines, kind, interrupt=interrupt, remember=remember, owner=owner)

    def read(self, prompt: str) -> str:
        """Read one line after ``prompt``, the decision in a few words ("Play, 1 to 4:").

        The prompt is the text before the cursor, so it is what a Braille display
        shows while the app waits; it is printed again at every read, so a question
        answered in between ends with the same prompt.  Ctrl-C is answered with a
        sentence and the prompt comes again (so is one held back since a move was said:
        ``held``).

        Raises:
            EOFError: end of input (Ctrl-D or a closed stream).
        """
        if self._freeze_at_read:
            self._freeze_at_read = False
            gc.freeze()
        while True:
            self.announcer.flush()
            try:
                self.held.release()
                return self.reader.read(prompt.rstrip() + " ")
            except EOFError:
                self.announcer.end_partial_line()
                raise
            except KeyboardInterrupt:
                self.announcer.end_partial_line()
                self.announcer.stop()
                self.tell(self.ctrl_c_message, remember=False)

    def set_language(self, lang: str) -> None:
        """Switch the language of everything said from now on, and remember it."""
        self.l10n = L10n(lang)
        set_input_language(self.l10n.lang)
        self.update_settings(language=self.l10n.lang)
        self.restart_speech()

    def report(self, msg_id: str, args: dict[str, str]) -> None:
        """Say a speech engine's one-time message (engine missing, voice missing)."""
        self.say(self.l10n(msg_id, args), "alert")

    def restart_speech(self) -> None:
        """Give the speech facade a channel for the current mode, language and voice
        (printed lines only, after saying why, when it cannot start)."""
        from accessible_games.speech.base import MSG_ENGINE_MISSING
        refused = self.try_speech(self.settings)
        if refused is not None:
            self.report(MSG_ENGINE_MISSING, refused)
            self.try_speech(replace(self.settings, speech="print"))

    def try_speech(self, settings: Settings) -> dict[str, str] | None:
        """Give the speech facade a channel as ``settings`` ask (mode, rate, voice); when
        it cannot start, return why (the ``speech-engine-missing`` variables: mode and
        reason) and leave the speech in use as it was.  A missing voice for the language
        is said, and the channel is used anyway."""
        from accessible_games.speech import Speech
        from accessible_games.speech.base import MSG_ENGINE_MISSING
        from accessible_games.speech.factory import make_channel
        sink = self.announcer.sink
        if not isinstance(sink, Speech):
            return None
        reports: list[tuple[str, dict[str, str]]] = []
        channel, mode = make_channel(settings.speech, self.lang, settings.rate or None,
                                     settings.voice or None,
                                     lambda msg_id, args: reports.append((msg_id, args)))
        for msg_id, args in reports:
            if msg_id == MSG_ENGINE_MISSING:
                return args
        for msg_id, args in reports:
            self.report(msg_id, args)
        sink.set_channel(channel, mode)
        return None

    def close(self, hurry: bool = False) -> None:
        """Let speech say to the end what was announced (the result, the last answer),
        then end it cleanly (the built-in voice runs in a child process).  Ctrl-C
        while it finishes silences it at once; with ``hurry`` (the terminal closed, the
        system shutting down) nothing is waited for."""
        sink = self.announcer.sink
        if hurry:
            sink.stop()
        else:
            self.announcer.flush()
        end_speech(sink, hurry)

    def update_settings(self, **changes: Any) -> None:
        """Change settings and save them; a write failure is said, not raised."""
        self.settings = replace(self.settings, **changes).validated()
        if not save_settings(self.settings):
            self.tell("shell-settings-not-saved")


def end_speech(sink: SpeechSink, hurry: bool = False) -> None:
    """Let ``sink``'s speech say to the end what it was given (unless ``hurry``; Ctrl-C
    meanwhile silences it at once), then close it (the built-in voice runs in a child
    process)."""
    finish = getattr(sink, "finish", None)
    if finish is not None and not hurry:
        try:
            finish()
        except KeyboardInterrupt:
            sink.stop()
    close = getattr(sink, "close", None)
    if close is not None:
        close()
