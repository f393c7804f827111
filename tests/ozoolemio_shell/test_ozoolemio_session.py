"""The O Zoo le Mio session at the keyboard, driven in-process with a scripted reader.

Sealed bids (privacy with two humans, refusals in one sentence, no coins), the numbered
placements and why, cells and groups, the zoo by rows, regions, standings, exploring,
majority changes, whole games answered with 1, resuming.  Expected texts come from the
same message ids and from the narrator, so a change of wording in the .ftl files does not
break these tests, but a wrong answer does.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.games.ozoolemio.rules import Bid, Place, Side, legal_placements
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.zoo import Placement
from accessible_games.games.ozoolemio.session import LIST_MAX, OzooSession
from accessible_games.registry import rules_book

SIMPLE_TILE = "R2:ns|B1:"
"""Birds with a straight path north-south, sea life without a path: it fits the test start
tile only on 2M, pointing east or west."""
CROSSING_ZOO = [("R1:nesw|B1:nesw", "2M", "s")]
"""A zoo with paths ending at 2L, 2N, 3L, 3N and 4M."""
CROSSING_TILE = "G2:nesw|O2:nesw"


def simple(oz: SimpleNamespace) -> Any:
    return oz.placing(SIMPLE_TILE, oz.build([]))


def crossing(oz: SimpleNamespace) -> Any:
    return oz.placing(CROSSING_TILE, oz.build(CROSSING_ZOO))


# ---------------------------------------------------------------------------
# Whole games
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("variant", ["standard", "trees"])
def test_a_whole_game_answered_with_1(oz: SimpleNamespace, lang: str, variant: str) -> None:
    h = oz.play(lang=lang, when_done="1", options={"variant": variant},
                players=(oz.ANNA, oz.BOT_GREEN, oz.BOT_BLUE))
    assert h.exit == 0 and h.match.is_over()
    over = {"en": "Game over. Points: ", "cs": "Konec hry. Body: "}[lang]
    assert any(line.startswith(over) for line in h.lines())
    humans = [action for seat, action in h.match.history if seat == 0]
    assert all(a in (Bid(1), Bid(0)) for a in humans if isinstance(a, Bid))


def test_two_humans_play_a_whole_game_in_hot_seat(oz: SimpleNamespace) -> None:
    """Enter at every privacy prompt, 1 at every other prompt; each bid prompt follows a
    privacy prompt, and nobody hears another human's bid before the reveal."""
    h = oz.Harness(players=(oz.ANNA, oz.PETR, oz.BOT_GREEN), seed=2)
    asks = {name: h.text("shell-privacy-ask", name=name) for name in ("Anna", "Petr")}

    def answer() -> str:
        return "" if h.sink.said[-1].text in asks.values() else "1"

    h.reader.script = [answer] * 2000
    h.run()
    assert h.match.is_over() and h.exit == 0
    lines = h.lines()
    for index, line in enumerate(lines):
        if line.startswith(("Your bid, Anna:", "Your bid, Petr:")):
            name = line.split(",")[1].split(":")[0].strip()
            assert lines[index - 1] == asks[name]
    assert not any("has bid" in line for line in lines)
    h.app.announcer.viewer = None
    public = h.app.announcer.transcript
    assert public and not [line for line in public if re.search(r"\byour?\b", line, re.I)], \
        "with two humans at the keyboard a line everyone hears names the player"
    assert public[-1] == h.narrator().event_lines(
        ev.GameEnded(tuple(h.match.outcome().scores), tuple(h.match.outcome().places),
                     h.match.outcome().details.get("tie_break", "none")), None,
        outcome=h.match.outcome())[-1]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_hot_seat_bid_reveal_and_players_name_the_winner(oz: SimpleNamespace,
                                                         lang: str) -> None:
    """Anna and Petr bid 5 each and Petr wins on the flag: the reveal everyone hears names
    him (not "you win"), so do the placements, and `players` marks nobody as "you"."""
    h = oz.play(["", "5", "", "5", "players", "1"], lang=lang,
                players=(oz.ANNA, oz.PETR, oz.BOT_BLUE), seed=3)
    n = h.narrator()
    auction = h.state_at(5).last_auction
    assert auction is not None and auction.bids[:2] == (5, 5) and auction.winner == 1
    reveal = ev.BidsRevealed(auction.tile, auction.bids, 1, 5, (0, 1))
    public, as_you = n.event_sentence(reveal, None, None), n.event_sentence(reveal, 1, None)
    assert public != as_you
    assert h.reply(4)[0].startswith(public)
    if lang == "en":
        assert h.reply(4)[0].startswith("Bids: Anna: 5, Petr: 5, Bot Blue: 3; Petr wins on the flag")
    count = len(h.match.game.legal_actions(h.state_at(5), 1))
    named = h.text("ozoolemio-placements-what", named="yes", name="Petr") if count <= LIST_MAX \
        else h.text("ozoolemio-ends-what", named="yes", name="Petr", count=count)
    assert any(line.startswith(named) for line in h.reply(4))
    assert h.reply(5) == [n.players_line(h.view(None, 5))]
    assert h.text("ozoolemio-player-entry", name="Petr", kind="you") not in h.reply(5)[0]


