"""Speech and Braille output: printed lines always, plus at most one speech channel.

The shell creates one announcer with ``make_output`` and calls
``announce(text, kind=..., interrupt=...)`` for every line::

    speech = make_output(args.speech, lang, settings.rate, settings.voice, report)
    speech.announce(text, kind="result")
    ...
    speech.close()

Importing this package loads no speech engine: pyttsx3 and accessible-output2
are imported by ``make_output`` only for the mode that needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import (
    KINDS,
    MODES,
    MSG_ENGINE_MISSING,
    MSG_ENGINE_REFUSED,
    MSG_ENGINE_STOPPED,
    MSG_VOICE_MISSING,
    PROTECTED_KINDS,
    REASONS,
    BaseOutput,
    EngineUnavailable,
    Kind,
    Output,
    Reporter,
)
from .facade import Speech, Utterance
from .factory import make_channel, make_output
from .printer import PrintOutput, configure_console
from .recorder import Recorded, RecorderOutput

if TYPE_CHECKING:
    from .export import Synthesis, WavStats, measure_wav, synthesize_to_file

_LAZY = {"Synthesis", "WavStats", "measure_wav", "synthesize_to_file"}


def __getattr__(name: str) -> Any:
    """Load the WAV helpers (and with them subprocess and ctypes) on first use."""
    if name in _LAZY:
        from . import export

        return getattr(export, name)
    raise AttributeError(name)

__all__ = [
    "KINDS",
    "MODES",
    "MSG_ENGINE_MISSING",
    "MSG_ENGINE_REFUSED",
    "MSG_ENGINE_STOPPED",
    "MSG_VOICE_MISSING",
    "PROTECTED_KINDS",
    "REASONS",
    "BaseOutput",
    "EngineUnavailable",
    "Kind",
    "Output",
    "PrintOutput",
    "Recorded",
    "RecorderOutput",
    "Reporter",
    "Speech",
    "Synthesis",
    "Utterance",
    "WavStats",
    "configure_console",
    "make_channel",
    "make_output",
    "measure_wav",
    "synthesize_to_file",
]
