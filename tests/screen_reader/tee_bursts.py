"""``APP | python tee_bursts.py FILE``: like ``tee FILE``, but passes the app's output on in bursts, one
write for everything the app prints up to its next prompt.

Orca reads a terminal's inserted text at the moment it handles the insertion, stretched to the line
the cursor is on by then; when it lags behind several insertions (a loaded machine, an app that writes
line by line), it speaks the later text twice.  One write per turn leaves it one insertion to handle,
so that the screen-reader test checks what the app says, not how fast Orca keeps up.

A burst ends when the output stops for a moment after a partial line (the app waits at a prompt), or
for longer after a whole line (the app is done or working), or at the end of the output.
"""

from __future__ import annotations

import os
import select
import sys

AFTER_PROMPT = 0.03  # seconds of quiet after a partial line
AFTER_LINE = 1.0  # seconds of quiet after a whole line


def main(path: str) -> None:
    source, terminal = sys.stdin.fileno(), sys.stdout.fileno()
    with open(path, "ab", buffering=0) as copy:
        pending = b""

        def flush() -> None:
            nonlocal pending
            if pending:
                copy.write(pending)
                view = memoryview(pending)
                while view:
                    view = view[os.write(terminal, view):]
                pending = b""

        while True:
            wait = None if not pending else AFTER_LINE if pending.endswith(b"\n") else AFTER_PROMPT
            ready, _, _ = select.select([source], [], [], wait)
            if not ready:
                flush()
                continue
            data = os.read(source, 65536)
            if not data:
                flush()
                return
            pending += data


if __name__ == "__main__":
    main(sys.argv[1])
