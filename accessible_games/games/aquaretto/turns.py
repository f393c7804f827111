"""Another player's whole turn in a line or two: what they loaded, or which truck they took
and where each tile went.

At normal and brief verbosity the events of one player's turn (a bot's, or a
player's at another keyboard) are told together: "Bot Blue adds a tile to
truck 2: orca." or "Bot Blue takes truck 1: orca on 2B, pool of 3; bonus coin,
now 2 coins; dolphin to the depot, now 1 tile.".  At normal verbosity the
listener's own events keep a line each (a tile drawn and loaded at once is one
sentence); brief tells them the same short way ("Orca on 2B.") and leaves out
the pool sizes and purses everywhere.  Full verbosity says every event on its
own line.  Money actions keep their own sentence; an event that touches the
listener's own park or depot is marked "For you:".  Table events (a round
ends, the last round begins) keep their own lines.  Nothing is left out:
every event of the turn is in some line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Outcome
from accessible_games.games.aquaretto.rules import events as ev
from accessible_games.games.aquaretto.rules.geometry import cell_name
from accessible_games.games.aquaretto.rules.state import AquarettoView, WorkerSpot
from accessible_games.games.aquaretto.words import AquarettoWords, capitalise, yes

__all__ = ["LINE_LONGEST", "AquarettoTurns"]

LINE_LONGEST = 160
"""A turn's line is split before it grows longer than this."""

_PARTS = (ev.TileLoaded, ev.CoinTileTaken, ev.TilePlaced, ev.TileToDepot, ev.BonusCoin, ev.BonusCoinBankEmpty,
          ev.OffspringBorn, ev.OffspringPlaced, ev.OffspringToDepot, ev.WorkerEarned,
          ev.WorkerPlaced, ev.WorkerNoPlace, ev.WorkerSupplyEmpty)
"""Events said as a part of the turn's sentence ("orca on 2B, pool of 3")."""

_WORKER_ENDS = (ev.WorkerPlaced, ev.WorkerNoPlace, ev.WorkerSupplyEmpty)
"""Events that tell what became of an earned worker."""

_OFFSPRING_ENDS = (ev.OffspringPlaced, ev.OffspringToDepot)
"""Events that tell where a newborn offspring went."""


