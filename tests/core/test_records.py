"""The quick replace gives what dataclasses.replace gives, and refuses what it cannot copy;
a record behaves as a frozen dataclass with slots."""

from __future__ import annotations

import dataclasses

import pytest

from accessible_games.core.records import record, replace


@dataclasses.dataclass(frozen=True, slots=True)
class Slotted:
    a: int
    b: tuple[int, ...] = ()
    c: str = "c"


@dataclasses.dataclass(frozen=True)
class Plain:
    a: int
    b: tuple[int, ...] = dataclasses.field(default_factory=tuple)


@dataclasses.dataclass(frozen=True)
class Checked:
    a: int

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


@pytest.mark.parametrize("record, changes", [
    (Slotted(1, (2,), "x"), {"b": (3, 4)}),
    (Slotted(1), {"a": 5, "c": "y"}),
    (Slotted(1), {}),
    (Plain(1, (2,)), {"a": 7}),
])
def test_replace_equals_the_standard_replace(record: object, changes: dict) -> None:
    ours, theirs = replace(record, **changes), dataclasses.replace(record, **changes)
    assert ours == theirs and type(ours) is type(record)
    assert ours is not record and hash(ours) == hash(theirs)
    for name, value in changes.items():
        assert getattr(ours, name) is value


def test_the_original_is_unchanged_and_the_copy_is_still_frozen() -> None:
    record = Slotted(1, (2,))
    copy = replace(record, a=9)
    assert record == Slotted(1, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.a = 3  # type: ignore[misc]


def test_an_unknown_field_is_refused() -> None:
    with pytest.raises(TypeError, match="no field d"):
        replace(Slotted(1), d=2)


def test_a_record_with_post_init_is_refused() -> None:
    with pytest.raises(TypeError, match="__post_init__"):
        replace(Checked(1), a=-1)


@dataclasses.dataclass(frozen=True, slots=True)
class Single:
    a: int


def test_a_record_of_one_field_is_replaced() -> None:
    assert replace(Single(1), a=2) == Single(2)
    assert replace(Single(1)) == Single(1)


# ``record`` against ``dataclass(frozen=True, slots=True)``: the same behaviour.


@record
class Made:
    a: int
    b: str = "b"
    c: tuple[int, ...] = dataclasses.field(default_factory=tuple)
    hidden: int = dataclasses.field(default=0, compare=False, repr=False)
    d: int = dataclasses.field(default=4, kw_only=True)


@dataclasses.dataclass(frozen=True, slots=True)
class Standard:
    a: int
    b: str = "b"
    c: tuple[int, ...] = dataclasses.field(default_factory=tuple)
    hidden: int = dataclasses.field(default=0, compare=False, repr=False)
    d: int = dataclasses.field(default=4, kw_only=True)


@record(order=True)
class Ranked:
    rank: int
    name: str


@record
class Checked2:
    a: int

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


@pytest.mark.parametrize("args, kwargs", [
    ((1,), {}), ((1, "x", (2, 3)), {"d": 9}), ((), {"a": 2, "hidden": 5, "b": "y"}),
])
def test_a_record_is_made_compared_hashed_and_shown_as_a_dataclass(args: tuple,
                                                                   kwargs: dict) -> None:
    ours, theirs = Made(*args, **kwargs), Standard(*args, **kwargs)
    names = [f.name for f in dataclasses.fields(Made)]
    assert names == [f.name for f in dataclasses.fields(Standard)]
    assert [getattr(ours, n) for n in names] == [getattr(theirs, n) for n in names]
    assert hash(ours) == hash(theirs), "the same hash: sets of records iterate alike"
    assert repr(ours) == repr(theirs).replace("Standard", "Made")
    assert ours == Made(*args, **kwargs) and ours != Made(99)
    assert ours == dataclasses.replace(ours, hidden=7), "a field not compared is not compared"
    assert ours.__eq__(theirs) is NotImplemented


def test_a_record_refuses_what_a_dataclass_refuses() -> None:
    with pytest.raises(TypeError):
        Made()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Made(1, "b", (), 0, 5)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Made(1).a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del Made(1).a  # type: ignore[misc]
    with pytest.raises(ValueError, match="negative"):
        Checked2(-1)
    with pytest.raises(TypeError, match="follows default"):
        @record
        class Disordered:
            a: int = 1
            b: int  # type: ignore[misc]


def test_records_order_pickle_and_copy() -> None:
    import copy
    import pickle
    ranks = [Ranked(2, "b"), Ranked(1, "z"), Ranked(2, "a")]
    assert sorted(ranks) == [Ranked(1, "z"), Ranked(2, "a"), Ranked(2, "b")]
    assert Ranked(1, "a") <= Ranked(1, "a") < Ranked(1, "b") and Ranked(3, "") > Ranked(2, "z")
    made = Made(1, "x", (2,), hidden=3, d=8)
    for again in (pickle.loads(pickle.dumps(made)), copy.deepcopy(made), copy.copy(made)):
        assert again == made and again.hidden == 3 and again.d == 8
    assert replace(made, a=5) == dataclasses.replace(made, a=5) == Made(5, "x", (2,), d=8)
