"""The bots' settings: their strength (easy, normal, strong) and the strong bots' thinking
time, chosen in the settings dialog, saved, and taken up by the strong bots of a game."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.core.bots import BOT_KINDS
from accessible_games.core.game import PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.search import SearchBot, search_budget
from accessible_games.registry import GAME_IDS, entry, get_game
from accessible_games.shell.app import App
from accessible_games.shell.settings import THINKING_TIMES, Settings, load_settings
from accessible_games.shell.settings_menu import SETTINGS, settings_dialog
from tests.harness import RecordingSink, ScriptReader

STRENGTH = str(SETTINGS.index("bot_kind") + 1)
THINKING = str(SETTINGS.index("thinking") + 1)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    monkeypatch.setenv("ACCESSIBLE_GAMES_STRICT_L10N", "1")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_settings_dialog_sets_the_bots_strength_and_thinking_time(lang: str) -> None:
    strong = str(BOT_KINDS.index("strong") + 1)
    two = str(THINKING_TIMES.index(2.0) + 1)
    reader = ScriptReader([STRENGTH, strong, THINKING, two, ""])
    sink = RecordingSink(reader)
    app = App(Settings(bot_delay=0), lang, "plain", sink=sink, reader=reader)
    settings_dialog(app)
    assert (app.settings.bot_kind, app.settings.thinking) == ("strong", 2.0)
    saved = load_settings()
    assert (saved.bot_kind, saved.thinking) == ("strong", 2.0)
    said = [s.text for s in sink.said]
    assert app.text("shell-settings-changed", setting=app.text("shell-setting-bot-kind"),
                    value=app.text("shell-value-bot-kind-strong")) in said
    assert app.text("shell-settings-changed", setting=app.text("shell-setting-thinking"),
                    value=app.text("shell-value-seconds", seconds=2.0)) in said


@pytest.mark.parametrize("thinking", [0.3, -1.0, True, "1", None, 100.0])
def test_a_thinking_time_not_offered_is_the_default(thinking: object) -> None:
    assert Settings(thinking=thinking).validated().thinking == 1.0  # type: ignore[arg-type]
    assert Settings(bot_kind="clever").validated().bot_kind == "greedy"
    assert Settings(bot_kind="strong", thinking=4.0).validated() == \
        Settings(bot_kind="strong", thinking=4.0)


def test_a_sessions_strong_bots_think_as_long_as_the_settings_say() -> None:
    """The budget follows the setting, also when it changes during the game."""
    game_id = GAME_IDS[0]
    game = get_game(game_id)
    assert game is not None
    match = Match.start(game, [PlayerSpec("Anna"), PlayerSpec("Bot", "strong")], {}, 2)
    app = App(Settings(bot_delay=0, thinking=0.5), "en", "plain", sink=RecordingSink())
    session = entry(game_id).make_session(app, match, False)
    bot = session.bots[1]
    assert isinstance(bot, SearchBot) and bot.plan.budget == search_budget(game, 0.5)
    app.update_settings(thinking=4.0)
    assert session.search_budget() == search_budget(game, 4.0)
    assert search_budget(game, 4.0).iterations == 8 * search_budget(game, 0.5).iterations
