"""Secrets at rest (issue 20, F19): a hot-seat save shows nobody's hand, pile, stack, task
card, coins or sealed bid to a person reading the file, yet resumes the same game; an
older plain save still loads; a damaged or edited sealed part is refused cleanly."""

from __future__ import annotations

import base64
import json
import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.bots import dice_states
from accessible_games.core.errors import SaveError
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import from_json, load, save, to_json
from accessible_games.core.sealing import SEALED_SCHEMA, seal, unseal
from accessible_games.registry import get_game, make_bot

ANNA, PETR, BOT = PlayerSpec("Anna"), PlayerSpec("Petr"), PlayerSpec("Bot Green", "greedy")
OPAQUE = {"sealed": re.compile(r"[A-Za-z0-9+/]+=*"),
          "sealed_crc32": re.compile(r"[0-9a-f]{8}"),
          "state_crc32": re.compile(r"[0-9a-f]{8}")}
"""The plain part's opaque strings and the only characters each may hold."""


def _scalars(value: Any) -> Iterator[Any]:
    """Every key and scalar of a JSON value, recursively."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _scalars(item)
    elif isinstance(value, list):
        for item in value:
            yield from _scalars(item)
    else:
        yield value


def _at(state: Any, path: str) -> Any:
    for key in path.split("."):
        state = state[key]
    return state


def _play(match: AnyMatch, moves: int, seed: int = 3) -> None:
    """Play ``moves`` seeded legal actions, each by a seat whose turn it is."""
    chooser = Rng(seed)
    for _ in range(moves):
        seat = chooser.choice(sorted(match.to_move()))
        match.act(seat, chooser.choice(match.legal_actions(seat)))


def _meta(match: AnyMatch) -> dict[str, Any]:
    """The shell's meta: the language and each bot's dice, as the session saves them."""
    bots = {seat: make_bot(match.game.game_id, spec.bot, 31 * match.seed + seat)
            for seat, spec in enumerate(match.players) if spec.bot is not None}
    return {"language": "cs", "bots": {str(seat): dice_states(bot) for seat, bot in bots.items()}}


@dataclass(frozen=True)
class Moment:
    """A hot-seat game at a moment when hidden information exists."""

    name: str
    game: str
    options: dict[str, Any]
    seats: tuple[PlayerSpec, ...]
    moves: Callable[[AnyMatch], None]
    hidden: tuple[str, ...]
    """Paths in the live state's JSON of what some player must not see."""


def _ozoo_bot_bids_first(match: AnyMatch) -> None:
    """The bot seals its bid before the humans are asked, then Anna seals hers: Petr is
    next, at his bid prompt."""
    match.act(2, match.legal_actions(2)[2])
    match.act(0, match.legal_actions(0)[3])


def _set_aside(match: AnyMatch) -> None:
    """Advanced variant: Anna sets a card aside; Petr has not yet."""
    match.act(0, match.legal_actions(0)[1])


MOMENTS = [
    Moment("beasty-bar hands and piles", "beasty-bar", {"variant": "basic"}, (ANNA, PETR),
           lambda m: _play(m, 3), ("hands", "piles")),
    Moment("beasty-bar advanced set-aside", "beasty-bar", {"variant": "advanced"},
           (ANNA, PETR, BOT), _set_aside, ("hands", "set_aside")),
    Moment("zooloretto stack and task cards", "zooloretto", {"expansions": ["task-cards"]},
           (ANNA, PETR, BOT), lambda m: _play(m, 6), ("stack", "end_stack", "task_cards")),
    Moment("aquaretto stack", "aquaretto", {}, (ANNA, PETR), lambda m: _play(m, 6),
           ("stack", "end_stack")),
    Moment("combined stacks", "aquaretto-zooloretto", {}, (ANNA, PETR, BOT),
           lambda m: _play(m, 6), ("zoo.stack", "water.stack")),
    Moment("o-zoo-le-mio bids, coins and stack", "o-zoo-le-mio", {}, (ANNA, PETR, BOT),
           _ozoo_bot_bids_first, ("bids", "coins", "stack")),
]


def _match(moment: Moment) -> AnyMatch:
    game = get_game(moment.game)
    assert game is not None
    match = Match.start(game, list(moment.seats), moment.options, 11)
    moment.moves(match)
    return match


def _saved(tmp_path: Path, match: AnyMatch) -> tuple[Path, str, dict[str, Any]]:
    path = tmp_path / "autosave.json"
    save(path, match, _meta(match))
    text = path.read_text(encoding="utf-8")
    return path, text, json.loads(text)


