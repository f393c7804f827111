"""Every decision of Aquaretto and Zooloretto combined names itself before the cursor, long
lists are said one entry a line, and a bot's turn takes few lines.

Each kind of decision (the turn, a zoo's money actions and one kind of them, the truck for
a drawn tile, the next tile of a taken truck in either place, a tile's place in the zoo and
in the water park, the water park's cells by row, a worker, an expansion board by side and
by cell, exploring the park) is reached in both languages with 20-character player names:
its prompt is its own, names the decision, ends with a colon and fits a 40-cell Braille
line.  Whole seeded games of 5 such players say no line over 200 characters.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from types import SimpleNamespace

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules.tiles import parse_tile as wt
from accessible_games.games.aquaretto_zooloretto.rules import CombinedState, Supply
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.tiles import parse_tile as zt
from accessible_games.narration.lists import PROMPT_MOST
from tests.aquaretto_zooloretto_shell.test_combined_session import Harness, both_trucks, rich

LONG = (PlayerSpec("Alexandra Konstantin"), PlayerSpec("Bot Greenwood Albert", "greedy"),
        PlayerSpec("Bot Bluebell Bernard", "greedy"))
"""Three seats whose names are the longest allowed (20 characters)."""
LONG_FIVE = (*LONG, PlayerSpec("Bot Redwood Cornelia", "greedy"),
             PlayerSpec("Bot Yellowstone Dan", "greedy"))
Stage = Callable[[CombinedState], CombinedState]


def with_worker(table: SimpleNamespace) -> Stage:
    """Stage: 8 coins, a cashier at work: the water park's Move may move it."""
    def stage(state: CombinedState) -> CombinedState:
        state = rich(table)(state)
        players = list(state.water.players)
        players[0] = replace(players[0], cashiers=1)
        return replace(state, water=replace(state.water, players=tuple(players),
                                            workers=state.water.workers - 1))
    return stage


def with_seller(table: SimpleNamespace) -> Stage:
    """Stage: 8 coins and an elephant in the next player's barn, to buy."""
    def stage(state: CombinedState) -> CombinedState:
        return table.with_barn(rich(table)(state), 1, table.zt("elephant-male1"))
    return stage


def big_park(table: SimpleNamespace) -> Stage:
    """Stage: truck 2 carries an orca for a park of 25 fields (more than 20 choices)."""
    def stage(state: CombinedState) -> CombinedState:
        state = both_trucks(table)(state)
        players = list(state.water.players)
        park = players[0].park
        extra = {(1, 6), (2, 6), (3, 6), (4, 6), (1, 0), (2, 0)}
        players[0] = replace(players[0], park=replace(park, fields=park.fields | extra))
        return replace(state, water=replace(state.water, players=tuple(players)))
    return stage


def two_each(table: SimpleNamespace) -> Stage:
    """Stage: truck 1 carries a camel and a panda, truck 2 an orca and a dolphin."""
    def stage(state: CombinedState) -> CombinedState:
        return table.load_trucks(state, {
            0: (table.zt("camel-male1"), table.zt("panda-male1")),
            1: (table.wt("orca-male1"), table.wt("dolphin-male1"))})
    return stage


