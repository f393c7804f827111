"""O Zoo le Mio: what one act brings, said in as few lines as it takes.

An act (a bid, a tile laid) brings several events.  At full verbosity each is
said as ``OzooNarrator.event_lines`` says it, one or more lines each.  At
normal and brief verbosity the events of one act are said together:

- the bidder's own sealed bid is left out when the reveal follows in the same
  act (the reveal names every bid);
- the reveal and the flag that drops after a tie share a line (brief: without the
  price, which is the winner's bid);
- a tile laid and what it brings (benches, figures changing hands) share one
  or two lines: the whole of that player's turn, the figure changes touching
  the listener first;
- at a round's end, every player's points and then every player's income
  share a line or two;
- a new round is one heading with its tiles (brief: the counts only);
- an auction opening is one line with both halves (brief: the tile in short).

A line private to the listener (their coins) is never joined with a public
one: each ``Told`` is public or private as a whole.  In hot seat a public
line names every player, the listener too (``audience``).  Nothing here prints.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Outcome
from accessible_games.core.records import record
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.state import OzooView
from accessible_games.games.ozoolemio.words import OzooWords, yes

__all__ = ["PACK_MOST", "ActLines", "Told"]

PACK_MOST = 180
"""Sentences of one turn share a line while it stays at most this long."""

_TURN_EVENTS = (ev.BenchesPlaced, ev.VisitorsMoved, ev.TreeFiguresMoved)
"""What a tile laid brings, said with it."""


@record
class Told:
    """Lines said together: ``private`` lines are the listener's own (their coins)."""

    lines: tuple[str, ...]
    private: bool = False


