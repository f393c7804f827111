"""Aquaretto narration: events, prompts, options and refusals as whole lines of text.

``AquarettoNarrator`` turns the rules core's events and views into sentences
in the player's language, using only messages from
``locales/<lang>/aquaretto.ftl``.  Its questions and lists are
``prompts.AquarettoPrompts``; a whole turn in few lines is
``turns.AquarettoTurns``.  It is pure: it never prints, mutates or remembers
anything between calls.

Conventions shared with the .ftl files:

- Species are messages ``aquaretto-species-<value>`` with case attributes
  (``.nom``, ``.acc``, ``.gen``, ``.ins``), ``.genpl`` (the form that names a
  pool: "nádrž kosatek") and ``.gender``.  A tile is ``aquaretto-tile``,
  told its ``$kind`` and ``$case`` and given the species forms, so Czech
  says "samce kosatky" or "mládě delfína".
- An event's message is its ``key``; cells arrive named ("3C"), trucks
  numbered from 1, players by name.
- ``$you`` is ``"yes"``/``"no"``.  Czech sentences use the present tense, so
  no sentence needs the player's gender.
- Status messages carry a ``.short`` attribute, used in brief verbosity.
"""

from __future__ import annotations

from typing import Any

from accessible_games.games.aquaretto.rules import AquarettoMatch
from accessible_games.narration.l10n import L10n
from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Outcome
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.geometry import Cell, cell_name
from accessible_games.games.aquaretto.rules.transitions import COIN_BONUS_SIZES, WORKER_BONUS_SIZES
from accessible_games.games.aquaretto.rules.scoring import outcome_of
from accessible_games.games.aquaretto.rules.state import AquarettoView, WorkerKind, WorkerSpot
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, TileKind, parse_tile
from accessible_games.games.aquaretto.prompts import AquarettoPrompts
from accessible_games.games.aquaretto.turns import AquarettoTurns
from accessible_games.games.aquaretto.words import CASES, VERBOSITIES, capitalise, clean_echo, yes

__all__ = ["CASES", "VERBOSITIES", "AquarettoNarrator"]

_TIE_BREAKS = ("none", "coins", "shared")


