"""The ``accessible-games`` command: main menu, play, rules and resume."""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NoReturn

from accessible_games.core.bots import BOT_KINDS
from accessible_games.core.errors import GameError
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.entry import OptionRequest
from accessible_games.registry import ALL_VARIANTS, GAME_IDS, entry
from accessible_games.narration.l10n import L10n
from accessible_games.shell.settings import (
    INPUT_MODES, SPEECH_MODES, THINKING_TIMES, VERBOSITIES, Settings,
    language_from_environment, load_settings, remove_leftovers,
)

if TYPE_CHECKING:
    from accessible_games.shell.app import App

MAX_NAME = 20


ARGPARSE_MESSAGES: tuple[tuple[str, dict[str, str]], ...] = (
    ("cli-argparse-usage", {}),
    ("cli-argparse-positionals", {}),
    ("cli-argparse-options", {}),
    ("cli-argparse-help", {}),
    ("cli-argparse-argument", {"argument": "%(argument_name)s", "message": "%(message)s"}),
    ("cli-argparse-unrecognized", {"arguments": "%s"}),
    ("cli-argparse-not-allowed", {"argument": "%s"}),
    ("cli-argparse-ignored", {"value": "%r"}),
    ("cli-argparse-required", {"arguments": "%s"}),
    ("cli-argparse-one-required", {"arguments": "%s"}),
    ("cli-argparse-expected-one", {}),
    ("cli-argparse-expected-at-most-one", {}),
    ("cli-argparse-expected-at-least-one", {}),
    ("cli-argparse-expected-count", {"count": "%s"}),
    ("cli-argparse-ambiguous", {"option": "%(option)s", "matches": "%(matches)s"}),
    ("cli-argparse-unexpected", {"option": "%s"}),
    ("cli-argparse-invalid-choice", {"value": "%(value)r", "choices": "%(choices)s"}),
)
"""argparse's own texts that a player may meet, as messages with argparse's placeholders
for variables (argparse fills them in after translating).  argparse reads its texts
through gettext, which has no Czech for them; the English messages are argparse's texts
word for word, which is how each text finds its message."""


@lru_cache(maxsize=1)
def _argparse_texts() -> dict[str, tuple[str, dict[str, str]]]:
    """Return each argparse text (its English, without trailing spaces) and its message."""
    english = L10n("en")
    return {english(msg_id, variables): (msg_id, variables)
            for msg_id, variables in ARGPARSE_MESSAGES}


@contextmanager
def _argparse_speaks(l10n: L10n) -> Iterator[None]:
    """Let argparse's headings and errors come from our messages while inside."""
    texts = _argparse_texts()

    def gettext(text: str) -> str:
        found = texts.get(text.rstrip())
        if found is None:
            return text
        msg_id, variables = found
        return l10n(msg_id, variables) + text[len(text.rstrip()):]

    def ngettext(singular: str, plural: str, count: int) -> str:
        return gettext(plural) if plural.rstrip() in texts else \
            (singular if count == 1 else plural)

    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = gettext, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


_ARGUMENT_PREFIX = re.compile(r"argument (\S+): (.*)", re.DOTALL)
"""argparse's English "argument --players: ..." before an error, untranslated."""


class _Refused(Exception):
    """A value the command line refuses with a whole sentence of its own (an unknown game)."""


