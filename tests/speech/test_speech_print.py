"""The print channel: whole lines, flushed, safe for Czech on any console."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from accessible_games.speech import PrintOutput, configure_console


class FlushCounter(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.flushes: list[str] = []

    def flush(self) -> None:
        self.flushes.append(self.getvalue())
        super().flush()


def test_lines_are_written_whole_and_delivered_together_at_flush() -> None:
    """A turn's lines reach the terminal in one write, when the shell flushes."""
    stream = FlushCounter()
    printer = PrintOutput(stream)
    printer.line("Lev vstupuje do baru.")
    printer.line("Krokodýl sežral zebru.")
    assert stream.getvalue() == "Lev vstupuje do baru.\nKrokodýl sežral zebru.\n"
    assert stream.flushes == []
    printer.flush()
    assert stream.flushes == ["Lev vstupuje do baru.\nKrokodýl sežral zebru.\n"]
    assert printer.braille("x") is False and printer.is_speaking() is False


def test_a_terminal_stream_holds_lines_until_flushed() -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="utf-8", line_buffering=True)
    printer = PrintOutput(stream)
    printer.line("Lev.")
    assert raw.getvalue() == b"", "a terminal's line buffering would write each line alone"
    printer.flush()
    assert raw.getvalue() == "Lev.\n".encode()


def test_the_shell_flushes_before_it_reads() -> None:
    """Everything said before a prompt is on the screen when the prompt appears."""
    from accessible_games.shell.app import App
    from accessible_games.shell.settings import Settings
    from accessible_games.speech import Speech

    stream = FlushCounter()
    seen: list[str] = []

    class Reader:
        mode = "plain"

        def read(self, prompt: str) -> str:
            seen.append(stream.flushes[-1] if stream.flushes else "")
            return "x"

    app = App(Settings(), "en", "plain", sink=Speech(PrintOutput(stream, configure=False)),
              reader=Reader())
    app.say(["One.", "Two."])
    assert app.read("Play, 1 to 2:") == "x"
    assert seen == ["One.\nTwo.\n"]


def test_default_stream_follows_sys_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    printer = PrintOutput()
    printer.line("Žirafa.")
    assert capsys.readouterr().out == "Žirafa.\n"


def test_windows_legacy_code_page_becomes_utf8(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="cp437")
    monkeypatch.setattr(sys, "platform", "win32")
    configure_console(stream)
    stream.write("Řeč: čeština\n")
    stream.flush()
    assert raw.getvalue().decode("utf-8") == "Řeč: čeština\n"


def test_non_utf8_posix_stream_replaces_instead_of_crashing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    monkeypatch.setattr(sys, "platform", "linux")
    configure_console(stream)
    stream.write("lev ř\n")
    stream.flush()
    assert raw.getvalue() == b"lev ?\n"


def test_piped_output_of_a_real_process_is_utf8() -> None:
    code = ("from accessible_games.speech import PrintOutput;"
            "PrintOutput().line('Krokodýl sežral zebru.')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=30,
                            env={"PYTHONIOENCODING": "cp1250", "PATH": "",
                                 "SYSTEMROOT": __import__("os").environ.get("SYSTEMROOT", "")})
    assert result.returncode == 0, result.stderr
    expected = "Krokodýl sežral zebru.\n"
    encoding = "utf-8" if sys.platform == "win32" else "cp1250"
    assert result.stdout.replace(b"\r\n", b"\n").decode(encoding) == expected
