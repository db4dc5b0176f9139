"""The save folder: named saves, the autosave with its backup, and the list of saves."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

from viticulture_tui.engine.state import GameState
from viticulture_tui.persistence import errors
from viticulture_tui.persistence.atomic import backup_path, is_temporary, write_atomic
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.model import encode, from_state
from viticulture_tui.persistence.summary import SaveInfo, damaged, info_from_raw

AUTOSAVE = "autosave.json"
SUFFIX = ".json"


def file_name(name: str) -> str:
    """A safe file name for a save name: letters, digits, spaces, `-` and `_` kept, `.json` added."""
    stem = re.sub(r"[^\w \-]+", "_", name.removesuffix(SUFFIX)).strip(" ._") or "save"
    return stem[:80] + SUFFIX


def default_name(state: GameState, now: datetime | None = None) -> str:
    """A save name from the players, the year and the time, e.g. `Anna-Ben year 3 2025-06-01 1830`."""
    when = (now or datetime.now()).strftime("%Y-%m-%d %H%M")
    return f"{'-'.join(p.name for p in state.players)} year {state.year} {when}"


def write_state(state: GameState, path: Path, keep_backup: bool = False) -> Path:
    """Write a save of the game to `path` atomically; raises SaveError if it cannot be written."""
    data = encode(from_state(state))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, data, keep_backup=keep_backup)
    except OSError as exc:
        raise SaveError(path, f"cannot write the save: {exc.strerror or exc}", errors.WRITE_FAILED) from exc
    return path


def save_game(state: GameState, folder: Path, name: str, overwrite: bool = False) -> Path:
    """Save the game under a name in the folder; an existing save is replaced only if `overwrite`."""
    path = folder / file_name(name)
    if path.exists() and not overwrite:
        raise SaveError(path, "a save with this name already exists", errors.EXISTS)
    return write_state(state, path)


def autosave(state: GameState, folder: Path) -> Path:
    """Write the autosave (the previous one kept as `autosave.json.bak`)."""
    return write_state(state, folder / AUTOSAVE, keep_backup=True)


def autosave_paths(folder: Path) -> list[Path]:
    """The autosave and its backup, in the order to try them."""
    path = folder / AUTOSAVE
    return [path, backup_path(path)]


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
