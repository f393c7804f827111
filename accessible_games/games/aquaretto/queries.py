"""Aquaretto questions and words: the vocabulary, free queries, why, and typed actions.

Questions never use up a turn.  The Aquaretto commands (map, pools, depot,
trucks, stacks, park, coins, explore, cell and the four directions) are answered
here; the shared ones (repeat, review, history, rules, more, settings, save,
quit, stop) go to ``QueryMixin.query``.  Words come from
``shell-aquaretto-words-<command>`` and the game's messages, in both
languages; the single letters n, s, e and w are directions here, so
``scores`` and ``why`` are typed as words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.games.aquaretto.rules import AquarettoMatch
from accessible_games.core.errors import GameError
from accessible_games.core.events import PlayerId
from accessible_games.games.aquaretto.rules.actions import (
    Action, BuyTile, Cancel, ChooseTile, DiscardTile, DrawTile, Expand, LoadTruck, MoveDepotTile,
    MoveWorker, PlaceBoard, PlaceInDepot, PlaceTile, PlaceWorker, TakeTruck,
)
from accessible_games.games.aquaretto.rules.geometry import BoardSize, Cell, cell_name, parse_cell
from accessible_games.games.aquaretto.rules.state import Phase, TileTask, WorkerKind, WorkerSpot
from accessible_games.games.aquaretto.rules.tiles import Species, Tile, TileKind
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.games.aquaretto.words import yes
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.shell.app import App
from accessible_games.shell.explorer import Explorer
from accessible_games.shell.commands import GAME_COMMANDS, Parsed, Vocabulary, fold, words_of
from accessible_games.shell.numbered import Group
from accessible_games.shell.players import PlayerNames
from accessible_games.shell.queries import QueryMixin

AQUARETTO_COMMANDS: tuple[str, ...] = (
    "map", "pools", "depot", "trucks", "stacks", "park", "coins", "explore", "cell",
    "north", "south", "east", "west",
)
"""Aquaretto's own commands; ``shell-aquaretto-words-<command>`` lists their words."""

SHARED_COMMANDS: tuple[str, ...] = ("hand", *GAME_COMMANDS)
"""The shell's commands that make sense in Aquaretto (``shell-words-<command>``)."""

ACTION_WORDS: tuple[str, ...] = ("draw", "take", "truck", "move", "buy", "discard", "expand",
                                 "me")
"""Game words for actions and arguments (``shell-aquaretto-words-<word>``)."""


_SHARED_REASONS = frozenset({"aquaretto-error-not-now", "aquaretto-error-not-enough-coins"})
"""Refusals that hold for a whole kind of action when each of its actions gets one (the
first, the cheapest, is said), whatever their details."""

class AquarettoVocabulary(Vocabulary):
    """Aquaretto's commands first (so n, s, e, w are directions), then the shell's, then
    species, workers, boards and action words, all in both languages."""

    def __init__(self) -> None:
        self._words = {}
        self._display = []
        books = [L10n(lang, strict=False) for lang in LANGUAGES]
        self._add_commands(books, "shell-aquaretto-words-", AQUARETTO_COMMANDS)
        self._add_commands(books, "shell-words-", SHARED_COMMANDS)
        for l10n in books:
            for key in ACTION_WORDS:
                for word in words_of(l10n, f"shell-aquaretto-words-{key}"):
                    self._add(word, f"word:{key}", l10n)
            for species in Species:
                for word in words_of(l10n, f"aquaretto-species-{species.value}", "words"):
                    self._add(word, f"word:species-{species.value}", l10n)
            for kind in WorkerKind:
                for word in words_of(l10n, f"aquaretto-worker-{kind.value}", "words"):
                    self._add(word, f"word:worker-{kind.value}", l10n)
            for size in BoardSize:
                for word in words_of(l10n, f"aquaretto-board-{size.value}", "words"):
                    self._add(word, f"word:board-{size.value}", l10n)

    def species_in(self, text: str) -> Species | None:
        """Return the species a whole typed text names ("sea lion", "lední medvěd"), or None."""
        folded = " ".join(fold(text).split())
        for species in Species:
            key = f"word:species-{species.value}"
            if any(word == folded for word, meaning in self._words.items() if meaning == key):
                return species
        meaning, _ = self.lookup(folded.split(" ")[0]) if folded else ("", ())
        if meaning.startswith("word:species-") and " " not in folded:
            return Species(meaning.removeprefix("word:species-"))
        return None