class _Parser(argparse.ArgumentParser):
    """argparse that answers a wrong option with one localised sentence, its headings and
    errors in the player's language."""

    def __init__(self, *args: Any, l10n: L10n, **kwargs: Any) -> None:
        self.l10n = l10n
        with _argparse_speaks(l10n):
            super().__init__(*args, **kwargs)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks(self.l10n):
            return super().parse_args(args, namespace)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks(self.l10n):
            return super().parse_known_args(args, namespace)

    def format_help(self) -> str:
        with _argparse_speaks(self.l10n):
            return super().format_help()

    def format_usage(self) -> str:
        with _argparse_speaks(self.l10n):
            return super().format_usage()

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        with _argparse_speaks(self.l10n):
            return super().add_argument(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        found = _ARGUMENT_PREFIX.fullmatch(message)
        if found is not None:  # Python 3.10 writes this prefix without asking gettext
            message = self.l10n("cli-argparse-argument", argument=found[1], message=found[2])
        sys.stderr.write(self.l10n("cli-bad-arguments", detail=message) + "\n")
        raise SystemExit(2)


def _game_id(l10n: L10n) -> Callable[[str], str]:
    """Return the check of a typed game id: an unknown one is refused with the list of games
    ("Hra xyz neexistuje; hry: beasty-bar, ...")."""
    def check(text: str) -> str:
        if text in GAME_IDS:
            return text
        from accessible_games.shell.commands import echo
        raise _Refused(l10n("cli-error-unknown-game", name=echo(text),
                            known=", ".join(GAME_IDS)))
    return check


def _number(kind: Callable[[str], Any], l10n: L10n) -> Callable[[str], Any]:
    """Return ``kind`` (int or float) as an argparse type that refuses a word in the
    player's language ("x není číslo"), and a whole number longer than a save may hold
    (a game started with it could never be resumed)."""
    def check(text: str) -> Any:
        from accessible_games.core.save import MAX_INT_DIGITS
        from accessible_games.shell.commands import echo
        if kind is int and len(text.strip().lstrip("+-")) > MAX_INT_DIGITS:
            raise argparse.ArgumentTypeError(l10n("cli-error-number-too-long",
                                                  most=MAX_INT_DIGITS))
        try:
            return kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(l10n("cli-error-not-a-number",
                                                  value=echo(text))) from None
    return check


def _language_hint(argv: Sequence[str]) -> str | None:
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1] if argv[index + 1] in ("en", "cs") else None
        if arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
            return value if value in ("en", "cs") else None
    return None


