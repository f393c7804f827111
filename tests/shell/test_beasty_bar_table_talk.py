"""What a Beasty Bar table says around the rules (issue 16), in-process: previews of cards
without an effect, hot-seat lines that name the player, single-option follow-ups
answered for the player, the queue read once, and the first-player question.

Expected texts are computed from message ids and the narrator, as in
``test_session_commands``; each situation is staged so that the test reaches the exact
case it is about.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.events import Event
from accessible_games.core.match import Match
from accessible_games.games.beasty_bar.narration import BeastyBarNarrator
from accessible_games.games.beasty_bar.options import ask_options
from accessible_games.games.beasty_bar.rules import GAME
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import cards_of
from accessible_games.games.beasty_bar.rules.resolve import play_into
from accessible_games.games.beasty_bar.rules.state import Phase, Play
from accessible_games.narration.l10n import L10n
from accessible_games.shell.app import App
from accessible_games.shell.settings import Settings
from tests.harness import ANNA, BOB, BOT_GREEN, RecordingSink, ScriptReader
from tests.harness import Harness as SharedHarness
from tests.shell.test_session_commands import Harness, play


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


def lines_of(h: Harness, events: Sequence[Event]) -> list[str]:
    """What Anna hears for ``events`` one by one, from an independent narrator."""
    n = h.narrator()
    return [line for event in events for line in n.event_lines(event, 0)]


# -- item 3: a preview is never empty; the zebra and a blocked hippo are told ------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_why_a_zebra_says_what_happens(lang: str) -> None:
    """A zebra has no action of its own: the preview says that it joins the queue and
    stops hippos and crocodiles, then the recurring animals (the green giraffe here)."""
    h = play(["why 2"], lang=lang, staged={"hand": ("R12", "R7", "R3", "R2"),
                                           "queue": ("G6", "G8")})
    reply = h.reply(1)
    assert reply[0] == h.text("shell-why-legal",
                              action=h.narrator().action_label(Play("R7"), ("G6", "G8")))
    assert reply[1:] == lines_of(h, [ev.ZebraJoins("R7"),
                                     ev.GiraffeJumps("G8", "G6", recurring=True)])
    if lang == "cs":  # review N22: "Proběhl by takto." is never left with nothing after it
        assert reply[1] == ("Zebra se zařadí do fronty: sama nic nedělá, ale přes ni neprojde "
                            "hrošice ani krokodýl.")


@pytest.mark.parametrize(("hand", "queue", "typed"), [
    (("R12", "R7", "R3", "R2"), (), "why 2"),            # a zebra on an empty queue
    (("R12", "R5", "R3", "R2"), (), "why 2"),            # a chameleon with nothing to copy
    (("R12", "R5", "R3", "R2"), ("G5",), "why 2"),       # a chameleon behind a chameleon
    (("R11", "R5", "R3", "R2"), ("G7",), "why 1"),       # a hippo behind a zebra
    (("R10", "R5", "R3", "R2"), ("G7", "G9"), "why 2 1"),  # a chameleon copying the zebra
])
def test_why_preview_of_a_play_without_effect_is_never_empty(
        hand: tuple[str, ...], queue: tuple[str, ...], typed: str) -> None:
    h = play([typed], staged={"hand": hand, "queue": queue})
    reply = h.reply(1)
    assert reply[0].startswith(h.text("shell-why-legal", action="").split(" ")[0])
    assert len(reply) >= 2 and all(line.strip() for line in reply[1:]), reply


def test_a_hippo_stopped_by_a_zebra_is_told_as_stopped_by_the_zebra() -> None:
    h = play(["1"], staged={"hand": ("R11", "R5", "R3", "R2"), "queue": ("G7",)})
    played = h.reply(1)[0]
    assert lines_of(h, [ev.BlockedByZebra("R11", "G7")])[0] in played
    assert lines_of(h, [ev.NoEffect("R11")])[0] not in played


def test_a_played_zebra_gets_its_own_sentence() -> None:
    h = play(["2"], staged={"hand": ("R12", "R7", "R3", "R2"), "queue": ("G10",)})
    assert h.reply(1)[0] == " ".join(lines_of(h, [ev.CardPlayed(0, "R7"),
                                                  ev.ZebraJoins("R7")]))


# -- item 6: with two humans, public lines name the player -----------------------------


def hot_seat_answer(h: SharedHarness) -> str:
    """Enter at a handover, 1 at any other question."""
    privacy = h.text("shell-prompt-privacy", name="").split(" ")[-1]
    return "" if h.reader.prompts[-1].rstrip().endswith(privacy.rstrip()) else "1"


def test_hot_seat_history_and_players_name_the_player_never_you() -> None:
    """Anna plays, Bob takes the keyboard: his history and the players list name Anna;
    "you" stays in the lines private to their owner (the hand, a drawn card)."""
    h = play(["", "1", "", "history 30", "players"], players=(ANNA, BOB), first=1)
    n = h.narrator()
    (seat, anna), = h.played_after(2)[:1]
    assert seat == 0
    card = n.card(anna.card, "acc")
    named = h.text("beasty-bar-card-played", you="no", player="Anna", card=card)
    as_you = h.text("beasty-bar-card-played", you="yes", player="Anna", card=card)
    history = h.reply(4)
    assert any(line.startswith(named) for line in history), history
    assert not any(line.startswith(as_you) for line in history)
    players = h.reply(5)
    entries = [h.text("beasty-bar-player-entry", name=name, kind="other",
                      colour=h.text(f"beasty-bar-colour-{colour}", gender="f", case="nom"))
               for name, colour in (("Anna", "red"), ("Bob", "green"))]
    assert players == [h.text("beasty-bar-players", count=2,
                              players=h.text("common-list-and", head=entries[0],
                                             item=entries[1]))]


def test_hot_seat_result_names_the_winner_for_everyone() -> None:
    h = Harness(players=(ANNA, BOB), first=1)
    h.reader.when_done = lambda: hot_seat_answer(h)
    h.run()
    outcome = h.match.outcome()
    assert outcome is not None
    final = [s.text for s in h.sink.said if s.kind == "final"]
    winner_line = final[-1]
    you = h.text("beasty-bar-winner", tiebreak=outcome.tie_break, you="yes",
                 name=h.match.players[outcome.winners[0]].name)
    assert winner_line != you
    assert any(h.match.players[p].name in winner_line for p in outcome.winners)


def test_with_one_human_the_lines_still_say_you() -> None:
    h = play(["1"], staged={"hand": ("R12", "R5", "R3", "R2"), "queue": ()})
    assert h.reply(1)[0].startswith(h.text("beasty-bar-card-played", you="yes", player="Anna",
                                           card=h.narrator().card("R12", "acc")))


# -- item 13: a follow-up question with one answer is answered for the player -----------


@pytest.mark.parametrize(("queue", "typed", "move"), [
    (("G10",), "kangaroo", Play("R3", (1,))),
    (("G10",), "parrot", Play("R2", (1,))),
    (("G10",), "chameleon", Play("R5", (1,))),
    (("G2",), "chameleon", Play("R5", (1, 1))),   # copy the parrot, scare away the parrot
])
def test_a_single_option_follow_up_is_answered_in_one_line(
        queue: tuple[str, ...], typed: str, move: Play) -> None:
    h = play([typed], staged={"hand": ("R12", "R5", "R3", "R2"), "queue": queue})
    n = h.narrator()
    assert h.played_after(1)[0] == (0, move), "played at once, without a question"
    taken = [n.only_choice_line(queue, move.card, move.choices[:depth], value)
             for depth, value in enumerate(move.choices)]
    reply = h.reply(1)
    assert reply[:len(taken)] == taken
    assert not any(line.endswith("?") for line in reply), "no question was asked"


def test_two_possible_jumps_are_still_asked() -> None:
    h = play(["kangaroo"], staged={"hand": ("R12", "R5", "R3", "R2"), "queue": ("G10", "G7")})
    question, _ = h.narrator().choice_menu(("G10", "G7"), "R3", ())
    assert h.reply(1)[0] == question
    assert h.unchanged(1)


def test_why_a_kangaroo_with_one_jump_previews_that_jump() -> None:
    h = play(["why kangaroo"], staged={"hand": ("R12", "R5", "R3", "R2"), "queue": ("G10",)})
    assert h.reply(1)[0] == h.text(
        "shell-why-legal", action=h.narrator().action_label(Play("R3", (1,)), ("G10",)))


# -- item 14: the queue is read once after a seal or a snake, and at a resume ----------


class PlaysCard:
    """A bot that plays ``card`` when it may, else its first legal play."""

    def __init__(self, card: str) -> None:
        self.card = card

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return next((a for a in legal if isinstance(a, Play) and a.card == self.card),
                    legal[0])


class BeastyHarness(SharedHarness):
    game_id = "beasty-bar"

    def narrator(self) -> BeastyBarNarrator:
        return BeastyBarNarrator(L10n(self.app.lang), self.match.players,
                                 self.match.state.colours)


def bot_to_play(state: Any, cards: tuple[str, ...], queue: tuple[str, ...]) -> Any:
    """Stage: Bot Green to play holding ``cards``, Anna's four strongest in hand."""
    green = [c for c in cards_of(state.colours[1]) if c not in cards + queue]
    red = [c for c in cards_of(state.colours[0]) if c not in queue]
    return dataclasses.replace(
        state, hands=(tuple(red[:4]), cards), piles=(tuple(red[4:]), tuple(green[:4])),
        queue=queue, current=1)


