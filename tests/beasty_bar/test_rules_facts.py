"""Every Beasty Bar point of shared/RULES-FACTS.md, checked through ``resolve_play``.

Queues are gate first; codes are colour letter + strength (see
test_rulebook_examples.py for the list of animals).
"""

from __future__ import annotations

import copy
import itertools

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.games.beasty_bar.rules import choice_options, resolve_play
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, STRENGTH
from accessible_games.games.beasty_bar.rules.resolve import play_into

# -- chameleon ------------------------------------------------------------------


def test_chameleon_copying_lion_goes_out_as_second_lion() -> None:
    """A chameleon copying the waiting lion is a second lion: straight to THAT'S IT,
    and the monkey behind the real lion is not scared."""
    queue, entered, thats_it = resolve_play(["R12", "Y4", "B3"], "G5", [1])
    assert queue == ["R12", "Y4", "B3"]
    assert thats_it == ["G5"]
    assert entered == []


def test_chameleon_copying_the_only_monkey_starts_the_gang() -> None:
    """The copied monkey counts as the other monkey: hippos and crocodiles leave,
    the chameleon goes first, the monkey follows, the rest keep their order."""
    queue, _, thats_it = resolve_play(["Y10", "B2", "R4", "G11"], "Y5", [3])
    assert queue == ["Y5", "R4", "B2"]
    assert thats_it == ["Y10", "G11"]


def test_chameleon_copying_parrot_chooses_a_victim() -> None:
    """As a parrot, the chameleon sends the animal it names to THAT'S IT."""
    queue, _, thats_it = resolve_play(["R2", "Y12", "B7"], "G5", [1, 2])
    assert queue == ["R2", "B7", "G5"]
    assert thats_it == ["Y12"]


def test_chameleon_copying_parrot_may_name_the_parrot_itself() -> None:
    """Any other animal may be the victim, the copied parrot included."""
    queue, _, thats_it = resolve_play(["R2", "Y12"], "G5", [1, 1])
    assert queue == ["Y12", "G5"]
    assert thats_it == ["R2"]


@pytest.mark.parametrize(("jump", "expected"), [
    (1, ["R3", "Y12", "G5", "B7"]),
    (2, ["R3", "G5", "Y12", "B7"]),
])
def test_chameleon_copying_kangaroo_jumps_one_or_two(jump: int, expected: list[str]) -> None:
    """As a kangaroo, the chameleon jumps the number of animals the player chose."""
    queue, _, thats_it = resolve_play(["R3", "Y12", "B7"], "G5", [1, jump])
    assert queue == expected
    assert thats_it == []


def test_chameleon_copying_snake_sorts_itself_as_nine() -> None:
    """As a snake the chameleon is strength 9 during the sort: it lands right
    behind the snake (ties keep their order), not behind the seal."""
    queue, _, _ = resolve_play(["Y6", "B9", "R7"], "G5", [2])
    assert queue == ["B9", "G5", "R7", "Y6"]


def test_chameleon_copying_crocodile_eats_weaker_than_ten() -> None:
    """As a crocodile the chameleon eats a snake (9), which a strength-5 animal
    could not, and stops at the real crocodile (10 is not weaker than 10)."""
    queue, _, thats_it = resolve_play(["R10", "Y9", "B2"], "G5", [1])
    assert queue == ["R10", "G5"]
    assert thats_it == ["B2", "Y9"]


def test_chameleon_copying_crocodile_stops_at_zebra() -> None:
    """A copied crocodile is still stopped by a zebra."""
    queue, _, thats_it = resolve_play(["B2", "R7", "Y10"], "G5", [3])
    assert queue == ["B2", "R7", "Y10", "G5"]
    assert thats_it == []


def test_chameleon_copying_hippo_pushes_with_strength_eleven() -> None:
    """As a hippo it passes a snake (9, stronger than a chameleon) and stops at
    the zebra."""
    queue, _, thats_it = resolve_play(["G11", "R7", "Y9"], "B5", [1])
    assert queue == ["G11", "R7", "B5", "Y9"]
    assert thats_it == []


def test_chameleon_copying_giraffe_passes_one_weaker() -> None:
    """As a giraffe it passes the one weaker animal right in front of it, once."""
    queue, _, _ = resolve_play(["R8", "Y2", "B3"], "G5", [1])
    assert queue == ["R8", "Y2", "G5", "B3"]


