"""Aquaretto and Zooloretto combined on the command line and in the main menu: registration,
the player range, the savings book as the only mini-expansion, selfplay and rules."""

from __future__ import annotations

import pytest

from accessible_games.cli import main
from accessible_games.registry import GAME_IDS, player_range, get_game, known_expansions, make_bot
from accessible_games.narration.l10n import L10n
from accessible_games.selfplay import run_selfplay

GAME = "aquaretto-zooloretto"


def test_the_combined_game_is_registered() -> None:
    assert GAME in GAME_IDS and player_range(GAME) == (2, 5)
    game = get_game(GAME)
    assert game is not None and game.game_id == GAME
    assert make_bot(GAME, "greedy", 1) is not None and make_bot(GAME, "random", 1) is not None
    assert known_expansions(GAME) == ("savings-book",)
    assert L10n("en", strict=True)(f"game-name-{GAME}") == "Aquaretto and Zooloretto combined"
    assert L10n("cs", strict=True)(f"game-name-{GAME}") == "Aquaretto a Zooloretto dohromady"


@pytest.mark.parametrize("players", ["1", "6"])
def test_the_player_range_is_2_to_5(players: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", GAME, "--players", players, "--plain", "--lang", "en"]) == 2
    assert capsys.readouterr().out.strip() == "This game takes 2 to 5 players."


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_unsupported_mini_expansion_is_refused_in_one_sentence(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    for command in (["play", GAME, "--plain", "--bot-delay", "0"], ["selfplay", GAME]):
        status = main([*command, "--expansion", "petting-zoo", "--lang", lang])
        out = capsys.readouterr()
        assert status == 2 and "Traceback" not in out.out + out.err
        expected = L10n(lang, strict=True)("aquaretto-zooloretto-error-expansion-unsupported",
                                           {"name": "petting-zoo"})
        assert out.out.strip().splitlines() == [expected]
    assert main(["selfplay", GAME, "--expansion", "unicorn", "--lang", "en"]) == 2
    assert "unicorn" in capsys.readouterr().out


def test_selfplay_with_the_savings_book(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", GAME, "--players", "3", "--games", "2", "--expansion",
                 "savings-book", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Aquaretto and Zooloretto combined: 2 games, 3 players, seed 1."
    assert len(lines) == 5


@pytest.mark.parametrize("players", [2, 5])
def test_selfplay_runs_the_smallest_and_largest_table(players: int) -> None:
    bots = [("greedy", "random")[seat % 2] for seat in range(players)]
    result = run_selfplay(GAME, bots, 1, players)
    assert result.games == 1 and len(result.seats) == players


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_rules_print_a_topic(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", GAME, "--lang", lang]) == 0
    overview = capsys.readouterr().out
    assert overview.startswith(L10n(lang, strict=True)(f"{GAME}-rules-overview-title"))
    assert main(["rules", GAME, "2", "--lang", lang]) == 0
    assert capsys.readouterr().out.startswith(
        L10n(lang, strict=True)(f"{GAME}-rules-two-players-title"))


@pytest.mark.parametrize(("answer", "savings"), [("1", False), ("2", True)])
def test_the_main_menu_asks_for_the_savings_book(answer: str, savings: bool) -> None:
    """New game, the combined game, 2 players, 1 bot of the default strength, the default
    name, then the savings book; the game starts and the player leaves at once."""
    from accessible_games.shell.app import App
    from accessible_games.shell.menu import main_menu
    from accessible_games.shell.settings import Settings

    said: list[str] = []
    script = ["1", str(GAME_IDS.index(GAME) + 1), "2", "", "", "", answer]

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
    assert en("shell-aquaretto-zooloretto-ask-savings-book") in said
    assert "Aquaretto and Zooloretto: 3 trucks, 2 coins each." in said
    assert any(line.startswith("2 players: ") for line in said)
    assert ("Mini-expansions in play: savings book." in said) == savings
