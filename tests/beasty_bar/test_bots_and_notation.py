"""Beasty Bar bots (random and greedy) and the move notation."""

from __future__ import annotations

import dataclasses

import pytest

from accessible_games.core.bots import RandomBot
from accessible_games.core.errors import InvalidAction
from accessible_games.core.game import PlayerSpec
from accessible_games.core.rng import Rng
from accessible_games.games.beasty_bar.rules import (
    GAME, BeastyBarState, BeastyBarView, Play, SetAside,
)
from accessible_games.games.beasty_bar.rules.bots import GreedyBot, make_bot
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, COLOUR_OF, Colour, cards_of
from accessible_games.games.beasty_bar.rules.notation import (
    compact_label, format_move, parse_card, parse_move,
)
from accessible_games.games.beasty_bar.rules.resolve import resolve_play


def new_state(players: int, variant: str, seed: int) -> BeastyBarState:
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    state: BeastyBarState = GAME.new_game(specs, {"variant": variant, "first": 1}, seed).state
    return state


def bot_game(kinds: list[str], variant: str, seed: int) -> list[tuple[int, object]]:
    """Play a whole game with bots that see only their view; return the actions."""
    state = new_state(len(kinds), variant, seed)
    bots = [make_bot(kind, seed * 10 + seat) for seat, kind in enumerate(kinds)]
    turn_order = Rng(seed)
    record: list[tuple[int, object]] = []
    while GAME.to_move(state):
        player = turn_order.choice(sorted(GAME.to_move(state)))
        legal = GAME.legal_actions(state, player)
        view = GAME.view(state, player)
        action = bots[player].choose(view, legal)
        assert action in legal
        assert GAME.explain(state, player, action) is None
        record.append((player, action))
        state = GAME.apply(state, player, action).state
    assert GAME.outcome(state) is not None
    return record


@pytest.mark.parametrize(("kinds", "variant", "seed"), [
    (["random", "greedy"], "basic", 1),
    (["greedy", "greedy", "random"], "advanced", 2),
    (["greedy", "random", "greedy", "random"], "basic", 3),
    (["greedy", "greedy", "greedy", "greedy"], "advanced", 4),
    (["random", "random"], "advanced", 5),
])
def test_bots_always_choose_a_legal_action(kinds: list[str], variant: str, seed: int) -> None:
    """Given a view and the legal list, each bot returns one of the legal actions,
    through a whole game, in both variants (set-aside included)."""
    record = bot_game(kinds, variant, seed)
    # Basic: 12 plays each; advanced: 4 set aside + 8 plays each.
    assert len(record) == 12 * len(kinds)
    if variant == "advanced":
        assert sum(isinstance(a, SetAside) for _, a in record) == 4 * len(kinds)


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_same_seed_same_choices(kind: str) -> None:
    """Two bots built with the same seed choose the same actions in the same game."""
    assert bot_game([kind, kind, kind], "basic", 7) == bot_game([kind, kind, kind], "basic", 7)
    assert bot_game([kind, kind], "advanced", 8) == bot_game([kind, kind], "advanced", 8)


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_same_seed_same_choice_on_one_view(kind: str) -> None:
    """The choice is a function of seed, view and legal list."""
    state = new_state(3, "basic", 9)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    first = [make_bot(kind, 42).choose(view, legal) for _ in range(5)]
    assert len(set(first)) == 1
    bot_a, bot_b = make_bot(kind, 3), make_bot(kind, 3)
    assert [bot_a.choose(view, legal) for _ in range(10)] == [
        bot_b.choose(view, legal) for _ in range(10)]


def test_random_bot_varies_with_seed() -> None:
    """Different seeds do not all make the same choice among many options."""
    state = new_state(2, "advanced", 1)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    assert len({make_bot("random", s).choose(view, legal) for s in range(30)}) > 3
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)


def test_make_bot_rejects_unknown_kind() -> None:
    """Only "random" and "greedy" exist."""
    with pytest.raises(ValueError):
        make_bot("clever", 1)


def _table(hand: tuple[str, ...], queue: tuple[str, ...],
           variant: str = "basic") -> tuple[BeastyBarState, BeastyBarView]:
    """Red (seat 0) to play ``hand`` onto ``queue``; 3 players; other cards dealt out."""
    base = new_state(3, variant, 1)
    used = set(hand) | set(queue)
    hands, piles = [], []
    for seat, colour in enumerate(base.colours):
        rest = tuple(c for c in cards_of(colour) if c not in used)
        if seat == 0:
            hands.append(hand)
            piles.append(rest[:12 - len(hand) - 4])
        else:
            hands.append(rest[:4])
            piles.append(rest[4:])
    thats_it = tuple(c for c in cards_of(Colour.RED) if c not in used and c not in piles[0])
    state = dataclasses.replace(base, hands=tuple(hands), piles=tuple(piles), queue=queue,
                                thats_it=thats_it, current=0)
    return state, GAME.view(state, 0)


