"""Hostile saves: refused in one sentence by the checks of loading (F6, F17), put aside
rather than deleted, and never a crash loop; a crash while loading says so truthfully."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from accessible_games import cli
from accessible_games.core.errors import SaveError
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import load, save, to_json
from accessible_games.narration.l10n import L10n
from accessible_games.registry import ENTRIES, get_game

GAME_IDS = [entry.game_id for entry in ENTRIES]


def real_match(game_id: str, moves: int = 6, seed: int = 7) -> AnyMatch:
    """Return a game of ``game_id`` between Anna and a greedy bot, ``moves`` actions in,
    played as the app plays it (the game's default options)."""
    found = next(entry for entry in ENTRIES if entry.game_id == game_id)
    options: dict[str, Any] = {"variant": found.variants[0]} if found.variants else {}
    match = Match.start(found.load_game(), [PlayerSpec("Anna"), PlayerSpec("Bot Green", "greedy")],
                        options, seed)
    chooser = Rng(seed)
    for _ in range(moves):
        player = chooser.choice(sorted(match.to_move()))
        match.act(player, chooser.choice(match.legal_actions(player)))
    return match


def real_save(game_id: str, folder: Path) -> Path:
    """Write a real save of ``game_id`` with the app's own ``save``; return its path."""
    path = folder / "autosave.json"
    save(path, real_match(game_id), {"language": "en"})
    return path


def edited(path: Path, change: Any) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused(path: Path) -> str:
    with pytest.raises(SaveError) as info:
        load(path, get_game)
    return info.value.reason


def test_a_real_save_of_every_game_loads(tmp_path: Path) -> None:
    for game_id in GAME_IDS:
        match, meta = load(real_save(game_id, tmp_path), get_game)
        assert match.game.game_id == game_id and len(match.history) == 6


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unknown_bot_kind_is_refused(tmp_path: Path, game_id: str) -> None:
    """F6: "bot": "evil" passed the type check and crashed in make_bot on every resume."""
    path = edited(real_save(game_id, tmp_path), lambda d: d["players"][1].update(bot="evil"))
    assert refused(path) == "save-error-bot"


@pytest.mark.parametrize("name", ["\ud800", "A\x1b[31mB", "Anna\nBob", "\u202eannA", "\x00",
                                  "   ", "x" * 41, ""])
def test_a_name_the_command_line_would_refuse_is_refused(tmp_path: Path, name: str) -> None:
    """F6: a lone surrogate crashed when printed; control characters and direction
    overrides are refused as the command line refuses them."""
    path = real_save("beasty-bar", tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][0]["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: \ud800 as an escape
    assert refused(path) == "save-error-name"


@pytest.mark.parametrize("digits", [101, 4301, 5000])
def test_a_huge_number_is_refused(tmp_path: Path, digits: int) -> None:
    """F6: 5,000 digits raised ValueError out of json.loads; a huge seed is refused too."""
    path = tmp_path / "autosave.json"
    plain = json.dumps(to_json(real_match("zooloretto")), separators=(",", ":"))  # schema 1
    path.write_text(plain.replace('"seed":7', '"seed":' + "7" * digits), encoding="utf-8")
    assert refused(path) == "save-error-number"


@pytest.mark.parametrize("digits", [101, 5000])
def test_a_huge_number_in_the_sealed_part_is_refused(tmp_path: Path, digits: int) -> None:
    """The sealed part is read as boundedly as the file itself."""
    import binascii
    import zlib
    from accessible_games.core import sealing
    path = real_save("zooloretto", tmp_path)
    document = json.loads(path.read_text(encoding="utf-8"))
    hidden = json.loads(zlib.decompress(binascii.a2b_base64(document["sealed"])))
    inner = json.dumps(hidden, separators=(",", ":")).replace(
        f'"seed":{hidden["seed"]}', '"seed":' + "7" * digits)
    packed = binascii.b2a_base64(zlib.compress(inner.encode()), newline=False).decode()
    document.update(sealed=packed, sealed_crc32=sealing._crc(packed.encode("ascii")))
    path.write_text(json.dumps(document), encoding="utf-8")
    assert refused(path) == "save-error-number"


@pytest.mark.parametrize(("game_id", "change"), [
    ("beasty-bar", lambda d: d["options"].update(variant="expert")),
    ("beasty-bar", lambda d: d["options"].update(variant=["basic"])),
    ("o-zoo-le-mio", lambda d: d["options"].update(variant="forest")),
    ("zooloretto", lambda d: d["options"].update(expansions="buildings")),
    ("zooloretto", lambda d: d["options"].update(expansions=[["buildings"]])),
    ("aquaretto-zooloretto", lambda d: d["options"].update(expansions=["no-such"])),
    ("beasty-bar", lambda d: d.update(players=d["players"][:1])),
    ("aquaretto", lambda d: d.update(players=d["players"][:1])),
])
def test_bad_options_or_players_say_so(tmp_path: Path, game_id: str, change: Any) -> None:
    """F17: refused as options or players, not as "a move that is not legal"."""
    assert refused(edited(real_save(game_id, tmp_path), change)) == "save-error-options"


def test_put_aside_renames_within_the_folder_and_never_deletes(tmp_path: Path) -> None:
    from accessible_games.core.save import put_aside
    path = tmp_path / "autosave.json"
    path.write_text("{damaged", encoding="utf-8")
    first = put_aside(path, "20260102-030405")
    path.write_text("{again", encoding="utf-8")
    second = put_aside(path, "20260102-030405")
    assert first == tmp_path / "autosave.damaged-20260102-030405.json"
    assert second == tmp_path / "autosave.damaged-20260102-030405-2.json"
    assert first.read_text() == "{damaged" and second.read_text() == "{again"
    assert not path.exists()
    victim = tmp_path / "victim"
    victim.write_text("mine")
    path.symlink_to(victim)
    third = put_aside(path, "20260102-030406")
    assert third is not None and third.is_symlink() and victim.read_text() == "mine"
    assert put_aside(tmp_path / "none.json", "20260102-030407") is None


def _app(home: Path, *args: str, lang: str = "en") -> subprocess.CompletedProcess[str]:
    """Run the app (``python -m accessible_games``, so PYTHONPATH chooses the code) on
    ``home`` with input at its end; 60 s at most (a hang fails)."""
    env = {**os.environ, "ACCESSIBLE_GAMES_HOME": str(home), "PYTHONIOENCODING": "utf-8:strict",
           "LANG": "cs_CZ.UTF-8" if lang == "cs" else "en_US.UTF-8"}
    return subprocess.run([sys.executable, "-m", "accessible_games", *args, "--plain",
                           "--lang", lang], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, env=env, timeout=60, check=False)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_refused_resume_puts_the_save_aside_and_the_next_start_is_clean(
        tmp_path: Path, lang: str) -> None:
    """F6 crash loop: the bad-bot save used to crash at every resume (exit 70).  Now one
    line says what is wrong and where the file is, and the next resume finds no save."""
    edited(real_save("beasty-bar", tmp_path), lambda d: d["players"][1].update(bot="evil"))
    first = _app(tmp_path, "resume", lang=lang)
    kept = sorted(tmp_path.glob("autosave.damaged-*.json"))
    assert first.returncode == 0, first.stderr
    assert len(kept) == 1 and not (tmp_path / "autosave.json").exists()
    l10n = L10n(lang)
    line = l10n("save-error-bot") + " " + l10n("save-put-aside", kept="yes", file=str(kept[0]))
    assert line in first.stdout.splitlines()
    second = _app(tmp_path, "resume", lang=lang)
    assert second.returncode == 0 and l10n("save-error-no-game") in second.stdout
    assert json.loads(kept[0].read_text(encoding="utf-8"))["players"][1]["bot"] == "evil"


def test_a_crash_while_loading_puts_the_save_aside_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The crash sentence said "type accessible-games resume to go on" even when loading
    that save was what crashed, so every resume crashed again.  Now it says the save was
    put aside, and the next resume starts clean."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    real_save("aquaretto", tmp_path)

    def explode(*args: object) -> None:
        raise RuntimeError("a bug met while loading")

    monkeypatch.setattr("accessible_games.core.save.from_json", explode)
    assert cli.main(["resume", "--plain", "--lang", "en"]) == cli.CRASH_STATUS
    kept = sorted(tmp_path.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and not (tmp_path / "autosave.json").exists()
    err = capsys.readouterr().err.strip()
    assert err == L10n("en")("cli-crash", saved="aside", save=str(kept[0]), logged="yes",
                             file=str(tmp_path / "crash.log"))
    monkeypatch.undo()
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setattr("builtins.input", lambda prompt="": (_ for _ in ()).throw(EOFError))
    assert cli.main(["resume", "--plain", "--lang", "en"]) == 0


def test_a_crash_with_no_game_saved_does_not_claim_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """F11's crash said "Your game was saved after its last move" though no game had begun."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))

    def explode(*args: object) -> int:
        raise RuntimeError("boom")

    monkeypatch.setattr("accessible_games.shell.sessions.start_game", explode)
    assert cli.main(["play", "beasty-bar", "--plain", "--lang", "en"]) == cli.CRASH_STATUS
    err = capsys.readouterr().err
    assert "resume" not in err and L10n("en")("cli-crash", saved="no", save="", logged="yes",
                                              file=str(tmp_path / "crash.log")) in err


def test_a_seed_too_long_for_a_save_is_refused_on_the_command_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A game started with a seed of more digits than a save may hold could never be
    resumed: the command line refuses it in one sentence; the longest allowed still plays."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    with pytest.raises(SystemExit) as stop:
        cli.main(["play", GAME_IDS[0], "--lang", "en", "--seed", "7" * 101])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "at most 100 digits" in err and "Traceback" not in err
    assert not (tmp_path / "autosave.json").exists()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_save_with_expansions_its_game_ignores_resumes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    """An option a game does not take loads (the game ignores it) and must not crash the
    resumed game's first line (it did: "expansions": "buildings" in Beasty Bar)."""
    from accessible_games.core.sealing import unseal
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    path = real_save(game_id, tmp_path)
    document = unseal(json.loads(path.read_text(encoding="utf-8")))
    if next(e for e in ENTRIES if e.game_id == game_id).expansions():
        pytest.skip("this game takes expansions: a wrong value is refused (F17)")
    document["options"]["expansions"] = "buildings"
    path.write_text(json.dumps(document), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", open(os.devnull, encoding="utf-8"))
    assert cli.main(["resume", "--lang", "en", "--bot-delay", "0", "--plain"]) == 0
    out = capsys.readouterr().out
    refused_in_one_sentence = L10n("en")("save-error-options") in out  # O Zoo le Mio
    assert refused_in_one_sentence or ("resumed at turn" in out and "buildings" not in out)
    assert not (tmp_path / "crash.log").exists()