# (name, English script, Czech script, stage, read whose prompt is checked, message id of
# what it asks, its variables, the range); a stage is made from the table fixture.
CASES: list[tuple[str, list[str], list[str], str, int, str, dict[str, str], int]] = [
    ("turn", [], [], "both", 0, "aquaretto-zooloretto-ask-turn", {}, 5),
    ("money", ["5"], ["5"], "rich", 1, "aquaretto-zooloretto-group-what",
     {"place": "zoo", "kind": "money"}, 5),
    ("kind", ["zoo move"], ["zoo přesun"], "rich", 1, "aquaretto-zooloretto-group-what",
     {"place": "zoo", "kind": "move"}, 2),
    ("water money", ["6"], ["6"], "rich", 1, "aquaretto-zooloretto-group-what",
     {"place": "water", "kind": "money"}, 2),
    ("load", ["draw zoo"], ["otočit zoo"], "both", 1, "aquaretto-zooloretto-ask-load",
     {"tile": "*"}, 2),
    ("zoo next", ["take 1"], ["vzít 1"], "two", 1, "aquaretto-zooloretto-ask-next",
     {"place": "zoo"}, 2),
    ("water next", ["take 2"], ["vzít 2"], "two", 1, "aquaretto-zooloretto-ask-next",
     {"place": "water"}, 2),
    ("zoo place", ["take 1"], ["vzít 1"], "both", 1, "aquaretto-zooloretto-ask-place",
     {"tile": "camel-male1"}, 4),
    ("zoo move", ["zoo move", "2"], ["zoo přesun", "2"], "rich", 2,
     "aquaretto-zooloretto-ask-place", {"tile": "panda-male1"}, 4),
    ("zoo buy", ["zoo buy", "1"], ["zoo koupit", "1"], "seller", 2,
     "aquaretto-zooloretto-ask-place", {"tile": "elephant-male1"}, 4),
    ("water place", ["take 2"], ["vzít 2"], "both", 1, "aquaretto-zooloretto-ask-place",
     {"species": "orca"}, 20),
    ("rows", ["take 2"], ["vzít 2"], "big", 1, "aquaretto-zooloretto-ask-place",
     {"species": "orca"}, 8),
    ("row", ["take 2", "3"], ["vzít 2", "3"], "big", 2, "aquaretto-zooloretto-ask-place",
     {"species": "orca"}, 5),
    ("worker", ["park move"], ["zoopark přesun"], "worker", 1,
     "aquaretto-zooloretto-ask-worker", {}, 8),
    ("sides", ["park expand small"], ["zoopark rozšířit malá"], "rich", 1,
     "aquaretto-zooloretto-ask-side", {}, 5),
    ("side", ["park expand small", "1"], ["zoopark rozšířit malá", "1"], "rich", 2,
     "aquaretto-zooloretto-ask-board", {}, 14),
    ("explore", ["explore"], ["průzkum"], "both", 1,
     "shell-aquaretto-zooloretto-prompt-explore", {"cell": "3C"}, 0),
]


def stage_of(name: str, table: SimpleNamespace) -> Stage:
    """Return the stage a case names."""
    return {"both": both_trucks(table), "rich": rich(table), "two": two_each(table),
            "seller": with_seller(table), "big": big_park(table),
            "worker": with_worker(table)}[name]


def expected_prompt(h: Harness, msg_id: str, args: dict[str, str], count: int) -> str:
    """Return the prompt a case expects, its tile or species named as the narrator names
    it (accusative)."""
    n = h.narrator()
    named = dict(args)
    if "tile" in args and args["tile"] != "*":
        named["tile"] = n.tile(zt(args["tile"]), "acc")
    if "species" in args:
        named["tile"] = n.water.species(wt(f"{named.pop('species')}-male1").species, "acc")
    what = h.text(msg_id, **named)
    return what if count == 0 else h.text("common-prompt-range", what=what, count=count)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_every_decision_names_itself_in_its_prompt(
        case: tuple[str, list[str], list[str], str, int, str, dict[str, str], int],
        lang: str, table: SimpleNamespace) -> None:
    name, english, czech, stage, read, msg_id, args, count = case
    h = Harness(english if lang == "en" else czech, lang=lang, players=LONG,
                stage=stage_of(stage, table)).run()
    default = h.text("shell-prompt-decision")
    prompts = [p.rstrip() for p in h.reader.prompts]
    for prompt in prompts:
        assert prompt != default and prompt.endswith(":"), prompt
        assert len(prompt) <= PROMPT_MOST, prompt
    if args.get("tile") == "*":
        args = {"tile": h.narrator().tile(h.snaps[read + 1].state.drawn, "acc")}
        assert prompts[read] == h.text("common-prompt-range", count=count,
                                       what=h.text(msg_id, **args)), name
    else:
        assert prompts[read] == expected_prompt(h, msg_id, args, count), name
    assert prompts[-1] == prompts[read], "the end of input reads the same question again"


def test_a_question_answered_in_between_asks_again(table: SimpleNamespace) -> None:
    h = Harness(["take 2", "map", "why 3C", "back"], players=LONG, stage=both_trucks(table)).run()
    assert h.asked(1) == h.asked(2) == h.asked(3) == "Place for the orca, 1 to 20:"


