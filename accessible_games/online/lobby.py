"""A player's shell on the server: the lobby's numbered menus, a table's waiting room, the
game, and back; chat and ``who`` at any prompt.

It runs in the player's own thread (``Player.run``) with the same menus as the local shell
(``shell.menu``): the game, the players and bots, the bots' strength and the game's own
questions are asked as for a local game.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from accessible_games.core.errors import GameError
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.lists import numbered_text
from accessible_games.online.players import Player
from accessible_games.online.seats import Woken
from accessible_games.online.table import LeaveTable, Table, and_list, new_code
from accessible_games.registry import entry
from accessible_games.shell.commands import fold, words_of
from accessible_games.shell.menu import ask_bot_kind, ask_number, choose_game
from accessible_games.shell.settings_menu import pick_number, say_choices

if TYPE_CHECKING:
    from pathlib import Path

LOBBY: tuple[str, ...] = ("create", "join", "leave")
"""The lobby's entries."""


class Server:
    """What every player's shell shares: the players by name and token, the tables by
    code, the folder of the tables' saves.  ``lock`` guards the two dictionaries."""

    def __init__(self, folder: Path, bot_delay: float = 0.0) -> None:
        self.folder = folder
        self.bot_delay = bot_delay
        self.lock = threading.Lock()
        self.players: dict[str, Player] = {}
        """By token."""
        self.tables: dict[str, Table] = {}

    def named(self, name: str) -> Player | None:
        """Return the player of that name (compared without case), if any."""
        folded = name.casefold()
        return next((p for p in self.players.values() if p.name.casefold() == folded), None)

    def open_tables(self, player: Player) -> list[Table]:
        """Return the tables ``player`` may go to: where they sit, and those that wait for
        players, by code."""
        with self.lock:
            tables = sorted(self.tables.values(), key=lambda t: t.code)
        return [t for t in tables if t.seat_of(player) is not None or t.free_seats()]


def player_shell(server: Server, player: Player) -> None:
    """Run ``player``'s shell until they leave the server (``Gone`` ends it too)."""
    app = player.make_app()
    app.remote.side = lambda line: side_line(server, player, line)
    app.tell("online-welcome", "alert", name=player.name)
    while True:
        table = player.table
        if table is None:
            if not lobby_entry(server, player):
                app.tell("online-goodbye", "alert")
                player.end()
                return
        else:
            attend(server, player, table)


def lobby_entry(server: Server, player: Player) -> bool:
    """Say the lobby's menu, read an entry and open it; return False to leave the server."""
    app = player.app
    assert app is not None
    labels = [app.text("online-lobby-" + key) for key in LOBBY]
    what = app.text("online-prompt-lobby")
    say_choices(app, what, labels, app.text("online-lobby", items=numbered_text(app.l10n, labels)))
    try:
        number = pick_number(app, len(LOBBY), what, labels=labels)
    except EOFError:
        return False
    key = LOBBY[number - 1] if number else None
    if key == "create":
        create_table(server, player)
    elif key == "join":
        join_table(server, player)
    return key != "leave"


def create_table(server: Server, player: Player) -> None:
    """Ask the game, the seats, the bots and the game's questions; open the table with
    its creator in the first seat."""
    app = player.app
    assert app is not None
    game_id = choose_game(app)
    if game_id is None:
        return
    game = entry(game_id)
    low, high = game.players
    count = ask_number(app, "shell-ask-players", "shell-prompt-players", low, high, low)
    if count is None:
        return
    bots = ask_number(app, "online-ask-bots", "shell-prompt-bots", 0, count - 1, 0)
    if bots is None:
        return
    kind = ask_bot_kind(app, app.settings.bot_kind)
    if kind is None:
        return
    options = {} if game.ask_options is None else game.ask_options(app)
    if options is None:
        return
    with server.lock:
        code = new_code(lambda c: c in server.tables)
        table = Table(code, game_id, count, bots, kind, options, player.token, player.lang,
                      server.folder, server.bot_delay)
        server.tables[code] = table
    with table.lock:
        table.sit(player, 0)
    player.table = table
    app.tell("online-table-created", "alert", code=spoken_code(code),
             game=app.text(game.name_id), free=len(table.free_seats()))


def join_table(server: Server, player: Player) -> None:
    """List the tables to go to (by number, or a code typed); sit at the one chosen."""
    app = player.app
    assert app is not None
    tables = server.open_tables(player)
    if not tables:
        app.tell("online-no-tables", remember=False)
        return
    labels = [table_label(app.l10n, t, player) for t in tables]
    what = app.text("online-prompt-table")
    say_choices(app, what, labels, app.text("online-tables", items=numbered_text(app.l10n, labels)))
    while True:
        line = app.read(app.text("online-prompt-table-or-code", count=len(tables))).strip()
        if line == "" or app.vocabulary.parse(line).value == "back":
            return
        chosen: Table | None = None
        if line.isdecimal() and 1 <= int(line[:4]) <= len(tables):
            chosen = tables[int(line) - 1]
        else:
            with server.lock:
                chosen = server.tables.get(line.upper().replace(" ", ""))
        if chosen is None:
            app.tell("online-no-such-table", remember=False)
            continue
        with chosen.lock:
            if chosen.seat_of(player) is None:
                free = chosen.free_seats()
                if not free:
                    app.tell("online-table-full", remember=False)
                    continue
                chosen.sit(player, free[0])
        player.table = chosen
        return


