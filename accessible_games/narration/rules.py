"""The spoken rules reference: topics, topic lookup and a paragraph reader.

Each game's rules text lives in ``locales/<lang>/<game-id>-rules.ftl`` as
Fluent messages named ``<game-id>-rules-<topic>-title``,
``<game-id>-rules-<topic>-1`` .. ``-<n>`` and ``<game-id>-rules-<topic>-words``
(the comma separated words that reach the topic), plus the navigation lines
``<game-id>-rules-topics``, ``-more``, ``-end-of-topic`` and
``-unknown-topic``.  Each game declares its ``RulesBook`` in its own package
(``games/<game>/book.py``) and writes its own rules files; the functions here take
the book.

Nothing here prints or speaks: functions return text for the shell to present.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import field
from functools import lru_cache

from accessible_games.core.records import record
from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.lists import item_lines

MIN_PREFIX = 2
"""A typed prefix must have at least this many letters to match a topic word."""

MAX_ECHO = 30
"""At most this many characters of an unknown topic are echoed back."""


@record(eq=False, slots=False)
class RulesBook:
    """One game's rules topics.

    Attributes:
        game_id: the game id, also the prefix of the Fluent ids.
        topics: topic keys in reading order (English, kebab case).
        aliases: normalised texts that name a topic exactly but never by
            prefix, such as card strengths ("1" is the skunk).
    """

    game_id: str
    topics: tuple[str, ...]
    aliases: Mapping[str, str] = field(default_factory=dict)


def _message_id(book: RulesBook, topic: str, part: str) -> str:
    """Return the Fluent id of one part ("title", "words", "1", ...) of a topic."""
    return f"{book.game_id}-rules-{topic}-{part}"


def normalise(text: str) -> str:
    """Return ``text`` lowercased, without diacritics or punctuation, spaces collapsed.

    >>> normalise("  Hrošice ")
    'hrosice'
    >>> normalise("Heaven's  Gate")
    'heavens gate'
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    kept = "".join(ch if ch.isalnum() or ch.isspace() else "" for ch in plain)
    return " ".join(kept.split())


@lru_cache(maxsize=None)
def _word_index(book: RulesBook) -> dict[str, frozenset[str]]:
    """Return normalised word -> topics, from every language's ``-words`` lists and the keys."""
    index: dict[str, set[str]] = {}
    for topic in book.topics:
        index.setdefault(normalise(topic), set()).add(topic)
        for lang in LANGUAGES:
            l10n = L10n(lang, strict=False)
            msg_id = _message_id(book, topic, "words")
            if not l10n.has(msg_id):
                continue
            for word in l10n(msg_id).split(","):
                key = normalise(word)
                if key:
                    index.setdefault(key, set()).add(topic)
    return {word: frozenset(found) for word, found in index.items()}


def find_topic(book: RulesBook, text: str) -> str | None:
    """Return the topic that ``text`` names, or None if it names none or several.

    Words of every language count, case and diacritics do not.  An exact
    word wins (also the English topic key, for Beasty Bar a strength such
    as "12" or a card code such as "R12", for Aquaretto "2" for the 2-player
    rules, the same for Zooloretto); otherwise a prefix of at least 2 letters must belong to the words
    of exactly 1 topic.

    >>> from accessible_games.games.beasty_bar.book import RULES_BOOK as BEASTY_BAR
    >>> find_topic(BEASTY_BAR, "Hrosice"), find_topic(BEASTY_BAR, "1")
    ('hippo', 'skunk')
    >>> find_topic(BEASTY_BAR, "kang"), find_topic(BEASTY_BAR, "op") is None
    ('kangaroo', True)
    >>> from accessible_games.games.aquaretto.book import RULES_BOOK as AQUARETTO
    >>> find_topic(AQUARETTO, "cvič"), find_topic(AQUARETTO, "2")
    ('trainer', 'two-players')
    >>> from accessible_games.games.zooloretto.book import RULES_BOOK as ZOOLORETTO
    >>> find_topic(ZOOLORETTO, "gorila"), find_topic(ZOOLORETTO, "2")
    ('gorilla', 'two-players')
    """
    key = normalise(text)
    if not key:
        return None
    if key in book.aliases:
        return book.aliases[key]
    index = _word_index(book)
    exact = index.get(key)
    if exact is not None:
        return next(iter(exact)) if len(exact) == 1 else None
    if len(key) < MIN_PREFIX:
        return None
    found: set[str] = set()
    for word, owners in index.items():
        if word.startswith(key):
            found |= owners
    return next(iter(found)) if len(found) == 1 else None


def topic_name(l10n: L10n, book: RulesBook, topic: str) -> str:
    """Return the topic's name in ``l10n``'s language: the first of its words ("lev")."""
    msg_id = _message_id(book, topic, "words")
    if not l10n.has(msg_id):
        return topic
    first = l10n(msg_id).split(",")[0].strip()
    return first or topic


