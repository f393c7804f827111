"""Beasty Bar game state, actions, views and the Game implementation."""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from enum import Enum
from typing import Any

from accessible_games.core import rng as rngmod
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import JsonValue, Options, Outcome, PlayerSpec, Transition
from accessible_games.core.records import record, replace
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import (
    CARD_POINTS, COLOUR_OF, SEAT_COLOURS, STRENGTH, Card, Colour, by_strength, cards_of, is_card,
)
# The actions live with the table of plays; they are still at home here.
from accessible_games.games.beasty_bar.rules.plays import Action as Action
from accessible_games.games.beasty_bar.rules.plays import Play as Play
from accessible_games.games.beasty_bar.rules.plays import SetAside as SetAside
from accessible_games.games.beasty_bar.rules.plays import legal_plays
from accessible_games.games.beasty_bar.rules.resolve import play_into

HAND_SIZE = 4
SET_ASIDE_COUNT = 4
MIN_PLAYERS, MAX_PLAYERS = 2, 4
FIRST_PLAYER_STREAM = 0x46495253545F5345
"""Mixed into the seed for the draw of the first player: a stream of its own, so a
seed deals the same hands whoever starts."""


class Variant(str, Enum):
    """The basic game counts animals in the bar; the advanced one counts points."""

    BASIC = "basic"
    ADVANCED = "advanced"


class Phase(str, Enum):
    """What the table is waiting for."""

    SET_ASIDE = "set_aside"
    PLAY = "play"
    OVER = "over"


@record(slots=False)
class BeastyBarState:
    """The whole table.  Draw piles are listed top card first.

    (No slots: ``replace`` copies the instance dictionary at once, where slots
    would be set one by one; the rules make a new state at every action.)
    """

    variant: Variant
    colours: tuple[Colour, ...]
    hands: tuple[tuple[Card, ...], ...]
    piles: tuple[tuple[Card, ...], ...]
    set_aside: tuple[tuple[Card, ...], ...]
    queue: tuple[Card, ...]
    bar: tuple[Card, ...]
    thats_it: tuple[Card, ...]
    current: PlayerId
    first: PlayerId
    phase: Phase
    turn: int
    rng: rngmod.RngState

    @property
    def player_count(self) -> int:
        """Return the number of seats."""
        return len(self.colours)

    def owner(self, card: Card) -> PlayerId:
        """Return the seat whose colour ``card`` has."""
        return self.colours.index(COLOUR_OF[card])


@record
class BeastyBarView:
    """What one player may know: everything public plus their own cards.

    ``own_pile`` lists the cards still in the player's own draw pile, strongest
    first: the player can work that out, but not the order.
    """

    player: PlayerId | None
    variant: Variant
    colours: tuple[Colour, ...]
    queue: tuple[Card, ...]
    bar: tuple[Card, ...]
    thats_it: tuple[Card, ...]
    current: PlayerId
    phase: Phase
    turn: int
    hand: tuple[Card, ...]
    own_set_aside: tuple[Card, ...]
    own_pile: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    set_aside_sizes: tuple[int, ...]


_PLAY, _SET_ASIDE, _OVER = Phase.PLAY, Phase.SET_ASIDE, Phase.OVER
_ADVANCED = Variant.ADVANCED
"""The phases and the advanced variant, read once: a member read through its enum class is a lookup in the
enum's metaclass, a dozen times slower than reading a global."""

_ALONE: tuple[frozenset[PlayerId], ...] = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))
"""Each seat as the only one to move."""


def first_player(options: Options, count: int, seed: int) -> PlayerId:
    """Return the seat that starts: the option ``"first"`` (1-based), or one drawn from
    ``seed``.

    Raises:
        IllegalAction: ``"first"`` is not a seat number from 1 to ``count``.
    """
    chosen = options.get("first")
    if chosen is None:
        return rngmod.below(rngmod.seed_state(seed ^ FIRST_PLAYER_STREAM), count)[1]
    if type(chosen) is not int or not 1 <= chosen <= count:
        raise IllegalAction("beasty-bar-error-first-player", {"count": count})
    return chosen - 1


_WEAKNESS = {card: -strength for card, strength in STRENGTH.items()}.__getitem__
"""A hand's sort key: hands are listed strongest first, so by rising weakness."""

_SEATS_AFTER: tuple[tuple[tuple[PlayerId, ...], ...], ...] = tuple(
    tuple(tuple((seat + step) % count for step in range(1, count + 1)) for seat in range(count))
    for count in range(MAX_PLAYERS + 1))
"""``_SEATS_AFTER[count][seat]``: the seats in turn order after ``seat``, ending with it."""

