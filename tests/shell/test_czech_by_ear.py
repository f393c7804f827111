"""The shell's Czech as a voice reads it (issue 17): numbered entries with a colon, Czech
bot names that are not heard as "bod", the grammar the review found wrong."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.shell.menu import main_menu
from accessible_games.shell.players import PlayerNames
from accessible_games.shell.sessions import bot_name
from accessible_games.shell.settings import Settings
from accessible_games.shell.settings_menu import SETTINGS, settings_dialog
from tests.harness import RecordingSink, ScriptReader

CS = L10n("cs")


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))


def said_in(script: list[str], lang: str, run: str = "settings") -> list[str]:
    """Run the settings dialog (or the main menu) on ``script``; return the lines said."""
    reader = ScriptReader(script)
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    if run == "settings":
        try:
            settings_dialog(app)
        except EOFError:
            pass
    else:
        main_menu(app)
    return [said.text for said in sink.said]


def test_bot_delays_are_numbered_with_a_colon_and_read_as_words_in_czech() -> None:
    """S4: "1 0 sekund, 2 0,5 sekundy" ran the numbers together."""
    lines = said_in([str(SETTINGS.index("bot_delay") + 1)], "cs")
    assert "Vyber prodlevu botů. 1: žádná prodleva, 2: půl sekundy, 3: jedna sekunda, " \
           "4: dvě sekundy." in lines
    assert not [line for line in lines if "1 0 sekund" in line or "2 0,5" in line]


def test_bot_delays_in_english() -> None:
    lines = said_in([str(SETTINGS.index("bot_delay") + 1)], "en")
    assert "Choose the bot delay. 1: no delay, 2: half a second, 3: 1 second, " \
           "4: 2 seconds." in lines


def test_speech_rates_are_numbered_with_a_colon() -> None:
    lines = said_in([str(SETTINGS.index("rate") + 1)], "cs")
    assert "2: 120 slov za minutu" in lines
    assert not [line for line in lines if "2 120" in line]


def test_the_main_menu_numbers_its_entries_with_a_colon() -> None:
    lines = said_in([], "cs", run="menu")
    assert lines[0].startswith("Hlavní nabídka. 1: nová hra, 2: pravidla, 3: nastavení")


def test_a_word_for_a_number_gets_its_own_sentence() -> None:
    """G9: "Číslo dál v seznamu není." was said for a word."""
    lines = said_in(["dál"], "cs", run="menu")
    assert "Slovo dál tu nic neznamená. Napiš číslo 1 až 6." in lines
    assert not [line for line in lines if line.startswith("Číslo dál")]
    assert "V seznamu číslo 9 není. Vyber 1 až 6." in said_in(["9"], "cs", run="menu")


@pytest.mark.parametrize(("seat", "name"), [(1, "Robot Zelený"), (2, "Robot Modrý"),
                                            (3, "Robot Žlutý"), (4, "Robot Oranžový")])
def test_czech_bots_are_robots(seat: int, name: str) -> None:
    """S6: "Bot Zelený" is heard as "bod zelený"."""
    assert bot_name(CS, seat) == name
    assert bot_name(L10n("en"), 1) == "Bot Green"


class Names(PlayerNames):
    """The player naming of a game, over a table of named seats."""

    def __init__(self, names: list[str]) -> None:
        self.told: list[tuple[str, dict[str, str]]] = []
        self.app = SimpleNamespace(  # type: ignore[assignment]
            vocabulary=SimpleNamespace(parse=lambda text: SimpleNamespace(kind="", value="")),
            tell=lambda msg_id, remember=True, **args: self.told.append((msg_id, args)))
        self.match = SimpleNamespace(  # type: ignore[assignment]
            players=[SimpleNamespace(name=name) for name in names])
        self.no_such_player = "shell-aquaretto-no-such-player"
        self.home_seat = lambda: 0


TABLE = ["Eva", "Robot Zelený", "Robot Modrý"]


@pytest.mark.parametrize(("typed", "seat"), [("zelený", 1), ("zeleny", 1), ("modrý", 2),
                                             ("robot z", 1), ("Robot Modrý", 2), ("eva", 0)])
def test_a_czech_robot_is_found_by_a_part_of_its_name(typed: str, seat: int) -> None:
    assert Names(TABLE).seat_from(typed.split()) == seat


@pytest.mark.parametrize("typed", ["bot", "robot", "Bot", "ROBOT"])
def test_bot_or_robot_names_every_robot(typed: str) -> None:
    """I3: "zoo Bot" answers "Bot může znamenat: Robot Zelený, Robot Modrý"."""
    names = Names(TABLE)
    assert names.seat_from([typed]) is None
    assert names.told == [("shell-ambiguous", {"word": typed,
                                               "candidates": "Robot Zelený, Robot Modrý"})]
    assert CS("shell-ambiguous", names.told[0][1]).startswith(
        f"{typed} může znamenat: Robot Zelený, Robot Modrý.")


def test_the_bots_question_agrees() -> None:
    """G3: "Kolik z nich budou boti" was wrong."""
    assert CS("shell-ask-bots", {"low": 0, "high": 3, "default": 2}) == \
        "Kolik z nich bude botů, 0 až 3? Enter zvolí 2."


@pytest.mark.parametrize("msg_id", ["shell-saved", "shell-saved-resume-hint"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_saved_sentence_ends_with_a_full_stop(msg_id: str, lang: str) -> None:
    """N25."""
    assert L10n(lang)(msg_id).endswith("accessible-games resume.")


@pytest.mark.parametrize(("msg_id", "args", "text"), [
    ("common-list-numbered", {"number": 1, "label": "0 sekund"}, "1: 0 sekund"),
    ("shell-choose-language", {}, "Language, jazyk. 1: English, 2: čeština."),
    ("shell-ask-variant", {}, "Varianta. 1: základní hra, 2: hra pro pokročilé s body."),
    ("cli-selfplay-summary", {"game": "Beasty Bar", "games": 2, "players": 2, "seed": 1},
     "Beasty Bar: dvě hry, 2 hráči, semínko 1."),
    ("shell-value-rate", {"rate": 2}, "dvě slova za minutu"),
])
def test_czech_numbers_read_right(msg_id: str, args: dict[str, object], text: str) -> None:
    assert CS(msg_id, args) == text


def test_a_menu_entry_s_words_choose_it() -> None:
    """Typing what the menu says chooses it: "konec" leaves, "nast" opens the settings;
    a word no entry starts with still gets its sentence."""
    quit_lines = said_in(["konec"], "cs", run="menu")
    assert not [line for line in quit_lines if "nic neznamená" in line]
    assert said_in(["konec"], "cs", run="menu") == said_in(["6"], "cs", run="menu")
    settings = said_in(["nast"], "cs", run="menu")
    assert settings[:len(said_in(["3"], "cs", run="menu"))] == said_in(["3"], "cs", run="menu")
    assert "Slovo xyz tu nic neznamená. Napiš číslo 1 až 6." in said_in(["xyz"], "cs", run="menu")
