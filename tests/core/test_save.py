"""Saves: atomic writes, and every kind of damaged file refused with a SaveError reason."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.errors import SaveError
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import MAX_SAVE_BYTES, from_json, load, save, to_json, write_atomic
from accessible_games.core.sealing import SEALED_SCHEMA, seal
from accessible_games.registry import get_game
from accessible_games.games.beasty_bar.rules import GAME


def played_match(moves: int = 10, players: int = 3, variant: str = "basic",
                 seed: int = 17) -> Match:
    specs = [PlayerSpec("Alena"), *(PlayerSpec(f"Bot {i}", "greedy") for i in range(1, players))]
    match = Match.start(GAME, specs, {"variant": variant}, seed)
    chooser = Rng(seed)
    for _ in range(moves):
        if match.is_over():
            break
        player = chooser.choice(sorted(match.to_move()))
        match.act(player, chooser.choice(match.legal_actions(player)))
    return match


@pytest.fixture()
def document() -> dict[str, Any]:
    """A valid save document (3 players, 10 moves) after a real JSON round trip."""
    data: dict[str, Any] = json.loads(json.dumps(to_json(played_match(), {"lang": "cs"})))
    return data


def refuse(data: Any) -> SaveError:
    """from_json must raise SaveError, and nothing else."""
    with pytest.raises(SaveError) as info:
        from_json(data, get_game)
    return info.value


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "game.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


# -- writing ---------------------------------------------------------------------------


def test_save_and_load_round_trip_through_a_file(tmp_path: Path) -> None:
    """save() then load() gives the same match and the meta settings back."""
    match = played_match(25, 4, "advanced")
    path = tmp_path / "sub" / "dir" / "save.json"
    save(path, match, {"lang": "cs", "verbosity": "full"})
    loaded, meta = load(path, get_game)
    assert loaded.state == match.state
    assert loaded.history == match.history
    assert loaded.players == match.players
    assert meta == {"lang": "cs", "verbosity": "full"}
    assert json.loads(path.read_text(encoding="utf-8"))["schema"] == SEALED_SCHEMA


def test_save_file_contents(tmp_path: Path) -> None:
    """The document holds format, schema, game, options, seed, players, history and state."""
    match = played_match(5)
    data = to_json(match)
    assert data["format"] == "accessible-games-save"
    assert data["game"] == "beasty-bar"
    assert data["seed"] == 17
    assert data["options"] == {"variant": "basic"}
    assert data["players"][0] == {"name": "Alena", "bot": None}
    assert len(data["history"]) == 5
    assert data["state"] == GAME.state_to_json(match.state)
    assert data["meta"] == {}


def test_a_save_is_compact_json(tmp_path: Path) -> None:
    """No indent and no spaces after separators: one line, the C encoder's output."""
    match = played_match(10)
    path = tmp_path / "save.json"
    save(path, match, {"language": "cs"})
    text = path.read_text(encoding="utf-8")
    assert "\n" not in text
    assert text == json.dumps(seal(to_json(match, {"language": "cs"})), ensure_ascii=False,
                              separators=(",", ":"))


def test_an_indented_save_from_before_loads(tmp_path: Path) -> None:
    """Saves written before saves were compact (``indent=1``, no bots' dice) still load."""
    match = played_match(20, 4, "advanced")
    path = write(tmp_path, json.dumps(to_json(match, {"language": "cs"}), ensure_ascii=False,
                                      indent=1))
    assert path.read_text(encoding="utf-8").count("\n") > 100
    loaded, meta = load(path, get_game)
    assert loaded.state == match.state and loaded.history == match.history
    assert meta == {"language": "cs"}


def test_atomic_write_leaves_no_temp_files(tmp_path: Path) -> None:
    """After several saves only the save file itself is in the directory."""
    match = played_match(3)
    path = tmp_path / "save.json"
    for _ in range(3):
        save(path, match)
        match.act(next(iter(match.to_move())), match.legal_actions(next(iter(match.to_move())))[0])
    save(path, match)
    assert sorted(os.listdir(tmp_path)) == ["save.json"]
    assert load(path, get_game)[0].state == match.state


def test_failed_atomic_write_keeps_the_old_file_and_no_temp(tmp_path: Path) -> None:
    """A write that fails half-way leaves the previous file whole and no temp file."""
    path = tmp_path / "save.json"
    write_atomic(path, "old contents")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(path, "new \ud800 contents")
    assert path.read_text(encoding="utf-8") == "old contents"
    assert sorted(os.listdir(tmp_path)) == ["save.json"]


def test_atomic_write_replaces_the_whole_file(tmp_path: Path) -> None:
    """A shorter new text replaces a longer old one entirely."""
    path = tmp_path / "save.json"
    write_atomic(path, "x" * 1000)
    write_atomic(path, "short")
    assert path.read_text(encoding="utf-8") == "short"


