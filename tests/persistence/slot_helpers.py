"""Builders for the tests of autosave slots: a game put in a slot of its own, the files of a folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from viticulture_tui.engine import GameState
from viticulture_tui.persistence import slots, store
from viticulture_tui.persistence.slots import Slot

if TYPE_CHECKING:
    from tests.hostile.damaged_saves import Case


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


def placed_as_autosaves(saves: Path, one_per_class: bool) -> tuple[list[Case], dict[str, Case]]:
    """Every damaged save of tests/hostile (or one per class) put in place as the autosave of a slot of
    its own, each with a good backup; the cases and the slot name of each."""
    from tests.hostile.damaged_saves import FIXTURE, cases

    folder = slots.slots_folder(saves)
    made = cases(folder)  # written straight into the slots folder: relative links keep their targets
    if one_per_class:
        made = [c for i, c in enumerate(made) if c.klass not in {m.klass for m in made[:i]}]
    placed: dict[str, Case] = {}
    for number, case in enumerate(made):
        slot = slots.Slot(folder / f"game-20250101-000000-{number:06d}-00000000-0000.json")
        if case.path.is_symlink():
            os.symlink(os.readlink(case.path), slot.path)
        else:
            os.replace(case.path, slot.path)  # a pipe, a folder or a socket moves as it is
        slot.backup.write_bytes(FIXTURE.read_bytes())
        placed[slot.path.name] = case
    return made, placed
