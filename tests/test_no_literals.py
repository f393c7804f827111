"""No user-visible text in Python code: every sentence comes from locales/.

Two checks over the package source:
1. Calls that output text (print, write, say, announce, speak, line, braille) get
   no string literal with letters, and no f-string with literal words.
2. Outside docstrings, raise statements and a few technical places, no string
   constant in the shell, the narration, the speech channels or the command line
   looks like prose (two or more words of letters).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "accessible_games"
OUTPUT_CALLS = {"print", "write", "say", "announce", "speak", "line", "braille", "tell"}
PROSE = re.compile(r"[^\W\d_]{2,}[,.:;!?]? +[^\W\d_]{2,}", re.UNICODE)
READLINE_DIRECTIVE = re.compile(r"^(set [a-z-]+ [a-z]+|tab: complete|\$include .*)$")
"""readline configuration lines are technical, never shown to the player."""
USER_FACING = ("shell", "narration", "speech", "cli.py", "__main__.py")


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py"))


def _docstring_nodes(tree: ast.AST) -> set[int]:
    """Return the ids of string statements: docstrings of modules, classes, functions
    and attributes (a bare string right after an assignment)."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)}


def _literal_words(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = " ".join(v.value for v in node.values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return None
    return text if PROSE.search(text) or re.search(r"[A-Z][a-z]", text) else None


def test_output_calls_get_no_literal_text() -> None:
    offenders = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in OUTPUT_CALLS:
                continue
            args = list(node.args)
            if name == "tell" and args:
                first = args[0]
                if isinstance(first, ast.Constant) and re.fullmatch(r"[a-z0-9-]+",
                                                                     str(first.value)):
                    args = args[1:]
            for arg in args:
                words = _literal_words(arg)
                if words is not None:
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {words!r}")
    assert not offenders, "user-visible literals:\n" + "\n".join(offenders)


def test_user_facing_modules_hold_no_prose() -> None:
    offenders = []
    for path in _modules():
        relative = path.relative_to(PACKAGE).as_posix()
        if not relative.startswith(USER_FACING):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = _docstring_nodes(tree)
        exempt: set[int] = set()
        for node in ast.walk(tree):
            # Exception texts are for developers; players hear a Fluent message instead.
            if isinstance(node, ast.Raise):
                exempt.update(id(n) for n in ast.walk(node))
            # argparse's description of its own program name is technical.
            if isinstance(node, ast.keyword) and node.arg in ("prog", "metavar", "dest"):
                exempt.update(id(n) for n in ast.walk(node))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings and id(node) not in exempt \
                    and PROSE.search(node.value) \
                    and not READLINE_DIRECTIVE.match(node.value):
                offenders.append(f"{relative}:{node.lineno}: {node.value[:60]!r}")
    assert not offenders, "prose outside locales/:\n" + "\n".join(offenders)
