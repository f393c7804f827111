"""End to end with a real screen reader: Orca reads the app in gnome-terminal under Xvfb and shows it
on a virtual 40-cell Braille display (see orca_stack.py).  Each case plays a few decisions of a seeded
game, then checks Orca's debug log against what the app printed:

* every line the app printed was spoken exactly once (Orca may merge lines into one utterance or split
  one over two; key echo and Orca's own messages are not the app's lines);
* at every prompt the Braille window holds the prompt, the text before the cursor, and that text names
  the decision (a word of three letters or more, not just ``>``);
* no Braille window is wider than the display's 40 cells.

Optional: the tests run only when selected with ``-m screen_reader``, and skip without the Debian
packages (orca_stack.PACKAGES).  They run one at a time, each on a free X display.
``report.txt`` in each case's temporary folder lists every utterance and Braille window.
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.screen_reader.orca_stack import Findings, Run, Stack, StackError, analyse, unavailable

pytestmark = pytest.mark.screen_reader


@dataclass(frozen=True)
class Case:
    name: str
    args: tuple[str, ...]
    keys: tuple[str, ...]  # typed lines, ASCII only (xdotool mistypes letters with diacritics)


CASES = (
    Case("beasty-bar-en",
         ("play", "beasty-bar", "--players", "2", "--bots", "1", "--seed", "3", "--bot-delay", "0",
          "--lang", "en", "--plain"),
         ("1", "1", "queue", "1", "1", "1", "1", "1")),
    Case("aquaretto-cs",
         ("play", "aquaretto", "--players", "2", "--bots", "1", "--seed", "3", "--bot-delay", "0",
          "--lang", "cs", "--plain"),
         ("1", "1", "park", "1", "1", "1", "1", "1")),
)


def _command() -> str:
    candidate = Path(sys.executable).parent / "accessible-games"
    found = str(candidate) if candidate.exists() else shutil.which("accessible-games")
    if found is None:
        pytest.skip("the accessible-games command is not installed")
    return found


@pytest.fixture(scope="module", params=CASES, ids=lambda case: case.name)
def findings(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Findings:
    """Play the case once under Orca; the three checks read the same run."""
    if "screen_reader" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("optional: run with -m screen_reader (see README, For developers)")
    reason = unavailable()
    if reason:
        pytest.skip(reason)
    case: Case = request.param
    folder = tmp_path_factory.mktemp(case.name)
    games_home = folder / "games-home"
    games_home.mkdir()
    run = Run(folder, [_command(), *case.args], list(case.keys))
    env = {"ACCESSIBLE_GAMES_HOME": str(games_home), "ACCESSIBLE_GAMES_STRICT_L10N": "1"}
    try:
        with Stack(run, env) as stack:
            stack.play(case.keys)
    except StackError as error:
        analyse(run)
        pytest.fail(f"{case.name}: {error}\nfiles and report.txt in {folder}", pytrace=False)
    return analyse(run)


def _where(found: Findings) -> str:
    return f"\n(all utterances and Braille windows: {found.run.folder / 'report.txt'})"


def test_every_printed_line_is_spoken_exactly_once(findings: Findings) -> None:
    if not findings.lines:
        pytest.fail("the app printed nothing" + _where(findings), pytrace=False)
    if not findings.speech.exactly_once:
        said = [u.text for u in findings.log.utterances if u.from_terminal_text]
        pytest.fail(
            f"{len(findings.speech.never_spoken)} of {len(findings.lines)} printed lines never spoken, "
            f"{len(findings.speech.unprinted)} spoken runs printed by no line:\n{findings.speech_report()}\n"
            "Orca spoke of the terminal's text:\n" + "\n".join(f"  {text!r}" for text in said) + _where(findings),
            pytrace=False)


def test_braille_shows_the_decision_at_every_prompt(findings: Findings) -> None:
    failing = [p for p in findings.prompts if p.problem is not None]
    if failing:
        pytest.fail(
            f"{len(failing)} of {len(findings.prompts)} prompts not shown as words on the Braille display "
            f"(the printed prompt, Orca's VISIBLE window while the app waited, the display's text line):\n"
            f"{findings.prompt_report()}" + _where(findings), pytrace=False)


def test_braille_windows_fit_the_40_cell_display(findings: Findings) -> None:
    if findings.log.display_size != (40, 1):
        pytest.fail(f"Orca did not use the virtual 40-cell display (it reported {findings.log.display_size}; "
                    "see brltty.log)" + _where(findings), pytrace=False)
    if findings.wide_windows:
        pytest.fail(f"Braille windows over 40 cells: {findings.wide_windows}" + _where(findings), pytrace=False)
