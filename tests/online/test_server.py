"""The game server on a real socket (``websockets``): hello and welcome, a token that brings
a player back, and clients that break the protocol, flood or lie, while another player
goes on undisturbed."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from accessible_games.online.server import RATE_LINES, VERSION, run_server

SAFETY = 30.0
"""Seconds a test waits for the server before it fails (a safety net only)."""


@pytest.fixture
def address(tmp_path: Path) -> Iterator[str]:
    """Run a server on a free loopback port for one test; yield its address."""
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    port: list[int] = []

    def listening(number: int, restored: int, aside: int) -> None:
        port.append(number)
        ready.set()

    task: list[asyncio.Task[None]] = []

    def serve() -> None:
        asyncio.set_event_loop(loop)
        task.append(loop.create_task(run_server("127.0.0.1", 0, tmp_path, ready=listening)))
        try:
            loop.run_until_complete(task[0])
        except asyncio.CancelledError:
            pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(SAFETY)
    yield f"ws://127.0.0.1:{port[0]}"
    loop.call_soon_threadsafe(task[0].cancel)
    thread.join(SAFETY)


def hello(name: str, lang: str = "en", token: str | None = None, **extra: Any) -> str:
    return json.dumps({"type": "hello", "version": VERSION, "name": name, "lang": lang,
                       "verbosity": "normal", "token": token, "password": None, **extra})


def receive(connection: ClientConnection) -> dict[str, Any]:
    message = json.loads(connection.recv(timeout=SAFETY))
    assert isinstance(message, dict)
    return message


def until_prompt(connection: ClientConnection) -> tuple[list[dict[str, Any]], str]:
    """Return the messages up to the next prompt, and the prompt."""
    seen = []
    while True:
        message = receive(connection)
        if message["type"] == "prompt":
            return seen, str(message["text"])
        seen.append(message)


def test_a_hello_is_welcomed_in_the_players_language_and_a_token_brings_them_back(
        address: str) -> None:
    with connect(address) as first:
        first.send(hello("Jana", "cs"))
        welcome = receive(first)
        assert welcome["type"] == "welcome" and welcome["name"] == "Jana"
        token = welcome["token"]
        lines, prompt = until_prompt(first)
        assert prompt == "Předsálí, 1 až 3: "
        assert lines[0]["text"].endswith("pod jménem Jana.")
    with connect(address) as again:
        again.send(hello("someone else", "en", token))
        back = receive(again)
        assert back == {"type": "welcome", "name": "Jana", "token": token}
        # the read under way is asked again, in the player's language
        _, prompt = until_prompt(again)
        assert prompt == "Předsálí, 1 až 3: "
        again.send(json.dumps({"type": "line", "text": "3"}))
        messages = []
        with pytest.raises(ConnectionClosed):
            while True:
                messages.append(receive(again))
        assert messages[-1]["type"] == "closed" and messages[-1]["reason"] == "left"


def test_names_are_cleaned_and_made_unique(address: str) -> None:
    with connect(address) as one, connect(address) as two:
        one.send(hello("Eva\x1b[31m\u202e"))
        assert receive(one)["name"] == "Eva[31m"
        two.send(hello("eva[31m"))
        assert receive(two)["name"] == "eva[31m 2"


@pytest.mark.parametrize("bad", [
    b"\x00\x01binary", "not json", "[1, 2]", json.dumps({"kind": "hello"}),
    json.dumps({"type": "hello", "version": 99, "name": "Old"}),
    json.dumps({"type": "hello", "version": VERSION, "name": "\x00\x01"}),
])
def test_a_broken_hello_is_told_why_and_disconnected(address: str, bad: str | bytes) -> None:
    with connect(address) as connection:
        connection.send(bad)
        message = receive(connection)
        assert message["type"] == "closed" and message["reason"] in ("protocol", "version",
                                                                     "name")
        assert message["text"]
        with pytest.raises(ConnectionClosed):
            connection.recv(timeout=SAFETY)


def test_hostile_clients_are_disconnected_and_another_player_plays_on(address: str) -> None:
    with connect(address) as calm:
        calm.send(hello("Calm"))
        receive(calm)
        until_prompt(calm)
        hostile = [
            [json.dumps({"type": "line", "text": "x" * 2000})],  # too long a line
            [json.dumps({"type": "line", "text": 5})],  # not text
            [b"\xff\xfe binary"],  # binary
            [json.dumps({"type": "line", "text": "1"})] * (RATE_LINES + 5),  # a flood
        ]
        for number, frames in enumerate(hostile):
            with connect(address) as bad:
                bad.send(hello(f"Bad {number}"))
                receive(bad)
                reasons = []
                try:
                    for frame in frames:
                        bad.send(frame)
                    while True:
                        message = receive(bad)
                        if message["type"] == "closed":
                            reasons.append(message["reason"])
                except ConnectionClosed:
                    pass
                assert reasons in (["protocol"], ["flood"])
        # an unknown message type is one line, and the connection stays
        calm.send(json.dumps({"type": "dance"}))
        assert receive(calm)["type"] == "line"
        calm.send(json.dumps({"type": "line", "text": "2"}))  # join a table: none waits
        lines, prompt = until_prompt(calm)
        assert any("No table waits" in m.get("text", "") for m in lines)
        assert prompt == "Lobby, 1 to 3: "


def test_a_second_connection_with_the_token_takes_over_and_the_first_is_told_why(
        address: str) -> None:
    """The same token from another window: the newer connection plays, the older one gets
    one closing line (after which a client does not reconnect), and nobody is made away."""
    with connect(address) as first:
        first.send(hello("Jana"))
        token = receive(first)["token"]
        until_prompt(first)
        with connect(address) as second:
            second.send(hello("Jana", token=token))
            assert receive(second)["token"] == token
            _, prompt = until_prompt(second)
            assert prompt == "Lobby, 1 to 3: "
            closing = []
            with pytest.raises(ConnectionClosed):
                while True:
                    closing.append(receive(first))
            assert closing[-1]["reason"] == "replaced"
            assert closing[-1]["text"].startswith("Another connection came in")
            # the older connection's end leaves the newer one playing
            second.send(json.dumps({"type": "line", "text": "2"}))
            lines, prompt = until_prompt(second)
            assert any("No table waits" in m.get("text", "") for m in lines)
            assert prompt == "Lobby, 1 to 3: "
