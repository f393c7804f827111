"""Choosing a Czech or English voice from what each engine reports."""

from __future__ import annotations

from accessible_games.speech.voices import VoiceInfo, choose_voice

ESPEAK = [
    VoiceInfo("gmw/en-029", "English (Caribbean)", ("en-029",)),
    VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
    VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
    VoiceInfo("zls/sk", "Slovak", ("sk",)),
    VoiceInfo("zlw/cs", "Czech", ("cs",)),
]
SAPI = [
    VoiceInfo(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_EN-US_ZIRA",
              "Microsoft Zira Desktop - English (United States)", ("en_US",)),
    VoiceInfo(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_CS-CZ_JAKUB",
              "Microsoft Jakub Desktop - Czech", ("cs_CZ",)),
]
MACOS = [
    VoiceInfo("com.apple.voice.compact.en-US.Samantha", "Samantha", ("en_US",)),
    VoiceInfo("com.apple.voice.compact.cs-CZ.Zuzana", "Zuzana", ("cs_CZ",)),
]


def test_czech_and_english_on_espeak() -> None:
    assert choose_voice(ESPEAK, "cs") == (ESPEAK[4], True)
    # English: Great Britain before the Caribbean voice listed first
    assert choose_voice(ESPEAK, "en") == (ESPEAK[1], True)


def test_engine_default_wins_when_it_speaks_the_language() -> None:
    assert choose_voice(ESPEAK, "en", current="gmw/en-us") == (ESPEAK[2], True)
    assert choose_voice(ESPEAK, "cs", current="gmw/en-us") == (ESPEAK[4], True)


def test_sapi_and_macos_tags() -> None:
    assert choose_voice(SAPI, "cs") == (SAPI[1], True)
    assert choose_voice(SAPI, "en") == (SAPI[0], True)
    assert choose_voice(MACOS, "cs")[0] == MACOS[1]


def test_preferred_voice_from_settings() -> None:
    assert choose_voice(ESPEAK, "cs", preferred="gmw/en-us") == (ESPEAK[2], False)
    assert choose_voice(ESPEAK, "en", preferred="English (America)") == (ESPEAK[2], True)
    assert choose_voice(MACOS, "cs", preferred="Zuzana") == (MACOS[1], True)
    assert choose_voice(ESPEAK, "cs", preferred="no-such-voice") == (ESPEAK[4], True)


def test_missing_language_keeps_the_default_and_says_so() -> None:
    assert choose_voice(SAPI[:1], "cs") == (None, False)
    assert choose_voice([], "en") == (None, False)


def test_untagged_voice_found_by_name() -> None:
    voices = [VoiceInfo("v1", "Microsoft Jakub - Czech", ()),
              VoiceInfo("v2", "Microsoft David - English", ())]
    assert choose_voice(voices, "cs")[0] == voices[0]
    assert choose_voice(voices, "en")[0] == voices[1]
