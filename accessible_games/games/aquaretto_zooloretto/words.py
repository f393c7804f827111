"""Words and table descriptions of Aquaretto and Zooloretto combined.

``CombinedWords`` holds the two games' own narrators, ``zoo`` (a
``ZoolorettoNarrator``) and ``water`` (an ``AquarettoNarrator``), and names
everything through them: species, tiles, zoos, barns, parks, pools and depots
are described by their own game.  What the combined game adds is said here,
from ``locales/<lang>/aquaretto-zooloretto.ftl``: the shared trucks (each with
the game of its tiles), both stacks, the one purse and bank, whose turn, and
the points of both zoos with their total.

Every line about one of the two places says which ("zoo" is Zooloretto's zoo
with its barn, "water park" Aquaretto's park with its depot): ``about`` puts
the place first on a line, ``option`` first in a list entry.  Nothing here
prints, remembers or changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from accessible_games.core.events import PlayerId
from accessible_games.core.game import PlayerSpec
from accessible_games.core.records import record
from accessible_games.games.aquaretto.rules import scoring as water_scoring
from accessible_games.games.aquaretto.rules.scoring import ScoreSheet as WaterSheet
from accessible_games.games.aquaretto.rules.tiles import Tile as WaterTile
from accessible_games.games.aquaretto_zooloretto.rules.scoring import manager_relief
from accessible_games.games.aquaretto_zooloretto.rules.state import (
    AnyTile, CombinedView, Phase, Supply, TruckView,
)
from accessible_games.games.zooloretto.rules.expansions.savings_book import SAVE_COST
from accessible_games.games.zooloretto.rules.tiles import Tile as ZooTile
from accessible_games.games.aquaretto.narration import AquarettoNarrator
from accessible_games.narration.l10n import L10n
from accessible_games.narration.lists import item_lines, one_per_line
from accessible_games.narration.words import Words, capitalise, yes
from accessible_games.games.zooloretto.narration import ZoolorettoNarrator
from accessible_games.games.zooloretto.zoo_words import score_details

__all__ = ["CombinedWords", "ScoreParts", "capitalise", "score_parts", "yes"]

@record(slots=False)
class ScoreParts:
    """One player's points if the game ended now: the zoo's categories (the manager's
    relief on the barn included), the water park's sheet (cashiers count every coin
    owned), and the coins owned."""

    zoo: dict[str, int]
    water: WaterSheet
    coins: int

    @property
    def zoo_total(self) -> int:
        """Return the zoo's points."""
        return sum(self.zoo.values())

    @property
    def total(self) -> int:
        """Return both zoos' points together."""
        return self.zoo_total + self.water.total


def owned_coins(view: CombinedView, seat: PlayerId) -> int:
    """Return the coins ``seat`` owns: the purse and a coin on the savings book."""
    return view.coins[seat] + (SAVE_COST if view.zoo.players[seat].savings else 0)


def score_parts(view: CombinedView) -> list[ScoreParts]:
    """Return every seat's points if the game ended now, by the combined scoring rules."""
    parts = []
    for seat, details in enumerate(score_details(view.zoo)):
        zoo = {name: points for name, points in details.items() if name != "coins"}
        water_player = view.water.players[seat]
        zoo["barn"] = zoo.get("barn", 0) + manager_relief(view.zoo.players[seat],
                                                          water_player.manager)
        coins = owned_coins(view, seat)
        water = water_scoring.score_sheet(replace(water_player, coins=coins))
        parts.append(ScoreParts(zoo, water, coins))
    return parts


