"""The package ships its message files, and both entry points exist."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata

from accessible_games.narration.l10n import LANGUAGES, locales_dir


def test_every_language_has_its_message_files() -> None:
    folder = locales_dir()
    names = {lang: sorted(p.name for p in (folder / lang).glob("*.ftl")) for lang in LANGUAGES}
    assert names["en"], "no English messages found"
    assert names["en"] == names["cs"]


def test_the_distribution_lists_the_message_files() -> None:
    files = [str(f) for f in metadata.files("accessible-games") or []]
    if not any(f.startswith("accessible_games/") and f.endswith(".py") for f in files):
        return  # an editable install lists no package files; the checkout's locales/ is used
    for lang in LANGUAGES:
        assert any(f.startswith(f"accessible_games/locales/{lang}/") and f.endswith(".ftl")
                   for f in files), f"{lang} messages are not installed"


def test_python_dash_m_runs_the_same_command() -> None:
    result = subprocess.run([sys.executable, "-m", "accessible_games", "rules", "beasty-bar",
                             "lion", "--lang", "en"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "12" in result.stdout and "Traceback" not in result.stderr
