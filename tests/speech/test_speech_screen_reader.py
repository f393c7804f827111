"""The screen-reader channel, against a stand-in for accessible-output2."""

from __future__ import annotations

import importlib.util
import io
import sys
import threading
import time
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_games.speech import EngineUnavailable, make_output
from accessible_games.speech import screen_reader
from accessible_games.speech.screen_reader import ScreenReaderOutput
from tests.processes import wait_until


class BaseAo2Output:
    """Like accessible_output2.outputs.base.Output."""

    priority = 100
    system_output = False

    def braille(self, text: str, **options: object) -> bool:
        return False


CALLS: list[tuple[str, str, bool]] = []
SPOKE = threading.Event()


class Sapi(BaseAo2Output):
    priority = 101
    system_output = True

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        CALLS.append(("sapi", text, interrupt))


class MissingDll(BaseAo2Output):
    def __init__(self) -> None:
        raise OSError("nvdaControllerClient64.dll")


class NotRunning(BaseAo2Output):
    def is_active(self) -> bool:
        return False


class FakeNvda(BaseAo2Output):
    name = "NVDA"

    def __init__(self) -> None:
        print("accessible_output2 chatter on stdout")

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        CALLS.append(("speak", text, interrupt))
        SPOKE.set()

    def braille(self, text: str, **options: object) -> bool:
        CALLS.append(("braille", text, False))
        return True

    def silence(self) -> None:
        CALLS.append(("silence", "", False))


class Hanging(FakeNvda):
    def __init__(self) -> None:
        time.sleep(3)


def install_fake(monkeypatch: pytest.MonkeyPatch, classes: list[type]) -> None:
    package = types.ModuleType("accessible_output2")
    package.get_output_classes = lambda: sorted(classes, key=lambda c: c.priority)  # type: ignore[attr-defined]
    outputs = types.ModuleType("accessible_output2.outputs")
    base = types.ModuleType("accessible_output2.outputs.base")
    base.Output = BaseAo2Output  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "accessible_output2", package)
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs", outputs)
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.base", base)
    monkeypatch.setattr(screen_reader, "speechd_available", lambda: True)


@pytest.fixture(autouse=True)
def clean_calls() -> Iterator[None]:
    CALLS.clear()
    SPOKE.clear()
    yield


