"""Saving under a name: ask for it, write it, ask before replacing a save, say what happened."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

from viticulture_tui.ui.save_folder import saves_of
from viticulture_tui.ui.screens.confirm import ConfirmScreen
from viticulture_tui.ui.screens.save_name import SaveNameScreen

if TYPE_CHECKING:
    from viticulture_tui.session import Session


def ask_and_save(app: App[None], session: Session) -> None:
    """Ask for a name (the proposed one filled in), then save the session's game under it."""
    from viticulture_tui.persistence.names import default_name

    folder = saves_of(app).path
    if folder is None:
        app.notify("Saving is off: this game has no save folder.", severity="warning")
        return
    app.push_screen(
        SaveNameScreen(default_name(session.state), folder),
        lambda name: save_as(app, session, folder, name) if name else None,
    )


def save_as(app: App[None], session: Session, folder: Path, name: str, overwrite: bool = False) -> None:
    """Write the save; an existing one is replaced only once the player said yes."""
    from viticulture_tui.persistence import errors, store
    from viticulture_tui.safe_text import printable
    from viticulture_tui.ui.save_words import not_saved

    try:
        path = store.save_game(session.state, folder, name, overwrite=overwrite)
    except errors.SaveError as exc:
        if exc.kind == errors.EXISTS and not overwrite:
            app.push_screen(
                ConfirmScreen(f"A save named '{exc.path.name}' already exists. Replace it?"),
                lambda yes: save_as(app, session, folder, name, overwrite=True) if yes else None,
            )
            return
        app.notify(not_saved(exc), title="Not saved", severity="error", timeout=12, markup=False)
        return
    except OSError as exc:  # checking whether the name is taken can fail too (a name too long)
        app.notify(not_saved(exc), title="Not saved", severity="error", timeout=12, markup=False)
        return
    app.notify(printable(f"Saved as {path.name} in {path.parent}."), title="Saved", markup=False)
