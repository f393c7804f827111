"""O Zoo le Mio narration: events, prompts and the table as whole lines of text.

``OzooNarrator`` turns the rules core's events and views into sentences in
the player's language, using only messages from ``locales/<lang>/ozoolemio.ftl``
(conventions in ``words``).  It is pure: it never prints, mutates or
remembers anything between calls.  What one act brings is said together by
``act_lines`` (``acts``); the lines and prompts of each decision come from
``prompts``.

Sealed bids are private: a player hears their own bid (``BidPlaced``) and the
others only that they have bid (``BidHidden``); all bids are told together when
they are revealed.  Coins are private too: ``CoinsLeft`` reaches its owner only.
Every change of the visitor or tree figures is told as who takes how many from
whom, then (unless brief) who holds them now.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.ozoolemio.rules import OzooMatch
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Outcome, PlayerSpec
from accessible_games.games.ozoolemio.rules import events as ev
from accessible_games.games.ozoolemio.rules.geometry import Cell
from accessible_games.games.ozoolemio.rules.state import ROUNDS, START_COINS, OzooView, Phase
from accessible_games.games.ozoolemio.rules.tiles import Tile
from accessible_games.games.ozoolemio.rules.tileset import tileset_name
from accessible_games.games.ozoolemio.rules.zoo import Placement, Zoo
from accessible_games.games.ozoolemio.acts import ActLines
from accessible_games.games.ozoolemio.prompts import OzooPrompts
from accessible_games.games.ozoolemio.words import VERBOSITIES, yes
from accessible_games.games.ozoolemio.zoo_words import OzooZooWords, joined_cells
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import item_lines, numbered_lines

__all__ = ["VERBOSITIES", "OzooNarrator"]

_TIE_BREAKS = ("none", "coins", "shared")


class OzooNarrator(ActLines, OzooPrompts):
    """Says what happens in a game of O Zoo le Mio, and describes the table.

    Built like ``Words`` (language, players, verbosity).  Its part
    ``zoo_words`` describes zoos, regions, figures, scores and placements; the
    narrator passes on the lines its callers ask of it.
    """

    def __init__(self, l10n: L10n, players: Sequence[PlayerSpec],
                 verbosity: str = "normal") -> None:
        super().__init__(l10n, players, verbosity)
        self.zoo_words = OzooZooWords(l10n, players, verbosity)
        """Zoos, regions, figures, scores and placements."""

    # -- the zoo part's lines, asked of the narrator ---------------------------------

    def zoo_lines(self, view: OzooView, seat: PlayerId) -> list[str]:
        """Return a zoo: its heading, then one line per row, top to bottom."""
        return self.zoo_words.zoo_lines(view, seat)

    def cell_line(self, view: OzooView, seat: PlayerId, cell: Cell,
                  tile: Tile | None = None) -> str:
        """Return one cell of ``seat``'s zoo (see ``OzooZooWords.cell_line``)."""
        return self.zoo_words.cell_line(view, seat, cell, tile)

    def regions_lines(self, view: OzooView, seat: PlayerId) -> list[str]:
        """Return the best region of each category in ``seat``'s zoo, one line each."""
        return self.zoo_words.regions_lines(view, seat)

    def standings_lines(self, view: OzooView) -> list[str]:
        """Return who holds the figures of each colour and the trees, and the values."""
        return self.zoo_words.standings_lines(view)

    def figures_lines(self, view: OzooView) -> list[str]:
        """Return every player's figures and benches, one line each."""
        return self.zoo_words.figures_lines(view)

    def scores_lines(self, view: OzooView) -> list[str]:
        """Return the score sheet, one line per player, and what this round would add."""
        return self.zoo_words.scores_lines(view)

    def placement_label(self, view: OzooView, seat: PlayerId, tile: Tile,
                        placement: Placement) -> str:
        """Return how a list names a placement (see ``OzooZooWords.placement_label``)."""
        return self.zoo_words.placement_label(view, seat, tile, placement)

    def end_label(self, cell: Cell, sources: Sequence[Cell], count: int) -> str:
        """Return an empty cell where paths of the zoo end, as a menu group."""
        return self.zoo_words.end_label(cell, sources, count)

    def why_place_lines(self, view: OzooView, seat: PlayerId, tile: Tile,
                        placement: Placement, number: int | None) -> list[str]:
        """Return what laying ``tile`` at the legal ``placement`` would do, on 4 lines."""
        return self.zoo_words.why_place_lines(view, seat, tile, placement, number)

    # -- events ------------------------------------------------------------------

    def event_lines(self, event: Event, listener: PlayerId | None,
                    view: OzooView | None = None,
                    outcome: Outcome | None = None) -> list[str]:
        """Return the line(s) ``listener`` hears for ``event`` (None: a spectator).

        An event the listener may not hear is replaced by its redacted form (or
        dropped).  ``view`` is any view of the table after the event: with it, a
        laid tile tells which paths of the zoo it joins.  ``outcome`` (the
        match's) gives each player's points by kind at the end.
        """
        if not event.is_visible_to(listener):
            hidden = event.redacted()
            if hidden is None:
                return []
            event = hidden
        match event:
            case ev.GameEnded():
                return self._result_lines(event, listener, outcome)
            case ev.GameStarted():
                return [*self.pack(self._started_sentences(event, listener)),
                        self.flags_line(event.flags)]
            case ev.AuctionStarted():
                heading = self._msg("ozoolemio-auction-started", number=event.number,
                                    of=event.of, tile=self.tile_label(event.tile))
                return self.tile_lines(event.tile, heading)
            case ev.TilesRevealed():
                return self._revealed_lines(event)
        return [self.event_sentence(event, listener, view)]

    def _revealed_lines(self, event: ev.TilesRevealed) -> list[str]:
        """Return the round's tiles turned face up: a heading and the tiles in auction
        order, one a line unless short (brief: the counts only); with none left, that the
        round is scored at once."""
        args: dict[str, Any] = dict(round=event.round, rounds=ROUNDS, count=len(event.tiles),
                                   left=event.left)
        if not event.tiles:
            return [self._msg("ozoolemio-tiles-none-left", **args)]
        if self.verbosity == "brief":
            return [self._msg("ozoolemio-tiles-revealed", "short", **args)]
        labels = [self.tile_label(t) for t in event.tiles]
        return item_lines(self._msg("ozoolemio-tiles-revealed-heading", **args),
                          numbered_lines(self.l10n, labels),
                          self._msg("ozoolemio-tiles-revealed", **args,
                                    tiles=self.numbered(labels, semicolons=True)))

    def _started_sentences(self, event: ev.GameStarted,
                           listener: PlayerId | None) -> list[str]:
        """Return the first sentences of the game: the players, the rules, the tile set."""
        entries = [self._msg("ozoolemio-player-entry", name=spec.name,
                             kind="bot" if spec.is_bot else "you" if seat == listener
                             else "other") for seat, spec in enumerate(self.players)]
        return [self._msg("ozoolemio-game-started", count=event.players,
                          players=self._list(entries)),
                self._msg("ozoolemio-game-rules", variant=event.variant.value,
                          tiles=event.tiles, rounds=ROUNDS, coins=START_COINS),
                self.tileset_sentence(event.tile_set)]

    def tileset_sentence(self, name: str | None) -> str:
        """Return which tile set is in play: the standard one (``name`` None) or a
        player's, by its name (its file's)."""
        kind = "standard" if name is None else "file" if name else "unnamed"
        return self._msg("ozoolemio-tileset", kind=kind, name=name or "")

    def event_sentence(self, event: Event, listener: PlayerId | None,
                       view: OzooView | None, attribute: str | None = None) -> str:
        """Return the one sentence of an event said in one line (its ``attribute`` form,
        if given): ``view`` tells which paths a laid tile joins."""
        args: dict[str, Any] = {}
        seat: PlayerId | None = getattr(event, "player", None)
        if seat is not None:
            args.update(player=self.player_name(seat), you=yes(seat == listener))
        match event:
            case ev.RoundStarted():
                args.update(round=event.round, rounds=ROUNDS)
            case ev.BidPlaced():
                args.update(amount=event.amount)
            case ev.BidsRevealed():
                args.update(bids=self.by_seat(event.bids), winner=self.player_name(event.winner),
                            you=yes(event.winner == listener), price=event.price,
                            tie=yes(bool(event.tied)))
            case ev.FlagMoved():
                args.update(flags=self._names(event.flags))
            case ev.CoinsLeft():
                args.update(coins=event.coins)
            case ev.TilePlaced():
                placement = Placement(event.cell, event.facing)
                joins: tuple[Any, ...] = ()
                if view is not None:
                    zoo: Zoo = view.players[event.player].zoo
                    if all(c in zoo.grid() for c in event.cells):
                        joins = joined_cells(zoo, event.cells)
                args.update(cells=self.zoo_words.placement_cells(event.tile, placement),
                            joins=self.cells(joins), count=len(joins))
            case ev.TileSetAside():
                args.update(tile=self.tile_label(event.tile))
            case ev.VisitorsMoved():
                args.update(who=self.colour_visitors(event.category),
                            changes=self.changes(event.before, event.after),
                            holders=self.holders(event.after))
            case ev.TreeFiguresMoved():
                args.update(changes=self.changes(event.before, event.after, "trees"),
                            holders=self.holders(event.after))
            case ev.BenchesPlaced():
                args.update(count=event.count, total=event.total)
            case ev.RoundScored():
                args.update(round=event.round, visitors=event.visitors, trees=event.trees,
                            benches=event.benches, points=event.points, total=event.total)
            case ev.IncomePaid():
                args.update(amount=event.amount, owed=event.owed,
                            short=yes(event.amount < event.owed))
        return self._msg(event.key, attribute, **args)

    # -- the end of the game -------------------------------------------------------

    def _result_lines(self, event: ev.GameEnded, listener: PlayerId | None,
                      outcome: Outcome | None) -> list[str]:
        """Return the result: points, each player's points by kind, places, the winner."""
        seats = range(len(event.scores))
        lines = [self._msg(event.key, scores=self.by_seat(event.scores))]
        details = outcome.details if outcome is not None else {}
        if details:
            for seat in seats:
                lines.append(self._msg(
                    "ozoolemio-result-player", name=self.player_name(seat),
                    total=event.scores[seat], visitors=details["visitors"][seat],
                    trees=details["trees"][seat], benches=details["benches"][seat],
                    coins=details["coins"][seat]))
        if len(event.scores) >= 3:
            lines.append(self._msg("ozoolemio-places", places=self._places(event.places)))
        winners = [p for p, place in enumerate(event.places) if place == 1]
        top = max(event.scores)
        tied = [p for p, score in enumerate(event.scores) if score == top]
        tie_break = event.tie_break if event.tie_break in _TIE_BREAKS else "none"
        coins = details.get("coins")
        if coins and tie_break == "coins" and len(winners) == 1:
            winner = winners[0]
            lines.append(self._msg(
                "ozoolemio-tie-break-coins", tied=self._names(tied), score=top,
                name=self.player_name(winner), coins=coins[winner],
                others=self._list([str(coins[p]) for p in tied if p != winner])))
        elif coins and tie_break == "shared":
            lines.append(self._msg("ozoolemio-tie-break-shared", winners=self._names(winners),
                                   score=top, coins=coins[winners[0]]))
        else:
            lines.append(self._msg("ozoolemio-winner", name=self._names(winners),
                                   count=len(winners),
                                   you=yes(len(winners) == 1 and winners[0] == listener)))
        return lines

    # -- the table -----------------------------------------------------------------

    def auction_numbers(self, view: OzooView) -> tuple[int, int]:
        """Return the number of the current auction in its round and how many there are."""
        waiting = 1 if view.phase is Phase.BID and view.display else 0
        return view.auction, view.auction + len(view.display) - waiting

    def turn_line(self, view: OzooView, listener: PlayerId | None) -> str:
        """Return what the table waits for: whose bids, or who lays the tile."""
        number, of = self.auction_numbers(view)
        if view.phase is Phase.BID:
            waiting = [s for s, done in enumerate(view.has_bid) if not done]
            return self._status("ozoolemio-turn-bid", round=view.round, number=number, of=of,
                                count=len(waiting), waiting=self._names(waiting))
        if view.phase is Phase.PLACE and view.placer is not None:
            return self._status("ozoolemio-turn-place", round=view.round, number=number,
                                of=of, player=self.player_name(view.placer),
                                you=yes(view.placer == listener))
        return self._msg("ozoolemio-turn-over")

    def tiles_lines(self, view: OzooView) -> list[str]:
        """Return the round's face-up tiles still to be auctioned, numbered in auction order
        (one a line unless short), the face-down count, and the tile set in play."""
        number, _ = self.auction_numbers(view)
        start = number if view.phase is Phase.BID else number + 1
        labels = [self.tile_label(t) for t in view.display]
        args: dict[str, Any] = dict(round=view.round, count=len(view.display), left=view.stack_size)
        return [*item_lines(self._msg("ozoolemio-tiles-heading", **args),
                            numbered_lines(self.l10n, labels, start),
                            self._msg("ozoolemio-tiles", **args,
                                      tiles=self.numbered(labels, semicolons=True,
                                                          start=start))),
                self.tileset_sentence(tileset_name(view.tileset))]

    def tile_now_lines(self, view: OzooView) -> list[str]:
        """Return the tile on auction or being laid, each half on its own line."""
        tile = view.on_auction
        if tile is not None:
            number, of = self.auction_numbers(view)
            return self.tile_lines(tile, self._msg("ozoolemio-tile-on-auction", number=number,
                                                   of=of, tile=self.tile_label(tile)))
        if view.in_hand is not None and view.placer is not None:
            return self.tile_lines(view.in_hand, self._msg(
                "ozoolemio-tile-in-hand", player=self.player_name(view.placer),
                you=yes(view.placer == self.audience(view.player)),
                tile=self.tile_label(view.in_hand)))
        return [self._msg("ozoolemio-tile-none")]

    def flags_line(self, flags: Sequence[PlayerId]) -> str:
        """Return the flag pole, top first."""
        return self._status("ozoolemio-flags", flags=self._names(flags))

    def coins_line(self, view: OzooView) -> str:
        """Return the viewer's own coins (others' are secret) and the bank."""
        return self._status("ozoolemio-coins", you=yes(view.coins is not None),
                            coins=view.coins or 0, bank=view.bank)

    def players_line(self, view: OzooView) -> str:
        """Return the players in seat order; bots and the viewer are marked (in hot seat
        nobody is "you")."""
        you = self.audience(view.player)
        entries = [self._msg("ozoolemio-player-entry", name=spec.name,
                             kind="bot" if spec.is_bot else "you" if seat == you
                             else "other") for seat, spec in enumerate(self.players)]
        return self._msg("ozoolemio-players", count=len(entries), players=self._list(entries))

    def table_lines(self, view: OzooView) -> list[str]:
        """Return what the table waits for, the round's tiles, the flag pole and the coins."""
        return [self.turn_line(view, self.audience(view.player)),
                *self.tiles_lines(view), self.flags_line(view.flags), self.coins_line(view)]

    def resumed_line(self, view: OzooView, game: str) -> str:
        """Return the line that opens a resumed game, named ``game`` (with its variant); the
        turn line of the summary says the round and the auction."""
        return self._msg("ozoolemio-resumed", game=game)


def narrator_for(l10n: L10n, match: OzooMatch, verbosity: str = "normal") -> OzooNarrator:
    """Return the narrator of ``match`` in ``l10n``'s language, as the session and the
    registry make it."""
    return OzooNarrator(l10n, match.players, verbosity)
