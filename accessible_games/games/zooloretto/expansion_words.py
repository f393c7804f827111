"""What the Zooloretto mini-expansions add to the narration: events, options, prompts, the table.

``ZoolorettoExpansionWords`` names the expansions, says what lies on the table
(buildings for sale, specialised and bonus enclosures left), reads a secret
task card to its owner, completes the variables of the expansions' events,
labels their actions in the numbered lists and asks their questions (a
newborn's place, the souvenir shop, a building, a construction site in
another zoo, a bonus enclosure, the gorilla).  Every word comes from
``locales/<lang>/zooloretto.ftl``; nothing here prints or changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_games.core.events import Event, PlayerId
from accessible_games.games.zooloretto.rules.actions import PlaceInEnclosure, PlaceOnStallSpace
from accessible_games.games.zooloretto.rules.expansions.bonus import TakeBonusEnclosure
from accessible_games.games.zooloretto.rules.expansions.buildings import (
    BUILDING_COST, BuyPavilion, BuyRestaurant, PlacePavilion, PlaceRestaurant,
)
from accessible_games.games.zooloretto.rules.expansions.construction_sites import (
    HAND_OFF_COST, HandOffSites, PlaceSite, RemoveSite, SitePlaced, own_sites,
)
from accessible_games.games.zooloretto.rules.expansions.gorilla import UseGorilla
from accessible_games.games.zooloretto.rules.expansions.petting_zoo import (
    PETTING_ZOO_COINS, PETTING_ZOO_SPACES, PlaceInPettingZoo,
)
from accessible_games.games.zooloretto.rules.expansions.savings_book import (
    INTEREST, LAST_FIELD, SAVE_COST, SaveCoin,
)
from accessible_games.games.zooloretto.rules.expansions.specialised import (
    SPECIAL_COST, BuySpecialEnclosure,
)
from accessible_games.games.zooloretto.rules.expansions.task_cards import (
    CARDS, TaskCardDealt, TaskCardsRevealed,
)
from accessible_games.games.zooloretto.rules.state import (
    GORILLA_COST, PlaceTask, Source, ZoolorettoView,
)
from accessible_games.games.zooloretto.rules.tiles import (
    BONUS_NAMES, RESTAURANT, SOUVENIR_SHOP, Species, TileKind,
)
from accessible_games.games.zooloretto.rules.zoo import SPECIALISED
from accessible_games.games.zooloretto.words import ZoolorettoWords, capitalise, room, yes
from accessible_games.narration.lists import choice_lines, range_prompt

__all__ = ["EXPANSION_ACTIONS", "PLACE_ACTIONS", "ZoolorettoExpansionWords"]

PLACE_ACTIONS: tuple[type, ...] = (PlaceInEnclosure, PlaceOnStallSpace, PlaceRestaurant,
                                   PlacePavilion, PlaceSite, PlaceInPettingZoo,
                                   TakeBonusEnclosure)
"""Actions that name a place (or a choice) for the tile in hand; Cancel, the barn and the
removal of a site do not."""

EXPANSION_ACTIONS: tuple[type, ...] = (
    BuyRestaurant, BuyPavilion, PlaceRestaurant, PlacePavilion, PlaceInPettingZoo,
    BuySpecialEnclosure, TakeBonusEnclosure, PlaceSite, RemoveSite, HandOffSites, UseGorilla,
    SaveCoin)
"""Every action the mini-expansions add, each labelled by ``expansion_label``."""


class ZoolorettoExpansionWords(ZoolorettoWords):
    """Sentences of the mini-expansions (built like ``Words``)."""

    # -- names and the table -----------------------------------------------------

    def expansion_name(self, name: str) -> str:
        """Return a mini-expansion's name ("petting zoo", Czech "zoo pro mazlíčky")."""
        return self._msg("zooloretto-expansion-name", name=name)

    def expansions_line(self, names: Sequence[str]) -> str:
        """Return which mini-expansions are in play (none: the base game)."""
        return self._msg("zooloretto-expansions-in-play", count=len(names),
                         names=self._list([self.expansion_name(n) for n in names]))

    def supply_lines(self, view: ZoolorettoView) -> list[str]:
        """Return what the mini-expansions lay on the table: buildings for sale, the
        specialised enclosures and the bonus enclosures still there."""
        lines: list[str] = []
        supply = view.supply
        if "buildings" in view.expansions:
            lines.append(self._msg(
                "zooloretto-table-buildings", restaurant=yes(RESTAURANT in supply),
                pavilions=sum(1 for t in supply if t.kind is TileKind.PAVILION),
                shop=yes(SOUVENIR_SHOP in supply), cost=BUILDING_COST))
        if "specialised-enclosures" in view.expansions:
            offered = [s for s in Species
                       if any(t.kind is TileKind.SPECIAL and t.key == s.value for t in supply)
                       and s not in view.removed_species]
            lines.append(self._msg("zooloretto-table-special", count=len(offered),
                                   species=self._list([self.species(s, "accpl")
                                                       for s in offered]),
                                   cost=SPECIAL_COST))
        boards = [t.key for t in supply if t.kind is TileKind.BONUS]
        if any(name in view.expansions for name in BONUS_NAMES):
            lines.append(self._msg("zooloretto-table-bonus", count=len(boards),
                                   names=self._list([self._msg("zooloretto-bonus-name", name=b)
                                                     for b in boards])))
        return lines

    # -- task cards --------------------------------------------------------------

    def _card_args(self, card: int) -> dict[str, Any]:
        """Return a task card's number (from 1) and its species in the forms it needs."""
        task = CARDS[card]
        return {"number": card + 1, "three": self.species(task.plus_three, "many"),
                "two": self.species(task.plus_two, "many"),
                "zero": self.species(task.zero, "accpl")}

    def task_card_line(self, card: int, owner: PlayerId, listener: PlayerId | None) -> str:
        """Return what a task card asks: its number, its 3-point and 2-point species and
        the species spared in the barn; told to its owner, or shown at the end."""
        return self._msg("zooloretto-task-card", name=self.player_name(owner),
                         you=yes(owner == listener), **self._card_args(card))

    def task_lines(self, view: ZoolorettoView) -> list[str] | None:
        """Return the viewer's own task card, or None when they have none (or no viewer)."""
        if view.player is None or view.task_card is None:
            return None
        return [self.task_card_line(view.task_card, view.player, view.player)]

    # -- events ------------------------------------------------------------------

    def expansion_event_lines(self, event: Event, listener: PlayerId | None) -> list[str] | None:
        """Return the lines of an event that takes more than one sentence (the task cards
        shown at the end), or None for every other event."""
        if isinstance(event, TaskCardsRevealed):
            lines = [self._msg(event.key, count=len(event.cards))]
            lines += [self.task_card_line(card, seat, None)
                      for seat, card in enumerate(event.cards) if seat < len(self.players)]
            return [capitalise(line) for line in lines]
        return None

    def expansion_event_args(self, event: Event, listener: PlayerId | None,
                             view: ZoolorettoView | None) -> dict[str, Any]:
        """Return the variables an expansion's event needs beyond its own fields."""
        if isinstance(event, SitePlaced):
            where = ("barn" if event.enclosure is None else
                     "enclosure" if event.slot is None else "stall")
            slots = 0
            if view is not None and event.enclosure is not None \
                    and 0 <= event.owner < len(view.players):
                pens = view.players[event.owner].enclosures
                if event.enclosure < len(pens):
                    slots = len(pens[event.enclosure].stalls)
            return {"owner": self.player_name(event.owner), "mine": yes(event.owner == listener),
                    "where": where,
                    "enclosure": event.enclosure + 1 if event.enclosure is not None else 0,
                    "slot": event.slot + 1 if event.slot is not None else 0, "slots": slots}
        if isinstance(event, TaskCardDealt):
            return self._card_args(event.card)
        return {}

    # -- options -----------------------------------------------------------------

    def _site_place(self, view: ZoolorettoView, owner: PlayerId, where: tuple[int, ...]) -> str:
        """Return where a construction site stands: an enclosure, a stall space, the barn."""
        if not where:
            return self._msg("zooloretto-site-where", where="barn", enclosure=0, slot=0,
                             slots=0)
        pen = view.players[owner].enclosures[where[0]]
        if len(where) == 1:
            return self._msg("zooloretto-site-where", where="enclosure", enclosure=where[0] + 1,
                             slot=0, slots=0)
        return self._msg("zooloretto-site-where", where="stall", enclosure=where[0] + 1,
                         slot=where[1] + 1, slots=len(pen.stalls))

    def expansion_label(self, action: Any, view: ZoolorettoView, seat: PlayerId) -> str | None:
        """Return how a numbered list names one of the mini-expansions' actions, or None
        for any other action."""
        me = view.players[seat]
        match action:
            case BuyRestaurant():
                return self._msg("zooloretto-action-buy-restaurant", cost=BUILDING_COST)
            case BuyPavilion():
                return self._msg("zooloretto-action-buy-pavilion", cost=BUILDING_COST)
            case PlaceRestaurant():
                pen = me.enclosures[action.enclosure]
                return self._msg("zooloretto-action-place-restaurant",
                                 enclosure=action.enclosure + 1, first=action.slot + 1,
                                 second=action.slot + 2, animals=self.animals(pen))
            case PlacePavilion():
                pen = me.enclosures[action.enclosure]
                return self._msg("zooloretto-action-place-pavilion",
                                 enclosure=action.enclosure + 1, count=len(pen.animals),
                                 animals=self.animals(pen), size=pen.size - 1,
                                 complete=yes(bool(pen.animals)
                                              and len(pen.animals) >= pen.size - 1))
            case PlaceInPettingZoo():
                count = len(me.petting)
                coins = PETTING_ZOO_COINS[count] if count < PETTING_ZOO_SPACES else 0
                return self._msg("zooloretto-action-petting-zoo", coins=min(coins, view.bank))
            case BuySpecialEnclosure():
                return self._msg("zooloretto-action-buy-special",
                                 species=self.species(action.species, "accpl"),
                                 size=SPECIALISED[action.species].capacity, cost=SPECIAL_COST)
            case TakeBonusEnclosure():
                return self._msg("zooloretto-action-bonus", bonus=action.name)
            case UseGorilla():
                drawn = view.drawn
                return self._msg("zooloretto-action-gorilla",
                                 tile=self.tile(drawn, "acc") if drawn is not None else "",
                                 cost=GORILLA_COST)
            case SaveCoin():
                return self._msg("zooloretto-action-save", cost=SAVE_COST, interest=INTEREST,
                                 rounds=LAST_FIELD - 1)
        return self._site_label(action, view, seat)

    def _site_label(self, action: Any, view: ZoolorettoView, seat: PlayerId) -> str | None:
        """Return the label of a construction site's action, or None for any other."""
        match action:
            case PlaceSite():
                owner = view.players[action.owner]
                args: dict[str, Any] = {"name": self.player_name(action.owner), "where": "barn",
                                        "enclosure": 0, "slot": 0, "slots": 0, "count": 0,
                                        "animals": "", "empty": 0}
                if action.enclosure is not None:
                    pen = owner.enclosures[action.enclosure]
                    args.update(enclosure=action.enclosure + 1, count=len(pen.animals),
                                animals=self.animals(pen), empty=room(pen))
                    if action.slot is None:
                        args.update(where="enclosure")
                    else:
                        args.update(where="stall", slot=action.slot + 1, slots=len(pen.stalls))
                return self._msg("zooloretto-action-place-site", **args)
            case RemoveSite():
                return self._msg("zooloretto-action-remove-site")
            case HandOffSites():
                places = dict((tile, where) for tile, where in own_sites(view.players[seat]))
                wheres = [self._site_place(view, seat, places.get(t, ())) for t in action.tiles]
                return self._msg("zooloretto-action-hand-off", count=len(action.tiles),
                                 places=self._list(wheres), cost=HAND_OFF_COST)
        return None

    def owner_group_label(self, owner: PlayerId, count: int) -> str:
        """Return a menu entry holding the places in one player's zoo: "Bob's zoo, 5 places"."""
        return self._msg("zooloretto-group-owner", name=self.player_name(owner), count=count)

    def owner_group_prompt_line(self, owner: PlayerId, labels: Sequence[str]) -> str:
        """Return the question of the places in one player's zoo, numbered."""
        return self._msg("zooloretto-prompt-group-owner", name=self.player_name(owner),
                         options=self.numbered(labels))

    def owner_group_lines(self, owner: PlayerId, labels: Sequence[str]) -> list[str]:
        """Return the places in one player's zoo in one sentence when short, else a count
        line and one place a line."""
        return choice_lines(self.l10n, self._owner_what(owner), labels,
                            self.owner_group_prompt_line(owner, labels),
                            [self._msg("zooloretto-back")])

    def owner_group_prompt(self, owner: PlayerId, count: int) -> str:
        """Return the prompt of the places in one player's zoo: "Bob's zoo, 1 to 5:"."""
        return range_prompt(self.l10n, self._owner_what(owner), count)

    def _owner_what(self, owner: PlayerId) -> str:
        """Return what the list of places in one player's zoo holds: "Bob's zoo"."""
        return self._msg("zooloretto-group-owner-what", name=self.player_name(owner))

    # -- questions ---------------------------------------------------------------

    def decision_kind(self, task: PlaceTask) -> str | None:
        """Return which mini-expansion's tile ``task`` places (site, born, gift, buy,
        gorilla or bonus), or None when it is the base game's placement."""
        if task.tile.is_site:
            return "site"
        if task.source in (Source.BORN, Source.GIFT, Source.BUY, Source.GORILLA,
                           Source.BONUS):
            return str(task.source.value)
        return None

    def expansion_prompt_line(self, view: ZoolorettoView, options: Sequence[Any],
                              listed: str) -> str | None:
        """Return the question for placing a mini-expansion's tile (a newborn, the
        souvenir shop, a building, a construction site, the gorilla's tile, a bonus
        enclosure), or None when the base game's question fits."""
        task = view.task
        source = self.decision_kind(task) if task is not None else None
        if task is None or source is None:
            return None
        places = sum(1 for a in options if isinstance(a, PLACE_ACTIONS))
        return self._msg("zooloretto-prompt-place-expansion", source=source,
                         tile=self.tile(task.tile, "acc"), count=places, options=listed)
