"""Atomic file writes: a temporary file, flushed and fsynced, renamed over the target."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path


def backup_path(path: Path) -> Path:
    """Where the previous version of a file is kept: `NAME.bak` beside it."""
    return path.with_name(path.name + ".bak")


def is_temporary(path: Path) -> bool:
    """Whether a file is a temporary file of an atomic write (left behind if it was killed)."""
    return path.name.startswith(".") and path.name.endswith(".tmp")


def write_atomic(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Replace `path` with `data` so that a reader sees the old or the new file, never a mix;
    with `keep_backup` the old file is kept as `NAME.bak`; on failure no existing file changes."""
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
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
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.bak.", suffix=".tmp")
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        tmp.unlink()
        try:
            os.link(path, tmp)
        except OSError:
            shutil.copy2(path, tmp)
        os.replace(tmp, backup_path(path))
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


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
