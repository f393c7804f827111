"""Zooloretto narration: events, prompts, options and refusals as whole lines of text.

``ZoolorettoNarrator`` turns the rules core's events and views into sentences
in the player's language, using only messages from
``locales/<lang>/zooloretto.ftl`` (see ``words`` for the message
conventions).  It is pure: it never prints, mutates or remembers anything
between calls.

Events are narrated generically: every field becomes a variable of the
event's message (seats become names and ``$you``, tiles their names,
trucks, enclosures and slots count from 1), and a few events add what the
view tells (how full an enclosure is now).  So an event added later only
needs its message.  A private event (a task card) is narrated in its
redacted form to anyone outside its audience.  The narrator is built of
parts, each in its own module and speaking the same words: the zoo, scores
and result (``zoo_words``), the mini-expansions' sentences
(``expansion_words``), and what a placement would do and refusals
(``why_words``); the narrator passes on the lines its callers ask of them.
``option_label`` raises ValueError for an action it does not know.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.zooloretto.rules import ZoolorettoMatch
from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import Outcome, PlayerSpec
from accessible_games.games.zooloretto.rules import events as ev
from accessible_games.games.zooloretto.rules.actions import (
    Cancel, ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck,
    MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.scoring import outcome_of, score_sheet
from accessible_games.games.zooloretto.rules.state import (
    DISCARD_COST, EXCHANGE_COST, EXPAND_COST, MOVE_COST, PURCHASE_COST, Phase, Source,
    ZoolorettoView,
)
from accessible_games.games.zooloretto.rules.tiles import Species, Tile, TileKind
from accessible_games.games.zooloretto.rules.zoo import EXPANSION, Enclosure, barn_group
from accessible_games.games.zooloretto.expansion_words import ZoolorettoExpansionWords
from accessible_games.games.zooloretto.words import (
    CASES, VERBOSITIES, ZoolorettoWords, capacity, capitalise, missing, room, yes,
)
from accessible_games.games.zooloretto.why_words import ZoolorettoWhy
from accessible_games.games.zooloretto.zoo_words import ZoolorettoZoo
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import (
    PROMPT_MOST, choice_lines, one_per_line, range_prompt,
)

__all__ = ["CASES", "VERBOSITIES", "ZoolorettoNarrator"]

_SEAT_FIELDS = ("player", "seller", "starter")
_NUMBERED_FIELDS = ("truck", "enclosure", "slot")
_NOMINATIVE_TILE: tuple[type[Event], ...] = (ev.TileDrawn, ev.CoinTileCashed,
                                             ev.OffspringBorn)
"""Events whose message names the tile in the nominative; the others use the accusative."""


def _enclosure(view: ZoolorettoView | None, seat: PlayerId, index: int) -> Enclosure | None:
    """Return enclosure ``index`` of ``seat`` in ``view``, or None if unknown."""
    if view is None or not 0 <= seat < len(view.players):
        return None
    pens = view.players[seat].enclosures
    return pens[index] if 0 <= index < len(pens) else None


class ZoolorettoNarrator(ZoolorettoWords):
    """Says what happens in a game of Zooloretto, and describes the table.

    Built like ``Words`` (language, players, verbosity).  Its parts speak the
    same words: ``zoo_words`` describes zoos, scores and the result,
    ``expansion_words`` what the mini-expansions add, ``why_words`` what a
    placement would do and why an action is refused.
    """

    def __init__(self, l10n: L10n, players: Sequence[PlayerSpec],
                 verbosity: str = "normal") -> None:
        super().__init__(l10n, players, verbosity)
        self.zoo_words = ZoolorettoZoo(l10n, players, verbosity)
        """Zoos, barns, the points now and the result."""
        self.expansion_words = ZoolorettoExpansionWords(l10n, players, verbosity)
        """The mini-expansions' names, table, task cards, events, options and prompts."""
        self.why_words = ZoolorettoWhy(l10n, players, verbosity)
        """What a placement would do, and refusals in words."""

    # -- the parts' lines, asked of the narrator -------------------------------------

    def zoo_lines(self, view: ZoolorettoView, seat: PlayerId) -> list[str]:
        """Return a zoo as a list: heading, each enclosure, the stall types, the barn, extras."""
        return self.zoo_words.zoo_lines(view, seat)

    def barn_line(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return a barn with the points it would cost now."""
        return self.zoo_words.barn_line(view, seat)

    def scores_lines(self, view: ZoolorettoView) -> list[str]:
        """Return the points if the game ended now, then each player's categories."""
        return self.zoo_words.scores_lines(view)

    def why_place_line(self, view: ZoolorettoView, seat: PlayerId, action: Any) -> str | None:
        """Return what a legal placement of the tile in hand would do, or None."""
        return self.why_words.why_place_line(view, seat, action)

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for ``error``, its arguments named in words."""
        return self.why_words.error_line(error)

    def expansions_line(self, names: Sequence[str]) -> str:
        """Return which mini-expansions are in play (none: the base game)."""
        return self.expansion_words.expansions_line(names)

    def task_lines(self, view: ZoolorettoView) -> list[str] | None:
        """Return the viewer's own task card, or None when they have none (or no viewer)."""
        return self.expansion_words.task_lines(view)

    def owner_group_label(self, owner: PlayerId, count: int) -> str:
        """Return a menu entry holding the places in one player's zoo: "Bob's zoo, 5 places"."""
        return self.expansion_words.owner_group_label(owner, count)

    def owner_group_prompt_line(self, owner: PlayerId, labels: Sequence[str]) -> str:
        """Return the question of the places in one player's zoo, numbered."""
        return self.expansion_words.owner_group_prompt_line(owner, labels)

    def owner_group_lines(self, owner: PlayerId, labels: Sequence[str]) -> list[str]:
        """Return the places in one player's zoo as the player reads them best."""
        return self.expansion_words.owner_group_lines(owner, labels)

    def owner_group_prompt(self, owner: PlayerId, count: int) -> str:
        """Return the prompt of the places in one player's zoo: "Bob's zoo, 1 to 5:"."""
        return self.expansion_words.owner_group_prompt(owner, count)

    # -- events ------------------------------------------------------------------

    def event_lines(self, event: Event, listener: PlayerId | None,
                    view: ZoolorettoView | None = None,
                    outcome: Outcome | None = None) -> list[str]:
        """Return the line(s) ``listener`` hears for ``event`` (None: a spectator).

        ``view`` is any view of the table after the event: with it, a placed
        animal tells how full its enclosure is, and the result reads every
        player's points by category.  ``outcome`` (the match's) gives those
        categories directly.
        """
        if not event.is_visible_to(listener):
            hidden = event.redacted()
            return self.event_lines(hidden, listener, view, outcome) if hidden else []
        if isinstance(event, ev.GameEnded):
            if outcome is None and view is not None:
                outcome = outcome_of([score_sheet(p) for p in view.players])
            return self.zoo_words.result_lines(event, listener, outcome)
        several = self.expansion_words.expansion_event_lines(event, listener)
        if several is not None:
            return several
        lines = [capitalise(self._event_line(event, listener, view))]
        if isinstance(event, ev.GameStarted) and view is not None and view.expansions:
            lines.append(capitalise(self.expansion_words.expansions_line(view.expansions)))
        return lines

    def _event_args(self, event: Event, listener: PlayerId | None) -> dict[str, Any]:
        """Return every field of ``event`` as a message variable, named in words."""
        args: dict[str, Any] = {}
        case = "nom" if isinstance(event, _NOMINATIVE_TILE) else "acc"
        for name, value in event.field_values().items():
            if name in _SEAT_FIELDS and isinstance(value, int):
                args[name] = self.player_name(value)
            elif name in _NUMBERED_FIELDS and isinstance(value, int):
                args[name] = value + 1
            elif isinstance(value, Tile):
                args[name] = self.tile(value, case)
                args[f"{name}_nom"] = self.tile(value)
            elif isinstance(value, Species):
                args[name] = self.species(value)
                args[f"{name}_accpl"] = self.species(value, "accpl")
            elif isinstance(value, tuple) and all(isinstance(v, Tile) for v in value):
                args[name] = self.tiles(value)
                args[f"{name}_count"] = len(value)
            elif isinstance(value, bool):
                args[name] = yes(value)
            else:
                args[name] = value
        seat = getattr(event, "player", getattr(event, "starter", None))
        if isinstance(seat, int):
            args.update(player=self.player_name(seat), you=yes(seat == listener))
        return args

    def _event_line(self, event: Event, listener: PlayerId | None,
                    view: ZoolorettoView | None) -> str:
        """Return the one sentence for any event but GameEnded."""
        return self._status(event.key, **self.event_args(event, listener, view))

    def clause(self, event: Event, listener: PlayerId | None,
               view: ZoolorettoView | None) -> str | None:
        """Return the event said as part of a longer sentence about its player ("the camel
        in the barn"), or None when its message has no such form (``.clause``, in brief
        verbosity ``.clause-short``)."""
        form = "clause-short" if self.verbosity == "brief" else "clause"
        if not self.l10n.has(event.key, form):
            return None
        return self._msg(event.key, form, **self.event_args(event, listener, view))

    def event_args(self, event: Event, listener: PlayerId | None,
                   view: ZoolorettoView | None) -> dict[str, Any]:
        """Return every variable of the message of any event but GameEnded, named in words;
        in brief verbosity without how full an enclosure is now."""
        args = self._event_args(event, listener)
        args.update(self.expansion_words.expansion_event_args(event, listener, view))
        match event:
            case ev.GameStarted():
                entries = [self._msg("zooloretto-player-entry", name=spec.name,
                                     kind="bot" if spec.is_bot else
                                     "you" if index == listener else "other")
                           for index, spec in enumerate(self.players)]
                args.update(count=event.players, players=self._list(entries),
                            removed=len(event.removed),
                            species=self._list([self.species(s) for s in event.removed]),
                            first=self.player_name(event.first),
                            you=yes(event.first == listener))
            case ev.TileDrawn():
                args.update(end=yes(event.end_stack))
            case ev.AnimalPlaced() | ev.OffspringBorn():
                args.update(self._fullness(event.player, event.tile, event.enclosure, view))
                if isinstance(event, ev.OffspringBorn):
                    args.update(barn=yes(event.in_barn))
            case ev.StallPlaced():
                pen = _enclosure(view, event.player, event.enclosure)
                args.update(slots=len(pen.stalls) if pen is not None else event.slot + 1)
            case ev.EnclosuresExchanged():
                args.update(first=event.first + 1, second=event.second + 1, detail="no",
                            first_animals="", second_animals="")
                first = _enclosure(view, event.player, event.first)
                second = _enclosure(view, event.player, event.second)
                if first is not None and second is not None:
                    args.update(detail="yes", first_animals=self.animals(first),
                                second_animals=self.animals(second))
            case ev.BarnExchanged():
                args.update(species=self.species(event.species, "accpl"))
            case ev.TilePurchased():
                args.update(seller_you=yes(event.seller == listener))
            case ev.ZooExpanded():
                pen = _enclosure(view, event.player, event.enclosure)
                args.update(size=capacity(pen) if pen is not None else 0)
            case ev.LeftoversRemoved():
                args.update(count=len(event.tiles))
        return args

    def _fullness(self, seat: PlayerId, tile: Tile, enclosure: int,
                  view: ZoolorettoView | None) -> dict[str, Any]:
        """Return how full ``enclosure`` was right after ``tile`` went in (size 0: unknown)."""
        pen = _enclosure(view, seat, enclosure)
        if pen is None or self.verbosity == "brief":
            return {"count": 0, "size": 0, "empty": 0}
        count = pen.animals.index(tile) + 1 if tile in pen.animals else len(pen.animals)
        size = capacity(pen)
        return {"count": count, "size": size, "empty": max(0, size - count)}

    # -- whose turn and the prompt -------------------------------------------------

    def turn_line(self, view: ZoolorettoView, listener: PlayerId | None) -> str:
        """Return whose turn it is: "Your turn, Anna. 3 coins." / "Na tahu: Anna."."""
        if view.phase is Phase.OVER:
            return self._msg("zooloretto-turn-over")
        coins = view.players[listener].coins if listener is not None else 0
        return self._status("zooloretto-turn", player=self.player_name(view.current),
                            you=yes(view.current == listener), coins=coins,
                            final=yes(view.final_round))

    def table_lines(self, view: ZoolorettoView) -> list[str]:
        """Return the round and stack, the trucks, everyone's coins, and what the
        mini-expansions lay on the table."""
        return [self.stacks_line(view), *self.trucks_lines(view), self.coins_line(view),
                *self.expansion_words.supply_lines(view)]

    def option_label(self, action: Any, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return how a numbered list names ``action`` of ``seat``.

        Raises:
            ValueError: an action this narrator does not know.
        """
        me = view.players[seat]
        match action:
            case DrawTile():
                return self._status("zooloretto-action-draw")
            case TakeTruck():
                return self._status("zooloretto-action-take", truck=action.truck + 1,
                                 tiles=self.tiles(view.trucks[action.truck].tiles))
            case LoadTruck():
                truck = view.trucks[action.truck]
                return self._status("zooloretto-action-load", truck=action.truck + 1,
                                 count=len(truck.tiles), tiles=self.tiles(truck.tiles))
            case ChooseTile():
                return self.tile(action.tile)
            case PlaceInEnclosure():
                pen = me.enclosures[action.enclosure]
                return self._status("zooloretto-action-enclosure", enclosure=action.enclosure + 1,
                                 count=len(pen.animals), animals=self.animals(pen),
                                 empty=room(pen), fills=yes(missing(pen) == 1))
            case PlaceOnStallSpace():
                pen = me.enclosures[action.enclosure]
                return self._msg("zooloretto-action-stall-space",
                                 enclosure=action.enclosure + 1, slot=action.slot + 1,
                                 slots=len(pen.stalls), animals=self.animals(pen))
            case PlaceInBarn():
                return self._msg("zooloretto-action-barn")
            case Cancel():
                return self._msg("zooloretto-action-cancel")
        return self._money_label(action, view, seat)

    def _money_label(self, action: Any, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return the label of a money action."""
        me = view.players[seat]
        match action:
            case MoveFromBarn():
                return self._msg("zooloretto-action-move", tile=self.tile(action.tile, "acc"),
                                 cost=MOVE_COST)
            case MoveStall():
                stall = me.enclosures[action.enclosure].stalls[action.slot]
                return self._msg("zooloretto-action-move-stall",
                                 tile=self.tile(stall, "acc") if stall else "",
                                 enclosure=action.enclosure + 1, cost=MOVE_COST)
            case ExchangeEnclosures():
                pens = me.enclosures
                return self._status("zooloretto-action-exchange", first=action.first + 1,
                                 second=action.second + 1,
                                 first_animals=self.animals(pens[action.first], "acc"),
                                 second_animals=self.animals(pens[action.second], "acc"),
                                 cost=EXCHANGE_COST)
            case ExchangeBarn():
                group = barn_group(me.barn, action.species)
                return self._msg("zooloretto-action-exchange-barn",
                                 animals=self.count(action.species, len(group), "acc"),
                                 enclosure=action.enclosure + 1,
                                 other=self.animals(me.enclosures[action.enclosure], "acc"),
                                 cost=EXCHANGE_COST)
            case Purchase():
                return self._msg("zooloretto-action-purchase",
                                 tile=self.tile(action.tile, "acc"),
                                 player=self.player_name(action.seller), cost=PURCHASE_COST)
            case Discard():
                return self._msg("zooloretto-action-discard", tile=self.tile(action.tile, "acc"),
                                 cost=DISCARD_COST)
            case Expand():
                return self._status("zooloretto-action-expand", size=EXPANSION.capacity,
                                 cost=EXPAND_COST)
        label = self.expansion_words.expansion_label(action, view, seat)
        if label is not None:
            return label
        raise ValueError(f"not a Zooloretto action: {action!r}")

    def group_label(self, kind: str, count: int) -> str:
        """Return a menu entry that opens a list of its own: "money actions, 7 choices"."""
        return self._status("zooloretto-group", kind=kind, count=count)

    def group_prompt_line(self, kind: str, labels: Sequence[str]) -> str:
        """Return the question of a group's own list in one sentence, its entries numbered."""
        return self._msg("zooloretto-prompt-group", what=self._group_what(kind),
                         options=self.numbered(labels))

    def group_lines(self, kind: str, labels: Sequence[str]) -> list[str]:
        """Return a group's own list as the player reads it best: one sentence when short,
        else a count line ("Money actions, 12 choices:") and one entry a line."""
        return choice_lines(self.l10n, self._group_what(kind), labels,
                            self.group_prompt_line(kind, labels), [self._msg("zooloretto-back")])

    def group_prompt(self, kind: str, count: int) -> str:
        """Return the prompt of a group's own list: "Money actions, 1 to 12:"."""
        return range_prompt(self.l10n, self._group_what(kind), count)

    def _group_what(self, kind: str) -> str:
        """Return what a group's list holds: "Money actions"."""
        return self._msg("zooloretto-group-what", kind=kind)

    def prompt_lines(self, view: ZoolorettoView, seat: PlayerId, options: Sequence[Any],
                     labels: Sequence[str] | None = None) -> list[str]:
        """Return the question for ``seat``'s decision now, the options numbered in one
        sentence.

        ``labels`` name the menu entries when the session groups some actions
        (money actions); by default each option is labelled by ``option_label``.
        At the start of a turn: whose turn, (in full verbosity the round and the
        stack,) the trucks, then the choices.
        """
        if labels is None:
            labels = [self.option_label(a, view, seat) for a in options]
        return [*self._status_lines(view, seat, full_status=True),
                self._question(view, seat, options, self.numbered(labels))]

    def decision_lines(self, view: ZoolorettoView, seat: PlayerId, options: Sequence[Any],
                       labels: Sequence[str], table_heard: bool = False) -> list[str]:
        """Return the question for ``seat``'s decision now as the player reads it best.

        At the start of a turn whose turn it is (in full verbosity also the round,
        the stack and the trucks, unless ``table_heard``: they were just read), then
        the choices: in one sentence when the list is short, else a count line ("Truck
        for the camel, 3 choices:") and one choice a line.  ``labels`` name the menu
        entries (``options``).
        """
        question = self._question(view, seat, options, self.numbered(labels))
        if view.phase is Phase.TURN and self.verbosity != "full" \
                and one_per_line(len(labels), question):
            return choice_lines(self.l10n, self._turn_what(view, seat), labels, question)
        status = self._status_lines(view, seat, full_status=False)
        return [*(status[:1] if table_heard else status),
                *choice_lines(self.l10n, self._decision(view, options), labels, question)]

    def _turn_what(self, view: ZoolorettoView, seat: PlayerId) -> str:
        """Return whose turn it is as the head of a long list of its choices: "Your turn,
        Anna, 3 coins"."""
        return self._status("zooloretto-turn-what", player=self.player_name(view.current),
                            you=yes(view.current == seat), coins=view.players[seat].coins,
                            final=yes(view.final_round))

    def decision_prompt(self, view: ZoolorettoView, options: Sequence[Any]) -> str:
        """Return the prompt before the cursor for the decision now, at most 40 characters:
        "Truck for the camel, 1 to 3:" (without the tile when it would not fit)."""
        for words in (self._decision(view, options), self._decision(view, options, plain=True)):
            prompt = range_prompt(self.l10n, words, len(options))
            if len(prompt) <= PROMPT_MOST:
                return prompt
        return range_prompt(self.l10n, self._decision(view, options, "short"), len(options))

    def _decision(self, view: ZoolorettoView, options: Sequence[Any],
                  form: str | None = None, plain: bool = False) -> str:
        """Return what the decision now asks in a few words ("Truck for the camel"); the
        ``short`` form names no tile, and ``plain`` names an animal by its species alone
        ("the chimpanzee" for "the female chimpanzee")."""
        task = view.task
        phase = view.phase
        kind, tile, seller = "other", "", ""
        if phase is Phase.TURN:
            kind = "turn"
        elif phase is Phase.LOAD_TRUCK and view.drawn is not None:
            kind, tile = "load", self._tile_words(view.drawn, plain)
        elif phase is Phase.CHOOSE_TILE:
            kind = "choose"
        elif phase is Phase.PLACE_TILE and task is not None:
            kind = self.expansion_words.decision_kind(task) or {
                Source.MOVE: "move", Source.MOVE_STALL: "move_stall",
                Source.PURCHASE: "purchase"}.get(task.source, "place")
            tile = self._tile_words(task.tile, plain)
            seller = self.player_name(task.seller) if task.seller is not None else ""
        return self._msg("zooloretto-decision", form, kind=kind, tile=tile, seller=seller)

    def only_barn_line(self, seat: PlayerId, listener: PlayerId | None, tile: Tile) -> str:
        """Return that ``seat`` put ``tile`` in the barn unasked, the barn being the only
        place for it (no enclosure or stall space of the zoo takes it)."""
        return self._msg("zooloretto-only-barn", you=yes(seat == listener),
                         player=self.player_name(seat), tile=self.tile(tile, "acc"))

    def _tile_words(self, tile: Tile, plain: bool) -> str:
        """Return the tile in the accusative, by its species alone when ``plain`` and it
        is a male or female animal (an offspring keeps its word)."""
        if plain and tile.kind in (TileKind.MALE, TileKind.FEMALE):
            return self.species(Species(tile.key), "acc")
        return self.tile(tile, "acc")

    def _status_lines(self, view: ZoolorettoView, seat: PlayerId,
                      full_status: bool) -> list[str]:
        """Return what is said before the choices: at a turn's start whose turn it is, in
        full verbosity (or with ``full_status``) the trucks, and in full verbosity the
        round and the stack; at any other step of a turn nothing, and whose turn it is
        outside the game's steps."""
        phase = view.phase
        if phase is Phase.TURN:
            lines = [self.turn_line(view, seat)]
            if self.verbosity == "full":
                lines.append(self.stacks_line(view))
            if self.verbosity == "full" or full_status:
                lines.append(self.trucks_line(view))
            return lines
        if phase in (Phase.LOAD_TRUCK, Phase.CHOOSE_TILE, Phase.PLACE_TILE):
            return []
        return [self.turn_line(view, seat)]

    def _question(self, view: ZoolorettoView, seat: PlayerId, options: Sequence[Any],
                  listed: str) -> str:
        """Return the question of the decision now in one sentence, ``listed`` its options
        numbered."""
        phase = view.phase
        if phase is Phase.TURN:
            return self._status("zooloretto-prompt-turn", options=listed)
        if phase is Phase.LOAD_TRUCK and view.drawn is not None:
            return self._status("zooloretto-prompt-load", tile=self.tile(view.drawn, "acc"),
                             options=listed)
        if phase is Phase.CHOOSE_TILE:
            return self._status("zooloretto-prompt-choose", options=listed)
        if phase is Phase.PLACE_TILE and view.task is not None:
            own = self.expansion_words.expansion_prompt_line(view, options, listed)
            if own is not None:
                return own
            task = view.task
            places = sum(1 for a in options if isinstance(a, (PlaceInEnclosure,
                                                              PlaceOnStallSpace)))
            seller = self.player_name(task.seller) if task.seller is not None else ""
            return self._status("zooloretto-prompt-place", source=task.source.value,
                             tile=self.tile(task.tile, "acc"), seller=seller, count=places,
                             options=listed)
        return self._status("zooloretto-prompt-other", options=listed)


def narrator_for(l10n: L10n, match: ZoolorettoMatch, verbosity: str = "normal") -> ZoolorettoNarrator:
    """Return the narrator of ``match`` in ``l10n``'s language, as the session and the
    registry make it."""
    return ZoolorettoNarrator(l10n, match.players, verbosity)
