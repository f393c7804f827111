"""Zooloretto's mini-expansions in the shell: which are offered, choosing them, warnings.

The shell, not the rules, decides when the reindeer may come: from 24 to 26
December by the system date, or any day with the setting "reindeer all year"
(``reindeer_in_season`` takes the date, so tests can pass any day; ``today``
is the one place that reads the clock).  Choosing is a numbered list where
each number adds or drops an expansion and Enter (or "done") starts the game.
Combining the buildings or the petting zoo with other expansions is allowed,
with one sentence of warning.  Long lists of places for a construction site
are grouped by the zoo they are in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from accessible_games.core.game import JsonValue
from accessible_games.games.zooloretto.rules.expansions import catalogue
from accessible_games.games.zooloretto.rules.expansions import combine_warnings
from accessible_games.games.zooloretto.rules.expansions.construction_sites import PlaceSite
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.lists import choice_lines, numbered_text
from accessible_games.shell.app import App
from accessible_games.shell.commands import MIN_PREFIX, fold, words_of
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import Settings

__all__ = ["CHRISTMAS", "ask_options", "check_start", "expansion_names_line",
           "offered_expansions", "reindeer_in_season", "reindeer_refused", "say_combine_warning",
           "choose_expansions", "expansions_named", "site_owners", "today"]

CHRISTMAS: tuple[int, int, int] = (12, 24, 26)
"""The month and the first and last day when the reindeer comes by itself."""


def today() -> date:
    """Return the system's date (tests replace this function)."""
    return date.today()


def reindeer_in_season(day: date) -> bool:
    """Return whether ``day`` is from 24 to 26 December.

    >>> reindeer_in_season(date(2024, 12, 25)), reindeer_in_season(date(2024, 7, 1))
    (True, False)
    """
    month, first, last = CHRISTMAS
    return day.month == month and first <= day.day <= last


def offered_expansions(settings: Settings, day: date) -> tuple[str, ...]:
    """Return the mini-expansions one may choose on ``day``, in the rulebook's order: all
    of them, but the reindeer only in season or with the setting reindeer all year."""
    reindeer = settings.reindeer_all_year or reindeer_in_season(day)
    return tuple(name for name in catalogue.NAMES
                 if name not in catalogue.SEASONAL or reindeer)


def reindeer_refused(settings: Settings, names: Sequence[str], day: date) -> bool:
    """Return whether ``names`` asks for a seasonal expansion that is not offered on ``day``."""
    offered = offered_expansions(settings, day)
    return any(name in catalogue.SEASONAL and name not in offered for name in names)


def check_start(app: App, options: Mapping[str, JsonValue]) -> str | None:
    """Return why a game with ``options`` may not start today (the reindeer out of
    season), or None."""
    names = options.get("expansions") or []
    if reindeer_refused(app.settings, list(names), today()):
        return "shell-zooloretto-reindeer-not-in-season"
    return None


def ask_options(app: App) -> dict[str, JsonValue] | None:
    """Ask the new-game menu's question: which mini-expansions; None for back."""
    chosen = choose_expansions(app, today())
    if chosen is None:
        return None
    return {"expansions": list(chosen)} if chosen else {}


def expansion_names_line(app: App, names: Sequence[str]) -> str:
    """Return the chosen expansions as one list in the player's language ("none" if empty)."""
    listed = ", ".join(app.text("zooloretto-expansion-name", name=n) for n in names)
    return app.text("shell-zooloretto-expansions-chosen", count=len(names), names=listed)


def say_combine_warning(app: App, names: Sequence[str]) -> None:
    """Say one sentence when the rulebook advises against this combination; go on."""
    warned = combine_warnings(names)
    if warned:
        app.tell("shell-zooloretto-combine-warning", "alert",
                 names=", ".join(app.text("zooloretto-expansion-name", name=n)
                                 for n in warned))


def _done_words() -> set[str]:
    """Return the words that end the choice, in both languages."""
    return {w for lang in LANGUAGES
            for w in words_of(L10n(lang, strict=False), "shell-zooloretto-words-done")}


def choose_expansions(app: App, day: date) -> list[str] | None:
    """Ask which mini-expansions to play: numbers or names add or drop one, Enter or
    "done" starts.

    Returns the chosen names in the rulebook's order, or None for back.

    Raises:
        EOFError: end of input.
    """
    offered = offered_expansions(app.settings, day)
    labels = [app.text("zooloretto-expansion-name", name=name) for name in offered]
    items = numbered_text(app.l10n, labels)
    app.say([app.text("shell-zooloretto-expansions-ask"),
             *choice_lines(app.l10n, app.text("shell-zooloretto-expansions-what"), labels,
                           app.text("shell-zooloretto-expansions-line", items=items))],
            "prompt")
    app.say(expansion_names_line(app, ()), "prompt")
    chosen: set[str] = set()
    done = _done_words()
    prompt = app.text("shell-prompt-expansions", count=len(offered))
    while True:
        line = app.read(prompt).strip()
        if line == BACK or app.vocabulary.parse(line).value == "back":
            return None
        if line == "" or fold(line) in done:
            return [name for name in offered if name in chosen]
        named = [offered[int(line) - 1]] if line.isdecimal() and \
            1 <= int(line[:4]) <= len(offered) else expansions_named(line, offered)
        if len(named) == 1:
            chosen ^= set(named)
            app.say(expansion_names_line(app, [n for n in offered if n in chosen]), "result")
        else:
            app.tell("shell-zooloretto-expansions-invalid", remember=False,
                     count=len(offered))


def expansions_named(line: str, offered: Sequence[str]) -> list[str]:
    """Return the offered expansions that ``line`` names: its id ("task-cards") or its
    name in either language ("task cards", "karty úkolů"), whole or by the beginning of
    one of its words ("task", "úkol"); the whole match alone when there is one.

    >>> expansions_named("úkol", ("polar-bear", "task-cards")), expansions_named("x", ())
    (['task-cards'], [])
    """
    typed = fold(line).replace("-", " ")
    forms = {name: {fold(name).replace("-", " ")} | {
        fold(L10n(lang, strict=False)("zooloretto-expansion-name", {"name": name}))
        for lang in LANGUAGES} for name in offered}
    whole = [name for name in offered if typed in forms[name]]
    if whole or len(typed) < MIN_PREFIX:
        return whole
    return [name for name in offered
            if any(form.startswith(typed) or any(word.startswith(typed) for word in form.split())
                   for form in forms[name])]


def site_owners(actions: Sequence[Any]) -> list[int]:
    """Return the zoos (seats) that places for a construction site lie in, in seat order."""
    return sorted({a.owner for a in actions if isinstance(a, PlaceSite)})
