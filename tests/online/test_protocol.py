"""The protocol's messages (docs/protocol.md): every message survives encode and decode,
each check refuses what it should with ``ProtocolError``, and no frame whatever makes
decoding raise anything else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.online.protocol import (
    MAX_CLIENT_MESSAGE, MAX_LINE, MAX_NAME, Bye, Closed, Hello, Line, Prompt,
    ProtocolError, TypedLine, Welcome, Words, clean_name, decode_client, decode_server,
    encode,
)

CLIENT_MESSAGES = [
    Hello(1, "Eve", "cs", "brief", None, None),
    Hello(1, "Ž" * MAX_NAME, "en", "full", "abc", "secret"),
    TypedLine("hraj 2"), TypedLine(""), TypedLine("x" * MAX_LINE), TypedLine("\x1b"),
    Bye(),
]
SERVER_MESSAGES = [
    Welcome("Eve 2", "tok"), Line("Bob plays the lion.", "event", False),
    Line("Ahoj", "chat", True), Prompt("Play, 1 to 4: "), Words(("hand", "play")),
    Words(()), Closed("left", "Goodbye."),
]


@pytest.mark.parametrize("message", CLIENT_MESSAGES, ids=repr)
def test_a_client_message_survives_encode_and_decode(message: object) -> None:
    assert decode_client(encode(message)) == message  # type: ignore[arg-type]


@pytest.mark.parametrize("message", SERVER_MESSAGES, ids=repr)
def test_a_server_message_survives_encode_and_decode(message: object) -> None:
    assert decode_server(encode(message)) == message  # type: ignore[arg-type]


def test_encode_writes_the_type_first_and_compact() -> None:
    assert encode(Bye()) == '{"type":"bye"}'
    assert encode(Words(("a",))) == '{"type":"words","words":["a"]}'


def test_unknown_fields_are_ignored() -> None:
    assert decode_client('{"type":"bye","x":[1,2]}') == Bye()
    assert decode_server('{"type":"prompt","text":"a: ","kind":3}') == Prompt("a: ")


def reason(decode: object, text: str) -> str:
    with pytest.raises(ProtocolError) as caught:
        decode(text)  # type: ignore[operator]
    return caught.value.reason


def hello(**changes: object) -> str:
    data = {"type": "hello", "version": 1, "name": "Eve", "lang": "en", "verbosity": "normal",
            "token": None, "password": None}
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("text, expected", [
    ("", "not-json"), ("{", "not-json"), ("NaN", "not-json"),
    ('{"type":"line","text":NaN}', "not-json"), ("[" * 3000 + "]" * 3000, "too-long"),
    ("[" * 2000 + "]" * 2000, "not-json"),  # deeper than Python's recursion allows
    ("[]", "not-object"), ('"hello"', "not-object"), ("{}", "not-object"),
    ('{"type":1}', "not-object"), ('{"type":"play"}', "unknown-type"),
    ('{"type":"welcome","name":"x","token":"t"}', "unknown-type"),
    ('{"type":"line"}', "bad-field"), ('{"type":"line","text":5}', "bad-field"),
    (json.dumps({"type": "line", "text": "x" * (MAX_LINE + 1)}), "bad-field"),
    (json.dumps({"type": "line", "text": "x" * MAX_CLIENT_MESSAGE}), "too-long"),
    ('{"type":"line","text":"\\ud800"}', "bad-field"),
    (hello(version="1"), "bad-field"), (hello(version=True), "bad-field"),
    (hello(version=2 ** 40), "bad-field"), (hello(name=""), "bad-field"),
    (hello(name="x" * (MAX_NAME + 1)), "bad-field"), (hello(lang="de"), "bad-field"),
    (hello(verbosity="loud"), "bad-field"), (hello(token=5), "bad-field"),
    (hello(password=["x"]), "bad-field"), (hello(lang=None), "bad-field"),
])
def test_decode_client_refuses(text: str, expected: str) -> None:
    assert reason(decode_client, text) == expected


def test_a_hello_may_leave_out_token_and_password() -> None:
    data = {"type": "hello", "version": 7, "name": "Eve", "lang": "cs", "verbosity": "full"}
    assert decode_client(json.dumps(data)) == Hello(7, "Eve", "cs", "full", None, None)


def test_the_client_limit_counts_bytes_not_characters() -> None:
    text = json.dumps({"type": "line", "text": "ž" * 2100}, ensure_ascii=False)
    assert len(text) < MAX_CLIENT_MESSAGE < len(text.encode())
    assert reason(decode_client, text) == "too-long"


@pytest.mark.parametrize("text, expected", [
    ('{"type":"line","text":"a","kind":"shout","interrupt":false}', "bad-field"),
    ('{"type":"line","text":"a","kind":"chat","interrupt":1}', "bad-field"),
    ('{"type":"closed","reason":"bored","text":"x"}', "bad-field"),
    ('{"type":"words","words":"hand"}', "bad-field"),
    ('{"type":"words","words":["hand",""]}', "bad-field"),
    ('{"type":"words","words":[1]}', "bad-field"),
    ('{"type":"welcome","name":"Eve","token":""}', "bad-field"),
    ('{"type":"hello"}', "unknown-type"),
    (json.dumps({"type": "prompt", "text": "x" * 70_000}), "too-long"),
])
def test_decode_server_refuses(text: str, expected: str) -> None:
    assert reason(decode_server, text) == expected


def test_a_line_kind_and_interrupt_default_when_left_out() -> None:
    assert decode_server('{"type":"line","text":"a","kind":"alert"}') == Line("a", "alert")


@pytest.mark.parametrize("typed, kept", [
    ("  Eve  ", "Eve"), ("Eve\u202e\x1b[31mX", "Eve[31mX"), ("a\tb\n\nc", "a b c"),
    ("x" * 30, "x" * MAX_NAME), ("x" * 19 + " y", "x" * 19), ("\x07\u200f", ""),
    ("Jiří Novák", "Jiří Novák"),
])
def test_clean_name(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20)
FIELDS = st.sampled_from(["type", "version", "name", "lang", "verbosity", "token",
                          "password", "text", "kind", "interrupt", "words", "reason"])
KNOWN_TYPES = st.sampled_from(["hello", "line", "bye", "welcome", "prompt", "words",
                               "closed"])
OBJECTS = st.builds(lambda kind, rest: json.dumps({**rest, "type": kind}),
                    KNOWN_TYPES | st.text(max_size=5),
                    st.dictionaries(FIELDS, JSON_VALUES, max_size=8))
FRAMES = OBJECTS | st.text(max_size=200) | JSON_VALUES.map(json.dumps)


@settings(max_examples=400, deadline=None)
@given(FRAMES)
def test_decoding_any_frame_gives_a_message_or_a_protocol_error(text: str) -> None:
    for decode in (decode_client, decode_server):
        try:
            message = decode(text)
        except ProtocolError:
            continue
        assert decode(encode(message)) == message


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_clean_name_is_printable_short_and_stable(text: str) -> None:
    name = clean_name(text)
    assert len(name) <= MAX_NAME and name == name.strip() and "  " not in name
    assert name.isprintable() and clean_name(name) == name