def test_chameleon_copying_seal_reverses_the_queue() -> None:
    """As a seal it swaps gate and exit."""
    queue, _, _ = resolve_play(["R6", "Y3"], "G5", [1])
    assert queue == ["G5", "Y3", "R6"]


def test_chameleon_copying_skunk_drives_out_two_strongest() -> None:
    """As a skunk it sends out the two strongest species, sparing skunks."""
    queue, _, thats_it = resolve_play(["R1", "Y12", "B11"], "G5", [1])
    assert queue == ["R1", "G5"]
    assert thats_it == ["Y12", "B11"]


def test_chameleon_copying_zebra_does_nothing() -> None:
    """A copied zebra has no action of its own."""
    queue, entered, thats_it = resolve_play(["R7", "Y2"], "G5", [1])
    assert (queue, entered, thats_it) == (["R7", "Y2", "G5"], [], [])


def test_chameleon_cannot_copy_a_position_beyond_the_queue() -> None:
    """A chameleon copies only an animal that is waiting in the queue."""
    with pytest.raises(IllegalAction) as info:
        resolve_play(["R7"], "G5", [2])
    assert info.value.reason == "beasty-bar-error-bad-position"


@pytest.mark.parametrize("queue", [[], ["R5"], ["R5", "Y5"]])
def test_chameleon_with_nothing_to_copy_just_joins(queue: list[str]) -> None:
    """Empty queue, or only chameleons to copy: the chameleon simply joins."""
    result, entered, thats_it = resolve_play(queue, "G5")
    assert result == [*queue, "G5"]
    assert entered == [] and thats_it == []
    assert choice_options(queue, "G5") == [()]


def test_chameleon_in_recurring_phase_is_strength_five_for_giraffe() -> None:
    """After copying, the chameleon is a strength-5 chameleon again: a waiting
    giraffe right behind it steps past it in the recurring phase."""
    queue, _, _ = resolve_play(["R11", "B8"], "G5", [1])
    # As a hippo (11) the chameleon passes the giraffe and stops at the real
    # hippo: R11, G5, B8.  Back at strength 5, the giraffe (not played this
    # turn) steps past it.
    assert queue == ["R11", "B8", "G5"]


def test_chameleon_in_recurring_phase_is_not_a_hippo() -> None:
    """The chameleon that copied a hippo does not push again in the recurring phase."""
    queue, _, _ = resolve_play(["R7", "Y2", "B11"], "G5", [3])
    # As a hippo the chameleon cannot pass the real hippo right in front of it.
    # Recurring: the real hippo passes the parrot and stops at the zebra; a
    # chameleon still acting as a hippo would now pass the parrot too.
    assert queue == ["R7", "B11", "Y2", "G5"]


# -- lion -----------------------------------------------------------------------


def test_lion_meeting_a_lion_goes_out_at_once() -> None:
    """A second lion goes straight to THAT'S IT; monkeys stay."""
    queue, entered, thats_it = resolve_play(["Y12", "B4"], "R12")
    assert queue == ["Y12", "B4"]
    assert thats_it == ["R12"]
    assert entered == []


def test_lion_scares_monkeys_and_goes_to_the_front() -> None:
    """A lone lion sends every monkey to THAT'S IT and moves to the very front,
    the others keeping their order."""
    queue, entered, thats_it = resolve_play(["B4", "Y2", "G4", "R7"], "R12")
    assert queue == ["R12", "Y2", "R7"]
    assert sorted(thats_it) == ["B4", "G4"]
    assert entered == []


def test_lion_goes_in_front_of_a_hippo() -> None:
    """The lion takes the front even before a hippo, who cannot pass it back."""
    queue, _, _ = resolve_play(["Y11", "B9"], "R12")
    assert queue == ["R12", "Y11", "B9"]


# -- monkey -----------------------------------------------------------------------


def test_lone_monkey_does_nothing() -> None:
    """A monkey with no other monkey waiting simply joins, hippos untouched."""
    queue, _, thats_it = resolve_play(["R11", "Y10"], "B4")
    assert queue == ["R11", "Y10", "B4"]
    assert thats_it == []


