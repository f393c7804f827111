"""Choosing a synthesiser voice for a language, independent of any engine.

Engines describe their voices differently: espeak-ng ``zlw/cs`` with language
``cs``, SAPI5 a registry token with ``cs_CZ``, macOS ``com.apple.voice.Zuzana``
with ``cs-CZ``.  ``choose_voice`` compares normalised language tags.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import field

from accessible_games.core.records import record

# Regions tried in order when a voice for the bare language is missing.
PREFERRED_REGIONS: dict[str, tuple[str, ...]] = {
    "en": ("en-gb", "en-us"),
    "cs": ("cs-cz",),
}

# Last resort for engines that tag no language: words in the voice's name.
LANGUAGE_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("english",),
    "cs": ("czech", "čeština"),
}


@record(slots=False)
class VoiceInfo:
    """What choosing needs to know about one voice."""

    id: str
    name: str = ""
    languages: Sequence[str] = field(default_factory=tuple)


def normalise_tag(tag: str) -> str:
    """``cs_CZ`` and ``CS-cz`` both become ``cs-cz``; the espeak priority byte is gone."""
    return tag.strip().strip("\x00\x01\x02\x03\x04\x05").replace("_", "-").lower()


def voice_languages(voice: VoiceInfo) -> list[str]:
    """The normalised language tags of ``voice``."""
    return [normalise_tag(tag) for tag in voice.languages if tag]


def speaks(voice: VoiceInfo, lang: str) -> bool:
    """Whether ``voice`` is a voice for the language ``lang`` (any region)."""
    base = normalise_tag(lang).split("-")[0]
    return any(tag.split("-")[0] == base for tag in voice_languages(voice))


def _find_preferred(voices: Sequence[VoiceInfo], preferred: str) -> VoiceInfo | None:
    wanted = preferred.strip().lower()
    for voice in voices:
        if voice.id.lower() == wanted or voice.name.lower() == wanted:
            return voice
    for voice in voices:
        if voice.id.lower().endswith(("/" + wanted, "\\" + wanted, "." + wanted)):
            return voice
    return None


def choose_voice(
    voices: Iterable[VoiceInfo],
    lang: str,
    preferred: str | None = None,
    current: str | None = None,
) -> tuple[VoiceInfo | None, bool]:
    """Pick a voice for ``lang``; return it (None: keep the engine's default) and
    whether it really speaks ``lang``.

    Order: the ``preferred`` voice from the settings (by id or name), if it
    exists; the engine's ``current`` default voice if it speaks the language
    (so the system default the player chose wins); a voice tagged exactly with
    the language; one of ``PREFERRED_REGIONS``; any voice of the language.
    """
    candidates = list(voices)
    if preferred:
        found = _find_preferred(candidates, preferred)
        if found is not None:
            return found, speaks(found, lang)
    base = normalise_tag(lang).split("-")[0]
    if current:
        for voice in candidates:
            if voice.id == current and speaks(voice, base):
                return voice, True
    for tag in (base, *PREFERRED_REGIONS.get(base, ())):
        for voice in candidates:
            if tag in voice_languages(voice):
                return voice, True
    for voice in candidates:
        if speaks(voice, base):
            return voice, True
    for voice in candidates:
        if not voice_languages(voice) or voice_languages(voice) == ["unknown"]:
            if any(word in voice.name.lower() for word in LANGUAGE_NAMES.get(base, ())):
                return voice, True
    return None, False
