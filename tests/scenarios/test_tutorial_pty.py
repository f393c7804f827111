"""Every tutorial of every game walked through a pseudo-terminal, answering ``show``.

The test starts ``run_tutorial`` with the same App the command line builds
(plain input, print output), so the whole path from the terminal's bytes to the
printed lines is covered; at each prompt it answers ``show`` until the example's
explanation is printed, then Enter for the next example.  The command line
itself (``accessible-games tutorial``) is driven in tests/shell.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.scenarios.library import games_with_scenarios, load_scenarios
from tests.prompts import PLAIN_PROMPT

pexpect = pytest.importorskip("pexpect")
if sys.platform == "win32":  # pragma: no cover - pexpect.spawn needs a POSIX pty
    pytest.skip("pseudo-terminal tests need POSIX", allow_module_level=True)

pytestmark = pytest.mark.e2e

PROMPT = PLAIN_PROMPT
SCRIPT = (
    "import sys\n"
    "sys.stdout.reconfigure(encoding='utf-8')\n"
    "from accessible_games.shell.app import App\n"
    "from accessible_games.shell.settings import Settings\n"
    "from accessible_games.shell.tutorials import run_tutorial\n"
    "sys.exit(run_tutorial(App(Settings(bot_delay=0), sys.argv[1], 'plain'), sys.argv[2]))\n"
)
MAX_DECISIONS = 12
"""No example asks more decisions of the learner than this."""


@pytest.mark.parametrize(("game", "lang"), [
    (game, LANGUAGES[index % len(LANGUAGES)])
    for index, game in enumerate(games_with_scenarios())])
def test_every_tutorial_through_a_pty(game: str, lang: str, tmp_path: Path) -> None:
    """Each game's tutorials in one language, the languages taken in turn (the in-process
    tutorial tests play every example in both)."""
    l10n = L10n(lang, strict=True)
    scenarios = load_scenarios(game)
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path),
           "ACCESSIBLE_GAMES_HOME": str(tmp_path), "ACCESSIBLE_GAMES_STRICT_L10N": "1",
           "TERM": "xterm", "LANG": "C.UTF-8",
           "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    child = pexpect.spawn(sys.executable, ["-c", SCRIPT, lang, game], env=env, timeout=60,
                          dimensions=(50, 200))
    child.delaybeforesend = None
    try:
        child.expect(PROMPT)
        assert l10n(scenarios[0].messages["title"]).encode() in child.before
        child.sendline(b"1")
        show = l10n("tutorial-words-show").split(",")[0].encode()
        for scenario in scenarios:
            child.expect(PROMPT)
            said = child.before.decode()
            assert l10n(scenario.messages["title"]) in said
            assert l10n(scenario.messages["setup"]) in said
            for _ in range(MAX_DECISIONS):
                child.sendline(show)
                child.expect(PROMPT)
                said = child.before.decode()
                if l10n(scenario.messages["explanation"]) in said:
                    break
            else:
                raise AssertionError(f"{scenario.name}: never explained")
            assert "Traceback" not in said
            child.sendline(b"")
        assert l10n("tutorial-last") in said
        child.sendline(l10n("shell-words-quit").split(",")[0].encode())
        child.expect(pexpect.EOF)
        assert l10n("tutorial-closed") in child.before.decode()
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    assert not (tmp_path / "autosave.json").exists()
