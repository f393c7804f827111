"""``accessible-games join``: the shell the player knows, talking to a game server.

The server runs the player's session and sends whole lines and prompts
(docs/protocol.md); the client prints and speaks each line as the local shell would
(the speech facade, by the line's kind; chat at the priority of narration), shows each
prompt and sends what is typed.  Network input and output run in an asyncio loop; the
line being typed survives every line that arrives meanwhile:

* rich mode reads with prompt_toolkit's own asynchronous prompt, and prints under its
  ``patch_stdout``, which draws the lines above the input line and then the input line
  again;
* plain mode reads with ``input()`` and GNU readline in a thread of its own.  A line that
  arrives while the player types clears the input line, is printed whole, and readline
  is told that the cursor is on a new line and redraws the prompt with the typed text
  (``rl_on_new_line``, ``rl_redisplay``, reached by ctypes; where they cannot be reached
  the prompt and the typed text are written again).

A lost connection is said once, and the client connects again by itself with back-off,
sending the token it keeps in the data folder (``TOKENS_FILE``), so that the server gives
back the same seat.  Nothing ends in a traceback: every failure is one sentence.
"""

from __future__ import annotations

import asyncio
import ctypes
import getpass
import json
import re
import signal
import socket
import ssl
import sys
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

from accessible_games.core.errors import SaveError
from accessible_games.core.records import record
from accessible_games.core.save import read_json, write_atomic
from accessible_games.narration.l10n import L10n
from accessible_games.online.protocol import (
    FINAL_REASONS, MAX_CLIENT_MESSAGE, MAX_LINE, MAX_SERVER_MESSAGE, VERSION, Bye, Closed,
    Hello, Line, Prompt, ProtocolError, TypedLine, Verbosity, Welcome, Words, clean_name,
    decode_server, encode,
)
from accessible_games.shell.app import end_speech
from accessible_games.shell.line_input import PlainInput, RichInput, choose_mode
from accessible_games.shell.output import SpeechSink, printable
from accessible_games.speech.base import Kind

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
BACKOFF: tuple[float, ...] = (1, 2, 4, 8, 16, 30)
"""Seconds to wait before each new attempt after a lost connection; the last repeats."""
OPEN_TIMEOUT = 10.0
"""Seconds a connection may take to open (name look-up, TCP, TLS, WebSocket handshake)."""
TOKENS_FILE = "servers.json"
"""The file in the data folder that keeps each server's token, by ``host:port``."""
MAX_TOKENS_BYTES = 64_000
MAX_PASSWORD_BYTES = 4096
ERROR_STATUS = 1
"""The exit status after a failure, or a server's final ``closed`` other than ``left``."""

_ADDRESS = re.compile(r"(?:(wss?)://)?(\[[0-9A-Fa-f:.]+\]|[^\s\[\]/:@]+)(?::(\d{1,5}))?/?")


@record
class Address:
    """Where the server is, and whether it speaks TLS (``wss://``)."""

    host: str
    """A name, an IPv4 address, or an IPv6 address in brackets."""
    port: int
    tls: bool

    @property
    def key(self) -> str:
        """Return ``host:port``, as the player writes it and the tokens are kept."""
        return f"{self.host}:{self.port}"

    @property
    def uri(self) -> str:
        """Return the WebSocket address."""
        return f"{'wss' if self.tls else 'ws'}://{self.key}/"


def parse_address(text: str, tls: bool = False) -> Address | None:
    """Return the server's address from ``HOST[:PORT]``, ``[IPV6]:PORT`` or a
    ``ws://``/``wss://`` address (``tls`` asks for TLS too); None if it is none of these.

    >>> parse_address("[::1]:9000")
    Address(host='[::1]', port=9000, tls=False)
    >>> parse_address("wss://example.org").uri
    'wss://example.org:8765/'
    """
    found = _ADDRESS.fullmatch(text.strip())
    if found is None:
        return None
    scheme, host, port = found.groups()
    number = int(port) if port else DEFAULT_PORT
    if not 0 < number < 65536:
        return None
    return Address(host.lower(), number, tls or scheme == "wss")


