"""Tutorials: the rulebooks' worked examples, played at the keyboard one at a time.

``run_tutorial`` lists the games that ship examples and a game's examples
(``scenarios.library``), then plays the chosen one through the game's own
tutorial session (its entry's ``make_tutorial``) and offers the next.
"""

from __future__ import annotations

from typing import Any

from accessible_games.narration.lists import choice_lines, numbered_text, range_prompt
from accessible_games.registry import entry, games_with_scenarios
from accessible_games.scenarios import Scenario, ScenarioError
from accessible_games.scenarios.library import load_scenario, scenario_names
from accessible_games.shell.app import App
from accessible_games.shell.commands import echo, fold
from accessible_games.shell.line_input import BACK
from accessible_games.shell.session import Quit
from accessible_games.shell.tutorial import BackToList, Tutorial, tutorial_vocabulary


def tutorial_session(app: App, scenario: Scenario, number: int, count: int) -> Tutorial:
    """Return the session that plays ``scenario`` at the keyboard, for its game."""
    make = entry(scenario.game_id).make_tutorial
    assert make is not None, scenario.game_id
    return make(app, scenario, number, count)


def _choose(app: App, prompt_id: str, labels: list[str], what: str, prompt: str,
            **args: Any) -> int | None:
    """Say a numbered list (``labels``; ``what`` it holds, for its count line) and return
    the chosen index (from 0), or None to leave; ``prompt`` names the decision.

    Raises:
        Quit: the player quit or input ended.
    """
    count = len(labels)
    while True:
        sentence = app.text(prompt_id, count=count, items=numbered_text(app.l10n, labels),
                            **args)
        app.say(choice_lines(app.l10n, what, labels, sentence,
                             [app.text("tutorial-choose-number", count=count)]), "prompt")
        try:
            line = app.read(range_prompt(app.l10n, prompt, count))
        except EOFError:
            raise Quit from None
        parsed = app.vocabulary.parse(line)
        if line == BACK or (parsed.kind == "command" and parsed.value == "back"):
            return None
        if parsed.kind == "command" and parsed.value == "quit":
            raise Quit
        if parsed.kind == "number" and 1 <= int(parsed.value) <= count:
            return int(parsed.value) - 1
        app.tell("tutorial-choose-number", remember=False, count=count)


def _find(scenarios: list[Scenario], name: str) -> int | None:
    """Return the index of the scenario called ``name`` (or numbered so), if any."""
    wanted = fold(name)
    if wanted.isdecimal() and len(wanted) <= 3 and 1 <= int(wanted) <= len(scenarios):
        return int(wanted) - 1
    return next((i for i, s in enumerate(scenarios) if s.name == wanted), None)


def _play_examples(app: App, game_id: str, scenarios: list[Scenario],
                   index: int | None) -> None:
    """Run examples from ``index`` (the list first if None) until the player leaves.

    Raises:
        Quit: the player quit or input ended.
    """
    titles = [app.text(s.messages["title"]) for s in scenarios]
    count = len(scenarios)
    while True:
        if index is None:
            game = app.text(entry(game_id).name_id)
            index = _choose(app, "tutorial-list", titles,
                            app.text("tutorial-list-what", game=game),
                            app.text("shell-prompt-example"), game=game)
            if index is None:
                return
        session = tutorial_session(app, scenarios[index], index + 1, count)
        try:
            session.play()
        except BackToList:
            index = None
            continue
        has_next = index + 1 < count
        step = session.after(has_next, titles[index + 1] if has_next else "")
        if step == "next":
            index += 1
        elif step == "list":
            index = None


def say_unknown_example(app: App, game_id: str, scenarios: list[Scenario], name: str) -> None:
    """Say that no example is called ``name``, then the examples by number and title."""
    titles = [app.text(s.messages["title"]) for s in scenarios]
    what = app.text("tutorial-list-what", game=app.text(entry(game_id).name_id))
    sentence = app.text("tutorial-examples", count=len(titles), items=numbered_text(app.l10n, titles))
    app.say([app.text("tutorial-unknown-name", name=echo(name), count=len(titles)),
             *choice_lines(app.l10n, what, titles, sentence)], "result")


def loadable_scenarios(app: App, game_id: str) -> list[Scenario]:
    """Return the game's scenarios in teaching order, leaving out (and saying so once)
    any file that does not load, so one damaged file never closes the tutorials."""
    found, broken = [], 0
    for name in scenario_names(game_id):
        try:
            found.append(load_scenario(game_id, name))
        except ScenarioError:
            broken += 1
    if broken:
        app.tell("tutorial-examples-skipped", count=broken)
    return sorted(found, key=lambda s: (s.order, s.name))


def run_tutorial(app: App, game_id: str | None = None, name: str | None = None) -> int:
    """Run the tutorials: choose a game and an example, or start at the one named.

    Args:
        app: the shell context.
        game_id: the game's id; None asks (or takes the only one).
        name: an example's name or number in the list; None lists them.

    Returns:
        0 when the player leaves; 2 when the game or the example is unknown.
    """
    saved = app.vocabulary
    try:
        return _run_tutorial(app, game_id, name)
    finally:
        app.use_vocabulary(saved)


def _run_tutorial(app: App, game_id: str | None, name: str | None) -> int:
    """Run the tutorials with the tutorial's words; the caller restores the vocabulary."""
    app.use_vocabulary(tutorial_vocabulary())
    games = games_with_scenarios()
    if game_id is None:
        if len(games) == 1:
            game_id = games[0]
        else:
            try:
                chosen = _choose(app, "tutorial-games",
                                 [app.text(entry(g).name_id) for g in games],
                                 app.text("tutorial-games-what"), app.text("shell-prompt-game"))
            except Quit:
                chosen = None
            if chosen is None:
                app.tell("tutorial-closed")
                return 0
            game_id = games[chosen]
    if game_id not in games:
        known = app.l10n.has(f"game-name-{game_id}")
        app.tell("tutorial-unknown-game",
                 game=app.text(f"game-name-{game_id}") if known else echo(game_id),
                 games=", ".join(app.text(entry(g).name_id) for g in games))
        return 2
    scenarios = loadable_scenarios(app, game_id)
    index = None
    if name is not None:
        index = _find(scenarios, name)
        if index is None:
            say_unknown_example(app, game_id, scenarios, name)
            return 2
    if scenarios:
        try:
            _play_examples(app, game_id, scenarios, index)
        except Quit:
            pass
    app.tell("tutorial-closed")
    return 0
