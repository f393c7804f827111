"""O Zoo le Mio on the command line: registration, --variant, --tiles (a bad file is one
localised sentence and exit status 2, never a traceback), selfplay and rules."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from accessible_games.cli import main
from accessible_games.registry import GAME_IDS, player_range, get_game, make_bot
from accessible_games.games.ozoolemio.rules.tiles import tileset_to_json
from accessible_games.games.ozoolemio.rules.tileset import default_tileset
from accessible_games.narration.l10n import L10n
from accessible_games.games.ozoolemio.options import ozoolemio_options


def test_o_zoo_le_mio_is_registered() -> None:
    assert "o-zoo-le-mio" in GAME_IDS
    assert player_range("o-zoo-le-mio") == (2, 4)
    game = get_game("o-zoo-le-mio")
    assert game is not None and game.game_id == "o-zoo-le-mio"
    assert make_bot("o-zoo-le-mio", "greedy", 1) is not None
    assert make_bot("o-zoo-le-mio", "random", 1) is not None
    for lang in ("en", "cs"):
        assert L10n(lang, strict=True)("game-name-o-zoo-le-mio") == "O Zoo le Mio"


def tile_file(tmp_path: Path, change: str) -> Path:
    document = tileset_to_json(default_tileset())
    path = tmp_path / "mine.json"
    if change == "not-json":
        path.write_text("{\"format\": ", encoding="utf-8")
        return path
    if change == "stars":
        document["tiles"][4]["halves"][0]["stars"] = 0
    elif change == "count":
        document["tiles"] = document["tiles"][:20]
    elif change == "no-outer":
        document["tiles"][8]["halves"][0]["paths"] = ["e"]
        document["tiles"][8]["halves"][1]["paths"] = ["w"]
    elif change == "few-trees":
        for tile in document["tiles"]:
            for half in tile["halves"]:
                half["trees"] = 0
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


BAD_FILES = {
    "not-json": {"en": "The tile file mine.json is not valid JSON, near line 1.",
                 "cs": "Soubor dílů mine.json není platný JSON, chyba je kolem řádku 1."},
    "stars": {"en": "Tile file, tile t05, half 1: 0 stars; a half has 1 to 3.",
              "cs": "Soubor dílů, díl t05, půlka 1: hvězdiček 0; půlka jich má jednu až tři."},
    "count": {"en": "The tile file must hold 25 zoo tiles, not 20.",
              "cs": "Soubor dílů musí mít 25 dílů zoo, ne 20."},
    "no-outer": {"en": "Tile file, tile t09: no path leads to the tile's outer edge, so it "
                       "could never be laid.",
                 "cs": "Soubor dílů, díl t09: žádná cesta nevede k vnějšímu okraji dílu, takže "
                       "by ho nešlo nikdy položit."},
    "missing": {"en": "The tile file nothing.json cannot be read.",
                "cs": "Soubor dílů nothing.json nejde přečíst."},
}


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("change", sorted(BAD_FILES))
@pytest.mark.parametrize("command", ["play", "selfplay"])
def test_a_bad_tile_file_is_one_sentence_and_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, change: str,
        command: str) -> None:
    path = tmp_path / "nothing.json" if change == "missing" else tile_file(tmp_path, change)
    extra = ["--plain", "--bot-delay", "0"] if command == "play" else ["--games", "1"]
    status = main([command, "o-zoo-le-mio", "--players", "2", "--tiles", str(path),
                   "--lang", lang, *extra])
    out = capsys.readouterr()
    assert status == 2
    assert out.out.strip().splitlines() == [BAD_FILES[change][lang]]
    assert "Traceback" not in out.out + out.err


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_tree_variant_with_too_few_tree_tiles(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str],
                                                  lang: str) -> None:
    path = tile_file(tmp_path, "few-trees")
    assert main(["selfplay", "o-zoo-le-mio", "--variant", "trees", "--tiles", str(path),
                 "--lang", lang]) == 2
    expected = {"en": "The tree variant needs at least 12 tiles with trees; this tile set has 0.",
                "cs": "Varianta se stromy potřebuje aspoň 12 dílů se stromy; tato sada jich má "
                      "0."}[lang]
    assert capsys.readouterr().out.strip().splitlines() == [expected]


def test_a_good_tile_file_travels_in_the_options(tmp_path: Path) -> None:
    path = tile_file(tmp_path, "none")
    options: dict[str, object] = {"variant": "trees"}
    assert ozoolemio_options(options, str(path), L10n("en", strict=True)) is None
    assert options["tiles"] == tileset_to_json(replace(default_tileset(), name="mine.json"))


def test_a_tile_file_with_a_byte_order_mark_plays(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notepad.json"
    path.write_text(json.dumps(tileset_to_json(default_tileset())), encoding="utf-8-sig")
    assert main(["selfplay", "o-zoo-le-mio", "--tiles", str(path), "--games", "1",
                 "--lang", "en"]) == 0
    out = capsys.readouterr()
    assert out.out.startswith("O Zoo le Mio: 1 game") and "Traceback" not in out.out + out.err


def test_variants_belong_to_their_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "o-zoo-le-mio", "--variant", "advanced", "--plain"]) == 2
    line = capsys.readouterr().out.strip()
    assert line == ("There is no variant advanced here; this game's variants: standard, "
                    "trees.")
    assert main(["play", "beasty-bar", "--variant", "trees", "--plain"]) == 2
    assert "basic, advanced" in capsys.readouterr().out
    assert main(["play", "aquaretto", "--tiles", "x.json", "--plain"]) == 2
    assert capsys.readouterr().out.strip() == "Only O Zoo le Mio plays with a tile file."


@pytest.mark.parametrize("variant", ["standard", "trees"])
def test_selfplay_o_zoo_le_mio(capsys: pytest.CaptureFixture[str], variant: str) -> None:
    assert main(["selfplay", "o-zoo-le-mio", "--players", "4", "--games", "2",
                 "--variant", variant, "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("O Zoo le Mio: 2 games, 4 players")
    assert len(lines) == 6


def test_selfplay_with_a_tile_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "o-zoo-le-mio", "--tiles", str(tile_file(tmp_path, "none")),
                 "--games", "1", "--lang", "cs"]) == 0
    assert capsys.readouterr().out.startswith("O Zoo le Mio: jedna hra")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_rules_o_zoo_le_mio_prints_the_overview(lang: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "o-zoo-le-mio", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.strip() and "Traceback" not in out
    assert "o-zoo-le-mio-rules-" not in out, "the rules text is written (another helper's task)"


def menu_run(script: list[str]) -> tuple[list[str], list[str]]:
    """Run the main menu on ``script`` (then end of input); return what was said and the
    prompts read."""
    from accessible_games.shell.app import App
    from accessible_games.shell.menu import main_menu
    from accessible_games.shell.settings import Settings

    said: list[str] = []
    prompts: list[str] = []

    class Reader:
        mode = "plain"

        def read(self, prompt: str) -> str:
            prompts.append(prompt)
            if not script:
                raise EOFError
            return script.pop(0)

    class Sink:
        def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
            said.append(text)

        def stop(self) -> None:
            pass

    app = App(Settings(bot_delay=0), "en", "plain", sink=Sink(), reader=Reader())
    assert main_menu(app) == 0
    return said, prompts


NEW_OZOO = ["1", str(GAME_IDS.index("o-zoo-le-mio") + 1), "2", "", "", ""]
"""New game, O Zoo le Mio, 2 players, 1 bot, the default name."""


@pytest.mark.parametrize(("answer", "variant"), [("1", "standard"), ("2", "trees")])
def test_the_main_menu_asks_for_the_rules_to_play(answer: str, variant: str) -> None:
    """The variant, then Enter at the tile question: the standard set."""
    said, _ = menu_run([*NEW_OZOO, answer, ""])
    en = L10n("en", strict=True)
    assert en("shell-ozoolemio-ask-variant") in said
    assert en("shell-ozoolemio-ask-tiles") in said
    started = [line for line in said if line.startswith("O Zoo le Mio, 2 players")]
    assert started and ("Tree variant" in started[0]) == (variant == "trees")
    assert any(en("ozoolemio-tileset", {"kind": "standard", "name": ""}) in line
               for line in said)


def test_the_main_menu_plays_a_tile_file_and_refuses_a_bad_one(tmp_path: Path) -> None:
    """A missing file, one that can never be laid, a path no system accepts: one sentence
    each and the question again; then a good file (typed in quotes) is played and named
    at the start."""
    bad = tile_file(tmp_path, "no-outer").rename(tmp_path / "bad.json")
    good = tile_file(tmp_path, "none")
    en = L10n("en", strict=True)
    prompt = en("shell-ozoolemio-prompt-tiles")
    said, prompts = menu_run([*NEW_OZOO, "1", str(tmp_path / "nothing.json"), str(bad),
                              "\x00", f'"{good}"'])
    after = said[said.index(en("shell-ozoolemio-ask-tiles")) + 1:]
    assert after[:2] == [BAD_FILES["missing"]["en"], BAD_FILES["no-outer"]["en"]]
    assert after[2].startswith("The tile file ") and after[2].endswith(" cannot be read.")
    assert prompts.count(prompt + " ") == 4
    started = [line for line in after if line.startswith("O Zoo le Mio, 2 players")]
    assert started
    assert any(en("ozoolemio-tileset", {"kind": "file", "name": "mine.json"}) in line
               for line in after)
    assert not any("Traceback" in line for line in said)


def test_back_at_the_tile_question_asks_the_rules_again() -> None:
    said, _ = menu_run([*NEW_OZOO, "1", "back", "2", ""])
    en = L10n("en", strict=True)
    assert said.count(en("shell-ozoolemio-ask-variant")) == 2
    started = [line for line in said if line.startswith("O Zoo le Mio, 2 players")]
    assert started and "Tree variant" in started[0]


