"""F16: ``about ANIMAL`` (Czech ``zvíře``) answers in every game, as the README promises,
and ``more`` reads on."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.encyclopedia import entry_paragraphs, entry_title, find_entry
from accessible_games.registry import GAME_IDS
from tests.harness import CTRL_D, Harness


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize(("lang", "typed"), [("en", "about hippo"), ("cs", "zvíře hroch"),
                                             ("cs", "zvire hroch")])
def test_about_an_animal_answers_in_every_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               game: str, lang: str, typed: str) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))

    class Game(Harness):
        game_id = game

    h = Game([typed, "more", CTRL_D], lang=lang).run()
    hippo = find_entry("hippo")
    assert hippo is not None
    paragraphs = entry_paragraphs(h.app.l10n, hippo)
    assert h.reply(1)[:2] == [entry_title(h.app.l10n, hippo), paragraphs[0]]
    assert h.reply(2)[0] == paragraphs[1]
    assert h.unchanged(1, 3), "asking about an animal uses no turn"
