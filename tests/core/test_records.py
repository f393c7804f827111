"""The quick replace gives what dataclasses.replace gives, and refuses what it cannot copy."""

from __future__ import annotations

import dataclasses

import pytest

from accessible_games.core.records import replace


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
