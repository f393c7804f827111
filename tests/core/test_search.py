"""The strong bot (``core.search``): legal moves from views in every game, the same choices
for the same seed and budget, nothing read of what its player may not know, dice that a
save can hold, and the ranked candidates a hint reads."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from accessible_games.core.bots import dice_states, set_dice_states
from accessible_games.core.game import Outcome, PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.core.search import Budget, SearchBot, Tuning, reward
from accessible_games.core.search import STRONG
from accessible_games.registry import GAME_IDS, entry, get_game, make_bot, search_budget


def strong(game_id: str, seed: int, iterations: int, rollout: str = "random") -> SearchBot:
    """Return a strong bot with a tiny budget (random rollouts by default: fast)."""
    bot = make_bot(game_id, STRONG, seed, Budget(iterations))
    assert isinstance(bot, SearchBot)
    bot.plan = replace(bot.plan, tuning=replace(bot.plan.tuning, rollout=rollout))
    return bot


def new_match(game_id: str, players: int, seed: int) -> AnyMatch:
    game = get_game(game_id)
    assert game is not None
    return Match.start(game, [PlayerSpec(f"P{n}") for n in range(players)], {}, seed)


def greedy_until(match: AnyMatch, steps: int, seed: int = 5) -> None:
    """Play ``steps`` decisions (or to the end) by greedy bots."""
    bots = [make_bot(match.game.game_id, "greedy", seed + n) for n in range(len(match.players))]
    for _ in range(steps):
        if match.is_over():
            return
        seat = min(match.to_move())
        match.act(seat, bots[seat].choose(match.view(seat), match.legal_actions(seat)))


SLOW = entry("aquaretto-zooloretto").game_id
"""The game too long to play whole here with a search at every decision: its test stops
after ``SLOW_STEPS`` decisions."""
SLOW_STEPS = 120


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [2, 3])
def test_the_strong_bot_plays_legal_moves_from_its_view_through_whole_games(
        game_id: str, players: int) -> None:
    """Seeded games, a strong bot in seat 1 against greedy bots: every choice is one of the
    very legal actions offered (``Match.act`` would refuse another), seen from its view."""
    match = new_match(game_id, players, 11)
    bot = strong(game_id, 3, 2)
    greedy = [make_bot(game_id, "greedy", 20 + n) for n in range(players)]
    searched = 0
    for _ in range(SLOW_STEPS if game_id == SLOW else 10**6):
        if match.is_over():
            break
        seat = min(match.to_move())
        view, legal = match.view(seat), match.legal_actions(seat)
        if seat == 1:
            action = bot.choose(view, legal)
            assert any(action is listed for listed in legal)
            searched += len(legal) > 1
        else:
            action = greedy[seat].choose(view, legal)
        match.act(seat, action)
    assert searched >= 5
    assert match.is_over() or game_id == SLOW


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_seed_and_budget_give_the_same_analysis(game_id: str) -> None:
    match = new_match(game_id, 2, 4)
    first, second, other = strong(game_id, 8, 4), strong(game_id, 8, 4), strong(game_id, 9, 4)
    differed = False
    for _ in range(12):
        if match.is_over():
            break
        seat = min(match.to_move())
        view, legal = match.view(seat), match.legal_actions(seat)
        one, two = first.analyse(view, legal), second.analyse(view, legal)
        assert one == two
        differed |= other.analyse(view, legal) != one
        match.act(seat, one.best.action)
    assert differed, "another seed searches otherwise"


def hidden_twin(match: AnyMatch, seat: int, seed: int) -> Any:
    """Return a state that ``seat`` cannot tell from the match's: drawn by the game's own
    sampler from ``seat``'s view, and checked to give the same view."""
    game = match.game
    view = game.view(match.state, seat)
    twin = game.sample_state(view, seed)
    assert game.view(twin, seat) == view
    return twin


def analyses_at(match: AnyMatch, state: Any, seat: int, game_id: str) -> Any:
    """Return the strong bot's analysis (what it plays and what a hint says) at ``state``,
    from a fresh bot of a fixed seed."""
    match.state = state
    return strong(game_id, 5, 12, rollout="greedy").analyse(match.view(seat),
                                                            match.legal_actions(seat))


