"""Why a save could not be written, in the player's words rather than the system's."""

from __future__ import annotations

import errno

from viticulture_tui.safe_text import printable

_WHY = {
    errno.ENAMETOOLONG: "the name is too long for this disk; a shorter name will do",
    errno.ENOSPC: "the disk is full; free some space or save in another folder",
    errno.EDQUOT: "your disk quota is used up; free some space or save in another folder",
    errno.EACCES: "this folder may not be written to",
    errno.EPERM: "this folder may not be written to",
    errno.EROFS: "this disk is read-only",
    errno.ENOTDIR: "part of the folder's path is a file, not a folder",
    errno.EEXIST: "part of the folder's path is a file, not a folder",
    errno.EISDIR: "a folder already has this name; choose another name",
    errno.EIO: "the disk reported an error while writing",
}


def not_saved(error: BaseException) -> str:
    """The message for a save that failed with `error` (a SaveError or the OSError itself): the
    file, and why in the player's words."""
    cause = error if isinstance(error, OSError) else error.__cause__
    reason = _WHY.get(cause.errno) if isinstance(cause, OSError) and cause.errno is not None else None
    if reason is None:
        detail = cause.strerror if isinstance(cause, OSError) and cause.strerror else None
        reason = f"the system said: {detail}" if detail else getattr(error, "problem", None) or str(error)
    where = getattr(error, "path", None) or getattr(error, "filename", None)
    file = f" as {where}" if where else ""
    # The game itself is untouched: say so, since a player fears the opposite.
    return printable(f"The game was not saved{file}: {reason}. Nothing was lost; the game goes on.")
