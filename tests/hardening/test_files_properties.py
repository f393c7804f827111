"""Property tests of loading: arbitrary JSON in any field of a real save of every game, or
of settings.json, and special files, never raise anything but SaveError (saves) and always
give valid settings (settings)."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.errors import SaveError
from accessible_games.core.save import MAX_SAVE_BYTES, load
from accessible_games.registry import get_game
from accessible_games.shell.settings import Settings, load_settings
from tests.hardening.test_files_saves import GAME_IDS, real_match
from accessible_games.core.save import to_json

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats()
    | st.text(max_size=8) | st.sampled_from(["greedy", "evil", "\ud800", "\u202e", "basic"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=6,
)
"""Any JSON value, NaN and infinities included (json writes them; the reader refuses)."""


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    children = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, item in children:
        found.extend(_paths(item, (*prefix, key)))
    return found


DOCUMENTS = {game_id: json.loads(json.dumps(to_json(real_match(game_id), {"language": "en"})))
             for game_id in GAME_IDS}
PATHS = {game_id: _paths(document) for game_id, document in DOCUMENTS.items()}


def _set(document: Any, path: tuple[Any, ...], value: Any) -> None:
    target = document
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_any_field_of_a_real_save_loads_or_is_refused(game_id: str, tmp_path_factory:
                                                      pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("saves")

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(st.tuples(st.sampled_from(PATHS[game_id]), JSON), min_size=1, max_size=2),
           st.booleans())
    def check(edits: list[tuple[tuple[Any, ...], Any]], ascii_only: bool) -> None:
        document = json.loads(json.dumps(DOCUMENTS[game_id]))
        for path, value in edits:
            try:
                _set(document, path, value)
            except (KeyError, IndexError, TypeError):
                continue
        path = folder / "autosave.json"
        path.write_bytes(json.dumps(document, ensure_ascii=ascii_only).encode(
            "utf-8", errors="surrogatepass"))
        try:
            load(path, get_game)
        except SaveError as error:
            assert error.reason.startswith("save-error-")

    check()


@pytest.mark.parametrize("special", ["fifo", "folder", "zero", "empty", "huge", "dangling"])
def test_special_files_are_save_errors(tmp_path: Path, special: str) -> None:
    if special in ("fifo", "zero") and sys.platform == "win32":
        pytest.skip("POSIX only")
    path = tmp_path / "autosave.json"
    if special == "fifo":
        os.mkfifo(path)
    elif special == "folder":
        path.mkdir()
    elif special == "zero":
        path.symlink_to("/dev/zero")
    elif special == "empty":
        path.write_bytes(b"")
    elif special == "huge":
        with path.open("wb") as out:
            out.truncate(MAX_SAVE_BYTES * 50)  # sparse: 100 MB said, nothing stored
    else:
        path.symlink_to(tmp_path / "gone")
    with pytest.raises(SaveError):
        load(path, get_game)


SETTING_NAMES = [field.name for field in fields(Settings)]


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.dictionaries(st.sampled_from(SETTING_NAMES) | st.text(max_size=5), JSON, max_size=4)
       | JSON)
def test_any_settings_file_gives_valid_settings(data: Any) -> None:
    home = Path(os.environ["HYPOTHESIS_SETTINGS_HOME"])
    (home / "settings.json").write_bytes(json.dumps(data).encode("utf-8", "surrogatepass"))
    loaded = load_settings()
    assert loaded == loaded.validated()


@pytest.fixture(autouse=True)
def _settings_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("HYPOTHESIS_SETTINGS_HOME", str(tmp_path))
