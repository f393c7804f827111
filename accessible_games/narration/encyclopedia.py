"""The animal encyclopedia: every animal of the four games, looked up by name and read aloud.

Each entry is one animal (or, for O Zoo le Mio, one animal category) with a
stable id such as ``"hippo"`` or ``"polar-bear"``.  An animal that appears in
several games has one entry naming all of them.  The text lives in
``locales/<lang>/encyclopedia.ftl`` as Fluent messages
``encyclopedia-<id>-title``, ``encyclopedia-<id>-1`` .. ``-<n>`` and
``encyclopedia-<id>-words`` (the comma separated names that reach the entry;
the first one is the entry's name in lists), plus the navigation lines
``encyclopedia-animals``, ``-more``, ``-end-of-entry``, ``-unknown`` and
``-ambiguous``.  This is the shape of the rules book in
:mod:`accessible_games.narration.rules`, so the shell reads an entry one
paragraph at a time with ``more``.

Nothing here prints or speaks: functions return text for the shell to present.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import MAX_ECHO, MIN_PREFIX, normalise

BEASTY_BAR = "beasty-bar"
AQUARETTO = "aquaretto"
ZOOLORETTO = "zooloretto"
OZOOLEMIO = "o-zoo-le-mio"


@dataclass(frozen=True)
class Entry:
    """One encyclopedia entry.

    Attributes:
        entry_id: the stable id, also part of the Fluent ids ("polar-bear").
        games: the ids of the games the animal appears in, in menu order.
    """

    entry_id: str
    games: tuple[str, ...]


ENTRIES: tuple[Entry, ...] = (
    Entry("lion", (BEASTY_BAR,)),
    Entry("hippo", (BEASTY_BAR, AQUARETTO)),
    Entry("crocodile", (BEASTY_BAR, AQUARETTO)),
    Entry("snake", (BEASTY_BAR,)),
    Entry("giraffe", (BEASTY_BAR,)),
    Entry("zebra", (BEASTY_BAR, ZOOLORETTO)),
    Entry("sea-lion", (BEASTY_BAR, AQUARETTO)),
    Entry("chameleon", (BEASTY_BAR,)),
    Entry("monkey", (BEASTY_BAR, OZOOLEMIO)),
    Entry("kangaroo", (BEASTY_BAR, ZOOLORETTO)),
    Entry("parrot", (BEASTY_BAR,)),
    Entry("skunk", (BEASTY_BAR,)),
    Entry("dolphin", (AQUARETTO,)),
    Entry("orca", (AQUARETTO,)),
    Entry("sea-turtle", (AQUARETTO,)),
    Entry("penguin", (AQUARETTO,)),
    Entry("polar-bear", (AQUARETTO, ZOOLORETTO)),
    Entry("camel", (ZOOLORETTO,)),
    Entry("elephant", (ZOOLORETTO,)),
    Entry("flamingo", (ZOOLORETTO,)),
    Entry("leopard", (ZOOLORETTO,)),
    Entry("chimpanzee", (ZOOLORETTO,)),
    Entry("panda", (ZOOLORETTO,)),
    Entry("gorilla", (ZOOLORETTO,)),
    Entry("reindeer", (ZOOLORETTO,)),
    Entry("birds", (OZOOLEMIO,)),
    Entry("mammals", (OZOOLEMIO,)),
    Entry("reptiles", (OZOOLEMIO,)),
    Entry("sea-life", (OZOOLEMIO,)),
)
"""Every entry in reading order: Beasty Bar by strength, then what each later game adds."""

_BY_ID: dict[str, Entry] = {entry.entry_id: entry for entry in ENTRIES}

_GAME_KEYS: dict[tuple[str, str], str] = {
    (BEASTY_BAR, "seal"): "sea-lion",
    (AQUARETTO, "turtle"): "sea-turtle",
    (OZOOLEMIO, "monkeys"): "monkey",
}
"""A game's own animal key where it differs from the entry id.

