"""Czech: a cell name ends its clause (issue 17, point 2).

espeak-ng (the Czech voice of NVDA and of ``--speech tts``) names a cell's column letter
when the name ends a clause, but reads A, I, K, O, S, U, V, Z as the Czech one-letter
words *a, i, k, o, s, u, v, z* when another word follows in the same clause: "Pole 3K je
obsazené." is heard *tři k je obsazené*.  So in the Czech messages that name a cell, the
name stands before a comma, colon, semicolon, full stop or the end of the line.  The
first test checks the text (no espeak-ng needed); the second how espeak-ng speaks it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from typing import Any

import pytest

from accessible_games.narration.l10n import L10n

CS = L10n("cs", strict=True)

CASES: list[tuple[str, dict[str, Any]]] = [
    ("aquaretto-cell-run", {"first": "3K", "last": "3O"}),
    ("aquaretto-map-entry", {"kind": "empty", "cells": "3K", "label": ""}),
    ("aquaretto-map-entry", {"kind": "trainer", "cells": "3K", "label": ""}),
    ("aquaretto-map-entry", {"kind": "tile", "cells": "3K", "label": "kosatka s bleskem"}),
    ("aquaretto-map-mark", {"cell": "3K", "kind": "female"}),
    ("aquaretto-map-marked", {"entry": "kosatka na 3K", "marks": "samice na 3O"}),
    ("aquaretto-why-place", {"cell": "3K", "size": 1, "tile": "kosatka", "pool": "kosatek",
                             "bonus": "none", "breed": "no"}),
    ("aquaretto-worker-moved", {"you": "yes", "from": "cvičitele na 3K",
                                "to": "cvičitel na 4O", "coins": 3}),
    ("aquaretto-worker-moved", {"you": "no", "player": "Eva", "from": "cvičitele na 3K",
                                "to": "cvičitel na 4O", "coins": 3}),
    ("aquaretto-error-not-a-field", {"cell": "3K"}),
    ("aquaretto-error-occupied", {"cell": "3K", "pool": "kosatek"}),
    ("aquaretto-error-trainer-there", {"cell": "3K"}),
    ("aquaretto-error-not-adjacent-to-pool", {"cell": "3K", "pool": "kosatek"}),
    ("aquaretto-error-touches-other-species", {"cell": "3K", "other_pool": "kosatek",
                                               "neighbour": "4O"}),
    ("aquaretto-zooloretto-cell-row", {"count": 2, "first": "3K", "last": "3L"}),
    ("aquaretto-zooloretto-cell-row", {"count": 5, "first": "3A", "last": "3E"}),
    ("ozoolemio-row-entry", {"cell": "3K", "half": "ptáci, cesta na sever"}),
    ("ozoolemio-error-pavilion", {"cell": "0M"}),
    ("ozoolemio-error-occupied", {"cell": "3K"}),
    ("ozoolemio-error-path-meets-grass", {"cell": "3K", "neighbour": "4O"}),
    ("ozoolemio-error-path-not-continued", {"cell": "3K", "neighbour": "4O"}),
    ("ozoolemio-placement-cells", {"first": "ptáci", "first_cell": "3K", "second": "savci",
                                   "second_cell": "3S"}),
    ("shell-ozoolemio-apart", {"first": "3K", "second": "5O"}),
    ("shell-ozoolemio-why-cell", {"cell": "3K", "count": 1}),
    ("shell-ozoolemio-why-cell", {"cell": "3K", "count": 2}),
    ("shell-ozoolemio-why-cell", {"cell": "3K", "count": 7}),
]
CELL = re.compile(r"(?<![\w-])-?\d{1,2}[A-Z]{1,2}(?!\w)")
CLAUSE_END = re.compile(r"[,.:;]|$")


@pytest.mark.parametrize(("msg_id", "args"), CASES)
def test_a_cell_name_ends_its_clause(msg_id: str, args: dict[str, Any]) -> None:
    text = CS(msg_id, args)
    cells = list(CELL.finditer(text))
    assert cells, text
    for cell in cells:
        assert CLAUSE_END.match(text, cell.end()), (cell.group(), text)


def test_the_columns_of_a_zoo_end_their_clause() -> None:
    text = CS("ozoolemio-zoo-title", {"you": "yes", "tiles": 5, "rows": 3, "first_row": 1,
                                      "last_row": 3, "columns": 4, "first_column": "K",
                                      "last_column": "O", "benches": 0, "trees": 1,
                                      "ends": 2})
    assert "sloupce K, až O;" in text


@pytest.mark.parametrize("msg_id", ["aquaretto-rules-cells-2", "aquaretto-rules-cells-3",
                                    "aquaretto-rules-expand-5", "o-zoo-le-mio-rules-cells-3"])
def test_rules_cells_end_their_clause(msg_id: str) -> None:
    text = CS(msg_id, {})
    for cell in CELL.finditer(text):
        if re.fullmatch(r"-?\d+[AIKOSUVZ]", cell.group()):  # "3ZZ" is read "zedzet"
            assert CLAUSE_END.match(text, cell.end()), (cell.group(), text)
    assert not re.search(r"(?<![\w-])[AIKOSUVZ] až", text), text


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_names_every_letter() -> None:
    """The Czech voice says *ká*, *ó*, *es* for the cells of every case above."""
    names = {"A": "'a:", "K": "k'a:", "O": "'o:", "S": "'es"}
    texts = [CS(msg_id, args) for msg_id, args in CASES]
    for text in texts:
        said = subprocess.run(["espeak-ng", "-q", "-x", "-v", "cs", text], capture_output=True,
                              text=True, check=True).stdout
        letters = [c[-1] for c in CELL.findall(text) if c[-1] in names]
        for letter in set(letters):
            assert said.count(names[letter]) >= letters.count(letter), (text, said)


@pytest.mark.parametrize(("lang", "expected"), [("cs", "-1K, 0A, 3Z"), ("en", "-1K, 0A and 3Z")])
def test_a_list_of_cells_has_no_and_before_the_last_in_czech(lang: str,
                                                            expected: str) -> None:
    """"3K a 4O" is heard *tři k a*: in Czech a list of cells ends with a comma instead."""
    from accessible_games.games.aquaretto.rules.geometry import parse_cell
    from accessible_games.games.aquaretto.words import AquarettoWords
    words = AquarettoWords(L10n(lang, strict=True), [])
    assert words.cells([parse_cell(name) for name in ("3Z", "-1K", "0A")]) == expected
