"""Beasty Bar through the installed command in a pty (issue 16): who starts is drawn from
the seed and said at the start, and in hot seat the next player's history names the
player who moved instead of "you"."""

from __future__ import annotations

import re

import pexpect

from accessible_games.games.beasty_bar.rules.state import first_player
from accessible_games.narration.l10n import L10n
from tests.prompts import PLAIN_PROMPT

EN = L10n("en", strict=True)


def _seed_where(seat: int) -> int:
    """A seed whose drawn first player, with 2 players, is ``seat`` (0-based)."""
    return next(seed for seed in range(100) if first_player({}, 2, seed) == seat)


def test_a_seeded_game_where_the_bot_starts_says_so(spawn) -> None:
    child = spawn("play", "beasty-bar", "--players", "2", "--seed", str(_seed_where(1)),
                  "--lang", "en", "--bot-delay", "0", "--plain")
    child.expect(PLAIN_PROMPT)
    opening = child.before.decode()
    lines = opening.splitlines()
    assert lines[0].endswith(EN("beasty-bar-game-started", {
        "variant": "basic", "count": 2, "players": "", "first": "Bot Green", "you": "no"})
        .rsplit(". ", 1)[-1]), lines[0]
    begins = EN("beasty-bar-play-begins", {"you": "no", "player": "Bot Green"})
    assert begins in lines
    bot_plays = EN("beasty-bar-card-played", {"you": "no", "player": "Bot Green", "card": "|"})
    played = [n for n, line in enumerate(lines) if line.startswith(bot_plays.split("|")[0])]
    turn = lines.index(EN("beasty-bar-turn", {"you": "yes", "player": "Player 1"}))
    assert played and lines.index(begins) < played[0] < turn, "the bot moved first"
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_hot_seat_history_names_the_player_who_moved(spawn) -> None:
    child = spawn("play", "beasty-bar", "--players", "2", "--bots", "0", "--names", "Anna,Petr",
                  "--seed", str(_seed_where(0)), "--lang", "en", "--bot-delay", "0", "--plain")
    child.expect(PLAIN_PROMPT)
    assert EN("shell-privacy-ask", {"name": "Anna"}).encode() in child.before
    child.sendline(b"")
    child.expect(PLAIN_PROMPT)
    child.sendline(b"1")                       # Anna plays her first card
    child.expect(PLAIN_PROMPT)
    assert EN("shell-privacy-ask", {"name": "Petr"}).encode() in child.before
    child.sendline(b"")
    child.expect(PLAIN_PROMPT)
    child.sendline(b"history 20")
    child.expect(PLAIN_PROMPT)
    history = child.before.decode()
    named = EN("beasty-bar-card-played", {"you": "no", "player": "Anna", "card": "|"})
    you = EN("beasty-bar-card-played", {"you": "yes", "player": "Anna", "card": "|"})
    assert re.search(re.escape(named.split("|")[0]) + r"red \w+", history), history
    assert you.split("|")[0] not in history, history
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
