"""Narration of Aquaretto and Zooloretto combined: events, prompts, options and refusals.

``CombinedNarrator`` says the combined game's own events and refusals from
``locales/<lang>/aquaretto-zooloretto.ftl`` and hands everything else to the
two games' narrators (``self.zoo``, ``self.water``, see ``CombinedWords``):

- events keyed ``zooloretto-*`` and ``aquaretto-*`` (taking a truck, placing
  tiles, offspring, bonuses, workers, money actions, the savings book) are
  narrated by their game with its part of the view;
- a ``ZooStep`` or ``WaterStep`` in a list is labelled by its game, after the
  name of the place ("zoo: move the panda from the barn, 1 coin");
- while a step in one zoo is under way, its game asks the question, and the
  line starts with the place ("Water park: Place the orca. Legal cells ...");
- a refusal from inside one game is said by that game.

It is pure: it never prints, mutates or remembers anything between calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.aquaretto_zooloretto.rules import CombinedMatch
from accessible_games.narration.l10n import L10n
from accessible_games.games.aquaretto.book import GAME_ID as AQUARETTO
from accessible_games.games.aquaretto_zooloretto.book import GAME_ID
from accessible_games.games.zooloretto.book import GAME_ID as ZOOLORETTO
from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Outcome
from accessible_games.games.aquaretto_zooloretto.rules import events as ev
from accessible_games.games.aquaretto_zooloretto.rules.actions import (
    DrawFrom, LoadTruck, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto_zooloretto.rules.scoring import WATER_CATEGORIES
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    CombinedView, Supply, supply_of,
)
from accessible_games.games.zooloretto.rules.expansions import REGISTRY
from accessible_games.games.aquaretto.words import clean_echo
from accessible_games.games.aquaretto_zooloretto.questions import CombinedQuestions
from accessible_games.games.aquaretto_zooloretto.words import (
    ScoreParts, capitalise, score_parts, yes,
)

__all__ = ["CombinedNarrator", "GAME_PREFIX"]

GAME_PREFIX = f"{GAME_ID}-"
ZOO_PREFIX = f"{ZOOLORETTO}-"
WATER_PREFIX = f"{AQUARETTO}-"
"""The Fluent prefixes of the combined game's own messages and of the two games'."""
"""The prefix of the combined game's own events and refusals."""

_TIE_BREAKS = ("none", "coins", "shared")


