"""The combined Aquaretto-Zooloretto Game: the protocol methods over the rules modules."""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue, Options, Outcome, PlayerSpec, Transition
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules.game import GAME as WATER_GAME
from accessible_games.games.aquaretto_zooloretto.rules import legal
from accessible_games.games.aquaretto_zooloretto.rules import transitions as rules
from accessible_games.games.aquaretto_zooloretto.rules import sampling
from accessible_games.games.aquaretto_zooloretto.rules import serial
from accessible_games.games.aquaretto_zooloretto.rules import setup
from accessible_games.games.aquaretto_zooloretto.rules.actions import Action
from accessible_games.games.aquaretto_zooloretto.rules.scoring import outcome_of
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    CombinedState, CombinedView, Phase,
)
from accessible_games.games.zooloretto.rules.game import GAME as ZOO_GAME


class AquarettoZooloretto:
    """The variant combining Aquaretto and Zooloretto, 2-5 players."""

    game_id = "aquaretto-zooloretto"
    search_rate = 20
    """The strong bot's iterations per second of thinking (see ``Game.search_rate``)."""

    def new_game(self, players: Sequence[PlayerSpec], options: Options,
                 seed: int) -> Transition[CombinedState]:
        """Return the initial state and the setup events (see ``setup.new_game``).

        Raises:
            IllegalAction: fewer than 2 or more than 5 players, or an expansion the
                combined game does not support.
        """
        return setup.new_game(players, options, seed)

    def to_move(self, state: CombinedState) -> frozenset[PlayerId]:
        """Return the one player to decide, or nobody once the game is over."""
        if state.phase is Phase.OVER:
            return frozenset()
        return frozenset((state.current,))

    def legal_actions(self, state: CombinedState, player: PlayerId) -> list[Action]:
        """Return every legal action of ``player`` now, in a fixed order."""
        return legal.legal_actions(state, player)

    def apply(self, state: CombinedState, player: PlayerId,
              action: Action) -> Transition[CombinedState]:
        """Return the state after ``player`` does ``action`` (already checked legal)."""
        return rules.apply(state, player, action)

    def explain(self, state: CombinedState, player: PlayerId,
                action: Action) -> IllegalAction | None:
        """Return why ``action`` is not legal for ``player`` now, or None if it is."""
        return legal.explain(state, player, action)

    def view(self, state: CombinedState, player: PlayerId | None) -> CombinedView:
        """Return what ``player`` may know: all but the stacks' order and the blockers."""
        return CombinedView(
            player=player, zoo=ZOO_GAME.view(state.zoo, player),
            water=WATER_GAME.view(state.water, player),
            trucks=delivery.view_trucks(state.trucks), truck_supplies=state.truck_supplies,
            bank=state.bank, coins=state.coins, current=state.current, phase=state.phase,
            round=state.round, turn=state.turn, drawn=state.drawn,
            last_taker=state.last_taker, end_reached=state.end_reached, retired=state.retired)

    def sample_state(self, view: CombinedView, rng: rngmod.RngState) -> CombinedState:
        """Return a full state consistent with ``view`` (see ``sampling``)."""
        return sampling.sample_state(view, rng)

    def outcome(self, state: CombinedState) -> Outcome | None:
        """Return scores with both games' categories once the last round is over."""
        if state.phase is not Phase.OVER:
            return None
        return outcome_of(state)

    def action_to_json(self, action: Action) -> JsonValue:
        """Return the action as JSON (see ``serial``)."""
        return serial.action_to_json(action)

    def action_from_json(self, data: JsonValue) -> Action:
        """Return the action stored as ``data``; raises ValueError if malformed."""
        return serial.action_from_json(data)

    def state_to_json(self, state: CombinedState) -> JsonValue:
        """Return the full state as JSON (see ``serial``)."""
        return serial.state_to_json(state)

    def state_from_json(self, data: JsonValue) -> CombinedState:
        """Return the state written by ``state_to_json``; raises ValueError if malformed."""
        return serial.state_from_json(data)


GAME = AquarettoZooloretto()
"""The one instance the app uses."""
