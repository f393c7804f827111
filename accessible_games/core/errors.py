"""Errors with localisable reasons.

Exception text is for developers.  Players hear the Fluent message named by
``reason`` with ``args`` as its variables.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class GameError(ValueError):
    """Base class: an action that cannot be carried out, with a Fluent reason."""

    def __init__(self, reason: str, args: Mapping[str, Any] | None = None) -> None:
        self.reason = reason
        self.args_map: dict[str, Any] = dict(args or {})
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(self.args_map.items()))
        super().__init__(f"{reason}({detail})" if detail else reason)


class InvalidAction(GameError):
    """The input cannot be understood as an action at all."""


class IllegalAction(GameError):
    """The action is understood but not allowed now; ``reason`` says why."""


class AmbiguousAction(GameError):
    """The input matches several actions; ``candidates`` lists them."""

    def __init__(self, reason: str, candidates: tuple[Any, ...],
                 args: Mapping[str, Any] | None = None) -> None:
        super().__init__(reason, args)
        self.candidates = candidates


class SaveError(Exception):
    """A save file cannot be read; ``reason`` is a Fluent message id."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        super().__init__(f"{reason}: {detail}" if detail else reason)
