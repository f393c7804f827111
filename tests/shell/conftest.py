"""The shell tests drive the command through a pty with pexpect (fixtures in tests/conftest.py)."""

from __future__ import annotations

import sys

import pytest

pytest.importorskip("pexpect")

if sys.platform == "win32":  # pragma: no cover - pexpect.spawn needs a POSIX pty
    pytest.skip("pseudo-terminal tests need POSIX", allow_module_level=True)