def test_a_cancelled_money_action_asks_the_turn_again(table: SimpleNamespace) -> None:
    h = Harness(["zoo move", "1", "back"], stage=rich(table)).run()
    assert h.asked(2) == "Place for the female camel, 1 to 4:"
    assert h.asked(3) == h.asked(0) == "Play, 1 to 6:"


def test_exploring_says_where_it_is_and_ends_with_the_decision(table: SimpleNamespace) -> None:
    h = Harness(["explore", "n", "back"], stage=both_trucks(table)).run()
    assert [h.asked(r) for r in range(4)] == [
        "Play, 1 to 5:", "Explore 3C: n, s, e, w or back:", "Explore 2C: n, s, e, w or back:",
        "Play, 1 to 5:"]


# ---------------------------------------------------------------------------
# Lists
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_long_list_is_one_entry_a_line_a_short_one_a_sentence(lang: str,
                                                                table: SimpleNamespace) -> None:
    h = Harness(["take 2"], lang=lang, stage=both_trucks(table)).run()
    n = h.narrator()
    cells = h.reply(1)[1:]
    assert cells[0] == h.text("common-list-count", count=20, what=h.text(
        "aquaretto-zooloretto-water-place-what", tile=n.water.tile(wt("orca-male1"), "acc"),
        count=19, grouped="no"))
    assert [line.split(": ")[0] for line in cells[1:]] == [str(i) for i in range(1, 21)]
    short = Harness(["park expand"], lang=lang, stage=rich(table)).run()
    expand = short.reply(1)
    what = short.text("aquaretto-zooloretto-group-what", place="water", kind="expand")
    if lang == "en":
        assert expand == [f"{what}: 1: add a small board, 1 coin; 2: add a large board, 2 coins. "
                          "Back returns to the list before."], "a short list is one sentence"
    else:
        assert expand[0] == short.text("common-list-count", what=what, count=2), \
            "a sentence over 120 characters is one entry a line"
        assert expand[1].startswith("1: ") and expand[2].startswith("2: ")


def test_more_than_twenty_cells_open_by_row(table: SimpleNamespace) -> None:
    h = Harness(["take 2", "2", "back", "1 1"], stage=big_park(table)).run()
    rows = h.reply(1)[1:]
    assert rows[0] == "Water park, place the male orca, cells by row, 8 choices:"
    assert rows[1:3] == ["1: 0B to 0C, 2 cells", "2: 1B to 1D, 3 cells"]
    assert rows[-2:] == ["8: depot", "Or type a cell, such as 3C."]
    assert h.reply(2) == ["Water park, place the male orca: 1: 1B; 2: 1C; 3: 1D."]
    assert h.reply(3) == rows, "back returns to the rows"
    assert h.played_after(4)[0][1].action.cell == (1, 0)


def test_the_trucks_answer_one_a_line_when_long(table: SimpleNamespace) -> None:
    five = Harness(["trucks"], players=LONG_FIVE).run()
    assert five.reply(1) == ["Trucks: 1 empty; 2 empty; 3 empty; 4 empty; 5 empty."]
    h = Harness(["trucks"], players=LONG_FIVE, stage=lambda state: table.load_trucks(state, {
        0: (table.zt("camel-male1"), table.zt("panda-male1")),
        1: (table.wt("orca-male1"), table.wt("dolphin-male1")),
        2: (table.zt("elephant-male1"),)})).run()
    answer = h.reply(1)
    assert answer[0] == "Trucks:" and len(answer) == 6
    assert answer[1].startswith("Truck 1") and all(len(line) <= 120 for line in answer)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_coins_players_and_scores_one_a_line_with_long_names(lang: str) -> None:
    h = Harness(["coins", "players", "scores"], lang=lang, players=LONG_FIVE).run()
    coins, players, scores = h.reply(1), h.reply(2), h.reply(3)
    assert coins[0] == h.text("aquaretto-zooloretto-coins-heading") and len(coins) == 7
    assert coins[1] == h.text("aquaretto-zooloretto-coins-item", name=LONG_FIVE[0].name,
                              coins=2)
    assert coins[-1] == h.text("aquaretto-zooloretto-bank-item", coins=50)
    assert players[0] == h.text("aquaretto-zooloretto-players-heading", count=5)
    assert players[1] == h.text("aquaretto-zooloretto-player-entry", name=LONG_FIVE[0].name,
                                kind="you")
    assert scores[0] == h.text("aquaretto-zooloretto-scores-heading")
    assert all(len(line) <= 120 for line in coins + players + scores[:6])
    short = Harness(["coins", "players"], lang=lang).run()
    assert len(short.reply(1)) == 1 and len(short.reply(2)) == 1