@pytest.mark.parametrize(("lang", "card"), [("en", "G6"), ("cs", "G6"), ("en", "G9")])
def test_a_bots_seal_or_snake_before_your_turn_reads_the_queue_once(lang: str,
                                                                   card: str) -> None:
    queue = ("R7", "G3", "R2")
    h = BeastyHarness(["q"], lang=lang, options={"first": 1},
                      stage=lambda s: bot_to_play(s, (card, "G12", "G8", "G1"), queue))
    h.session.bots[1] = PlaysCard(card)
    h.run()
    assert h.match.history[0] == (1, Play(card))
    n = h.narrator()
    view = h.view(0, read_no=1)
    order = n.numbered([n.card(c) for c in view.queue])
    before = [s.text for s in h.said_before(1)]
    assert sum(line.count(order) for line in before) == 1, before
    assert n.queue_line(view) in before, "the turn prompt says the queue"


def test_a_seal_the_gate_follows_keeps_its_order() -> None:
    """When the queue changes after the seal (the gate opens), the seal tells its order."""
    events: list[Event] = []
    play_into(["G1", "G2", "G3", "G4"], "R6", (), events)
    n = BeastyBarNarrator(L10n("en"), (ANNA, BOT_GREEN), GAME.view(
        GAME.new_game((ANNA, BOT_GREEN), {"first": 1}, 1).state, None).colours)
    after = dataclasses.replace(GAME.view(GAME.new_game((ANNA, BOT_GREEN), {"first": 1},
                                                        1).state, 0), queue=("G3", "G2"))
    seal = next(e for e in events if isinstance(e, ev.SealTurns))
    full = n.event_lines(seal, 0)[0]
    said = [line for line, _ in n.act_lines(events, 0, after, queue_follows=True)]
    assert full in said
    told = dataclasses.replace(after, queue=seal.queue)
    short = [line for line, _ in n.act_lines([seal], 0, told, queue_follows=True)]
    assert short != [full] and full.startswith(short[0])


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_resume_reads_the_queue_once(lang: str) -> None:
    match = Match.start(GAME, [ANNA, BOT_GREEN], {"variant": "basic", "first": 1}, 4)
    while not (match.state.current == 0 and match.state.queue):
        (seat,) = match.to_move()
        match.act(seat, match.legal_actions(seat)[0])
    assert match.state.phase is Phase.PLAY
    h = BeastyHarness(["q"], lang=lang, match=match).run()
    n = h.narrator()
    before = [s.text for s in h.said_before(1)]
    assert before.count(n.queue_line(match.view(0))) == 1, before
    assert n.bar_line(match.view(0)) in before, "the summary still says the bar"


# -- item 11: the new-game menu asks who starts --------------------------------------


@pytest.mark.parametrize(("answers", "options"), [
    (["1", "1"], {"variant": "basic"}),
    (["", ""], {"variant": "basic"}),
    (["2", "2"], {"variant": "advanced", "first": 1}),
    (["2", "back", "1", "2"], {"variant": "basic", "first": 1}),
])
def test_the_menu_asks_who_starts(answers: list[str], options: dict[str, Any]) -> None:
    reader = ScriptReader(answers)
    app = App(Settings(bot_delay=0), "en", "plain", sink=RecordingSink(reader), reader=reader)
    assert ask_options(app) == options
    l10n = L10n("en")
    assert reader.prompts[1] == l10n("shell-prompt-number", {
        "what": l10n("beasty-bar-prompt-first"), "low": 1, "high": 2, "default": 1}) + " "
