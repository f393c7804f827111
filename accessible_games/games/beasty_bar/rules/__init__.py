"""Beasty Bar: the rules core (cards, queue resolution, state, bots, notation)."""

from accessible_games.core.match import Match
from accessible_games.games.beasty_bar.rules.cards import Animal, Card, Colour
from accessible_games.games.beasty_bar.rules.resolve import choice_options, resolve_play
from accessible_games.games.beasty_bar.rules.state import (
    GAME, Action, BeastyBar, BeastyBarState, BeastyBarView, Phase, Play, SetAside, Variant,
)

BeastyBarMatch = Match[BeastyBarState, Action, BeastyBarView]
"""A Beasty Bar game in progress: the match layer over these rules."""

__all__ = [
    "BeastyBarMatch",
    "GAME", "Action", "Animal", "BeastyBar", "BeastyBarState", "BeastyBarView", "Card",
    "Colour", "Phase", "Play", "SetAside", "Variant", "choice_options", "resolve_play",
]
