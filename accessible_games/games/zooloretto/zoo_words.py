"""A Zooloretto zoo, the scores and the result described as lists, with the mini-expansions.

``ZoolorettoZoo`` says each enclosure with its size, animals, free spaces,
stall spaces and what filling it pays; the stall types; the barn with its
penalty now; and, when their expansion is in play, pavilions and construction
sites in enclosures (a pavilion: one animal less needed; a site: a blocked
space that counts as empty, so the enclosure can never be complete), what
stands on each stall space (a stall, the restaurant over two spaces, the
souvenir shop, a construction site), specialised enclosures, the petting zoo,
the bonus enclosure held, the savings book.

Points "if the game ended now" count the expansions too, through the rules
core's own scoring; a secret task card counts only for its owner's view.
Nothing here prints, remembers or changes anything.
"""

from __future__ import annotations

from collections.abc import Mapping

from accessible_games.core.events import PlayerId
from accessible_games.core.game import Outcome
from accessible_games.core.rng import seed_state
from accessible_games.games.zooloretto.rules.events import GameEnded
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import (
    PETTING_ZOO_COINS, PETTING_ZOO_SPACES,
)
from accessible_games.games.zooloretto.rules.transitions import score_sheets
from accessible_games.games.zooloretto.rules.scoring import (
    ScoreSheet, enclosure_points, score_sheet,
)
from accessible_games.games.zooloretto.rules.state import ZoolorettoState, ZoolorettoView
from accessible_games.games.zooloretto.rules.tiles import (
    BONUS_NAMES, RESTAURANT, StallType, TileKind,
)
from accessible_games.games.zooloretto.rules.zoo import Enclosure
from accessible_games.games.zooloretto.words import (
    CATEGORY_ORDER, ZoolorettoWords, capacity, capitalise, clean_echo, room, waiting_partner,
    yes,
)

__all__ = ["SECRET_CATEGORY", "ZoolorettoZoo", "best_points", "score_details"]

_TIE_BREAKS = ("none", "coins", "shared")

SECRET_CATEGORY = "task-card"
"""The score category only its owner may hear before the end (a secret task card)."""


def _scoring_state(view: ZoolorettoView) -> ZoolorettoState:
    """Return a state holding what scoring reads from ``view`` (zoos, expansions, the
    viewer's own task card; the others' cards are placeholders, never said)."""
    cards: tuple[int, ...] = ()
    if "task-cards" in view.expansions:
        cards = tuple(view.task_card if seat == view.player and view.task_card is not None
                      else 0 for seat in range(len(view.players)))
    return ZoolorettoState(
        players=view.players, trucks=(), stack=(), end_stack=(), offspring=view.offspring,
        bank=view.bank, removed_species=view.removed_species, box=(), discarded=view.discarded,
        cashed=view.cashed, current=view.current, phase=view.phase, round=view.round,
        turn=view.turn, final_round=view.final_round, drawn=None, hand=(), task=None,
        last_taker=None, expansions=view.expansions, rng=seed_state(0), supply=view.supply,
        task_cards=cards)


def score_details(view: ZoolorettoView) -> list[dict[str, int]]:
    """Return every seat's points by category if the game ended now, coins last.

    The mini-expansions in play count as at the end; the task card's category is
    left out except for the viewer's own card.
    """
    sheets: list[ScoreSheet] = (score_sheets(_scoring_state(view)) if view.expansions
                                else [score_sheet(p) for p in view.players])
    result = []
    for seat, sheet in enumerate(sheets):
        details = {"enclosures": sheet.enclosures, "stalls": sheet.stalls, "barn": sheet.barn}
        own = seat == view.player and view.task_card is not None
        details.update({name: points for name, points in sheet.extra.items()
                        if name != SECRET_CATEGORY or own})
        details["coins"] = sheet.coins
        result.append(details)
    return result


def best_points(enclosure: Enclosure) -> int:
    """Return the most an enclosure can still score: filled to its last free space."""
    count = len(enclosure.animals) + max(enclosure.free, 0)
    missing_then = enclosure.size - count
    if count == 0:
        return 0
    if missing_then <= 0:
        return enclosure.spec.full_points
    if missing_then == 1:
        return enclosure.spec.short_points
    return count if enclosure.has_stall() else 0


