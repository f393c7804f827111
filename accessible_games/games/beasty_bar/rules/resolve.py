"""Queue resolution: the pure heart of Beasty Bar.

``resolve_play`` takes the queue (gate first), the card played and the
player's choices, and returns the queue after the animal's action, the
recurring phase and the gate check, with the cards that entered the bar and
those that went to THAT'S IT this turn.  ``play_into`` does the same on a list
in place and can also record the events; the game state uses it.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.errors import IllegalAction
from accessible_games.core.events import Event
from accessible_games.games.beasty_bar.rules import events as ev
from accessible_games.games.beasty_bar.rules.cards import ALL_CARDS, STRENGTH, Card

QUEUE_LIMIT = 5
"""A queue of this many animals opens the gate."""

SKUNK, PARROT, KANGAROO, MONKEY, CHAMELEON, SEAL = 1, 2, 3, 4, 5, 6
ZEBRA, GIRAFFE, SNAKE, CROCODILE, HIPPO, LION = 7, 8, 9, 10, 11, 12
_RECURRING = (HIPPO, CROCODILE, GIRAFFE, ZEBRA)
_ACTING = (HIPPO, CROCODILE, GIRAFFE)
_ACTING_CARDS = frozenset(card for card in ALL_CARDS if STRENGTH[card] in _ACTING)
"""The cards that act again in the recurring phase."""
_LIONS = frozenset(card for card in ALL_CARDS if STRENGTH[card] == LION)
_MONKEYS = frozenset(card for card in ALL_CARDS if STRENGTH[card] == MONKEY)
_PUSHED_BY: dict[int, frozenset[Card]] = {
    strength: frozenset(card for card in ALL_CARDS
                        if STRENGTH[card] < strength and STRENGTH[card] != ZEBRA)
    for strength in (HIPPO, CROCODILE)}
"""The animals a hippo passes or a crocodile eats: weaker ones, but never a zebra."""
_ACTS_ON: frozenset[tuple[Card, Card]] = frozenset(
    (ahead, card) for card in _ACTING_CARDS for ahead in ALL_CARDS
    if (ahead in _PUSHED_BY[STRENGTH[card]] if STRENGTH[card] != GIRAFFE
        else STRENGTH[ahead] < GIRAFFE))
"""The pairs of neighbours (the one ahead first) where a hippo, crocodile or giraffe
behind has something to do: while no such pair waits, the recurring phase changes
nothing."""

Log = list[Event] | None


def resolve_play(queue: Sequence[Card], card: Card,
                 choices: Sequence[int] = ()) -> tuple[list[Card], list[Card], list[Card]]:
    """Play ``card`` onto ``queue`` and resolve the whole turn.

    Args:
        queue: card codes, gate first.
        card: the card played; it joins the end of the queue.
        choices: parrot: 1-based position of its victim; kangaroo: 1 or 2;
            chameleon: position of the animal copied, then that animal's choices.

    Returns:
        The queue afterwards, the cards that entered the bar (gate order), and
        the cards that went to THAT'S IT (in the order they left).

    Raises:
        IllegalAction: the card or the choices do not fit the queue.

    >>> resolve_play(["G7", "Y10"], "R3", [2])
    (['R3', 'G7', 'Y10'], [], [])
    """
    work = list(queue)
    check_queue(work)
    entered, thats_it = play_into(work, card, tuple(choices), None)
    return work, entered, thats_it


def check_queue(queue: Sequence[Card]) -> None:
    """Raise IllegalAction unless ``queue`` is a list of distinct valid cards, at most 4."""
    for code in queue:
        if code not in STRENGTH:
            raise IllegalAction("beasty-bar-error-unknown-card", {"code": str(code)})
    if len(set(queue)) != len(queue):
        raise IllegalAction("beasty-bar-error-card-twice")
    if len(queue) >= QUEUE_LIMIT:
        raise IllegalAction("beasty-bar-error-queue-full")


def choice_options(queue: Sequence[Card], card: Card) -> list[tuple[int, ...]]:
    """Return every legal choices tuple for playing ``card`` onto ``queue``, in order."""
    strength = STRENGTH[card]
    size = len(queue)
    if strength == PARROT:
        return [(p,) for p in range(1, size + 1)] or [()]
    if strength == KANGAROO:
        return [(j,) for j in range(1, min(2, size) + 1)] or [()]
    if strength == CHAMELEON:
        options: list[tuple[int, ...]] = []
        for position, target in enumerate(queue, 1):
            copied = STRENGTH[target]
            if copied == CHAMELEON:
                continue
            if copied == PARROT:
                options.extend((position, p) for p in range(1, size + 1))
            elif copied == KANGAROO:
                options.extend((position, j) for j in range(1, min(2, size) + 1))
            else:
                options.append((position,))
        return options or [()]
    return [()]


def play_into(queue: list[Card], card: Card, choices: tuple[int, ...],
              log: Log) -> tuple[list[Card], list[Card]]:
    """Resolve playing ``card`` on ``queue`` in place; append events to ``log`` if given.

    The queue must already be valid (see ``check_queue``).  Returns the cards
    that entered the bar and those that went to THAT'S IT.
    """
    strength = STRENGTH.get(card)
    if strength is None:
        raise IllegalAction("beasty-bar-error-unknown-card", {"code": str(card)})
    if card in queue:
        raise IllegalAction("beasty-bar-error-card-in-queue", {"card": card})
    thats_it: list[Card] = []
    queue.append(card)
    if strength == CHAMELEON and len(queue) > 1 and choices:
        target_index = _position(queue, choices[0])
        target = queue[target_index]
        copied = STRENGTH[target]
        if copied == CHAMELEON:
            raise IllegalAction("beasty-bar-error-chameleon-copies-chameleon")
        if log is not None:
            log.append(ev.chameleon_copies(card, target))
        _act(queue, copied, choices[1:], thats_it, log)
    elif strength == CHAMELEON and any(STRENGTH[c] != CHAMELEON for c in queue[:-1]):
        raise IllegalAction("beasty-bar-error-chameleon-needs-target")
    else:
        _act(queue, strength, choices, thats_it, log)
    ahead: Card = ""  # nobody waits ahead of the gate
    for behind in queue:  # has a hippo, crocodile or giraffe something ahead to act on?
        if behind in _ACTING_CARDS and (ahead, behind) in _ACTS_ON:
            _recurring(queue, card, thats_it, log)
            break
        ahead = behind
    if len(queue) < QUEUE_LIMIT:
        return [], thats_it
    entered = queue[:2]
    kicked = queue[-1]
    del queue[:2]
    queue.pop()
    thats_it.append(kicked)
    if log is not None:
        log.append(ev.GateOpens(tuple(entered), kicked))
    return entered, thats_it


def _position(queue: list[Card], position: int) -> int:
    """Return the 0-based index of a 1-based position among the animals already waiting
    (all but the one just played, at the end)."""
    limit = len(queue) - 1
    if not isinstance(position, int) or not 1 <= position <= limit:
        raise IllegalAction("beasty-bar-error-bad-position",
                            {"position": str(position), "count": limit})
    return position - 1


def _act(queue: list[Card], strength: int, choices: tuple[int, ...],
         thats_it: list[Card], log: Log) -> None:
    """Carry out the action of the animal at the end of the queue, acting as ``strength``."""
    index = len(queue) - 1
    actor = queue[index]
    if strength == PARROT:
        if index == 0:
            if choices:
                raise _no_choice_needed()
            _no_effect(actor, log)
            return
        if not choices:
            raise IllegalAction("beasty-bar-error-parrot-needs-victim", {"count": index})
        victim_index = _position(queue, choices[0])
        if len(choices) > 1:
            raise _no_choice_needed()
        victim = queue.pop(victim_index)
        thats_it.append(victim)
        if log is not None:
            log.append(ev.parrot_scares(actor, victim))
        return
    if strength == KANGAROO:
        if index == 0:
            if choices:
                raise _no_choice_needed()
            _no_effect(actor, log)
            return
        jump = choices[0] if choices else 0
        if not isinstance(jump, int) or not 1 <= jump <= min(2, index):
            raise IllegalAction("beasty-bar-error-kangaroo-jump", {"most": min(2, index)})
        if len(choices) > 1:
            raise _no_choice_needed()
        over = tuple(queue[index - jump:index])
        queue.pop()
        queue.insert(index - jump, actor)
        if log is not None:
            log.append(ev.kangaroo_jumps(actor, over))
        return
    if choices:
        raise _no_choice_needed()
    if strength == LION:
        _lion(queue, actor, thats_it, log)
    elif strength == SEAL:
        queue.reverse()
        if log is not None:
            log.append(ev.SealTurns(actor, tuple(queue)))
    elif strength == SNAKE:
        # a chameleon copying the snake sorts itself as a snake
        queue.sort(key=STRENGTH.__getitem__ if STRENGTH[actor] == SNAKE
                   else lambda c: SNAKE if c == actor else STRENGTH[c], reverse=True)
        if log is not None:
            log.append(ev.SnakeSorts(actor, tuple(queue)))
    elif strength == MONKEY:
        _monkey(queue, actor, thats_it, log)
    elif strength == SKUNK:
        _skunk(queue, actor, thats_it, log)
    elif strength in _ACTING:
        if not _step(queue, index, strength, thats_it, log, False):
            _stays(queue, index, strength, log)
    elif strength == ZEBRA and STRENGTH[actor] == ZEBRA:
        if log is not None:
            log.append(ev.zebra_joins(actor))
    else:
        # a lone chameleon, or a chameleon copying a zebra: no action of its own
        _no_effect(actor, log)


def _no_choice_needed() -> IllegalAction:
    """Return the refusal of choices given to an animal that takes none."""
    return IllegalAction("beasty-bar-error-no-choice-needed")


def _no_effect(actor: Card, log: Log) -> None:
    if log is not None:
        log.append(ev.no_effect(actor))


def _stays(queue: list[Card], index: int, strength: int, log: Log) -> None:
    """Say why the hippo, crocodile or giraffe just played did not move: a zebra in front
    of a hippo or crocodile stops it; otherwise there was nothing to act on."""
    if log is None:
        return
    actor = queue[index]
    ahead = queue[index - 1] if index > 0 else None
    if ahead is not None and STRENGTH[ahead] == ZEBRA and strength in (HIPPO, CROCODILE):
        log.append(ev.blocked_by_zebra(actor, ahead))
    else:
        log.append(ev.no_effect(actor))


def _lion(queue: list[Card], actor: Card, thats_it: list[Card], log: Log) -> None:
    queue.pop()
    if not _LIONS.isdisjoint(queue):
        thats_it.append(actor)
        if log is not None:
            log.append(ev.lion_meets_lion(actor, next(c for c in queue if c in _LIONS)))
        return
    scared: list[Card] = []
    if not _MONKEYS.isdisjoint(queue):
        scared = [c for c in queue if c in _MONKEYS]
        queue[:] = [c for c in queue if c not in _MONKEYS]
    queue.insert(0, actor)
    thats_it.extend(scared)
    if log is not None:
        log.append(ev.LionTakesFront(actor, tuple(scared)))


def _monkey(queue: list[Card], actor: Card, thats_it: list[Card], log: Log) -> None:
    waiting = queue[:-1]
    if _MONKEYS.isdisjoint(waiting):
        _no_effect(actor, log)
        return
    others = [c for c in waiting if c in _MONKEYS]
    expelled = [c for c in waiting if STRENGTH[c] in (HIPPO, CROCODILE)]
    rest = [c for c in waiting if STRENGTH[c] not in (HIPPO, CROCODILE, MONKEY)]
    others.reverse()
    queue[:] = [actor, *others, *rest]
    thats_it.extend(expelled)
    if log is not None:
        log.append(ev.MonkeysRiot(actor, tuple(expelled), (actor, *others)))


def _skunk(queue: list[Card], actor: Card, thats_it: list[Card], log: Log) -> None:
    queue.pop()
    species = set(map(STRENGTH.__getitem__, queue))
    species.discard(SKUNK)
    if not species:
        queue.append(actor)
        _no_effect(actor, log)
        return
    targets = sorted(species)[-2:]  # the two strongest kinds waiting
    expelled = [c for c in queue if STRENGTH[c] in targets]
    queue[:] = [c for c in queue if STRENGTH[c] not in targets]
    queue.append(actor)
    thats_it.extend(expelled)
    if log is not None:
        log.append(ev.SkunkStinks(actor, tuple(expelled)))


def _step(queue: list[Card], index: int, strength: int, thats_it: list[Card],
          log: Log, recurring: bool) -> bool:
    """Run the hippo, crocodile or giraffe action of the card at ``index``.

    Returns whether anything changed.
    """
    actor = queue[index]
    if strength == HIPPO:
        passes = _PUSHED_BY[HIPPO]
        target = index
        while target > 0 and queue[target - 1] in passes:
            target -= 1
        if target == index:
            return False
        passed = tuple(queue[target:index])
        del queue[index]
        queue.insert(target, actor)
        if log is not None:
            log.append(ev.HippoPushes(actor, passed, recurring))
        return True
    if strength == CROCODILE:
        eaten: list[Card] = []
        prey = _PUSHED_BY[CROCODILE]
        while index > 0 and queue[index - 1] in prey:
            index -= 1
            eaten.append(queue.pop(index))
        if not eaten:
            return False
        thats_it.extend(eaten)
        if log is not None:
            log.append(ev.CrocodileEats(actor, tuple(eaten), recurring))
        return True
    # giraffe
    if index > 0 and STRENGTH[queue[index - 1]] < strength:
        over = queue[index - 1]
        queue[index - 1], queue[index] = actor, over
        if log is not None:
            log.append(ev.giraffe_jumps(actor, over, recurring))
        return True
    return False


def _recurring(queue: list[Card], played: Card, thats_it: list[Card], log: Log) -> None:
    """Run each recurring animal once, in gate-first order fixed before the phase."""
    movers = [card for card in queue if card in _ACTING_CARDS]
    if STRENGTH[played] == GIRAFFE and played in movers:
        movers.remove(played)  # the giraffe just played has jumped already
    for mover in movers:
        if mover in queue:
            _step(queue, queue.index(mover), STRENGTH[mover], thats_it, log, True)
