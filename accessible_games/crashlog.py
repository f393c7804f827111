"""The crash report: what an unexpected error leaves in ``crash.log`` for a developer.

A report holds the time (UTC), the app's and Python's versions, the exception's type and
the code locations of its traceback (files inside the package named from the package
down, other files by their name), and nothing else: no exception message, because a
message may quote what a save or a typed line held ("unknown bot kind 'secret'"), and
no absolute path, because the home folder names the user.  The log is private (0600: it
is written by ``write_atomic``, whose temporary file ``mkstemp`` creates with that mode,
then renamed over the old log, so a link planted as ``crash.log`` is replaced, never
followed) and keeps only the newest reports within ``MAX_LOG_BYTES``.
"""

from __future__ import annotations

import platform
import re
import sys
import time
import traceback
from pathlib import Path
from types import CodeType, TracebackType

from accessible_games import __version__
from accessible_games.core.errors import SaveError
from accessible_games.core.save import read_text, write_atomic

MAX_LOG_BYTES = 64_000
"""The log keeps its newest reports within this size (a report is about 2 KB)."""
REPORT_START = "=== crash "
"""The first characters of each report's first line."""
PACKAGE = "accessible_games"
MESSAGE_ID = re.compile(r"[a-z][a-z0-9-]{0,80}")
"""A Fluent message id, as our errors' ``reason`` is."""


def _where(filename: str) -> str:
    """Return a traceback's file as the report names it: from the package down, or its
    name alone (never the folders above, which name the user)."""
    parts = Path(filename).parts
    if PACKAGE in parts:
        return "/".join(parts[len(parts) - 1 - parts[::-1].index(PACKAGE):])
    return Path(filename).name


def _exception_lines(error: BaseException) -> list[str]:
    """Return the traceback of ``error`` and of the errors it came from, each with its
    type and code locations only."""
    chain: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in chain and len(chain) < 10:
        chain.append(current)
        current = current.__cause__ or (None if current.__suppress_context__
                                        else current.__context__)
    lines: list[str] = []
    for number, item in enumerate(reversed(chain)):
        if number:
            lines.append("The error above led to this one:")
        lines.append("Traceback (most recent call last):")
        for frame in traceback.extract_tb(item.__traceback__):
            lines.append(f"  File {_where(frame.filename)}, line {frame.lineno}, in {frame.name}")
            if frame.line:
                lines.append(f"    {frame.line.strip()}")
        kind = type(item)
        reason = getattr(item, "reason", None)  # our errors' Fluent id: code, not data
        named = f" ({reason})" if isinstance(reason, str) and MESSAGE_ID.fullmatch(reason) \
            else ""
        lines.append(f"{kind.__module__}.{kind.__qualname__}{named}"
                     " (its message is left out: it may quote a save or typed text)")
    return lines


def report_text(error: BaseException, now: float | None = None) -> str:
    """Return the report of ``error``: a heading line, then ``_exception_lines``."""
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now))
    heading = (f"{REPORT_START}{stamp} accessible-games {__version__} "
               f"Python {platform.python_version()} {sys.platform}")
    return "\n".join([heading, *_exception_lines(error)]) + "\n"


def _older_reports(path: Path) -> list[str]:
    """Return the reports already in the log at ``path``, oldest first; none if it is
    missing or cannot be read (then it is begun anew)."""
    try:
        text = read_text(path, 4 * MAX_LOG_BYTES)
    except SaveError:
        return []
    reports = text.split("\n" + REPORT_START)
    return [report if index == 0 else REPORT_START + report
            for index, report in enumerate(reports) if report.strip()]


def write_report(path: Path, error: BaseException, now: float | None = None) -> None:
    """Add the report of ``error`` to the log at ``path``, dropping the oldest reports
    while the whole is over ``MAX_LOG_BYTES``.

    Raises:
        OSError: the log could not be written.
    """
    reports = [*_older_reports(path), report_text(error, now)]
    while len(reports) > 1 and sum(len(r.encode("utf-8")) + 1 for r in reports) > MAX_LOG_BYTES:
        reports.pop(0)
    write_atomic(path, "\n".join(report.rstrip("\n") + "\n" for report in reports))


def codes_of(trace: TracebackType | None) -> set[CodeType]:
    """Return the code of every frame of the traceback ``trace``."""
    codes: set[CodeType] = set()
    while trace is not None:
        codes.add(trace.tb_frame.f_code)
        trace = trace.tb_next
    return codes


def while_resuming(error: BaseException) -> bool:
    """Return whether ``error`` was raised while a saved game was being loaded to be
    resumed: inside the save's reading and checking, or inside ``resume_game`` before
    the game's session began to run (making its bots, restoring their dice).  Resuming
    that save again would end the same way."""
    from accessible_games.core import save
    from accessible_games.shell.session import GameSession
    from accessible_games.shell.sessions import resume_game
    codes = codes_of(error.__traceback__)
    if save.load.__code__ in codes:
        return True
    return resume_game.__code__ in codes and GameSession.run.__code__ not in codes
