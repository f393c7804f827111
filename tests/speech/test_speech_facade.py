"""The announcer: every line printed once, spoken once, by audiogame priorities."""

from __future__ import annotations

import threading
import time

import pytest

from accessible_games.speech import (
    MSG_ENGINE_STOPPED,
    BaseOutput,
    Kind,
    Recorded,
    RecorderOutput,
    Speech,
    make_output,
)
from accessible_games.speech.base import estimate_seconds


class SlowChannel(BaseOutput):
    """A fake speech channel where every utterance takes ``seconds`` to say."""

    def __init__(self, seconds: float = 0.3) -> None:
        self.seconds = seconds
        self.handed: list[tuple[str, bool, str]] = []
        self.cut: list[str] = []
        self.violations: list[str] = []
        self.stops = 0
        self._current: str | None = None
        self._until = 0.0
        self._lock = threading.Lock()

    def speak(self, text: str, interrupt: bool = False, *, kind: Kind = "event") -> None:
        with self._lock:
            now = time.monotonic()
            if self._current is not None and now < self._until:
                if interrupt:
                    self.cut.append(self._current)
                else:
                    self.violations.append(text)  # the facade must wait for silence
            self.handed.append((text, interrupt, kind))
            self._current = text
            self._until = now + self.seconds

    def is_speaking(self) -> bool | None:
        with self._lock:
            return time.monotonic() < self._until

    def stop(self) -> None:
        with self._lock:
            if self._current is not None and time.monotonic() < self._until:
                self.cut.append(self._current)
            self._until = 0.0
            self.stops += 1

    @property
    def texts(self) -> list[str]:
        return [text for text, _, _ in self.handed]


class ScreenReaderLike(RecorderOutput):
    """A channel that, like a screen reader, cannot tell whether it is speaking."""

    def is_speaking(self) -> bool | None:
        return None


def make(channel: BaseOutput, **kwargs: object) -> tuple[Speech, RecorderOutput]:
    printer = RecorderOutput()
    speech = Speech(printer, channel, mode="test", **kwargs)  # type: ignore[arg-type]
    return speech, printer


def test_recorder_gets_every_line_once_in_order_with_interrupt_flags(
        capsys: pytest.CaptureFixture[str]) -> None:
    reports: list[tuple[str, dict[str, str]]] = []
    speech = make_output("recorder", "en", None, None, lambda i, a: reports.append((i, a)))
    recorder = speech.channel
    assert isinstance(recorder, RecorderOutput)
    script: list[tuple[str, Kind, bool]] = [
        ("Round 1.", "status", False),
        ("Anna plays the lion.", "event", False),
        ("Lion enters the bar.", "event", False),
        ("Your turn, Ben.", "prompt", False),
        ("Ben plays the zebra.", "result", False),
        ("Round 2.", "status", False),
        ("Status: 3 cards in the queue.", "status", False),
        ("Repeat: Ben plays the zebra.", "event", True),
        ("Game over: Anna wins with 14 points.", "alert", False),
    ]
    for text, kind, interrupt in script:
        speech.announce(text, kind=kind, interrupt=interrupt)
    assert speech.catch_up(2.0)
    expected = [Recorded(text, interrupt or kind == "result", kind)
                for text, kind, interrupt in script]
    assert [(r.text, r.interrupt, r.kind) for r in recorder.spoken] == \
        [(e.text, e.interrupt, e.kind) for e in expected]
    printed = capsys.readouterr().out.splitlines()
    assert printed == [text for text, _, _ in script]
    assert recorder.brailled == [text for text, _, _ in script]
    assert recorder.lines == []  # lines are printed by the print channel only
    assert reports == []
    assert speech.last == script[-1][0]
    speech.close()


