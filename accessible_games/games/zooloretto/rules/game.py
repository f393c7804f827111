"""The Zooloretto Game implementation: the protocol methods over the rules modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue, Options, Outcome, PlayerSpec, Transition
import accessible_games.games.delivery as delivery
from accessible_games.games.zooloretto.rules import legal
from accessible_games.games.zooloretto.rules import transitions as rules
from accessible_games.games.zooloretto.rules import serial
from accessible_games.games.zooloretto.rules import setup
from accessible_games.games.zooloretto.rules.expansions import catalogue
from accessible_games.games.zooloretto.rules.scoring import outcome_of
from accessible_games.games.zooloretto.rules.state import (
    Phase, Source, Truck, ZoolorettoState, ZoolorettoView,
)
from accessible_games.games.zooloretto.rules.tiles import (
    COIN_TILES, SITE_TILES, STALL_TILES, TASK_CARD_COUNT, Species, Tile, offspring_tiles,
    sort_tiles, species_tiles,
)


class Zooloretto:
    """The Zooloretto base game for 2-5 players, with hooks for the mini-expansions."""

    game_id = "zooloretto"
    search_rate = 80
    """The strong bot's iterations per second of thinking (see ``Game.search_rate``)."""

    def new_game(self, players: Sequence[PlayerSpec], options: Options,
                 seed: int) -> Transition[ZoolorettoState]:
        """Return the initial state and the setup events (see ``setup.new_game``).

        Raises:
            IllegalAction: fewer than 2 or more than 5 players, or an unknown expansion.
        """
        return setup.new_game(players, options, seed)

    def to_move(self, state: ZoolorettoState) -> frozenset[PlayerId]:
        """Return the one player to decide, or nobody once the game is over."""
        if state.phase is Phase.OVER:
            return frozenset()
        return frozenset((state.current,))

    def legal_actions(self, state: ZoolorettoState, player: PlayerId) -> list[Any]:
        """Return every legal action of ``player`` now, in a fixed order."""
        return legal.legal_actions(state, player)

    def apply(self, state: ZoolorettoState, player: PlayerId,
              action: Any) -> Transition[ZoolorettoState]:
        """Return the state after ``player`` does ``action`` (already checked legal)."""
        return rules.apply(state, player, action)

    def explain(self, state: ZoolorettoState, player: PlayerId,
                action: Any) -> IllegalAction | None:
        """Return why ``action`` is not legal for ``player`` now, or None if it is."""
        return legal.explain(state, player, action)

    def view(self, state: ZoolorettoState, player: PlayerId | None) -> ZoolorettoView:
        """Return what ``player`` may know: all but the stacks' order and the blockers."""
        return ZoolorettoView(
            player=player, players=state.players,
            trucks=delivery.view_trucks(state.trucks),
            stack_size=len(state.stack), end_stack_size=len(state.end_stack),
            offspring=state.offspring, bank=state.bank, removed_species=state.removed_species,
            discarded=state.discarded, cashed=state.cashed, current=state.current,
            phase=state.phase, round=state.round, turn=state.turn,
            final_round=state.final_round, drawn=state.drawn, hand=state.hand, task=state.task,
            last_taker=state.last_taker, expansions=state.expansions, supply=state.supply,
            task_card=(state.task_cards[player] if player is not None and state.task_cards
                       else None),
            pending=state.pending)

    def sample_state(self, view: ZoolorettoView, rng: rngmod.RngState) -> ZoolorettoState:
        """Return a full state consistent with ``view``: unseen tiles shuffled into the
        stacks, blockers drawn at random from the removed species."""
        in_play = [s for s in Species if s not in view.removed_species]
        sites = list(SITE_TILES) if "construction-sites" in view.expansions else []
        unseen = Counter([t for s in in_play for t in species_tiles(s)]
                         + list(STALL_TILES) + list(COIN_TILES) + sites)
        seen: list[Tile] = [*view.discarded, *view.hand, *view.cashed]
        seen += [t for truck in view.trucks for t in truck.tiles]
        if view.drawn is not None:
            seen.append(view.drawn)
        if view.task is not None and view.task.source is Source.TRUCK:
            seen.append(view.task.tile)
        for player in view.players:
            seen += player.tiles()
        seen += [t.tile for t in view.pending]
        unseen.subtract(t for t in seen if not t.is_offspring)
        pool = sort_tiles([t for t, n in unseen.items() if n > 0])
        rng, mixed = rngmod.shuffled(rng, pool)
        stack = mixed[:view.stack_size]
        end = mixed[view.stack_size:view.stack_size + view.end_stack_size]
        box = [t for s in view.removed_species for t in species_tiles(s)]
        box = [t for t in box if t not in set(view.discarded)]
        rng, box_mixed = rngmod.shuffled(rng, box)
        used = 0
        trucks = []
        for truck in view.trucks:
            trucks.append(Truck(truck.tiles, box_mixed[used:used + truck.blockers],
                                truck.taken_by))
            used += truck.blockers
        return ZoolorettoState(
            players=view.players, trucks=tuple(trucks), stack=stack, end_stack=end,
            offspring=view.offspring, bank=view.bank, removed_species=view.removed_species,
            box=sort_tiles(box_mixed[used:]) + tuple(
                t for s in view.removed_species for t in offspring_tiles(s)),
            discarded=view.discarded, cashed=view.cashed, current=view.current,
            phase=view.phase, round=view.round, turn=view.turn, final_round=view.final_round,
            drawn=view.drawn, hand=view.hand, task=view.task, last_taker=view.last_taker,
            expansions=view.expansions, rng=rng, supply=view.supply,
            task_cards=self._sample_task_cards(view, rng), pending=view.pending)

    @staticmethod
    def _sample_task_cards(view: ZoolorettoView, rng: rngmod.RngState) -> tuple[int, ...]:
        """Return task cards for every seat: the viewer's own, the others drawn at random
        from the cards the viewer has not seen."""
        if view.task_card is None and "task-cards" not in view.expansions:
            return ()
        others = [c for c in range(TASK_CARD_COUNT) if c != view.task_card]
        rng, mixed = rngmod.shuffled(rng, tuple(others))
        cards = list(mixed)
        return tuple(view.task_card if seat == view.player and view.task_card is not None
                     else cards.pop() for seat in range(len(view.players)))

    def outcome(self, state: ZoolorettoState) -> Outcome | None:
        """Return scores (with the per-category details) once the final round is over."""
        if state.phase is not Phase.OVER:
            return None
        return outcome_of(rules.score_sheets(state))

    def action_to_json(self, action: Any) -> JsonValue:
        """Return the action as JSON (see ``serial``)."""
        return serial.action_to_json(action)

    def action_from_json(self, data: JsonValue) -> Any:
        """Return the action stored as ``data``; raises ValueError if malformed."""
        return serial.action_from_json(data)

    def state_to_json(self, state: ZoolorettoState) -> JsonValue:
        """Return the full state as JSON (see ``serial``)."""
        return serial.state_to_json(state)

    def state_from_json(self, data: JsonValue) -> ZoolorettoState:
        """Return the state written by ``state_to_json``; raises ValueError if malformed."""
        return serial.state_from_json(data)


GAME = Zooloretto()
"""The one instance the app uses."""

EXPANSION_NAMES: tuple[str, ...] = catalogue.NAMES
"""The mini-expansions one may choose, in the rulebook's order."""
