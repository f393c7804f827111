"""What every game session at the keyboard shares: seats, bots, the loop, saving, leaving.

A game's session (``BeastyBarSession``, ``AquarettoSession``) adds its own
narration, prompts and questions on top of ``GameSession``, and overrides the
loop's steps where its game differs (sealed bids, a private hand).
"""

from __future__ import annotations

import errno
import time
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager, nullcontext
from functools import partial
from dataclasses import replace
from typing import Any, Generic, Protocol, TypeVar

from accessible_games.core.bots import Bot, dice_states, set_dice_states
from accessible_games.core.errors import IllegalAction, SaveError
from accessible_games.core.events import Event, PlayerId
from accessible_games.core.game import A, S
from accessible_games.core.match import Match
from accessible_games.core.save import save as save_match
from accessible_games.core.search import Budget, SearchBot, make_bot, search_budget
from accessible_games.narration.narrator import Narrator
from accessible_games.narration.rules import RulesBook
from accessible_games.shell.app import App
from accessible_games.shell.commands import Parsed
from accessible_games.shell.interrupts import Hangup, deferred
from accessible_games.shell.line_input import BACK
from accessible_games.shell.hints import analyse, hint_lines, hint_seed, hint_step_lines
from accessible_games.shell.settings import autosave_path

BOT_SEED_FACTOR = 31
"""A bot's own seed is the game's seed times this, plus its seat."""

BOT_DICE = "bots"
"""The key of the bots' dice in a save's ``meta`` (see docs/save-format.md)."""

NOT_AFTER_THE_GAME = frozenset({"why", "hint", "save", "settings"})
"""Commands that ask about a decision to come or change the game: none is left once it
ended."""

HOME_VARIABLE = "ACCESSIBLE_GAMES_HOME"
"""The environment variable that chooses the data folder (see shell/settings.py), which a
failed save tells the player to set."""

SAVE_FAILURES: dict[int, str] = {
    errno.EACCES: "not-writable", errno.EPERM: "not-writable", errno.EROFS: "not-writable",
    errno.ENOSPC: "disk-full", errno.EDQUOT: "disk-full",
    errno.ENOTDIR: "not-a-folder", errno.EEXIST: "not-a-folder",
}
"""Why a save failed, by the error's number, as the message ``shell-save-failed`` says it
(any other number is said as "other", with the system's own words): the folder is not
writable, the disk is full, or the data folder (or a folder above it) is a file."""


def save_failure(error: OSError) -> str:
    """Return why a save failed, as ``SAVE_FAILURES`` names it ("other" if unknown)."""
    return SAVE_FAILURES.get(error.errno or 0, "other")


class PhasedView(Protocol):
    """What the shared loop reads of a view: the phase the table is in."""

    @property
    def phase(self) -> object:
        """Return the game's phase (an enum of the game's own)."""
        ...


V = TypeVar("V", bound=PhasedView)


class Quit(Exception):
    """The player left; the game is saved."""


class SessionHooks:
    """Where something that wraps a session (a tutorial) may step in; by default nothing.

    The session calls each hook at its seam; a hook may raise to leave the decision
    being read (the tutorial's ``StepRefused``, ``BackToList``).
    """

    saves = True
    """Whether the session writes (and removes) the autosave."""

    def before_act(self, player: PlayerId, action: Any) -> None:
        """Called before an action is applied."""

    def take_line(self, seat: PlayerId, parsed: Parsed) -> bool | None:
        """Take a typed line before the session does: True when it made the decision,
        False when it answered without one, None when the line is the session's."""
        return None

    def before_back(self, seat: PlayerId) -> None:
        """Called when the player types back, before the session closes or cancels."""

    def prompt(self, seat: PlayerId) -> bool:
        """Say the decision's prompt instead of the session; return whether it did."""
        return False

    def refuse_save(self) -> None:
        """Say why nothing is saved (only asked when ``saves`` is False)."""

    def hinted(self, seat: PlayerId) -> Any | None:
        """Return the action a hint names instead of the strong bot's (a tutorial's next
        step), or None."""
        return None


NO_HOOKS = SessionHooks()
"""A session on its own: nothing steps in."""


