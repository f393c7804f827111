"""Build the frozen app (PyInstaller, one folder) and try it once.

Run it with a Python that has the app (for its dependencies) and PyInstaller
installed, from anywhere; what is built is this checkout::

    python3 -m venv /tmp/pyi && /tmp/pyi/bin/pip install . pyinstaller
    /tmp/pyi/bin/python packaging/build.py

    py -m venv pyi && pyi\\Scripts\\pip install . pyinstaller      (Windows)
    pyi\\Scripts\\python packaging\\build.py

The program lands in dist/accessible-games/ of the repository (``--dist FOLDER``
elsewhere), and the build's own files in build/pyinstaller/ (``--work FOLDER``).
The script then runs the program once (one rules topic in Czech, which needs the
message files and the game's modules) and its built-in voice's child mode, and
prints the folder's size.  Exit status 1 if any of it fails.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checkout is what is built (the spec's pathex)

from accessible_games.speech._tts_child import CHILD_MODE_ARGUMENT  # noqa: E402

SPEC = ROOT / "packaging" / "accessible-games.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"


def program(dist: Path) -> Path:
    """The built program in ``dist``."""
    name = "accessible-games.exe" if sys.platform == "win32" else "accessible-games"
    return dist / "accessible-games" / name


def folder_size(folder: Path) -> int:
    """The bytes of every file under ``folder``."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def try_the_program(built: Path) -> bool:
    """Run one rules topic, and start the speech child and read its first answer;
    print what each said."""
    rules = subprocess.run([str(built), "rules", "beasty-bar", "lion", "--lang", "cs"],
                           capture_output=True, text=True, encoding="utf-8", timeout=120)
    print("rules:", (rules.stdout.strip().splitlines() or [rules.stderr])[0])
    child = subprocess.Popen([str(built), CHILD_MODE_ARGUMENT, json.dumps({"lang": "cs"})],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    answers: list[bytes] = []
    stdout, stdin = child.stdout, child.stdin
    assert stdout is not None and stdin is not None
    reader = threading.Thread(target=lambda: answers.append(stdout.readline()), daemon=True)
    reader.start()
    reader.join(30.0)
    stdin.close()  # the child ends when its input does
    child.wait(10.0)
    answer = answers[0].decode("utf-8").strip() if answers else "(no answer in 30 s)"
    print("speech child:", answer)
    return rules.returncode == 0 and '"ev": "ready"' in answer


def main(argv: list[str]) -> int:
    """Build, try and measure; return the exit status."""
    options = argparse.ArgumentParser(description="Build the frozen accessible-games.")
    options.add_argument("--dist", type=Path, default=DIST, help="where the program goes")
    options.add_argument("--work", type=Path, default=WORK, help="PyInstaller's own files")
    chosen = options.parse_args(argv)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
               "--distpath", str(chosen.dist), "--workpath", str(chosen.work), str(SPEC)]
    if subprocess.run(command, cwd=ROOT).returncode != 0:
        return 1
    built = program(chosen.dist)
    print(f"built {built} ({folder_size(built.parent) / 2**20:.1f} MiB in its folder)")
    return 0 if try_the_program(built) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
