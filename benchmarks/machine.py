"""How much slower this machine runs Python than the one issue 18's targets were set on.

The targets of issue 18 (start-up, commands, engines) are CPU figures from one machine;
the helpers' machine runs the same code about three times slower.  ``factor()`` times a
pure-Python loop here against its estimated time there, and the benchmarks print each
figure both as measured and as it would be there.  The estimate comes from the one
figure measured on both: Beasty Bar's bare engine before issue 18, 3,952 random games
per CPU second there and about 1,230 here.  Compare two trees by their ratio, in
alternate runs, rather than by this estimate.
"""

from __future__ import annotations

import time

MACHINE_LOOP = "s = 0\nfor i in range(10_000_000):\n    s += i\n"
"""The loop, run at module level (as a script's top level runs)."""
ISSUE_LOOP_SECONDS = 0.5
"""The loop's CPU time on the machine of issue 18's figures (estimated, see above)."""


def machine_seconds() -> float:
    """Return the CPU seconds of the loop here."""
    start = time.process_time()
    exec(MACHINE_LOOP, {})  # noqa: S102 - our own constant, at module level on purpose
    return time.process_time() - start


def factor() -> tuple[float, str]:
    """Return how many times slower this machine is, and a line that says so."""
    loop = machine_seconds()
    slower = loop / ISSUE_LOOP_SECONDS
    return slower, (f"machine: the loop 'for i in range(10_000_000): s += i' takes {loop:.2f} s"
                    f" CPU here, about {ISSUE_LOOP_SECONDS} s on the issue's machine: factor"
                    f" {slower:.2f}")