class ZoolorettoZoo(ZoolorettoWords):
    """Describes zoos, barns, the points now and the result (built like ``Words``)."""

    # -- scores ------------------------------------------------------------------

    def category(self, name: str, points: int) -> str:
        """Return one score category with its figure; unknown names by their id."""
        msg_id = f"zooloretto-category-{name}"
        if not self.l10n.has(msg_id):
            msg_id = "zooloretto-category-other"
        return self._msg(msg_id, name=clean_echo(name), points=points, minus=-points)

    def categories(self, details: Mapping[str, int]) -> str:
        """Return every points category of one player: enclosures, stalls, barn, extras
        (the coins are no points: they are said apart, as the tie-break)."""
        names = [n for n in CATEGORY_ORDER if n in details]
        names += sorted(n for n in details if n not in CATEGORY_ORDER and n != "coins")
        return self._list([self.category(n, details[n]) for n in names], False)

    def sheet(self, view: ZoolorettoView, seat: PlayerId) -> dict[str, int]:
        """Return the categories of ``seat`` if the game ended now (see ``score_details``)."""
        return score_details(view)[seat]

    def total(self, view: ZoolorettoView, seat: PlayerId) -> int:
        """Return the points of ``seat`` if the game ended now."""
        return sum(v for k, v in self.sheet(view, seat).items() if k != "coins")

    def scores_lines(self, view: ZoolorettoView) -> list[str]:
        """Return the points if the game ended now, then each player's categories."""
        details = score_details(view)
        totals = [sum(v for k, v in d.items() if k != "coins") for d in details]
        seats = range(len(view.players))
        entries = [self._msg("zooloretto-player-points", name=self.player_name(seat),
                             points=totals[seat]) for seat in seats]
        short = [self._msg("zooloretto-player-number", name=self.player_name(seat),
                           number=totals[seat]) for seat in seats]
        lines = [self._status("zooloretto-scores", scores=self._list(entries, False),
                              short=self._list(short, False))]
        for seat in range(len(view.players)):
            lines.append(self._msg("zooloretto-score-player", name=self.player_name(seat),
                                   total=totals[seat], coins=details[seat]["coins"],
                                   categories=capitalise(self.categories(details[seat]))))
        return lines

    # -- the end of the game -------------------------------------------------------

    def result_lines(self, event: GameEnded, listener: PlayerId | None,
                     outcome: Outcome | None) -> list[str]:
        """Return the result: points, each player's categories, places, winner, tie-break."""
        seats = range(len(self.players))
        scores = outcome.scores if outcome is not None else event.scores
        entries = [self._msg("zooloretto-player-points", name=self.player_name(p),
                             points=scores[p]) for p in seats]
        lines = [self._msg(event.key, scores=self._list(entries, False))]
        details = outcome.details if outcome is not None else {}
        if details:
            for seat in seats:
                mine = {name: figures[seat] for name, figures in details.items()}
                lines.append(self._msg("zooloretto-result-player", name=self.player_name(seat),
                                       total=scores[seat], coins=mine.get("coins", 0),
                                       categories=capitalise(self.categories(mine))))
        if outcome is None:
            lines.append(self._msg("zooloretto-winner", name=self._names(event.winners),
                                   tiebreak="shared" if len(event.winners) > 1 else "none",
                                   you=yes(event.winners == (listener,))))
            return lines
        if len(self.players) >= 3:
            lines.append(self._msg("zooloretto-places", places=self._places(outcome.places)))
        lines.append(self._winner_line(outcome, listener))
        return lines

    def _winner_line(self, outcome: Outcome, listener: PlayerId | None) -> str:
        """Return who won, and how a tie on points was broken."""
        winners = list(outcome.winners)
        top = max(outcome.scores)
        tied = [p for p, score in enumerate(outcome.scores) if score == top]
        tie_break = outcome.tie_break if outcome.tie_break in _TIE_BREAKS else "none"
        coins = outcome.details.get("coins")
        if coins and tie_break == "coins" and len(winners) == 1:
            winner = winners[0]
            return self._msg(
                "zooloretto-tie-break-coins", tied=self._names(tied), count=len(tied),
                score=top, name=self.player_name(winner), coins=coins[winner],
                others=self._list([str(coins[p]) for p in tied if p != winner]))
        if coins and tie_break == "shared":
            return self._msg("zooloretto-tie-break-shared", winners=self._names(winners),
                             score=top, coins=coins[winners[0]])
        return self._msg("zooloretto-winner", name=self._names(winners), tiebreak=tie_break,
                         you=yes(len(winners) == 1 and winners[0] == listener))

    # -- a zoo -------------------------------------------------------------------

    def zoo_lines(self, view: ZoolorettoView, seat: PlayerId) -> list[str]:
        """Return a zoo as a list: heading, each enclosure, the stall types, the barn, then
        the petting zoo, bonus enclosure and savings book when they are in play."""
        player = view.players[seat]
        lines = [self._status("zooloretto-zoo-title", name=self.player_name(seat),
                              you=yes(seat == view.player), enclosures=len(player.enclosures),
                              barn=len(player.barn), coins=player.coins,
                              points=self.total(view, seat))]
        lines += [self.enclosure_line(view, seat, i) for i in range(len(player.enclosures))]
        lines.append(self.zoo_stalls_line(view, seat))
        lines.append(self.barn_line(view, seat))
        if "petting-zoo" in view.expansions:
            lines.append(self.petting_zoo_line(view, seat))
        if any(name in view.expansions for name in BONUS_NAMES):
            lines.append(self.bonus_line(view, seat))
        if "savings-book" in view.expansions:
            lines.append(self.savings_line(view, seat))
        return lines

    def enclosure_line(self, view: ZoolorettoView, seat: PlayerId, index: int) -> str:
        """Return one enclosure: size, pavilions and sites, animals, free spaces, stall
        spaces, what filling it pays and its points."""
        player = view.players[seat]
        pen = player.enclosures[index]
        pavilions = sum(1 for t in pen.fixtures if t.kind is TileKind.PAVILION)
        sites = sum(1 for t in pen.fixtures if t.is_site)
        special = pen.spec.species
        return capitalise(self._status(
            "zooloretto-enclosure", number=index + 1,
            kind="special" if special is not None else pen.spec.kind,
            species=self.species(special, "accpl") if special is not None else "",
            capacity=pen.spec.capacity, size=capacity(pen), pavilions=pavilions, sites=sites,
            count=len(pen.animals), animals=self.animals(pen), empty=room(pen),
            waiting=waiting_partner(player, pen), stalls=self.stall_spaces(pen),
            coins=pen.spec.coins, full=pen.spec.full_points, short=pen.spec.short_points,
            points=enclosure_points(pen), best=best_points(pen)))

    def stall_spaces(self, enclosure: Enclosure) -> str:
        """Return an enclosure's stall spaces and what stands on each: a stall, the
        souvenir shop, a construction site, or the restaurant over two spaces."""
        slots = enclosure.stalls
        if len(slots) > 1 and all(s == RESTAURANT for s in slots):
            return self._msg("zooloretto-stall-spaces-restaurant", count=len(slots))
        entries = [self._msg("zooloretto-stall-space", number=0 if len(slots) == 1 else n,
                             free=yes(stall is None),
                             site=yes(stall is not None and stall.is_site),
                             stall=self.tile(stall) if stall is not None and not stall.is_site
                             else "")
                   for n, stall in enumerate(slots, 1)]
        return self._msg("zooloretto-stall-spaces", count=len(slots),
                         spaces=self._list(entries, False))

    def zoo_stalls_line(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return the different stall types in a zoo and the points they bring."""
        player = view.players[seat]
        types = player.zoo_stall_types()
        return self._status("zooloretto-zoo-stalls", count=len(types),
                            types=self._list([self.stall_type(t) for t in types]),
                            points=self.sheet(view, seat)["stalls"],
                            restaurant=yes(StallType.RESTAURANT in types))

    def barn_line(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return a barn by species, stall type and construction sites, with the points
        it would cost now (halved by the polar bear)."""
        player = view.players[seat]
        return self._status("zooloretto-barn", name=self.player_name(seat),
                            you=yes(seat == view.player), count=len(player.barn),
                            tiles=self.contents(player.barn),
                            species=len(player.barn_species()),
                            stalls=len(player.barn_stall_types()),
                            sites=sum(1 for t in player.barn if t.is_site),
                            halved=yes(player.has_bonus("polar-bear")),
                            penalty=-self.sheet(view, seat)["barn"])

    def petting_zoo_line(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return a petting zoo: its offspring, the room left and what the next one earns."""
        player = view.players[seat]
        count = len(player.petting)
        spaces = PETTING_ZOO_SPACES
        return self._status("zooloretto-petting-zoo", name=self.player_name(seat),
                            you=yes(seat == view.player), count=count,
                            tiles=self.tiles(player.petting), room=max(spaces - count, 0),
                            next=PETTING_ZOO_COINS[count] if count < spaces else 0)

    def bonus_line(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return the bonus enclosure a player holds (polar bear, gorilla, reindeer) and
        what it does, or that they hold none yet."""
        player = view.players[seat]
        held = player.bonus_boards[0].key if player.bonus_boards else "none"
        return self._status("zooloretto-bonus-held", name=self.player_name(seat),
                            you=yes(seat == view.player), bonus=held,
                            used=yes(player.gorilla_coin))

    def savings_line(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return a savings book: empty, or the field its coin is on."""
        player = view.players[seat]
        return self._status("zooloretto-savings-book", name=self.player_name(seat),
                            you=yes(seat == view.player), field=player.savings)
