"""Helpers for the scenario tests: a file as decoded JSON, a broken copy, the checks
``load_scenario`` makes, run on a decoded value instead of a shipped file, and a sink
that records what a tutorial says."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_games.scenarios import Scenario, parse_scenario
from accessible_games.registry import entry
from accessible_games.scenarios.library import adapter_for, play_scenario

ROOT = Path(__file__).resolve().parents[1]


def folder(game_id: str) -> Path:
    """Return where ``game_id``'s scenario files live in the checkout (its package's
    ``scenarios/``)."""
    return ROOT.joinpath(*entry(game_id).package.split("."), "scenarios")


def raw(game_id: str, name: str) -> dict[str, Any]:
    """Return the file ``name`` of ``game_id``, decoded and unchecked."""
    path = folder(game_id) / f"{name}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def broken(game_id: str, name: str, change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    """Return a copy of the file after ``change`` (which edits the decoded value in place)."""
    data = copy.deepcopy(raw(game_id, name))
    change(data)
    return data


def check_as_loaded(data: dict[str, Any]) -> Scenario:
    """Check a decoded scenario as ``load_scenario`` does: the common fields, the game's
    adapter, and the move played through the rules; return the scenario.

    Raises:
        ScenarioError: the value is not a valid scenario.
    """
    scenario = parse_scenario(data)
    adapter_for(scenario.game_id).check(scenario)
    play_scenario(scenario)
    return scenario


class Sink:
    """Records every line said (an announcer's sink for in-process tutorials)."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        """Keep the line."""
        self.lines.append(text)

    def stop(self) -> None:
        """Nothing is playing."""