# ---------------------------------------------------------------------------
# Sealed bids
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_numbers_are_bid_amounts(oz: SimpleNamespace, lang: str) -> None:
    h = oz.play(["3"], lang=lang)
    view = h.view(0, 1)
    fits = len(legal_placements(view.players[0].zoo, view.on_auction))
    assert h.reply(0)[-1:] == h.narrator().bid_lines(0, fits)
    assert h.reader.prompts[0] == h.text("ozoolemio-ask-bid", coins=8) + " "
    assert h.played_after(1)[0] == (0, Bid(3))
    sealed = h.narrator().event_lines(ev.BidPlaced(0, 3), 0)[0]
    assert sealed not in h.reply(1), "the reveal right after names every bid"
    assert h.reply(1)[0].startswith({"en": "Bids: Anna: 3, ", "cs": "Nabídky: Anna: 3, "}[lang])
    if lang == "en":
        assert h.reply(0)[-1] == f"Your bid, Anna: the tile fits your zoo in {fits} placements."
        assert h.reader.prompts[0] == "Bid, 0 to 8 coins: "
    else:
        assert h.reader.prompts[0] == "Nabídka, 0 až 8 mincí: "


def test_at_full_verbosity_the_sealed_bid_is_said_before_the_reveal(
        oz: SimpleNamespace) -> None:
    h = oz.play(["3"], verbosity="full")
    assert h.reply(1)[0] == "Your bid: 3 coins, sealed."
    assert h.reply(1)[1].startswith("Bids: Anna: 3, ")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_bid_above_your_coins_is_refused_in_one_sentence(oz: SimpleNamespace,
                                                            lang: str) -> None:
    h = oz.play(["9", "2"], lang=lang)
    error = IllegalAction("ozoolemio-error-bid-too-high", {"amount": 9, "coins": 8})
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.unchanged(1, 2)
    assert h.played_after(2)[0] == (0, Bid(2))
    if lang == "en":
        assert h.reply(1) == ["You cannot bid 9: you have only 8 coins."]
    else:
        assert h.reply(1) == ["Nabídka 9 nejde: máš jen 8 mincí."]


def test_a_negative_bid_and_words_are_refused(oz: SimpleNamespace) -> None:
    h = oz.play(["-1", "", "xyzzy", "back", "why 9", "why 3"])
    error = IllegalAction("ozoolemio-error-bid-negative", {"amount": -1})
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.reply(2) == [h.text("shell-ozoolemio-empty-bid")]
    assert h.reply(3) == [h.text("shell-unknown-command", word="xyzzy")]
    assert h.reply(4) == [h.text("shell-ozoolemio-bid-no-back")]
    too_high = IllegalAction("ozoolemio-error-bid-too-high", {"amount": 9, "coins": 8})
    assert h.reply(5) == [h.narrator().error_line(too_high)]
    assert h.reply(6) == [h.text("shell-ozoolemio-why-bid", amount=3, left=5)]
    assert h.unchanged(1, 7)


