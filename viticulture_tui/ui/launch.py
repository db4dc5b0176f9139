"""Opening the app from the command line on a checked save: to play on from it, or to replay it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from viticulture_tui.persistence.loader import LoadedGame


def open_saved(loaded: LoadedGame, folder: Path, replay: bool = False) -> int:
    """Run the app on the loaded game (behind the hand-over curtain) or on its replay; the exit status."""
    from viticulture_tui.ui.app import run_app

    if replay:
        from viticulture_tui.ui.screens.replay import ReplayScreen

        return run_app(folder, screen=ReplayScreen(loaded))
    from viticulture_tui.session import Session

    return run_app(folder, session=Session(loaded.state))
