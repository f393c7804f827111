"""O Zoo le Mio questions and words: the vocabulary, free queries, why, typed placements.

Questions never use up a decision.  The O Zoo le Mio commands (zoo, regions,
standings, visitors, tile, tiles, coins, flags, places, explore, cell and the
four directions) are answered here; the shared ones (repeat, review, history,
rules, more, settings, save, quit, stop) go to ``QueryMixin.query``.  Words
come from ``shell-ozoolemio-words-<command>`` in both languages, the player's own
language first where a word means two things (Czech "pole" is a cell, English
"pole" the flagpole); the single letters n, s, e and w are directions here, so
``scores`` and ``why`` are typed as words.

Typed placements and ``why`` live in ``ozoolemio_placements``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from accessible_games.games.ozoolemio.rules import OzooMatch
from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.rules.actions import Place
from accessible_games.games.ozoolemio.rules.geometry import Cell, cell_name
from accessible_games.games.ozoolemio.rules.state import OzooView, Phase
from accessible_games.games.ozoolemio.rules.zoo import legal_placements
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.games.ozoolemio.narration import OzooNarrator
from accessible_games.games.ozoolemio.words import yes
from accessible_games.shell.app import App
from accessible_games.shell.commands import GAME_COMMANDS, Vocabulary, words_of
from accessible_games.shell.explorer import Explorer
from accessible_games.games.ozoolemio.placements import (
    DIRECTION_SIDES, OzooPlacements, cells_in, end_groups, parsed_amount,
)
from accessible_games.shell.players import PlayerNames
from accessible_games.shell.queries import QueryMixin

__all__ = ["OZOO_COMMANDS", "SHARED_COMMANDS", "OzooQueries", "OzooVocabulary", "cells_in",
           "end_groups", "parsed_amount"]

OZOO_COMMANDS: tuple[str, ...] = (
    "zoo", "regions", "standings", "visitors", "tile", "tiles", "coins", "flags", "places",
    "explore", "cell", "north", "south", "east", "west",
)
"""O Zoo le Mio's own commands; ``shell-ozoolemio-words-<command>`` lists their words."""

SHARED_COMMANDS: tuple[str, ...] = GAME_COMMANDS
"""The shell's commands that make sense in O Zoo le Mio (``shell-words-<command>``)."""

class OzooVocabulary(Vocabulary):
    """O Zoo le Mio's commands first (so n, s, e, w are directions), then the shell's, then
    the word "me", all in both languages."""

    def __init__(self) -> None:
        self._words = {}
        self._display = []
        books = [L10n(lang, strict=False) for lang in LANGUAGES]
        self._add_commands(books, "shell-ozoolemio-words-", OZOO_COMMANDS)
        self._add_commands(books, "shell-words-", SHARED_COMMANDS)
        for l10n in books:
            for word in words_of(l10n, "shell-ozoolemio-words-me"):
                self._add(word, "word:me", l10n)


