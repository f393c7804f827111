"""Zooloretto questions and words: the vocabulary, the kinds of money action, free queries,
and typed actions.

Questions never use up a turn.  The Zooloretto commands (zoo, barn, trucks,
stacks, coins, task, and the shared hand, table, scores, turn, players) are answered
here; a secret task card only to its owner at the keyboard;
the rest (repeat, review, history, rules, more, settings, save, quit, stop)
go to ``QueryMixin.query``.  Words come from ``shell-zooloretto-words-<word>``
and the game's messages, in both languages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.zooloretto.rules import ZoolorettoMatch
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.games.zooloretto.rules.actions import (
    ChooseTile, Discard, DrawTile, ExchangeBarn, ExchangeEnclosures, Expand, LoadTruck,
    MoveFromBarn, MoveStall, PlaceInBarn, PlaceInEnclosure, PlaceOnStallSpace, Purchase,
    TakeTruck,
)
from accessible_games.games.zooloretto.rules.expansions.buildings import BuyPavilion, BuyRestaurant
from accessible_games.games.zooloretto.rules.expansions.construction_sites import HandOffSites
from accessible_games.games.zooloretto.rules.expansions.specialised import BuySpecialEnclosure
from accessible_games.games.zooloretto.rules.state import (
    DISCARD_COST, EXCHANGE_COST, MOVE_COST, PURCHASE_COST, Phase,
)
from accessible_games.games.zooloretto.rules.tiles import Species, StallType
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.words import yes
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.shell.app import App
from accessible_games.shell.commands import GAME_COMMANDS, Parsed, Vocabulary, fold, words_of
from accessible_games.shell.numbered import Group, number_in
from accessible_games.shell.players import PlayerNames
from accessible_games.shell.queries import QueryMixin

ZOOLORETTO_COMMANDS: tuple[str, ...] = ("zoo", "barn", "trucks", "stacks", "coins", "task")
"""Zooloretto's own commands; ``shell-zooloretto-words-<command>`` lists their words."""

SHARED_COMMANDS: tuple[str, ...] = ("hand", *GAME_COMMANDS)
"""The shell's commands that make sense in Zooloretto (``shell-words-<command>``)."""

ACTION_WORDS: tuple[str, ...] = ("draw", "take", "truck", "move", "exchange", "buy", "discard",
                                 "expand", "enclosure", "space", "me")
"""Game words for actions, places and arguments (``shell-zooloretto-words-<word>``)."""

MONEY_KINDS: dict[type, str] = {
    MoveFromBarn: "move", MoveStall: "move", ExchangeEnclosures: "exchange",
    ExchangeBarn: "exchange", Purchase: "purchase", Discard: "discard", Expand: "expand",
    BuyRestaurant: "build", BuyPavilion: "build", BuySpecialEnclosure: "special",
    HandOffSites: "hand-off",
}
"""Money actions by the kind that groups them; an action type added later joins a kind here."""

GROUP_WORDS: dict[str, str] = {"move": "move", "exchange": "exchange", "buy": "purchase",
                               "discard": "discard", "expand": "expand"}
"""Typed action words that open the list of one kind of money action."""

KIND_COSTS: dict[str, int] = {"move": MOVE_COST, "exchange": EXCHANGE_COST,
                              "purchase": PURCHASE_COST, "discard": DISCARD_COST}
"""What each kind of money action a typed word opens costs."""


MenuItem = Any
"""An action, or a ``Group``: ``kind`` "money" or a kind of money action (see
``MONEY_KINDS``), or "zoo" for the places of a construction site in the zoo of ``owner``."""


class ZoolorettoVocabulary(Vocabulary):
    """Zooloretto's commands, then the shell's, then action words, species and stall
    types, all in both languages."""

    def __init__(self) -> None:
        self._words = {}
        self._display = []
        books = [L10n(lang, strict=False) for lang in LANGUAGES]
        for prefix, keys, kind in (("shell-zooloretto-words-", ZOOLORETTO_COMMANDS, "command"),
                                   ("shell-words-", SHARED_COMMANDS, "command"),
                                   ("shell-zooloretto-words-", ACTION_WORDS, "word")):
            for l10n in books:
                for key in keys:
                    for word in words_of(l10n, prefix + key):
                        self._add(word, f"{kind}:{key}", l10n)
        for l10n in books:
            for species in Species:
                for word in words_of(l10n, f"zooloretto-species-{species.value}", "words"):
                    self._add(word, f"word:species-{species.value}", l10n)
            for stall in StallType:
                for word in words_of(l10n, f"zooloretto-stall-{stall.value}", "words"):
                    self._add(word, f"word:stall-{stall.value}", l10n)

    def meaning_of(self, text: str) -> str | None:
        """Return the word key a whole typed text names ("ice cream", "sea"), or None."""
        folded = " ".join(fold(text).split())
        if folded in self._words and self._words[folded].startswith("word:"):
            return self._words[folded].removeprefix("word:")
        meaning, _ = self.lookup(folded.split(" ")[0]) if folded else ("", ())
        if meaning.startswith("word:"):
            return meaning.removeprefix("word:")
        return None