def test_greedy_plays_the_one_card_that_gets_its_animal_into_the_bar() -> None:
    """Four opponents' animals wait.  Only the red hippo pushes to the front and
    enters; the zebra, lone monkey and giraffe would let two opponents in and
    throw a red animal out.  The greedy bot plays the hippo."""
    hand = ("R11", "R8", "R7", "R4")
    queue = ("G3", "B2", "G2", "B1")
    state, view = _table(hand, queue)
    legal = GAME.legal_actions(state, 0)
    # The premise, checked with the rules: only the hippo puts a red animal in.
    red_in = [a for a in legal
              if isinstance(a, Play) and any(COLOUR_OF[c] is Colour.RED
                     for c in resolve_play(list(queue), a.card, a.choices)[1])]
    assert red_in == [Play("R11")]
    for seed in range(10):
        assert GreedyBot(seed).choose(view, legal) == Play("R11")


def test_greedy_parrot_scares_an_opponent_not_itself() -> None:
    """With a parrot and a waiting red animal, the greedy bot never sends its own animal out."""
    hand = ("R2", "R1", "R3", "R6")
    queue = ("R12", "G11", "B10")
    state, view = _table(hand, queue)
    legal = GAME.legal_actions(state, 0)
    for seed in range(10):
        action = GreedyBot(seed).choose(view, legal)
        assert action in legal
        assert action != Play("R2", (1,))


def test_greedy_set_aside_returns_a_hand_card() -> None:
    """In the set-aside phase the greedy bot picks one of its own cards."""
    state = new_state(2, "advanced", 3)
    for seat in (0, 1):
        legal = GAME.legal_actions(state, seat)
        action = GreedyBot(1).choose(GAME.view(state, seat), legal)
        assert action in legal


# -- notation -----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "move"), [
    ("R2 1", Play("R2", (1,))),
    ("G5 3 2", Play("G5", (3, 2))),
    ("g5 3 2", Play("G5", (3, 2))),
    ("  y12  ", Play("Y12")),
    ("R10O", Play("R10")),
    ("r10o", Play("R10")),
    ("B3 2", Play("B3", (2,))),
])
def test_parse_move(text: str, move: Play) -> None:
    """Card code (any case, optional O mark) followed by whole-number choices."""
    assert parse_move(text) == move


def test_format_parse_round_trip_on_every_legal_play() -> None:
    """format_move then parse_move gives back every legal play of real games."""
    seen = 0
    for seed in range(15):
        state = new_state(2 + seed % 3, "basic", seed)
        chooser = Rng(seed)
        while GAME.to_move(state):
            player = state.current
            legal = GAME.legal_actions(state, player)
            for action in legal:
                assert isinstance(action, Play)
                text = format_move(action)
                assert parse_move(text) == action
                assert parse_move(text.lower()) == action
                seen += 1
            state = GAME.apply(state, player, chooser.choice(legal)).state
    assert seen > 500


def test_format_move_examples() -> None:
    """Card code, then choices, separated by single spaces."""
    assert format_move(Play("R2", (1,))) == "R2 1"
    assert format_move(Play("G5", (3, 2))) == "G5 3 2"
    assert format_move(Play("Y12")) == "Y12"


def test_compact_label_marks_recurring_animals() -> None:
    """The Braille-style label adds "O" to hippo, crocodile, giraffe and zebra only."""
    assert compact_label("R10") == "R10O"
    assert compact_label("G11") == "G11O"
    assert compact_label("B8") == "B8O"
    assert compact_label("Y7") == "Y7O"
    assert compact_label("R12") == "R12"
    assert compact_label("R2") == "R2"
    for card in ALL_CARDS:
        label = compact_label(card)
        recurring = int(card[1:]) in (7, 8, 10, 11)
        assert label == card + ("O" if recurring else "")
        assert parse_card(label) == card


@pytest.mark.parametrize("text", [
    "", "   ", "X1", "R13", "R0", "R", "12", "RR1", "R2 a", "R2 1 2 3", "R5 1 2 3",
    "R2 -1", "R2 100", "R2 1.5", "R2,1", "R2 1,2", "R10OO", "O", "R2 " + "1 " * 30,
    "R2 " + "9" * 50, "R2 ²", "R2 ①", "R12\x00",
])
def test_bad_notation_raises_invalid_action(text: str) -> None:
    """Anything that is not a card code with whole-number choices is InvalidAction
    (never a bare ValueError or another exception type)."""
    with pytest.raises(InvalidAction) as info:
        parse_move(text)
    assert info.value.reason in ("beasty-bar-error-move-syntax", "beasty-bar-error-unknown-card")


@pytest.mark.parametrize("text", ["", "X1", "R13", "12", "R2 1"])
def test_bad_card_raises_invalid_action(text: str) -> None:
    """parse_card accepts a card code only."""
    with pytest.raises(InvalidAction) as info:
        parse_card(text)
    assert info.value.reason == "beasty-bar-error-unknown-card"
