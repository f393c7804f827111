"""Engine speed of every game, in CPU time: one line per game, with its target.

Run:  python benchmarks/engines.py [--seconds S] [--game ID]

For each table (a game, its options, three players unless said), three figures, each
from random or bot games played for about S CPU seconds (``time.process_time``):

- bare: random games per CPU second through the Game protocol alone (new_game, then
  at every decision to_move, legal_actions and apply of a random legal action);
- match: the same games through the Match layer (legal_actions, then act, which checks
  the action);
- greedy: games per CPU second between the game's greedy bots, through the Match layer,
  each bot seeing only its own view.

The target is the bare figure issue 18 asks for on a machine about three times faster
than the helpers' one: "there" is the bare figure times ``machine.factor()``.  "match"
should stay within 15 % of "bare" (at 85 % of it or more).  The seeds are fixed, so two runs play the same games.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import machine

from accessible_games import registry
from accessible_games.core.game import JsonValue, PlayerSpec
from accessible_games.core.match import Match
from accessible_games.core.rng import Rng
from accessible_games.games.aquaretto.entry import ENTRY as AQUARETTO
from accessible_games.games.aquaretto_zooloretto.entry import ENTRY as AQUARETTO_ZOOLORETTO
from accessible_games.games.beasty_bar.entry import ENTRY as BEASTY_BAR
from accessible_games.games.ozoolemio.entry import ENTRY as OZOOLEMIO
from accessible_games.games.zooloretto.entry import ENTRY as ZOOLORETTO


@dataclass(frozen=True)
class Table:
    """One benchmarked table: a game, its seats and options (``label``), the bare target."""

    label: str
    game_id: str
    target: float
    players: int = 3
    options: dict[str, JsonValue] = field(default_factory=dict)


TABLES: tuple[Table, ...] = (
    Table("2p", BEASTY_BAR.game_id, 7500, players=2),
    Table("4p", BEASTY_BAR.game_id, 0, players=4),
    Table("3p", AQUARETTO.game_id, 250),
    Table("3p", ZOOLORETTO.game_id, 200),
    Table("3p all expansions", ZOOLORETTO.game_id, 120,
          options={"expansions": list(ZOOLORETTO.expansions())}),
    Table("3p", OZOOLEMIO.game_id, 200),
    Table("3p", AQUARETTO_ZOOLORETTO.game_id, 50),
)
"""The tables, with issue 18's targets (0: no target)."""


def other_table(table: Table, players: int, options: dict[str, JsonValue] | None = None,
                suffix: str = "") -> Table:
    """Return ``table`` itself, or the same game at ``players`` seats (or with ``options``,
    named by ``suffix``), without a target."""
    if players == table.players and options is None:
        return table
    label = table.label.replace(f"{table.players}p", f"{players}p", 1) + suffix
    return replace(table, label=label, players=players, target=0,
                   options=table.options if options is None else options)


def specs(table: Table) -> list[PlayerSpec]:
    """The seats of a table."""
    return [PlayerSpec(f"P{i}") for i in range(table.players)]


def bare_game(table: Table, seed: int, rng: Rng) -> int:
    """Play one random game through the Game protocol; return its decisions."""
    game = registry.get_game(table.game_id)
    assert game is not None
    state = game.new_game(specs(table), table.options, seed).state
    decisions = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return decisions
        player = min(movers)
        state = game.apply(state, player, rng.choice(game.legal_actions(state, player))).state
        decisions += 1


def _match_game(table: Table, seed: int,
                choose: Callable[[Match[Any, Any, Any], int], Any]) -> int:
    """Play one game through the Match layer, ``choose`` deciding for the player to move
    (the lowest seat among several); return its decisions."""
    game = registry.get_game(table.game_id)
    assert game is not None
    match = Match.start(game, specs(table), table.options, seed)
    decisions = 0
    while True:
        movers = match.to_move()
        if not movers:
            return decisions
        player = min(movers)
        match.act(player, choose(match, player))
        decisions += 1


def match_game(table: Table, seed: int, rng: Rng) -> int:
    """Play one random game through the Match layer; return its decisions."""
    return _match_game(table, seed, lambda match, player: rng.choice(match.legal_actions(player)))


def greedy_game(table: Table, seed: int, rng: Rng) -> int:
    """Play one game between greedy bots through the Match layer, each seeing only its own
    view; return its decisions (``rng`` is unused: the bots have their own seeds)."""
    bots = [registry.make_bot(table.game_id, "greedy", seed * 10 + seat)
            for seat in range(table.players)]
    return _match_game(table, seed, lambda match, player: bots[player].choose(
        match.view(player), match.legal_actions(player)))


def games_per_cpu_second(play: Callable[[Table, int, Rng], int], table: Table,
                         seconds: float) -> tuple[float, int]:
    """Return games per CPU second of ``play`` over about ``seconds``, and the games."""
    rng = Rng(12345)
    play(table, 999, rng)  # imports, caches and first-call costs stay out of the figure
    games = 0
    start = time.process_time()
    while True:
        play(table, 1000 + games, rng)
        games += 1
        spent = time.process_time() - start
        if spent >= seconds and games >= 3:
            return games / spent, games


def line(table: Table, seconds: float, factor: float = 1.0) -> str:
    """Measure a table and return its one-line summary; ``factor`` is how many times
    slower this machine is than the one of the targets (see ``machine``)."""
    bare, games = games_per_cpu_second(bare_game, table, seconds)
    match, _ = games_per_cpu_second(match_game, table, seconds)
    greedy, _ = games_per_cpu_second(greedy_game, table, seconds)
    there = bare * factor
    verdict = "" if not table.target else (
        f", there {there:,.0f}, target {table.target:,.0f}:"
        f" {'met' if there >= table.target else 'NOT MET'}")
    return (f"{table.game_id} {table.label}: bare {bare:,.0f} games/CPU s ({games} games),"
            f" match {match:,.0f} ({match / bare:.0%} of bare,"
            f" {'within' if match >= 0.85 * bare else 'NOT within'} 15 %),"
            f" greedy bots {greedy:,.1f}{verdict}")


def print_lines(tables: Iterable[Table], seconds: float) -> None:
    """Print the machine factor, then measure each table and print its line."""
    factor, machine_line = machine.factor()
    print(machine_line, flush=True)
    for table in tables:
        print(line(table, seconds, factor), flush=True)


def main(argv: list[str] | None = None) -> int:
    """Print one line per table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per figure (default 3)")
    parser.add_argument("--game", choices=registry.GAME_IDS,
                        help="only this game's tables")
    args = parser.parse_args(argv)
    print_lines([t for t in TABLES if args.game in (None, t.game_id)], args.seconds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
