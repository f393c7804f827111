"""Run the real app on hostile saves, settings files and tile files, and count the outcomes.

Run:  python benchmarks/hostile_files.py [--jobs N] [--only WORD]

Generates, each in a home folder of its own (``ACCESSIBLE_GAMES_HOME``):

- saves (``autosave.json``, then ``accessible-games resume``): real saves of every game
  written by the app's own ``save``, then truncated, oversized, JSON bombs, every field and
  the first sub-fields given wrong values, illegal history, an inconsistent
  snapshot, unknown games, bad options and players, non-UTF-8, BOMs, huge numbers, lone
  surrogates, control characters and direction overrides in names, unknown bot kinds,
  symbolic links (to a good save, dangling, a loop, devices), a FIFO, a directory;
- settings files (``settings.json``, then ``play beasty-bar``): garbage, non-UTF-8, wrong
  types in every field, NaN, deep nesting, huge numbers, special files;
- tile files (``play o-zoo-le-mio --tiles FILE``): the packaged set with every field
  damaged, huge numbers, nesting, non-UTF-8, special files.

Each file is run under ``LANG=cs_CZ.UTF-8`` and under ``en_US.UTF-8``, input at its end,
in at most 1 GB of memory and 30 s.  An outcome is one of: *sentence* (the app answered
in one line that is one of its messages: a save's problem, a tile file's refusal),
*loaded* (it played on: the save resumed, the settings gave a game, the tile file was
good), *crashed* (a traceback, exit status 70 or another unexpected status, a signal)
and *hung* (30 s passed).  Prints one line per kind of file and a total per file type.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.core.save import MAX_SAVE_BYTES, save
from accessible_games.core.sealing import unseal
from accessible_games.games.beasty_bar.entry import ENTRY as BEASTY_BAR
from accessible_games.games.ozoolemio.entry import ENTRY as OZOOLEMIO
from accessible_games.narration.l10n import L10n
from accessible_games.registry import ENTRIES

LOCALES = {"cs": "cs_CZ.UTF-8", "en": "en_US.UTF-8"}
TIMEOUT = 30.0
MEMORY = 1 << 30
WRONG_TOP: tuple[Any, ...] = (None, "x", [], {"x": 1})
"""The wrong values every top-level field of a save is given in turn."""
WRONG_INNER: tuple[Any, ...] = (None, 10**30)
"""The wrong values each of the first ``SUB_FIELDS`` sub-fields is given in turn."""
SUB_FIELDS = 10
SAVE_REASONS = ("too-large", "unreadable", "not-a-file", "too-deep", "number", "invalid",
                "options", "name", "bot", "replay", "mismatch")

Maker = Callable[[Path], None]
"""Writes the hostile file at the path it is given."""


@dataclass(frozen=True)
class Case:
    """One hostile file: its type (save, settings, tiles), its kind and how to make it."""

    target: str
    kind: str
    make: Maker


def _text(text: str | bytes) -> Maker:
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    return lambda path: path.write_bytes(data)


def _json(value: Any) -> Maker:
    return _text(json.dumps(value, ensure_ascii=False))


def _link(to: str | Callable[[Path], str]) -> Maker:
    def make(path: Path) -> None:
        path.symlink_to(to(path) if callable(to) else to)
    return make


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()


def _sparse(size: int) -> Maker:
    def make(path: Path) -> None:
        with path.open("wb") as out:
            out.truncate(size)
    return make


def _specials() -> list[tuple[str, Maker]]:
    """Special files, the same for every file type."""
    return [("special: FIFO", _fifo), ("special: directory", _folder),
            ("special: link to /dev/zero", _link("/dev/zero")),
            ("special: link to /dev/urandom", _link("/dev/urandom")),
            ("special: link to /dev/null", _link("/dev/null")),
            ("special: dangling link", _link(lambda p: str(p.parent / "gone"))),
            ("special: link loop", _link(lambda p: str(p))),
            ("special: empty", _text(b"")), ("special: NUL bytes", _text(b"\0" * 100))]


def _paths(value: Any, prefix: tuple[Any, ...] = (), depth: int = 3) -> Iterator[tuple[Any, ...]]:
    if prefix:
        yield prefix
    if len(prefix) >= depth:
        return
    children = value.items() if isinstance(value, dict) else \
        enumerate(value[:2]) if isinstance(value, list) else ()
    for key, item in children:
        yield from _paths(item, (*prefix, key), depth)


def _with(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    copy = json.loads(json.dumps(document))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return copy


def real_saves(folder: Path) -> dict[str, Any]:
    """Return a real save document of every game, written by ``save`` and read back open
    (schema 1, which the app still loads: every field can be damaged one at a time; the
    sealed form's own damage is tested in tests/hardening/test_secrets_save.py)."""
    documents = {}
    for entry in ENTRIES:
        options: dict[str, Any] = {"variant": entry.variants[0]} if entry.variants else {}
        match = Match.start(entry.load_game(), [PlayerSpec("Anna"),
                                                PlayerSpec("Bot Green", "greedy")], options, 7)
        chooser = Rng(7)
        for _ in range(8):
            player = chooser.choice(sorted(match.to_move()))
            match.act(player, chooser.choice(match.legal_actions(player)))
        path = folder / f"{entry.game_id}.json"
        save(path, match, {"language": "en"})
        documents[entry.game_id] = unseal(json.loads(path.read_text(encoding="utf-8")))
    return documents


def save_cases(documents: dict[str, Any]) -> list[Case]:
    """Return the hostile saves."""
    cases: list[tuple[str, Maker]] = []
    for game_id, document in documents.items():
        text = json.dumps(document, separators=(",", ":"))
        cases.append(("good save", _text(text)))
        cases += [("truncated", _text(text[:len(text) * n // 8])) for n in range(1, 8)]
        for key in document:
            cases += [(f"wrong type: {key}", _json(_with(document, (key,), value)))
                      for value in WRONG_TOP]
        inner = [path for path in _paths(document) if len(path) > 1][:SUB_FIELDS]
        for path in inner:
            cases += [(f"wrong type: {path[0]}/...", _json(_with(document, path, value)))
                      for value in WRONG_INNER]
        history = document["history"]
        cases += [
            ("illegal history: a step twice", _json(_with(document, ("history",),
                                                          history + history[-1:]))),
            ("illegal history: wrong player", _json(_with(document, ("history", 0, "player"),
                                                          1 - history[0]["player"]))),
            ("illegal history: reversed", _json(_with(document, ("history",), history[::-1]))),
            ("inconsistent snapshot", _json(_with(document, ("history",), history[:-1]))),
            ("bad options or players", _json(_with(document, ("players",),
                                                   document["players"][:1]))),
            ("bad options or players", _json(_with(document, ("options", "variant"), "expert"))),
            ("bad options or players", _json(_with(document, ("options", "expansions"),
                                                   "buildings"))),
            ("unknown game", _json(_with(document, ("game",), "chess"))),
            ("unknown game", _json(_with(document, ("game",), "../../etc/passwd"))),
            ("unknown bot kind", _json(_with(document, ("players", 1, "bot"), "evil"))),
            ("bad name: lone surrogate", _json(_with(document, ("players", 0, "name"), "\ud800"))),
            ("bad name: escape sequence", _json(_with(document, ("players", 0, "name"),
                                                      "\x1b[2J\x1b[31mAnna"))),
            ("bad name: new line", _json(_with(document, ("players", 0, "name"), "A\nB"))),
            ("bad name: direction override", _json(_with(document, ("players", 0, "name"),
                                                         "\u202eannA"))),
            ("huge number: 5000 digits", _text(text.replace('"seed":7', '"seed":' + "7" * 5000))),
            ("huge number: 200-digit seed", _text(text.replace('"seed":7', '"seed":' + "7" * 200))),
            ("huge number: float exponent", _text(text.replace('"seed":7', '"seed":1e999999'))),
            ("encoding: BOM", _text(b"\xef\xbb\xbf" + text.encode())),
            ("encoding: UTF-16", _text(text.encode("utf-16"))),
            ("encoding: Latin-1 byte", _text(text.encode().replace(b"Anna", b"Ann\xe1"))),
            ("encoding: NaN", _text(text.replace('"seed":7', '"seed":NaN'))),
        ]
    first = json.dumps(next(iter(documents.values())))
    cases += [
        ("oversized: 2 MB + 1", _text(first[:-1] + ',"pad":"' + "x" * MAX_SAVE_BYTES + '"}')),
        ("oversized: 100 MB sparse", _sparse(100_000_000)),
        ("JSON bomb: 100,000 lists", _text("[" * 100_000 + "]" * 100_000)),
        ("JSON bomb: 100,000 objects", _text('{"a":' * 100_000 + "1" + "}" * 100_000)),
        ("JSON bomb: a million empty lists", _text("[" + ",".join(["[]"] * 1_000_000)[:1_900_000]
                                                   .rstrip(",[") + "]")),
        ("garbage", _text(os.urandom(4096))), ("garbage", _text("not json at all")),
        ("not a save", _json({"hello": "world"})), ("not a save", _json([1, 2, 3])),
        ("special: link to a good save", _link(lambda p: str(p.parent / "good.json"))),
        *_specials(),
    ]
    return [Case("save", kind, make) for kind, make in cases]


SETTINGS = {"language": "en", "verbosity": "brief", "speech": "print", "input_mode": "plain",
            "bot_delay": 0, "bot_kind": "random", "rate": 200, "voice": "",
            "reindeer_all_year": True, "clear_at_handover": False}


def settings_cases() -> list[Case]:
    """Return the hostile settings files."""
    cases: list[tuple[str, Maker]] = [("good settings", _json(SETTINGS))]
    for key in SETTINGS:
        cases += [(f"wrong type: {key}", _json({**SETTINGS, key: value}))
                  for value in (None, "x", [], {}, 10**30)]
    cases += [
        ("garbage", _text(os.urandom(2000))), ("garbage", _text("{not json")),
        ("encoding: Latin-1", _text(b'{"voice": "\xe1"}')), ("encoding: BOM",
                                                              _text(b"\xef\xbb\xbf{}")),
        ("NaN and Infinity", _text('{"bot_delay": NaN, "rate": Infinity}')),
        ("deep nesting", _text("[" * 100_000 + "]" * 100_000)),
        ("deep nesting", _text('{"a":' * 50_000 + "1" + "}" * 50_000)),
        ("huge number: 5000 digits", _text('{"rate": 1' + "0" * 5000 + "}")),
        ("not an object", _json([SETTINGS])), ("unknown keys", _json({"evil": 1, **SETTINGS})),
        ("oversized: 50 MB of spaces", _sparse(50_000_000)),
        *_specials(),
    ]
    return [Case("settings", kind, make) for kind, make in cases]


def tile_cases() -> list[Case]:
    """Return the hostile tile files, from the packaged set."""
    text = resources.files("accessible_games.games.ozoolemio.rules").joinpath(
        "data").joinpath("tiles.json").read_text(encoding="utf-8")
    document = json.loads(text)
    cases: list[tuple[str, Maker]] = [("good tile file", _text(text))]
    for path in [("format",), ("version",), ("name",), ("tiles",), ("start_tiles",),
                 ("tiles", 0), ("tiles", 0, "halves"), ("tiles", 0, "halves", 0, "stars"),
                 ("tiles", 0, "halves", 0, "category"), ("tiles", 0, "halves", 0, "paths")]:
        cases += [(f"wrong type: {path[0]}", _json(_with(document, path, value)))
                  for value in (None, "x", -1, [], {}, 10**30)]
    cases += [
        ("huge number: 5000 digits", _text(text.replace('"stars": 2', '"stars": 2' + "0" * 5000,
                                                        1))),
        ("deep nesting", _text("[" * 100_000 + "]" * 100_000)),
        ("encoding: Latin-1", _text(text.encode().replace(b"reconstruction", b"r\xe9"))),
        ("garbage", _text(os.urandom(3000))),
        ("oversized: 1 MB", _text(text + " " * 1_000_000)),
        *_specials(),
    ]
    return [Case("tiles", kind, make) for kind, make in cases]


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def _sentences(lang: str) -> tuple[str, ...]:
    """Return how a one-line answer about a bad file begins in ``lang``."""
    l10n = L10n(lang)
    starts = [l10n(f"save-error-{reason}") for reason in SAVE_REASONS]
    starts += [l10n("ozoolemio-error-tiles-unreadable", file="\0").split("\0")[0]]
    return tuple(start for start in starts if start)


def run(case: Case, lang: str, good_save: str) -> str:
    """Return the outcome of the app on ``case`` in ``lang``."""
    with tempfile.TemporaryDirectory(prefix="hostile-") as home_name:
        home = Path(home_name)
        (home / "good.json").write_text(good_save, encoding="utf-8")
        name = {"save": "autosave.json", "settings": "settings.json", "tiles": "tiles.json"}
        path = home / name[case.target]
        case.make(path)
        args = {"save": ["resume"], "settings": ["play", BEASTY_BAR.game_id],
                "tiles": ["play", OZOOLEMIO.game_id, "--tiles", str(path)]}[case.target]
        env = {**os.environ, "ACCESSIBLE_GAMES_HOME": home_name, "LANG": LOCALES[lang],
               "LC_ALL": LOCALES[lang]}
        try:
            done = subprocess.run([sys.executable, "-m", "accessible_games", *args, "--plain",
                                   "--bot-delay", "0"], stdin=subprocess.DEVNULL,
                                  capture_output=True, env=env, timeout=TIMEOUT,
                                  preexec_fn=_limits, check=False)
        except subprocess.TimeoutExpired:
            return "hung"
    out, err = (done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"))
    first = out.splitlines()[0] if out.strip() else ""
    if done.returncode not in (0, 2) or "Traceback" in out + err or err.strip():
        return "crashed"
    if first.startswith(_sentences(lang)) or done.returncode == 2 and len(out.splitlines()) == 1:
        return "sentence"
    return "loaded"


def main() -> int:
    """Make every case, run the app on each in both languages, print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", default="", help="run only the kinds containing this")
    parser.add_argument("--target", choices=("save", "settings", "tiles"),
                        help="run only the files of this type")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        documents = real_saves(Path(folder))
    cases = [case for case in (*save_cases(documents), *settings_cases(), *tile_cases())
             if options.only in case.kind and options.target in (None, case.target)]
    good = json.dumps(next(iter(documents.values())))
    runs = [(case, lang) for case in cases for lang in LOCALES]
    with ThreadPoolExecutor(options.jobs) as pool:
        outcomes = list(pool.map(lambda item: run(item[0], item[1], good), runs))
    by_kind: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    files: Counter[str] = Counter(case.target for case in cases)
    for (case, _), outcome in zip(runs, outcomes):
        by_kind[(case.target, case.kind)][outcome] += 1
        by_kind[(case.target, "ALL")][outcome] += 1
    order = ("sentence", "loaded", "crashed", "hung")
    for (target, kind), counts in sorted(by_kind.items(), key=lambda item: (
            item[0][0], item[0][1] == "ALL", item[0][1])):
        figures = ", ".join(f"{name} {counts[name]}" for name in order)
        label = f"{target}: all {files[target]} files x 2 languages" if kind == "ALL" \
            else f"{target}: {kind}"
        print(f"{label}: {figures}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