def test_monkey_gang_expels_hippos_and_crocodiles_and_reverses_monkeys() -> None:
    """Hippos and crocodiles leave; played monkey first, the others in reverse of
    their previous order, then everyone else in their previous order."""
    queue, entered, thats_it = resolve_play(["R4", "Y11", "G4", "B10"], "B4")
    assert queue == ["B4", "G4", "R4"]
    assert thats_it == ["Y11", "B10"]
    assert entered == []


# -- parrot, kangaroo ------------------------------------------------------------------


@pytest.mark.parametrize("victim", [1, 2, 3])
def test_parrot_sends_chosen_victim_out(victim: int) -> None:
    """The parrot sends exactly the animal at the chosen position to THAT'S IT."""
    start = ["R12", "Y9", "B3"]
    queue, _, thats_it = resolve_play(start, "G2", [victim])
    assert thats_it == [start[victim - 1]]
    assert queue == [c for c in start if c != start[victim - 1]] + ["G2"]


def test_parrot_on_empty_queue_just_joins() -> None:
    """With nobody to scare, the parrot simply joins."""
    assert resolve_play([], "G2") == (["G2"], [], [])
    assert choice_options([], "G2") == [()]


@pytest.mark.parametrize(("jump", "expected"), [
    (1, ["R12", "Y9", "G3", "B2"]),
    (2, ["R12", "G3", "Y9", "B2"]),
])
def test_kangaroo_jumps_one_or_two_of_any_strength(jump: int, expected: list[str]) -> None:
    """The kangaroo jumps 1 or 2 animals, whatever their strength."""
    queue, _, _ = resolve_play(["R12", "Y9", "B2"], "G3", [jump])
    assert queue == expected


def test_kangaroo_with_one_in_front_jumps_one() -> None:
    """With one animal in front the only choice is 1."""
    assert choice_options(["R9"], "G3") == [(1,)]
    assert resolve_play(["R9"], "G3", [1])[0] == ["G3", "R9"]


def test_kangaroo_on_empty_queue_just_joins() -> None:
    """With nothing to jump, the kangaroo just joins."""
    assert resolve_play([], "G3") == (["G3"], [], [])
    assert choice_options([], "G3") == [()]


# -- snake, skunk, seal, hippo, crocodile, giraffe ---------------------------------------------


def test_snake_sorts_strongest_first_ties_keep_order() -> None:
    """The snake sorts the whole queue, strongest at the gate; equal strengths keep
    their order (the played snake comes after the waiting one)."""
    queue, _, _ = resolve_play(["B2", "R9", "Y12"], "G9")
    assert queue == ["Y12", "R9", "G9", "B2"]


def test_snake_sort_leaves_nothing_for_the_recurring_phase() -> None:
    """After the sort nobody stands behind a weaker animal, so the waiting giraffe
    has nothing to pass in the recurring phase."""
    queue, _, _ = resolve_play(["B2", "R8", "Y3"], "G9")
    assert queue == ["G9", "R8", "Y3", "B2"]


def test_skunk_drives_out_two_strongest_species() -> None:
    """Every animal of the two strongest species present leaves, other skunks stay."""
    queue, _, thats_it = resolve_play(["Y9", "R1", "B9", "G8"], "Y1")
    assert queue == ["R1", "Y1"]
    assert thats_it == ["Y9", "B9", "G8"]


def test_skunk_with_one_other_species_drives_it_out() -> None:
    """With only one species besides skunks, that species leaves."""
    queue, _, thats_it = resolve_play(["R7", "B1", "Y7"], "G1")
    assert queue == ["B1", "G1"]
    assert thats_it == ["R7", "Y7"]


@pytest.mark.parametrize("start", [[], ["R1"], ["R1", "B1"]])
def test_skunk_with_no_other_species_does_nothing(start: list[str]) -> None:
    """Only skunks, or nobody: the skunk just joins."""
    assert resolve_play(start, "G1") == ([*start, "G1"], [], [])


def test_skunk_counts_chameleon_as_a_species() -> None:
    """Skunk takes the two strongest species present, whatever they are."""
    queue, _, thats_it = resolve_play(["R5", "Y2", "B3"], "G1")
    assert queue == ["Y2", "G1"]
    assert thats_it == ["R5", "B3"]


