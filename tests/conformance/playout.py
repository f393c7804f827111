"""The conformance suite's games: which tables to play (every game of the registry, its
variants and representative option sets, player counts across its range) and one seeded
playout of each, by the game's own bots, recorded step by step."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from accessible_games import registry
from accessible_games.core.events import Event
from accessible_games.core.game import Game, JsonValue, Outcome, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng

MAX_STEPS = 5000
"""No game here lasts longer; a playout that does is stuck."""


@dataclass(frozen=True)
class Case:
    """One table to play: a game, its options, how many players, the seed, which bots.

    ``bots`` is "random", "greedy" or "mixed" (greedy at the even seats, random at the
    odd ones).  ``golden`` holds the final scores this seed must give, if pinned.
    """

    game_id: str
    label: str
    players: int
    options: dict[str, JsonValue] = field(default_factory=dict)
    seed: int = 1
    bots: str = "random"
    golden: tuple[int, ...] | None = None

    @property
    def case_id(self) -> str:
        """The test id: game, label, players, seed and bots."""
        return f"{self.game_id}-{self.label}-{self.players}p-seed{self.seed}-{self.bots}"


@dataclass(frozen=True)
class Step:
    """One applied action: the state before, who acted, what, the state after, events."""

    before: Any
    player: int
    action: Any
    after: Any
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Playout:
    """A whole seeded game: its match (with the history), every state and step."""

    case: Case
    game: Game[Any, Any, Any]
    match: Match
    setup_events: tuple[Event, ...]
    states: tuple[Any, ...]
    steps: tuple[Step, ...]

    @property
    def outcome(self) -> Outcome:
        """The result at the end (the playout ends only when the game does)."""
        outcome = self.match.outcome()
        assert outcome is not None
        return outcome


def bot_kind(case: Case, seat: int) -> str:
    """The kind of bot at ``seat``."""
    if case.bots == "mixed":
        return "greedy" if seat % 2 == 0 else "random"
    return case.bots


_PLAYED: dict[str, Playout] = {}


def play(case: Case) -> Playout:
    """Play ``case`` afresh (``played`` keeps the first playout)."""
    game = registry.get_game(case.game_id)
    assert game is not None
    specs = [PlayerSpec(f"P{i}", bot_kind(case, i)) for i in range(case.players)]
    match = Match.start(game, specs, case.options, case.seed)
    bots = [registry.make_bot(case.game_id, bot_kind(case, i), case.seed * 7 + i)
            for i in range(case.players)]
    order = Rng(case.seed)
    states = [match.state]
    steps: list[Step] = []
    while not match.is_over():
        seat = order.choice(sorted(match.to_move()))
        legal = match.legal_actions(seat)
        assert legal, f"seat {seat} must decide but has no legal action"
        action = bots[seat].choose(match.view(seat), legal)
        before = match.state
        transition = game.apply(before, seat, action)
        events = match.act(seat, action)
        assert match.state == transition.state and events == transition.events
        steps.append(Step(before, seat, action, match.state, events))
        states.append(match.state)
        assert len(steps) < MAX_STEPS, "the game does not end"
    return Playout(case, game, match, match.setup_events, tuple(states), tuple(steps))


def played(case: Case) -> Playout:
    """Return the playout of ``case`` (played once per test process)."""
    if case.case_id not in _PLAYED:
        _PLAYED[case.case_id] = play(case)
    return _PLAYED[case.case_id]
