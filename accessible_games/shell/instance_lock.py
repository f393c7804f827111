"""One app at a time on a data folder: a lock the operating system lets go of when the
process ends, however it ends (a crash or kill -9 never leaves it stuck).

POSIX locks an open file with ``fcntl.flock``; Windows locks its first byte with
``msvcrt.locking``.  Both locks belong to the open file, which the system closes when
the process dies.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_NAME = "instance.lock"
"""The lock file's name in the data folder."""


class Busy(Exception):
    """Another running app holds the data folder's lock."""


class InstanceLock:
    """The data folder's lock, held while the object is open.

    Args:
        fd: the open lock file, already locked.
    """

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    def release(self) -> None:
        """Let the lock go (closing the file does; the file itself stays)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _lock(fd: int) -> bool:
    """Lock the open file ``fd`` without waiting; return False if another holds it."""
    if sys.platform == "win32":
        import msvcrt
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def acquire(folder: Path) -> InstanceLock | None:
    """Take the lock of data folder ``folder``; None when there is no lock to take (the
    folder cannot be made or written: saving will say why).

    Raises:
        Busy: another running app holds it.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None
    try:
        locked = _lock(fd)
    except (OSError, ImportError):  # no locking on this system
        os.close(fd)
        return None
    if not locked:
        os.close(fd)
        raise Busy(str(folder))
    return InstanceLock(fd)
