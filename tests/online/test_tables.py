"""Tables of the game server, in process: two players at their own "computers" play a
whole game, each hearing it in their own language and from their own seat."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_games.online.lobby import Server
from accessible_games.registry import GAME_IDS, entry
from tests.online.table_harness import Client, create_table, join_table, play_to_the_end

BEASTY_BAR = entry("beasty-bar").game_id
CELLS_ONLY = re.compile(r"[0-9]+: [0-9A-Z ,]+")
"""A numbered line of cell names, the same in every language ("4: 2A")."""
WAITING = {"en": "; command: ", "cs": "; příkaz: "}
"""How the prompt ends while another player decides."""


def decide_first(client: Client, prompt: str) -> str | None:
    """Type the first choice at a decision, Enter after the game, nothing while waiting
    for another."""
    if prompt == client.prompt_of("shell-prompt-game-over"):
        return ""
    table = client.player.table
    assert table is not None
    if table.match is None or prompt.endswith(WAITING[client.lang]):
        return None  # the waiting room, or another decides: the next prompt comes
    return "1"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_two_players_in_two_languages_play_a_whole_game_with_a_bot(
        tmp_path: Path, game_id: str) -> None:
    server = Server(tmp_path)
    eva = Client(server, "Eva", "en")
    petr = Client(server, "Petr", "cs")
    code = create_table(eva, game_id, 3, 1)
    join_table(petr, code)
    table = server.tables[code]
    eva.next_prompt()  # the waiting room again, now full
    assert not table.free_seats()
    eva.type("1")  # start
    play_to_the_end([eva, petr], decide_first)
    assert table.match is not None and table.match.is_over()
    # each heard the game in their own language: the opening and the end
    assert any(line.startswith("Welcome, Eva") for line in eva.lines)
    assert any(line == "Vítej na herním serveru! Jsi v předsálí pod jménem Petr." for line in petr.lines)
    names = [spec.name for spec in table.match.players]
    assert names[:2] == ["Eva", "Petr"] and table.match.players[2].is_bot
    common = {line for line in set(eva.lines[5:]) & set(petr.lines[5:])
              if not CELLS_ONLY.fullmatch(line)}
    assert not common, "a line of words was the same in English and Czech"
    assert client_prompts(eva).count(eva.prompt_of("shell-prompt-game-over")) == 1
    assert client_prompts(petr).count(petr.prompt_of("shell-prompt-game-over")) == 1


def client_prompts(client: Client) -> list[str]:
    """Return every prompt the client received."""
    return [m["text"] for m in client.received if m["type"] == "prompt"]


def test_a_player_who_leaves_the_table_finds_the_seat_waiting_and_chats_meanwhile(
        tmp_path: Path) -> None:
    server = Server(tmp_path)
    eva = Client(server, "Eva", "en")
    petr = Client(server, "Petr", "cs")
    code = create_table(eva, BEASTY_BAR, 2, 0)
    join_table(petr, code)
    table = server.tables[code]
    eva.next_prompt()
    eva.type("1")
    prompt = petr.next_prompt()
    petr.type("konec")  # quit, at whatever prompt: back to the lobby
    while prompt != "Předsálí, 1 až 3: ":
        prompt = petr.next_prompt()
    assert any(line.startswith("Odešel jsi od stolu") for line in petr.lines)
    assert table.seat_of(petr.player) == 1
    eva.type("say are you there?")
    petr.type("2")  # join: the table with Petr's seat is listed
    petr.next_prompt()
    assert any("tvoje místo" in line for line in petr.lines)
    petr.type("1")
    play_to_the_end([eva, petr], decide_first)
    assert table.match is not None and table.match.is_over()
    # Petr was in the lobby when Eva spoke: his seat is at the table, so he heard it
    assert "Chat, Eva: are you there?" in petr.lines
    assert "Chat, Eva: are you there?" in eva.lines
