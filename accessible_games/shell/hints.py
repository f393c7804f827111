"""The hint: what the strong bot would do at a player's decision, seen from that player.

``hint`` (Czech ``rada``) runs the strong bot's search (``core.search``) on the player's
own view and legal actions, with a bot of its own: no seat's dice change, nothing is
committed, and its seed comes from the seat and the number of moves made (never from the
game's own seed, which shuffled what the player may not see), so asking twice at one
decision gives the same answer.
It says one line with the choice, as the lists name it, what to type for it and how often
it wins; and one line with why: how many points more than the next best choice the search
expects, or whether it wins more often with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from accessible_games.core.bots import Bot
from accessible_games.core.events import PlayerId
from accessible_games.core.game import Game
from accessible_games.core.search import Analysis, Budget, SearchBot, SearchPlan
from accessible_games.shell.app import App

HINT_SEED = 0x5EED_4140
"""Mixed into a hint's seed, so that a hint never searches as a seat's bot would."""

CLEARLY_MORE_WINS = 0.03
"""The difference of win shares that a hint tells as winning more often."""

ChoiceWords = Callable[[Any], tuple[str, str | None]]
"""How the player's lists name an action, and what to type for it (None: no list holds
it now)."""


def hint_seed(seat: PlayerId, moves: int) -> int:
    """Return the seed of the hint at ``seat``'s decision after ``moves`` actions."""
    return (moves * 101 + seat) ^ HINT_SEED


def analyse(game: Game[Any, Any, Any], policy: Callable[[int], Bot], budget: Budget,
            clock: Callable[[], float], seed: int, view: Any,
            legal: Sequence[Any]) -> Analysis:
    """Return the strong bot's ranked candidates at a decision, from ``view`` alone."""
    bot = SearchBot(seed, SearchPlan(game, policy, budget, clock))
    return bot.analyse(view, legal, full=True)


def _choice_line(app: App, label: str, typed: str | None) -> str:
    """Return the hint's first line: the choice, and what to type for it when a list
    holds it."""
    return app.text("shell-hint", choice=label, typed=typed) if typed is not None \
        else app.text("shell-hint-untyped", choice=label)


def hint_step_lines(app: App, label: str, typed: str | None) -> list[str]:
    """Return the hint of a tutorial: the example's next step, which it teaches."""
    return [_choice_line(app, label, typed), app.text("shell-hint-example")]


def hint_lines(app: App, analysis: Analysis, words: ChoiceWords) -> list[str]:
    """Return the hint's lines: the best choice, what to type and how often it wins; then
    why it is best, against the next best choice (one choice named per line, so that a
    line stays short)."""
    best = analysis.best
    first = _choice_line(app, *words(best.action))
    if len(analysis.candidates) == 1:
        return [first, app.text("shell-hint-only")]
    share = app.text("shell-hint-share", share=round(100 * best.win_share))
    other = analysis.candidates[1]
    other_label = words(other.action)[0]
    points = round(best.mean_score - other.mean_score)
    if points >= 1:
        reason = app.text("shell-hint-points", points=points, other=other_label)
    elif best.win_share - other.win_share >= CLEARLY_MORE_WINS:
        reason = app.text("shell-hint-wins", other=other_label)
    else:
        reason = app.text("shell-hint-close", other=other_label)
    return [f"{first} {share}", reason]