def test_seal_reverses_the_queue() -> None:
    """The seal swaps gate and exit: the queue, seal included, is reversed."""
    queue, _, _ = resolve_play(["R2", "Y3", "B4"], "G6")
    assert queue == ["G6", "B4", "Y3", "R2"]


def test_hippo_passes_weaker_but_not_zebra() -> None:
    """The hippo passes every weaker animal in front, but stops at a zebra."""
    queue, _, _ = resolve_play(["Y7", "B10", "G9"], "G11")
    assert queue == ["Y7", "G11", "B10", "G9"]


@pytest.mark.parametrize("blocker", ["R12", "R11", "R7"])
def test_hippo_stops_at_lion_hippo_or_zebra(blocker: str) -> None:
    """Lion, hippo and zebra stop a hippo."""
    queue, _, _ = resolve_play([blocker, "B3"], "G11")
    assert queue == [blocker, "G11", "B3"]


@pytest.mark.parametrize("blocker", ["R12", "R7"])
def test_hippo_does_not_pass_a_blocker_to_reach_weaker_animals(blocker: str) -> None:
    """Weaker animals in front of a lion or zebra stay out of the hippo's reach."""
    queue, _, _ = resolve_play(["Y2", blocker, "B3"], "G11")
    assert queue == ["Y2", blocker, "G11", "B3"]


def test_crocodile_eats_weaker_until_zebra() -> None:
    """The crocodile eats the animals right in front, one at a time, while they
    are weaker; a zebra stops it."""
    queue, _, thats_it = resolve_play(["Y2", "R7", "B9", "G3"], "G10")
    assert queue == ["Y2", "R7", "G10"]
    assert thats_it == ["G3", "B9"]


@pytest.mark.parametrize("blocker", ["R12", "R11", "R10"])
def test_crocodile_stops_at_stronger_or_equal(blocker: str) -> None:
    """A lion, a hippo or another crocodile stops it."""
    queue, _, thats_it = resolve_play([blocker, "B3"], "G10")
    assert queue == [blocker, "G10"]
    assert thats_it == ["B3"]


def test_giraffe_passes_one_weaker() -> None:
    """A played giraffe passes the one weaker animal right in front, no more."""
    queue, _, _ = resolve_play(["Y2", "B3"], "G8")
    assert queue == ["Y2", "G8", "B3"]


@pytest.mark.parametrize("front", ["R8", "R9", "R12"])
def test_giraffe_does_not_pass_equal_or_stronger(front: str) -> None:
    """A giraffe never passes another giraffe or a stronger animal."""
    queue, _, _ = resolve_play([front], "G8")
    assert queue == [front, "G8"]


def test_waiting_giraffe_recurs_once_per_turn() -> None:
    """A giraffe that was already waiting steps past one weaker animal per turn,
    even when the played animal (a zebra) does nothing."""
    queue, _, _ = resolve_play(["Y2", "B3", "R8"], "G7")
    assert queue == ["Y2", "R8", "B3", "G7"]


def test_zebra_does_nothing_when_played() -> None:
    """A played zebra just joins."""
    assert resolve_play(["Y2", "B3"], "G7") == (["Y2", "B3", "G7"], [], [])


# -- recurring phase ---------------------------------------------------------------------


def test_recurring_order_is_collected_before_the_phase_after_a_seal() -> None:
    """The seal makes the old exit the gate; the recurring animals are then
    processed in the new gate-first order, each once, as collected before the
    phase: the crocodile eats parrot and seal, then the hippo (already collected,
    even though the queue shrank under it) passes the crocodile."""
    queue, _, thats_it = resolve_play(["B11", "R10", "Y2"], "G6")
    # After the seal: G6, Y2, R10, B11.
    assert thats_it == ["Y2", "G6"]
    assert queue == ["B11", "R10"]


def test_recurring_phase_runs_gate_end_first() -> None:
    """Gate-first order matters: the giraffe nearer the gate steps first, and the
    giraffe behind it then finds the weaker parrot in front of it and steps too.
    (Exit-first, the rear giraffe would have found a giraffe in front and stayed.)"""
    queue, _, _ = resolve_play(["Y2", "R8", "G8"], "B7")
    assert queue == ["R8", "G8", "Y2", "B7"]