@pytest.mark.parametrize("moment", MOMENTS, ids=lambda m: m.name)
def test_a_hot_seat_save_shows_no_hidden_value(tmp_path: Path, moment: Moment) -> None:
    """The plain part holds only the public fields; no hidden card, tile, task card, bid
    or coin of the live state is a token of it, no number but the schema is, and the
    whole file has no readable history, seed, snapshot or dice."""
    match = _match(moment)
    state = match.game.state_to_json(match.state)
    parts = {path: [v for v in _scalars(_at(state, path)) if v is not None]
             for path in moment.hidden}
    assert all(parts.values()), "each hidden part holds something at this moment"
    hidden = [value for part in parts.values() for value in part]
    _, text, document = _saved(tmp_path, match)

    plain = {key: value for key, value in document.items() if key not in OPAQUE}
    assert plain == {"format": "accessible-games-save", "schema": SEALED_SCHEMA,
                     "game": moment.game, "options": match.options, "meta": {"language": "cs"},
                     "players": [{"name": p.name, "bot": p.bot} for p in match.players]}
    for key, shape in OPAQUE.items():
        assert shape.fullmatch(document[key]), key
    tokens = set(_scalars({k: v for k, v in plain.items() if k not in ("options", "schema")}))
    strings = {v for v in hidden if isinstance(v, str)}
    assert not strings & tokens
    assert not [t for t in tokens if isinstance(t, (int, float)) and not isinstance(t, bool)]
    for word in ("history", "seed", "state", "bots", *(p.split(".")[-1] for p in moment.hidden)):
        assert f'"{word}"' not in text, word
    assert "{" not in document["sealed"] and "[" not in document["sealed"]


def test_a_bots_sealed_bid_is_in_the_file_only_sealed(tmp_path: Path) -> None:
    """At Petr's bid prompt the bot's and Anna's bids are in the save (resume needs them),
    but only inside the sealed part: the opened save's history has them."""
    match = _match(MOMENTS[-1])
    assert match.state.bids[0] is not None and match.state.bids[2] is not None
    path, text, document = _saved(tmp_path, match)
    assert '"bids"' not in text and '"bid"' not in text
    assert unseal(document)["history"] == to_json(match)["history"]
    loaded, _ = load(path, get_game)
    assert loaded.state.bids == match.state.bids


@pytest.mark.parametrize("moment", MOMENTS, ids=lambda m: m.name)
def test_resume_after_a_sealed_save_is_the_same_game(tmp_path: Path, moment: Moment) -> None:
    """Loading a sealed save gives the same state, history, players, options and meta (the
    bots' dice included), and the game goes on the same."""
    match = _match(moment)
    path, _, _ = _saved(tmp_path, match)
    loaded, meta = load(path, get_game)
    assert (loaded.state, loaded.history, loaded.players, loaded.options, loaded.seed) \
        == (match.state, match.history, match.players, match.options, match.seed)
    assert meta == _meta(match)
    _play(match, 5, seed=8)
    _play(loaded, 5, seed=8)
    assert loaded.state == match.state


@pytest.mark.parametrize("indent", [None, 1])
def test_a_plain_schema_1_save_loads_and_is_sealed_when_saved_again(tmp_path: Path,
                                                                   indent: int | None) -> None:
    """A save of an older version (plain, compact or indented) loads as it was played; the
    next save writes it sealed."""
    match = _match(MOMENTS[1])
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(to_json(match, _meta(match)), indent=indent), encoding="utf-8")
    loaded, meta = load(path, get_game)
    assert loaded.state == match.state and loaded.history == match.history
    assert meta == _meta(match)
    save(path, loaded, meta)
    assert json.loads(path.read_text(encoding="utf-8"))["schema"] == SEALED_SCHEMA
    assert load(path, get_game)[0].state == match.state


def _refused(path: Path, document: dict[str, Any]) -> str:
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load(path, get_game)
    return info.value.reason


def _other(char: str) -> str:
    return "B" if char != "B" else "C"