# -- refusing damaged files ------------------------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    """No file at all: save-error-missing."""
    with pytest.raises(SaveError) as info:
        load(tmp_path / "nothing.json", get_game)
    assert info.value.reason == "save-error-missing"


@pytest.mark.parametrize("content", [
    "", "not json", "{", "{\"format\": ", b"\xff\xfe\x00garbage", b"{\"a\": \"\xc3\x28\"}",
])
def test_not_json_is_unreadable(tmp_path: Path, content: str | bytes) -> None:
    """Not JSON, not UTF-8, or nested too deep: save-error-unreadable."""
    with pytest.raises(SaveError) as info:
        load(write(tmp_path, content), get_game)
    assert info.value.reason == "save-error-unreadable"


def test_huge_file_is_refused_before_reading(tmp_path: Path) -> None:
    """A file over the size limit is refused as too large, even if it is valid JSON."""
    path = write(tmp_path, json.dumps({"padding": "x" * (MAX_SAVE_BYTES + 10)}))
    with pytest.raises(SaveError) as info:
        load(path, get_game)
    assert info.value.reason == "save-error-too-large"


def test_a_directory_is_not_a_save(tmp_path: Path) -> None:
    """A path that is a directory is refused with a SaveError, not an OSError."""
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveError):
        load(tmp_path / "dir.json", get_game)


@pytest.mark.parametrize("data", [
    None, 3, "save", [], [1, 2], {},
    {"format": "something-else", "schema": 1},
])
def test_wrong_format_is_invalid(data: Any) -> None:
    """JSON that is not a save document: save-error-invalid."""
    assert refuse(data).reason == "save-error-invalid"


def test_wrong_format_file_is_invalid(tmp_path: Path) -> None:
    """The same through load()."""
    with pytest.raises(SaveError) as info:
        load(write(tmp_path, json.dumps({"hello": "world"})), get_game)
    assert info.value.reason == "save-error-invalid"


@pytest.mark.parametrize("schema", [0, 2, "1", 1.5, None])
def test_wrong_schema_is_invalid(document: dict[str, Any], schema: Any) -> None:
    """Another schema version: save-error-invalid."""
    document["schema"] = schema
    assert refuse(document).reason == "save-error-invalid"


@pytest.mark.parametrize("game", ["chess", "", None, 7, ["beasty-bar"]])
def test_unknown_game_is_invalid(document: dict[str, Any], game: Any) -> None:
    """A game id we do not know: save-error-invalid."""
    document["game"] = game
    assert refuse(document).reason == "save-error-invalid"


@pytest.mark.parametrize(("key", "value"), [
    ("options", None), ("options", ["variant"]), ("options", "basic"),
    ("seed", None), ("seed", "17"), ("seed", 17.0), ("seed", True),
    ("history", None), ("history", {}), ("meta", []), ("meta", "x"),
])
def test_bad_top_level_fields_are_invalid(document: dict[str, Any], key: str, value: Any) -> None:
    """Wrongly typed options, seed, history or meta: save-error-invalid."""
    document[key] = value
    assert refuse(document).reason == "save-error-invalid"


@pytest.mark.parametrize("players", [
    None, {}, "Alena", [], [{"name": f"P{i}", "bot": None} for i in range(9)],
    [{"name": "", "bot": None}, {"name": "B", "bot": None}],
    [{"name": "x" * 41, "bot": None}, {"name": "B", "bot": None}],
    [{"name": 5, "bot": None}, {"name": "B", "bot": None}],
    [{"bot": None}, {"name": "B", "bot": None}],
    [{"name": "A", "bot": 3}, {"name": "B", "bot": None}],
    [{"name": "A", "bot": ["greedy"]}, {"name": "B", "bot": None}],
    ["A", "B"], [None, None],
])
def test_bad_player_entries_are_invalid(document: dict[str, Any], players: Any) -> None:
    """Players not a list of 1-8 {name, bot} entries with sane names: save-error-invalid
    (save-error-name for a name that is a string but empty or too long)."""
    document["players"] = players
    assert refuse(document).reason in ("save-error-invalid", "save-error-name")


def test_player_count_the_game_refuses_fails_replay(document: dict[str, Any]) -> None:
    """A well-formed list of one player, which Beasty Bar refuses: save-error-options."""
    document["players"] = document["players"][:1]
    assert refuse(document).reason == "save-error-options"


def test_changed_player_count_is_refused(document: dict[str, Any]) -> None:
    """Four players where three were saved: the replay or the snapshot disagrees."""
    document["players"].append({"name": "Extra", "bot": None})
    assert refuse(document).reason in ("save-error-replay", "save-error-mismatch")