def test_recurring_order_after_seal_uses_new_gate_end() -> None:
    """After a seal, giraffes recur from the new gate end: the front one steps
    first, and the other giraffe then gets to step past the weaker animal."""
    queue, _, _ = resolve_play(["Y8", "R3", "G8"], "Y6")
    # After the seal: Y6, G8, R3, Y8.  G8 passes the seal; Y8 passes R3.
    assert queue == ["G8", "Y6", "Y8", "R3"]


def test_played_crocodile_recurs() -> None:
    """A crocodile played this turn recurs: blocked by a hippo, it eats the animal
    that the hippo's recurring push leaves in front of it."""
    queue, _, thats_it = resolve_play(["Y2", "R11"], "G10")
    assert queue == ["R11", "G10"]
    assert thats_it == ["Y2"]


def test_played_hippo_recurs() -> None:
    """A hippo played this turn recurs: stopped by another hippo, it pushes on past
    the animal the first hippo leaves behind."""
    queue, _, _ = resolve_play(["Y2", "R11"], "G11")
    assert queue == ["R11", "G11", "Y2"]


def test_played_giraffe_does_not_recur() -> None:
    """A giraffe played this turn steps only once."""
    queue, _, _ = resolve_play(["Y2", "B3"], "G8")
    assert queue == ["Y2", "G8", "B3"]


def test_crocodile_at_the_gate_ignores_animals_behind_it() -> None:
    """A crocodile eats forwards only; a kangaroo landing behind it is safe, and
    the giraffe it jumped steps back past it in the recurring phase."""
    queue, _, thats_it = resolve_play(["R10", "Y8"], "B3", [1])
    # Kangaroo: R10, B3, Y8.  Recurring: R10 has nobody in front; Y8 passes B3.
    assert queue == ["R10", "Y8", "B3"]
    assert thats_it == []


# -- gate ---------------------------------------------------------------------------


def test_gate_opens_only_at_five() -> None:
    """Four animals: nothing enters.  Five: the two at the gate enter and the last
    goes to THAT'S IT, the rest move up."""
    assert resolve_play(["R2", "Y3", "B4"], "G7") == (["R2", "Y3", "B4", "G7"], [], [])
    queue, entered, thats_it = resolve_play(["R2", "Y3", "B4", "G7"], "Y7")
    assert queue == ["B4", "G7"]
    assert entered == ["R2", "Y3"]
    assert thats_it == ["Y7"]


def test_gate_does_not_open_when_an_action_leaves_four() -> None:
    """A parrot on a queue of four leaves four: no gate."""
    queue, entered, thats_it = resolve_play(["R2", "Y3", "B4", "G7"], "Y2", [1])
    assert queue == ["Y3", "B4", "G7", "Y2"]
    assert entered == []
    assert thats_it == ["R2"]


def test_second_lion_on_full_queue_does_not_open_gate() -> None:
    """A second lion on four waiting animals goes out; four remain, no gate."""
    queue, entered, thats_it = resolve_play(["R12", "Y3", "B4", "G7"], "Y12")
    assert queue == ["R12", "Y3", "B4", "G7"]
    assert entered == []
    assert thats_it == ["Y12"]


# -- illegal input ----------------------------------------------------------------------


