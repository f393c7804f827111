"""``make_output``: from ``--speech`` and the settings to a ready ``Speech``.

Speech engines are imported only here and only for the mode that needs them, so
``import accessible_games.speech`` stays fast and never loads pyttsx3 or
accessible-output2.
"""

from __future__ import annotations

from typing import TextIO

from .base import MODES, MSG_ENGINE_MISSING, MSG_VOICE_MISSING, EngineUnavailable, Output, Reporter
from .facade import Speech
from .printer import PrintOutput
from .recorder import RecorderOutput


def make_output(
    mode: str,
    lang: str,
    rate: int | None,
    voice: str | None,
    report: Reporter,
    *,
    stream: TextIO | None = None,
    braille: bool = True,
    start_timeout: float = 5.0,
) -> Speech:
    """Build the announcer for ``--speech MODE``.

    ``mode``: ``auto`` or ``print`` (print only, the default), ``screen-reader``
    (accessible-output2), ``tts`` (the built-in voice, pyttsx3 in a child
    process) or ``recorder`` (keeps speech requests, for tests).  ``lang`` picks
    the built-in voice's language (``cs`` or ``en``), and Speech Dispatcher's;
    ``rate`` (words per minute) and ``voice`` (an engine voice id or name) come from
    the settings and set the built-in voice; ``rate`` also says how fast the player's
    screen reader speaks, for the estimate that paces it.  Lines always go to ``stream``
    (default: stdout).

    When the mode cannot start, ``report(message_id, args)`` is called exactly
    once, here, with ``speech-engine-missing`` and ``{"mode", "reason"}``, and the
    result prints only.  The built-in voice may also report
    ``speech-voice-missing`` (``{"lang"}``) once when no voice for ``lang`` exists.
    Startup waits for the engine at most ``start_timeout`` seconds (usually about
    0.1 s for the built-in voice; nothing for print).
    """
    channel, active = make_channel(mode, lang, rate, voice, report,
                                   start_timeout=start_timeout)
    return Speech(PrintOutput(stream), channel, mode=active, report=report, braille=braille)


def make_channel(
    mode: str,
    lang: str,
    rate: int | None,
    voice: str | None,
    report: Reporter,
    *,
    start_timeout: float = 5.0,
) -> tuple[Output | None, str]:
    """Build only the speech channel for ``mode``: return it (None: print only)
    and the mode actually in use.  Reports like ``make_output``.

    For the ``settings`` command in a running game::

        speech.set_channel(*make_channel(new_mode, lang, rate, voice, report))
    """
    chosen = "print" if mode == "auto" else mode
    try:
        if chosen == "print":
            return None, "print"
        if chosen == "recorder":
            return RecorderOutput(), "recorder"
        if chosen == "screen-reader":
            from .screen_reader import ScreenReaderOutput

            return ScreenReaderOutput.detect(timeout=min(start_timeout, 3.0), lang=lang,
                                             words_per_minute=rate), chosen
        if chosen == "tts":
            return _start_tts(lang, rate, voice, report, start_timeout), chosen
        raise EngineUnavailable("unknown-mode")
    except EngineUnavailable as exc:
        report(MSG_ENGINE_MISSING, {"mode": mode, "reason": exc.reason})
        return None, "print"


def _start_tts(lang: str, rate: int | None, voice: str | None, report: Reporter,
               start_timeout: float) -> Output:
    from .tts import TtsOutput, probe_engine

    reason = probe_engine()
    if reason is not None:
        raise EngineUnavailable(reason)
    output = TtsOutput(lang, rate, voice)
    output.start(timeout=start_timeout)
    if not output.voice_matched:
        report(MSG_VOICE_MISSING, {"lang": lang})
    return output


__all__ = ["MODES", "make_channel", "make_output"]