def test_a_flipped_character_in_the_sealed_part_is_refused(tmp_path: Path) -> None:
    """Any changed character of the sealed text, first to last (padding included), or of
    its checksum is refused as damaged, with the save's own sentence; so is a changed text
    given a checksum that fits, and a text with a character base64 does not use."""
    path, _, document = _saved(tmp_path, _match(MOMENTS[1]))
    sealed = document["sealed"]
    for at in sorted({0, 1, len(sealed) // 3, len(sealed) // 2, len(sealed) - 3,
                      len(sealed) - 2, len(sealed) - 1}):
        flipped = sealed[:at] + _other(sealed[at]) + sealed[at + 1:]
        assert _refused(path, {**document, "sealed": flipped}) == "save-error-unreadable", at
        assert _refused(path, _with_checksum(document, flipped)) == "save-error-unreadable", at
    for junk in (sealed + "=", f"{sealed[:10]}!{sealed[10:]}", f"{sealed[:10]} {sealed[10:]}"):
        assert _refused(path, _with_checksum(document, junk)) == "save-error-unreadable"
    checksum = document["sealed_crc32"]
    assert _refused(path, {**document, "sealed_crc32": _other(checksum[0]) + checksum[1:]}) \
        == "save-error-unreadable"
    for broken in ({**document, "sealed": 5}, {k: v for k, v in document.items()
                                              if k != "sealed"}):
        assert _refused(path, broken) == "save-error-unreadable"


def _with_checksum(document: dict[str, Any], packed: str) -> dict[str, Any]:
    """``document`` with the sealed text ``packed`` and a checksum that fits it: only the
    unpacking itself can refuse it."""
    return {**document, "sealed": packed,
            "sealed_crc32": f"{zlib.crc32(packed.encode('ascii')):08x}"}


def _resealed(document: dict[str, Any], hidden: Any,
              squeezed: bytes | None = None) -> dict[str, Any]:
    """``document`` with its sealed part replaced (by ``hidden``, or by the compressed bytes
    ``squeezed``) and a checksum that fits it."""
    if squeezed is None:
        squeezed = zlib.compress(json.dumps(hidden).encode("utf-8"))
    return _with_checksum(document, base64.b64encode(squeezed).decode("ascii"))


def test_a_resealed_edit_is_refused_by_the_replay(tmp_path: Path) -> None:
    """Someone who opens, edits and seals the part again with a fitting checksum is still
    refused: the replay no longer has the snapshot's digest, or is not legal."""
    path, _, document = _saved(tmp_path, _match(MOMENTS[0]))
    opened = unseal(document)
    hidden = {"seed": opened["seed"], "history": opened["history"][:-1], "meta": {}}
    assert _refused(path, _resealed(document, hidden)) == "save-error-mismatch"
    hidden = {**hidden, "seed": opened["seed"] + 1, "history": opened["history"]}
    assert _refused(path, _resealed(document, hidden)) in ("save-error-mismatch",
                                                           "save-error-replay")
    digest = document["state_crc32"]
    assert _refused(path, {**document, "state_crc32": _other(digest[0]) + digest[1:]}) \
        == "save-error-mismatch"


def test_a_sealed_part_that_opens_to_no_save_or_too_much_is_refused(tmp_path: Path) -> None:
    """A sealed part of the wrong shape is invalid; one that would unpack to more than a
    whole save may hold is refused as too large, without unpacking it all."""
    path, _, document = _saved(tmp_path, _match(MOMENTS[0]))
    for hidden in ([1, 2], {"seed": 1, "history": [], "meta": []}, "x"):
        assert _refused(path, _resealed(document, hidden)) == "save-error-invalid", hidden
    whole = zlib.compress(json.dumps({"seed": 1, "history": [], "meta": {}}).encode("utf-8"))
    for squeezed in (zlib.compress(b"\xff\xfe"), whole[:-3], whole + b"more"):
        assert _refused(path, _resealed(document, None, squeezed)) == "save-error-unreadable"
    bomb = b'{"seed":1,"history":[],"meta":{},"x":"' + b" " * 5_000_000 + b'"}'
    assert _refused(path, _resealed(document, None, zlib.compress(bomb))) \
        == "save-error-too-large"


_SEALED = seal(to_json(_match(MOMENTS[1]), {"language": "en", "bots": {"2": [1, 2]}}))
_JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=4)
                     | st.sampled_from([SEALED_SCHEMA, _SEALED["sealed"][:40], "a" * 8]),
                     lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=3), inner, max_size=3), max_leaves=6)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(sorted(_SEALED)), _JSON, min_size=1, max_size=3))
def test_any_edit_of_a_sealed_save_loads_or_is_refused(edits: dict[str, Any]) -> None:
    """Replacing fields of a sealed save with any JSON either still loads (a public field
    the replay does not read, such as a name) or raises SaveError: never another error."""
    try:
        match = from_json(unseal({**_SEALED, **edits}), get_game)
    except SaveError as error:
        assert error.reason in ("save-error-invalid", "save-error-replay",
                                "save-error-mismatch", "save-error-unreadable",
                                "save-error-too-large")
    else:
        assert match.game.game_id == "beasty-bar"
