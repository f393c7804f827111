"""The strong bot: information-set Monte-Carlo tree search over the Game protocol alone.

One module for every game.  At a decision the bot sees only its own view and the legal
actions.  Each iteration of the search

1. samples a full state from that view with ``game.sample_state(view, seed)``, so the
   hidden parts (another's hand, the pile's order, others' bids and task cards) are
   guessed anew each time and never read from the true state;
2. walks down one shared tree from the root, choosing at each node by UCT among the
   actions legal in the sampled state (counting how often each was available, as
   information-set MCTS does); where several players decide at once (sealed bids),
   each of them chooses from their own statistics at that node, without seeing the
   others' choice ("decoupled" UCT);
3. adds one new node, then plays the game out with a rollout policy (each seat's greedy
   bot on its own view, or uniformly random moves);
4. scores the end for every seat (``reward``: the win share, with a little of the score
   margin) and adds it to the statistics of every choice on the path.

The bot chooses the root action visited most.  A node's first choice for a player leans
towards the move the greedy policy would make there (``Tuning.prior``), so a short search
plays at least like greedy and leaves it only on evidence.

The budget (``Budget``) is a number of iterations, and a CPU-time cap that is only a safety
stop: with the same seed and iterations the bot makes the same choice on any machine, as
long as the cap is not reached.  The clock is given by the caller (rules code does no I/O).

``SearchBot.analyse`` returns the ranked candidates with their visits, win share, mean
score and mean margin: what a hint says ("about 4 points more than the next best").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import Any

from accessible_games.core.bots import Bot, SeededBot
from accessible_games.core.events import PlayerId
from accessible_games.core.game import Game, Outcome
from accessible_games.core.records import record
from accessible_games.core.rng import Rng

STRONG = "strong"
"""The bot kind of the search bot (the others are each game's own: ``make_bot``)."""

ROLLOUTS: tuple[str, ...] = ("greedy", "random")
"""The rollout policies: each seat's greedy bot on its own view, or random moves."""

THINKING_SECONDS = 1.0
"""The strong bot's default thinking time per decision, in seconds."""

SAFETY_FACTOR = 3.0
"""The safety stop, in thinking times (plus one second): well beyond what the budget's
iterations take on this machine, so that it only cuts a search short on a much slower one."""


@record
class Budget:
    """How long the bot thinks at one decision.

    Attributes:
        iterations: the number of search iterations (the choice depends on it alone).
        seconds: a CPU-time safety stop (by the caller's clock); None for none.  If it is
            reached the search ends early, and the choice may then differ from another
            run's: the iterations should be set so that it is not reached.
    """

    iterations: int
    seconds: float | None = None


def search_budget(game: Game[Any, Any, Any], seconds: float = THINKING_SECONDS) -> Budget:
    """Return the budget of about ``seconds`` of thinking in ``game``: that many seconds of
    its ``search_rate`` in iterations (at least one), and the safety stop."""
    return Budget(max(1, round(seconds * game.search_rate)), SAFETY_FACTOR * seconds + 1.0)


@record
class Tuning:
    """The search's constants (``benchmarks/bot_strength.py`` measures their effect; the
    defaults are the best it found, against greedy in 2-player games: greedy play-outs
    beat random ones in O Zoo le Mio, 80 % against 35 % of 20 games; at 15 iterations a
    search kept at the root with prior 1 and margin 0.5 took Aquaretto from 30 % to 65 %
    of 20 games, the tree growing at once below the root having played the untried moves
    there; with those and a tree that grows after 8 visits Beasty Bar went from 95.5 % to
    98 % of 100 games at 300 iterations).

    Attributes:
        exploration: the UCT constant c in mean + c * sqrt(ln(available) / visits).
        prior: the progressive bias of the greedy policy's move at a node, divided by
            (visits + 1); 0 for none.
        margin_weight: how much of the reward is the score margin (the rest is the win
            share).
        rollout: the rollout policy, one of ``ROLLOUTS``.
        depth: the deepest the tree grows, in decisions; 0 for no limit.  Beyond it the
            rollout policy decides, so a depth of 1 searches only the root's choices and
            lets the greedy bots play out the rest (flat Monte Carlo).
        expand_after: the visits a choice needs before the tree grows a node below it
            (until then the rollout policy plays on from there): a short search stays
            near the root, where its few play-outs tell most, and follows the greedy
            policy below instead of trying every untried move there once.
    """

    exploration: float = 0.7
    prior: float = 1.0
    margin_weight: float = 0.5
    rollout: str = "greedy"
    depth: int = 0
    expand_after: int = 8


@record
class Candidate:
    """One legal action as the search saw it, from the deciding player's side.

    Attributes:
        action: the action (the very object from the legal actions given).
        visits: how many iterations chose it at the root.
        win_share: the mean win share after it (1 a win, 1/k a place shared among k).
        mean_score: the player's mean final score after it.
        mean_margin: the mean of the player's final score minus the best other score.
    """

    action: Any
    visits: int
    win_share: float
    mean_score: float
    mean_margin: float


@record
class Analysis:
    """The search's answer at one decision: the candidates, best first, and the
    iterations it ran (fewer than the budget's only if the safety stop was reached)."""

    candidates: tuple[Candidate, ...]
    iterations: int

    @property
    def best(self) -> Candidate:
        """Return the candidate the bot plays."""
        return self.candidates[0]


def reward(outcome: Outcome, seat: PlayerId, margin_weight: float) -> float:
    """Return ``seat``'s reward in [0, 1] for a finished game: its win share, blended
    with its score margin over the best other seat, scaled by the table's mean absolute
    score and clipped to [-1, 1], then mapped to [0, 1]."""
    places = outcome.places
    first = places.count(1)
    win = 1.0 / first if places[seat] == 1 else 0.0
    if not margin_weight:
        return win
    scores = outcome.scores
    best_other = max(s for other, s in enumerate(scores) if other != seat)
    scale = 1.0 + sum(abs(s) for s in scores) / len(scores)
    margin = max(-1.0, min(1.0, (scores[seat] - best_other) / scale))
    return (1.0 - margin_weight) * win + margin_weight * (0.5 + 0.5 * margin)


class _Edge:
    """One player's choice of one action at a node: its statistics."""

    __slots__ = ("visits", "available", "reward", "wins", "score", "margin")

    def __init__(self) -> None:
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.wins = 0.0
        self.score = 0.0
        self.margin = 0.0


class _Node:
    """A node of the shared tree: per deciding player, the statistics of each action;
    the children by the actions chosen; the greedy policy's move per player, once asked."""

    __slots__ = ("edges", "children", "preferred")

    def __init__(self) -> None:
        self.edges: dict[PlayerId, dict[Hashable, _Edge]] = {}
        self.children: dict[Hashable, _Node] = {}
        self.preferred: dict[PlayerId, Hashable] = {}


_Step = tuple[_Node, list[tuple[PlayerId, Any]]]
"""A node on an iteration's path, and what each deciding player chose there."""


@record(slots=False)
class SearchPlan:
    """What a strong bot searches with, fixed for its life (not memory: its dice are).

    Attributes:
        game: the rules, used only through the Game protocol.
        policy: make the greedy rollout bot of a seat from a seed.
        budget: the iterations and the safety stop of one decision.
        clock: the CPU clock the safety stop reads (seconds); None for no stop.
        tuning: the search's constants.
    """

    game: Game[Any, Any, Any]
    policy: Callable[[int], Bot]
    budget: Budget
    clock: Callable[[], float] | None = None
    tuning: Tuning = Tuning()

    def __post_init__(self) -> None:
        if self.budget.iterations < 1:
            raise ValueError("a search needs at least one iteration")
        if self.tuning.rollout not in ROLLOUTS:
            raise ValueError(f"unknown rollout policy {self.tuning.rollout!r}")


class SearchBot(SeededBot):
    """The strong bot: chooses by ``analyse`` (see the module docstring).

    Its only memory between decisions is its generator: each decision draws the seed of
    its search from it, so a save that holds the bot's dice resumes it exactly.
    """

    def __init__(self, seed: int, plan: SearchPlan) -> None:
        super().__init__(seed)
        self.plan = plan

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        """Return the legal action the search rates best."""
        return self.analyse(view, legal).best.action

    def analyse(self, view: Any, legal: Sequence[Any], *, full: bool = False) -> Analysis:
        """Search from ``view`` and return every legal action ranked, best first (by
        visits, then the greedy move first, then mean reward, then the order of ``legal``).

        ``view.player`` is the deciding player.  A single legal action is returned at
        once, without a search (and without using the bot's dice).  The search ends as
        soon as the remaining iterations could no longer give another action as many
        visits as the best one: the choice is the one the whole budget would make, and
        the time saved is the player's.  ``full`` runs the whole budget all the same, so
        the other candidates' figures rest on every iteration (a hint compares them).
        For a hint, analyse with a bot of its own (not a seat's), so the seats' dice stay
        as they were.
        """
        player: PlayerId = view.player
        if len(legal) == 1:
            return Analysis((Candidate(legal[0], 0, 0.0, 0.0, 0.0),), 0)
        plan = self.plan
        search = _Search(plan, view, Rng(self._rng.below(2**63)))
        root = _Node()
        iterations, budget = 0, plan.budget.iterations
        clock, seconds = plan.clock, plan.budget.seconds
        stop = clock() + seconds if clock is not None and seconds is not None else None
        while iterations < budget:
            search.iterate(root)
            iterations += 1
            if stop is not None and clock is not None and clock() >= stop:
                break
            if not full and _settled(root.edges.get(player), budget - iterations):
                break
        return Analysis(_ranked(root, player, legal, root.preferred.get(player)), iterations)


def _settled(edges: dict[Hashable, _Edge] | None, remaining: int) -> bool:
    """Return whether the most visited of ``edges`` leads the next by more than the
    ``remaining`` iterations, so that no run of them can change which is chosen."""
    if not edges:
        return False
    first = second = 0
    for edge in edges.values():
        visits = edge.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > remaining


def _ranked(root: _Node, player: PlayerId, legal: Sequence[Any],
            preferred: Hashable | None) -> tuple[Candidate, ...]:
    """Return the candidates of ``player`` at the root, best first: by visits, then the
    greedy policy's move before the others (so a search too short to tell plays it), then
    by mean reward, then in the order of ``legal``."""
    edges = root.edges.get(player, {})
    rows: list[tuple[int, bool, float, int, Candidate]] = []
    for index, action in enumerate(legal):
        edge = edges.get(action)
        n = edge.visits if edge is not None else 0
        if edge is None or not n:
            candidate = Candidate(action, 0, 0.0, 0.0, 0.0)
            rows.append((0, action == preferred, 0.0, index, candidate))
            continue
        candidate = Candidate(action, n, edge.wins / n, edge.score / n, edge.margin / n)
        rows.append((n, action == preferred, edge.reward / n, index, candidate))
    rows.sort(key=lambda row: (-row[0], not row[1], -row[2], row[3]))
    return tuple(row[4] for row in rows)


class _Search:
    """One decision's search: the sampled view, the generator and the rollout bots."""

    def __init__(self, plan: SearchPlan, view: Any, rng: Rng) -> None:
        self.game = plan.game
        self.policy = plan.policy
        self.tuning = plan.tuning
        self.view = view
        self.rng = rng
        self.bots: dict[PlayerId, Bot] = {}

    def bot_of(self, seat: PlayerId) -> Bot:
        """Return the rollout bot of ``seat``, made on first use from the search's dice."""
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = self.policy(self.rng.below(2**63))
        return bot

    def iterate(self, root: _Node) -> None:
        """Run one iteration: sample, select and expand, roll out, back up."""
        game = self.game
        state = game.sample_state(self.view, self.rng.below(2**63))
        node = root
        path: list[_Step] = []
        depth = self.tuning.depth
        while not depth or len(path) < depth:
            movers = sorted(game.to_move(state))
            if not movers:
                break
            # every seat to move chooses before any choice is applied: sealed bids
            picks = [(seat, self.select(node, state, seat)) for seat in movers]
            for seat, action in picks:
                state = game.apply(state, seat, action).state
            path.append((node, picks))
            key: Hashable = picks[0][1] if len(picks) == 1 else tuple(picks)
            child = node.children.get(key)
            if child is None:
                seen = min(node.edges[seat][action].visits for seat, action in picks)
                if seen + 1 >= self.tuning.expand_after:
                    node.children[key] = _Node()
                break
            node = child
        outcome = self.rollout(state)
        self.back_up(path, outcome)

    def select(self, node: _Node, state: Any, seat: PlayerId) -> Any:
        """Return ``seat``'s action at ``node`` in the sampled ``state``: an untried one
        first (the greedy policy's move before the others), else the best by UCT with the
        policy's bias."""
        legal = self.game.legal_actions(state, seat)
        edges = node.edges.get(seat)
        if edges is None:
            edges = node.edges[seat] = {}
        preferred = node.preferred.get(seat)
        if preferred is None and self.tuning.prior and len(legal) > 1:
            preferred = node.preferred[seat] = self.bot_of(seat).choose(
                self.game.view(state, seat), legal)
        untried: list[Any] = []
        rows: list[tuple[Any, _Edge]] = []
        for action in legal:
            edge = edges.get(action)
            if edge is None:
                edge = edges[action] = _Edge()
            edge.available += 1
            if edge.visits:
                rows.append((action, edge))
            else:
                untried.append(action)
        if untried:
            if preferred is not None and preferred in untried:
                return preferred
            return untried[self.rng.below(len(untried))] if len(untried) > 1 else untried[0]
        tuning = self.tuning
        best_action, best_value = rows[0][0], -math.inf
        for action, edge in rows:
            n = edge.visits
            value = edge.reward / n + tuning.exploration * math.sqrt(math.log(edge.available) / n)
            if action == preferred:
                value += tuning.prior / (n + 1)
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def rollout(self, state: Any) -> Outcome:
        """Play the sampled game to its end by the rollout policy; return the outcome."""
        game = self.game
        greedy = self.tuning.rollout == "greedy"
        rng = self.rng
        while True:
            movers = game.to_move(state)
            if not movers:
                break
            seat = min(movers)
            legal = game.legal_actions(state, seat)
            if len(legal) == 1:
                action = legal[0]
            elif greedy:
                action = self.bot_of(seat).choose(game.view(state, seat), legal)
            else:
                action = legal[rng.below(len(legal))]
            state = game.apply(state, seat, action).state
        outcome = game.outcome(state)
        assert outcome is not None
        return outcome

    def back_up(self, path: list[_Step], outcome: Outcome) -> None:
        """Add the outcome to the statistics of every choice on the path."""
        weight = self.tuning.margin_weight
        scores = outcome.scores
        rewards: dict[PlayerId, tuple[float, float, float, float]] = {}
        for node, picks in path:
            for seat, action in picks:
                figures = rewards.get(seat)
                if figures is None:
                    best_other = max(s for other, s in enumerate(scores) if other != seat)
                    figures = rewards[seat] = (
                        reward(outcome, seat, weight), reward(outcome, seat, 0.0),
                        float(scores[seat]), float(scores[seat] - best_other))
                edge = node.edges[seat][action]
                edge.visits += 1
                edge.reward += figures[0]
                edge.wins += figures[1]
                edge.score += figures[2]
                edge.margin += figures[3]


def make_bot(kind: str, seed: int, game: Game[Any, Any, Any], game_bot: Callable[[str, int], Bot],
             budget: Budget, clock: Callable[[], float] | None) -> Bot:
    """Return a bot of ``kind``: the strong bot, searching ``game`` with ``budget`` (its
    rollouts by ``game_bot("greedy", seed)``, its safety stop on ``clock``), or the game's
    own bot of that kind, ``game_bot(kind, seed)``.

    Raises:
        ValueError: a kind neither the game nor the search has.
    """
    if kind != STRONG:
        return game_bot(kind, seed)
    return SearchBot(seed, SearchPlan(game, partial(game_bot, "greedy"), budget, clock))