class OzooQueries(PlayerNames, OzooPlacements, QueryMixin):
    """Answers O Zoo le Mio's free questions; the session provides the match and the menu."""

    no_such_player = "shell-ozoolemio-no-such-player"

    app: App
    match: OzooMatch
    narrator: OzooNarrator
    words: OzooVocabulary
    keyboard: PlayerId | None
    humans: list[PlayerId]
    explorer: Explorer
    menu: list[Any]
    arrows: Any
    ensure_private: Callable[[PlayerId], None]
    """Wait until only that seat listens (the session provides it)."""
    prompt_turn: Callable[[PlayerId], None]
    """Say the question of the decision now (the session provides it)."""

    def view(self) -> Any:
        """Return the view of the player at the keyboard (a spectator's if nobody)."""
        return self.match.view(self.keyboard)

    def home_seat(self) -> PlayerId:
        """Return whose zoo a question means unless told: the keyboard's, else a mover's."""
        if self.keyboard is not None:
            return self.keyboard
        movers = self.match.to_move()
        return min(movers) if movers else 0

    def _split(self, words: Sequence[str]) -> tuple[Cell | None, tuple[str, ...]]:
        """Return the first cell named among ``words`` and the other words."""
        for index, word in enumerate(words):
            found = cells_in([word])
            if found:
                return found[0], tuple(words[:index]) + tuple(words[index + 1:])
        return None, tuple(words)

    # -- questions -------------------------------------------------------------

    def query(self, seat: PlayerId, command: str, rest: tuple[str, ...]) -> None:
        """Answer one question or run one free command for the player ``seat``."""
        app, narrator, view = self.app, self.narrator, self.view()
        if command in ("zoo", "regions"):
            target = self.seat_from(rest)
            if target is None:
                return
            lines = narrator.zoo_lines(view, target) if command == "zoo" \
                else narrator.regions_lines(view, target)
            app.say(lines, "result", remember=False)
        elif command in ("standings", "visitors", "scores", "tile", "tiles", "table"):
            lines = {"standings": narrator.standings_lines, "visitors": narrator.figures_lines,
                     "scores": narrator.scores_lines, "tile": narrator.tile_now_lines,
                     "tiles": narrator.tiles_lines, "table": narrator.table_lines}[command](view)
            app.say(lines, "result", remember=False)
        elif command in ("flags", "turn", "players"):
            if command == "turn":
                line = narrator.turn_line(view, narrator.audience(self.keyboard))
            elif command == "flags":
                line = narrator.flags_line(view.flags)
            else:
                line = narrator.players_line(view)
            app.say(line, "result", remember=False)
        elif command == "coins":
            self.coins(seat)
        elif command == "places":
            self.places(seat, rest)
        elif command in ("cell", "explore"):
            self.cell_or_explore(command, rest)
        elif command in DIRECTION_SIDES:
            self.walk(command)
        elif command == "help":
            app.say([app.text("shell-ozoolemio-help-1"), app.text("shell-ozoolemio-help-2"),
                     app.text("shell-ozoolemio-help-3"),
                     app.text("shell-ozoolemio-help-4", arrows=yes(self.arrows is not None)),
                     app.text("shell-ozoolemio-help-5")], "result", remember=False)
        else:
            super().query(seat, command, rest)

    def coins(self, seat: PlayerId) -> None:
        """Say the player's own coins; in hot seat only once the owner is alone."""
        if len(self.humans) > 1 and self.keyboard != seat:
            self.ensure_private(seat)
        self.app.say(self.narrator.coins_line(self.view()), "result", remember=False,
                     owner=self.keyboard)

    def cell_or_explore(self, command: str, rest: tuple[str, ...]) -> None:
        """Describe one cell, or start exploring a zoo (at a cell, if one is named)."""
        cell, others = self._split(rest)
        target = self.seat_from(others)
        if target is None:
            return
        if command == "cell" and cell is None:
            self.app.tell("shell-ozoolemio-cell-usage", remember=False)
            return
        if command == "explore":
            self.explorer.start(target, cell)
            self.app.tell("shell-ozoolemio-explore-start", remember=False,
                          you=yes(target == self.keyboard),
                          name=self.narrator.player_name(target),
                          arrows=yes(self.arrows is not None))
            cell = self.explorer.cursor
        assert cell is not None
        self.say_cell(target, cell)

    def walk(self, direction: str) -> None:
        """Move the explore cursor one cell and say what is there."""
        reached = self.explorer.walk(direction, self.home_seat())
        if reached is not None:
            self.say_cell(self.explorer.seat, reached)
        else:
            self.app.tell("shell-ozoolemio-explore-edge", remember=False,
                          cell=cell_name(self.explorer.cursor))

    def say_cell(self, seat: PlayerId, cell: Cell) -> None:
        """Say one cell of ``seat``'s zoo; an empty cell of the player's own zoo tells how
        many placements of the tile in hand (or on auction) cover it."""
        own = seat == self.home_seat()
        tile = self.tile_for(seat) if own else None
        self.app.say(self.narrator.cell_line(self.view(), seat, cell, tile), "result",
                     remember=False)

    def places(self, seat: PlayerId, rest: tuple[str, ...]) -> None:
        """List where the tile in hand (or on auction) can go in the player's own zoo; with
        a cell, only the placements covering it."""
        tile = self.tile_for(seat)
        if tile is None:
            self.app.tell("shell-ozoolemio-no-tile", remember=False)
            return
        if self.match.view(None).phase is Phase.PLACE and not rest:
            self.prompt_turn(seat)
            return
        view: OzooView = self.match.view(seat)
        zoo = view.players[seat].zoo
        placements = list(legal_placements(zoo, tile))
        cell, _ = self._split(rest)
        narrator = self.narrator
        if cell is not None:
            placements = [p for p in placements if cell in p.cells]
        if not placements:
            self.app.tell("shell-ozoolemio-none-covers" if cell is not None
                          else "shell-ozoolemio-fits-nowhere", remember=False,
                          cell=cell_name(cell) if cell is not None else "")
            return
        if cell is None and len(placements) > self.list_max:
            groups = end_groups(zoo, [Place(p.cell, p.facing) for p in placements])
            labels = [narrator.end_label(g.place, g.sources, len(g.actions)) for g in groups]
            lines = narrator.places_ends_lines(len(placements), labels)
        else:
            lines = narrator.places_lines(
                cell_name(cell) if cell is not None else None,
                [narrator.placement_label(view, seat, tile, p) for p in placements])
        self.app.say(lines, "result", remember=False)

    list_max = 12
    """More placements than this are grouped by the cells where paths end."""