Beasty Bar's seal is the Czech edition's "lachtan", the sea lion of
Aquaretto; O Zoo le Mio's monkeys share the monkey entry, so that "opice"
names one entry only.
"""


def entry_ids(game_id: str | None = None) -> tuple[str, ...]:
    """Return the entry ids in reading order, only ``game_id``'s animals if given.

    >>> entry_ids("o-zoo-le-mio")
    ('monkey', 'birds', 'mammals', 'reptiles', 'sea-life')
    >>> len(entry_ids()), entry_ids("no-such-game")
    (29, ())
    """
    return tuple(entry.entry_id for entry in ENTRIES
                 if game_id is None or game_id in entry.games)


def games_of(entry_id: str) -> tuple[str, ...]:
    """Return the ids of the games ``entry_id`` appears in; empty for an unknown entry.

    >>> games_of("polar-bear")
    ('aquaretto', 'zooloretto')
    """
    entry = _BY_ID.get(entry_id)
    return entry.games if entry else ()


def entry_for(game_id: str, key: str) -> str | None:
    """Return the entry of a game's own animal key, or None if that game has no such animal.

    ``key`` is the game's name for the animal: the lower-case name of a Beasty
    Bar ``Animal`` ("seal"), the value of an Aquaretto or Zooloretto
    ``Species`` ("turtle"), a Zooloretto bonus enclosure ("gorilla") or an
    O Zoo le Mio ``Category`` ("sea-life").

    >>> entry_for("beasty-bar", "seal"), entry_for("aquaretto", "turtle")
    ('sea-lion', 'sea-turtle')
    >>> entry_for("beasty-bar", "panda") is None
    True
    """
    entry_id = _GAME_KEYS.get((game_id, key), key)
    return entry_id if game_id in games_of(entry_id) else None


def _message_id(entry_id: str, part: str) -> str:
    """Return the Fluent id of one part ("title", "words", "1", ...) of an entry."""
    return f"encyclopedia-{entry_id}-{part}"


@lru_cache(maxsize=None)
def _word_index() -> dict[str, frozenset[str]]:
    """Return normalised word -> entry ids, from every language's ``-words`` and the ids."""
    index: dict[str, set[str]] = {}
    for entry in ENTRIES:
        for spelling in (entry.entry_id, entry.entry_id.replace("-", " ")):
            index.setdefault(normalise(spelling), set()).add(entry.entry_id)
        for lang in LANGUAGES:
            l10n = L10n(lang, strict=False)
            msg_id = _message_id(entry.entry_id, "words")
            if not l10n.has(msg_id):
                continue
            for word in l10n(msg_id).split(","):
                key = normalise(word)
                if key:
                    index.setdefault(key, set()).add(entry.entry_id)
    return {word: frozenset(found) for word, found in index.items()}


def _in_reading_order(found: set[str] | frozenset[str]) -> tuple[str, ...]:
    """Return the entry ids of ``found`` in reading order."""
    return tuple(entry_id for entry_id in entry_ids() if entry_id in found)


def matches(text: str) -> tuple[str, ...]:
    """Return every entry that ``text`` may name, in reading order.

    Words of every language count, case, diacritics and punctuation do not.
    An exact word wins; otherwise every entry with a word starting with
    ``text`` (at least ``MIN_PREFIX`` letters) matches.

    >>> matches("Lední medvěd"), matches("LEV"), matches("levh")
    (('polar-bear',), ('lion',), ('leopard',))
    >>> matches("ch")
    ('chameleon', 'chimpanzee')
    """
    key = normalise(text)
    if not key:
        return ()
    index = _word_index()
    exact = index.get(key)
    if exact is not None:
        return _in_reading_order(exact)
    if len(key) < MIN_PREFIX:
        return ()
    found: set[str] = set()
    for word, owners in index.items():
        if word.startswith(key):
            found |= owners
    return _in_reading_order(found)


def find_entry(text: str) -> str | None:
    """Return the entry that ``text`` names, or None if it names none or several.

    The same rule as rules topics: an exact word, else a unique prefix of at
    least 2 letters, in either language, with or without diacritics.

    >>> find_entry("hrosice"), find_entry("Tuleň"), find_entry("orca")
    ('hippo', 'sea-lion', 'orca')
    >>> find_entry("sea") is None, find_entry("giraffe-x") is None
    (True, True)
    """
    found = matches(text)
    return found[0] if len(found) == 1 else None


def entry_name(l10n: L10n, entry_id: str) -> str:
    """Return the entry's name in ``l10n``'s language: the first of its words ("lední medvěd")."""
    msg_id = _message_id(entry_id, "words")
    if not l10n.has(msg_id):
        return entry_id
    first = l10n(msg_id).split(",")[0].strip()
    return first or entry_id