def test_without_coins_the_bid_is_0_and_nothing_is_asked(oz: SimpleNamespace) -> None:
    h = oz.play(stage=oz.coins([0, 8]))
    before_first_read = h.match.history[:h.snaps[1].history]
    assert (0, Bid(0)) in before_first_read
    assert h.narrator().no_coins_line(0) in h.reply(0)
    assert h.narrator().event_lines(ev.BidPlaced(0, 0), 0)[0] not in h.reply(0), \
        "the bid is said once, not twice"


def test_hot_seat_bids_stay_private(oz: SimpleNamespace) -> None:
    h = oz.play(["", "3", "1", "", "2"], players=(oz.ANNA, oz.PETR, oz.BOT_GREEN))
    text = h.text
    assert h.reader.prompts[:5] == ["Anna, press Enter: ", "Bid, 0 to 8 coins: ",
                                    "Petr, press Enter: ", "Petr, press Enter: ",
                                    "Bid, 0 to 8 coins: "]
    assert h.reply(0)[-1] == text("shell-privacy-ask", name="Anna")
    assert h.reply(1)[-1].startswith("Your bid, Anna:")
    assert h.reply(2) == ["Your bid: 3 coins, sealed.", text("shell-privacy-ask", name="Petr")]
    assert h.reply(3) == [text("shell-privacy-enter", name="Petr")]
    assert h.reply(4)[-1].startswith("Your bid, Petr:")
    assert not any("3 coins" in line for line in h.reply(4))
    reveal = [line for line in h.reply(5) if line.startswith("Bids: ")]
    assert reveal and reveal[0].startswith("Bids: Anna: 3, Petr: 2, Bot Green: ")
    assert h.played_after(2)[0] == (0, Bid(3)) and h.played_after(5)[0] == (1, Bid(2))
    assert h.app.announcer.viewer != 0, "Anna is no longer at the keyboard"
    assert "Your bid: 3 coins, sealed." not in h.app.announcer.transcript
    assert not any(line.endswith(" has bid.") for line in h.lines())


def test_hot_seat_coins_wait_for_the_owner(oz: SimpleNamespace) -> None:
    """Laying a tile is public; asking for coins first checks the owner is alone."""
    stage = oz.placing(SIMPLE_TILE, oz.build([]), seat=1)
    h = oz.play(["coins", "", "1"], players=(oz.ANNA, oz.PETR), stage=stage)
    assert h.reply(1) == [h.text("shell-privacy-ask", name="Petr")]
    assert h.reply(2) == [h.narrator().coins_line(h.view(1, 2))]
    assert h.played_after(3)[0][0] == 1


