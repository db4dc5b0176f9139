"""Reading a save file's bytes safely: only a regular file, and never more than a save can weigh.

Every reader of save files goes through `read_save_bytes`, so that a named pipe (which would block
the read for ever), a device such as `/dev/zero` (which never ends) or a huge file cannot hang or
exhaust the game.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from viticulture_tui.persistence import errors
from viticulture_tui.persistence.errors import SaveError

MAX_SAVE_BYTES = 16 * 1024 * 1024
"""The largest save file read: 16 MiB, about thirty times a finished 6-player game of 24 years
(1,514 actions, about 550 kB)."""

_CHUNK = 1024 * 1024

_OPEN_FLAGS = (
    os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
)
"""Non-blocking, so that opening a named pipe that took the place of the file never waits for a
writer; no controlling terminal, not inherited by child processes."""


def read_save_bytes(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of the save file at `path`; SaveError if it is not a regular file of at most
    `limit` bytes, or cannot be read."""
    try:
        # Follows a symbolic link: a link to a save is fine, a link to a device or a pipe is not.
        found = os.stat(path)
    except OSError as exc:
        raise _os_error(path, exc) from exc
    _check_kind(path, found.st_mode)
    _check_size(path, found.st_size, limit)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise _os_error(path, exc) from exc
    try:
        # What was opened may not be what was looked at (the file replaced in between): judge it again.
        opened = os.fstat(fd)
        _check_kind(path, opened.st_mode)
        _check_size(path, opened.st_size, limit)
        return _read_at_most(path, fd, limit)
    except OSError as exc:
        raise _os_error(path, exc) from exc
    finally:
        os.close(fd)


def _read_at_most(path: Path, fd: int, limit: int) -> bytes:
    """Up to `limit` bytes; SaveError if the file holds more (it grew since it was looked at)."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    _check_size(path, size, limit)
    return b"".join(chunks)


def _check_kind(path: Path, mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        what = "it is a folder"
    elif stat.S_ISFIFO(mode):
        what = "it is a named pipe"
    elif stat.S_ISSOCK(mode):
        what = "it is a socket"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "it is a device"
    else:
        what = "it is a special file"
    raise SaveError(path, f"cannot read the file: {what}, not a save file", errors.NOT_A_FILE)


def _check_size(path: Path, size: int, limit: int) -> None:
    if size > limit:
        raise SaveError(
            path,
            f"the file is too large to be a save ({size:,} bytes; a save has at most {limit:,})",
            errors.TOO_LARGE,
        )


def _os_error(path: Path, exc: OSError) -> SaveError:
    """The system's refusal in words; a missing file and a loop of links get their own."""
    if exc.errno == errno.ENOENT:
        return SaveError(
            path, "cannot read the file: it does not exist (or is a broken link)", errors.UNREADABLE
        )
    if exc.errno == errno.ELOOP:
        return SaveError(path, "cannot read the file: its links lead round in a loop", errors.UNREADABLE)
    if exc.errno == errno.EISDIR:
        return SaveError(path, "cannot read the file: it is a folder, not a save file", errors.NOT_A_FILE)
    return SaveError(path, f"cannot read the file: {exc.strerror or exc}", errors.UNREADABLE)


def copy_new(source: Path, target: Path) -> bool:
    """Copy a save file to a name that must not exist yet (never replacing a file), read as
    `read_save_bytes` reads it and flushed to disk; False when it cannot be done."""
    try:
        data = read_save_bytes(source)  # a pipe or a device in its place must not hang or fill memory
        with target.open("xb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except (OSError, SaveError):
        return False
    return True