def entry_list(l10n: L10n, chosen: tuple[str, ...] | None = None) -> str:
    """Return the names of the ``chosen`` entries (default: all) as 1 comma separated line."""
    listed = entry_ids() if chosen is None else chosen
    return ", ".join(entry_name(l10n, entry_id) for entry_id in listed)


def entry_title(l10n: L10n, entry_id: str) -> str:
    """Return the heading of ``entry_id``, e.g. "Polar bear"."""
    return l10n(_message_id(entry_id, "title"))


def entry_paragraphs(l10n: L10n, entry_id: str) -> list[str]:
    """Return the paragraphs of ``entry_id``, probing ``-1``, ``-2``, ... until one is missing.

    The last paragraph says which games the animal appears in.
    """
    paragraphs: list[str] = []
    while l10n.has(_message_id(entry_id, str(len(paragraphs) + 1))):
        paragraphs.append(l10n(_message_id(entry_id, str(len(paragraphs) + 1))))
    return paragraphs


def _strip_control(text: str) -> str:
    """Return ``text`` without control characters, cut to ``MAX_ECHO`` characters."""
    cleaned = "".join(ch for ch in text if ch.isprintable())
    return " ".join(cleaned.split())[:MAX_ECHO]


class EncyclopediaReader:
    """Reads one entry a paragraph at a time, like ``RulesReader`` for rules topics.

    ``entry`` is the open entry (None when nothing is open) and ``index`` the
    number of its paragraphs read so far.  ``game_id``, if given, narrows the
    list of animals to that game's; lookup always covers every game.
    Returned texts may hold several lines separated by newlines; each line
    stands alone.
    """

    def __init__(self, l10n: L10n, game_id: str | None = None) -> None:
        """Prepare a reader speaking through ``l10n``, listing ``game_id``'s animals."""
        self.l10n = l10n
        self.game_id = game_id
        self.entry: str | None = None
        self.index = 0
        self._paragraphs: list[str] = []

    def _listed(self) -> tuple[str, ...]:
        """Return the entries this reader lists: the game's, or all when it has none."""
        return entry_ids(self.game_id) or entry_ids()

    def entry_list(self) -> str:
        """Return the line listing the animals, said for the command with no animal."""
        listed = self._listed()
        return self.l10n("encyclopedia-animals", count=len(listed),
                         animals=entry_list(self.l10n, listed))

    def unknown(self, text: str) -> str:
        """Return the line for an animal that cannot be found, echoing ``text`` briefly."""
        return self.l10n("encyclopedia-unknown", animal=_strip_control(text),
                         animals=entry_list(self.l10n, self._listed()))

    def ambiguous(self, text: str, candidates: tuple[str, ...]) -> str:
        """Return the line for a prefix that several entries share, naming them."""
        return self.l10n("encyclopedia-ambiguous", animal=_strip_control(text),
                         animals=entry_list(self.l10n, candidates))

    def open(self, entry_id: str) -> str:
        """Open ``entry_id`` and return its title and first paragraph, on 2 lines.

        A third line, the "more" hint, follows when the entry has more paragraphs.

        Raises:
            KeyError: ``entry_id`` is not an entry.
        """
        if entry_id not in _BY_ID:
            raise KeyError(entry_id)
        self.entry = entry_id
        self._paragraphs = entry_paragraphs(self.l10n, entry_id)
        self.index = min(1, len(self._paragraphs))
        lines = [entry_title(self.l10n, entry_id), *self._paragraphs[:1]]
        if len(self._paragraphs) > 1:
            lines.append(self.l10n("encyclopedia-more"))
        return "\n".join(lines)

    def more(self) -> str | None:
        """Return the next paragraph, then the end-of-entry line, then None.

        None also means that no entry is open.
        """
        if self.entry is None:
            return None
        if self.index < len(self._paragraphs):
            self.index += 1
            return self._paragraphs[self.index - 1]
        self.entry = None
        self._paragraphs = []
        self.index = 0
        return self.l10n("encyclopedia-end-of-entry")

    def ask(self, text: str) -> str:
        """Answer the command with ``text``: the list, the entry opened, or why not."""
        if not normalise(text):
            return self.entry_list()
        found = matches(text)
        if len(found) == 1:
            return self.open(found[0])
        if found:
            return self.ambiguous(text, found)
        return self.unknown(text)