class CombinedWords(Words):
    """Names things and describes the shared table, through both games' narrators.

    Built like ``Words``: language, players, verbosity.
    """

    LONG_MARK = "\ue001"
    NUMBERED_SEMICOLONS = True

    def __init__(self, l10n: L10n, players: Sequence[PlayerSpec],
                 verbosity: str = "normal") -> None:
        super().__init__(l10n, players, verbosity)
        self.zoo = ZoolorettoNarrator(l10n, players, verbosity)
        """Zooloretto's narrator: the zoo, the barn, zoo tiles and zoo events."""
        self.water = AquarettoNarrator(l10n, players, verbosity)
        """Aquaretto's narrator: the water park, the depot, water tiles and water events."""

    def one_listener(self) -> None:
        """Speak to one player alone, in both games' sentences (see ``Words``)."""
        super().one_listener()
        self.zoo.one_listener()
        self.water.one_listener()

    # -- words -------------------------------------------------------------------

    def place(self, supply: Supply) -> str:
        """Return "zoo" or "water park" as inside a sentence."""
        return self._msg("aquaretto-zooloretto-place", place=supply.value)

    def about(self, supply: Supply, text: str) -> str:
        """Return a line about one place, the place first, the line going on in lower case
        after the colon: "Water park: place now: orca."."""
        return self._msg("aquaretto-zooloretto-about", place=supply.value,
                         text=self.after_colon(text))

    def option(self, supply: Supply, label: str) -> str:
        """Return a list entry about one place, the place first: "zoo: move, 1 coin"."""
        return self._msg("aquaretto-zooloretto-option", place=supply.value,
                         label=self.after_colon(label))

    def after_colon(self, text: str) -> str:
        """Return ``text`` (a sentence of either game) to follow a place and a colon: its
        first letter in lower case ("Umísti" becomes "umísti", "V ruce" "v ruce", Czech
        letters included), unless it starts a word in capitals ("TO JE KONEC", a cell
        "C3"), the English "I", or a player's name."""
        first, second = text[:1], text[1:2]
        one_letter = second in (" ", "") and text[:2] != "I "
        if not first.isupper() or not (second.islower() or one_letter):
            return text
        if any(text.startswith(spec.name) for spec in self.players):
            return text
        return first.lower() + text[1:]

    def tile(self, tile: AnyTile, case: str = "nom") -> str:
        """Return a tile of either game, named by its own game's narrator."""
        if isinstance(tile, ZooTile):
            return self.zoo.tile(tile, case)
        assert isinstance(tile, WaterTile)
        return self.water.tile(tile, case)

    def tiles(self, tiles: Sequence[AnyTile], case: str = "nom") -> str:
        """Return the tiles listed, joined with "and"."""
        return self._list([self.tile(t, case) for t in tiles])

    # -- numbers -----------------------------------------------------------------

    def signed(self, number: int) -> str:
        """Return a whole number that may be negative: "3", "minus 3" (no symbols)."""
        return self._msg("aquaretto-zooloretto-signed", number=abs(number),
                         minus=yes(number < 0))

    def points(self, number: int) -> str:
        """Return points with their word: "1 point", "minus 3 points"."""
        return self._msg("aquaretto-zooloretto-points", number=abs(number),
                         minus=yes(number < 0))

    def _numbers(self, figures: Sequence[int]) -> str:
        """Return every player with a figure: "Anna 30, Bob minus 2"."""
        return self._list([self._msg("aquaretto-zooloretto-player-number",
                                     name=self.player_name(seat), number=self.signed(figure))
                           for seat, figure in enumerate(figures)], False)

    # -- the table ---------------------------------------------------------------

    def turn_line(self, view: CombinedView, listener: PlayerId | None) -> str:
        """Return whose turn it is and, for the listener, the coins of the one purse."""
        if view.phase is Phase.OVER:
            return self._msg("aquaretto-zooloretto-turn-over")
        coins = view.coins[listener] if listener is not None else 0
        final = len(view.end_reached) == len(Supply)
        return self._status("aquaretto-zooloretto-turn", player=self.player_name(view.current),
                            you=yes(view.current == listener), coins=coins, final=yes(final))

    def stacks_line(self, view: CombinedView) -> str:
        """Return the round and each game's stacks, or that its tiles are out of play."""
        entries = []
        for supply, sub in ((Supply.ZOO, view.zoo), (Supply.WATER, view.water)):
            entries.append(self._msg("aquaretto-zooloretto-stack-entry", place=supply.value,
                                     state="out" if supply in view.retired else "open",
                                     stack=sub.stack_size, end=sub.end_stack_size))
        return self._status("aquaretto-zooloretto-stacks", round=view.round,
                            stacks=self._semicolons(entries))

    def truck_entry(self, number: int, truck: TruckView, supply: Supply | None,
                    alone: bool = False) -> str:
        """Return one truck: its number, the game of its tiles and the tiles, or empty,
        or taken; ``alone`` for a line of its own ("Truck 2, zoo: camel") rather than an
        entry of the trucks' sentence ("2 zoo: camel")."""
        if truck.taken_by is not None:
            state = "taken"
        elif not truck.tiles:
            state = "empty"
        else:
            state = "full" if truck.free <= 0 else "loaded"
        player = self.player_name(truck.taken_by) if truck.taken_by is not None else ""
        msg_id = "aquaretto-zooloretto-truck-line" if alone else "aquaretto-zooloretto-truck-entry"
        entry = self._msg(msg_id, number=number, state=state, player=player,
                          place=(supply or Supply.ZOO).value, tiles=self.tiles(truck.tiles))
        if truck.blockers and truck.taken_by is None:
            entry = self._msg("aquaretto-zooloretto-truck-with-blockers", entry=entry,
                              blockers=truck.blockers)
        return entry

    def trucks_line(self, view: CombinedView) -> str:
        """Return every truck: "Trucks: 1 zoo: camel; 2 empty; 3 taken by Bob."."""
        entries = [self.truck_entry(n, t, s)
                   for n, (t, s) in enumerate(zip(view.trucks, view.truck_supplies), 1)]
        return self._status("aquaretto-zooloretto-trucks", trucks=self._semicolons(entries))

    def trucks_lines(self, view: CombinedView) -> list[str]:
        """Return every truck in one line, or (when that is long) a heading and one truck
        a line."""
        items = [self.truck_entry(n, t, s, alone=True)
                 for n, (t, s) in enumerate(zip(view.trucks, view.truck_supplies), 1)]
        return item_lines(self._msg("aquaretto-zooloretto-trucks-heading"), items,
                          self.trucks_line(view))

    def coins_line(self, view: CombinedView) -> str:
        """Return every player's one purse and the one bank."""
        return self._status("aquaretto-zooloretto-coins", players=self._numbers(view.coins),
                            bank=view.bank)

    def coins_lines(self, view: CombinedView) -> list[str]:
        """Return the purses and the bank in one line, or (when that is long) a heading and
        one purse a line, the bank last."""
        items = [*(self._msg("aquaretto-zooloretto-coins-item", name=self.player_name(seat),
                             coins=coins) for seat, coins in enumerate(view.coins)),
                 self._msg("aquaretto-zooloretto-bank-item", coins=view.bank)]
        return item_lines(self._msg("aquaretto-zooloretto-coins-heading"), items,
                          self.coins_line(view))

    def players_line(self, view: CombinedView) -> str:
        """Return the players in seat order; bots are marked, and the viewer too unless
        several humans share the keyboard."""
        return self.players_sentence(self.audience(view.player))

    def players_sentence(self, listener: PlayerId | None) -> str:
        """Return the players in seat order, bots and ``listener`` marked."""
        return self._msg("aquaretto-zooloretto-players", count=len(self.players),
                         players=self._list(self._player_entries(listener)))

    def players_lines(self, listener: PlayerId | None) -> list[str]:
        """Return the players in one line, or (when that is long) a heading and one player
        a line."""
        return item_lines(self._msg("aquaretto-zooloretto-players-heading",
                                    count=len(self.players)),
                          self._player_entries(listener), self.players_sentence(listener))

    def _player_entries(self, listener: PlayerId | None) -> list[str]:
        """Return each player's name, bots and ``listener`` marked."""
        return [self._msg("aquaretto-zooloretto-player-entry", name=spec.name,
                          kind="bot" if spec.is_bot else "you" if seat == listener else "other")
                for seat, spec in enumerate(self.players)]

    def table_lines(self, view: CombinedView) -> list[str]:
        """Return the round and stacks, the trucks, the coins and what a mini-expansion
        lays on the table."""
        return [self.stacks_line(view), *self.trucks_lines(view), *self.coins_lines(view),
                *self.zoo.expansion_words.supply_lines(view.zoo)]

    def hand_line(self, view: CombinedView) -> str:
        """Return what is in hand: the drawn tile, or the tiles being placed in one zoo."""
        if view.phase is Phase.ZOO:
            return self.about(Supply.ZOO, self.zoo.hand_line(view.zoo))
        if view.phase is Phase.WATER:
            return self.about(Supply.WATER, self.water.hand_line(view.water))
        if view.drawn is not None:
            place = Supply.ZOO if isinstance(view.drawn, ZooTile) else Supply.WATER
            return self._status("aquaretto-zooloretto-hand-drawn", place=place.value,
                                tile=self.tile(view.drawn))
        return self._status("aquaretto-zooloretto-hand-empty")

    # -- points --------------------------------------------------------------------

    def total_line(self, seat: PlayerId, total: int, zoo: int, water: int) -> str:
        """Return one player's total with the zoo's and the water park's shares."""
        return self._msg("aquaretto-zooloretto-result-player", name=self.player_name(seat),
                         points=self.points(total), zoo=self.signed(zoo),
                         water=self.signed(water))

    def zoo_line(self, seat: PlayerId, categories: dict[str, int]) -> str:
        """Return one player's zoo points by category (Zooloretto's category names)."""
        return self._msg("aquaretto-zooloretto-result-zoo", name=self.player_name(seat),
                         points=self.signed(sum(categories.values())),
                         categories=self.zoo.zoo_words.categories(categories))

    def water_line(self, seat: PlayerId, points: int, animals: int, cashiers: int,
                   keepers: int, trainers: int, depot: int) -> str:
        """Return one player's water park points by category; ``depot`` is 0 or negative."""
        return self._msg("aquaretto-zooloretto-result-water", name=self.player_name(seat),
                         points=self.signed(points), animals=animals, cashiers=cashiers,
                         keepers=keepers, trainers=trainers, depot=-depot)

    def scores_lines(self, view: CombinedView) -> list[str]:
        """Return the points if the game ended now (a heading only when that line is long),
        each player's zoo and water park shares, and (except in brief verbosity) every
        category."""
        parts = score_parts(view)
        summary = self._status("aquaretto-zooloretto-scores",
                               scores=self._numbers([p.total for p in parts]))
        lines = [summary if not one_per_line(len(parts), summary)
                 else self._msg("aquaretto-zooloretto-scores-heading")]
        for seat, part in enumerate(parts):
            lines.append(self.total_line(seat, part.total, part.zoo_total, part.water.total))
        if self.verbosity != "brief":
            for seat, part in enumerate(parts):
                sheet = part.water
                lines.append(self.zoo_line(seat, part.zoo))
                lines.append(self.water_line(seat, sheet.total, sheet.animals, sheet.cashiers,
                                             sheet.keepers, sheet.trainers, sheet.depot))
        return lines
