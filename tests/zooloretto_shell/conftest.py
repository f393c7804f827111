"""Fixtures for the Zooloretto shell tests: every test gets a private home folder
(the pty fixtures live in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings and the autosave go to a private folder; missing messages fail loudly."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path
