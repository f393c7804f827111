"""The Beasty Bar session at the keyboard, driven in-process with a scripted reader.

Every command and question in both languages, playing by number, name and
notation, follow-up questions and cancelling them, the advanced set-aside, bad
input, hot-seat privacy and the cleanliness of every line said.  Expected texts
are computed from the same message ids and from the narrator, so a change of
wording in the .ftl files does not break these tests, but a wrong answer does.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.core.save import load as load_save
from accessible_games.registry import get_game
from accessible_games.games.beasty_bar.rules import GAME
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import (
    COLOUR_OF, POINTS, STRENGTH, Animal, cards_of,
)
from accessible_games.games.beasty_bar.rules.notation import compact_label
from accessible_games.games.beasty_bar.rules.resolve import play_into
from accessible_games.games.beasty_bar.rules.state import Phase, Play, SetAside
from accessible_games.games.beasty_bar.narration import CASES, BeastyBarNarrator
from accessible_games.narration.l10n import L10n
from accessible_games.narration.encyclopedia import EncyclopediaReader, entry_paragraphs
from accessible_games.narration.rules import RulesReader, topic_lines, topic_paragraphs
from accessible_games.games.beasty_bar.session import numbered
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import autosave_path, load_settings, settings_path
from accessible_games.shell.settings_menu import SETTINGS
from accessible_games.registry import rules_book, animals_of
from tests.harness import (
    ANNA, BOB, BOT_BLUE, BOT_GREEN, CTRL_C, CTRL_D, ScriptItem, bad_characters,
)
from tests.harness import Harness as SharedHarness

# ---------------------------------------------------------------------------
# The harness
# ---------------------------------------------------------------------------


def staged_state(state: Any, hand: Sequence[str] | None = None, queue: Sequence[str] = (),
                 bar: Sequence[str] = (), thats_it: Sequence[str] = ()) -> Any:
    """Return the table in a precise situation; every card stays in exactly one place."""
    used = set(queue) | set(bar) | set(thats_it) | set(hand or ())
    hands, piles = [], []
    for seat, colour in enumerate(state.colours):
        cards = [c for c in state.hands[seat] + state.piles[seat] if c not in used]
        if seat == 0 and hand is not None:
            hands.append(tuple(hand))
            piles.append(tuple(cards))
        else:
            hands.append(tuple(sorted(cards[:4], key=lambda c: -int(c[1:]))))
            piles.append(tuple(cards[4:]))
        assert all(COLOUR_OF[c] == colour for c in hands[-1] + piles[-1])
    return dataclasses.replace(state, hands=tuple(hands), piles=tuple(piles),
                               queue=tuple(queue), bar=tuple(bar), thats_it=tuple(thats_it))


DEFAULT_STAGE: dict[str, Any] = {
    "hand": ("R12", "R5", "R3", "R2"), "queue": ("G10", "G7"), "bar": ("G9", "R8"),
    "thats_it": ("G1",),
}
"""Anna to play: lion, chameleon, kangaroo, parrot; crocodile and zebra waiting."""


class Harness(SharedHarness):
    """The shared harness at a Beasty Bar table, staged from ``DEFAULT_STAGE``-like
    keywords, keeping the transcript at every read; ``when_done="auto"`` answers the
    first offered option of a follow-up, otherwise 1."""

    game_id = "beasty-bar"
    keep_transcript = True

    def __init__(self, script: Iterable[ScriptItem] = (), lang: str = "en",
                 players: Sequence[PlayerSpec] = (ANNA, BOT_GREEN), variant: str = "basic",
                 seed: int = 5, when_done: str | Callable[[], str] = "eof",
                 staged: dict[str, Any] | None = None, verbosity: str = "normal",
                 first: int | None = None) -> None:
        if when_done == "auto":
            when_done = self._auto_answer
        options: dict[str, Any] = {"variant": variant}
        if first is not None:
            options["first"] = first
        super().__init__(script, lang=lang, players=players, seed=seed, when_done=when_done,
                         stage=(lambda state: staged_state(state, **staged)) if staged else None,
                         verbosity=verbosity, options=options)

    def _auto_answer(self) -> str:
        """Answer the first offered option of a follow-up, otherwise 1."""
        if self.session.pending is not None and self.session.menu:
            return str(self.session.menu[0])
        return "1"

    def text(self, msg_id: str, **args: Any) -> str:
        return L10n(self.app.lang)(msg_id, args)

    def narrator(self, verbosity: str = "normal", lang: str | None = None) -> BeastyBarNarrator:
        """An independent narrator for the players at this table."""
        return BeastyBarNarrator(L10n(lang or self.app.lang), self.match.players,
                                 self.match.state.colours, verbosity)


play = Harness.play


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


def test_clean_output_checker_catches_what_it_must() -> None:
    for dirty in ("Queue \u2068Anna\u2069", "a \x1b[1m b", "Lion \U0001F981", "stop \u2192 go",
                  "bell \x07"):
        assert bad_characters(dirty)
    assert not bad_characters("Fronta, 2 zvířata: 1 zelený krokodýl, 2 zelená zebra.")


# ---------------------------------------------------------------------------
# 1. Queries and commands: the answer is right and the turn is not used
# ---------------------------------------------------------------------------


def expected_answer(h: Harness, command: str) -> list[str]:
    n = h.narrator()
    view = h.view(0)
    simple = {
        "queue": [n.queue_line(view)], "bar": [n.bar_line(view)],
        "out": [n.thats_it_line(view)], "hand": [n.hand_line(view)],
        "table": n.table_lines(view), "scores": [n.scores_line(view)],
        "turn": [n.turn_line(view, 0)], "players": [n.players_line(view)],
        "cards": [n.cards_line(view)], "repeat": n.turn_prompt_lines(view, 0),
        "help": [h.text(f"shell-help-{i}") for i in range(1, 5)],
    }
    return simple[command]


QUERY_WORDS: list[tuple[str, str, str]] = [
    ("en", "queue", "queue"), ("en", "q", "queue"), ("en", "Q", "queue"), ("en", "que", "queue"),
    ("cs", "fronta", "queue"), ("cs", "tlacenice", "queue"), ("cs", "tlačenice", "queue"),
    ("cs", "Fronta", "queue"), ("cs", "fro", "queue"), ("en", "fronta", "queue"),
    ("en", "bar", "bar"), ("en", "b", "bar"), ("cs", "bar", "bar"),
    ("en", "out", "out"), ("en", "o", "out"), ("en", "thatsit", "out"),
    ("cs", "vyhozeni", "out"), ("cs", "vyhoz", "out"), ("cs", "o", "out"),
    ("en", "hand", "hand"), ("en", "h", "hand"), ("en", "han", "hand"), ("cs", "ruka", "hand"),
    ("cs", "ruk", "hand"),
    ("en", "table", "table"), ("en", "tab", "table"), ("cs", "stul", "table"),
    ("cs", "stůl", "table"), ("en", "stůl", "table"),
    ("en", "scores", "scores"), ("en", "s", "scores"), ("en", "score", "scores"),
    ("cs", "skore", "scores"), ("cs", "skóre", "scores"), ("cs", "body", "scores"),
    ("en", "turn", "turn"), ("en", "t", "turn"), ("cs", "tah", "turn"), ("cs", "kdo", "turn"),
    ("en", "players", "players"), ("en", "pla", "players"), ("cs", "hraci", "players"),
    ("cs", "hráči", "players"), ("cs", "hra", "players"),
    ("en", "cards", "cards"), ("en", "car", "cards"), ("cs", "karty", "cards"),
    ("en", "repeat", "repeat"), ("en", "r", "repeat"), ("en", "rep", "repeat"),
    ("cs", "znovu", "repeat"), ("cs", "opakuj", "repeat"),
    ("en", "help", "help"), ("en", "?", "help"), ("en", "hel", "help"), ("cs", "pomoc", "help"),
    ("cs", "napoveda", "help"), ("cs", "nápověda", "help"), ("cs", "?", "help"),
]


@pytest.mark.parametrize(("lang", "word", "command"), QUERY_WORDS,
                         ids=[f"{lang}-{word}" for lang, word, _ in QUERY_WORDS])
def test_query_answers_and_keeps_the_turn(lang: str, word: str, command: str) -> None:
    h = play([word], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == expected_answer(h, command)
    assert h.unchanged(1, 2), "a question used the turn"
    assert h.match.history == [] and h.match.state == h.start_state
    assert h.exit == 0


def test_staged_table_is_what_the_queries_describe() -> None:
    """The answers above are about this table, not about an empty one."""
    h = play(["queue", "hand", "out", "bar"], staged=DEFAULT_STAGE)
    n = h.narrator()
    assert n.card("G10") in h.reply(1)[0] and n.card("G7") in h.reply(1)[0]
    assert all(n.animal(c) in h.reply(2)[0] for c in DEFAULT_STAGE["hand"])
    assert n.card("G1") in h.reply(3)[0]
    assert "Anna: 1" in h.reply(4)[0] and "Bot Green: 1" in h.reply(4)[0]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_hand_in_czech_names_the_czech_animals(lang: str) -> None:
    h = play(["ruka"], lang=lang, staged=DEFAULT_STAGE)
    names = [L10n(lang).attr(f"beasty-bar-animal-{int(c[1:])}", "nom")
             for c in DEFAULT_STAGE["hand"]]
    assert all(name in h.reply(1)[0] for name in names)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_review_comma_and_full_stop(lang: str) -> None:
    h = play([",", ",", ".", ".", ",999", ",", "."], lang=lang, staged=DEFAULT_STAGE)
    transcript = h.snaps[1].transcript
    assert len(transcript) >= 3
    assert h.reply(1) == [transcript[-1]]
    assert h.reply(2) == [transcript[-2]]
    assert h.reply(3) == [transcript[-1]]
    assert h.reply(4) == [h.text("shell-review-end")]
    assert h.reply(5) == [transcript[0]]
    assert h.reply(6) == [h.text("shell-review-start")]
    assert h.reply(7) == [transcript[1]]
    assert h.unchanged(1, 8)


@pytest.mark.parametrize(("lang", "line", "count"), [
    ("en", "history 2", 2), ("en", "history 1", 1), ("en", "history", 10),
    ("cs", "historie 3", 3), ("cs", "historie", 10), ("en", "hist 200", 200),
])
def test_history_n_says_the_last_n_lines(lang: str, line: str, count: int) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == h.snaps[1].transcript[-count:]
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "history 0"), ("en", "history x"), ("en", "history 201"), ("en", "history -3"),
    ("en", "history 00500"), ("en", "history 99999999999999999999"), ("en", "history ²"),
    ("cs", "historie 0"), ("cs", "historie deset"), ("cs", "historie 1000"),
])
def test_history_with_a_bad_number_says_the_range(lang: str, line: str) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-history-usage", most=200)]
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "open_line", "more_word", "topic"), [
    ("en", "rules lion", "more", "lion"), ("en", "rules", "more", "overview"),
    ("en", "rules kang", "m", "kangaroo"), ("cs", "pravidla lev", "dal", "lion"),
    ("cs", "pravidla hrošice", "dál", "hippo"), ("cs", "pravidla", "další", "overview"),
])
def test_rules_topic_and_more(lang: str, open_line: str, more_word: str, topic: str) -> None:
    paragraphs = topic_paragraphs(L10n(lang), rules_book("beasty-bar"), topic)
    reads = [open_line] + [more_word] * (len(paragraphs) + 1)
    h = play(reads, lang=lang, staged=DEFAULT_STAGE)
    opened = RulesReader(L10n(lang), rules_book("beasty-bar")).open(topic).split("\n")
    assert h.reply(1) == opened
    assert paragraphs[0] in h.reply(1)
    for index, paragraph in enumerate(paragraphs[1:], 2):
        assert h.reply(index) == [paragraph]
    end = len(paragraphs) + 1
    assert h.reply(end) == [L10n(lang)("beasty-bar-rules-end-of-topic")]
    assert h.reply(end + 1) == [h.text("shell-more-nothing")]
    assert h.unchanged(1, end + 2)


@pytest.mark.parametrize(("lang", "line"), [("en", "more"), ("cs", "dal"), ("cs", "víc")])
def test_more_with_nothing_open(lang: str, line: str) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-more-nothing")]
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "line", "topic"), [
    ("en", "rules xyzzy", "xyzzy"), ("cs", "pravidla nesmysl", "nesmysl"),
])
def test_rules_unknown_topic_lists_the_topics(lang: str, line: str, topic: str) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-rules-unknown", topic=topic),
                          *topic_lines(L10n(lang), rules_book("beasty-bar"))]
    assert h.unchanged(1)


# -- why ---------------------------------------------------------------------------


def why_legal_lines(h: Harness, card: str, choices: tuple[int, ...] = ()) -> list[str]:
    n = h.narrator()
    queue = h.start_state.queue
    log: list[Any] = []
    play_into(list(queue), card, choices, log)
    assert log, "the move should do something worth describing"
    return [h.text("shell-why-legal", action=n.action_label(Play(card, choices), queue)),
            *[line for event in log for line in n.event_lines(event, 0)]]


@pytest.mark.parametrize(("lang", "line", "card", "choices"), [
    ("en", "why 1", "R12", ()), ("en", "why lion", "R12", ()), ("en", "w R3 2", "R3", (2,)),
    ("en", "why 4 1", "R2", (1,)), ("cs", "proc 1", "R12", ()), ("cs", "proč lev", "R12", ()),
    ("cs", "proč R5 2", "R5", (2,)),
])
def test_why_a_legal_move_says_what_it_would_do(lang: str, line: str, card: str,
                                                choices: tuple[int, ...]) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == why_legal_lines(h, card, choices)
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "line", "card", "prefix"), [
    ("en", "why R2", "R2", ()), ("en", "why parrot", "R2", ()), ("en", "why 4", "R2", ()),
    ("en", "why kangaroo", "R3", ()), ("cs", "proč papoušek", "R2", ()),
    ("cs", "proc R5", "R5", ()),
])
def test_why_an_incomplete_move_says_what_it_still_needs(lang: str, line: str, card: str,
                                                         prefix: tuple[int, ...]) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    question, options = h.narrator().choice_menu(h.start_state.queue, card, prefix)
    assert question and options
    assert h.reply(1) == [h.text("shell-why-needs-more", question=question,
                                 options=numbered(h.app.l10n, options))]
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "line", "card", "choices", "reason"), [
    ("en", "why R2 5", "R2", (5,), "beasty-bar-error-bad-position"),
    ("en", "why R3 3", "R3", (3,), "beasty-bar-error-kangaroo-jump"),
    ("en", "why lion 1", "R12", (1,), "beasty-bar-error-no-choice-needed"),
    ("cs", "proč R2 5", "R2", (5,), "beasty-bar-error-bad-position"),
    ("cs", "proc klokan 3", "R3", (3,), "beasty-bar-error-kangaroo-jump"),
])
def test_why_an_illegal_move_gives_the_core_reason(lang: str, line: str, card: str,
                                                   choices: tuple[int, ...], reason: str) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    error = GAME.explain(h.start_state, 0, Play(card, choices))
    assert error is not None and error.reason == reason
    assert h.reply(1) == [h.narrator().error_line(error)]
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "line", "msg"), [
    ("en", "why", "shell-why-usage"), ("en", "why %%% ###", "shell-why-usage"),
    ("en", "why queue", "shell-why-usage"), ("en", "why 9", "shell-why-usage"),
    ("en", "why ²", "shell-why-usage"), ("cs", "proč", "shell-why-usage"),
    ("cs", "proc @@@", "shell-why-usage"),
])
def test_why_with_garbage_says_how_to_ask(lang: str, line: str, msg: str) -> None:
    h = play([line], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text(msg)]
    assert h.unchanged(1)


def test_why_with_ten_kilobytes_of_garbage() -> None:
    h = play(["why " + garbage(10_240, seed=3)], staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-why-usage")]
    assert h.unchanged(1)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_why_an_animal_not_in_hand(lang: str) -> None:
    h = play(["why zebra" if lang == "en" else "proč zebra"], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("beasty-bar-animal-not-in-hand",
                                 animal=h.narrator().animal_name(7, "acc"))]
    assert h.unchanged(1)
    if lang == "cs":  # N17: the animal in the accusative, not "Tohle zvíře v ruce nemáš: zebra."
        assert h.reply(1) == ["V ruce nemáš zebru."]


# -- settings ---------------------------------------------------------------------


SETTING_IDS = ("shell-setting-language", "shell-setting-verbosity", "shell-setting-speech",
               "shell-setting-bot-delay", "shell-setting-input-mode")


@pytest.mark.parametrize(("lang", "open_word", "back_word"), [
    ("en", "settings", ""), ("en", "sett", "back"), ("en", "settings", BACK),
    ("cs", "nastaveni", "zpet"), ("cs", "nastavení", "zpět"), ("cs", "nast", ""),
])
def test_settings_open_and_go_back(lang: str, open_word: str, back_word: str) -> None:
    h = play([open_word, back_word], lang=lang, staged=DEFAULT_STAGE)
    menu = h.reply(1)
    assert menu[0] == h.text("common-list-count", what=h.text("shell-prompt-settings"),
                             count=len(menu) - 1)
    assert [line.split(":")[0] for line in menu[1:]] == \
        [str(n) for n in range(1, len(menu))], "one setting a line, numbered"
    assert all(any(h.app.l10n.attr(msg_id, "lower") in line for line in menu[1:])
               for msg_id in SETTING_IDS)
    assert h.text("shell-value-verbosity-normal") in menu[2]
    assert h.reply(2) == [h.text("shell-settings-closed"),
                          *h.narrator().turn_prompt_lines(h.view(0), 0)]
    assert h.unchanged(1, 3)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_settings_change_verbosity_is_used_and_saved(lang: str, _home: Path) -> None:
    # settings, 2 verbosity, 1 brief, Enter closes, then the queue in brief words
    h = play(["settings" if lang == "en" else "nastavení", "2", "1", "", "q"], lang=lang,
             staged=DEFAULT_STAGE)
    choose = h.reply(2)
    assert len(choose) == 1
    assert all(h.text(f"shell-value-verbosity-{v}") in choose[0]
               for v in ("brief", "normal", "full"))
    changed = h.reply(3)
    assert changed[0] == h.text("shell-settings-changed", setting=h.text("shell-setting-verbosity"),
                                value=h.text("shell-value-verbosity-brief"))
    assert h.app.settings.verbosity == "brief"
    brief = h.narrator("brief")
    assert h.reply(5) == [brief.queue_line(h.view(0))]
    assert h.reply(5) != [h.narrator().queue_line(h.view(0))]
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert settings_path().parent == _home
    assert saved["verbosity"] == "brief"
    assert h.unchanged(1, 6)


def test_settings_change_language_to_czech_mid_game(_home: Path) -> None:
    h = play(["settings", "1", "2", "", "fronta", "queue"], staged=DEFAULT_STAGE)
    cs = L10n("cs")
    assert h.reply(3)[0] == cs("shell-settings-changed", {
        "setting": cs("shell-setting-language"), "value": cs("shell-value-language-cs")})
    czech = h.narrator(lang="cs")
    assert h.reply(5) == [czech.queue_line(h.view(0))]
    assert h.reply(6) == h.reply(5)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "cs"
    assert h.unchanged(1, 7)


def test_settings_bad_number_then_back() -> None:
    beyond = str(len(SETTINGS) + 1)
    h = play(["settings", beyond, ""], staged=DEFAULT_STAGE)
    assert h.reply(2) == [h.text("shell-number-out-of-range", number=beyond,
                                 count=len(SETTINGS))]
    assert h.unchanged(1, 4)


# -- save, quit, Ctrl-D, stop, back -------------------------------------------------------


def assert_save_matches(h: Harness) -> None:
    path = autosave_path()
    assert path.is_file()
    loaded, meta = load_save(path, get_game)
    assert loaded.state == h.match.state
    assert loaded.history == h.match.history
    assert meta.get("language") == h.app.lang


@pytest.mark.parametrize(("lang", "word"), [("en", "save"), ("en", "sav"), ("cs", "ulozit"),
                                            ("cs", "uložit")])
def test_save_writes_a_loadable_autosave(lang: str, word: str) -> None:
    def save_after_removing() -> str:
        autosave_path().unlink()
        return word

    found: list[bool] = []

    def check_then_leave() -> str:
        found.append(autosave_path().is_file())
        assert_save_matches(h)
        return CTRL_D

    h = Harness(["1", save_after_removing, check_then_leave], lang=lang)
    h.run()
    assert found == [True], "save wrote the autosave"
    assert h.reply(2) == [h.text("shell-saved")]
    assert h.unchanged(2, 3)
    assert len(h.match.history) == 2


@pytest.mark.parametrize(("lang", "word"), [("en", "quit"), ("en", "exit"), ("cs", "konec"),
                                            ("cs", "ukončit"), ("cs", "ukoncit")])
def test_quit_saves_says_how_to_resume_and_exits_0(lang: str, word: str) -> None:
    h = play(["1", word, "1", "1"], lang=lang)
    assert h.exit == 0
    assert h.reply(2) == [h.text("shell-saved-resume-hint")]
    assert h.reader.reads == 2, "nothing is read after quit"
    assert_save_matches(h)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_ctrl_d_saves_says_how_to_resume_and_exits_0(lang: str) -> None:
    h = play(["1", CTRL_D, "1"], lang=lang)
    assert h.exit == 0
    assert h.reply(2) == [h.text("shell-saved-resume-hint")]
    assert h.reader.reads == 2
    assert_save_matches(h)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_ctrl_c_says_one_line_and_the_game_goes_on(lang: str) -> None:
    h = play([CTRL_C, "q", CTRL_C, "1"], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-ctrl-c")]
    assert h.sink.stops >= 1, "Ctrl-C silences speech"
    assert h.reply(2) == [h.narrator().queue_line(h.view(0, read_no=2))]
    assert h.reply(3) == [h.text("shell-ctrl-c")]
    assert h.unchanged(1, 4)
    assert h.played_after(4)[0] == (0, Play("R12"))
    assert h.exit == 0


@pytest.mark.parametrize(("lang", "word"), [("en", "stop"), ("en", "silence"),
                                            ("cs", "ticho")])
def test_stop_silences_and_says_nothing(lang: str, word: str) -> None:
    h = play([word], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == []
    assert h.sink.stops == 1
    assert h.unchanged(1)


@pytest.mark.parametrize(("lang", "word"), [("en", "back"), ("en", "cancel"), ("en", BACK),
                                            ("cs", "zpet"), ("cs", "zpět"), ("cs", "zrušit")])
def test_back_with_nothing_pending(lang: str, word: str) -> None:
    h = play([word], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-nothing-to-cancel")]
    assert h.unchanged(1)


# ---------------------------------------------------------------------------
# 2. Playing
# ---------------------------------------------------------------------------

PLAIN_HAND: dict[str, Any] = {"hand": ("R12", "R11", "R6", "R5"), "queue": ()}
"""Lion, hippo, seal, chameleon, and an empty queue: no follow-up questions."""


def played_line(h: Harness, card: str) -> str:
    return h.narrator().event_lines(ev.CardPlayed(0, card), 0)[0]


@pytest.mark.parametrize(("lang", "line", "card"), [
    ("en", "1", "R12"), ("en", "2", "R11"), ("en", "4", "R5"), ("cs", "3", "R6"),
    ("en", "lion", "R12"), ("en", "Lion", "R12"), ("cs", "lev", "R12"), ("en", "lev", "R12"),
    ("en", "hippo", "R11"), ("en", "hip", "R11"), ("cs", "hrosice", "R11"),
    ("cs", "hrošice", "R11"), ("cs", "hroch", "R11"),
    ("en", "seal", "R6"), ("cs", "lachtan", "R6"), ("cs", "tulen", "R6"), ("cs", "tuleň", "R6"),
    ("en", "chameleon", "R5"), ("cs", "chameleon", "R5"), ("cs", "chameleón", "R5"),
    ("en", "R12", "R12"), ("en", "r11", "R11"), ("en", "R11O", "R11"),
])
def test_a_number_or_an_animal_name_plays_that_card(lang: str, line: str, card: str) -> None:
    h = play([line], lang=lang, staged=PLAIN_HAND)
    assert h.played_after(1)[0] == (0, Play(card))
    assert h.reply(1)[0].startswith(played_line(h, card))
    assert h.exit == 0


@pytest.mark.parametrize(("line", "card", "choices"), [
    ("2 1", "R5", (1,)), ("2 2", "R5", (2,)), ("4 2", "R2", (2,)), ("3 1", "R3", (1,)),
    ("R2 1", "R2", (1,)), ("r2 2", "R2", (2,)), ("R3 2", "R3", (2,)), ("R5 1", "R5", (1,)),
    ("parrot 2", "R2", (2,)), ("papoušek 1", "R2", (1,)), ("klokan 2", "R3", (2,)),
])
def test_a_whole_move_on_one_line(line: str, card: str, choices: tuple[int, ...]) -> None:
    h = play([line], staged=DEFAULT_STAGE)
    assert h.played_after(1)[0] == (0, Play(card, choices))
    assert h.reply(1)[0].startswith(played_line(h, card))


def follow_up_lines(h: Harness, queue: tuple[str, ...], card: str,
                    prefix: tuple[int, ...]) -> tuple[list[str], list[int]]:
    question, options = h.narrator().choice_menu(queue, card, prefix)
    return ([question, h.text("shell-choose-or-back", options=numbered(h.app.l10n, options))],
            [v for v, _ in options])


@pytest.mark.parametrize(("lang", "first", "answer", "card", "values"), [
    ("en", "R2", "2", "R2", [1, 2]), ("en", "parrot", "1", "R2", [1, 2]),
    ("cs", "papousek", "2", "R2", [1, 2]), ("en", "4", "1", "R2", [1, 2]),
    ("en", "kangaroo", "2", "R3", [1, 2]), ("cs", "klokan", "1", "R3", [1, 2]),
    ("en", "3", "2", "R3", [1, 2]),
])
def test_parrot_and_kangaroo_follow_up(lang: str, first: str, answer: str, card: str,
                                       values: list[int]) -> None:
    h = play([first, answer], lang=lang, staged=DEFAULT_STAGE)
    expected, offered = follow_up_lines(h, DEFAULT_STAGE["queue"], card, ())
    assert offered == values
    assert h.reply(1) == expected
    assert h.unchanged(1, 2), "nothing is committed before the follow-up is answered"
    assert h.played_after(2)[0] == (0, Play(card, (int(answer),)))


CHAMELEON_STAGE: dict[str, Any] = {"hand": ("R12", "R5", "R4", "R1"), "queue": ("G3", "G7", "G2")}
"""A chameleon to play behind a kangaroo, a zebra and a parrot."""


@pytest.mark.parametrize(("lang", "script", "choices"), [
    ("en", ["chameleon", "3", "1"], (3, 1)),
    ("en", ["chameleon", "1", "2"], (1, 2)),
    ("en", ["2", "2"], (2,)),
    ("cs", ["chameleón", "3", "3"], (3, 3)),
    ("cs", ["R5", "1", "1"], (1, 1)),
])
def test_chameleon_follow_up_target_then_the_copied_animals_choice(
        lang: str, script: list[str], choices: tuple[int, ...]) -> None:
    h = play(script, lang=lang, staged=CHAMELEON_STAGE)
    queue = CHAMELEON_STAGE["queue"]
    expected, offered = follow_up_lines(h, queue, "R5", ())
    assert offered == [1, 2, 3], "copy positions: kangaroo, zebra, parrot"
    assert h.reply(1) == expected
    if len(choices) == 2:
        second, values = follow_up_lines(h, queue, "R5", (choices[0],))
        assert values == ([1, 2] if choices[0] == 1 else [1, 2, 3])
        assert h.reply(2) == second
        assert h.unchanged(1, 3)
        assert h.played_after(3)[0] == (0, Play("R5", choices))
    else:
        assert h.unchanged(1, 2)
        assert h.played_after(2)[0] == (0, Play("R5", choices))


@pytest.mark.parametrize(("lang", "script", "back_at"), [
    ("en", ["R2", "back", "1"], 2), ("en", ["parrot", BACK, "1"], 2),
    ("cs", ["papoušek", "zpět", "1"], 2), ("cs", ["klokan", "zpet", "1"], 2),
    ("en", ["kangaroo", "cancel", "1"], 2), ("en", ["4", BACK, "1"], 2),
])
def test_back_or_escape_cancels_a_follow_up(lang: str, script: list[str], back_at: int) -> None:
    h = play(script, lang=lang, staged=DEFAULT_STAGE)
    prompt = h.narrator().turn_prompt_lines(h.view(0, read_no=back_at), 0)
    assert h.reply(back_at) == [h.text("shell-cancelled"), *prompt]
    assert h.unchanged(1, back_at + 1), "nothing was committed"
    # after cancelling, "1" is the first card of the hand again, not a follow-up answer
    assert h.played_after(back_at + 1)[0] == (0, Play("R12"))


@pytest.mark.parametrize("back", ["back", BACK, "zpět"])
def test_back_cancels_a_two_step_chameleon_half_way(back: str) -> None:
    h = play(["chameleon", "3", back, "1"], staged=CHAMELEON_STAGE)
    assert h.reply(3)[0] == h.text("shell-cancelled")
    assert h.unchanged(1, 4)
    assert h.played_after(4)[0] == (0, Play("R12"))


# -- advanced: set-aside --------------------------------------------------------------


def set_aside_prompt(h: Harness, picked: Sequence[str]) -> list[str]:
    """The set-aside question with the animals still in hand, each with its points, one a
    line and numbered from 1 (the heading says so once a pick is made)."""
    n = h.narrator()
    hand = [c for c in cards_of(h.match.state.colours[0]) if c not in picked]
    heading = h.text("beasty-bar-set-aside-heading", name="Anna", left=4 - len(picked),
                     again="yes" if picked else "no")
    labels = [h.text("beasty-bar-label-points", label=n.animal(c),
                     points=POINTS[Animal(STRENGTH[c])]) for c in hand]
    return [heading, *(f"{i}: {label}" for i, label in enumerate(labels, 1))]


def set_aside_line(h: Harness, card: str, left: int) -> str:
    """What Anna hears at once when ``card`` is set aside, ``left`` still to go."""
    return h.text("beasty-bar-card-set-aside", card=h.narrator().card(card), remaining=left)


def anna_set_asides(history: Sequence[tuple[int, Any]]) -> list[str]:
    return [a.card for p, a in history if p == 0 and isinstance(a, SetAside)]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_advanced_set_aside_confirms_each_pick_at_once(lang: str) -> None:
    """Issue 16, item 10: each pick is set aside and said at once ("Set aside: red lion. 3
    more to go."), the list shows every animal's points and says it is numbered anew."""
    script = ["1", "lion" if lang == "en" else "lev", "hroch", "back", "R2 1", "why 1", "1",
              "1"]
    h = Harness(script, lang=lang, variant="advanced")
    assert h.match.state.phase is Phase.SET_ASIDE
    h.run()
    assert h.reply(0)[-13:] == set_aside_prompt(h, [])
    assert h.text("beasty-bar-label-points", label=h.narrator().animal("R12"),
                  points=2) in h.reply(0)[-12], "the lion's 2 points are in the list"
    assert h.reply(1) == [set_aside_line(h, "R12", 3), *set_aside_prompt(h, ["R12"])]
    assert h.reply(2) == [h.text("beasty-bar-already-set-aside", card=h.narrator().card("R12"))]
    assert h.reply(3) == [set_aside_line(h, "R11", 2), *set_aside_prompt(h, ["R12", "R11"])]
    assert h.reply(4) == [h.text("shell-nothing-to-cancel")]
    assert h.reply(5) == [h.text("shell-beasty-bar-set-aside-first")]
    assert h.reply(6) == [h.text("shell-why-not-now")]
    assert h.reply(7) == [set_aside_line(h, "R10", 1),
                          *set_aside_prompt(h, ["R12", "R11", "R10"])]
    assert h.reply(8)[0] == set_aside_line(h, "R9", 0)
    prompts = h.reader.prompts
    assert prompts[1] == h.text("common-prompt-range", what=h.text("beasty-bar-prompt-set-aside"),
                                count=11) + " ", "the prompt names the decision and its range"
    for read, picked in ((2, ["R12"]), (4, ["R12", "R11"]), (8, ["R12", "R11", "R10"])):
        assert anna_set_asides(h.match.history[:h.snaps[read].history]) == picked
    assert anna_set_asides(h.match.history) == ["R12", "R11", "R10", "R9"]
    assert h.match.state.phase is Phase.PLAY
    assert GAME.view(h.match.state, 0).own_set_aside == ("R12", "R11", "R10", "R9")


def test_advanced_back_with_nothing_picked() -> None:
    h = play([BACK, "0", "13"], variant="advanced")
    assert h.reply(1) == [h.text("shell-nothing-to-cancel")]
    assert h.reply(2) == [h.text("shell-number-out-of-range", number=0, count=12)]
    assert h.reply(3) == [h.text("shell-number-out-of-range", number=13, count=12)]
    assert h.unchanged(1, 4)


# ---------------------------------------------------------------------------
# 3. Bad input: exactly one localised line, and the game unchanged
# ---------------------------------------------------------------------------


def garbage(size: int, seed: int) -> str:
    """Printable ASCII and control characters (no Escape: the readers turn it into BACK)."""
    rng = random.Random(seed)
    controls = [chr(i) for i in range(32) if i not in (10, 13, 27)] + ["\x7f"]
    printable = [chr(i) for i in range(33, 127)] + [" "] * 6
    text = "".join(rng.choice(printable) if rng.random() < 0.8 else rng.choice(controls)
                   for _ in range(size))
    return "~" + text


def core_reason(h: Harness, card: str, choices: tuple[int, ...]) -> str:
    """Return the narrator's sentence for the core's refusal of a play on the staged table."""
    error = GAME.explain(h.start_state, 0, Play(card, choices))
    assert error is not None, "the core should refuse this play"
    return h.narrator().error_line(error)


BAD_INPUT: list[tuple[str, Callable[[Harness], list[str]]]] = [
    ("xyzzy", lambda h: [h.text("shell-unknown-command", word="xyzzy")]),
    ("9", lambda h: [h.text("shell-number-out-of-range", number=9, count=4)]),
    ("0", lambda h: [h.text("shell-number-out-of-range", number=0, count=4)]),
    ("555", lambda h: [h.text("shell-number-out-of-range", number=555, count=4)]),
    ("R2 5", lambda h: [core_reason(h, "R2", (5,))]),
    ("R2 1 1", lambda h: [core_reason(h, "R2", (1, 1))]),
    ("R3 3", lambda h: [core_reason(h, "R3", (3,))]),
    ("klokan 3", lambda h: [core_reason(h, "R3", (3,))]),
    ("lion 1", lambda h: [core_reason(h, "R12", (1,))]),
    ("hi", lambda h: [h.text("shell-ambiguous", word="hi",
                             candidates=", ".join(h.app.vocabulary.parse("hi").candidates))]),
    ("re", lambda h: [h.text("shell-ambiguous", word="re",
                             candidates=", ".join(h.app.vocabulary.parse("re").candidates))]),
    ("", lambda h: [h.text("shell-empty-line")]),
    ("   \t ", lambda h: [h.text("shell-empty-line")]),
    ("R7", lambda h: [h.text("shell-beasty-bar-card-not-yours", card=h.narrator().card("R7"))]),
    ("G12", lambda h: [h.text("shell-beasty-bar-card-not-yours", card=h.narrator().card("G12"))]),
    ("G10", lambda h: [h.text("shell-beasty-bar-card-not-yours", card=h.narrator().card("G10"))]),
    ("zebra", lambda h: [h.text("beasty-bar-animal-not-in-hand",
                                animal=h.narrator().animal_name(7, "acc"))]),
    ("had", lambda h: [h.text("beasty-bar-animal-not-in-hand",
                              animal=h.narrator().animal_name(9, "acc"))]),
    ("2 x", lambda h: [h.text("shell-beasty-bar-choice-not-number")]),
    ("²", lambda h: [h.text("shell-unknown-command", word="²")]),
    ("①", lambda h: [h.text("shell-unknown-command", word="①")]),
    ("R²", lambda h: [h.text("shell-unknown-command", word="R²")]),
    ("1234", lambda h: [h.text("shell-unknown-command", word="1234")]),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("line", "expected"), BAD_INPUT,
                         ids=[repr(line) for line, _ in BAD_INPUT])
def test_bad_input_gets_one_line_and_changes_nothing(lang: str, line: str,
                                                     expected: Callable[[Harness], list[str]]
                                                     ) -> None:
    h = play([line, "q"], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == expected(h)
    assert h.unchanged(1, 3)
    assert h.reply(2) == [h.narrator().queue_line(h.view(0, read_no=2))], "the game goes on"


def test_the_ambiguous_prefixes_name_their_candidates() -> None:
    h = Harness(lang="cs")
    assert {"skunk", "skóre"} <= set(h.app.vocabulary.parse("sk").candidates)
    assert {"had", "hand"} <= set(Harness().app.vocabulary.parse("ha").candidates)


@pytest.mark.parametrize(("lang", "line", "meaning"), [
    ("cs", "ha", "animal"), ("en", "sk", "animal"), ("cs", "sk", "ambiguous"),
])
def test_a_prefix_of_the_language_in_use_wins(lang: str, line: str, meaning: str) -> None:
    """I1: Czech "ha" is the snake (had), not the English hand; English "sk" is the skunk,
    not the Czech skóre."""
    parsed = Harness(lang=lang).app.vocabulary.parse(line)
    assert parsed.kind == meaning if meaning == "ambiguous" else str(parsed.value).startswith(meaning)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_ambiguity_answer_writes_the_words_with_their_diacritics(lang: str) -> None:
    """E4: "pr" could mean "pravidla, proč", not the folded key "proc"."""
    h = play(["pr", "q"], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == [h.text("shell-ambiguous", word="pr", candidates="pravidla, proč")]
    assert "proc" not in h.reply(1)[0].replace("proč", "")


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("first", "wrong", "offered"), [
    ("R2", "5", "1, 2"), ("parrot", "3", "1, 2"), ("klokan", "3", "1, 2"), ("R3", "0", "1, 2"),
])
def test_follow_up_answer_not_offered(lang: str, first: str, wrong: str, offered: str) -> None:
    h = play([first, wrong, "1"], lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(2) == [h.text("shell-number-out-of-range", number=int(wrong),
                                 count=len(offered.split(", ")))]
    assert h.unchanged(1, 3)
    card = "R2" if first in ("R2", "parrot") else "R3"
    assert h.played_after(3)[0] == (0, Play(card, (1,))), "the question is still open"


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("seed", [1, 2, 7])
def test_ten_kilobytes_of_garbage(lang: str, seed: int) -> None:
    line = garbage(10_240, seed)
    h = Harness([line, "q"], lang=lang, staged=DEFAULT_STAGE)
    parsed = h.app.vocabulary.parse(line)
    assert parsed.kind == "unknown"
    h.run()
    assert len(h.reply(1)) == 1
    assert h.reply(1)[0].startswith(h.text("shell-unknown-command", word="@").split("@")[0])
    assert len(h.reply(1)[0]) < 200
    assert h.unchanged(1, 3)
    assert h.reply(2) == [h.narrator().queue_line(h.view(0, read_no=2))]


def test_garbage_in_a_follow_up_changes_nothing() -> None:
    h = play(["R2", garbage(10_240, 7), "", "1"], staged=DEFAULT_STAGE)
    assert len(h.reply(2)) == 1 and len(h.reply(3)) == 1
    assert h.unchanged(1, 4)
    assert h.played_after(4)[0] == (0, Play("R2", (1,)))


# ---------------------------------------------------------------------------
# 4. Hot-seat privacy and bots' hands
# ---------------------------------------------------------------------------


def names_card(line: str, narrator: BeastyBarNarrator, card: str) -> bool:
    lowered = line.lower()
    if any(narrator.card(card, case).lower() in lowered for case in CASES):
        return True
    return re.search(rf"\b{compact_label(card)}\b", line) is not None


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_hot_seat_asks_for_enter_before_reading_a_hand(lang: str) -> None:
    # read 1: Anna's Enter (after a question); 3: Anna plays; 4: Bob's Enter (after noise)
    h = play(["hand", "", "1", "ruka", "", "1"], lang=lang, players=(ANNA, BOB))
    n = h.narrator()
    ask_anna = h.text("shell-privacy-ask", name="Anna")
    ask_bob = h.text("shell-privacy-ask", name="Bob")
    assert ask_anna in h.reply(0) or ask_anna in [s.text for s in h.said_before(1)]
    assert h.reply(1) == [h.text("shell-privacy-enter", name="Anna")]
    anna_prompt = h.reply(2)
    assert anna_prompt == n.turn_prompt_lines(h.view(0, read_no=3), 0)
    assert ask_bob == h.reply(3)[-1]
    assert h.reply(4) == [h.text("shell-privacy-enter", name="Bob")]
    bob_view = h.view(1, read_no=6)
    assert h.reply(5) == n.turn_prompt_lines(bob_view, 1)
    assert n.hand_line(bob_view) in h.reply(5)
    for said in h.said_before(2):
        for card in said.state.hands[0] + said.state.hands[1]:
            assert not names_card(said.text, n, card), f"a hand was read too early: {said.text}"
        assert said.text != n.hand_line(GAME.view(said.state, 0))
    for said in h.said_before(5):
        for card in said.state.hands[1]:
            assert not names_card(said.text, n, card), f"Bob's hand before his Enter: {said.text}"
        assert said.text != n.hand_line(GAME.view(said.state, 1))
        assert said.keyboard != 1
    assert h.unchanged(4, 5)


@pytest.mark.parametrize("queries", [["history 200"], ["historie 50"], [","] * 15, ["r"]],
                         ids=["history", "historie", "comma", "repeat"])
def test_hot_seat_next_player_cannot_review_the_previous_hand(queries: list[str]) -> None:
    """After Bob takes the keyboard, reviewing the transcript must not read Anna's hand."""
    h = play(["", "1", "", *queries], players=(ANNA, BOB))
    n = h.narrator()
    anna_hand_line = n.hand_line(h.view(0, read_no=2))
    anna_now = h.snaps[4].state.hands[0]
    assert h.snaps[4].state.current == 1 and h.session.keyboard == 1
    heard = [line for index in range(4, 4 + len(queries)) for line in h.reply(index)]
    assert heard
    for line in heard:
        assert line != anna_hand_line, f"Bob hears Anna's hand: {line}"
        for card in anna_now:
            assert not names_card(line, n, card), f"Bob hears Anna's card: {line}"


BOT_GAMES = [
    ("en", "basic", (ANNA, BOT_GREEN, BOT_BLUE), 11, "normal"),
    ("cs", "basic", (ANNA, BOT_GREEN), 12, "full"),
    ("en", "advanced", (ANNA, BOT_GREEN, BOT_BLUE), 13, "brief"),
    ("cs", "advanced", (ANNA, BOT_GREEN, BOT_BLUE, PlayerSpec("Bot Yellow", "random")), 14,
     "normal"),
]


@pytest.mark.parametrize(("lang", "variant", "players", "seed", "verbosity"), BOT_GAMES)
def test_whole_game_never_reads_a_bots_hand(lang: str, variant: str,
                                            players: tuple[PlayerSpec, ...], seed: int,
                                            verbosity: str) -> None:
    queries = ["q", "1", "bar", "1", "hand", "table", "1", "cards", "r", ",", ".", "history 5",
               "why 1", "help", "turn", "players", "scores", "out"]
    h = play(queries, lang=lang, variant=variant, players=players, seed=seed,
             when_done="auto", verbosity=verbosity)
    assert h.exit == 0
    assert h.match.is_over()
    assert not autosave_path().exists(), "the autosave is removed after the game"
    n = h.narrator(verbosity)
    bots = [seat for seat, spec in enumerate(players) if spec.is_bot]
    checked = 0
    for said in h.sink.said:
        state = said.state
        for seat in bots:
            for card in state.hands[seat] + state.piles[seat] + state.set_aside[seat]:
                assert not names_card(said.text, n, card), \
                    f"a bot's card {card} is named before it is played: {said.text}"
                checked += 1
    assert checked > 100
    assert any(s.kind == "final" for s in h.sink.said)


# ---------------------------------------------------------------------------
# 5. Clean output also where the input was dirty
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_echoed_input_is_clean(lang: str) -> None:
    """Words the shell echoes back (unknown, ambiguous, rules topic) carry no control bytes."""
    dirty = ["ab\x07cd", "zz\x08\x08q", "\x00x", "rules zz\x07zz", "pravidla \x07nic",
             "why \x07", "sk\x7f", "R\u20682"]
    h = play(dirty, lang=lang, staged=DEFAULT_STAGE)
    for index in range(1, len(dirty) + 1):
        reply = h.reply(index)
        assert len(reply) == 1 or reply[1] == h.text(
            "common-rules-topics", count=len(rules_book("beasty-bar").topics)), dirty[index - 1]
        assert not any(ord(c) < 32 or c == "\x7f" for c in reply[0]), reply[0]
    assert h.unchanged(1, len(dirty) + 1)


def test_follow_up_numbers_are_list_positions_so_1_always_works() -> None:
    """A chameleon behind another chameleon cannot copy it: its list starts at the zebra,
    and typing 1 picks that first option (position 2 in the queue)."""
    h = play(["chameleon", "1"], staged={"hand": ("R12", "R5", "R4", "R1"),
                                         "queue": ("G5", "G7", "G8")})
    question, options = h.narrator().choice_menu(("G5", "G7", "G8"), "R5", ())
    assert [value for value, _ in options] == [2, 3]
    assert h.reply(1) == [question, h.text("shell-choose-or-back", options=numbered(h.app.l10n, options))]
    assert numbered(h.app.l10n, options).startswith("1: ")
    assert h.played_after(2)[0] == (0, Play("R5", (2,)))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_settings_change_rate_and_voice_and_save_them(lang: str, _home: Path) -> None:
    """Speaking rate from the list, voice typed by name; both saved to the settings file."""
    h = play(["settings", "4", "3", "5", "zlw/cs", "", "q"], lang=lang, staged=DEFAULT_STAGE)
    saved = json.loads((_home / "settings.json").read_text(encoding="utf-8"))
    assert saved["rate"] == 160
    assert saved["voice"] == "zlw/cs"
    assert h.app.settings.rate == 160 and h.app.settings.voice == "zlw/cs"
    assert h.unchanged(1, 7)


def test_settings_switch_on_reindeer_all_year() -> None:
    h = play(["settings", "8", "2", ""], staged=DEFAULT_STAGE)
    assert h.app.settings.reindeer_all_year is True
    assert load_settings().reindeer_all_year is True


@pytest.mark.parametrize(("lang", "line", "more_word"), [
    ("en", "about hippo", "more"), ("cs", "zvire hroch", "dál")])
def test_about_reads_an_animal_one_paragraph_at_a_time(lang: str, line: str,
                                                       more_word: str) -> None:
    paragraphs = entry_paragraphs(L10n(lang), "hippo")
    h = play([line] + [more_word] * len(paragraphs), lang=lang, staged=DEFAULT_STAGE)
    assert h.reply(1) == EncyclopediaReader(L10n(lang)).open("hippo").split("\n")
    for index, paragraph in enumerate(paragraphs[1:], 2):
        assert h.reply(index) == [paragraph]
    assert h.unchanged(1, len(paragraphs))


def test_about_without_an_animal_lists_this_games_animals() -> None:
    h = play(["about"], staged=DEFAULT_STAGE)
    assert h.reply(1) == [EncyclopediaReader(L10n("en"), animals_of("beasty-bar")).ask("")]
    assert "lion" in h.reply(1)[0] and "dolphin" not in h.reply(1)[0]
