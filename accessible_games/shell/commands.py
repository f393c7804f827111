"""Turning a typed line into a command, in Czech or English.

Command words live in the locales (``shell-words-<command>``), so both
languages' words are always accepted; diacritics are optional and a unique
prefix is enough.  Numbers pick from the last list.
"""

from __future__ import annotations

import threading
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import field
from functools import lru_cache

from accessible_games.core.records import record
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.shell.output import printable

COMMANDS: tuple[str, ...] = (
    "queue", "bar", "out", "hand", "table", "scores", "turn", "players", "cards",
    "repeat", "older", "newer", "history", "rules", "about", "more", "why", "hint", "help",
    "settings", "save", "quit", "back", "stop",
)
"""Every shell command, by its English key (the message ``shell-words-<key>`` lists its words)."""

GAME_COMMANDS: tuple[str, ...] = (
    "table", "scores", "turn", "players", "repeat", "older", "newer", "history", "rules",
    "about", "more", "why", "hint", "help", "settings", "save", "quit", "back", "stop",
)
"""The shell's commands every game answers (a game with a vocabulary of its own adds them
to its own words: its table's questions, and ``hand`` where a player holds one)."""

SYMBOLS: dict[str, str] = {",": "older", ".": "newer", "?": "help"}
MIN_PREFIX = 2


