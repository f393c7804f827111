"""Questions, words and typed actions of Aquaretto and Zooloretto combined.

The two games' own query code answers for their own place: a ``ZooDesk``
(Zooloretto's ``ZoolorettoQueries``) says the zoo and the barn and reads
typed zoo places ("enclosure 3", "barn", "space 2 1"); a ``WaterDesk``
(Aquaretto's ``AquarettoQueries``) says the water park, its map, pools and
depot, one cell, explores the park cell by cell and reads typed park places
("3C", "depot", "cashier").  Each desk sees the combined match through a
``SubMatch``: its own game's part of the state and the view, its own game's
part of the legal actions, and the combined game's refusals (so a why inside
one zoo gets the combined game's reason).

The combined game's own questions (trucks, stacks, coins, scores, hand, turn,
table, map of both places) and its own typed actions (draw zoo, draw water,
take 2, truck 3) are answered here; a money action word fits either zoo, and
"zoo move" or "park expand" says which.  The rest (repeat, review, rules,
settings, save, quit) go to ``QueryMixin.query``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from accessible_games.games.aquaretto.rules import AquarettoMatch
from accessible_games.games.aquaretto_zooloretto.rules import CombinedMatch
from accessible_games.games.zooloretto.rules import ZoolorettoMatch
from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import (
    BuyTile, DiscardTile, MoveDepotTile, MoveWorker,
)
from accessible_games.games.aquaretto.rules.actions import Expand as WaterExpand
from accessible_games.games.aquaretto_zooloretto.rules import (
    DrawFrom, LoadTruck, Phase, Supply, TakeTruck, WaterStep, ZooStep,
)
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.games.aquaretto_zooloretto.narration import CombinedNarrator
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.shell.app import App
from accessible_games.shell.explorer import Explorer
from accessible_games.games.aquaretto.queries import (
    AQUARETTO_COMMANDS, SHARED_COMMANDS, AquarettoQueries, AquarettoVocabulary,
)
from accessible_games.shell.commands import Parsed, Vocabulary, fold, words_of
from accessible_games.shell.queries import QueryMixin
from accessible_games.games.zooloretto.queries import ZoolorettoQueries, ZoolorettoVocabulary
from accessible_games.shell.numbered import Group, number_in

__all__ = ["AMBIGUOUS", "CombinedQueries", "CombinedVocabulary", "SubMatch",
           "WaterDesk", "ZooDesk"]

ZOO_COMMANDS: tuple[str, ...] = ("zoo", "barn")
"""Zooloretto's commands of the combined game (``shell-zooloretto-words-<command>``)."""
OWN_COMMANDS: tuple[str, ...] = ("stacks",)
"""The combined game's own commands (``shell-aquaretto-zooloretto-words-<command>``)."""
WATER_GROUPS: dict[str, tuple[str, tuple[type, ...]]] = {
    "move": ("move", (MoveDepotTile, MoveWorker)), "buy": ("purchase", (BuyTile,)),
    "discard": ("discard", (DiscardTile,)), "expand": ("expand", (WaterExpand,)),
}
"""Aquaretto's money action words, the list each opens (named as Zooloretto's kinds) and
the actions it holds."""
WATER_NONE_KINDS: dict[str, str] = {"move": "move", "buy": "buy", "expand": "expand"}
"""Aquaretto's money action words whose refusal says why none of their kind is allowed
(``AquarettoQueries.none_allowed_line``), and that kind."""
HELP_LINES = 6
"""How many lines ``help`` says (``shell-aquaretto-zooloretto-help-<n>``)."""
WATER_QUERIES = frozenset({"park", "pools", "depot", "cell", "explore", "north", "south",
                           "east", "west"})
"""Questions the water desk answers."""


class Ambiguous:
    """A typed action that fits both zoos."""


AMBIGUOUS = Ambiguous()
"""What ``action_from`` returns for an action word that fits both zoos."""


def wrap(supply: Supply, action: Any) -> ZooStep | WaterStep:
    """Return one game's action as a step of the combined game."""
    return ZooStep(action) if supply is Supply.ZOO else WaterStep(action)


