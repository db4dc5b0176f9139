"""The player's settings beside the saves (`settings.json`): today the theme, remembered across runs."""

from __future__ import annotations

import json
from pathlib import Path

from viticulture_tui.persistence.atomic import write_atomic
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.safe_read import read_save_bytes

FILE = "settings.json"
MAX_BYTES = 64 * 1024
"""A settings file is a few dozen bytes: anything larger is not one, and is not read."""


def load_theme(folder: Path | None, known: set[str]) -> str | None:
    """The theme remembered in `folder`, if it is one of `known`; None when there is none to read.

    A missing, damaged or hostile file (too large, a pipe or a device, not JSON) is ignored: the
    game opens in its default theme and the next change writes a good file over it."""
    if folder is None:
        return None
    try:
        data = json.loads(read_save_bytes(folder / FILE, MAX_BYTES))
    except (SaveError, ValueError, RecursionError):
        return None
    theme = data.get("theme") if isinstance(data, dict) else None
    return theme if isinstance(theme, str) and theme in known else None


def save_theme(folder: Path | None, theme: str) -> bool:
    """Remember `theme` in `folder` (nothing without a folder); whether it was written."""
    if folder is None:
        return False
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(folder / FILE, json.dumps({"theme": theme}).encode())
    except OSError:
        return False  # a read-only or full disk: the theme applies for this run only
    return True
