"""settings.json and the tile file through the safe reader (F8, F10, F11), and the
leftovers of cut-off writes removed at start (F13)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from accessible_games.games.ozoolemio.rules.tiles import TileSetError
from accessible_games.games.ozoolemio.rules.tileset import MAX_FILE_BYTES, load_tileset
from accessible_games.narration.l10n import L10n
from accessible_games.shell.settings import Settings, load_settings
from tests.hardening.test_files_saves import _app

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000, '{"language":' * 3000 + '"en"' + "}" * 3000,
    '{"bot_delay": 1' + "0" * 5000 + "}", '{"rate": NaN}', "\ufeff{\"verbosity\": \"brief\"",
])
def test_damaged_settings_give_the_defaults(home: Path, text: str) -> None:
    """F10: deep nesting raised RecursionError out of load_settings (no start, no word)."""
    (home / "settings.json").write_text(text, encoding="utf-8")
    assert load_settings() == Settings()


def test_a_bom_before_good_settings_is_skipped(home: Path) -> None:
    (home / "settings.json").write_text('\ufeff{"verbosity": "brief"}', encoding="utf-8")
    assert load_settings().verbosity == "brief"


def test_the_app_starts_on_deeply_nested_settings(tmp_path: Path) -> None:
    """F10: exit 70 and an empty screen at every start, until the file was found."""
    (tmp_path / "settings.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    done = _app(tmp_path, "rules", "beasty-bar")
    assert done.returncode == 0 and done.stdout.strip() and not done.stderr


@POSIX
@pytest.mark.parametrize("kind", ["fifo", "zero", "folder"])
def test_special_settings_files_give_the_defaults_and_the_game_starts(
        tmp_path: Path, kind: str) -> None:
    """F8: a FIFO hung the app for ever; a link to /dev/zero read until memory ran out
    (here the old code meets the 60 s timeout or a 1 GB memory limit)."""
    path = tmp_path / "settings.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    done = _limited(tmp_path, "play", "beasty-bar", "--bot-delay", "0")
    assert done.returncode == 0, done.stderr
    assert "Beasty Bar" in done.stdout and not done.stderr


def _limited(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the app on ``home`` as ``_app`` does, in at most 1 GB of memory."""
    import resource
    env = {**os.environ, "ACCESSIBLE_GAMES_HOME": str(home), "LANG": "en_US.UTF-8",
           "PYTHONIOENCODING": "utf-8:strict"}

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    return subprocess.run([sys.executable, "-m", "accessible_games", *args, "--plain",
                           "--lang", "en"], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, env=env, timeout=60, check=False, preexec_fn=limit)


@POSIX
@pytest.mark.parametrize("kind", ["fifo", "zero", "folder"])
def test_special_save_files_are_refused_in_one_line(tmp_path: Path, kind: str) -> None:
    """F8 for autosave.json: hung (FIFO) or MemoryError and exit 70 (/dev/zero)."""
    path = tmp_path / "autosave.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    done = _limited(tmp_path, "resume")
    assert done.returncode == 0, done.stderr
    assert L10n("en")("save-error-not-a-file") in done.stdout
    assert not os.path.lexists(path) and len(list(tmp_path.glob("autosave.damaged-*"))) == 1


@POSIX
@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_special_tile_files_are_refused_in_one_sentence(tmp_path: Path, kind: str) -> None:
    """F8 for ``--tiles``: a FIFO hung, /dev/zero read without end."""
    path = tmp_path / "tiles.json"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    done = _limited(tmp_path, "play", "o-zoo-le-mio", "--tiles", str(path))
    assert done.returncode == 2
    assert done.stdout.strip() == L10n("en")("ozoolemio-error-tiles-unreadable", file=path.name)


@pytest.mark.parametrize(("text", "reason"), [
    ('{"stars": 1' + "0" * 5000 + "}", "ozoolemio-error-tiles-unreadable"),
    ("[" * 50_000 + "]" * 50_000, "ozoolemio-error-tiles-not-json"),
    ("x" * (MAX_FILE_BYTES + 1), "ozoolemio-error-tiles-too-large"),
    (b"\xff\xfe{}", "ozoolemio-error-tiles-unreadable"),
])
def test_hostile_tile_files_are_tile_errors(tmp_path: Path, text: str | bytes,
                                           reason: str) -> None:
    """F11: a 5,000-digit number is a TileSetError, not a ValueError."""
    path = tmp_path / "tiles.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(TileSetError) as info:
        load_tileset(path)
    assert info.value.reason == reason


def test_leftover_temp_files_are_removed_at_start(home: Path) -> None:
    """F13: ``.autosave.json.<random>.tmp`` of kills during a save piled up for ever.  Only
    our own pattern, only regular files, only old ones; links are not followed."""
    from accessible_games.shell.settings import LEFTOVER_AGE, remove_leftovers
    old = time.time() - LEFTOVER_AGE - 60
    ours = [home / ".autosave.json.k3j_x9q2.tmp", home / ".settings.json.abcdefgh.tmp",
            home / ".crash.log.a1b2c3d4.tmp"]
    for path in ours:
        path.write_text("{half")
        os.utime(path, (old, old))
    young = home / ".autosave.json.youngone.tmp"
    young.write_text("{being written")
    others = [home / "autosave.json.tmp", home / ".notes.txt.abcdefgh.tmp",
              home / ".autosave.json.abc.tmp.keep"]
    for path in others:
        path.write_text("not ours")
        os.utime(path, (old, old))
    victim = home / "victim.txt"
    victim.write_text("precious")
    link = home / ".autosave.json.linklink.tmp"
    link.symlink_to(victim)
    folder = home / ".autosave.json.folderxx.tmp"
    folder.mkdir()
    os.utime(folder, (old, old))
    from accessible_games import cli
    with pytest.raises(SystemExit):
        cli.main(["--help"])  # a start of the app: removes the leftovers, then prints help
    assert not any(path.exists() for path in ours)
    assert young.exists() and all(path.exists() for path in others)
    assert link.is_symlink() and victim.read_text() == "precious" and folder.is_dir()
    assert remove_leftovers() == []
