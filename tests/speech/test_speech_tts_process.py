"""The built-in voice's process handling, with a stand-in pyttsx3 (no engine needed).

The stand-in speaks by starting a "player" process that sleeps, like pyttsx3's
espeak driver starting aplay, so these tests run everywhere, engine or not.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_games.speech import MSG_VOICE_MISSING, make_output
from accessible_games.speech import tts
from accessible_games.speech.tts import TtsOutput
from tests.processes import alive, wait_until

FAKE_PYTTSX3 = '''
import os, subprocess, sys, time

class Voice:
    def __init__(self, id, name, languages):
        self.id, self.name, self.languages = id, name, languages

class Engine:
    driver_name = "fake"

    def __init__(self):
        self.voice = "fake/en"
        self.text = ""
        self.callbacks = {}

    def getProperty(self, name):
        if name == "voices":
            return [Voice("fake/en", "Fake English", ["en-gb"])]
        return self.voice if name == "voice" else None

    def setProperty(self, name, value):
        if name == "voice":
            self.voice = value

    def connect(self, topic, callback):
        self.callbacks[topic] = callback

    def say(self, text):
        self.text = text

    def save_to_file(self, text, path):
        self.text = text

    def runAndWait(self):
        self.callbacks["started-utterance"](name=None)
        if os.environ.get("FAKE_SPOKEN"):  # quick speech, each line logged once said
            time.sleep(0.005)
            with open(os.environ["FAKE_SPOKEN"], "a", encoding="utf-8") as log:
                log.write(self.text + "\\n")
        else:
            seconds = 60 if self.text.startswith("Long") else 0.05
            player = subprocess.Popen([sys.executable, "-c", f"import time; time.sleep({seconds})"])
            with open(os.environ["FAKE_PLAYER_PIDS"], "a") as log:
                log.write(f"{player.pid}\\n")
            player.wait()
        self.callbacks["finished-utterance"](name=None, completed=True)

def init(driver=None):
    return Engine()
'''


@pytest.fixture
def fake_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "fake"
    folder.mkdir()
    (folder / "pyttsx3.py").write_text(FAKE_PYTTSX3)
    pids = tmp_path / "player-pids"
    monkeypatch.setenv("PYTHONPATH", str(folder))
    monkeypatch.setenv("FAKE_PLAYER_PIDS", str(pids))
    monkeypatch.setattr(tts, "probe_engine", lambda: None)
    monkeypatch.setattr(tts, "builtin_engine", lambda: "pyttsx3")  # macOS would use say
    yield pids


def players(pids: Path) -> list[int]:
    return [int(line) for line in pids.read_text().split()] if pids.exists() else []


def test_no_voice_for_the_language_is_reported_once(fake_engine: Path) -> None:
    reports: list[tuple[str, dict[str, str]]] = []
    speech = make_output("tts", "cs", None, None, lambda i, a: reports.append((i, a)),
                         stream=io.StringIO())
    try:
        assert speech.mode == "tts"
        assert reports == [(MSG_VOICE_MISSING, {"lang": "cs"})]
        speech.announce("Lev.")
        speech.announce("Zebra.")
        assert speech.catch_up(10.0)
        assert reports == [(MSG_VOICE_MISSING, {"lang": "cs"})]
        assert len(players(fake_engine)) == 2
    finally:
        speech.close()


def test_interrupt_kills_the_speaking_process_and_its_player(fake_engine: Path) -> None:
    reports: list[tuple[str, dict[str, str]]] = []
    speech = make_output("tts", "en", None, None, lambda i, a: reports.append((i, a)),
                         stream=io.StringIO())
    channel = speech.channel
    assert isinstance(channel, TtsOutput) and reports == []
    assert channel.voice_id == "fake/en" and channel.driver == "fake"
    try:
        began = time.perf_counter()
        speech.announce("Long " + "description of the zoo. " * 80)
        assert time.perf_counter() - began < 0.5
        assert wait_until(lambda: len(players(fake_engine)) == 1, 10.0)
        old_child, [old_player] = channel.speaking_pid, players(fake_engine)
        assert old_child is not None and alive(old_child) and alive(old_player)
        assert channel.is_speaking()

        speech.announce("Your move: lion.", kind="result")
        assert wait_until(lambda: not alive(old_child) and not alive(old_player), 5.0)
        assert wait_until(lambda: not channel.is_speaking(), 10.0)
        assert len(players(fake_engine)) == 2
        assert channel.speaking_pid not in (None, old_child)
        assert channel.failure is None and reports == []
    finally:
        speech.close()


def test_stop_and_close_leave_no_process_behind(fake_engine: Path) -> None:
    channel = TtsOutput("en")
    channel.start()
    channel.speak("Long text that plays for a minute.")
    assert wait_until(lambda: len(players(fake_engine)) == 1, 10.0)
    speaking = channel.speaking_pid
    channel.stop()
    [player] = players(fake_engine)
    assert wait_until(lambda: not alive(player), 5.0)
    assert speaking is not None and wait_until(lambda: not alive(speaking), 5.0)
    assert not channel.is_speaking()
    channel.speak("Long again.")
    assert wait_until(lambda: len(players(fake_engine)) == 2, 10.0)
    survivors = [channel.speaking_pid, *players(fake_engine)]
    channel.close()
    assert wait_until(lambda: not any(pid is not None and alive(pid) for pid in survivors), 5.0)


def test_a_hung_utterance_is_killed_and_repeated_failures_give_up(fake_engine: Path) -> None:
    channel = TtsOutput("en", max_failures=2, startup_allowance=0.0, grace=0.5,
                        min_chars_per_second=1000.0)
    channel.start()
    began = time.monotonic()
    channel.speak("Long one.")  # plays for a minute: overruns its deadline
    assert wait_until(lambda: not channel.is_speaking(), 5.0)
    assert channel.failure is None  # one failure; a fresh process took over
    channel.speak("Short one.")
    assert wait_until(lambda: not channel.is_speaking(), 5.0)
    assert channel.failure is None  # a success resets the count
    channel.speak("Long two.")
    assert wait_until(lambda: not channel.is_speaking(), 5.0)
    channel.speak("Long three.")
    assert wait_until(lambda: channel.failure is not None, 5.0)
    assert channel.failure == "timeout"
    assert time.monotonic() - began < 10.0
    channel.speak("Ignored now.")
    assert not channel.is_speaking()
    survivors = players(fake_engine)
    channel.close()
    assert wait_until(lambda: not any(alive(pid) for pid in survivors), 5.0)


def test_child_exits_when_the_app_goes_away(fake_engine: Path) -> None:
    """stdin closing (the app quit or crashed) ends the child and its player at once."""
    proc = subprocess.Popen(tts.child_command({"lang": "en", "engine": "pyttsx3"}),
                            **tts._popen_options())  # noqa: SLF001 - as the app starts it
    assert proc.stdout is not None and proc.stdin is not None
    assert json.loads(proc.stdout.readline())["ev"] == "ready"
    proc.stdin.write(b'{"op": "say", "id": 1, "text": "Long story."}\n')
    proc.stdin.flush()
    assert json.loads(proc.stdout.readline())["ev"] == "started"
    assert wait_until(lambda: len(players(fake_engine)) == 1, 10.0)
    began = time.monotonic()
    proc.stdin.close()
    proc.wait(timeout=5)
    assert time.monotonic() - began < 2.0
    if sys.platform != "win32":  # the player shares the child's process group
        [player] = players(fake_engine)
        assert wait_until(lambda: not alive(player), 5.0)


APP_WITH_THE_FAKE_VOICE = """
import sys
from accessible_games.speech import tts
tts.probe_engine = lambda: None  # the stand-in needs no espeak-ng library
tts.builtin_engine = lambda: "pyttsx3"  # the stand-in, on macOS too
from accessible_games.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_result_of_an_all_bots_game_is_said_whole_before_the_app_leaves(
        fake_engine: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The app prints the result and leaves at once; the voice still says every line
    it printed, the result last, before the process ends."""
    spoken = tmp_path / "spoken.txt"
    monkeypatch.setenv("FAKE_SPOKEN", str(spoken))
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-c", APP_WITH_THE_FAKE_VOICE, "play", "beasty-bar", "--players", "2",
         "--bots", "2", "--seed", "3", "--bot-delay", "0", "--speech", "tts", "--plain",
         "--lang", lang],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, encoding="utf-8",
        timeout=120, check=True)
    printed = [line for line in done.stdout.splitlines() if line.strip()]
    said = spoken.read_text(encoding="utf-8").splitlines()
    assert said[-3:] == printed[-3:], (printed[-3:], said[-3:])
    lines = iter(printed)
    assert all(line in lines for line in said), "said once each, in the printed order"
