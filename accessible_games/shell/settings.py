"""The player's settings and the app's files, kept in the user's own folders.

Settings are JSON in the user config directory (platformdirs); the autosave is
in the user data directory.  ``ACCESSIBLE_GAMES_HOME`` puts both in one folder
(tests and portable installs use it).
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import Any

from accessible_games.core.bots import BOT_KINDS
from accessible_games.core.errors import SaveError
from accessible_games.core.records import record
from accessible_games.core.save import read_json, write_atomic

APP_NAME = "accessible-games"
VERBOSITIES = ("brief", "normal", "full")
SPEECH_MODES = ("auto", "print", "screen-reader", "tts")
INPUT_MODES = ("auto", "plain", "rich")
MAX_BOT_DELAY = 10.0
THINKING_TIMES: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
"""The strong bot's thinking times per decision the settings offer, in seconds."""
MIN_RATE, MAX_RATE = 80, 450
"""The built-in voice's speaking rate in words per minute; 0 keeps the engine's own."""
MAX_VOICE = 100
MAX_SETTINGS_BYTES = 64_000
"""A settings file larger than this is not read (ours is under 300 bytes)."""
LEFTOVER = re.compile(r"\.(autosave\.json|settings\.json|crash\.log)\.[A-Za-z0-9_]+\.tmp")
"""The names of ``write_atomic``'s temporary files of our own files (``mkstemp``'s prefix
``.<name>.``, random letters, suffix ``.tmp``)."""
LEFTOVER_AGE = 600.0
"""A temporary file this many seconds old is a leftover of a write that was cut off (a
write takes milliseconds; a younger one may be another instance's save under way)."""


@record(slots=False)
class Settings:
    """What the player chose; every field has a safe default."""

    language: str = ""
    verbosity: str = "normal"
    speech: str = "auto"
    input_mode: str = "auto"
    bot_delay: float = 0.5
    bot_kind: str = "greedy"
    thinking: float = 1.0
    """The strong bot's thinking time per decision, in seconds (one of THINKING_TIMES)."""
    rate: int = 0
    """Words per minute of the built-in voice; 0 is the engine's default."""
    voice: str = ""
    """The built-in voice's name or id as the system lists it; empty chooses by language."""
    reindeer_all_year: bool = False
    """Offer Zooloretto's reindeer outside Christmas (24 to 26 December) too."""
    clear_at_handover: bool = False
    """Clear the terminal (and its scrollback) when the keyboard passes to another human
    in hot-seat play, so the last player's private lines are no longer on screen."""
    hints: bool = True
    """Answer ``hint`` at a decision (off for players who want none, nor the temptation)."""

    def validated(self) -> Settings:
        """Return a copy with every out-of-range value replaced by its default."""
        default = Settings()
        changes: dict[str, Any] = {}
        if self.language not in ("", "en", "cs"):
            changes["language"] = default.language
        for name, allowed in (("verbosity", VERBOSITIES), ("speech", SPEECH_MODES),
                              ("input_mode", INPUT_MODES), ("bot_kind", BOT_KINDS)):
            if getattr(self, name) not in allowed:
                changes[name] = getattr(default, name)
        if not isinstance(self.bot_delay, (int, float)) or not 0 <= self.bot_delay <= MAX_BOT_DELAY:
            changes["bot_delay"] = default.bot_delay
        if self.thinking not in THINKING_TIMES or not isinstance(self.thinking, (int, float)) \
                or isinstance(self.thinking, bool):
            changes["thinking"] = default.thinking
        if not isinstance(self.rate, int) or not (self.rate == 0 or
                                                  MIN_RATE <= self.rate <= MAX_RATE):
            changes["rate"] = default.rate
        if not isinstance(self.voice, str) or len(self.voice) > MAX_VOICE \
                or not self.voice.isprintable():
            changes["voice"] = default.voice
        for name in ("reindeer_all_year", "clear_at_handover", "hints"):
            if not isinstance(getattr(self, name), bool):
                changes[name] = getattr(default, name)
        return replace(self, **changes)


def _home() -> Path | None:
    value = os.environ.get("ACCESSIBLE_GAMES_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    """Return the folder of the settings file."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Return the folder of the autosave."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """Return the settings file's path."""
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    """Return where the game in progress is saved after every action."""
    return data_dir() / "autosave.json"


def load_settings() -> Settings:
    """Return the saved settings; a missing or damaged file gives the defaults, silently
    (the settings menu writes a good one).  The file is read by the one safe reader
    (``read_json``: a regular file, at most ``MAX_SETTINGS_BYTES``, UTF-8, bounded JSON),
    so a FIFO, a link to a device or deep nesting gives the defaults too."""
    try:
        data = read_json(settings_path(), MAX_SETTINGS_BYTES)
    except SaveError:
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    known = {f.name for f in fields(Settings)}
    try:
        return Settings(**{k: v for k, v in data.items() if k in known}).validated()
    except TypeError:
        return Settings()


def remove_leftovers(now: float | None = None) -> list[Path]:
    """Remove from the data and config folders the temporary files of our own writes
    that were cut off (a kill during ``write_atomic``): only names of our own pattern
    (``LEFTOVER``), only regular files (a symbolic link is not followed, nor removed),
    only those older than ``LEFTOVER_AGE`` seconds before ``now``; return what was removed.
    A folder that cannot be listed is left alone."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    for folder in dict.fromkeys((data_dir(), config_dir())):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not LEFTOVER.fullmatch(name):
                continue
            path = folder / name
            try:
                info = os.lstat(path)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > LEFTOVER_AGE:
                    os.unlink(path)
                    removed.append(path)
            except OSError:
                continue
    return removed


def save_settings(settings: Settings) -> bool:
    """Write the settings atomically; return False if the folder is not writable."""
    try:
        write_atomic(settings_path(), json.dumps(asdict(settings), indent=1))
    except OSError:
        return False
    return True


def language_from_environment() -> str:
    """Return "cs" when the environment's locale is Czech, else "en"."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name, "")
        if value:
            return "cs" if value.lower().startswith("cs") else "en"
    if os.name == "nt":
        import locale
        code = locale.getlocale()[0] or ""
        return "cs" if code.lower().startswith(("cs", "czech")) else "en"
    return "en"