_new_object = object.__new__
_set_attribute = object.__setattr__


def _state_of(fields: dict[str, Any]) -> BeastyBarState:
    """Return the state whose instance dictionary is ``fields`` (every field, by name).

    The rules make a state at every action; the dataclass's own ``__init__`` sets its
    thirteen frozen fields one by one, four times the cost of handing it a dictionary.
    """
    state: BeastyBarState = _new_object(BeastyBarState)
    _set_attribute(state, "__dict__", fields)
    return state


def _replace_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


Deal = tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...], rngmod.RngState]
"""The hands, the draw piles and the generator after a deal."""


def _deal(cards: tuple[tuple[Card, ...], ...], rng: rngmod.RngState, first: PlayerId,
          events: list[Event]) -> Deal:
    """Shuffle each player's remaining ``cards`` and deal the hands; play begins."""
    hands, piles = [], []
    for seat, own in enumerate(cards):
        rng, deck = rngmod.shuffled(rng, own)
        hand = by_strength(deck[:HAND_SIZE])
        hands.append(hand)
        piles.append(deck[HAND_SIZE:])
        events.append(ev.HandDealt(seat, hand))
    events.append(ev.PlayBegins(first))
    return tuple(hands), tuple(piles), rng


class BeastyBar:
    """The Beasty Bar rules: 2-4 players, basic and advanced variants."""

    game_id = "beasty-bar"
    search_rate = 1500
    """The strong bot's iterations per second of thinking (see ``Game.search_rate``)."""

    # -- setup -----------------------------------------------------------------

    def new_game(self, players: Sequence[PlayerSpec], options: Options,
                 seed: int) -> Transition[BeastyBarState]:
        """Return the initial state: hands dealt (basic) or the set-aside phase (advanced).

        The option ``"first"`` is the 1-based seat that starts; without it the first
        player is drawn from ``seed`` (the rulebook lets the wildest-looking player
        start; a draw is the fair stand-in).

        Raises:
            IllegalAction: wrong number of players, an unknown variant or a first
                player who has no seat.
        """
        count = len(players)
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise IllegalAction("beasty-bar-error-player-count",
                                {"min": MIN_PLAYERS, "max": MAX_PLAYERS})
        try:
            variant = Variant(options.get("variant", Variant.BASIC.value))
        except ValueError:
            raise IllegalAction("beasty-bar-error-variant") from None
        first = first_player(options, count, seed)
        colours = SEAT_COLOURS[:count]
        empty: tuple[tuple[Card, ...], ...] = ((),) * count
        events: list[Event] = [ev.GameStarted(count, variant.value, first)]
        hands = tuple(cards_of(c) for c in colours)
        piles, rng, phase = empty, rngmod.seed_state(seed), Phase.SET_ASIDE
        if variant is Variant.ADVANCED:
            events.append(ev.SetAsideBegins())
        else:
            hands, piles, rng = _deal(hands, rng, first, events)
            phase = Phase.PLAY
        state = _state_of({
            "variant": variant, "colours": colours, "hands": hands, "piles": piles,
            "set_aside": empty, "queue": (), "bar": (), "thats_it": (), "current": first,
            "first": first, "phase": phase, "turn": 0, "rng": rng})
        return Transition(state, tuple(events))

    # -- whose decision, and which ----------------------------------------------

    def to_move(self, state: BeastyBarState) -> frozenset[PlayerId]:
        """Return the player to play, or everyone still setting cards aside."""
        if state.phase is _PLAY:
            return _ALONE[state.current]
        if state.phase is _SET_ASIDE:
            return frozenset(p for p, cards in enumerate(state.set_aside)
                             if len(cards) < SET_ASIDE_COUNT)
        return frozenset()

    def legal_actions(self, state: BeastyBarState, player: PlayerId) -> list[Action]:
        """Return every legal action of ``player``: hand order, then choices in order."""
        if state.phase is _PLAY:
            if player != state.current:
                return []
            return legal_plays(state.hands[player], state.queue)
        if state.phase is _SET_ASIDE and len(state.set_aside[player]) < SET_ASIDE_COUNT:
            return [SetAside(card) for card in state.hands[player]]
        return []

    def explain(self, state: BeastyBarState, player: PlayerId,
                action: Action) -> IllegalAction | None:
        """Return why ``action`` is not legal for ``player`` now, or None if it is."""
        if state.phase is Phase.OVER:
            return IllegalAction("core-error-game-over")
        if player not in self.to_move(state):
            return IllegalAction("core-error-not-your-turn")
        if isinstance(action, SetAside):
            if state.phase is not Phase.SET_ASIDE:
                return IllegalAction("beasty-bar-error-not-setting-aside")
            if action.card not in state.hands[player]:
                return IllegalAction("beasty-bar-error-not-in-hand", {"card": action.card})
            return None
        if state.phase is not Phase.PLAY:
            return IllegalAction("beasty-bar-error-set-aside-first",
                                 {"left": SET_ASIDE_COUNT - len(state.set_aside[player])})
        if not is_card(action.card) or action.card not in state.hands[player]:
            return IllegalAction("beasty-bar-error-not-in-hand", {"card": str(action.card)})
        try:
            play_into(list(state.queue), action.card, tuple(action.choices), None)
        except IllegalAction as error:
            return error
        return None

    # -- transitions -----------------------------------------------------------

    def apply(self, state: BeastyBarState, player: PlayerId,
              action: Action) -> Transition[BeastyBarState]:
        """Return the state after ``player`` does ``action`` (already checked legal)."""
        if isinstance(action, SetAside):
            return self._apply_set_aside(state, player, action.card)
        card = action.card
        events: list[Event] = [ev.card_played(player, card)]
        queue = list(state.queue)
        entered, out = play_into(queue, card, action.choices, events)
        fields = state.__dict__.copy()
        hands = list(state.hands)
        hand = list(hands[player])
        hand.remove(card)
        pile = state.piles[player]
        if pile:
            drawn = pile[0]
            insort(hand, drawn, key=_WEAKNESS)
            piles = list(state.piles)
            piles[player] = pile[1:]
            fields["piles"] = tuple(piles)
            events.append(ev.card_drawn(player, drawn, len(pile) - 1))
        hands[player] = tuple(hand)
        fields["hands"] = tuple(hands)
        fields["queue"] = tuple(queue)
        if entered:
            fields["bar"] = state.bar + tuple(entered)
        if out:
            fields["thats_it"] = state.thats_it + tuple(out)
        fields["turn"] = state.turn + 1  # the phase stays PLAY while anyone has cards
        for seat in _SEATS_AFTER[len(hands)][player]:
            if hands[seat]:
                fields["current"] = seat
                return Transition(_state_of(fields), tuple(events))
        fields["current"] = player
        fields["phase"] = _OVER
        new = _state_of(fields)
        result = self.outcome(new)
        assert result is not None
        events.append(ev.GameEnded(result.scores, result.places, result.tie_break))
        return Transition(new, tuple(events))

    def _apply_set_aside(self, state: BeastyBarState, player: PlayerId,
                         card: Card) -> Transition[BeastyBarState]:
        hand = tuple(c for c in state.hands[player] if c != card)
        aside = state.set_aside[player] + (card,)
        left = SET_ASIDE_COUNT - len(aside)
        events: list[Event] = [ev.CardSetAside(player, card, left)]
        if left == 0:
            events.append(ev.SetAsideDone(player))
        hands = _replace_at(state.hands, player, hand)
        set_aside = _replace_at(state.set_aside, player, aside)
        if any(len(a) < SET_ASIDE_COUNT for a in set_aside):
            new = replace(state, hands=hands, set_aside=set_aside, queue=(), bar=(),
                          thats_it=(), phase=Phase.SET_ASIDE, turn=0)
        else:
            hands, piles, rng = _deal(hands, state.rng, state.first, events)
            new = replace(state, hands=hands, piles=piles, set_aside=set_aside, queue=(),
                          bar=(), thats_it=(), current=state.first, phase=Phase.PLAY, turn=0,
                          rng=rng)
        return Transition(new, tuple(events))

    # -- information -----------------------------------------------------------

    def view(self, state: BeastyBarState, player: PlayerId | None) -> BeastyBarView:
        """Return what ``player`` may know; None gives a spectator's view."""
        seat = player if player is not None else -1
        own = seat >= 0
        return BeastyBarView(
            player=player, variant=state.variant, colours=state.colours, queue=state.queue,
            bar=state.bar, thats_it=state.thats_it, current=state.current,
            phase=state.phase, turn=state.turn,
            hand=state.hands[seat] if own else (),
            own_set_aside=state.set_aside[seat] if own else (),
            own_pile=by_strength(state.piles[seat]) if own else (),
            hand_sizes=tuple(map(len, state.hands)), pile_sizes=tuple(map(len, state.piles)),
            set_aside_sizes=tuple(map(len, state.set_aside)))

    def sample_state(self, view: BeastyBarView, rng: rngmod.RngState) -> BeastyBarState:
        """Return a full state consistent with ``view``: unseen cards dealt at random."""
        public = set(view.queue) | set(view.bar) | set(view.thats_it)
        hands, piles, asides = [], [], []
        for seat, colour in enumerate(view.colours):
            if seat == view.player:
                rng, pile = rngmod.shuffled(rng, view.own_pile)
                hands.append(view.hand)
                piles.append(pile)
                asides.append(view.own_set_aside)
                continue
            unseen = [c for c in cards_of(colour) if c not in public]
            rng, unseen_t = rngmod.shuffled(rng, unseen)
            h, p = view.hand_sizes[seat], view.pile_sizes[seat]
            hands.append(by_strength(unseen_t[:h]))
            piles.append(unseen_t[h:h + p])
            asides.append(unseen_t[h + p:h + p + view.set_aside_sizes[seat]])
        return BeastyBarState(
            variant=view.variant, colours=view.colours, hands=tuple(hands), piles=tuple(piles),
            set_aside=tuple(asides), queue=view.queue, bar=view.bar, thats_it=view.thats_it,
            current=view.current, first=0, phase=view.phase, turn=view.turn, rng=rng)

    def outcome(self, state: BeastyBarState) -> Outcome | None:
        """Return scores and places once nobody has cards left.

        Basic: animals of your colour in the bar; advanced: their points.  Ties
        go to the lower sum of strengths in the bar; still tied, a shared place.
        """
        if state.phase is not _OVER:
            return None
        count = len(state.colours)
        animals = [0] * count
        points = [0] * count
        strengths = [0] * count
        seat_of = state.colours.index
        for card in state.bar:
            seat = seat_of(COLOUR_OF[card])
            animals[seat] += 1
            points[seat] += CARD_POINTS[card]
            strengths[seat] += STRENGTH[card]
        scores = points if state.variant is _ADVANCED else animals
        keys = [(-score, strength) for score, strength in zip(scores, strengths)]
        ordered = sorted(keys)
        places = tuple([1 + ordered.index(key) for key in keys])  # 1 + how many do better
        if scores.count(max(scores)) == 1:
            tie_break = "none"
        elif places.count(1) == 1:
            tie_break = "strength"
        else:
            tie_break = "shared"
        return Outcome(scores=tuple(scores), places=places, tie_break=tie_break,
                       details={"animals": tuple(animals), "points": tuple(points),
                                "strengths": tuple(strengths)})

    # -- JSON ------------------------------------------------------------------

    def action_to_json(self, action: Action) -> JsonValue:
        """Return the action as JSON: ``{"play": "R2", "choices": [1]}`` or ``{"set_aside": "R2"}``."""
        if isinstance(action, SetAside):
            return {"set_aside": action.card}
        return {"play": action.card, "choices": list(action.choices)}

    def action_from_json(self, data: JsonValue) -> Action:
        """Return the action stored as ``data``.

        Raises:
            ValueError: the data is not an action of this game.
        """
        if isinstance(data, dict) and set(data) == {"set_aside"} and is_card(data["set_aside"]):
            return SetAside(data["set_aside"])
        if (isinstance(data, dict) and set(data) == {"play", "choices"}
                and is_card(data["play"]) and isinstance(data["choices"], list)
                and len(data["choices"]) <= 2
                and all(type(c) is int for c in data["choices"])):
            return Play(data["play"], tuple(data["choices"]))
        raise ValueError("not a Beasty Bar action")

    def options_from_save(self, options: Options, seed: int, state: JsonValue) -> Options:
        """Return the options a save was played with.

        Saves from before the first player was drawn have no ``"first"`` and were
        played with seat 1 first (their snapshot's ``first`` is 0): where the draw
        would now pick another seat, they get ``"first": 1``.
        """
        if "first" in options or not isinstance(state, dict) or state.get("first") != 0:
            return options
        colours = state.get("colours")
        count = len(colours) if isinstance(colours, list) else 0
        if MIN_PLAYERS <= count <= MAX_PLAYERS and first_player(options, count, seed) != 0:
            return {**options, "first": 1}
        return options

    def state_to_json(self, state: BeastyBarState) -> JsonValue:
        """Return the full state as a JSON value (for the save's snapshot)."""
        return {
            "variant": state.variant.value, "colours": [c.value for c in state.colours],
            "hands": [list(h) for h in state.hands], "piles": [list(p) for p in state.piles],
            "set_aside": [list(a) for a in state.set_aside], "queue": list(state.queue),
            "bar": list(state.bar), "thats_it": list(state.thats_it), "current": state.current,
            "first": state.first, "phase": state.phase.value, "turn": state.turn,
            "rng": state.rng,
        }


GAME = BeastyBar()
"""The one instance the app uses."""
