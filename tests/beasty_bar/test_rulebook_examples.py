"""The worked examples of the Czech Beasty Bar rulebook, replayed through the rules.

Each example lives in a scenario file, accessible_games/scenarios/beasty-bar/<name>.json
(the same files the tutorials play), so the tests and the tutorials cannot drift
apart.  The file gives the queue (gate first), the move in the game's JSON action
form and the outcome: the queue afterwards, the animals that entered the bar and
those sent to THAT'S IT, in order.  Card codes: colour letter (G green, Y yellow,
B blue, R red) + strength, 12 lion down to 1 skunk.  Where the rulebook leaves a
colour open, the file picks one; colours never change an animal's behaviour.

Deviations from the rulebook, on purpose (see the files' ``reference`` and the
explanations in locales/*/scenarios-beasty-bar.ftl):

- zebra-stops-crocodile: the rulebook's example forgets the red giraffe's
  recurring step past the yellow parrot; by the rules (and RULES-FACTS.md) it
  steps, so the giraffe ends up first.
- zebra-shields-kangaroo continues from the queue the rules give;
  zebra-shields-kangaroo-as-written starts from the rulebook's own queue (parrot
  first).  The same two animals enter either way.
- monkey-gang: the rulebook calls the snake red at first and yellow later; one
  red snake is used.
"""

from __future__ import annotations

import pytest

from accessible_games.games.beasty_bar.rules import GAME, Play, resolve_play
from accessible_games.scenarios import Scenario
from accessible_games.scenarios.library import load_scenarios, outcome_differences

SCENARIOS = load_scenarios("beasty-bar")
RULEBOOK = [s for s in SCENARIOS if s.source == "rulebook"]

RULEBOOK_EXAMPLES = {
    "turn-steps": "Průběh hry, příklady 1 až 4",
    "turn-steps-before-gate": "the same, one animal fewer: no gate",
    "hippo-pushes-kangaroo-back": "Hroch 11",
    "hippo-stops-at-lion": "Hroch 11, a stronger animal at the gate",
    "crocodile-eats-kangaroo": "Krokodýl 10",
    "snake-sorts-queue": "Had 9",
    "zebra-stops-crocodile": "Zebra 7, first turn",
    "zebra-shields-kangaroo": "Zebra 7, next turn",
    "zebra-shields-kangaroo-as-written": "Zebra 7, next turn, rulebook's queue",
    "seal-swaps-ends": "Lachtan 6",
    "chameleon-as-hippo": "Chameleón 5",
    "monkey-gang": "Opice 4",
    "monkey-chameleon": "Opice 4, the chameleon note",
    "kangaroo-jumps-behind-zebra": "Klokan 3",
    "parrot-removes-zebra": "Papoušek 2",
    "skunk-two-species": "Skunk 1",
    "skunk-chameleon": "Skunk 1, the chameleon note",
}
"""Every worked example of the rulebook, by scenario name: none may go missing."""


def test_every_rulebook_example_has_its_scenario() -> None:
    assert sorted(s.name for s in RULEBOOK) == sorted(RULEBOOK_EXAMPLES)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_example_through_resolve_play(scenario: Scenario) -> None:
    """The pure queue resolution gives exactly the file's outcome."""
    move = GAME.action_from_json(scenario.move)
    assert isinstance(move, Play)
    queue, entered, thats_it = resolve_play(scenario.position["queue"], move.card, move.choices)
    assert queue == scenario.expected["queue"]
    assert entered == scenario.expected["entered"]
    assert thats_it == scenario.expected["thats_it"]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_example_through_the_game(scenario: Scenario) -> None:
    """The whole game (legal actions, apply) agrees with the file, as the tutorial plays it."""
    assert outcome_differences(scenario) == []


def test_giraffe_passes_the_parrot_only_not_the_monkey_too() -> None:
    """Turn description, examples 1-4: the played giraffe does not recur in its own turn."""
    scenario = next(s for s in SCENARIOS if s.name == "turn-steps")
    queue, _, _ = resolve_play(scenario.position["queue"], "Y8")
    assert queue == ["B4", "Y8"]


def test_crocodile_spares_the_parrot_behind_it() -> None:
    """Crocodile card text: a crocodile only eats forwards."""
    scenario = next(s for s in SCENARIOS if s.name == "crocodile-eats-kangaroo")
    assert "B2" in scenario.expected["queue"]
    assert "B2" not in scenario.expected["thats_it"]
