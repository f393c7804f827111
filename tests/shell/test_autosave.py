"""The autosave in seeded games of every game: at most one fsync per human decision, none
for a bot's move, and a game killed while the bots play resumes from the human's last
action and goes on exactly as it would have."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import AnyMatch, Match
from accessible_games.core.save import load
from accessible_games.core.search import STRONG, Budget
from accessible_games.registry import GAME_IDS, get_game
from accessible_games.shell.app import App
from accessible_games.shell.session import GameSession
from accessible_games.shell.sessions import play_match
from accessible_games.shell.settings import Settings, autosave_path

ANSWERS = ("1", "1", "0", "1", "2", "1", "", "1", "yes", "1", "3", "back")
"""Tried in turn while the game does not move on, from the first after each move."""
ANNA, PETR = PlayerSpec("Anna"), PlayerSpec("Petr")
BOTS = (PlayerSpec("Bot Green", "greedy"), PlayerSpec("Bot Blue", "greedy"))
DECISIONS = 8
"""Human actions before the player leaves, in the games counted part way."""


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))


class Player:
    """Types what a simple player would, from the table alone: "1", then the next of
    ``ANSWERS`` while the history stays still; ``stop_after`` human actions, end of input."""

    mode = "plain"

    def __init__(self, match: AnyMatch, humans: set[int], stop_after: int = 10**6) -> None:
        self.match, self.humans, self.stop_after = match, humans, stop_after
        self.answer, self.last_history = 0, -1

    def read(self, prompt: str) -> str:
        history = self.match.history
        if len(history) != self.last_history:
            self.last_history, self.answer = len(history), 0
        if self.match.is_over():
            return ""
        if sum(1 for player, _ in history if player in self.humans) >= self.stop_after:
            raise EOFError
        if self.answer > 200:
            raise RuntimeError("the player is stuck")
        self.answer += 1
        return ANSWERS[(self.answer - 1) % len(ANSWERS)]


class _Quiet:
    def announce(self, text: str, kind: str = "event", interrupt: bool = False) -> None:
        pass

    def stop(self) -> None:
        pass


class Killed(BaseException):
    """Stands for SIGKILL: nothing of the session runs after it."""


def seats(humans: tuple[PlayerSpec, ...]) -> list[PlayerSpec]:
    return [*humans, *BOTS]


def new_match(game_id: str, players: list[PlayerSpec], seed: int = 3) -> AnyMatch:
    game = get_game(game_id)
    assert game is not None
    return Match.start(game, players, {}, seed)


def play(match: AnyMatch, resumed: bool = False, meta: dict[str, Any] | None = None,
         stop_after: int = 10**6) -> None:
    humans = {seat for seat, spec in enumerate(match.players) if not spec.is_bot}
    app = App(Settings(bot_delay=0), "en", "plain", sink=_Quiet(),
              reader=Player(match, humans, stop_after))
    assert play_match(app, match, resumed, meta) == 0


def human_actions(match: AnyMatch) -> int:
    return sum(1 for player, _ in match.history if not match.players[player].is_bot)


# -- fsyncs ------------------------------------------------------------------------------


@pytest.mark.parametrize("humans", [(ANNA,), (ANNA, PETR)], ids=["one human", "hot seat"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_at_most_one_fsync_per_human_decision(game_id: str, humans: tuple[PlayerSpec, ...],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A save is written at the start and then only right after a human's action, never
    twice for one; end of input saves once more."""
    match = new_match(game_id, seats(humans))
    saved_at: list[tuple[int, int]] = []
    fsync = os.fsync

    def counted(fd: int) -> None:
        saved_at.append((len(match.history), human_actions(match)))
        fsync(fd)

    monkeypatch.setattr(os, "fsync", counted)
    play(match, stop_after=DECISIONS)
    start, *during, leaving = saved_at
    assert start[1] == 0, "the new game is saved before anyone decides"
    assert leaving == (len(match.history), DECISIONS), "end of input saves the table as it is"
    for length, _ in during:
        player = match.history[length - 1][0]
        assert not match.players[player].is_bot, f"saved after a bot's action {length}"
    assert [h for _, h in during] == sorted(set(h for _, h in during)), "one save per decision"
    assert len(during) <= DECISIONS
    assert len(match.history) - human_actions(match) >= DECISIONS, "the bots moved meanwhile"


