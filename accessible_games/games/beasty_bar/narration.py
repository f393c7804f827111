"""Beasty Bar narration: events and table descriptions as whole lines of text.

``BeastyBarNarrator`` turns the rules core's events and views into sentences in
the player's language, using only messages from ``locales/<lang>/beasty-bar.ftl``.
It is pure: it never prints, mutates or remembers anything between calls.

Conventions shared with the .ftl files:

- Animals are messages ``beasty-bar-animal-<strength>`` with case attributes
  (``.nom``, ``.acc``, ``.gen``, ``.ins``) and ``.gender``; colours are messages
  ``beasty-bar-colour-<name>`` that take ``$gender`` and ``$case`` so Czech
  adjectives agree ("červený lev", "červenou žirafu").
- An event's message is its ``key``; the recurring actions of hippo, crocodile
  and giraffe use ``<key>-recurring``.
- Variables ``$you`` and ``$recurring`` are ``"yes"``/``"no"``; ``$gender`` is
  the acting animal's gender, passed so Czech past-tense verbs agree.
- Status messages carry a ``.short`` attribute, used in brief verbosity.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from accessible_games.games.beasty_bar.rules import BeastyBarMatch
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import item_lines, numbered_lines
from accessible_games.core.errors import GameError
from accessible_games.core.events import Event, PlayerId
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import POINTS, STRENGTH, Animal, Card, is_card
from accessible_games.games.beasty_bar.rules.resolve import choice_options
from accessible_games.games.beasty_bar.rules.state import (
    SET_ASIDE_COUNT, BeastyBarView, Phase, Play, Variant,
)
from accessible_games.games.beasty_bar.words import (
    CASES, COLOUR_IDS, VERBOSITIES, BeastyBarWords, yes,
)

__all__ = ["CASES", "VERBOSITIES", "BeastyBarNarrator"]

_PARROT, _KANGAROO, _CHAMELEON = Animal.PARROT, Animal.KANGAROO, Animal.CHAMELEON

_TIE_BREAKS = ("none", "strength", "shared")

_ALONE = (ev.CardDrawn, ev.CardDrawnHidden, ev.GateOpens, ev.GameEnded)
"""Events told on their own line, not joined to the play before them."""

PLAY_LINE_MOST = 160
"""A play and what follows it in the queue share a line while it stays this short."""



def _at(queue: Sequence[Card], position: int) -> Card | None:
    """Return the card at a 1-based ``position`` of ``queue``, or None if there is none."""
    return queue[position - 1] if 1 <= position <= len(queue) else None


class BeastyBarNarrator(BeastyBarWords):
    """Says what happens in a game of Beasty Bar, and describes the table.

    Built like ``BeastyBarWords`` (language, players, colours, verbosity, variant).
    """

    # -- events ------------------------------------------------------------------

    def event_lines(self, event: Event, listener: PlayerId | None,
                    view: BeastyBarView | None = None,
                    queue_next: tuple[Card, ...] | None = None) -> list[str]:
        """Return the line(s) ``listener`` hears for ``event`` (None: a spectator).

        Callers pass events already filtered with ``core.events.events_for``; an
        event the listener may not hear is replaced by its redacted form anyway.
        ``view`` is any view of the table after the event: with it, GameEnded
        lists every player's animals in the bar and explains a tie-break with
        strength totals; without it, only scores and the winner are told.
        ``queue_next`` is the queue said right after these lines, if one is: a seal or
        snake that leaves the queue so does not read the order too.
        """
        if not event.is_visible_to(listener):
            hidden = event.redacted()
            if hidden is None:
                return []
            event = hidden
        if isinstance(event, ev.GameEnded):
            return self._result_lines(event, listener, view)
        return [self._event_line(event, listener, queue_next)]

    def act_lines(self, events: Sequence[Event], listener: PlayerId | None,
                  view: BeastyBarView | None = None,
                  queue_follows: bool = False) -> list[tuple[str, bool]]:
        """Return the lines ``listener`` hears for the events of one act, each with whether
        it is private (a drawn card).

        Below full verbosity a turn is told in few lines: the card played and what it
        does itself are one line ("Bot Green plays the green parrot. Parrot scares the
        red hippo away to That's it."; brief: "Bot Green: green parrot, scares away the
        red hippo."), and another player's unseen draw, which every turn has, is not
        said.  Full verbosity says every event on a line of its own.  With
        ``queue_follows`` (and ``view``, the table after the act) the queue is said
        right after these lines, so a seal or snake that leaves it so tells the turn
        without reading the order twice.
        """
        said: list[tuple[str, bool]] = []
        queue_next = view.queue if queue_follows and view is not None else None
        for play, own in self._plays(events):
            if play is not None and own and self.verbosity != "full":
                said.extend((line, False)
                            for line in self._play_line(play, own, listener, queue_next))
                continue
            for event in ([play] if play is not None else []) + own:
                if self.verbosity != "full" and isinstance(event, ev.CardDrawnHidden):
                    continue
                said.extend((line, event.audience() is not None)
                            for line in self.event_lines(event, listener, view, queue_next))
        return said

    @staticmethod
    def _plays(events: Sequence[Event]) -> list[tuple[ev.CardPlayed | None, list[Event]]]:
        """Split an act's events into plays, each with what happens in the queue because
        of it (its card's action, the recurring animals'), and the other events alone
        (draws, the gate, the end)."""
        groups: list[tuple[ev.CardPlayed | None, list[Event]]] = []
        for event in events:
            if isinstance(event, ev.CardPlayed):
                groups.append((event, []))
            elif groups and groups[-1][0] is not None and not isinstance(event, _ALONE):
                groups[-1][1].append(event)
            else:
                groups.append((None, [event]))
        return groups

    def _play_line(self, play: ev.CardPlayed, own: list[Event], listener: PlayerId | None,
                   queue_next: tuple[Card, ...] | None = None) -> list[str]:
        """Return a play and what followed in the queue as one line, or more where one
        would pass ``PLAY_LINE_MOST`` characters (brief: the card's action in short words)."""
        first = self._event_line(play, listener)
        rest = own
        if self.verbosity == "brief":
            mine = [e for e in own if getattr(e, "card", None) == play.card
                    and not getattr(e, "recurring", False)]
            rest = own[len(mine):] if mine == own[:len(mine)] else own
            if rest is not own and mine:
                played = self._msg(play.key, "short", player=self.player_name(play.player),
                                   nominative=self.card(play.card),
                                   you=self._you(play.player, listener))
                actions = [self._animal_event_line(event, "short") for event in mine]
                first = self._msg("beasty-bar-play-brief", played=played,
                                  actions=self._list(actions, final_and=False))
            else:
                rest = own
        lines = [first]
        for event in rest:
            sentence = self._event_line(event, listener, queue_next)
            if len(lines[-1]) + 1 + len(sentence) <= PLAY_LINE_MOST:
                lines[-1] = f"{lines[-1]} {sentence}"
            else:
                lines.append(sentence)
        return lines

    def _event_line(self, event: Event, listener: PlayerId | None,
                    queue_next: tuple[Card, ...] | None = None) -> str:
        """Return the one sentence for any event but GameEnded (``queue_next``: see
        ``event_lines``)."""
        key = event.key
        match event:
            case ev.GameStarted():
                entries = [self._player_entry(seat, listener) for seat in range(len(self.players))]
                return self._msg(key, variant=event.variant, count=event.players,
                                 players=self._list(entries), first=self.player_name(event.first),
                                 you=self._you(event.first, listener))
            case ev.SetAsideBegins():
                return self._msg(key, count=SET_ASIDE_COUNT)
            case ev.CardSetAside():
                return self._msg(key, card=self.card(event.card), remaining=event.remaining)
            case ev.SetAsideDone() | ev.PlayBegins() | ev.CardDrawnHidden():
                seat = event.first if isinstance(event, ev.PlayBegins) else event.player
                return self._msg(key, player=self.player_name(seat), you=self._you(seat, listener))
            case ev.HandDealt():
                return self._msg(key, count=len(event.cards),
                                 cards=self._list([self.animal(c) for c in event.cards]))
            case ev.CardPlayed():
                return self._msg(key, player=self.player_name(event.player),
                                 card=self.card(event.card, "acc"),
                                 you=self._you(event.player, listener))
            case ev.CardDrawn():
                return self._msg(key, card=self.card(event.card, "acc"), left=event.pile_left)
            case ev.GateOpens():
                return self._msg(key, count=len(event.entered), entered=self._cards(event.entered),
                                 kicked=self.card(event.kicked))
            case ev.MonkeysRiot():
                return self._msg(key, count=len(event.expelled),
                                 expelled=self._cards(event.expelled, "acc"),
                                 monkeys=self._cards(event.monkeys))
        return self._animal_event_line(event, queue_next=queue_next)

    def _animal_event_line(self, event: Event, attribute: str | None = None,
                           queue_next: tuple[Card, ...] | None = None) -> str:
        """Return the sentence for an animal's action (the card acts as ``$animal``), or its
        ``attribute`` form (``short``: the action alone, for a brief play line); a seal or
        snake leaving the queue as ``queue_next`` leaves the order to the line after."""
        card: Card = getattr(event, "card", "")
        if not is_card(card):
            return self._msg(event.key, **{k: str(v) for k, v in event.field_values().items()})
        recurring = bool(getattr(event, "recurring", False))
        key = f"{event.key}-recurring" if recurring else event.key
        act: dict[str, Any] = {"animal": self._subject(card, recurring),
                               "gender": self.gender(card)}
        match event:
            case ev.LionTakesFront():
                act.update(count=len(event.scared), cards=self._cards(event.scared, "acc"),
                           monkeys=self._cards(event.scared))
            case ev.LionMeetsLion():
                act.update(other=self.card(event.other, "acc"))
            case ev.HippoPushes():
                act.update(count=len(event.passed), cards=self._cards(event.passed, "acc"))
            case ev.CrocodileEats():
                act.update(count=len(event.eaten), cards=self._cards(event.eaten, "acc"))
            case ev.SnakeSorts() | ev.SealTurns():
                act.update(queue=self.numbered([self.card(c) for c in event.queue]),
                           follows=yes(event.queue == queue_next))
            case ev.GiraffeJumps():
                act.update(over=self.card(event.over, "acc"))
            case ev.BlockedByZebra():
                act.update(zebra=self.card(event.zebra, "acc"))
            case ev.ChameleonCopies():
                act.update(target=self.card(event.target, "acc"))
            case ev.KangarooJumps():
                act.update(count=len(event.over), over=self._cards(event.over, "acc"))
            case ev.ParrotScares():
                act.update(victim=self.card(event.victim, "acc"))
            case ev.SkunkStinks():
                act.update(count=len(event.expelled), cards=self._cards(event.expelled),
                           expelled=self._cards(event.expelled, "acc"))
        return self._msg(key, attribute, **act)

    def _player_entry(self, seat: PlayerId, listener: PlayerId | None) -> str:
        """Return "Anna (red)", "Bot Green (green, bot)" or "Anna (red, you)"."""
        spec = self.players[seat]
        kind = "bot" if spec.is_bot else "you" if self._you(seat, listener) == "yes" else "other"
        colour = self._msg(COLOUR_IDS[self.colours[seat]], gender="f", case="nom")
        return self._msg("beasty-bar-player-entry", name=spec.name, colour=colour, kind=kind)

    # -- the end of the game -------------------------------------------------------

    def _result_lines(self, event: ev.GameEnded, listener: PlayerId | None,
                      view: BeastyBarView | None) -> list[str]:
        """Return the result: scores, each player's bar, places, winner and tie-break."""
        known = view.variant if view is not None else self.variant
        variant = known.value if known is not None else "unknown"
        seats = range(len(self.players))
        scores = [self._msg("beasty-bar-player-number", name=self.player_name(p),
                            number=event.scores[p]) for p in seats]
        lines = [self._msg(event.key, variant=variant, scores=self._list(scores, False))]
        strengths = [0 for _ in seats]
        if view is not None:
            for seat in seats:
                own = [c for c in view.bar if self._seat_of(c) == seat]
                strengths[seat] = sum(STRENGTH[c] for c in own)
                points = sum(POINTS[Animal(STRENGTH[c])] for c in own)
                labels = [self._msg("beasty-bar-label-points", label=self.card(c),
                                    points=POINTS[Animal(STRENGTH[c])])
                          if variant == Variant.ADVANCED.value else self.card(c) for c in own]
                lines.append(self._msg("beasty-bar-result-player", name=self.player_name(seat),
                                       count=len(own), points=points, variant=variant,
                                       cards=self._list(labels)))
        if len(self.players) >= 3:
            lines.append(self._msg("beasty-bar-places", places=self._places(event.places)))
        lines.append(self._winner_line(event, listener, view, variant, strengths))
        return lines

    def _winner_line(self, event: ev.GameEnded, listener: PlayerId | None,
                     view: BeastyBarView | None, variant: str, strengths: list[int]) -> str:
        """Return who won, and how a tie was broken (with strength totals if known)."""
        winners = [p for p, place in enumerate(event.places) if place == 1]
        top = max(event.scores)
        tied = [p for p, score in enumerate(event.scores) if score == top]
        tie_break = event.tie_break if event.tie_break in _TIE_BREAKS else "none"
        if view is not None and tie_break == "strength" and len(winners) == 1:
            winner = winners[0]
            others = [str(strengths[p]) for p in tied if p != winner]
            return self._msg("beasty-bar-tie-break-strength", tied=self._names(tied),
                             count=len(tied), score=top, variant=variant,
                             name=self.player_name(winner), strength=strengths[winner],
                             others=self._list(others))
        if view is not None and tie_break == "shared":
            return self._msg("beasty-bar-tie-break-shared", winners=self._names(winners),
                             score=top, variant=variant, strength=strengths[winners[0]])
        return self._msg("beasty-bar-winner", name=self._names(winners), tiebreak=tie_break,
                         you=self._you(winners[0], listener) if len(winners) == 1 else "no")

    # -- describing the table --------------------------------------------------------

    def queue_line(self, view: BeastyBarView) -> str:
        """Return the queue, gate first, numbered by position (brief: compact labels)."""
        labels = [self._label(c) for c in view.queue]
        cards = self._list(labels, False) if self.verbosity == "brief" else self.numbered(labels)
        return self._status("beasty-bar-queue", count=len(view.queue), cards=cards)

    def bar_line(self, view: BeastyBarView) -> str:
        """Return how many animals each player has in the bar (full: which ones)."""
        entries = []
        for seat in range(len(self.players)):
            own = [c for c in view.bar if self._seat_of(c) == seat]
            name = self.player_name(seat)
            if self.verbosity == "full":
                entries.append(self._msg("beasty-bar-bar-entry-full", name=name, count=len(own),
                                         cards=self._cards(own)))
            else:
                entries.append(self._msg("beasty-bar-player-number", name=name, number=len(own)))
        return self._status("beasty-bar-bar", count=len(view.bar),
                            players=self._list(entries, False))

    def thats_it_line(self, view: BeastyBarView) -> str:
        """Return the animals on THAT'S IT, in the order they left."""
        labels = [self._label(c) for c in view.thats_it]
        sentence = self._status("beasty-bar-thats-it", count=len(labels),
                                cards=self._list(labels, self.verbosity != "brief"))
        heading = self._msg("beasty-bar-thats-it-heading", count=len(labels))
        return "\n".join(item_lines(heading, labels, sentence))

    def hand_line(self, view: BeastyBarView) -> str:
        """Return the viewer's hand as a numbered list: "Hand: 1 lion, 2 parrot."."""
        if view.player is None:
            return self._msg("beasty-bar-hand-none")
        labels = [self._label(c, colour=False) for c in view.hand]
        cards = self._list(labels, False) if self.verbosity == "brief" else self.numbered(labels)
        return self._status("beasty-bar-hand", count=len(view.hand), cards=cards)

    def scores_line(self, view: BeastyBarView) -> str:
        """Return each player's animals in the bar, and points in the advanced variant."""
        advanced = view.variant is Variant.ADVANCED
        entries = []
        for seat in range(len(self.players)):
            own = [c for c in view.bar if self._seat_of(c) == seat]
            points = sum(POINTS[Animal(STRENGTH[c])] for c in own)
            name = self.player_name(seat)
            if advanced and self.verbosity != "brief":
                entries.append(self._msg("beasty-bar-score-points", name=name, points=points,
                                         count=len(own)))
            else:
                entries.append(self._msg("beasty-bar-player-number", name=name,
                                         number=points if advanced else len(own)))
        return self._status("beasty-bar-scores", variant=view.variant.value,
                            scores=self._list(entries, False))

    def cards_line(self, view: BeastyBarView) -> str:
        """Return the cards each player has left: in hand and in the draw pile."""
        entries = []
        for seat in range(len(self.players)):
            hand, pile = view.hand_sizes[seat], view.pile_sizes[seat]
            name = self.player_name(seat)
            if self.verbosity == "brief":
                entries.append(self._msg("beasty-bar-player-number", name=name, number=hand + pile))
            else:
                entries.append(self._msg("beasty-bar-cards-entry", name=name, total=hand + pile,
                                         hand=hand, pile=pile))
        players = self._list(entries, False) if self.verbosity == "brief" \
            else self._semicolons(entries)
        return self._status("beasty-bar-cards-left", players=players)

    def players_line(self, view: BeastyBarView) -> str:
        """Return the players with their colours; bots and the viewer are marked."""
        entries = [self._player_entry(seat, view.player) for seat in range(len(self.players))]
        return self._msg("beasty-bar-players", count=len(entries), players=self._list(entries))

    def _waiting(self, view: BeastyBarView) -> list[PlayerId]:
        """Return the seats still setting animals aside."""
        return [p for p, n in enumerate(view.set_aside_sizes) if n < SET_ASIDE_COUNT]

    def turn_line(self, view: BeastyBarView, listener: PlayerId | None) -> str:
        """Return whose turn it is: "Your turn, Anna." / "Na tahu: Anna."."""
        if view.phase is Phase.OVER:
            return self._msg("beasty-bar-turn-over")
        if view.phase is Phase.SET_ASIDE:
            waiting = self._waiting(view)
            mine = listener in waiting
            left = SET_ASIDE_COUNT - view.set_aside_sizes[listener] if listener in waiting else 0
            return self._msg("beasty-bar-turn-set-aside", you=yes(mine), left=left,
                             players=self._names(waiting), count=len(waiting))
        return self._msg("beasty-bar-turn", player=self.player_name(view.current),
                         you=yes(view.current == listener))

    def turn_prompt_lines(self, view: BeastyBarView, listener: PlayerId | None) -> list[str]:
        """Return the prompt lines: whose turn, and for the player to act the queue and hand.

        The hand's numbers are positions in ``view.hand``; in the set-aside phase
        the prompt is ``set_aside_prompt_lines``.
        """
        own = listener is not None and view.player == listener
        if view.phase is Phase.SET_ASIDE and own and listener in self._waiting(view):
            return self.set_aside_prompt_lines(view)
        if view.phase is Phase.PLAY and own and view.current == listener:
            return [self.turn_line(view, listener), self.queue_line(view), self.hand_line(view)]
        return [self.turn_line(view, listener)]

    def set_aside_prompt_lines(self, view: BeastyBarView) -> list[str]:
        """Return the advanced set-aside question: who sets aside how many more, then the
        animals still to choose from with their points, one a line (9 to 12 of them).

        The numbers are places in ``view.hand``, so 1 always works; after a pick the
        list is numbered anew, and the heading says so.
        """
        left = SET_ASIDE_COUNT - len(view.own_set_aside)
        if view.player is None or view.phase is not Phase.SET_ASIDE or left <= 0:
            return [self.turn_line(view, view.player)]
        lines = [self._msg("beasty-bar-set-aside-heading", name=self.player_name(view.player),
                           left=left, again=yes(bool(view.own_set_aside)))]
        labels = [self._msg("beasty-bar-label-points", label=self.animal(card),
                            points=POINTS[Animal(STRENGTH[card])]) for card in view.hand]
        return [*lines, *numbered_lines(self.l10n, labels)]

    table_queue = True
    """Whether ``table_lines`` start with the queue (see ``leaving_queue_out``)."""

    def leaving_queue_out(self) -> BeastyBarNarrator:
        """Return a copy whose ``table_lines`` leave the queue out: for a summary that a
        turn prompt saying the queue follows."""
        other = copy.copy(self)
        other.table_queue = False
        return other

    def table_lines(self, view: BeastyBarView) -> list[str]:
        """Return the queue, the bar and THAT'S IT, one line each."""
        queue = [self.queue_line(view)] if self.table_queue else []
        return [*queue, self.bar_line(view), self.thats_it_line(view)]

    # -- choices, actions and errors ---------------------------------------------------

    def choice_menu(self, queue: tuple[Card, ...], card: Card,
                    prefix: tuple[int, ...]) -> tuple[str, list[tuple[int, str]]]:
        """Return the next follow-up question for playing ``card`` and its numbered options.

        ``queue`` is the queue before the play, ``prefix`` the choices made so
        far. Each option is (value to add to the choices, label). Returns
        ``("", [])`` when no further choice is needed.
        """
        depth = len(prefix)
        values: list[int] = []
        for option in choice_options(queue, card):
            if len(option) > depth and option[:depth] == prefix and option[depth] not in values:
                values.append(option[depth])
        if not values:
            return "", []
        kind = self.choice_kind(queue, card, prefix)
        question = self._msg(f"beasty-bar-choose-{kind}", animal=self._subject(card))
        options: list[tuple[int, str]] = []
        for value in values:
            if kind == "victim":
                label = self._msg("beasty-bar-option-victim", position=value,
                                  card=self.card(queue[value - 1]))
            elif kind == "jump":
                label = self._msg("beasty-bar-option-jump", jump=value,
                                  over=self._cards(queue[len(queue) - value:], "acc"))
            else:
                label = self._msg("beasty-bar-option-copy", position=value,
                                  card=self.card(queue[value - 1], "acc"))
            options.append((value, label))
        return question, options

    def only_choice_line(self, queue: tuple[Card, ...], card: Card, prefix: tuple[int, ...],
                         value: int) -> str:
        """Return the line saying the next follow-up question of playing ``card`` has one
        answer, ``value``, taken for the player ("Kangaroo: only one jump possible, over
        the blue crocodile.")."""
        kind = self.choice_kind(queue, card, prefix)
        animal = self._subject(card)
        if kind == "jump":
            return self._msg("beasty-bar-only-jump", animal=animal,
                             over=self._cards(queue[len(queue) - value:], "acc"))
        return self._msg(f"beasty-bar-only-{kind}", animal=animal, position=value,
                         card=self.card(queue[value - 1], "acc"))

    @staticmethod
    def choice_kind(queue: Sequence[Card], card: Card, prefix: tuple[int, ...]) -> str:
        """Return what the next follow-up choice of playing ``card`` picks: "victim" (a
        parrot's), "jump" (a kangaroo's) or "copy" (a chameleon's first)."""
        kind = {_PARROT: "victim", _KANGAROO: "jump"}.get(Animal(STRENGTH[card]), "copy")
        if kind == "copy" and prefix:
            copied = Animal(STRENGTH[queue[prefix[0] - 1]])
            kind = "victim" if copied is _PARROT else "jump"
        return kind

    def action_label(self, action: Play, queue: Sequence[Card]) -> str:
        """Return one line describing a whole play, choices included, on ``queue``."""
        card = self.card(action.card, "acc")
        choices = action.choices
        animal = Animal(STRENGTH[action.card])
        first = _at(queue, choices[0]) if choices else None
        if not choices:
            return self._msg("beasty-bar-action-play", card=card)
        if animal is _PARROT and len(choices) == 1 and first is not None:
            return self._msg("beasty-bar-action-victim", card=card, position=choices[0],
                             victim=self.card(first, "acc"))
        if animal is _KANGAROO and len(choices) == 1 and 1 <= choices[0] <= min(2, len(queue)):
            return self._msg("beasty-bar-action-jump", card=card,
                             over=self._cards(queue[len(queue) - choices[0]:], "acc"))
        if animal is _CHAMELEON and first is not None:
            copy: dict[str, Any] = {"card": card, "position": choices[0],
                                    "target": self.card(first, "acc")}
            copied = Animal(STRENGTH[first])
            second = choices[1] if len(choices) == 2 else 0
            if len(choices) == 1 and copied not in (_PARROT, _KANGAROO):
                return self._msg("beasty-bar-action-copy", **copy)
            victim = _at(queue, second)
            if copied is _PARROT and victim is not None:
                return self._msg("beasty-bar-action-copy-victim", **copy, place=second,
                                 victim=self.card(victim, "acc"))
            if copied is _KANGAROO and 1 <= second <= min(2, len(queue)):
                return self._msg("beasty-bar-action-copy-jump", **copy,
                                 over=self._cards(queue[len(queue) - second:], "acc"))
        return self._msg("beasty-bar-action-other", card=card,
                         choices=" ".join(str(c) for c in choices))

    def error_line(self, error: GameError) -> str:
        """Return the player's sentence for ``error``; a ``card`` argument is named."""
        args: dict[str, Any] = {}
        for name, value in error.args_map.items():
            args[name] = self.card(value) if name == "card" and is_card(value) else value
        return self.l10n(error.reason, args)


def narrator_for(l10n: L10n, match: BeastyBarMatch, verbosity: str = "normal") -> BeastyBarNarrator:
    """Return the narrator of ``match`` in ``l10n``'s language, as the session and the
    registry make it."""
    humans = sum(1 for spec in match.players if not spec.is_bot)
    return BeastyBarNarrator(l10n, match.players, match.view(None).colours, verbosity,
                             hot_seat=humans > 1)