def differing_twin(match: AnyMatch, seat: int, differs: Any) -> Any:
    """Return a hidden twin of the match's state in which ``differs(true, twin)`` holds."""
    for seed in range(1, 200):
        twin = hidden_twin(match, seat, seed)
        if differs(match.state, twin):
            return twin
    raise AssertionError("the sampler never changed the hidden part")


def leak_case(game_id: str) -> tuple[AnyMatch, int, Any]:
    """Return a match at a decision of seat 0 and a test of what seat 0 may not know."""
    match = new_match(game_id, 3, 21)
    if game_id == entry("o-zoo-le-mio").game_id:
        # seat 1 has bid and seat 0 has not: the twin's bid of seat 1 differs
        for _ in range(400):
            state = match.state
            if state.bids[1] is not None and state.bids[0] is None \
                    and len(match.legal_actions(0)) > 1:
                return match, 0, lambda a, b: a.bids[1] != b.bids[1]
            seat = max(match.to_move())
            bot = make_bot(game_id, "greedy", 1)
            match.act(seat, bot.choose(match.view(seat), match.legal_actions(seat)))
        raise AssertionError("no decision with another's bid sealed")
    greedy_until(match, 12)
    while 0 not in match.to_move() or len(match.legal_actions(0)) < 2:
        greedy_until(match, 1)
    if game_id == entry("beasty-bar").game_id:
        return match, 0, lambda a, b: a.hands[1] != b.hands[1]
    return match, 0, lambda a, b: a != b


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_leak_what_its_player_may_not_know_changes_no_choice(game_id: str) -> None:
    """Two states that differ only in what the deciding player may not know (another's
    hand, the order of the piles, another's sealed bid) give the very same analysis: the
    same choice and the same figures for a hint."""
    match, seat, differs = leak_case(game_id)
    true_state = match.state
    twin = differing_twin(match, seat, differs)
    assert twin != true_state
    assert analyses_at(match, true_state, seat, game_id) == \
        analyses_at(match, twin, seat, game_id)


def test_a_strong_bot_given_another_ones_dice_goes_on_choosing_as_that_one() -> None:
    """Its dice are all it remembers: a save holds them, and a resumed bot chooses alike."""
    game_id = GAME_IDS[0]
    match = new_match(game_id, 2, 6)
    first, second = strong(game_id, 1, 20), strong(game_id, 2, 20)
    greedy_until(match, 3)
    seat = min(match.to_move())
    first.choose(match.view(seat), match.legal_actions(seat))
    assert dice_states(first) != dice_states(second)
    assert set_dice_states(second, dice_states(first))
    compared = 0
    while not match.is_over():
        seat = min(match.to_move())
        view, legal = match.view(seat), match.legal_actions(seat)
        one, two = first.analyse(view, legal), second.analyse(view, legal)
        assert one == two
        compared += len(legal) > 1
        match.act(seat, one.best.action)
    assert compared >= 5 and vars(first).keys() == {"_rng", "plan"}


def last_placement(game_id: str) -> AnyMatch:
    """Return a 2-player O Zoo le Mio match at its last decision (a tile to lay), with
    several legal places."""
    for seed in range(30):
        match = new_match(game_id, 2, seed)
        while not match.is_over():
            seat = min(match.to_move())
            legal = match.legal_actions(seat)
            ends = [match.game.outcome(match.game.apply(match.state, seat, a).state)
                    for a in legal]
            if len(legal) > 2 and all(end is not None for end in ends):
                return match
            greedy_until(match, 1, seed)
    raise AssertionError("no last decision with a choice")


def test_the_hint_figures_are_the_outcomes_of_each_candidate() -> None:
    """At the game's last decision every candidate's figures are the very result it leads
    to: its mean score is the player's final score after it, its win share its share of
    first place; the candidates are every legal action, the best first by visits."""
    game_id = entry("o-zoo-le-mio").game_id
    match = last_placement(game_id)
    game, seat = match.game, min(match.to_move())
    legal = match.legal_actions(seat)
    analysis = strong(game_id, 4, 3 * len(legal)).analyse(match.view(seat), legal,
                                                          full=True)
    assert analysis.iterations == 3 * len(legal)
    assert sorted(map(id, (c.action for c in analysis.candidates))) == sorted(map(id, legal))
    visits = [c.visits for c in analysis.candidates]
    assert visits == sorted(visits, reverse=True) and sum(visits) == analysis.iterations
    assert all(c.visits for c in analysis.candidates)
    for candidate in analysis.candidates:
        end = game.outcome(game.apply(match.state, seat, candidate.action).state)
        assert end is not None
        best_other = max(s for n, s in enumerate(end.scores) if n != seat)
        assert candidate.mean_score == end.scores[seat]
        assert candidate.mean_margin == end.scores[seat] - best_other
        assert candidate.win_share == reward(end, seat, 0.0)
    assert analysis.best.win_share == max(c.win_share for c in analysis.candidates)


