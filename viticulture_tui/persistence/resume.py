"""The game to offer on start: the unfinished autosave, or its backup when the autosave is damaged."""

from __future__ import annotations

from pathlib import Path

from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.loader import LoadedGame, load_game
from viticulture_tui.persistence.store import autosave_paths


def resume_candidate(folder: Path) -> LoadedGame | None:
    """The interrupted game to offer on start: the autosave (or its backup if the autosave is
    damaged) when it holds an unfinished game; SaveError if both exist and are damaged."""
    first_error: SaveError | None = None
    for path in autosave_paths(folder):
        if not path.exists():
            continue
        try:
            loaded = load_game(path)
        except SaveError as exc:
            first_error = first_error or exc
            continue
        return None if loaded.state.game_over else loaded
    if first_error is not None:
        raise first_error
    return None
