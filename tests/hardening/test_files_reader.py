"""The one safe reader of every file the app reads (``core.save.read_text`` and
``parse_json``): only regular files, never more than the limit, strict UTF-8, bounded
JSON; every refusal a SaveError whose reason is a message."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from accessible_games.core.errors import SaveError
from accessible_games.core.save import (
    MAX_INT_DIGITS, MAX_JSON_DEPTH, JsonRefused, parse_json, read_json, read_text,
)
from accessible_games.narration.l10n import LANGUAGES, L10n

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def reason(path: Path, limit: int = 1000) -> str:
    with pytest.raises(SaveError) as info:
        read_json(path, limit)
    return info.value.reason


@POSIX
def test_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    """Opened without blocking and refused by fstat: no writer ever comes."""
    os.mkfifo(tmp_path / "fifo")
    assert reason(tmp_path / "fifo") == "save-error-not-a-file"


@POSIX
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_link_to_a_device_is_refused_unread(tmp_path: Path, device: str) -> None:
    (tmp_path / "link").symlink_to(device)
    assert reason(tmp_path / "link") == "save-error-not-a-file"


def test_a_directory_is_not_a_file(tmp_path: Path) -> None:
    assert reason(tmp_path) == "save-error-not-a-file"


def test_missing_and_dangling(tmp_path: Path) -> None:
    assert reason(tmp_path / "none") == "save-error-missing"
    (tmp_path / "dangling").symlink_to(tmp_path / "none")
    assert reason(tmp_path / "dangling") == "save-error-missing"


def test_too_large_is_refused(tmp_path: Path) -> None:
    (tmp_path / "big").write_text('"' + "x" * 999 + '"')
    assert reason(tmp_path / "big") == "save-error-too-large"
    (tmp_path / "fits").write_text('"' + "x" * 998 + '"')
    assert read_json(tmp_path / "fits", 1000) == "x" * 998


def test_strict_utf8_and_the_bom(tmp_path: Path) -> None:
    (tmp_path / "latin").write_bytes(b'"\xe9"')
    assert reason(tmp_path / "latin") == "save-error-unreadable"
    (tmp_path / "surrogate").write_bytes(b'"\xed\xa0\x80"')  # an encoded lone surrogate
    assert reason(tmp_path / "surrogate") == "save-error-unreadable"
    (tmp_path / "bom").write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert read_text(tmp_path / "bom", 100) == '{"a": 1}'


@pytest.mark.parametrize(("text", "why"), [
    ("[" * 100_000 + "]" * 100_000, "save-error-too-deep"),
    ("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1), "save-error-too-deep"),
    ('{"a":' * 5000 + "1" + "}" * 5000, "save-error-too-deep"),
    ("1" * 5000, "save-error-number"),
    ("[" + "9" * (MAX_INT_DIGITS + 1) + "]", "save-error-number"),
    ("-" + "9" * (MAX_INT_DIGITS + 1), "save-error-number"),
    ("NaN", "save-error-unreadable"), ("[Infinity]", "save-error-unreadable"),
    ("", "save-error-unreadable"), ("{", "save-error-unreadable"),
])
def test_bounded_json(text: str, why: str) -> None:
    """Nesting too deep (also beyond Python's recursion limit) and integers too long (also
    beyond Python's 4,300 digits) are refusals, not RecursionError or ValueError."""
    with pytest.raises(JsonRefused) as info:
        parse_json(text)
    assert info.value.reason == why


def test_json_within_the_bounds() -> None:
    nested = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert parse_json(nested) is not None
    assert parse_json("9" * MAX_INT_DIGITS) == int("9" * MAX_INT_DIGITS)
    assert parse_json('{"x": [1.5, -2, null, true, "\\u00e9"]}') == {"x": [1.5, -2, None, True, "é"]}


def test_the_line_of_a_syntax_error() -> None:
    with pytest.raises(JsonRefused) as info:
        parse_json('{\n"a": 1,\n}')
    assert info.value.line == 3


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("msg_id", ["save-error-not-a-file", "save-error-too-deep",
                                    "save-error-number", "save-error-options",
                                    "save-error-name", "save-error-bot"])
def test_every_new_reason_is_one_sentence(lang: str, msg_id: str) -> None:
    text = L10n(lang)(msg_id)
    assert text.endswith(".") and text.count(". ") == 0 and "\n" not in text