def test_the_reward_is_the_win_share_blended_with_the_margin() -> None:
    tied = Outcome((5, 5, 1), (1, 1, 3), "shared", {})
    assert reward(tied, 0, 0.0) == 0.5 and reward(tied, 2, 0.0) == 0.0
    won = Outcome((9, 3), (1, 2), "none", {})
    assert reward(won, 0, 0.2) == pytest.approx(0.8 + 0.2 * (0.5 + 0.5 * 6 / 7))
    assert reward(won, 1, 0.2) == pytest.approx(0.2 * (0.5 - 0.5 * 6 / 7))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_search_ends_once_its_choice_is_settled_and_chooses_as_the_whole_budget(
        game_id: str) -> None:
    """Without ``full`` the search stops when no remaining iterations could change the most
    visited action: the same choice as the whole budget's (from the same seed), and at some
    decisions fewer iterations."""
    match = new_match(game_id, 2, 6)
    saved = 0
    for _ in range(25):
        if match.is_over():
            break
        seat = min(match.to_move())
        view, legal = match.view(seat), match.legal_actions(seat)
        short = strong(game_id, 3, 40).analyse(view, legal)
        whole = strong(game_id, 3, 40).analyse(view, legal, full=True)
        assert short.best.action == whole.best.action
        assert whole.iterations == (40 if len(legal) > 1 else 0)
        assert short.iterations <= whole.iterations
        saved += whole.iterations - short.iterations
        match.act(seat, short.best.action)
    assert saved > 0


def test_a_single_legal_action_is_played_without_a_search() -> None:
    game_id = GAME_IDS[0]
    bot = strong(game_id, 1, 50)
    before = dice_states(bot)
    match = new_match(game_id, 2, 1)
    seat = min(match.to_move())
    only = match.legal_actions(seat)[:1]
    analysis = bot.analyse(match.view(seat), only)
    assert analysis.best.action is only[0] and analysis.iterations == 0
    assert dice_states(bot) == before


def test_the_safety_stop_ends_a_search_early_by_the_given_clock() -> None:
    game_id = GAME_IDS[0]
    ticks = iter(range(1000))
    bot = strong(game_id, 1, 500)
    bot.plan = replace(bot.plan, budget=Budget(500, 10.0), clock=lambda: float(next(ticks)))
    match = new_match(game_id, 2, 1)
    seat = min(match.to_move())
    assert bot.analyse(match.view(seat), match.legal_actions(seat)).iterations == 10


def test_the_budget_follows_the_thinking_time_and_bad_plans_are_refused() -> None:
    for game_id in GAME_IDS:
        one, two = search_budget(game_id, 1.0), search_budget(game_id, 2.0)
        assert two.iterations == 2 * one.iterations >= 2 and one.seconds is not None
        assert two.seconds is not None and two.seconds > one.seconds > 1.0
    bot = strong(GAME_IDS[0], 1, 1)
    with pytest.raises(ValueError):
        replace(bot.plan, budget=Budget(0))
    with pytest.raises(ValueError):
        replace(bot.plan, tuning=Tuning(rollout="clever"))


def test_a_tree_that_never_grows_is_the_flat_search_and_one_that_grows_is_not() -> None:
    """``expand_after`` beyond the budget keeps the search at the root, as ``depth`` 1
    does: the same analysis; a tree that grows at once searches otherwise."""
    game_id = GAME_IDS[0]
    match = new_match(game_id, 2, 3)
    greedy_until(match, 2)
    seat = min(match.to_move())
    view, legal = match.view(seat), match.legal_actions(seat)

    def analysis(**tuning: int) -> Any:
        bot = strong(game_id, 7, 60, rollout="greedy")
        bot.plan = replace(bot.plan, tuning=replace(bot.plan.tuning, **tuning))
        return bot.analyse(view, legal)

    flat = analysis(depth=1, expand_after=1)
    assert analysis(depth=0, expand_after=1000) == flat
    assert analysis(depth=0, expand_after=1) != flat
