"""Combined scoring (rulebook, variant, "Hodnocení"): the water park by Aquaretto's rules
with cashiers counting every coin still owned, the zoo by Zooloretto's rules with a
water-park manager cutting the barn penalty to 1 per species, the sum, ties to coins;
and the savings book, whose saved coin counts for the cashiers and for ties."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from accessible_games.games.aquaretto.rules.park import park_of
from accessible_games.games.aquaretto_zooloretto.rules import (
    GAME, CombinedState, Phase, ZooStep, score_sheets,
)
from accessible_games.games.aquaretto_zooloretto.rules.purse import mirrored
from accessible_games.games.aquaretto_zooloretto.rules.scoring import outcome_of
from accessible_games.games.zooloretto.rules.expansions import savings_book as zoo_ev
from accessible_games.games.zooloretto.rules.expansions.savings_book import SaveCoin


def with_players(state: CombinedState, seat: int, zoo: dict[str, Any] | None = None,
                 water: dict[str, Any] | None = None) -> CombinedState:
    """Return the state with fields of ``seat``'s zoo player and water player replaced."""
    zoo_players, water_players = list(state.zoo.players), list(state.water.players)
    zoo_players[seat] = replace(zoo_players[seat], **(zoo or {}))
    water_players[seat] = replace(water_players[seat], **(water or {}))
    return replace(state, zoo=replace(state.zoo, players=tuple(zoo_players)),
                   water=replace(state.water, players=tuple(water_players)))


def saving(state: CombinedState, seat: int) -> CombinedState:
    """Return the state with one of ``seat``'s coins moved from the purse to the savings
    book (field 2)."""
    purses = list(state.coins)
    purses[seat] -= 1
    return mirrored(replace(with_players(state, seat, zoo={"savings": 2}),
                            coins=tuple(purses)))


def test_cashiers_score_every_coin_still_owned(kit: SimpleNamespace) -> None:
    """"Má-li hráč jednoho či dva pokladní, dostane dodatečné body za všechny mince, které
    ještě vlastní": the one purse (coins from both games) and a coin on the savings book."""
    state = kit.new_state(options={"expansions": ["savings-book"]})
    state = with_players(kit.set_coins(state, 0, 7), 0, water={"cashiers": 2})
    assert score_sheets(state)[0].water.cashiers == 14
    state = saving(state, 0)
    assert state.coins[0] == 6
    assert score_sheets(state)[0].water.cashiers == 14
    assert score_sheets(state)[0].coins == 7
    state = with_players(state, 0, water={"cashiers": 1})
    assert score_sheets(state)[0].water.cashiers == 7


def test_a_manager_cuts_the_barn_penalty_to_one_per_species(kit: SimpleNamespace) -> None:
    """"Má-li hráč ve svém vodním zooparku manažera, dostane za každý zvířecí druh ve stáji
    pouze 1 záporný bod."  Stall types in the barn still cost 2; the manager also halves
    the depot penalty, as in Aquaretto."""
    state = kit.new_state()
    barn = (kit.zt("panda-male1"), kit.zt("panda-male2"), kit.zt("camel-male1"),
            kit.zt("stall-food1"))
    depot = (kit.wt("orca-male1"), kit.wt("dolphin-male1"))
    state = with_players(state, 0, zoo={"barn": barn}, water={"depot": depot})
    sheet = score_sheets(state)[0]
    assert (sheet.zoo.barn, sheet.water.depot) == (-6, -4)
    state = with_players(state, 0, water={"manager": True})
    sheet = score_sheets(state)[0]
    assert (sheet.zoo.barn, sheet.water.depot) == (-4, -2)
    assert sheet.total == sheet.zoo.total + sheet.water.total == -6


def test_the_total_is_the_sum_of_both_games(kit: SimpleNamespace) -> None:
    state = kit.new_state()
    park = park_of({"3C": "orca-male1", "4C": "orca-plain1", "4B": "orca-plain2"},
                   trainers=["4D"])
    pen = state.zoo.players[0].enclosures[1]
    full = pen.with_animals(tuple(kit.zt(f"panda-plain{n}") for n in range(1, 5)))
    state = with_players(state, 0, water={"park": park},
                         zoo={"enclosures": (state.zoo.players[0].enclosures[0], full,
                                             state.zoo.players[0].enclosures[2])})
    outcome = outcome_of(state)
    assert outcome.details["water-animals"][0] == 3
    assert outcome.details["water-trainers"][0] == 2
    assert outcome.details["zoo-enclosures"][0] == 5
    assert (outcome.details["zoo"][0], outcome.details["water"][0]) == (5, 5)
    assert outcome.scores == (10, 0, 0) and outcome.places == (1, 2, 2)
    assert set(outcome.details) == {
        "zoo-enclosures", "zoo-stalls", "zoo-barn", "water-animals", "water-cashiers",
        "water-keepers", "water-trainers", "water-depot", "zoo", "water", "coins"}


def test_ties_go_to_more_coins_then_are_shared(kit: SimpleNamespace) -> None:
    """"V případě shody rozhoduje počet mincí.  Jestliže i nyní nastane shoda, hráči se o
    vítězství dělí." (both games); a saved coin counts for ties."""
    state = kit.set_coins(kit.new_state(options={"expansions": ["savings-book"]}), 0, 3)
    outcome = outcome_of(state)
    assert outcome.scores == (0, 0, 0)
    assert (outcome.places, outcome.tie_break) == ((1, 2, 2), "coins")
    state = saving(kit.set_coins(state, 1, 4), 1)
    outcome = outcome_of(state)
    assert outcome.details["coins"] == (3, 4, 2)
    assert (outcome.places, outcome.tie_break) == ((2, 1, 3), "coins")
    state = kit.set_coins(state, 0, 4)
    outcome = outcome_of(state)
    assert (outcome.places, outcome.tie_break) == ((1, 1, 3), "shared")


def test_the_savings_book_in_the_combined_game(kit: SimpleNamespace) -> None:
    """Saving is a turn action of the zoo; the coin moves up at every round end and comes
    back with 1 coin of interest from the one bank."""
    state = kit.new_state(options={"expansions": ["savings-book"]})
    assert ZooStep(SaveCoin()) in GAME.legal_actions(state, 0)
    state, events = kit.act(state, ZooStep(SaveCoin()))
    assert events == [zoo_ev.CoinSaved(0, 1)]
    assert state.coins[0] == 1 and state.current == 1 and state.water.players[0].coins == 1
    kit.check_invariants(state)
    seen: list[Any] = []
    while not any(isinstance(e, zoo_ev.SavingsPaidOut) for e in seen):
        state, events = kit.play_round(state)
        seen += events
        kit.check_invariants(state)
    assert [e for e in seen if isinstance(e, zoo_ev.SavingsMoved)] == [
        zoo_ev.SavingsMoved(0, 2), zoo_ev.SavingsMoved(0, 3)]
    assert [e for e in seen if isinstance(e, zoo_ev.SavingsPaidOut)][0].interest == 1
    assert state.zoo.players[0].savings == 0 and state.round == 4
    assert state.phase is Phase.TURN