@pytest.mark.parametrize(("queue", "card", "choices", "reason"), [
    (["R7"], "G2", (), "beasty-bar-error-parrot-needs-victim"),
    (["R7", "Y8", "B9"], "G3", (3,), "beasty-bar-error-kangaroo-jump"),
    (["R7"], "G3", (2,), "beasty-bar-error-kangaroo-jump"),
    (["R7", "Y8"], "G3", (0,), "beasty-bar-error-kangaroo-jump"),
    (["R5", "Y7"], "G5", (1,), "beasty-bar-error-chameleon-copies-chameleon"),
    (["R5"], "G5", (1,), "beasty-bar-error-chameleon-copies-chameleon"),
    (["R7", "Y8"], "G2", (3,), "beasty-bar-error-bad-position"),
    (["R7", "Y8"], "G2", (0,), "beasty-bar-error-bad-position"),
    (["R7", "Y8"], "G2", (-1,), "beasty-bar-error-bad-position"),
    (["R7", "Y8"], "G5", (3,), "beasty-bar-error-bad-position"),
    (["R2", "Y8"], "G5", (1, 3), "beasty-bar-error-bad-position"),
    (["R7"], "G12", (1,), "beasty-bar-error-no-choice-needed"),
    (["R7"], "G2", (1, 1), "beasty-bar-error-no-choice-needed"),
    ([], "G2", (1,), "beasty-bar-error-no-choice-needed"),
    ([], "G3", (1,), "beasty-bar-error-no-choice-needed"),
    (["R7"], "G3", (1, 1), "beasty-bar-error-no-choice-needed"),
    (["R7", "Y2"], "G5", (1, 1), "beasty-bar-error-no-choice-needed"),
    (["R3", "Y2"], "G5", (1, 1, 1), "beasty-bar-error-no-choice-needed"),
    ([], "X1", (), "beasty-bar-error-unknown-card"),
    (["R7"], "R13", (), "beasty-bar-error-unknown-card"),
    (["R7"], "R0", (), "beasty-bar-error-unknown-card"),
    (["R7"], "r12", (), "beasty-bar-error-unknown-card"),
    (["Q1"], "R1", (), "beasty-bar-error-unknown-card"),
    (["R7"], "R7", (), "beasty-bar-error-card-in-queue"),
    (["R7", "R7"], "G1", (), "beasty-bar-error-card-twice"),
    (["R1", "R2", "R3", "R4", "R6"], "G1", (), "beasty-bar-error-queue-full"),
    (["R1", "R2", "R3", "R4", "R6", "R7"], "G1", (), "beasty-bar-error-queue-full"),
    (["R7"], "G5", (), "beasty-bar-error-chameleon-needs-target"),
])
def test_illegal_plays_raise_with_reason(queue: list[str], card: str,
                                         choices: tuple[int, ...], reason: str) -> None:
    """Every impossible play raises IllegalAction (a ValueError) with a Fluent id."""
    before = list(queue)
    with pytest.raises(IllegalAction) as info:
        resolve_play(queue, card, choices)
    assert isinstance(info.value, ValueError)
    assert info.value.reason == reason
    assert queue == before


def test_resolve_play_does_not_mutate_its_input() -> None:
    """The queue passed in is left as it was, whatever happens inside."""
    for start, card, choices in [
        (["R2", "Y3", "B4", "G7"], "Y1", ()),
        (["B11", "R10", "Y2"], "G6", ()),
        (["R4", "Y11", "G4", "B10"], "B4", ()),
        (["R12", "Y9", "B2"], "G2", (2,)),
        (["R3", "Y12", "B7"], "G5", (1, 2)),
    ]:
        queue = list(start)
        frozen = copy.deepcopy(queue)
        result, _, _ = resolve_play(queue, card, choices)
        assert queue == frozen
        assert result is not queue


def test_resolve_play_accepts_a_tuple_queue() -> None:
    """Any sequence will do as the queue; the result is a fresh list."""
    queue, _, _ = resolve_play(("R2", "Y3"), "G6")
    assert queue == ["G6", "Y3", "R2"]


# -- choice_options ---------------------------------------------------------------------

_SAMPLE_QUEUES: list[list[str]] = [
    [], ["R2"], ["R5"], ["R3"], ["R5", "Y5"], ["R2", "Y3"], ["R5", "Y2", "B3"],
    ["R2", "Y3", "B5", "G12"], ["R12", "Y11", "B10", "G9"], ["R3", "Y2", "B1", "G4"],
    ["R7", "Y8", "B6", "G5"], ["R4", "Y5", "B3", "G2"],
]
_NON_OPTION_SAMPLE: list[tuple[int, ...]] = [
    (), (0,), (1,), (2,), (3,), (4,), (5,), (-1,), (1, 0), (1, 1), (1, 2), (1, 3), (2, 1),
    (2, 2), (2, 3), (3, 1), (3, 2), (3, 3), (4, 1), (4, 2), (4, 4), (4, 5), (1, 1, 1),
    (2, 2, 2),
]


