"""Static checks of the rules core: pure imports, mypy --strict, doctests."""

from __future__ import annotations

import ast
import doctest
import importlib
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "accessible_games"
PURE_DIRS = (PACKAGE / "core", *sorted((PACKAGE / "games").glob("*/rules")))
"""The rules core: ``core/`` and each game's ``rules/`` package."""
PURE_FILES = (PACKAGE / "games" / "__init__.py", PACKAGE / "games" / "delivery.py")
"""Pure modules beside the games' packages (the trucks three games share)."""

# Standard-library modules a rules module may import: data structures and types only.
ALLOWED_STDLIB = frozenset({
    "__future__", "abc", "bisect", "collections", "copy", "dataclasses", "enum", "functools",
    "heapq", "itertools", "math", "operator", "re", "string", "types", "typing",
})
# Our own packages a rules module may import (never narration, shell, speech or cli).
ALLOWED_OWN = ("accessible_games.core", "accessible_games.games.delivery",
               *(f"accessible_games.games.{d.parent.name}.rules" for d in PURE_DIRS[1:]))
FORBIDDEN_CALLS = frozenset({"print", "input", "open", "exec", "eval", "compile",
                             "__import__", "breakpoint", "globals", "vars"})

# core/save.py is the one module allowed to do I/O: it *is* the persistence layer
# (DESIGN.md section 6: JSON saves, atomic temp-file-and-rename writes).  It needs
# json to encode, os/tempfile for the atomic write (mkstemp, fsync, replace) and
# pathlib for paths.  No rules module imports it; it only calls the Game protocol.
# games/ozoolemio/rules/tileset.py is the one rules-side module allowed to read a file: the
# O Zoo le Mio tile set is data (the published tile list is unknown, so we ship our own and
# players may load theirs).  It needs json to decode, importlib.resources for the packaged
# default and pathlib for a player's file; it only reads, and no other rules module does.
# core/sealing.py packs the save document for save.py (docs/save-format.md, "What a save
# reveals"): json, zlib (its CRC-32 too) and binascii's base64.  It touches no file and
# imports neither os nor sys.
EXEMPT = {"accessible_games/core/save.py": frozenset({"json", "os", "tempfile", "pathlib"}),
          "accessible_games/core/sealing.py": frozenset({"json", "zlib", "binascii"}),
          "accessible_games/games/ozoolemio/rules/tileset.py": frozenset({"json", "importlib",
                                                                           "pathlib"})}
# core/records.py compiles each record's ``__init__`` from source text it writes itself
# from the field names, as ``dataclasses`` does: the one exec() of the pure modules.
EXEMPT_CALLS = {"accessible_games/core/records.py": frozenset({"exec"})}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def pure_modules() -> list[Path]:
    return sorted([*(p for d in PURE_DIRS for p in d.rglob("*.py")), *PURE_FILES])


def import_problems(source: str, name: str, is_package: bool = False,
                    extra: frozenset[str] = frozenset(),
                    calls: frozenset[str] = frozenset()) -> list[str]:
    """Return a description of every disallowed import or I/O call in ``source``."""
    problems: list[str] = []
    tree = ast.parse(source)
    package = name if is_package else name.rpartition(".")[0]
    # Nodes under ``if TYPE_CHECKING:``, which never run:
    for_type_checkers = {id(inner) for node in ast.walk(tree)
                         if isinstance(node, ast.If) and isinstance(node.test, ast.Name)
                         and node.test.id == "TYPE_CHECKING"
                         for statement in node.body for inner in ast.walk(statement)}
    for node in ast.walk(tree):
        if id(node) in for_type_checkers:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                targets = [".".join([*base, *([node.module] if node.module else [])])]
            else:
                targets = [node.module or ""]
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else None
            if called in FORBIDDEN_CALLS and called not in calls:
                problems.append(f"line {node.lineno}: calls {called}()")
            continue
        else:
            continue
        for target in targets:
            root = target.split(".")[0]
            if target.startswith("accessible_games"):
                if not any(target == own or target.startswith(own + ".") for own in ALLOWED_OWN):
                    problems.append(f"line {node.lineno}: imports {target}")
            elif root not in ALLOWED_STDLIB and root not in extra:
                problems.append(f"line {node.lineno}: imports {target}")
    return problems


