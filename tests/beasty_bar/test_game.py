"""The Beasty Bar game state through the match layer: setup, turns, drawing, the end and scoring."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import events_for
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.beasty_bar.rules import (
    GAME, BeastyBarState, Phase, Play, SetAside, Variant,
)
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import (
    ALL_CARDS, SEAT_COLOURS, STRENGTH, Animal, Colour, cards_of,
)


def start(players: int = 2, variant: str = "basic", seed: int = 1, first: int = 1) -> Match:
    """A match whose seat ``first`` (1-based) starts."""
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    return Match.start(GAME, specs, {"variant": variant, "first": first}, seed)


def finish_set_aside(match: Match, picks: dict[int, list[str]] | None = None) -> None:
    """Set aside the given cards (default: each player's four weakest), round robin."""
    state = match.state
    chosen = picks or {p: list(state.hands[p][-4:]) for p in range(state.player_count)}
    for index in range(4):
        for seat in sorted(chosen):
            match.act(seat, SetAside(chosen[seat][index]))


def play_first_legal(match: Match) -> None:
    (seat,) = match.to_move()
    match.act(seat, match.legal_actions(seat)[0])


# -- setup -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_basic_setup_deals_four_in_hand_and_eight_in_pile(players: int) -> None:
    """Each player gets one colour's 12 cards: 4 in hand, 8 face down in the pile."""
    match = start(players, "basic", seed=7)
    state: BeastyBarState = match.state
    assert state.variant is Variant.BASIC
    assert state.phase is Phase.PLAY
    assert state.colours == SEAT_COLOURS[:players]
    assert len(set(state.colours)) == players
    for seat, colour in enumerate(state.colours):
        assert len(state.hands[seat]) == 4
        assert len(state.piles[seat]) == 8
        assert state.set_aside[seat] == ()
        assert sorted(state.hands[seat] + state.piles[seat]) == sorted(cards_of(colour))
    assert state.queue == state.bar == state.thats_it == ()
    assert match.to_move() == frozenset({0})
    assert match.outcome() is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_events_deal_each_hand_privately(players: int) -> None:
    """The setup events hand each player their own hand, heard by them alone."""
    match = start(players, "basic", seed=3)
    dealt = [e for e in match.setup_events if isinstance(e, ev.HandDealt)]
    assert [e.player for e in dealt] == list(range(players))
    for event in dealt:
        assert set(event.cards) == set(match.state.hands[event.player])
        assert event.audience() == frozenset({event.player})
    for seat in range(players):
        heard = events_for(match.setup_events, seat)
        heard_hands = [e for e in heard if isinstance(e, ev.HandDealt)]
        assert [e.player for e in heard_hands] == [seat]
    assert not [e for e in events_for(match.setup_events, None) if isinstance(e, ev.HandDealt)]


def test_the_cards_are_shuffled() -> None:
    """Over many seeds a seat's deal is not always the same, nor in printed order."""
    deals = {start(2, "basic", seed).state.piles[0] for seed in range(20)}
    assert len(deals) == 20
    assert cards_of(Colour.RED)[4:] not in deals


@pytest.mark.parametrize("players", [0, 1, 5])
def test_wrong_player_count_is_refused(players: int) -> None:
    """Beasty Bar is for 2 to 4 players."""
    with pytest.raises(IllegalAction) as info:
        start(players)
    assert info.value.reason == "beasty-bar-error-player-count"


def test_unknown_variant_is_refused() -> None:
    """Only "basic" and "advanced" exist."""
    with pytest.raises(IllegalAction) as info:
        Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")], {"variant": "expert"}, 1)
    assert info.value.reason == "beasty-bar-error-variant"


def test_variant_defaults_to_basic() -> None:
    """No variant option means the basic game."""
    match = Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")], {}, 1)
    assert match.state.variant is Variant.BASIC


# -- who starts (issue 16, item 11) ------------------------------------------------------


def drawn(players: int, seed: int, variant: str = "basic") -> Match:
    """A match without the "first" option: the first player is drawn from the seed."""
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    return Match.start(GAME, specs, {"variant": variant}, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_player_is_drawn_from_the_seed(players: int) -> None:
    """Without the option, every seat starts some games, the same seed draws the same
    seat, and the opening events name who starts."""
    starts = Counter()
    for seed in range(40):
        match = drawn(players, seed)
        first = match.state.first
        assert match.state.current == first and match.to_move() == frozenset({first})
        assert drawn(players, seed).state.first == first
        (started,) = [e for e in match.setup_events if isinstance(e, ev.GameStarted)]
        (begins,) = [e for e in match.setup_events if isinstance(e, ev.PlayBegins)]
        assert started.first == begins.first == first
        starts[first] += 1
    assert sorted(starts) == list(range(players)), starts
    assert min(starts.values()) >= 40 // players // 3, starts


@pytest.mark.parametrize(("players", "first"), [(2, 2), (3, 3), (4, 1), (4, 2)])
def test_first_option_names_the_starting_seat(players: int, first: int) -> None:
    for variant in ("basic", "advanced"):
        match = start(players, variant, seed=9, first=first)
        assert match.state.first == first - 1
        (started,) = [e for e in match.setup_events if isinstance(e, ev.GameStarted)]
        assert started.first == first - 1
        if variant == "advanced":
            finish_set_aside(match)
        assert match.to_move() == frozenset({first - 1})


@pytest.mark.parametrize("first", [0, 3, -1, "2", 1.0, True, None])
def test_first_option_outside_the_table_is_refused(first: object) -> None:
    options = {"variant": "basic", "first": first}
    if first is None:
        Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")], options, 1)  # None: drawn
        return
    with pytest.raises(IllegalAction) as info:
        Match.start(GAME, [PlayerSpec("a"), PlayerSpec("b")], options, 1)
    assert info.value.reason == "beasty-bar-error-first-player"
    assert info.value.args_map == {"count": 2}


def test_a_seed_deals_the_same_hands_whoever_starts() -> None:
    """The draw of the first player has its own stream: the deal of a seed stays."""
    for seed in range(10):
        by_first = {first: start(3, seed=seed, first=first).state for first in (1, 2, 3)}
        deals = {(s.hands, s.piles, s.rng) for s in [*by_first.values(), drawn(3, seed).state]}
        assert len(deals) == 1


def test_an_old_save_without_the_option_resumes_as_played(tmp_path) -> None:
    """A save from before the draw has no "first" and seat 1 started: it loads, replays
    and goes on exactly as it was played, whatever the draw of its seed would be."""
    from accessible_games import registry
    from accessible_games.core.save import load, to_json
    seed = next(s for s in range(50) if drawn(2, s).state.first != 0)
    old = start(2, seed=seed, first=1)
    for _ in range(5):
        play_first_legal(old)
    path = tmp_path / "old.json"
    data = to_json(old)  # the plain document (schema 1) such versions wrote
    del data["options"]["first"]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, _ = load(path, registry.get_game)
    assert loaded.state == old.state and loaded.history == old.history
    assert loaded.options == {"variant": "basic", "first": 1}
    play_first_legal(old)
    play_first_legal(loaded)
    assert loaded.state == old.state


def test_a_new_save_with_a_drawn_first_player_keeps_its_options(tmp_path) -> None:
    from accessible_games import registry
    from accessible_games.core.save import load, save
    for seed in (0, 1, 2, 3):
        match = drawn(2, seed)
        play_first_legal(match)
        save(tmp_path / "new.json", match)
        loaded, _ = load(tmp_path / "new.json", registry.get_game)
        assert loaded.state == match.state and loaded.options == match.options


def test_same_seed_same_deal_different_seed_different_deal() -> None:
    """A seed fixes the deal; another seed gives another deal."""
    assert start(3, seed=11).state == start(3, seed=11).state
    deals = {(s.hands, s.piles) for s in (start(3, seed=n).state for n in range(10))}
    assert len(deals) == 10


def test_same_seed_same_game() -> None:
    """Seed plus the same actions give the same states and the same events."""
    a, b = start(4, seed=99), start(4, seed=99)
    assert a.setup_events == b.setup_events
    chooser = Rng(5)
    while not a.is_over():
        (seat,) = a.to_move()
        assert a.legal_actions(seat) == b.legal_actions(seat)
        action = chooser.choice(a.legal_actions(seat))
        assert a.act(seat, action) == b.act(seat, action)
        assert a.state == b.state
    assert b.is_over()
    assert a.outcome() == b.outcome()


# -- advanced variant set-aside --------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_advanced_set_aside_phase(players: int) -> None:
    """Advanced: everyone holds all 12 and sets 4 aside, one SetAside at a time,
    in any order; then 4 in hand and 4 in the pile from the other 8."""
    match = start(players, "advanced", seed=5)
    state = match.state
    assert state.phase is Phase.SET_ASIDE
    assert match.to_move() == frozenset(range(players))
    for seat, colour in enumerate(state.colours):
        assert sorted(state.hands[seat]) == sorted(cards_of(colour))
        assert match.legal_actions(seat) == [SetAside(c) for c in state.hands[seat]]
    # The last seat finishes first, then the others in turn.
    last = players - 1
    lasts = list(match.state.hands[last][:4])
    for index, card in enumerate(lasts):
        match.act(last, SetAside(card))
        assert match.state.set_aside[last] == tuple(lasts[:index + 1])
        assert card not in match.state.hands[last]
    assert match.to_move() == frozenset(range(last))
    assert match.legal_actions(last) == []
    with pytest.raises(IllegalAction) as info:
        match.act(last, SetAside(match.state.hands[last][0]))
    assert info.value.reason == "core-error-not-your-turn"
    picks = {seat: [cards_of(c)[i] for i in (0, 3, 6, 11)]
             for seat, c in enumerate(match.state.colours) if seat != last}
    for index in range(4):
        for seat in sorted(picks):
            assert seat in match.to_move()
            match.act(seat, SetAside(picks[seat][index]))
    state = match.state
    assert state.phase is Phase.PLAY
    assert match.to_move() == frozenset({0})
    for seat, colour in enumerate(state.colours):
        expected_aside = lasts if seat == last else picks[seat]
        assert state.set_aside[seat] == tuple(expected_aside)
        assert len(state.hands[seat]) == 4
        assert len(state.piles[seat]) == 4
        rest = set(cards_of(colour)) - set(expected_aside)
        assert set(state.hands[seat] + state.piles[seat]) == rest


def test_advanced_illegal_actions_during_and_after_set_aside() -> None:
    """No play before setting aside; no setting aside twice or after the phase."""
    match = start(2, "advanced", seed=2)
    with pytest.raises(IllegalAction) as info:
        match.act(0, Play("R12"))
    assert info.value.reason == "beasty-bar-error-set-aside-first"
    match.act(0, SetAside("R12"))
    with pytest.raises(IllegalAction) as info:
        match.act(0, SetAside("R12"))
    assert info.value.reason == "beasty-bar-error-not-in-hand"
    with pytest.raises(IllegalAction) as info:
        match.act(0, SetAside("G12"))
    assert info.value.reason == "beasty-bar-error-not-in-hand"
    match.act(0, SetAside("R1"))
    match.act(0, SetAside("R2"))
    match.act(0, SetAside("R3"))
    finish_set_aside(match, {1: ["G1", "G2", "G3", "G4"]})
    assert match.state.phase is Phase.PLAY
    assert match.state.set_aside == (("R12", "R1", "R2", "R3"), ("G1", "G2", "G3", "G4"))
    with pytest.raises(IllegalAction) as info:
        match.act(0, SetAside(match.state.hands[0][0]))
    assert info.value.reason == "beasty-bar-error-not-setting-aside"


def test_set_aside_events_are_private() -> None:
    """Only the player hears which card they set aside; everyone hears when they are done."""
    match = start(2, "advanced", seed=2)
    for card in ("R12", "R11", "R10"):
        events = match.act(0, SetAside(card))
        assert [type(e) for e in events] == [ev.CardSetAside]
        assert events_for(events, 1) == ()
        assert events_for(events, 0) == events
    events = match.act(0, SetAside("R9"))
    assert [type(e) for e in events_for(events, 1)] == [ev.SetAsideDone]


# -- turns and drawing ---------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turns_go_round_and_each_play_draws(players: int) -> None:
    """Seats play in order; after each play the player draws the top pile card
    until the pile is empty, then the hand shrinks."""
    match = start(players, "basic", seed=21)
    expected_seat = 0
    while not match.is_over():
        state = match.state
        assert match.to_move() == frozenset({expected_seat})
        action = match.legal_actions(expected_seat)[0]
        pile = state.piles[expected_seat]
        hand = state.hands[expected_seat]
        events = match.act(expected_seat, action)
        new = match.state
        assert new.turn == state.turn + 1
        if pile:
            assert new.piles[expected_seat] == pile[1:]
            assert Counter(new.hands[expected_seat]) == Counter(
                [c for c in hand if c != action.card] + [pile[0]])
            drawn = [e for e in events if isinstance(e, ev.CardDrawn)]
            assert [(e.player, e.card, e.pile_left) for e in drawn] == [
                (expected_seat, pile[0], len(pile) - 1)]
            hidden = [e for e in events_for(events, (expected_seat + 1) % players)
                      if isinstance(e, ev.CardDrawnHidden)]
            assert [e.player for e in hidden] == [expected_seat]
        else:
            assert new.hands[expected_seat] == tuple(c for c in hand if c != action.card)
        for other in range(players):
            if other != expected_seat:
                assert new.hands[other] == state.hands[other]
                assert new.piles[other] == state.piles[other]
        expected_seat = (expected_seat + 1) % players
    assert match.state.turn == 12 * players


@pytest.mark.parametrize(("players", "variant", "plays"), [
    (2, "basic", 24), (3, "basic", 36), (4, "basic", 48),
    (2, "advanced", 16), (3, "advanced", 24), (4, "advanced", 32),
])
def test_game_ends_when_nobody_has_cards(players: int, variant: str, plays: int) -> None:
    """The game runs until every hand and pile is empty, then nobody is to move."""
    match = start(players, variant, seed=8)
    if variant == "advanced":
        finish_set_aside(match)
    count = 0
    while not match.is_over():
        assert match.outcome() is None
        assert any(match.state.hands)
        play_first_legal(match)
        count += 1
    state = match.state
    assert count == plays
    assert state.phase is Phase.OVER
    assert all(h == () for h in state.hands) and all(p == () for p in state.piles)
    assert match.to_move() == frozenset()
    assert all(match.legal_actions(p) == [] for p in range(players))
    outcome = match.outcome()
    assert outcome is not None
    assert len(outcome.scores) == len(outcome.places) == players


def test_game_ended_event_carries_the_outcome() -> None:
    """The last play announces the final scores."""
    match = start(2, "basic", seed=4)
    events: tuple[object, ...] = ()
    while not match.is_over():
        (seat,) = match.to_move()
        events = match.act(seat, match.legal_actions(seat)[-1])
    ended = [e for e in events if isinstance(e, ev.GameEnded)]
    outcome = match.outcome()
    assert outcome is not None
    assert [(e.scores, e.places, e.tie_break) for e in ended] == [
        (outcome.scores, outcome.places, outcome.tie_break)]


# -- the match layer refusing actions ------------------------------------------------------


def _snapshot(match: Match) -> tuple[object, ...]:
    return (match.state, list(match.history), GAME.state_to_json(match.state))


def test_act_refuses_not_your_turn_and_changes_nothing() -> None:
    """A player out of turn is told so; state and history stay as they were."""
    match = start(2, seed=1)
    play_first_legal(match)
    before = _snapshot(match)
    with pytest.raises(IllegalAction) as info:
        match.act(0, Play(match.state.hands[0][0]))
    assert info.value.reason == "core-error-not-your-turn"
    assert _snapshot(match) == before


@pytest.mark.parametrize("make_action", [
    lambda s: Play("G12" if "G12" not in s.hands[0] else "B12"),
    lambda s: Play("X9"),
    lambda s: SetAside(s.hands[0][0]),
])
def test_act_refuses_with_the_games_explanation(make_action: object) -> None:
    """An illegal action is refused with the reason from explain(); nothing changes."""
    match = start(2, seed=1)
    action = make_action(match.state)  # type: ignore[operator]
    expected = GAME.explain(match.state, 0, action)
    assert expected is not None
    before = _snapshot(match)
    with pytest.raises(IllegalAction) as info:
        match.act(0, action)
    assert info.value.reason == expected.reason
    assert info.value.reason != "core-error-illegal-action"
    assert _snapshot(match) == before


def test_act_refuses_a_bad_choice_with_the_rules_reason() -> None:
    """A parrot with no victim on a non-empty queue: the rules' own reason."""
    match = start(2, seed=1)
    state = match.state
    # Give red the parrot in hand, with two green animals waiting.
    red = ("R2", "R3", "R4", "R5")
    green = ("G7", "G8")
    green_rest = tuple(c for c in cards_of(Colour.GREEN) if c not in green)
    match.state = dataclasses.replace(
        state, hands=(red, green_rest[:4]),
        piles=(tuple(c for c in cards_of(Colour.RED) if c not in red), green_rest[4:]),
        queue=green)
    parrot = "R2"
    assert Play(parrot, (1,)) in match.legal_actions(0)
    before = _snapshot(match)
    with pytest.raises(IllegalAction) as info:
        match.act(0, Play(parrot))
    assert info.value.reason == "beasty-bar-error-parrot-needs-victim"
    assert _snapshot(match) == before
    with pytest.raises(IllegalAction) as info:
        match.act(0, Play(parrot, (len(match.state.queue) + 1,)))
    assert info.value.reason == "beasty-bar-error-bad-position"
    assert _snapshot(match) == before


def test_act_refuses_after_the_game_is_over() -> None:
    """Once nobody has cards, every action is refused as game over."""
    match = start(2, seed=3)
    while not match.is_over():
        play_first_legal(match)
    before = _snapshot(match)
    for player in (0, 1):
        with pytest.raises(IllegalAction) as info:
            match.act(player, Play("R1"))
        assert info.value.reason == "core-error-game-over"
    assert _snapshot(match) == before
    assert GAME.explain(match.state, 0, Play("R1")) is not None


def test_explain_is_none_exactly_for_legal_actions() -> None:
    """explain() agrees with legal_actions() on every card and a choice sample."""
    match = start(2, seed=12)
    for _ in range(9):
        play_first_legal(match)
    state = match.state
    (seat,) = match.to_move()
    legal = set(match.legal_actions(seat))
    candidates = {Play(card, choices) for card in ALL_CARDS
                  for choices in [(), (1,), (2,), (3,), (1, 1), (2, 2)]}
    for action in candidates:
        assert (GAME.explain(state, seat, action) is None) == (action in legal), action


# -- outcome ---------------------------------------------------------------------------


def _ended(players: int = 2, variant: Variant = Variant.BASIC, bar: tuple[str, ...] = (),
           queue: tuple[str, ...] = ()) -> BeastyBarState:
    """An end state built directly: empty hands and piles, the given bar and queue."""
    base: BeastyBarState = start(players).state
    placed = set(bar) | set(queue)
    rest = tuple(c for c in ALL_CARDS if c[0] in {col.value for col in base.colours}
                 and c not in placed)
    empty = tuple(() for _ in range(players))
    return dataclasses.replace(base, variant=variant, hands=empty, piles=empty,
                               set_aside=empty, queue=queue, bar=bar, thats_it=rest,
                               phase=Phase.OVER)


def test_outcome_basic_counts_animals_in_the_bar() -> None:
    """Basic: one point per own animal in the bar; animals left in the queue do not count."""
    state = _ended(2, Variant.BASIC, bar=("R1", "R2", "G12", "R3"), queue=("G4", "G5", "G6"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (3, 1)
    assert outcome.places == (1, 2)
    assert outcome.winners == (0,)
    assert outcome.tie_break == "none"
    assert outcome.details["animals"] == (3, 1)
    assert outcome.details["strengths"] == (6, 12)


def test_outcome_advanced_counts_points() -> None:
    """Advanced: the points on each card; fewer animals can win on points."""
    state = _ended(2, Variant.ADVANCED, bar=("R12", "R11", "R9", "G2"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (6, 4)
    assert outcome.details["animals"] == (3, 1)
    state = _ended(2, Variant.ADVANCED, bar=("R12", "R11", "G3", "G2"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (4, 8)
    assert outcome.places == (2, 1)
    assert outcome.tie_break == "none"


@pytest.mark.parametrize(("animal", "points"), [
    (Animal.LION, 2), (Animal.HIPPO, 2), (Animal.CROCODILE, 3), (Animal.SNAKE, 2),
    (Animal.GIRAFFE, 3), (Animal.ZEBRA, 4), (Animal.SEAL, 2), (Animal.CHAMELEON, 3),
    (Animal.MONKEY, 3), (Animal.KANGAROO, 4), (Animal.PARROT, 4), (Animal.SKUNK, 4),
])
def test_advanced_points_table(animal: Animal, points: int) -> None:
    """Each species' points, from the back of the summary card."""
    card = f"B{animal.value}"
    state = _ended(3, Variant.ADVANCED, bar=(card,))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (0, 0, points)
    assert outcome.details["points"] == (0, 0, points)
    assert animal.points == points


def test_outcome_tie_broken_by_lower_strength_sum() -> None:
    """Equal animal counts: the lower sum of strengths in the bar wins."""
    state = _ended(2, Variant.BASIC, bar=("G12", "R1", "G11", "R2"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (2, 2)
    assert outcome.places == (1, 2)
    assert outcome.winners == (0,)
    assert outcome.tie_break == "strength"
    assert outcome.details["strengths"] == (3, 23)


def test_outcome_tie_broken_by_strength_in_advanced() -> None:
    """Advanced: equal points, lower strength sum wins (zebra 4 vs parrot 4)."""
    state = _ended(2, Variant.ADVANCED, bar=("R7", "G2"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (4, 4)
    assert outcome.places == (2, 1)
    assert outcome.tie_break == "strength"


def test_outcome_still_tied_is_shared() -> None:
    """Same count and same strength sum: a shared first place."""
    state = _ended(3, Variant.BASIC, bar=("R1", "G12", "R12", "G1", "B2"))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (2, 2, 1)
    assert outcome.places == (1, 1, 3)
    assert outcome.winners == (0, 1)
    assert outcome.tie_break == "shared"


def test_outcome_empty_bar_everyone_shares_first() -> None:
    """Nobody got in: everyone shares first place."""
    outcome = GAME.outcome(_ended(4, Variant.BASIC))
    assert outcome is not None
    assert outcome.scores == (0, 0, 0, 0)
    assert outcome.places == (1, 1, 1, 1)
    assert outcome.tie_break == "shared"


def test_outcome_four_players_places() -> None:
    """Places count the players strictly ahead; ties below first keep their shared place."""
    bar = ("R1", "R2", "R3", "G12", "G11", "B4", "B5", "Y6")
    outcome = GAME.outcome(_ended(4, Variant.BASIC, bar=bar))
    assert outcome is not None
    assert outcome.scores == (3, 2, 2, 1)
    assert outcome.places == (1, 3, 2, 4)
    assert outcome.tie_break == "none"


def test_outcome_is_none_while_playing() -> None:
    """No outcome before the end, even with an empty hand somewhere."""
    match = start(2, seed=1)
    assert GAME.outcome(match.state) is None
    assert GAME.outcome(start(2, "advanced").state) is None


def test_strength_constants() -> None:
    """Strength 1-12, one per species, four colours: 48 cards."""
    assert len(ALL_CARDS) == 48 == len(set(ALL_CARDS))
    assert sorted(Counter(STRENGTH.values()).values()) == [4] * 12
