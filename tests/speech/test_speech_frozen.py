"""The built-in voice of a frozen build: the app starts itself as its speech child.

A frozen program has no Python to run ``_tts_child.py`` with; ``child_command``
starts ``sys.executable`` (the program) with the child's argument, and the entry
point (``accessible_games/__main__.py``) runs the child before anything else.  A
stand-in pyttsx3 speaks by logging the text, so no engine is needed; the "frozen
program" is a script that logs its arguments and runs ``python -m accessible_games``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.speech import tts
from accessible_games.speech._tts_child import CHILD_MODE_ARGUMENT
from accessible_games.speech.tts import TtsOutput
from tests.processes import wait_until

STAND_IN_PYTTSX3 = '''
import os

class Voice:
    def __init__(self, id, name, languages):
        self.id, self.name, self.languages = id, name, languages

class Engine:
    driver_name = "stand-in"

    def __init__(self):
        self.voice, self.text, self.callbacks = "stand-in/en", "", {}

    def getProperty(self, name):
        if name == "voices":
            return [Voice("stand-in/en", "English", ["en-gb"])]
        return self.voice if name == "voice" else None

    def setProperty(self, name, value):
        if name == "voice":
            self.voice = value

    def connect(self, topic, callback):
        self.callbacks[topic] = callback

    def say(self, text):
        self.text = text

    def runAndWait(self):
        with open(os.environ["STAND_IN_SPOKEN"], "a", encoding="utf-8") as log:
            log.write(self.text + "\\n")

def init(driver=None):
    return Engine()
'''


@pytest.fixture
def spoken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in pyttsx3 for every child; returns the file it logs each text to."""
    folder = tmp_path / "stand-in"
    folder.mkdir()
    (folder / "pyttsx3.py").write_text(STAND_IN_PYTTSX3)
    monkeypatch.setenv("PYTHONPATH", str(folder))
    log = tmp_path / "spoken.txt"
    monkeypatch.setenv("STAND_IN_SPOKEN", str(log))
    monkeypatch.setattr(tts, "builtin_engine", lambda: "pyttsx3")  # macOS too
    return log


def test_a_frozen_app_starts_itself_in_child_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    config = {"lang": "cs", "rate": 200, "voice": None, "engine": "pyttsx3"}
    unfrozen = tts.child_command(config)
    assert unfrozen[:2] == [sys.executable, str(tts.CHILD_SCRIPT)]
    assert Path(unfrozen[1]).is_file()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/accessible-games/accessible-games")
    frozen = tts.child_command(config)
    assert frozen[:2] == ["/opt/accessible-games/accessible-games", CHILD_MODE_ARGUMENT]
    assert json.loads(frozen[2]) == config and len(frozen) == 3


def test_the_entry_point_runs_the_child_before_the_game(spoken: Path) -> None:
    """``python -m accessible_games --speech-child CONFIG`` (what the frozen program runs)
    answers the child's protocol and speaks, instead of opening the main menu."""
    child = subprocess.Popen(
        [sys.executable, "-m", "accessible_games", CHILD_MODE_ARGUMENT,
         json.dumps({"lang": "en", "engine": "pyttsx3"})],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert child.stdin is not None and child.stdout is not None
    try:
        ready = json.loads(child.stdout.readline())
        assert ready["ev"] == "ready" and ready["driver"] == "stand-in"
        assert ready["voice"] == "stand-in/en" and ready["matched"] is True
        child.stdin.write(b'{"op": "say", "id": 7, "text": "Lion enters the bar."}\n')
        child.stdin.flush()
        assert json.loads(child.stdout.readline()) == {"ev": "started", "id": 7}
        assert json.loads(child.stdout.readline())["ev"] == "done"
        assert spoken.read_text(encoding="utf-8") == "Lion enters the bar.\n"
    finally:
        child.stdin.close()
        child.wait(timeout=10)
    assert child.returncode == 0


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a shell script")
def test_the_built_in_voice_of_a_frozen_app_speaks_through_the_app(
        spoken: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = tmp_path / "calls.txt"
    program = tmp_path / "accessible-games"
    program.write_text(f"#!/bin/sh\necho \"$1\" >> '{calls}'\n"
                       f"exec '{sys.executable}' -m accessible_games \"$@\"\n")
    program.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(program))
    channel = TtsOutput("en", spare=False)
    try:
        channel.start(timeout=30.0)
        assert channel.driver == "stand-in" and channel.voice_matched
        channel.speak("Your move: zebra.")
        assert wait_until(lambda: spoken.exists() and not channel.is_speaking(), 10.0)
    finally:
        channel.close()
    assert spoken.read_text(encoding="utf-8") == "Your move: zebra.\n"
    assert calls.read_text().split() == [CHILD_MODE_ARGUMENT]
