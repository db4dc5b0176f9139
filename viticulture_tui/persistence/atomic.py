"""Atomic file writes: a temporary file, flushed and fsynced, renamed over the target."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

STALE_AFTER = 30.0
"""Seconds after which a temporary file nobody can be writing any more is removed on start.

A write lasts milliseconds; a temporary file this old was left by a process that was killed."""


def backup_path(path: Path) -> Path:
    """Where the previous version of a file is kept: `NAME.bak` beside it."""
    return path.with_name(path.name + ".bak")


def is_temporary(path: Path) -> bool:
    """Whether a file is a temporary file of an atomic write (left behind if it was killed)."""
    return path.name.startswith(".") and path.name.endswith(".tmp")


def temporary_of(path: Path) -> str:
    """The prefix of every temporary file that writing `path` (or its backup) makes."""
    return f".{path.name}."


def write_atomic(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Replace `path` with `data` so that a reader sees the old or the new file, never a mix;
    with `keep_backup` the old file is kept as `NAME.bak`; on failure no existing file changes."""
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=temporary_of(path), suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if keep_backup and path.is_file():
            _copy_to_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(path.parent)


def _copy_to_backup(path: Path) -> None:
    # A hard link (or a copy where links are not supported) under a temporary name, renamed
    # over the old backup: the current file is never moved, so it is there at every moment.
    backup = backup_path(path)
    if _same_file(path, backup):
        # Already the backup (a write killed after this step, or another window's write): a
        # rename between two links of one file does nothing at all and would leave the temporary.
        return
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f"{temporary_of(path)}bak.", suffix=".tmp")
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        tmp.unlink()
        try:
            os.link(path, tmp)
        except OSError:
            shutil.copy2(path, tmp)
        os.replace(tmp, backup)
    finally:
        # Normally gone by now; still there if the rename was a no-op because `backup` became
        # a link of the same file meanwhile (two windows), or if the rename failed.
        with contextlib.suppress(OSError):
            tmp.unlink()


def _same_file(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def remove_stale(
    folder: Path,
    owner_free: Callable[[Path], bool | None] = lambda tmp: None,
    stale_after: float = STALE_AFTER,
    now: float | None = None,
) -> list[Path]:
    """Delete the temporary files that killed writers left in `folder`; the ones removed.

    `owner_free(tmp)` says whether the file the temporary belongs to is free of any live writer
    (True: remove it whatever its age; False: a writer holds it, keep it; None: unknown, then
    only a file older than `stale_after` seconds goes). A file that cannot be removed stays.
    """
    moment = time.time() if now is None else now
    try:
        entries = [folder / name for name in os.listdir(folder)]
    except OSError:
        return []
    removed = []
    for tmp in entries:
        if not is_temporary(tmp):
            continue
        try:
            info = tmp.lstat()
        except OSError:
            continue
        free = owner_free(tmp)
        if free is False or (free is None and moment - info.st_mtime < stale_after):
            continue
        try:
            tmp.unlink()
        except OSError:
            continue
        removed.append(tmp)
    return removed


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable; not possible everywhere (Windows), hence best effort.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