def _plays() -> list[tuple[list[str], str]]:
    result = []
    for queue in _SAMPLE_QUEUES:
        for strength in range(1, 13):
            card = next(c for c in ("G", "Y", "B", "R")
                        if f"{c}{strength}" not in queue) + str(strength)
            result.append((queue, card))
    return result


@pytest.mark.parametrize(("queue", "card"), _plays())
def test_choice_options_are_exactly_the_accepted_choices(queue: list[str], card: str) -> None:
    """Every listed option resolves; every sampled non-option raises IllegalAction."""
    options = choice_options(queue, card)
    assert options, "there is always at least one way to play a card"
    assert len(set(options)) == len(options)
    for choices in options:
        resolve_play(queue, card, choices)
    for choices in _NON_OPTION_SAMPLE:
        if choices in options:
            continue
        with pytest.raises(IllegalAction):
            resolve_play(queue, card, choices)


def test_choice_options_exact_lists() -> None:
    """Spot checks of the option lists themselves."""
    assert choice_options(["R7", "Y8"], "G2") == [(1,), (2,)]
    assert choice_options(["R7", "Y8", "B9"], "G3") == [(1,), (2,)]
    assert choice_options(["R7", "Y8"], "G12") == [()]
    assert choice_options(["R5", "Y2", "B3"], "G5") == [
        (2, 1), (2, 2), (2, 3), (3, 1), (3, 2)]


def test_choice_options_cover_every_card_on_every_small_queue() -> None:
    """Exhaustive over all queues of up to two animals (of any colours): each
    option resolves, and the no-choice play is an option exactly when it resolves."""
    pool = [c for c in ALL_CARDS if c[0] in "GR"]
    for size in range(3):
        for queue in itertools.permutations(pool, size):
            for card in ("Y1", "Y2", "Y3", "Y5", "Y12"):
                options = choice_options(list(queue), card)
                for choices in options:
                    resolve_play(list(queue), card, choices)
                if () not in options:
                    with pytest.raises(IllegalAction):
                        resolve_play(list(queue), card, ())
                assert all(STRENGTH[card] in (2, 3, 5) or o == () for o in options)


# -- what a play tells (issue 16, item 3) ----------------------------------------------


def _told(queue: list[str], card: str, choices: tuple[int, ...] = ()) -> list[object]:
    log: list[object] = []
    play_into(list(queue), card, choices, log)  # type: ignore[arg-type]
    return log


def test_every_play_tells_what_its_card_does() -> None:
    """No play is silent: the first event told is the played card's own, whatever the
    queue (a zebra, a lone chameleon and a blocked hippo too)."""
    cards = [c for c in ALL_CARDS if c[0] in "GB"]
    for size in range(5):
        for queue in itertools.islice(itertools.permutations(cards, size), 0, None, 389):
            for card in (c for c in ALL_CARDS if c[0] == "R"):
                for choices in choice_options(list(queue), card):
                    log = _told(list(queue), card, choices)
                    assert log and getattr(log[0], "card", None) == card, (queue, card, log)


def test_a_played_zebra_joins_the_queue_as_an_event() -> None:
    assert _told(["G11"], "R7") == [ev.ZebraJoins("R7")]


@pytest.mark.parametrize("actor", ["R11", "R10"])
def test_a_hippo_or_crocodile_behind_a_zebra_is_stopped_by_it(actor: str) -> None:
    assert _told(["G2", "G7"], actor) == [ev.BlockedByZebra(actor, "G7")]


def test_a_chameleon_as_a_hippo_behind_a_zebra_is_stopped_by_it() -> None:
    assert _told(["G11", "G7"], "R5", (1,)) == [ev.ChameleonCopies("R5", "G11"),
                                                ev.BlockedByZebra("R5", "G7")]


@pytest.mark.parametrize(("queue", "card", "choices"), [
    (["G12"], "R11", ()),            # a hippo behind a lion: nothing to act on
    ([], "R5", ()),                  # a lone chameleon
    (["G5"], "R5", ()),              # a chameleon behind a chameleon only
    (["G7"], "R5", (1,)),            # a chameleon copying a zebra
])
def test_nothing_to_act_on_is_said_so(queue: list[str], card: str,
                                      choices: tuple[int, ...]) -> None:
    assert _told(queue, card, choices)[-1] == ev.NoEffect(card)