def topic_list(l10n: L10n, book: RulesBook) -> str:
    """Return the topic names of ``book`` as 1 comma separated line, in reading order.

    This is only the list (for a shell message with a ``$topics`` variable);
    ``RulesReader.topic_list`` returns the whole sentence.
    """
    return ", ".join(topic_name(l10n, book, topic) for topic in book.topics)


def topic_lines(l10n: L10n, book: RulesBook) -> list[str]:
    """Return the topics of ``book`` as a list to read: a count line, then one topic a line
    (or the whole list in one line when it is short)."""
    names = [topic_name(l10n, book, topic) for topic in book.topics]
    heading = l10n("common-rules-topics", {"count": len(names)})
    sentence = l10n("common-rules-topics-line", {"topics": topic_list(l10n, book)})
    return item_lines(heading, names, sentence)


def topic_title(l10n: L10n, book: RulesBook, topic: str) -> str:
    """Return the short heading of ``topic``, e.g. "Lion, strength 12"."""
    return l10n(_message_id(book, topic, "title"))


def topic_paragraphs(l10n: L10n, book: RulesBook, topic: str) -> list[str]:
    """Return the paragraphs of ``topic``, probing ``-1``, ``-2``, ... until one is missing."""
    paragraphs: list[str] = []
    while l10n.has(_message_id(book, topic, str(len(paragraphs) + 1))):
        paragraphs.append(l10n(_message_id(book, topic, str(len(paragraphs) + 1))))
    return paragraphs


def topic_text(l10n: L10n, book: RulesBook, topic: str) -> list[str]:
    """Return ``topic`` read whole, line by line: its title and its paragraphs.

    The overview lists the topics once, as a list (``topic_lines``): in place of its own
    paragraph that lists them in one line, or after its paragraphs when it has none.
    """
    paragraphs = topic_paragraphs(l10n, book, topic)
    if topic != "overview":
        return [topic_title(l10n, book, topic), *paragraphs]
    listed = topic_lines(l10n, book)
    one_line = l10n("common-rules-topics-line", {"topics": topic_list(l10n, book)})
    if one_line in paragraphs:
        at = paragraphs.index(one_line)
        paragraphs[at:at + 1] = listed
    else:
        paragraphs += listed
    return [topic_title(l10n, book, topic), *paragraphs]


def _strip_control(text: str) -> str:
    """Return ``text`` without control characters, cut to ``MAX_ECHO`` characters."""
    cleaned = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    return " ".join(cleaned.split())[:MAX_ECHO]


class RulesReader:
    """Reads one rules topic a paragraph at a time, for the shell's ``rules`` and ``more``.

    ``topic`` is the open topic (None when nothing is open) and ``index`` the
    number of its paragraphs read so far.  Returned texts may hold several
    lines separated by newlines; each line stands alone.
    """

    def __init__(self, l10n: L10n, book: RulesBook) -> None:
        """Prepare a reader of ``book`` speaking through ``l10n``."""
        self.l10n = l10n
        self.book = book
        self.topic: str | None = None
        self.index = 0
        self._paragraphs: list[str] = []

    def _say(self, part: str, **variables: str) -> str:
        """Return the navigation line ``<game-id>-rules-<part>``."""
        return self.l10n(f"{self.book.game_id}-rules-{part}", variables)

    def topic_list(self) -> str:
        """Return the one-line list of topics, said for "rules" with no topic."""
        return self._say("topics")

    def unknown(self, text: str) -> str:
        """Return the line for a topic that cannot be found, echoing ``text`` briefly."""
        return self._say("unknown-topic", topic=_strip_control(text))

    def open(self, topic: str) -> str:
        """Open ``topic`` and return its title and first paragraph, on 2 lines.

        A third line, the "more" hint, follows when the topic has more paragraphs.

        Raises:
            KeyError: ``topic`` is not a topic of this game.
        """
        if topic not in self.book.topics:
            raise KeyError(topic)
        self.topic = topic
        self._paragraphs = topic_paragraphs(self.l10n, self.book, topic)
        self.index = min(1, len(self._paragraphs))
        lines = [topic_title(self.l10n, self.book, topic), *self._paragraphs[:1]]
        if len(self._paragraphs) > 1:
            lines.append(self._say("more"))
        return "\n".join(lines)

    def more(self) -> str | None:
        """Return the next paragraph, then the end-of-topic line, then None.

        None also means that no topic is open.
        """
        if self.topic is None:
            return None
        if self.index < len(self._paragraphs):
            self.index += 1
            return self._paragraphs[self.index - 1]
        self.topic = None
        self._paragraphs = []
        self.index = 0
        return self._say("end-of-topic")

    def ask(self, text: str) -> str:
        """Answer "rules <text>": the topic list, the topic opened, or the unknown-topic line."""
        if not normalise(text):
            return self.topic_list()
        topic = find_topic(self.book, text)
        if topic is None:
            return self.unknown(text)
        return self.open(topic)