class Tokens:
    """Each server's token, kept in ``TOKENS_FILE``: written atomically, read tolerating
    damage (a missing, damaged or foreign file is no token)."""

    def __init__(self, path: Path) -> None:
        self._path = path

    def _all(self) -> dict[str, str]:
        try:
            data = read_json(self._path, MAX_TOKENS_BYTES)
        except SaveError:
            return {}
        if not isinstance(data, dict):
            return {}
        return {key: value for key, value in data.items() if isinstance(value, str)}

    @property
    def folder(self) -> Path:
        """Return the folder of the file."""
        return self._path.parent

    def get(self, key: str) -> str | None:
        """Return the token kept for the server ``key``, or None."""
        return self._all().get(key)

    def put(self, key: str, token: str | None) -> bool:
        """Keep ``token`` for the server ``key`` (None forgets it); return False if the
        file could not be written."""
        tokens = self._all()
        if tokens.get(key) == token:
            return True
        if token is None:
            tokens.pop(key, None)
        else:
            tokens[key] = token
        try:
            write_atomic(self._path, json.dumps(tokens, indent=1))
        except OSError:
            return False
        return True


class Screen(Protocol):
    """Where lines are printed and typed lines are read, the one kept whole around the
    other."""

    def show(self, sink: SpeechSink, text: str, kind: Kind, interrupt: bool) -> None:
        """Print and speak ``text`` whole, the input line (if any) after it."""
        ...

    async def read(self, prompt: str) -> str:
        """Return the next typed line; raise EOFError (Ctrl-D) or KeyboardInterrupt."""
        ...

    def change_prompt(self, prompt: str) -> None:
        """Show ``prompt`` instead of the current one while a line is read."""
        ...

    def close(self) -> None:
        """Leave the terminal as it was found."""
        ...


def _readline_library() -> Any:
    """Return GNU readline's C library for the redraw (None: libedit, not reachable)."""
    try:
        import readline
    except ImportError:
        return None
    if "libedit" in (readline.__doc__ or ""):
        return None
    try:
        library = ctypes.CDLL(readline.__file__)
        library.rl_on_new_line.restype = ctypes.c_int
        library.rl_redisplay.restype = None
        library.rl_set_prompt.argtypes = [ctypes.c_char_p]
    except (AttributeError, OSError):
        return None
    return library


