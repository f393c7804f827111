"""The main menu: numbered lists for language, new game, resume, rules, settings,
tutorials, the animal encyclopedia, quit."""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.core.bots import BOT_KINDS
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.registry import GAME_IDS, entry
from accessible_games.narration.encyclopedia import EncyclopediaReader
from accessible_games.narration.lists import numbered_text
from accessible_games.narration.rules import RulesReader, find_topic, topic_lines, \
    topic_paragraphs
from accessible_games.shell.app import App
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.shell.commands import echo, fold, words_of
from accessible_games.shell.line_input import BACK
from accessible_games.shell.settings import autosave_path
from accessible_games.shell.settings_menu import pick_number, say_choices, settings_dialog

MENU: tuple[str, ...] = ("play", "resume", "rules", "settings", "tutorial", "about", "quit")
"""The main menu's entries; "resume" only while a saved game exists."""
DEFAULT_PLAYERS = 3
MAX_NAME = 20


def main_menu(app: App, first_start: bool = False) -> int:
    """Run the main menu until the player quits; return the exit status (0).

    Ctrl-C outside a game (in a list, the rules, a tutorial) is answered with one
    sentence and the main menu comes again."""
    try:
        if first_start:
            choose_language(app)
        while True:
            try:
                if not menu_entry(app):
                    app.tell("shell-goodbye", "alert")
                    return 0
            except KeyboardInterrupt:
                app.announcer.end_partial_line()
                app.announcer.stop()
                app.tell(app.ctrl_c_message, remember=False)
    except EOFError:
        app.tell("shell-goodbye", "alert")
        return 0


def menu_entry(app: App) -> bool:
    """Say the main menu, read an entry and open it; return False for quit.

    Raises:
        EOFError: end of input.
    """
    keys = [key for key in MENU if key != "resume" or autosave_path().exists()]
    labels = [app.text("shell-menu-" + key) for key in keys]
    items = numbered_text(app.l10n, labels)
    what = app.text("shell-prompt-main-menu")
    say_choices(app, what, labels, app.text("shell-menu", items=items))
    number = pick_number(app, len(keys), what, labels=labels)
    key = keys[number - 1] if number else None
    if key == "play":
        new_game(app)
    elif key == "resume":
        from accessible_games.shell.sessions import resume_game
        resume_game(app)
    elif key == "rules":
        rules_menu(app)
    elif key == "settings":
        settings_dialog(app)
    elif key == "tutorial":
        from accessible_games.shell.tutorials import run_tutorial
        run_tutorial(app)
    elif key == "about":
        about_menu(app)
    return key != "quit"


def choose_language(app: App) -> None:
    """First start: ask for the language (the question is said in both)."""
    app.tell("shell-choose-language", "prompt")
    number = None
    while number is None:
        line = app.read(app.text("shell-prompt-language")).strip()
        number = {"1": 1, "2": 2}.get(line)
        if number is None:
            app.tell("shell-choose-language", remember=False)
    app.set_language("cs" if number == 2 else "en")


def ask_number(app: App, msg_id: str, what_id: str, low: int, high: int,
               default: int) -> int | None:
    """Ask for a whole number in [low, high] (the question ``msg_id``, the prompt naming
    ``what_id``); Enter takes the default; None for back."""
    app.tell(msg_id, "prompt", low=low, high=high, default=default)
    prompt = app.text("shell-prompt-number", what=app.text(what_id), low=low, high=high,
                      default=default)
    while True:
        line = app.read(prompt).strip()
        if line == "":
            return default
        if line == BACK or app.vocabulary.parse(line).value == "back":
            return None
        if line.isdecimal() and low <= int(line[:4]) <= high:
            return int(line)
        app.tell("shell-number-between", remember=False, low=low, high=high)


