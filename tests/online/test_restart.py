"""A real ``accessible-games serve`` process, killed with SIGKILL in the middle of a game and
started again: the table comes back, the players come back to the same seats with their
tokens, and the game plays to its end with nothing lost."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from accessible_games.online.server import VERSION
from accessible_games.registry import GAME_IDS, entry

SAFETY = 60.0
BEASTY_BAR = entry("beasty-bar").game_id
WAITING = {"en": "; command: ", "cs": "; příkaz: "}
GAME_OVER = {"en": "Game over, Enter to leave: ", "cs": "Konec hry, Enter pro odchod: "}
LOBBY = {"en": "Lobby, 1 to 3: ", "cs": "Předsálí, 1 až 3: "}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(folder: Path, port: int) -> subprocess.Popen[str]:
    server = subprocess.Popen(
        [sys.executable, "-m", "accessible_games", "serve", "--port", str(port),
         "--data", str(folder), "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "ACCESSIBLE_GAMES_HOME": str(folder / "home")})
    assert server.stdout is not None
    first = server.stdout.readline()
    assert first.startswith("Game server listening at ws://127.0.0.1:"), first
    return server


class Player:
    """A raw protocol client: sends lines, keeps every message."""

    def __init__(self, port: int, name: str, lang: str, token: str | None = None) -> None:
        self.lang = lang
        self.connection: ClientConnection = connect(f"ws://127.0.0.1:{port}").__enter__()
        self.connection.send(json.dumps({"type": "hello", "version": VERSION, "name": name,
                                         "lang": lang, "verbosity": "normal",
                                         "token": token, "password": None}))
        welcome = self.receive()
        assert welcome["type"] == "welcome"
        self.token: str = welcome["token"]
        self.lines: list[str] = []

    def receive(self) -> dict[str, Any]:
        message = json.loads(self.connection.recv(timeout=SAFETY))
        assert isinstance(message, dict)
        return message

    def prompt(self) -> str:
        while True:
            message = self.receive()
            if message["type"] == "line":
                self.lines.append(message["text"])
            elif message["type"] == "prompt":
                return str(message["text"])

    def type(self, line: str) -> None:
        self.connection.send(json.dumps({"type": "line", "text": line}))


def turns(player: Player, prompt: str, moves: int | None) -> tuple[str, int]:
    """Answer prompts (the first choice at each decision) until ``moves`` decisions were
    made or the player is back in the lobby; return the last prompt and the moves made."""
    made = 0
    while moves is None or made < moves:
        if prompt == LOBBY[player.lang] and made:
            break
        if prompt == GAME_OVER[player.lang]:
            player.type("")
        elif not prompt.endswith(WAITING[player.lang]):
            player.type("1")
            made += 1
        prompt = player.prompt()
    return prompt, made


def test_a_killed_server_brings_its_table_back_and_the_game_ends(tmp_path: Path) -> None:
    port = free_port()
    server = start_server(tmp_path, port)
    try:
        eva, petr = Player(port, "Eva", "en"), Player(port, "Petr", "cs")
        assert eva.prompt() == LOBBY["en"]
        for line in ("1", str(GAME_IDS.index(BEASTY_BAR) + 1), "2", "0", "", "", "2"):
            eva.type(line)  # create: the game, 2 players, no bot, Enter, variant, Eva first
            eva.prompt()
        code = next(line for line in eva.lines if line.startswith("Table ")).split(" is ")[0]
        assert petr.prompt() == LOBBY["cs"]
        petr.type("2")
        petr.prompt()
        petr.type(code.removeprefix("Table ").replace(" ", ""))
        petr.prompt()  # the waiting room
        eva.prompt()  # the waiting room, now full
        eva.type("1")
        # both play a little: Eva first, then Petr
        assert turns(eva, eva.prompt(), 1)[1] == 1
        assert turns(petr, petr.prompt(), 1)[1] == 1
        saved = sorted(p.name for p in tmp_path.glob("*.json"))
        assert saved == [code.removeprefix("Table ").replace(" ", "") + ".json"]
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(SAFETY)
    server = start_server(tmp_path, port)
    try:
        assert server.stdout is not None
        assert server.stdout.readline().startswith("One table is back.")
        eva = Player(port, "ignored", "en", eva.token)
        petr = Player(port, "ignored", "cs", petr.token)
        ends: dict[str, str] = {}

        def play(player: Player) -> None:
            ends[player.lang] = turns(player, player.prompt(), None)[0]

        threads = [threading.Thread(target=play, args=(p,)) for p in (eva, petr)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(SAFETY * 5)
        assert ends == {"en": LOBBY["en"], "cs": LOBBY["cs"]}
        assert any(line.startswith("Beasty Bar") for line in eva.lines), eva.lines
        assert any(line.startswith("Game over") for line in eva.lines)
        assert any(line.startswith("Konec hry") for line in petr.lines)
        assert not list(tmp_path.glob("*.json")), "a finished table leaves no save"
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(SAFETY)