@pytest.mark.parametrize("game_id", ["beasty-bar", "o-zoo-le-mio"])
def test_a_whole_game_saves_once_per_human_action_and_removes_the_save(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    match = new_match(game_id, seats((ANNA,)))
    fsyncs: list[int] = []
    fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (fsyncs.append(fd), fsync(fd)))
    play(match)
    assert match.is_over()
    assert len(fsyncs) <= 1 + human_actions(match) < len(match.history)
    assert not autosave_path().exists(), "the result was said: no save is left"


# -- a kill while the bots play ------------------------------------------------------------


def kill_while_the_bots_play(monkeypatch: pytest.MonkeyPatch, after_human: int) -> None:
    """Make the session die at the first bot turn after a bot's action, once
    ``after_human`` human actions are made."""
    bot_turn = GameSession.bot_turn

    def dying(session: Any, seat: int) -> None:
        match = session.match
        if human_actions(match) >= after_human and match.history[-1][0] in session.bots:
            raise Killed
        bot_turn(session, seat)

    monkeypatch.setattr(GameSession, "bot_turn", dying)


WHOLE = ("beasty-bar", "o-zoo-le-mio")
"""The games short enough to play to their end twice here; the others stop after
``LONG_GAME_STOP`` human actions, in both runs at the same table."""
LONG_GAME_STOP = 20


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_killed_while_the_bots_play_resumes_and_goes_on_as_the_unkilled_one(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    players = seats((ANNA,))
    stop = 10**6 if game_id in WHOLE else LONG_GAME_STOP
    unkilled = new_match(game_id, players)
    play(unkilled, stop_after=stop)
    assert unkilled.is_over() == (game_id in WHOLE)

    killed = new_match(game_id, players)
    with monkeypatch.context() as patch:
        kill_while_the_bots_play(patch, after_human=5)
        with pytest.raises(Killed):
            play(killed)
    match, meta = load(autosave_path(), get_game)
    lost = killed.history[len(match.history):]
    assert killed.history[:len(match.history)] == match.history
    assert not players[match.history[-1][0]].is_bot, "the human's last action is saved"
    assert human_actions(match) >= 5 and lost, "only the bots' moves since are lost"
    assert all(players[player].is_bot for player, _ in lost)

    play(match, resumed=True, meta=meta, stop_after=stop)
    assert match.history == unkilled.history, "the bots made the same moves again"
    assert match.state == unkilled.state


@pytest.mark.parametrize(("game_id", "humans"), [("beasty-bar", (ANNA, PETR)),
                                                 ("aquaretto-zooloretto", (ANNA,))])
def test_a_game_left_and_resumed_goes_on_as_the_unplayed_rest(
        game_id: str, humans: tuple[PlayerSpec, ...]) -> None:
    """End of input saves the table and the bots' dice; resume goes on as if never left."""
    players = seats(humans)
    unbroken = new_match(game_id, players)
    play(unbroken, stop_after=LONG_GAME_STOP)
    left = new_match(game_id, players)
    play(left, stop_after=6)
    match, meta = load(autosave_path(), get_game)
    assert match.history == left.history
    assert set(meta["bots"]) == {str(seat) for seat, spec in enumerate(players) if spec.is_bot}
    play(match, resumed=True, meta=meta, stop_after=LONG_GAME_STOP)
    assert match.history == unbroken.history


def test_an_older_save_without_the_bots_dice_resumes_with_their_seeds() -> None:
    match = new_match("beasty-bar", seats((ANNA,)))
    play(match, stop_after=3)
    resumed, meta = load(autosave_path(), get_game)
    del meta["bots"]
    play(resumed, resumed=True, meta=meta)
    assert resumed.is_over() and resumed.history[:len(match.history)] == match.history


def test_a_game_with_strong_bots_killed_while_they_play_resumes_as_the_unkilled_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The strong bots' dice are in the save: after a kill the resumed bots search again
    from the same dice and make the moves the unkilled game's made (a small budget here)."""
    monkeypatch.setattr(GameSession, "search_budget", lambda self: Budget(6))
    players = [ANNA, PlayerSpec("Bot Green", STRONG), PlayerSpec("Bot Blue", STRONG)]
    unkilled = new_match("beasty-bar", players)
    play(unkilled)
    killed = new_match("beasty-bar", players)
    with monkeypatch.context() as patch:
        kill_while_the_bots_play(patch, after_human=3)
        with pytest.raises(Killed):
            play(killed)
    match, meta = load(autosave_path(), get_game)
    assert match.history != killed.history and set(meta["bots"]) == {"1", "2"}
    play(match, resumed=True, meta=meta)
    assert match.is_over() and match.history == unkilled.history