# ---------------------------------------------------------------------------
# Laying the tile: the numbered list, why, cells and groups
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_placements_are_numbered_one_per_line(oz: SimpleNamespace, lang: str) -> None:
    h = oz.play(["1"], lang=lang, stage=simple(oz))
    placements = list(h.match.game.legal_actions(h.start_state, 0))
    assert placements == [Place(oz.C("2M"), Side.EAST), Place(oz.C("2M"), Side.WEST)]
    n, view, tile = h.narrator(), h.view(0, 1), oz.tile(SIMPLE_TILE, "won")
    expected = n.placement_lines([n.placement_label(view, 0, tile, a.placement)
                                  for a in placements])
    assert h.reply(0)[-3:] == expected
    assert h.reader.prompts[0] == n.placement_ask(2) + " "
    assert h.played_after(1)[0] == (0, placements[0])
    if lang == "en":
        assert h.reply(0)[-3:] == ["Placements of your tile, 2 choices:",
                                   "1: birds on 2M, sea life on 2N; joins 1M; region stars 2 "
                                   "and 1", "2: birds on 2M, sea life on 2L; joins 1M; region "
                                   "stars 2 and 1"]
        assert h.reader.prompts[0] == "Placement, 1 to 2: "


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_why_a_number_a_placement_and_a_cell(oz: SimpleNamespace, lang: str) -> None:
    h = oz.play(["why 2", "why 2M 2L", "why 2M west", "why 5M", "why 2M", "why 7", "why",
                 "why 2M 2O"], lang=lang, stage=simple(oz))
    n, view, tile = h.narrator(), h.view(0, 1), oz.tile(SIMPLE_TILE, "won")
    west = Placement(oz.C("2M"), Side.WEST)
    assert h.reply(1) == n.why_place_lines(view, 0, tile, west, 2)
    assert h.reply(2) == h.reply(1) and h.reply(3) == h.reply(1)
    not_touching = IllegalAction("ozoolemio-error-not-touching")
    assert h.reply(4) == [h.text("shell-ozoolemio-none-covers", cell="5M"),
                          n.error_line(not_touching)]
    assert h.reply(5) == [h.text("shell-ozoolemio-why-cell", cell="2M", count=2)]
    assert h.reply(6) == [h.text("shell-number-out-of-range", number=7, count=2)]
    assert h.reply(7) == [h.text("shell-ozoolemio-why-usage")]
    assert h.reply(8) == [h.text("shell-ozoolemio-apart", first="2M", second="2O")]
    assert h.unchanged(1, 9)
    if lang == "en":
        assert h.reply(1)[0] == "Placement 2: birds on 2M, sea life on 2L; joins 1M."


def test_why_a_refused_placement_gives_the_core_reason(oz: SimpleNamespace) -> None:
    h = oz.play(["why 2M north", "2M north", "1M 1N"], stage=simple(oz))
    error = h.match.game.explain(h.start_state, 0, Place(oz.C("2M"), Side.NORTH))
    assert error is not None
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.reply(2) == h.reply(1)
    occupied = h.match.game.explain(h.start_state, 0, Place(oz.C("1M"), Side.EAST))
    assert occupied is not None and occupied.reason == "ozoolemio-error-occupied"
    assert h.reply(3) == [h.narrator().error_line(occupied)]
    assert h.unchanged(1, 4)


@pytest.mark.parametrize("line", ["2M 2L", "m2 west", "m2 w", "2M západ"])
def test_two_cells_or_a_cell_and_a_direction_lay_the_tile(oz: SimpleNamespace,
                                                          line: str) -> None:
    h = oz.play([line], stage=simple(oz))
    assert h.played_after(1)[0] == (0, Place(oz.C("2M"), Side.WEST))
    placed = [x for x in h.reply(1) if x.startswith("You lay the tile: ")]
    assert len(placed) == 1
    assert placed[0].startswith("You lay the tile: birds on 2M, sea life on 2L; joins 1M. ")


