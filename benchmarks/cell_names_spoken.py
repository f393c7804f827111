"""How often espeak-ng names a cell's column letter, old order ("K3") against new ("3K").

Every cell name with a one-letter column that is also a Czech word (A, I, K, O, S, U, V,
Z) is taken from the golden transcripts (the games with cells: Aquaretto, the combined
game and O Zoo le Mio) with two words of context on each side, written both ways, and
phonemized by espeak-ng
(one call per language and order).  A cell counts as named when the letter's name is
heard ("ká", "zet"; English "kay", "zed").  Prints one line per language and order.

    .venv/bin/python benchmarks/cell_names_spoken.py
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

TRANSCRIPTS = Path(__file__).resolve().parent.parent / "tests" / "golden" / "transcripts"
NAMES = {"cs": {"A": "'a:", "I": "'i:", "K": "k'a:", "O": "'o:", "S": "'es", "U": "'u:",
                "V": "v'e:", "Z": "z'et"},
         "en": {"A": "'eI", "I": "'aI", "K": "k'eI", "O": "'oU", "S": "'Es", "U": "j'u:",
                "V": "v'i:", "Z": "z'Ed"}}
"""The letter names as espeak-ng's phonemes."""
OLD = re.compile(r"(?<![\w-])([A-Z]{1,2})(-?\d{1,2})(?!\w)")
NEW = re.compile(r"(?<![\w-])(-?\d{1,2})([A-Z]{1,2})(?!\w)")


def windows(lang: str) -> list[tuple[str, str, str]]:
    """Return (letter, old-order text, new-order text) for each risky cell in context."""
    found = []
    for path in sorted(TRANSCRIPTS.glob(f"*-{lang}.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            words = line.split()
            for i, word in enumerate(words):
                core = word.strip(",.:;()")
                old, new = OLD.fullmatch(core), NEW.fullmatch(core)
                if old:
                    letter, row = old.group(1), old.group(2)
                elif new:
                    row, letter = new.group(1), new.group(2)
                else:
                    continue
                if letter not in NAMES[lang]:
                    continue
                before, after = words[max(0, i - 2):i], words[i + 1:i + 3]
                texts = [" ".join(before + [word.replace(core, form)] + after)
                         for form in (f"{letter}{row}", f"{row}{letter}")]
                found.append((letter, texts[0], texts[1]))
    return found


def phonemes(lines: list[str], lang: str) -> list[str]:
    """Return espeak-ng's phonemes of each line; a line may give several output lines, so
    each is read after a marker line."""
    marker = "Xylofon." if lang == "cs" else "Xylophone."
    text = "\n".join(f"{marker}\n{line}" for line in lines) + f"\n{marker}\n"
    out = subprocess.run(["espeak-ng", "-q", "-x", "-v", lang], input=text,
                         capture_output=True, text=True, check=True).stdout.splitlines()
    mark = subprocess.run(["espeak-ng", "-q", "-x", "-v", lang], input=marker + "\n",
                          capture_output=True, text=True, check=True).stdout.strip()
    chunks: list[str] = []
    current: list[str] = []
    for line in out:
        if line.strip() == mark:
            chunks.append(" ".join(current))
            current = []
        else:
            current.append(line.strip())
    return chunks[1:len(lines) + 1]


def main() -> int:
    if shutil.which("espeak-ng") is None:
        print("espeak-ng is not installed")
        return 1
    for lang in ("cs", "en"):
        found = windows(lang)
        if not found:
            print(f"{lang}: no cell with a risky letter in the transcripts")
            continue
        for order, index in (("old K3", 1), ("new 3K", 2)):
            said = phonemes([item[index] for item in found], lang)
            named = sum(NAMES[lang][item[0]] in heard for item, heard in zip(found, said))
            print(f"{lang} {order}: {named}/{len(found)} letters named "
                  f"({100 * named / len(found):.0f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