@pytest.mark.parametrize("edit", [
    lambda s: s.update(turn=s["turn"] + 1),
    lambda s: s.update(current=(s["current"] + 1) % 3),
    lambda s: s["bar"].append("R12"),
    lambda s: s.update(hands=[list(reversed(s["hands"][1])), *s["hands"][1:]]),
    lambda s: s.update(piles=[s["piles"][0][::-1], *s["piles"][1:]]),
    lambda s: s.update(rng=s["rng"] + 1),
    lambda s: s.update(variant="advanced"),
    lambda s: s.clear(),
])
def test_edited_snapshot_is_a_mismatch(document: dict[str, Any], edit: Any) -> None:
    """A snapshot that disagrees with the replayed history: save-error-mismatch."""
    edit(document["state"])
    assert refuse(document).reason == "save-error-mismatch"


def test_missing_snapshot_is_a_mismatch(document: dict[str, Any]) -> None:
    """No snapshot at all cannot match the replay."""
    del document["state"]
    assert refuse(document).reason == "save-error-mismatch"


def test_changed_seed_is_refused(document: dict[str, Any]) -> None:
    """Another seed deals other cards: the history no longer fits."""
    document["seed"] = document["seed"] + 1
    assert refuse(document).reason in ("save-error-replay", "save-error-mismatch")


@pytest.mark.parametrize("edit", [
    # A card nobody holds.
    lambda h: h[0].update(action={"play": "R13", "choices": []}),
    # Another player's card.
    lambda h: h[0].update(action={"play": "G12", "choices": []}),
    # The same card played twice.
    lambda h: h[3].update(action=h[0]["action"]),
    # Out of turn.
    lambda h: h[0].update(player=1),
    lambda h: h[0].update(player=99),
    lambda h: h[0].update(player=-1),
    # Malformed actions.
    lambda h: h[0].update(action="R12"),
    lambda h: h[0].update(action={"play": "R12"}),
    lambda h: h[0].update(action={"play": "R12", "choices": [1, 2, 3]}),
    lambda h: h[0].update(action={"play": "R12", "choices": ["1"]}),
    lambda h: h[0].update(action={"play": "R12", "choices": [True]}),
    lambda h: h[0].update(action={"set_aside": "R12"}),
    lambda h: h[0].update(action=None),
    lambda h: h[0].pop("action"),
    # An extra, impossible step at the end.
    lambda h: h.append({"player": 0, "action": {"play": "R13", "choices": []}}),
])
def test_edited_history_with_an_illegal_move_fails_replay(document: dict[str, Any],
                                                          edit: Any) -> None:
    """A history step the rules refuse: save-error-replay."""
    edit(document["history"])
    assert refuse(document).reason == "save-error-replay"


@pytest.mark.parametrize("step", [None, 3, "x", [], {"player": "0"}, {"player": 1.0},
                                  {"player": None}, {"player": True}])
def test_malformed_history_step_is_refused(document: dict[str, Any], step: Any) -> None:
    """A history entry that is not {player: int, action: ...} is refused."""
    document["history"][2] = step
    assert refuse(document).reason in ("save-error-invalid", "save-error-replay")


def test_move_after_game_over_fails_replay() -> None:
    """A finished game with one more move appended: save-error-replay."""
    match = played_match(1000, 2)
    assert match.is_over()
    data = json.loads(json.dumps(to_json(match)))
    data["history"].append(copy.deepcopy(data["history"][-1]))
    assert refuse(data).reason == "save-error-replay"


def test_bad_options_fail_replay(document: dict[str, Any]) -> None:
    """An unknown variant is refused by the game: save-error-options."""
    document["options"] = {"variant": "expert"}
    assert refuse(document).reason == "save-error-options"
    document["options"] = {"variant": ["basic"]}
    assert refuse(document).reason == "save-error-options"


def test_valid_document_loads(document: dict[str, Any]) -> None:
    """The untouched fixture document itself loads (so the refusals above are meaningful)."""
    match = from_json(document, get_game)
    assert len(match.history) == 10


# -- fuzzing -----------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 100) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from(["R12", "G5", "beasty-bar", "basic", "advanced"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["play", "choices", "set_aside", "player", "action", "name", "bot",
                         "variant", "x"]), inner, max_size=4),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(_paths(item, (*prefix, index)))
    return found


_BASE = json.loads(json.dumps(to_json(played_match(12, 2, "advanced", seed=5))))
_BASE_PATHS = [p for p in _paths(_BASE) if p]


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(_BASE_PATHS), JSON_VALUES), min_size=1, max_size=3))
def test_any_edit_loads_or_raises_save_error(edits: list[tuple[tuple[Any, ...], Any]]) -> None:
    """Replacing any parts of a valid save with arbitrary JSON either still loads
    (an edit that changes nothing, or to "meta") or raises SaveError: never
    another exception type."""
    data = copy.deepcopy(_BASE)
    for path, value in edits:
        target: Any = data
        try:
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        match = from_json(data, get_game)
    except SaveError as error:
        assert error.reason in ("save-error-invalid", "save-error-options", "save-error-name",
                                "save-error-bot", "save-error-replay", "save-error-mismatch")
    else:
        assert GAME.state_to_json(match.state) == data["state"]