def table_label(l10n: L10n, table: Table, player: Player) -> str:
    """Return a table as the list names it ("K7PA, Beasty Bar, 3 seats, 1 free, Petr")."""
    names = [p.name for p in table.present()]
    return l10n("online-table-label", code=spoken_code(table.code),
                game=l10n(entry(table.game_id).name_id), seats=table.seat_count,
                free=len(table.free_seats()), players=and_list(l10n, names),
                mine="yes" if table.seat_of(player) is not None else "no",
                started="yes" if table.started else "no")


def spoken_code(code: str) -> str:
    """Return a table code as it is said and shown: its letters apart ("K 7 P A"), so a
    voice spells it and a Braille display shows it as typed."""
    return " ".join(code)


def attend(server: Server, player: Player, table: Table) -> None:
    """Keep ``player`` at ``table``: the waiting room until the start, then their seat
    until they leave it (back to the lobby) or the game ends."""
    app = player.app
    assert app is not None
    with table.lock:
        app.remote.lock = table.lock
        try:
            while not table.started:
                if not waiting_room(table, player):
                    table.stand(player)
                    player.table = None
                    return
        finally:
            app.remote.lock = None
        seat = table.seat_of(player)
        assert seat is not None
        try:
            table.play_seat(player, seat)
        except LeaveTable:
            app.tell("online-left-table", "alert", code=spoken_code(table.code))
            player.table = None
            return
        player.table = None
        del table.sitting[seat]
        if not table.sitting:
            table.close()
            with server.lock:
                server.tables.pop(table.code, None)


def waiting_room(table: Table, player: Player) -> bool:
    """Before the start: the creator may start, anyone may leave; return False to leave
    (the lock is held)."""
    app = player.app
    assert app is not None
    creator = player.token == table.creator
    keys = ("start", "leave") if creator else ("leave",)
    labels = [app.text("online-room-" + key) for key in keys]
    what = app.text("online-prompt-room", code=spoken_code(table.code),
                    free=len(table.free_seats()))
    app.remote.wakeable = True
    try:
        number = pick_number(app, len(keys), what, labels=labels)
    except Woken:
        return True
    except EOFError:
        return False
    finally:
        app.remote.wakeable = False
    key = keys[number - 1] if number else "leave"
    if key == "start":
        try:
            table.start(player)
        except GameError as error:
            app.say(app.l10n(error.reason, error.args_map), "alert")
        return True
    return False


def _words(msg_id: str) -> set[str]:
    """Return a side command's words in either language (folded)."""
    return {word for lang in LANGUAGES for word in words_of(L10n(lang, strict=False), msg_id)}


SAY_WORDS = _words("online-words-say")
WHO_WORDS = _words("online-words-who")


def side_line(server: Server, player: Player, line: str) -> bool:
    """Answer chat ("say hello") and ``who`` at whatever prompt; return whether the line
    was one of them (the caller holds the player's table's lock, if they are at one)."""
    first, _, rest = line.strip().partition(" ")
    word = fold(first)
    app = player.app
    assert app is not None
    if word in WHO_WORDS and not rest.strip():
        say_who(server, player)
        return True
    if word not in SAY_WORDS:
        return False
    text = rest.strip()
    table = player.table
    if not text:
        app.tell("online-chat-empty", remember=False)
    elif table is None:
        app.tell("online-chat-no-table", remember=False)
    else:
        for other in table.present():
            if other.app is not None:
                other.app.chat(
                    other.app.text("online-chat", name=player.name, text=text))
    return True


def say_who(server: Server, player: Player) -> None:
    """Say who is at the player's table (or on the server, from the lobby), and who of
    them is away."""
    app = player.app
    assert app is not None
    table = player.table
    if table is not None:
        people = [app.text("online-who-entry", name=p.name, away="no" if p.link.present
                           else "yes") for p in table.present()]
        app.say(app.text("online-who-table", code=spoken_code(table.code),
                         names=and_list(app.l10n, people)), "result", remember=False)
        return
    with server.lock:
        everyone = sorted(server.players.values(), key=lambda p: p.name.casefold())
    people = [app.text("online-who-entry", name=p.name, away="no" if p.link.present
                       else "yes") for p in everyone]
    app.say(app.text("online-who-server", count=len(people),
                     names=and_list(app.l10n, people)), "result", remember=False)
