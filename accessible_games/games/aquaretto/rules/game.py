"""The Aquaretto Game implementation: the protocol methods over the rules modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue, Options, Outcome, PlayerSpec, Transition
import accessible_games.games.delivery as delivery
from accessible_games.games.aquaretto.rules import legal
from accessible_games.games.aquaretto.rules import transitions as rules
from accessible_games.games.aquaretto.rules import serial
from accessible_games.games.aquaretto.rules import setup
from accessible_games.games.aquaretto.rules.actions import Action
from accessible_games.games.aquaretto.rules.scoring import outcome_of
from accessible_games.games.aquaretto.rules.state import (
    AquarettoState, AquarettoView, Phase, Source, TileTask, Truck,
)
from accessible_games.games.aquaretto.rules.tiles import (
    COIN_TILES, Species, Tile, offspring_tiles, species_tiles,
)


class Aquaretto:
    """The Aquaretto rules for 2-5 players, including the 2-player variant."""

    game_id = "aquaretto"
    search_rate = 40
    """The strong bot's iterations per second of thinking (see ``Game.search_rate``)."""

    def new_game(self, players: Sequence[PlayerSpec], options: Options,
                 seed: int) -> Transition[AquarettoState]:
        """Return the initial state and the setup events (see ``setup.new_game``).

        Raises:
            IllegalAction: fewer than 2 or more than 5 players.
        """
        return setup.new_game(players, options, seed)

    def to_move(self, state: AquarettoState) -> frozenset[PlayerId]:
        """Return the one player to decide, or nobody once the game is over."""
        if state.phase is Phase.OVER:
            return frozenset()
        return frozenset((state.current,))

    def legal_actions(self, state: AquarettoState, player: PlayerId) -> list[Action]:
        """Return every legal action of ``player`` now, in a fixed order."""
        return legal.legal_actions(state, player)

    def apply(self, state: AquarettoState, player: PlayerId,
              action: Action) -> Transition[AquarettoState]:
        """Return the state after ``player`` does ``action`` (already checked legal)."""
        return rules.apply(state, player, action)

    def explain(self, state: AquarettoState, player: PlayerId,
                action: Action) -> IllegalAction | None:
        """Return why ``action`` is not legal for ``player`` now, or None if it is."""
        return legal.explain(state, player, action)

    def view(self, state: AquarettoState, player: PlayerId | None) -> AquarettoView:
        """Return what ``player`` may know: all but the stacks' order and the blockers."""
        return AquarettoView(
            player=player, players=state.players,
            trucks=delivery.view_trucks(state.trucks),
            stack_size=len(state.stack), end_stack_size=len(state.end_stack),
            offspring=state.offspring, bank=state.bank, workers=state.workers,
            removed_species=state.removed_species, discarded=state.discarded,
            current=state.current, phase=state.phase, round=state.round, turn=state.turn,
            final_round=state.final_round, drawn=state.drawn, hand=state.hand,
            tasks=state.tasks)

    def sample_state(self, view: AquarettoView, rng: rngmod.RngState) -> AquarettoState:
        """Return a full state consistent with ``view``: unseen tiles shuffled into the stacks,
        blockers drawn at random from the removed species."""
        in_play = [s for s in Species if s not in view.removed_species]
        unseen = Counter([t for s in in_play for t in species_tiles(s)] + list(COIN_TILES))
        seen: list[Tile] = [*view.discarded, *view.hand]
        seen += [t for truck in view.trucks for t in truck.tiles]
        if view.drawn is not None:
            seen.append(view.drawn)
        for task in view.tasks:
            if isinstance(task, TileTask) and task.source is Source.TRUCK:
                seen.append(task.tile)
        for player in view.players:
            seen += [t for _, t in player.park.tiles]
            seen += player.depot
        unseen.subtract(t for t in seen if not t.is_offspring)
        animals = sorted(t for t, n in unseen.items() if n > 0 and not t.is_coin)
        # Coin tiles that went into purses are plain coins now; the stacks hold the rest.
        hidden = view.stack_size + view.end_stack_size
        pool = animals + [t for t in COIN_TILES if unseen[t] > 0][:hidden - len(animals)]
        rng, mixed = rngmod.shuffled(rng, pool)
        stack = mixed[:view.stack_size]
        end = mixed[view.stack_size:view.stack_size + view.end_stack_size]
        box = [t for s in view.removed_species for t in species_tiles(s)]
        rng, box_mixed = rngmod.shuffled(rng, box)
        used = 0
        trucks = []
        for truck in view.trucks:
            trucks.append(Truck(truck.tiles, box_mixed[used:used + truck.blockers],
                                truck.taken_by))
            used += truck.blockers
        return AquarettoState(
            players=view.players, trucks=tuple(trucks), stack=stack, end_stack=end,
            offspring=view.offspring, bank=view.bank, workers=view.workers,
            removed_species=view.removed_species,
            box=tuple(sorted(box_mixed[used:])) + tuple(
                t for s in view.removed_species for t in offspring_tiles(s)),
            discarded=view.discarded, current=view.current, phase=view.phase,
            round=view.round, turn=view.turn, final_round=view.final_round, drawn=view.drawn,
            hand=view.hand, tasks=view.tasks, rng=rng)

    def outcome(self, state: AquarettoState) -> Outcome | None:
        """Return scores (with the per-category details) once the last round is over."""
        if state.phase is not Phase.OVER:
            return None
        return outcome_of(state.players)

    def action_to_json(self, action: Action) -> JsonValue:
        """Return the action as JSON (see ``serial``)."""
        return serial.action_to_json(action)

    def action_from_json(self, data: JsonValue) -> Action:
        """Return the action stored as ``data``; raises ValueError if malformed."""
        return serial.action_from_json(data)

    def state_to_json(self, state: AquarettoState) -> JsonValue:
        """Return the full state as JSON (see ``serial``)."""
        return serial.state_to_json(state)

    def state_from_json(self, data: JsonValue) -> AquarettoState:
        """Return the state written by ``state_to_json``; raises ValueError if malformed."""
        return serial.state_from_json(data)


GAME = Aquaretto()
"""The one instance the app uses."""