def ask_bot_kind(app: App, default: str) -> str | None:
    """Ask how strong the bots are (easy, normal, strong: the kinds random, greedy,
    strong); Enter takes ``default``; None for back."""
    labels = [bot_kind_label(app.l10n, kind) for kind in BOT_KINDS]
    what = app.text("shell-prompt-bot-kind")
    say_choices(app, what, labels,
                app.text("shell-ask-bot-kind", options=numbered_text(app.l10n, labels),
                         default=BOT_KINDS.index(default) + 1))
    number = pick_number(app, len(BOT_KINDS), what, BOT_KINDS.index(default) + 1, labels)
    return None if number is None else BOT_KINDS[number - 1]


def bot_kind_label(l10n: L10n, kind: str) -> str:
    """Return a bot kind as the menus name it ("strong, thinks ahead")."""
    return l10n(f"shell-value-bot-kind-{kind}")


def ask_name(app: App, seat: int) -> str | None:
    """Ask a human player's name; Enter keeps the default; None for back."""
    default = app.text("shell-default-name", number=seat + 1)
    app.tell("shell-ask-name", "prompt", number=seat + 1, default=default)
    prompt = app.text("shell-prompt-name", number=seat + 1)
    while True:
        line = app.read(prompt).strip()
        if line == "":
            return default
        if line == BACK or app.vocabulary.parse(line).value == "back":
            return None
        if len(line) <= MAX_NAME and line.isprintable() and "," not in line:
            return line
        app.tell("shell-name-invalid", remember=False, most=MAX_NAME)


def choose_game(app: App) -> str | None:
    """Ask which game; None for back."""
    labels = [app.text(entry(game_id).name_id) for game_id in GAME_IDS]
    items = numbered_text(app.l10n, labels)
    what = app.text("shell-prompt-game")
    say_choices(app, what, labels, app.text("shell-ask-game", items=items))
    number = pick_number(app, len(GAME_IDS), what, labels=labels)
    return GAME_IDS[number - 1] if number else None


def ask_yes_no(app: App, prompt: str) -> bool:
    """Read yes or no (in either language, "y", "ano", "n", "ne"...) after ``prompt``;
    Enter, back and Escape answer no.

    Raises:
        EOFError: end of input.
    """
    books = [L10n(lang, strict=False) for lang in LANGUAGES]
    yes = {word for book in books for word in words_of(book, "shell-answer-yes")}
    no = {word for book in books for word in words_of(book, "shell-answer-no")}
    while True:
        line = app.read(prompt).strip()
        typed = fold(line)
        if typed in yes:
            return True
        if line in ("", BACK) or typed in no or app.vocabulary.parse(line).value == "back":
            return False
        app.tell("shell-yes-or-no", remember=False)


def keep_or_replace(app: App) -> bool:
    """When an unfinished game is saved, ask whether a new game may replace it (Enter keeps
    it); return whether a new game may start.

    Raises:
        EOFError: end of input (nothing is replaced).
    """
    from accessible_games.shell.sessions import saved_game
    name = saved_game(app)
    if name is None:
        return True
    app.tell("shell-replace-ask", "prompt", game=name)
    return ask_yes_no(app, app.text("shell-prompt-replace"))


def new_game(app: App) -> None:
    """Ask the game, players, bots, names and the game's own questions (its variant or
    expansions), then play; Enter takes each question's default, and back goes one
    question back (from the first, back to the menu).  An unfinished saved game is
    replaced only if the player says so first."""
    from accessible_games.shell.sessions import bot_name, start_game
    if not keep_or_replace(app):
        app.tell("shell-replace-kept-menu", remember=False)
        return
    game_id = choose_game(app)
    while game_id is not None:
        game = entry(game_id)
        seats = ask_seats(app, game.players, game.ask_options)
        if seats is not None:
            players, count, options, kind = seats
            players += [PlayerSpec(bot_name(app.l10n, seat), kind)
                        for seat in range(len(players), count)]
            start_game(app, game_id, players, options, None)
            return
        game_id = choose_game(app)


