"""Tests that run the app under a user's real locale (``cs_CZ.UTF-8``, ``en_US.UTF-8``),
where Python decodes the terminal strictly (``C.UTF-8`` reads with surrogateescape and
hides what goes wrong): they skip with a reason where the system has not generated it.
``.ci/run`` installs Debian's ``locales`` and generates both."""

from __future__ import annotations

import locale

import pytest


def require_locale(name: str) -> None:
    """Skip the calling test unless the system has generated the locale ``name``."""
    saved = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, name)
    except locale.Error:
        pytest.skip(f"the locale {name} is not generated on this system (.ci/run generates it)")
    finally:
        locale.setlocale(locale.LC_CTYPE, saved)