def fold(text: str) -> str:
    """Return ``text`` lower-cased without diacritics ("Tuleň" becomes "tulen")."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


ECHO_LENGTH = 20
"""At most this many characters of what the player typed are repeated back."""


def echo(text: str) -> str:
    """Return typed text to repeat back: ``printable`` as every line said, on one line,
    cut short."""
    return " ".join(printable(text).split())[:ECHO_LENGTH]


class Word(str):
    """A folded word ("proc") that remembers how its locale writes it (``shown``: "proč")."""

    shown: str

    def __new__(cls, text: str) -> Word:
        word = super().__new__(cls, fold(text))
        word.shown = " ".join(shown(text).split())
        return word


def shown(word: str) -> str:
    """Return how a word is written for the player: with its diacritics when known."""
    return getattr(word, "shown", word)


class _InputLanguage(threading.local):
    """The language whose words win where the two languages' words clash (the App sets
    it), per thread: each player of the server types in their own language."""

    lang: str = LANGUAGES[0]


_input_language = _InputLanguage()


def set_input_language(lang: str) -> None:
    """Make ``lang``'s words win, in this thread, in every vocabulary where the two
    languages clash (its ``pole`` is a cell in Czech, the flag pole in English; ``s`` is
    sever in Czech)."""
    _input_language.lang = lang if lang in LANGUAGES else LANGUAGES[0]


def words_of(l10n: L10n, msg_id: str, attribute: str | None = None) -> list[str]:
    """Return the comma-separated words of a message (or attribute), folded (each a
    :class:`Word` that also keeps its written form)."""
    if not l10n.has(msg_id, attribute):
        return []
    text = l10n.attr(msg_id, attribute) if attribute else l10n(msg_id)
    return [Word(w) for w in text.split(",") if w.strip()]


@lru_cache(maxsize=None)
def command_words(lang: str) -> tuple[tuple[str, str], ...]:
    """Return every shell command's words in ``lang`` (each a :class:`Word`) with their
    meaning ("command:<key>"), in the order of ``COMMANDS`` (read once per language)."""
    l10n = L10n(lang, strict=False)
    return tuple((word, f"command:{command}") for command in COMMANDS
                 for word in words_of(l10n, f"shell-words-{command}"))


@record(slots=False)
class Parsed:
    """One typed line: what it is and what follows it.

    ``kind`` is "number", "command", "word" (a game word such as an animal),
    "empty", "ambiguous" or "unknown"; ``value`` the number, command key or
    game word key; ``rest`` the remaining words; ``candidates`` for ambiguity
    (as the player writes them, "pravidla", "proč").
    """

    kind: str
    value: str | int = ""
    rest: tuple[str, ...] = ()
    raw: str = ""
    candidates: tuple[str, ...] = field(default_factory=tuple)


class Vocabulary:
    """The words a player may type: shell commands plus one game's words, both languages.

    Where the two languages give one word two meanings, the language in use wins
    (:func:`set_input_language`): in Czech ``pole`` is a cell, in English the flag pole.
    Within one language the first meaning registered wins (commands before game words);
    words given without a language (``game_words``) count as words of both.
    An exact word beats a prefix, and a prefix of the language in use beats one of the
    other language.  Subclasses may fill ``_words`` and ``_display`` themselves through
    ``_add``; the per-language tables are made as they go.
    """

    language: str | None = None
    """The language whose words win here; None follows :func:`set_input_language`."""

    def __init__(self, game_words: Mapping[str, Iterable[str]] | None = None) -> None:
        self._words: dict[str, str] = {}
        self._display: list[str] = []
        for lang in LANGUAGES:
            l10n = L10n(lang, strict=False)
            for word, meaning in command_words(lang):
                self._add(word, meaning, l10n)
        for key, words in (game_words or {}).items():
            for word in words:
                self._add(Word(word), f"word:{key}", None)

    def _tables(self) -> dict[str, dict[str, str]]:
        """Return each language's own words and their meanings (made on first use)."""
        tables: dict[str, dict[str, str]] = self.__dict__.setdefault("_by_language", {})
        return tables

    def _written(self) -> dict[str, str]:
        """Return how each folded word is written (made on first use)."""
        written: dict[str, str] = self.__dict__.setdefault("_shown", {})
        return written

    def _add(self, word: str, meaning: str, l10n: L10n | None) -> None:
        if not word:
            return
        self._written().setdefault(word, shown(word))
        self._tables().setdefault(l10n.lang if l10n is not None else "", {}) \
            .setdefault(word, meaning)
        if word not in self._words:
            self._words[word] = meaning
            self._display.append(word)

    def _add_commands(self, books: Iterable[L10n], prefix: str,
                      commands: Iterable[str]) -> None:
        """Add the words of ``commands`` (messages ``<prefix><command>``) in each language of
        ``books``, one language after the other (for subclasses that build ``_words``)."""
        keys = tuple(commands)
        for l10n in books:
            for command in keys:
                for word in words_of(l10n, f"{prefix}{command}"):
                    self._add(word, f"command:{command}", l10n)

    def add_words(self, key: str, words: Iterable[str]) -> None:
        """Give ``words`` the game-word meaning ``key``, ahead of any meaning they had."""
        for word in (Word(w) for w in words):
            if not word:
                continue
            if word not in self._words:
                self._display.append(word)
            self._written().setdefault(word, word.shown)
            self._words[word] = f"word:{key}"
            for table in self._tables().values():
                if word in table:
                    table[word] = f"word:{key}"

    def completions(self) -> list[str]:
        """Return every word, for tab completion."""
        return list(self._display)

    def own_words(self) -> dict[str, str]:
        """Return the words of the language in use and their meanings (its clashes won),
        with the words given in no language (a game's words of both, such as animals)."""
        tables = self._tables()
        return {**tables.get("", {}), **tables.get(self.language or _input_language.lang, {})}

    def shown(self, word: str) -> str:
        """Return how a folded word of this vocabulary is written ("proc" is "proč")."""
        return self._written().get(word, word)

    def lookup(self, word: str) -> tuple[str, tuple[str, ...]]:
        """Return the meaning of one word (exact, else unique prefix) and, if ambiguous, the
        candidates as written ("pravidla", "proč"); the language in use wins a clash."""
        folded = fold(word)
        if folded in SYMBOLS:
            return f"command:{SYMBOLS[folded]}", ()
        own = self.own_words()
        if folded in own:
            return own[folded], ()
        if folded in self._words:
            return self._words[folded], ()
        if len(folded) < MIN_PREFIX:
            return "", ()
        for table in (own, {**self._words, **own}):
            meanings: dict[str, str] = {}
            for candidate, meaning in table.items():
                if candidate.startswith(folded):
                    meanings.setdefault(meaning, candidate)
            if len(meanings) == 1:
                return next(iter(meanings)), ()
            if meanings:
                return "", tuple(self.shown(w) for w in sorted(meanings.values()))
        return "", ()

    def parse(self, line: str) -> Parsed:
        """Return what ``line`` means."""
        parts = line.split()
        if not parts:
            return Parsed("empty", raw=line)
        head, rest = parts[0], tuple(parts[1:])
        if head.isdecimal() and len(head) <= 3:
            return Parsed("number", int(head), rest, line)
        if len(head) > 1 and head[0] in SYMBOLS and head[1:].isdecimal():
            return Parsed("command", SYMBOLS[head[0]], (head[1:], *rest), line)
        meaning, candidates = self.lookup(head)
        if candidates:
            return Parsed("ambiguous", head, rest, line, candidates)
        if meaning.startswith("command:"):
            return Parsed("command", meaning.split(":", 1)[1], rest, line)
        if meaning.startswith("word:"):
            return Parsed("word", meaning.split(":", 1)[1], rest, line)
        return Parsed("unknown", head, rest, line)
