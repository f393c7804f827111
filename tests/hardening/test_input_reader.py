"""The reader, whatever arrives (issue 20: F1, F12, F13, F15): bytes that are not UTF-8,
control characters, long lines and pastes are answered as text, a long line in a
fraction of a second in both modes; plain mode writes no temporary inputrc and starts
with a home that cannot be examined."""

from __future__ import annotations

import ctypes
import os
import select
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pexpect
import pytest

from accessible_games.shell.line_input import (
    MAX_LINE, READLINE_MOST, BulkReader, PlainInput, _clean, _drop_rest_of_line, cap_runs,
    line_session)
from tests.prompts import PLAIN_PROMPT

APP = [sys.executable, "-m", "accessible_games"]


def run_app(args: list[str], data: bytes, home: Path, **env: str) -> subprocess.CompletedProcess[bytes]:
    """Run the app reading ``data`` from a pipe, decoding its input strictly as a real
    UTF-8 locale does (not C.UTF-8's surrogateescape)."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
                   "ACCESSIBLE_GAMES_HOME": str(home), "PYTHONIOENCODING": "utf-8:strict",
                   "LANG": "C.UTF-8", **env}
    return subprocess.run([*APP, *args], input=data, capture_output=True, timeout=60,
                          env=environment)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_bytes_that_are_not_utf8_are_answered_at_a_game_prompt(tmp_path: Path, lang: str) -> None:
    done = run_app(["play", "beasty-bar", "--bot-delay", "0", "--lang", lang],
                   b"\xff\n" + "\u017eirafa".encode("cp1250") + b"\nquit\n", tmp_path)
    output = done.stdout.decode()
    assert done.returncode == 0, output
    assert not (tmp_path / "crash.log").exists()
    unknown = {"en": "Unknown command: ?irafa.", "cs": "Neznámý příkaz: ?irafa."}[lang]
    assert unknown in output


def test_bytes_that_are_not_utf8_are_answered_in_the_main_menu(tmp_path: Path) -> None:
    done = run_app(["--lang", "en"], b"\xfe\xff\n9\xff\x07\n\n", tmp_path)
    assert done.returncode == 0, done.stdout
    assert not (tmp_path / "crash.log").exists()
    assert b"\x07" not in done.stdout


@pytest.mark.parametrize(("typed", "read"), [
    ("1\udcff", "1\ufffd"), ("a\x00b\x07", "ab"), ("\t2", " 2"), ("x" * 9000, "x" * MAX_LINE),
])
def test_a_line_is_cleaned_once_in_the_reader(typed: str, read: str) -> None:
    assert _clean(typed) == read


def rich_lines(data: bytes, count: int) -> list[str]:
    """Return the first ``count`` lines a rich-mode session reads from ``data`` typed."""
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.output import DummyOutput
    with create_pipe_input() as pipe:
        session = line_session(lambda: [], KeyBindings(), pipe, DummyOutput())
        pipe.send_bytes(data)
        return [session.prompt("> ") for _ in range(count)]


def test_rich_mode_never_holds_more_than_max_line() -> None:
    assert rich_lines(b"x" * 30000 + b"\r", 1) == ["x" * MAX_LINE]


@pytest.mark.parametrize("typed", [b"\x1b[31mred\r", b"\x1b[<1;2mred\r", b"\x1b[;Mred\r"])
def test_rich_mode_ignores_what_looks_like_a_mouse_report(typed: bytes) -> None:
    assert rich_lines(typed, 1) == ["red"]


def test_rich_mode_takes_a_bracketed_paste_of_lines_one_at_a_time() -> None:
    pasted = b"\x1b[200~" + b"y" * 9000 + b"\r2\r\n3\x1b[201~\r"
    assert rich_lines(pasted, 3) == ["y" * MAX_LINE, "2", "3"]


@pytest.fixture
def private_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A TMPDIR of the test's own, with INPUTRC unset."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setenv("TMPDIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", None)
    monkeypatch.delenv("INPUTRC", raising=False)
    return folder


def test_plain_mode_writes_no_inputrc_through_a_planted_symlink(
        private_tmp: Path, tmp_path: Path) -> None:
    pytest.importorskip("readline")
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    link = private_tmp / f"{os.getpid()}-accessible-games.inputrc"
    link.symlink_to(victim)
    PlainInput(lambda: [])
    assert victim.read_text() == "precious\n"
    assert sorted(private_tmp.iterdir()) == [link]
    assert "INPUTRC" not in os.environ


def test_plain_mode_starts_when_home_cannot_be_examined(tmp_path: Path) -> None:
    home = "/" + "h" * 300  # stat() fails with ENAMETOOLONG, as with a folder not ours
    done = run_app(["play", "beasty-bar", "--bot-delay", "0", "--lang", "en"], b"quit\n",
                   tmp_path, HOME=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert b"Game saved" in done.stdout


def test_rich_mode_reads_in_bulk_and_leaves_out_what_no_line_can_hold() -> None:
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.output import DummyOutput
    with create_pipe_input() as pipe:
        session = line_session(lambda: [], KeyBindings(), pipe, DummyOutput())
        assert isinstance(session.input.stdin_reader, BulkReader)
        pipe.send_bytes(b"x" * 30000 + b"\x7fy\r" + b"z" * 5000 + b"\x1b[D\x7f\r")
        assert session.prompt("> ") == "x" * (MAX_LINE - 1) + "y"
        assert session.prompt("> ") == "z" * (MAX_LINE - 2) + "z"


@pytest.mark.parametrize(("text", "carried", "capped"), [
    ("x" * 5000, 0, ("x" * MAX_LINE, MAX_LINE)),
    ("ab\rcd", MAX_LINE - 1, ("a\rcd", 2)),
    ("xy\x1b[Dz", MAX_LINE, ("\x1b[Dz", 1)),
    ("\x7f" * 5000, MAX_LINE, ("\x7f" * 5000, 0)),
])
def test_a_run_of_typed_text_is_cut_where_no_line_could_hold_it(
        text: str, carried: int, capped: tuple[str, int]) -> None:
    assert cap_runs(text, carried) == capped


def test_plain_mode_gives_a_line_back_from_readline_at_its_bound() -> None:
    readline = pytest.importorskip("readline")
    if "libedit" in (readline.__doc__ or ""):
        pytest.skip("libedit has no bound on a line")
    PlainInput(lambda: [])
    library = ctypes.CDLL(readline.__file__)
    assert ctypes.c_int.in_dll(library, "rl_num_chars_to_read").value == READLINE_MOST


def test_plain_mode_answers_a_long_line_after_a_nul_once_without_echoing_all_of_it(
        spawn: Any) -> None:
    """Readline after a NUL byte redraws the whole line after each key (the square of its
    length): it hands the line back at its bound, and the rest is dropped unechoed."""
    pytest.importorskip("readline")
    child = spawn("play", "beasty-bar", "--bot-delay", "0", "--lang", "en", "--plain",
                  timeout=20)
    child.expect(PLAIN_PROMPT)
    child.send(b"a\x00b\r")
    child.expect(PLAIN_PROMPT)
    echoed = type_reading(child, b"x" * 60_000 + b"\r")
    child.expect(PLAIN_PROMPT)
    said = echoed + child.before
    assert said.count(b"Unknown command: xxxx") == 1
    assert said.count(b"x") < READLINE_MOST + 100, "the rest of the line is not echoed"
    child.sendline(b"hand")
    child.expect(PLAIN_PROMPT)
    assert b"Hand: 1:" in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)


def type_reading(child: Any, data: bytes) -> bytes:
    """Type ``data`` into the child's terminal, reading what it prints meanwhile (a long
    line written at once would fill the terminal both ways); return what it printed."""
    fd = child.child_fd
    printed = bytearray()
    position = 0
    while position < len(data):
        readable, writable, _ = select.select([fd], [fd], [], 20)
        assert readable or writable, "the app reads nothing"
        if readable:
            printed += os.read(fd, 1 << 16)
        if writable:
            position += os.write(fd, data[position:position + 4096])
    return bytes(printed)


def test_the_rest_of_a_long_line_is_read_to_its_end_and_the_terminal_restored() -> None:
    termios = pytest.importorskip("termios")
    master, slave = os.openpty()
    try:
        before = termios.tcgetattr(slave)
        os.write(master, b"y" * 70_000 + b"\r")
        _drop_rest_of_line(slave)
        assert termios.tcgetattr(slave) == before
        os.write(master, b"next\n")
        assert os.read(slave, 100) == b"next\n", "only the long line's rest was read"
    finally:
        os.close(master)
        os.close(slave)


def test_a_terminal_that_went_away_ends_the_rest_of_a_long_line_quietly() -> None:
    pytest.importorskip("termios")
    master, slave = os.openpty()
    os.write(master, b"y" * 100)
    os.close(master)
    try:
        _drop_rest_of_line(slave)
    finally:
        os.close(slave)
