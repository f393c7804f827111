"""The commands every game shares, in every game: ``review``, naming a player by any part
of the name, and ``stop`` when nothing speaks."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from accessible_games.core.game import PlayerSpec
from accessible_games.registry import GAME_IDS
from accessible_games.speech import PrintOutput, Speech
from tests.harness import ANNA, BOT_BLUE, BOT_GREEN, Harness


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")
    return tmp_path


def table(game_id: str, script: list[str], lang: str = "en",
          players: tuple[PlayerSpec, ...] = (ANNA, BOT_GREEN)) -> Harness:
    """Return a harness of ``game_id`` (keeping the transcript at every read), not yet run."""
    harness_class = type("GameHarness", (Harness,), {"game_id": game_id,
                                                     "keep_transcript": True})
    options = {"variant": "basic"} if game_id == "beasty-bar" else None
    return harness_class(script, lang=lang, players=players, options=options)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(("lang", "line", "count"), [
    ("en", "review 2", 2), ("en", "review", 10), ("cs", "záznam 3", 3), ("cs", "zaznam", 10),
])
def test_review_is_history(game_id: str, lang: str, line: str, count: int) -> None:
    h = table(game_id, [line], lang).run()
    transcript = h.snaps[1].transcript
    assert transcript
    assert h.reply(1) == transcript[-count:]
    assert h.unchanged(1)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_review_with_a_bad_number_names_both_words(lang: str) -> None:
    h = table("aquaretto", ["review 0" if lang == "en" else "záznam 0"], lang).run()
    assert h.reply(1) == [h.text("shell-history-usage", most=200)]
    assert ("review" if lang == "en" else "záznam") in h.reply(1)[0]


PLAYER_QUESTIONS = {
    "zooloretto": "barn", "aquaretto": "depot", "o-zoo-le-mio": "zoo",
    "aquaretto-zooloretto": "zoo",
}
"""A question about one player's things in each game that has them."""


@pytest.mark.parametrize(("game_id", "question"), PLAYER_QUESTIONS.items())
@pytest.mark.parametrize("part", ["Green", "green", "reen", "t Gr"])
def test_a_player_is_found_by_any_part_of_the_name(game_id: str, question: str,
                                                    part: str) -> None:
    h = table(game_id, [f"{question} {part}", f"{question} 2"]).run()
    assert h.reply(1) == h.reply(2) != []
    assert not any("No player" in line for line in h.reply(1))


@pytest.mark.parametrize(("game_id", "question"), PLAYER_QUESTIONS.items())
@pytest.mark.parametrize("part", ["bot", "o"])
def test_a_part_of_several_names_lists_them(game_id: str, question: str, part: str) -> None:
    h = table(game_id, [f"{question} {part}"], players=(ANNA, BOT_GREEN, BOT_BLUE)).run()
    assert h.reply(1) == [h.text("shell-ambiguous", word=part,
                                 candidates="Bot Green, Bot Blue")]
    assert h.unchanged(1)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_stop_in_print_mode_says_there_is_nothing_to_silence(game_id: str, lang: str) -> None:
    h = table(game_id, ["stop"], lang)
    printed = io.StringIO()
    h.app.announcer.sink = Speech(PrintOutput(printed, configure=False))
    h.run()
    assert h.text("shell-stop-print") in printed.getvalue().splitlines()


def test_stop_with_speech_silences_it() -> None:
    h = table("beasty-bar", ["stop"]).run()
    assert h.sink.stops == 1
    assert h.reply(1) == []


EDGES = {
    "aquaretto": ("shell-aquaretto-explore-edge", ("3D", "3E")),
    "aquaretto-zooloretto": ("shell-aquaretto-explore-edge", ("3D", "3E")),
    "o-zoo-le-mio": ("shell-ozoolemio-explore-edge", ("1N", "1O")),
}
"""The games that explore a grid: the edge sentence, and the cells east of the start
(Aquaretto's 3C, O Zoo le Mio's 1M) on a new park or zoo, up to its edge."""


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("game_id", sorted(EDGES))
def test_explore_stops_at_the_edge_with_one_sentence(game_id: str, lang: str) -> None:
    message, cells = EDGES[game_id]
    walk = "e" if lang == "en" else "východ"
    h = table(game_id, ["explore", *[walk] * 5], lang).run()
    replies = [h.reply(n) for n in range(2, 7)]
    assert [reply[0].split(":")[0] for reply in replies[:len(cells)]] == list(cells)
    assert all(len(reply) == 1 for reply in replies)
    edge = [h.text(message, cell=cells[-1])]
    assert replies[len(cells):] == [edge] * (5 - len(cells)), "it stays at the edge"


@pytest.mark.parametrize("game_id", ["aquaretto", "aquaretto-zooloretto"])
def test_explore_from_a_cell_off_the_park_may_walk_back(game_id: str) -> None:
    h = table(game_id, ["explore 3g", "w", "w", "w"]).run()
    assert [h.reply(n)[0].split(":")[0] for n in (2, 3, 4)] == ["3F", "3E", "3D"]
