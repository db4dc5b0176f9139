"""The list of saves of a folder, and the summary of one file, read without replaying it."""

from __future__ import annotations

import json
from pathlib import Path

from viticulture_tui.persistence import errors
from viticulture_tui.persistence.atomic import is_temporary
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.names import SUFFIX
from viticulture_tui.persistence.summary import SaveInfo, damaged, info_from_raw


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every save of the folder, newest first, damaged ones included with their problem; an
    unreadable folder raises SaveError and a missing one is empty."""
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == SUFFIX and not is_temporary(p))
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(
            folder, f"cannot read the save folder: {exc.strerror or exc}", errors.UNREADABLE
        ) from exc
    infos = [read_info(p) for p in paths]
    return sorted(infos, key=lambda i: i.saved_at.timestamp() if i.saved_at else 0.0, reverse=True)


def read_info(path: Path) -> SaveInfo:
    """The summary of one save file, read without replaying it (a damaged file gets `error`)."""
    try:
        raw = json.loads(path.read_bytes())
    except OSError as exc:
        return damaged(path, f"cannot read the file: {exc.strerror or exc}")
    except ValueError:
        return damaged(path, "not a readable JSON file")
    try:
        return info_from_raw(path, raw)
    except (KeyError, TypeError, ValueError):
        return damaged(path, "not a Viticulture save, or missing its summary fields")