class AquarettoTurns(AquarettoWords):
    """Tells the events of one act or one whole turn as few lines as say them all.

    Built like ``AquarettoWords``; the narrator provides ``event_lines``.
    """

    event_lines: Callable[..., list[str]]

    def turn_lines(self, events: Sequence[Event], listener: PlayerId | None,
                   view: AquarettoView | None = None,
                   outcome: Outcome | None = None) -> list[str]:
        """Return what ``listener`` hears of ``events``: one act's, or a whole turn's.

        Args:
            events: the events in order, already those the listener may know.
            listener: who hears them (None: a spectator).
            view: a view of the table after the events (pool counts, the result).
            outcome: the match's outcome, for the result lines.
        """
        if self.verbosity == "full":
            return [line for e in events for line in self.event_lines(e, listener, view, outcome)]
        lines: list[str] = []
        for run in _runs(events):
            seat: PlayerId | None = getattr(run[0], "player", None)
            if seat is None:
                lines += [line for e in run for line in self.event_lines(e, listener, view,
                                                                         outcome)]
            elif seat == listener and self.verbosity == "normal":
                lines += self._own_lines(run, listener, view)
            else:
                lines += self._compact_lines(run, seat, listener, view)
        return lines

    # -- the listener's own events -----------------------------------------------------

    def _own_lines(self, run: Sequence[Event], listener: PlayerId,
                   view: AquarettoView | None) -> list[str]:
        """Return the listener's own events, each its own line; a tile drawn and loaded at
        once is one sentence."""
        lines: list[str] = []
        rest = list(run)
        while rest:
            event = rest.pop(0)
            loaded = next((e for e in rest if isinstance(e, ev.TileLoaded)), None)
            if isinstance(event, ev.TileDrawn) and loaded is not None:
                rest.remove(loaded)
                lines.append(self._load_sentence(event, loaded, listener))
            else:
                lines += self.event_lines(event, listener, view)
        return lines

    # -- a turn in few lines ------------------------------------------------------------

    def _compact_lines(self, run: Sequence[Event], seat: PlayerId, listener: PlayerId | None,
                       view: AquarettoView | None) -> list[str]:
        """Return one player's events as heads (a load, a truck taken, a money action) each
        with the parts after it; lines about the listener's own table first.  A tile the
        listener drew and must still load is left to the question that names it."""
        marked: list[str] = []
        lines: list[str] = []
        after: list[str] = []
        rest = list(run)
        while rest:
            event = None if isinstance(rest[0], _PARTS) else rest.pop(0)
            loaded = next((e for e in rest if isinstance(e, ev.TileLoaded)), None)
            if isinstance(event, ev.TileDrawn) and loaded is not None:
                rest.remove(loaded)
            parts: list[str] = []
            while rest and isinstance(rest[0], _PARTS):
                part = self._part(rest[0], rest[1:], view)
                rest.pop(0)
                if part:
                    parts.append(part)
            if event is None:
                lines += self._then_lines(seat, listener, parts, "aquaretto-turn-parts")
            elif isinstance(event, ev.EndStackReached):
                after += self.event_lines(event, listener, view)
            elif isinstance(event, ev.TileDrawn):
                if loaded is not None:
                    lines.append(self._load_sentence(event, loaded, listener))
                elif seat != listener:
                    lines += self.event_lines(event, listener, view)
                lines += self._then_lines(seat, listener, parts)
            elif isinstance(event, ev.TruckTaken):
                placed = sum(isinstance(e, (ev.TilePlaced, ev.TileToDepot)) for e in run)
                animals = sum(not t.is_coin for t in event.tiles)
                shown = parts if placed >= animals else [self.tiles(event.tiles), *parts]
                lines += self._take_lines(event, shown, listener)
            else:
                said = self.event_lines(event, listener, view)
                if isinstance(event, ev.TileBought) and event.seller == listener:
                    marked += [self._msg("aquaretto-for-you", text=line) for line in said]
                else:
                    lines += said
                lines += self._then_lines(seat, listener, parts)
        return [*marked, *lines, *after]

    def _load_sentence(self, drawn: ev.TileDrawn, loaded: ev.TileLoaded,
                       listener: PlayerId | None) -> str:
        """Return a tile drawn and put on a truck, in one sentence."""
        return capitalise(self._status(
            "aquaretto-turn-load", player=self.player_name(drawn.player),
            you=yes(drawn.player == listener), truck=loaded.truck + 1,
            tile=self.tile(drawn.tile), end=yes(drawn.end_stack)))

    def _take_lines(self, taken: ev.TruckTaken, parts: Sequence[str],
                    listener: PlayerId | None) -> list[str]:
        """Return a truck taken and where its tiles went, split into lines that fit."""
        head = {"player": self.player_name(taken.player), "you": yes(taken.player == listener),
                "truck": taken.truck + 1}
        return self._packed("aquaretto-turn-take", head, parts, taken.player, listener)

    def _then_lines(self, seat: PlayerId, listener: PlayerId | None, parts: Sequence[str],
                    msg_id: str = "aquaretto-turn-then") -> list[str]:
        """Return the parts that follow a head ("then: ...") or start a run (``msg_id``
        aquaretto-turn-parts: "Orca on 2B."), as lines."""
        if not parts:
            return []
        return [capitalise(line) for line in self._packed(
            msg_id, {"player": self.player_name(seat), "you": yes(seat == listener)},
            parts, seat, listener)]

    def _packed(self, msg_id: str, head: dict[str, Any], parts: Sequence[str], seat: PlayerId,
                listener: PlayerId | None) -> list[str]:
        """Return ``msg_id`` with as many ``parts`` as fit a line, the rest in "then" lines."""
        lines: list[str] = []
        taken: list[str] = []
        for part in parts:
            trial = self._msg(msg_id, parts=self._semicolons([*taken, part]), **head)
            if taken and len(trial) > LINE_LONGEST:
                lines.append(self._msg(msg_id, parts=self._semicolons(taken), **head))
                msg_id, taken = "aquaretto-turn-then", []
                head = {"player": self.player_name(seat), "you": yes(seat == listener)}
            taken.append(part)
        lines.append(self._msg(msg_id, parts=self._semicolons(taken), **head))
        return lines

    def _part(self, event: Event, later: Sequence[Event], view: AquarettoView | None) -> str:
        """Return one event as a part of the turn's sentence; "" when a later event of the
        run says it (a worker earned and then placed, an offspring born and then placed).
        ``view`` is the table after the whole run: a new pool counts the park's species
        then, less the pools the ``later`` events start."""
        match event:
            case ev.TileLoaded():
                return self._msg("aquaretto-part-loaded", tile=self.tile(event.tile),
                                 truck=event.truck + 1)
            case ev.CoinTileTaken():
                return self._status("aquaretto-part-coin", coins=event.coins)
            case ev.TilePlaced():
                species, limit = 0, 0
                if view is not None:
                    park = view.players[event.player].park
                    newer = sum(isinstance(e, (ev.TilePlaced, ev.DepotTileMoved, ev.TileBought))
                                and e.pool_size == 1 for e in later)
                    species = len(park.species_present()) - newer
                    limit = park.species_limit
                return self._status("aquaretto-part-placed", tile=self.tile(event.tile),
                                    cell=cell_name(event.cell), size=event.pool_size,
                                    species=species, limit=limit)
            case ev.TileToDepot():
                return self._status("aquaretto-part-depot", tile=self.tile(event.tile),
                                    count=event.depot_size, reason=event.reason,
                                    limit=event.limit)
            case ev.BonusCoin():
                return self._status("aquaretto-part-bonus", coins=event.coins)
            case ev.BonusCoinBankEmpty():
                return self._msg("aquaretto-part-bank-empty")
            case ev.OffspringBorn():
                if any(isinstance(e, _OFFSPRING_ENDS) and e.tile.species is event.species
                       for e in later):
                    return ""
                return self._msg("aquaretto-part-born", species=self.species(event.species,
                                                                             "gen"))
            case ev.OffspringPlaced():
                return self._status("aquaretto-part-offspring-placed", tile=self.tile(event.tile),
                                    cell=cell_name(event.cell), size=event.pool_size)
            case ev.OffspringToDepot():
                return self._status("aquaretto-part-offspring-depot", tile=self.tile(event.tile),
                                    count=event.depot_size)
            case ev.WorkerEarned():
                if any(isinstance(e, _WORKER_ENDS) for e in later):
                    return ""
                return self._msg("aquaretto-part-worker-earned")
            case ev.WorkerPlaced():
                return self._msg("aquaretto-part-worker",
                                 worker=self.worker(WorkerSpot(event.kind, event.cell)))
            case ev.WorkerNoPlace():
                return self._msg("aquaretto-part-worker-no-place")
            case ev.WorkerSupplyEmpty():
                return self._msg("aquaretto-part-worker-none-left")
        raise ValueError(f"not a part of a turn: {event!r}")


def _runs(events: Sequence[Event]) -> list[list[Event]]:
    """Return the events cut into runs of one player's consecutive events; an event of
    nobody (a round ends) is a run of its own."""
    runs: list[list[Event]] = []
    for event in events:
        seat = getattr(event, "player", None)
        if runs and seat is not None and getattr(runs[-1][0], "player", None) == seat:
            runs[-1].append(event)
        else:
            runs.append([event])
    return runs
