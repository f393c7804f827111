"""The main menu's rules reader (issue 16, item 14): the topic list is said once when it
opens, and again only after a topic's last paragraph, an unknown topic, or ``more`` with
nothing open; never after every paragraph."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.l10n import L10n
from accessible_games.narration.rules import topic_lines, topic_paragraphs
from accessible_games.registry import GAME_IDS, entry
from accessible_games.shell.app import App
from accessible_games.shell.menu import rules_menu
from accessible_games.shell.settings import Settings
from tests.harness import RecordingSink, ScriptReader


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")


def _read(game_id: str, lang: str, script: list[str]) -> tuple[ScriptReader, RecordingSink]:
    reader = ScriptReader([str(GAME_IDS.index(game_id) + 1), *script])
    sink = RecordingSink(reader)
    rules_menu(App(Settings(), lang, "plain", sink=sink, reader=reader))
    return reader, sink


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("game_id", ["beasty-bar", "o-zoo-le-mio"])
def test_the_topics_are_listed_once_then_at_the_end_of_a_topic(game_id: str,
                                                               lang: str) -> None:
    l10n = L10n(lang)
    book = entry(game_id).rules_book
    overview = len(topic_paragraphs(l10n, book, "overview"))
    topic = book.topics[3]
    paragraphs = len(topic_paragraphs(l10n, book, topic))
    more = l10n("shell-words-more").split(",")[0].strip()
    script = [more] * (overview - 1) + [topic] + [more] * (paragraphs - 1) + ["xyzzy", ""]
    reader, sink = _read(game_id, lang, script)
    topics = topic_lines(l10n, book)
    heading = topics[0]

    def said_at(read: int) -> list[str]:
        return [s.text for s in sink.said if s.read_no == read]
    opening = said_at(1)
    assert opening.count(heading) == 1 and opening[-len(topics):] == topics
    assert opening[-len(topics) - 1] == l10n("shell-rules-menu")
    for read in range(2, overview + 1):
        assert heading not in said_at(read), "a paragraph alone"
    assert said_at(overview)[-1] == l10n("shell-rules-menu-end"), \
        "the overview ends with its own list of the topics"
    for read in range(overview + 1, overview + paragraphs):
        assert heading not in said_at(read), "a paragraph alone"
    end = said_at(overview + paragraphs)
    assert end[-len(topics) - 1:] == [l10n("shell-rules-menu-end"), *topics], \
        "after the topic's last paragraph: the end and the topics"
    unknown = said_at(overview + paragraphs + 1)
    assert unknown == [l10n("shell-rules-unknown", {"topic": "xyzzy"}), *topics]
    assert [s.text for s in sink.said].count(heading) == 3


def test_more_with_no_topic_open_lists_the_topics() -> None:
    l10n = L10n("en")
    book = entry("aquaretto").rules_book
    overview = len(topic_paragraphs(l10n, book, "overview"))
    reader, sink = _read("aquaretto", "en", ["more"] * overview + [""])
    last = [s.text for s in sink.said if s.read_no == overview + 1]
    assert last == [l10n("shell-rules-menu"), *topic_lines(l10n, book)]
