"""The O Zoo le Mio Game implementation: the protocol methods over the rules modules."""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.core.game import JsonValue, Options, Outcome, PlayerSpec, Transition
from accessible_games.games.ozoolemio.rules import legal
from accessible_games.games.ozoolemio.rules import transitions as rules
from accessible_games.games.ozoolemio.rules import serial
from accessible_games.games.ozoolemio.rules import setup
from accessible_games.games.ozoolemio.rules.actions import Action
from accessible_games.games.ozoolemio.rules.scoring import outcome_of
from accessible_games.games.ozoolemio.rules.state import TOTAL_COINS, OzooState, OzooView, Phase
from accessible_games.games.ozoolemio.rules.tiles import Tile


class OZooLeMio:
    """The O Zoo le Mio rules for 2-4 players, standard or with the tree variant."""

    game_id = "o-zoo-le-mio"
    search_rate = 18
    """The strong bot's iterations per second of thinking (see ``Game.search_rate``)."""

    def new_game(self, players: Sequence[PlayerSpec], options: Options,
                 seed: int) -> Transition[OzooState]:
        """Return the initial state and the setup events (see ``setup.new_game``).

        Raises:
            IllegalAction: fewer than 2 or more than 4 players, or unknown options.
            TileSetError: the option ``"tiles"`` holds an invalid tile set.
        """
        return setup.new_game(players, options, seed)

    def to_move(self, state: OzooState) -> frozenset[PlayerId]:
        """Return who must decide now: every player yet to bid, or the tile's winner."""
        return legal.to_move(state)

    def legal_actions(self, state: OzooState, player: PlayerId) -> list[Action]:
        """Return every legal action of ``player`` now, in a fixed order."""
        return legal.legal_actions(state, player)

    def apply(self, state: OzooState, player: PlayerId,
              action: Action) -> Transition[OzooState]:
        """Return the state after ``player`` does ``action`` (already checked legal)."""
        return rules.apply(state, player, action)

    def explain(self, state: OzooState, player: PlayerId,
                action: Action) -> IllegalAction | None:
        """Return why ``action`` is not legal for ``player`` now, or None if it is."""
        return legal.explain(state, player, action)

    def view(self, state: OzooState, player: PlayerId | None) -> OzooView:
        """Return what ``player`` may know: all but the others' coins and sealed bids and
        the order of the face-down tiles."""
        seat = player if player is not None and 0 <= player < state.player_count else None
        return OzooView(
            player=player, tileset=state.tileset, variant=state.variant,
            players=state.players, coins=None if seat is None else state.coins[seat],
            bid=None if seat is None else state.bids[seat],
            has_bid=tuple(b is not None for b in state.bids), bank=state.bank,
            flags=state.flags, stack_size=len(state.stack), display=state.display,
            phase=state.phase, placer=state.placer, in_hand=state.in_hand, round=state.round,
            auction=state.auction, placements=state.placements, visitors=state.visitors,
            tree_figures=state.tree_figures, set_aside=state.set_aside,
            last_auction=state.last_auction)

    def sample_state(self, view: OzooView, rng: rngmod.RngState) -> OzooState:
        """Return a full state consistent with ``view``: the unseen tiles shuffled face
        down, the coins the viewer cannot see split at random among the others, and
        their sealed bids drawn at random within their coins."""
        seen: set[Tile] = set(view.display) | set(view.set_aside)
        if view.in_hand is not None:
            seen.add(view.in_hand)
        for player in view.players:
            seen.update(laid.tile for laid in player.zoo.tiles)
        rng, stack = rngmod.shuffled(rng, [t for t in view.tileset.tiles if t not in seen])
        count = len(view.players)
        known = {view.player: view.coins} if view.player is not None and view.coins is not None \
            else {}
        others = [seat for seat in range(count) if seat not in known]
        rng, split = _split(rng, TOTAL_COINS - view.bank - sum(known.values()), len(others))
        coins = [0] * count
        for seat, value in [*known.items(), *zip(others, split)]:
            coins[seat] = value
        bids: list[int | None] = [None] * count
        for seat in range(count):
            if seat == view.player:
                bids[seat] = view.bid
            elif view.has_bid[seat]:
                rng, bids[seat] = rngmod.below(rng, coins[seat] + 1)
        return OzooState(
            tileset=view.tileset, variant=view.variant, players=view.players,
            coins=tuple(coins), bank=view.bank, flags=view.flags, stack=stack[:view.stack_size],
            display=view.display, bids=tuple(bids), phase=view.phase, placer=view.placer,
            in_hand=view.in_hand, round=view.round, auction=view.auction,
            placements=view.placements, visitors=view.visitors,
            tree_figures=view.tree_figures, set_aside=view.set_aside,
            last_auction=view.last_auction, rng=rng)

    def outcome(self, state: OzooState) -> Outcome | None:
        """Return scores (with the per-category details) once the fifth round is scored."""
        if state.phase is not Phase.OVER:
            return None
        return outcome_of(state)

    def action_to_json(self, action: Action) -> JsonValue:
        """Return the action as JSON (see ``serial``)."""
        return serial.action_to_json(action)

    def action_from_json(self, data: JsonValue) -> Action:
        """Return the action stored as ``data``; raises ValueError if malformed."""
        return serial.action_from_json(data)

    def state_to_json(self, state: OzooState) -> JsonValue:
        """Return the full state as JSON (see ``serial``)."""
        return serial.state_to_json(state)

    def state_from_json(self, data: JsonValue) -> OzooState:
        """Return the state written by ``state_to_json``; raises ValueError if malformed."""
        return serial.state_from_json(data)


def _split(rng: rngmod.RngState, total: int, parts: int) -> tuple[rngmod.RngState, list[int]]:
    """Return ``total`` split into ``parts`` random non-negative whole numbers."""
    if parts == 0:
        return rng, []
    cuts = []
    for _ in range(parts - 1):
        rng, cut = rngmod.below(rng, total + 1)
        cuts.append(cut)
    edges = [0, *sorted(cuts), total]
    return rng, [edges[i + 1] - edges[i] for i in range(parts)]


GAME = OZooLeMio()
"""The one instance the app uses."""
