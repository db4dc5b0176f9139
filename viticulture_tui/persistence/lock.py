"""A game open in one window: an operating-system lock (the `filelock` library) beside its autosave.

The lock is the kernel's (`flock` on Unix, `LockFileEx` on Windows): it belongs to an open file
of the process holding it, so it goes away the moment that process ends, even by `kill -9`.
A lock file left behind by a dead process therefore blocks nobody; it is only a name.
"""

from __future__ import annotations

import os
from pathlib import Path

from filelock import FileLock, Timeout

from viticulture_tui.persistence import errors
from viticulture_tui.persistence.errors import SaveError

LOCKED = "locked"
"""`SaveError.kind` of a game that another window has open."""

WAIT = 0.2
"""Seconds to wait for a lock before saying it is held: long enough to ride out another window
that only checks it (`is_free`), short enough not to be felt."""


class GameLock:
    """The lock of one game's autosave; `acquire` raises SaveError(kind=LOCKED) when it is held."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # thread_local=False: a lock taken in a worker thread is released from the app's thread.
        self._lock = FileLock(str(path), timeout=WAIT, thread_local=False)

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._lock.is_locked

    def acquire(self, wait: float = WAIT) -> None:
        """Take the lock; SaveError(LOCKED) if another window has it, SaveError if it cannot be made."""
        if self.held:
            return
        try:
            self._lock.acquire(timeout=wait)
        except Timeout as exc:
            raise SaveError(self.path, "this game is open in another window", LOCKED) from exc
        except OSError as exc:
            problem = f"cannot lock the game: {exc.strerror or exc}"
            raise SaveError(self.path, problem, errors.WRITE_FAILED) from exc

    def release(self) -> None:
        """Let the lock go (nothing happens when it is not held)."""
        if self.held:
            self._lock.release(force=True)


def is_free(path: Path) -> bool | None:
    """Whether nobody holds the lock at `path` now (True when there is no lock file at all);
    None when it cannot be told (the folder cannot be written)."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return None
    probe = FileLock(str(path), timeout=0, thread_local=False)
    try:
        probe.acquire(timeout=0)
    except Timeout:
        return False
    except OSError:
        return None
    probe.release(force=True)
    return True
