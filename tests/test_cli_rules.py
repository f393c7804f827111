"""``accessible-games rules GAME``: the overview lists the topics once, for every game."""

from __future__ import annotations

import pytest

from accessible_games.cli import print_rules
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import topic_lines, topic_list, topic_name
from accessible_games.registry import GAME_IDS, rules_book


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAME_IDS)
def test_the_overview_lists_the_topics_once(game: str, lang: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    l10n = L10n(lang, strict=True)
    book = rules_book(game)
    assert print_rules(game, [], lang) == 0
    lines = capsys.readouterr().out.splitlines()
    heading = l10n("common-rules-topics", {"count": len(book.topics)})
    one_line = l10n("common-rules-topics-line", {"topics": topic_list(l10n, book)})
    listed = topic_lines(l10n, book)
    assert lines.count(heading) + lines.count(one_line) == 1
    start = lines.index(listed[0])
    assert lines[start:start + len(listed)] == listed
    for topic in book.topics:
        assert lines.count(topic_name(l10n, book, topic)) <= 1
    assert sum(line.startswith(one_line.split(":")[0]) for line in lines) == 1
