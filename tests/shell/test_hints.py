"""``hint`` (Czech ``rada``) in every game and both languages, driven in-process.

What a hint names is the strong bot's choice from the player's own view, and typing what
it says to type makes exactly that choice; a hint changes nothing and says the same when
asked again; it is private in hot-seat play; the settings can turn it off; in a tutorial
it names the example's step; and two tables that differ only in what the player may not
know give the very same hint.  The search budget is made tiny here (the benchmark and the
closing figures are about strength, these tests about behaviour).
"""

from __future__ import annotations

import re
import time
from functools import partial
from typing import Any

import pytest

import accessible_games.shell.session as session_module
from accessible_games import registry
from accessible_games.core.game import PlayerSpec
from accessible_games.core.search import Budget
from accessible_games.narration.l10n import L10n
from accessible_games.registry import GAME_IDS
from accessible_games.shell.hints import analyse, hint_seed
from accessible_games.shell.settings import Settings
from tests.harness import ANNA, BOB, BOT_GREEN, Harness

TINY = Budget(4)
"""A search of a few iterations: enough to rank, quick enough for the suite."""


@pytest.fixture(autouse=True)
def tiny_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every hint (and strong bot) of these tests searches with ``TINY``."""
    monkeypatch.setattr(session_module, "search_budget", lambda game, seconds=1.0: TINY)


def harness(game_id: str, script: list[Any], **kwargs: Any) -> Harness:
    """Return a harness of ``game_id``, a player and a greedy bot unless told."""
    kind = type(f"Harness_{game_id}", (Harness,), {"game_id": game_id})
    kwargs.setdefault("players", (ANNA, BOT_GREEN))
    return kind(script, **kwargs)


def hint_pattern(lang: str) -> re.Pattern[str]:
    """Return the first line of a hint as a pattern: group 1 the choice, 2 what to type."""
    text = L10n(lang)("shell-hint", {"choice": "\x01", "typed": "\x02"})
    return re.compile(re.escape(text).replace("\x01", "(.+)").replace("\x02", "([^()]+)"))


def typed_in(lines: list[str], lang: str) -> str:
    """Return what the hint among ``lines`` says to type."""
    found = [m for line in lines if (m := hint_pattern(lang).match(line))]
    assert found, lines
    return found[-1].group(2)


def best_action(h: Harness, seat: int) -> Any:
    """Return the strong bot's choice a hint at ``seat``'s decision now names."""
    match = h.match
    return analyse(match.game, partial(h.session.bot_factory, "greedy"), TINY,
                   time.process_time, hint_seed(seat, len(match.history)), match.view(seat),
                   match.legal_actions(seat)).best.action


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hinted_choice_is_what_typing_its_words_makes(game_id: str, lang: str) -> None:
    word = {"en": "hint", "cs": "rada"}[lang]
    expected: list[Any] = []

    def type_the_hint() -> str:
        best = best_action(h, 0)
        expected.extend([best, h.session.choice_words(0, best)[0]])
        return typed_in(h.reply(1), lang)

    h = harness(game_id, [word, word, type_the_hint], lang=lang)
    h.run()
    first, again = h.reply(1), h.reply(2)
    assert len(first) == 2 and first == again, "two lines, the same when asked again"
    assert all(len(line) <= 200 for line in first), "each line fits the point of decision"
    assert h.unchanged(1, 3), "a hint commits nothing"
    assert hint_pattern(lang).match(first[0]).group(1) == expected[1], "it names the choice"
    mine = [action for seat, action in h.match.history[h.snaps[3].history:] if seat == 0]
    assert mine and mine[0] == expected[0], "typing the hint's words makes its choice"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_hints_off_in_the_settings_say_so_and_nothing_else(lang: str) -> None:
    h = harness(GAME_IDS[0], ["hint" if lang == "en" else "rada"], lang=lang,
                settings=Settings(bot_delay=0, hints=False)).run()
    assert h.reply(1) == [L10n(lang)("shell-hint-off")]


def test_a_hint_in_hot_seat_is_for_the_player_who_asked() -> None:
    """Anna asks at her turn; Bob, at his, cannot hear it again from the history."""
    # reads: 1 Anna's Enter, 2 hint, 3 Anna plays, 4 Bob's Enter, 5 history
    h = harness(GAME_IDS[0], ["", "hint", "1", "", "history 200"], players=(ANNA, BOB)).run()
    hint = h.reply(2)
    assert hint and hint_pattern("en").match(hint[0])
    assert all(said.keyboard == 0 for said in h.sink.said if said.read_no == 2)
    heard_by_bob = h.reply(5)
    assert heard_by_bob
    assert not set(hint) & set(heard_by_bob), "Anna's hint is not in Bob's history"


def twin_table(game_id: str, seed: int) -> tuple[Any, Any]:
    """Return the dealt state of a 3-seat game in which seat 0 moves first, and a state
    seat 0 cannot tell from it, differing in what seat 0 may not know (drawn by the
    game's own sampler)."""
    game = registry.get_game(game_id)
    assert game is not None
    players = [ANNA, BOT_GREEN, PlayerSpec("Bot Blue", "greedy")]
    for deal in range(seed, seed + 50):
        state = game.new_game(players, {}, deal).state
        if 0 in game.to_move(state):
            break
    view = game.view(state, 0)
    for sample in range(1, 100):
        twin = game.sample_state(view, sample)
        if twin != state:
            assert game.view(twin, 0) == view
            return state, twin
    raise AssertionError("the sampler never changed the hidden part")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_what_the_player_may_not_know_changes_no_hint(game_id: str) -> None:
    """Two tables that differ only in what seat 0 may not know (another's hand, the order
    of the piles, sealed bids the bots made first) give the very same hint."""
    players = (ANNA, BOT_GREEN, PlayerSpec("Bot Blue", "greedy"))
    state, twin = twin_table(game_id, 31)
    runs = []
    for staged in (state, twin):
        h = harness(game_id, ["hint"], players=players,
                    stage=lambda dealt, staged=staged: staged).run()
        runs.append((h.match.game.view(h.snaps[1].state, 0), h.snaps[1].state, h.reply(1)))
    (view, true_state, hint), (twin_view, twin_state, twin_hint) = runs
    assert view == twin_view and true_state != twin_state, "the same view of two tables"
    assert hint and hint == twin_hint