def test_many_placements_are_grouped_by_where_paths_end(oz: SimpleNamespace) -> None:
    h = oz.play(["1", "back", "1 2"], stage=crossing(oz))
    placements = list(h.match.game.legal_actions(h.start_state, 0))
    assert len(placements) > LIST_MAX
    n, view = h.narrator(), h.view(0, 1)
    groups = [("2L", ["2M"]), ("2N", ["2M"]), ("3L", ["3M"]), ("3N", ["3M"]), ("4M", ["3M"])]
    counts = {cell: sum(1 for a in placements if oz.C(cell) in a.placement.cells)
              for cell, _ in groups}
    assert counts["2N"] == 0, "a path ending at 2N would meet the grass of 1N"
    labels = [n.end_label(oz.C(cell), [oz.C(s) for s in sources], counts[cell])
              for cell, sources in groups if counts[cell]]
    ends = n.ends_lines(len(placements), labels)
    assert h.reply(0)[-len(ends):] == ends
    assert ends[0] == f"Path ends for your {len(placements)} placements, 4 choices:"
    assert ends[1:] == [f"{i}: {label}" for i, label in enumerate(labels, 1)]
    assert h.reader.prompts[0] == "Path end, 1 to 4: "
    first = [a for a in placements if oz.C("2L") in a.placement.cells]
    tile = oz.tile(CROSSING_TILE, "won")
    assert h.reply(1) == n.group_lines("2L", "end", [
        n.placement_label(view, 0, tile, a.placement) for a in first])
    assert h.reply(1)[0] == f"Placements at path end 2L, {len(first)} choices:"
    assert h.reply(1)[-1] == "Back returns to the path ends."
    assert h.reader.prompts[1] == f"Placement at 2L, 1 to {len(first)}: "
    assert h.reply(2) == ends
    assert h.reader.prompts[2] == "Path end, 1 to 4: "
    assert h.played_after(3)[0] == (0, first[1])


def test_a_typed_cell_lists_the_placements_covering_it(oz: SimpleNamespace) -> None:
    h = oz.play(["4M", "2"], stage=crossing(oz))
    placements = list(h.match.game.legal_actions(h.start_state, 0))
    covering = [a for a in placements if oz.C("4M") in a.placement.cells]
    n, view, tile = h.narrator(), h.view(0, 1), oz.tile(CROSSING_TILE, "won")
    assert h.reply(1) == n.group_lines("4M", "cell", [
        n.placement_label(view, 0, tile, a.placement) for a in covering])
    assert h.reply(1)[0] == f"Placements covering 4M, {len(covering)} choices:"
    assert h.reader.prompts[1] == f"Placement over 4M, 1 to {len(covering)}: "
    assert h.played_after(2)[0] == (0, covering[1])


def test_the_tile_laid_announces_the_majority_changes(oz: SimpleNamespace) -> None:
    """Normal: the tile and what it brings on one line; full: one line each, as before."""
    h = oz.play(["1"], stage=simple(oz))
    assert h.reply(1)[0] == ("You lay the tile: birds on 2M, sea life on 2N; joins 1M. Bird "
                             "visitors: Anna takes 1 from the supply. Sea life visitors: Anna "
                             "takes 1 from the supply.")
    full = oz.play(["1"], stage=simple(oz), verbosity="full")
    assert full.reply(1)[:3] == [
        "You lay the tile: birds on 2M, sea life on 2N; joins 1M.",
        "Red visitors, birds: Anna takes 1 from the supply. Now Anna: 1.",
        "Blue visitors, sea life: Anna takes 1 from the supply. Now Anna: 1."]
    brief = oz.play(["1"], stage=simple(oz), verbosity="brief")
    assert brief.reply(1)[0] == ("You lay birds on 2M, sea life on 2N. Bird visitors: Anna "
                                 "takes 1. Sea life visitors: Anna takes 1.")


def test_czech_majority_changes_name_who_gains_and_who_loses(oz: SimpleNamespace) -> None:
    h = oz.Harness(lang="cs")
    n = h.narrator()
    moved = ev.VisitorsMoved(oz.tile("R1:n|B1:").halves[0].category, (2, 1), (1, 2))
    assert n.event_lines(moved, 0)[0] == ("Červení návštěvníci, ptáci: Bot Green získává "
                                          "jednoho, Anna ztrácí jednoho. Teď Bot Green: 2, "
                                          "Anna: 1.")
    trees = ev.TreeFiguresMoved((2, 0), (0, 2))
    assert n.event_lines(trees, 0)[0] == ("Figurky stromů: Bot Green získává dvě, Anna ztrácí "
                                          "dvě. Teď Bot Green: 2.")


