"""Players of an in-process game server, each with a recording connection: what the
tests of tables read and type, without the network (the server's own tests add it)."""

from __future__ import annotations

import json
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_games.narration.l10n import L10n
from accessible_games.online.lobby import Server, player_shell
from accessible_games.online.players import Player
from accessible_games.online.protocol import encode
from accessible_games.registry import GAME_IDS

SAFETY_SECONDS = 60.0
"""How long a test waits for the server's next message before it fails (a safety net,
not a measure: a healthy table answers at once)."""


class Client:
    """One player and everything their connection received, in order."""

    def __init__(self, server: Server, name: str, lang: str) -> None:
        self.player = Player(name, lang, "normal")
        self.lang = lang
        self.l10n = L10n(lang)
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.received: list[dict[str, Any]] = []
        self.player.link.attach(lambda message: self.inbox.put(json.loads(encode(message))))
        server.players[self.player.token] = self.player
        self.player.run(lambda p: player_shell(server, p))

    @property
    def lines(self) -> list[str]:
        """Return every line received, in order."""
        return [m["text"] for m in self.received if m["type"] == "line"]

    def next_prompt(self) -> str:
        """Return the next prompt, keeping what came before it."""
        while True:
            message = self.inbox.get(timeout=SAFETY_SECONDS)
            self.received.append(message)
            if message["type"] == "prompt":
                return str(message["text"])

    def poll(self) -> str | None:
        """Return the next prompt if one came, else None at once."""
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                return None
            self.received.append(message)
            if message["type"] == "prompt":
                return str(message["text"])

    def type(self, line: str) -> None:
        """Type a line."""
        self.player.typed(line)

    def prompt_of(self, msg_id: str, **args: Any) -> str:
        """Return a prompt as this player's language says it (with the space after it)."""
        return self.l10n(msg_id, args).rstrip() + " "


def game_number(game_id: str) -> str:
    """Return what to type in the game list for ``game_id``."""
    return str(GAME_IDS.index(game_id) + 1)


def create_table(client: Client, game_id: str, players: int, bots: int,
                 answers: tuple[str, ...] = ()) -> str:
    """Create a table from the lobby: the game, the players, the bots (their strength
    and the game's questions by Enter, or by ``answers``); return the table's code."""
    assert "1" in client.next_prompt()
    client.type("1")
    for line in (game_number(game_id), str(players), str(bots)):
        client.next_prompt()
        client.type(line)
    table = None
    extra = list(answers)
    while table is None:
        client.next_prompt()
        table = client.player.table
        if table is None:
            client.type(extra.pop(0) if extra else "")
    return table.code


def join_table(client: Client, code: str) -> None:
    """Join the table of ``code`` from the lobby by typing its code."""
    client.next_prompt()
    client.type("2")
    client.next_prompt()
    client.type(code)
    while client.player.table is None or client.player.table.code != code:
        client.next_prompt()


def play_to_the_end(clients: list[Client], decide: Callable[[Client, str], str | None],
                    limit: int = 5000) -> None:
    """Answer each client's prompts by ``decide`` (None: type nothing, as while another
    decides) in a thread of its own, until every client is back in the lobby."""
    failures: list[BaseException] = []

    def drive(client: Client) -> None:
        try:
            for _ in range(limit):
                prompt = client.next_prompt()
                if client.player.table is None:
                    return
                answer = decide(client, prompt)
                if answer is not None:
                    client.type(answer)
            raise AssertionError(f"{client.player.name}: the game did not end")
        except BaseException as error:  # reported by the test's thread
            failures.append(error)

    threads = [threading.Thread(target=drive, args=(c,), daemon=True) for c in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(SAFETY_SECONDS * 10)
    if failures:
        raise failures[0]
    assert not any(thread.is_alive() for thread in threads), "a client still plays"


def tmp_server(path: Path) -> Server:
    """Return a server keeping its tables in ``path``."""
    return Server(path)
