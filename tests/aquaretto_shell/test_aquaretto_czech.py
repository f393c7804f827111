"""Aquaretto in Czech by ear (issue 17): numerals a Czech voice reads in the right gender
and case, native word order in the status lines, and what "back" really does.

Each test renders the Czech text and asserts the corrected wording, and that the old one
(quoted from the native review, shared/reviews/czech-review.md) is gone.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.games.aquaretto.rules import GAME, BoardSize, parse_tile
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.park import park_of
from accessible_games.games.aquaretto.rules.state import AquarettoView
from accessible_games.games.delivery import Truck
from accessible_games.narration.l10n import L10n

T = parse_tile
PLAYERS = [PlayerSpec("Eva"), PlayerSpec("Bot Zelený", "greedy"),
           PlayerSpec("Bot Modrý", "greedy")]
CS = L10n("cs", strict=True)


def narrator(verbosity: str = "normal") -> AquarettoNarrator:
    return AquarettoNarrator(CS, PLAYERS, verbosity)


def table(depot: tuple[str, ...] = ("hippo-male1", "penguin-fish1"),
          species: int = 2) -> AquarettoView:
    """Eva's view: trucks 1 taken by Bot Zelený, 2 carrying a coin, 3 empty; a park with
    ``species`` species (0 to 2); ``depot`` tiles, top last."""
    state = GAME.new_game(PLAYERS, {}, 4).state
    cells = [{}, {"C2": "orca-plain1", "C3": "orca-plain2"},
             {"C2": "orca-plain1", "C3": "orca-plain2", "D5": "dolphin-plain1"}][species]
    park = park_of(cells)
    me = replace(state.players[0], park=park, depot=tuple(T(c) for c in depot), coins=2)
    trucks = (Truck((T("orca-plain3"),), (), 1), Truck((T("coin-1"),)), Truck())
    state = replace(state, players=(me, *state.players[1:]), trucks=trucks)
    return GAME.view(state, 0)


# -- N5: the trucks ---------------------------------------------------------------------------------

def test_trucks_name_each_truck_and_what_it_carries_in_the_accusative() -> None:
    line = narrator().trucks_line(table())
    assert line == "Vozy: vůz 1 má Bot Zelený; vůz 2 veze minci; vůz 3 je prázdný."
    assert "už má" not in line and "veze: mince" not in line


def test_a_truck_a_line_starts_with_a_capital_and_says_truck_once() -> None:
    n = narrator()
    lines = [n._status("aquaretto-truck-line", entry=n.truck_entry(i, t))
             for i, t in enumerate(table().trucks, 1)]
    lines = [line[0].upper() + line[1:] for line in lines]
    assert lines == ["Vůz 1 má Bot Zelený.", "Vůz 2 veze minci.", "Vůz 3 je prázdný."]
    brief = narrator("brief")
    assert brief._status("aquaretto-truck-line", entry=brief.truck_entry(2, table().trucks[1])) \
        == "Vůz 2: mince."


def test_brief_trucks_keep_the_tiles_in_the_nominative() -> None:
    assert narrator("brief").trucks_line(table()) == \
        "Vozy: 1: vzatý; 2: mince; 3: prázdný"


# -- E5: brief depot and stacks -----------------------------------------------------------------

def test_brief_empty_depot_says_empty_not_a_bare_zero() -> None:
    brief = narrator("brief")
    assert brief.depot_line(table(depot=()), 0) == "Sklad prázdný"
    assert brief.depot_line(table(depot=()), 1) == "Sklad Bot Zelený prázdný"
    assert brief.depot_line(table(), 0) == "Sklad 2: tučňák, samec hrocha"


def test_brief_stacks_say_under_the_disc() -> None:
    line = narrator("brief").stacks_line(table())
    assert ", pod kotoučem 15" in line and "konec" not in line


# -- N6: species of the allowed ---------------------------------------------------------------------

@pytest.mark.parametrize(("species", "said"), [
    (0, "zatím žádný druh ze tří povolených"),
    (1, "jeden druh ze tří povolených"),
    (2, "2 druhy ze tří povolených"),
])
def test_park_heading_says_species_of_the_allowed(species: int, said: str) -> None:
    n, view = narrator(), table(species=species)
    title = n.map_lines(view, 0)[0]
    assert title.startswith("Tvůj zoopark: 19 polí, ") and title.endswith(said + "."), title
    assert "povoleno" not in title and "druhy 0" not in title
    assert said in n.park_summary_line(view, 0)


def test_pools_heading_says_how_many_species_the_park_may_have() -> None:
    title = narrator().pools_lines(table(), 0)[0]
    assert title == "Tvoje nádrže: 2, zoopark smí mít nejvýš 3 druhy."
    assert "povolené druhy" not in title


def test_brief_park_heading_puts_the_number_first() -> None:
    assert narrator("brief").map_lines(table(), 0)[0] == "Tvůj zoopark, 19 polí"


# -- N1, N2, N3: the board question ------------------------------------------------------------------

def test_board_question_counts_the_options_in_native_order() -> None:
    n = narrator()
    sides = n.board_sides_line(BoardSize.LARGE, 14, [("above", 4), ("right", 4), ("below", 3),
                                                     ("left", 3)], True)
    assert sides.startswith("Umísti velkou rozšiřující desku: 14 možností. Vyber stranu")
    assert "možností 14" not in sides
    assert "nad zooparkem, 4 umístění" in sides and "pod zooparkem, 3 umístění" in sides
    assert n._msg("aquaretto-board-side", side="left", count=2) == "vlevo od zooparku, dvě umístění"
    intro = n._msg("aquaretto-board-sides-intro", "short", board="malou rozšiřující desku", count=2)
    assert intro == "Umísti malou rozšiřující desku: dvě možnosti, po stranách."


def test_back_from_a_part_of_the_placements_returns_to_the_previous_list() -> None:
    line = narrator().board_line(BoardSize.SMALL, ["na 6C, 6D a 7C", "zrušit"], 1, part=True)
    assert line.startswith("Umísti malou rozšiřující desku: jedna možnost. ")
    assert line.endswith("zrušit. Příkazem zpět se vrátíš k předchozímu seznamu.")
    assert "Zpět vrátí" not in line
    for msg_id in ("aquaretto-prompt-trainer", "aquaretto-prompt-money", "aquaretto-back-to-all"):
        assert "Zpět vrátí" not in CS(msg_id, {"options": "1 pokladní"})
        assert "Příkazem zpět se vrátíš" in CS(msg_id, {"options": "1 pokladní"})


# -- N16: buying from another player's depot ---------------------------------------------------------

def test_buy_option_names_the_other_depot_without_a_relative_clause() -> None:
    label = CS("aquaretto-action-buy", {"tile": "delfína", "player": "Hráč 2", "cost": 2})
    assert label == "koupit delfína z cizího skladu (Hráč 2), dvě mince"
    assert CS("aquaretto-error-depot-empty", {"player": "Hráč 2"}) == \
        "Hráč 2 má prázdný sklad; není z něj co vzít."


# -- S1: one and two in words -------------------------------------------------------------------------

def test_one_and_two_are_words_before_feminine_and_neuter_nouns() -> None:
    n = narrator()
    assert n.event_lines(ev.CoinTileTaken(0, 1), 0) == ["Mince: máš jednu minci."]
    assert n.event_lines(ev.CoinTileTaken(0, 2), 0) == ["Mince: máš dvě mince."]
    assert n.event_lines(ev.CoinTileTaken(1, 2), 0) == ["Mince: Bot Zelený má dvě mince."]
    moved = CS("aquaretto-depot-tile-moved", {"you": "yes", "tile": "kosatku", "cell": "3C",
                                              "size": 2, "pool": "kosatek", "coins": 4})
    assert moved == ("Platíš jednu minci a přesouváš kosatku ze skladu na 3C. "
                     "Nádrž kosatek má teď dvě destičky. Mince: 4.")
    assert CS("aquaretto-tile-to-depot", {"you": "yes", "tile": "hrocha", "count": 1,
                                          "reason": "chosen"}) == \
        "Dáváš hrocha do skladu, teď v něm je jedna destička."


def test_no_digit_after_a_declining_preposition_in_pools_and_workers() -> None:
    pool = CS("aquaretto-pool", {"pool": "kosatek", "size": 2, "cells": "2C a 3C",
                                 "offspring": 1, "waiting": "none", "next": 3,
                                 "reward": "coin", "room": 2})
    assert pool == ("Nádrž kosatek, dvě destičky: 2C a 3C. Jedno mládě. "
                    "Další bonus, mince, až v ní budou 3 destičky. Volná místa: dvě pole.")
    assert "při 3" not in pool
    trainer = CS("aquaretto-why-worker", {"option": "cvičitel na 3C, 2 body", "kind": "trainer"})
    assert "na osmi polích" in trainer and "8 polích" not in trainer
    manager = CS("aquaretto-why-worker", {"option": "manažer, 2 body", "kind": "manager"})
    assert "o jeden bod méně" in manager


def test_coins_and_scores_lead_in_without_a_second_colon() -> None:
    n, view = narrator(), table()
    coins = n.coins_line(view)
    assert coins.startswith("Mince. Eva: 2, Bot Zelený: ") and coins.endswith(" mincí.")
    assert "V bance je " in coins and "Banka:" not in coins
    assert n.scores_lines(view)[0].startswith("Body teď. Eva: ")


def test_tie_break_reads_without_proti_and_a_digit() -> None:
    text = CS("aquaretto-tie-break-coins", {"tied": "Eva a Petr", "count": 2, "score": 21,
                                            "name": "Petr", "coins": 4, "others": "2"})
    assert text == ("Eva a Petr mají shodně 21 bodů; vyhrává Petr, protože má víc mincí: 4, "
                    "ostatní 2.")
    shared = CS("aquaretto-tie-break-shared", {"winners": "Eva a Petr", "score": 20, "coins": 2})
    assert shared.endswith("každý má 20 bodů a dvě mince.")


# -- G10, N28, N18: the help --------------------------------------------------------------------------

def test_help_examples_use_a_czech_name_and_the_accusative() -> None:
    help_1 = CS("shell-aquaretto-help-1")
    assert "koupit Petr, rozšířit malou" in help_1
    assert "Bob" not in help_1 and "rozšířit malá" not in help_1
    why = CS("shell-aquaretto-why-cell-not-now")
    assert why.endswith("co na poli je, zjistíš příkazem pole, například pole 3C.")
    assert "napiš pole a jeho jméno" not in why


def test_rules_prose_writes_small_numbers_as_words() -> None:
    assert CS("aquaretto-rules-faq-2") == \
        "Dvě nádrže jednoho druhu? Ne. Každý druh má v tvém zooparku nejvýš jednu nádrž."
    assert CS("aquaretto-rules-overview-1").startswith(
        "Aquaretto je hra s destičkami pro dva až pět hráčů.")
    assert "se dvěma pokladními" in CS("aquaretto-rules-cashier-2")


# -- I3: a part of several names --------------------------------------------------------------------

def test_a_part_of_several_names_lists_the_players_it_may_mean() -> None:
    """Issue 16's shared player names (shell/players.py) answer "zoopark Bot" with the
    players it may mean, not "Hráč Bot tu není"."""
    from tests.aquaretto_shell.test_aquaretto_session import Harness

    h = Harness(["zoopark Bot"], lang="cs", players=PLAYERS).run()
    assert h.reply(1) == ["Bot může znamenat: Bot Zelený, Bot Modrý. Napiš víc písmen."]
    assert h.unchanged(1)
