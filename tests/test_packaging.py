"""The package ships its message files, and both entry points exist."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import accessible_games

from accessible_games.narration.l10n import LANGUAGES, locales_dir


def test_every_language_has_its_message_files() -> None:
    folder = locales_dir()
    names = {lang: sorted(p.name for p in (folder / lang).glob("*.ftl")) for lang in LANGUAGES}
    assert names["en"], "no English messages found"
    assert names["en"] == names["cs"]


def test_an_installed_package_reads_its_own_message_files() -> None:
    """Installed from a wheel, the package finds locales/ inside itself, not in a checkout."""
    package = Path(accessible_games.__file__).resolve().parent
    checkout = Path(__file__).resolve().parent.parent
    if package.parent == checkout:
        pytest.skip("running from the checkout (editable install): locales/ is the checkout's")
    assert locales_dir() == package / "locales"
    assert (package / "locales" / "cs" / "shell.ftl").is_file()


def test_python_dash_m_runs_the_same_command() -> None:
    result = subprocess.run([sys.executable, "-m", "accessible_games", "rules", "beasty-bar",
                             "lion", "--lang", "en"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "12" in result.stdout and "Traceback" not in result.stderr


def test_every_package_and_data_file_ships_without_being_listed() -> None:
    """setup.py finds every package (a new game's folder ships by itself), and the package
    data patterns cover each game's examples and O Zoo le Mio's default tile set, in the
    installed package or the checkout."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    from importlib import resources

    from setuptools import find_packages

    checkout = Path(__file__).resolve().parent.parent
    found = set(find_packages(where=str(checkout), include=["accessible_games", "accessible_games.*"]))
    on_disk = {".".join(p.relative_to(checkout).parent.parts)
               for p in (checkout / "accessible_games").rglob("__init__.py")}
    assert on_disk <= found and "accessible_games.games.ozoolemio.rules" in found
    config = tomllib.loads((checkout / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["*"]
    assert {"scenarios/*.json", "data/*.json"} <= set(patterns)
    data = resources.files("accessible_games.games.ozoolemio.rules").joinpath("data").joinpath(
        "tiles.json")
    assert data.is_file()
    package = Path(accessible_games.__file__).resolve().parent
    assert (package / "games" / "ozoolemio" / "rules" / "data" / "tiles.json").is_file()
    assert any((package / "games" / "beasty_bar" / "scenarios").glob("*.json"))


def test_the_source_distribution_carries_tests_docs_changelog_and_licence(
        tmp_path: Path) -> None:
    """Built from the tracked files alone, the sdist holds every test module, the docs,
    the changelog, the licence and the message files."""
    checkout = Path(__file__).resolve().parent.parent
    listed = subprocess.run(["git", "ls-files"], cwd=checkout, capture_output=True,
                            text=True, timeout=60)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    tracked = [name for name in listed.stdout.splitlines() if (checkout / name).is_file()]
    copy = tmp_path / "tree"
    for name in tracked:
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((checkout / name).read_bytes())
    built = subprocess.run(
        [sys.executable, "-c", "import sys; from setuptools import build_meta; "
         "print(build_meta.build_sdist(sys.argv[1]))", str(tmp_path / "dist")],
        cwd=copy, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-2000:]
    import tarfile
    with tarfile.open(tmp_path / "dist" / built.stdout.strip().splitlines()[-1]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    test_modules = {name for name in tracked if name.startswith("tests/") and name.endswith(".py")}
    assert test_modules <= names, sorted(test_modules - names)[:5]
    assert {"LICENSE", "CHANGELOG.md", "README.md", "docs/save-format.md",
            "locales/cs/shell.ftl", "benchmarks/engines.py"} <= names


def _read_spec(platform: str) -> dict[str, object]:
    """Run packaging/accessible-games.spec with PyInstaller's names stood in for, as
    PyInstaller would on ``platform``; return what it passed to ``Analysis``."""
    import pkgutil
    import types

    checkout = Path(__file__).resolve().parent.parent
    spec = checkout / "packaging" / "accessible-games.spec"
    hooks = types.ModuleType("PyInstaller.utils.hooks")

    def collect_submodules(package: str) -> list[str]:
        module = __import__(package)
        return [package] + [name for _finder, name, _is_package in
                            pkgutil.walk_packages(module.__path__, package + ".")]

    hooks.collect_submodules = collect_submodules  # type: ignore[attr-defined]
    hooks.collect_dynamic_libs = lambda package: [  # type: ignore[attr-defined]
        ("/site-packages/accessible_output2/lib/nvdaControllerClient64.dll",
         "accessible_output2/lib")]
    given: dict[str, object] = {}

    class Analysis:
        def __init__(self, scripts: list[str], **options: object) -> None:
            given.update(options, scripts=scripts)
            self.datas = [(Path(target, Path(source).name).as_posix(), source, "DATA")
                          for source, target in options["datas"]]  # type: ignore[attr-defined]
            self.pure = self.scripts = self.binaries = []

    def COLLECT(*parts: object, **options: object) -> None:  # noqa: N802 - PyInstaller's name
        given["collect"] = options

    names = {"SPECPATH": str(spec.parent), "Analysis": Analysis, "PYZ": lambda *a: None,
             "EXE": lambda *a, **k: given.setdefault("exe", k), "COLLECT": COLLECT}
    saved = {name: sys.modules.get(name) for name in
             ("PyInstaller", "PyInstaller.utils", "PyInstaller.utils.hooks")}
    try:
        for name in saved:
            sys.modules[name] = hooks if name.endswith("hooks") else types.ModuleType(name)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(sys, "platform", platform)
            exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), names)
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return given


@pytest.mark.parametrize("platform", ["win32", "linux", "darwin"])
def test_the_frozen_build_recipe_carries_every_data_file_and_the_voice(platform: str) -> None:
    """The PyInstaller spec starts at the entry point that dispatches the speech child,
    bundles every message file, scenario and data file where the installed package has
    them, and names the modules loaded by name (on Windows the screen readers' DLLs
    too), for a console program."""
    given = _read_spec(platform)
    checkout = Path(__file__).resolve().parent.parent
    assert given["scripts"] == [str(checkout / "accessible_games" / "__main__.py")]
    bundled = {Path(target, Path(source).name).as_posix()
               for source, target in given["datas"]}  # type: ignore[attr-defined]
    expected = {"accessible_games/py.typed"}
    expected |= {"accessible_games/locales/" + path.relative_to(checkout / "locales").as_posix()
                 for path in (checkout / "locales").glob("*/*.ftl")}
    for pattern in ("**/scenarios/*.json", "**/data/*.json"):
        expected |= {path.relative_to(checkout).as_posix()
                     for path in (checkout / "accessible_games").glob(pattern)}
    assert len(expected) > 60 and bundled == expected, sorted(expected ^ bundled)[:5]
    hidden = set(given["hiddenimports"])  # type: ignore[call-overload]
    assert {"accessible_games.speech._tts_child", "accessible_games.speech.say_program",
            "accessible_games.games.beasty_bar.rules", "accessible_output2.outputs"} <= hidden
    if platform == "win32":
        assert {"accessible_output2.outputs.nvda", "accessible_output2.outputs.jaws",
                "pyttsx3.drivers.sapi5"} <= hidden
        assert given["binaries"] == [
            ("/site-packages/accessible_output2/lib/nvdaControllerClient64.dll",
             "accessible_output2/lib")]
    else:
        assert given["binaries"] == []
    assert ("pyttsx3" in hidden) == (platform != "darwin"), "macOS speaks with say"
    assert given["exe"]["console"] is True  # type: ignore[index]
