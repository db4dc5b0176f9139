"""Autosave after every action and every undo, into the game's own slot, locked while it is played;
a damaged file of the slot is copied aside before it is replaced; a finished game is filed by name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

from viticulture_tui.ui.save_folder import SaveFolder

if TYPE_CHECKING:
    from viticulture_tui.engine import Action, GameState
    from viticulture_tui.persistence.lock import GameLock
    from viticulture_tui.persistence.slots import Slot
    from viticulture_tui.session import Session


class Autosave:
    """Writes one game to its slot whenever its session changes, and holds the slot's lock.

    A game continued from the title comes with its slot, already locked; any other game (new, or
    loaded from a named save) gets one at its first write (`slots.claim_for`): a new slot, or one
    whose game this game's log contains whole, so that no other game is ever written over.
    """

    def __init__(
        self, saves: SaveFolder, app: App[None], slot: Slot | None = None, lock: GameLock | None = None
    ):
        self.saves = saves
        self.app = app
        self.slot = slot
        self.lock = lock
        self._checked = False
        self._blocked = False
        """A damaged autosave could not be copied aside: it is not replaced, so nothing is autosaved."""
        self._closed = False
        """Left for the title, or finished: nothing more is written."""
        self.session: Session | None = None

    def attach(self, session: Session) -> None:
        """Autosave this session after each action and each swap of its state (undo)."""
        if self.saves.path is None:
            return
        self.saves.autosave_failed = False
        self.session = session
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
        if folder is None or self._closed:
            return
        try:
            slot = self._slot(state, folder)
            if not self._checked:
                self._checked = True
                self._blocked = not self._keep_damaged(slot, folder)
            if self._blocked:
                return
            store.autosave(state, slot.path.parent, slot.path.name)
        except (SaveError, OSError) as exc:
            self._failed(exc)
            return
        self.saves.autosave_failed = False
        if state.game_over:
            self._file_finished(state, slot, folder)

    def _slot(self, state: GameState, folder: Path) -> Slot:
        from viticulture_tui.persistence import slots

        if self.slot is None:
            setup = state.setup.model_dump(mode="json")
            self.slot, self.lock = slots.claim_for(folder, setup, state.history)
        elif self.lock is not None and not self.lock.held:
            self.lock.acquire()
        return self.slot

    def _failed(self, exc: Exception) -> None:
        if not self.saves.autosave_failed:
            message = f"Autosave failed: {exc}. The game goes on; Ctrl+S saves it by name."
            self.app.notify(message, severity="error", timeout=12, markup=False)
        self.saves.autosave_failed = True

    def _file_finished(self, state: GameState, slot: Slot, folder: Path) -> None:
        """The game is over: its autosave becomes a named save (for the Load list and replays)."""
        from viticulture_tui.persistence import slots

        kept = slots.finish(slot, folder, [p.name for p in state.players])
        if kept is not None:
            message = f"The finished game is kept as {kept.name}: Load game lists it, r replays it."
            self.app.notify(message, title="Game over", timeout=10, markup=False)
        self.release()
        if kept is not None:
            slots.remove_lock_files(folder)

    def flush(self) -> None:
        """Write what is still owed before the game is left: a game never autosaved yet (new, or
        loaded by name, and left before its first action), or a write that failed last time."""
        if self._closed or self.session is None or self.saves.path is None or self.session.game_over:
            return
        if self.slot is None or self.saves.autosave_failed:
            self.write(self.session.state)

    def release(self) -> None:
        """Stop writing and let the slot's lock go (leaving for the title, quitting, game over)."""
        self._closed = True
        if self.lock is not None:
            self.lock.release()

    def _keep_damaged(self, slot: Slot, folder: Path) -> bool:
        """Copy every damaged file of the slot aside, so that the first autosave replaces no damaged
        file; False when a copy could not be made (then the autosave must not be written)."""
        from viticulture_tui.persistence.listing import read_info
        from viticulture_tui.persistence.slots import keep_damaged, present

        for path in slot.files():
            if not present(path):
                continue
            if path not in self.saves.damaged and not read_info(path).error:
                continue
            kept = keep_damaged(path, folder)
            if kept is None:
                message = f"{path}: damaged, and no copy of it could be kept: autosave is off for this game."
                self.app.notify(message, severity="error", timeout=12, markup=False)
                self.saves.autosave_failed = True
                return False
            message = f"A damaged autosave file of this game is kept as {kept.name} in {kept.parent}."
            self.app.notify(message, severity="warning", timeout=12, markup=False)
            self.saves.damaged.discard(path)
        return True


def quit_question(saves: SaveFolder) -> str:
    """The question before quitting a game, saying whether it will be there next time."""
    if saves.path is None:
        return "Quit the game? This game is not saved."
    if saves.autosave_failed:
        return "Quit the game? The autosave failed: this game may be lost."
    return "Quit the game? It is autosaved; Continue on the title screen picks it up."


def leave_question(saves: SaveFolder) -> str | None:
    """The question before leaving a game for the title, or None when nothing would be lost."""
    if saves.path is None:
        return "Leave this game for the title screen? Saving is off: it cannot be continued."
    if saves.autosave_failed:
        return "Leave this game for the title screen? The autosave failed: it may be lost."
    return None
