"""O Zoo le Mio on the command line: registration, --variant, --tiles (a bad file is one
localised sentence and exit status 2, never a traceback), selfplay and rules."""

from __future__ import annotations

import json
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
              "cs": "Soubor dílů, díl t05, půlka 1: hvězdiček 0; půlka jich má 1 až 3."},
    "count": {"en": "The tile file must hold 25 zoo tiles, not 20.",
              "cs": "Soubor dílů musí mít 25 dílů zoo, ne 20."},
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
    assert options["tiles"] == tileset_to_json(default_tileset())


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
    assert capsys.readouterr().out.startswith("O Zoo le Mio: 1 hra")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_rules_o_zoo_le_mio_prints_the_overview(lang: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "o-zoo-le-mio", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.strip() and "Traceback" not in out
    assert "o-zoo-le-mio-rules-" not in out, "the rules text is written (another helper's task)"


@pytest.mark.parametrize(("answer", "variant"), [("1", "standard"), ("2", "trees")])
def test_the_main_menu_asks_for_the_rules_to_play(answer: str, variant: str) -> None:
    """New game, O Zoo le Mio, 2 players, 1 bot, the default name, then the variant."""
    from accessible_games.shell.app import App
    from accessible_games.shell.menu import main_menu
    from accessible_games.shell.settings import Settings

    said: list[str] = []
    script = ["1", str(GAME_IDS.index("o-zoo-le-mio") + 1), "2", "", "", answer]

    class Reader:
        mode = "plain"

        def read(self, prompt: str) -> str:
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
    en = L10n("en", strict=True)
    assert en("shell-ozoolemio-ask-variant") in said
    started = [line for line in said if line.startswith("O Zoo le Mio, 2 players")]
    assert started and ("Tree variant" in started[0]) == (variant == "trees")
