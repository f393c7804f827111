"""Whether the built-in voice says the result of a game whole before the app leaves (issue 19).

Run:  python benchmarks/tts_result_heard.py [--games 10]

Plays all-bots Beasty Bar games with ``--speech tts`` (pyttsx3 on espeak-ng; no bot delay,
so the game is over long before the voice has caught up, and the app leaves at once) and
alternates English and Czech.  The real voice renders each line to a WAV file, which its
driver hands to ``aplay``; a stand-in ``aplay`` first on the PATH keeps a copy, logs when it
starts and "plays" as long as the sound lasts, then logs that it got to the end (a player
killed on the way never does).  After each game the result line, the last one printed, is
rendered to WAV by the same voice; the game counts when the last sound played was played
to its end and lasts as long as that rendering.  Prints the count (issue 19: 10 of 10).
Needs Linux with espeak-ng and libespeak-ng1.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from accessible_games.games.beasty_bar.entry import ENTRY as BEASTY_BAR
from accessible_games.speech import measure_wav, synthesize_to_file

PLAYER = """#!/bin/sh
cp "$1" '{folder}'/$$.wav
echo "start $$" >> '{log}'
size=$(wc -c < "$1")
sleep "$(awk "BEGIN {{print ($size - 44) / 44100}}")"
echo "end $$" >> '{log}'
"""
"""The stand-in ``aplay``: espeak-ng's sound is 22,050 samples a second of 16 bits, one
channel, after a 44-byte header."""
SAME_LENGTH = 0.15
"""How far the last sound played may differ in length from the result rendered alone."""


class Played(NamedTuple):
    """One sound the stand-in player was given: its copy and whether it played to the end."""

    path: Path
    whole: bool


def install_player(folder: Path) -> tuple[dict[str, str], Path]:
    """Put the stand-in ``aplay`` in ``folder``; return the environment that finds it first,
    and its log."""
    log = folder / "played.log"
    player = folder / "aplay"
    player.write_text(PLAYER.format(folder=folder, log=log), encoding="utf-8")
    player.chmod(0o755)
    env = {**os.environ, "PATH": f"{folder}{os.pathsep}{os.environ.get('PATH', '')}",
           "ACCESSIBLE_GAMES_HOME": str(folder / "home")}
    return env, log


def play(env: dict[str, str], lang: str, seed: int) -> list[str]:
    """Play one all-bots game with the built-in voice; return the printed lines."""
    done = subprocess.run(
        [sys.executable, "-m", "accessible_games", "play", BEASTY_BAR.game_id, "--players", "2",
         "--bots", "2", "--seed", str(seed), "--bot-delay", "0", "--speech", "tts", "--plain",
         "--lang", lang],
        env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, encoding="utf-8",
        timeout=300, check=True)
    return [line for line in done.stdout.splitlines() if line.strip()]


def played(folder: Path, log: Path) -> list[Played]:
    """Return the sounds the stand-in player was given, in order."""
    if not log.exists():
        return []
    starts: list[str] = []
    ends: set[str] = set()
    for line in log.read_text(encoding="utf-8").split("\n"):
        what, _, pid = line.partition(" ")
        if what == "start":
            starts.append(pid)
        elif what == "end":
            ends.add(pid)
    return [Played(folder / f"{pid}.wav", pid in ends) for pid in starts]


def result_heard_whole(folder: Path, lang: str, seed: int) -> tuple[bool, str]:
    """Play one game in ``folder``; return whether its result was heard whole, and why."""
    env, log = install_player(folder)
    printed = play(env, lang, seed)
    sounds = played(folder, log)
    if not sounds:
        return False, "nothing was played"
    last = sounds[-1]
    if not last.whole:
        return False, "the last sound was cut off"
    alone = synthesize_to_file(printed[-1], lang, folder / "result.wav", engine="pyttsx3")
    expected = measure_wav(alone.path).duration
    heard = measure_wav(last.path).duration
    if abs(heard - expected) > SAME_LENGTH * expected:
        return False, f"the last sound lasted {heard:.1f} s, the result {expected:.1f} s"
    return True, f"{len(sounds)} sounds, the result {heard:.1f} s, played to the end"


def main() -> None:
    """Play the games and print the count."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    heard = 0
    for game in range(args.games):
        lang = ("en", "cs")[game % 2]
        with tempfile.TemporaryDirectory() as folder:
            whole, why = result_heard_whole(Path(folder), lang, seed=game + 1)
        heard += whole
        print(f"game {game + 1} ({lang}): {'heard whole' if whole else 'NOT heard'}: {why}")
    print(f"the result heard whole in {heard} of {args.games} games (issue 19: all)")


if __name__ == "__main__":
    main()