class PlainScreen:
    """Plain mode: ``input()`` with readline in a thread, lines printed over the input
    line and the input line drawn again after them."""

    def __init__(self, words: Callable[[], Iterable[str]]) -> None:
        self._input = PlainInput(words)
        self._lock = threading.Lock()
        self._reading = False
        self._prompt = ""
        self._terminal = sys.stdin.isatty() and sys.stdout.isatty()
        self._library = _readline_library() if self._terminal else None
        self._readline: Any = None
        self._saved: Any = None
        if self._terminal:
            try:
                import readline
                import termios
                self._readline = readline
                self._saved = termios.tcgetattr(sys.stdin.fileno())
            except (ImportError, OSError):
                pass
        if self._readline is not None:
            self._readline.set_pre_input_hook(self._started)

    def _started(self) -> None:
        """Readline has drawn the prompt: from now on a line is printed over it."""
        with self._lock:
            self._reading = True

    def show(self, sink: SpeechSink, text: str, kind: Kind, interrupt: bool) -> None:
        """Print ``text`` on a line of its own; while a line is read, clear the input line
        first and draw it again after."""
        with self._lock:
            reading = self._reading
            if reading:
                sys.stdout.write("\r\x1b[K")
            sink.announce(text, kind, interrupt)
            flush = getattr(sink, "flush", None)
            if flush is not None:
                flush()
            sys.stdout.flush()
            if reading:
                self._redraw()

    def _redraw(self) -> None:
        if self._library is not None:
            self._library.rl_on_new_line()
            self._library.rl_redisplay()
        elif self._readline is not None:
            sys.stdout.write(self._prompt + self._readline.get_line_buffer())
            sys.stdout.flush()

    async def read(self, prompt: str) -> str:
        """Return the next line, read in a thread of its own (Ctrl-C there is left to the
        main thread's handler, so the typed text stays)."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[str] = loop.create_future()
        self._prompt = printable(prompt)

        def settle(result: str | None, error: BaseException | None) -> None:
            if done.done():
                return
            if error is not None:
                done.set_exception(error)
            else:
                done.set_result(result or "")

        def work() -> None:
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
            try:
                line = self._input.read(prompt)
            except BaseException as error:  # noqa: BLE001 - handed to the loop
                self._finish_reading()
                loop.call_soon_threadsafe(settle, None, error)
            else:
                self._finish_reading()
                loop.call_soon_threadsafe(settle, line, None)

        threading.Thread(target=work, name="line-input", daemon=True).start()
        return await done

    def _finish_reading(self) -> None:
        with self._lock:
            self._reading = False

    def change_prompt(self, prompt: str) -> None:
        """Give readline the new prompt and draw the input line again."""
        with self._lock:
            self._prompt = printable(prompt)
            if not self._reading or self._library is None:
                return
            self._library.rl_set_prompt(self._prompt.encode("utf-8", "replace"))
            sys.stdout.write("\r\x1b[K")
            sys.stdout.flush()
            self._redraw()

    def close(self) -> None:
        """Give the terminal back its settings (a read may still be under way) on a line
        of its own."""
        if self._saved is None:
            return
        import termios
        try:
            termios.tcsetattr(sys.stdin.fileno(), termios.TCSADRAIN, self._saved)
        except (OSError, termios.error):
            pass
        if self._reading:
            sys.stdout.write("\n")
            sys.stdout.flush()


class RichScreen:
    """Rich mode: prompt_toolkit's asynchronous prompt; lines are printed through its
    ``patch_stdout``, which keeps the input line below them."""

    def __init__(self, words: Callable[[], Iterable[str]]) -> None:
        from prompt_toolkit.patch_stdout import patch_stdout
        self._input = RichInput(words)
        self._patch = patch_stdout(raw=True)
        self._patch.__enter__()

    def show(self, sink: SpeechSink, text: str, kind: Kind, interrupt: bool) -> None:
        """Print and speak ``text``; prompt_toolkit draws the input line after it."""
        sink.announce(text, kind, interrupt)
        flush = getattr(sink, "flush", None)
        if flush is not None:
            flush()
        sys.stdout.flush()

    async def read(self, prompt: str) -> str:
        """Return the next line."""
        return await self._input.read_async(prompt)

    def change_prompt(self, prompt: str) -> None:
        """Show the new prompt before the typed text."""
        self._input.change_prompt(prompt)

    def close(self) -> None:
        """Stop redirecting the output."""
        self._patch.__exit__(None, None, None)


def make_screen(requested: str, words: Callable[[], Iterable[str]]) -> Screen:
    """Return the screen for the input mode ``requested`` (as ``make_input``)."""
    if choose_mode(requested) == "rich":
        try:
            return RichScreen(words)
        except Exception:  # prompt_toolkit could not start on this console
            pass
    return PlainScreen(words)


def line_message(text: str) -> TypedLine:
    """Return a typed line as a message that keeps the limits: at most ``MAX_LINE``
    characters and ``MAX_CLIENT_MESSAGE`` bytes (the rest is left out, as the local shell
    leaves out what no command could hold)."""
    text = text[:MAX_LINE]
    while len(encode(TypedLine(text)).encode("utf-8")) > MAX_CLIENT_MESSAGE:
        text = text[:-50]
    return TypedLine(text)


class _Ended(Exception):
    """The client ends with ``status``."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class Client:
    """One player's connection to a server: says what arrives, sends what is typed,
    connects again when the connection drops."""

    def __init__(self, address: Address, hello: Hello, l10n: L10n, sink: SpeechSink,
                 screen_for: Callable[[Callable[[], Iterable[str]]], Screen],
                 tokens: Tokens, backoff: Sequence[float] = BACKOFF) -> None:
        self.address = address
        self.hello = hello
        self.l10n = l10n
        self.sink = sink
        self.tokens = tokens
        self.backoff = tuple(backoff)
        self._words: tuple[str, ...] = ()
        self.screen = screen_for(lambda: self._words)
        self._socket: Any = None
        self._prompt = ""
        self._prompted = asyncio.Event()
        self._welcomed = False
        """Whether the server welcomed this connection."""
        self._ever_welcomed = False
        """Whether a server welcomed any connection of this run (after that a failure to
        connect is a lost connection, tried again)."""
        self._explained = False
        """Whether the end of this connection was already said (a ``closed`` line)."""
        self._away = False
        """Whether a connection was lost since the last welcome."""
        self._unsaved = False
        """Whether the token could not be kept (said once)."""

    def say(self, msg_id: str, kind: Kind = "alert", **args: Any) -> None:
        """Say one of the client's own sentences."""
        self.screen.show(self.sink, self.l10n(msg_id, args), kind, False)

    async def run(self) -> int:
        """Connect, play, and return the exit status once the client ends."""
        loop = asyncio.get_running_loop()
        try:
            loop.add_signal_handler(signal.SIGINT, self.say, "online-client-ctrl-c")
        except (NotImplementedError, RuntimeError):  # Windows' event loops have none
            pass
        typing = asyncio.create_task(self._typing())
        connecting = asyncio.create_task(self._connections())
        try:
            done, _ = await asyncio.wait({typing, connecting},
                                         return_when=asyncio.FIRST_COMPLETED)
            for task in done:
                error = task.exception()
                if isinstance(error, _Ended):
                    return error.status
                if error is not None:
                    raise error
            return 0
        finally:
            for task in (typing, connecting):
                task.cancel()
            await asyncio.gather(typing, connecting, return_exceptions=True)
            try:
                loop.remove_signal_handler(signal.SIGINT)
            except (NotImplementedError, RuntimeError):  # Windows' event loops have none
                pass

    async def _typing(self) -> None:
        """Read a line at every prompt and send it; Ctrl-D sends ``bye`` and ends."""
        while True:
            await self._prompted.wait()
            try:
                text = await self.screen.read(self._prompt)
            except KeyboardInterrupt:
                self.say("online-client-ctrl-c")
                continue
            except EOFError:
                sys.stdout.write("\n")
                await self._send(Bye())
                self.tokens.put(self.address.key, None)
                raise _Ended(0) from None
            self._prompted.clear()
            if not await self._send(line_message(text)):
                self.say("online-client-not-sent")

    async def _send(self, message: TypedLine | Bye) -> bool:
        """Send ``message`` if connected; return whether it went."""
        import websockets
        socket_ = self._socket
        if socket_ is None:
            return False
        try:
            await socket_.send(encode(message))
        except websockets.ConnectionClosed:
            return False
        return True

    async def _connections(self) -> None:
        """Connect, and connect again after each lost connection, until the end."""
        import websockets
        attempt = 0
        while True:
            try:
                await self._connection()
            except websockets.ConnectionClosed:
                pass
            except (OSError, asyncio.TimeoutError, websockets.InvalidHandshake,
                    websockets.InvalidURI) as error:
                if not self._ever_welcomed:
                    self._say_failure(error)
                    raise _Ended(ERROR_STATUS) from None
            finally:
                self._socket = None
            if self._welcomed:
                attempt = 0
                self._welcomed = False
            if not self._away and not self._explained:
                self.say("online-client-lost")
            self._away = True
            self._explained = False
            await asyncio.sleep(self.backoff[min(attempt, len(self.backoff) - 1)])
            attempt += 1

    async def _connection(self) -> None:
        """Open one connection, say hello and answer what the server sends until it
        drops (ConnectionClosed) or ends the client (``_Ended``)."""
        import websockets
        async with websockets.connect(
                self.address.uri, max_size=MAX_SERVER_MESSAGE, open_timeout=OPEN_TIMEOUT,
                ssl=ssl.create_default_context() if self.address.tls else None,
                compression=None) as socket_:
            token = self.tokens.get(self.address.key)
            await socket_.send(encode(Hello(VERSION, self.hello.name, self.hello.lang,
                                            self.hello.verbosity, token,
                                            self.hello.password)))
            self._socket = socket_
            async for frame in socket_:
                try:
                    if not isinstance(frame, str):
                        raise ProtocolError("not-json", "binary")
                    message = decode_server(frame)
                except ProtocolError:
                    self.say("online-client-bad-frame")
                    raise _Ended(ERROR_STATUS) from None
                self._answer(message)

    def _answer(self, message: Any) -> None:
        """Do what one message of the server asks."""
        if isinstance(message, Line):
            kind: Kind = "event" if message.kind == "chat" else message.kind
            self.screen.show(self.sink, printable(message.text), kind, message.interrupt)
        elif isinstance(message, Prompt):
            self._prompt = message.text
            if self._prompted.is_set():
                self.screen.change_prompt(message.text)
            self._prompted.set()
        elif isinstance(message, Words):
            self._words = message.words
        elif isinstance(message, Welcome):
            self._welcomed = self._ever_welcomed = True
            if not self.tokens.put(self.address.key, message.token) and not self._unsaved:
                self._unsaved = True
                self.say("online-client-token-not-saved", folder=str(self.tokens.folder))
            if self._away:
                self._away = False
                self.say("online-client-back", "status")
        elif isinstance(message, Closed):
            self.screen.show(self.sink, printable(message.text), "alert", False)
            if message.reason in FINAL_REASONS:
                if message.reason == "left":
                    self.tokens.put(self.address.key, None)
                raise _Ended(0 if message.reason == "left" else ERROR_STATUS)
            self._explained = self._away = True

    def _say_failure(self, error: BaseException) -> None:
        """Say in one sentence why the first connection failed."""
        import websockets
        address = self.address.key
        if isinstance(error, ssl.SSLError):
            self.say("online-client-tls", address=address)
        elif isinstance(error, socket.gaierror):
            self.say("online-client-unknown-host", host=self.address.host)
        elif isinstance(error, (asyncio.TimeoutError, TimeoutError)):
            self.say("online-client-timeout", address=address)
        elif isinstance(error, (websockets.InvalidHandshake, websockets.InvalidURI)):
            self.say("online-client-no-server", address=address)
        else:
            self.say("online-client-refused", address=address)