class ZoolorettoQueries(PlayerNames, QueryMixin):
    """Answers Zooloretto's free questions; the session provides the match and the menu."""

    no_such_player = "shell-zooloretto-no-such-player"

    app: App
    match: ZoolorettoMatch
    narrator: ZoolorettoNarrator
    words: ZoolorettoVocabulary
    keyboard: PlayerId | None
    menu: list[MenuItem]

    def view(self) -> Any:
        """Return the view of the player at the keyboard (a spectator's if nobody)."""
        return self.match.view(self.keyboard)

    def home_seat(self) -> PlayerId:
        """Return whose zoo a question means unless told: the keyboard's, else the mover's."""
        return self.keyboard if self.keyboard is not None else self.match.view(None).current

    def names_me(self, text: str) -> bool:
        """Return whether the typed ``text`` means "me" (Zooloretto's own words say)."""
        return self.words.meaning_of(text) == "me"

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Answer one question or run one free command for the player ``seat``."""
        app, narrator, view = self.app, self.narrator, self.view()
        if command in ("zoo", "barn"):
            target = self.seat_from(rest)
            if target is None:
                return
            lines = narrator.zoo_lines(view, target) if command == "zoo" \
                else [narrator.barn_line(view, target)]
            app.say(lines, "result", remember=False)
        elif command == "trucks":
            app.say(narrator.trucks_lines(view), "result", remember=False)
        elif command in ("stacks", "coins", "hand", "players"):
            line = {"stacks": narrator.stacks_line, "coins": narrator.coins_line,
                    "hand": narrator.hand_line, "players": narrator.players_line}[command](view)
            app.say(line, "result", remember=False)
        elif command == "turn":
            app.say(narrator.turn_line(view, self.keyboard), "result", remember=False)
        elif command in ("table", "scores"):
            app.say(narrator.table_lines(view) if command == "table"
                    else narrator.scores_lines(view), "result", remember=False)
        elif command == "task":
            self.task_query()
        elif command == "help":
            app.say([app.text(f"shell-zooloretto-help-{n}") for n in range(1, 6)], "result",
                    remember=False)
        else:
            super().query(seat, command, rest)

    def group_label(self, group: Group) -> str:
        """Return how a list names a group entry: a kind of money action, or a zoo."""
        if group.owner is not None:
            return self.narrator.owner_group_label(group.owner, len(group.actions))
        return self.narrator.group_label(group.kind, len(group.actions))

    def task_query(self) -> None:
        """Read the secret task card of the player at the keyboard, marked private."""
        view = self.view()
        lines = self.narrator.task_lines(view)
        if lines is not None:
            self.app.say(lines, "result", remember=False, owner=self.keyboard)
        elif "task-cards" not in view.expansions:
            self.app.tell("shell-zooloretto-task-none", remember=False)
        else:
            self.app.tell("shell-zooloretto-task-hidden", remember=False)

    # -- typed actions ---------------------------------------------------------

    def names_barn_place(self, parsed: Parsed) -> bool:
        """Return whether a typed line is "barn" alone while a tile is being placed: then
        it names the place (as "why barn" does), not the question about the barn."""
        return parsed.kind == "command" and parsed.value == "barn" and not parsed.rest \
            and self.match.state.phase is Phase.PLACE_TILE

    def action_from(self, seat: PlayerId, parsed: Parsed) -> MenuItem | None:
        """Return the action (or menu group) a typed line names now, legal or not, or None.

        Numbers pick from the last list; "enclosure 2", "space 2 1" and "barn"
        name places; "take 2" a truck; "draw", "expand"; "move", "exchange",
        "buy" and "discard" open their lists; a species or stall type names a
        tile of the taken truck.
        """
        if parsed.kind == "number":
            number = int(parsed.value)
            return self.menu[number - 1] if 1 <= number <= len(self.menu) else None
        if parsed.kind == "command":
            return PlaceInBarn() if parsed.value == "barn" and not parsed.rest else None
        meaning = self.words.meaning_of(parsed.raw)
        if meaning is None:
            return None
        if meaning.startswith(("species-", "stall-")):
            return self._tile_named(meaning)
        return self._word_action(seat, meaning, parsed.rest)

    def nothing_to_line(self, seat: PlayerId, parsed: Parsed) -> str | None:
        """Return why a money action word ("buy", "move") opens no list at this turn: too
        few coins, or nothing of its kind possible (the barns it takes from empty); None
        when the line names no such word or it is not a turn of ``seat``."""
        state = self.match.state
        kind = GROUP_WORDS.get(self.words.meaning_of(parsed.raw) or "", "")
        if kind not in KIND_COSTS or state.phase is not Phase.TURN or seat != state.current:
            return None
        view = self.match.view(seat)
        me = view.players[seat]
        cost = KIND_COSTS[kind]
        if me.coins < cost:
            return self.narrator.error_line(IllegalAction(
                "zooloretto-error-not-enough-coins", {"cost": cost, "coins": me.coins}))
        empty = not me.barn if kind == "move" else \
            not any(p.barn for other, p in enumerate(view.players) if other != seat)
        return self.app.text("shell-zooloretto-nothing-to", kind=kind, empty=yes(empty))

    def _tile_named(self, meaning: str) -> MenuItem | None:
        """Return the ChooseTile for the taken truck's tile of a species or stall type."""
        state = self.match.state
        if state.phase is not Phase.CHOOSE_TILE:
            return None
        kind, _, value = meaning.partition("-")
        own = [t for t in state.hand
               if (t.species.value if kind == "species" and t.species else
                   t.stall.value if kind == "stall" and t.stall else None) == value]
        return ChooseTile(own[0]) if own else None

    def _word_action(self, seat: PlayerId, word: str, rest: tuple[str, ...]) -> MenuItem | None:
        """Return the action or group a game word and its arguments name, or None."""
        state = self.match.state
        legal = list(self.match.legal_actions(seat))
        number = number_in(rest)
        if word == "draw":
            return DrawTile()
        if word in ("take", "truck"):
            kind = LoadTruck if state.phase is Phase.LOAD_TRUCK else TakeTruck
            if number is not None:
                return kind(number - 1)
            return _only([a for a in legal if isinstance(a, kind)])
        if word == "enclosure" and number is not None:
            return PlaceInEnclosure(number - 1)
        if word == "space" and number is not None:
            slot = number_in(rest, 1)
            return PlaceOnStallSpace(number - 1, slot - 1 if slot is not None else 0)
        if word == "expand":
            return Expand()
        if word in GROUP_WORDS:
            kind_name = GROUP_WORDS[word]
            actions = tuple(a for a in legal if MONEY_KINDS.get(type(a)) == kind_name)
            return Group(kind_name, actions) if actions else None
        return None

    # -- why -------------------------------------------------------------------

    def why(self, seat: PlayerId | None, words: tuple[str, ...]) -> None:
        """Explain why a choice is or is not allowed now, with the core's own reason, and
        what a legal placement would bring.

        A bare number means that item of the last list and nothing else; a place is
        named by its word ("why enclosure 2", "why truck 2", "why barn").
        """
        app = self.app
        state = self.match.state
        if seat is None or self.match.is_over() or seat != state.current:
            app.tell("shell-zooloretto-why-not-now", remember=False)
            return
        parsed = app.vocabulary.parse(" ".join(words)[:200])
        item = self.action_from(seat, parsed) if words else None
        if item is None:
            reason = self.nothing_to_line(seat, parsed) if words else None
            if reason is not None:
                app.say(reason, "result", remember=False)
            else:
                app.tell("shell-zooloretto-why-usage", remember=False)
            return
        app.say([self._why_line(seat, item)], "result", remember=False)

    def _why_line(self, seat: PlayerId, item: MenuItem) -> str:
        """Return why one action is refused, or what it would do; a group says it opens."""
        if isinstance(item, Group):
            return self.app.text("shell-zooloretto-why-group", group=self.group_label(item))
        error = self.match.game.explain(self.match.state, seat, item)
        if error is not None:
            return self.narrator.error_line(error)
        view = self.match.view(seat)
        line = self.narrator.why_place_line(view, seat, item)
        if line is None:
            line = self.app.text("shell-zooloretto-why-legal",
                                 action=self.narrator.option_label(item, view, seat))
        return line


def _only(actions: Sequence[Any]) -> Any | None:
    """Return the one action of ``actions``, or None if there are none or several."""
    return actions[0] if len(actions) == 1 else None
