"""The messages between ``accessible-games serve`` and ``join`` (docs/protocol.md).

Pure: no I/O.  Every message is one JSON object with a string field ``type``; ``encode``
writes one, ``decode_client`` and ``decode_server`` read one and check it strictly (the
types and lengths of its fields, the allowed values, the size of the frame).  Whatever a
frame holds, decoding either returns a message or raises ``ProtocolError``, whose
``reason`` says which check failed; unknown fields are ignored.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import Any, ClassVar, Literal, Union, get_args

from accessible_games.core.records import record
from accessible_games.shell.output import printable

VERSION = 1
"""The version of the protocol a ``hello`` names."""

MAX_CLIENT_MESSAGE = 4096
"""The largest frame a client may send, in bytes (UTF-8)."""

MAX_SERVER_MESSAGE = 65_536
"""The largest frame a server may send, in bytes (UTF-8)."""

MAX_LINE = 1000
"""The most characters of a typed line."""

MAX_NAME = 20
"""The most characters of a player's name."""

MAX_TOKEN = 100
"""The most characters of a token (the server's are 43: ``secrets.token_urlsafe(32)``)."""

MAX_PASSWORD = 1000
"""The most characters of a password."""

MAX_WORDS = 2000
"""The most words a ``words`` message may list."""

MAX_WORD = 100
"""The most characters of one completion word."""

Lang = Literal["en", "cs"]
Verbosity = Literal["brief", "normal", "full"]
LineKind = Literal["event", "result", "status", "prompt", "alert", "final", "chat"]
CloseReason = Literal["left", "password", "version", "name", "full", "flood", "protocol",
                      "shutdown", "replaced"]

LANGS: tuple[str, ...] = get_args(Lang)
VERBOSITIES: tuple[str, ...] = get_args(Verbosity)
LINE_KINDS: tuple[str, ...] = get_args(LineKind)
CLOSE_REASONS: tuple[str, ...] = get_args(CloseReason)
FINAL_REASONS: frozenset[str] = frozenset({"left", "password", "version", "name",
                                           "protocol", "replaced"})
"""The reasons after which a client does not connect again."""

Reason = Literal["too-long", "not-json", "not-object", "unknown-type", "bad-field"]
"""Why a frame was refused: larger than the limit, not JSON, not an object with a string
``type``, a ``type`` this side does not know (a server answers it with one error line),
or a field missing, of the wrong type, too long or not an allowed value."""


class ProtocolError(Exception):
    """A frame that is not a valid message; ``reason`` is one of ``Reason``."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason: Reason = reason
        self.detail = detail


@record
class Hello:
    """The first message of every connection (client to server)."""

    type: ClassVar[str] = "hello"
    version: int
    name: str
    lang: Lang
    verbosity: Verbosity
    token: str | None = None
    password: str | None = None


@record
class TypedLine:
    """One line the player typed, as typed (client to server)."""

    type: ClassVar[str] = "line"
    text: str


@record
class Bye:
    """The player leaves on purpose (client to server)."""

    type: ClassVar[str] = "bye"


@record
class Welcome:
    """The hello was accepted: the name as the server keeps it, and the seat's token."""

    type: ClassVar[str] = "welcome"
    name: str
    token: str


@record
class Line:
    """One line to print whole and speak by its kind (server to client)."""

    type: ClassVar[str] = "line"
    text: str
    kind: LineKind = "event"
    interrupt: bool = False


@record
class Prompt:
    """The server waits for a line: the text before the cursor."""

    type: ClassVar[str] = "prompt"
    text: str


@record
class Words:
    """The words the client may complete at the prompt from now on."""

    type: ClassVar[str] = "words"
    words: tuple[str, ...]


@record
class Closed:
    """The server ends the connection, and says why in one line."""

    type: ClassVar[str] = "closed"
    reason: CloseReason
    text: str


ClientMessage = Union[Hello, TypedLine, Bye]
ServerMessage = Union[Welcome, Line, Prompt, Words, Closed]
Message = Union[ClientMessage, ServerMessage]


def encode(message: Message) -> str:
    """Return ``message`` as the text of one frame: compact JSON, ``type`` first.

    >>> encode(TypedLine("play 2"))
    '{"type":"line","text":"play 2"}'
    """
    data: dict[str, Any] = {"type": message.type}
    for field in fields(message):
        value = getattr(message, field.name)
        data[field.name] = list(value) if isinstance(value, tuple) else value
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


