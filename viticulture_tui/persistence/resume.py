"""The unfinished games to continue: the slots listed from a quick read of their headers, and a
chosen slot loaded in full (its backup when the autosave is damaged, whatever its fault)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from viticulture_tui.persistence import errors, slots
from viticulture_tui.persistence.errors import SaveError
from viticulture_tui.persistence.lock import is_free
from viticulture_tui.persistence.slots import Slot
from viticulture_tui.persistence.summary import SaveInfo, damaged

if TYPE_CHECKING:
    from viticulture_tui.persistence.loader import LoadedGame


@dataclass(frozen=True)
class Unfinished:
    """One game to continue, as the Continue list shows it (nothing replayed yet)."""

    slot: Slot
    info: SaveInfo
    """The summary of the file that opening it will try first: the autosave, or its backup when
    the autosave is damaged; `info.error` when neither can be read."""
    problem: str = ""
    """What is wrong with the autosave itself, when its backup is offered instead."""
    locked: bool = False
    """Another window has this game open now."""

    @property
    def openable(self) -> bool:
        """Whether the header of a file of this slot could be read."""
        return not self.info.error

    def where(self) -> str:
        """'year 3, summer' (as `SaveInfo.where`)."""
        return self.info.where()


def prepare(saves: Path) -> list[Unfinished]:
    """On start: move an old single autosave into a slot, delete temporary files left by killed
    writers, file finished games among the named saves, then list the unfinished games.

    Reads only file headers and never raises: a problem with a slot is shown on its entry.
    """
    try:
        slots.migrate_old_autosave(saves)
        slots.clean_temporary(saves)
        found: list[Unfinished | None] = list(unfinished_games(saves, keep_finished=True))
        for index, entry in enumerate(found):
            if entry is not None and entry.info.finished and not entry.problem and not entry.locked:
                found[index] = _file_finished(entry, saves)
        entries = [e for e in found if e is not None]
        slots.remove_lock_files(saves)
    except OSError:
        entries = unfinished_games(saves)
    return [e for e in entries if not (e.info.finished and not e.problem)]


def _file_finished(entry: Unfinished, saves: Path) -> Unfinished | None:
    """A slot whose header says the game is over: checked in full (a damaged file could say so), then
    moved among the named saves (None); one that fails the check is listed with its backup."""
    from viticulture_tui.persistence.loader import load_game

    try:
        load_game(entry.slot.path)
    except Exception as exc:  # whatever the fault, the backup may hold the game
        problem = exc.problem if isinstance(exc, SaveError) else f"it cannot be loaded ({type(exc).__name__})"
        return _entry(entry.slot, problem)
    if slots.finish(entry.slot, saves, entry.info.players, entry.info.saved_at) is None:
        return entry
    return None


def unfinished_games(saves: Path, keep_finished: bool = False) -> list[Unfinished]:
    """The games of the slots, newest first, from their headers only; finished games are left
    out unless `keep_finished`. Never raises."""
    entries = [_entry(slot) for slot in slots.all_slots(saves)]
    old = slots.Slot(saves / slots.OLD_AUTOSAVE)
    if old.exists():  # not moved into a slot (a folder that cannot be written): offered where it is
        entries.append(_entry(old))
    if not keep_finished:
        entries = [e for e in entries if not (e.info.finished and not e.problem)]
    return sorted(entries, key=_newest, reverse=True)


def _newest(entry: Unfinished) -> float:
    moment = entry.info.saved_at or entry.slot.created
    try:
        return moment.timestamp() if moment else 0.0
    except (OverflowError, ValueError, OSError):
        return 0.0


def _entry(slot: Slot, fault: str = "") -> Unfinished:
    """The entry of a slot, from headers only; `fault`: the autosave is known to be damaged so."""
    locked = is_free(slot.lock_path) is False
    autosave = _header(slot.path)
    if autosave is not None and fault:
        autosave = damaged(slot.path, fault)
    if autosave is not None and not autosave.error:
        return Unfinished(slot, autosave, locked=locked)
    backup = _header(slot.backup)
    problem = autosave.error if autosave is not None else "the autosave is missing"
    if backup is not None and not backup.error and not backup.finished:
        return Unfinished(slot, backup, problem=problem, locked=locked)
    if backup is not None:
        autosave = damaged(slot.path, f"{problem}; its backup cannot stand in: {backup_error(backup)}")
    elif autosave is None:  # both went away since the folder was listed
        autosave = damaged(slot.path, "the autosave and its backup are gone")
    return Unfinished(slot, autosave, problem=problem, locked=locked)


def backup_error(backup: SaveInfo) -> str:
    """Why a backup cannot stand in for its autosave."""
    return backup.error or "it holds a finished game"


def _header(path: Path) -> SaveInfo | None:
    """The header summary of a file (None when it is not there); never raises."""
    from viticulture_tui.persistence.listing import read_info

    try:
        if not slots.present(path):
            return None
        return read_info(path)
    except Exception as exc:  # a file must never stop the list; its entry says what went wrong
        return damaged(path, f"it cannot be read ({type(exc).__name__})")


def open_slot(slot: Slot) -> LoadedGame:
    """The game of a slot, fully loaded: the autosave, or its backup when the autosave cannot be
    loaded for any reason; SaveError (the autosave's) when neither can."""
    found = resume_candidate(slot.path.parent, slot.path.name, keep_finished=True)
    if found is None:
        raise SaveError(slot.path, "the autosave and its backup are missing", errors.UNREADABLE)
    return found


def resume_candidate(
    folder: Path, name: str = slots.OLD_AUTOSAVE, keep_finished: bool = False
) -> LoadedGame | None:
    """The game of the autosave `name` in `folder`, or of its backup if the autosave is damaged;
    None when neither exists or (unless `keep_finished`) the game is over; SaveError (the
    autosave's) if both exist and are damaged."""
    from viticulture_tui.persistence.atomic import backup_path
    from viticulture_tui.persistence.loader import load_game

    first_error: SaveError | None = None
    path = folder / name
    for candidate in (path, backup_path(path)):
        if not slots.present(candidate):
            continue
        try:
            loaded = load_game(candidate)
        except SaveError as exc:
            first_error = first_error or exc
            continue
        except Exception as exc:  # whatever the fault, the backup is tried
            first_error = first_error or SaveError(
                candidate, f"it cannot be loaded ({type(exc).__name__}: {exc})", errors.INVALID
            )
            continue
        return None if loaded.state.game_over and not keep_finished else loaded
    if first_error is not None:
        raise first_error
    return None
