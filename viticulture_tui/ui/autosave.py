"""Autosave after every action and every undo; a damaged autosave is copied aside before it is replaced."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

from viticulture_tui.ui.save_folder import SaveFolder

if TYPE_CHECKING:
    from viticulture_tui.engine import Action, GameState
    from viticulture_tui.session import Session


class Autosave:
    """Writes the game to the save folder's autosave whenever the session changes."""

    def __init__(self, saves: SaveFolder, app: App[None]) -> None:
        self.saves = saves
        self.app = app
        self._checked = False
        self._blocked = False
        """A damaged autosave could not be copied aside: it is not replaced, so nothing is autosaved."""

    def attach(self, session: Session) -> None:
        """Autosave this session after each action and each swap of its state (undo)."""
        if self.saves.path is None:
            return
        session.on_applied.append(self._applied)
        session.on_replaced.append(self._replaced)

    def _applied(self, session: Session, action: Action) -> None:
        self.write(session.state)

    def _replaced(self, session: Session) -> None:
        self.write(session.state)

    def write(self, state: GameState) -> None:
        """Write the autosave; a failure is told once (until a write works again), never raised."""
        from viticulture_tui.persistence import store
        from viticulture_tui.persistence.errors import SaveError

        folder = self.saves.path
        if folder is None:
            return
        if not self._checked:
            self._checked = True
            self._blocked = not self._keep_damaged()
        if self._blocked:
            return
        try:
            store.autosave(state, folder)
        except (SaveError, OSError) as exc:
            if not self.saves.autosave_failed:
                message = f"Autosave failed: {exc}. The game goes on; Ctrl+S saves it by name."
                self.app.notify(message, severity="error", timeout=12, markup=False)
            self.saves.autosave_failed = True
            return
        self.saves.autosave_failed = False

    def _keep_damaged(self) -> bool:
        """Copy every damaged autosave file aside, so that the first autosave replaces no damaged file;
        False when a copy could not be made (then the autosave must not be written)."""
        from viticulture_tui.persistence.listing import read_info

        for path in self.saves.autosave_paths():
            if not path.is_file():
                continue
            if path not in self.saves.damaged and not read_info(path).error:
                continue
            kept = keep_copy(path)
            if kept is None:
                message = f"{path}: damaged, and no copy of it could be kept: autosave is off for this game."
                self.app.notify(message, severity="error", timeout=12, markup=False)
                self.saves.autosave_failed = True
                return False
            message = f"{path.name} was damaged: it is kept as {kept.name}."
            self.app.notify(message, severity="warning", timeout=12, markup=False)
        self.saves.damaged.clear()
        return True


def keep_copy(path: Path, now: datetime | None = None) -> Path | None:
    """Copy a file to a new name beside it ('autosave damaged 2025-06-01 1830.json'); None if it fails.

    The copy never replaces a file: a number is added until the name is free.
    """
    stem = "autosave backup" if path.name.endswith(".bak") else path.name.removesuffix(".json")
    when = (now or datetime.now()).strftime("%Y-%m-%d %H%M")
    try:
        data = path.read_bytes()
    except OSError:
        return None
    for number in range(1, 100):
        suffix = "" if number == 1 else f" ({number})"
        target = path.with_name(f"{stem} damaged {when}{suffix}.json")
        try:
            with target.open("xb") as out:
                out.write(data)
        except FileExistsError:
            continue
        except OSError:
            return None
        return target
    return None


def quit_question(saves: SaveFolder) -> str:
    """The question before quitting a game, saying whether it will be there next time."""
    if saves.path is None:
        return "Quit the game? This game is not saved."
    if saves.autosave_failed:
        return "Quit the game? The autosave failed: this game may be lost."
    return "Quit the game? It is autosaved after every action and offered again on the next start."