def test_print_mode_speaks_nowhere(capsys: pytest.CaptureFixture[str]) -> None:
    for mode in ("auto", "print"):
        speech = make_output(mode, "cs", None, None, lambda i, a: None)
        assert speech.channel is None and speech.mode == "print"
        speech.announce("Lev vstupuje do baru.", kind="event")
        speech.announce("Konec hry.", kind="alert")
        speech.stop()
        speech.close()
    assert capsys.readouterr().out.splitlines() == ["Lev vstupuje do baru.", "Konec hry."] * 2


def test_newer_status_replaces_older_unspoken_status() -> None:
    channel = SlowChannel(0.3)
    speech, printer = make(channel)
    speech.announce("Anna plays the lion.")
    speech.announce("Queue: 1 animal.", kind="status")
    speech.announce("Queue: 2 animals.", kind="status")
    speech.announce("Queue: 3 animals.", kind="status")
    assert speech.pending == ("Queue: 3 animals.",)
    assert speech.catch_up(3.0)
    assert channel.texts == ["Anna plays the lion.", "Queue: 3 animals."]
    assert printer.lines == ["Anna plays the lion.", "Queue: 1 animal.", "Queue: 2 animals.",
                             "Queue: 3 animals."]
    assert channel.cut == [] and channel.violations == []
    speech.close()


def test_own_result_interrupts_older_unspoken_narration() -> None:
    channel = SlowChannel(0.5)
    speech, printer = make(channel)
    speech.announce("Bot 1 plays the monkey.")
    speech.announce("Bot 2 plays the seal.")
    speech.announce("Round 3.", kind="status")
    speech.announce("You play the lion; it goes to the front.", kind="result")
    assert speech.catch_up(3.0)
    assert channel.handed == [("Bot 1 plays the monkey.", False, "event"),
                              ("You play the lion; it goes to the front.", True, "result")]
    assert channel.cut == ["Bot 1 plays the monkey."]
    assert len(printer.lines) == 4  # everything is still printed
    assert channel.violations == []
    speech.close()


def test_final_result_is_never_cut_off() -> None:
    channel = SlowChannel(0.4)
    speech, _ = make(channel)
    speech.announce("Game over: Anna wins with 14 points.", kind="alert")
    speech.announce("Unknown command.", kind="result")
    speech.announce("Help: type a number.", interrupt=True)
    assert speech.catch_up(3.0)
    assert channel.cut == []
    assert channel.handed[0] == ("Game over: Anna wins with 14 points.", False, "alert")
    # the interrupting line waited for the final result and did not cut it
    assert channel.handed[-1] == ("Help: type a number.", False, "event")
    assert channel.violations == []
    speech.close()


def test_pending_final_result_survives_an_interrupt_and_comes_first() -> None:
    channel = SlowChannel(0.4)
    speech, _ = make(channel)
    speech.announce("Bot plays the crocodile.")
    speech.announce("Game over: Ben wins.", kind="final")
    speech.announce("Scores: Ben 12, Anna 9.", kind="result")
    assert speech.catch_up(3.0)
    assert channel.handed == [("Bot plays the crocodile.", False, "event"),
                              ("Game over: Ben wins.", True, "final"),
                              ("Scores: Ben 12, Anna 9.", False, "result")]
    assert channel.cut == ["Bot plays the crocodile."]
    assert channel.violations == []
    speech.close()


def test_stop_silences_at_once_and_forgets_unspoken_lines() -> None:
    channel = SlowChannel(1.0)
    speech, _ = make(channel)
    speech.announce("A long description of the water park.")
    speech.announce("More narration.")
    started = time.perf_counter()
    speech.stop()
    assert time.perf_counter() - started < 0.05
    assert channel.stops == 1 and channel.cut == ["A long description of the water park."]
    assert speech.pending == ()
    speech.announce("Next.")
    assert channel.texts == ["A long description of the water park.", "Next."]
    speech.close()


def test_announce_returns_at_once_while_the_channel_is_busy() -> None:
    channel = SlowChannel(0.5)
    speech, printer = make(channel)
    durations = []
    for number in range(50):
        began = time.perf_counter()
        speech.announce(f"Line {number}.")
        durations.append(time.perf_counter() - began)
    assert max(durations) < 0.05
    assert len(printer.lines) == 50
    speech.stop()
    speech.close()