# ---------------------------------------------------------------------------
# Bot turns
# ---------------------------------------------------------------------------


def draw_and_load() -> list[Event]:
    """A bot's draw, the end stack it reached, its loading on an empty truck."""
    return [ev.TileDrawn(1, Supply.WATER, wt("orca-male1"), False),
            ev.SupplyEnding(1, Supply.WATER),
            ev.TileLoaded(1, Supply.WATER, wt("orca-male1"), 2),
            ev.TruckSupplyFixed(2, Supply.WATER)]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_bots_draw_and_loading_are_one_line(lang: str) -> None:
    h = Harness([], lang=lang)
    events = draw_and_load()
    lines = {verbosity: Harness([], lang=lang, verbosity=verbosity).session.narrator
             .events_lines(events, 0) for verbosity in ("brief", "normal", "full")}
    n = h.session.narrator
    assert lines["full"] == [line for e in events for line in n.event_lines(e, 0)]
    assert len(lines["full"]) == 4
    assert len(lines["normal"]) == 2 and len(lines["brief"]) == 2
    assert lines["normal"][1] == lines["full"][1] == n.event_lines(events[1], 0)[0]
    assert len(lines["brief"][0]) < len(lines["normal"][0])
    if lang == "en":
        assert lines["normal"][0] == ("Bot Green draws the male orca, a water park tile, and "
                                      "puts it on truck 3, now for water park tiles only.")
        assert lines["brief"][0] == "Bot Green, truck 3, water park: male orca."
    else:
        assert lines["normal"][0] == ("Bot Green otáčí samce kosatky, destičku pro vodní "
                                      "zoopark, a dává ji na vůz 3, teď jen pro vodní zoopark.")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_round_end_and_the_next_start_are_one_line(lang: str) -> None:
    events = [ev.RoundEnded(2), ev.RoundStarted(3, 0, (Supply.ZOO, Supply.WATER))]
    normal = Harness([], lang=lang).session.narrator
    full = Harness([], lang=lang, verbosity="full").session.narrator
    assert len(normal.events_lines(events, 0)) == 1
    assert full.events_lines(events, 0) == [line for e in events
                                            for line in full.event_lines(e, 0)]
    if lang == "en":
        assert normal.events_lines(events, 0) == [
            "Round 2 ends: every player has a truck. Round 3: you start."]


def test_a_bots_whole_draw_is_said_after_its_loading_in_one_line() -> None:
    """While the human waits, each bot's draw and loading is one line, never two."""
    h = Harness([], when_done="1").run()
    lines = h.lines()
    draws = [line for line in lines if line.startswith(("Bot Green draws", "Bot Blue draws"))]
    assert len(draws) > 20 and all(" and puts it on truck " in line for line in draws)
    assert not any(line.startswith(("Bot Green puts the", "Bot Blue puts the"))
                   and " on truck " in line for line in lines)


# ---------------------------------------------------------------------------
# Whole games
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "seed", "verbosity"), [("cs", 4, "full")])  # full is the longest
def test_no_line_over_200_characters_in_whole_games(lang: str, seed: int,
                                                    verbosity: str) -> None:
    h = Harness([], lang=lang, players=LONG_FIVE, seed=seed, when_done="1",
                verbosity=verbosity, options={"expansions": ["savings-book"]}).run()
    assert h.match.is_over()
    longest = max(h.lines(), key=len)
    assert len(longest) <= 200, longest
    prompts = {p.rstrip() for p in h.reader.prompts}
    assert all(p.endswith(":") and len(p) <= PROMPT_MOST for p in prompts), max(prompts, key=len)
