"""Every Beasty Bar tutorial walked through a pseudo-terminal, answering ``show``.

The ``tutorial`` command is wired into the command line separately; until then
this test starts ``run_tutorial`` itself with the same App the command line
builds (plain input, print output), so the whole path from the terminal's
bytes to the printed lines is covered.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios import load_scenarios

pexpect = pytest.importorskip("pexpect")
if sys.platform == "win32":  # pragma: no cover - pexpect.spawn needs a POSIX pty
    pytest.skip("pseudo-terminal tests need POSIX", allow_module_level=True)

pytestmark = pytest.mark.e2e

PROMPT = b"> "
SCRIPT = (
    "import sys\n"
    "sys.stdout.reconfigure(encoding='utf-8')\n"
    "from accessible_games.shell.app import App\n"
    "from accessible_games.shell.settings import Settings\n"
    "from accessible_games.shell.tutorial import run_tutorial\n"
    "sys.exit(run_tutorial(App(Settings(bot_delay=0), sys.argv[1], 'plain'), 'beasty-bar'))\n"
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tutorial_through_a_pty(lang: str, tmp_path: Path) -> None:
    l10n = L10n(lang, strict=True)
    scenarios = load_scenarios("beasty-bar")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path),
           "ACCESSIBLE_GAMES_HOME": str(tmp_path), "ACCESSIBLE_GAMES_STRICT_L10N": "1",
           "TERM": "xterm", "LANG": "C.UTF-8", "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    child = pexpect.spawn(sys.executable, ["-c", SCRIPT, lang], env=env, timeout=60,
                          dimensions=(50, 200))
    child.delaybeforesend = None
    try:
        child.expect_exact(PROMPT)
        assert l10n(scenarios[0].messages["title"]).encode() in child.before
        child.sendline(b"1")
        for index, scenario in enumerate(scenarios):
            child.expect_exact(PROMPT)
            said = child.before.decode()
            assert l10n(scenario.messages["title"]) in said
            assert l10n(scenario.messages["setup"]) in said
            child.sendline(l10n("tutorial-words-show").split(",")[0].encode())
            child.expect_exact(PROMPT)
            said = child.before.decode()
            assert l10n(scenario.messages["explanation"]) in said
            child.sendline(b"")
        assert l10n("tutorial-last") in said
        child.sendline(l10n("shell-words-quit").split(",")[0].encode())
        child.expect(pexpect.EOF)
        assert l10n("tutorial-closed") in child.before.decode()
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    assert not (tmp_path / "autosave.json").exists()