def test_first_running_screen_reader_is_used_with_braille_and_silence(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    install_fake(monkeypatch, [Sapi, MissingDll, NotRunning, FakeNvda])
    reports: list[tuple[str, dict[str, str]]] = []
    stream = io.StringIO()
    speech = make_output("screen-reader", "cs", None, None,
                         lambda i, a: reports.append((i, a)), stream=stream)
    assert reports == [] and speech.mode == "screen-reader"
    assert capsys.readouterr().out == ""  # construction chatter was swallowed
    speech.announce("Lev vstupuje do baru.")
    speech.announce("Hrajete zebru.", kind="result")
    speech.stop()
    assert wait_until(lambda: len(CALLS) >= 5)
    assert CALLS == [("braille", "Lev vstupuje do baru.", False),
                     ("speak", "Lev vstupuje do baru.", False),
                     ("braille", "Hrajete zebru.", False),
                     ("speak", "Hrajete zebru.", True),
                     ("silence", "", False)]
    assert stream.getvalue() == "Lev vstupuje do baru.\nHrajete zebru.\n"
    speech.close()


def test_synthesisers_are_not_screen_readers(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake(monkeypatch, [Sapi, NotRunning])
    with pytest.raises(EngineUnavailable) as caught:
        ScreenReaderOutput.detect()
    assert caught.value.reason == "no-screen-reader"
    assert CALLS == []


def test_hanging_detection_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake(monkeypatch, [Hanging])
    began = time.perf_counter()
    with pytest.raises(EngineUnavailable) as caught:
        ScreenReaderOutput.detect(timeout=0.3)
    assert caught.value.reason == "timeout"
    assert time.perf_counter() - began < 1.0


def test_output_without_braille_reports_none(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake(monkeypatch, [])

    class SpeechOnly(BaseAo2Output):
        def speak(self, text: str, interrupt: bool = False) -> None:
            CALLS.append(("speak", text, interrupt))
            SPOKE.set()

    channel = ScreenReaderOutput(SpeechOnly())
    assert channel.braille("x") is False
    channel.speak("Ahoj.")
    channel.stop()  # no silence(): an empty interrupting string instead
    assert wait_until(lambda: len(CALLS) == 2)
    assert CALLS == [("speak", "Ahoj.", False), ("speak", "", True)]
    assert channel.is_speaking() is None
    channel.close()


def test_a_hung_screen_reader_call_never_blocks_and_is_reported_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    class Stuck(FakeNvda):
        def __init__(self) -> None:
            pass

        def speak(self, text: str, interrupt: bool = False) -> None:
            release.wait(5)

    reports: list[tuple[str, dict[str, str]]] = []
    from accessible_games.speech import RecorderOutput, Speech

    printer = RecorderOutput()
    speech = Speech(printer, ScreenReaderOutput(Stuck(), hang_after=0.2), mode="screen-reader",
                    report=lambda i, a: reports.append((i, a)))
    began = time.perf_counter()
    speech.announce("One.")
    speech.announce("Two.")
    assert time.perf_counter() - began < 0.1
    time.sleep(0.4)
    speech.announce("Three.")
    speech.announce("Four.")
    release.set()
    assert reports == [("speech-engine-stopped", {"mode": "screen-reader"})]
    assert printer.lines == ["One.", "Two.", "Three.", "Four."]
    assert speech.mode == "print"
    speech.close()


def test_close_hands_the_screen_reader_every_queued_line_first() -> None:
    """The lines queued for a slow screen reader reach it before the app leaves (the
    worker thread is drained and joined, not abandoned)."""
    received: list[str] = []

    class Slow(BaseAo2Output):
        name = "slow"

        def speak(self, text: str, interrupt: bool = False) -> None:
            time.sleep(0.02)
            received.append(text)

    output = ScreenReaderOutput(Slow())
    lines = [f"Line {n}." for n in range(8)]
    for line in lines:
        output.speak(line)
    output.close()
    assert received == lines


class FakeSpeechd(FakeNvda):
    """accessible-output2's Speech Dispatcher output: it keeps its speechd client."""

    name = "Linux Speech Dispatcher"

    class Client:
        def set_language(self, lang: str) -> None:
            CALLS.append(("set_language", lang, False))

    def __init__(self) -> None:
        self._client = self.Client()


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_speech_dispatcher_is_told_the_game_language(monkeypatch: pytest.MonkeyPatch,
                                                     lang: str) -> None:
    install_fake(monkeypatch, [FakeSpeechd])
    reports: list[object] = []
    speech = make_output("screen-reader", lang, None, None,
                         lambda *args: reports.append(args), stream=io.StringIO())
    assert not reports and speech.mode == "screen-reader"
    assert ("set_language", lang, False) in CALLS
    speech.close()


def test_a_screen_reader_that_cannot_be_told_a_language_still_speaks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake(monkeypatch, [FakeNvda])
    speech = make_output("screen-reader", "cs", None, None, lambda *args: None,
                         stream=io.StringIO())
    speech.announce("Hra začíná.")
    assert wait_until(lambda: ("speak", "Hra začíná.", False) in CALLS)
    speech.close()


def forget_speechd(monkeypatch: pytest.MonkeyPatch) -> None:
    """Take speechd and its submodules out of sys.modules for one test (put back after)."""
    for name in [name for name in sys.modules if name.split(".")[0] == "speechd"]:
        monkeypatch.delitem(sys.modules, name)


def test_the_distribution_speechd_is_loaded_from_its_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A venv of another Python does not see python3-speechd: the module is loaded from
    the distribution's folder, with its submodules, and nothing else from there."""
    forget_speechd(monkeypatch)
    if importlib.util.find_spec("speechd") is not None:
        pytest.skip("this Python finds speechd by itself")
    package = tmp_path / "dist-packages" / "speechd"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("from .client import SSIPClient\n")
    (package / "client.py").write_text("class SSIPClient:\n    made_here = True\n")
    (tmp_path / "dist-packages" / "other.py").write_text("raise SystemExit('not me')\n")
    monkeypatch.setattr(screen_reader, "DISTRIBUTION_PACKAGES",
                        (tmp_path / "nowhere", tmp_path / "dist-packages"))
    try:
        assert screen_reader.speechd_available()
        assert sys.modules["speechd"].SSIPClient.made_here
        assert "other" not in sys.modules
    finally:
        for name in [name for name in sys.modules if name.split(".")[0] == "speechd"]:
            del sys.modules[name]


def test_no_speechd_anywhere_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    forget_speechd(monkeypatch)
    if importlib.util.find_spec("speechd") is not None:
        pytest.skip("this Python finds speechd by itself")
    monkeypatch.setattr(screen_reader, "DISTRIBUTION_PACKAGES", (tmp_path,))
    assert not screen_reader.speechd_available()


class NotifyingClient:
    """A Speech Dispatcher client that reports each message's end when told to."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, object]] = []
        self.cancels = 0

    def speak(self, text: str, callback: object = None, event_types: object = None) -> None:
        self.messages.append((text, callback))

    def cancel(self) -> None:
        self.cancels += 1

    def end(self, index: int, notice: str = "end") -> None:
        callback = self.messages[index][1]
        assert callable(callback)
        callback(notice)


def speechd_output(monkeypatch: pytest.MonkeyPatch) -> tuple[ScreenReaderOutput, NotifyingClient]:
    fake_speechd = types.ModuleType("speechd")
    fake_speechd.CallbackType = types.SimpleNamespace(  # type: ignore[attr-defined]
        END="end", CANCEL="cancel")
    monkeypatch.setitem(sys.modules, "speechd", fake_speechd)
    client = NotifyingClient()
    output = FakeNvda()
    output._client = client  # type: ignore[attr-defined]  # as accessible-output2 keeps it
    return ScreenReaderOutput(output), client


def test_speech_dispatcher_says_when_each_message_has_ended(
        monkeypatch: pytest.MonkeyPatch) -> None:
    channel, client = speechd_output(monkeypatch)
    assert channel.is_speaking() is False
    channel.speak("Bot Red plays the red lion.")
    channel.speak("Gate opens.")
    assert channel.is_speaking() is True, "queued counts as speaking, before any notice"
    assert wait_until(lambda: len(client.messages) == 2)
    client.end(0)
    assert channel.is_speaking() is True
    client.end(1, "cancel")
    assert channel.is_speaking() is False
    # an interrupting line cancels the daemon's queue: only it is open then
    channel.speak("Third line.")
    channel.speak("Your answer.", interrupt=True)
    assert wait_until(lambda: len(client.messages) == 4)
    assert client.cancels == 1
    client.end(3)
    assert channel.is_speaking() is False
    channel.close()


def test_a_lost_notice_does_not_keep_the_channel_busy_for_ever(
        monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    channel, client = speechd_output(monkeypatch)
    channel._messages = screen_reader._OpenMessages(lambda: now[0])  # noqa: SLF001
    channel.speak("Game over.")
    assert channel.is_speaking() is True
    now[0] += screen_reader.LOST_NOTICE_SECONDS  # the estimate's share still to come
    assert channel.is_speaking() is True
    now[0] += 60.0
    assert channel.is_speaking() is False
    channel.close()


def test_stop_forgets_every_open_message(monkeypatch: pytest.MonkeyPatch) -> None:
    channel, _ = speechd_output(monkeypatch)
    channel.speak("A long rules text.")
    channel.stop()
    assert channel.is_speaking() is False
    channel.close()


def test_other_screen_readers_cannot_tell() -> None:
    assert ScreenReaderOutput(FakeNvda()).is_speaking() is None


def test_the_rate_setting_paces_a_screen_reader_that_cannot_tell() -> None:
    """NVDA and JAWS cannot say when a line is over: the facade waits as long as the line
    takes at the rate the player set (words per minute), or at a slowish voice's."""
    line = "Bot Green plays the green snake. Snake sorts the queue by strength."
    usual = ScreenReaderOutput(FakeNvda()).seconds_for(line)
    fast = ScreenReaderOutput(FakeNvda(), words_per_minute=300).seconds_for(line)
    slow = ScreenReaderOutput(FakeNvda(), words_per_minute=90).seconds_for(line)
    assert fast < usual < slow
    assert slow == pytest.approx(0.5 + len(line) / 9.0)


def test_the_rate_reaches_the_screen_reader_channel(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake(monkeypatch, [FakeNvda])
    speech = make_output("screen-reader", "en", 300, None, lambda *args: None,
                         stream=io.StringIO())
    channel = speech.channel
    assert isinstance(channel, ScreenReaderOutput)
    assert channel.seconds_for("x" * 300) == pytest.approx(0.5 + 300 / 30.0)
    speech.close()