def build_parser(l10n: L10n) -> _Parser:
    """Return the argument parser, its help in the player's language."""
    t = l10n
    parser = _Parser(prog="accessible-games", description=t("cli-description"), l10n=l10n)

    class _Sub(_Parser):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, l10n=l10n, **kwargs)

    sub = parser.add_subparsers(dest="command", parser_class=_Sub,
                                metavar=t("cli-metavar-command"))
    game_id = _game_id(l10n)
    integer, decimal = _number(int, l10n), _number(float, l10n)
    game_metavar = t("cli-metavar-game")

    def common(p: argparse.ArgumentParser, before: bool = False) -> None:
        """Add the options every command shares.  On a subcommand (``before`` False) an
        option left out keeps what was given before the subcommand, so
        ``accessible-games --verbosity brief play beasty-bar`` is brief too."""
        unset: dict[str, Any] = {} if before else {"default": argparse.SUPPRESS}
        p.add_argument("--lang", choices=("cs", "en"), help=t("cli-help-lang"), **unset)
        p.add_argument("--speech", choices=SPEECH_MODES, help=t("cli-help-speech"), **unset)
        mode = p.add_mutually_exclusive_group()
        mode.add_argument("--plain", action="store_true", help=t("cli-help-plain"), **unset)
        mode.add_argument("--rich", action="store_true", help=t("cli-help-rich"), **unset)
        p.add_argument("--bot-delay", type=decimal, metavar=t("cli-metavar-seconds"),
                       help=t("cli-help-bot-delay"), **unset)
        p.add_argument("--verbosity", choices=VERBOSITIES, help=t("cli-help-verbosity"),
                       **unset)
        p.add_argument("--thinking", type=decimal, choices=THINKING_TIMES,
                       metavar=t("cli-metavar-seconds"), help=t("cli-help-thinking"), **unset)

    def game(p: argparse.ArgumentParser, **kwargs: Any) -> None:
        p.add_argument("game", type=game_id, metavar=game_metavar, help=t("cli-help-game"),
                       **kwargs)

    number, name = t("cli-metavar-number"), t("cli-metavar-name")
    play = sub.add_parser("play", help=t("cli-help-play"))
    game(play)
    play.add_argument("--players", type=integer, default=3, metavar=number,
                      help=t("cli-help-players"))
    play.add_argument("--bots", type=integer, metavar=number, help=t("cli-help-bots"))
    play.add_argument("--names", metavar=t("cli-metavar-names"), help=t("cli-help-names"))
    play.add_argument("--variant", choices=ALL_VARIANTS, help=t("cli-help-variant"))
    play.add_argument("--tiles", metavar=t("cli-metavar-file"), help=t("cli-help-tiles"))
    play.add_argument("--seed", type=integer, metavar=number, help=t("cli-help-seed"))
    play.add_argument("--bot", choices=BOT_KINDS, help=t("cli-help-bot"))
    play.add_argument("--expansion", action="append", default=[], metavar=name,
                      help=t("cli-help-expansion"))
    play.add_argument("--first", type=integer, metavar=number, help=t("cli-help-first"))
    play.add_argument("--replace", action="store_true", help=t("cli-help-replace"))
    common(play)
    rules = sub.add_parser("rules", help=t("cli-help-rules"))
    game(rules)
    rules.add_argument("topic", nargs="*", metavar=t("cli-metavar-topic"),
                       help=t("cli-help-topic"))
    common(rules)
    selfplay = sub.add_parser("selfplay", help=t("cli-help-selfplay"))
    game(selfplay)
    selfplay.add_argument("--players", type=integer, default=2, metavar=number,
                          help=t("cli-help-players"))
    selfplay.add_argument("--games", type=integer, default=10, metavar=number,
                          help=t("cli-help-games"))
    selfplay.add_argument("--seed", type=integer, default=1, metavar=number,
                          help=t("cli-help-seed"))
    selfplay.add_argument("--bot", default="greedy", metavar=t("cli-metavar-bots"),
                          help=t("cli-help-selfplay-bot"))
    selfplay.add_argument("--variant", choices=ALL_VARIANTS, help=t("cli-help-variant"))
    selfplay.add_argument("--tiles", metavar=t("cli-metavar-file"), help=t("cli-help-tiles"))
    selfplay.add_argument("--expansion", action="append", default=[], metavar=name,
                          help=t("cli-help-expansion"))
    selfplay.add_argument("--first", type=integer, metavar=number, help=t("cli-help-first"))
    common(selfplay)
    resume = sub.add_parser("resume", help=t("cli-help-resume"))
    common(resume)
    tutorial = sub.add_parser("tutorial", help=t("cli-help-tutorial"))
    game(tutorial, nargs="?")
    tutorial.add_argument("example", nargs="?", metavar=t("cli-metavar-example"),
                          help=t("cli-help-example"))
    common(tutorial)
    serve = sub.add_parser("serve", help=t("cli-help-serve"))
    serve.add_argument("--host", default="127.0.0.1", help=t("cli-help-host"))
    serve.add_argument("--port", type=integer, default=8765, metavar=number,
                       help=t("cli-help-port"))
    serve.add_argument("--data", metavar=t("cli-metavar-folder"), help=t("cli-help-data"))
    serve.add_argument("--tls-cert", metavar=t("cli-metavar-file"), help=t("cli-help-tls-cert"))
    serve.add_argument("--tls-key", metavar=t("cli-metavar-file"), help=t("cli-help-tls-key"))
    serve.add_argument("--password-file", metavar=t("cli-metavar-file"),
                       help=t("cli-help-password-file"))
    common(serve)
    about = sub.add_parser("about", help=t("cli-help-about"))
    about.add_argument("animal", nargs="*", metavar=t("cli-metavar-animal"),
                       help=t("cli-help-animal"))
    common(about)
    join = sub.add_parser("join", help=t("online-client-help-join"))
    join.add_argument("address", nargs="?", default="127.0.0.1",
                      metavar=t("online-client-metavar-address"),
                      help=t("online-client-help-address"))
    join.add_argument("--name", metavar=name, help=t("online-client-help-name"))
    join.add_argument("--tls", action="store_true", help=t("online-client-help-tls"))
    join.add_argument("--password-file", metavar=t("cli-metavar-file"),
                      help=t("online-client-help-password-file"))
    common(join)
    common(parser, before=True)
    return parser