class ActLines(OzooWords):
    """Says the events of one act together (see the module); the narrator gives the lines
    and sentences of single events."""

    event_lines: Callable[..., list[str]]
    """Return the line(s) ``listener`` hears for one event alone: (event, listener, view,
    outcome) (the narrator's)."""
    event_sentence: Callable[..., str]
    """Return the one sentence of an event, or its ``attribute`` form: (event, listener,
    view, attribute) (the narrator's)."""

    # -- one act ---------------------------------------------------------------------

    def act_lines(self, events: Sequence[Event], listener: PlayerId | None,
                  view: OzooView | None = None,
                  outcome: Outcome | None = None) -> list[Told]:
        """Return what ``listener`` hears of one act's events, already as they may hear
        them (``core.events.events_for``): at full verbosity event by event, else said
        together.  ``view`` is the table after the act, ``outcome`` the match's."""
        if self.verbosity == "full":
            return [Told(tuple(self.event_lines(e, self._hearer(e, listener), view, outcome)),
                         e.audience() is not None) for e in events]
        told: list[Told] = []
        rest = list(events)
        while rest:
            event = rest.pop(0)
            lines = self._together(event, rest, self._hearer(event, listener), view, outcome)
            if lines:
                told.append(Told(tuple(lines), event.audience() is not None))
        return told

    def _hearer(self, event: Event, listener: PlayerId | None) -> PlayerId | None:
        """Return whom ``event``'s lines may call "you": the listener for a private event,
        else the ``audience`` (nobody in hot seat).  The events said together
        with it are public too."""
        return listener if event.audience() is not None else self.audience(listener)

    def _together(self, event: Event, rest: list[Event], listener: PlayerId | None,
                  view: OzooView | None, outcome: Outcome | None) -> list[str]:
        """Return the lines of ``event`` and of the events after it said with it, which
        are taken from ``rest``."""
        match event:
            case ev.BidPlaced() if any(isinstance(e, ev.BidsRevealed) for e in rest):
                return []
            case ev.RoundStarted() if rest and isinstance(rest[0], ev.TilesRevealed):
                return []
            case ev.BidsRevealed():
                form = "short" if self.verbosity == "brief" else None
                sentences = [self.event_sentence(event, listener, view, form)]
                while rest and isinstance(rest[0], ev.FlagMoved):
                    sentences.append(self.event_sentence(rest.pop(0), listener, view, "short"))
                return self.pack(sentences)
            case ev.TilePlaced() | ev.TileSetAside():
                return self.pack(self._turn_sentences(event, rest, listener, view))
            case ev.RoundScored() | ev.IncomePaid():
                return self.pack(self._round_end_sentences(event, rest))
            case ev.AuctionStarted():
                return self.auction_lines(event)
        return self.event_lines(event, listener, view, outcome)

    def pack(self, sentences: Sequence[str]) -> list[str]:
        """Return ``sentences`` in lines, each as many whole sentences as fit in
        ``PACK_MOST`` characters (a longer sentence alone)."""
        lines: list[str] = []
        for sentence in sentences:
            joined = self._msg("ozoolemio-sentences", first=lines[-1], second=sentence) \
                if lines else ""
            if lines and len(joined) <= PACK_MOST:
                lines[-1] = joined
            else:
                lines.append(sentence)
        return lines

    # -- a tile laid -----------------------------------------------------------------

    def _turn_sentences(self, event: Event, rest: list[Event], listener: PlayerId | None,
                        view: OzooView | None) -> list[str]:
        """Return the sentences of a tile laid (or set aside) and of what it brings, taken
        from ``rest``: the loops closed, then the figure changes, the listener's first."""
        brief = self.verbosity == "brief" and isinstance(event, ev.TilePlaced)
        first = [self.event_sentence(event, listener, view, "short" if brief else None)]
        benches: list[str] = []
        figures: list[tuple[bool, str]] = []
        while rest and isinstance(rest[0], _TURN_EVENTS):
            brought = rest.pop(0)
            if isinstance(brought, ev.BenchesPlaced):
                benches.append(self.event_sentence(brought, listener, view))
            elif isinstance(brought, (ev.VisitorsMoved, ev.TreeFiguresMoved)):
                figures.append((not _touches(brought, listener), self.figures_sentence(brought)))
        figures.sort(key=lambda entry: entry[0])
        return first + benches + [sentence for _, sentence in figures]

    def figures_sentence(self, event: ev.VisitorsMoved | ev.TreeFiguresMoved) -> str:
        """Return figures changing hands in short: who takes how many from whom and (unless
        brief, or nobody held any before) who holds them now."""
        kind = event.category.value if isinstance(event, ev.VisitorsMoved) else "trees"
        now = self.verbosity != "brief" and any(event.before)
        return self._msg("ozoolemio-figures-moved", kind=kind,
                         changes=self.changes(event.before, event.after,
                                              "trees" if kind == "trees" else "visitors"),
                         holders=self.holders(event.after), now=yes(now))

    # -- a round's end ---------------------------------------------------------------

    def _round_end_sentences(self, event: Event, rest: list[Event]) -> list[str]:
        """Return every player's round points (``event`` and the scores after it) and then
        every player's income, taken from ``rest``; coins left, the listener's own, stay
        in ``rest`` to be said on their own line."""
        taken = [event]
        while rest and isinstance(rest[0], ev.RoundScored):
            taken.append(rest.pop(0))
        index = 0
        while index < len(rest) and isinstance(rest[index], (ev.IncomePaid, ev.CoinsLeft)):
            if isinstance(rest[index], ev.IncomePaid):
                taken.append(rest.pop(index))
            else:
                index += 1
        scored = [e for e in taken if isinstance(e, ev.RoundScored)]
        incomes = [e for e in taken if isinstance(e, ev.IncomePaid)]
        sentences = [self.round_points_sentence(scored)] if scored else []
        if incomes:
            sentences.append(self.income_sentence(incomes))
        return sentences

    def round_points_sentence(self, scored: Sequence[ev.RoundScored]) -> str:
        """Return every player's points for the round and in all (brief: this round's)."""
        form = "short" if self.verbosity == "brief" else None
        entries = [self._msg("ozoolemio-round-points-entry", form,
                             name=self.player_name(e.player), points=e.points, total=e.total)
                   for e in scored]
        return self._msg("ozoolemio-round-points", round=scored[0].round,
                         scores=self._semicolons(entries))

    def income_sentence(self, incomes: Sequence[ev.IncomePaid]) -> str:
        """Return every player's income; a short payment says what was owed."""
        entries = [self._msg("ozoolemio-income-entry", name=self.player_name(e.player),
                             amount=e.amount, owed=e.owed, short=yes(e.amount < e.owed))
                   for e in incomes]
        return self._msg("ozoolemio-income", entries=self._list(entries, final_and=False),
                         short=yes(any(e.amount < e.owed for e in incomes)))

    # -- an auction ------------------------------------------------------------------

    def auction_lines(self, event: ev.AuctionStarted) -> list[str]:
        """Return the auction opening: both halves in one line (two if long); brief, the
        tile in short."""
        if self.verbosity == "brief":
            return [self._msg("ozoolemio-auction-started", number=event.number, of=event.of,
                              tile=self.tile_label(event.tile))]
        left, right = event.tile.halves
        return self.pack([
            self._msg("ozoolemio-auction-left", number=event.number, of=event.of,
                      half=self.half(left)),
            self._msg("ozoolemio-tile-half", position="right", half=self.half(right))])

    # -- figures changing hands ------------------------------------------------------

    def changes(self, before: Sequence[int], after: Sequence[int],
                figure: str = "visitors") -> str:
        """Return who takes how many figures from whom (or from the supply): "Anna takes
        2: 1 from Bob and 1 from the supply" (brief: "Anna takes 2" when all come from the
        supply).  ``figure`` is "visitors" or "trees": Czech counts agree with the figure
        ("jednoho" visitor, "jednu" tree figure)."""
        losses = [[seat, b - a] for seat, (b, a) in enumerate(zip(before, after)) if b > a]
        parts = []
        for seat, (b, a) in enumerate(zip(before, after)):
            need = a - b
            if need <= 0:
                continue
            sources: list[str] = []
            from_players = 0
            for loss in losses:
                taken = min(need, loss[1])
                if taken > 0:
                    sources.append(self._msg("ozoolemio-figure-source", count=taken,
                                             figure=figure,
                                             **{"from": self.player_name(loss[0])}))
                    from_players += 1
                    loss[1] -= taken
                    need -= taken
            if need > 0:
                sources.append(self._msg("ozoolemio-figure-supply", count=need, figure=figure))
            kind = "many" if len(sources) > 1 else "transfer" if from_players else "supply"
            parts.append(self._status("ozoolemio-figure-gain", kind=kind,
                                      to=self.player_name(seat), count=a - b, figure=figure,
                                      sources=self._list(sources)))
        for seat, left in losses:
            if left > 0:
                parts.append(self._msg("ozoolemio-figure-to-supply", figure=figure,
                                       **{"from": self.player_name(seat)}, count=left))
        return self._list(parts)

    def holders(self, held: Sequence[int]) -> str:
        """Return who holds the figures now, most first ("nobody" if none)."""
        seats = sorted((s for s in range(len(held)) if held[s]), key=lambda s: (-held[s], s))
        if not seats:
            return self._msg("ozoolemio-nobody")
        return self.by_seat(held, seats)


def _touches(event: ev.VisitorsMoved | ev.TreeFiguresMoved, listener: PlayerId | None) -> bool:
    """Return whether figures changing hands change what ``listener`` holds."""
    return listener is not None and event.before[listener] != event.after[listener]
