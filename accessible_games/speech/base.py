"""The ``Output`` protocol every channel implements, and the shared vocabulary.

A channel is one way of presenting an announcement: printed lines, the user's
screen reader, the built-in voice, or a recorder for tests.  Every method of a
channel returns promptly (well under 0.2 s): slow work such as talking to a
speech daemon or a synthesiser happens on the channel's own thread or child
process, so the prompt never waits for speech.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol, runtime_checkable

# What an announcement is, which decides its speech priority:
#   event   narration of what happened (other players' moves, deals);
#   result  the outcome of the player's own command; interrupts older speech;
#   status  a state update; a newer one replaces an older one not yet spoken;
#   prompt  the turn prompt and its options;
#   alert   (alias final) must be heard whole, such as the end-of-game result:
#           never cut off by later announcements, only by an explicit stop().
Kind = Literal["event", "result", "status", "prompt", "alert", "final"]

# Every valid ``Kind``, in documentation order.
KINDS: tuple[Kind, ...] = ("event", "result", "status", "prompt", "alert", "final")

# Kinds that later announcements never cut off or drop.
PROTECTED_KINDS: frozenset[str] = frozenset({"alert", "final"})

# ``report(message_id, args)``: the caller turns a Fluent id into one localised sentence.
Reporter = Callable[[str, dict[str, str]], None]

# The values of ``--speech``; ``auto`` means ``print``.
MODES: tuple[str, ...] = ("auto", "print", "screen-reader", "tts")

# Fluent id reported once when the chosen speech mode cannot start (``$mode``, ``$reason``).
MSG_ENGINE_MISSING = "speech-engine-missing"

# Fluent id said when a speech setting is refused because its mode cannot start (the
# variables of ``speech-engine-missing``): the previous setting stays.
MSG_ENGINE_REFUSED = "speech-engine-refused"

# Fluent id reported once when a working speech channel stops responding (``$mode``).
MSG_ENGINE_STOPPED = "speech-engine-stopped"

# Fluent id reported once when the built-in voice has no voice for the language (``$lang``).
MSG_VOICE_MISSING = "speech-voice-missing"

# Every ``$reason`` value of ``speech-engine-missing``; each has its own sentence.
REASONS: tuple[str, ...] = (
    "not-installed",
    "no-espeak",
    "no-player",
    "no-speechd",
    "no-screen-reader",
    "failed",
    "timeout",
    "unknown-mode",
)


class EngineUnavailable(Exception):
    """A speech engine cannot be used; ``reason`` is one of ``REASONS``."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


@runtime_checkable
class Output(Protocol):
    """One output channel.  Every method must return promptly and never raise for
    an engine problem; a channel that breaks sets ``failure`` instead."""

    def line(self, text: str) -> None:
        """Present one whole transcript line (printed channels print it; speech
        channels ignore it, since speaking is ``speak``'s job)."""

    def flush(self) -> None:
        """Deliver the lines written so far (printed channels write a turn's lines at once)."""

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        """Start speaking ``text``; with ``interrupt`` cut off whatever is being said
        first, otherwise queue it after the current speech."""

    def stop(self) -> None:
        """Silence speech at once and forget anything queued."""

    def braille(self, text: str) -> bool:
        """Show ``text`` on the Braille display; return False where the backend
        offers no Braille."""

    def is_speaking(self) -> bool | None:
        """Return whether speech is still playing or queued; None if it cannot tell."""

    def seconds_for(self, text: str) -> float:
        """Return a generous guess of how long saying ``text`` takes here (the facade
        paces a channel that cannot tell whether it is speaking by it)."""

    @property
    def failure(self) -> str | None:
        """A ``REASONS`` value once the channel has stopped working, else None."""

    def close(self) -> None:
        """Release the engine (threads, child processes); further calls do nothing."""


class BaseOutput:
    """Do-nothing defaults for every ``Output`` method; channels override what they offer."""

    def line(self, text: str) -> None:
        """Ignore the line (speech channels do not print)."""

    def flush(self) -> None:
        """Nothing is held back."""

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        """Say nothing."""

    def stop(self) -> None:
        """Nothing to silence."""

    def braille(self, text: str) -> bool:
        """No Braille here."""
        return False

    def is_speaking(self) -> bool | None:
        """Never speaking."""
        return False

    def seconds_for(self, text: str) -> float:
        """The estimate at the usual speed (``estimate_seconds``)."""
        return estimate_seconds(text)

    @property
    def failure(self) -> str | None:
        """Never fails."""
        return None

    def close(self) -> None:
        """Nothing to release."""


ESTIMATED_CHARS_PER_SECOND = 12.0
"""The speed ``estimate_seconds`` assumes: about 120 words a minute, slower than most
screen-reader users set their voice."""
CHARS_PER_WORD = 6.0
"""Characters a word takes, with its space, for a rate in words per minute."""


def estimate_seconds(text: str, chars_per_second: float = ESTIMATED_CHARS_PER_SECOND) -> float:
    """A generous guess of how long ``text`` takes to speak, for channels that
    cannot say when they have finished (screen readers)."""
    return 0.5 + len(text) / chars_per_second


def chars_per_second(words_per_minute: int | None) -> float:
    """Return the speed of a voice set to ``words_per_minute`` (None: the usual guess)."""
    if not words_per_minute:
        return ESTIMATED_CHARS_PER_SECOND
    return words_per_minute * CHARS_PER_WORD / 60.0
