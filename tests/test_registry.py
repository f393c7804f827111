"""The registry: every game declared once in its own package, reached only through its
entry; no module outside a game's package names the game; no import cycle anywhere."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.entry import GameEntry
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.registry import (
    ENTRIES, GAME_IDS, UnknownGame, entry, games_with_scenarios, get_game, make_bot,
)
from accessible_games.shell.app import App
from accessible_games.shell.session import GameSession
from accessible_games.shell.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "accessible_games"
IDS = [game.game_id for game in ENTRIES]


def test_ids_are_unique_and_listed_in_menu_order() -> None:
    assert len(set(GAME_IDS)) == len(GAME_IDS) == len(ENTRIES) == 5
    assert GAME_IDS == tuple(IDS)
    assert all(re.fullmatch(r"[a-z]+(-[a-z]+)*", game_id) for game_id in GAME_IDS)


@pytest.mark.parametrize("game", ENTRIES, ids=IDS)
def test_an_entry_lives_in_its_own_package(game: GameEntry) -> None:
    folder = ROOT.joinpath(*game.package.split("."))
    assert (folder / "entry.py").is_file() and (folder / "rules" / "__init__.py").is_file()
    assert game.package.startswith("accessible_games.games.")
    for lang in LANGUAGES:
        assert L10n(lang, strict=True)(game.name_id).strip()


@pytest.mark.parametrize("game", ENTRIES, ids=IDS)
def test_the_factories_make_this_game(game: GameEntry, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    rules = game.load_game()
    assert rules.game_id == game.game_id and get_game(game.game_id) is rules
    low, high = game.players
    assert 2 <= low <= high <= 5
    for kind in ("greedy", "random"):
        for bot in (game.make_bot(kind, 1), make_bot(game.game_id, kind, 1)):
            first = rules.new_game([PlayerSpec(str(n)) for n in range(low)], {}, 3).state
            legal = rules.legal_actions(first, min(rules.to_move(first)))
            assert bot.choose(rules.view(first, min(rules.to_move(first))), legal) in legal
    with pytest.raises(ValueError):
        game.make_bot("no-such-bot", 1)
    seats = [PlayerSpec("Anna")] + [PlayerSpec(f"Bot {n}", "greedy") for n in range(1, low)]
    match = Match.start(rules, seats, {}, 7)
    session = game.make_session(App(Settings(bot_delay=0), "en", "plain"), match, False)
    assert isinstance(session, GameSession)
    narrator = game.make_narrator(L10n("cs", strict=True), match, "brief")
    assert type(narrator) is type(session.narrator)
    assert "Anna" in narrator.players_line(match.view(0))
    assert session.rules_book is game.rules_book and session.animals == game.animals
    assert set(session.bots) == set(range(1, low))
    assert game.rules_book.game_id == game.game_id and game.rules_book.topics[0] == "overview"
    assert list(game.expansions()) == sorted(game.expansions())


@pytest.mark.parametrize("game", ENTRIES, ids=IDS)
def test_examples_lie_in_the_package_of_a_game_that_declares_them(game: GameEntry) -> None:
    folder = ROOT.joinpath(*game.package.split("."), "scenarios")
    has_files = any(folder.glob("*.json"))
    assert has_files == (game.load_scenarios is not None) == (game.game_id in
                                                               games_with_scenarios())
    assert (game.make_tutorial is not None) == has_files


def test_an_unknown_id_is_an_error_never_another_game() -> None:
    with pytest.raises(UnknownGame):
        entry("chess")
    with pytest.raises(UnknownGame):
        make_bot("chess", "greedy", 1)
    assert get_game("chess") is None


# -- no game named outside its package ------------------------------------------------------

_QUOTED_ID = re.compile("[\"'](" + "|".join(re.escape(i) for i in
                                             sorted(GAME_IDS, key=len, reverse=True))
                        + ")[\"'-]")


def _own_package(path: Path) -> str | None:
    parts = path.relative_to(PACKAGE).parts
    return parts[1] if len(parts) > 2 and parts[0] == "games" else None


def _sources() -> list[Path]:
    found = [*PACKAGE.rglob("*.py"), *(ROOT / "benchmarks").glob("*.py")]
    return sorted(p for p in found if "__pycache__" not in p.parts)


def test_no_module_outside_a_games_package_names_a_game() -> None:
    """The acceptance check of issue 14, as a test: a game id (or a Fluent id starting with
    one) in a string literal appears only inside that game's package."""
    packages = {game.game_id: game.package.rsplit(".", 1)[1] for game in ENTRIES}
    found = []
    for path in _sources():
        owner = _own_package(path) if path.is_relative_to(PACKAGE) else None
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in _QUOTED_ID.finditer(line):
                if packages[match.group(1)] != owner:
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


def test_the_checker_finds_a_game_id() -> None:
    assert _QUOTED_ID.search('x = "beasty-bar"') and _QUOTED_ID.search("f'zooloretto-{x}'")
    assert not _QUOTED_ID.search("accessible_games.games.zooloretto.rules")


# -- no import cycle ----------------------------------------------------------------------

def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(tree: ast.AST) -> set[int]:
    """Return the ids of the nodes under ``if TYPE_CHECKING:`` (never imported at run time)."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", "")) \
                == "TYPE_CHECKING":
            hidden.update(id(inner) for stmt in node.body for inner in ast.walk(stmt))
    return hidden


def import_graph(paths: list[Path]) -> dict[str, set[str]]:
    """Return module -> our modules it imports, at the top or inside a function alike
    (``from package import module`` depends on that module, not on the package)."""
    modules = {_module_name(p): p for p in paths}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        hidden = _type_checking_only(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in hidden:
                continue
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join([*parts[:len(parts) - node.level + 1], *filter(None, [base])])
                submodules = [a for a in node.names if f"{base}.{a.name}" in modules]
                targets.update(f"{base}.{a.name}" for a in submodules)
                if len(submodules) < len(node.names):
                    targets.add(base)
        edges = set()
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                edges.add(target)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Return every group of modules that import each other in a circle (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = [stack.pop()]
            while group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_anywhere_in_the_package() -> None:
    graph = import_graph([p for p in _sources() if p.is_relative_to(PACKAGE)])
    assert len(graph) > 150
    assert "accessible_games.registry" in graph["accessible_games.cli"]
    assert cycles(graph) == []


def test_the_rules_and_the_shell_reach_the_registry_only_from_above() -> None:
    """Only the entry points (command line, menus, sessions, tutorials, self-play,
    scenario library) read the registry; a game's own modules never do."""
    graph = import_graph([p for p in _sources() if p.is_relative_to(PACKAGE)])
    readers = sorted(name for name, edges in graph.items() if "accessible_games.registry" in edges)
    assert not [name for name in readers if name.startswith("accessible_games.games.")], readers