def test_a_channel_that_cannot_tell_gets_each_line_when_the_estimate_says_it_is_free() -> None:
    """A screen reader cannot say when it is done: the facade hands it the next line when
    its estimate of the last one runs out, so the priorities apply there too."""
    now = [100.0]
    channel = ScreenReaderLike()
    speech = Speech(RecorderOutput(), channel, mode="test", clock=lambda: now[0])
    speech.announce("Bot Red plays the red lion.")
    speech.announce("Bot Green plays the green zebra.")
    speech.announce("Queue, 1 animal: red lion.", kind="status")
    speech.announce("Queue, 2 animals: red lion, green zebra.", kind="status")
    assert channel.texts == ["Bot Red plays the red lion."], "the rest waits here"
    now[0] += estimate_seconds("Bot Red plays the red lion.") - 0.01
    speech.announce("Bot Red plays the red seal.")
    assert channel.texts == ["Bot Red plays the red lion."]
    now[0] += 0.02
    assert speech.catch_up(0.0) is False  # one line handed over, three still to come
    assert channel.texts[-1] == "Bot Green plays the green zebra."
    # the player's own command cuts off the narration and drops what waits
    speech.announce("Hand, 4 cards: lion, zebra, seal, parrot.", kind="result")
    assert [(r.text, r.interrupt) for r in channel.spoken] == [
        ("Bot Red plays the red lion.", False), ("Bot Green plays the green zebra.", False),
        ("Hand, 4 cards: lion, zebra, seal, parrot.", True)]
    assert speech.pending == ()
    speech.close()


def test_on_such_a_channel_a_newer_status_replaces_the_unspoken_older_one() -> None:
    now = [100.0]
    channel = ScreenReaderLike()
    speech = Speech(RecorderOutput(), channel, mode="test", clock=lambda: now[0])
    speech.announce("Bot Red plays the red lion.")
    speech.announce("Queue, 1 animal: red lion.", kind="status")
    speech.announce("Bot Green plays the green zebra.")
    speech.announce("Queue, 2 animals: red lion, green zebra.", kind="status")
    for _ in range(3):
        now[0] += 60.0
        speech.catch_up(0.0)
    assert channel.texts == ["Bot Red plays the red lion.", "Bot Green plays the green zebra.",
                             "Queue, 2 animals: red lion, green zebra."]
    now[0] += 60.0
    assert speech.catch_up(0.0) is True
    speech.close()


def test_final_is_protected_on_such_a_channel_for_its_estimated_time() -> None:
    now = [100.0]
    channel = ScreenReaderLike()
    speech = Speech(RecorderOutput(), channel, mode="test", clock=lambda: now[0])
    speech.announce("Game over.", kind="alert")
    speech.announce("Unknown command.", kind="result")  # within the alert's estimated time
    assert channel.texts == ["Game over."], "the answer waits for the alert"
    now[0] += 60.0
    speech.catch_up(0.0)
    speech.announce("Unknown command.", kind="result")
    assert [(r.text, r.interrupt) for r in channel.spoken] == [
        ("Game over.", False), ("Unknown command.", False), ("Unknown command.", True)]
    speech.close()


def test_broken_channel_is_reported_once_and_printing_goes_on() -> None:
    class Breaking(RecorderOutput):
        def __init__(self) -> None:
            super().__init__()
            self.broken = False
            self.closed = 0

        @property
        def failure(self) -> str | None:
            return "timeout" if self.broken else None

        def close(self) -> None:
            self.closed += 1

    reports: list[tuple[str, dict[str, str]]] = []
    channel = Breaking()
    printer = RecorderOutput()
    speech = Speech(printer, channel, mode="tts", report=lambda i, a: reports.append((i, a)))
    speech.announce("One.")
    channel.broken = True
    speech.announce("Two.")
    speech.announce("Three.")
    assert reports == [(MSG_ENGINE_STOPPED, {"mode": "tts"})]
    assert speech.mode == "print" and speech.channel is None
    assert printer.lines == ["One.", "Two.", "Three."]
    assert channel.texts == ["One."]
    assert channel.closed == 1
    speech.close()


