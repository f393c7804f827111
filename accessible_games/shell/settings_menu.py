"""The settings dialog: numbered lists, saved at once, usable from the menu or mid-game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from accessible_games.core.bots import BOT_KINDS
from accessible_games.narration.lists import choice_lines, numbered_text, range_prompt
from accessible_games.shell.app import App
from accessible_games.shell.commands import echo, fold
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import (
    INPUT_MODES, MAX_VOICE, SPEECH_MODES, THINKING_TIMES, VERBOSITIES,
)
from accessible_games.speech.base import MSG_ENGINE_REFUSED

BOT_DELAYS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
RATES: tuple[int, ...] = (0, 120, 160, 200, 240, 280, 320)
SETTINGS: tuple[str, ...] = ("language", "verbosity", "speech", "rate", "voice", "bot_delay",
                             "input_mode", "reindeer_all_year", "clear_at_handover",
                             "bot_kind", "thinking", "hints")
SPEECH_SETTINGS = frozenset({"speech", "rate", "voice"})
"""Settings that the running speech takes up at once."""


def _values(name: str) -> tuple[object, ...]:
    return {"language": ("en", "cs"), "verbosity": VERBOSITIES, "speech": SPEECH_MODES,
            "rate": RATES, "bot_delay": BOT_DELAYS, "bot_kind": BOT_KINDS,
            "thinking": THINKING_TIMES, "input_mode": INPUT_MODES,
            "reindeer_all_year": (False, True), "clear_at_handover": (False, True),
            "hints": (True, False)}[name]


def _label(app: App, name: str, value: object) -> str:
    if name in ("bot_delay", "thinking"):
        return app.text("shell-value-seconds", seconds=value)
    if name == "rate":
        return app.text("shell-value-rate", rate=value) if value else \
            app.text("shell-value-rate-default")
    if name == "voice":
        return str(value) if value else app.text("shell-value-voice-auto")
    if name in ("reindeer_all_year", "clear_at_handover", "hints"):
        return app.text("shell-value-on" if value else "shell-value-off")
    return app.text(f"shell-value-{name.replace('_', '-')}-{value}")


def _current(app: App, name: str) -> object:
    """Return a setting's value now (the language in use if none was saved yet)."""
    value = getattr(app.settings, name)
    return app.lang if name == "language" and not value else value


def _name(app: App, name: str, form: str | None = None) -> str:
    """Return a setting's name: the plain value, or its ``lower``/``acc`` attribute."""
    msg_id = "shell-setting-" + name.replace("_", "-")
    return app.l10n.attr(msg_id, form) if form else app.text(msg_id)


def say_choices(app: App, what: str, labels: Sequence[str], sentence: str,
                after: Sequence[str] = ()) -> None:
    """Say a menu's numbered list: ``sentence`` when short, else one entry a line
    under the count line of ``what`` (and the ``after`` lines)."""
    app.say(choice_lines(app.l10n, what, labels, sentence, after), "prompt", remember=False)


def pick_number(app: App, count: int, what: str, default: int | None = None,
                labels: Sequence[str] = ()) -> int | None:
    """Read a number 1..count after the prompt "``what``, 1 to ``count``:"; None for back
    or Escape.  An empty line takes ``default`` (and the prompt says so: "Variant, 1 to
    2, Enter 1:"), or is back when there is none.  With the entries' ``labels``, an
    entry's words also choose it ("konec", "pravidla", or the start of one: "nast").

    Raises:
        EOFError: end of input.
    """
    prompt = range_prompt(app.l10n, what, count) if default is None else \
        app.text("shell-prompt-number", what=what, low=1, high=count, default=default)
    while True:
        line = app.read(prompt).strip()
        if line == "" and default is not None:
            return default
        if line in ("", BACK) or app.vocabulary.parse(line).value == "back":
            return None
        if line.isdecimal() and 1 <= int(line[:4]) <= count:
            return int(line)
        if line.isdecimal():
            app.tell("shell-number-out-of-range", remember=False, number=line[:12], count=count)
        elif (named := label_number(line, labels)) is not None:
            return named
        else:
            app.tell("shell-word-not-a-choice", remember=False, word=echo(line), count=count)


def label_number(line: str, labels: Sequence[str]) -> int | None:
    """Return the number of the one label that ``line`` names (its words, or the start of
    them, without regard to case or diacritics), or None."""
    typed = fold(line)
    if len(typed) < 2:
        return None
    folded = [fold(label) for label in labels]
    for matches in ([n for n, label in enumerate(folded, 1) if label == typed],
                    [n for n, label in enumerate(folded, 1) if label.startswith(typed)]):
        if len(matches) == 1:
            return matches[0]
    return None


def settings_dialog(app: App) -> None:
    """Show the settings as a numbered list and change one at a time until back.

    Raises:
        EOFError: end of input (the caller saves and leaves).
    """
    while True:
        items = ", ".join(
            app.text("shell-settings-item", number=n, setting=_name(app, name, "lower"),
                     value=_label(app, name, _current(app, name)))
            for n, name in enumerate(SETTINGS, 1))
        labels = [app.text("shell-settings-line", setting=_name(app, name, "lower"),
                           value=_label(app, name, _current(app, name))) for name in SETTINGS]
        say_choices(app, app.text("shell-prompt-settings"), labels,
                    app.text("shell-settings-menu", items=items))
        number = pick_number(app, len(SETTINGS), app.text("shell-prompt-settings"),
                             labels=[_name(app, name) for name in SETTINGS])
        if number is None:
            app.tell("shell-settings-closed", remember=False)
            return
        name = SETTINGS[number - 1]
        if name == "voice":
            _ask_voice(app)
            continue
        values = _values(name)
        labels = [_label(app, name, v) for v in values]
        listing = numbered_text(app.l10n, labels)
        say_choices(app, _name(app, name), labels,
                    app.text("shell-settings-choose", setting=_name(app, name, "acc"),
                             options=listing))
        choice = pick_number(app, len(values), _name(app, name), labels=labels)
        if choice is None:
            continue
        value = values[choice - 1]
        if name == "language":
            app.set_language(str(value))
        elif name in SPEECH_SETTINGS:
            if not change_speech(app, **{name: value}):
                continue
        else:
            app.update_settings(**{name: value})
        app.tell("shell-settings-changed", remember=False,
                 setting=_name(app, name), value=_label(app, name, value))


def change_speech(app: App, **change: Any) -> bool:
    """Change a speech setting (mode, rate, voice) if speech can start with it, and save
    it; otherwise say the one reason why not and keep the setting and speech as they
    were.  Return whether it changed."""
    refused = app.try_speech(replace(app.settings, **change))
    if refused is not None:
        app.tell(MSG_ENGINE_REFUSED, "alert", remember=False, **refused)
        return False
    app.update_settings(**change)
    return True


def _ask_voice(app: App) -> None:
    """Read a voice name or id for the built-in voice; an empty line means automatic.

    Raises:
        EOFError: end of input.
    """
    app.tell("shell-settings-voice-ask", "prompt", remember=False)
    line = app.read(app.text("shell-prompt-voice")).strip()
    if line == BACK or app.vocabulary.parse(line).value == "back":
        return
    if len(line) > MAX_VOICE or not line.isprintable():
        app.tell("shell-settings-voice-invalid", remember=False, most=MAX_VOICE)
        return
    if not change_speech(app, voice=line):
        return
    app.tell("shell-settings-changed", remember=False, setting=_name(app, "voice"),
             value=_label(app, "voice", line))