class SubMatch:
    """One game's part of a combined match, shaped like that game's ``Match`` for its
    query code: its part of the state and view, its part of the legal actions, and the
    combined game's reasons for refusing one of its actions."""

    def __init__(self, match: CombinedMatch, supply: Supply) -> None:
        self.match = match
        self.supply = supply
        self.game = self
        """The query code asks ``match.game.explain``: answered here."""

    @property
    def players(self) -> Any:
        """Return the seats."""
        return self.match.players

    @property
    def state(self) -> Any:
        """Return this game's part of the combined state."""
        state = self.match.state
        return state.zoo if self.supply is Supply.ZOO else state.water

    def is_over(self) -> bool:
        """Return whether the combined game has ended."""
        return self.match.is_over()

    def view(self, seat: PlayerId | None) -> Any:
        """Return this game's part of the view of ``seat``."""
        view = self.match.view(seat)
        return view.zoo if self.supply is Supply.ZOO else view.water

    def legal_actions(self, seat: PlayerId) -> list[Any]:
        """Return this game's actions among the legal actions of ``seat`` now."""
        kind = ZooStep if self.supply is Supply.ZOO else WaterStep
        return [a.action for a in self.match.legal_actions(seat) if isinstance(a, kind)]

    def explain(self, _state: Any, seat: PlayerId, action: Any) -> IllegalAction | None:
        """Return why this game's ``action`` is refused in the combined game now."""
        return self.match.game.explain(self.match.state, seat, wrap(self.supply, action))


class DeskApp:
    """The shell context as one desk sees it: everything the session's, but typed words
    read with that game's own vocabulary."""

    def __init__(self, app: App, vocabulary: Vocabulary) -> None:
        self._app = app
        self.vocabulary = vocabulary

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


class ZooDesk(ZoolorettoQueries):
    """Zooloretto's query code over the zoo part of the combined match."""

    def __init__(self, app: App, match: CombinedMatch, narrator: ZoolorettoNarrator) -> None:
        QueryMixin.__init__(self)
        self.words = ZoolorettoVocabulary()
        self.app = cast(App, DeskApp(app, self.words))
        self.match = cast(ZoolorettoMatch, SubMatch(match, Supply.ZOO))
        self.narrator = narrator
        self.keyboard: PlayerId | None = None
        self.menu: list[Any] = []


class WaterDesk(AquarettoQueries):
    """Aquaretto's query code over the water park part of the combined match."""

    def __init__(self, app: App, match: CombinedMatch, narrator: AquarettoNarrator,
                 explorer: Explorer, arrows: Any) -> None:
        QueryMixin.__init__(self)
        self.words = AquarettoVocabulary()
        self.app = cast(App, DeskApp(app, self.words))
        self.match = cast(AquarettoMatch, SubMatch(match, Supply.WATER))
        self.narrator = narrator
        self.keyboard: PlayerId | None = None
        self.menu: list[Any] = []
        self.explorer = explorer
        self.arrows = arrows


class CombinedVocabulary(Vocabulary):
    """Aquaretto's commands first (n, s, e, w are directions), then the zoo and barn, the
    stacks and the shell's commands, then both games' words, all in both languages; and
    the words naming a place (zoo, water park) after map or draw."""

    def __init__(self, zoo: ZoolorettoVocabulary, water: AquarettoVocabulary) -> None:
        self._words = {}
        self._display = []
        books = [L10n(lang, strict=False) for lang in LANGUAGES]
        for prefix, keys in (("shell-aquaretto-words-", AQUARETTO_COMMANDS),
                             ("shell-zooloretto-words-", ZOO_COMMANDS),
                             ("shell-aquaretto-zooloretto-words-", OWN_COMMANDS),
                             ("shell-words-", SHARED_COMMANDS)):
            for l10n in books:
                for key in keys:
                    for word in words_of(l10n, prefix + key):
                        self._add(word, f"command:{key}", l10n)
        for game in (water, zoo):
            for word in game.completions():
                meaning, _ = game.lookup(word)
                if meaning.startswith("word:"):
                    self._add(word, meaning, None)
        self.places: dict[str, Supply] = {}
        """Folded place words ("zoo", "water park") and the place they name."""
        for l10n in books:
            for supply in Supply:
                for word in words_of(l10n, f"shell-aquaretto-zooloretto-words-place-"
                                           f"{supply.value}"):
                    self.places.setdefault(" ".join(word.split()), supply)

    def place_in(self, words: Sequence[str]) -> tuple[Supply | None, tuple[str, ...]]:
        """Return the place the first one or two words name, and the words after it."""
        for size in (2, 1):
            head = " ".join(fold(w) for w in words[:size])
            if len(words) >= size and head in self.places:
                return self.places[head], tuple(words[size:])
        return None, tuple(words)


