"""F7: a move already announced is never lost.  The app is killed (SIGKILL) the moment it
prints the first line after the player's answer; saving is slowed down (a slow fsync),
so a save that came after the announcement would be cut by the kill.  The resumed game
holds the move, and its replayed narration holds the line printed before the kill.
Also SIGHUP and SIGTERM: the game is saved and the app leaves quietly with 128 plus the
signal's number."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import pexpect
import pytest

from accessible_games.core.save import load
from accessible_games.registry import GAME_IDS, get_game
from accessible_games.shell.settings import Settings
from tests.prompts import PLAIN_PROMPT

SLOW_FSYNC = """
import os, time
_fsync = os.fsync
def _slow(fd):
    time.sleep(0.4)
    _fsync(fd)
os.fsync = _slow
"""


def _slow_saves(tmp_path: Path) -> dict[str, str]:
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(SLOW_FSYNC, encoding="utf-8")
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(folder),
                                                       os.environ.get("PYTHONPATH")]))}


def _play(spawn: Any, game: str, env: dict[str, str] | None = None,
          delay: str = "0") -> Any:
    return spawn("play", game, "--players", "2", "--seed", "11", "--lang", "en",
                 "--bot-delay", delay, "--plain", env=env)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_kill_right_after_a_move_is_printed_loses_nothing(spawn: Any, home: Path,
                                                             tmp_path: Path,
                                                             game: str) -> None:
    child = _play(spawn, game, _slow_saves(tmp_path))
    child.expect(PLAIN_PROMPT)
    child.sendline(b"1")
    child.expect(b"1\r\n")
    child.expect(rb"([^\r\n]+)\r\n")
    printed = child.match[1].decode().strip()
    child.kill(signal.SIGKILL)
    child.close()
    match, _meta = load(home / "autosave.json", get_game)
    assert any(player == 0 for player, _ in match.history), \
        f"the answered move is saved ({printed!r} was printed)"
    from accessible_games.shell.sessions import past_lines
    heard = [line for line, _owner in past_lines(Settings(), "en", match, match.history)]
    assert printed in heard, "the line printed before the kill is in the resumed game"


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_sigterm_and_sighup_save_and_leave_quietly(spawn: Any, home: Path, signum: int,
                                                  status: int) -> None:
    child = _play(spawn, "beasty-bar", delay="3")
    child.expect(PLAIN_PROMPT)
    child.sendline(b"1")
    child.expect(b"1\r\n")
    child.expect(rb"[^\r\n]+\r\n")  # the move is said; the bot waits its 3 seconds
    child.kill(signum)
    child.expect(pexpect.EOF)
    child.close()
    assert b"Traceback" not in child.before
    assert child.exitstatus == status and child.signalstatus is None
    match, _meta = load(home / "autosave.json", get_game)
    assert 0 in [player for player, _ in match.history], "the move is saved"
    assert not list(home.glob(".autosave.json.*")), "no temp file is left"


def test_ctrl_c_during_a_bots_delay_is_one_sentence_and_the_game_goes_on(spawn: Any) -> None:
    from accessible_games.narration.l10n import L10n
    child = _play(spawn, "beasty-bar", delay="2")
    child.expect(PLAIN_PROMPT)
    child.sendline(b"1")
    child.expect(b"1\r\n")
    child.expect(rb"[^\r\n]+\r\n")
    child.sendintr()
    child.expect(L10n("en")("shell-ctrl-c").encode())
    child.expect(PLAIN_PROMPT)
    assert b"Traceback" not in child.before
    child.sendline(b"quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_the_kill_benchmark_finds_every_heard_move_after_one_kill(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import importlib.util
    import sys
    from tests.benchmark_scripts import BENCHMARKS
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    spec = importlib.util.spec_from_file_location("kill_resume_benchmark",
                                                  BENCHMARKS / "kill_resume.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, bench)  # its dataclasses look it up
    spec.loader.exec_module(bench)
    outcome = bench.run_trial(bench.Trial("beasty-bar", 7, 0.0, 3, 0.0, at_first_line=True))
    assert outcome.heard > 0 and outcome.saved
    assert outcome.lost == ()
    assert outcome.resumed, outcome.note