def _make_app(settings: Settings, lang: str, args: argparse.Namespace) -> App:
    """Return the shell context for the chosen settings, options and language."""
    from accessible_games.shell.app import App
    changes: dict[str, Any] = {}
    if getattr(args, "bot_delay", None) is not None:
        changes["bot_delay"] = max(0.0, min(10.0, args.bot_delay))
    if getattr(args, "verbosity", None):
        changes["verbosity"] = args.verbosity
    if getattr(args, "speech", None):
        changes["speech"] = args.speech
    if getattr(args, "bot", None):
        changes["bot_kind"] = args.bot
    if getattr(args, "thinking", None) is not None:
        changes["thinking"] = args.thinking
    from dataclasses import replace
    settings = replace(settings, **changes).validated()
    mode = "plain" if getattr(args, "plain", False) else \
        "rich" if getattr(args, "rich", False) else settings.input_mode
    reports: list[tuple[str, dict[str, str]]] = []
    started: list[App] = []

    def report(msg_id: str, msg_args: dict[str, str]) -> None:
        """Speech engines report once; before the shell exists, keep the message."""
        if started:
            started[0].report(msg_id, msg_args)
        else:
            reports.append((msg_id, msg_args))

    from accessible_games.speech import make_output
    sink = make_output(settings.speech, lang, settings.rate or None, settings.voice or None,
                       report)
    app = App(settings, lang, mode if mode in INPUT_MODES else "auto", sink, freeze=True)
    started.append(app)
    for msg_id, msg_args in reports:
        app.report(msg_id, msg_args)
    return app


def _players(args: argparse.Namespace, l10n: L10n) -> list[PlayerSpec] | tuple[str, dict[str, int]]:
    """Return the seats (humans first, then bots), or the error to say with its variables."""
    from accessible_games.shell.sessions import bot_name
    count = args.players
    low, high = entry(args.game).players
    if not low <= count <= high:
        return "cli-error-players", {"low": low, "high": high}
    bots = count - 1 if args.bots is None else args.bots
    if not 0 <= bots <= count:
        return "cli-error-bots", {}
    humans = count - bots
    names = [n.strip() for n in (args.names or "").split(",") if n.strip()]
    if len(names) > humans or any(len(n) > MAX_NAME or not n.isprintable() for n in names):
        return "cli-error-names", {}
    specs = []
    for seat in range(count):
        if seat < humans:
            name = names[seat] if seat < len(names) else l10n("shell-default-name", number=seat + 1)
            specs.append(PlayerSpec(name))
        else:
            specs.append(PlayerSpec(bot_name(l10n, seat), args.bot or "greedy"))
    return specs


def game_options(args: argparse.Namespace, l10n: L10n | None = None
                 ) -> dict[str, JsonValue] | tuple[str, dict[str, Any]]:
    """Return the game's options from the command line, or the error to say with its
    variables: the variant (each must be the game's), who starts (``--first``, a seat of
    the table, where the game lets the players choose), the game's own checks (its entry's
    ``check_options``: O Zoo le Mio reads and checks its tile file here, its problems said
    in ``l10n``'s language) and the expansions (each known, each named once)."""
    from accessible_games.shell.commands import echo
    game = entry(args.game)
    options: dict[str, JsonValue] = {}
    variant = getattr(args, "variant", None)
    variants = game.variants
    if variant is not None and variant not in variants:
        return "cli-error-variant", {"variant": variant, "count": len(variants),
                                     "known": ", ".join(variants)}
    if variants:
        options["variant"] = variant or variants[0]
    tiles = getattr(args, "tiles", None)
    if tiles is not None and not game.takes_tiles:
        return "cli-error-tiles-game", {}
    first = getattr(args, "first", None)
    if first is not None:
        if not game.takes_first:
            return "cli-error-first-game", {}
        if not 1 <= first <= args.players:
            return "cli-error-first", {"players": args.players}
        options["first"] = first
    typed: list[str] = list(getattr(args, "expansion", None) or [])
    known = game.expansions()
    names = [expansion_named(name, known) or name for name in typed]
    twice = next((index for index, name in enumerate(names) if name in names[:index]), None)
    if twice is not None:
        return "cli-error-expansion-twice", {"name": echo(typed[twice])}
    if game.check_options is not None:
        request = OptionRequest(variant, tiles, tuple(names))
        checked = game.check_options(options, request, l10n or L10n("en"))
        if checked is not None:
            return checked
    if names:
        for name in names:
            if name not in known:
                return "cli-error-unknown-expansion", {
                    "name": echo(name), "count": len(known),
                    "known": ", ".join(expansion_listed(l10n or L10n("en"), n) for n in known)}
        options["expansions"] = list(names)
    return options


