"""The worked examples of the Czech Beasty Bar rulebook, replayed through ``resolve_play``.

Card codes: colour letter (G green, Y yellow, B blue, R red) + strength.
12 lion, 11 hippo, 10 crocodile, 9 snake, 8 giraffe, 7 zebra, 6 seal,
5 chameleon, 4 monkey, 3 kangaroo, 2 parrot, 1 skunk.  Queues are gate first.
Where the rulebook leaves a colour open, the test picks one; colours never
change an animal's behaviour.
"""

from __future__ import annotations

from accessible_games.games.beasty_bar import resolve_play


def test_turn_steps_examples_1_to_4() -> None:
    """Turn description, examples 1-4, one scenario.

    A yellow giraffe is played behind a yellow hippo, a monkey, a red giraffe and
    a green parrot.  Its own action takes it past the parrot.  In the recurring
    phase the hippo, already at the gate, does nothing; the red giraffe steps past
    the monkey; the yellow giraffe, played this very turn, does not step again.
    Five animals wait, so the yellow hippo and the red giraffe go in and the
    green parrot is thrown out.
    """
    queue, entered, thats_it = resolve_play(["Y11", "B4", "R8", "G2"], "Y8")
    assert entered == ["Y11", "R8"]
    assert thats_it == ["G2"]
    # The yellow giraffe passed the parrot only, not the monkey as well.
    assert queue == ["B4", "Y8"]


def test_turn_steps_without_gate_shows_each_step() -> None:
    """Turn description, examples 2-3, checked before the gate opens.

    Same start but one animal fewer (no hippo), so no gate: the played giraffe
    passes the parrot, the red giraffe passes the monkey, and the played giraffe
    does not recur to pass the monkey too.
    """
    queue, entered, thats_it = resolve_play(["B4", "R8", "G2"], "Y8")
    assert queue == ["R8", "B4", "Y8", "G2"]
    assert entered == [] and thats_it == []


def test_hippo_example_kangaroo_jumps_two_hippos_and_they_push_back() -> None:
    """Hippo card text: a kangaroo hops over the two hippos right in front of it,
    and their recurring push immediately puts them back in front of it."""
    queue, entered, thats_it = resolve_play(["G11", "Y11"], "R3", [2])
    assert queue == ["G11", "Y11", "R3"]
    assert entered == [] and thats_it == []


def test_hippo_example_with_a_stronger_animal_at_the_gate() -> None:
    """Hippo card text, variant: the hippos push back past the kangaroo but stop
    at the lion at the gate."""
    queue, _, thats_it = resolve_play(["B12", "G11", "Y11"], "R3", [2])
    assert queue == ["B12", "G11", "Y11", "R3"]
    assert thats_it == []


def test_crocodile_example_kangaroo_jumps_in_front_and_is_eaten() -> None:
    """Crocodile card text: the red crocodile waits at the gate with a parrot
    behind it.  A yellow kangaroo jumps both, lands in front of the crocodile,
    and the crocodile's recurring bite sends it to THAT'S IT.  The parrot behind
    the crocodile survives, because a crocodile only eats forwards."""
    queue, entered, thats_it = resolve_play(["R10", "B2"], "Y3", [2])
    assert queue == ["R10", "B2"]
    assert thats_it == ["Y3"]
    assert entered == []


def test_snake_example_sorts_and_gate_opens() -> None:
    """Snake card text: blue snake, green zebra, red hippo and blue parrot wait;
    a green snake sorts them strongest first, equal snakes keeping their order
    (the blue one was there first).  The recurring phase changes nothing, the
    red hippo and the blue snake enter, the blue parrot is thrown out."""
    queue, entered, thats_it = resolve_play(["B9", "G7", "R11", "B2"], "G9")
    assert entered == ["R11", "B9"]
    assert thats_it == ["B2"]
    assert queue == ["G9", "G7"]


def test_zebra_example_crocodile_stops_at_the_zebra() -> None:
    """Zebra card text, first turn: yellow parrot, red giraffe, zebra and red
    parrot wait; a yellow crocodile eats only the red parrot and stops at the zebra.

    Deviation from the rulebook, on purpose: the rulebook's example forgets the
    red giraffe's recurring step.  By the rules (and RULES-FACTS.md) the red
    giraffe, not played this turn, steps past the yellow parrot in front of it
    during this turn's recurring phase, so the giraffe ends up first.
    """
    queue, entered, thats_it = resolve_play(["Y2", "R8", "G7", "R2"], "Y10")
    assert thats_it == ["R2"]
    assert entered == []
    # Rulebook (ignoring the giraffe): Y2, R8, G7, Y10.  Rules: the giraffe steps once.
    assert queue == ["R8", "Y2", "G7", "Y10"]


def test_zebra_example_kangaroo_hides_behind_the_zebra_and_gate_opens() -> None:
    """Zebra card text, next turn: a kangaroo jumps over the crocodile and the
    zebra and is safe in front of the zebra.  Five animals wait: the yellow
    parrot and the red giraffe enter and the crocodile at the end is thrown out.

    The queue continues from the previous test, where (following the rules, not
    the rulebook's text) the red giraffe already stands first; the same two
    animals enter either way, only their gate order differs from the rulebook.
    """
    queue, entered, thats_it = resolve_play(["R8", "Y2", "G7", "Y10"], "B3", [2])
    assert entered == ["R8", "Y2"]
    assert thats_it == ["Y10"]
    assert queue == ["B3", "G7"]