# ---------------------------------------------------------------------------
# Questions: the zoo by rows, regions, standings, exploring
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_scores_reads_the_score_sheet_round_by_round(oz: SimpleNamespace, lang: str) -> None:
    """``scores`` (Czech ``skóre``) asked once in every round and after the end: each
    player's sheet, name first, with one entry per round scored (on one line while short,
    else a heading and one round a line); before the first round's end one sentence says
    nothing is scored yet; what this round would add comes last while the game goes on."""
    word = {"en": "scores", "cs": "skóre"}[lang]
    asked: dict[int, int] = {}
    h = oz.Harness(lang=lang, players=(oz.ANNA, oz.BOT_GREEN, oz.BOT_BLUE), seed=4)

    def answer() -> str:
        round_now = h.match.state.round
        if round_now in asked.values():
            return "1"
        asked[h.reader.reads] = round_now
        return word

    h.reader.script = [answer] * 2000
    h.run()
    assert h.match.is_over() and sorted(asked.values()) == [1, 2, 3, 4, 5]
    n = h.narrator()
    entry = {"en": "Round ", "cs": "Kolo "}[lang]
    for read_no, round_now in asked.items():
        view = h.view(0, read_no)
        reply = h.reply(read_no)
        assert reply == n.scores_lines(view)
        assert len(reply) == {1: 2, 2: 4}.get(round_now, 3 * round_now + 1)
        assert reply[-1] == n.scores_lines(view)[-1] == h.text(
            "ozoolemio-scores-round", round=round_now,
            scores=n.by_seat([(sum(c[s] for c in view.visitors) + view.tree_figures[s]
                               + view.players[s].benches) * round_now for s in range(3)]))
        if round_now == 1:
            assert reply[0] == h.text("ozoolemio-scores-none")
            continue
        for seat, sheet in enumerate(sheets(reply[:-1], n)):
            player = view.players[seat]
            assert sheet.startswith(f"{n.player_name(seat)}: {player.score} ")
            assert sheet.count(entry) == round_now - 1 == len(player.rounds)
    end = len(h.sink.said)
    h.session.query(0, "scores", ())
    final = [said.text for said in h.sink.said[end:]]
    state = h.match.state
    assert final == n.scores_lines(h.view(0)) and len(final) == 3 * 6
    for seat, sheet in enumerate(sheets(final, n)):
        player = state.players[seat]
        assert sheet.count(entry) == 5 and sum(e.points for e in player.rounds) == player.score
        first = player.rounds[0]
        assert h.text("ozoolemio-scores-entry", round=1, visitors=first.visitors,
                      trees=first.trees, benches=first.benches, multiplier=1,
                      points=first.points) in sheet
    oz.assert_clean(final)


def sheets(lines: list[str], n: Any) -> list[str]:
    """Return each player's score sheet as one text: the lines from its name on."""
    names = tuple(f"{n.player_name(seat)}: " for seat in range(3))
    found: list[str] = []
    for line in lines:
        if line.startswith(names):
            found.append(line)
        else:
            found[-1] += " " + line
    return found


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_questions_answer_from_the_narrator(oz: SimpleNamespace, lang: str) -> None:
    words = {"en": ["zoo", "zoo bot", "regions", "standings", "visitors", "scores", "tile",
                    "tiles", "flags", "coins", "players", "turn", "table", "places"],
             "cs": ["zoo", "zoo bot", "oblasti", "pořadí", "návštěvníci", "skóre", "díl",
                    "díly", "vlajky", "mince", "hráči", "tah", "stůl", "umístění"]}[lang]
    h = oz.play(words, lang=lang, stage=oz.with_zoo_stage(oz.build(CROSSING_ZOO)))
    n, view = h.narrator(), h.view(0, 1)
    assert h.reply(1) == n.zoo_lines(view, 0)
    assert h.reply(2) == n.zoo_lines(view, 1)
    assert h.reply(3) == n.regions_lines(view, 0)
    assert h.reply(4) == n.standings_lines(view)
    assert h.reply(5) == n.figures_lines(view)
    assert h.reply(6) == n.scores_lines(view)
    assert h.reply(7) == n.tile_now_lines(view)
    assert h.reply(8) == n.tiles_lines(view)
    assert h.reply(9) == [n.flags_line(view.flags)]
    assert h.reply(10) == [n.coins_line(view)]
    assert h.reply(11) == [n.players_line(view)]
    assert h.reply(12) == [n.turn_line(view, 0)]
    assert h.reply(13) == n.table_lines(view)
    fits = legal_placements(view.players[0].zoo, view.on_auction)
    assert h.reply(14)[0] == h.text("ozoolemio-fits", count=len(fits))
    assert h.reply(14)[1:] == [n.placement_label(view, 0, view.on_auction, p) for p in fits]
    assert h.unchanged(1, 15)


