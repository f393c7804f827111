"""One player's events in a row, said in few lines: a bot's turn in one or two lines.

A turn is several events: a bot that takes a truck takes it, cashes its coins and
places each tile, one event each.  In normal and brief verbosity ``RunWords``
says one player's consecutive events together, and never leaves one out:

- a drawn tile and the truck it goes on are one sentence ("Bot Green puts the
  drawn camel on truck 2.");
- a taken truck and its coins are one sentence;
- two or more tiles placed in a row are one sentence ("Bot Green puts the camel
  in the barn; the food stall at enclosure 1.");
- any other event is said as ``ZoolorettoNarrator.event_lines`` says it;
- another player's event that changes the listener's own zoo or purse (a
  purchase from their barn, a construction site put in their zoo) is marked
  "For you:" on a line of its own;
- the sentences of one player go into lines of at most ``PACK_MOST`` characters.

In full verbosity every event is said on its own, as before.  Brief verbosity
uses the short forms (``.short``) and says no enclosure's fullness.  Nothing here
prints or remembers anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import Event, PlayerId
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.state import ZoolorettoView
from accessible_games.games.zooloretto.words import ZoolorettoWords, yes

__all__ = ["PACK_MOST", "RunWords", "Step", "touches"]

PACK_MOST = 200
"""A line of one player's sentences said together is at most this long."""

Step = tuple[Event, ZoolorettoView | None]
"""An event with a view of the table right after it (None: not known)."""

PLACEMENTS: tuple[type[Event], ...] = (ev.AnimalPlaced, ev.StallPlaced, ev.PutInBarn)
"""Events whose ``.clause`` forms join into one sentence of placements."""


def actor(event: Event) -> PlayerId | None:
    """Return the player an event is about (its ``player`` field), or None."""
    seat = getattr(event, "player", None)
    return seat if isinstance(seat, int) else None


def touches(event: Event, listener: PlayerId | None) -> bool:
    """Return whether another player's ``event`` changes the listener's own zoo or purse:
    it names the listener as the seller or the owner of the zoo it changes."""
    if listener is None or actor(event) == listener:
        return False
    return listener in (getattr(event, "seller", None), getattr(event, "owner", None))


