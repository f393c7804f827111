"""The built-in voice on macOS: the ``say`` program, no pyttsx3 and no pyobjc.

These run on Linux too: a stand-in ``say`` script on PATH lists voices the way
macOS does, records each command line with the text it read, and "speaks" a text
starting with "Long" for a minute; the parent is told it runs on macOS.
"""

from __future__ import annotations

import io
import os
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from accessible_games.speech import MSG_ENGINE_MISSING, MSG_VOICE_MISSING, make_output
from accessible_games.speech import tts
from accessible_games.speech.say_program import SayEngine, parse_voice_list
from accessible_games.speech.tts import TtsOutput
from tests.processes import alive, wait_until

pytestmark = pytest.mark.skipif(sys.platform == "win32",
                                reason="the stand-in say is a shell script")

# As ``say -v '?'`` lists them: names with spaces and brackets, an old-style tag.
VOICES = """\
Daniel              en_GB    # Hello, my name is Daniel.
Eddy (English (US)) en_US    # Hello! My name is Eddy.
Fiona               en-scotland # Hello, my name is Fiona.
Zuzana              cs_CZ    # Dobrý den, jmenuji se Zuzana.
"""

STAND_IN = """#!/bin/sh
if [ "$1" = "-v" ] && [ "$2" = "?" ]; then cat '{voices}'; exit 0; fi
text=$(cat)
printf '%s|%s|%s\\n' "$$" "$*" "$text" >> '{log}'
case "$text" in Long*) exec sleep 60;; esac
"""


@dataclass
class Said:
    """One run of the stand-in ``say``."""

    pid: int
    arguments: list[str]
    text: str


@dataclass
class StandIn:
    """The stand-in ``say``: its voice list and what it was asked to say."""

    folder: Path
    voices: Path
    log: Path

    def said(self) -> list[Said]:
        if not self.log.exists():
            return []
        runs = []
        for line in self.log.read_text(encoding="utf-8").splitlines():
            pid, arguments, text = line.split("|", 2)
            runs.append(Said(int(pid), arguments.split(), text))
        return runs


@pytest.fixture
def stand_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[StandIn]:
    """A stand-in ``say`` first on PATH, no pyttsx3 for any child, and the parent on macOS."""
    folder = tmp_path / "bin"
    folder.mkdir()
    voices, log = tmp_path / "voices.txt", tmp_path / "said.txt"
    voices.write_text(VOICES, encoding="utf-8")
    script = folder / "say"
    script.write_text(STAND_IN.format(voices=voices, log=log))
    script.chmod(0o755)
    no_pyttsx3 = tmp_path / "no-pyttsx3"
    no_pyttsx3.mkdir()
    (no_pyttsx3 / "pyttsx3.py").write_text("raise ImportError('macOS has no pyttsx3')\n")
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setenv("PYTHONPATH", str(no_pyttsx3))
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    monkeypatch.setattr(sys, "platform", "darwin")
    yield StandIn(folder, voices, log)


def test_the_voice_list_is_read_with_names_of_several_words() -> None:
    voices = parse_voice_list(VOICES + "\nnot a voice line\n")
    assert [(voice.id, tuple(voice.languages)) for voice in voices] == [
        ("Daniel", ("en_GB",)), ("Eddy (English (US))", ("en_US",)),
        ("Fiona", ("en-scotland",)), ("Zuzana", ("cs_CZ",))]


def test_macos_speaks_with_say_in_the_language_at_the_rate_set(stand_in: StandIn) -> None:
    reports: list[tuple[str, dict[str, str]]] = []
    speech = make_output("tts", "cs", 240, None, lambda i, a: reports.append((i, a)),
                         stream=io.StringIO())
    try:
        assert speech.mode == "tts" and reports == []
        channel = speech.channel
        assert isinstance(channel, TtsOutput)
        assert channel.driver == "say" and channel.voice_id == "Zuzana"
        speech.announce("Lev vstupuje do baru.")
        speech.announce("-1B je voda.")  # a leading dash is text, not an option
        assert wait_until(lambda: len(stand_in.said()) == 2 and not channel.is_speaking(),
                          10.0)
    finally:
        speech.close()
    said = stand_in.said()
    assert [run.text for run in said] == ["Lev vstupuje do baru.", "-1B je voda."]
    assert all(run.arguments == ["-v", "Zuzana", "-r", "240", "-f", "-"] for run in said)