def _expansion_name(l10n: L10n, name: str) -> str:
    """Return expansion ``name`` as its game's message ``<game>-expansion-name`` says it in
    ``l10n``'s language (the combined game's expansions are Zooloretto's); the id if no
    game names it."""
    for game_id in GAME_IDS:
        msg_id = f"{game_id}-expansion-name"
        if name in entry(game_id).expansions() and l10n.has(msg_id):
            return l10n(msg_id, {"name": name})
    return name


def _expansion_forms(name: str) -> set[str]:
    """Return how a player may write expansion ``name``: its id and its name in each
    language, folded, with hyphens as spaces ("lední medvěd" is "ledni medved")."""
    from accessible_games.narration.l10n import LANGUAGES
    from accessible_games.shell.commands import fold
    texts = [name] + [_expansion_name(L10n(lang, strict=False), name) for lang in LANGUAGES]
    return {" ".join(fold(text).replace("-", " ").split()) for text in texts}


def _stem_of(typed: str, word: str) -> bool:
    """Return whether a typed word is ``word`` or another form of it: they share all but
    at most the last two letters, and at least four ("úkoly" for "úkolů", "mazlíčci" for
    "mazlíčky")."""
    common = len(os.path.commonprefix([typed, word]))
    return typed == word or (common >= 4 and common >= max(len(typed), len(word)) - 2)


def expansion_named(text: str, known: Sequence[str]) -> str | None:
    """Return the expansion ``text`` names among ``known``: its id or its name in English or
    Czech, in any case, with or without diacritics, hyphens for spaces ("lední-medvěd",
    "vkladni knizka"), or every typed word a form of a word of one name ("budovy" for "3
    nové budovy", "mazlíčci" for "zoo pro mazlíčky"); None if it names none or several.

    >>> expansion_named("lední-medvěd", ("buildings", "polar-bear"))
    'polar-bear'
    """
    from accessible_games.shell.commands import fold
    typed = " ".join(fold(text).replace("-", " ").split())
    if not typed:
        return None
    forms = {name: _expansion_forms(name) for name in known}
    whole = [name for name in known if typed in forms[name]]
    if len(whole) == 1:
        return whole[0]
    found = [name for name in known
             if any(all(any(_stem_of(t, w) for w in form.split()) for t in typed.split())
                    for form in forms[name])]
    return found[0] if len(found) == 1 else None


def expansion_listed(l10n: L10n, name: str) -> str:
    """Return an expansion as a refusal lists it: its id, and its name in the player's
    language where that differs ("polar-bear (lední medvěd)")."""
    shown = _expansion_name(l10n, name)
    return name if shown.replace(" ", "-").lower() == name else f"{name} ({shown})"


def print_rules(game: str, topic_words: list[str], lang: str) -> int:
    """Print a rules topic (or the overview and topic list) and return the exit status."""
    from accessible_games.narration.rules import find_topic, topic_lines, topic_text
    l10n = L10n(lang)
    book = entry(game).rules_book
    topic = "overview"
    if topic_words:
        found = find_topic(book, " ".join(topic_words))
        if found is None:
            from accessible_games.shell.commands import echo
            print(l10n("shell-rules-unknown", topic=echo(" ".join(topic_words))))
            print("\n".join(topic_lines(l10n, book)))
            return 1
        topic = found
    print("\n".join(topic_text(l10n, book, topic)))
    return 0


def print_about(animal_words: list[str], lang: str) -> int:
    """Print an animal's encyclopedia entry (or the list of animals); return the status."""
    from accessible_games.narration.encyclopedia import (
        EncyclopediaReader, entry_paragraphs, entry_title, find_entry,
    )
    l10n = L10n(lang)
    words = " ".join(animal_words)[:40]
    entry = find_entry(words) if words else None
    if entry is None:
        print(EncyclopediaReader(l10n).ask(words))
        return 1 if words else 0
    print(entry_title(l10n, entry))
    for paragraph in entry_paragraphs(l10n, entry):
        print(paragraph)
    return 0


