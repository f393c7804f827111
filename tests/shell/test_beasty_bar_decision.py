"""Beasty Bar at the point of decision: the prompt names the decision, long lists go one
entry a line, and a bot's turn is told in few lines (issue 15)."""

from __future__ import annotations

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import PROMPT_MOST
from tests.harness import BOT_BLUE, BOT_GREEN
from tests.shell.test_session_commands import DEFAULT_STAGE, Harness

LONG_NAME = "Maximiliána Novákov"[:20]
"""A 20-character name: the longest a player may type."""


def _range(lang: str, what_id: str, count: int) -> str:
    l10n = L10n(lang)
    return l10n("common-prompt-range", {"what": l10n(what_id), "count": count}) + " "


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_every_prompt_kind_names_its_decision(lang: str) -> None:
    """Play a card, then a kangaroo's jump: each read shows its own words and range, and
    a question answered in between (the queue) ends with the same prompt again."""
    script = ["2", "2", "queue" if lang == "en" else "fronta", "1"]
    staged = {"hand": ("R5", "R3", "R2", "R12"), "queue": ("G10", "G7"),
              "bar": ("G9", "R8"), "thats_it": ("G1",)}
    h = Harness(script, lang=lang, staged=staged).run()
    prompts = h.reader.prompts
    play = _range(lang, "beasty-bar-prompt-play", 4)
    assert prompts[:4] == [play, _range(lang, "beasty-bar-prompt-jump", 2), play, play]
    assert all(p.endswith(": ") and len(p.rstrip()) <= PROMPT_MOST for p in prompts)
    assert h.app.text("shell-prompt-decision") + " " not in prompts


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_follow_ups_name_what_they_choose(lang: str) -> None:
    h = Harness(["4", "1"], lang=lang, staged=DEFAULT_STAGE).run()  # the parrot
    assert h.reader.prompts[1] == _range(lang, "beasty-bar-prompt-victim", 2)
    h = Harness(["2", "1"], lang=lang, staged=DEFAULT_STAGE).run()  # the chameleon
    assert h.reader.prompts[1] == _range(lang, "beasty-bar-prompt-copy", 2)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_hot_seat_handover_prompt_names_the_player(lang: str) -> None:
    players = (PlayerSpec(LONG_NAME), PlayerSpec("Petr"))
    h = Harness([""], lang=lang, players=players).run()
    prompt = h.reader.prompts[0]
    assert prompt == h.text("shell-prompt-privacy", name=LONG_NAME) + " "
    assert len(prompt.rstrip()) <= PROMPT_MOST


@pytest.mark.parametrize("verbosity", ["brief", "normal", "full"])
def test_a_bot_turn_is_one_line_below_full(verbosity: str) -> None:
    """Bot Green's parrot: one line at brief and normal (play and action, no draw line),
    three at full (play, action, draw), as before."""
    staged = {"hand": ("R12", "R11", "R10", "R9"), "queue": ("R1",), "bar": (), "thats_it": ()}
    h = Harness(["1"], staged=staged, verbosity=verbosity,
                players=(PlayerSpec("Anna"), BOT_GREEN)).run()
    after = h.reply(1)
    bot = [line for line in after if "Bot Green" in line or line.startswith(("Parrot", "Green"))]
    drawn = h.narrator().event_lines(ev.CardDrawnHidden(1), 0)[0]
    if verbosity == "full":
        assert drawn in after and len(bot) >= 2
    else:
        assert drawn not in after
        assert len([line for line in after if line.startswith("Bot Green")]) == 1
        assert not any(line.startswith(("Parrot", "Crocodile", "Lion", "Zebra")) for line in after)


def test_brief_play_line_is_shorter_than_normal() -> None:
    narrator_n = Harness(staged=DEFAULT_STAGE).narrator("normal")
    narrator_b = Harness(staged=DEFAULT_STAGE).narrator("brief")
    events = (ev.CardPlayed(1, "G2"), ev.ParrotScares("G2", "R8"), ev.CardDrawnHidden(1))
    normal = narrator_n.act_lines(events, 0)
    brief = narrator_b.act_lines(events, 0)
    assert len(normal) == len(brief) == 1
    assert normal[0][0].startswith("Bot Green plays the green parrot.")
    assert brief[0][0].startswith("Bot Green: green parrot, ")
    assert len(brief[0][0]) < len(normal[0][0])
    full = narrator_n.__class__(narrator_n.l10n, narrator_n.players, narrator_n.colours,
                                "full").act_lines(events, 0)
    assert [line for line, _ in full] == [
        line for event in events for line in narrator_n.event_lines(event, 0)]


def test_the_gate_and_a_draw_stay_lines_of_their_own() -> None:
    narrator = Harness(staged=DEFAULT_STAGE).narrator("normal")
    events = (ev.CardPlayed(0, "R1"), ev.SkunkStinks("R1", ("G9",)), ev.CardDrawn(0, "R4", 3))
    lines = narrator.act_lines(events, 0)
    assert len(lines) == 2
    assert lines[1] == (narrator.event_lines(events[2], 0)[0], True), "a draw is private"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_thats_it_with_many_animals_is_one_a_line(lang: str) -> None:
    many = ("G1", "G2", "G3", "G4", "B1", "B2", "B3")
    h = Harness(["out" if lang == "en" else "vyhozeni"], lang=lang,
                players=(PlayerSpec("Anna"), BOT_GREEN, BOT_BLUE),
                staged={"hand": ("R12", "R11", "R10", "R9"), "queue": (), "bar": (),
                        "thats_it": many}).run()
    reply = h.reply(1)
    assert reply[0] == h.text("beasty-bar-thats-it-heading", count=len(many))
    assert len(reply) == len(many) + 1
    few = Harness(["out" if lang == "en" else "vyhozeni"], lang=lang,
                  staged=DEFAULT_STAGE).run()
    assert len(few.reply(1)) == 1, "a short list stays on one line"


@pytest.mark.parametrize(("lang", "variant", "players"), [
    ("en", "basic", 4), ("cs", "advanced", 3), ("cs", "basic", 2), ("en", "advanced", 4)])
def test_no_line_of_a_whole_game_passes_200_characters(lang: str, variant: str,
                                                       players: int) -> None:
    seats = (PlayerSpec(LONG_NAME), BOT_GREEN, BOT_BLUE, PlayerSpec("Bot Yellow", "greedy"))
    h = Harness(lang=lang, players=seats[:players], variant=variant, when_done="1").run()
    assert h.match.is_over()
    assert max(len(line) for line in h.lines()) <= 200
    assert all(len(p.rstrip()) <= PROMPT_MOST for p in h.reader.prompts)
