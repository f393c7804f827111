"""Issue 15 in Aquaretto: every decision's prompt names it, long lists go one entry a line,
another player's turn is told in a line or two, and no line passes 200 characters.

Prompts are walked through every kind of decision (a turn, the money actions, the
truck for a drawn tile, the next truck tile, a cell, a row of cells, a new or a
moved worker, the trainers' places, an expansion board by side and by cell, exploring,
a cancelled money action) in both languages with 20-character player names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.events import Event
from accessible_games.core.game import PlayerSpec
from accessible_games.games.aquaretto.rules import (
    AquarettoState, Phase, parse_tile,
)
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.park import park_of
from accessible_games.games.aquaretto.rules.state import Source, TileTask, WorkerTask
from accessible_games.games.aquaretto.session import AquarettoSession
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import PROMPT_MOST
from tests.aquaretto_shell.test_aquaretto_session import PARK, Harness, rich_turn, with_player

T = parse_tile
LONG_NAMES = (PlayerSpec("Maximilian Schneider"), PlayerSpec("Bot Greenfield Eight", "greedy"),
              PlayerSpec("Bot Bluebell Sixteen", "greedy"))
"""Three players whose names are each 20 characters, the longest a name may be."""
LINE_MOST = 200
"""No line of a game is longer than this."""

Stage = Callable[[AquarettoState], AquarettoState]


def play(script: list[str], lang: str = "en", stage: Stage | None = None, **kwargs: Any) -> Any:
    """Play ``script`` at a 3-player table of 20-character names."""
    return Harness.play(script, lang=lang, stage=stage, players=LONG_NAMES, **kwargs)


def prompts(h: Any) -> list[str]:
    """Return the prompts of every read, without the space the app adds."""
    return [p.rstrip() for p in h.reader.prompts]


def assert_good_prompt(prompt: str, lang: str) -> None:
    """A prompt names its decision (not the shell's default), ends with a colon and fits
    a 40-cell Braille display."""
    assert prompt != L10n(lang)("shell-prompt-decision").rstrip(), prompt
    assert prompt.endswith(":"), prompt
    assert len(prompt) <= PROMPT_MOST, (len(prompt), prompt)


# -- staging ------------------------------------------------------------------------------------

def drawn(state: AquarettoState) -> AquarettoState:
    """Stage: seat 0 has drawn a polar bear with fish and must load it on one of 3 trucks."""
    return replace(state, current=0, phase=Phase.LOAD_TRUCK, drawn=T("polar-bear-fish1"))


def choosing(state: AquarettoState) -> AquarettoState:
    """Stage: seat 0 took a truck of 3 tiles and chooses which to place."""
    state = with_player(state, 0, park=PARK)
    return replace(state, current=0, phase=Phase.CHOOSE_TILE, tasks=(),
                   hand=(T("orca-plain1"), T("sea-lion-male1"), T("dolphin-plain3")))


def placing_in_empty_park(state: AquarettoState) -> AquarettoState:
    """Stage: seat 0 places a tile in an empty park: 19 legal cells, listed by row."""
    return replace(state, current=0, phase=Phase.PLACE_TILE,
                   tasks=(TileTask(T("polar-bear-plain1"), Source.TRUCK),))


def placing_few(state: AquarettoState) -> AquarettoState:
    """Stage: seat 0 places an orca in the staged park: 9 legal cells and the depot."""
    state = with_player(state, 0, park=PARK)
    return replace(state, current=0, phase=Phase.PLACE_TILE,
                   tasks=(TileTask(T("orca-plain1"), Source.TRUCK),))


TRAINABLE = park_of({"3C": "dolphin-plain1"})
"""One dolphin in the park: a new worker has 21 places, the trainers' 18 on the empty fields
behind one entry."""


def new_worker_many(state: AquarettoState) -> AquarettoState:
    """Stage: seat 0 places a new worker with 21 places to choose from."""
    state = with_player(state, 0, park=TRAINABLE)
    return replace(state, current=0, phase=Phase.PLACE_WORKER, tasks=(WorkerTask(),))


# -- (1) every prompt names its decision ----------------------------------------------------------

WALKS: list[tuple[str, Stage | None, list[str], list[str]]] = [
    ("turn, money actions, cancel", rich_turn, ["2", "1", "back", "back"],
     ["Action, 1 to 2:", "Money action, 1 to 6:", "Place the orca, 1 to 10:",
      "Action, 1 to 2:", "Action, 1 to 2:"]),
    ("move a worker", rich_turn, ["2 2"], ["Action, 1 to 2:", "Move the cashier, 1 to 19:"]),
    ("truck for a drawn tile", drawn, ["map"],
     ["Truck for the polar bear, 1 to 3:", "Truck for the polar bear, 1 to 3:"]),
    ("next truck tile", choosing, ["1"], ["Next tile, 1 to 3:", "Place the orca, 1 to 10:"]),
    ("cells by row", placing_in_empty_park, ["2", "back"],
     ["Place the polar bear, 1 to 6:", "Cell in row 2, 1 to 5:",
      "Place the polar bear, 1 to 6:"]),
    ("trainers behind one entry", new_worker_many, ["4", "back"],
     ["New worker, 1 to 4:", "Trainer's cell, 1 to 18:", "New worker, 1 to 4:"]),
    ("board by side and by cell", rich_turn, ["expand small", "2", "back", "2F"],
     ["Action, 1 to 2:", "Small board, side, 1 to 5:", "Small board right, 1 to 14:",
      "Small board, side, 1 to 5:", "Small board on 2F, 1 to 6:"]),
    ("exploring", placing_few, ["explore", "n", "back"],
     ["Place the orca, 1 to 10:", "Explore, n s e w, back ends:",
      "Explore, n s e w, back ends:", "Place the orca, 1 to 10:"]),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("name", "stage", "script", "expected"), WALKS,
                         ids=[w[0] for w in WALKS])
def test_every_prompt_names_its_decision(lang: str, name: str, stage: Stage | None,
                                         script: list[str], expected: list[str]) -> None:
    h = play(script, lang=lang, stage=stage)
    said = prompts(h)[:len(expected)]
    for prompt in said:
        assert_good_prompt(prompt, lang)
    if lang == "en":
        assert said == expected
    else:
        assert len(set(said)) == len(set(expected)), said


def test_czech_prompts_read_naturally() -> None:
    assert prompts(play(["2"], "cs", rich_turn))[:2] == ["Akce, 1 až 2:", "Peněžní akce, 1 až 6:"]
    assert prompts(play([], "cs", drawn))[0] == "Vůz pro ledního medvěda, 1 až 3:"
    assert prompts(play([], "cs", placing_few))[0] == "Umísti kosatku, 1 až 10:"
    assert prompts(play(["2"], "cs", placing_in_empty_park))[1] == "Pole v řadě 2, 1 až 5:"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_prompts_of_a_whole_game_fit_and_name_the_decision(lang: str) -> None:
    h = play([], lang=lang, seed=3, when_done="1")
    assert h.match.is_over()
    kinds = set(prompts(h))
    assert len(kinds) > 5, "the turn, the truck, the tile, the cell... each has its own"
    for prompt in kinds:
        assert_good_prompt(prompt, lang)


# -- (2) lists a Braille reader can walk ------------------------------------------------------------

def test_a_long_list_goes_one_entry_a_line_and_a_short_one_stays_one_line() -> None:
    h = play(["1"], stage=choosing)
    assert h.reply(0)[-1] == "Which tile next? 1: orca, 2: male sea lion, 3: dolphin."
    placing = h.reply(1)
    start = placing.index("Place the orca, 10 choices:")
    assert placing[start + 1:] == ["1: 2A", "2: 2E", "3: 3A", "4: 3B", "5: 3D", "6: 4B",
                                   "7: 4C", "8: 5C", "9: 5D", "10: depot"]


def test_many_cells_are_grouped_by_row_and_a_row_opens_its_own_list() -> None:
    h = play(["3"], stage=placing_in_empty_park)
    assert h.reply(0)[-8:] == ["Place the polar bear, 19 legal cells. Choose a row, or type a cell.",
                          "Rows, 6 choices:", "1: row 1: 1B, 1C and 1D",
                          "2: row 2: 2A, 2B, 2C, 2D and 2E", "3: row 3: 3A, 3B, 3C, 3D and 3E",
                          "4: row 4: 4B, 4C, 4D and 4E", "5: row 5: 5C and 5D", "6: depot"]
    assert h.reply(1) == ["Place the polar bear in row 3: 1: 3A, 2: 3B, 3: 3C, 4: 3D, 5: 3E. "
                          "Back returns to all rows."]


def test_the_trainers_wait_behind_one_entry_beyond_20_places() -> None:
    h = play(["4"], stage=new_worker_many)
    assert h.reply(0)[-1:] == ["Place the new worker: 1: cashier, 1 point; 2: keeper, 0 points; "
                               "3: manager, 0 points; 4: trainer, 18 places."]
    opened = h.reply(1)
    assert opened[0] == "Trainer's place, 18 choices:"
    assert opened[1] == "1: trainer on 1B, 0 points"
    assert opened[-1] == "Back returns to the whole list."
    assert len(opened) == 20


def test_a_long_depot_is_a_heading_and_one_tile_a_line() -> None:
    depot = tuple(T(c) for c in ("orca-plain1", "hippo-male1", "dolphin-plain2", "orca-plain2",
                                 "sea-lion-plain1", "hippo-fish1", "crocodile-plain1"))
    h = play(["depot"], stage=lambda s: with_player(rich_turn(s), 0, depot=depot))
    assert h.reply(1) == ["Your depot, 7 tiles, top first:", "crocodile", "hippo with fish",
                          "sea lion",
                          "orca", "dolphin", "male hippo", "orca",
                          "5 species, minus 10 at the end."]
    assert play(["depot"], stage=rich_turn).reply(1) == [
        "Your depot, 2 tiles, top first: orca, male hippo. 2 species, minus 4 at the end."]


# -- (3) a bot's turn in few lines ----------------------------------------------------------------

TELL = AquarettoSession._tell
"""The session's own telling of events, which the bot-turn tests wrap."""
GAME_OVER = ("Game over.", "Konec hry.")
"""How the result's first line starts."""


def bot_turns(monkeypatch: pytest.MonkeyPatch, verbosity: str,
              lang: str = "en") -> list[tuple[tuple[Event, ...], list[str]]]:
    """Play a seeded game and return each bot turn told: its events and its lines."""
    told: list[tuple[tuple[Event, ...], list[str]]] = []
    original = TELL

    def tell(session: AquarettoSession, events: tuple[Event, ...]) -> None:
        before = len(session.app.announcer.sink.said)  # type: ignore[attr-defined]
        original(session, events)
        said = session.app.announcer.sink.said[before:]  # type: ignore[attr-defined]
        seats = {getattr(e, "player", None) for e in events} - {None}
        if seats and seats <= {1, 2}:
            told.append((events, [s.text for s in said]))

    monkeypatch.setattr(AquarettoSession, "_tell", tell)
    h = play([], lang=lang, seed=2, when_done="1", verbosity=verbosity)
    assert h.match.is_over()
    return told


def own_lines(events: tuple[Event, ...], lines: list[str]) -> int:
    """Return how many of a bot turn's lines are the bot's own: those before the result
    that start with its name (or mark the listener's table), not the table's (a round ends,
    the last round begins)."""
    seat = next(getattr(e, "player") for e in events if getattr(e, "player", None) is not None)
    name = LONG_NAMES[seat].name
    ended = next((i for i, line in enumerate(lines) if line.startswith(GAME_OVER)), len(lines))
    return sum(1 for line in lines[:ended] if line.startswith((name, "For you", "Pro tebe")))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_bots_turn_takes_two_lines_at_most(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    turns = bot_turns(monkeypatch, "normal", lang)
    assert len(turns) > 20
    for events, lines in turns:
        assert own_lines(events, lines) <= 2, lines
    assert any(len(events) >= 4 and own_lines(events, lines) == 1 for events, lines in turns), \
        "a truck taken and placed tile by tile is one line"


def test_brief_tells_a_bots_turn_shorter_and_full_tells_every_event(
        monkeypatch: pytest.MonkeyPatch) -> None:
    normal = bot_turns(monkeypatch, "normal")
    brief = bot_turns(monkeypatch, "brief")
    full = bot_turns(monkeypatch, "full")
    assert [e for e, _ in normal] == [e for e, _ in brief]
    assert [x for e, _ in normal for x in e] == [x for e, _ in full for x in e], \
        "full tells each decision of a bot as it happens, the same events"
    for (_, short), (_, usual) in zip(brief, normal):
        assert len(" ".join(short)) <= len(" ".join(usual))
    assert sum(len(" ".join(s)) for _, s in brief) < 0.8 * sum(len(" ".join(u))
                                                              for _, u in normal)
    for events, lines in full:
        game_ended = any(isinstance(e, ev.GameEnded) for e in events)
        assert game_ended or len(lines) == len(events), "full says every event on its own line"


def test_a_purchase_from_your_depot_is_marked_for_you() -> None:
    from accessible_games.games.aquaretto.narration import AquarettoNarrator
    narrator = AquarettoNarrator(L10n("en"), LONG_NAMES, "normal")
    bought = ev.TileBought(1, 0, T("orca-plain1"), (2, 2), 3, 0, 2)
    lines = narrator.turn_lines((bought,), 0)
    assert lines == ["For you: Bot Greenfield Eight buys the orca from your depot for 2 coins, "
                     "1 of them to you. It goes on 2C. The orca pool has 3 tiles now."]


# -- (4) no line over 200 characters --------------------------------------------------------------

@pytest.mark.parametrize(("lang", "verbosity", "seed"), [
    ("en", "brief", 1), ("cs", "normal", 4), ("en", "full", 4), ("cs", "brief", 1),
    ("cs", "full", 1), ("en", "normal", 1)])
def test_no_line_of_a_whole_game_passes_200_characters(lang: str, verbosity: str,
                                                       seed: int) -> None:
    h = play([], lang=lang, seed=seed, when_done="1", verbosity=verbosity)
    assert h.match.is_over()
    longest = max(h.lines(), key=len)
    assert len(longest) <= LINE_MOST, longest