def read_password(path: str) -> str | None:
    """Return the password in the file ``path`` (its first line), or None if it cannot be
    read."""
    from accessible_games.core.save import read_text
    try:
        text = read_text(Path(path), MAX_PASSWORD_BYTES)
    except SaveError:
        return None
    lines = text.splitlines()
    return lines[0] if lines else ""


def default_name(l10n: L10n) -> str:
    """Return the name to play under when none is given: the login name, cleaned."""
    try:
        name = clean_name(getpass.getuser())
    except (OSError, KeyError, ImportError):
        name = ""
    return name or l10n("online-client-default-name")


def join(args: Any, settings: Any, lang: str) -> int:
    """Run ``accessible-games join`` with the parsed ``args`` and the player's
    ``settings``; return the exit status."""
    from dataclasses import replace

    from accessible_games.shell.settings import data_dir
    from accessible_games.speech import make_output
    l10n = L10n(lang)
    reports: list[str] = []
    settings = replace(settings, **{name: value for name, value in (
        ("speech", getattr(args, "speech", None)),
        ("verbosity", getattr(args, "verbosity", None))) if value}).validated()
    sink = make_output(settings.speech, lang, settings.rate or None, settings.voice or None,
                       lambda msg_id, msg_args: reports.append(l10n(msg_id, msg_args)))
    try:
        for report in reports:
            sink.announce(report, "alert")
        sink.flush()
        address = parse_address(args.address, bool(args.tls))
        if address is None:
            sink.announce(l10n("online-client-bad-address", address=printable(args.address)),
                          "alert")
            return 2
        password = None
        if args.password_file:
            password = read_password(args.password_file)
            if password is None:
                sink.announce(l10n("online-client-password-unreadable",
                                   file=printable(args.password_file)), "alert")
                return 2
        name = clean_name(args.name) if args.name is not None else default_name(l10n)
        if not name:
            sink.announce(l10n("online-client-bad-name"), "alert")
            return 2
        mode = "plain" if getattr(args, "plain", False) else \
            "rich" if getattr(args, "rich", False) else settings.input_mode
        verbosity: Verbosity = "brief" if settings.verbosity == "brief" else \
            "full" if settings.verbosity == "full" else "normal"
        hello = Hello(VERSION, name, "cs" if lang == "cs" else "en", verbosity, None, password)
        sink.announce(l10n("online-client-connecting", address=address.key), "status")
        sink.flush()
        tokens = Tokens(data_dir() / TOKENS_FILE)
        return asyncio.run(_play(address, hello, l10n, sink, mode, tokens))
    finally:
        sink.flush()
        end_speech(sink)


async def _play(address: Address, hello: Hello, l10n: L10n, sink: SpeechSink, mode: str,
                tokens: Tokens) -> int:
    """Make the screen and the client, and run it; the terminal is left as found."""
    client = Client(address, hello, l10n, sink, lambda words: make_screen(mode, words), tokens)
    try:
        return await client.run()
    finally:
        client.screen.close()
