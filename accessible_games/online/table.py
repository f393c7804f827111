"""A table of the server: one match, its seats (players or bots), each seated player's own
shell session of the game, and the thread that plays the bots.

Every session of a table shares the one match.  A seated player's thread runs their
session while it holds the table's lock, and gives the lock up whenever it waits for a line
(``RemoteInput``); the bots' thread holds it only to apply a move, never while a bot
thinks.  Whoever applies a move, the match tells the table (``Match.observer``), and the
table has every other seat's session narrate it from that seat's own view and in its
player's language (``GameSession.tell_move``): the network never carries more than what
a seat's own session said.

A table is saved after every human move (as a local game is), in the save format with the
table's seats and the bots' dice in its ``meta``, so that a restarted server picks it up.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_games.core.bots import Bot, dice_states, set_dice_states
from accessible_games.core.errors import SaveError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.core.save import save as save_match
from accessible_games.core.search import make_bot, search_budget
from accessible_games.narration.l10n import L10n
from accessible_games.online.players import Player
from accessible_games.online.seats import Woken
from accessible_games.registry import entry
from accessible_games.shell.session import BOT_SEED_FACTOR, AnySession, Quit, SessionHooks
from accessible_games.shell.sessions import bot_name, past_lines

CODE_LETTERS = "ACDEFHJKMNPRTUVWXY3479"
"""The letters and digits of a table's code: none that a voice or a reader could take for
another (no B and D, no O and 0, no I, L and 1, no S and 5, no G and 6, no Z and 2)."""
CODE_LENGTH = 4


def new_code(taken: Callable[[str], bool]) -> str:
    """Return a table code nobody uses ("K7PA")."""
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


class LeaveTable(Exception):
    """The player leaves the table for the lobby (their seat waits for them)."""


class _TableHooks(SessionHooks):
    """A seat's session at a table: the table saves, never the session."""

    saves = False


TABLE_HOOKS = _TableHooks()


