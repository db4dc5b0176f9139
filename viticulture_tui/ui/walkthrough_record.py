"""The walkthrough's progress record on disk: `walkthrough.progress` (JSON) in the save folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FILE_NAME = "walkthrough.progress"
"""Not `.json`: the load screen lists every `.json` file of the save folder as a save."""
FORMAT = "viticulture-walkthrough-progress"


def folder_of(app: object) -> Path | None:
    """The app's save folder (`app.saves.path`); None when it has none (tests): progress is then
    kept for the session only."""
    path = getattr(getattr(app, "saves", None), "path", None)
    return path if isinstance(path, Path) else None


def record_path(folder: Path) -> Path:
    """Where the progress is kept in a save folder."""
    return folder / FILE_NAME


def read(path: Path) -> dict[str, Any] | None:
    """The guide's record kept at `path`, or None when there is none or it cannot be read."""
    from viticulture_tui.persistence.errors import SaveError
    from viticulture_tui.persistence.safe_read import read_save_bytes

    try:
        # The save folder's reader: a pipe, a device or a huge file in its place cannot hang the game.
        data = json.loads(read_save_bytes(path).decode("utf-8"))
    except (OSError, ValueError, SaveError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("record"), dict):
        return None
    record: dict[str, Any] = data["record"]
    return record


def write(path: Path, record: dict[str, Any]) -> None:
    """Keep the guide's record at `path` (atomic: the old record or the new one, never half of each)."""
    from viticulture_tui.persistence.atomic import write_atomic

    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps({"format": FORMAT, "record": record}, indent=1).encode("utf-8")
    write_atomic(path, data)


def clear(path: Path) -> None:
    """Forget the progress (start over); a missing file is fine."""
    path.unlink(missing_ok=True)