def test_a_new_answer_interrupts_and_kills_the_speaking_say(stand_in: StandIn) -> None:
    speech = make_output("tts", "en", None, None, lambda i, a: None, stream=io.StringIO())
    channel = speech.channel
    assert isinstance(channel, TtsOutput) and channel.voice_id == "Daniel"
    try:
        began = time.perf_counter()
        speech.announce("Long description of the zoo. " * 40)
        assert time.perf_counter() - began < 0.5, "the prompt never waits"
        assert wait_until(lambda: len(stand_in.said()) == 1, 10.0)
        [speaking] = stand_in.said()
        child = channel.speaking_pid
        assert child is not None and alive(child) and alive(speaking.pid)
        assert channel.is_speaking()

        speech.announce("Your move: lion.", kind="result")
        assert wait_until(lambda: not alive(speaking.pid) and not alive(child), 5.0)
        assert wait_until(lambda: not channel.is_speaking(), 10.0)
        assert [run.text for run in stand_in.said()][1:] == ["Your move: lion."]

        speech.announce("Long again.")
        assert wait_until(lambda: len(stand_in.said()) == 3, 10.0)
        again = stand_in.said()[-1].pid
        speech.stop()
        assert wait_until(lambda: not alive(again), 5.0)
    finally:
        speech.close()


def test_no_voice_for_the_language_is_reported_and_the_default_voice_reads(
        stand_in: StandIn) -> None:
    stand_in.voices.write_text("Daniel   en_GB    # Hello.\n", encoding="utf-8")
    reports: list[tuple[str, dict[str, str]]] = []
    speech = make_output("tts", "cs", None, None, lambda i, a: reports.append((i, a)),
                         stream=io.StringIO())
    try:
        assert speech.mode == "tts"
        assert reports == [(MSG_VOICE_MISSING, {"lang": "cs"})]
        speech.announce("Zebra.")
        assert wait_until(lambda: stand_in.said() and not speech.channel.is_speaking(), 10.0)
    finally:
        speech.close()
    [run] = stand_in.said()
    assert run.arguments == ["-f", "-"], "no -v: the system's own voice"


def test_the_voice_from_the_settings_is_found_by_name(stand_in: StandIn) -> None:
    channel = TtsOutput("en", None, "fiona", spare=False)
    try:
        channel.start()
        assert channel.voice_id == "Fiona" and channel.voice_matched
    finally:
        channel.close()


def test_without_say_the_built_in_voice_reports_once_and_prints(
        stand_in: StandIn, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(stand_in.folder.parent))  # no say there
    reports: list[tuple[str, dict[str, str]]] = []
    stream = io.StringIO()
    speech = make_output("tts", "en", None, None, lambda i, a: reports.append((i, a)),
                         stream=stream)
    speech.announce("Lion.")
    speech.close()
    assert speech.mode == "print" and stream.getvalue() == "Lion.\n"
    assert reports == [(MSG_ENGINE_MISSING, {"mode": "tts", "reason": "failed"})]


def test_saving_to_a_wav_file_asks_say_for_wav_data(stand_in: StandIn,
                                                    tmp_path: Path) -> None:
    engine = SayEngine()
    engine.use_voice("Zuzana")
    engine.save("Ahoj.", str(tmp_path / "out.wav"))
    engine.save("Ahoj.", str(tmp_path / "out.aiff"))
    wav, aiff = stand_in.said()
    assert wav.arguments == ["-v", "Zuzana", "-o", str(tmp_path / "out.wav"),
                             "--data-format=LEI16@22050", "-f", "-"]
    assert aiff.arguments == ["-v", "Zuzana", "-o", str(tmp_path / "out.aiff"), "-f", "-"]


def test_other_systems_keep_pyttsx3(monkeypatch: pytest.MonkeyPatch) -> None:
    for platform, engine in (("linux", "pyttsx3"), ("win32", "pyttsx3"), ("darwin", "say")):
        monkeypatch.setattr(sys, "platform", platform)
        assert tts.builtin_engine() == engine