class GameSession(Generic[S, A, V]):
    """The plumbing of one game at the keyboard: who sits where, the bots, the autosave.

    Args:
        app: the shell context (language, settings, output, input).
        match: the match to play, new or loaded from the autosave.
        resumed: True when the match was loaded from the autosave.
    """

    paced_phase: object = None
    """The phase at whose start a bot waits the announced delay (its turn's start)."""
    bot_factory: Callable[[str, int], Bot]
    """Make a bot of a kind with its own seed (the game's own ``make_bot``: its random and
    greedy bots; the strong bot is ``core.search``'s, its rollouts by the greedy one)."""
    rules_book: RulesBook
    """The game's rules topics, for ``rules``."""
    animals: tuple[str, ...] = ()
    """The encyclopedia entries ``about`` lists (all of them when empty)."""
    _narrator: Narrator[V]
    keyboard: PlayerId | None
    narrate: Callable[[tuple[Event, ...]], None]
    """Say events as the player at the keyboard hears them (the game's session)."""
    human_turn: Callable[[PlayerId], None]
    query: Callable[[PlayerId, str, tuple[str, ...]], None]
    """Answer a free question or command for a seat (the game's queries)."""
    handle: Callable[[PlayerId, Parsed], bool]
    """Handle one typed line of a decision; True once it is made (the game's session)."""
    """Prompt a human and read lines until one decision is made (the game's session)."""
    view: Callable[[], V]
    """The view of the player at the keyboard (the game's queries)."""
    resumed_turn: Callable[[V], int]
    """The turn said when a saved game resumes, from the keyboard's view (the game's
    session, unless it sums up a resumed game its own way)."""
    _make_narrator: Callable[[], Narrator[V]]
    hooks: SessionHooks = NO_HOOKS
    """What a wrapper (a tutorial) changes at the session's seams."""
    choice_words: Callable[[PlayerId, Any], tuple[str, str | None]]
    """How ``seat``'s lists name an action and what to type for it now (None: no list said
    holds it), for a hint and a tutorial's steps (``NumberedChoices``, or the game's)."""

    def __init__(self, app: App, match: Match[S, A, V], resumed: bool = False) -> None:
        self.app = app
        self.match = match
        self.resumed = resumed
        self.humans = [] if app.watching else [app.seat] if app.seat is not None else \
            [seat for seat, spec in enumerate(match.players) if not spec.is_bot]
        """The human seats at this keyboard: at a table of the server, the shell's own
        (none for a spectator's)."""
        self.bots: dict[PlayerId, Bot] = {
            seat: make_bot(spec.bot or "greedy", match.seed * BOT_SEED_FACTOR + seat,
                           match.game, self.bot_factory, self.search_budget(), time.process_time)
            for seat, spec in enumerate(match.players) if spec.is_bot}
        self._save_failed: str | None = None
        """Why the last save failed, as said to the player (``save_failure``); None after
        a save that worked."""
        self.asking = app.text("shell-prompt-decision")
        """The prompt of the decision said last ("Play, 1 to 4:"): the game's session sets
        it with ``ask`` wherever it says a question, and every read of the decision shows it."""
        super().__init__()

    def search_budget(self) -> Budget:
        """Return the strong bots' budget for the thinking time of the settings."""
        return search_budget(self.match.game, self.app.settings.thinking)

    def refresh_language(self) -> None:
        """Rebuild what depends on the language or verbosity after a settings change."""
        self.narrator = self._make_narrator()

    @property
    def narrator(self) -> Narrator[V]:
        """The game's sentences for the player at the keyboard."""
        return self._narrator

    @narrator.setter
    def narrator(self, narrator: Narrator[V]) -> None:
        if self.app.seat is not None:
            narrator.one_listener()
        self._narrator = narrator

    def hint(self, seat: PlayerId) -> None:
        """Say what the strong bot would choose at ``seat``'s decision, from ``seat``'s own
        view, and why (``shell.hints``); private to ``seat``, nothing committed."""
        app = self.app
        if not app.settings.hints:
            app.tell("shell-hint-off", remember=False)
            return
        step = self.hooks.hinted(seat)
        if step is not None:
            app.say(hint_step_lines(app, *self.choice_words(seat, step)), "result", owner=seat)
            return
        legal = self.match.legal_actions(seat)
        if not legal:
            app.tell("shell-hint-not-now", remember=False)
            return
        analysis = analyse(self.match.game, partial(self.bot_factory, "greedy"),
                           self.search_budget(), time.process_time,
                           hint_seed(seat, len(self.match.history)), self.match.view(seat),
                           legal)
        app.say(hint_lines(app, analysis, partial(self.choice_words, seat)), "result",
                owner=seat)

    # -- the loop --------------------------------------------------------------

    def run(self) -> int:
        """Play until the game ends or the player leaves; return the exit status (0).

        Ctrl-C anywhere (a bot's delay, narration, speech, a menu of the game) is answered
        with the sentence the prompt answers it with, and the game goes on: the decision
        under way is asked again.  SIGHUP and SIGTERM (``Hangup``) save the game without a
        word and leave.
        """
        app = self.app
        before = app.ctrl_c_message
        app.ctrl_c_message = "shell-ctrl-c" if self.hooks.saves else "shell-ctrl-c-unsaved"
        try:
            self.through_ctrl_c(self.start)
            while not self.match.is_over():
                try:
                    self.through_ctrl_c(self.step)
                except KeyboardInterrupt:  # it came between two steps, not in one
                    self.answer_ctrl_c()
            self.finish()
            while self.humans and not self.through_ctrl_c(self.after_the_game):
                pass
            return 0
        except Quit:
            return 0
        except Hangup:
            self.save_on_hangup()
            raise
        finally:
            app.ctrl_c_message = before
            app.held.release()

    def start(self) -> None:
        """Say the opening of a new game, or the summary of a resumed one."""
        with self.paced():
            if self.resumed:
                self.resume_summary()
            else:
                self.opening()

    def through_ctrl_c(self, part: Callable[[], None]) -> bool:
        """Run ``part``; return True, or False after Ctrl-C stopped it and was answered
        with one sentence (speech silenced first)."""
        try:
            part()
            self.app.held.release()
        except KeyboardInterrupt:
            self.answer_ctrl_c()
            return False
        return True

    def answer_ctrl_c(self) -> None:
        """Answer Ctrl-C with one sentence, speech silenced first (a second Ctrl-C held
        back until it is said)."""
        with deferred():
            self.app.announcer.end_partial_line()
            self.app.announcer.stop()
            self.app.tell(self.app.ctrl_c_message, remember=False)

    def after_the_game(self) -> None:
        """After the result, answer questions about the final table (history, scores,
        the table, rules) at the prompt "Game over, Enter to leave:" until Enter, back,
        quit or end of input; nothing is saved."""
        app = self.app
        self.ask(app.text("shell-prompt-game-over"))
        seat = self.keyboard if self.keyboard is not None else min(self.humans, default=0)
        while True:
            try:
                line = app.read(self.asking)
            except EOFError:
                return
            parsed = app.vocabulary.parse(line)
            if parsed.kind == "empty" or line == BACK or \
                    (parsed.kind == "command" and parsed.value in ("back", "quit")):
                return
            if parsed.kind == "command" and parsed.value not in NOT_AFTER_THE_GAME:
                self.query(seat, str(parsed.value), parsed.rest)
            else:
                app.tell("shell-game-over-usage", remember=False)

    @property
    def bots_wait_for_the_voice(self) -> bool:
        """Whether the bots wait for the voice: in a game of bots alone (watched) with a
        bot delay.  With a player at the table they never do: the prompt never waits for
        the voice, and the player's next command cuts it off."""
        return not self.humans and self.app.settings.bot_delay > 0

    def paced(self) -> AbstractContextManager[None]:
        """Pace the lines said within when the bots wait for the voice (each printed as
        the voice gets to it); else say them at once."""
        return self.app.announcer.paced() if self.bots_wait_for_the_voice else nullcontext()

    def opening(self) -> None:
        """Narrate the setup of a new game."""
        self.narrate(self.match.setup_events)

    def resume_summary(self) -> None:
        """Sum up a resumed game: the game and turn, the players and the table."""
        view = self.view()
        self.app.say(self.resumed_line(self.resumed_turn(view)))
        self.app.say(self.narrator.players_line(view))
        self.app.say(self.narrator.table_lines(view))

    def game_title(self) -> str:
        """Return the game's name with its variant, if it has one ("Beasty Bar, advanced
        game")."""
        name = self.app.text(f"game-name-{self.match.game.game_id}")
        variant = self.match.options.get("variant")
        if not variant:
            return name
        return self.app.text("shell-game-variant", game=name, variant=str(variant))

    def resumed_line(self, turn: int) -> str:
        """Return the first line of a resumed game: the game, its variant or expansions
        and the turn ("Beasty Bar, advanced game, resumed at turn 4.")."""
        given = self.match.options.get("expansions")
        # a game without expansions ignores the option, but a save may hold anything there
        expansions = [name for name in given if isinstance(name, str)] \
            if isinstance(given, list) else []
        names = ", ".join(self.expansion_name(str(name)) for name in expansions)
        return self.app.text("shell-resumed", game=self.game_title(), turn=turn,
                             count=len(expansions), names=names)

    def expansion_name(self, expansion: str) -> str:
        """Return an expansion's name in words, by the game's message
        ``<game id>-expansion-name`` (its id where the game has none)."""
        msg_id = f"{self.match.game.game_id}-expansion-name"
        return self.app.text(msg_id, name=expansion) if self.app.l10n.has(msg_id) \
            else expansion

    def step(self) -> None:
        """Let the player whose turn it is decide: a bot, or a human at the keyboard."""
        seat = min(self.match.to_move())
        if seat in self.bots:
            self.bot_turn(seat)
        else:
            self.human_decision(seat)

    def human_decision(self, seat: PlayerId) -> None:
        """Read ``seat``'s lines until its decision now is made (a game whose decisions
        differ by phase, such as a sealed bid, chooses the right one)."""
        self.human_turn(seat)

    def bot_turn(self, seat: PlayerId) -> None:
        """Let a bot choose from its own view, after the announced delay at a turn's start.

        Where the bots wait for the voice (``bots_wait_for_the_voice``), the delay starts
        once the lines before have been said, and each line of the bot's move is printed
        as the voice gets to it."""
        self.app.held.release()
        delay = self.app.settings.bot_delay
        if delay > 0 and self.match.view(seat).phase is self.paced_phase:
            if self.bots_wait_for_the_voice:
                self.app.announcer.catch_up()
            else:
                self.app.announcer.flush()
            time.sleep(delay)
        bot = self.bots[seat]
        if isinstance(bot, SearchBot):  # the settings may have changed its thinking time
            bot.plan = replace(bot.plan, budget=self.search_budget())
        dice, moves = dice_states(bot), len(self.match.history)
        try:
            action = bot.choose(self.match.view(seat), self.match.legal_actions(seat))
            with self.paced():
                self.act(seat, action)
        except BaseException:
            if len(self.match.history) == moves:  # stopped before its move: choose again
                set_dice_states(bot, dice)
            raise

    def act(self, player: PlayerId, action: A) -> None:
        """Apply an action (already known legal), autosave a human's, then narrate it."""
        self.tell_move(player, action, self.apply(player, action))

    def tell_move(self, player: PlayerId, action: A, events: tuple[Event, ...]) -> None:
        """Narrate a move just applied: its events, as the player at the keyboard hears
        them.  It is also how a seat at a table of the server hears another's move (that
        seat's session did not apply it)."""
        self.narrate(events)

    def apply(self, player: PlayerId, action: A) -> tuple[Event, ...]:
        """Apply an action (already known legal) and autosave a human's, Ctrl-C and the
        hangup signals held back until both are done and, unless the bots wait for the
        voice (where Ctrl-C silences it), until the move is said (the next read or
        bot's turn: ``App.held``); return its events.

        The save comes before a word of the move is said, so a move the player heard is
        always in the save (or, a bot's, replayed from it: see ``autosave_after``)."""
        self.hooks.before_act(player, action)
        if not self.bots_wait_for_the_voice:
            self.app.held.hold()
        with deferred():
            events = self.match.act(player, action)
            self.autosave_after(player)
        return events

    def try_commit(self, seat: PlayerId, action: A) -> bool:
        """Commit ``action`` if legal now; otherwise say the core's reason and change nothing."""
        if self.match.is_legal(seat, action):
            return self.commit(seat, action)
        error = self.match.explain(seat, action)
        self.app.say(self.narrator.error_line(error or IllegalAction("core-error-illegal-action")),
                     "result", remember=False)
        return False

    def commit(self, seat: PlayerId, action: A) -> bool:
        """Apply a legal decision; return True (a decision was made)."""
        self.act(seat, action)
        return True

    # -- saving and leaving ----------------------------------------------------

    def decide(self, seat: PlayerId, parsed: Parsed) -> bool:
        """Handle one typed line of ``seat``'s decision (the hooks first); return whether a
        decision was made."""
        taken = self.hooks.take_line(seat, parsed)
        if taken is not None:
            return taken
        handled: bool = self.handle(seat, parsed)
        return handled

    def finish(self) -> None:
        """The game is over and its result was said: the autosave is no longer needed."""
        if not self.hooks.saves:
            return
        try:
            autosave_path().unlink(missing_ok=True)
        except OSError:
            pass

    def autosave_after(self, player: PlayerId) -> None:
        """Autosave once ``player``'s action is applied if ``player`` is a human: at most
        one save (one fsync) per human decision.  A bot's action is not saved: after a
        kill, ``resume`` replays the save and the bots, their dice restored from it
        (``restore_bots``), make the same moves again."""
        if player not in self.bots:
            self.autosave()

    def autosave(self) -> None:
        """Write the save (at the start, after a human's action); a failure is said once
        while it lasts, and saving working again is said once too."""
        if self.hooks.saves:
            self.write_save()

    def write_save(self, leaving: bool = False, always: bool = False) -> bool:
        """Write the save (``write_whole``); return whether it was written.

        A failure is said with its reason and what to do (``shell-save-failed``), unless
        the same reason was said last and ``always`` is False; after a failure, the first
        save that works says so (``shell-save-works-again``).
        """
        try:
            self.write_whole()
        except (OSError, SaveError) as error:
            reason = save_failure(error) if isinstance(error, OSError) else "other"
            if always or reason != self._save_failed:
                detail = error.strerror if isinstance(error, OSError) else None
                self.app.tell("shell-save-failed", "alert", remember=not always,
                              reason=reason, leaving="yes" if leaving else "no",
                              folder=str(autosave_path().parent), variable=HOME_VARIABLE,
                              detail=detail or str(error))
            self._save_failed = reason
            return False
        if self._save_failed is not None:
            self._save_failed = None
            if not leaving:
                self.app.tell("shell-save-works-again", remember=False)
        return True

    def save_on_hangup(self) -> None:
        """Save the game without a word (the terminal may be gone), unless it is over."""
        if not self.hooks.saves or self.match.is_over():
            return
        try:
            self.write_whole()
        except (OSError, SaveError):
            pass

    def write_whole(self) -> None:
        """Write the save, Ctrl-C and the hangup signals held back until it is whole.

        Raises:
            OSError: the file could not be written.
            SaveError: the match could not be put in a save.
        """
        with deferred():
            save_match(autosave_path(), self.match, self.save_meta())

    def save_meta(self) -> dict[str, object]:
        """Return what the save keeps of the shell: the language and each bot's dice (the
        states of its generators, by seat)."""
        return {"language": self.app.lang,
                BOT_DICE: {str(seat): dice_states(bot) for seat, bot in self.bots.items()}}

    def restore_bots(self, meta: Mapping[str, object]) -> None:
        """Set the bots' dice as the save's ``meta`` holds them, so that a resumed game goes
        on as it would have without the kill; a save without them (or damaged ones) leaves
        the bots their seeds."""
        saved = meta.get(BOT_DICE)
        if not isinstance(saved, dict):
            return
        for seat, bot in self.bots.items():
            set_dice_states(bot, saved.get(str(seat)))

    def save_now(self) -> None:
        """Save on request and say how to come back, or why it failed."""
        if not self.hooks.saves:
            self.hooks.refuse_save()
            return
        if self.write_save(always=True):
            self.app.tell("shell-saved", remember=False)

    def leave(self) -> None:
        """Save and say how to come back; if saving fails, say that the game is not saved
        (with the reason, unless the same reason was said already), never that it is."""
        if not self.hooks.saves:
            return
        said = self._save_failed
        if self.write_save(leaving=True):
            self.app.tell("shell-saved-resume-hint", "alert")
        elif self._save_failed == said:
            self.app.tell("shell-left-unsaved", "alert")

    def hand_keyboard(self, seat: PlayerId) -> None:
        """Give the keyboard to ``seat`` in hot-seat play: unless ``seat`` has it already,
        first wait until only ``seat`` listens (Enter), so nothing private of another seat
        is heard; then, when the setting asks, clear the screen of what was said before.

        Raises:
            Quit: end of input (the game is saved).
        """
        if self.keyboard != seat:
            name = self.match.players[seat].name
            self.app.tell("shell-privacy-ask", "prompt", name=name)
            self.ask(self.app.text("shell-prompt-privacy", name=name))
            while True:
                line = self.read_line()
                if line.strip() == "" or line == BACK:
                    break
                self.app.tell("shell-privacy-enter", remember=False, name=name)
            if self.app.settings.clear_at_handover:
                self.app.announcer.clear_screen()
        self.keyboard = seat
        self.app.announcer.viewer = seat

    def ask(self, prompt: str) -> None:
        """Make ``prompt`` the text before the cursor until the next question is said."""
        self.asking = prompt

    def read_line(self) -> str:
        """Read a line after the prompt of the decision; end of input saves the game and leaves.

        Raises:
            Quit: end of input (Ctrl-D, closed stream).
        """
        try:
            return self.app.read(self.asking)
        except EOFError:
            self.leave()
            raise Quit from None


AnySession = GameSession[Any, Any, Any]
"""The session of whichever game, as the registry makes it."""