def test_unknown_kind_is_a_programming_error() -> None:
    speech, _ = make(RecorderOutput())
    with pytest.raises(ValueError):
        speech.announce("x", kind="shout")  # type: ignore[arg-type]


def test_settings_switch_the_channel_in_a_running_game() -> None:
    from accessible_games.speech import make_channel

    reports: list[tuple[str, dict[str, str]]] = []
    speech = make_output("recorder", "en", None, None, lambda i, a: reports.append((i, a)),
                         stream=__import__("io").StringIO())
    first = speech.channel
    assert isinstance(first, RecorderOutput)
    speech.announce("Before.")
    speech.set_channel(*make_channel("print", "en", None, None, lambda i, a: None))
    assert speech.mode == "print" and speech.channel is None
    assert first.stops == 1  # the old channel was silenced
    speech.announce("In between.")
    speech.set_channel(*make_channel("recorder", "en", None, None, lambda i, a: None))
    second = speech.channel
    assert isinstance(second, RecorderOutput) and speech.mode == "recorder"
    speech.announce("After.", kind="result")
    assert first.texts == ["Before."]
    assert [(r.text, r.interrupt) for r in second.spoken] == [("After.", True)]
    speech.set_channel(*make_channel("bogus", "en", None, None,
                                     lambda i, a: reports.append((i, a))))
    assert speech.mode == "print"
    assert reports == [("speech-engine-missing", {"mode": "bogus", "reason": "unknown-mode"})]
    speech.close()


def test_a_multi_line_answer_is_read_whole_and_the_next_answer_interrupts_it() -> None:
    now = [10.0]
    channel = SlowChannel(0.3)
    speech = Speech(RecorderOutput(), channel, mode="test", clock=lambda: now[0])
    speech.announce("Bot plays the kangaroo.")
    help_lines = ["Help, 3 topics:", "1 play a card.", "2 ask about the queue."]
    for line in help_lines:  # one command's answer: lines announced together
        speech.announce(line, kind="result")
    assert speech.catch_up(3.0)
    assert channel.handed == [("Bot plays the kangaroo.", False, "event"),
                              ("Help, 3 topics:", True, "result"),
                              ("1 play a card.", False, "result"),
                              ("2 ask about the queue.", False, "result")]
    assert channel.cut == ["Bot plays the kangaroo."]
    # a later command's answer cuts off the previous answer
    now[0] += 2.0
    speech.announce("Hand, 4 cards: lion, zebra, seal, parrot.", kind="result")
    now[0] += 2.0
    speech.announce("Queue, 2 animals: lion, zebra.", kind="result")
    assert speech.catch_up(3.0)
    assert channel.handed[-2:] == [("Hand, 4 cards: lion, zebra, seal, parrot.", True, "result"),
                                   ("Queue, 2 animals: lion, zebra.", True, "result")]
    assert channel.cut[-1] == "Hand, 4 cards: lion, zebra, seal, parrot."
    assert channel.violations == []
    speech.close()


def test_finish_lets_every_announced_line_be_said_to_the_end() -> None:
    """At exit the last answer is said to the end: the lines still queued are handed over
    one by one and the channel ends quiet, nothing cut off."""
    channel = SlowChannel(0.05)
    speech, _ = make(channel)
    speech.announce("Hand, 4 cards: lion, zebra, seal, parrot.", kind="result")
    speech.announce("Queue, 2 animals: lion, zebra.", kind="result")
    speech.announce("Bar, empty.", kind="result")
    assert speech.finish() is True
    assert channel.texts == ["Hand, 4 cards: lion, zebra, seal, parrot.",
                             "Queue, 2 animals: lion, zebra.", "Bar, empty."]
    assert channel.is_speaking() is False and not channel.cut and not channel.violations
    speech.close()


