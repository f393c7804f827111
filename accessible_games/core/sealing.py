"""The sealed save: what a save file shows to a person reading it, and what it keeps out of sight.

``save.to_json`` builds the open document (schema 1: every field plain, the seed, the
whole history and a full snapshot of the state), which is what ``save.from_json``
replays.  A file is written sealed (schema 2): the public fields stay plain (format,
schema, game, options, players, the language), the snapshot becomes its CRC-32, and
the seed, the history and the rest of the shell's ``meta`` (the bots' dice) are packed
as base64 of zlib-compressed JSON, with the CRC-32 of that text as its checksum.  No
card, bid or number of them can be read by eye, yet nothing is lost: the game follows
from what is packed, so no key can be lost with it.

CRC-32 (zlib's, which the app loads anyway) and not SHA-256: hashlib would load OpenSSL
into every game, 3.6 MB more memory and milliseconds more at each start, for a check
that no cryptographic hash would make stronger here, since whoever can edit the file
can compute any hash of it too.

This stops reading by eye (a hot-seat player opening the file in a text editor or a
screen reader's file view), not a person who decodes base64 and zlib on purpose.
See docs/save-format.md, "What a save reveals".
"""

from __future__ import annotations

import binascii
import json
import zlib
from collections.abc import Callable, Mapping
from typing import Any

from accessible_games.core.errors import SaveError

SEALED_SCHEMA = 2
"""The schema of a sealed save file; the open document (schema 1) is what older
versions wrote, and still loads."""
OPEN_SCHEMA = 1
"""The schema of the open document that ``save.from_json`` replays."""
PUBLIC_META = ("language",)
"""The keys of the shell's ``meta`` that stay plain; the others are sealed."""
SEALED_KEYS = ("seed", "history")
"""The open document's fields that are sealed whole."""
MAX_OPENED_BYTES = 2_000_000
"""The most the sealed part may unpack to: as much as a whole plain save may hold (the
size limit of a save file, ``save.MAX_SAVE_BYTES``)."""
COMPRESSION_LEVEL = 1
"""zlib's fastest level: a save is written after every human decision."""


def _compact(value: Any, sort_keys: bool = False) -> bytes:
    """Return ``value`` as compact JSON, UTF-8 encoded; with sorted keys, canonical."""
    return json.dumps(value, ensure_ascii=False, sort_keys=sort_keys,
                      separators=(",", ":")).encode("utf-8")


def _crc(data: bytes) -> str:
    """Return the CRC-32 of ``data`` as 8 hex digits."""
    return f"{zlib.crc32(data):08x}"


def state_digest(state: Any) -> str:
    """Return the CRC-32 (8 hex digits) of the canonical JSON of a state snapshot."""
    return _crc(_compact(state, sort_keys=True))


def seal(document: Mapping[str, Any]) -> dict[str, Any]:
    """Return the sealed form (schema 2) of an open save document (``save.to_json``'s)."""
    meta: Mapping[str, Any] = document.get("meta", {})
    hidden = {**{key: document[key] for key in SEALED_KEYS},
              "meta": {key: value for key, value in meta.items() if key not in PUBLIC_META}}
    packed = binascii.b2a_base64(zlib.compress(_compact(hidden), COMPRESSION_LEVEL),
                                 newline=False).decode("ascii")
    return {
        "format": document["format"],
        "schema": SEALED_SCHEMA,
        "game": document["game"],
        "options": document["options"],
        "players": document["players"],
        "meta": {key: meta[key] for key in PUBLIC_META if key in meta},
        "state_crc32": state_digest(document["state"]),
        "sealed": packed,
        "sealed_crc32": _crc(packed.encode("ascii")),
    }


def _unpack(packed: str, parse: Callable[[str], Any]) -> Any:
    """Return the JSON value packed in ``packed``, read by ``parse``; SaveError if it is
    not whole."""
    try:
        text = packed.encode("ascii")
        squeezed = binascii.a2b_base64(text)
        if binascii.b2a_base64(squeezed, newline=False) != text:
            raise SaveError("save-error-unreadable", "sealed part not in base64")
        inflater = zlib.decompressobj()
        opened = inflater.decompress(squeezed, MAX_OPENED_BYTES)
        if inflater.unconsumed_tail:
            raise SaveError("save-error-too-large", "sealed part")
        if not inflater.eof or inflater.unused_data:
            raise SaveError("save-error-unreadable", "sealed part cut or followed by more")
        return parse(opened.decode("utf-8"))
    except (zlib.error, ValueError, RecursionError) as error:  # binascii.Error, UnicodeError too
        raise SaveError("save-error-unreadable", f"sealed part: {error}") from None


def unseal(document: Any, parse: Callable[[str], Any] = json.loads) -> Any:
    """Return the open form of a parsed save file, for ``save.from_json``; the sealed
    part's JSON is read by ``parse`` (``save.parse_json``: bounded, as the file was).

    A sealed save (schema 2) is checked and opened: its snapshot stays a digest
    (``state_crc32``, see ``snapshot_matches``).  Anything else, an older plain save
    included, is returned as it is, for ``from_json`` to judge.

    Raises:
        SaveError: the sealed part is damaged or edited (``save-error-unreadable``),
            unpacks to too much (``save-error-too-large``) or to no save's fields
            (``save-error-invalid``).
    """
    if not isinstance(document, dict) or document.get("schema") != SEALED_SCHEMA:
        return document
    packed, meta = document.get("sealed"), document.get("meta", {})
    if not isinstance(packed, str) or not packed.isascii() \
            or document.get("sealed_crc32") != _crc(packed.encode("ascii")):
        raise SaveError("save-error-unreadable", "sealed part changed")
    hidden = _unpack(packed, parse)
    if not (isinstance(hidden, dict) and isinstance(meta, dict)
            and isinstance(hidden.get("meta"), dict)):
        raise SaveError("save-error-invalid", "sealed part")
    opened = {key: value for key, value in document.items()
              if key not in ("sealed", "sealed_crc32", "state")}
    opened.update({key: hidden.get(key) for key in SEALED_KEYS})
    opened.update(schema=OPEN_SCHEMA, meta={**hidden["meta"], **meta})
    return opened


def snapshot_matches(state: Any, document: Mapping[str, Any]) -> bool:
    """Whether the replayed ``state`` (as JSON) is the document's snapshot: equal to its
    ``state`` (a plain save), or with the CRC-32 its ``state_crc32`` holds (a sealed one)."""
    if "state" in document:
        return bool(state == document["state"])
    return state_digest(state) == document.get("state_crc32")