class Table:
    """One table: its game and options, its seats, and once started its match.

    Args:
        code: the table's code.
        game_id: the game.
        seats: the number of seats.
        bots: how many of them bots take from the start (the last ones).
        bot_kind: the kind of every bot of the table (also of seats left free at the start).
        options: the game's options (variant, expansions).
        creator: the token of the player who created the table (who starts it).
        lang: the creator's language, in which the bots are named (a name is the
            table's, the same for every seat).
        folder: where the table is saved.
        bot_delay: the seconds a bot waits before each move.
    """

    def __init__(self, code: str, game_id: str, seats: int, bots: int, bot_kind: str,
                 options: dict[str, JsonValue], creator: str, lang: str, folder: Path,
                 bot_delay: float = 0.0) -> None:
        self.code = code
        self.game_id = game_id
        self.seat_count = seats
        self.bot_seats = frozenset(range(seats - bots, seats))
        self.bot_kind = bot_kind
        self.options = options
        self.creator = creator
        self.lang = lang
        self.folder = folder
        self.bot_delay = bot_delay
        self.lock = threading.Lock()
        self.changed = threading.Condition(self.lock)
        self.sitting: dict[PlayerId, Player] = {}
        self.match: AnyMatch | None = None
        self.sessions: dict[PlayerId, AnySession] = {}
        self.bots: dict[PlayerId, Bot] = {}
        self.resumed = False
        self.restored_history: list[tuple[PlayerId, Any]] = []
        """The moves a restored table came back with: what ``history`` narrates again."""
        self.closed = False
        self._acting: dict[int, PlayerId] = {}
        """The seat whose session runs in each thread (by thread id): its own moves it
        narrates itself."""
        self._bots_thread: threading.Thread | None = None

    # -- seats -----------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Return whether the game has begun."""
        return self.match is not None

    def free_seats(self) -> list[PlayerId]:
        """Return the human seats nobody took yet (none once started)."""
        if self.started:
            return []
        return [seat for seat in range(self.seat_count)
                if seat not in self.bot_seats and seat not in self.sitting]

    def seat_of(self, player: Player) -> PlayerId | None:
        """Return ``player``'s seat, or None."""
        for seat, sitting in self.sitting.items():
            if sitting is player:
                return seat
        return None

    def sit(self, player: Player, seat: PlayerId) -> bool:
        """Seat ``player`` at a free seat; return whether they sat."""
        if seat not in self.free_seats() or self.seat_of(player) is not None:
            return False
        self.sitting[seat] = player
        self.wake_all(but=player)
        return True

    def stand(self, player: Player) -> None:
        """Take ``player`` off their seat before the start (after it, the seat waits)."""
        seat = self.seat_of(player)
        if seat is not None and not self.started:
            del self.sitting[seat]
            self.wake_all()

    def present(self) -> list[Player]:
        """Return the players seated, by seat."""
        return [self.sitting[seat] for seat in sorted(self.sitting)]

    def wake_all(self, but: Player | None = None) -> None:
        """Wake every seated player's read that waits for the table to change (but
        ``but``'s, who changed it and knows)."""
        for player in self.sitting.values():
            if player is not but:
                player.wake()

    # -- the match -------------------------------------------------------------

    def start(self, starter: Player | None = None, seed: int | None = None) -> None:
        """Start the game: free seats go to bots; every seated player gets a session of
        it in their own language (the caller holds the lock).

        Raises:
            GameError: the game refuses the players or options.
        """
        game = entry(self.game_id).load_game()
        specs = []
        names = L10n(self.lang)
        for seat in range(self.seat_count):
            player = self.sitting.get(seat)
            if player is None:
                specs.append(PlayerSpec(bot_name(names, seat), self.bot_kind))
            else:
                specs.append(PlayerSpec(player.name))
        if seed is None:
            seed = time.time_ns() % 2**32
        self.attach(Match.start(game, specs, dict(self.options), seed), resumed=False,
                    starter=starter)
        self.save()

    def attach(self, match: AnyMatch, resumed: bool, dice: dict[str, Any] | None = None,
               starter: Player | None = None) -> None:
        """Take ``match`` as the table's (new or restored), make its bots and start their
        thread; wake the players waiting for it (but its ``starter``)."""
        self.match = match
        self.resumed = resumed
        self.restored_history = list(match.history)
        match.observer = self._observed
        game = match.game
        game_bot = entry(self.game_id).make_bot
        for seat, spec in enumerate(match.players):
            if spec.is_bot:
                bot = make_bot(spec.bot or "greedy", match.seed * BOT_SEED_FACTOR + seat,
                               game, game_bot, search_budget(game), time.process_time)
                if dice is not None:
                    set_dice_states(bot, dice.get(str(seat)))
                self.bots[seat] = bot
        self._bots_thread = threading.Thread(target=self._play_bots, daemon=True,
                                             name=f"table-{self.code}-bots")
        self._bots_thread.start()
        self.wake_all(but=starter)

    def _observed(self, player: PlayerId, action: Any, events: tuple[Event, ...]) -> None:
        """A move was applied (the lock is held): save after a human's, let every other
        session narrate it, wake everyone."""
        if player not in self.bots:
            self.save()
        acting = self._acting.get(threading.get_ident())
        for seat, session in self.sessions.items():
            if seat != acting:
                session.tell_move(player, action, events)
        self.wake_all(but=self.sitting.get(acting) if acting is not None else None)
        self.changed.notify_all()

    def _play_bots(self) -> None:
        """Play every bot's move, each from its own view, until the game ends."""
        with self.lock:
            while not self.closed and self.match is not None and not self.match.is_over():
                match = self.match
                seat = next((s for s in sorted(match.to_move()) if s in self.bots), None)
                if seat is None:
                    self.changed.wait()
                    continue
                view, legal, moves = match.view(seat), match.legal_actions(seat), \
                    len(match.history)
                bot = self.bots[seat]
                dice = dice_states(bot)
                self.lock.release()
                try:
                    if self.bot_delay:
                        time.sleep(self.bot_delay)
                    action = bot.choose(view, legal)
                finally:
                    self.lock.acquire()
                if len(match.history) != moves or self.closed:
                    set_dice_states(bot, dice)  # the table moved on: choose again
                    continue
                match.act(seat, action)

    def save(self) -> None:
        """Write the table's save (the lock is held); a failure leaves the last one."""
        if self.match is None:
            return
        try:
            save_match(self.path, self.match, self.meta())
        except (OSError, SaveError):
            pass

    @property
    def path(self) -> Path:
        """Return the table's save file."""
        return self.folder / f"{self.code}.json"

    def meta(self) -> dict[str, object]:
        """Return what the save keeps of the table: its seats and the bots' dice."""
        return {"table": {"code": self.code, "creator": self.creator, "lang": self.lang,
                          "bot_kind": self.bot_kind,
                          "seats": {str(seat): {"token": player.token, "lang": player.lang,
                                                "verbosity": player.verbosity}
                                    for seat, player in self.sitting.items()}},
                "bots": {str(seat): dice_states(bot) for seat, bot in self.bots.items()}}

    def close(self) -> None:
        """End the table (its game is over and everyone left): remove its save."""
        self.closed = True
        self.changed.notify_all()
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass

    # -- a seat's shell --------------------------------------------------------

    def session_of(self, player: Player, seat: PlayerId) -> AnySession:
        """Return ``seat``'s session, made for ``player`` on first use (the lock is held)."""
        session = self.sessions.get(seat)
        if session is None:
            assert self.match is not None and player.app is not None
            player.app.seat = seat
            session = entry(self.game_id).make_session(player.app, self.match, self.resumed)
            session.hooks = TABLE_HOOKS
            if self.resumed:
                app, match, history = player.app, self.match, self.restored_history
                app.announcer.viewer = seat
                app.announcer.recall(
                    lambda: past_lines(app.settings, app.lang, match, history))
            self.sessions[seat] = session
        return session

    def play_seat(self, player: Player, seat: PlayerId) -> None:
        """Run ``player``'s seat until the game is over and they leave it (the lock is
        held): the opening (or the table summed up), then their decisions when their turn
        comes and their questions meanwhile, then questions about the final table.

        Raises:
            LeaveTable: the player left for the lobby before the end.
        """
        assert self.match is not None and player.app is not None
        app = player.app
        fresh = seat not in self.sessions
        session = self.session_of(player, seat)
        self._acting[threading.get_ident()] = seat
        app.remote.lock = self.lock
        try:
            if fresh:
                session.start()
            else:
                session.resume_summary()
            while not self.match.is_over():
                if seat in self.match.to_move() and seat not in self.bots:
                    session.human_decision(seat)
                else:
                    self.wait_turn(player, session, seat)
            session.after_the_game()
        except Quit:
            raise LeaveTable from None
        finally:
            app.remote.lock = None
            self._acting.pop(threading.get_ident(), None)

    def wait_turn(self, player: Player, session: AnySession, seat: PlayerId) -> None:
        """While others decide, answer one line of ``player`` (a question, a command), or
        return when the table changes."""
        assert self.match is not None and player.app is not None
        app = player.app
        names = [self.match.players[s].name for s in sorted(self.match.to_move())]
        listed = and_list(app.l10n, names)
        app.remote.wakeable = True
        try:
            line = app.read(app.text("online-prompt-waiting", names=listed,
                                     count=len(names)))
        except Woken:
            return
        finally:
            app.remote.wakeable = False
        parsed = app.vocabulary.parse(line)
        if parsed.kind == "empty":
            return
        if parsed.kind == "command" and parsed.value in ("quit", "back"):
            raise LeaveTable
        if parsed.kind == "command" and parsed.value == "save":
            app.tell("online-saved-by-server", remember=False)
        elif parsed.kind == "command":
            session.query(seat, str(parsed.value), parsed.rest)
        else:
            app.tell("online-not-your-turn", remember=False, names=listed,
                     count=len(names))


def and_list(l10n: L10n, items: list[str]) -> str:
    """Return ``items`` joined as a sentence lists them ("Eva, Petr and Jan")."""
    text = items[0] if items else ""
    for index, item in enumerate(items[1:], start=2):
        text = l10n("common-list-and" if index == len(items) else "common-list-comma",
                    {"head": text, "item": item})
    return text
