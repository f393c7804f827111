"""O Zoo le Mio bots: random (from core) and a greedy heuristic bot.

The greedy bot sees only its view.  It values a placement by what it would
change at once, weighted by the rounds still to score: visitor and tree
figures won (they may be lost again, so they count a little less than
benches, which stay), stars added to its best regions, trees, new loops, and
the open path ends that keep the zoo growing.  It bids on a tile what the
tile is worth to it plus part of what it would be worth to the strongest
rival (less with more rivals, who might take it instead), turned into coins
by how many coins it can spend per tile for the rest of the game; on the
last tile of the game coins only break ties, so it bids them all on any tile
worth having.  It never bids on a tile that fits nowhere in its zoo.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.bots import RandomBot, SeededBot, make_bot_of_kind
from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.actions import Action, Bid, Place
from accessible_games.games.ozoolemio.rules.attraction import Standing, figures
from accessible_games.games.ozoolemio.rules.evaluation import Effect, ZooSummary
from accessible_games.games.ozoolemio.rules.state import ROUNDS, OzooView, Phase
from accessible_games.games.ozoolemio.rules.tiles import CATEGORIES, Tile
from accessible_games.games.ozoolemio.rules.zoo import legal_placements

FIGURE_WEIGHT = 0.7
"""A figure held now, per remaining round multiplier (it may be lost again)."""
STAR_WEIGHT = 0.35
TREE_WEIGHT = 0.3
OPEN_END_WEIGHT = 0.2
CLOSED_ZOO_PENALTY = 4.0
RIVAL_SHARE = 0.8
"""How much of the best rival's gain counts when bidding (denying it the tile)."""
SPEND_FACTOR = 1.1
TYPICAL_GAIN = 1.2
"""A typical tile's worth, per remaining round multiplier; a tile worth that gets a fair
share of the coins."""
MAX_SHARES = 2.5
"""The most fair shares of coins the bot spends on one tile."""


def multiplier_left(round_number: int) -> int:
    """Return the sum of the round numbers still to be scored, this round included."""
    return sum(range(round_number, ROUNDS + 1))


class Judge:
    """Values placements in one seat's zoo, seen from a view."""

    def __init__(self, view: OzooView, seat: PlayerId) -> None:
        self.view = view
        self.seat = seat
        self.summary = ZooSummary(view.players[seat].zoo)
        self.weight = multiplier_left(view.round)
        self.mine = view.players[seat].visitors
        self.held = [colour[seat] for colour in view.visitors]

    def _figures(self, best: Sequence[int], reached: Sequence[bool], trees: int) -> int:
        view, seat, now = self.view, self.seat, self.view.placements + 1
        total = 0
        for index, held in enumerate(self.held):
            if best[index] > 0 and (reached[index] or best[index] > self.mine[index].value):
                standings = [p.visitors[index] for p in view.players]
                standings[seat] = Standing(best[index], now)
                held = figures(standings)[seat]
            total += held
        if trees > view.players[seat].trees.value:
            tree_standings = [p.trees for p in view.players]
            tree_standings[seat] = Standing(trees, now)
            return total + figures(tree_standings)[seat]
        return total + view.tree_figures[seat]

    def base(self) -> float:
        """Return the value of the zoo as it is."""
        summary = self.summary
        return self._value(summary.best, [False] * len(CATEGORIES), summary.trees,
                           summary.loops, summary.open_ends)

    def _value(self, best: Sequence[int], reached: Sequence[bool], trees: int, loops: int,
               open_ends: int) -> float:
        value = self.weight * (FIGURE_WEIGHT * self._figures(best, reached, trees) + loops)
        value += STAR_WEIGHT * sum(best) + TREE_WEIGHT * trees
        value += OPEN_END_WEIGHT * min(open_ends, 8)
        if open_ends == 0:
            value -= CLOSED_ZOO_PENALTY
        return value

    def value_of(self, effect: Effect) -> float:
        """Return the value of the zoo after a placement with ``effect``."""
        return self._value(effect.best, effect.reached, effect.trees, effect.loops,
                           effect.open_ends)

    def best_gain(self, tile: Tile) -> float | None:
        """Return the most ``tile`` adds to the zoo, or None if it fits nowhere."""
        placements = legal_placements(self.summary.zoo, tile)
        if not placements:
            return None
        best = max(self.value_of(self.summary.effect(tile, p)) for p in placements)
        return best - self.base()


class GreedyBot(SeededBot):
    """Lays tiles where they gain most and bids their worth in coins; ties at random."""

    def choose(self, view: OzooView, legal: Sequence[Action]) -> Action:
        """Return the legal action with the highest heuristic value."""
        assert view.player is not None
        if view.phase is Phase.PLACE:
            return self._place(view, view.player, legal)
        return self._bid(view, view.player, legal)

    def _place(self, view: OzooView, seat: PlayerId, legal: Sequence[Action]) -> Action:
        judge = Judge(view, seat)
        tile = view.in_hand
        assert tile is not None
        scored = [(judge.value_of(judge.summary.effect(tile, a.placement)), i)
                  for i, a in enumerate(legal) if isinstance(a, Place)]
        best = max(s for s, _ in scored)
        return legal[self._rng.choice([i for s, i in scored if s >= best - 1e-9])]

    def _bid(self, view: OzooView, seat: PlayerId, legal: Sequence[Action]) -> Action:
        tile = view.on_auction
        coins = view.coins or 0
        if tile is None:
            return legal[0]
        mine = Judge(view, seat).best_gain(tile)
        if mine is None:
            return Bid(0)
        rivals = [Judge(view, other).best_gain(tile) for other in range(len(view.players))
                  if other != seat]
        rival = max((g for g in rivals if g is not None), default=0.0)
        worth = max(0.0, mine) + RIVAL_SHARE * max(0.0, rival) / max(1, len(rivals))
        tiles_left = len(view.display) + view.stack_size
        if tiles_left <= 1 and view.round == ROUNDS:
            amount = coins if worth > 0 else 0
        else:
            share = max(1.0, tiles_left / len(view.players))
            income = view.players[seat].zoo.auctioned_tiles * (ROUNDS - view.round)
            per_tile = (coins + income) / share
            typical = multiplier_left(view.round) * TYPICAL_GAIN
            amount = round(SPEND_FACTOR * per_tile * min(MAX_SHARES, worth / typical))
        amount = max(0, min(coins, amount))
        bid = Bid(amount)
        return bid if bid in legal else legal[-1]


def make_bot(kind: str, seed: int) -> RandomBot | GreedyBot:
    """Return a bot by kind name ("random" or "greedy").

    Raises:
        ValueError: unknown kind.
    """
    return make_bot_of_kind(kind, seed, GreedyBot)