class AquarettoNarrator(AquarettoTurns, AquarettoPrompts):
    """Says what happens in a game of Aquaretto, asks each decision, and describes the table.

    Built like ``AquarettoWords`` (language, players, verbosity).
    """

    # -- events ------------------------------------------------------------------

    def event_lines(self, event: Event, listener: PlayerId | None,
                    view: AquarettoView | None = None,
                    outcome: Outcome | None = None) -> list[str]:
        """Return the line(s) ``listener`` hears for ``event`` (None: a spectator).

        ``view`` is any view of the table after the event: with it, a new pool
        tells how many species the park holds, and the result reads every
        player's points by category.  ``outcome`` (the match's) gives those
        categories directly.
        """
        if isinstance(event, ev.GameEnded):
            if outcome is None and view is not None:
                outcome = outcome_of(view.players)
            return self._result_lines(event, listener, outcome)
        return [self._event_line(event, listener, view)]

    def _event_line(self, event: Event, listener: PlayerId | None,
                    view: AquarettoView | None) -> str:
        """Return the one sentence for any event but GameEnded."""
        args: dict[str, Any] = {}
        seat: PlayerId | None = getattr(event, "player", None)
        if seat is not None:
            args.update(player=self.player_name(seat), you=yes(seat == listener))
        match event:
            case ev.GameStarted():
                entries = [self._msg("aquaretto-player-entry", name=spec.name,
                                     kind="bot" if spec.is_bot else
                                     "you" if index == listener else "other")
                           for index, spec in enumerate(self.players)]
                args.update(count=event.players, players=self._list(entries),
                            removed=len(event.removed),
                            species=self._list([self.species(s) for s in event.removed]),
                            trucks=event.trucks, first=self.player_name(event.first),
                            you=yes(event.first == listener))
            case ev.TruckBlocked():
                args.update(truck=event.truck + 1, blockers=event.blockers)
            case ev.RoundStarted():
                args.update(round=event.round, player=self.player_name(event.starter),
                            you=yes(event.starter == listener))
            case ev.TileDrawn():
                args.update(tile=self.tile(event.tile), end=yes(event.end_stack))
            case ev.TileLoaded():
                args.update(tile=self.tile(event.tile, "acc"), truck=event.truck + 1)
            case ev.TruckTaken():
                args.update(truck=event.truck + 1, tiles=self.tiles(event.tiles))
            case ev.CoinTileTaken() | ev.DepotTileDiscarded():
                args.update(coins=event.coins)
                if isinstance(event, ev.DepotTileDiscarded):
                    args.update(tile=self.tile(event.tile, "acc"))
            case ev.TilePlaced() | ev.OffspringPlaced() | ev.DepotTileMoved() | ev.TileBought():
                args.update(self._placed(event, view))
                if isinstance(event, ev.TileBought):
                    args.update(seller_you=yes(event.seller == listener))
            case ev.TileToDepot() | ev.OffspringToDepot():
                args.update(tile=self.tile(event.tile, "acc"), count=event.depot_size)
                if isinstance(event, ev.TileToDepot):
                    args.update(reason=event.reason, limit=event.limit)
            case ev.OffspringBorn():
                args.update(species=self.species(event.species, "gen"))
            case ev.BonusCoin() | ev.BonusCoinBankEmpty() | ev.WorkerEarned():
                args.update(pool=self.species(event.species, "genpl"), size=event.pool_size,
                            coins=getattr(event, "coins", 0))
            case ev.WorkerPlaced():
                args.update(worker=self.worker(WorkerSpot(event.kind, event.cell)))
            case ev.WorkerMoved():
                args.update(**{"from": self.worker(WorkerSpot(event.from_kind, event.from_cell),
                                                   "gen")},
                            to=self.worker(WorkerSpot(event.to_kind, event.to_cell)),
                            coins=event.coins)
            case ev.ParkExpanded():
                args.update(board=self.board(event.size, "acc"), cost=event.size.cost,
                            cells=self.cells(event.cells), limit=event.species_limit,
                            coins=event.coins)
            case ev.LeftoverTilesRemoved():
                args.update(truck=event.truck + 1, tiles=self.tiles(event.tiles),
                            count=len(event.tiles))
            case ev.RoundEnded():
                args.update(round=event.round)
        return capitalise(self._status(event.key, **args))

    def _placed(self, event: ev.TilePlaced | ev.OffspringPlaced | ev.DepotTileMoved
                | ev.TileBought, view: AquarettoView | None) -> dict[str, Any]:
        """Return the variables of a tile that went into a pool."""
        species = event.tile.species
        assert species is not None
        args: dict[str, Any] = {"tile": self.tile(event.tile, "acc"),
                                "cell": cell_name(event.cell), "size": event.pool_size,
                                "pool": self.species(species, "genpl"), "species": 0,
                                "limit": 0}
        if view is not None:
            park = view.players[event.player].park
            args.update(species=len(park.species_present()), limit=park.species_limit)
        if isinstance(event, (ev.DepotTileMoved, ev.TileBought)):
            args.update(coins=event.coins)
        if isinstance(event, ev.TileBought):
            args.update(seller=self.player_name(event.seller))
        return args

    # -- the end of the game -------------------------------------------------------

    def _result_lines(self, event: ev.GameEnded, listener: PlayerId | None,
                      outcome: Outcome | None) -> list[str]:
        """Return the result: points, each player's categories, places, winner, tie-break."""
        seats = range(len(self.players))
        scores = [self._msg("aquaretto-player-number", name=self.player_name(p),
                            number=event.scores[p]) for p in seats]
        lines = [self._msg(event.key, scores=self._list(scores, False))]
        details = outcome.details if outcome is not None else {}
        if details:
            for seat in seats:
                lines.append(self._msg(
                    "aquaretto-result-player", name=self.player_name(seat),
                    total=event.scores[seat], animals=details["animals"][seat],
                    cashiers=details["cashiers"][seat], keepers=details["keepers"][seat],
                    trainers=details["trainers"][seat], depot=-details["depot"][seat]))
        if len(self.players) >= 3:
            lines.append(self._msg("aquaretto-places", places=self._places(event.places)))
        winners = [p for p, place in enumerate(event.places) if place == 1]
        top = max(event.scores)
        tied = [p for p, score in enumerate(event.scores) if score == top]
        tie_break = event.tie_break if event.tie_break in _TIE_BREAKS else "none"
        coins = details.get("coins")
        if coins and tie_break == "coins" and len(winners) == 1:
            winner = winners[0]
            lines.append(self._msg(
                "aquaretto-tie-break-coins", tied=self._names(tied), count=len(tied), score=top,
                name=self.player_name(winner), coins=coins[winner],
                others=self._list([str(coins[p]) for p in tied if p != winner])))
        elif coins and tie_break == "shared":
            lines.append(self._msg("aquaretto-tie-break-shared", winners=self._names(winners),
                                   score=top, coins=coins[winners[0]]))
        else:
            lines.append(self._msg("aquaretto-winner", name=self._names(winners),
                                   tiebreak=tie_break,
                                   you=yes(len(winners) == 1 and winners[0] == listener)))
        return lines

    # -- whose turn and the prompt -------------------------------------------------

    def table_lines(self, view: AquarettoView) -> list[str]:
        """Return the round and stacks, the trucks and everyone's coins."""
        return [self.stacks_line(view), self.trucks_line(view), self.coins_line(view)]

    # -- why -----------------------------------------------------------------------

    def why_place_line(self, view: AquarettoView, seat: PlayerId, tile: Tile, cell: Cell) -> str:
        """Return what placing ``tile`` on the legal ``cell`` would do: pool, bonus, offspring."""
        me = view.players[seat]
        species = tile.species
        assert species is not None
        size = me.park.pool_size(species) + 1
        bonus = "coin" if size in COIN_BONUS_SIZES else \
            "worker" if size in WORKER_BONUS_SIZES else "none"
        breed = False
        if tile.is_fertile and tile not in me.bred:
            partner = TileKind.FEMALE if tile.kind is TileKind.MALE else TileKind.MALE
            breed = any(t.species is species and t.kind is partner and t not in me.bred
                        for _, t in me.park.tiles) and \
                any(t.species is species for t in view.offspring)
        return self._msg("aquaretto-why-place", cell=cell_name(cell), tile=self.tile(tile),
                         size=size, pool=self.species(species, "genpl"), bonus=bonus,
                         breed=yes(breed))

    def why_worker_line(self, view: AquarettoView, seat: PlayerId, spot: WorkerSpot) -> str:
        """Return why ``seat``'s worker may go to ``spot``: what it would score there if the
        game ended now, and by which rule."""
        option = self._msg("aquaretto-worker-option", worker=self.worker(spot),
                           points=self.worker_points(view, seat, spot))
        return self._msg("aquaretto-why-worker", option=option, kind=spot.kind.value)

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for ``error``, its arguments named in words."""
        args: dict[str, Any] = {}
        for name, value in error.args_map.items():
            if name in ("species", "other") and value in {s.value for s in Species}:
                species = Species(value)
                args[name] = self.species(species)
                args[f"{name}_acc"] = self.species(species, "acc")
                args["pool" if name == "species" else "other_pool"] = \
                    self.species(species, "genpl")
            elif name == "tile":
                try:
                    tile = parse_tile(str(value))
                except GameError:
                    args.update(tile=clean_echo(value), tile_acc=clean_echo(value))
                else:
                    args.update(tile=self.tile(tile), tile_acc=self.tile(tile, "acc"))
            elif name == "player" and isinstance(value, int):
                known = 0 <= value < len(self.players)
                args[name] = self.player_name(value) if known else str(value + 1)
            elif name == "kind" and value in {k.value for k in WorkerKind}:
                args[name] = self.worker(WorkerSpot(WorkerKind(value)))
            elif name in ("text", "code", "cell"):
                args[name] = clean_echo(value)
            else:
                args[name] = value
        return capitalise(self.l10n(error.reason, args))


def narrator_for(l10n: L10n, match: AquarettoMatch, verbosity: str = "normal") -> AquarettoNarrator:
    """Return the narrator of ``match`` in ``l10n``'s language, as the session and the
    registry make it."""
    return AquarettoNarrator(l10n, match.players, verbosity)