def test_finish_waits_as_long_as_the_result_takes() -> None:
    """The wait is bounded by the estimate of what is left plus a margin, not by a fixed
    time: a long result is heard whole."""
    channel = SlowChannel(0.05)
    speech, _ = make(channel)
    speech.announce("Anna wins with 5 animals in the bar.", kind="final")
    assert speech.finish(limit=0.0) is False, "the line was not over yet"
    assert speech.finish() is True
    speech.close()


def test_finish_gives_a_screen_reader_the_estimated_time_of_what_it_was_handed() -> None:
    """Speech Dispatcher drops a client's queue when it leaves: finish waits out the
    estimate of what the screen reader was handed."""
    now = [100.0]

    def clock() -> float:  # time passes as the facade looks at it
        now[0] += 0.25
        return now[0]

    channel = ScreenReaderLike()
    speech = Speech(RecorderOutput(), channel, mode="test", clock=clock,
                    poll_interval=0.001)
    line = "Anna wins with 35 points, Robot Green has 30, Petr 28."
    speech.announce(line, kind="final")
    handed_at = now[0]
    assert speech.finish() is True
    assert channel.texts == [line]
    assert now[0] >= handed_at + estimate_seconds(line)
    speech.close()


def test_an_alert_queued_behind_others_is_protected_until_its_estimated_end() -> None:
    now = [100.0]
    channel = ScreenReaderLike()
    speech = Speech(RecorderOutput(), channel, mode="test", clock=lambda: now[0])
    first = "A long line of narration that the screen reader reads first. " * 3
    speech.announce(first)
    speech.announce("Game over.", kind="alert")
    now[0] += estimate_seconds(first) / 2
    # the answer cuts off the narration, but the alert waiting behind it comes first
    speech.announce("Unknown command.", kind="result")
    assert [(r.text, r.interrupt) for r in channel.spoken] == [
        (first, False), ("Game over.", True)]
    now[0] += estimate_seconds("Game over.") - 0.1  # the alert is not over yet
    speech.announce("Unknown command.", kind="result")
    assert channel.spoken[-1].text == "Game over.", "the alert is not cut off"
    now[0] += 0.2
    speech.catch_up(0.0)
    assert [(r.text, r.interrupt) for r in channel.spoken[2:]] == [("Unknown command.", False)]
    now[0] += 60.0
    speech.announce("Unknown command.", kind="result")
    assert channel.spoken[-1].interrupt is True
    speech.close()


def test_finish_gives_up_on_a_channel_that_never_ends() -> None:
    class Stuck(RecorderOutput):
        def is_speaking(self) -> bool | None:
            return True

    speech = Speech(RecorderOutput(), Stuck(), mode="test")
    speech.announce("Game over.", kind="final")
    assert speech.finish(limit=0.05) is False
    speech.close()


def test_after_stop_finish_waits_for_nothing() -> None:
    channel = SlowChannel(30.0)
    speech, _ = make(channel)
    speech.announce("A very long rules text.")
    speech.stop()
    assert speech.finish(limit=5.0) is True
    speech.close()


def test_finish_skips_narration_still_waiting_before_the_result() -> None:
    """Bots play far ahead of the voice: at exit the result comes next, cutting off the
    narration being said, and what follows it (the goodbye) too."""
    channel = SlowChannel(0.3)  # long enough to be still speaking when finish begins
    speech, _ = make(channel)
    for number in range(1, 6):
        speech.announce(f"Bot move {number}.")
    speech.announce("Game over.", kind="final")
    speech.announce("Robot Green wins.", kind="final")
    speech.announce("Goodbye.", kind="alert")
    assert speech.finish() is True
    assert channel.texts == ["Bot move 1.", "Game over.", "Robot Green wins.", "Goodbye."]
    assert channel.cut == ["Bot move 1."] and not channel.violations
    speech.close()
