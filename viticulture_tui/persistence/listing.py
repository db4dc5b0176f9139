"""The list of saves of a folder, and the summary of one file, read without replaying it."""

from __future__ import annotations

import os
from pathlib import Path

from viticulture_tui.persistence import errors
from viticulture_tui.persistence.atomic import is_temporary
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.names import SUFFIX
from viticulture_tui.persistence.summary import SaveInfo, damaged, info_from_header


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every save of the folder, newest first, damaged ones included with their problem.

    Never raises: a missing folder is an empty list; a folder that cannot be read is one damaged
    entry whose path is the folder itself, with the reason.
    """
    try:
        with os.scandir(folder) as entries:
            names = sorted(entry.name for entry in entries)
    except FileNotFoundError:
        return []
    except OSError as exc:
        return [damaged(folder, f"cannot read the save folder: {exc.strerror or exc}", errors.UNREADABLE)]
    paths = [folder / name for name in names if Path(name).suffix == SUFFIX]
    infos = [read_info(p) for p in paths if not is_temporary(p)]
    return sorted(infos, key=_newest_first)


def read_info(path: Path) -> SaveInfo:
    """The summary of one save file, read without replaying it (a damaged file gets `error`).

    The header is validated and checked against the stored state; damage only a replay reveals is
    found when the save is loaded. Never raises.
    """
    from viticulture_tui.persistence.loader import TOO_DEEP_PROBLEM, parse_header, read_raw

    try:
        return info_from_header(path, parse_header(read_raw(path), path))
    except SaveError as exc:
        return damaged(path, exc.problem, exc.kind)
    except RecursionError:
        return damaged(path, TOO_DEEP_PROBLEM, errors.TOO_DEEP)
    except Exception as exc:  # a bug in reading one file must not hide every other save
        return damaged(path, f"it cannot be read as a save ({type(exc).__name__})", errors.INVALID)


def _newest_first(info: SaveInfo) -> tuple[bool, float, str]:
    when = info.saved_at.timestamp() if info.saved_at else 0.0
    return (info.saved_at is None, -when, info.name)