def print_selfplay(args: argparse.Namespace, l10n: L10n, settings: Settings) -> int:
    """Let bots play ``args.games`` games and print the figures; return the exit status.

    Options ``play`` would decline on this machine (the reindeer out of season, unless
    the settings offer it all year) are declined here too: the bots play the games a
    player could start."""
    from accessible_games.selfplay import MAX_GAMES, run_selfplay
    low, high = entry(args.game).players
    kinds = [k.strip() for k in args.bot.split(",") if k.strip()]
    if not low <= args.players <= high:
        print(l10n("cli-error-players", low=low, high=high))
        return 2
    if not 1 <= args.games <= MAX_GAMES:
        print(l10n("cli-error-games", most=MAX_GAMES))
        return 2
    if not kinds or any(k not in BOT_KINDS for k in kinds):
        print(l10n("cli-error-selfplay-bots"))
        return 2
    bots = [kinds[seat % len(kinds)] for seat in range(args.players)]
    options = game_options(args, l10n)
    if isinstance(options, tuple):
        print(l10n(options[0], options[1]))
        return 2
    check_start = entry(args.game).check_start
    if check_start is not None:
        from accessible_games.shell.sessions import quiet_app
        refused = check_start(quiet_app(settings, l10n.lang), options)
        if refused is not None:
            print(l10n(refused))
            return 2
    result = run_selfplay(args.game, bots, args.games, args.seed, dict(options))
    print(l10n("cli-selfplay-summary", game=l10n(entry(args.game).name_id), games=result.games,
               players=args.players, seed=args.seed))
    for seat, summary in enumerate(result.seats, 1):
        print(l10n("cli-selfplay-seat", seat=seat, bot=summary.bot,
                   mean=round(summary.mean_score, 1), best=summary.best_score,
                   wins=summary.wins, shared=summary.shared_wins))
    print(l10n("cli-selfplay-time", ms=round(result.seconds_per_game * 1000, 1)))
    return 0


