"""``accessible-games serve``: the game server, an asyncio WebSocket server (``websockets``).

Each connection first says hello (docs/protocol.md); the server then gives it a player (a
new one, or the one its token names) and from then on only forwards lines: typed lines to
the player's shell, which runs in its own thread (``lobby.player_shell``), and the lines
their shell says back to the connection.  Nothing a client sends is executed or unpickled:
every message is size-limited JSON, validated field by field; a client that floods, sends
binary frames or breaks the protocol is told once and disconnected, and no other player
notices.
"""

from __future__ import annotations

import asyncio
import hmac
import ssl
import time
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.online.lobby import Server, player_shell
from accessible_games.online.players import Player
from accessible_games.online.protocol import (
    MAX_CLIENT_MESSAGE, MAX_NAME, VERSION, Bye, ClientMessage, Closed, CloseReason, Hello,
    Line, ProtocolError, TypedLine, Welcome, clean_name, decode_client, encode,
)
from accessible_games.online.restore import restore_tables
from accessible_games.online.seats import Message

HELLO_SECONDS = 10.0
"""How long a new connection has to say hello."""
RATE_LINES = 20
RATE_SECONDS = 5.0
"""At most ``RATE_LINES`` messages in ``RATE_SECONDS``: a client sending more floods."""
QUEUE_LIMIT = 2000
"""Messages waiting for a slow client before more are dropped (it may ask for
``history``)."""


class Refused(Exception):
    """A client broke the protocol or may not stay; ``reason`` is the ``closed`` reason."""

    def __init__(self, reason: CloseReason) -> None:
        super().__init__(reason)
        self.reason: CloseReason = reason


def read_message(text: str | bytes) -> ClientMessage:
    """Return a client's message (``protocol.decode_client``).

    Raises:
        Refused: a binary frame, or one that is not a valid message.
        ProtocolError: of reason ``unknown-type`` only (answered with one line).
    """
    if not isinstance(text, str):
        raise Refused("protocol")
    try:
        return decode_client(text)
    except ProtocolError as error:
        if error.reason == "unknown-type":
            raise
        raise Refused("protocol") from None


