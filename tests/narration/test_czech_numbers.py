"""Czech numbers a voice reads right: every Czech message, rendered with counts 0-5, 21, 22.

A synthesizer reads "1" as *jeden* and "2" as *dva* whatever follows, and never declines a
digit; ``tests.czech_numbers`` says where that goes wrong.  The Czech golden transcripts,
lines the app really prints, are checked too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.czech_numbers import message_problems, problems

TRANSCRIPTS = Path(__file__).resolve().parent.parent / "golden" / "transcripts"


@pytest.mark.parametrize("line", [
    "Zaplnění vynese 1 minci.",
    "Místo ještě pro 2 mláďata.",
    "Opice s 1 hvězdičkou a savci se 2 hvězdičkami.",
    "2 nádrže 1 druhu?",
    "Ve 2 hráčích.",
    "Vyměň 1 zebru za 1 velblouda.",
    "Dražba 1 z 5.",
    "Obsazeno na 3 polích.",
    "Hraje 1 modrého krokodýla.",
    "Dostáváš 2 nové destičky.",
])
def test_lines_a_voice_reads_wrong_are_found(line: str) -> None:
    assert problems(line), line


@pytest.mark.parametrize("line", [
    "Zaplnění vynese jednu minci.",
    "Máš 1 bod a 2 body navíc.",
    "Vůz 1 veze dvě destičky, vůz 2 je prázdný.",
    "Opice se třemi hvězdičkami, hvězdičky: 3.",
    "Postav 2 nové výběhy.",
    "Povolená pole: 3C, -1B a 12AA.",
    "Vyber rychlost: 1: 0 sekund, 2: 0,5 sekundy.",
    "Dražba 1, celkem 5.",
    "Máš 5 mincí, 21 mincí, 3 mince.",
])
def test_lines_a_voice_reads_right_pass(line: str) -> None:
    assert problems(line) == [], line


def test_every_czech_message_reads_its_numbers_right() -> None:
    findings = message_problems()
    assert not findings, (f"{len(findings)} Czech lines a voice would read wrong:\n"
                          + "\n".join(str(finding) for finding in findings[:40]))


@pytest.mark.parametrize("transcript", sorted(TRANSCRIPTS.glob("*-cs.txt")),
                         ids=lambda path: path.stem)
def test_czech_transcripts_read_their_numbers_right(transcript: Path) -> None:
    wrong = [(line, found) for line in transcript.read_text(encoding="utf-8").splitlines()
             if not line.startswith(">") and (found := problems(line))]
    assert not wrong, "\n".join(f"{found}: {line}" for line, found in wrong[:30])