class CombinedNarrator(CombinedQuestions):
    """Says what happens in the combined game and asks its decisions (built like
    ``CombinedWords``)."""

    # -- events ------------------------------------------------------------------

    def events_lines(self, events: Sequence[Event], listener: PlayerId | None,
                     view: CombinedView | None = None,
                     outcome: Outcome | None = None) -> list[str]:
        """Return the lines ``listener`` hears for one act's ``events`` (a bot's draw with
        its loading, see the session), joining what reads best as one line: a tile drawn
        and put on a truck, a truck's game fixed by its first tile, a round's end and the
        next one's start; in full verbosity every event keeps its own line.  Everything
        else is said as by ``event_lines``."""
        if self.verbosity == "full":
            return [line for event in events
                    for line in self.event_lines(event, listener, view, outcome)]
        events = _loading_first(events)
        lines: list[str] = []
        index = 0
        while index < len(events):
            joined, used = self._joined(events, index, listener)
            if joined is not None:
                lines.append(joined)
                index += used
                continue
            lines += self.event_lines(events[index], listener, view, outcome)
            index += 1
        return lines

    def _joined(self, events: Sequence[Event], index: int,
                listener: PlayerId | None) -> tuple[str | None, int]:
        """Return one line for the events from ``index`` that read best together, and how
        many it says (None and 0 when the event there stands alone)."""
        event = events[index]
        after = events[index + 1] if index + 1 < len(events) else None
        match event:
            case ev.TileDrawn() if isinstance(after, ev.TileLoaded) \
                    and after.player == event.player:
                fixed = self._fixed(events, index + 2, after.truck)
                return self._status(
                    "aquaretto-zooloretto-tile-drawn-loaded",
                    player=self.player_name(event.player), you=yes(event.player == listener),
                    place=event.supply.value,
                    tile=self.tile(event.tile, "acc"), tile_nom=self.tile(event.tile),
                    end=yes(event.end_stack), truck=after.truck + 1,
                    fixed=yes(fixed)), 3 if fixed else 2
            case ev.TileLoaded() if self._fixed(events, index + 1, event.truck):
                return self._status(
                    "aquaretto-zooloretto-tile-loaded-fixed",
                    player=self.player_name(event.player), you=yes(event.player == listener),
                    place=event.supply.value, tile=self.tile(event.tile, "acc"),
                    tile_nom=self.tile(event.tile), truck=event.truck + 1), 2
            case ev.RoundEnded() if isinstance(after, ev.RoundStarted):
                supplies = after.supplies
                return self._status(
                    "aquaretto-zooloretto-round-next", ended=event.round, round=after.round,
                    player=self.player_name(after.starter), you=yes(after.starter == listener),
                    supplies="both" if len(supplies) != 1 else supplies[0].value), 2
        return None, 0

    def all_to_depot_line(self, seat: PlayerId, listener: PlayerId | None,
                          tiles: Sequence[Any], count: int) -> str:
        """Return that ``seat``'s water park ``tiles`` from a truck all went to the depot,
        no cell being legal for any of them, so that no question was asked; ``count``
        tiles are there now."""
        return self._msg("aquaretto-zooloretto-all-to-depot", you=yes(seat == listener),
                         player=self.player_name(seat), tiles=self.water.tiles(tiles),
                         count=count)

    @staticmethod
    def _fixed(events: Sequence[Event], index: int, truck: int) -> bool:
        """Return whether the event at ``index`` fixes ``truck``'s game."""
        event = events[index] if index < len(events) else None
        return isinstance(event, ev.TruckSupplyFixed) and event.truck == truck

    def event_lines(self, event: Event, listener: PlayerId | None,
                    view: CombinedView | None = None,
                    outcome: Outcome | None = None) -> list[str]:
        """Return the line(s) ``listener`` hears for ``event`` (None: a spectator).

        ``view`` is any view of the table after the event; the games' own events
        get their part of it.  ``outcome`` (the match's) gives the final categories.
        """
        key = event.key
        if key.startswith(ZOO_PREFIX):
            return self.zoo.event_lines(event, listener, view.zoo if view else None)
        if not key.startswith(GAME_PREFIX):
            return self.water.event_lines(event, listener, view.water if view else None)
        if isinstance(event, ev.GameEnded):
            return self._result_lines(event, listener, view, outcome)
        if isinstance(event, ev.GameStarted):
            return self._started_lines(event, listener, view)
        if isinstance(event, ev.SupplyRemoved):
            return [self._event_line(event, listener),
                    self._msg("aquaretto-zooloretto-supply-left", other=event.remaining.value)]
        return [self._event_line(event, listener)]

    def _started_lines(self, event: ev.GameStarted, listener: PlayerId | None,
                       view: CombinedView | None) -> list[str]:
        """Return the opening: the trucks and coins, the players, the species left out
        of each game, and the mini-expansions in play."""
        lines = [self._msg(event.key, trucks=event.trucks, coins=event.coins),
                 *self.players_lines(listener)]
        removed = ((Supply.ZOO, [self.zoo.species(s) for s in event.zoo_removed]),
                   (Supply.WATER, [self.water.species(s) for s in event.water_removed]))
        for supply, names in removed:
            lines.append(self._msg("aquaretto-zooloretto-species-removed", place=supply.value,
                                   count=len(names), species=self._list(names)))
        if view is not None and view.zoo.expansions:
            lines.append(capitalise(self.zoo.expansions_line(view.zoo.expansions)))
        return lines

    def _event_line(self, event: Event, listener: PlayerId | None) -> str:
        """Return the one sentence of any other event of the combined game."""
        args: dict[str, Any] = {}
        seat = getattr(event, "player", None)
        if isinstance(seat, int):
            args.update(player=self.player_name(seat), you=yes(seat == listener))
        supply = getattr(event, "supply", None)
        if isinstance(supply, Supply):
            args.update(place=supply.value)
        truck = getattr(event, "truck", None)
        if isinstance(truck, int):
            args.update(truck=truck + 1)
        match event:
            case ev.TruckBlocked():
                args.update(blockers=event.blockers)
            case ev.RoundStarted():
                both = len(event.supplies) == len(Supply)
                args.update(round=event.round, player=self.player_name(event.starter),
                            you=yes(event.starter == listener),
                            supplies="both" if both or not event.supplies
                            else event.supplies[0].value)
            case ev.TileDrawn():
                args.update(tile=self.tile(event.tile), end=yes(event.end_stack))
            case ev.TileLoaded():
                args.update(tile=self.tile(event.tile, "acc"))
            case ev.LeftoversRemoved():
                args.update(tiles=self.tiles(event.tiles), count=len(event.tiles))
            case ev.RoundEnded():
                args.update(round=event.round)
            case ev.SupplyRemoved():
                args.update(count=event.tiles)
        return self._msg(event.key, **args)

    # -- the end of the game -------------------------------------------------------

    def _result_lines(self, event: ev.GameEnded, listener: PlayerId | None,
                      view: CombinedView | None, outcome: Outcome | None) -> list[str]:
        """Return the result: points, each player's zoo and water park shares, their
        categories, places, the winner and how a tie was broken."""
        seats = range(len(self.players))
        lines = [self._msg(event.key, scores=self._numbers(event.scores))]
        lines += [self.total_line(seat, event.scores[seat], event.zoo[seat], event.water[seat])
                  for seat in seats]
        parts = score_parts(view) if outcome is None and view is not None else None
        if self.verbosity != "brief":
            for seat in seats:
                lines += self._category_lines(seat, outcome, parts)
        coins: Sequence[int] = ()
        if outcome is not None:
            coins = outcome.details.get("coins", ())
        elif parts is not None:
            coins = [p.coins for p in parts]
        if len(self.players) >= 3:
            lines.append(self._msg("aquaretto-zooloretto-places",
                                   places=self._places(event.places)))
        lines.append(self._winner_line(event, listener, coins))
        return lines

    def _category_lines(self, seat: PlayerId, outcome: Outcome | None,
                        parts: list[ScoreParts] | None) -> list[str]:
        """Return one player's zoo and water park categories, from the outcome's details
        or else from the final view."""
        if outcome is not None:
            details = outcome.details
            zoo = {name.removeprefix("zoo-"): figures[seat] for name, figures in details.items()
                   if name.startswith("zoo-")}
            water = {name: details[f"water-{name}"][seat] for name in WATER_CATEGORIES}
            return [self.zoo_line(seat, zoo),
                    self.water_line(seat, sum(water.values()), **water)]
        if parts is None:
            return []
        part = parts[seat]
        sheet = part.water
        return [self.zoo_line(seat, part.zoo),
                self.water_line(seat, sheet.total, sheet.animals, sheet.cashiers, sheet.keepers,
                                sheet.trainers, sheet.depot)]

    def _winner_line(self, event: ev.GameEnded, listener: PlayerId | None,
                     coins: Sequence[int]) -> str:
        """Return who won, and how a tie on points was broken (more coins owned)."""
        winners = [p for p, place in enumerate(event.places) if place == 1]
        top = max(event.scores)
        tied = [p for p, score in enumerate(event.scores) if score == top]
        tie_break = event.tie_break if event.tie_break in _TIE_BREAKS else "none"
        if coins and tie_break == "coins" and len(winners) == 1:
            winner = winners[0]
            return self._msg(
                "aquaretto-zooloretto-tie-break-coins", tied=self._names(tied),
                count=len(tied), score=top, name=self.player_name(winner), coins=coins[winner],
                others=self._list([str(coins[p]) for p in tied if p != winner]))
        if coins and tie_break == "shared":
            return self._msg("aquaretto-zooloretto-tie-break-shared",
                             winners=self._names(winners), score=top, coins=coins[winners[0]])
        return self._msg("aquaretto-zooloretto-winner", name=self._names(winners),
                         tiebreak=tie_break,
                         you=yes(len(winners) == 1 and winners[0] == listener))

    # -- options -------------------------------------------------------------------

    def option_label(self, action: Any, view: CombinedView, seat: PlayerId) -> str:
        """Return how a numbered list names ``action`` of ``seat``.

        Raises:
            ValueError: an action neither this narrator nor the games' know.
        """
        match action:
            case DrawFrom():
                sub = view.zoo if action.supply is Supply.ZOO else view.water
                return self._status("aquaretto-zooloretto-action-draw",
                                    place=action.supply.value,
                                    count=sub.stack_size + sub.end_stack_size,
                                    end=yes(sub.stack_size == 0))
            case TakeTruck():
                truck = view.trucks[action.truck]
                supply = view.truck_supplies[action.truck] or Supply.ZOO
                return self._status("aquaretto-zooloretto-action-take", truck=action.truck + 1,
                                    place=supply.value, tiles=self.tiles(truck.tiles))
            case LoadTruck():
                truck = view.trucks[action.truck]
                return self._msg("aquaretto-zooloretto-action-load", truck=action.truck + 1,
                                 count=len(truck.tiles), tiles=self.tiles(truck.tiles))
            case ZooStep():
                return self.option(Supply.ZOO, self.step_label(action, view, seat))
            case WaterStep():
                return self.option(Supply.WATER, self.step_label(action, view, seat))
        raise ValueError(f"not an action of the combined game: {action!r}")

    def step_label(self, action: ZooStep | WaterStep, view: CombinedView,
                   seat: PlayerId) -> str:
        """Return a step's label without the place, for a list whose question names it."""
        if isinstance(action, ZooStep):
            return self.zoo.option_label(action.action, view.zoo, seat)
        return self.water.option_label(action.action, view.water, seat)

    def why_load_line(self, view: CombinedView, truck: int) -> str | None:
        """Return what loading the drawn tile on the empty ``truck`` (0-based) does while
        both games are played: it fixes the truck's game; None otherwise."""
        if view.drawn is None or view.retired or view.truck_supplies[truck] is not None:
            return None
        return self._msg("aquaretto-zooloretto-why-load-fixes", truck=truck + 1,
                         place=supply_of(view.drawn).value)

    # -- refusals ------------------------------------------------------------------

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for ``error``: the combined game's own, or the
        game's whose step refused it."""
        reason = error.reason
        if reason.startswith(ZOO_PREFIX):
            return self.zoo.error_line(error)
        if reason.startswith(WATER_PREFIX) and not reason.startswith(GAME_PREFIX):
            return self.water.error_line(error)
        args: dict[str, Any] = {}
        for name, value in error.args_map.items():
            if name == "player" and isinstance(value, int):
                known = 0 <= value < len(self.players)
                args[name] = self.player_name(value) if known else str(value + 1)
            elif name == "name":
                args[name] = self.zoo.expansion_words.expansion_name(str(value)) if value in REGISTRY \
                    else clean_echo(value)
            else:
                args[name] = value
        return capitalise(self.l10n(reason, args))


_DRAW_NEWS = (ev.SupplyEnding, ev.FinalRound)
"""What drawing a tile may bring about besides the tile (an end stack reached)."""


def _loading_first(events: Sequence[Event]) -> list[Event]:
    """Return ``events`` with what a draw brought about (``_DRAW_NEWS``) moved after the
    tile's loading (and its truck's game fixed), so that drawing and loading stay
    together: "Bot Green draws the coin ... and puts it on truck 3." first."""
    result: list[Event] = []
    news: list[Event] = []
    for event in events:
        if news and not isinstance(event, (ev.TileLoaded, ev.TruckSupplyFixed, *_DRAW_NEWS)):
            result += news
            news = []
        if isinstance(event, _DRAW_NEWS) and result and isinstance(result[-1], ev.TileDrawn):
            news.append(event)
        elif isinstance(event, _DRAW_NEWS) and news:
            news.append(event)
        else:
            result.append(event)
    return result + news


def narrator_for(l10n: L10n, match: CombinedMatch, verbosity: str = "normal") -> CombinedNarrator:
    """Return the narrator of ``match`` in ``l10n``'s language, as the session and the
    registry make it."""
    return CombinedNarrator(l10n, match.players, verbosity)