_SURROGATES = re.compile("[\ud800-\udfff]")
"""Lone surrogates: JSON's ``\\ud800`` escapes decode to them, and no stream can write
them."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(name)


def _object(text: str, limit: int) -> tuple[str, Mapping[str, Any]]:
    """Return the ``type`` and the object a frame holds, or raise ``ProtocolError``."""
    if not isinstance(text, str):
        raise ProtocolError("not-json", "not text")
    if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError("too-long")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:  # JSONDecodeError is a ValueError
        raise ProtocolError("not-json", type(error).__name__) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("not-object")
    return data["type"], data


def _text(data: Mapping[str, Any], name: str, most: int, least: int = 0,
          optional: bool = False) -> Any:
    value = data.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not least <= len(value) <= most \
            or _SURROGATES.search(value):
        raise ProtocolError("bad-field", name)
    return value


def _choice(data: Mapping[str, Any], name: str, allowed: tuple[str, ...]) -> Any:
    value = data.get(name)
    if not isinstance(value, str) or value not in allowed:
        raise ProtocolError("bad-field", name)
    return value


def _flag(data: Mapping[str, Any], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise ProtocolError("bad-field", name)
    return value


def _whole(data: Mapping[str, Any], name: str) -> int:
    value = data.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 1 << 31:
        raise ProtocolError("bad-field", name)
    return value


def _hello(data: Mapping[str, Any]) -> Hello:
    return Hello(_whole(data, "version"), _text(data, "name", MAX_NAME, least=1),
                 _choice(data, "lang", LANGS), _choice(data, "verbosity", VERBOSITIES),
                 _text(data, "token", MAX_TOKEN, optional=True),
                 _text(data, "password", MAX_PASSWORD, optional=True))


def _words(data: Mapping[str, Any]) -> Words:
    value = data.get("words")
    if not isinstance(value, list) or len(value) > MAX_WORDS:
        raise ProtocolError("bad-field", "words")
    return Words(tuple(_text({"word": word}, "word", MAX_WORD, least=1) for word in value))


_CLIENT: dict[str, Callable[[Mapping[str, Any]], ClientMessage]] = {
    "hello": _hello,
    "line": lambda data: TypedLine(_text(data, "text", MAX_LINE)),
    "bye": lambda data: Bye(),
}

_SERVER: dict[str, Callable[[Mapping[str, Any]], ServerMessage]] = {
    "welcome": lambda data: Welcome(_text(data, "name", MAX_NAME, least=1),
                                    _text(data, "token", MAX_TOKEN, least=1)),
    "line": lambda data: Line(_text(data, "text", MAX_SERVER_MESSAGE),
                              _choice(data, "kind", LINE_KINDS),
                              _flag(data, "interrupt", False)),
    "prompt": lambda data: Prompt(_text(data, "text", MAX_SERVER_MESSAGE)),
    "words": _words,
    "closed": lambda data: Closed(_choice(data, "reason", CLOSE_REASONS),
                                  _text(data, "text", MAX_SERVER_MESSAGE)),
}


def decode_client(text: str) -> ClientMessage:
    """Return the message a client's frame holds.

    Raises:
        ProtocolError: the frame passes ``MAX_CLIENT_MESSAGE`` bytes, is not a JSON object
            with a string ``type``, names an unknown type (``unknown-type``), or a field is
            missing, of the wrong type, too long or not allowed.

    >>> decode_client('{"type":"line","text":"hand","extra":1}')
    TypedLine(text='hand')
    """
    kind, data = _object(text, MAX_CLIENT_MESSAGE)
    read = _CLIENT.get(kind)
    if read is None:
        raise ProtocolError("unknown-type", kind[:20])
    return read(data)


def decode_server(text: str) -> ServerMessage:
    """Return the message a server's frame holds (``ProtocolError`` as ``decode_client``,
    the limit ``MAX_SERVER_MESSAGE`` bytes)."""
    kind, data = _object(text, MAX_SERVER_MESSAGE)
    read = _SERVER.get(kind)
    if read is None:
        raise ProtocolError("unknown-type", kind[:20])
    return read(data)


_SPACES = re.compile(r"\s+")


def clean_name(text: str) -> str:
    """Return a player's name as a server keeps it and a client offers it: control and
    direction characters dropped (``printable``), runs of spaces made one, no space at
    either end, at most ``MAX_NAME`` characters; what is not printable text (format
characters, unassigned code points) dropped too.  Empty if nothing is left.

    >>> clean_name("  Eve\\u202e  the\\tgreat\\x07 ")
    'Eve the great'
    """
    shown = "".join(char for char in printable(text) if char.isprintable() or char.isspace())
    return _SPACES.sub(" ", shown).strip()[:MAX_NAME].strip()
