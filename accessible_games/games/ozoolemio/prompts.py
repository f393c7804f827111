"""O Zoo le Mio prompts: the question of each decision, its list, and the text before the cursor.

Every decision has two parts.  The lines said before it (``*_lines``): the
sealed bid's line, or the numbered placements, path ends or the placements of
one group, as a count line and one entry a line when long
(``narration.lists.choice_lines``).  And the prompt (``*_ask``), the few words
before the cursor that a Braille display shows while the app waits, naming
the decision and its range in at most 40 characters: "Bid, 0 to 8 coins:",
"Placement, 1 to 9:", "Path end, 1 to 5:", "Placement at 1K, 1 to 3:",
"Explore 2M: n, s, e, w or back:".  Nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.events import PlayerId
from accessible_games.games.ozoolemio.words import OzooWords, yes
from accessible_games.narration.lists import choice_lines, item_lines, range_prompt

__all__ = ["OzooPrompts"]


class OzooPrompts(OzooWords):
    """The lines and prompts of O Zoo le Mio's decisions."""

    # -- a sealed bid ----------------------------------------------------------------

    def bid_lines(self, seat: PlayerId, fits: int) -> list[str]:
        """Return the line before ``seat``'s sealed bid: whose bid, and in how many
        placements the tile fits (brief: nothing, unless it fits nowhere)."""
        if self.verbosity == "brief" and fits:
            return []
        return [self._status("ozoolemio-prompt-bid", name=self.player_name(seat), fits=fits)]

    def bid_ask(self, coins: int) -> str:
        """Return the prompt of a sealed bid: "Bid, 0 to 8 coins:"."""
        return self._msg("ozoolemio-ask-bid", coins=coins)

    def no_coins_line(self, seat: PlayerId) -> str:
        """Return the line said instead of a question when ``seat`` can only bid 0."""
        return self._msg("ozoolemio-prompt-bid-none", name=self.player_name(seat))

    # -- laying a tile ---------------------------------------------------------------

    def placement_lines(self, labels: Sequence[str], placer: PlayerId | None = None) -> list[str]:
        """Return the placements of the tile won, numbered: one line when short, else a
        count line and one placement a line.  In hot seat the list names the ``placer``
        (everyone hears it)."""
        what = self._msg("ozoolemio-placements-what", **self._placer_args(placer))
        return choice_lines(self.l10n, what, labels, self._choices(what, labels))

    def placement_ask(self, count: int) -> str:
        """Return the prompt of the placement list: "Placement, 1 to 9:"."""
        return range_prompt(self.l10n, self._msg("ozoolemio-ask-placement"), count)

    def ends_lines(self, count: int, labels: Sequence[str],
                   placer: PlayerId | None = None) -> list[str]:
        """Return the cells where paths end, numbered, when the tile has ``count``
        placements, too many for one list (in hot seat naming the ``placer``)."""
        what = self._msg("ozoolemio-ends-what", count=count, **self._placer_args(placer))
        return choice_lines(self.l10n, what, labels, self._choices(what, labels))

    def ends_ask(self, count: int) -> str:
        """Return the prompt of the list of path ends: "Path end, 1 to 5:"."""
        return range_prompt(self.l10n, self._msg("ozoolemio-ask-end"), count)

    def group_lines(self, place: str, kind: str, labels: Sequence[str]) -> list[str]:
        """Return the placements at one path end or covering one cell (``kind`` end or
        cell, at the cell named ``place``), numbered, and how back returns."""
        what = self._msg("ozoolemio-group-what", kind=kind, group=place)
        back = self._msg("ozoolemio-group-back", kind=kind)
        sentence = self._msg("ozoolemio-sentences", first=self._choices(what, labels),
                             second=back)
        return choice_lines(self.l10n, what, labels, sentence, after=[back])

    def group_ask(self, place: str, kind: str, count: int) -> str:
        """Return the prompt of a group's placements: "Placement at 1K, 1 to 3:"."""
        return range_prompt(self.l10n, self._msg("ozoolemio-ask-group", kind=kind, group=place),
                            count)

    def places_lines(self, cell: str | None, labels: Sequence[str]) -> list[str]:
        """Return the answer to ``places``: where the tile fits (covering ``cell``, if
        named), one placement a line unless short; not numbered, as nothing is chosen."""
        heading = self._msg("ozoolemio-fits", count=len(labels)) if cell is None \
            else self._msg("ozoolemio-fits-covering", cell=cell, count=len(labels))
        return item_lines(heading, labels, self._msg("ozoolemio-items", heading=heading,
                                                     items=self._semicolons(labels)))

    def places_ends_lines(self, count: int, labels: Sequence[str]) -> list[str]:
        """Return the answer to ``places`` when the tile has ``count`` placements, too many
        to list: the cells where paths end, one a line unless short, and how to hear one."""
        heading = self._msg("ozoolemio-fits-ends", count=count, ends=len(labels))
        hint = self._msg("ozoolemio-fits-ends-hint")
        lines = item_lines(heading, labels, self._msg("ozoolemio-items", heading=heading,
                                                      items=self._semicolons(labels)))
        return [*lines, hint]

    def explore_ask(self, cell: str) -> str:
        """Return the prompt while exploring: the cursor's cell and the moves."""
        return self._msg("ozoolemio-ask-explore", cell=cell)

    def _placer_args(self, placer: PlayerId | None) -> dict[str, str]:
        """Return the variables naming who lays the tile: ``$named`` is yes in hot seat,
        where a list everyone hears says the ``$name`` instead of "your"."""
        named = self.hot_seat and placer is not None
        return {"named": yes(named),
                "name": self.player_name(placer) if placer is not None else ""}

    def _choices(self, what: str, labels: Sequence[str]) -> str:
        """Return a short list to choose from in one sentence: "What: 1 this; 2 that."."""
        return self._msg("ozoolemio-choices", what=what,
                         options=self.numbered(labels, semicolons=True))
