"""A game's worked examples: where its files are, loading and checking them, playing a
move through the rules.

The files of a game lie in its package, ``accessible_games/games/<game>/scenarios/``;
the game's entry gives the adapter that reads them (``scenarios`` holds the format).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from accessible_games.core.events import Event
from accessible_games.registry import entry, games_with_scenarios
from accessible_games.scenarios import (
    MAX_FILE_SIZE, Adapter, Scenario, ScenarioError, fail, json_text, parse_scenario,
)

__all__ = ["adapter_for", "games_with_scenarios", "load_scenario", "load_scenarios",
           "outcome_differences", "play_scenario", "scenario_names"]


def adapter_for(game_id: str) -> Adapter:
    """Return the scenario adapter of ``game_id``.

    Raises:
        ScenarioError: the game has no scenarios (or there is no such game).
    """
    if game_id not in games_with_scenarios():
        raise ScenarioError(f"no scenario adapter for {game_id!r}")
    load = entry(game_id).load_scenarios
    assert load is not None
    return load()


def _folder(game_id: str) -> Any:
    return resources.files(entry(game_id).package).joinpath("scenarios")


def scenario_names(game_id: str) -> list[str]:
    """Return the file names (without .json) of ``game_id``'s scenarios, unordered."""
    if game_id not in games_with_scenarios():
        return []
    folder = _folder(game_id)
    if not folder.is_dir():
        return []
    return sorted(e.name[:-5] for e in folder.iterdir() if e.name.endswith(".json"))


def load_scenario(game_id: str, name: str) -> Scenario:
    """Return the scenario ``name`` of ``game_id``, checked.

    Raises:
        ScenarioError: no such file, or the file is not a valid scenario.
    """
    if name not in scenario_names(game_id):
        raise ScenarioError(f"no scenario {name!r} for {game_id!r}")
    raw = _folder(game_id).joinpath(f"{name}.json").read_bytes()
    if len(raw) > MAX_FILE_SIZE:
        raise ScenarioError(f"{game_id}/{name}: file too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ScenarioError(f"{game_id}/{name}: not JSON: {error}") from None
    scenario = parse_scenario(data)
    if scenario.game_id != game_id or scenario.name != name:
        raise ScenarioError(f"{game_id}/{name}: game or name differs from the file's place")
    adapter_for(game_id).check(scenario)
    play_scenario(scenario)
    return scenario


def load_scenarios(game_id: str) -> list[Scenario]:
    """Return every scenario of ``game_id``, checked, in teaching order."""
    found = [load_scenario(game_id, name) for name in scenario_names(game_id)]
    return sorted(found, key=lambda s: (s.order, s.name))


def play_scenario(scenario: Scenario) -> tuple[Any, Any, tuple[Event, ...]]:
    """Apply the scenario's move, step by step, to its position through the game's rules.

    Returns:
        The state before, the state after the last step and every step's events.

    Raises:
        ScenarioError: a step is not legal when it comes, or not that seat's to make; the
            text names the step and the rules' reason (the IllegalAction's message id).
    """
    adapter = adapter_for(scenario.game_id)
    before, _ = adapter.build(scenario)
    game = adapter.game
    state, events = before, list[Event]()
    for number, (seat, action) in enumerate(adapter.steps(scenario), 1):
        if seat not in game.to_move(state) or action not in game.legal_actions(state, seat):
            at_table = 0 <= seat < adapter.seat_count(state)
            error = game.explain(state, seat, action) if at_table else None
            why = str(error) if error is not None else \
                "not among the legal actions" if at_table else "no such seat at the table"
            raise fail(scenario, f"step {number} ({json_text(game.action_to_json(action))} by "
                                 f"seat {seat}) is not legal: {why}; to move: "
                                 f"{sorted(game.to_move(state))}")
        transition = game.apply(state, seat, action)
        state = transition.state
        events.extend(transition.events)
    return before, state, tuple(events)


def outcome_differences(scenario: Scenario) -> list[str]:
    """Return how the rules' outcome differs from the scenario's (empty when it holds)."""
    before, after, events = play_scenario(scenario)
    return adapter_for(scenario.game_id).differences(scenario, before, after, events)