def cells_in(words: Sequence[str]) -> list[Cell] | None:
    """Return the cells every word names, or None if any word is not a cell."""
    found: list[Cell] = []
    for word in words:
        try:
            found.append(parse_cell(word))
        except GameError:
            return None
    return found


class AquarettoQueries(PlayerNames, QueryMixin):
    """Answers Aquaretto's free questions; the session provides the match and the menu."""

    no_such_player = "shell-aquaretto-no-such-player"

    app: App
    match: AquarettoMatch
    narrator: AquarettoNarrator
    words: AquarettoVocabulary
    keyboard: PlayerId | None
    explorer: Explorer
    menu: list[Any]
    arrows: Any

    def view(self) -> Any:
        """Return the view of the player at the keyboard (a spectator's if nobody)."""
        return self.match.view(self.keyboard)

    def home_seat(self) -> PlayerId:
        """Return whose park a question means unless told: the keyboard's, else the mover's."""
        return self.keyboard if self.keyboard is not None else self.match.view(None).current

    def _split(self, words: Sequence[str]) -> tuple[Cell | None, tuple[str, ...]]:
        """Return the first cell named among ``words`` and the other words."""
        for index, word in enumerate(words):
            found = cells_in([word])
            if found:
                return found[0], tuple(words[:index]) + tuple(words[index + 1:])
        return None, tuple(words)

    def placing_tile(self, seat: PlayerId) -> Tile | None:
        """Return the tile ``seat`` is placing now, if any."""
        state = self.match.state
        task = state.tasks[0] if state.tasks else None
        if state.current == seat and state.phase is Phase.PLACE_TILE \
                and isinstance(task, TileTask):
            return task.tile
        return None

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Answer one question or run one free command for the player ``seat``."""
        app, narrator, view = self.app, self.narrator, self.view()
        if command in ("map", "park", "pools", "depot"):
            target = self.seat_from(rest)
            if target is None:
                return
            if command == "map":
                lines = narrator.map_lines(view, target)
            elif command == "park":
                lines = [narrator.park_summary_line(view, target),
                         *narrator.map_lines(view, target)[1:]]
            elif command == "pools":
                lines = narrator.pools_lines(view, target)
            else:
                lines = narrator.depot_lines(view, target)
            app.say(lines, "result", remember=False)
        elif command == "trucks":
            app.say(narrator.trucks_lines(view), "result", remember=False)
        elif command == "stacks":
            app.say(narrator.stacks_line(view), "result", remember=False)
        elif command in ("coins", "hand", "turn", "players"):
            if command == "turn":
                line = narrator.turn_line(view, self.keyboard)
            else:
                line = {"coins": narrator.coins_line,
                        "hand": narrator.hand_line, "players": narrator.players_line}[command](view)
            app.say(line, "result", remember=False)
        elif command in ("table", "scores"):
            app.say(narrator.table_lines(view) if command == "table"
                    else narrator.scores_lines(view), "result", remember=False)
        elif command in ("cell", "explore"):
            cell, others = self._split(rest)
            target = self.seat_from(others)
            if target is None:
                return
            if command == "cell" and cell is None:
                app.tell("shell-aquaretto-cell-usage", remember=False)
                return
            if command == "explore":
                self.explorer.start(target, cell)
                app.tell("shell-aquaretto-explore-start", remember=False,
                         you=yes(target == view.player), name=narrator.player_name(target),
                         arrows=yes(self.arrows is not None))
                cell = self.explorer.cursor
            assert cell is not None
            self.say_cell(target, cell)
        elif command in ("north", "south", "east", "west"):
            reached = self.explorer.walk(command, self.home_seat())
            if reached is not None:
                self.say_cell(self.explorer.seat, reached)
            else:
                app.tell("shell-aquaretto-explore-edge", remember=False,
                         cell=cell_name(self.explorer.cursor))
        elif command == "help":
            app.say([app.text("shell-aquaretto-help-1"), app.text("shell-aquaretto-help-2"),
                     app.text("shell-aquaretto-help-3", arrows=yes(
                         self.arrows is not None)),
                     app.text("shell-aquaretto-help-4")], "result", remember=False)
        else:
            super().query(seat, command, rest)

    def park_fields(self, seat: PlayerId) -> frozenset[Cell]:
        """Return the fields of the park of ``seat`` now, as the explorer walks them."""
        fields: frozenset[Cell] = self.match.view(None).players[seat].park.fields
        return fields

    def say_cell(self, seat: PlayerId, cell: Cell) -> None:
        """Say one cell of ``seat``'s park; an empty field says if the tile in hand fits."""
        placing = self.placing_tile(seat)
        self.app.say(self.narrator.cell_line(self.view(), seat, cell, placing), "result",
                     remember=False)

    # -- typed actions ---------------------------------------------------------

    def action_from(self, seat: PlayerId, parsed: Parsed) -> Action | None:
        """Return the action a typed line names in the current step (legal or not), or None.

        Numbers pick from the last list; cells place a tile, a trainer or a
        board; words name a turn action ("take 2", "buy Bob", "expand small"),
        a tile of the truck by species, a worker's place, the depot or cancel.
        """
        state = self.match.state
        phase = state.phase
        if parsed.kind == "number":
            number = int(parsed.value)
            item = self.menu[number - 1] if 1 <= number <= len(self.menu) else None
            return None if item is None or isinstance(item, Group) else item
        words = parsed.raw.split()
        cells = cells_in(words)
        if cells:
            if phase is Phase.PLACE_TILE and len(cells) == 1:
                return PlaceTile(cells[0])
            if phase is Phase.PLACE_WORKER and len(cells) == 1:
                return PlaceWorker(WorkerSpot(WorkerKind.TRAINER, cells[0]))
            if phase is Phase.PLACE_BOARD and len(cells) > 1:
                return PlaceBoard(frozenset(cells))
            return None
        if parsed.kind == "command":
            if parsed.value == "depot" and not parsed.rest:
                return PlaceInDepot()
            return Cancel() if parsed.value == "back" else None
        species = self.words.species_in(parsed.raw)
        if species is not None and phase is Phase.CHOOSE_TILE:
            own = [t for t in state.hand if t.species is species]
            return ChooseTile(own[0] if own else Tile(TileKind.PLAIN, species, 1))
        if parsed.kind != "word":
            return None
        return self._word_action(seat, str(parsed.value), parsed.rest)

    def none_allowed_line(self, seat: PlayerId, kind: str) -> str:
        """Return why no action of ``kind`` (take, buy, move, expand) is allowed now: the
        core's reason when every one of them has the same, else why none fits."""
        errors = [e for e in (self.match.game.explain(self.match.state, seat, a)
                              for a in self._candidates(seat, kind)) if e is not None]
        found = {e.reason if e.reason in _SHARED_REASONS else (e.reason, str(e.args_map))
                 for e in errors}
        if len(found) == 1:
            return self.narrator.error_line(errors[0])
        return self.app.text("shell-aquaretto-none-allowed", what=kind)

    def _candidates(self, seat: PlayerId, kind: str) -> list[Action]:
        """Return every action of ``kind`` (take, buy, move, expand) ``seat`` might mean now."""
        state = self.match.state
        if kind == "take":
            load = state.phase is Phase.LOAD_TRUCK
            return [LoadTruck(i) if load else TakeTruck(i) for i in range(len(state.trucks))]
        if kind == "buy":
            return [BuyTile(other) for other in range(state.player_count) if other != seat]
        if kind == "move":
            me = state.players[seat]
            return [MoveDepotTile(), *(MoveWorker(spot) for spot in dict.fromkeys(
                me.worker_spots()))]
        return [Expand(size) for size in BoardSize]

    def _word_action(self, seat: PlayerId, word: str, rest: tuple[str, ...]) -> Action | None:
        """Return the action a game word and its arguments name, or None."""
        state = self.match.state
        legal = self.match.legal_actions(seat)
        number = int(rest[0]) if rest and rest[0].isdecimal() and len(rest[0]) <= 2 else None
        if word == "draw":
            return DrawTile()
        if word in ("take", "truck"):
            if number is not None:
                truck = number - 1
                return LoadTruck(truck) if state.phase is Phase.LOAD_TRUCK else TakeTruck(truck)
            kind = LoadTruck if state.phase is Phase.LOAD_TRUCK else TakeTruck
            return _only([a for a in legal if isinstance(a, kind)])
        if word == "discard":
            return DiscardTile()
        if word.startswith("board-") or word == "expand":
            size = word.removeprefix("board-") if word != "expand" else ""
            for token in rest:
                parsed = self.app.vocabulary.parse(token)
                if parsed.kind == "word" and str(parsed.value).startswith("board-"):
                    size = str(parsed.value).removeprefix("board-")
            if size:
                return Expand(BoardSize(size))
            return _only([a for a in legal if isinstance(a, Expand)])
        if word == "buy":
            if not rest:
                return _only([a for a in legal if isinstance(a, BuyTile)])
            seller = self.seat_from(rest)
            return BuyTile(seller) if seller is not None else None
        if word == "move":
            return self._move_action(rest, legal)
        if word.startswith("worker-") and state.phase is Phase.PLACE_WORKER:
            spot = self._spot(WorkerKind(word.removeprefix("worker-")), rest)
            return PlaceWorker(spot) if spot is not None else None
        return None

    def _spot(self, kind: WorkerKind, rest: Sequence[str]) -> WorkerSpot | None:
        """Return the worker position a kind word and an optional cell name."""
        if kind is not WorkerKind.TRAINER:
            return WorkerSpot(kind)
        cells = cells_in(rest[:1])
        return WorkerSpot(kind, cells[0]) if cells else None

    def _move_action(self, rest: Sequence[str], legal: Sequence[Action]) -> Action | None:
        """Return the move money action: the depot top, or the worker named."""
        if not rest:
            return _only([a for a in legal if isinstance(a, (MoveDepotTile, MoveWorker))])
        parsed = self.app.vocabulary.parse(" ".join(rest))
        if parsed.kind == "command" and parsed.value == "depot":
            return MoveDepotTile()
        if parsed.kind == "word" and str(parsed.value).startswith("worker-"):
            kind = WorkerKind(str(parsed.value).removeprefix("worker-"))
            if kind is WorkerKind.TRAINER and not parsed.rest:
                return _only([a for a in legal if isinstance(a, MoveWorker)
                              and a.spot.kind is WorkerKind.TRAINER])
            spot = self._spot(kind, parsed.rest)
            return MoveWorker(spot) if spot is not None else None
        return None

    # -- why -------------------------------------------------------------------

    def why(self, seat: PlayerId | None, words: tuple[str, ...]) -> None:
        """Explain why a choice is or is not allowed now, with the core's own reason."""
        app = self.app
        state = self.match.state
        if seat is None or self.match.is_over() or seat != state.current:
            app.tell("shell-aquaretto-why-not-now", remember=False)
            return
        parsed = app.vocabulary.parse(" ".join(words)[:200])
        action = self.action_from(seat, parsed) if words else None
        if action is None:
            cells = cells_in(words) if words else None
            app.tell("shell-aquaretto-why-cell-not-now" if cells else "shell-aquaretto-why-usage",
                     remember=False)
            return
        error = self.match.game.explain(state, seat, action)
        view = self.match.view(seat)
        if error is not None:
            app.say(self.narrator.error_line(error), "result", remember=False)
        elif isinstance(action, PlaceTile) and (tile := self.placing_tile(seat)) is not None:
            app.say(self.narrator.why_place_line(view, seat, tile, action.cell), "result",
                    remember=False)
        elif isinstance(action, PlaceWorker):
            app.say(self.narrator.why_worker_line(view, seat, action.spot), "result",
                    remember=False)
        else:
            app.tell("shell-aquaretto-why-legal", remember=False,
                     action=self.narrator.option_label(action, view, seat))


def _only(actions: Sequence[Action]) -> Action | None:
    """Return the one action of ``actions``, or None if there are none or several."""
    return actions[0] if len(actions) == 1 else None
