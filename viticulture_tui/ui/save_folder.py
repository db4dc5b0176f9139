"""The app's save folder and what it learnt about it this run; quick checks that load no engine.

The title screen asks these before the engine is imported, so they only look at file names.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from viticulture_tui.persistence.atomic import is_temporary

IN_PROGRESS = "in-progress"
"""The slots folder (`persistence.slots.IN_PROGRESS`; not imported: it brings the lock library)."""
OLD_AUTOSAVE = "autosave.json"
"""The single autosave of earlier versions (`persistence.slots.OLD_AUTOSAVE`)."""


@dataclass
class SaveFolder:
    """Where saves go (None: saving is off, as in tests), and what this run found out about it."""

    path: Path | None
    damaged: set[Path] = field(default_factory=set)
    """Autosave files found damaged: a copy is kept before the first autosave replaces them."""
    autosave_failed: bool = False
    """The last autosave could not be written."""

    def may_hold_games(self) -> bool:
        """Whether there may be unfinished games to continue: a slots folder or an old autosave."""
        if self.path is None:
            return False
        return (self.path / IN_PROGRESS).is_dir() or any(
            (self.path / name).is_file() for name in (OLD_AUTOSAVE, OLD_AUTOSAVE + ".bak")
        )


def saves_of(app: object) -> SaveFolder:
    """The app's save folder (a folder that saves nothing for an app without one)."""
    found = getattr(app, "saves", None)
    return found if isinstance(found, SaveFolder) else SaveFolder(None)


def can_list(folder: Path | None) -> bool:
    """Whether the Load entry has something to open: a save file, or a folder it cannot read (the
    list then says why); False when the folder is missing or holds no save."""
    if folder is None:
        return False
    try:
        with os.scandir(folder) as entries:
            return any(_is_save(Path(entry.path)) for entry in entries)
    except FileNotFoundError:
        return False
    except OSError:
        return True


def _is_save(path: Path) -> bool:
    return path.suffix == ".json" and not is_temporary(path) and path.is_file()