def test_zebra_example_as_written_when_giraffe_already_passed() -> None:
    """Zebra card text, second turn, starting from the rulebook's own queue
    (parrot first): the giraffe's recurring step now takes it past the parrot,
    and the kangaroo stays in front of the zebra; the same two enter."""
    queue, entered, thats_it = resolve_play(["Y2", "R8", "G7", "Y10"], "B3", [2])
    assert entered == ["R8", "Y2"]
    assert thats_it == ["Y10"]
    assert queue == ["B3", "G7"]


def test_seal_example_reverses_then_recurring_from_the_new_gate() -> None:
    """Seal card text: lion, crocodile, zebra and hippo wait; a seal swaps gate and
    exit.  From the new gate end the hippo pushes past the seal, the zebra stays
    third and stops the crocodile (and the lion behind it).  Nobody is eaten;
    the hippo and the seal enter, the lion, now last, is thrown out, and the
    zebra and crocodile are left waiting."""
    queue, entered, thats_it = resolve_play(["R12", "Y10", "B7", "G11"], "Y6")
    assert entered == ["G11", "Y6"]
    assert thats_it == ["R12"]
    assert queue == ["B7", "Y10"]


def test_chameleon_example_as_hippo_then_eaten_by_crocodile() -> None:
    """Chameleon card text: a red hippo and a yellow crocodile wait; a chameleon
    copies the hippo and pushes past the crocodile with strength 11.  In the
    recurring phase it is a plain strength-5 chameleon again, so the crocodile
    eats it and is second again."""
    queue, entered, thats_it = resolve_play(["R11", "Y10"], "G5", [1])
    assert queue == ["R11", "Y10"]
    assert thats_it == ["G5"]
    assert entered == []


def test_monkey_example_gang_reverses_and_gate_opens() -> None:
    """Monkey card text: red snake, yellow monkey, blue monkey and green parrot
    wait; a red monkey arrives.  It goes first, the other monkeys follow in
    reverse order (blue, then yellow), then the snake and the parrot.  Five
    wait: the red and blue monkeys enter, the parrot is thrown out, and the
    yellow monkey and the snake stay first and second.

    (The rulebook calls the snake red at first and yellow later; one red snake
    is used here.)
    """
    queue, entered, thats_it = resolve_play(["R9", "Y4", "B4", "G2"], "R4")
    assert entered == ["R4", "B4"]
    assert thats_it == ["G2"]
    assert queue == ["Y4", "R9"]


def test_monkey_note_chameleon_as_second_monkey() -> None:
    """Monkey card note: with one monkey waiting, a chameleon posing as a monkey
    starts the gang; the hippo and crocodile are chased out."""
    queue, entered, thats_it = resolve_play(["R11", "Y4", "B10"], "G5", [2])
    assert queue == ["G5", "Y4"]
    assert sorted(thats_it) == ["B10", "R11"]
    assert entered == []


def test_kangaroo_example_jumps_behind_the_zebra() -> None:
    """Kangaroo card text: a zebra is first and a crocodile second; the kangaroo
    jumps both and lands first, the zebra shielding it from the crocodile."""
    queue, entered, thats_it = resolve_play(["G7", "R10"], "Y3", [2])
    assert queue == ["Y3", "G7", "R10"]
    assert entered == [] and thats_it == []


def test_parrot_example_removes_the_zebra_and_the_crocodile_eats() -> None:
    """Parrot card text: a zebra shields weak animals from a crocodile behind it;
    a parrot chases the zebra away, and in the recurring phase the crocodile
    eats the weak animals that were in front of the zebra.  The parrot itself,
    behind the crocodile, is safe."""
    queue, entered, thats_it = resolve_play(["Y3", "B4", "R7", "G10"], "Y2", [3])
    assert thats_it[0] == "R7"
    assert thats_it == ["R7", "B4", "Y3"]
    assert queue == ["G10", "Y2"]
    assert entered == []


def test_skunk_example_two_strongest_species_leave() -> None:
    """Skunk card text: yellow crocodile, blue crocodile, red zebra and red hippo
    wait; a skunk drives out the strongest species (the hippo) and the next one
    (both crocodiles).  The red zebra is first and the skunk second."""
    queue, entered, thats_it = resolve_play(["Y10", "B10", "R7", "R11"], "G1")
    assert queue == ["R7", "G1"]
    assert sorted(thats_it) == ["B10", "R11", "Y10"]
    assert entered == []


def test_skunk_note_chameleon_as_skunk() -> None:
    """Skunk card text, closing remark: a chameleon posing as the skunk stinks
    too; with the skunk, zebra, giraffe and snake waiting, the snake and the
    giraffe (the two strongest species, skunks aside) leave."""
    queue, entered, thats_it = resolve_play(["R7", "G1", "B8", "Y9"], "Y5", [2])
    assert queue == ["R7", "G1", "Y5"]
    assert sorted(thats_it) == ["B8", "Y9"]
    assert entered == []