def test_the_walker_finds_the_rules_modules() -> None:
    """The walk covers the modules we know exist (so the purity test is not vacuous)."""
    names = {module_name(p) for p in pure_modules()}
    for expected in ("accessible_games.core.rng", "accessible_games.core.match",
                     "accessible_games.core.save", "accessible_games.games.delivery",
                     "accessible_games.games.beasty_bar.rules.resolve",
                     "accessible_games.games.beasty_bar.rules.state",
                     "accessible_games.games.aquaretto.rules.transitions",
                     "accessible_games.games.zooloretto.rules.expansions.gorilla",
                     "accessible_games.games.ozoolemio.rules.zoo",
                     "accessible_games.games.aquaretto_zooloretto.rules.purse"):
        assert expected in names
    assert len(PURE_DIRS) == 6, "core and the five games' rules"


@pytest.mark.parametrize(("source", "bad"), [
    ("import os", True), ("import random", True), ("from time import time", True),
    ("import sys", True), ("from prompt_toolkit import prompt", True),
    ("from fluent.runtime import FluentBundle", True), ("import json", True),
    ("from accessible_games.narration import l10n", True),
    ("from accessible_games.games.beasty_bar.narration import BeastyBarNarrator", True),
    ("from accessible_games.games.beasty_bar import session", True),
    ("from accessible_games.games.beasty_bar.rules.cards import Card", False),
    ("from ...shell import loop", True), ("print('x')", True), ("input()", True),
    ("open('f')", True), ("import typing", False), ("from .cards import Card", False),
    ("from collections.abc import Sequence", False),
    ("from accessible_games.core.rng import Rng", False),
    ("if TYPE_CHECKING:\n    from typing_extensions import dataclass_transform", False),
    ("if TYPE_CHECKING:\n    pass\nelse:\n    import json", True),
])
def test_the_checker_flags_io(source: str, bad: bool) -> None:
    """Self-test of the checker on small snippets."""
    problems = import_problems(source, "accessible_games.games.beasty_bar.rules.resolve")
    assert bool(problems) == bad, problems


@pytest.mark.parametrize("path", pure_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_rules_modules_import_no_io(path: Path) -> None:
    """core/ and each game's rules/ import only the standard library's data-structure
    modules and our own rules code, and never call print/input/open (save.py exempt, see above)."""
    relative = path.relative_to(ROOT).as_posix()
    problems = import_problems(path.read_text(encoding="utf-8"), module_name(path),
                               is_package=path.name == "__init__.py",
                               extra=EXEMPT.get(relative, frozenset()),
                               calls=EXEMPT_CALLS.get(relative, frozenset()))
    assert problems == [], f"{relative}: {problems}"


def test_mypy_strict_is_clean() -> None:
    """mypy --strict passes on the whole package."""
    pytest.importorskip("mypy")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict",
         "accessible_games"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


# (module, whether it must show examples): rng has none today; if it gains
# some, the ">>>" check below makes them count.
DOCTEST_MODULES = [
    ("accessible_games.core.rng", False),
    ("accessible_games.games.beasty_bar.rules.resolve", True),
    ("accessible_games.games.beasty_bar.rules.notation", True),
    ("accessible_games.games.delivery", True),
    ("accessible_games.games.zooloretto.rules.tiles", True),
    ("accessible_games.games.zooloretto.rules.serial", True),
]


@pytest.mark.parametrize(("name", "must_have_examples"), DOCTEST_MODULES)
def test_doctests(name: str, must_have_examples: bool) -> None:
    """The docstring examples run and pass; a module showing examples runs some."""
    module = importlib.import_module(name)
    result = doctest.testmod(module, verbose=False, report=False)
    assert result.failed == 0
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin is not None
    has_examples = ">>>" in Path(spec.origin).read_text(encoding="utf-8")
    assert has_examples or not must_have_examples
    if has_examples:
        assert result.attempted > 0
