"""The built-in voice: real audio from espeak-ng, and a prompt that never waits.

Needs a speech engine: espeak-ng on Linux (``apt-get install espeak-ng
libespeak-ng1``), SAPI5 on Windows, NSSpeechSynthesizer on macOS; skipped with
the reason otherwise.  There is no sound card in CI, so audio is checked through
WAV files, and "playing" is simulated by a stand-in ``aplay`` that sleeps.
"""

from __future__ import annotations

import importlib.util
import io
import os
import shutil
import sys
import time
from pathlib import Path

import pytest

from accessible_games.speech import make_output, measure_wav, synthesize_to_file
from accessible_games.speech.tts import TtsOutput, espeak_library_available, probe_engine
from tests.processes import alive, wait_until

LINUX = sys.platform.startswith("linux")
HAVE_PYTTSX3 = importlib.util.find_spec("pyttsx3") is not None
HAVE_ENGINE = HAVE_PYTTSX3 and (not LINUX or espeak_library_available())

needs_engine = pytest.mark.skipif(
    not HAVE_ENGINE,
    reason="no speech engine: install espeak-ng and libespeak-ng1 (and pyttsx3)")
needs_espeak_player = pytest.mark.skipif(
    not (HAVE_ENGINE and LINUX),
    reason="the stand-in audio player needs Linux with espeak-ng and libespeak-ng1")

CZECH = "Krokodýl sežral zebru a lev vstoupil do baru jako první."
ENGLISH = "The crocodile ate the zebra, and the lion entered the bar first."


def check_speech(path: Path, text: str) -> float:
    if path.read_bytes()[:4] != b"RIFF":
        pytest.skip("the engine wrote other audio than WAV (macOS writes AIFF)")
    stats = measure_wav(path)
    assert stats.rms > 0.02, stats  # not silence
    assert stats.peak > 0.2, stats
    assert stats.voiced > 0.5, stats  # sound through most of the file
    chars_per_second = len(text) / stats.duration
    assert 6.0 < chars_per_second < 40.0, stats  # plausible speaking speed
    return stats.duration


@needs_engine
def test_czech_and_english_sentences_to_wav(tmp_path: Path) -> None:
    czech = synthesize_to_file(CZECH, "cs", tmp_path / "cs.wav", engine="pyttsx3")
    english = synthesize_to_file(ENGLISH, "en", tmp_path / "en.wav", engine="pyttsx3")
    check_speech(czech.path, CZECH)
    check_speech(english.path, ENGLISH)
    assert english.matched and english.voice
    if not czech.matched:
        assert not LINUX, "espeak-ng always has a Czech voice"
        pytest.skip("this system has no Czech voice installed")
    assert czech.voice
    if czech.driver == "espeak":
        assert czech.voice.split("/")[-1] == "cs", czech  # espeak-ng: zlw/cs
        assert english.voice.split("/")[-1].startswith("en"), english
    assert czech.voice != english.voice


@needs_engine
def test_duration_grows_with_the_text(tmp_path: Path) -> None:
    short = synthesize_to_file(ENGLISH, "en", tmp_path / "short.wav", engine="pyttsx3")
    long_text = " ".join([ENGLISH, "Then the giraffe jumped over the monkey.",
                          "At the end of the round the two animals at the front went in."])
    long = synthesize_to_file(long_text, "en", tmp_path / "long.wav", engine="pyttsx3")
    ratio = check_speech(long.path, long_text) / check_speech(short.path, ENGLISH)
    expected = len(long_text) / len(ENGLISH)
    assert expected * 0.6 < ratio < expected * 1.5, (ratio, expected)


@needs_engine
def test_rate_from_settings_changes_the_speed(tmp_path: Path) -> None:
    slow = synthesize_to_file(ENGLISH, "en", tmp_path / "slow.wav", rate=120, engine="pyttsx3")
    fast = synthesize_to_file(ENGLISH, "en", tmp_path / "fast.wav", rate=300, engine="pyttsx3")
    assert measure_wav(slow.path).duration > 1.5 * measure_wav(fast.path).duration


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="the espeak-ng program is absent")
def test_espeak_program_fallback(tmp_path: Path) -> None:
    result = synthesize_to_file(CZECH, "cs", tmp_path / "cli.wav", engine="espeak-ng")
    assert result.engine == "espeak-ng" and result.voice == "cs"
    check_speech(result.path, CZECH)


def fake_player(folder: Path) -> Path:
    """An ``aplay`` that records its process id and 'plays' for a minute."""
    pids = folder / "player-pids"
    script = folder / "aplay"
    script.write_text(f"#!/bin/sh\necho $$ >> '{pids}'\nexec sleep 60\n")
    script.chmod(0o755)
    return pids


def player_pids(pids: Path) -> list[int]:
    if not pids.exists():
        return []
    return [int(line) for line in pids.read_text().split()]


@needs_espeak_player
def test_prompt_never_waits_and_a_new_command_interrupts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pids = fake_player(tmp_path)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '')}")
    assert probe_engine() is None
    reports: list[tuple[str, dict[str, str]]] = []
    stream = io.StringIO()
    speech = make_output("tts", "cs", None, None, lambda i, a: reports.append((i, a)),
                         stream=stream)
    try:
        assert reports == [] and speech.mode == "tts"
        channel = speech.channel
        assert isinstance(channel, TtsOutput)
        assert channel.voice_id is not None and channel.voice_id.split("/")[-1] == "cs"

        long_text = ("Lev vstupuje do baru a všechna zvířata se posunou. " * 40)[:2000]
        began = time.perf_counter()
        speech.announce(long_text, kind="event")
        assert time.perf_counter() - began < 0.5
        assert stream.getvalue() == long_text + "\n"
        # the prompt is free while the sentence is still being synthesised and played
        assert channel.is_speaking()
        assert wait_until(lambda: player_pids(pids), 20.0), "the player never started"
        assert channel.is_speaking()
        old_child = channel.speaking_pid
        [old_player] = player_pids(pids)
        assert old_child is not None and alive(old_child) and alive(old_player)

        began = time.perf_counter()
        speech.announce("Hrajete zebru.", kind="result")  # the player's own command
        assert time.perf_counter() - began < 0.5
        assert wait_until(lambda: not alive(old_child) and not alive(old_player), 5.0)
        assert wait_until(lambda: len(player_pids(pids)) == 2, 10.0)
        assert channel.speaking_pid not in (None, old_child)

        speech.stop()
        new_player = player_pids(pids)[-1]
        assert wait_until(lambda: not alive(new_player), 5.0)
        assert wait_until(lambda: not channel.is_speaking(), 2.0)
    finally:
        speech.close()
    children = [pid for pid in player_pids(pids)]
    assert wait_until(lambda: not any(alive(pid) for pid in children), 5.0)


@needs_espeak_player
def test_lines_are_spoken_one_after_another(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "aplay"
    log = tmp_path / "played"
    # the stand-in player keeps a copy of what it was asked to play
    script.write_text(f"#!/bin/sh\ncp \"$1\" '{tmp_path}'/played-$$.wav\n"
                      f"echo $$ >> '{log}'\nsleep 0.2\n")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '')}")
    speech = make_output("tts", "en", 220, None, lambda i, a: None, stream=io.StringIO())
    try:
        for text in ("One lion.", "Two zebras.", "Three monkeys."):
            speech.announce(text)
        assert speech.catch_up(20.0)
    finally:
        speech.close()
    played = [tmp_path / f"played-{pid}.wav" for pid in log.read_text().split()]
    assert len(played) == 3
    for path in played:
        assert measure_wav(path).rms > 0.02