def ask_seats(app: App, seat_range: tuple[int, int],
              ask_options: Callable[[App], dict[str, JsonValue] | None] | None
              ) -> tuple[list[PlayerSpec], int, dict[str, JsonValue], str] | None:
    """Ask how many players and bots, how strong the bots are (if there are any), the
    humans' names and the game's own questions, each back to the one before; return the
    humans, the number of seats, the options and the bots' kind, or None for back at the
    first question."""
    low, high = seat_range
    stage, count, bots, kind = "players", 0, 0, app.settings.bot_kind
    names: list[str] = []
    while True:
        if stage == "players":
            answer = ask_number(app, "shell-ask-players", "shell-prompt-players", low, high,
                                DEFAULT_PLAYERS)
            if answer is None:
                return None
            count, stage = answer, "bots"
        elif stage == "bots":
            answer = ask_number(app, "shell-ask-bots", "shell-prompt-bots", 0, count, count - 1)
            if answer is None:
                stage = "players"
            else:
                bots, names, stage = answer, [], "strength" if answer else "names"
        elif stage == "strength":
            chosen = ask_bot_kind(app, kind)
            if chosen is None:
                stage = "bots"
            else:
                kind, stage = chosen, "names"
        elif stage == "names" and len(names) < count - bots:
            name = ask_name(app, len(names))
            if name is not None:
                names.append(name)
            elif names:
                names.pop()
            else:
                stage = "strength" if bots else "bots"
        else:
            asked = {} if ask_options is None else ask_options(app)
            if asked is not None:
                return [PlayerSpec(name) for name in names], count, asked, kind
            if names:
                names.pop()
                stage = "names"
            else:
                stage = "strength" if bots else "bots"


def rules_menu(app: App) -> None:
    """Ask which game, then read its rules topics until the player goes back.

    The topic list is said once, after the overview's first paragraph, and again only
    where it helps: after a topic's last paragraph, after an unknown topic, and at
    ``more`` with no topic open."""
    game_id = choose_game(app)
    if game_id is None:
        return
    book = entry(game_id).rules_book
    reader = RulesReader(app.l10n, book)
    topics = topic_lines(app.l10n, book)

    def read_on(text: str) -> list[str]:
        """Return ``text``, then after a topic's last paragraph the end of the topic and
        the list (but the overview's, whose last paragraph is the list)."""
        topic = reader.topic
        if topic is not None and reader.index < len(topic_paragraphs(app.l10n, book, topic)):
            return [text]
        reader.topic = None
        return [text, app.text("shell-rules-menu-end"), *(topics if topic != "overview" else ())]

    app.say(read_on(reader.open("overview"))[:1], "result")
    app.say([app.text("shell-rules-menu"), *topics], "prompt")
    while True:
        line = app.read(app.text("shell-prompt-topic")).strip()
        if line in ("", BACK):
            return
        parsed = app.vocabulary.parse(line)
        if parsed.kind == "command" and parsed.value == "back":
            return
        if parsed.kind == "command" and parsed.value == "more":
            paragraph = reader.more() if reader.topic is not None else None
            if paragraph is None:
                app.say([app.text("shell-rules-menu"), *topics], "result", remember=False)
            else:
                app.say(read_on(paragraph), "result")
            continue
        topic = find_topic(book, line[:40])
        if topic is None:
            app.say([app.text("shell-rules-unknown", topic=echo(line)), *topics], "result",
                    remember=False)
            continue
        app.say(read_on(reader.open(topic)), "result")


def about_menu(app: App) -> None:
    """List the animals, then read the entries asked for until the player goes back."""
    reader = EncyclopediaReader(app.l10n)
    app.say(reader.ask(""), "result")
    while True:
        app.tell("shell-about-menu", "prompt")
        line = app.read(app.text("shell-prompt-animal")).strip()
        if line in ("", BACK):
            return
        parsed = app.vocabulary.parse(line)
        if parsed.kind == "command" and parsed.value == "back":
            return
        if parsed.kind == "command" and parsed.value == "more":
            app.say(reader.more() or app.text("shell-more-nothing"), "result")
            continue
        app.say(reader.ask(line[:40]), "result")