def test_the_zoo_by_rows_reads_like_the_design(oz: SimpleNamespace) -> None:
    h = oz.play(["zoo", "regions"], stage=oz.with_zoo_stage(oz.build(CROSSING_ZOO)))
    assert h.reply(1) == [
        "Your zoo: 2 tiles, rows 1 to 3, columns M to N; benches 0, trees 0, open path ends 5.",
        "Row 1, 2 halves: 1M start tile, straight north to south; 1N start tile, no path.",
        "Row 2, 1 half: 2M birds, 1 star, crossing to all 4 sides.",
        "Row 3, 1 half: 3M sea life, 1 star, crossing to all 4 sides.",
    ]
    assert h.reply(2)[:2] == ["Regions of your zoo, the best of each kind:",
                              "Birds: best region 1 red star, on 2M; 1 region."]


def test_a_long_row_of_the_zoo_is_one_half_a_line(oz: SimpleNamespace) -> None:
    zoo = oz.build([("R1:ew|B1:ew", "1O", "e"), ("G1:ew|Y1:ew", "1Q", "e")],
                   start=":ew|:ew")
    h = oz.play(["zoo"], stage=oz.with_zoo_stage(zoo))
    assert h.reply(1)[1:] == [
        "Row 1, 6 halves:", "1M start tile, straight west to east",
        "1N start tile, straight west to east", "1O birds, 1 star, straight west to east",
        "1P sea life, 1 star, straight west to east", "1Q reptiles, 1 star, straight west to east",
        "1R mammals, 1 star, straight west to east"]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_explore_walks_the_zoo(oz: SimpleNamespace, lang: str) -> None:
    north = {"en": "n", "cs": "s"}[lang]  # Czech s is sever (north)
    east = {"en": "e", "cs": "v"}[lang]
    h = oz.play(["explore", north, east, north, north, "back", "cell 3M"], lang=lang,
                stage=oz.with_zoo_stage(oz.build(CROSSING_ZOO)))
    n, view = h.narrator(), h.view(0, 1)
    bid = n.bid_ask(8) + " "
    assert h.reader.prompts[:8] == [bid] + [n.explore_ask(cell) + " " for cell in (
        "1M", "0M", "0N", "-1N", "-1N")] + [bid, bid]
    auction = view.on_auction
    assert h.reply(1) == [h.text("shell-ozoolemio-explore-start", you="yes", name="Anna",
                                 arrows="no"), n.cell_line(view, 0, oz.C("1M"), auction)]
    assert h.reply(2) == [n.cell_line(view, 0, oz.C("0M"), auction)]
    assert h.reply(3) == [n.cell_line(view, 0, oz.C("0N"), auction)]
    assert h.reply(4) == [n.cell_line(view, 0, oz.C("-1N"), auction)]
    assert h.reply(5) == [h.text("shell-ozoolemio-explore-edge", cell="-1N")]
    assert h.reply(6) == [h.text("shell-ozoolemio-explore-end")]
    assert h.reply(7) == [n.cell_line(view, 0, oz.C("3M"), auction)]
    assert h.unchanged(1, 8)
    if lang == "en":
        assert h.reply(2) == ["0M: the entrance pavilion; no tile goes here."]
        assert h.reply(7) == ["3M: sea life, 1 star, crossing to all 4 sides. Other half "
                              "2M, birds. Region of sea life: 1 star."]
        assert h.reader.prompts[1] == "Explore 1M: n, s, e, w or back: "