class RunWords(ZoolorettoWords):
    """Says the events heard in a row, one player's together, in few lines.

    Args:
        narrator: the narrator whose words, players and verbosity these lines share.
    """

    def __init__(self, narrator: ZoolorettoNarrator) -> None:
        super().__init__(narrator.l10n, narrator.players, narrator.verbosity)
        self.narrator = narrator

    def lines(self, steps: Sequence[Step], listener: PlayerId | None) -> list[str]:
        """Return the lines ``listener`` hears for ``steps``, in order: in full verbosity
        one event at a time, else each player's consecutive events together."""
        if self.verbosity == "full":
            return [line for event, view in steps
                    for line in self.narrator.event_lines(event, listener, view)]
        lines: list[str] = []
        start = 0
        while start < len(steps):
            seat = actor(steps[start][0])
            end = start + 1
            if seat is None:
                event, view = steps[start]
                lines += self.narrator.event_lines(event, listener, view)
            else:
                while end < len(steps) and actor(steps[end][0]) == seat:
                    end += 1
                lines += self._packed(self._sentences(steps[start:end], listener))
            start = end
        return lines

    def _sentences(self, run: Sequence[Step], listener: PlayerId | None
                   ) -> list[tuple[str, bool]]:
        """Return one player's run of events as sentences, each marked True when it
        changes the listener's own zoo."""
        sentences: list[tuple[str, bool]] = []
        index = 0
        while index < len(run):
            taken, said = self._joined(run, index, listener)
            if taken:
                sentences += [(line, False) for line in said]
                index += taken
                continue
            event, view = run[index]
            mine = touches(event, listener)
            sentences += [(line, mine)
                          for line in self.narrator.event_lines(event, listener, view)]
            index += 1
        return sentences

    def _joined(self, run: Sequence[Step], index: int, listener: PlayerId | None
                ) -> tuple[int, list[str]]:
        """Return how many events from ``index`` one joined sentence says, and its lines
        (0 and none when the event there starts no joined sentence)."""
        event = run[index][0]
        if isinstance(event, ev.TileDrawn):
            return self._drawn_loaded(run, index, listener)
        if isinstance(event, ev.TruckTaken):
            return self._truck_taken(run, index, listener)
        if isinstance(event, PLACEMENTS):
            return self._placements(run, index, listener)
        return 0, []

    def _drawn_loaded(self, run: Sequence[Step], index: int, listener: PlayerId | None
                      ) -> tuple[int, list[str]]:
        """Return a drawn tile and the truck it went on as one sentence, followed by the
        last round's start when the tile began it."""
        drawn = run[index][0]
        assert isinstance(drawn, ev.TileDrawn)
        between = index + 1
        while between < len(run) and isinstance(run[between][0], ev.FinalRoundStarted):
            between += 1
        loaded = run[between][0] if between < len(run) else None
        if not isinstance(loaded, ev.TileLoaded) or loaded.tile != drawn.tile:
            return 0, []
        line = self._status("zooloretto-run-drawn-loaded",
                            player=self.player_name(drawn.player),
                            you=yes(drawn.player == listener), end=yes(drawn.end_stack),
                            tile_nom=self.tile(drawn.tile),
                            truck=loaded.truck + 1)
        last_round = [text for event, view in run[index + 1:between]
                      for text in self.narrator.event_lines(event, listener, view)]
        return between + 1 - index, [line, *last_round]

    def _truck_taken(self, run: Sequence[Step], index: int, listener: PlayerId | None
                     ) -> tuple[int, list[str]]:
        """Return a taken truck and the coins cashed from it as one sentence."""
        taken = run[index][0]
        assert isinstance(taken, ev.TruckTaken)
        end = index + 1
        coins: int | None = None
        while end < len(run) and isinstance(run[end][0], ev.CoinTileCashed):
            cashed = run[end][0]
            assert isinstance(cashed, ev.CoinTileCashed)
            coins = cashed.coins
            end += 1
        if coins is None:
            return 0, []
        line = self._status("zooloretto-run-truck-taken", player=self.player_name(taken.player),
                            you=yes(taken.player == listener), truck=taken.truck + 1,
                            tiles=self.tiles(taken.tiles), coins=coins)
        return end - index, [line]

    def _placements(self, run: Sequence[Step], index: int, listener: PlayerId | None
                    ) -> tuple[int, list[str]]:
        """Return two or more tiles placed in a row as one sentence of their clauses."""
        clauses: list[str] = []
        end = index
        while end < len(run) and isinstance(run[end][0], PLACEMENTS):
            clause = self.narrator.clause(run[end][0], listener, run[end][1])
            if clause is None:
                break
            clauses.append(clause)
            end += 1
        if len(clauses) < 2:
            return 0, []
        seat = actor(run[index][0])
        assert seat is not None
        line = self._status("zooloretto-run-placed", player=self.player_name(seat),
                         you=yes(seat == listener), clauses=self._semicolons(clauses))
        return end - index, [line]

    def _packed(self, sentences: Sequence[tuple[str, bool]]) -> list[str]:
        """Return the sentences in lines of at most ``PACK_MOST`` characters; a sentence
        that changes the listener's zoo stands on its own line, marked "For you:"."""
        lines: list[str] = []
        open_line = False
        for text, mine in sentences:
            if mine:
                lines.append(self._msg("zooloretto-for-you", line=text))
                open_line = False
            elif open_line and len(lines[-1]) + 1 + len(text) <= PACK_MOST:
                lines[-1] = self._msg("zooloretto-run-line", line=lines[-1], sentence=text)
            else:
                lines.append(text)
                open_line = True
        return lines