CRASH_STATUS = 70
"""Exit status after an unexpected error (EX_SOFTWARE)."""
KEPT_STATUS = 1
"""Exit status when ``play`` keeps an unfinished saved game instead of replacing it, or
another app holds the data folder."""
INTERRUPTED_STATUS = 130
"""Exit status when Ctrl-C stops the app where nothing can go on (128 plus SIGINT's 2, as
a shell reports it)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status.

    An unexpected error never shows a traceback to the player: it goes to
    ``crash.log`` in the data folder, and one sentence says so (the game in
    progress was saved after its last action).  A closed output (``| head``)
    ends quietly.  Ctrl-C where nothing can go on (starting, printing the rules) leaves
    with one sentence and status 130; SIGHUP and SIGTERM leave without a word, the game
    saved, with 128 plus the signal's number (129, 143).
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    from accessible_games.shell.interrupts import Hangup, install_hangup
    try:
        install_hangup()
        return _run(argv)
    except KeyboardInterrupt:
        return _stopped_by_ctrl_c(argv)
    except Hangup as hangup:
        return hangup.status
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except Exception:  # noqa: BLE001 - the last line of defence, see the docstring
        return _report_crash(argv)


def _report_crash(argv: list[str]) -> int:
    """Write a report to crash.log (``crashlog``: private, trimmed, dated, no text from
    the save) and tell the player in one sentence what became of their game: kept for
    ``resume``, put aside because loading it caused the crash (so that the next start is
    clean instead of crashing again), or none was saved."""
    import time
    from accessible_games.core.save import put_aside
    from accessible_games.crashlog import while_resuming, write_report
    from accessible_games.shell.settings import autosave_path, data_dir
    error = sys.exc_info()[1]
    path = data_dir() / "crash.log"
    where, saved, kept = "", "no", ""
    try:
        if error is not None:
            write_report(path, error)
            where = str(path)
    except Exception:  # noqa: BLE001 - no report; the sentence below still says so
        pass
    try:
        if error is not None and while_resuming(error):
            aside = put_aside(autosave_path(), time.strftime("%Y%m%d-%H%M%S"))
            saved, kept = ("aside", str(aside)) if aside is not None else ("stuck", "")
        elif os.path.lexists(autosave_path()):
            saved = "yes"
    except Exception:  # noqa: BLE001 - say nothing of the save rather than fail here
        pass
    try:
        lang = _language_hint(argv) or load_settings().language or language_from_environment()
        print(L10n(lang)("cli-crash", file=where, logged="yes" if where else "no",
                         saved=saved, save=kept), file=sys.stderr)
    except Exception:  # noqa: BLE001 - even the sentence failed; stay silent, not raw
        pass
    return CRASH_STATUS


def _stopped_by_ctrl_c(argv: list[str]) -> int:
    """Say in one line that Ctrl-C stopped the app (outside the shell, which says it
    itself); return the status 130."""
    try:
        lang = _language_hint(argv) or load_settings().language or language_from_environment()
        print("\n" + L10n(lang)("shell-ctrl-c-leave"), flush=True)
    except (OSError, KeyboardInterrupt):
        pass
    return INTERRUPTED_STATUS


def _keeps_saved_game(app: App, game: str) -> bool:
    """Before ``play`` replaces an unfinished saved game, ask (Enter keeps it); when kept
    (or on end of input), say how to resume it or start anyway; return whether kept."""
    from accessible_games.shell.menu import keep_or_replace
    try:
        if keep_or_replace(app):
            return False
    except EOFError:
        pass
    app.tell("shell-replace-kept", "alert", game=game)
    return True


def _run(argv: list[str]) -> int:
    """Parse ``argv`` and run the command."""
    _utf8_console()
    settings = load_settings()
    remove_leftovers()  # of writes a kill cut off, once per start
    lang = _language_hint(argv) or settings.language or language_from_environment()
    parser = build_parser(L10n(lang))
    try:
        args = parser.parse_args(argv)
    except _Refused as sentence:
        sys.stderr.write(f"{sentence}\n")
        return 2
    lang = args.lang or lang
    if args.command == "rules":
        return print_rules(args.game, args.topic, lang)
    if args.command == "selfplay":
        return print_selfplay(args, L10n(lang), settings)
    if args.command == "about":
        return print_about(args.animal, lang)
    if args.command == "serve":
        from accessible_games.online.serve_command import run_serve
        from pathlib import Path
        from accessible_games.shell.settings import data_dir
        folder = Path(args.data) if args.data else data_dir() / "server"
        return run_serve(args, L10n(lang), folder)
    if args.command == "join":
        from accessible_games.online.client import join
        return join(args, settings, lang)
    app = _make_app(settings, lang, args)
    from accessible_games.shell.interrupts import Hangup
    hurry = False
    lock = None
    try:
        if args.command != "tutorial":
            from accessible_games.shell.instance_lock import Busy, acquire
            from accessible_games.shell.settings import data_dir
            try:
                lock = acquire(data_dir())
            except Busy:
                app.tell("shell-instance-running", "alert", folder=str(data_dir()))
                return KEPT_STATUS
        if args.command == "play":
            players = _players(args, app.l10n)
            if isinstance(players, tuple):
                msg_id, variables = players
                app.say(app.l10n(msg_id, variables), "alert")
                return 2
            options = game_options(args, app.l10n)
            if isinstance(options, tuple):
                app.say(app.l10n(options[0], options[1]), "alert")
                return 2
            check_start = entry(args.game).check_start
            refused = check_start(app, options) if check_start is not None else None
            if refused is not None:
                app.tell(refused, "alert")
                return 2
            if not args.replace and _keeps_saved_game(app, args.game):
                return KEPT_STATUS
            from accessible_games.shell.sessions import start_game
            return start_game(app, args.game, players, options, args.seed)
        if args.command == "tutorial":
            from accessible_games.shell.tutorials import run_tutorial
            return run_tutorial(app, args.game, args.example)
        if args.command == "resume":
            from accessible_games.shell.sessions import resume_game
            status = resume_game(app)
            if status is not None:
                return status
        from accessible_games.shell.menu import main_menu
        return main_menu(app, first_start=not settings.language and not args.lang)
    except GameError as error:
        from accessible_games.registry import error_text
        app.say(error_text(app.l10n, error), "alert")
        return 2
    except KeyboardInterrupt:
        app.announcer.end_partial_line()
        app.tell("shell-ctrl-c-leave", "alert")
        return INTERRUPTED_STATUS
    except Hangup:
        hurry = True
        raise
    finally:
        app.close(hurry)
        if lock is not None:
            lock.release()


def _utf8_console() -> None:
    """Make sure Czech letters reach a Windows console intact."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (os.name == "nt" or
                                        (stream.encoding or "").lower() not in ("utf-8", "utf8")):
            try:
                reconfigure(encoding="utf-8", errors="replace")
            except (OSError, ValueError):
                pass
