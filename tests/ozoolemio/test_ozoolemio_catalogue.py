"""The package docstring is the catalogue the narration is written from: every event key
and every error reason the code can produce is listed there, and event keys are unique."""

from __future__ import annotations

import dataclasses
import inspect
import re
from pathlib import Path

import accessible_games.games.ozoolemio.rules as package
from accessible_games.core.events import Event
from accessible_games.games.ozoolemio.rules import events as ev

SOURCE = Path(package.__file__).parent
DOC = package.__doc__ or ""


def event_classes() -> list[type[Event]]:
    return [c for _, c in inspect.getmembers(ev, inspect.isclass)
            if issubclass(c, Event) and c is not Event and c.__module__ == ev.__name__]


def test_every_event_is_frozen_keyed_and_listed() -> None:
    keys = []
    for cls in event_classes():
        assert dataclasses.is_dataclass(cls), cls
        assert cls.__setattr__ is not object.__setattr__, f"{cls} is not frozen"
        assert cls.key.startswith("ozoolemio-") and f"``{cls.key}``" in DOC, cls
        keys.append(cls.key)
    assert len(keys) == len(set(keys)) == 17


def test_every_reason_in_the_code_is_listed() -> None:
    used: set[str] = set()
    for path in SOURCE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'"(ozoolemio-error-[a-z-]+)"', text))
        used |= {f"ozoolemio-error-tiles-{r}" for r in re.findall(r'_fail\(\s*"([a-z-]+)"', text)}
    # Reasons named through a variable: the key of a number out of range, and a start
    # tile's half with an animal field.
    used |= {f"ozoolemio-error-tiles-{r}" for r in ("stars", "trees", "start-animals")}
    assert len(used) > 30
    missing = sorted(r for r in used if f"``{r}``" not in DOC)
    assert missing == []
