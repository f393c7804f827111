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

from functools import lru_cache

from accessible_games.narration.l10n import LANGUAGES, L10n
from accessible_games.narration.rules import MAX_ECHO, MIN_PREFIX, normalise

ENTRY_IDS: tuple[str, ...] = (
    "lion", "hippo", "crocodile", "snake", "giraffe", "zebra", "sea-lion", "chameleon",
    "monkey", "kangaroo", "parrot", "skunk",
    "dolphin", "orca", "sea-turtle", "penguin", "polar-bear",
    "camel", "elephant", "flamingo", "leopard", "chimpanzee", "panda", "gorilla", "reindeer",
    "birds", "mammals", "reptiles", "sea-life",
)
"""Every entry in reading order: Beasty Bar by strength, then what each later game adds.

Which games an animal appears in is each game's to say (its entry's ``animals``);
``accessible_games.registry`` answers it for all of them.
"""


def entry_ids() -> tuple[str, ...]:
    """Return every entry id in reading order.

    >>> len(entry_ids()), entry_ids()[:2]
    (29, ('lion', 'hippo'))
    """
    return ENTRY_IDS


def _message_id(entry_id: str, part: str) -> str:
    """Return the Fluent id of one part ("title", "words", "1", ...) of an entry."""
    return f"encyclopedia-{entry_id}-{part}"


@lru_cache(maxsize=None)
def _word_index() -> dict[str, frozenset[str]]:
    """Return normalised word -> entry ids, from every language's ``-words`` and the ids."""
    index: dict[str, set[str]] = {}
    for entry_id in ENTRY_IDS:
        for spelling in (entry_id, entry_id.replace("-", " ")):
            index.setdefault(normalise(spelling), set()).add(entry_id)
        for lang in LANGUAGES:
            l10n = L10n(lang, strict=False)
            msg_id = _message_id(entry_id, "words")
            if not l10n.has(msg_id):
                continue
            for word in l10n(msg_id).split(","):
                key = normalise(word)
                if key:
                    index.setdefault(key, set()).add(entry_id)
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
    number of its paragraphs read so far.  ``animals``, if given, narrows the
    list of animals to a game's; lookup always covers every game.
    Returned texts may hold several lines separated by newlines; each line
    stands alone.
    """

    def __init__(self, l10n: L10n, animals: tuple[str, ...] = ()) -> None:
        """Prepare a reader speaking through ``l10n``, listing ``animals`` (all if none)."""
        self.l10n = l10n
        self.animals = animals
        self.entry: str | None = None
        self.index = 0
        self._paragraphs: list[str] = []

    def _listed(self) -> tuple[str, ...]:
        """Return the entries this reader lists: the game's, or all when it has none."""
        return self.animals or ENTRY_IDS

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
        if entry_id not in ENTRY_IDS:
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
