"""The combined game's water tiles that must go to the depot say why (issue 16, item 5):
the combined game runs through Aquaretto's core and narrator, so its forced depot lines
carry the same reason as Aquaretto's."""

from __future__ import annotations

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.games.aquaretto.rules.events import TileToDepot
from accessible_games.games.aquaretto_zooloretto.narration import narrator_for
from accessible_games.games.aquaretto_zooloretto.rules import GAME
from accessible_games.games.aquaretto_zooloretto.rules.bots import make_bot
from accessible_games.narration.l10n import L10n

REASONS = {"en": ("the park already holds", "no cell of the park is legal"),
           "cs": ("zoopark už má", "není žádné povolené pole")}


def forced_depot_lines(lang: str, seeds: range) -> tuple[list[str], list[str]]:
    """Play bot games; return the lines said for forced and for chosen depot placements."""
    forced: list[str] = []
    chosen: list[str] = []
    for seed in seeds:
        match = Match.start(GAME, [PlayerSpec("Anna"), PlayerSpec("Petr")], {}, seed)
        bots = {seat: make_bot("greedy", seed * 31 + seat) for seat in (0, 1)}
        narrator = narrator_for(L10n(lang, strict=True), match)
        while not match.is_over():
            seat = min(match.to_move())
            events = match.act(seat, bots[seat].choose(match.view(seat),
                                                        match.legal_actions(seat)))
            for event in events:
                if isinstance(event, TileToDepot):
                    lines = narrator.events_lines([event], seat)
                    (forced if event.reason != "chosen" else chosen).extend(lines)
        if forced:
            break
    return forced, chosen


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_forced_depot_placement_in_the_combined_game_says_why(lang: str) -> None:
    forced, chosen = forced_depot_lines(lang, range(1, 12))
    assert forced, "some bot game puts a tile in the depot because nothing else is legal"
    assert all(any(reason in line for reason in REASONS[lang]) for line in forced), forced
    assert not any(reason in line for line in chosen for reason in REASONS[lang]), chosen
