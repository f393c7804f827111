"""Czech of the combined game as a voice reads it (issue 17): numerals that agree with
their noun written as words, trucks named "vůz 1" before what is said of them, a player
with a number as "Name: number", the place prefix followed in lower case, the back lines
saying where back goes, and the rules' prose numbers in words."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto_zooloretto.narration import CombinedNarrator
from accessible_games.games.aquaretto_zooloretto.rules import Supply
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.aquaretto.rules.tiles import parse_tile as wt
from accessible_games.games.zooloretto.rules.tiles import parse_tile as zt
from accessible_games.narration.l10n import L10n
from accessible_games.registry import rules_book
from accessible_games.narration.rules import topic_paragraphs
from tests.aquaretto_zooloretto_shell.test_combined_session import both_trucks, play

PLAYERS = (PlayerSpec("Anna"), PlayerSpec("Úna", "greedy"), PlayerSpec("Bob"))


def cs(msg_id: str, **args: object) -> str:
    return L10n("cs", strict=True)(msg_id, args)


def narrator(lang: str = "cs") -> CombinedNarrator:
    return CombinedNarrator(L10n(lang, strict=True), PLAYERS)


@pytest.mark.parametrize(("msg_id", "args", "said", "not_said"), [
    ("aquaretto-zooloretto-game-started", {"trucks": 3, "coins": 2},
     "každý hráč dostává dvě mince", "2 mince"),
    ("aquaretto-zooloretto-game-started", {"trucks": 1, "coins": 1},
     "jeden vůz, každý hráč dostává jednu minci", "1 minci"),
    ("aquaretto-zooloretto-truck-blocked", {"truck": 2, "blockers": 1},
     "Vůz 2: jedno místo je po celou hru zablokované", "1 místo"),
    ("aquaretto-zooloretto-truck-blocked", {"truck": 3, "blockers": 2},
     "Vůz 3: dvě místa jsou po celou hru zablokovaná", "2 místa"),
    ("aquaretto-zooloretto-coins-item", {"name": "Anna", "coins": 2}, "Anna: dvě mince",
     "2 mince"),
    ("aquaretto-zooloretto-bank-item", {"coins": 1}, "Banka: jedna mince", "1 mince"),
    ("aquaretto-zooloretto-turn-what", {"player": "Anna", "coins": 1, "final": "no"},
     "máš jednu minci", "1 minci"),
    ("aquaretto-zooloretto-tie-break-shared", {"winners": "Anna a Bob", "score": 20,
                                               "coins": 2}, "a dvě mince.", "2 mince"),
    ("aquaretto-zooloretto-error-truck-empty", {"truck": 1},
     "aspoň s jednou otočenou destičkou", "s 1 "),
    ("aquaretto-zooloretto-error-player-count", {"min": 2, "max": 5},
     "Počet hráčů kombinované hry: 2 až 5.", "hráčů."),
])
def test_czech_numerals_agree_as_words(msg_id: str, args: dict[str, object], said: str,
                                       not_said: str) -> None:
    text = cs(msg_id, **args)
    assert said in text and not_said not in text, text


def test_all_to_depot_says_one_tile_in_the_singular() -> None:
    line = narrator().all_to_depot_line(0, 0, [], 1)
    assert line.endswith("Ve skladu je teď jedna destička."), line
    assert "1 destiček" not in line


def test_trucks_are_named_before_what_is_said_of_them() -> None:
    """N5: "Vozy: 1 už má Bot Zelený; 3 prázdný" became "vůz 1 má …; vůz 3 je
    prázdný"."""
    entries = [cs("aquaretto-zooloretto-truck-entry", number=1, state="taken", player="Úna",
                  place="zoo", tiles=""),
               cs("aquaretto-zooloretto-truck-entry", number=2, state="loaded", player="",
                  place="water", tiles="mince"),
               cs("aquaretto-zooloretto-truck-entry", number=3, state="empty", player="",
                  place="zoo", tiles="")]
    assert entries == ["vůz 1 má Úna", "vůz 2 veze pro vodní zoopark: mince",
                       "vůz 3 je prázdný"]
    assert cs("aquaretto-zooloretto-truck-line", number=1, state="taken", player="Úna",
              place="zoo", tiles="") == "Vůz 1 má Úna"