class CombinedQueries(QueryMixin):
    """Answers the combined game's free questions; the session provides the match, the
    menu and the two desks."""

    app: App
    match: CombinedMatch
    narrator: CombinedNarrator
    words: CombinedVocabulary
    keyboard: PlayerId | None
    menu: list[Any]
    zoo_desk: ZooDesk
    water_desk: WaterDesk

    def view(self) -> Any:
        """Return the view of the player at the keyboard (a spectator's if nobody)."""
        return self.match.view(self.keyboard)

    def home_seat(self) -> PlayerId:
        """Return whose places a question means unless told: the keyboard's, else the
        mover's."""
        return self.keyboard if self.keyboard is not None else self.match.view(None).current

    def sync_desks(self) -> None:
        """Tell both desks who is at the keyboard and which game's items the menu holds."""
        for desk, kind in ((self.zoo_desk, ZooStep), (self.water_desk, WaterStep)):
            desk.keyboard = self.keyboard
            desk.menu = [item.action if isinstance(item, kind) else item for item in self.menu]

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Answer one question or run one free command for the player ``seat``."""
        self.sync_desks()
        app, narrator = self.app, self.narrator
        if command in ZOO_COMMANDS:
            self.zoo_desk.query(seat, command, rest)
        elif command in WATER_QUERIES:
            self.water_desk.query(seat, command, rest)
        elif command == "map":
            self.map_query(seat, rest)
        elif command in ("trucks", "coins", "players"):
            view = self.view()
            lines = narrator.trucks_lines(view) if command == "trucks" else \
                narrator.coins_lines(view) if command == "coins" else \
                narrator.players_lines(narrator.audience(view.player))
            app.say(lines, "result", remember=False)
        elif command in ("stacks", "hand", "turn"):
            view = self.view()
            line = narrator.turn_line(view, self.keyboard) if command == "turn" else \
                narrator.stacks_line(view) if command == "stacks" else narrator.hand_line(view)
            app.say(line, "result", remember=False)
        elif command in ("table", "scores"):
            view = self.view()
            app.say(narrator.table_lines(view) if command == "table"
                    else narrator.scores_lines(view), "result", remember=False)
        elif command == "help":
            app.say([app.text(f"shell-aquaretto-zooloretto-help-{n}")
                     for n in range(1, HELP_LINES + 1)],
                    "result", remember=False)
        else:
            super().query(seat, command, rest)

    def map_query(self, seat: PlayerId, rest: tuple[str, ...]) -> None:
        """Say the zoo ("map zoo"), the water park's map ("map water"), or both."""
        place, others = self.words.place_in(rest)
        if place is Supply.ZOO:
            self.zoo_desk.query(seat, "zoo", others)
            return
        if place is Supply.WATER:
            self.water_desk.query(seat, "map", others)
            return
        target = self.zoo_desk.seat_from(others)
        if target is None:
            return
        view = self.view()
        self.app.say([*self.narrator.zoo.zoo_lines(view.zoo, target),
                      *self.narrator.water.map_lines(view.water, target)], "result",
                     remember=False)

    # -- typed actions ---------------------------------------------------------

    def action_from(self, seat: PlayerId, parsed: Parsed,
                    only: Supply | None = None) -> Any | None:
        """Return the action (or group) a typed line names now, legal or not; None if it
        names none, ``AMBIGUOUS`` if a money action word fits both zoos.

        Numbers pick from the last list.  In a step of one zoo, that game's own words
        name its places; otherwise "draw zoo", "take 2", "truck 3" and the money action
        words, ``only`` in one zoo if given.
        """
        if parsed.kind == "number":
            number = int(parsed.value)
            return self.menu[number - 1] if 1 <= number <= len(self.menu) else None
        self.sync_desks()
        phase = self.match.view(None).phase
        if phase in (Phase.ZOO, Phase.WATER):
            supply = Supply.ZOO if phase is Phase.ZOO else Supply.WATER
            inner = self._desk_action(seat, supply, parsed.raw)
            return inner if not isinstance(inner, Group) else None
        if parsed.kind == "word" and parsed.value in ("draw", "take", "truck"):
            return self._truck_action(seat, str(parsed.value), parsed.rest)
        if phase is not Phase.TURN or parsed.kind not in ("word", "command"):
            return None
        legal = self.match.legal_actions(seat)
        found = [item for s in Supply if only in (None, s)
                 if (item := self._desk_action(seat, s, parsed.raw)) is not None]
        usable = [item for item in found if isinstance(item, Group) or item in legal]
        if len(usable) == 1:
            return usable[0]
        if len(usable) > 1 or len(found) > 1:
            return AMBIGUOUS
        return found[0] if found else None

    def nothing_to_lines(self, seat: PlayerId, parsed: Parsed,
                         only: Supply | None = None) -> list[str]:
        """Return why a money action word alone ("buy", "move") names nothing possible at
        this turn of ``seat``, in each zoo it fits (``only`` that one if given), with the
        game's own reason: the zoo's as Zooloretto says it, the water park's as Aquaretto
        does; empty when the line is no such word or it is not a turn of ``seat``."""
        state = self.match.state
        if parsed.kind != "word" or parsed.rest or state.phase is not Phase.TURN \
                or seat != state.current:
            return []
        self.sync_desks()
        lines: list[str] = []
        if only in (None, Supply.ZOO):
            zoo = self.zoo_desk.nothing_to_line(seat, self.zoo_desk.words.parse(parsed.raw))
            lines += [zoo] if zoo is not None else []
        kind = WATER_NONE_KINDS.get(str(parsed.value))
        if only in (None, Supply.WATER) and kind is not None:
            lines.append(self.water_desk.none_allowed_line(seat, kind))
        return list(dict.fromkeys(lines))

    def _desk_action(self, seat: PlayerId, supply: Supply, raw: str) -> Any | None:
        """Return what one game's own words name, as a combined action or group: a money
        action word that fits several of the water park's actions ("expand") opens their
        list, as the zoo's own words do."""
        desk: ZooDesk | WaterDesk = self.zoo_desk if supply is Supply.ZOO else self.water_desk
        parsed = desk.words.parse(raw)
        inner = desk.action_from(seat, parsed)
        if inner is None and supply is Supply.WATER and parsed.kind == "word":
            kinds = WATER_GROUPS.get(str(parsed.value))
            same = tuple(a for a in self.match.legal_actions(seat)
                         if isinstance(a, WaterStep) and kinds is not None
                         and isinstance(a.action, kinds[1]))
            return Group(kinds[0], same, place=supply) if kinds is not None and same else None
        if inner is None:
            return None
        if isinstance(inner, Group):
            return Group(inner.kind, tuple(wrap(supply, a) for a in inner.actions),
                         place=supply)
        return wrap(supply, inner)

    def _truck_action(self, seat: PlayerId, word: str, rest: tuple[str, ...]) -> Any | None:
        """Return a draw from the place named (or the only one possible), or the truck
        numbered (or the only one possible) to load or take."""
        legal = self.match.legal_actions(seat)
        if word == "draw":
            place, _ = self.words.place_in(rest)
            if place is not None:
                return DrawFrom(place)
            draws = [a for a in legal if isinstance(a, DrawFrom)]
            return draws[0] if len(draws) == 1 else AMBIGUOUS if draws else None
        kind = LoadTruck if self.match.view(None).phase is Phase.LOAD_TRUCK else TakeTruck
        number = number_in(rest)
        if number is not None:
            return kind(number - 1)
        trucks = [a for a in legal if isinstance(a, kind)]
        return trucks[0] if len(trucks) == 1 else None

    # -- why -------------------------------------------------------------------

    def why(self, seat: PlayerId | None, words: tuple[str, ...]) -> None:
        """Explain why a choice is or is not allowed now, with the core's own reason.

        In a step of one zoo, that game's own why answers (with what a placement
        would bring).  Otherwise a bare number means that item of the last list and
        nothing else; "why truck 3" names a truck.
        """
        app, state = self.app, self.match.state
        if seat is None or self.match.is_over() or seat != state.current:
            app.tell("shell-aquaretto-zooloretto-why-not-now", remember=False)
            return
        self.sync_desks()
        if state.phase is Phase.ZOO:
            self.zoo_desk.why(seat, words)
            return
        if state.phase is Phase.WATER:
            self.water_desk.why(seat, words)
            return
        parsed = self.words.parse(" ".join(words)[:200])
        item = self.action_from(seat, parsed) if words else None
        if item is AMBIGUOUS:
            app.tell("shell-aquaretto-zooloretto-which-place", remember=False)
            return
        if item is None:
            reasons = self.nothing_to_lines(seat, parsed) if words else []
            if reasons:
                app.say(reasons, "result", remember=False)
            else:
                app.tell("shell-aquaretto-zooloretto-why-usage", remember=False)
            return
        app.say([self._why_line(seat, item)], "result", remember=False)

    def _why_line(self, seat: PlayerId, item: Any) -> str:
        """Return why one action is refused, or what it does; a group says it opens."""
        narrator = self.narrator
        if isinstance(item, Group):
            return self.app.text("shell-aquaretto-zooloretto-why-group",
                                 group=narrator.group_label(item.place, item.kind,
                                                            len(item.actions)))
        error = self.match.game.explain(self.match.state, seat, item)
        if error is not None:
            return narrator.error_line(error)
        view = self.match.view(seat)
        if isinstance(item, LoadTruck):
            line = narrator.why_load_line(view, item.truck)
            if line is not None:
                return line
        return self.app.text("shell-aquaretto-zooloretto-why-legal",
                             action=narrator.option_label(item, view, seat))
