"""O Zoo le Mio in Czech as a voice reads it (issue 17, the review's rows G1-G6, N7-N11, S1, I1).

A speech synthesizer reads a digit as the masculine nominative ("1" *jeden*, "2" *dva*), so
the Czech messages write 1 and 2 in words where the numeral agrees with a feminine or neuter
noun, and put no digit after a preposition that declines it.  A player with a number reads
"Name: number".  Czech words win in Czech: "pole" is a cell, not the English flagpole.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.narration.l10n import L10n
from tests.ozoolemio_shell.test_ozoolemio_session import crossing

CS = L10n("cs", strict=True)
EN = L10n("en", strict=True)


def cs(msg_id: str, **args: Any) -> str:
    return CS(msg_id, args)


# -- the review's grammar rows -------------------------------------------------------------


@pytest.mark.parametrize(("count", "expected"), [
    (1, "Zakrývá ho jedno umístění dílu."), (2, "Zakrývají ho dvě umístění dílu."),
    (3, "Zakrývají ho 3 umístění dílu."), (5, "Zakrývá ho 5 umístění dílu."),
    (0, "Díl ho zakrýt nemůže.")])
def test_g1_an_empty_cell_agrees_with_its_placements(count: int, expected: str) -> None:
    text = cs("ozoolemio-cell-empty", cell="2N", paths=1, sources="1N", tile="yes", count=count)
    assert text == f"2N: prázdné. Vede sem cesta z 1N. {expected}"
    assert "Zakrývá ho 2" not in text


def test_g2_the_player_count_refusal_agrees() -> None:
    assert cs("ozoolemio-error-player-count", min=2, max=4) == \
        "O Zoo le Mio je pro 2 až 4 hráče."
    assert cs("ozoolemio-error-player-count", min=2, max=5) == \
        "O Zoo le Mio je pro 2 až 5 hráčů."
    assert "hraje" not in cs("ozoolemio-error-player-count", min=2, max=4)


def test_g4_the_winner_is_not_called_by_name() -> None:
    assert cs("ozoolemio-winner", count=1, you="yes", name="Eva") == "Vyhráváš. Gratulujeme!"
    assert cs("ozoolemio-winner", count=1, you="no", name="Eva") == "Vítězí Eva."


def test_g5_a_placement_prompt_names_the_player_in_the_third_person() -> None:
    assert cs("ozoolemio-placements-what", named="yes", name="Eva") == \
        "Umístění dílu, pokládá Eva"
    assert cs("ozoolemio-placements-what", named="no", name="Eva") == "Umístění tvého dílu"
    assert cs("ozoolemio-ends-what", named="yes", name="Eva", count=2) == \
        "Konce cest pro dvě umístění, pokládá Eva"


@pytest.mark.parametrize(("score", "coins", "points_said", "coins_said"), [
    (1, 1, "1 bod", "jednu minci"), (2, 2, "2 body", "dvě mince"),
    (3, 4, "3 body", "4 mince"), (40, 5, "40 bodů", "5 mincí")])
def test_g6_the_tie_breaks_agree_with_points_and_coins(score: int, coins: int,
                                                       points_said: str,
                                                       coins_said: str) -> None:
    shared = cs("ozoolemio-tie-break-shared", winners="Eva a Petr", score=score, coins=coins)
    assert shared == f"Dělené vítězství: Eva a Petr; mají shodně {points_said} a {coins_said}."
    won = cs("ozoolemio-tie-break-coins", tied="Eva a Petr", score=score, name="Eva",
             coins=coins + 1, others=str(coins))
    assert won.startswith(f"Eva a Petr mají shodně {points_said}; vítězí Eva, protože má víc "
                          "mincí: ")
    assert "proti" not in won and "mincí." not in shared.replace("5 mincí.", "")


# -- the review's naturalness rows ------------------------------------------------------------


def test_n7_the_bid_line_says_the_tile_has_its_placements_in_your_zoo() -> None:
    assert cs("ozoolemio-prompt-bid", name="Eva", fits=6) == \
        "Nabídka, Eva: díl má ve tvé zoo 6 možných umístění."
    assert cs("ozoolemio-fits", count=2) == "Díl má ve tvé zoo dvě možná umístění:"
    assert cs("ozoolemio-fits-ends", count=21, ends=7) == \
        "Díl má ve tvé zoo 21 možných umístění; pole, kde končí cesty, celkem 7:"


def test_n8_the_bid_reveal_has_no_comma_before_the_price() -> None:
    text = cs("ozoolemio-bids-revealed", bids="Eva: 2, Robot Zelený: 0", you="yes",
              winner="Eva", tie="no", price=2)
    assert text == "Nabídky: Eva: 2, Robot Zelený: 0; díl získáváš za dvě mince."
    assert cs("ozoolemio-bids-revealed", bids="Eva: 0", you="no", winner="Eva", tie="yes",
              price=0) == "Nabídky: Eva: 0; díl získává Eva díky vlajce zdarma."


def test_n9_coins_after_income_say_now() -> None:
    assert cs("ozoolemio-coins-left", you="yes", player="Eva", coins=16) == "Teď máš 16 mincí."
    assert cs("ozoolemio-coins-left", you="no", player="Eva", coins=1) == \
        "Eva teď má jednu minci."


@pytest.mark.parametrize(("bank", "said"), [
    (14, "V bance je 14 mincí."), (2, "V bance jsou dvě mince."),
    (1, "V bance je jedna mince."), (3, "V bance jsou 3 mince."), (0, "Banka je prázdná.")])
def test_n10_the_bank_counts_coins(bank: int, said: str) -> None:
    assert cs("ozoolemio-coins", you="yes", coins=10, bank=bank) == \
        f"Máš 10 mincí; mince ostatních jsou tajné. {said}"


def test_n11_the_turn_line_says_who_still_bids() -> None:
    assert cs("ozoolemio-turn-bid", round=5, number=1, of=5, count=1, waiting="Eva") == \
        "Kolo 5, dražba 1, celkem 5; nabídku ještě podává: Eva."
    assert cs("ozoolemio-turn-bid", round=5, number=1, of=5, count=2,
              waiting="Eva a Petr") == \
        "Kolo 5, dražba 1, celkem 5; nabídky ještě podávají: Eva a Petr."


# -- numbers a voice reads right (S1, issue point 1) ----------------------------------------------


def test_s1_no_digit_after_a_declining_preposition() -> None:
    assert cs("ozoolemio-round-started", round=1, rounds=5) == "Kolo 1 z pěti."
    assert cs("ozoolemio-auction-started", number=1, of=5, tile="díl") == \
        "Dražba 1, celkem 5: díl."
    assert cs("ozoolemio-tile-on-auction", number=2, of=7, tile="díl") == \
        "Draží se díl 2, celkem 7: díl."
    assert cs("ozoolemio-income-entry", name="Eva", amount=9, owed=11, short="yes") == \
        "Eva: 9 (nárok 11)"
    assert cs("ozoolemio-figures", name="Eva", visitors=2, colours="červení: 2", trees=0,
              benches=0, round=3, points=6).endswith(
        "body za kolo 3, kdyby teď skončilo: 6.")


@pytest.mark.parametrize(("msg_id", "args", "expected"), [
    ("ozoolemio-scores-entry", {"round": 2, "visitors": 1, "trees": 1, "benches": 2,
                                "multiplier": 2, "points": 8},
     "Kolo 2: 1 návštěvník, 1 strom, dvě lavičky, krát 2, 8 bodů."),
    ("ozoolemio-why-paths", {"benches": 1, "ends": 3},
     "Cesty potom: jedna nová lavička; volné konce cest 3."),
    ("ozoolemio-region-best", {"category": "ptáci", "stars": "dvě hvězdičky", "brief": "no",
                               "cells": "1L", "count": 1},
     "ptáci: nejlepší oblast dvě hvězdičky, na 1L; jiná oblast není."),
    ("ozoolemio-error-bid-too-high", {"amount": 3, "coins": 2},
     "Nabídka 3 nejde: máš jen dvě mince."),
    ("ozoolemio-path-end", {"cell": "2L", "sources": "1L", "count": 1},
     "2L, cesta z 1L, jedno umístění"),
    ("ozoolemio-income-paid", {"player": "Eva", "amount": 2, "owed": 5, "short": "yes"},
     "Příjem, Eva: jen dvě mince, nárok 5; banka je prázdná."),
    ("ozoolemio-game-rules", {"variant": "standard", "tiles": 25, "rounds": 5, "coins": 8},
     "Základní pravidla: 25 dílů, 5 kol, na začátku 8 mincí na hráče."),
    ("shell-ozoolemio-why-cell", {"cell": "4M", "count": 2},
     "Dvě umístění zakrývají pole 4M; uslyšíš je, když napíšeš 4M."),
    ("shell-ozoolemio-apart", {"first": "1M", "second": "3M"},
     "Ta dvě pole se nedotýkají: 1M, 3M; díl zakrývá dvě pole vedle sebe."),
])
def test_s1_one_and_two_agree_with_their_noun(msg_id: str, args: dict[str, Any],
                                              expected: str) -> None:
    assert CS(msg_id, args) == expected


def test_a_player_with_a_number_reads_name_colon_number() -> None:
    for l10n in (CS, EN):
        assert l10n("ozoolemio-player-number", {"name": "Hráč 1", "number": 12}) == "Hráč 1: 12"
    assert cs("ozoolemio-round-points-entry", name="Hráč 1", points=0, total=0) == \
        "Hráč 1: 0, celkem 0"


def test_literal_cell_names_are_row_first() -> None:
    for l10n in (CS, EN):
        assert l10n("ozoolemio-row-pavilion", {}).startswith("0M ")
        for msg_id in ("shell-ozoolemio-help-2", "shell-ozoolemio-help-3",
                       "shell-ozoolemio-cell-usage", "shell-ozoolemio-why-usage"):
            text = l10n(msg_id, {})
            assert not re.search(r"\b[A-Z]{1,2}-?\d+\b", text), (msg_id, text)
            assert re.search(r"(?<![\w-])-?\d+[A-Z]{1,2}\b", text), (msg_id, text)


# -- Czech words win in Czech (I1, issue point 4) -----------------------------------------------


def test_i1_the_help_s_cell_command_works_in_a_czech_game(oz: SimpleNamespace) -> None:
    """The help says "pole a jeho jméno, například pole 2M"; typed, "pole" asks about a cell
    as "políčko" does, not about the flagpole."""
    assert "například pole 2M" in CS("shell-ozoolemio-help-3", {})
    h = oz.play(["pole M4", "políčko M4", "vlajky"], lang="cs", stage=crossing(oz))
    assert h.reply(1) == h.reply(2) and h.reply(1)[0].startswith("4M: prázdné.")
    assert h.reply(3)[0].startswith("Stožár, vlajky shora:")