def test_an_empty_cell_tells_the_paths_leading_in_and_the_placements(
        oz: SimpleNamespace) -> None:
    h = oz.play(["cell 4M"], stage=crossing(oz))
    placements = list(h.match.game.legal_actions(h.start_state, 0))
    count = sum(1 for a in placements if oz.C("4M") in a.placement.cells)
    assert h.reply(1) == [f"4M: empty. A path leads in from 3M. {count} placements of the "
                          "tile cover it."]


def test_help_and_unknown_words(oz: SimpleNamespace) -> None:
    h = oz.play(["help", "zoo nobody"])
    assert h.reply(1) == [h.text("shell-ozoolemio-help-1"), h.text("shell-ozoolemio-help-2"),
                          h.text("shell-ozoolemio-help-3"),
                          h.text("shell-ozoolemio-help-4", arrows="no"),
                          h.text("shell-ozoolemio-help-5")]
    assert h.reply(2) == [h.text("shell-ozoolemio-no-such-player", name="nobody",
                                 players="Anna, Bot Green")]


# ---------------------------------------------------------------------------
# Leaving and coming back
# ---------------------------------------------------------------------------


def test_end_of_input_saves_and_resume_continues(oz: SimpleNamespace) -> None:
    """The summary names the game and variant, then says the round and auction once."""
    h = oz.play(["2"])
    assert h.exit == 0
    assert h.lines()[-1] == h.text("shell-saved-resume-hint")
    resumed = oz.Harness(when_done="1")
    resumed.match = h.match
    resumed.session = OzooSession(resumed.app, h.match, resumed=True)
    view = oz.GAME.view(h.match.state, 0)
    expected = resumed.narrator().resumed_line(view, resumed.session.game_title())
    number, of = resumed.narrator().auction_numbers(view)
    resumed.run()
    summary = resumed.reply(0)
    assert summary[0] == expected and expected.startswith("O Zoo le Mio")
    assert len(summary) == len(set(summary)), "no line of the summary is said twice"
    assert sum(1 for line in summary if f"auction {number} of {of}" in line) == 1, \
        "the round and auction are said once, in the turn line"
    assert h.match.is_over() and resumed.exit == 0


def test_rules_settings_and_history_work_inside_the_game(oz: SimpleNamespace) -> None:
    h = oz.play(["rules", "more", "history 2", "repeat", "about"])
    from accessible_games.narration.rules import RulesReader
    from accessible_games.narration.l10n import L10n
    reader = RulesReader(L10n("en", strict=True), rules_book("o-zoo-le-mio"))
    assert h.reply(1) == reader.open("overview").split("\n")
    assert h.reply(2) and h.reply(3) and h.reply(4) and h.reply(5)
    assert h.unchanged(1, 6)


def test_the_arrow_keys_words_are_directions(oz: SimpleNamespace) -> None:
    """Rich mode's arrow keys type n, s, e and w on an empty line (aquaretto_explore)."""
    from accessible_games.shell.explorer import ARROW_WORDS
    from accessible_games.games.ozoolemio.queries import OzooVocabulary
    words = OzooVocabulary()
    meanings = {key: words.parse(word) for key, word in ARROW_WORDS.items()}
    assert {key: (p.kind, p.value) for key, p in meanings.items()} == {
        "up": ("command", "north"), "down": ("command", "south"),
        "right": ("command", "east"), "left": ("command", "west")}
    assert words.parse("scores").value == "scores" and words.parse("why").value == "why"
