"""Builders for the tests of autosave slots: a game put in a slot of its own, the files of a folder."""

from __future__ import annotations

from pathlib import Path

from viticulture_tui.engine import GameState
from viticulture_tui.persistence import slots, store
from viticulture_tui.persistence.slots import Slot


def in_slot(state: GameState, saves: Path, backup: GameState | None = None) -> Slot:
    """A new slot holding `state` as its autosave (and `backup` before it, if given); unlocked."""
    slot, lock = slots.claim_new(saves, state.setup.model_dump(mode="json"))
    try:
        if backup is not None:
            store.autosave(backup, slot.path.parent, slot.path.name)
        store.autosave(state, slot.path.parent, slot.path.name)
    finally:
        lock.release()
    return slot


def game_files(saves: Path) -> dict[str, bytes]:
    """Every autosave file of the slots folder (not the lock files) with its bytes."""
    folder = slots.slots_folder(saves)
    if not folder.is_dir():
        return {}
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file() and ".json" in p.name}
