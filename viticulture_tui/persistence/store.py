"""Writing saves: named saves, and an autosave with its backup (a game's slot, see slots.py)."""

from __future__ import annotations

import os
from pathlib import Path

from viticulture_tui.engine.state import GameState
from viticulture_tui.persistence import errors
from viticulture_tui.persistence.atomic import write_atomic
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.model import encode, from_state
from viticulture_tui.persistence.names import file_name

AUTOSAVE = "autosave.json"
"""The autosave's name in a folder of its own (earlier versions kept one in the save folder)."""


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
    # lexists, not Path.exists: a name the file system refuses ("File name too long") is then
    # reported by the write as a SaveError instead of escaping as an OSError here.
    if not overwrite and os.path.lexists(path):
        raise SaveError(path, "a save with this name already exists", errors.EXISTS)
    return write_state(state, path)


def autosave(state: GameState, folder: Path, name: str = AUTOSAVE) -> Path:
    """Write the autosave `name` in `folder` (the previous one kept as `NAME.bak`); a game's slot
    is `autosave(state, slot.path.parent, slot.path.name)`."""
    return write_state(state, folder / name, keep_backup=True)
