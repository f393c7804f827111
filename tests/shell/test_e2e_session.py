"""The installed command in a pty: resume after a kill, damaged saves, Ctrl-C and Ctrl-D,
the main menu from the first start, hot-seat privacy and the rules command."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pexpect

from accessible_games.core.save import load
from accessible_games.core.sealing import unseal
from accessible_games.narration.l10n import L10n
from accessible_games.registry import get_game
from tests.prompts import PLAIN_PROMPT

PROMPT = PLAIN_PROMPT
EN, CS = L10n("en", strict=True), L10n("cs", strict=True)


def _line(text: str) -> bytes:
    return text.encode()


def test_resume_after_sigkill_continues_the_same_turn(spawn, home: Path) -> None:
    child = spawn("play", "beasty-bar", "--players", "2", "--seed", "7", "--lang", "en",
                  "--bot-delay", "0", "--plain")
    for _ in range(3):
        child.expect(PROMPT)
        child.sendline(b"1")
    child.expect(PROMPT)
    before_kill = _history(home)
    turn = load(home / "autosave.json", get_game)[0].state.turn + 1
    child.sendline(b"queue")
    child.expect(PROMPT)
    queue_before = child.before.decode().strip().splitlines()[-1]
    child.kill(signal.SIGKILL)
    child.close()
    assert child.signalstatus == signal.SIGKILL

    resumed = spawn("resume", "--lang", "en", "--bot-delay", "0", "--plain")
    resumed.expect(PROMPT)
    greeting = resumed.before.decode()
    title = EN("shell-game-variant", {"game": EN("game-name-beasty-bar"), "variant": "basic"})
    assert EN("shell-resumed", {"game": title, "turn": turn, "count": 0, "names": ""}) \
        in greeting.splitlines()[0]
    resumed.sendline(b"queue")
    resumed.expect(PROMPT)
    assert resumed.before.decode().strip().splitlines()[-1] == queue_before
    assert _history(home) == before_kill, "nothing lost, nothing added"
    resumed.sendeof()
    resumed.expect(pexpect.EOF)
    resumed.close()
    assert resumed.exitstatus == 0


def _history(home: Path) -> list[dict[str, object]]:
    """The history in the autosave, its sealed part opened."""
    history: list[dict[str, object]] = unseal(json.loads(
        (home / "autosave.json").read_text(encoding="utf-8")))["history"]
    return history


def test_a_kill_while_the_bots_play_keeps_the_move_and_resume_plays_them_again(
        spawn, home: Path, tmp_path_factory) -> None:
    """Killed while the bots take their turns after the human's move: the move is saved,
    and resume lets the bots make the same moves again, so the game goes on as if never
    killed (compared with the same game played through without a kill)."""
    game = ("play", "beasty-bar", "--players", "3", "--seed", "7", "--lang", "en", "--plain")
    other = tmp_path_factory.mktemp("unkilled")
    unkilled = spawn(*game, "--bot-delay", "0",
                     env={"HOME": str(other), "ACCESSIBLE_GAMES_HOME": str(other)})
    for _ in range(2):
        unkilled.expect(PROMPT)
        unkilled.sendline(b"1")
    unkilled.expect(PROMPT)
    expected = _history(other)
    unkilled.sendeof()
    unkilled.expect(pexpect.EOF)

    child = spawn(*game, "--bot-delay", "1")
    child.expect(PROMPT)
    child.sendline(b"1")
    green = EN("shell-bot-name", {"colour": EN("shell-bot-colour-G")}).encode()
    child.expect(green + rb"[^\r\n]*")            # its move is made, the next bot waits
    green_move = child.after
    saved = _history(home)
    assert saved[-1]["player"] == 0, "the human's move is saved before the bots play"
    child.kill(signal.SIGKILL)
    child.close()

    resumed = spawn("resume", "--lang", "en", "--bot-delay", "0", "--plain")
    resumed.expect(PROMPT)
    assert green_move in resumed.before, "the bot makes the same move again"
    resumed.sendline(b"1")
    resumed.expect(PROMPT)
    assert _history(home) == expected
    assert expected[:len(saved)] == saved
    resumed.sendeof()
    resumed.expect(pexpect.EOF)
    resumed.close()
    assert resumed.exitstatus == 0


def test_corrupt_save_says_so_and_opens_the_main_menu(spawn, home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({"language": "en"}), encoding="utf-8")
    (home / "autosave.json").write_text("{not json", encoding="utf-8")
    child = spawn("resume", "--plain")
    child.expect(PROMPT)
    text = child.before.decode()
    assert EN("save-error-unreadable") in text
    assert EN("shell-menu-play") in text
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert b"Traceback" not in child.before


def test_ctrl_c_keeps_the_game_and_ctrl_d_saves_and_leaves(spawn, home: Path) -> None:
    child = spawn("play", "beasty-bar", "--players", "2", "--seed", "3", "--lang", "cs",
                  "--bot-delay", "0", "--plain")
    child.expect(PROMPT)
    time.sleep(0.3)  # the prompt is printed just before input() waits; Ctrl-C must meet it
    child.sendintr()
    child.expect(PROMPT)
    assert _line(CS("shell-ctrl-c")) in child.before
    child.sendline(b"1")
    child.expect(PROMPT)
    child.sendeof()
    child.expect(pexpect.EOF)
    assert _line(CS("shell-saved-resume-hint")) in child.before
    child.close()
    assert child.exitstatus == 0
    assert len(_history(home)) >= 2


def test_first_start_asks_language_then_plays_a_game_from_the_menu(spawn, home: Path) -> None:
    child = spawn("--plain", "--bot-delay", "0", env={"LANG": "en_US.UTF-8"})
    child.expect(PROMPT)
    assert _line(EN("shell-choose-language")) in child.before
    child.sendline(b"2")
    child.expect(PROMPT)
    assert _line(CS("shell-menu-play")) in child.before
    child.sendline(b"1")                      # new game
    for answer in (b"1", b"2", b"", b"Jana", b"1"):  # Beasty Bar, players, bots, name, basic
        child.expect(PROMPT)
        child.sendline(answer)
    prompts = 0
    while True:
        child.expect(PROMPT)
        if child.match.group(1).decode() + ":" == CS("shell-prompt-game-over"):
            break
        child.sendline(b"1")
        prompts += 1
        assert prompts < 200
    assert "Konec hry.".encode() in child.before, "the game ended; its last prompt waits"
    child.sendline(b"")                       # Enter leaves the game
    child.expect(PROMPT)
    assert _line(CS("shell-menu-quit")) in child.before, "back at the menu"
    assert _line(CS("shell-menu-resume")) not in child.before, "no saved game to resume"
    child.sendline(b"6")                      # quit
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    settings = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert settings["language"] == "cs"


def test_hot_seat_asks_before_reading_a_hand(spawn, home: Path) -> None:
    child = spawn("play", "beasty-bar", "--players", "2", "--bots", "0", "--names", "Anna,Petr",
                  "--seed", "5", "--lang", "en", "--bot-delay", "0", "--plain")
    child.expect(PROMPT)
    assert _line(EN("shell-privacy-ask", {"name": "Anna"})) in child.before
    assert b"Hand:" not in child.before
    child.sendline(b"")
    child.expect(PROMPT)
    assert b"Hand:" in child.before
    child.sendline(b"1")
    child.expect(PROMPT)
    assert _line(EN("shell-privacy-ask", {"name": "Petr"})) in child.before
    assert b"Hand:" not in child.before.split(b"Petr")[-1]
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_rules_command_prints_a_topic_in_each_language(spawn) -> None:
    for lang, word, l10n in (("en", "crocodile", EN), ("cs", "krokodyl", CS)):
        child = spawn("rules", "beasty-bar", word, "--lang", lang)
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
        text = child.before.decode()
        assert l10n("beasty-bar-rules-crocodile-title") in text
        assert l10n("beasty-bar-rules-crocodile-1") in text.replace("\r\n", "\n")


def test_bad_command_line_gets_one_localised_sentence(spawn) -> None:
    child = spawn("play", "beasty-bar", "--players", "9", "--lang", "cs", "--plain")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 2
    assert _line(CS("cli-error-players", {"low": 2, "high": 4})) in child.before
    assert b"Traceback" not in child.before
