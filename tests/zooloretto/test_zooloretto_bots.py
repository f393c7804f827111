"""Zooloretto's bots: an unknown kind is refused (how often the greedy bot beats the random
one is measured by benchmarks/zooloretto.py over 200 games; legal choices from the view are
checked by the conformance suite)."""

from __future__ import annotations

import pytest

from accessible_games.games.zooloretto.rules import make_bot


def test_unknown_bot_kind() -> None:
    with pytest.raises(ValueError):
        make_bot("clever", 1)