def test_a_player_with_a_number_reads_name_colon_number() -> None:
    event = ev.GameEnded((30, 25, 25), (1, 2, 2), "none", (12, 20, -2), (18, 5, 27))
    for lang, first in (("cs", "Konec hry. Konečné body. Anna: 30, Úna: 25, Bob: 25."),
                        ("en", "Game over. Final points. Anna: 30, Úna: 25, Bob: 25.")):
        assert narrator(lang).event_lines(event, 0)[0] == first


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_place_prefix_goes_on_in_lower_case(lang: str) -> None:
    """N26: "Vodní zoopark: Umísti lachtana." reads "Vodní zoopark: umísti lachtana."."""
    n = narrator(lang)
    water = "Vodní zoopark" if lang == "cs" else "Water park"
    assert n.about(Supply.WATER, "Umísti lachtana.") == f"{water}: umísti lachtana."
    assert n.about(Supply.WATER, "Čeká se.") == f"{water}: čeká se."
    assert n.about(Supply.WATER, "V ruce nic není.") == f"{water}: v ruce nic není."
    for kept in ("TO JE KONEC", "C3 je volné.", "Úna bere vůz.", "I have it."):
        assert n.about(Supply.WATER, kept) == f"{water}: {kept}"


def test_the_hand_in_the_zoo_reads_in_lower_case_after_the_place(
        table: SimpleNamespace) -> None:
    h = play(["vzít 1", "ruka"], lang="cs", stage=both_trucks(table))
    assert h.reply(2) == ["Zoo: umístit teď: samec velblouda."], h.reply(2)


def test_back_lines_say_where_back_goes() -> None:
    assert cs("aquaretto-zooloretto-board-back") == \
        "Příkazem zpět se vrátíš k výběru strany."
    assert cs("aquaretto-zooloretto-back-returns") == \
        "Příkazem zpět se vrátíš k předchozímu seznamu."


def _rules(topic: str) -> str:
    book = rules_book("aquaretto-zooloretto")
    return " ".join(topic_paragraphs(L10n("cs", strict=True), book, topic))


def test_the_trucks_rule_says_for_which_game_a_truck_runs() -> None:
    """G7: "Kterou hru, určí …" became "Pro kterou hru vůz jezdí, určí …"."""
    text = _rules("trucks")
    assert "Pro kterou hru vůz jezdí, určí v každém kole první destička" in text
    assert "Kterou hru, určí" not in text


def test_the_rules_write_small_numbers_in_words() -> None:
    text = " ".join(_rules(t) for t in ("overview", "setup", "money", "scoring",
                                         "two-players"))
    for said in ("pro dva až pět hráčů", "jednu pokladničku", "se dvěma malými změnami",
                 "ve dvou hráčích tři", "z jediné pokladničky do jediné banky",
                 "jen jeden bod místo dvou", "Dva hráči: tři vozy"):
        assert said in text, said
    for old in ("1 pokladničku", "se 2 ", "při 2 hráčích", "z 1 ", "2 součty"):
        assert old not in text, old


def test_one_leftover_tile_is_said_in_the_singular() -> None:
    """"Vůz 3 nikdo nevzal, jeho destičky jdou mimo hru: plameňák." had one tile."""
    one = ev.LeftoversRemoved(2, Supply.ZOO, (zt("flamingo-male1"),))
    two = ev.LeftoversRemoved(1, Supply.WATER, (wt("orca-male1"), wt("orca-male2")))
    assert narrator().event_lines(one, 0) == [
        "Vůz 3 nikdo nevzal, jeho destička jde mimo hru: samec plameňáka."]
    assert narrator().event_lines(two, 0)[0].startswith(
        "Vůz 2 nikdo nevzal, jeho destičky jdou mimo hru: ")
    assert narrator("en").event_lines(one, 0) == [
        "Nobody took truck 3, so its tile leaves the game: male flamingo."]


def test_a_czech_list_entry_about_one_place_takes_a_comma() -> None:
    """"3: zoo: vkladní knížka: uložit …" had three colons; the place now takes a comma, as
    the questions do ("Zoo, umísti velblouda")."""
    n = narrator()
    assert n.option(Supply.ZOO, "vkladní knížka: uložit minci") == \
        "zoo, vkladní knížka: uložit minci"
    assert n.group_label(Supply.WATER, "money", 2) == \
        "vodní zoopark, peněžní akce, dvě možnosti"
    assert narrator("en").option(Supply.ZOO, "move") == "zoo: move"


def test_the_board_by_side_says_the_count_before_its_noun() -> None:
    """"…, možných umístění 48, podle strany, 5 možností:" ran two numbers together."""
    text = cs("aquaretto-zooloretto-board-sides-what", board="malou rozšiřující desku",
              count=48)
    assert text == ("Vodní zoopark, umísti malou rozšiřující desku: 48 možných "
                    "umístění, nejdřív vyber stranu")