class GameServer:
    """The players, the tables and the connections of one ``serve``."""

    def __init__(self, folder: Path, password: str | None = None,
                 bot_delay: float = 0.0) -> None:
        self.shared = Server(folder, bot_delay)
        self.password = password

    async def handle(self, connection: ServerConnection) -> None:
        """Serve one connection from its hello to its end."""
        loop = asyncio.get_running_loop()
        outbox: asyncio.Queue[str | None] = asyncio.Queue()

        def send(message: Message) -> None:
            loop.call_soon_threadsafe(_offer, outbox, encode(message))
            if isinstance(message, Closed):
                loop.call_soon_threadsafe(outbox.put_nowait, None)

        try:
            hello = read_message(await asyncio.wait_for(connection.recv(), HELLO_SECONDS))
            player = self.welcome(hello)
        except (Refused, ProtocolError) as refused:
            reason = refused.reason if isinstance(refused, Refused) else "protocol"
            await self._close(connection, reason, LANGUAGES[0])
            return
        except (asyncio.TimeoutError, ConnectionClosed):
            return
        writer = asyncio.create_task(self._write(connection, outbox))
        send(Welcome(player.name, player.token))
        replaced = player.link.attach(send, lambda count: Line(
            L10n(player.lang)("online-missed", {"count": count}), "alert"))
        if replaced is not None:  # the same token again: the newer connection plays
            replaced(Closed("replaced", L10n(player.lang)("online-closed-replaced")))
        if player.thread is None:
            player.run(self._shell)
        else:
            self._arrived(player, was_away=replaced is None)
        try:
            await self._read(connection, player)
        except Refused as refused:
            if player.link.detach(send):
                self._left(player)
            await self._close(connection, refused.reason, player.lang)
        except ConnectionClosed:
            pass
        finally:
            if player.link.detach(send):
                self._left(player)
            outbox.put_nowait(None)
            await writer

    def welcome(self, hello: ClientMessage) -> Player:
        """Return the player a hello is from: the one its token names, or a new one (whose
        shell the caller starts once their connection is attached).

        Raises:
            Refused: a wrong version, password or name.
        """
        if not isinstance(hello, Hello):
            raise Refused("protocol")
        if hello.version != VERSION:
            raise Refused("version")
        if self.password is not None:
            given = hello.password or ""
            if not hmac.compare_digest(given.encode("utf-8"), self.password.encode("utf-8")):
                raise Refused("password")
        token = hello.token
        shared = self.shared
        with shared.lock:
            if token is not None and token in shared.players:
                player = shared.players[token]
                if not player.gone:
                    return player
            name = clean_name(hello.name)
            if not name or "," in name:
                raise Refused("name")
            base, number = name, 2
            while shared.named(name) is not None:
                name = f"{base[:MAX_NAME - 3]} {number}"
                number += 1
            player = Player(name, hello.lang, hello.verbosity)
            shared.players[player.token] = player
        return player

    def _shell(self, player: Player) -> None:
        """Run the player's shell; once they leave the server, forget them and end their
        connection with its last line."""
        try:
            player_shell(self.shared, player)
        finally:
            with self.shared.lock:
                self.shared.players.pop(player.token, None)
            player.link.send(Closed("left", L10n(player.lang)("online-closed-left")))

    def _arrived(self, player: Player, was_away: bool) -> None:
        """A player's connection is (back) up: the prompt again; a table hears they are
        back if they were away (not when a second connection took over from a first)."""
        app = player.app
        if app is not None:
            app.remote.resend_prompt()
        if was_away:
            self._tell_table(player, "online-back")

    def _left(self, player: Player) -> None:
        """A player's connection dropped: their table hears it once."""
        self._tell_table(player, "online-away")

    def _tell_table(self, player: Player, msg_id: str) -> None:
        table = player.table
        if table is None:
            return
        for other in table.present():
            if other is not player and other.app is not None:
                other.app.chat(other.app.text(msg_id, name=player.name))

    async def _read(self, connection: ServerConnection, player: Player) -> None:
        """Hand each typed line to the player's shell, refusing floods and bad messages."""
        times: list[float] = []
        async for text in connection:
            now = time.monotonic()
            times = [t for t in times if now - t < RATE_SECONDS]
            times.append(now)
            if len(times) > RATE_LINES:
                raise Refused("flood")
            try:
                message = read_message(text)
            except ProtocolError:  # a type this server does not know
                player.link.send(Line(L10n(player.lang)("online-unknown-message"), "alert"))
                continue
            if isinstance(message, TypedLine):
                player.typed(message.text)
            elif isinstance(message, Bye):
                player.end()
                with self.shared.lock:
                    self.shared.players.pop(player.token, None)
                raise Refused("left")
            else:
                raise Refused("protocol")  # a second hello

    @staticmethod
    async def _write(connection: ServerConnection, outbox: asyncio.Queue[str | None]) -> None:
        """Send the player's messages in order until the connection ends or the server
        ends it (after a ``closed`` message)."""
        try:
            while (text := await outbox.get()) is not None:
                await connection.send(text)
            await connection.close()
        except ConnectionClosed:
            return

    async def _close(self, connection: ServerConnection, reason: CloseReason,
                     lang: str) -> None:
        """Say why the connection ends, in one line, and end it."""
        try:
            await connection.send(encode(Closed(reason, L10n(lang)(f"online-closed-{reason}"))))
            await connection.close()
        except ConnectionClosed:
            pass


def _offer(outbox: asyncio.Queue[str | None], text: str) -> None:
    """Queue one message for a connection (the event loop's thread)."""
    if outbox.qsize() < QUEUE_LIMIT:
        outbox.put_nowait(text)


async def run_server(host: str, port: int, folder: Path, password: str | None = None,
                     tls: ssl.SSLContext | None = None, bot_delay: float = 0.0,
                     ready: Callable[[int, int, int], None] | None = None) -> None:
    """Bring back the tables saved in ``folder``, then serve until cancelled; ``ready`` is
    told the port once it listens, how many tables came back and how many saves were put
    aside as damaged."""
    folder.mkdir(parents=True, exist_ok=True)
    game_server = GameServer(folder, password, bot_delay)
    restored, aside = restore_tables(game_server.shared, game_server._shell)
    async with serve(game_server.handle, host, port, ssl=tls,
                     max_size=MAX_CLIENT_MESSAGE) as server:
        if ready is not None:
            ready(server.sockets[0].getsockname()[1], len(restored), len(aside))
        await server.serve_forever()
